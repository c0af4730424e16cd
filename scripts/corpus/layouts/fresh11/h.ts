import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FlipPdf, pad, quantity, sayCondition } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 30, R = SIZE[0] - 30;

/**
 * An industrial supplies shop's factura A from a cloud accounting suite's server-side report engine (fresh9's y-down
 * writer): a grey title band, the voucher data in a right-hand grid, the customer in a framed box where each value
 * sits on a line with its caption BELOW it, a zebra table with the VAT rate per line (10,5 / 21), the totals with
 * one VAT row per rate, CAE. Dates "27.11.2026", figures "1.234,56". Net prices.
 */
export const fresh11HLayout: Layout = {
  id: 'fresh11-h',
  kind: 'invoice',
  title: 'fresh11 layout h',
  page: { size: 'A4' },
  scanStyle: 'binding-curl',
  issuer: (rng) => makeIssuer(rng, 'Metalúrgica Sierra Chica S.A.', 'Sierra Chica Rodamientos'),
  template: (issuer) => ({
    id: 'fc-sierrachica-a',
    name: 'Facturas A Sierra Chica',
    instructions: `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}); precios netos, IVA 10,5 % y 21 % por renglón.`,
    catalog: 'industrial',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'industrial', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh11-h', templateId: template.id, issuer, reference: `${pad(rng.int(1, 12), 5)}-${pad(rng.int(3000, 80000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = {
      cae: rng.digits(14), client: `C${pad(rng.int(1, 2999), 5)}`, order: `OC ${rng.int(4500001000, 4500099999)}`,
      pay: rng.pick(['Cuenta corriente 30 días', 'Cheque 30/60', 'Transferencia']), seller: rng.pick(['Vendedor 04', 'Mostrador', 'Vendedor 11']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const k = new FlipPdf(SIZE, { producer: 'ReportServer PDF 4.2', creator: 'Gestión en la nube — Facturación', title: `Factura A ${doc.reference}` });
    k.flipRect(L, 30, R - L, 62, { fill: '#eeeeee' });
    k.flipText(is.tradeName, L + 12, 40, { font: 'HB', size: 15 });
    k.flipLines([is.name, `${is.address} — ${is.city}`, `CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · ${is.condicionText}`], L + 12, 60, 9.5, { font: 'H', size: 7.5 });
    const mid = (L + R) / 2 + 40;
    k.flipRect(mid - 26, 36, 36, 36, { stroke: '#000000', lineWidth: 1, fill: '#ffffff' });
    k.flipText('A', mid - 26, 40, { font: 'HB', size: 22, width: 36, align: 'center' });
    k.flipText('Cód. 01', mid - 26, 64, { font: 'H', size: 5.5, width: 36, align: 'center' });
    k.flipText('FACTURA', mid + 20, 38, { font: 'HB', size: 13 });
    const grid: Array<[string, string]> = [['Número', doc.reference], ['Fecha', date(doc.date, 'dd.mm.yyyy')], ['Inicio de actividades', is.activitySince]];
    grid.forEach(([a, b], i) => {
      k.flipText(a, mid + 20, 56 + i * 11, { font: 'H', size: 7.5, color: '#555555' });
      k.flipText(b, R - 110, 56 + i * 11, { font: 'HB', size: 8, width: 100, align: 'right' });
    });
    // the customer: values on lines, their captions below
    const by = 104;
    k.flipRect(L, by, R - L, 84, { stroke: '#777777', lineWidth: 0.6 });
    k.flipText('DATOS DEL CLIENTE', L + 8, by + 6, { font: 'HB', size: 7, color: '#555555' });
    const field = (value: string, caption: string, x: number, y: number, w: number) => {
      k.flipText(value || '—', x, y, { font: 'H', size: 9.5 });
      k.flipLine(x, y + 12, x + w, y + 12, { width: 0.4, color: '#999999' });
      k.flipText(caption, x, y + 14, { font: 'H', size: 6.5, color: '#666666' });
    };
    const half = (R - L - 32) / 2;
    field(r.name, 'Razón social', L + 8, by + 22, half);
    field(r.docNumber ? cuitDashed(r.docNumber) : '', 'CUIT', L + 24 + half, by + 22, half / 2 - 8);
    field(String(v.client), 'N° de cliente', L + 24 + half * 1.5, by + 22, half / 2);
    field(r.condicionText, 'Condición frente al IVA', L + 8, by + 52, half / 2);
    field(r.address, 'Domicilio', L + 16 + half / 2, by + 52, half);
    field(String(v.pay), 'Condición de venta', L + 24 + half * 1.5, by + 52, half / 2);
    // items
    let y = 202;
    const cols: Array<[string, number, number, 'left' | 'right']> = [['Código', L, 46, 'left'], ['Descripción', L + 48, 262, 'left'], ['Cant.', L + 312, 40, 'right'],
      ['P. unitario', L + 354, 66, 'right'], ['IVA', L + 422, 36, 'right'], ['Importe', L + 460, R - L - 460, 'right']];
    k.flipRect(L, y, R - L, 15, { fill: '#333333' });
    for (const [h, x, w, al] of cols) k.flipText(h, x + 3, y + 4, { font: 'HB', size: 7.5, color: '#ffffff', width: w - 6, align: al });
    y += 15;
    doc.lines.forEach((l, i) => {
      if (i % 2 === 1) k.flipRect(L, y, R - L, 14, { fill: '#f3f3f3' });
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar', 2), amount(l.unitPrice!, 'ar'), `${String(l.ivaRate).replace('.', ',')}%`, amount(t.lineAmounts[i]!, 'ar')];
      cols.forEach(([, x, w, al], c) => k.flipText(cells[c]!, x + 3, y + 3.5, { font: 'H', size: 8, width: w - 6, align: al, ...(c === 1 && k.w(cells[c]!, 'H', 8) > w - 6 ? { squeeze: Math.floor(((w - 6) / k.w(cells[c]!, 'H', 8)) * 100) } : {}) }));
      y += 14;
    });
    k.flipLine(L, y + 2, R, y + 2, { width: 0.6 });
    // totals
    y += 14;
    const rows: Array<[string, string, boolean]> = [['Subtotal neto gravado', amount(t.subtotal, 'ar'), false],
      ...t.byRate.map((b): [string, string, boolean] => [`IVA ${String(b.rate).replace('.', ',')}%`, amount(b.vat, 'ar'), false]),
      ['Percepciones', '0,00', false], ['TOTAL $', amount(t.total, 'ar'), true]];
    for (const [a, b, bold] of rows) {
      k.flipText(a, R - 250, y, { font: bold ? 'HB' : 'H', size: bold ? 10.5 : 8.5, width: 150, align: 'right' });
      k.flipText(b, R - 96, y, { font: bold ? 'HB' : 'H', size: bold ? 10.5 : 8.5, width: 90, align: 'right' });
      y += bold ? 16 : 12;
    }
    k.flipText(`Su orden de compra: ${v.order} · ${v.seller}`, L, y - 40, { font: 'H', size: 7.5, color: '#555555' });
    k.flipRect(L, 740, R - L, 46, { stroke: '#bbbbbb', lineWidth: 0.5 });
    k.flipLines([`CAE ${v.cae}`, `Vencimiento CAE ${date(doc.date.slice(0, 8) + String(Math.min(28, Number(doc.date.slice(8)) + 10)).padStart(2, '0'), 'dd.mm.yyyy')}`], L + 10, 748, 12, { font: 'HB', size: 8.5 });
    k.flipText('Comprobante electrónico autorizado — Página 1 de 1', R - 250, 770, { font: 'H', size: 7, width: 240, align: 'right', color: '#777777' });
    return k.bytes();
  },
};
