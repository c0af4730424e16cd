import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { DocSpec } from '../../document';
import { glyphs, literal, n, pdfStream, rgbOf } from '../fresh8/common';

export { amount, cuitDashed, date, quantity, sayCondition, vatContained, ean13 } from '../fresh/print';
export { amountInWords, FONT } from '../fresh2/common';
export { arcaQrUrl, PdfLibKit } from '../fresh3/common';
export { settle, spaced } from '../fresh4/common';
export { JsPdfKit, shortDate } from '../fresh6/common';
export { qrSvg } from '../fresh7/common';
export { dotted, hash01, longDate, RawPdf, yy } from '../fresh8/common';
export { FlipPdf, wrapBy } from '../fresh9/common';
export { GlyphPdf } from '../fresh10/common';
export { caeOf, docTipo, qrModules } from '../fresh12/common';
export { PipePdf, plusDays } from '../fresh13/common';

const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-25" → "25 nov 2026". */
export function dayMonYear(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${SHORT[Number(m) - 1]} ${y}`;
}

export function pad(value: number | string, width: number): string {
  return String(value).padStart(width, '0');
}

/** The receiver's number as a layout prints it ("" when none). */
export function receiverNo(doc: DocSpec, cuit: (d: string) => string, dni: (d: string) => string): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? cuit(r.docNumber) : dni(r.docNumber);
}

/** A 32-digit hexadecimal file ID derived from a string (jsPDF's is pinned with it). */
export function hexId(seed: string): string {
  return createHash('md5').update(seed).digest('hex').toUpperCase();
}

export interface StampAnnotation {
  /** Rectangle on the page, in points from its lower-left corner. */
  rect: [number, number, number, number];
  color: string;
  lines: Array<{ text: string; size: number; bold?: boolean }>;
  /** Degrees the stamp is turned (its appearance is drawn turned inside the rectangle). */
  angle: number;
  author: string;
  subject: string;
}

/**
 * Appends an **incremental update** to a finished PDF, as a PDF editor saves a file after a user put a rubber-stamp
 * annotation on it: the page object is written again with an `/Annots` entry, followed by a `/Stamp` annotation whose
 * text lives only in its appearance stream (a Form XObject with its own Helvetica), a cross-reference section
 * listing only those objects, and a trailer pointing back with `/Prev` to the original one. The original bytes are
 * left as they were.
 */
export function appendStamp(base: Buffer, stamp: StampAnnotation, modDate: string): Buffer {
  const text = base.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)![1]);
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R \/Info (\d+) 0 R \/ID \[<([0-9a-f]+)>/.exec(text)!;
  const size = Number(trailer[1]), root = Number(trailer[2]), info = Number(trailer[3]), firstId = trailer[4]!;
  const page = /(\d+) 0 obj\n(<< \/Type \/Page \/Parent [\s\S]*?)\nendobj/.exec(text)!;
  const pageNo = Number(page[1]);
  const annot = size, ap = size + 1, font = size + 2;
  // the editor writes its objects compactly (no spaces between names), as many do
  const pageDict = page[2]!.replace('<< /Type /Page ', `<</Type/Page/Annots[${annot} 0 R]`).replace(/ \/(\w+) (?=[\/<\[(])/g, '/$1').replace(/ \/(\w+) /g, '/$1 ');
  const [x1, y1, x2, y2] = stamp.rect;
  const w = x2 - x1, h = y2 - y1;
  // the appearance: a double frame and the lines, turned about the centre of the box
  const rad = (stamp.angle * Math.PI) / 180, c = Math.cos(rad), s = Math.sin(rad);
  const ops: string[] = [`q ${n(c)} ${n(s)} ${n(-s)} ${n(c)} ${n(w / 2)} ${n(h / 2)} cm`];
  const iw = w * 0.86, ih = h * 0.62;
  ops.push(`${rgbOf(stamp.color)} RG 2.2 w ${n(-iw / 2)} ${n(-ih / 2)} ${n(iw)} ${n(ih)} re S 0.8 w ${n(-iw / 2 + 3)} ${n(-ih / 2 + 3)} ${n(iw - 6)} ${n(ih - 6)} re S`);
  const total = stamp.lines.reduce((a, l) => a + l.size * 1.15, 0);
  let y = total / 2;
  for (const l of stamp.lines) {
    y -= l.size * 1.05;
    const approx = l.text.length * l.size * (l.bold ? 0.6 : 0.52);
    ops.push(`BT /SF${l.bold ? 'B' : ''} ${n(l.size)} Tf ${rgbOf(stamp.color)} rg ${n(-approx / 2)} ${n(y)} Td ${literal(glyphs(l.text).map((g) => g.code))} Tj ET`);
    y -= l.size * 0.1;
  }
  ops.push('Q');
  const apStream = pdfStream(
    `/Type /XObject /Subtype /Form /BBox [0 0 ${n(w)} ${n(h)}] /Resources << /Font << /SF ${font} 0 R /SFB ${font + 1} 0 R >> >> /Filter /FlateDecode`,
    deflateSync(Buffer.from(ops.join('\n'), 'latin1')),
  );
  const objects: Array<[number, Buffer | string]> = [
    [pageNo, pageDict],
    [annot, `<< /Type /Annot /Subtype /Stamp /Rect [${[x1, y1, x2, y2].map(n).join(' ')}] /F 4 /P ${pageNo} 0 R /Name /Approved ` +
      `/T ${literal(glyphs(stamp.author).map((g) => g.code))} /Subj ${literal(glyphs(stamp.subject).map((g) => g.code))} /M (D:${modDate}) ` +
      `/C [${rgbOf(stamp.color)}] /CA 0.85 /AP << /N ${ap} 0 R >> >>`],
    [ap, apStream],
    [font, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [font + 1, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'],
  ];
  const chunks: Buffer[] = [base];
  let offset = base.length;
  const offsets = new Map<number, number>();
  for (const [num, body] of objects) {
    const b = Buffer.concat([Buffer.from(`${num} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.set(num, offset);
    offset += b.length;
    chunks.push(b);
  }
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
  const row = (num: number) => `${String(offsets.get(num)).padStart(10, '0')} 00000 n \n`;
  let xref = `xref\n0 1\n0000000000 65535 f \n${pageNo} 1\n${row(pageNo)}${annot} 4\n${row(annot)}${row(ap)}${row(font)}${row(font + 1)}`;
  xref += `trailer\n<< /Size ${font + 2} /Root ${root} 0 R /Info ${info} 0 R /Prev ${start} /ID [<${firstId}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
