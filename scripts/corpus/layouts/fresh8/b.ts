import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, dotted, quantity, RawPdf, type RawFont, sayCondition, settle, vatContained, yy } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 30, R = SIZE[0] - 30, W = R - L;
const PER_SHEET = 9;

/**
 * An industrial bearings and hydraulics distributor's factura A/B over TWO sheets, from a classic Windows ERP whose
 * report engine writes its own PDF (our RawPdf): every string a TJ array with the AFM kerning pairs as numbers and
 * NO space glyphs (the gaps between words are glue numbers, as TeX writes them), standard Helvetica/Courier.
 * Header and customer box repeated on each sheet ("Hoja 1 de 2"); Artículo / Descripción / Cantidad / Precio Unit. /
 * Bonif. % / Importe; under some rows a smaller line "Lote: …" or "N° de serie: …" (not part of the description);
 * sheet 1 ends with "TRANSPORTE" (the running sum) and "Continúa en hoja 2", sheet 2 starts with the same
 * "TRANSPORTE" row (not an item); in two documents of three a negative item row "BONIFICACION COMERCIAL 5 %"
 * (quantity 1, a negative price: an item of the truth); totals on the last sheet only: Subtotal, Neto gravado,
 * I.V.A. 21 %, Percep. I.V.A., Percep. I.I.B.B., Imp. Internos (zeros), TOTAL; "Son Pesos: …"; CAE. Dates "24/11/26".
 * A (net) to a Responsable Inscripto, B (final prices) otherwise.
 */
export const fresh8BLayout: Layout = {
  id: 'fresh8-b',
  kind: 'invoice',
  title: 'fresh8 layout b',
  page: { size: 'A4' },
  scanStyle: 'lowres-gray',
  issuer: (rng) => makeIssuer(rng, 'Rodamientos El Quebracho S.A.', 'Rodamientos El Quebracho'),
  template: (issuer) => ({
    id: 's-facturas-rodamientos-quebracho',
    name: 'Facturas Rodamientos El Quebracho',
    instructions:
      `Facturas A y B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, en dos hojas. El cliente es "Cliente". A: precios netos más IVA; B: precios finales. ` +
      'El "TRANSPORTE" entre hojas no es un artículo; la bonificación comercial es un renglón negativo. La referencia es el número de factura.',
    catalog: 'industrial',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(1000, 40000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'industrial', lineCount: [10, 13], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 1,
        mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh8-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'RESP. MONOTRIBUTO' });
    settle(doc);
    if (index % 3 !== 2) {
      const base = doc.totals!.subtotal;
      doc.lines.push({ code: 'BONIF', description: 'BONIFICACION COMERCIAL 5 %', quantity: 1, unit: 'u', unitPrice: round2(base.mul(0.05)).neg(), ivaRate: 21 });
      settle(doc);
    }
    const notes: Record<number, string> = {};
    doc.lines.forEach((l, i) => {
      if (l.code === 'BONIF' || !rng.chance(0.45)) return;
      notes[i] = l.code!.startsWith('RD') ? `N° de serie: ${rng.pick(['SK', 'NT', 'FG'])}${rng.digits(7)}` : `Lote: ${rng.digits(4)}-${rng.digits(4)}  Vto.: ${pad(rng.int(1, 12), 2)}/${rng.int(2027, 2029)}`;
    });
    doc.variant = {
      pv, nro, cae: `7${rng.digits(13)}`, client: pad(rng.int(100, 9999), 6), seller: `${pad(rng.int(1, 12), 2)} - ${rng.pick(['GOMEZ', 'SOSA', 'PAREDES', 'FUNES'])}`,
      remito: `${pad(pv, 4)}-${pad(rng.int(10000, 90000), 8)}`, oc: rng.chance(0.6) ? `OC ${rng.int(1000, 99999)}` : '',
      notes: JSON.stringify(notes),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const notes = JSON.parse(String(v.notes)) as Record<string, string>;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const k = new RawPdf(SIZE, { producer: 'RPT-Engine 5.2 (c) Sistemas Contables', creator: 'Gestión Comercial - Facturación', title: `FACTURA ${letter} ${doc.reference}` });
    const tx = (s: string, x: number, y: number, o: { font?: RawFont; size?: number; align?: 'left' | 'right' | 'center'; width?: number; tracking?: number } = {}) =>
      k.text(s, x, y, { mode: 'tex', ...o });
    const sheets = [doc.lines.slice(0, PER_SHEET), doc.lines.slice(PER_SHEET)];
    const transport = t.lineAmounts.slice(0, PER_SHEET).reduce((s, x) => s.add(x), new Decimal(0));
    sheets.forEach((rows, sheet) => {
      if (sheet) k.addPage();
      // header
      tx(is.tradeName.toUpperCase(), L, 30, { font: 'HB', size: 14 });
      tx(is.name, L, 48, { size: 8 });
      tx(`${is.address} - ${is.city}`, L, 58, { size: 8 });
      tx(`Tel.: ${is.phone} - ${is.email}`, L, 68, { size: 8 });
      tx('I.V.A. RESPONSABLE INSCRIPTO', L, 80, { font: 'HB', size: 8 });
      k.rect(SIZE[0] / 2 - 22, 26, 44, 46, { stroke: '#000000', lineWidth: 1 });
      tx(letter, SIZE[0] / 2 - 22, 30, { font: 'HB', size: 26, width: 44, align: 'center' });
      tx(`Código N° ${letter === 'A' ? '01' : '06'}`, SIZE[0] / 2 - 30, 76, { size: 6.5, width: 60, align: 'center' });
      const RX = SIZE[0] / 2 + 40;
      tx('FACTURA', RX, 28, { font: 'HB', size: 15, tracking: 80 });
      tx(`N° ${doc.reference}`, RX, 48, { font: 'CB', size: 11 });
      tx(`Fecha: ${yy(doc.date)}`, RX, 64, { size: 9 });
      tx(`C.U.I.T.: ${cuitDashed(is.cuit)}`, RX, 78, { size: 8 });
      tx(`Ing. Brutos: ${is.iibb}   Inicio Act.: ${is.activitySince}`, RX, 88, { size: 8 });
      tx(`Hoja ${sheet + 1} de 2`, R - 70, 100, { font: 'HB', size: 8, width: 70, align: 'right' });
      k.line(L, 112, R, 112, { width: 1 });
      // customer box
      k.rect(L, 118, W, 64, { stroke: '#000000', lineWidth: 0.7 });
      tx(`Cliente: (${v.client}) ${r.name}`, L + 6, 124, { font: 'HB', size: 9 });
      tx(`Domicilio: ${r.address || '-'}`, L + 6, 138, { size: 8 });
      const id = r.docType === 'CUIT' ? `C.U.I.T.: ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `D.N.I.: ${dotted(r.docNumber!)}` : 'C.U.I.T.: -';
      tx(id, L + 6, 152, { size: 8 });
      tx(`Cond. I.V.A.: ${r.condicionText}`, L + 170, 152, { size: 8 });
      tx('Cond. Venta: CTA. CTE. 30 DIAS', L + 6, 166, { size: 8 });
      tx(`Vendedor: ${v.seller}`, L + 170, 166, { size: 8 });
      tx(`Remito: ${v.remito}`, L + 340, 138, { size: 8 });
      if (v.oc) tx(`O. Compra: ${v.oc}`, L + 340, 152, { size: 8 });
      tx(`Vto.: ${yy(addDays(doc.date, 30))}`, L + 340, 166, { size: 8 });
      // table
      const cols: Array<[string, number, 'left' | 'right']> = [['Artículo', 52, 'left'], ['Descripción', 232, 'left'], ['Cantidad', 50, 'right'], ['Precio Unit.', 66, 'right'], ['Bonif. %', 40, 'right'], ['Importe', W - 440, 'right']];
      let y = 190;
      k.rect(L, y, W, 16, { fill: '#e6e6e6' });
      let x = L;
      for (const [cap, w, al] of cols) {
        tx(cap, x + 3, y + 4, { font: 'HB', size: 8, width: w - 6, align: al });
        x += w;
      }
      k.line(L, y + 16, R, y + 16, { width: 0.7 });
      y += 22;
      const row = (cells: string[], font: RawFont = 'H') => {
        x = L;
        cols.forEach(([, w, al], c) => {
          if (cells[c]) tx(cells[c]!, x + 3, y, { font, size: 8.5, width: w - 6, align: al });
          x += w;
        });
      };
      if (sheet === 1) {
        row(['', 'TRANSPORTE', '', '', '', a(transport)], 'HB');
        y += 16;
      }
      const offset = sheet === 0 ? 0 : PER_SHEET;
      rows.forEach((l, j) => {
        const i = offset + j;
        row([l.code ?? '', l.description, quantity(l.quantity, 'ar', 2), a(l.unitPrice!), '0,00', a(t.lineAmounts[i]!)]);
        y += 12;
        if (notes[String(i)]) {
          tx(notes[String(i)]!, L + 64, y - 1, { font: 'HI', size: 7 });
          y += 10;
        }
        y += 4;
      });
      const FOOT = 640;
      let cx = L;
      for (const [, w] of cols) {
        k.line(cx, 190, cx, FOOT, { width: 0.4 });
        cx += w;
      }
      k.line(R, 190, R, FOOT, { width: 0.4 });
      k.line(L, FOOT, R, FOOT, { width: 0.7 });
      if (sheet === 0) {
        tx('TRANSPORTE', L + 300, FOOT + 8, { font: 'HB', size: 9 });
        tx(a(transport), R - 120, FOOT + 8, { font: 'HB', size: 9, width: 116, align: 'right' });
        tx('Continúa en hoja 2', L, FOOT + 30, { font: 'HI', size: 8 });
        return;
      }
      // totals, last sheet
      const rowsT: Array<[string, string]> = letter === 'A'
        ? [['Subtotal', a(t.subtotal)], ['Neto Gravado', a(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. ${String(b.rate).replace('.', ',')} %`, a(b.vat)]),
          ['Percep. I.V.A.', '0,00'], ['Percep. I.I.B.B.', '0,00'], ['Imp. Internos', '0,00']]
        : [['Subtotal', a(t.subtotal)], ['Percep. I.I.B.B.', '0,00'], ['Imp. Internos', '0,00']];
      let ty = FOOT + 8;
      for (const [cap, val] of rowsT) {
        tx(cap, R - 250, ty, { size: 8.5, width: 120, align: 'right' });
        tx(val, R - 120, ty, { font: 'C', size: 8.5, width: 116, align: 'right' });
        ty += 12;
      }
      k.rect(R - 250, ty + 2, 250, 18, { stroke: '#000000', lineWidth: 1 });
      tx('TOTAL $', R - 250, ty + 7, { font: 'HB', size: 10, width: 120, align: 'right' });
      tx(a(t.total), R - 120, ty + 7, { font: 'CB', size: 10, width: 116, align: 'right' });
      tx(`Son Pesos: ${amountInWords(t.total, '').trim().toUpperCase()}`, L, ty + 30, { size: 7.5 });
      if (letter === 'B') tx(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA contenido: $ ${a(vatContained(t.total, 21))}`, L, ty + 42, { size: 6.5 });
      tx(`C.A.E. N°: ${v.cae}`, L, 790, { font: 'HB', size: 9 });
      tx(`Fecha Vto. C.A.E.: ${yy(addDays(doc.date, 10))}`, L + 180, 790, { size: 9 });
      tx('ORIGINAL', R - 80, 790, { font: 'HB', size: 9, width: 80, align: 'right' });
    });
    return k.bytes();
  },
};
