import { box, Canvas, hline, labelled, measure, put } from './pdf-canvas';
import { tint } from './pdf-theme';
import { formatCuitForPrint, formatDate, formatVoucherNumber, voucherTypeName } from './format';

/**
 * The four page headers. Each one prints the same legal data (RG 1415 Anexo II: letter in its box with the type
 * code, copy, issuer and voucher identification) and returns the y where the body starts.
 */

interface HeaderData {
  title: string;
  legalName: string | null;
  address: string | null;
  vatCondition: string;
  typeName: string;
  letter: string;
  code: string;
  copy: string;
  ptoVta: string;
  number: string;
  fullNumber: string;
  date: string;
  cuit: string;
  grossIncome: string;
  activityStart: string | null;
}

function headerData(c: Canvas): HeaderData {
  const { issuer, voucher } = c.view;
  const title = c.branding.tradeName?.trim() || issuer.name;
  const activityStart = c.branding.activityStart || issuer.activityStart;
  const full = formatVoucherNumber(voucher.ptoVta, voucher.number);
  return {
    title,
    legalName: title !== issuer.name ? issuer.name : null,
    address: c.branding.address?.trim() || issuer.address || null,
    vatCondition: issuer.vatCondition,
    typeName: voucher.typeName ?? voucherTypeName(voucher.typeCode),
    letter: voucher.letter,
    code: `COD. ${String(voucher.typeCode).padStart(2, '0')}`,
    copy: c.view.copy ?? 'ORIGINAL',
    ptoVta: full.slice(0, 5),
    number: full.slice(6),
    fullNumber: full,
    date: formatDate(voucher.issueDate),
    cuit: formatCuitForPrint(issuer.cuit),
    grossIncome: issuer.grossIncome?.trim() || formatCuitForPrint(issuer.cuit),
    activityStart: activityStart ? formatDate(activityStart) : null,
  };
}

function letterBox(c: Canvas, h: HeaderData, x: number, y: number, size: number, style: { stroke: string; fill: string | null; letterColor: string; radius?: number; double?: boolean }): void {
  box(c, x, y, size, size, style.stroke, style.fill, style.radius ?? 0, 1.2);
  if (style.double) box(c, x + 3, y + 3, size - 6, size - 6, style.stroke, null, 0, 0.5);
  put(c, h.letter, x, y + size * 0.12, { font: 'bold', size: size * 0.55, color: style.letterColor, width: size, align: 'center' });
  put(c, h.code, x, y + size * 0.72, { font: 'bold', size: 6.5, color: style.letterColor, width: size, align: 'center' });
}

function logoAt(c: Canvas, x: number, y: number, w: number, hgt: number, align?: 'center' | 'right'): boolean {
  if (!c.logo) return false;
  c.doc.image(c.logo, x, y, { fit: [w, hgt], ...(align ? { align } : {}), valign: 'center' });
  return true;
}

/** RG 1415-style boxed header: copy band, two halves split under the letter box. */
export function headerClasico(c: Canvas, y0: number): number {
  const h = headerData(c);
  const { margin: m } = c;
  const w = c.width - 2 * m;
  const mid = m + w / 2;
  const s = c.theme.baseSize;
  box(c, m, y0, w, 18, c.theme.rule);
  put(c, h.copy, m, y0 + 5, { font: 'bold', size: 10, width: w, align: 'center', spacing: 1 });
  const top = y0 + 18;
  const lb = 44;
  letterBox(c, h, mid - lb / 2, top, lb, { stroke: c.theme.rule, fill: '#ffffff', letterColor: c.theme.ink });

  const lw = w / 2 - lb / 2 - 16;
  let y = top + 8;
  if (logoAt(c, m + 8, y, lw, 40)) y += 46;
  y += put(c, h.title, m + 8, y, { font: 'bold', size: 14, color: c.accent, width: lw });
  y += 3;
  const half = w / 2 - 16;
  if (h.legalName) y += labelled(c, 'Razón social', h.legalName, m + 8, y, half, s) + 1;
  if (h.address) y += labelled(c, 'Domicilio comercial', h.address, m + 8, y, half, s) + 1;
  y += labelled(c, 'Condición frente al IVA', h.vatCondition, m + 8, y, half, s);

  const rx = mid + lb / 2 + 10;
  const rw = m + w - rx - 8;
  let ry = top + 8;
  ry += put(c, h.typeName, rx, ry, { font: 'bold', size: h.typeName.length > 20 ? 10 : 16, color: c.accent, width: rw, wrap: true }) + 4;
  labelled(c, 'Punto de venta', h.ptoVta, rx, ry, rw / 2, s);
  ry += labelled(c, 'Comp. Nro', h.number, rx + rw / 2, ry, rw / 2, s);
  ry = Math.max(ry, top + lb) + 4;
  const bx = mid + 10;
  const bw = w / 2 - 18;
  ry += labelled(c, 'Fecha de emisión', h.date, bx, ry, bw, s) + 4;
  ry += labelled(c, 'CUIT', h.cuit, bx, ry, bw, s) + 1;
  ry += labelled(c, 'Ingresos Brutos', h.grossIncome, bx, ry, bw, s) + 1;
  if (h.activityStart) ry += labelled(c, 'Fecha de inicio de actividades', h.activityStart, bx, ry, bw, s);
  const height = Math.max(y, ry) - top + 8;
  box(c, m, top, w, height, c.theme.rule);
  c.doc.save().moveTo(mid, top + lb).lineTo(mid, top + height).lineWidth(0.8).strokeColor(c.theme.rule).stroke().restore();
  return top + height + 6;
}

/** Full-bleed accent band with the issuer in white; a grey strip with the tax identification below. */
export function headerModerno(c: Canvas, y0: number): number {
  const h = headerData(c);
  const { margin: m } = c;
  const bandTop = y0 - c.margin;
  const rightW = 232;
  const leftW = c.width - 2 * m - rightW - 16;
  const lines = [h.legalName, h.address, h.vatCondition].filter((v): v is string => Boolean(v));
  const leftHeight = (c.logo ? 52 : 0) + measure(c, h.title, leftW, { font: 'bold', size: 20 }) + 2 +
    lines.reduce((acc, line) => acc + measure(c, line, leftW, { size: 8.5 }), 0);
  const bandHeight = Math.max(118 + c.margin - 24, y0 - bandTop + leftHeight + 14);
  box(c, 0, bandTop, c.width, bandHeight, null, c.accent);
  let y = y0;
  if (c.logo) {
    box(c, m, y, 96, 44, null, '#ffffff', 6);
    logoAt(c, m + 6, y + 4, 84, 36, 'center');
    y += 52;
  }
  y += put(c, h.title, m, y, { font: 'bold', size: 20, color: '#ffffff', width: leftW, wrap: true });
  y += 2;
  for (const line of lines) y += put(c, line, m, y, { size: 8.5, color: '#ffffff', width: leftW, wrap: true });

  const rx = c.width - m - rightW;
  const lb = 50;
  letterBox(c, h, rx, y0, lb, { stroke: '#ffffff', fill: '#ffffff', letterColor: c.accent, radius: 8 });
  const tx = rx + lb + 12;
  const tw = rightW - lb - 12;
  put(c, h.copy, tx, y0, { font: 'bold', size: 7, color: tint('#ffffff', 0.85), spacing: 1.5, width: tw });
  const typeHeight = put(c, h.typeName, tx, y0 + 11, { font: 'bold', size: h.typeName.length > 20 ? 9 : 15, color: '#ffffff', width: tw, wrap: true });
  put(c, `N° ${h.fullNumber}`, tx, y0 + 14 + typeHeight, { font: 'bold', size: 12, color: '#ffffff', width: tw });
  put(c, `Fecha de emisión: ${h.date}`, tx, y0 + 30 + typeHeight, { size: 8.5, color: '#ffffff', width: tw });

  const stripTop = bandTop + bandHeight;
  box(c, 0, stripTop, c.width, 26, null, '#f3f4f6');
  const cols = [
    ['CUIT', h.cuit],
    ['Ingresos Brutos', h.grossIncome],
    ['Inicio de actividades', h.activityStart ?? '—'],
    ['Punto de venta', h.ptoVta],
  ];
  const cw = (c.width - 2 * m) / cols.length;
  cols.forEach(([label, value], i) => {
    put(c, label!.toUpperCase(), m + i * cw, stripTop + 5, { font: 'bold', size: 6, color: c.theme.muted, spacing: 0.6, width: cw - 6 });
    put(c, value!, m + i * cw, stripTop + 13, { font: 'bold', size: 8.5, color: c.theme.ink, width: cw - 6 });
  });
  return stripTop + 26 + 12;
}

/** Open layout: no boxes but the legal letter box, hairlines, grey small type, the accent used sparingly. */
export function headerMinimalista(c: Canvas, y0: number): number {
  const h = headerData(c);
  const { margin: m } = c;
  const w = c.width - 2 * m;
  const s = c.theme.baseSize;
  put(c, h.copy, m, y0, { size: 6.5, color: c.theme.muted, spacing: 2, width: w, align: 'right' });
  let y = y0 + 14;
  if (logoAt(c, m, y, 120, 34)) y += 42;
  y += put(c, h.title, m, y, { size: 17, color: c.theme.ink, width: w * 0.55 });
  const details = [h.legalName, h.address, h.vatCondition].filter((v): v is string => Boolean(v));
  for (const line of details) y += put(c, line, m, y + 2, { size: s, color: c.theme.muted, width: w * 0.55 });

  const lb = 38;
  const colX = m + w * 0.6;
  letterBox(c, h, colX, y0 + 14, lb, { stroke: c.accent, fill: null, letterColor: c.accent });
  const tx = colX + lb + 10;
  const tw = m + w - tx;
  const typeH = put(c, h.typeName, tx, y0 + 15, { font: 'bold', size: h.typeName.length > 20 ? 8 : 11, color: c.theme.ink, width: tw, wrap: true });
  put(c, h.fullNumber, tx, y0 + 18 + typeH, { size: 11, color: c.theme.ink, width: tw, spacing: 0.5 });
  let ry = y0 + 14 + Math.max(lb, typeH + 18) + 8;
  const rows: Array<[string, string]> = [
    ['Fecha de emisión', h.date],
    ['CUIT', h.cuit],
    ['Ingresos Brutos', h.grossIncome],
  ];
  if (h.activityStart) rows.push(['Inicio de actividades', h.activityStart]);
  for (const [label, value] of rows) {
    put(c, label, colX, ry, { size: s - 0.5, color: c.theme.muted, width: 100 });
    put(c, value, colX + 100, ry, { size: s - 0.5, color: c.theme.ink, width: m + w - colX - 100, align: 'right' });
    ry += s + 4;
  }
  const bottom = Math.max(y, ry) + 8;
  hline(c, m, m + w, bottom, c.theme.rule, 0.5);
  return bottom + 12;
}

/** Centred serif masthead between double rules in the accent colour. */
export function headerElegante(c: Canvas, y0: number): number {
  const h = headerData(c);
  const { margin: m } = c;
  const w = c.width - 2 * m;
  put(c, h.copy, m, y0, { font: 'italic', size: 8, color: c.theme.muted, width: w, align: 'center', spacing: 3 });
  let y = y0 + 14;
  if (c.logo) {
    logoAt(c, m + w / 2 - 60, y, 120, 40, 'center');
    y += 46;
  }
  y += put(c, h.title.toUpperCase(), m, y, { font: 'bold', size: 19, color: c.accent, width: w, align: 'center', spacing: 2 });
  const details = [h.legalName, [h.address, h.vatCondition].filter(Boolean).join('  ·  ')].filter((v): v is string => Boolean(v));
  for (const line of details) y += put(c, line, m, y + 1, { font: 'italic', size: 9.5, color: c.theme.muted, width: w, align: 'center' });
  y += 8;
  doubleRule(c, m, m + w, y);
  const lb = 46;
  const rowTop = y + 10;
  letterBox(c, h, m + w / 2 - lb / 2, rowTop, lb, { stroke: c.accent, fill: null, letterColor: c.accent, double: true });
  const sideW = w / 2 - lb / 2 - 14;
  let ly = rowTop;
  ly += put(c, h.typeName, m, ly, { font: 'bold', size: h.typeName.length > 20 ? 9.5 : 14, color: c.theme.ink, width: sideW, wrap: true }) + 2;
  ly += put(c, `N° ${h.fullNumber}`, m, ly, { size: 11.5, color: c.theme.ink, width: sideW });
  put(c, `Fecha de emisión: ${h.date}`, m, ly + 1, { font: 'italic', size: 9.5, color: c.theme.ink, width: sideW });
  const rx = m + w / 2 + lb / 2 + 14;
  let ry = rowTop;
  const right: string[] = [`CUIT: ${h.cuit}`, `Ingresos Brutos: ${h.grossIncome}`];
  if (h.activityStart) right.push(`Inicio de actividades: ${h.activityStart}`);
  for (const line of right) ry += put(c, line, rx, ry, { size: 9.5, color: c.theme.ink, width: m + w - rx, align: 'right' }) + 1;
  const bottom = Math.max(rowTop + lb, ly + 14, ry) + 10;
  doubleRule(c, m, m + w, bottom);
  return bottom + 14;
}

export function doubleRule(c: Canvas, x1: number, x2: number, y: number): void {
  hline(c, x1, x2, y, c.accent, 1.2);
  hline(c, x1, x2, y + 3, c.accent, 0.4);
}

export function headerFor(c: Canvas, y0: number): number {
  switch (c.theme.template) {
    case 'moderno':
      return headerModerno(c, y0);
    case 'minimalista':
      return headerMinimalista(c, y0);
    case 'elegante':
      return headerElegante(c, y0);
    default:
      return headerClasico(c, y0);
  }
}
