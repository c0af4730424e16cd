import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, docNo, docTipo, OverlayPdf, pad, qrModules, sayCondition, settle } from './common';

/** A tyre and battery distributor's credit note A: a designed blank form filled in by a program (see LAYOUTS.md). */
const A4: [number, number] = [595.28, 841.89];
const pesos = (v: Decimal.Value) => `$${amount(v, 'ar')}`;
const ROWS = 12;

export const fresh16HLayout: Layout = {
  id: 'fresh16-h',
  kind: 'invoice',
  title: 'fresh16 h (invoice)',
  page: { size: 'A4' },
  scanStyle: 'ccd-stripes',
  issuer: (rng) => makeIssuer(rng, 'Neumáticos Ruta Cinco S.A.', 'Ruta Cinco Neumáticos'),
  template: (issuer) => ({
    id: 'fresh16-h-neumaticos',
    name: `Notas de crédito de ${issuer.tradeName}`,
    instructions: 'Nota de crédito A por devolución de mercadería: precios netos sin IVA; refiere a la factura original.',
    catalog: 'tyres',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 4;
    const nro = rng.int(120, 990);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'tyres', lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 0.85, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh16-h', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    for (const l of doc.lines) l.quantity = l.description.includes(' x 100') ? rng.int(1, 3) : rng.pick([1, 2, 2, 4]);
    settle(doc);
    const orig = new Date(`${doc.date}T00:00:00Z`);
    orig.setUTCDate(orig.getUTCDate() - rng.int(6, 30));
    doc.variant = {
      cae: caeOf((k) => rng.digits(k)), invoice: `${pad(pv, 4)}-${pad(rng.int(30000, 69999), 8)}`, invoiceDate: orig.toISOString().slice(0, 10),
      back: `${pad(pv, 4)}-${pad(rng.int(1000, 4999), 8)}`, reason: rng.pick(['Devolución por falla de fabricación', 'Devolución por error de medida en el pedido', 'Devolución de mercadería no solicitada']),
      client: rng.int(1000, 7999), nro,
    };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const pdf = new OverlayPdf(A4, { producer: 'Adobe PDF Library 17.0; modified using iText 5.5.13', creator: 'Adobe InDesign 18.5 (Windows)', title: 'NC_A_formulario' });
    const L = 40, R = A4[0] - 40;
    // ---- the designed form (layer 0): band, letterhead, captions, grid
    pdf.layer = 0;
    pdf.rect(0, 0, A4[0], 20, { fill: '#f2a900', bleed: true });
    pdf.text('RUTA CINCO', L, 36, { font: 'HB', size: 20, color: '#222222' });
    pdf.text('NEUMÁTICOS · BATERÍAS · SERVICIOS', L, 60, { font: 'H', size: 7.5, color: '#555555' });
    pdf.text(doc.issuer.name, L, 76, { font: 'HB', size: 8 });
    pdf.text(`${doc.issuer.address} · ${doc.issuer.city}`, L, 87, { size: 7.5 });
    pdf.text(`Tel. ${doc.issuer.phone} · ${doc.issuer.email}`, L, 97, { size: 7.5 });
    pdf.rect(A4[0] / 2 - 21, 30, 42, 44, { stroke: '#222222', lineWidth: 1.4 });
    pdf.text('A', A4[0] / 2 - 21, 34, { font: 'HB', size: 26, width: 42, align: 'center' });
    pdf.text('CÓDIGO 03', A4[0] / 2 - 21, 63, { font: 'HB', size: 5.5, width: 42, align: 'center' });
    const rx = 350;
    pdf.text('NOTA DE CRÉDITO', rx, 32, { font: 'HB', size: 14 });
    pdf.text('Nº', rx, 52, { font: 'HB', size: 9 });
    pdf.text('Fecha:', rx, 66, { font: 'H', size: 8.5 });
    pdf.text(`C.U.I.T.: ${cuitDashed(doc.issuer.cuit)}`, rx, 82, { size: 7.5 });
    pdf.text(`Ingresos Brutos: ${doc.issuer.iibb}`, rx, 92, { size: 7.5 });
    pdf.text(`Inicio de actividades: ${doc.issuer.activitySince}`, rx, 102, { size: 7.5 });
    pdf.text(doc.issuer.condicionText, rx, 112, { size: 7.5 });
    pdf.line(L, 126, R, 126, { width: 1.5, color: '#f2a900' });
    const caps: Array<[string, number, number]> = [
      ['Señor(es):', L, 136], ['Domicilio:', L, 150], ['C.U.I.T.:', L, 164], ['Cond. frente al IVA:', 300, 164], ['Cliente Nº:', 300, 136],
      ['Comprobante asociado:', L, 182], ['Motivo:', L, 196],
    ];
    for (const [c, x, y] of caps) pdf.text(c, x, y, { font: 'HB', size: 8 });
    let y = 216;
    pdf.rect(L, y, R - L, 16, { fill: '#222222' });
    const cx = { c: L + 6, d: L + 62, q: 372, p: 452, a: R - 6 };
    pdf.text('CÓDIGO', cx.c, y + 4.5, { font: 'HB', size: 7, color: '#ffffff' });
    pdf.text('DESCRIPCIÓN', cx.d, y + 4.5, { font: 'HB', size: 7, color: '#ffffff' });
    pdf.text('CANT.', cx.q - 40, y + 4.5, { font: 'HB', size: 7, color: '#ffffff', width: 40, align: 'right' });
    pdf.text('P. UNITARIO', cx.p - 70, y + 4.5, { font: 'HB', size: 7, color: '#ffffff', width: 70, align: 'right' });
    pdf.text('IMPORTE', cx.a - 80, y + 4.5, { font: 'HB', size: 7, color: '#ffffff', width: 80, align: 'right' });
    y += 16;
    for (let i = 0; i <= ROWS; i++) pdf.line(L, y + i * 18, R, y + i * 18, { width: 0.3, color: '#999999' });
    const ty = y + ROWS * 18 + 14;
    const tx = 360;
    ['Importe neto gravado', 'IVA 21 %', 'Importe otros tributos', 'TOTAL'].forEach((c, i) => pdf.text(c, tx, ty + i * 16, { font: i === 3 ? 'HB' : 'H', size: i === 3 ? 10 : 8.5 }));
    pdf.rect(tx - 6, ty + 44, R - tx + 6, 20, { stroke: '#222222', lineWidth: 1 });
    pdf.text('CAE Nº:', L + 84, 742, { font: 'HB', size: 8 });
    pdf.text('Fecha de Vto. de CAE:', L + 84, 756, { font: 'HB', size: 8 });
    pdf.text('Comprobante autorizado. Esta nota de crédito anula parcial o totalmente el comprobante asociado.', L + 84, 776, { size: 6.8, color: '#555555' });
    pdf.text('Los importes acreditados se imputarán a su cuenta corriente.', L + 84, 786, { size: 6.8, color: '#555555' });
    // ---- the data stamped on the form (layer 1)
    pdf.layer = 1;
    const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    pdf.text(doc.reference, rx + 16, 52, { font: 'HB', size: 10 });
    pdf.text(date(doc.date, 'dd-mm-yyyy'), rx + 32, 66, { size: 9 });
    pdf.text(doc.receiver.name, L + 50, 136, { size: 8.5 });
    pdf.text(String(v.client), 350, 136, { size: 8.5 });
    pdf.text(doc.receiver.address, L + 50, 150, { size: 8.5 });
    pdf.text(docNo(doc), L + 42, 164, { size: 8.5 });
    if (doc.receiver.condicionPrinted) pdf.text(cond, 384, 164, { size: 8.5 });
    pdf.text(`Factura A ${v.invoice} del ${date(String(v.invoiceDate), 'dd-mm-yyyy')}`, L + 98, 182, { size: 8.5 });
    pdf.text(`${v.reason} - Remito de devolución ${v.back}`, L + 36, 196, { size: 8.5 });
    doc.lines.forEach((l, i) => {
      const ry = y + i * 18 + 5;
      pdf.text(l.code ?? '', cx.c, ry, { size: 8 });
      pdf.text(l.description, cx.d, ry, { size: 8 });
      pdf.text(String(l.quantity), cx.q - 40, ry, { size: 8, width: 40, align: 'right' });
      pdf.text(pesos(l.unitPrice!), cx.p - 70, ry, { size: 8, width: 70, align: 'right' });
      pdf.text(pesos(t.lineAmounts[i]!), cx.a - 80, ry, { size: 8, width: 80, align: 'right' });
    });
    const vals = [pesos(t.byRate[0]!.net), pesos(t.byRate[0]!.vat), pesos(0), pesos(t.total)];
    vals.forEach((val, i) => pdf.text(val, R - 110, ty + i * 16, { font: i === 3 ? 'HB' : 'H', size: i === 3 ? 10 : 8.5, width: 104, align: 'right' }));
    pdf.text(String(v.cae), L + 124, 742, { size: 8.5 });
    pdf.text(date(plus(doc.date, 10), 'dd-mm-yyyy'), L + 172, 756, { size: 8.5 });
    const qr = arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: 4, tipo: 3, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) });
    pdf.modules(qrModules(qr), L, 736, 72);
    return pdf.bytes();
  },
};

function plus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
