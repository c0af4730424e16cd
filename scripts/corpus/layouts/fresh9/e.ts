import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, JsPdfKit, pad, sayCondition, settle, yy } from './common';

const W = 595.28, H = 841.89, L = 30, R = W - 30;
const FIRST_PAGE_ROWS = 14;

const COLS = [
  { h: 'Cant.', w: 34, a: 'right' as const }, { h: 'Bult.', w: 28, a: 'right' as const }, { h: 'Descripción', w: 178, a: 'left' as const },
  { h: 'P. Lista', w: 56, a: 'right' as const }, { h: '% Bonif.', w: 38, a: 'right' as const }, { h: 'P. Neto', w: 56, a: 'right' as const },
  { h: 'IVA %', w: 32, a: 'right' as const }, { h: 'Importe', w: 64, a: 'right' as const }, { h: 'Código', w: 49, a: 'left' as const },
];

function perceptions(doc: DocSpec): { iibbRate: number; iibb: Decimal; ivaRate: number; iva: Decimal; total: Decimal } {
  const t = doc.totals!;
  const iibbRate = Number(doc.variant.iibbRate), ivaRate = Number(doc.variant.ivaPercRate);
  const iibb = round2(t.subtotal.mul(iibbRate).div(100)), iva = round2(t.subtotal.mul(ivaRate).div(100));
  return { iibbRate, iibb, ivaRate, iva, total: t.total.add(iibb).add(iva) };
}

function header(k: JsPdfKit, doc: DocSpec, sheet: number, sheets: number): number {
  const is = doc.issuer, r = doc.receiver, v = doc.variant;
  k.rect(L, 28, R - L, 92, { stroke: '#000000', lineWidth: 0.8 });
  k.text(is.tradeName.toUpperCase(), L + 8, 36, { bold: true, size: 11.5 });
  k.text(is.name, L + 8, 55, { size: 8 });
  k.text(`${is.address} · ${is.city}`, L + 8, 66, { size: 8 });
  k.text(`Tel. ${is.phone}`, L + 8, 77, { size: 8 });
  k.text(`${is.condicionText} · Agente de Percepción IIBB`, L + 8, 92, { size: 7.5 });
  k.rect(W / 2 - 20, 28, 40, 36, { stroke: '#000000', lineWidth: 1 });
  k.text('A', W / 2 - 20, 31, { bold: true, size: 22, width: 40, align: 'center' });
  k.text('Cód. 01', W / 2 - 20, 55, { size: 6, width: 40, align: 'center' });
  k.text('FACTURA', W / 2 + 34, 36, { bold: true, size: 13 });
  k.text(`N°  ${doc.reference}`, W / 2 + 34, 54, { bold: true, size: 10 });
  k.text(`Fecha  ${yy(doc.date)}`, W / 2 + 34, 68, { size: 9 });
  k.text(`CUIT ${cuitDashed(is.cuit)}  ·  IIBB ${is.iibb}`, W / 2 + 34, 82, { size: 7.5 });
  k.text(`Inicio act. ${is.activitySince}`, W / 2 + 34, 93, { size: 7.5 });
  k.text(`Hoja ${sheet} de ${sheets}`, R - 70, 104, { size: 8, width: 62, align: 'right' });
  if (sheet > 1) return 128;
  k.rect(L, 124, R - L, 58, { stroke: '#000000', lineWidth: 0.6 });
  k.text('Sres.:', L + 6, 130, { size: 8 });
  k.text(r.name, L + 44, 130, { bold: true, size: 9 });
  k.text('Domic.:', L + 6, 143, { size: 8 });
  k.text(r.address, L + 44, 143, { size: 8 });
  k.text('C.U.I.T.:', L + 6, 156, { size: 8 });
  k.text(cuitDashed(r.docNumber!), L + 44, 156, { size: 8 });
  if (r.condicionPrinted) {
    k.text('I.V.A.:', L + 160, 156, { size: 8 });
    k.text(r.condicionText, L + 190, 156, { size: 8 });
  }
  k.text(`Cliente N° ${v.client}   ·   Zona ${v.zone}   ·   Vend. ${v.seller}   ·   Cond. vta.: ${v.pay}`, L + 6, 169, { size: 7.5 });
  return 190;
}

function tableHead(k: JsPdfKit, y: number): number {
  k.rect(L, y, R - L, 14, { fill: '#dddddd', stroke: '#000000', lineWidth: 0.5 });
  let x = L;
  for (const c of COLS) {
    k.text(c.h, x + 2, y + 3.5, { bold: true, size: 7.2, width: c.w - 4, align: c.a });
    x += c.w;
  }
  return y + 14;
}

function row(k: JsPdfKit, doc: DocSpec, i: number, y: number): number {
  const l = doc.lines[i]!, v = doc.variant, t = doc.totals!;
  const m = (x: Decimal.Value) => amount(x, 'ar');
  const cells = [
    String(l.quantity), String(l.bultos ?? Math.max(1, Math.ceil(l.quantity / 6))), l.description, m(String(v[`list${i}`])), amount(Number(v[`bonif${i}`]), 'ar'),
    m(l.unitPrice!), amount(l.ivaRate, 'ar'), m(t.lineAmounts[i]!), l.code ?? '',
  ];
  let x = L;
  COLS.forEach((c, j) => {
    k.text(cells[j]!, x + 2, y + 3, { size: 7.6, width: c.w - 4, align: c.a });
    x += c.w;
  });
  k.line(L, y + 13, R, y + 13, { width: 0.2, color: '#999999' });
  return y + 13.5;
}

function grid(k: JsPdfKit, top: number, bottom: number): void {
  k.rect(L, top, R - L, bottom - top, { stroke: '#000000', lineWidth: 0.5 });
  let x = L;
  for (const c of COLS.slice(0, -1)) {
    x += c.w;
    k.line(x, top, x, bottom, { width: 0.4 });
  }
}

/** fresh9 layout e (see LAYOUTS.md). */
export const fresh9ELayout: Layout = {
  id: 'fresh9-e',
  kind: 'invoice',
  title: 'fresh9 layout e',
  page: { size: 'A4' },
  scanStyle: 'fold-crease',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Mayorista Paso de los Libres S.A.', 'Mayorista Paso de los Libres'),
  template: (issuer) => ({
    id: 't-facturas-mayoristapdl',
    name: 'Facturas A Mayorista Paso de los Libres',
    instructions: `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), distribuidora mayorista, a comercios. Precios netos con bonificación por línea (P. Neto), IVA 21 %; el total impreso suma percepciones.`,
    catalog: 'grocery',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 8), nro = rng.int(10000, 99000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'grocery', lineCount: [18, 26], receivers: ['company-ri'], conditionPrinted: 0.9, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh9-e', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const variant: Record<string, string | number> = {};
    doc.lines.forEach((l, i) => {
      const bonif = rng.pick([0, 0, 0, 5, 8, 10]);
      variant[`list${i}`] = l.unitPrice!.toFixed(2);
      variant[`bonif${i}`] = bonif;
      l.unitPrice = round2(l.unitPrice!.mul(100 - bonif).div(100));
      l.bultos = Math.max(1, Math.ceil(l.quantity / rng.pick([6, 12])));
    });
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      ...variant, client: rng.int(1000, 8999), zone: rng.pick(['Norte', 'Centro', 'Costa']), seller: rng.pick(['12', '15', '21']),
      pay: rng.pick(['Cta. Cte. 21 días', 'Contado contra entrega', 'Cta. Cte. 30 días']), iibbRate: rng.pick([1.5, 2.5, 3]), ivaPercRate: 3, cae: `7${rng.digits(13)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const t = doc.totals!, v = doc.variant;
    const k = new JsPdfKit([W, H], { title: `Factura ${doc.reference}`, creator: 'Sistema de Gestión Mayorista', fileId: createHash('md5').update(doc.reference).digest('hex').toUpperCase() });
    const m = (x: Decimal.Value) => amount(x, 'ar');
    let y = tableHead(k, header(k, doc, 1, 2));
    const top1 = y - 14;
    let carried = new Decimal(0);
    for (let i = 0; i < FIRST_PAGE_ROWS; i++) {
      y = row(k, doc, i, y);
      carried = carried.add(t.lineAmounts[i]!);
    }
    grid(k, top1, y);
    k.text('Van ...', R - 180, y + 6, { bold: true, size: 8.5 });
    k.text(m(carried), R - 113, y + 6, { bold: true, size: 8.5, width: 64, align: 'right' });
    k.text('Continúa en la hoja siguiente', L, 800, { size: 7, color: '#555555' });
    k.addPage();
    y = header(k, doc, 2, 2);
    k.text('Vienen ...', R - 180, y, { bold: true, size: 8.5 });
    k.text(m(carried), R - 113, y, { bold: true, size: 8.5, width: 64, align: 'right' });
    y = tableHead(k, y + 14);
    const top2 = y - 14;
    for (let i = FIRST_PAGE_ROWS; i < doc.lines.length; i++) y = row(k, doc, i, y);
    grid(k, top2, y);
    const p = perceptions(doc);
    const rows: Array<[string, string]> = [
      ['Neto gravado', m(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. ${amount(b.rate, 'ar')} %`, m(b.vat)]), ['Subtotal', m(t.total)],
      [`Percepción IIBB ${amount(p.iibbRate, 'ar')} %`, m(p.iibb)], [`Percepción IVA RG 5329 ${amount(p.ivaRate, 'ar')} %`, m(p.iva)],
    ];
    y += 12;
    for (const [label, value] of rows) {
      k.text(label, R - 260, y, { size: 8.5, width: 170, align: 'right' });
      k.text(value, R - 84, y, { size: 8.5, width: 80, align: 'right' });
      y += 12;
    }
    k.rect(R - 200, y + 2, 200, 20, { stroke: '#000000', lineWidth: 1 });
    k.text('TOTAL $', R - 194, y + 7, { bold: true, size: 10.5 });
    k.text(m(p.total), R - 120, y + 7, { bold: true, size: 10.5, width: 116, align: 'right' });
    k.text(`C.A.E.: ${v.cae}   Vto.: ${yy(addDays(doc.date, 10))}`, L, y + 40, { font: 'courier', size: 8.5 });
    k.text('Los precios incluyen las bonificaciones indicadas. Mercadería viaja por cuenta y orden del comprador.', L, y + 54, { size: 7, color: '#555555' });
    return k.bytes();
  },
};
