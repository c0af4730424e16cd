import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, pad, RawPdf, sayCondition, settle, shift, wrapBy } from './common';

function dmyDash4(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const k = new RawPdf([595.28, 841.89], { producer: 'Quotify Cloud PDF', creator: 'Quotify', title: `Presupuesto ${doc.reference}`, author: doc.issuer.name });
  const tx = (s: string, x: number, y: number, o: Parameters<RawPdf['text']>[3] = {}) => k.text(s, x, y, { mode: 'tex', ...o });
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const L = 48, R = 547;
  const t = doc.totals!;
  // header: issuer at the left with a blue square mark, quote data in a gray panel at the right
  k.rect(L, 36, 30, 30, { fill: '#1d70b8' });
  tx('*', L + 10, 42, { font: 'HB', size: 16, color: '#ffffff' });
  tx(doc.issuer.tradeName, L + 40, 36, { font: 'HB', size: 15 });
  tx('Climatización residencial y comercial', L + 40, 55, { font: 'H', size: 8.5, color: '#555555' });
  tx(`${doc.issuer.name} · CUIT ${cuitDashed(doc.issuer.cuit)} · ${doc.issuer.condicionText}`, L, 78, { size: 7.5 });
  tx(`${doc.issuer.address}, ${doc.issuer.city} · ${doc.issuer.phone} · ${doc.issuer.email}`, L, 88, { size: 7.5 });
  k.rect(360, 30, R - 360, 62, { fill: '#eef2f6' });
  tx('PRESUPUESTO', 368, 36, { font: 'HB', size: 13, color: '#1d70b8' });
  tx(`N° ${doc.reference}`, 368, 54, { font: 'HB', size: 9.5 });
  tx(`Fecha: ${dmyDash4(doc.date)}`, 368, 67, { size: 8.5 });
  tx(`Válido hasta: ${dmyDash4(String(v.valid))}`, 368, 78, { size: 8.5 });
  // customer
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor final', 6: 'Monotributista' });
  let y = 112;
  tx('Preparado para', L, y, { font: 'HB', size: 8, color: '#1d70b8' });
  tx(r.name, L, y + 12, { font: 'HB', size: 10.5 });
  const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : '';
  tx([id, r.condicionPrinted ? cond : ''].filter(Boolean).join(' · '), L, y + 27, { size: 8.5 });
  tx(`Obra: ${r.address}`, L, y + 39, { size: 8.5 });
  tx('Atención', 360, y, { font: 'HB', size: 8, color: '#1d70b8' });
  tx(String(v.contact), 360, y + 12, { size: 9 });
  tx(`Visita técnica: ${dmyDash4(String(v.visit))}`, 360, y + 27, { size: 8.5 });
  tx(`Asesor: ${v.seller}`, 360, y + 39, { size: 8.5 });
  // intro
  y = 178;
  tx('De acuerdo con lo relevado en la visita, le acercamos nuestra propuesta:', L, y, { font: 'HI', size: 9 });
  // table: Ítem | Descripción | Cant. | Precio Neto Unit. | Subtotal
  y = 198;
  k.line(L, y, R, y, { width: 1.2, color: '#1d70b8' });
  const heads: Array<[string, number, number, 'left' | 'right']> = [['Ítem', L, 28, 'left'], ['Descripción', L + 30, 250, 'left'], ['Cant.', 330, 36, 'right'], ['Precio Neto Unit.', 370, 88, 'right'], ['Subtotal', 460, R - 460, 'right']];
  for (const [h, x, w, al] of heads) tx(h, x, y + 5, { font: 'HB', size: 8, width: w, align: al });
  y += 20;
  k.line(L, y - 2, R, y - 2, { width: 0.4, color: '#999999' });
  doc.lines.forEach((l, i) => {
    const parts = wrapBy(l.description, 248, (s) => k.widthOf(s, 'H', 9, true));
    tx(String(i + 1), L, y, { size: 9 });
    parts.forEach((p, j) => tx(p, L + 30, y + j * 11.5, { size: 9 }));
    tx(String(l.quantity), 330, y, { size: 9, width: 36, align: 'right' });
    tx(`$ ${a(l.unitPrice!)}`, 370, y, { size: 9, width: 88, align: 'right' });
    tx(`$ ${a(t.lineAmounts[i]!)}`, 460, y, { size: 9, width: R - 460, align: 'right' });
    y += parts.length * 11.5 + 8;
  });
  k.line(L, y, R, y, { width: 0.4, color: '#999999' });
  y += 12;
  const rows: Array<[string, string, boolean]> = [['Subtotal neto', `$ ${a(t.subtotal)}`, false], ['IVA 21 %', `$ ${a(t.byRate[0]!.vat)}`, false], ['Total presupuesto', `$ ${a(t.total)}`, true]];
  for (const [l, val, big] of rows) {
    tx(l, 330, y, { font: big ? 'HB' : 'H', size: big ? 11 : 9, width: 126, align: 'right' });
    tx(val, 460, y, { font: big ? 'HB' : 'H', size: big ? 11 : 9, width: R - 460, align: 'right' });
    y += big ? 18 : 13;
  }
  // conditions
  y += 16;
  tx('Condiciones comerciales', L, y, { font: 'HB', size: 9, color: '#1d70b8' });
  const conds = [
    `Forma de pago: ${v.pay}.`,
    `Plazo de instalación: ${v.days} días hábiles desde la acreditación del anticipo.`,
    'Garantía: la del fabricante sobre los equipos y 6 meses sobre la mano de obra.',
    'No incluye trabajos de albañilería, pintura ni tendido eléctrico exclusivo salvo que se indique en el detalle.',
    'Precios sujetos a variación del tipo de cambio si la aceptación excede la validez indicada.',
  ];
  conds.forEach((c, i) => tx(`- ${c}`, L, y + 14 + i * 12, { size: 8.5 }));
  y += 14 + conds.length * 12 + 30;
  tx('Aceptación del cliente: ______________________________   Fecha: ____/____/______', L, y, { size: 8.5 });
  tx(`${doc.issuer.tradeName} · Presupuesto generado con Quotify · Página 1 de 1`, L, 800, { size: 7, color: '#777777' });
  return Promise.resolve(k.bytes());
}

export const fresh18ILayout: Layout = {
  id: 'fresh18-i',
  kind: 'invoice',
  title: 'fresh18 layout i (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'rolling-wobble',
  issuer: (rng) => makeIssuer(rng, 'Frío Sur Climatización S.R.L.', 'Frío Sur'),
  template: () => ({
    id: 'fresh18-i-friosur', name: 'Presupuestos aceptados', instructions: 'Facturar el presupuesto aceptado; precios netos más IVA.',
    catalog: 'hvac', pricesIncludeIva: false, ivaRate: 21, concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'hvac', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'dni', 'monotributo'], conditionPrinted: 0.7, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh18-i', templateId: template.id, issuer, reference: `FS-${rng.int(2026, 2026)}-${pad(rng.int(300, 1900), 5)}`, variant: {}, today },
    );
    for (const line of doc.lines) line.quantity = line.description.startsWith('Metro') || line.description.startsWith('Canaleta') ? rng.int(2, 12) : rng.pick([1, 1, 2, 3]);
    settle(doc);
    doc.variant = {
      valid: shift(doc.date, rng.pick([7, 10, 15])), visit: shift(doc.date, -rng.int(1, 6)), contact: rng.pick(['Sr. Gustavo Bustos', 'Sra. Valeria Ojeda', 'Ing. Matías Funes', 'Administración']),
      seller: rng.pick(['Federico L.', 'Silvina M.', 'Ricardo P.']), pay: rng.pick(['50 % de anticipo y saldo contra entrega', 'contado con transferencia', '3 cuotas sin interés con tarjeta']), days: rng.int(3, 12),
    };
    return doc;
  },
  render,
};
