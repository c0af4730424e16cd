import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { PINNED_DATE } from '../../pdf';
import type { Layout } from '../layout';
import { amount, amountInWords, arcaQrUrl, cuitDashed, dotted, FONT, sayCondition, settle, shortDate, vatContained } from './common';

/** pdfmake (a devDependency since fresh7): its own layout engine over a pdfkit of its own. */
const pdfmake = require('pdfmake') as {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Uint8Array> };
};
const TT = '/usr/share/fonts/truetype';
/** The fonts of every pdfmake layout (fresh7-j's two, unchanged, and this one's), set before each document. */
const FONTS = {
  DejaVu: { normal: FONT.dejavu, bold: FONT.dejavuBold, italics: FONT.dejavu, bolditalics: FONT.dejavuBold },
  DejaVuSerif: { normal: FONT.dejavuSerif, bold: FONT.dejavuSerif, italics: FONT.dejavuSerif, bolditalics: FONT.dejavuSerif },
  Narrow: {
    normal: `${TT}/liberation/LiberationSansNarrow-Regular.ttf`, bold: `${TT}/liberation/LiberationSansNarrow-Bold.ttf`,
    italics: `${TT}/liberation/LiberationSansNarrow-Italic.ttf`, bolditalics: `${TT}/liberation/LiberationSansNarrow-BoldItalic.ttf`,
  },
};

const SPECS = [
  'Papel ilustración 150 g · 4/0 colores · corte al ras', 'Obra 80 g · 1/0 · numerado correlativo', 'Ilustración mate 300 g · 4/4 · laminado mate',
  'Autoadhesivo obra · troquelado · en planchas', 'Kraft 90 g · 1/0 · pegado', 'Entrega en 72 h hábiles · retira cliente',
];

/**
 * A print shop's factura A/B from an online invoicing service that lays its PDFs out with pdfmake (Liberation Sans
 * Narrow): a left column with the shop, a right box with "FACTURA", the letter and "Cód. 01/06", "Comprobante
 * 0002-00001234", "Emisión 26-nov-2026", "Vencimiento"; a customer table (Cliente, CUIT/DNI, Condición IVA,
 * Domicilio, Condición de venta, "Orden de trabajo OT-…" — not the reference); items Cant. ("5.000") / Detalle
 * (the product and, under it in gray, the job's specs, not part of the description) / Precio unit. with FOUR
 * DECIMALS ("38,4521") / Dto. % / IVA (A only) / Importe; A: "Subtotal neto", "IVA 21%", "Percepción IIBB",
 * "Total"; B: final prices, "Total" and "IVA contenido"; "Son pesos …"; QR and CAE in pdfmake's own QR.
 */
export const fresh8HLayout: Layout = {
  id: 'fresh8-h',
  kind: 'invoice',
  title: 'fresh8 layout h',
  page: { size: 'A4' },
  scanStyle: 'inkjet-banding',
  issuer: (rng) => makeIssuer(rng, 'Gráfica Río Dulce S.R.L.', 'Gráfica Río Dulce'),
  template: (issuer) => ({
    id: 's-facturas-grafica-riodulce',
    name: 'Facturas Gráfica Río Dulce',
    instructions:
      `Facturas A y B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Cliente". A: precios netos (cuatro decimales) más IVA; ` +
      'B: precios finales. La referencia es el número de comprobante; la orden de trabajo no lo es.',
    catalog: 'printing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(300, 9000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'printing', lineCount: [1, 5], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'company-exento'], conditionPrinted: 1,
        mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh8-h', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const list = articlesOf('printing');
    for (const l of doc.lines) {
      const article = list.find((x) => x.code === l.code)!;
      // the service keeps four decimals in unit prices (per sheet, per label)
      l.unitPrice = doc.pricesIncludeIva ? new Decimal(article.price).mul(1.21).toDecimalPlaces(4) : new Decimal(article.price);
      l.quantity = article.price < 1000 ? rng.pick([500, 1000, 2000, 2500, 3000, 5000, 10000]) : rng.int(1, 12);
    }
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: `7${rng.digits(13)}`, ot: `OT-${today.slice(0, 4)}-${pad(rng.int(100, 2999), 4)}`, terms: rng.pick(['Contado', 'Cuenta corriente 15 días', 'Transferencia']),
      specs: JSON.stringify(doc.lines.map(() => rng.pick(SPECS))),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const specs = JSON.parse(String(v.specs)) as string[];
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const ink = '#2d2a6e', soft = '#6b6b80';
    const qr = arcaQrUrl({
      date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: letter === 'A' ? 1 : 6, nro: Number(v.nro), total: t.total,
      docTipo: r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99, docNro: r.docNumber ?? '0', cae: String(v.cae),
    });
    const head = (s: string, right = false) => ({ text: s, bold: true, color: '#ffffff', fillColor: ink, alignment: right ? 'right' : 'left' });
    const body = doc.lines.map((l, i) => [
      { text: amount(l.quantity, 'ar', 0), alignment: 'right' },
      { stack: [{ text: l.description }, { text: specs[i], fontSize: 7, color: soft }] },
      { text: amount(l.unitPrice!, 'ar', 4), alignment: 'right' },
      { text: '0,00', alignment: 'right' },
      ...(letter === 'A' ? [{ text: '21%', alignment: 'right' }] : []),
      { text: a(t.lineAmounts[i]!), alignment: 'right' },
    ]);
    const totals: Array<[string, string, boolean]> = letter === 'A'
      ? [['Subtotal neto', a(t.subtotal), false], ['IVA 21%', a(t.byRate[0]!.vat), false], ['Percepción IIBB', '0,00', false], ['Total', `$ ${a(t.total)}`, true]]
      : [['Total', `$ ${a(t.total)}`, true], ['IVA contenido (Ley 27.743)', a(vatContained(t.total, 21)), false]];
    const idText = r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docType === 'DNI' ? dotted(r.docNumber!) : '-';
    const definition = {
      pageSize: 'A4',
      pageMargins: [36, 36, 36, 54],
      info: { title: `Factura ${letter} ${doc.reference}`, creator: 'Facturante Online', producer: 'pdfmake', creationDate: PINNED_DATE, modDate: PINNED_DATE },
      defaultStyle: { font: 'Narrow', fontSize: 9, color: '#1a1a1a' },
      footer: (current: number, count: number) => ({ text: `Generado con Facturante Online · Página ${current} de ${count}`, alignment: 'center', fontSize: 7, color: soft, margin: [0, 20, 0, 0] }),
      content: [
        {
          columns: [
            { width: '*', stack: [
              { text: is.tradeName, fontSize: 20, bold: true, color: ink },
              { text: 'Imprenta offset y digital · Diseño gráfico', fontSize: 9, color: soft, margin: [0, 0, 0, 6] },
              { text: is.name, bold: true }, { text: `${is.address}, ${is.city}` }, { text: `${is.phone} · ${is.email}` },
              { text: `CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, fontSize: 7.5, color: soft },
            ] },
            { width: 200, table: { widths: ['*', 52], body: [
              [{ text: 'FACTURA', fontSize: 16, bold: true, color: ink, margin: [4, 6, 0, 0] }, { stack: [{ text: letter, fontSize: 28, bold: true, alignment: 'center' }, { text: `Cód. 0${letter === 'A' ? 1 : 6}`, fontSize: 7, alignment: 'center' }], fillColor: '#ececf6' }],
              [{ colSpan: 2, stack: [
                { text: [{ text: 'Comprobante  ', color: soft }, { text: doc.reference, bold: true }] },
                { text: [{ text: 'Emisión  ', color: soft }, shortDate(doc.date)] },
                { text: [{ text: 'Vencimiento  ', color: soft }, shortDate(addDays(doc.date, 15))] },
              ], margin: [4, 4, 4, 4] }, {}],
            ] }, layout: { hLineColor: () => ink, vLineColor: () => ink } },
          ],
        },
        {
          margin: [0, 14, 0, 0],
          table: { widths: [90, '*', 90, 120], body: [
            [{ text: 'Cliente', color: soft }, { text: r.name, bold: true }, { text: r.docType === 'DNI' ? 'DNI' : 'CUIT', color: soft }, idText],
            [{ text: 'Domicilio', color: soft }, r.address || '-', { text: 'Condición IVA', color: soft }, r.condicionText],
            [{ text: 'Condición de venta', color: soft }, String(v.terms), { text: 'Orden de trabajo', color: soft }, String(v.ot)],
          ] },
          layout: 'lightHorizontalLines',
        },
        {
          margin: [0, 16, 0, 0],
          table: {
            headerRows: 1,
            widths: letter === 'A' ? [44, '*', 62, 34, 30, 70] : [44, '*', 62, 34, 70],
            body: [[head('Cant.', true), head('Detalle'), head('Precio unit.', true), head('Dto. %', true), ...(letter === 'A' ? [head('IVA', true)] : []), head('Importe', true)], ...body],
          },
          layout: { hLineWidth: (i: number) => (i <= 1 ? 0 : 0.4), vLineWidth: () => 0, hLineColor: () => '#c8c8d8', paddingTop: () => 4, paddingBottom: () => 4 },
        },
        {
          margin: [0, 12, 0, 0],
          columns: [
            { width: '*', stack: [{ text: `Son pesos: ${amountInWords(t.total, '').trim()}`, italics: true, margin: [0, 0, 10, 0] }] },
            { width: 210, table: { widths: ['*', 90], body: totals.map(([k, val, big]) => [{ text: k, bold: big, fontSize: big ? 11 : 9 }, { text: val, bold: big, fontSize: big ? 11 : 9, alignment: 'right' }]) }, layout: 'noBorders' },
          ],
        },
        {
          margin: [0, 30, 0, 0],
          columns: [
            { qr, fit: 76, width: 90 },
            { width: '*', stack: [{ text: 'Comprobante autorizado por ARCA', bold: true }, { text: `CAE ${v.cae}` }, { text: `Vencimiento del CAE ${shortDate(addDays(doc.date, 10))}` }], margin: [0, 14, 0, 0] },
          ],
        },
      ],
    };
    pdfmake.setFonts(FONTS);
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path.startsWith('/usr/share/fonts/'));
    return Buffer.from(await pdfmake.createPdf(definition).getBuffer());
  },
};
