import iconv from 'iconv-lite';

export const MimeType = {
  Pdf: 'application/pdf',
  Png: 'image/png',
  Jpeg: 'image/jpeg',
  Webp: 'image/webp',
  Tiff: 'image/tiff',
  Xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  Csv: 'text/csv',
} as const;
export type SupportedMimeType = (typeof MimeType)[keyof typeof MimeType];
export type DetectedType = SupportedMimeType | 'unsupported';

export const IMAGE_MIME_TYPES: readonly SupportedMimeType[] = [MimeType.Png, MimeType.Jpeg, MimeType.Webp, MimeType.Tiff];
export const SPREADSHEET_MIME_TYPES: readonly SupportedMimeType[] = [MimeType.Xlsx, MimeType.Csv];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/**
 * Detects the file type from its bytes only (never the name or the client's Content-Type).
 * Returns "unsupported" for anything the pipeline cannot read, including empty input.
 */
export function detectFileType(bytes: Uint8Array): DetectedType {
  if (bytes.length === 0) return 'unsupported';
  // PDF readers accept the header anywhere in the first 1 KB (some producers prepend junk).
  if (indexOf(bytes.subarray(0, 1024), ascii('%PDF-')) >= 0) return MimeType.Pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MimeType.Png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return MimeType.Jpeg;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return MimeType.Webp;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return MimeType.Tiff;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipEntryNames(bytes).has('xl/workbook.xml') ? MimeType.Xlsx : 'unsupported';
  if (looksLikeDelimitedText(bytes)) return MimeType.Csv;
  return 'unsupported';
}

export function indexOf(haystack: Uint8Array, needle: readonly number[], from = 0): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first, from); i >= 0 && i <= haystack.length - needle.length; i = haystack.indexOf(first, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Names of the entries of a zip archive, read from the local file headers (enough to tell an .xlsx from a
 * .docx or any other zip without inflating anything).
 */
function zipEntryNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = [0x50, 0x4b, 0x03, 0x04];
  for (let at = indexOf(bytes, signature); at >= 0 && at + 30 <= bytes.length && names.size < 2000; at = indexOf(bytes, signature, at + 4)) {
    const nameLength = view.getUint16(at + 26, true);
    const name = Buffer.from(bytes.subarray(at + 30, Math.min(bytes.length, at + 30 + nameLength))).toString('utf8');
    names.add(name);
  }
  return names;
}

/**
 * The 8-bit code page of a text that is not UTF-8: Windows-1252 (Excel on Windows), or Mac Roman (Excel for Mac's
 * "CSV (Macintosh)", whose á é í ó ú ñ Windows-1252 reads as ‡ Ž ’ — œ –) when that reading finds more Spanish letters.
 */
export function legacyEncoding(body: Buffer): 'win1252' | 'macintosh' {
  return legacyReading(body).encoding;
}

/** The text in its code page (legacyEncoding), each reading decoded once. */
function legacyReading(body: Buffer): { encoding: 'win1252' | 'macintosh'; text: string } {
  const letters = (text: string) => (text.match(/[áéíóúüñÁÉÍÓÚÜÑ]/g) ?? []).length;
  const windows = iconv.decode(body, 'win1252');
  const mac = iconv.decode(body, 'macintosh');
  return letters(mac) > letters(windows) ? { encoding: 'macintosh', text: mac } : { encoding: 'win1252', text: windows };
}

/**
 * Decodes text as UTF-8 (BOM stripped) when valid, else as Windows-1252, the usual Excel-on-Windows export, or Mac
 * Roman (legacyEncoding); a UTF-16 byte-order mark (Excel's "Unicode text") says UTF-16.
 */
export function decodeText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(buffer, [0xff, 0xfe])) return iconv.decode(buffer.subarray(2), 'utf16le');
  if (startsWith(buffer, [0xfe, 0xff])) return iconv.decode(buffer.subarray(2), 'utf16be');
  const body = startsWith(buffer, [0xef, 0xbb, 0xbf]) ? buffer.subarray(3) : buffer;
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(body);
  if (!utf8.includes('\uFFFD')) return utf8;
  return legacyReading(body).text;
}

export const CSV_DELIMITERS = [';', ',', '\t', '|'] as const;

/** The delimiter that splits the sampled lines into the same number (> 0) of fields most often. */
export function guessDelimiter(text: string): (typeof CSV_DELIMITERS)[number] | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(0, 50);
  let best: { delimiter: (typeof CSV_DELIMITERS)[number]; score: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, delimiter));
    const withDelimiter = counts.filter((c) => c > 0);
    if (withDelimiter.length === 0) continue;
    const mode = modeOf(withDelimiter);
    const consistent = counts.filter((c) => c === mode).length;
    // Two or more lines agreeing (or a single-line file): that is a table.
    if (consistent < Math.min(2, lines.length)) continue;
    const score = consistent * 100 + mode;
    if (!best || score > best.score) best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) count++;
  }
  return count;
}

function modeOf(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
}

function looksLikeDelimitedText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) return guessDelimiter(decodeText(sample.subarray(0, sample.length - (sample.length % 2)))) !== null;
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) control++;
  }
  if (control > sample.length / 100) return false;
  const text = decodeText(sample);
  return guessDelimiter(text) !== null;
}
