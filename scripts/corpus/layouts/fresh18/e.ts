import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, ArchivePdf, cuitDashed, pad, sayCondition, settle } from './common';

/** Internal-tax rate (%) included in the price, by the article's words. */
function internalRate(description: string): number {
  if (/Fernet|Aperitivo|Whisky|Gin/.test(description)) return 20;
  if (/Cerveza/.test(description)) return 8;
  if (/tónica/.test(description)) return 4;
  return 0;
}

function umOf(description: string): { um: string; per: number } {
  const m = /(caja|pack) x (\d+)/.exec(description);
  if (m) return { um: `${m[1] === 'caja' ? 'CJ' : 'PK'}x${m[2]}`, per: Number(m[2]) };
  return { um: 'UN', per: 1 };
}

function dmyDashFull(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const k = new ArchivePdf([595.28, 841.89], { title: `Factura A ${doc.reference}`, author: doc.issuer.name, creator: 'Gestión Comercial Bodega+ 2026.3', producer: 'Bodega+ PDF/A Writer 1.8' });
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const L = 34, R = 561;
  const t = doc.totals!;
  // centred letterhead
  k.text(doc.issuer.tradeName.toUpperCase(), L, 26, { font: 'SB', size: 19, width: R - L, align: 'center', color: '#5a1830' });
  k.text('Distribución de vinos, espumantes y bebidas espirituosas', L, 50, { font: 'S', size: 9, width: R - L, align: 'center' });
  k.line(L, 66, R, 66, { color: '#5a1830', width: 1 });
  k.rect(279, 72, 38, 38, { stroke: '#000000', lineWidth: 1.2 });
  k.text('A', 279, 77, { font: 'B', size: 24, width: 38, align: 'center' });
  k.text('COD. 01', 279, 101, { size: 6, width: 38, align: 'center' });
  k.text(doc.issuer.name, L, 76, { font: 'B', size: 8.5 });
  k.text(doc.issuer.address, L, 88, { size: 8 });
  k.text(doc.issuer.city, L, 99, { size: 8 });
  k.text(`Tel. ${doc.issuer.phone}`, L, 110, { size: 8 });
  k.text(`FACTURA N° ${doc.reference}`, 330, 74, { font: 'B', size: 11, width: R - 330, align: 'right' });
  k.text(`Fecha ${dmyDashFull(doc.date)}`, 330, 90, { size: 9, width: R - 330, align: 'right' });
  k.text(`C.U.I.T. ${cuitDashed(doc.issuer.cuit)}   I.I.B.B. ${doc.issuer.iibb}`, 330, 103, { size: 7.5, width: R - 330, align: 'right' });
  k.text(`${doc.issuer.condicionText} - Inicio Act. ${doc.issuer.activitySince} - INV ${v.inv}`, 330, 113, { size: 7.5, width: R - 330, align: 'right' });
  // customer in a two-column grid
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
  let y = 130;
  k.rect(L, y, R - L, 58, { stroke: '#777777', lineWidth: 0.6 });
  const cell = (label: string, value: string, x: number, yy: number) => {
    k.text(label, x, yy, { font: 'B', size: 7.5 });
    k.text(value, x + 74, yy, { size: 8.5 });
  };
  cell('Cliente', `${v.cli} - ${r.name}`, L + 6, y + 6);
  cell('Domicilio', r.address, L + 6, y + 19);
  cell('Entregar en', String(v.deliver), L + 6, y + 32);
  cell('Vendedor', String(v.seller), L + 6, y + 45);
  cell('C.U.I.T.', r.docNumber ? cuitDashed(r.docNumber) : '', 360, y + 6);
  if (r.condicionPrinted) cell('Cond. I.V.A.', cond, 360, y + 19);
  cell('Cond. Venta', String(v.terms), 360, y + 32);
  cell('Recorrido', String(v.route), 360, y + 45);
  // table
  y = 200;
  const cols: Array<{ h: string; x: number; w: number; al?: 'right' | 'center' }> = [
    { h: 'Código', x: L, w: 40 }, { h: 'Artículo / Descripción', x: 76, w: 206 }, { h: 'U.M.', x: 284, w: 34, al: 'center' }, { h: 'Cant.', x: 318, w: 30, al: 'right' },
    { h: 'Bot.', x: 350, w: 28, al: 'right' }, { h: 'Precio Unit.', x: 380, w: 58, al: 'right' }, { h: 'Imp. Int.', x: 440, w: 50, al: 'right' }, { h: 'Total Renglón', x: 492, w: R - 492, al: 'right' },
  ];
  k.rect(L, y, R - L, 15, { fill: '#5a1830' });
  for (const c of cols) k.text(c.h, c.x + 2, y + 4, { font: 'B', size: 7.3, color: '#ffffff', width: c.w - 4, align: c.al });
  y += 19;
  let internal = new Decimal(0);
  doc.lines.forEach((l, i) => {
    const { um, per } = umOf(l.description);
    const rate = internalRate(l.description);
    const amt = t.lineAmounts[i]!;
    const ii = round2(amt.mul(rate).div(100 + rate));
    internal = internal.add(ii);
    k.text(l.code!, cols[0]!.x + 2, y, { size: 8 });
    k.text(l.description, cols[1]!.x + 2, y, { size: 8 });
    k.text(um, cols[2]!.x + 2, y, { size: 8, width: cols[2]!.w - 4, align: 'center' });
    k.text(String(l.quantity), cols[3]!.x + 2, y, { size: 8, width: cols[3]!.w - 4, align: 'right' });
    k.text(String(l.quantity * per), cols[4]!.x + 2, y, { size: 8, width: cols[4]!.w - 4, align: 'right' });
    k.text(a(l.unitPrice!), cols[5]!.x + 2, y, { size: 8, width: cols[5]!.w - 4, align: 'right' });
    k.text(rate ? a(ii) : '-', cols[6]!.x + 2, y, { size: 8, width: cols[6]!.w - 4, align: 'right' });
    k.text(a(amt), cols[7]!.x + 2, y, { size: 8, width: cols[7]!.w - 4, align: 'right' });
    y += 13;
    k.line(L, y - 3, R, y - 3, { color: '#dddddd', width: 0.3 });
  });
  const bottles = doc.lines.reduce((s, l) => s + l.quantity * umOf(l.description).per, 0);
  k.text(`Bultos: ${doc.lines.reduce((s, l) => s + l.quantity, 0)}   Botellas/unidades: ${bottles}`, L, y + 4, { size: 7.5 });
  k.text('Los precios unitarios incluyen impuestos internos (Ley 24.674); la columna Imp. Int. es informativa.', L, y + 15, { font: 'S', size: 7.5 });
  // totals strip near the foot
  const sy = 672;
  const strip: Array<[string, string]> = [
    ['Subtotal', a(t.subtotal)], ['Imp. Int. incluidos', a(internal)], ['Neto Gravado', a(t.byRate[0]!.net)], ['I.V.A. 21 %', a(t.byRate[0]!.vat)], ['TOTAL $', a(t.total)],
  ];
  const cw = (R - L) / strip.length;
  strip.forEach(([l, val], i) => {
    const x = L + i * cw;
    const last = i === strip.length - 1;
    k.rect(x, sy, cw, 36, last ? { fill: '#f1e4e9', stroke: '#5a1830', lineWidth: 0.8 } : { stroke: '#5a1830', lineWidth: 0.8 });
    k.text(l, x, sy + 5, { font: 'B', size: 7.5, width: cw, align: 'center' });
    k.text(val, x, sy + 19, { font: last ? 'B' : 'R', size: last ? 11 : 9.5, width: cw, align: 'center' });
  });
  // legal foot
  k.text(`CAE: ${v.cae}   Vencimiento: ${dmyDashFull(String(v.caeDue))}`, L, 724, { font: 'B', size: 8 });
  k.text('Beber con moderación. Prohibida su venta a menores de 18 años. Mercadería viaja por cuenta y riesgo del comprador.', L, 738, { font: 'S', size: 7.5 });
  k.text('Documento electrónico archivado en formato PDF/A-2b.', L, 750, { font: 'S', size: 7.5, color: '#666666' });
  return Promise.resolve(k.bytes());
}

export const fresh18ELayout: Layout = {
  id: 'fresh18-e',
  kind: 'invoice',
  title: 'fresh18 layout e (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'app-autocrop',
  issuer: (rng) => makeIssuer(rng, 'Vinos y Destilados Cuyanos S.A.', 'Cuyanos'),
  template: () => ({
    id: 'fresh18-e-cuyanos', name: 'Ventas a comercios', instructions: 'Facturar por caja; los precios incluyen impuestos internos.',
    catalog: 'spirits', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'spirits', lineCount: [4, 9], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh18-e', templateId: template.id, issuer, reference: `${pad(rng.int(5, 9), 4)}-${pad(rng.int(20000, 40000), 8)}`, variant: {}, today },
    );
    for (const line of doc.lines) line.quantity = rng.pick([1, 2, 2, 3, 4, 5, 6, 10, 12]);
    settle(doc);
    doc.variant = {
      cli: rng.int(1000, 8999), seller: `${pad(rng.int(1, 40), 2)} - ${rng.pick(['Gómez', 'Villalba', 'Ledesma', 'Navarro'])}`, terms: rng.pick(['Cta. Cte. 30 días', 'Contado', 'Cheque 15 días']),
      route: `R${rng.int(1, 9)}-${rng.pick(['Lunes', 'Martes', 'Jueves'])}`, deliver: rng.pick(['Depósito del cliente', 'Local de venta', 'Mismo domicilio']),
      inv: `C-${rng.int(70000, 79999)}`, cae: `7${rng.digits(13)}`, caeDue: doc.date.slice(0, 8) + '30',
    };
    return doc;
  },
  render,
};
