import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, USD_RATE, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotShort, JsPdfKit, pad, sayCondition, settle } from './common';

async function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const k = new JsPdfKit([595.28, 841.89], { title: `Factura ${doc.reference}`, creator: 'Sistema de Gestión Aduanera SIGA 4.2', fileId: createId(doc) });
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const tc = new Decimal(String(v.tc));
  const L = 36, R = 559;
  // issuer, left, in serif
  k.text(doc.issuer.name, L, 36, { font: 'times', bold: true, size: 12 });
  k.text('Despachante de Aduana - Agente de Transporte Aduanero', L, 54, { font: 'times', italic: true, size: 9 });
  k.text(`Matrícula DGA N° ${v.matricula}`, L, 66, { font: 'times', size: 8.5 });
  k.text(`${doc.issuer.address}, ${doc.issuer.city}`, L, 78, { font: 'times', size: 8.5 });
  k.text(`Tel. ${doc.issuer.phone} - ${doc.issuer.email}`, L, 90, { font: 'times', size: 8.5 });
  // letter, centre
  k.rect(281, 30, 34, 36, { stroke: '#000000', lineWidth: 1 });
  k.text('A', 281, 34, { font: 'times', bold: true, size: 24, align: 'center', width: 34 });
  k.text('Código 01', 276, 70, { font: 'times', size: 7, align: 'center', width: 44 });
  // voucher, right
  k.text('F A C T U R A', 340, 32, { font: 'times', bold: true, size: 14, width: R - 340, align: 'right' });
  k.text(`N° ${doc.reference}`, 340, 52, { font: 'courier', bold: true, size: 11, width: R - 340, align: 'right' });
  k.text(`Fecha: ${dotShort(doc.date)}`, 340, 68, { font: 'times', size: 9.5, width: R - 340, align: 'right' });
  k.text(`CUIT: ${cuitDashed(doc.issuer.cuit)}  |  Ing. Brutos: ${doc.issuer.iibb}`, 340, 82, { font: 'times', size: 8, width: R - 340, align: 'right' });
  k.text(`${doc.issuer.condicionText}  |  Inicio act.: ${doc.issuer.activitySince}`, 340, 93, { font: 'times', size: 8, width: R - 340, align: 'right' });
  k.line(L, 106, R, 106, { width: 1.2 });
  // customer
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
  k.text('IMPORTADOR / EXPORTADOR', L, 114, { font: 'helvetica', bold: true, size: 7, color: '#444444' });
  k.text(r.name, L, 124, { font: 'helvetica', bold: true, size: 10 });
  k.text(`C.U.I.T. ${r.docNumber ? cuitDashed(r.docNumber) : ''}   -   ${cond}`, L, 138, { size: 8.5 });
  k.text(r.address, L, 150, { size: 8.5 });
  // operation data, right column
  k.rect(330, 112, R - 330, 52, { fill: '#eef1f5' });
  const op: Array<[string, string]> = [
    ['Destinación', String(v.dest)], ['Despacho N°', String(v.despacho)], ['Carpeta / Ref. cliente', `${v.carpeta} / ${v.refCli}`], ['Vía / Transporte', String(v.via)],
  ];
  op.forEach(([l, val], i) => {
    k.text(l, 336, 116 + i * 11.5, { size: 7.5, color: '#333333' });
    k.text(val, 430, 116 + i * 11.5, { font: 'courier', size: 7.5 });
  });
  // table
  let y = 178;
  const cols: Array<{ h: string; x: number; w: number; al: 'left' | 'right' }> = [
    { h: 'Concepto', x: L, w: 212, al: 'left' }, { h: 'Mon.', x: 250, w: 26, al: 'left' }, { h: 'Importe origen', x: 278, w: 62, al: 'right' },
    { h: 'T.C.', x: 342, w: 46, al: 'right' }, { h: 'Cant.', x: 390, w: 28, al: 'right' }, { h: 'Precio Unit. $', x: 420, w: 66, al: 'right' }, { h: 'Total $', x: 488, w: R - 488, al: 'right' },
  ];
  k.line(L, y, R, y, { width: 0.8 });
  for (const c of cols) k.text(c.h, c.x, y + 4, { bold: true, size: 8, width: c.w, align: c.al });
  y += 16;
  k.line(L, y, R, y, { width: 0.5 });
  y += 5;
  const amounts = doc.totals!.lineAmounts;
  const usd = (v.usd as string).split(',').map((s) => s === '' ? null : new Decimal(s));
  doc.lines.forEach((line, i) => {
    const parts = k.wrap(line.description, 210, { size: 8.5 });
    parts.forEach((p, j) => k.text(p, L, y + j * 10.5, { size: 8.5 }));
    const u = usd[i];
    k.text(u ? 'USD' : 'ARS', 250, y, { size: 8.5 });
    k.text(u ? a(u) : a(line.unitPrice!), 278, y, { size: 8.5, width: 62, align: 'right' });
    k.text(u ? a(tc) : '-', 342, y, { size: 8.5, width: 46, align: 'right' });
    k.text(String(line.quantity), 390, y, { size: 8.5, width: 28, align: 'right' });
    k.text(a(line.unitPrice!), 420, y, { size: 8.5, width: 66, align: 'right' });
    k.text(a(amounts[i]!), 488, y, { size: 8.5, width: R - 488, align: 'right' });
    y += parts.length * 10.5 + 6;
  });
  k.line(L, y, R, y, { width: 0.5 });
  // totals
  const t = doc.totals!;
  y += 14;
  k.text(`Tipo de cambio aplicado: BNA vendedor divisa del día hábil anterior, $ ${a(tc)} por USD.`, L, y, { font: 'times', italic: true, size: 8 });
  k.text(`Equivalente informativo: USD ${a(round2(t.total.div(tc)))}`, L, y + 11, { font: 'times', italic: true, size: 8 });
  const rows: Array<[string, string]> = [['Subtotal gravado', `$ ${a(t.subtotal)}`], ['I.V.A. 21 %', `$ ${a(t.byRate[0]!.vat)}`], ['No gravado', '$ 0,00']];
  rows.forEach(([l, val], i) => {
    k.text(l, 360, y + i * 13, { size: 9, width: 110, align: 'right' });
    k.text(val, 475, y + i * 13, { size: 9, width: R - 475, align: 'right' });
  });
  y += rows.length * 13 + 4;
  k.rect(360, y - 3, R - 360, 20, { stroke: '#000000', lineWidth: 1 });
  k.text('TOTAL', 364, y + 1, { bold: true, size: 11, width: 100, align: 'right' });
  k.text(`$ ${a(t.total)}`, 470, y + 1, { bold: true, size: 11, width: R - 474, align: 'right' });
  // foot
  k.text('Los tributos aduaneros (derechos, tasa de estadística, IVA y percepciones de importación) se liquidan por separado y no integran esta factura.', L, 740, { font: 'times', italic: true, size: 7.5 });
  k.text(`CAE ${v.cae}  -  Vencimiento CAE ${dotShort(String(v.caeDue))}`, L, 756, { font: 'courier', size: 8 });
  k.text('ORIGINAL', L, 790, { bold: true, size: 8 });
  k.text('Pág. 1/1', R - 60, 790, { size: 8, width: 60, align: 'right' });
  return k.bytes();
}

function createId(doc: DocSpec): string {
  let h = 0;
  for (const c of `fresh18-b${doc.reference}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return (h.toString(16).padStart(8, '0') + doc.reference.replace(/\D/g, '')).padEnd(32, '0').slice(0, 32).toUpperCase();
}

export const fresh18BLayout: Layout = {
  id: 'fresh18-b',
  kind: 'invoice',
  title: 'fresh18 layout b (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'deskewed-wedges',
  issuer: (rng) => makeIssuer(rng, 'Estudio Aduanero Ferreyra & Asoc. S.R.L.', 'Ferreyra Aduana'),
  template: () => ({
    id: 'fresh18-b-ferreyra', name: 'Servicios aduaneros', instructions: 'Honorarios y gastos del despachante; facturar en pesos.',
    catalog: 'customs', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'customs', lineCount: [3, 6], receivers: ['company-ri'], conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh18-b', templateId: template.id, issuer, reference: `${pad(rng.int(2, 6), 4)}-${pad(rng.int(1000, 9000), 8)}`, variant: {}, today },
    );
    const tc = new Decimal(USD_RATE + rng.int(5, 60)).add(rng.pick([0, 0.25, 0.5, 0.75]));
    const usd: string[] = [];
    for (const line of doc.lines) {
      line.quantity = rng.pick([1, 1, 1, 2]);
      if (rng.chance(0.5)) {
        const u = round2(line.unitPrice!.div(tc).mul(rng.range(0.9, 1.1)));
        line.unitPrice = round2(u.mul(tc));
        usd.push(u.toFixed(2));
      } else usd.push('');
    }
    settle(doc);
    // a cent nudged by settle keeps the pesos printed; the dollar figure stays informative
    doc.variant = {
      tc: tc.toFixed(2), usd: usd.join(','), matricula: rng.int(1200, 9800), cae: `7${rng.digits(13)}`, caeDue: doc.date.slice(0, 8) + '30',
      dest: rng.pick(['IC04 - Importación a consumo', 'EC01 - Exportación a consumo', 'IT14 - Importación temporal']),
      despacho: `26 001 ${rng.pick(['IC04', 'EC01', 'IT14'])} ${rng.digits(6)} ${String.fromCharCode(65 + rng.int(0, 25))}`,
      carpeta: `C-${rng.digits(5)}`, refCli: `OC ${rng.digits(7)}`, via: rng.pick(['Marítima - Contenedor 40 HC', 'Aérea - AWB 045-' + rng.digits(8), 'Terrestre - Paso Cristo Redentor']),
    };
    return doc;
  },
  render,
};
