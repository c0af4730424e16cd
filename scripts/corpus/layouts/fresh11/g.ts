import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, pad, quantity, RawPdf, sayCondition, yy } from './common';

const W = 164.4; // 58 mm
const M = 7;
const COLS = 36;

/**
 * A beverage distributor's remito printed by the route salesman's handheld on a 58 mm roll (fresh8's own PDF writer,
 * Courier): 36 columns, each article on its own line (the font shrunk when it is longer, as the printer's condensed
 * mode), then "qty x price ... amount" on the next; list prices with VAT printed (the priceList's), "S/PRECIO" for an
 * article the list lacks (then no total).
 */
export const fresh11GLayout: Layout = {
  id: 'fresh11-g',
  kind: 'remito',
  title: 'fresh11 layout g',
  page: { size: [W, 400] },
  scanStyle: 'flash-hotspot',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Del Litoral S.A.', 'Distrib. Del Litoral'),
  template: (issuer) => ({
    id: 'r-preventa-dellitoral',
    name: 'Remitos de reparto Del Litoral',
    instructions: `Remitos de reparto de ${issuer.name} (CUIT ${issuer.cuit}) impresos por la terminal del repartidor. ` +
      'Los precios impresos son los de lista con IVA; valorizar con la lista de precios (con IVA).',
    catalog: 'beverages',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'beverages', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'monotributo', 'dni'], conditionPrinted: 0.6, mixedVat: false,
        pricesIncludeIva: () => true, templatePricesIncludeIva: true, numberStyles: ['ar'], missingArticle: index % 3 === 1,
      },
      { layout: 'fresh11-g', templateId: template.id, issuer, reference: `${pad(rng.int(10, 40), 4)}-${pad(rng.int(2000, 60000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = { client: String(rng.int(100, 4999)), route: pad(rng.int(1, 30), 2), seller: rng.pick(['07 GOMEZ', '12 ARIAS', '03 PAREDES']), time: `${pad(rng.int(7, 13), 2)}:${pad(rng.int(0, 59), 2)}` };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals;
    // the roll's lines first, to size the page
    type Ln = { s: string; bold?: boolean; big?: boolean; center?: boolean };
    const out: Ln[] = [];
    const two = (a: string, b: string) => `${a}${' '.repeat(Math.max(1, COLS - a.length - b.length))}${b}`;
    const rule = '-'.repeat(COLS);
    out.push({ s: is.tradeName.toUpperCase(), bold: true, center: true });
    out.push({ s: `CUIT ${cuitDashed(is.cuit)}`, center: true });
    out.push({ s: is.address.toUpperCase(), center: true });
    out.push({ s: rule });
    out.push({ s: 'REMITO  R   COD. 91', bold: true, big: true });
    out.push({ s: `NRO ${doc.reference}` });
    out.push({ s: two(`FECHA ${yy(doc.date)}`, `HORA ${v.time}`) });
    out.push({ s: two(`RUTA ${v.route}`, `VEND ${v.seller}`) });
    out.push({ s: 'NO VALIDO COMO FACTURA' });
    out.push({ s: rule });
    out.push({ s: `CLIENTE ${v.client}` });
    out.push({ s: r.name.toUpperCase(), bold: true });
    if (r.docType) out.push({ s: `${r.docType} ${r.docNumber}` });
    if (r.condicionPrinted) out.push({ s: `IVA ${r.condicionText}` });
    out.push({ s: rule });
    out.push({ s: two('CANT x P.UNIT', 'IMPORTE') });
    out.push({ s: rule });
    for (const l of doc.lines) {
      out.push({ s: l.description });
      out.push(l.unitPrice === null
        ? { s: two(`  ${quantity(l.quantity, 'ar')} x S/PRECIO`, '-') }
        : { s: two(`  ${quantity(l.quantity, 'ar')} x ${amount(l.unitPrice, 'ar')}`, amount(l.unitPrice.mul(l.quantity).toDecimalPlaces(2), 'ar')) });
    }
    out.push({ s: rule });
    out.push({ s: two('ITEMS', String(doc.lines.length)) });
    out.push(t ? { s: two('TOTAL $', amount(t.total, 'ar')), bold: true, big: true } : { s: 'TOTAL A CONFIRMAR (S/PRECIO)', bold: true });
    out.push({ s: 'PRECIOS CON IVA INCLUIDO' });
    out.push({ s: '' });
    out.push({ s: '' });
    out.push({ s: '   ..........................' });
    out.push({ s: '   FIRMA Y ACLARACION CLIENTE' });
    out.push({ s: '' });
    out.push({ s: 'GRACIAS POR SU COMPRA', center: true });
    const lh = 9.2;
    const H = 20 + out.reduce((h, l) => h + (l.big ? lh * 1.4 : lh), 0) + 20;
    const k = new RawPdf([W, H], { producer: 'HHT Print Service 3.1', creator: 'Preventa Android', title: `Remito ${doc.reference}` });
    let y = 16;
    const avail = W - 2 * M;
    for (const l of out) {
      const natural = l.big ? 8.4 : 6.6;
      const size = Math.min(natural, avail / (0.6 * Math.max(1, l.s.length)));
      const font = l.bold ? 'CB' : 'C';
      if (l.s) k.text(l.s, M, y, { font, size, ...(l.center ? { align: 'center' as const, width: avail } : {}) });
      y += l.big ? lh * 1.4 : lh;
    }
    return k.bytes();
  },
};
