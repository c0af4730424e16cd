import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmyShort, FlipPdf, pad, sayCondition } from './common';

function copy(k: FlipPdf, doc: DocSpec, x0: number, label: string): void {
  const v = doc.variant;
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const W = 393, R = x0 + W;
  k.flipRect(x0, 18, W, 560, { stroke: '#1f3a93', lineWidth: 0.8 });
  // header
  k.flipText(doc.issuer.tradeName.toUpperCase(), x0 + 8, 26, { font: 'HB', size: 13, color: '#1f3a93' });
  k.flipText('Ferretería industrial - Herramientas - Bulonería', x0 + 8, 42, { font: 'HI', size: 6.8 });
  k.flipText(doc.issuer.name, x0 + 8, 52, { size: 6.8 });
  k.flipText(`${doc.issuer.address} - ${doc.issuer.city}`, x0 + 8, 61, { size: 6.5 });
  k.flipText(`CUIT ${cuitDashed(doc.issuer.cuit)} - IIBB ${doc.issuer.iibb} - ${doc.issuer.condicionText}`, x0 + 8, 70, { size: 6.3 });
  k.flipRect(x0 + 232, 24, 26, 28, { stroke: '#000000', lineWidth: 0.9 });
  k.flipText('R', x0 + 232, 27, { font: 'HB', size: 17, width: 26, align: 'center' });
  k.flipText('Cód. 91', x0 + 228, 54, { size: 5.5, width: 34, align: 'center' });
  k.flipText('REMITO', x0 + 266, 26, { font: 'HB', size: 11, width: R - 8 - (x0 + 266), align: 'right' });
  k.flipText(`N° ${doc.reference}`, x0 + 266, 40, { font: 'CB', size: 9, width: R - 8 - (x0 + 266), align: 'right' });
  k.flipText(`Fecha: ${dmyShort(doc.date)}`, x0 + 266, 53, { size: 7.5, width: R - 8 - (x0 + 266), align: 'right' });
  k.flipText(label, x0 + 266, 65, { font: 'HB', size: 7.5, width: R - 8 - (x0 + 266), align: 'right', color: '#b00020' });
  k.flipText('Documento no válido como factura', x0 + 8, 80, { font: 'HB', size: 6.5 });
  k.flipLine(x0, 90, R, 90, { color: '#1f3a93', width: 0.8 });
  // customer
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
  k.flipText('Señor(es):', x0 + 8, 96, { font: 'HB', size: 7 });
  k.flipText(r.name, x0 + 56, 96, { size: 7.5 });
  k.flipText('Domicilio:', x0 + 8, 107, { font: 'HB', size: 7 });
  k.flipText(r.address, x0 + 56, 107, { size: 7 });
  k.flipText(r.docType === 'DNI' ? 'DNI:' : 'CUIT:', x0 + 8, 118, { font: 'HB', size: 7 });
  k.flipText(r.docNumber ? (r.docType === 'CUIT' ? cuitDashed(r.docNumber) : r.docNumber) : '-', x0 + 56, 118, { size: 7 });
  if (r.condicionPrinted) {
    k.flipText('IVA:', x0 + 170, 118, { font: 'HB', size: 7 });
    k.flipText(cond, x0 + 190, 118, { size: 7 });
  }
  k.flipText(`Pedido N° ${v.order}  -  Transporte: ${v.carrier}`, x0 + 8, 129, { size: 6.8 });
  k.flipLine(x0, 139, R, 139, { color: '#1f3a93', width: 0.6 });
  // table
  const cols: Array<{ h: string; x: number; w: number; al?: 'right' | 'center' }> = [
    { h: 'Cant.', x: x0 + 4, w: 28, al: 'right' }, { h: 'Código', x: x0 + 36, w: 40 }, { h: 'Artículo / Descripción', x: x0 + 78, w: 190 },
    { h: 'P. Unit.', x: x0 + 270, w: 56, al: 'right' }, { h: 'Importe', x: x0 + 328, w: W - 332, al: 'right' },
  ];
  let y = 143;
  k.flipRect(x0 + 1, y, W - 2, 12, { fill: '#dfe6f7' });
  for (const c of cols) k.flipText(c.h, c.x, y + 2.5, { font: 'HB', size: 6.8, width: c.w, align: c.al });
  y += 15;
  let total = new Decimal(0);
  const missing = doc.lines.some((l) => l.unitPrice === null);
  for (const l of doc.lines) {
    k.flipText(String(l.quantity), cols[0]!.x, y, { size: 7, width: cols[0]!.w, align: 'right' });
    k.flipText(l.code ?? '', cols[1]!.x, y, { font: 'C', size: 6.5 });
    k.flipText(l.description, cols[2]!.x, y, { size: 7, squeeze: k.w(l.description, 'H', 7) > 188 ? Math.floor((188 / k.w(l.description, 'H', 7)) * 100) : undefined });
    if (l.unitPrice !== null) {
      const amt = l.unitPrice.mul(l.quantity).toDecimalPlaces(2);
      total = total.add(amt);
      k.flipText(a(l.unitPrice), cols[3]!.x, y, { size: 7, width: cols[3]!.w, align: 'right' });
      k.flipText(a(amt), cols[4]!.x, y, { size: 7, width: cols[4]!.w, align: 'right' });
    } else {
      k.flipText('s/precio', cols[3]!.x, y, { font: 'HI', size: 6.5, width: cols[3]!.w, align: 'right' });
    }
    y += 11.5;
    k.flipLine(x0 + 2, y - 2.5, R - 2, y - 2.5, { color: '#c9d2ea', width: 0.3, dash: [1, 1.5] });
  }
  y += 6;
  k.flipText(`Total unidades: ${doc.lines.reduce((s, l) => s + l.quantity, 0)}`, x0 + 8, y, { size: 7 });
  k.flipText(missing ? 'Valorizado s/IVA: a confirmar' : `Valorizado s/IVA: $ ${a(total)}`, x0 + 200, y, { font: 'HB', size: 7.5, width: W - 208, align: 'right' });
  // foot
  k.flipText(`C.A.I. N° ${v.cai}  Fecha Vto.: ${String(v.caiDue)}`, x0 + 8, 520, { size: 6.5 });
  k.flipLine(x0 + 8, 552, x0 + 150, 552, { width: 0.5 });
  k.flipLine(x0 + 230, 552, R - 8, 552, { width: 0.5 });
  k.flipText('Firma y aclaración', x0 + 8, 556, { size: 6.3 });
  k.flipText('Recibí conforme - DNI', x0 + 230, 556, { size: 6.3 });
  k.flipText(`Imprenta ${v.press} - Hab. ${v.hab}`, x0 + 8, 567, { size: 5.5, color: '#555555' });
}

function render(doc: DocSpec): Promise<Buffer> {
  const k = new FlipPdf([841.89, 595.28], { producer: 'SmartReports.NET 6.2', creator: 'FerreGest', title: `Remito ${doc.reference}` });
  copy(k, doc, 18, 'ORIGINAL');
  k.flipLine(420.9, 14, 420.9, 582, { color: '#888888', width: 0.5, dash: [4, 3] });
  copy(k, doc, 430, 'DUPLICADO');
  return Promise.resolve(k.bytes());
}

export const fresh18FLayout: Layout = {
  id: 'fresh18-f',
  kind: 'remito',
  title: 'fresh18 layout f (held out; see LAYOUTS.md)',
  page: { size: 'A4', landscape: true },
  scanStyle: 'app-autocrop',
  issuer: (rng) => makeIssuer(rng, 'Ferretería Industrial Mitre S.R.L.', 'Ferretería Mitre'),
  template: () => ({
    id: 'fresh18-f-mitre', name: 'Entregas a clientes de cuenta corriente', instructions: 'Remitos valorizados a precio de lista sin IVA; facturar lo entregado.',
    catalog: 'tools', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'tools', lineCount: [4, 9], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh18-f', templateId: template.id, issuer, reference: `${pad(rng.int(6, 9), 4)}-${pad(rng.int(10000, 30000), 8)}`, variant: {}, today },
    );
    doc.variant = {
      order: rng.digits(6), carrier: rng.pick(['Retira cliente', 'Flete propio', 'Expreso Oeste']), cai: rng.digits(14), caiDue: `${pad(rng.int(1, 28), 2)}/0${rng.int(1, 9)}/2027`,
      press: rng.pick(['Gráfica San Jorge', 'Imprenta Lito Sur']), hab: rng.digits(5),
    };
    return doc;
  },
  render,
};
