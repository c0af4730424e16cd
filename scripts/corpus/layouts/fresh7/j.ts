import { composeDocument } from '../../document';
import { makeCuit, makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { PINNED_DATE } from '../../pdf';
import { amount, amountInWords, arcaQrUrl, cuitDashed, date, FONT, receiverNumber, sayCondition, settle } from './common';

/** pdfmake (0.3, a devDependency used only here): its own layout engine over a pdfkit of its own. */
const pdfmake = require('pdfmake') as {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Uint8Array> };
};
pdfmake.setFonts({
  DejaVu: { normal: FONT.dejavu, bold: FONT.dejavuBold, italics: FONT.dejavu, bolditalics: FONT.dejavuBold },
  DejaVuSerif: { normal: FONT.dejavuSerif, bold: FONT.dejavuSerif, italics: FONT.dejavuSerif, bolditalics: FONT.dejavuSerif },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith('/usr/share/fonts/'));

/**
 * A mutual health association's factura C (the issuer is IVA Exento) from its membership system, made with pdfmake
 * (its own layout engine: columns, tables with a layout, a page background and footer; DejaVu Sans / Serif): a dark
 * strip down the left edge, drawn as the page background, with the letters of "FACTURA" STACKED one under the other,
 * a big "C" and "Cód. 011"; "Afiliado / Cliente", "CUIT" or "DNI", "N° de afiliado" (not a document number), a row of
 * captioned cells "Punto de venta" / "Comprobante N°" / "Fecha de emisión" / "Vencimiento" (a due date, not the
 * voucher's), "Período facturado: 01/10/2026 al 31/10/2026" (the service period); Prestación / Cantidad / Precio
 * unitario / Importe; "Importe total $"; "Son pesos …"; "IVA: Exento — no se discrimina"; pdfmake's own QR; CAE in
 * the footer with "Original — 1 de 1". Final prices.
 */
export const fresh7JLayout: Layout = {
  id: 'fresh7-j',
  kind: 'invoice',
  title: 'fresh7 layout j',
  page: { size: 'A4' },
  scanStyle: 'fax-dither',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Asociación Mutual Sierra Chica', 'Mutual Sierra Chica'), cuit: makeCuit(rng, '30'), condicionText: 'IVA Exento' }),
  template: (issuer) => ({
    id: 'r-facturas-c-mutual',
    name: 'Facturas C Mutual Sierra Chica',
    instructions:
      `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, IVA Exento), la emisora. El cliente es "Afiliado / Cliente". Precios finales sin IVA discriminado. ` +
      'El período facturado es el del servicio. La referencia es punto de venta y número.',
    catalog: 'health',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 5), nro = rng.int(10000, 80000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'health', lineCount: [1, 4], receivers: ['dni', 'dni', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh7-j', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, member: `${rng.int(10000, 99999)}/${rng.int(0, 4)}`, cae: `7${rng.digits(13)}`, plan: rng.pick(['Plan 200', 'Plan 310 Joven', 'Plan 400 Familiar']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const navy = '#23395b', gray = '#5a6b85';
    const num = receiverNumber(doc, cuitDashed, (n) => n.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
    const caption = (text: string) => ({ text, fontSize: 7, color: gray });
    const qr = arcaQrUrl({
      date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 11, nro: Number(v.nro), total: t.total,
      docTipo: r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99, docNro: r.docNumber ?? '0', cae: String(v.cae),
    });
    const definition = {
      pageSize: 'A4',
      pageMargins: [70, 30, 36, 60],
      info: { title: `Factura C ${doc.reference}`, creator: 'SGM Afiliaciones', producer: 'pdfmake', creationDate: PINNED_DATE, modDate: PINNED_DATE },
      defaultStyle: { font: 'DejaVu', fontSize: 8.5, color: '#111111' },
      // the strip down the left edge: the letters of the voucher's name stacked one under the other
      background: () => [
        { canvas: [{ type: 'rect', x: 0, y: 0, w: 50, h: 841.89, color: navy }] },
        ...[...'FACTURA'].map((ch, i) => ({ absolutePosition: { x: 18, y: 70 + i * 20 }, text: ch, color: '#ffffff', bold: true, fontSize: 15 })),
        { absolutePosition: { x: 13, y: 224 }, text: 'C', color: '#ffffff', bold: true, fontSize: 34 },
        { absolutePosition: { x: 14, y: 268 }, text: 'Cód.', color: '#c9d3e3', fontSize: 7 },
        { absolutePosition: { x: 18, y: 277 }, text: '011', color: '#c9d3e3', fontSize: 7 },
      ],
      footer: (current: number, count: number) => ({
        margin: [70, 10, 36, 0],
        columns: [
          { text: `CAE N° ${v.cae}   Vto. CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, fontSize: 8 },
          { text: `Original — ${current} de ${count}`, alignment: 'right', fontSize: 7.5 },
        ],
      }),
      content: [
        { text: is.name, font: 'DejaVuSerif', fontSize: 17, color: navy },
        { text: `${is.address} · ${is.city} · ${is.phone}`, fontSize: 8, margin: [0, 3, 0, 0] },
        { text: `CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB Exento · Inicio de actividades ${is.activitySince} · Matrícula INAES 1.284`, fontSize: 7.5 },
        { canvas: [{ type: 'line', x1: 0, y1: 5, x2: 489, y2: 5, lineWidth: 0.8, lineColor: navy }] },
        {
          margin: [0, 8, 0, 0],
          columns: [['Punto de venta', pad(Number(v.pv), 5)], ['Comprobante N°', pad(Number(v.nro), 8)], ['Fecha de emisión', date(doc.date, 'dd/mm/yyyy')],
            ['Vencimiento', date(addDays(doc.date, 15), 'dd/mm/yyyy')]].map(([k, val]) => ({ stack: [caption(k!), { text: val, bold: true, fontSize: 10 }] })),
        },
        { text: `Período facturado: ${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, fontSize: 9, margin: [0, 8, 0, 8] },
        {
          table: {
            widths: ['*', 110, 90],
            body: [[
              { stack: [caption('Afiliado / Cliente'), { text: r.name, bold: true, fontSize: 10.5 }] },
              num ? { stack: [caption(r.docType === 'CUIT' ? 'CUIT' : 'DNI'), { text: num, fontSize: 9.5 }] } : { text: '' },
              { stack: [caption('N° de afiliado'), { text: String(v.member), fontSize: 9.5 }] },
            ], [
              { colSpan: 3, text: `${r.address || '-'}${r.condicionPrinted ? `   ·   Condición IVA: ${r.condicionText}` : ''}   ·   ${v.plan}`, fontSize: 8 }, {}, {},
            ]],
          },
          layout: { hLineWidth: (i: number) => (i === 1 ? 0 : 0.6), vLineWidth: () => 0.6, hLineColor: () => gray, vLineColor: () => gray, paddingTop: () => 5, paddingBottom: () => 5 },
        },
        {
          margin: [0, 14, 0, 0],
          table: {
            headerRows: 1,
            widths: ['*', 50, 80, 90],
            body: [
              [{ text: 'Prestación', bold: true }, { text: 'Cantidad', bold: true, alignment: 'right' }, { text: 'Precio unitario', bold: true, alignment: 'right' }, { text: 'Importe', bold: true, alignment: 'right' }],
              ...doc.lines.map((l, i) => [l.description, { text: String(l.quantity), alignment: 'right' }, { text: a(l.unitPrice!), alignment: 'right' }, { text: a(t.lineAmounts[i]!), alignment: 'right' }]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        {
          margin: [0, 10, 0, 0],
          columns: [{ width: '*', text: '' }, { width: 'auto', text: 'Importe total $', bold: true, fontSize: 11 }, { width: 110, text: a(t.total), bold: true, fontSize: 11, alignment: 'right' }],
        },
        { text: `Son pesos ${amountInWords(t.total, '').trim()}.`, font: 'DejaVuSerif', fontSize: 8.5, margin: [0, 10, 0, 0] },
        { text: 'IVA: Exento — no se discrimina. Entidad sin fines de lucro (Ley 20.321).', fontSize: 7.5, color: gray, margin: [0, 4, 0, 0] },
        { qr, fit: 80, margin: [0, 18, 0, 0] },
      ],
    };
    return Buffer.from(await pdfmake.createPdf(definition).getBuffer());
  },
};
