import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, docNo, docTipo, FONT, pad, PipePdf, qrModules, sayCondition } from './common';

/** A candy and cookie wholesaler's factura A: numbered rows, the VAT rate of each row as a letter (see LAYOUTS.md). */
const A4: [number, number] = [595.28, 841.89];
const plain = (v: Parameters<typeof amount>[0]) => amount(v, 'ar-plain');
const LETTER: Record<number, string> = { 21: 'A', 10.5: 'B' };

export const fresh16FLayout: Layout = {
  id: 'fresh16-f',
  kind: 'invoice',
  title: 'fresh16 f (invoice)',
  page: { size: 'A4' },
  scanStyle: 'compact-mrc',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Dulce Norte S.A.', 'Dulce Norte'),
  template: (issuer) => ({
    id: 'fresh16-f-golosinas',
    name: `Facturas A de ${issuer.tradeName}`,
    instructions: 'Factura A de un mayorista de golosinas y galletitas: precios netos, alícuota de cada renglón como letra (A 21 %, B 10,5 %).',
    catalog: 'candy',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([2, 9]);
    const nro = rng.int(100000, 299999);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'candy', lineCount: [5, 10], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: true,
      pricesIncludeIva: () => false, numberStyles: ['ar-plain'],
    }, { layout: 'fresh16-f', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), client: rng.int(10000, 39999), zone: rng.int(1, 24), seller: rng.int(1, 40), route: rng.int(100, 999),
      days: rng.pick([7, 15, 21]),
    };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const pdf = new PipePdf(A4, { producer: 'Microsoft: Print To PDF', creator: 'DistriWin 7', title: `FA ${doc.reference}` }, {
      mode: 'plain', faces: { R: { ttf: FONT.narrow }, B: { ttf: FONT.narrowBold } },
    });
    const L = 30, R = A4[0] - 30;
    const cond = sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    // letterhead centred, the letter and the voucher at the right
    pdf.text(doc.issuer.tradeName.toUpperCase(), L, 30, { font: 'B', size: 18, width: 330, align: 'center' });
    pdf.text(`${doc.issuer.name} - Golosinas, galletitas y artículos de kiosco`, L, 52, { size: 8.5, width: 330, align: 'center' });
    pdf.text(`${doc.issuer.address} - ${doc.issuer.city} - Tel. ${doc.issuer.phone}`, L, 64, { size: 8, width: 330, align: 'center' });
    pdf.text(`${doc.issuer.condicionText.toUpperCase()} - CUIT ${cuitDashed(doc.issuer.cuit)} - IIBB ${doc.issuer.iibb} - Inic. act. ${doc.issuer.activitySince}`, L, 76, { size: 7, width: 330, align: 'center' });
    pdf.rect(370, 26, 34, 34, { stroke: '#000000', lineWidth: 1.2 });
    pdf.text('A', 370, 30, { font: 'B', size: 22, width: 34, align: 'center' });
    pdf.text('01', 370, 52, { size: 6, width: 34, align: 'center' });
    pdf.text('FACTURA', 414, 28, { font: 'B', size: 14 });
    pdf.text(`${doc.reference}`, 414, 46, { font: 'B', size: 11 });
    pdf.text(`FECHA ${date(doc.date, 'dd.mm.yyyy')}`, 414, 62, { size: 9 });
    pdf.text(`VTO. ${date(plus(doc.date, Number(v.days)), 'dd.mm.yyyy')}`, 414, 74, { size: 8 });
    pdf.line(L, 92, R, 92, { width: 1.2 });
    // customer in captioned cells, two rows
    const cells: Array<[string, string, number, number, number]> = [
      ['CLIENTE', `${v.client}`, L, 98, 60], ['RAZÓN SOCIAL', doc.receiver.name, L + 60, 98, 300], ['ZONA / VEND.', `${pad(Number(v.zone), 2)} / ${pad(Number(v.seller), 3)}`, L + 360, 98, 75],
      ['HOJA DE RUTA', String(v.route), L + 435, 98, R - L - 435],
      ['C.U.I.T.', docNo(doc), L, 124, 110], ['COND. I.V.A.', doc.receiver.condicionPrinted ? cond : '', L + 110, 124, 130],
      ['DOMICILIO', doc.receiver.address, L + 240, 124, R - L - 240],
    ];
    for (const [cap, val, x, y, w] of cells) {
      pdf.rect(x, y, w, 26, { stroke: '#000000', lineWidth: 0.5 });
      pdf.text(cap, x + 3, y + 2.5, { size: 5.8, color: '#444444' });
      pdf.text(val, x + 3, y + 12, { font: 'B', size: 8.5 });
    }
    pdf.text(`CONDICIÓN DE VENTA: CTA. CTE. ${v.days} DÍAS`, L, 156, { size: 7.5 });
    // rows: number, code, quantity, description, letter, price, amount
    const cx = { n: L, c: L + 26, q: L + 78, d: L + 120, t: L + 384, p: L + 400, a: R };
    let y = 172;
    pdf.rect(L, y, R - L, 14, { fill: '#e6e6e6' });
    const head = (s: string, x: number, w?: number, align?: 'right' | 'center') => pdf.text(s, x, y + 3.5, { font: 'B', size: 7, width: w, align });
    head('Nº', cx.n + 2);
    head('CÓDIGO', cx.c);
    head('CANT.', cx.q, 34, 'right');
    head('DESCRIPCIÓN', cx.d);
    head('T', cx.t, 12, 'center');
    head('P. UNIT.', cx.p, 68, 'right');
    head('IMPORTE', cx.a - 80, 78, 'right');
    y += 19;
    doc.lines.forEach((l, i) => {
      pdf.text(pad(i + 1, 3), cx.n + 2, y, { size: 8 });
      pdf.text(l.code ?? '', cx.c, y, { size: 8 });
      pdf.text(String(l.quantity), cx.q, y, { size: 8, width: 34, align: 'right' });
      pdf.text(l.description, cx.d, y, { size: 8 });
      pdf.text(LETTER[l.ivaRate]!, cx.t, y, { size: 8, width: 12, align: 'center' });
      pdf.text(plain(l.unitPrice!), cx.p, y, { size: 8, width: 68, align: 'right' });
      pdf.text(plain(t.lineAmounts[i]!), cx.a - 80, y, { size: 8, width: 78, align: 'right' });
      y += 13;
    });
    pdf.line(L, y + 1, R, y + 1, { width: 0.5 });
    pdf.text(`${doc.lines.length} renglones - Tasas: A = 21 %   B = 10,5 %   E = exento`, L, y + 6, { size: 7 });
    // totals as a strip of boxes across the page
    const a = t.byRate.find((r) => r.rate === 21), b = t.byRate.find((r) => r.rate === 10.5);
    const strip: Array<[string, string]> = [
      ['NETO GRAV. A', plain(a?.net ?? 0)], ['NETO GRAV. B', plain(b?.net ?? 0)], ['EXENTO', '0,00'], ['I.V.A. A 21%', plain(a?.vat ?? 0)],
      ['I.V.A. B 10,5%', plain(b?.vat ?? 0)], ['PERCEP.', '0,00'], ['TOTAL', plain(t.total)],
    ];
    const sy = 650;
    const sw = (R - L) / strip.length;
    strip.forEach(([cap, val], k) => {
      const last = k === strip.length - 1;
      pdf.rect(L + k * sw, sy, sw, 32, { stroke: '#000000', lineWidth: last ? 1.2 : 0.5, fill: last ? '#eeeeee' : undefined });
      pdf.text(cap, L + k * sw, sy + 4, { font: 'B', size: 6.5, width: sw, align: 'center' });
      pdf.text(val, L + k * sw + 2, sy + 17, { font: last ? 'B' : 'R', size: last ? 10 : 8.5, width: sw - 6, align: 'right' });
    });
    // CAE and QR
    const qr = arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) });
    pdf.qr(qrModules(qr), L, 700, 70);
    pdf.text(`C.A.E.: ${v.cae}`, L + 82, 708, { font: 'B', size: 9 });
    pdf.text(`VTO. C.A.E.: ${date(plus(doc.date, 10), 'dd.mm.yyyy')}`, L + 82, 721, { size: 8.5 });
    pdf.text('Comprobante autorizado - Consulte su validez en www.arca.gob.ar', L + 82, 734, { size: 7.5 });
    pdf.text('Recibí la mercadería en perfectas condiciones. Cheques a la orden de la firma, no a la orden.', L + 82, 752, { size: 7 });
    pdf.text('ORIGINAL', R - 80, 752, { font: 'B', size: 8, width: 80, align: 'right' });
    return pdf.bytes();
  },
};

function plus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
