import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { quantity } from '../fresh/print';
import type { Layout } from '../layout';
import { amount, cuitDashed, ddmmyy, docNo, FlipPdf, pad, sayCondition, settle } from './common';

/** A fresh-pasta factory's delivery remito with the list's final prices, on an A5 sheet (see LAYOUTS.md). */
const A5: [number, number] = [419.53, 595.28];

export const fresh16ELayout: Layout = {
  id: 'fresh16-e',
  kind: 'remito',
  title: 'fresh16 e (remito)',
  page: { size: A5 },
  scanStyle: 'roll-curl',
  issuer: (rng) => makeIssuer(rng, 'Pastas La Nonna Elvira S.R.L.', 'La Nonna Elvira'),
  template: (issuer) => ({
    id: 'fresh16-e-pastas',
    name: `Remitos de reparto de ${issuer.tradeName}`,
    instructions: 'Remito de reparto de una fábrica de pastas frescas con los precios de lista finales (IVA incluido).',
    catalog: 'pasta',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const nro = rng.int(12000, 48000);
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'pasta', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'monotributo', 'dni'], conditionPrinted: 0.6, mixedVat: false,
      pricesIncludeIva: () => true, numberStyles: ['ar'], fractionalQuantities: true, missingArticle: index === 2, templatePricesIncludeIva: true,
    }, { layout: 'fresh16-e', templateId: template.id, issuer, reference: `${pad(1, 4)}-${pad(nro, 8)}`, variant: {}, today });
    for (const l of doc.lines) if (l.unit !== 'kg' && !Number.isInteger(l.quantity)) l.quantity = Math.ceil(l.quantity);
    settle(doc);
    doc.variant = {
      zone: rng.pick(['Zona Norte - martes y viernes', 'Zona Centro - lunes, miércoles y viernes', 'Zona Oeste - jueves']), driver: rng.pick(['Ramón', 'Walter', 'Cristian']),
      client: rng.int(10, 480), pay: rng.pick(['Contado contra entrega', 'Cuenta corriente semanal']),
    };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const pdf = new FlipPdf(A5, { producer: 'Crystal Reports .NET', creator: 'GestionPyme 2014', title: `Remito ${doc.reference}` });
    const L = 22, R = A5[0] - 22;
    const cond = sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    pdf.flipRect(L, 20, R - L, 70, { stroke: '#7a1f1f', lineWidth: 1 });
    pdf.flipText(doc.issuer.tradeName, L + 8, 27, { font: 'TB', size: 15, color: '#7a1f1f' });
    pdf.flipText('Fábrica de pastas frescas', L + 8, 45, { font: 'TI', size: 8.5 });
    pdf.flipLines([doc.issuer.name, `${doc.issuer.address} - ${doc.issuer.city}`, `CUIT ${cuitDashed(doc.issuer.cuit)} - ${doc.issuer.condicionText}`], L + 8, 57, 9, { font: 'H', size: 6.8 });
    pdf.flipText('REMITO', R - 130, 27, { font: 'HB', size: 12, width: 122, align: 'right' });
    pdf.flipText(`Nro. ${doc.reference}`, R - 130, 43, { font: 'HB', size: 9, width: 122, align: 'right' });
    pdf.flipText(`Fecha ${ddmmyy(doc.date)}`, R - 130, 57, { size: 8.5, width: 122, align: 'right' });
    pdf.flipText('No válido como factura', R - 130, 73, { font: 'HI', size: 6.5, width: 122, align: 'right' });
    // customer, one line each
    let y = 100;
    pdf.flipText(`Cliente ${pad(Number(v.client), 4)}: ${doc.receiver.name}`, L, y, { font: 'HB', size: 8.5 });
    y += 12;
    pdf.flipText(doc.receiver.address, L, y, { size: 7.5 });
    y += 11;
    const id = docNo(doc);
    const idText = id ? `${doc.receiver.docType === 'DNI' ? 'DNI' : 'CUIT'} ${id}` : '';
    pdf.flipText([idText, doc.receiver.condicionPrinted ? `IVA: ${cond}` : ''].filter(Boolean).join('   '), L, y, { size: 7.5 });
    y += 11;
    pdf.flipText(`Reparto: ${v.zone} - Chofer: ${v.driver} - ${v.pay}`, L, y, { size: 7.5 });
    y += 16;
    // items: quantity first, final prices
    const cx = { q: L, u: L + 40, d: L + 66, p: R - 120, a: R - 58 };
    pdf.flipLine(L, y, R, y, { width: 0.8 });
    pdf.flipText('Cant.', cx.q, y + 3, { font: 'HB', size: 7, width: 34, align: 'right' });
    pdf.flipText('Un.', cx.u, y + 3, { font: 'HB', size: 7 });
    pdf.flipText('Producto', cx.d, y + 3, { font: 'HB', size: 7 });
    pdf.flipText('P. unit. c/IVA', cx.p, y + 3, { font: 'HB', size: 7, width: 58, align: 'right' });
    pdf.flipText('Importe', cx.a, y + 3, { font: 'HB', size: 7, width: 58, align: 'right' });
    y += 13;
    pdf.flipLine(L, y, R, y, { width: 0.4 });
    y += 4;
    let total = 0;
    let missing = false;
    doc.lines.forEach((l) => {
      pdf.flipText(quantity(l.quantity, 'ar'), cx.q, y, { size: 8, width: 34, align: 'right' });
      pdf.flipText(l.unit === 'kg' ? 'kg' : 'u.', cx.u, y, { size: 8 });
      const maxW = cx.p - cx.d - 4;
      const natural = pdf.w(l.description, 'H', 8);
      pdf.flipText(l.description, cx.d, y, { size: 8, squeeze: natural > maxW ? Math.max(70, (maxW / natural) * 100) : undefined });
      if (l.unitPrice === null) {
        missing = true;
        pdf.flipText('a confirmar', cx.p, y, { font: 'HI', size: 7.5, width: 58, align: 'right' });
        pdf.flipText('-', cx.a, y, { size: 8, width: 58, align: 'right' });
      } else {
        const a = l.unitPrice.mul(l.quantity).toDecimalPlaces(2);
        total += a.toNumber();
        pdf.flipText(amount(l.unitPrice, 'ar'), cx.p, y, { size: 8, width: 58, align: 'right' });
        pdf.flipText(amount(a, 'ar'), cx.a, y, { size: 8, width: 58, align: 'right' });
      }
      y += 12.5;
    });
    pdf.flipLine(L, y + 2, R, y + 2, { width: 0.8 });
    y += 8;
    const shown = doc.totals ? doc.totals.total : null;
    pdf.flipText(missing ? 'Total (sin ítems a confirmar)' : 'TOTAL $ (IVA incluido)', R - 230, y, { font: 'HB', size: 8.5, width: 160, align: 'right' });
    pdf.flipText(amount(shown ?? total, 'ar'), cx.a, y, { font: 'HB', size: 9, width: 58, align: 'right' });
    // foot
    const fy = A5[1] - 78;
    pdf.flipLines(['Mercadería perecedera: conservar refrigerada entre 2 y 6 °C.', 'Consumir dentro de los 5 días. No se aceptan devoluciones pasadas 24 horas.'], L, fy, 8.5, { font: 'HI', size: 6.5 });
    pdf.flipLine(L, fy + 44, L + 150, fy + 44, { width: 0.5 });
    pdf.flipText('Recibí conforme', L, fy + 47, { size: 6.5 });
    pdf.flipLine(R - 150, fy + 44, R, fy + 44, { width: 0.5 });
    pdf.flipText('Hora de entrega', R - 150, fy + 47, { size: 6.5 });
    return pdf.bytes();
  },
};
