import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, GlyphPdf, pad, sayCondition, settle, vatContained } from './common';

function dotDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const letterB = v.letter === 'B';
  const k = new GlyphPdf([595.28, 841.89], { producer: 'Estudio - Facturador Profesional 2.4', creator: 'Facturador Profesional', title: `Factura ${v.letter} ${doc.reference}` }, {
    R: { std: 'Times-Roman' }, B: { std: 'Times-Bold' }, S: { std: 'Helvetica' }, SB: { std: 'Helvetica-Bold' },
  });
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const L = 62, R = 533;
  const t = doc.totals!;
  // professional's letterhead, right aligned, thin rule
  k.text(`Arq. ${doc.issuer.name}`, L, 46, { font: 'B', size: 17, width: R - L, align: 'right' });
  k.text(`Arquitecta · Matrícula ${v.mat}`, L, 68, { font: 'R', size: 9.5, width: R - L, align: 'right' });
  k.text(`${doc.issuer.address} · ${doc.issuer.city} · ${doc.issuer.email}`, L, 81, { font: 'R', size: 8.5, width: R - L, align: 'right' });
  k.line(L, 96, R, 96, { width: 0.4 });
  // voucher data, left, under the rule
  k.rect(L, 108, 30, 32, { stroke: '#000000', lineWidth: 0.8 });
  k.text(String(v.letter), L, 111, { font: 'SB', size: 19, width: 30, align: 'center' });
  k.text(letterB ? 'Cód. 006' : 'Cód. 001', L - 4, 142, { font: 'S', size: 6, width: 38, align: 'center' });
  k.text('FACTURA', L + 42, 108, { font: 'SB', size: 12 });
  k.text(`Punto de venta ${doc.reference.slice(0, 5)}  ·  Número ${doc.reference.slice(6)}`, L + 42, 124, { font: 'S', size: 8.5 });
  k.text(`Fecha de emisión ${dotDate(doc.date)}`, L + 42, 136, { font: 'S', size: 8.5 });
  k.text(`CUIT ${cuitDashed(doc.issuer.cuit)}`, 330, 108, { font: 'S', size: 8, width: R - 330, align: 'right' });
  k.text(doc.issuer.condicionText, 330, 119, { font: 'S', size: 8, width: R - 330, align: 'right' });
  k.text(`Ingresos Brutos ${doc.issuer.iibb}`, 330, 130, { font: 'S', size: 8, width: R - 330, align: 'right' });
  k.text(`Inicio de actividades ${doc.issuer.activitySince}`, 330, 141, { font: 'S', size: 8, width: R - 330, align: 'right' });
  // comitente
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
  let y = 170;
  k.text('Comitente', L, y, { font: 'B', size: 10 });
  k.line(L, y + 14, L + 60, y + 14, { width: 0.4 });
  k.text(r.name, L, y + 20, { font: 'R', size: 10.5 });
  k.text(r.address, L, y + 34, { font: 'R', size: 9 });
  const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : `DNI ${dotted(r.docNumber!)}`;
  k.text(r.condicionPrinted ? `${id} · ${cond}` : id, L, y + 47, { font: 'R', size: 9 });
  k.text(`Expediente municipal ${v.exp}`, L, y + 60, { font: 'R', size: 9 });
  // the one concept
  y = 268;
  k.line(L, y, R, y, { width: 0.8 });
  k.text('Concepto', L, y + 5, { font: 'SB', size: 8 });
  k.text('Cant.', 400, y + 5, { font: 'SB', size: 8, width: 30, align: 'right' });
  k.text(letterB ? 'Importe (IVA incl.)' : 'Importe', 436, y + 5, { font: 'SB', size: 8, width: R - 436, align: 'right' });
  k.line(L, y + 18, R, y + 18, { width: 0.4 });
  y += 26;
  const line = doc.lines[0]!;
  const parts = k.wrap(line.description, 320, 'R', 10);
  parts.forEach((p, j) => k.text(p, L, y + j * 14, { font: 'R', size: 10 }));
  k.text(amount(line.quantity, 'ar'), 400, y, { font: 'R', size: 10, width: 30, align: 'right' });
  k.text(a(line.unitPrice!), 436, y, { font: 'R', size: 10, width: R - 436, align: 'right' });
  y += parts.length * 14 + 12;
  k.line(L, y, R, y, { width: 0.4 });
  // totals
  y += 14;
  const rows: Array<[string, string]> = letterB ? [['Total', `$ ${a(t.total)}`]] : [['Importe neto gravado', `$ ${a(t.subtotal)}`], ['IVA 21 %', `$ ${a(t.byRate[0]!.vat)}`], ['Total', `$ ${a(t.total)}`]];
  rows.forEach(([l, val], i) => {
    const last = i === rows.length - 1;
    k.text(l, 300, y, { font: last ? 'B' : 'R', size: last ? 12 : 10, width: 130, align: 'right' });
    k.text(val, 436, y, { font: last ? 'B' : 'R', size: last ? 12 : 10, width: R - 436, align: 'right' });
    y += last ? 18 : 15;
  });
  if (letterB) k.text(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA contenido: $ ${a(vatContained(t.total, 21))}`, L, y + 4, { font: 'R', size: 8.5 });
  k.text(`Honorarios según contrato de locación de obra intelectual del ${dotDate(String(v.contract))}. Forma de pago: transferencia bancaria.`, L, y + 22, { font: 'R', size: 9 });
  k.text(`CBU ${v.cbu} · Alias ${v.alias}`, L, y + 35, { font: 'R', size: 9 });
  // foot
  k.line(L, 770, R, 770, { width: 0.4 });
  k.text(`CAE ${v.cae}    Vto. CAE ${dotDate(String(v.caeDue))}`, L, 777, { font: 'S', size: 7.5 });
  k.text('Comprobante autorizado por ARCA - Original', L, 788, { font: 'S', size: 7.5 });
  return Promise.resolve(k.bytes());
}

export const fresh18HLayout: Layout = {
  id: 'fresh18-h',
  kind: 'invoice',
  title: 'fresh18 layout h (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'stacked-sheets',
  issuer: (rng) => makeIssuer(rng, 'Mariela Castaño', 'Castaño Arquitectura'),
  template: () => ({
    id: 'fresh18-h-castano', name: 'Honorarios profesionales', instructions: 'Un concepto por factura; A a empresas, B a particulares.',
    catalog: 'architect', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'architect', lineCount: [1, 1], receivers: ['company-ri', 'dni', 'dni'], conditionPrinted: 0.9, mixedVat: false,
        pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh18-h', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 5)}-${pad(rng.int(60, 400), 8)}`, variant: {}, today },
    );
    doc.lines[0]!.quantity = 1;
    settle(doc);
    doc.variant = {
      letter: doc.receiver.condicionIva === 1 ? 'A' : 'B', mat: `CAP ${rng.int(10000, 29999)}`, exp: `${rng.int(4000, 9999)}-${rng.int(100, 999)}/2026`,
      contract: `2026-${pad(rng.int(1, 9), 2)}-${pad(rng.int(1, 28), 2)}`, cbu: rng.digits(22), alias: rng.pick(['ARQ.CASTANO.OBRA', 'ESTUDIO.MC.PESOS']),
      cae: `7${rng.digits(13)}`, caeDue: doc.date.slice(0, 8) + '30',
    };
    return doc;
  },
  render,
};
