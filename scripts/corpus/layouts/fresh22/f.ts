import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, compose, dashed, discountLine, issuerAs, quantity, RowPdf, sayCondition, settle } from './common';

/**
 * An agricultural machinery dealer's spare-parts program, an old xBase report printed through a PDF driver (RowPdf,
 * new): **nota de crédito A** for returned parts, naming the associated invoice and the reason, each table row one TJ
 * whose columns are placed by displacements, Courier condensed to 82 %, columns Cant. | Código | Descripción |
 * P.Lista | Bon.% | P.Neto | Importe, amounts 1.234,56, dates 24/11/26, the letterhead on the right and the customer
 * under a dashed rule on the left.
 */
const yy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;

export const fresh22FLayout: Layout = {
  id: 'fresh22-f',
  kind: 'invoice',
  title: 'fresh22 layout f',
  page: { size: 'A4' },
  scanStyle: 'channel-shift',
  issuer: (rng) => issuerAs(rng, 'Agromaquinarias Tres Arroyos S.A.', 'Agromaquinarias Tres Arroyos'),
  template: (issuer) => ({
    id: 'j-agromaq-tresarroyos',
    name: 'Notas de crédito de repuestos Agromaquinarias Tres Arroyos',
    instructions: `Notas de crédito A de ${issuer.name} (CUIT ${issuer.cuit}) por devoluciones de repuestos. Precios netos sin IVA (21 %), con bonificación por renglón; el precio de cada renglón es el P.Neto.`,
    catalog: 'farmparts',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'farmparts', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, ctx, 'fresh22-f', `0003-${String(rng.int(100, 4000)).padStart(8, '0')}`);
    const list: string[] = [];
    const bonus: number[] = [];
    for (const l of doc.lines) {
      l.quantity = Math.max(1, Math.round(l.quantity / 3));
      const pct = rng.pick([0, 0, 5, 10, 12, 15]);
      bonus.push(pct);
      list.push(pct ? amount(discountLine(l, pct), 'ar') : '');
    }
    settle(doc);
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = {
      list: list.join('|'), bonus: bonus.join('|'),
      invoice: `0003-${String(rng.int(5000, 30000)).padStart(8, '0')}`, invoiceDate: addDays(doc.date, -rng.int(8, 40)),
      reason: rng.pick(['DEVOLUCION DE MERCADERIA EN BUEN ESTADO', 'REPUESTO NO CORRESPONDE AL MODELO', 'ERROR DE PEDIDO DEL CLIENTE']),
      client: String(rng.int(1000, 9999)),
    };
    return doc;
  },
  render: async (doc) => {
    const p = new RowPdf([595.28, 841.89], { producer: 'PDF Driver 2.04 for DOS reports', creator: 'REPUESTOS.EXE', title: 'NCRED.PRN' });
    const is = doc.issuer;
    const t = doc.totals!;
    const v = doc.variant;
    const lists = String(v.list).split('|');
    const bonus = String(v.bonus).split('|');
    // letterhead right, document box left
    p.lines([is.tradeName.toUpperCase(), is.name, `${is.address} - ${is.city}`, `CUIT ${dashed(is.cuit)}  ${is.condicionText}`, `IIBB ${is.iibb}  INICIO ACT. ${is.activitySince}`], 330, 40, { font: 'H', size: 8, leading: 11 });
    p.row([{ text: 'NOTA DE CREDITO', x: 40, font: 'HB' }], 40, { size: 13 });
    p.row([{ text: 'A', x: 40, font: 'HB' }, { text: 'COD. 03', x: 64, font: 'H' }], 60, { size: 16 });
    p.row([{ text: `NRO. ${doc.reference}`, x: 40 }, { text: `FECHA ${yy(doc.date)}`, x: 200 }], 84, { size: 9 });
    p.row([{ text: `COMPROBANTE ASOCIADO: FACTURA A ${v.invoice} DEL ${yy(v.invoiceDate as string)}`, x: 40 }], 98, { size: 8 });
    p.later('line', 40, 116, 555, 116, { width: 0.6 });
    p.row([{ text: 'CLIENTE', x: 40 }, { text: `${v.client}`, x: 110 }, { text: doc.receiver.name, x: 150 }], 124, { size: 9 });
    p.row([{ text: 'C.U.I.T.', x: 40 }, { text: dashed(doc.receiver.docNumber!), x: 110 }, { text: 'IVA', x: 260 }, { text: doc.receiver.condicionText, x: 290 }], 137, { size: 9 });
    p.row([{ text: 'DOMIC.', x: 40 }, { text: doc.receiver.address, x: 110 }], 150, { size: 9 });
    p.row([{ text: 'MOTIVO', x: 40 }, { text: String(v.reason), x: 110 }], 163, { size: 9 });
    for (let x = 40; x < 555; x += 6) p.later('line', x, 180, x + 3, 180, { width: 0.5 });
    const S = 82;
    const cols = (a: string, b: string, c: string, d: string, e: string, f: string, g: string) => [
      { text: a, x: 62, right: true }, { text: b, x: 70 }, { text: c, x: 116 }, { text: d, x: 390, right: true }, { text: e, x: 424, right: true }, { text: f, x: 486, right: true }, { text: g, x: 555, right: true },
    ];
    p.row(cols('CANT.', 'CODIGO', 'DESCRIPCION', 'P.LISTA', 'BON.%', 'P.NETO', 'IMPORTE'), 188, { size: 8.5, scale: S, font: 'CB' });
    p.later('rect', 40, 186, 515, 13, { fill: '#e4e4e4' });
    let y = 204;
    doc.lines.forEach((l, i) => {
      p.row(cols(quantity(l.quantity, 'ar'), l.code ?? '', l.description, lists[i] || amount(l.unitPrice!, 'ar'), bonus[i] === '0' ? '' : bonus[i]!, amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')), y, { size: 8.5, scale: S });
      y += 12;
    });
    y += 4;
    p.later('line', 40, y, 555, y, { width: 0.6 });
    y += 8;
    p.row([{ text: 'NETO GRAVADO', x: 380 }, { text: amount(t.subtotal, 'ar'), x: 555, right: true }], y, { size: 9, scale: S });
    for (const r of t.byRate) {
      y += 12;
      p.row([{ text: `IVA ${String(r.rate).replace('.', ',')} %`, x: 380 }, { text: amount(r.vat, 'ar'), x: 555, right: true }], y, { size: 9, scale: S });
    }
    y += 14;
    p.row([{ text: 'TOTAL NOTA DE CREDITO', x: 340, font: 'CB' }, { text: amount(t.total, 'ar'), x: 555, right: true, font: 'CB' }], y, { size: 10, scale: S, font: 'CB' });
    p.later('rect', 336, y - 3, 222, 17, { fill: '#eeeeee' });
    y += 30;
    p.lines(['EL IMPORTE SE ACREDITA EN SU CUENTA CORRIENTE.', 'MERCADERIA RECIBIDA EN DEPOSITO SEGUN REMITO DE DEVOLUCION.'], 40, y, { size: 7.5, scale: S });
    p.row([{ text: `CAE 7${doc.reference.replace(/\D/g, '').slice(-8)}${is.cuit.slice(2, 7)}  VTO. ${yy(addDays(doc.date, 10))}`, x: 40 }], 800, { size: 7.5 });
    p.flush();
    return p.bytes();
  },
};
