import { createCipheriv, createHash } from 'node:crypto';
import type { DocSpec } from '../../document';

export {
  amount, arcaQrUrl, caeOf, cuitDashed, date, dayMonYear, docNo, docTipo, dotted, FlipPdf, FONT, GlyphPdf, hexId, JsPdfKit, monthEnd, pad, PdfLibKit,
  PipePdf, qrModules, qrSvg, RawPdf, receiverLine, receiverNo, sayCondition, settle, TagPdf, vatContained, wrapBy,
} from '../fresh16/common';
export type { RawFont } from '../fresh16/common';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const UPPER = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

/** "2026-11-24" → "24-11-26". */
export function dmyDash(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y!.slice(2)}`;
}

/** "2026-11-24" → "24 NOV 2026". */
export function dayMonUpper(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d} ${UPPER[Number(m) - 1]} ${y}`;
}

/** "2026-11-24" → "Noviembre 24, 2026". */
export function monthFirst(iso: string): string {
  const [y, m, d] = iso.split('-');
  const name = MONTHS[Number(m) - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${Number(d)}, ${y}`;
}

/** "2026-11-24" → "24 de nov. de 2026". */
export function dayAbbrev(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} de ${UPPER[Number(m) - 1]!.toLowerCase()}. de ${y}`;
}

/** "2026-11-24" → "24/11/2026". */
export function dmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** "2026-11-24" → "24/11/26". */
export function dmyShort(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y!.slice(2)}`;
}

/** ISO date `days` later. */
export function shift(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A deterministic number in [0, 1) from a string and a salt (stable per document). */
export function h01(seed: string, salt: number): number {
  const d = createHash('md5').update(`${seed}#${salt}`).digest();
  return d.readUInt32BE(0) / 4294967296;
}

/** An ISBN-13 of an Argentine publisher (978-987-…), stable per article code, with its check digit, hyphenated. */
export function isbnOf(code: string): string {
  const h = createHash('md5').update(code).digest();
  const publisher = String(1000 + (h.readUInt16BE(0) % 9000));
  const title = String(h.readUInt16BE(2) % 1000).padStart(3, '0');
  const body = `978987${publisher}${title}`;
  const sum = [...body].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0);
  return `978-987-${publisher}-${title}-${(10 - (sum % 10)) % 10}`;
}

/** The receiver's VAT condition and number as one caption pair, or null for an anonymous buyer. */
export function idPair(doc: DocSpec): [string, string] | null {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return null;
  return r.docType === 'CUIT' ? ['CUIT', `${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}`] : ['DNI', r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.')];
}

// ---------------------------------------------------------------------------------------------------------------
// seal (fresh17): a PDF **protected with an owner password**, as many invoicing programs and "PDF printers" save
// their vouchers so that they cannot be edited: the Standard security handler, revision 4, **AES-128 (AESV2)** for
// strings and streams, an empty user password (it opens without asking) and permissions that allow printing and
// copying but not changing the document (/P -44). Every stream (the page's content, the fonts' ToUnicode maps) and
// every string (the document information) is encrypted with its object's own key; the Encrypt dictionary, the
// cross-reference table and the trailer (with the file ID the key is derived from) stay in clear. It takes a file
// written by fresh8's `assemblePdf` (RawPdf, FlipPdf, TagPdf…: one classic cross-reference table, no object
// streams) and rewrites it. Deterministic: the AES IVs and the owner key come from MD5s of the content.
// ---------------------------------------------------------------------------------------------------------------

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function md5(...parts: Buffer[]): Buffer {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

function padded(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);
}

/** Reads a PDF literal string starting at `s[i] === '('`; returns its bytes and the index after it. */
function readLiteral(s: string, i: number): { bytes: Buffer; end: number } {
  const out: number[] = [];
  let depth = 0;
  let k = i;
  for (;;) {
    const c = s[k]!;
    if (c === '\\') {
      const next = s[k + 1]!;
      if (/[0-7]/.test(next)) {
        let oct = '';
        let m = k + 1;
        while (oct.length < 3 && /[0-7]/.test(s[m]!)) oct += s[m++]!;
        out.push(Number.parseInt(oct, 8) & 255);
        k = m;
        continue;
      }
      const map: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      out.push(map[next] ?? next.charCodeAt(0));
      k += 2;
      continue;
    }
    if (c === '(') {
      depth++;
      if (depth > 1) out.push(40);
    } else if (c === ')') {
      depth--;
      if (depth === 0) return { bytes: Buffer.from(out.slice(0)), end: k + 1 };
      out.push(41);
    } else out.push(c.charCodeAt(0) & 255);
    k++;
  }
}

export function seal(pdf: Buffer, owner: string): Buffer {
  const text = pdf.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)/.exec(text.slice(-64))![1]);
  const table = text.slice(xrefAt);
  const count = Number(/xref\s+0 (\d+)/.exec(table)![1]);
  const offsets = [...table.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(table)![1]!;
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)![1]);
  const info = Number(/\/Info (\d+) 0 R/.exec(trailer)![1]);
  const id = Buffer.from(/\/ID \[<([0-9a-f]+)>/i.exec(trailer)![1]!, 'hex');
  if (offsets.length !== count - 1) throw new Error('seal: unexpected cross-reference table');
  const header = text.slice(0, offsets[0]).replace(/^%PDF-1\.\d/, '%PDF-1.6');
  const bodies = offsets.map((start, i) => {
    const end = i + 1 < offsets.length ? offsets[i + 1]! : xrefAt;
    const raw = pdf.subarray(start, end);
    const head = raw.indexOf('obj\n') + 4;
    const tail = raw.lastIndexOf('\nendobj');
    return raw.subarray(head, tail);
  });

  // the keys (Algorithms 2, 3 and 5 of the Standard security handler, revision 4)
  const P = -44;
  let ok = md5(padded(owner));
  for (let i = 0; i < 50; i++) ok = md5(ok);
  let O = rc4(ok, padded(''));
  for (let i = 1; i <= 19; i++) O = rc4(Buffer.from(ok.map((b) => b ^ i)), O);
  const p = Buffer.alloc(4);
  p.writeInt32LE(P);
  let key = md5(padded(''), O, p, id);
  for (let i = 0; i < 50; i++) key = md5(key.subarray(0, 16));
  let U = rc4(key, md5(PAD, id));
  for (let i = 1; i <= 19; i++) U = rc4(Buffer.from(key.map((b) => b ^ i)), U);
  U = Buffer.concat([U, md5(U, O).subarray(0, 16)]);

  const objectKey = (num: number) => md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0]), Buffer.from('sAlT', 'latin1')).subarray(0, 16);
  const aes = (num: number, data: Buffer) => {
    const k = objectKey(num);
    const iv = md5(k, data, Buffer.from(String(num), 'latin1'));
    const c = createCipheriv('aes-128-cbc', k, iv);
    return Buffer.concat([iv, c.update(data), c.final()]);
  };
  const encryptStrings = (num: number, dict: string) => {
    let out = '';
    let i = 0;
    while (i < dict.length) {
      if (dict[i] === '(') {
        const { bytes, end } = readLiteral(dict, i);
        out += `<${aes(num, bytes).toString('hex').toUpperCase()}>`;
        i = end;
      } else out += dict[i++];
    }
    return out;
  };

  const objects: Buffer[] = bodies.map((body, i) => {
    const num = i + 1;
    const at = body.indexOf('stream\n');
    if (at < 0) return Buffer.from(num === info || num === root ? encryptStrings(num, body.toString('latin1')) : body.toString('latin1'), 'latin1');
    const dict = body.subarray(0, at).toString('latin1');
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const data = body.subarray(at + 7, at + 7 + length);
    const sealed = aes(num, data);
    return Buffer.concat([Buffer.from(`${dict.replace(/\/Length \d+/, `/Length ${sealed.length}`)}stream\n`, 'latin1'), sealed, Buffer.from('\nendstream', 'latin1')]);
  });
  const encryptNum = objects.length + 1;
  objects.push(Buffer.from(
    `<< /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /Type /CryptFilter /AuthEvent /DocOpen /CFM /AESV2 /Length 16 >> >> ` +
      `/StmF /StdCF /StrF /StdCF /O <${O.toString('hex').toUpperCase()}> /U <${U.toString('hex').toUpperCase()}> /P ${P} /EncryptMetadata true >>`,
    'latin1',
  ));

  const chunks: Buffer[] = [Buffer.from(header, 'latin1')];
  let offset = chunks[0]!.length;
  const at: number[] = [];
  objects.forEach((o, i) => {
    const body = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), o, Buffer.from('\nendobj\n', 'latin1')]);
    at.push(offset);
    offset += body.length;
    chunks.push(body);
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of at) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  const hex = id.toString('hex');
  xref += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R /Encrypt ${encryptNum} 0 R /ID [<${hex}> <${hex}>] >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
