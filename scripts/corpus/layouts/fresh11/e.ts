import { composeDocument } from '../../document';
import { makeCuit, makeIssuer, personName } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, dotted, hash01, JsPdfKit, pad, quantity, sayCondition, yy } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 34, R = SIZE[0] - 34;

/**
 * A caterer's (monotributista) factura C from an online invoicing service for small taxpayers (jsPDF): the "ORIGINAL"
 * strip, the three-part header (issuer | C box | voucher), dates as "27/11/26", the customer in a box whose values sit
 * ABOVE small captions; a thin-ruled table, "Importe total", CAE and the service's footer. Final prices, no VAT.
 */
export const fresh11ELayout: Layout = {
  id: 'fresh11-e',
  kind: 'invoice',
  title: 'fresh11 layout e',
  page: { size: 'A4' },
  scanStyle: 'flash-hotspot',
  issuer: (rng) => {
    const name = personName(rng);
    return { ...makeIssuer(rng, name, `Catering ${name.split(' ')[0]}`), cuit: makeCuit(rng, rng.pick(['20', '27'])), condicionText: 'Responsable Monotributo' };
  },
  template: (issuer) => ({
    id: 'fc-catering-monotributo',
    name: `Facturas C ${issuer.tradeName}`,
    instructions: `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, monotributista): importes finales, sin IVA discriminado.`,
    catalog: 'catering',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'catering', lineCount: [2, 6], receivers: ['company-ri', 'dni', 'consumidor-final', 'company-exento', 'monotributo'], conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh11-e', templateId: template.id, issuer, reference: `${pad(rng.int(1, 4), 5)}-${pad(rng.int(40, 900), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = { cae: rng.digits(14), pay: rng.pick(['Contado', 'Transferencia bancaria', 'Mercado Pago']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const fileId = [...Array(32)].map((_, i) => Math.floor(hash01(doc.reference + is.cuit, i) * 16).toString(16)).join('').toUpperCase();
    const k = new JsPdfKit(SIZE, { title: `Factura C ${doc.reference}`, creator: 'Facturación online - plan Monotributo', fileId, compress: true });
    const [pv, nro] = doc.reference.split('-');
    k.rect(L, 28, R - L, 18, { stroke: '#000000', lineWidth: 0.8 });
    k.text('ORIGINAL', L, 32, { bold: true, size: 11, width: R - L, align: 'center' });
    k.rect(L, 46, R - L, 120, { stroke: '#000000', lineWidth: 0.8 });
    const mid = (L + R) / 2;
    k.line(mid, 86, mid, 166, { width: 0.8 });
    k.rect(mid - 24, 46, 48, 40, { fill: '#ffffff', stroke: '#000000', lineWidth: 0.8 });
    k.text('C', mid - 24, 50, { bold: true, size: 24, width: 48, align: 'center' });
    k.text('COD. 011', mid - 24, 76, { bold: true, size: 6.5, width: 48, align: 'center' });
    k.text(is.tradeName, L + 10, 56, { bold: true, size: 15, width: mid - 40 - L, align: 'center' });
    k.text(`Razón Social: ${is.name}`, L + 8, 96, { size: 8 });
    k.text(`Domicilio Comercial: ${is.address}`, L + 8, 108, { size: 8 });
    k.text(is.city, L + 8, 120, { size: 8 });
    k.text(`Condición frente al IVA: ${is.condicionText}`, L + 8, 132, { bold: true, size: 8 });
    k.text('FACTURA', mid + 30, 54, { bold: true, size: 18 });
    k.text(`Punto de Venta: ${pv}    Comp. Nro: ${nro}`, mid + 12, 88, { bold: true, size: 9 });
    k.text(`Fecha de Emisión: ${yy(doc.date)}`, mid + 12, 102, { bold: true, size: 9 });
    k.text(`CUIT: ${is.cuit}`, mid + 12, 118, { size: 8 });
    k.text(`Ingresos Brutos: ${is.iibb}`, mid + 12, 130, { size: 8 });
    k.text(`Fecha de Inicio de Actividades: ${is.activitySince}`, mid + 12, 142, { size: 8 });
    // the customer: values in bold, each above its small caption
    const by = 176;
    k.rect(L, by, R - L, 72, { stroke: '#000000', lineWidth: 0.8 });
    const field = (value: string, caption: string, x: number, y: number) => {
      k.text(value || '-', x, y, { bold: true, size: 9.5 });
      k.line(x, y + 12, x + 240, y + 12, { width: 0.3, color: '#888888' });
      k.text(caption, x, y + 14, { size: 6.5, color: '#555555' });
    };
    const idv = r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docType === 'DNI' ? dotted(r.docNumber!) : '';
    field(r.name, 'Apellido y Nombre / Razón Social', L + 8, by + 8);
    field(idv, r.docType === 'DNI' ? 'DNI' : 'CUIT', mid + 8, by + 8);
    field(r.condicionText, 'Condición frente al IVA', L + 8, by + 40);
    field(String(v.pay), 'Condición de venta', mid + 8, by + 40);
    // items
    let y = 262;
    const cols: Array<[string, number, number, 'left' | 'right']> = [['Código', L, 44, 'left'], ['Producto / Servicio', L + 48, 250, 'left'], ['Cantidad', L + 300, 50, 'right'],
      ['U. Medida', L + 356, 44, 'left'], ['Precio Unit.', L + 400, 62, 'right'], ['Subtotal', L + 466, R - L - 466, 'right']];
    k.rect(L, y, R - L, 16, { fill: '#d9d9d9', stroke: '#000000', lineWidth: 0.6 });
    for (const [h, x, w, al] of cols) k.text(h, x + 2, y + 4, { bold: true, size: 7.5, width: w - 4, align: al });
    y += 20;
    doc.lines.forEach((l, i) => {
      k.text(l.code ?? '', cols[0]![1] + 2, y, { size: 8 });
      k.text(l.description, cols[1]![1] + 2, y, { size: 8 });
      k.text(quantity(l.quantity, 'ar', 2), cols[2]![1] + 2, y, { size: 8, width: cols[2]![2] - 4, align: 'right' });
      k.text('unidades', cols[3]![1] + 4, y, { size: 8 });
      k.text(amount(l.unitPrice!, 'ar'), cols[4]![1] + 2, y, { size: 8, width: cols[4]![2] - 4, align: 'right' });
      k.text(amount(t.lineAmounts[i]!, 'ar'), cols[5]![1] + 2, y, { size: 8, width: cols[5]![2] - 4, align: 'right' });
      y += 14;
      k.line(L, y - 3, R, y - 3, { width: 0.2, color: '#bbbbbb' });
    });
    const fy = 650;
    k.rect(L, fy, R - L, 62, { stroke: '#000000', lineWidth: 0.8 });
    k.text('Subtotal: $', R - 220, fy + 10, { bold: true, size: 9, width: 120, align: 'right' });
    k.text(amount(t.subtotal, 'ar'), R - 96, fy + 10, { bold: true, size: 9, width: 88, align: 'right' });
    k.text('Importe Otros Tributos: $', R - 220, fy + 24, { bold: true, size: 9, width: 120, align: 'right' });
    k.text('0,00', R - 96, fy + 24, { bold: true, size: 9, width: 88, align: 'right' });
    k.text('Importe Total: $', R - 220, fy + 40, { bold: true, size: 10.5, width: 120, align: 'right' });
    k.text(amount(t.total, 'ar'), R - 96, fy + 40, { bold: true, size: 10.5, width: 88, align: 'right' });
    k.text(`Son: ${amountInWords(t.total, 'pesos')}`, L + 8, fy + 12, { size: 7.5 });
    k.text(`CAE N°: ${v.cae}`, R - 200, 730, { bold: true, size: 9 });
    k.text(`Fecha de Vto. de CAE: ${yy(doc.date.slice(0, 8) + String(Math.min(28, Number(doc.date.slice(8)) + 10)).padStart(2, '0'))}`, R - 200, 744, { bold: true, size: 9 });
    k.text('Comprobante Autorizado', L, 738, { bold: true, italic: true, size: 9 });
    k.text('Generado con un servicio de facturación online · Pág. 1/1', L, 800, { size: 7, color: '#777777' });
    return k.bytes();
  },
};
