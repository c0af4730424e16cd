import Decimal from 'decimal.js';
import { composeDocument, type DocLine } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, amountInWords, caeOf, cuitDashed, date, dotted, FONT, pad, plusDays, quantity, receiverNo, sayCondition, settle } from './common';

const W = 595.28, L = 48, R = W - 48;

const GROUPS: Array<{ name: string; test: (d: string) => boolean }> = [
  { name: 'Bebidas', test: (d) => /agua|gaseosa|café/i.test(d) },
  { name: 'Personal de servicio', test: (d) => /mozo/i.test(d) },
  { name: 'Gastronomía', test: () => true },
];
const groupOf = (l: DocLine) => GROUPS.findIndex((g) => g.test(l.description));
/** Groups as printed: food first, then drinks, then staff. */
const PRINT_ORDER = [2, 0, 1];

/**
 * A caterer's factura C (a Responsable Monotributo), typeset by a small desktop invoicing program with a report
 * template (pdfkit, Liberation Serif and Sans): the lines are **grouped by category** ("Gastronomía", "Bebidas",
 * "Personal de servicio"), each group under its heading and closed by a "Subtotal <grupo>" row that is not an item;
 * the event's date and guests in a note; the customer in a rounded box at the top right, the issuer at the top left;
 * the date in words; Detalle / Cant. / Precio / Importe; "TOTAL $" and the amount in words. Final prices, no VAT.
 */
export const fresh14HLayout: Layout = {
  id: 'fresh14-h',
  kind: 'invoice',
  title: 'fresh14 layout h',
  page: { size: 'A4' },
  scanStyle: 'torn-taped',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Mariela Peralta', 'Peralta Eventos & Catering'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'y-facturas-c-peralta-catering',
    name: 'Facturas C Peralta Eventos',
    instructions:
      `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, Responsable Monotributo), la emisora. El cliente es el del recuadro "Cliente". ` +
      'Precios finales; los subtotales por rubro no son renglones.',
    catalog: 'catering',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 2, nro = rng.int(120, 900);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'catering', lineCount: [4, 9], receivers: ['company-ri', 'company-exento', 'dni', 'monotributo', 'company-ri'],
        conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh14-h', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const guests = rng.pick([20, 25, 30, 40, 50, 60, 80]);
    for (const l of doc.lines) if (!/mozo|bandeja|docena/i.test(l.description)) l.quantity = guests + rng.pick([0, 0, 5, 10, -5]);
    // the printed order: by group, as the program sorts them
    doc.lines.sort((a, b) => PRINT_ORDER.indexOf(groupOf(a)) - PRINT_ORDER.indexOf(groupOf(b)));
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), guests, event: plusDays(doc.date, -rng.int(1, 12)), kind: rng.pick(['Almuerzo de fin de año', 'Jornada de capacitación', 'Inauguración de local', 'Reunión de directorio']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.serif).fontSize(o.size ?? 10).fillColor(o.color ?? '#222222');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const wine = '#7b2d3b';
    // issuer, top left
    T(is.tradeName, L, 40, { font: FONT.serifBold, size: 19, color: wine });
    T(is.name, L, 66, { size: 10 });
    T(`${is.address} — ${is.city}`, L, 80, { size: 8.5 });
    T(`${is.phone} · ${is.email}`, L, 92, { size: 8.5 });
    T(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 104, { size: 7.5 });
    // voucher data band
    pdf.rect(L, 124, R - L, 30).fillColor('#f4ecee').fill();
    T('FACTURA  C', L + 10, 132, { font: FONT.sansBold, size: 13, color: wine });
    T('Código 011', L + 110, 135, { font: FONT.sans, size: 8 });
    T(`N° ${pad(Number(v.pv), 5)}-${pad(Number(v.nro), 8)}`, L + 190, 133, { font: FONT.sansBold, size: 11 });
    T(date(doc.date, 'long'), L + 330, 134, { font: FONT.sans, size: 9.5, width: R - L - 340, align: 'right' });
    // customer, rounded box at the right
    pdf.roundedRect(R - 250, 166, 250, 74, 8).lineWidth(0.8).strokeColor('#b88f98').stroke();
    T('Cliente', R - 240, 172, { font: FONT.sansBold, size: 7.5, color: wine });
    T(r.name, R - 240, 184, { font: FONT.serifBold, size: 10.5, width: 230 });
    const no = receiverNo(doc, cuitDashed, dotted);
    if (no) T(`${r.docType} ${no}`, R - 240, 201, { size: 9 });
    if (r.condicionPrinted) T(r.condicionText, R - 240, 214, { size: 9 });
    T(r.address || '', R - 240, 227, { size: 7.5, width: 230 });
    T('Evento', L, 172, { font: FONT.sansBold, size: 7.5, color: wine });
    T(`${v.kind}`, L, 184, { size: 10 });
    T(`realizado el ${date(String(v.event), 'dd/mm/yyyy')} · ${v.guests} invitados`, L, 198, { size: 9 });
    T('Condición de venta: contado / transferencia', L, 214, { size: 9 });
    // grouped detail
    let y = 262;
    const cx = { desc: L, qty: L + 270, price: L + 330, amt: L + 410 };
    T('Detalle', cx.desc, y, { font: FONT.sansBold, size: 8.5 });
    T('Cant.', cx.qty, y, { font: FONT.sansBold, size: 8.5, width: 50, align: 'right' });
    T('Precio', cx.price, y, { font: FONT.sansBold, size: 8.5, width: 70, align: 'right' });
    T('Importe', cx.amt, y, { font: FONT.sansBold, size: 8.5, width: R - cx.amt, align: 'right' });
    y += 14;
    pdf.moveTo(L, y).lineTo(R, y).lineWidth(1).strokeColor(wine).stroke();
    y += 8;
    for (const gi of PRINT_ORDER) {
      const rows = doc.lines.map((l, k) => [l, k] as const).filter(([l]) => groupOf(l) === gi);
      if (!rows.length) continue;
      T(GROUPS[gi]!.name.toUpperCase(), cx.desc, y, { font: FONT.sansBold, size: 8.5, color: wine });
      y += 14;
      let sub = new Decimal(0);
      for (const [l, k] of rows) {
        pdf.font(FONT.serif).fontSize(9.5);
        const h = pdf.heightOfString(l.description, { width: 255 });
        T(l.description, cx.desc + 10, y, { size: 9.5, width: 255 });
        T(quantity(l.quantity, 'ar'), cx.qty, y, { size: 9.5, width: 50, align: 'right' });
        T(a(l.unitPrice!), cx.price, y, { size: 9.5, width: 70, align: 'right' });
        T(a(t.lineAmounts[k]!), cx.amt, y, { size: 9.5, width: R - cx.amt, align: 'right' });
        sub = sub.add(t.lineAmounts[k]!);
        y += h + 5;
      }
      pdf.moveTo(cx.amt + 30, y - 1).lineTo(R, y - 1).lineWidth(0.5).strokeColor('#999999').stroke();
      T(`Subtotal ${GROUPS[gi]!.name.toLowerCase()}`, cx.price - 100, y + 2, { font: FONT.serifItalic, size: 9, width: 170, align: 'right' });
      T(a(sub), cx.amt, y + 2, { font: FONT.serifItalic, size: 9, width: R - cx.amt, align: 'right' });
      y += 22;
    }
    pdf.moveTo(L, y).lineTo(R, y).lineWidth(1).strokeColor(wine).stroke();
    y += 10;
    T('TOTAL $', cx.price - 60, y, { font: FONT.sansBold, size: 12, width: 130, align: 'right' });
    T(a(t.total), cx.amt, y, { font: FONT.sansBold, size: 12, width: R - cx.amt, align: 'right' });
    y += 24;
    T(`Son ${amountInWords(t.total, 'pesos')}.`, L, y, { font: FONT.serifItalic, size: 9.5, width: R - L });
    // foot
    T(`CAE ${v.cae} — Vencimiento ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 770, { font: FONT.sans, size: 8 });
    T('Comprobante emitido por un Responsable Monotributo. No discrimina IVA.', L, 782, { font: FONT.sans, size: 7.5, color: '#777777' });
    T('Página 1', R - 60, 782, { font: FONT.sans, size: 7.5, width: 60, align: 'right', color: '#777777' });
  },
};
