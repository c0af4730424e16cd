import Decimal from 'decimal.js';
import { box, Canvas, drawQr, hline, labelled, measure, put, vline } from './pdf-canvas';
import { voucherTypeInfo } from '../domain';
import { doubleRule } from './pdf-headers';
import { tint } from './pdf-theme';
import {
  conceptName, currencyName, formatDate, formatMoney, formatNumber, formatQuantity, formatRate, formatReceiverDoc,
  isPesos, receiverVatConditionLabel, voucherLabel,
} from './format';

/** Body blocks shared by the templates: receiver, line table, totals, authorization (CAE + QR), page footers. */

type Pair = [label: string, value: string];

export function receiverPairs(c: Canvas): Pair[] {
  const { receiver, voucher } = c.view;
  const pairs: Pair[] = [
    ['Apellido y nombre / Razón social', receiver.name],
    [receiver.docType === 99 ? 'Documento' : formatReceiverDoc(receiver.docType, receiver.docNumber).split(' ')[0]!, formatReceiverDoc(receiver.docType, receiver.docNumber).replace(/^(CUIT|CUIL|CDI|DNI) /, '')],
    ['Condición frente al IVA', receiverVatConditionLabel(receiver.vatCondition)],
    ['Domicilio', receiver.address?.trim() || '—'],
  ];
  if (voucher.concepto !== 1 || voucher.serviceFrom) {
    pairs.push(['Concepto', conceptName(voucher.concepto)]);
  }
  if (voucher.serviceFrom && voucher.serviceTo) {
    pairs.push(['Período facturado', `desde ${formatDate(voucher.serviceFrom)} hasta ${formatDate(voucher.serviceTo)}`]);
  }
  if (voucher.paymentDue) pairs.push(['Fecha de vto. para el pago', formatDate(voucher.paymentDue)]);
  if (!isPesos(c.view.currency)) {
    pairs.push(['Moneda', `${currencyName(c.view.currency)} (${c.view.currency})`]);
    pairs.push(['Tipo de cambio', formatNumber(c.view.exchangeRate, Math.max(2, decimals(c.view.exchangeRate)))]);
  }
  for (const a of c.view.associated ?? []) {
    const letter = voucherTypeInfo(a.typeCode)?.letter ?? null;
    const when = a.date ? ` del ${formatDate(a.date)}` : '';
    pairs.push(['Comprobante asociado', `${voucherLabel(a.typeCode, letter, a.ptoVta, a.number)}${when}`]);
  }
  if (c.view.reference?.trim()) pairs.push(['Referencia', c.view.reference.trim()]);
  return pairs;
}

function decimals(value: string): number {
  return new Decimal(value).decimalPlaces();
}

/** Receiver and sale conditions in a two-column grid (values wrap); returns the y below it. */
export function drawReceiver(c: Canvas, y0: number): number {
  const { margin: m, theme } = c;
  const w = c.width - 2 * m;
  const pairs = receiverPairs(c);
  const colW = (w - 24) / 2;
  const stacked = theme.template === 'moderno' || theme.template === 'minimalista';
  const labelFont = theme.template === 'elegante' ? 'italic' : 'bold';
  const cellHeight = ([label, value]: Pair): number =>
    stacked
      ? 9 + measure(c, value, colW, { font: theme.template === 'moderno' ? 'bold' : 'regular' })
      : measure(c, `${label}: ${value}`, colW - 4, { font: 'bold' });
  const rowHeights: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    rowHeights.push(Math.max(cellHeight(pairs[i]!), pairs[i + 1] ? cellHeight(pairs[i + 1]!) : 0) + (stacked ? 5 : 3));
  }
  let top = y0;
  if (theme.template === 'minimalista') {
    put(c, 'FACTURAR A', m, top, { font: 'bold', size: 6.5, color: c.theme.muted, spacing: 1.5 });
    top += 12;
  }
  const height = rowHeights.reduce((a, b) => a + b, 0) + 12;
  if (theme.template === 'clasico') box(c, m, top, w, height, theme.rule);
  if (theme.template === 'moderno') box(c, m, top, w, height, null, tint(c.accent, 0.07), 6);
  let y = top + 7;
  rowHeights.forEach((rowH, row) => {
    for (const col of [0, 1]) {
      const pair = pairs[row * 2 + col];
      if (!pair) continue;
      const [label, value] = pair;
      const x = m + 8 + col * (colW + 8);
      if (stacked) {
        put(c, label.toUpperCase(), x, y, { font: 'bold', size: 6, color: theme.muted, spacing: 0.6, width: colW });
        put(c, value, x, y + 8, { font: theme.template === 'moderno' ? 'bold' : 'regular', width: colW, wrap: true });
      } else {
        labelled(c, label, value, x, y, colW - 4, theme.baseSize, labelFont, theme.template === 'elegante' ? theme.muted : theme.ink);
      }
    }
    y += rowH;
  });
  const bottom = top + height;
  if (theme.template === 'elegante') hline(c, m, m + w, bottom, theme.rule, 0.4);
  return bottom + 10;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

function tableColumns(c: Canvas): Column[] {
  const w = c.width - 2 * c.margin;
  const classA = c.view.voucher.letter === 'A' || c.view.voucher.letter === 'M';
  const fixed: Column[] = [
    { title: 'Cantidad', width: 52, align: 'right' },
    { title: 'Precio unit.', width: 82, align: 'right' },
    ...(classA ? [{ title: '% IVA', width: 50, align: 'right' as const }] : []),
    { title: classA ? 'Subtotal' : 'Subtotal', width: 88, align: 'right' },
  ];
  const used = fixed.reduce((acc, col) => acc + col.width, 0);
  return [{ title: 'Producto / Servicio', width: w - used, align: 'left' }, ...fixed];
}

const CELL_PAD = 5;

export function drawTableHeader(c: Canvas, y: number): number {
  const { margin: m, theme } = c;
  const cols = tableColumns(c);
  const w = c.width - 2 * m;
  const h = 18;
  if (theme.tableHeaderFill === 'accent') box(c, m, y, w, h, null, c.accent, 3);
  if (theme.tableHeaderFill === 'tint') box(c, m, y, w, h, theme.rule, tint(c.accent, 0.15));
  const color = theme.tableHeaderText === 'white' ? '#ffffff' : theme.tableHeaderText === 'muted' ? theme.muted : theme.ink;
  let x = m;
  for (const col of cols) {
    const title = theme.tableUppercase ? col.title.toUpperCase() : col.title;
    put(c, title, x + CELL_PAD, y + 5.5, {
      font: theme.template === 'elegante' ? 'italic' : 'bold', size: theme.tableUppercase ? 6.5 : theme.baseSize, color,
      width: col.width - 2 * CELL_PAD, align: col.align, spacing: theme.tableUppercase ? 1 : 0,
    });
    x += col.width;
  }
  if (theme.template === 'minimalista') hline(c, m, m + w, y + h, theme.ink, 0.6);
  if (theme.template === 'elegante') doubleRule(c, m, m + w, y + h);
  return y + h + (theme.template === 'elegante' ? 4 : 0);
}

export function lineHeight(c: Canvas, index: number): number {
  const line = c.view.lines[index]!;
  const desc = tableColumns(c)[0]!;
  return Math.max(measure(c, line.description, desc.width - 2 * CELL_PAD), c.theme.baseSize * 1.2) + 8;
}

export function drawLine(c: Canvas, index: number, y: number, height: number): void {
  const { margin: m, theme } = c;
  const line = c.view.lines[index]!;
  const cols = tableColumns(c);
  const w = c.width - 2 * m;
  const classA = cols.length === 5;
  if (theme.zebra && index % 2 === 1) box(c, m, y, w, height, null, '#f5f7fa');
  const cells = [
    line.description,
    formatQuantity(line.quantity),
    formatNumber(line.unitPrice, 2),
    ...(classA ? [formatRate(line.ivaRate)] : []),
    formatNumber(line.amount, 2),
  ];
  let x = m;
  cols.forEach((col, i) => {
    put(c, cells[i]!, x + CELL_PAD, y + 4, { width: col.width - 2 * CELL_PAD, align: col.align, wrap: i === 0 });
    x += col.width;
  });
  if (theme.tableGrid) {
    let gx = m;
    vline(c, m, y, y + height, theme.rule);
    for (const col of cols) {
      gx += col.width;
      vline(c, gx, y, y + height, theme.rule);
    }
    hline(c, m, m + w, y + height, theme.rule, 0.3);
  } else if (theme.template === 'elegante') {
    c.doc.save().dash(1, { space: 2 });
    hline(c, m, m + w, y + height, theme.rule, 0.4);
    c.doc.undash().restore();
  } else if (!theme.zebra) {
    hline(c, m, m + w, y + height, theme.rule, 0.4);
  }
}

/** Closes the table on a page (the grid template draws the bottom border). */
export function closeTable(c: Canvas, y: number, continues: boolean): number {
  const { margin: m } = c;
  if (c.theme.tableGrid) hline(c, m, c.width - m, y, c.theme.rule, 0.8);
  if (continues) put(c, 'Continúa en la página siguiente…', m, y + 6, { font: 'italic', size: 7.5, color: c.theme.muted, width: c.width - 2 * m, align: 'right' });
  return y;
}

export function totalsRows(c: Canvas): Array<{ label: string; value: string; strong?: boolean }> {
  const t = c.view.totals;
  const cur = c.view.currency;
  const classA = c.view.voucher.letter === 'A' || c.view.voucher.letter === 'M';
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [];
  const nonZero = (v: string | null | undefined): v is string => v !== null && v !== undefined && !new Decimal(v).isZero();
  if (classA) {
    rows.push({ label: 'Importe neto gravado', value: formatMoney(t.net, cur) });
    if (nonZero(t.untaxed)) rows.push({ label: 'Importe no gravado', value: formatMoney(t.untaxed, cur) });
    if (nonZero(t.exempt)) rows.push({ label: 'Importe exento', value: formatMoney(t.exempt, cur) });
    for (const vat of [...t.vat].sort((a, b) => new Decimal(b.rate).cmp(a.rate))) {
      rows.push({ label: `IVA ${formatRate(vat.rate)}`, value: formatMoney(vat.amount, cur) });
    }
  } else {
    const otherTaxes = t.otherTaxes.reduce((acc, tax) => acc.add(tax.amount), new Decimal(0));
    rows.push({ label: 'Subtotal', value: formatMoney(new Decimal(t.total).sub(otherTaxes), cur) });
  }
  if (t.otherTaxes.length > 0) {
    const sum = t.otherTaxes.reduce((acc, tax) => acc.add(tax.amount), new Decimal(0));
    rows.push({ label: 'Importe otros tributos', value: formatMoney(sum, cur) });
  }
  rows.push({ label: 'Importe total', value: formatMoney(t.total, cur), strong: true });
  if (!isPesos(cur)) {
    const pesos = new Decimal(t.total).mul(c.view.exchangeRate);
    rows.push({ label: 'Equivalente en pesos', value: formatMoney(pesos, 'PES') });
  }
  return rows;
}

function leftNotes(c: Canvas): Array<{ title: string; lines: string[] }> {
  const notes: Array<{ title: string; lines: string[] }> = [];
  const t = c.view.totals;
  if (t.otherTaxes.length > 0) {
    notes.push({
      title: 'Otros tributos',
      lines: t.otherTaxes.map((tax) => `${tax.description}${tax.rate ? ` (${formatRate(tax.rate)})` : ''}: ${formatMoney(tax.amount, c.view.currency)}`),
    });
  }
  if (t.vatContained && !new Decimal(t.vatContained).isZero()) {
    // Ley 27.743 (Régimen de Transparencia Fiscal al Consumidor): class B shows the VAT contained.
    notes.push({ title: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', lines: [`IVA Contenido: ${formatMoney(t.vatContained, c.view.currency)}`] });
  }
  return notes;
}

export function totalsHeight(c: Canvas): number {
  const rows = totalsRows(c).length;
  const notes = leftNotes(c).reduce((acc, n) => acc + 14 + n.lines.length * 11, 0);
  return Math.max(rows * 15 + 22, notes + 10);
}

export function drawTotals(c: Canvas, y0: number): number {
  const { margin: m, theme } = c;
  const w = c.width - 2 * m;
  const colW = 250;
  const x = m + w - colW;
  const rows = totalsRows(c);
  const height = totalsHeight(c);
  if (theme.boxes) box(c, m, y0, w, height, theme.rule);
  let y = y0 + 8;
  for (const row of rows) {
    if (row.strong) {
      y += 4;
      if (theme.template === 'moderno') box(c, x - 6, y - 5, colW + 6, 22, null, c.accent, 4);
      if (theme.template === 'elegante') {
        // The double rule sits clear of the bigger bold figures below it (at y − 4 it crossed their tops).
        y += 2;
        doubleRule(c, x, x + colW, y - 7);
      }
      if (theme.template === 'minimalista') hline(c, x, x + colW, y - 4, theme.ink, 0.6);
      const color = theme.template === 'moderno' ? '#ffffff' : theme.template === 'clasico' ? theme.ink : c.accent;
      put(c, `${row.label}:`, x, y, { font: 'bold', size: theme.baseSize + 2.5, color, width: colW - 120, align: 'right' });
      put(c, row.value, x + colW - 120, y, { font: 'bold', size: theme.baseSize + 2.5, color, width: 112, align: 'right' });
      y += 18;
    } else {
      put(c, `${row.label}:`, x, y, { font: theme.template === 'clasico' ? 'bold' : 'regular', color: theme.template === 'clasico' ? theme.ink : theme.muted, width: colW - 120, align: 'right' });
      put(c, row.value, x + colW - 120, y, { width: 112, align: 'right' });
      y += 15;
    }
  }
  let ny = y0 + 8;
  for (const note of leftNotes(c)) {
    put(c, note.title, m + 8, ny, { font: 'bold', size: theme.baseSize - 0.5, width: w - colW - 24 });
    ny += 13;
    for (const line of note.lines) ny += put(c, line, m + 8, ny, { size: theme.baseSize - 0.5, width: w - colW - 24 }) + 1;
    ny += 4;
  }
  return y0 + height + 8;
}

export function footNoteHeight(c: Canvas): number {
  const note = c.branding.footerNote?.trim();
  return note ? measure(c, note, c.width - 2 * c.margin, { font: 'italic', size: c.theme.baseSize - 0.5 }) + 8 : 0;
}

export const AUTH_HEIGHT = 96;

/** CAE, its due date and the RG 4892 QR, anchored at the bottom of the last page. */
export function drawAuthorization(c: Canvas, qr: boolean[][]): { x: number; y: number; size: number } {
  const { margin: m, theme } = c;
  const w = c.width - 2 * m;
  const top = c.bottom - AUTH_HEIGHT;
  const note = c.branding.footerNote?.trim();
  if (note) {
    const h = footNoteHeight(c);
    put(c, note, m, top - h, { font: 'italic', size: theme.baseSize - 0.5, color: theme.muted, width: w, wrap: true });
  }
  if (theme.template === 'elegante') doubleRule(c, m, m + w, top);
  else hline(c, m, m + w, top, theme.template === 'clasico' ? theme.ink : theme.rule, theme.template === 'clasico' ? 0.8 : 0.5);
  const size = 82;
  const qrBox = { x: m, y: top + 8, size };
  drawQr(c, qr, qrBox.x, qrBox.y, size);
  const tx = m + size + 12;
  const tw = w - size - 12 - 225;
  put(c, 'Comprobante Autorizado', tx, top + 14, { font: 'bold', size: theme.baseSize + 2, color: theme.template === 'clasico' ? theme.ink : c.accent, width: tw });
  put(c, 'ARCA — Agencia de Recaudación y Control Aduanero', tx, top + 30, { size: theme.baseSize - 1, color: theme.muted, width: tw });
  put(c, 'Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación.', tx, top + 42, {
    font: 'italic', size: theme.baseSize - 1.5, color: theme.muted, width: tw, wrap: true,
  });
  if (c.view.environment === 'testing') {
    put(c, 'Comprobante de homologación: sin validez fiscal.', tx, top + 66, { font: 'bold', size: theme.baseSize - 0.5, color: '#b91c1c', width: tw });
  }
  const rx = m + w - 215;
  const code = c.view.authorization ?? 'CAE';
  put(c, `${code} N°:`, rx, top + 14, { font: 'bold', size: theme.baseSize + 1, width: 118, align: 'right' });
  put(c, c.view.cae, rx + 122, top + 14, { size: theme.baseSize + 1, width: 93 });
  put(c, `Fecha de Vto. de ${code}:`, rx, top + 30, { font: 'bold', size: theme.baseSize + 1, width: 118, align: 'right' });
  put(c, formatDate(c.view.caeDueDate), rx + 122, top + 30, { size: theme.baseSize + 1, width: 93 });
  return qrBox;
}

export function drawPageFooter(c: Canvas, page: number, pages: number): void {
  const { margin: m } = c;
  const y = c.height - m + 4;
  put(c, `Página ${page} de ${pages}`, m, y, { size: 7.5, color: c.theme.muted, width: c.width - 2 * m, align: 'center' });
  if (c.view.environment === 'testing') {
    put(c, 'HOMOLOGACIÓN — SIN VALIDEZ FISCAL', m, y, { font: 'bold', size: 6.5, color: '#b91c1c', width: c.width - 2 * m, align: 'right' });
  }
}
