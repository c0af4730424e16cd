import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, PdfLibKit, quantity, sayCondition, settle } from './common';

/**
 * A bakery's delivery-route remito printed at the customer's door by the route salesman's handheld on an 80 mm
 * thermal roll, made with pdf-lib (Courier 7.5 pt, one text object per printed line, columns aligned with spaces,
 * no accents: the handheld's printer has none, so names and descriptions are printed without them and the truth
 * keeps them so). "REMITO R COD. 91", "N° 0007-00023418", "FECHA 26/11/2026 HORA 06:42", "REPARTO / VENDEDOR /
 * RUTA", "CLIENTE N° 1182" and the customer in capitals; each article on its line, then "ENTR. DEV. NETO" under it:
 * delivered, returned (yesterday's unsold bread) and net. The truth's quantity is NETO; kilos with one decimal.
 * "ITEMS", "CANASTOS ENTREGADOS / RETIRADOS" (crates, not articles), signature lines. No prices: the priceList (net,
 * 21 %) values it; one article missing from it in one document of three.
 */
const W = 226.77, M = 12, COLS = 42, LH = 9.6;

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && next.length > width) {
      out.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

interface PrintLine { text: string; bold?: boolean; center?: boolean }

function ticket(doc: Parameters<NonNullable<Layout['render']>>[0]): PrintLine[] {
  const is = doc.issuer, r = doc.receiver, v = doc.variant;
  const rule = '-'.repeat(COLS);
  const out: PrintLine[] = [];
  const add = (text: string, o: Omit<PrintLine, 'text'> = {}) => out.push({ text, ...o });
  add(plain(is.name).toUpperCase(), { bold: true, center: true });
  add(plain(is.tradeName).toUpperCase(), { center: true });
  add(`CUIT ${cuitDashed(is.cuit)}  IIBB ${is.iibb}`, { center: true });
  add(`${plain(is.condicionText).toUpperCase()}`, { center: true });
  add(`INICIO ACT. ${is.activitySince}`, { center: true });
  for (const s of wrap(plain(`${is.address} - ${is.city}`).toUpperCase(), COLS)) add(s, { center: true });
  add(rule);
  add('REMITO  R  COD. 91', { bold: true, center: true });
  add(`N\u00b0 ${doc.reference}`, { bold: true, center: true });
  add('DOCUMENTO NO VALIDO COMO FACTURA', { center: true });
  add(`FECHA ${date(doc.date, 'dd/mm/yyyy')}   HORA ${String(v.time)}`);
  add(`REPARTO ${String(v.route)}  VEND. ${String(v.seller)}  RUTA ${String(v.zone)}`);
  add(rule);
  add(`CLIENTE N\u00b0 ${String(v.customer)}`, { bold: true });
  for (const s of wrap(r.name, COLS)) add(s, { bold: true });
  if (r.docType) add(`${r.docType} ${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docNumber!}`);
  if (r.condicionPrinted) add(`IVA: ${r.condicionText}`);
  for (const s of wrap(`DIR: ${plain(r.address).toUpperCase()}`, COLS)) add(s);
  add(rule);
  add('ARTICULO');
  add(`${' '.repeat(16)}${'ENTR.'.padStart(8)}${'DEV.'.padStart(8)}${'NETO'.padStart(10)}`);
  add(rule);
  const dev = String(v.dev).split('|').map(Number);
  doc.lines.forEach((l, i) => {
    for (const s of wrap(l.description, COLS)) add(s);
    const net = l.quantity, back = dev[i]!;
    const fmt = (q: number) => (l.unit === 'kg' ? quantity(q, 'ar', 1) : quantity(q, 'ar'));
    add(`${(l.code ?? '').padEnd(16)}${fmt(net + back).padStart(8)}${fmt(back).padStart(8)}${fmt(net).padStart(10)}`);
  });
  add(rule);
  add(`ITEMS: ${doc.lines.length}`);
  add(`CANASTOS ENTREGADOS: ${String(v.crates)}  RETIRADOS: ${String(v.cratesBack)}`);
  add('');
  add('');
  add('FIRMA: ...............................');
  add('ACLARACION: ..........................');
  add('');
  add('ORIGINAL - CLIENTE', { center: true });
  add('GRACIAS POR SU COMPRA', { center: true });
  return out;
}

export const fresh6ELayout: Layout = {
  id: 'fresh6-e',
  kind: 'remito',
  title: 'fresh6 layout e',
  page: { size: [W, 600] },
  scanStyle: 'thermal-faded',
  issuer: (rng) => makeIssuer(rng, 'Panificadora Villa Elisa S.R.L.', 'Panadería La Espiga de Villa Elisa'),
  template: (issuer) => ({
    id: 'q-remitos-reparto-villaelisa',
    name: 'Remitos de reparto Panificadora Villa Elisa',
    instructions:
      `Remitos de reparto de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, impresos en la ruta. La cantidad a facturar es la columna NETO ` +
      '(entregado menos devolución). Sin precios: valorizar con la lista de precios (netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'bakery',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'bakery', lineCount: [3, 8], receivers: ['monotributo', 'monotributo', 'company-ri', 'dni'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, fractionalQuantities: true,
      },
      { layout: 'fresh6-e', templateId: template.id, issuer, reference: `${pad(rng.int(5, 9), 4)}-${pad(rng.int(10000, 60000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    doc.receiver.name = plain(doc.receiver.name).toUpperCase();
    for (const l of doc.lines) {
      l.description = plain(l.description).toUpperCase();
      if (l.unit !== 'kg') l.quantity = Math.max(1, Math.round(l.quantity));
    }
    settle(doc);
    doc.variant = {
      dev: doc.lines.map((l) => (rng.chance(0.5) ? 0 : rng.int(1, 3) * (l.unit === 'kg' ? 0.5 : 1))).join('|'),
      time: `${pad(rng.int(5, 10), 2)}:${pad(rng.int(0, 59), 2)}`,
      route: pad(rng.int(1, 12), 2),
      seller: pad(rng.int(1, 30), 2),
      zone: rng.pick(['CENTRO', 'NORTE', 'OESTE', 'COSTANERA']),
      customer: String(rng.int(100, 2999)),
      crates: rng.int(2, 8),
      cratesBack: rng.int(1, 6),
    };
    return doc;
  },
  render: async (doc) => {
    const lines = ticket(doc);
    const H = M * 2 + 10 + lines.length * LH;
    const k = await PdfLibKit.create([W, H], { title: `Remito ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'RutaMovil Android 4.2' });
    lines.forEach((l, i) => {
      const y = M + 6 + i * LH;
      if (!l.text) return;
      const font = l.bold ? 'courierB' : 'courier';
      if (l.center) k.text(l.text, M, y, { font, size: 7.5, width: W - 2 * M, align: 'center' });
      else k.text(l.text, M, y, { font, size: 7.5 });
    });
    return k.bytes();
  },
};
