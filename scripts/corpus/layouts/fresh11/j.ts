import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, hash01, JsPdfKit, sayCondition, settle } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 44, R = SIZE[0] - 44;
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * A home-goods seller's sale detail downloaded from a marketplace's seller panel (jsPDF): "Venta #" with a long number,
 * the date in words with the time, the buyer's nickname and, apart, the billing data; each product as a card with the
 * unit price and "N u."; the summary adds the marketplace's selling fee and shipping cost charged to the seller and
 * ends with what the seller receives (not the sale's total). Final prices.
 */
export const fresh11JLayout: Layout = {
  id: 'fresh11-j',
  kind: 'invoice',
  title: 'fresh11 layout j',
  page: { size: 'A4' },
  scanStyle: 'punched-dogear',
  issuer: (rng) => makeIssuer(rng, 'Comercial Villa Elisa S.R.L.', 'Hogar Villa Elisa'),
  template: (issuer) => ({
    id: 'mk-villaelisa-ventas',
    name: 'Ventas marketplace Hogar Villa Elisa',
    instructions: `Ventas por marketplace de ${issuer.name} (CUIT ${issuer.cuit}). Facturar al comprador con los "Datos de facturación"; precios finales. ` +
      'Los cargos del marketplace no son renglones.',
    catalog: 'home',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'home', lineCount: [1, 3], receivers: ['dni', 'dni', 'dni', 'company-ri', 'monotributo'], conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh11-j', templateId: template.id, issuer, reference: `2000${rng.digits(12)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = Math.min(l.quantity, rng.pick([1, 1, 2, 3]));
    settle(doc);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    const t = doc.lines.reduce((s, l) => s.add(round2(new Decimal(l.quantity).mul(l.unitPrice!))), new Decimal(0));
    doc.variant = {
      nick: `${doc.receiver.name.split(' ')[0]!.toUpperCase().normalize('NFKD').replace(/[^A-Z]/g, '')}${rng.int(100, 9999)}`,
      time: `${rng.int(8, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      fee: round2(t.mul(rng.pick([13, 14.5, 16])).div(100)).toString(),
      ship: rng.pick(['0', String(rng.int(3200, 7900))]),
      pack: String(rng.int(20000, 99999)),
    };
    return doc;
  },
  render: async (doc) => {
    const r = doc.receiver, v = doc.variant, t = doc.totals!;
    const fileId = [...Array(32)].map((_, i) => Math.floor(hash01(doc.reference, i) * 16).toString(16)).join('').toUpperCase();
    const k = new JsPdfKit(SIZE, { title: `Venta ${doc.reference}`, creator: 'Panel de vendedor', fileId });
    const a = (d: Decimal.Value) => `$ ${amount(d, 'ar')}`;
    const [yr, mo, dd] = doc.date.split('-');
    k.rect(0, 0, SIZE[0], 54, { fill: '#fff159' });
    k.text('Ventas  >  Detalle de la venta', L, 22, { size: 10, color: '#333333' });
    let y = 76;
    k.text(`Venta #${doc.reference}`, L, y, { bold: true, size: 15 });
    k.rect(R - 92, y - 2, 92, 18, { fill: '#e6f7ed', radius: 9 });
    k.text('Entregada', R - 92, y + 2, { size: 9, width: 92, align: 'center', color: '#00a650' });
    y += 22;
    k.text(`${Number(dd)} de ${MONTHS[Number(mo) - 1]} de ${yr} ${v.time} hs  ·  Paquete de ${doc.lines.length} producto${doc.lines.length > 1 ? 's' : ''}  ·  Envío #${v.pack}`, L, y, { size: 9, color: '#666666' });
    y += 26;
    for (const [i, l] of doc.lines.entries()) {
      k.rect(L, y, R - L, 58, { stroke: '#e5e5e5', lineWidth: 0.8, radius: 6 });
      k.rect(L + 10, y + 9, 40, 40, { fill: '#eeeeee', radius: 4 });
      k.text(l.description, L + 62, y + 12, { size: 10.5 });
      k.text(`SKU: ${l.code}`, L + 62, y + 28, { size: 8, color: '#888888' });
      k.text(`${a(l.unitPrice!)} x ${l.quantity} u.`, L + 62, y + 40, { size: 9, color: '#333333' });
      k.text(a(t.lineAmounts[i]!), R - 130, y + 12, { bold: true, size: 11, width: 120, align: 'right' });
      y += 66;
    }
    y += 8;
    // buyer and billing
    k.rect(L, y, (R - L) / 2 - 8, 96, { stroke: '#e5e5e5', lineWidth: 0.8, radius: 6 });
    k.text('Comprador', L + 12, y + 12, { bold: true, size: 10 });
    k.text(String(v.nick), L + 12, y + 30, { size: 9.5 });
    k.text('Envío a domicilio', L + 12, y + 46, { size: 8.5, color: '#666666' });
    k.text(r.address || '-', L + 12, y + 60, { size: 8, color: '#666666' });
    const bx = L + (R - L) / 2 + 8;
    k.rect(bx, y, (R - L) / 2 - 8, 96, { stroke: '#e5e5e5', lineWidth: 0.8, radius: 6 });
    k.text('Datos para tu factura', bx + 12, y + 12, { bold: true, size: 10 });
    k.text(r.name, bx + 12, y + 30, { size: 9.5 });
    if (r.docType) k.text(`${r.docType} ${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : dotted(r.docNumber!)}`, bx + 12, y + 46, { size: 9 });
    if (r.condicionPrinted) k.text(r.condicionText, bx + 12, y + 60, { size: 9 });
    y += 116;
    // summary
    k.text('Resumen', L, y, { bold: true, size: 11 });
    y += 20;
    const row = (label: string, value: string, bold = false, color = '#333333') => {
      k.text(label, L, y, { bold, size: bold ? 10.5 : 9.5, color });
      k.text(value, R - 160, y, { bold, size: bold ? 10.5 : 9.5, width: 160, align: 'right', color });
      y += 17;
    };
    const fee = new Decimal(String(v.fee)), ship = new Decimal(String(v.ship));
    row(`Productos (${doc.lines.reduce((s, l) => s + l.quantity, 0)})`, a(t.total));
    row('Precio de la venta', a(t.total), true);
    row('Cargo por venta', `-${a(fee)}`, false, '#c0392b');
    row('Costo de envío', ship.isZero() ? a(0) : `-${a(ship)}`, false, '#c0392b');
    k.line(L, y - 4, R, y - 4, { width: 0.5, color: '#dddddd' });
    y += 4;
    row('Total que recibís', a(t.total.sub(fee).sub(ship)), true);
    k.text('Los precios incluyen IVA. Emití la factura a los datos del comprador.', L, y + 10, { size: 8, color: '#888888' });
    return k.bytes();
  },
};
