import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { A4, amount, cuitDashed, idValue, longEs, MacPdf, quantity, sayCondition, settle } from './common';

/** A pool supplies distributor's remito valued at its list prices with VAT, from a Mac database program (MacPdf); the issuer in a foot band. */
export const fresh20JLayout: Layout = {
  id: 'fresh20-j',
  kind: 'remito',
  title: 'fresh20 layout j',
  page: { size: 'A4' },
  scanStyle: 'rain-drops',
  issuer: (rng) => makeIssuer(rng, 'Aguaclara Piscinas S.R.L.', 'Aguaclara'),
  template: (issuer) => ({
    id: 'a-remitos-aguaclara',
    name: 'Remitos valorizados Aguaclara',
    instructions:
      `Remitos valorizados de ${issuer.name} (CUIT ${issuer.cuit}), insumos para piscinas: los precios son los de la lista vigente con IVA ` +
      'incluido; un artículo sin precio figura "a confirmar". El cliente es "Entregar a"; la referencia es el número de remito.',
    catalog: 'pools',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 3), nro = rng.int(900, 14000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'pools', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'dni'], conditionPrinted: 0.7, mixedVat: false,
        pricesIncludeIva: () => true, numberStyles: ['ar-symbol'], missingArticle: index === 2, templatePricesIncludeIva: true,
      },
      { layout: 'fresh20-j', templateId: template.id, issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { driver: rng.pick(['Camioneta 2 - Lucas', 'Camión 1 - Ricardo', 'Moto - Sebastián']), hour: rng.pick(['8 a 12 hs', '14 a 18 hs', 'mañana']), client: `${rng.int(200, 2999)}` };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals, v = doc.variant;
    const pdf = new MacPdf(A4, { creator: 'FileMaker Pro 19.6', title: `Remito ${doc.reference}`, author: 'Aguaclara' });
    const L = 40, R = A4[0] - 40, W = R - L;
    const $ = (d: import('decimal.js').default) => `$ ${amount(d, 'ar')}`;
    pdf.text('Remito valorizado', L, 40, { font: 'B', size: 20, color: '#0077b6' });
    pdf.text(`N° ${doc.reference}`, L, 66, { font: 'B', size: 12 });
    pdf.text(longEs(doc.date), L, 84, { size: 10 });
    pdf.text('R — Cód. 91 — Documento no válido como factura', L, 100, { size: 7.5, color: '#555555' });
    // the customer top right, in a rounded box
    pdf.rect(R - 250, 34, 250, 84, { stroke: '#0077b6', lineWidth: 0.8, radius: 6 });
    pdf.text('Entregar a', R - 240, 40, { font: 'I', size: 8, color: '#0077b6' });
    pdf.text(r.name, R - 240, 52, { font: 'B', size: 10 });
    const id = idValue(doc);
    pdf.text(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'} ${id}${r.condicionPrinted ? ` · ${r.condicionText}` : ''}`, R - 240, 67, { size: 8.5 });
    pdf.wrap(r.address, 230, 'R', 8.5).forEach((s, k) => pdf.text(s, R - 240, 80 + k * 11, { size: 8.5 }));
    pdf.text(`Cliente ${v.client} · ${v.driver} · ${v.hour}`, R - 240, 104, { size: 7.5, color: '#555555' });
    // items: quantity first, then the article, the list price with VAT and the amount
    let y = 140;
    pdf.rect(L, y, W, 18, { fill: '#caf0f8' });
    const heads: Array<[string, number, number, 'left' | 'right']> = [['Cant.', L + 4, 36, 'right'], ['Código', L + 50, 50, 'left'], ['Artículo', L + 104, 220, 'left'], ['P. lista c/IVA', L + 330, 80, 'right'], ['Importe', R - 84, 80, 'right']];
    for (const [h, x, w, a] of heads) pdf.text(h, x, y + 5, { font: 'B', size: 8.5, align: a, width: w });
    y += 24;
    doc.lines.forEach((l, i) => {
      const desc = pdf.wrap(l.description, 220, 'R', 9);
      pdf.text(quantity(l.quantity, 'ar'), L + 4, y, { size: 9, align: 'right', width: 36 });
      pdf.text(l.code ?? '', L + 50, y, { size: 8.5, color: '#555555' });
      desc.forEach((s, k) => pdf.text(s, L + 104, y + k * 11, { size: 9 }));
      pdf.text(l.unitPrice ? $(l.unitPrice) : 'a confirmar', L + 330, y, { size: 9, align: 'right', width: 80, font: l.unitPrice ? 'R' : 'I' });
      pdf.text(t ? $(t.lineAmounts[i]!) : l.unitPrice ? $(l.unitPrice.mul(l.quantity).toDecimalPlaces(2)) : 'a confirmar', R - 84, y, { size: 9, align: 'right', width: 80, font: l.unitPrice ? 'R' : 'I' });
      y += desc.length * 11 + 7;
      pdf.line(L, y - 4, R, y - 4, { color: '#dddddd', width: 0.4 });
    });
    y += 8;
    pdf.rect(R - 220, y, 220, 24, { fill: '#0077b6', radius: 4 });
    pdf.text('Total valorizado c/IVA', R - 212, y + 7, { font: 'B', size: 9.5, color: '#ffffff' });
    pdf.text(t ? $(t.total) : 'a confirmar', R - 100, y + 7, { font: 'B', size: 10, color: '#ffffff', align: 'right', width: 92 });
    pdf.text('Valorizado según lista de precios vigente (IVA incluido). La factura se emitirá por separado.', L, y + 36, { size: 7.5, color: '#555555' });
    pdf.text('Recibí la mercadería detallada en buen estado:', L, 700, { size: 8.5 });
    pdf.line(L + 200, 722, L + 380, 722, { width: 0.5 });
    pdf.text('Firma y aclaración', L + 200, 726, { size: 7, align: 'center', width: 180 });
    // the issuer at the foot, in a band
    pdf.rect(0, 770, A4[0], 72, { fill: '#03045e' });
    pdf.text('AGUACLARA · insumos y equipamiento para piscinas', L, 780, { font: 'B', size: 10, color: '#ffffff' });
    pdf.text(`${is.name} — CUIT ${cuitDashed(is.cuit)} — ${is.condicionText} — IIBB ${is.iibb}`, L, 796, { size: 8, color: '#caf0f8' });
    pdf.text(`${is.address}, ${is.city} — ${is.phone} — ${is.email}`, L, 808, { size: 8, color: '#caf0f8' });
    pdf.text(`C.A.I. ${String(doc.reference).replace(/\D/g, '').slice(0, 4)}7315524009   Vto. 30/06/2027`, L, 820, { size: 7, color: '#caf0f8' });
    return pdf.bytes();
  },
};
