import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, pad, PdfLibKit, quantity, sayCondition } from './common';

const W = 595.28, H = 841.89, L = 36, R = W - 36;
/** Rows on the first sheet; the rest go to the second. */
const FIRST = 17;

const rateText = (rate: number) => (rate === 0 ? 'Exento' : rate === 2.5 ? '2,5 %' : rate === 10.5 ? '10,5 %' : '21 %');

/**
 * A distributor of books, magazines and stationery invoicing bookshops and kiosks: a factura A over **two sheets**
 * (pdf-lib, Times headings and Helvetica body), the table continuing on sheet 2 after a "Suma y sigue" row and
 * opening with "Suma anterior"; lines in three VAT treatments — books exempt (0 %), periodicals at 2,5 %, stationery
 * at 21 % — with a column for it and the totals split by treatment.
 */
export const fresh10ELayout: Layout = {
  id: 'fresh10-e',
  kind: 'invoice',
  title: 'fresh10 layout e',
  page: { size: 'A4' },
  scanStyle: 'pastel-paper',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora de Publicaciones Del Litoral S.A.', 'Del Litoral Publicaciones'),
  template: (issuer) => ({
    id: 'u-litoralpub-facturas',
    name: 'Facturas A Del Litoral Publicaciones',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) a librerías y kioscos. Precios netos; libros exentos (0 %), revistas al 2,5 %, ` +
      'artículos de librería al 21 %. Puede ocupar dos hojas. La referencia es el número de comprobante.',
    catalog: 'publications',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(20000, 60000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'publications', lineCount: [22, 28], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.9,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh10-e', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = { cuenta: rng.int(100, 4999), zona: rng.pick(['Norte', 'Centro', 'Costa', 'Oeste']), reparto: rng.int(10, 60), cae: rng.digits(14) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const k = await PdfLibKit.create([W, H], { title: `Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Gestión Editorial 2026' });
    const header = (sheet: number) => {
      k.text(is.tradeName, L, 30, { font: 'timesB', size: 17 });
      k.text(`${is.name} · ${is.address} · ${is.city}`, L, 50, { size: 7.5 });
      k.text(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L, 59, { size: 7.5 });
      k.text(`Ingresos Brutos ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 68, { size: 7.5 });
      k.rect(R - 170, 24, 170, 46, { stroke: '#000000', lineWidth: 0.9 });
      k.text('FACTURA A', R - 164, 29, { font: 'timesB', size: 13 });
      k.text('Cód. 01', R - 60, 32, { size: 7.5 });
      k.text(`Nº ${doc.reference}`, R - 164, 46, { font: 'courierB', size: 9.5 });
      k.text(`Hoja ${sheet} de 2`, R - 164, 58, { size: 8 });
      k.line(L, 79, R, 79, { width: 1.2 });
    };
    const cols: Array<[string, number, 'left' | 'right']> = [['Cód.', 50, 'left'], ['Título / Artículo', 228, 'left'], ['Cant.', 40, 'right'], ['P. unit.', 64, 'right'],
      ['Trat. IVA', 50, 'right'], ['Importe', 91.28, 'right']];
    const head = (y: number) => {
      k.rect(L, y, R - L, 15, { fill: '#e8e3d6' });
      let x = L;
      for (const [h, w, al] of cols) { k.text(h, x + 3, y + 4, { font: 'helvB', size: 7.5, width: w - 6, align: al }); x += w; }
      return y + 19;
    };
    const row = (i: number, y: number) => {
      const l = doc.lines[i]!;
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), a(l.unitPrice!), rateText(l.ivaRate), a(t.lineAmounts[i]!)];
      let x = L;
      cols.forEach(([, w, al], c) => { k.text(cells[c]!, x + 3, y, { font: c === 1 ? 'helv' : c === 0 ? 'courier' : 'helv', size: 7.8, width: w - 6, align: al }); x += w; });
      k.line(L, y + 11.5, R, y + 11.5, { color: '#cccccc', width: 0.3 });
      return y + 15;
    };
    header(1);
    let y = 86;
    k.text('Cliente', L, y, { font: 'helvB', size: 8 });
    k.text(`Cta. Nº ${v.cuenta}`, L + 300, y, { size: 8 });
    y += 12;
    k.text(r.name, L, y, { font: 'timesB', size: 11 });
    y += 14;
    k.text(r.address, L, y, { size: 8.5 });
    y += 12;
    k.text(`CUIT ${cuitDashed(r.docNumber!)}${r.condicionPrinted ? `   ·   ${r.condicionText}` : ''}`, L, y, { size: 8.5 });
    y += 12;
    k.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}   ·   Vencimiento: ${date(addDays(doc.date, 30), 'dd/mm/yyyy')}   ·   Zona ${v.zona}, reparto ${v.reparto}   ·   Cond. de venta: Cuenta corriente`, L, y, { size: 8.5 });
    y += 20;
    y = head(y);
    const netOf = (n: number) => t.lineAmounts.slice(0, n).reduce((s, x) => s.add(x), new Decimal(0));
    for (let i = 0; i < FIRST; i++) y = row(i, y);
    k.line(L, y, R, y, { width: 0.8 });
    k.text('Suma y sigue', R - 250, y + 5, { font: 'helvB', size: 8.5, width: 150, align: 'right' });
    k.text(a(netOf(FIRST)), R - 95, y + 5, { font: 'helvB', size: 8.5, width: 92, align: 'right' });
    k.text('Continúa en la hoja 2', L, y + 5, { font: 'helvI', size: 8 });
    k.text(`CAE ${v.cae}`, L, 800, { size: 7.5 });
    k.addPage();
    header(2);
    y = 88;
    k.text(`${r.name} — continuación`, L, y, { size: 8.5 });
    y += 16;
    y = head(y);
    k.text('Suma anterior', R - 250, y, { font: 'helvB', size: 8.5, width: 150, align: 'right' });
    k.text(a(netOf(FIRST)), R - 95, y, { font: 'helvB', size: 8.5, width: 92, align: 'right' });
    y += 15;
    for (let i = FIRST; i < doc.lines.length; i++) y = row(i, y);
    y += 12;
    const net = (rate: number) => doc.lines.reduce((s, l, i) => (l.ivaRate === rate ? s.add(t.lineAmounts[i]!) : s), new Decimal(0));
    const totals: Array<[string, string]> = [];
    for (const rate of [21, 2.5]) if (doc.lines.some((l) => l.ivaRate === rate)) totals.push([`Neto gravado ${rateText(rate)}`, a(net(rate))]);
    if (doc.lines.some((l) => l.ivaRate === 0)) totals.push(['Operaciones exentas', a(net(0))]);
    for (const b of t.byRate) if (b.rate !== 0) totals.push([`IVA ${rateText(b.rate)}`, a(b.vat)]);
    totals.push(['Percepciones', '0,00']);
    for (const [h, val] of totals) {
      k.text(h, R - 280, y, { size: 9, width: 170, align: 'right' });
      k.text(val, R - 100, y, { font: 'courier', size: 9, width: 97, align: 'right' });
      y += 13;
    }
    k.rect(R - 290, y + 2, 290, 20, { fill: '#222222' });
    k.text('TOTAL $', R - 280, y + 7, { font: 'helvB', size: 10.5, width: 170, align: 'right', color: '#ffffff' });
    k.text(a(t.total), R - 100, y + 7, { font: 'helvB', size: 10.5, width: 97, align: 'right', color: '#ffffff' });
    k.text('Libros: exentos de IVA (art. 7, inc. a, Ley de IVA). Diarios y revistas: alícuota reducida.', L, y + 36, { size: 7.5 });
    k.text('Devoluciones de revistas: dentro de los 45 días, con remito de devolución.', L, y + 46, { size: 7.5 });
    k.text(`CAE ${v.cae}   Vto. CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 800, { size: 7.5 });
    return k.bytes();
  },
};
