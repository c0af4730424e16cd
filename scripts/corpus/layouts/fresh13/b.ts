import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, caeOf, cuitDashed, perception, PipePdf, plusDays, quantity, receiverNo, sayCondition, settle, yy } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 28, R = SIZE[0] - 28;
const BLUE = '#1f4e79';

/** Interleaved 2 of 5 (the pre-QR barcode of electronic vouchers): bars and spaces of a digit string of even length. */
const I25 = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
function i25Widths(digits: string): number[] {
  const out = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const a = I25[Number(digits[i])]!, b = I25[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) out.push(a[k] === 'w' ? 3 : 1, b[k] === 'w' ? 3 : 1);
  }
  out.push(3, 1, 1);
  return out;
}

/**
 * A paint distributor's factura A from an ERP whose report engine places every character on its own (PipePdf
 * 'glyph': `Tm`/`Td` and `Tj` per character, squeezed descriptions with `Tz`, letter-spaced captions with `Tc`), in a
 * Crystal-Reports-like design: logo, sections, a shaded caption band, zebra rows, an "Otros tributos" sub-report with
 * the IIBB perception, the old interleaved 2 of 5 barcode beside the CAE, the page footer with the printing time.
 * Amounts "1234.50", dates "22/11/26".
 */
export const fresh13BLayout: Layout = {
  id: 'fresh13-b',
  kind: 'invoice',
  title: 'fresh13 layout b',
  page: { size: 'A4' },
  scanStyle: 'crumpled-photo',
  issuer: (rng) => makeIssuer(rng, 'Pinturerías Cerro Azul S.R.L.', 'Cerro Azul Pinturas'),
  template: (issuer) => ({
    id: 'x-facturas-a-cerroazul',
    name: 'Facturas A Cerro Azul Pinturas',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a clientes responsables inscriptos. Precios unitarios netos de IVA ` +
      '(21 %). Algunas facturas llevan percepción de Ingresos Brutos en "Otros tributos". La referencia es el número de comprobante.',
    catalog: 'paint',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(8000, 64000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'paint', lineCount: [3, 8], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh13-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    settle(doc);
    const [juris, rate] = rng.pick([['Buenos Aires', 3], ['Buenos Aires', 2.5], ['C.A.B.A.', 3.5], ['Santa Fe', 2.5]] as const);
    doc.variant = {
      cae: caeOf((k) => rng.digits(k)), cliente: pad(rng.int(100, 9999), 6), juris, iibbRate: rate,
      hora: `${pad(rng.int(8, 19), 2)}:${pad(rng.int(0, 59), 2)}`, venta: rng.pick(['CTA. CTE. 30 DIAS', 'CONTADO', 'CHEQUE 30/60']),
      remito: `${pad(pv, 4)}-${pad(rng.int(1000, 90000), 8)}`, vendedor: rng.pick(['GOMEZ', 'LUCERO', 'PAEZ', 'RIVERO']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const k = new PipePdf(SIZE, { producer: 'Crystal Reports', creator: 'Gestión Comercial 9 - Facturación', title: 'FACT_A' }, {
      mode: 'glyph', faces: { H: { std: 'H' }, HB: { std: 'HB' }, HI: { std: 'HI' }, C: { std: 'C' } },
    });
    const a = (x: Decimal.Value) => amount(x, 'dot');
    const perc = perception(t.subtotal, Number(v.iibbRate));
    const printed = t.total.add(perc);
    // report header
    k.rect(L, 26, 48, 48, { fill: BLUE });
    k.text(is.tradeName.split(' ').map((w) => w[0]).join('').slice(0, 3).toUpperCase(), L, 41, { font: 'HB', size: 17, color: '#ffffff', width: 48, align: 'center' });
    k.text(is.name, L + 56, 28, { font: 'HB', size: 12, color: BLUE });
    k.text(is.address, L + 56, 45, { size: 7.5 });
    k.text(is.city, L + 56, 55, { size: 7.5 });
    k.text(`Tel.: ${is.phone}  -  ${is.email}`, L + 56, 65, { size: 7.5 });
    const bx = 278;
    k.rect(bx, 26, 40, 40, { lineWidth: 1.2 });
    k.text('A', bx, 30, { font: 'HB', size: 25, width: 40, align: 'center' });
    k.text('COD. 01', bx, 69, { font: 'H', size: 6, width: 40, align: 'center', tc: 0.4 });
    const rx = 352;
    k.text('FACTURA', rx, 26, { font: 'HB', size: 15, tc: 2.2, color: BLUE });
    const info: Array<[string, string]> = [
      ['Nro:', doc.reference], ['Fecha:', yy(doc.date)], ['C.U.I.T.:', cuitDashed(is.cuit)], ['Ing. Brutos:', is.iibb], ['Inicio Act.:', is.activitySince],
    ];
    info.forEach(([label, value], i) => {
      k.text(label, rx, 48 + i * 10.5, { font: 'HB', size: 7.5 });
      k.text(value, rx + 58, 48 + i * 10.5, { font: i === 0 ? 'HB' : 'H', size: i === 0 ? 8.5 : 7.5, place: 'Td' });
    });
    k.text('IVA RESPONSABLE INSCRIPTO', rx, 103, { font: 'HB', size: 7, tc: 0.5 });
    k.line(L, 116, R, 116, { color: '#808080', width: 0.5 });
    // customer section
    k.rect(L, 122, R - L, 62, { stroke: '#808080', lineWidth: 0.5 });
    const cap = (s: string, x: number, y: number) => k.text(s, x, y, { font: 'HB', size: 7.5 });
    cap('Cliente:', L + 6, 128); k.text(r.name, L + 70, 128, { font: 'HB', size: 8.5 });
    cap('Cód.:', R - 120, 128); k.text(String(v.cliente), R - 84, 128, { size: 8 });
    cap('Domicilio:', L + 6, 141); k.text(r.address, L + 70, 141, { size: 8 });
    cap('C.U.I.T.:', L + 6, 154); k.text(receiverNo(doc, cuitDashed, (d) => d), L + 70, 154, { size: 8, place: 'Td' });
    cap('Cond. IVA:', L + 200, 154); k.text(r.condicionText, L + 250, 154, { size: 8 });
    cap('Cond. Venta:', L + 6, 167); k.text(String(v.venta), L + 70, 167, { size: 8 });
    cap('Remito:', L + 200, 167); k.text(String(v.remito), L + 250, 167, { size: 8 });
    cap('Vendedor:', R - 120, 167); k.text(String(v.vendedor), R - 74, 167, { size: 8 });
    // page header: the caption band
    const cols = [
      { head: 'Artículo', x: L, w: 52, align: 'left' as const },
      { head: 'Descripción', x: L + 52, w: 200, align: 'left' as const },
      { head: 'Cant.', x: L + 252, w: 40, align: 'right' as const },
      { head: 'Unid.', x: L + 296, w: 30, align: 'left' as const },
      { head: 'P. Unitario', x: L + 326, w: 64, align: 'right' as const },
      { head: 'Bonif.%', x: L + 390, w: 40, align: 'right' as const },
      { head: 'Alíc.', x: L + 430, w: 32, align: 'right' as const },
      { head: 'Importe', x: L + 462, w: R - L - 462, align: 'right' as const },
    ];
    let y = 194;
    k.rect(L, y, R - L, 15, { fill: '#d9e2ec' });
    for (const c of cols) k.text(c.head, c.x + 3, y + 4, { font: 'HB', size: 7.5, width: c.w - 6, align: c.align, tc: 0.3 });
    y += 17;
    // details
    doc.lines.forEach((l, i) => {
      if (i % 2) k.rect(L, y - 2, R - L, 14, { fill: '#eef3f8' });
      const natural = k.measure(l.description, { size: 8 });
      const tz = natural > cols[1]!.w - 6 ? Math.floor(((cols[1]!.w - 6) / natural) * 100) : 100;
      k.text(l.code ?? '', cols[0]!.x + 3, y + 1, { size: 8 });
      k.text(l.description, cols[1]!.x + 3, y + 1, { size: 8, tz });
      k.text(quantity(l.quantity, 'dot', 2), cols[2]!.x + 3, y + 1, { size: 8, width: cols[2]!.w - 6, align: 'right', place: 'Td' });
      k.text('UN', cols[3]!.x + 3, y + 1, { size: 8 });
      k.text(a(l.unitPrice!), cols[4]!.x + 3, y + 1, { size: 8, width: cols[4]!.w - 6, align: 'right', place: 'Td' });
      k.text('0.00', cols[5]!.x + 3, y + 1, { size: 8, width: cols[5]!.w - 6, align: 'right', place: 'Td' });
      k.text(amount(l.ivaRate, 'dot'), cols[6]!.x + 3, y + 1, { size: 8, width: cols[6]!.w - 6, align: 'right', place: 'Td' });
      k.text(a(t.lineAmounts[i]!), cols[7]!.x + 3, y + 1, { size: 8, width: cols[7]!.w - 6, align: 'right', place: 'Td' });
      y += 14;
    });
    k.line(L, y + 2, R, y + 2, { color: '#808080', width: 0.5 });
    // report footer: totals at the right, the "Otros tributos" sub-report at the left
    y = Math.max(y + 14, 520);
    const tx = R - 210;
    k.rect(tx, y, 210, 62, { stroke: '#808080', lineWidth: 0.5 });
    const trow = (label: string, value: string, yy2: number, bold = false) => {
      k.text(label, tx + 6, yy2, { font: bold ? 'HB' : 'H', size: 8 });
      k.text(value, tx + 110, yy2, { font: bold ? 'HB' : 'H', size: 8, width: 94, align: 'right', place: 'Td' });
    };
    trow('Neto Gravado', a(t.subtotal), y + 6);
    t.byRate.forEach((b, i) => trow(`IVA ${amount(b.rate, 'dot')} %`, a(b.vat), y + 19 + i * 13));
    trow('Subtotal', a(t.total), y + 45, true);
    k.rect(L, y, 300, 15, { fill: '#d9e2ec' });
    k.text('OTROS TRIBUTOS', L + 4, y + 4, { font: 'HB', size: 7.5, tc: 0.8 });
    const ocols: Array<[string, number, 'left' | 'right']> = [['Descripción', L + 4, 'left'], ['Jurisdicción', L + 112, 'left'], ['Alíc. %', L + 196, 'right'], ['Importe', L + 242, 'right']];
    ocols.forEach(([h, x, al]) => k.text(h, x, y + 19, { font: 'HB', size: 7, width: al === 'right' ? 54 : undefined, align: al }));
    k.text('Percepción IIBB', L + 4, y + 31, { size: 8 });
    k.text(String(v.juris), L + 112, y + 31, { size: 8 });
    k.text(amount(Number(v.iibbRate), 'dot'), L + 196, y + 31, { size: 8, width: 54, align: 'right', place: 'Td' });
    k.text(a(perc), L + 242, y + 31, { size: 8, width: 54, align: 'right', place: 'Td' });
    k.line(L, y + 44, L + 300, y + 44, { color: '#808080', width: 0.4 });
    k.text('Importe Otros Tributos:', L + 4, y + 48, { font: 'HB', size: 8 });
    k.text(a(perc), L + 242, y + 48, { font: 'HB', size: 8, width: 54, align: 'right', place: 'Td' });
    y += 70;
    k.rect(tx, y, 210, 22, { fill: BLUE });
    k.text('TOTAL', tx + 8, y + 6, { font: 'HB', size: 11, color: '#ffffff', tc: 1 });
    k.text(a(printed), tx + 80, y + 6, { font: 'HB', size: 11, color: '#ffffff', width: 124, align: 'right', place: 'Td' });
    k.text(`SON PESOS: ${amountInWords(printed, '').trim().toUpperCase()}`, L, y + 29, { font: 'HI', size: 7.5, tz: 90 });
    // CAE, the barcode and the page footer
    y += 52;
    const vto = plusDays(doc.date, 10).replace(/-/g, '');
    k.text(`C.A.E. N°: ${v.cae}`, L, y, { font: 'HB', size: 8.5 });
    k.text(`Fecha Vto. C.A.E.: ${yy(plusDays(doc.date, 10))}`, L, y + 12, { size: 8 });
    let code = `${is.cuit}01${doc.reference.slice(0, 4)}${v.cae}${vto}`;
    const sum = [...code].reduce((s, c, i) => s + Number(c) * (i % 2 ? 1 : 3), 0);
    code += String((10 - (sum % 10)) % 10);
    if (code.length % 2) code = `0${code}`;
    let bxp = L + 200;
    const unit = 0.72;
    i25Widths(code).forEach((w, i) => {
      if (i % 2 === 0) k.rect(bxp, y - 4, w * unit, 30, { fill: '#000000' });
      bxp += w * unit;
    });
    k.text(code, L + 200, y + 29, { font: 'C', size: 7 });
    k.line(L, SIZE[1] - 40, R, SIZE[1] - 40, { color: '#808080', width: 0.5 });
    k.text(`Impreso: ${yy(doc.date)} ${v.hora}`, L, SIZE[1] - 34, { size: 6.5, color: '#555555' });
    k.text('FACT_A.rpt', L, SIZE[1] - 34, { size: 6.5, color: '#555555', width: R - L, align: 'center' });
    k.text('Página 1 de 1', L, SIZE[1] - 34, { size: 6.5, color: '#555555', width: R - L, align: 'right' });
    return k.bytes();
  },
};
