import { composeDocument, type DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, amount, issuerAs, PdfLibKit, receiverId, settle } from './common';

const ID = 'fresh21-h';

async function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const t = doc.totals;
  const kit = await PdfLibKit.create(A4, { title: `remito ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'heladosapp / reparto' });
  const W = A4[0], L = 40, R = W - 40;
  const a = (x: Parameters<typeof amount>[0]) => amount(x, 'dot');
  const pink = '#d94a7a';
  // a web app's print: everything in lower case, pastel header
  kit.rect(0, 0, W, 74, { fill: '#fde8ef' });
  kit.text(doc.issuer.tradeName.toLowerCase(), L, 22, { font: 'helvB', size: 20, color: pink });
  kit.text(`${doc.issuer.name.toLowerCase()} · cuit ${doc.issuer.cuit} · ${doc.issuer.condicionText.toLowerCase()}`, L, 48, { size: 8, color: '#6b4b57' });
  kit.text(`${doc.issuer.address.toLowerCase()}, ${doc.issuer.city.toLowerCase()}`, L, 59, { size: 8, color: '#6b4b57' });
  kit.text('remito valorizado', R - 160, 20, { font: 'helvB', size: 13, align: 'right', width: 160 });
  kit.text(`nº ${doc.reference}`, R - 160, 38, { size: 10, align: 'right', width: 160 });
  kit.text(`fecha ${doc.date}`, R - 160, 52, { size: 9, align: 'right', width: 160 });
  // customer
  let y = 92;
  const id = receiverId(doc);
  const kv: Array<[string, string]> = [['cliente', doc.receiver.name]];
  if (id) kv.push([id.kind.toLowerCase(), id.value]);
  if (doc.receiver.condicionPrinted) kv.push(['cond. iva', doc.receiver.condicionText.toLowerCase()]);
  kv.push(['entrega', doc.receiver.address || 'retira en depósito'], ['reparto', String(v.route)]);
  for (const [k, val] of kv) {
    kit.text(k, L, y, { size: 8.5, color: '#8a6b76' });
    kit.text(val, L + 70, y, { font: k === 'cliente' ? 'helvB' : 'helv', size: 9 });
    y += 13;
  }
  kit.text('cadena de frío: mantener a -18 °c', R - 170, 92, { font: 'helvI', size: 8, color: pink, align: 'right', width: 170 });
  y += 10;
  const cols: Array<[string, number, 'left' | 'right']> = [['cant.', 36, 'right'], ['código', 54, 'left'], ['artículo', 225, 'left'], ['precio lista', 92, 'right'], ['importe', 108.28, 'right']];
  kit.line(L, y, R, y, { color: pink, width: 1 });
  let x = L;
  for (const [label, w, al] of cols) {
    kit.text(label, x + 3, y + 5, { font: 'helvB', size: 8.5, color: pink, align: al, width: w - 6 });
    x += w;
  }
  y += 20;
  kit.line(L, y - 3, R, y - 3, { color: pink, width: 0.5 });
  doc.lines.forEach((l, i) => {
    const desc = kit.wrap(l.description, cols[2]![1] - 6, 'helv', 8.5);
    const cells = [String(l.quantity), l.code ?? '', '', l.unitPrice ? a(l.unitPrice) : 's/lista', t ? a(t.lineAmounts[i]!) : l.unitPrice ? a(l.unitPrice.mul(l.quantity).toDecimalPlaces(2)) : 'a confirmar'];
    x = L;
    cells.forEach((c, k) => {
      if (k === 2) desc.forEach((d, j) => kit.text(d, x + 3, y + j * 10.5, { size: 8.5 }));
      else kit.text(c, x + 3, y, { size: 8.5, align: cols[k]![2], width: cols[k]![1] - 6 });
      x += cols[k]![1];
    });
    y += desc.length * 10.5 + 5;
  });
  kit.line(L, y, R, y, { color: pink, width: 0.5 });
  y += 10;
  const rows: Array<[string, string]> = t
    ? [['subtotal neto', a(t.subtotal)], ...t.byRate.map((r) => [`iva ${r.rate}%`, a(r.vat)] as [string, string]), ['total', a(t.total)]]
    : [['total', 'a confirmar (artículo sin precio de lista)']];
  rows.forEach(([k, val], i) => {
    const last = i === rows.length - 1;
    kit.text(k, R - 260, y, { font: last ? 'helvB' : 'helv', size: last ? 10 : 9 });
    kit.text(val, R - 200, y, { font: last ? 'helvB' : 'helv', size: last ? 10 : 9, align: 'right', width: 200 });
    y += last ? 16 : 13;
  });
  y += 16;
  kit.text(`bultos: ${doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0)}   ·   vendedor: ${String(v.seller)}   ·   documento no válido como factura`, L, y, { size: 8, color: '#6b4b57' });
  kit.text('recibí la mercadería en buen estado y a temperatura', L, 740, { size: 8 });
  kit.line(R - 180, 738, R, 738, { width: 0.5 });
  kit.text('firma y aclaración', R - 180, 742, { size: 7.5, align: 'center', width: 180 });
  kit.text(`cai ${String(v.cai)} · vto. ${String(v.caiDue)}`, L, 790, { size: 7, color: '#8a6b76' });
  return kit.bytes();
}

export const layoutH: Layout = {
  id: ID,
  kind: 'remito',
  title: 'fresh21 design h',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Distribuidora Polar Sur S.R.L.', 'Polar Sur Helados'),
  template: (issuer) => ({
    id: 'i-helados', name: `${issuer.tradeName} (helados para kioscos)`, instructions: 'Remitos valorizados de helados a kioscos, a precio de lista sin IVA.',
    catalog: 'icecream', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(40_000, 99_000);
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'icecream', lineCount: [3, 6], receivers: ['monotributo', 'monotributo', 'company-ri', 'dni'], conditionPrinted: 0.8, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: ctx.index === 2, templatePricesIncludeIva: false,
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0002-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = Math.max(1, Math.min(12, Math.round(l.quantity)));
    settle(doc);
    doc.variant = {
      route: `zona ${rng.pick(['norte', 'sur', 'centro'])} · camión ${rng.int(2, 9)}`, seller: rng.pick(['lucía', 'matías', 'hernán']),
      cai: rng.digits(14), caiDue: `${Number(ctx.today.slice(0, 4)) + 1}-0${rng.int(1, 6)}-15`,
    };
    return doc;
  },
  render,
  scanStyle: 'doc-camera-mat',
};
