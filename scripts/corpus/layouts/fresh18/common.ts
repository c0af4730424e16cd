import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { Encodings } from '@pdf-lib/standard-fonts';
import type { DocSpec } from '../../document';
import { PINNED_DATE } from '../../pdf';
import { assemblePdf, n, pdfStream, rgbOf, winAnsiCMap } from '../fresh8/common';

export {
  amount, cuitDashed, dayAbbrev, dmy, dmyDash, dmyShort, docNo, dotted, FlipPdf, FONT, GlyphPdf, h01, idPair, JsPdfKit, pad, PdfLibKit, PipePdf, RawPdf,
  sayCondition, settle, shift, vatContained, wrapBy,
} from '../fresh17/common';
export { ean13 } from '../fresh/print';
export { ean13Modules } from '../fresh6/common';
export { amountInWords } from '../fresh2/common';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MON3 = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "2026-11-24" → "24/Nov/2026". */
export function dMonY(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${MON3[Number(m) - 1]}/${y}`;
}

/** "2026-11-24" → "Martes 24/11/2026". */
export function weekdayDmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  const day = DAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
  return `${day[0]!.toUpperCase()}${day.slice(1)} ${d}/${m}/${y}`;
}

/** "2026-11-24" → "24.11.26". */
export function dotShort(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y!.slice(2)}`;
}

/** "2026-11-24" → "20261124" (as a WMS prints it). */
export function compact(iso: string): string {
  return iso.replace(/-/g, '');
}

/** "2026-11" → "Noviembre de 2026". */
export function monthOf(iso: string): string {
  const [y, m] = iso.split('-');
  const name = MONTHS[Number(m) - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} de ${y}`;
}

/** The receiver's identity as "CUIT 30-71234567-8" / "DNI 30.123.456" (or '' when none). */
export function idText(doc: DocSpec, cuitLabel = 'CUIT', dniLabel = 'DNI'): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT'
    ? `${cuitLabel} ${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}`
    : `${dniLabel} ${r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// ArchivePdf (fresh18): a page written as an archiving-minded invoicing program saves it, **PDF/A-2b**: `%PDF-1.7`
// with a binary comment, an **XMP metadata stream** on the catalog (`/Metadata`, uncompressed, `pdfaid:part 2`,
// `pdfaid:conformance B`, Dublin Core title and creator, xmp dates, pdf:Producer, matching the Info dictionary), an
// **output intent** (`/GTS_PDFA1`) with an embedded **sRGB ICC profile**, `/Lang`, and every face **embedded whole**
// (TrueType `FontFile2`, Liberation Sans / Serif, WinAnsi with widths and a ToUnicode map), as PDF/A asks. Its text
// is shown as **hexadecimal strings** (`<4661637475726120> Tj`), each line its own text object placed by `Tm`.
// Deterministic: dates pinned, the file ID an MD5 of the bytes (fresh8's assemblePdf).
// ---------------------------------------------------------------------------------------------------------------

interface FkFont {
  unitsPerEm: number; ascent: number; descent: number; capHeight: number; italicAngle: number; postscriptName: string;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  glyphForCodePoint(cp: number): { advanceWidth: number };
}
const fontkit = require('fontkit') as { openSync(path: string): FkFont };

const ARCHIVE_FACES = {
  R: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  B: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  S: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  SB: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
} as const;
export type ArchiveFace = keyof typeof ARCHIVE_FACES;

/** WinAnsi code → Unicode code point (the codes the faces show). */
const CODE_CP = new Map<number, number>();
for (const cp of Encodings.WinAnsi.supportedCodePoints) {
  const { code } = Encodings.WinAnsi.encodeUnicodeCodePoint(cp);
  if (!CODE_CP.has(code)) CODE_CP.set(code, cp);
}
function winAnsiCodes(text: string): number[] {
  return [...text].map((ch) => {
    const cp = ch.codePointAt(0)!;
    return Encodings.WinAnsi.encodeUnicodeCodePoint(Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? cp : 63).code;
  });
}

function xmlEsc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function pdfLiteral(s: string): string {
  let out = '(';
  for (const c of winAnsiCodes(s)) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += `\\${String.fromCharCode(c)}`;
    else if (c < 0x20 || c > 0x7e) out += `\\${c.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(c);
  }
  return `${out})`;
}

export interface ArchiveTextOptions {
  font?: ArchiveFace;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

export class ArchivePdf {
  private ops: string[] = [];
  private used = new Set<ArchiveFace>();
  private faces = new Map<ArchiveFace, { tt: FkFont; k: number }>();

  constructor(readonly size: [number, number], readonly meta: { producer: string; creator: string; title: string; author: string }) {}

  private face(f: ArchiveFace) {
    let face = this.faces.get(f);
    if (!face) {
      const tt = fontkit.openSync(ARCHIVE_FACES[f]);
      face = { tt, k: 1000 / tt.unitsPerEm };
      this.faces.set(f, face);
    }
    return face;
  }

  widthOf(value: string, font: ArchiveFace = 'R', size = 9): number {
    const { tt, k } = this.face(font);
    let w = 0;
    for (const code of winAnsiCodes(value)) w += tt.glyphForCodePoint(CODE_CP.get(code) ?? 63).advanceWidth * k;
    return (w * size) / 1000;
  }

  /** One line whose top is at `y` (from the top of the page); returns its width. */
  text(value: string, x: number, y: number, o: ArchiveTextOptions = {}): number {
    if (!value) return 0;
    const font = o.font ?? 'R', size = o.size ?? 9;
    this.used.add(font);
    const w = this.widthOf(value, font, size);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    const base = this.size[1] - y - size * 0.76;
    const hex = winAnsiCodes(value).map((c) => c.toString(16).toUpperCase().padStart(2, '0')).join('');
    this.ops.push(`BT ${o.color ? `${rgbOf(o.color)} rg` : '0 0 0 rg'} /F${font} ${n(size)} Tf 1 0 0 1 ${n(left)} ${n(base)} Tm <${hex}> Tj ET`);
    return w;
  }

  /** Words wrapped to `width`. */
  wrap(value: string, width: number, font: ArchiveFace = 'R', size = 9): string[] {
    const lines: string[] = [];
    let cur = '';
    for (const word of value.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.widthOf(next, font, size) > width) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    const parts = [`${n(o.lineWidth ?? 0.6)} w`];
    if (o.fill) parts.push(`${rgbOf(o.fill)} rg`);
    if (o.stroke || !o.fill) parts.push(`${rgbOf(o.stroke ?? '#000000')} RG`);
    parts.push(`${n(x)} ${n(this.size[1] - y - h)} ${n(w)} ${n(h)} re ${o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S'}`);
    this.ops.push(`q ${parts.join(' ')} Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number[] } = {}): void {
    const H = this.size[1];
    this.ops.push(`q ${n(o.width ?? 0.6)} w ${rgbOf(o.color ?? '#000000')} RG ${o.dash ? `[${o.dash.join(' ')}] 0 d ` : ''}${n(x1)} ${n(H - y1)} m ${n(x2)} ${n(H - y2)} l S Q`);
  }

  bytes(): Buffer {
    const objects: Array<Buffer | string> = [];
    const add = (o: Buffer | string) => objects.push(o);
    const catalog = add('');
    const pages = add('');
    const stamp = PINNED_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const pdfDate = `D:${PINNED_DATE.toISOString().replace(/\D/g, '').slice(0, 14)}Z`;
    const info = add(`<< /Title ${pdfLiteral(this.meta.title)} /Author ${pdfLiteral(this.meta.author)} /Creator ${pdfLiteral(this.meta.creator)} ` +
      `/Producer ${pdfLiteral(this.meta.producer)} /CreationDate (${pdfDate}) /ModDate (${pdfDate}) >>`);
    const xmp = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>2</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlEsc(this.meta.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${xmlEsc(this.meta.author)}</rdf:li></rdf:Seq></dc:creator>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreateDate>${stamp}</xmp:CreateDate>
   <xmp:ModifyDate>${stamp}</xmp:ModifyDate>
   <xmp:MetadataDate>${stamp}</xmp:MetadataDate>
   <xmp:CreatorTool>${xmlEsc(this.meta.creator)}</xmp:CreatorTool>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${xmlEsc(this.meta.producer)}</pdf:Producer>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
${' '.repeat(400)}
<?xpacket end="w"?>`;
    const metadata = add(pdfStream('/Type /Metadata /Subtype /XML', Buffer.from(xmp, 'utf8')));
    const iccFile = path.join(path.dirname(require.resolve('pdfkit')), 'data/sRGB_IEC61966_2_1.icc');
    const icc = add(pdfStream('/N 3 /Alternate /DeviceRGB /Filter /FlateDecode', deflateSync(readFileSync(iccFile))));
    const intent = add(`<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (sRGB IEC61966-2.1) /Info (sRGB IEC61966-2.1) /DestOutputProfile ${icc} 0 R >>`);
    const toUnicode = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(winAnsiCMap(), 'latin1'))));
    const fontRefs: string[] = [];
    for (const f of (Object.keys(ARCHIVE_FACES) as ArchiveFace[]).filter((k) => this.used.has(k))) {
      const { tt, k } = this.face(f);
      const raw = readFileSync(ARCHIVE_FACES[f]);
      const file = add(pdfStream(`/Length1 ${raw.length} /Filter /FlateDecode`, deflateSync(raw)));
      const widths: number[] = [];
      for (let c = 32; c <= 255; c++) widths.push(CODE_CP.has(c) ? Math.round(tt.glyphForCodePoint(CODE_CP.get(c)!).advanceWidth * k) : 0);
      const bbox = [tt.bbox.minX, tt.bbox.minY, tt.bbox.maxX, tt.bbox.maxY].map((v) => Math.round(v * k));
      const descriptor = add(`<< /Type /FontDescriptor /FontName /${tt.postscriptName} /Flags ${f.startsWith('S') ? 34 : 32} /FontBBox [${bbox.join(' ')}] ` +
        `/ItalicAngle 0 /Ascent ${Math.round(tt.ascent * k)} /Descent ${Math.round(tt.descent * k)} /CapHeight ${Math.round((tt.capHeight || tt.unitsPerEm * 0.7) * k)} ` +
        `/StemV ${f.endsWith('B') ? 140 : 80} /FontFile2 ${file} 0 R >>`);
      const font = add(`<< /Type /Font /Subtype /TrueType /BaseFont /${tt.postscriptName} /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] ` +
        `/Encoding /WinAnsiEncoding /FontDescriptor ${descriptor} 0 R /ToUnicode ${toUnicode} 0 R >>`);
      fontRefs.push(`/F${f} ${font} 0 R`);
    }
    const content = add(pdfStream('/Filter /FlateDecode', deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'))));
    const page = add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${n(this.size[0])} ${n(this.size[1])}] /Contents ${content} 0 R ` +
      `/Resources << /Font << ${fontRefs.join(' ')} >> >> >>`);
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R /Metadata ${metadata} 0 R /OutputIntents [${intent} 0 R] /Lang (es-AR) >>`;
    objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
    return assemblePdf(objects, catalog, info, '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  }
}
