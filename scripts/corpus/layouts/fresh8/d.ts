import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { renderPages } from '../../degrade';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { PINNED_DATE } from '../../pdf';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, dotted, FONT, hash01, quantity, RawPdf, sayCondition, settle, vatContained } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 36, R = SIZE[0] - 36;

interface Placed { text: string; x: number; y: number; size: number; font: string }

/** The printed page (a plumbing supplies shop's factura from an old ERP on its pre-printed form), recording every string placed. */
function printed(doc: DocSpec): Promise<{ pdf: Buffer; placed: Placed[] }> {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
  const letter = doc.pricesIncludeIva ? 'B' : 'A';
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const placed: Placed[] = [];
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: SIZE, margin: 0, info: { CreationDate: PINNED_DATE, ModDate: PINNED_DATE, Producer: 'ERP print', Title: 'factura' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve({ pdf: Buffer.concat(chunks), placed }));
    pdf.on('error', reject);
    const put = (s: string, x: number, y: number, o: { font?: string; size?: number; align?: 'left' | 'right' | 'center'; width?: number; color?: string } = {}) => {
      const font = o.font ?? FONT.mono, size = o.size ?? 9;
      pdf.font(font).fontSize(size).fillColor(o.color ?? '#000000');
      const w = pdf.widthOfString(s);
      const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
      pdf.text(s, left, y, { lineBreak: false });
      placed.push({ text: s, x: left, y, size, font });
    };
    // the pre-printed form (blue), then the ERP's fill-in (black mono)
    const blue = '#1f3f8f';
    pdf.lineWidth(1).strokeColor(blue).roundedRect(L, 30, R - L, 130, 6).stroke();
    pdf.moveTo(SIZE[0] / 2, 78).lineTo(SIZE[0] / 2, 160).stroke();
    pdf.rect(SIZE[0] / 2 - 22, 30, 44, 48).stroke();
    put(letter, SIZE[0] / 2 - 22, 34, { font: FONT.serifBold, size: 30, width: 44, align: 'center', color: blue });
    put(`COD. 0${letter === 'A' ? 1 : 6}`, SIZE[0] / 2 - 22, 66, { font: FONT.sans, size: 6.5, width: 44, align: 'center', color: blue });
    put(is.tradeName.toUpperCase(), L + 10, 42, { font: FONT.serifBold, size: 17, color: blue });
    put('Sanitarios - Agua - Gas - Cloacas - Calefacción', L + 10, 64, { font: FONT.serifItalic, size: 9, color: blue });
    put(is.name, L + 10, 92, { font: FONT.sans, size: 8, color: blue });
    put(`${is.address}`, L + 10, 104, { font: FONT.sans, size: 8, color: blue });
    put(is.city, L + 10, 116, { font: FONT.sans, size: 8, color: blue });
    put(`Tel. ${is.phone}`, L + 10, 128, { font: FONT.sans, size: 8, color: blue });
    put('IVA RESPONSABLE INSCRIPTO', L + 10, 143, { font: FONT.sansBold, size: 8, color: blue });
    const RX = SIZE[0] / 2 + 32;
    put('FACTURA', RX, 40, { font: FONT.serifBold, size: 18, color: blue });
    put('N°', RX, 88, { font: FONT.sansBold, size: 9, color: blue });
    put(doc.reference, RX + 20, 87, { size: 11 });
    put('Fecha:', RX, 106, { font: FONT.sansBold, size: 9, color: blue });
    put(date(doc.date, 'dd-mm-yyyy'), RX + 40, 105, { size: 10 });
    put(`C.U.I.T.: ${cuitDashed(is.cuit)}`, RX, 124, { font: FONT.sans, size: 8, color: blue });
    put(`Ing. Brutos C.M.: ${is.iibb}`, RX, 135, { font: FONT.sans, size: 8, color: blue });
    put(`Inicio de Actividades: ${is.activitySince}`, RX, 146, { font: FONT.sans, size: 8, color: blue });
    // customer rows
    pdf.roundedRect(L, 166, R - L, 84, 6).stroke();
    const rows: Array<[string, string, number]> = [
      ['Señor/es:', r.name, 174], ['Domicilio:', r.address || '-', 190],
      ['I.V.A.:', r.condicionPrinted ? r.condicionText : '', 206], ['C.U.I.T./D.N.I.:', r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docType === 'DNI' ? dotted(r.docNumber!) : '', 222],
    ];
    for (const [cap, val, y] of rows) {
      put(cap, L + 8, y + 1, { font: FONT.sans, size: 8, color: blue });
      put(val, L + 90, y, { size: 9.5 });
    }
    put('Cond. de venta:', L + 300, 207, { font: FONT.sans, size: 8, color: blue });
    put(String(v.terms), L + 372, 206, { size: 9.5 });
    put('Remito N°:', L + 300, 223, { font: FONT.sans, size: 8, color: blue });
    put(String(v.remito), L + 352, 222, { size: 9.5 });
    // table
    const top = 256, bottom = 640;
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['CANTIDAD', 64, 'right'], ['DESCRIPCION', 270, 'left'], ['P. UNITARIO', 94, 'right'], ['IMPORTE', R - L - 428, 'right']];
    pdf.rect(L, top, R - L, bottom - top).stroke();
    pdf.moveTo(L, top + 18).lineTo(R, top + 18).stroke();
    let x = L;
    for (const [cap, w, al] of cols) {
      put(cap, x + 4, top + 5, { font: FONT.sansBold, size: 8, width: w - 8, align: al === 'left' ? 'left' : 'center', color: blue });
      x += w;
      if (x < R) pdf.moveTo(x, top).lineTo(x, bottom).stroke();
    }
    let y = top + 26;
    doc.lines.forEach((l, i) => {
      const cells = [quantity(l.quantity, 'ar', 2), l.description, a(l.unitPrice!), a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], c) => {
        put(cells[c]!, x + 5, y, { size: 9, width: w - 10, align: al });
        x += w;
      });
      y += 15;
    });
    // totals
    const tot: Array<[string, string]> = letter === 'A'
      ? [['SUBTOTAL', a(t.subtotal)], ...t.byRate.map((b): [string, string] => [`I.V.A. ${String(b.rate).replace('.', ',')} %`, a(b.vat)]), ['TOTAL $', a(t.total)]]
      : [['TOTAL $', a(t.total)]];
    let ty = bottom + 10;
    for (const [cap, val] of tot) {
      pdf.rect(R - 200, ty - 3, 200, 18).stroke();
      put(cap, R - 196, ty + 1, { font: FONT.sansBold, size: 8.5, color: blue });
      put(val, R - 110, ty, { size: 10, width: 104, align: 'right' });
      ty += 18;
    }
    if (letter === 'B') put(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) - IVA Contenido $ ${a(vatContained(t.total, 21))}`, L, ty + 10, { size: 7.5 });
    put(`CAE N° ${v.cae}   Vto. CAE ${date(addDays(doc.date, 10), 'dd-mm-yyyy')}`, L, 770, { size: 9 });
    put('ORIGINAL', R - 100, 770, { font: FONT.sansBold, size: 9, width: 100, align: 'right', color: blue });
    pdf.end();
  });
}

const OCR_SWAPS: Array<[RegExp, string]> = [[/rn/, 'm'], [/l/, '1'], [/I/, 'l'], [/o/, '0'], [/e/, 'c'], [/ó/, '6'], [/ñ/, 'fi'], [/S/, '5'], [/m/, 'rn'], [/:/, ';'], [/\./, ',']];

/**
 * A plumbing supplies shop's factura A/B printed by its old ERP on a pre-printed blue form, then run through an
 * office scanner's "searchable PDF" (our RawPdf): the page is ONE grayscale JPEG (slightly skewed) and over it an
 * INVISIBLE OCR text layer (render mode 3), each word its own text object in Helvetica squeezed with Tz to the
 * word's box, placed where the skewed image shows it (a point or two off the glyphs). Like a real OCR layer it has
 * errors ("Dom1cilio", "Fccha", "C0ND.") in captions, letterhead and legal words; the receiver, descriptions,
 * numbers, amounts and dates are read right (the truth is the printed values). Form: "Señor/es:", "I.V.A.:",
 * "C.U.I.T./D.N.I.:", "Cond. de venta:", "Remito N°"; CANTIDAD ("3,00") / DESCRIPCION / P. UNITARIO / IMPORTE;
 * A: SUBTOTAL, I.V.A. 21 %, TOTAL $; B: TOTAL $ and IVA Contenido; dates "24-11-2026"; CAE.
 */
export const fresh8DLayout: Layout = {
  id: 'fresh8-d',
  kind: 'invoice',
  title: 'fresh8 layout d',
  page: { size: 'A4' },
  scanStyle: 'clipboard-shadow',
  issuer: (rng) => makeIssuer(rng, 'Sanitarios Los Talas S.R.L.', 'Sanitarios Los Talas'),
  template: (issuer) => ({
    id: 's-facturas-sanitarios-lostalas',
    name: 'Facturas Sanitarios Los Talas (escaneadas)',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, escaneadas con OCR. El cliente es "Señor/es". A: precios netos más IVA; ` +
      'B: precios finales. La referencia es el número de factura.',
    catalog: 'plumbing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'plumbing', lineCount: [2, 8], receivers: ['company-ri', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh8-d', templateId: template.id, issuer, reference: `${pad(rng.int(1, 5), 4)}-${pad(rng.int(1000, 90000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { cae: `7${rng.digits(13)}`, terms: rng.pick(['Contado', 'Cta. Cte.', 'Cheque 30 días']), remito: `${pad(rng.int(1, 5), 4)}-${pad(rng.int(1000, 90000), 8)}` };
    return doc;
  },
  render: async (doc) => {
    const { pdf: source, placed } = await printed(doc);
    const seed = doc.reference;
    const [page] = await renderPages(source, [1], 200);
    const theta = (hash01(seed, 1) - 0.5) * 0.9;
    const rotated = await sharp(page!.image).flatten({ background: '#ffffff' }).grayscale().rotate(theta, { background: '#ffffff' }).toBuffer({ resolveWithObject: true });
    const jpeg = await sharp(rotated.data)
      .extract({ left: Math.floor((rotated.info.width - page!.width) / 2), top: Math.floor((rotated.info.height - page!.height) / 2), width: page!.width, height: page!.height })
      .linear(1.08, -14).blur(0.4).jpeg({ quality: 62 }).toBuffer();
    const k = new RawPdf(SIZE, { producer: 'ScanOCR Engine 4.1', creator: 'Multifunción - Escanear a PDF con búsqueda', title: `SCAN_${doc.date.replace(/-/g, '')}_${pad(Math.floor(hash01(seed, 2) * 9999), 4)}` });
    k.image(jpeg, { width: page!.width, height: page!.height, gray: true }, 0, 0, SIZE[0], SIZE[1]);
    // the OCR layer: protected tokens are read right, the others sometimes not
    const r = doc.receiver;
    const protectedWords = new Set<string>([...r.name.split(' '), ...doc.lines.flatMap((l) => l.description.split(' ')), doc.reference]);
    const cx = SIZE[0] / 2, cy = SIZE[1] / 2, rad = (theta * Math.PI) / 180;
    const measure = new PDFDocument({ size: SIZE, margin: 0 });
    placed.forEach((p, n) => {
      measure.font(p.font).fontSize(p.size);
      const lineDy = (hash01(seed, 1000 + n) - 0.5) * 0.8;
      let offset = 0;
      for (const [j, part] of p.text.split(/( +)/).entries()) {
        const w = measure.widthOfString(part);
        if (part.trim()) {
          let word = part;
          if (!protectedWords.has(word) && !/\d/.test(word) && hash01(seed, n * 97 + j) < 0.16) {
            const swap = OCR_SWAPS.find(([re]) => re.test(word));
            if (swap) word = word.replace(swap[0], swap[1]);
          }
          const x0 = p.x + offset, y0 = p.y + p.size * 0.78 + lineDy;
          const x1 = cx + (x0 - cx) * Math.cos(rad) - (y0 - cy) * Math.sin(rad);
          const y1 = cy + (x0 - cx) * Math.sin(rad) + (y0 - cy) * Math.cos(rad);
          k.ocrWord(word, x1 + (hash01(seed, n * 31 + j) - 0.5) * 0.5, SIZE[1] - y1, w * (0.97 + hash01(seed, n * 7 + j) * 0.03), p.size * (0.96 + hash01(seed, n * 13 + j) * 0.08));
        }
        offset += w;
      }
    });
    return k.bytes();
  },
};
