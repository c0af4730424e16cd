import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, sayCondition, vatContained } from '../fresh/print';
import { FONT, hasTie, retotal } from './common';

/**
 * A fuel station's "Tique Factura B" from a fiscal controller, 72 mm wide (pdfkit, DejaVu Sans Mono 7 pt): "P.V." and
 * "T.F." for the point of sale and number, "CONS. FINAL" (or the buyer's DNI/CUIT), fuel by the litre with three
 * decimals ("38,412 L x 1.289,90"), shop items, "TOTAL", "SU PAGO", "VUELTO", the VAT contained. Final prices.
 */
const WIDTH = 204, LINE = 9.2;
const COLS = 42;

const FUEL: ReadonlyArray<[string, number]> = [['NAFTA SUPER', 1289.9], ['NAFTA PREMIUM', 1563.4], ['GASOIL GRADO 2', 1318.7], ['GASOIL GRADO 3', 1602.2]];
const SHOP: ReadonlyArray<[string, number]> = [['CAFE CON LECHE MED', 2950], ['AGUA MINERAL 500CC', 1450], ['ALFAJOR TRIPLE CHOC', 1890], ['MEDIALUNA MANTECA', 990],
  ['LUBRICANTE 10W40 1L', 18750], ['LIQ. LIMPIAPARABRISAS', 4320], ['HIELO BOLSA 3KG', 2650], ['GASEOSA LATA 354', 1980]];

function rows(doc: { lines: unknown[]; receiver: { docType: string | null } }): number {
  return 31 + doc.lines.length * 2 + (doc.receiver.docType ? 3 : 1);
}

export const fresh3TicketPlayaLayout: Layout = {
  id: 'fresh3-ticket-playa',
  kind: 'invoice',
  title: 'fuel station "Tique Factura B" from a fiscal controller: "P.V." / "T.F.", "CONS. FINAL", litres with 3 decimals, "SU PAGO" / "VUELTO"',
  page: { size: [WIDTH, 400] },
  pageSize: (doc) => [WIDTH, 24 + rows(doc) * LINE + 30],
  scanStyle: 'crumpled',
  issuer: (rng) => makeIssuer(rng, 'Estación de Servicio Ruta 9 S.A.', 'E.S. RUTA 9'),
  template: (issuer) => ({
    id: 'm-tique-ruta9',
    name: 'Tiques factura B E.S. Ruta 9',
    instructions:
      `Tiques factura B de ${issuer.name} (CUIT ${issuer.cuit}), la emisora: combustible por litro y artículos del shop. El cliente es consumidor final ` +
      'o está identificado con DNI/CUIT. Precios finales con IVA. La referencia es P.V. y T.F. (punto de venta y número).',
    catalog: 'food',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [1, 3], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'monotributo'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh3-ticket-playa', templateId: template.id, issuer, reference: `${pad(rng.pick([3, 4, 11]), 5)}-${pad(rng.int(10000, 99999), 8)}`, variant: {}, today },
    );
    if (doc.receiver.docType) doc.receiver.name = doc.receiver.name.toUpperCase();
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'RESP. MONOTRIBUTO' });
    const fuel = rng.pick(FUEL);
    const shop = rng.sample(SHOP, doc.lines.length - 1);
    doc.lines.forEach((l, i) => {
      l.code = null;
      if (i === 0) {
        l.description = fuel[0];
        l.quantity = rng.int(8000, 52000) / 1000;
        l.unitPrice = new Decimal(fuel[1]);
        l.unit = 'L';
      } else {
        l.description = shop[i - 1]![0];
        l.quantity = rng.pick([1, 1, 2, 3]);
        l.unitPrice = new Decimal(shop[i - 1]![1]);
      }
      l.ivaRate = 21;
    });
    for (let guard = 0; guard < 40 && hasTie(doc.lines, true); guard++) doc.lines[0]!.quantity = Math.round(doc.lines[0]!.quantity * 1000 + 1) / 1000;
    retotal(doc);
    const total = doc.totals!.total;
    const cash = rng.chance(0.6);
    const paid = cash ? total.div(1000).ceil().mul(1000).add(rng.pick([0, 0, 1000, 5000])) : total;
    doc.variant = {
      time: `${pad(rng.int(0, 23), 2)}:${pad(rng.int(0, 59), 2)}:${pad(rng.int(0, 59), 2)}`,
      pump: rng.int(1, 12), cash, paid: paid.toFixed(2), shift: rng.int(1, 3), op: rng.int(100, 999),
      reg: `${rng.pick(['AX', 'HS', 'EP'])}${rng.digits(8)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    let y = 18;
    const row = (text: string, o: { bold?: boolean; align?: 'center' | 'left' } = {}) => {
      pdf.font(o.bold ? FONT.monoBold : FONT.mono).fontSize(7).fillColor('black');
      const line = o.align === 'center' ? ' '.repeat(Math.max(0, Math.floor((COLS - text.length) / 2))) + text : text;
      pdf.text(line, 12, y, { lineBreak: false });
      y += LINE;
    };
    const lr = (left: string, right: string, bold = false) => row(left + right.padStart(COLS - left.length), { bold });
    const dash = () => row('-'.repeat(COLS));
    const [pv, tf] = doc.reference.split('-');
    row(is.tradeName, { bold: true, align: 'center' });
    row(is.name.toUpperCase(), { align: 'center' });
    row(`${is.address.toUpperCase()}`, { align: 'center' });
    row(`C.U.I.T. NRO.: ${cuitDashed(is.cuit)}`, { align: 'center' });
    row(`ING. BRUTOS: ${is.iibb}`, { align: 'center' });
    row('IVA RESPONSABLE INSCRIPTO', { align: 'center' });
    row(`INICIO DE ACTIVIDADES: ${is.activitySince}`, { align: 'center' });
    dash();
    row('TIQUE FACTURA "B"   Cod. 082', { bold: true, align: 'center' });
    lr(`P.V. ${pv}`, `T.F. ${tf}`, true);
    const [y4, m, d] = doc.date.split('-');
    lr(`FECHA ${d}/${m}/${y4!.slice(2)}`, `HORA ${v.time}`);
    dash();
    if (r.docType) {
      row(`CLIENTE: ${r.name}`);
      row(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'}: ${r.docType === 'DNI' ? r.docNumber : cuitDashed(r.docNumber!)}`);
      row(`${r.condicionText}`);
    } else {
      row('A CONS. FINAL');
    }
    dash();
    row(`SURTIDOR ${v.pump}  TURNO ${v.shift}  PLAYERO ${v.op}`);
    row('CANT./PRECIO UNIT.      (%IVA)   IMPORTE');
    dash();
    doc.lines.forEach((l, i) => {
      const q = i === 0 ? `${amount(l.quantity, 'ar', 3)} L` : String(l.quantity);
      row(`${q} x ${amount(l.unitPrice!, 'ar')}`);
      lr(l.description, `(21,00) ${amount(t.lineAmounts[i]!, 'ar')}`);
    });
    dash();
    lr('TOTAL', `$${amount(t.total, 'ar')}`, true);
    row('');
    lr(v.cash ? 'EFECTIVO' : 'TARJ. DEBITO', `$${amount(String(v.paid), 'ar')}`);
    lr('SU PAGO', `$${amount(String(v.paid), 'ar')}`);
    lr('VUELTO', `$${amount(new Decimal(String(v.paid)).sub(t.total), 'ar')}`);
    dash();
    row('REGIMEN DE TRANSPARENCIA FISCAL AL');
    row('CONSUMIDOR (LEY 27.743)');
    lr('IVA CONTENIDO', `$${amount(vatContained(t.total, 21), 'ar')}`);
    lr('OTROS IMP. NAC. INDIRECTOS', '$0,00');
    dash();
    row('GRACIAS POR SU COMPRA', { align: 'center' });
    row(`REG. ${v.reg}   V: 01.04`, { align: 'center' });
  },
};
