/**
 * Shared pieces of the `sheets` split: customers, the truth of a spreadsheet (dev README, "Spreadsheets"), CSV text,
 * a deterministic zip writer/reader, a small .xlsx writer of its own and exceljs output re-zipped with fixed dates.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { companyName, makeCuit, personName, type Issuer } from '../fake-data';
import type { Rng } from '../random';

// ---------------------------------------------------------------------------------------------------------------
// Data

export interface Customer {
  name: string;
  docType: 'CUIT' | 'CUIL' | 'DNI';
  /** digits only */
  docNumber: string;
}

export interface Article {
  description: string;
  /** as the template's priceList lists it (with or without VAT, per the template) */
  price: number;
  ivaRate: number;
}

export interface SaleLine {
  description: string;
  quantity: number;
  unitPrice: Decimal | null;
  ivaRate: number;
  /** only for files without a price column (priced from the priceList) */
  priceListMatch?: string | null;
}

/** One sale row of the file as written, with its 1-based sheet/CSV row. */
export interface SaleRow {
  row: number;
  customer: Customer;
  date: string | null;
  reference: string | null;
  line: SaleLine;
}

export type MappingKey = 'receiverName' | 'receiverDocNumber' | 'receiverDocType' | 'description' | 'quantity' | 'unitPrice' | 'ivaRate' | 'date' | 'reference' | 'receiverEmail';

export interface ColumnMapping {
  headerRow: number;
  columns: Partial<Record<MappingKey, string>>;
  groupBy: 'receiverDocNumber';
  pricesIncludeIva: boolean;
}

export interface SheetTemplate {
  id: string;
  name: string;
  instructions: string;
  articles: Article[];
  /** articles the issuer never priced (files without prices: the missing_price case) */
  unlisted: string[];
  pricesIncludeIva: boolean;
  ivaRate: number;
  concepto: 1 | 2 | 3;
  columnMapping: ColumnMapping;
}

export interface SheetFile {
  bytes: Buffer;
  ext: 'csv' | 'xlsx';
  /** e.g. "csv spreadsheet (google-sheets csv: comma, dot decimals, quoted fields)" without the counts */
  describe: string;
  rows: SaleRow[];
}

export interface SheetContext {
  issuer: Issuer;
  template: SheetTemplate;
  index: number;
  today: string;
}

export interface SheetLayout {
  id: string;
  title: string;
  imitates: string;
  issuer(rng: Rng): Issuer;
  template(issuer: Issuer): SheetTemplate;
  compose(rng: Rng, ctx: SheetContext): Promise<SheetFile> | SheetFile;
}

/** A person's CUIT/CUIL: 20/23/27 + the DNI (8 digits) + the check digit (weights 5 4 3 2 7 6 5 4 3 2, modulo 11). */
export function personCuit(rng: Rng, prefix: string): string {
  for (;;) {
    const body = prefix + String(rng.int(12_000_000, 46_999_999));
    const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const v = 11 - (w.reduce((a, k, i) => a + k * Number(body[i]), 0) % 11);
    if (v === 10) continue;
    return body + String(v === 11 ? 0 : v);
  }
}

const LAST = ['Benítez', 'Sosa', 'Ferreyra', 'Quiroga', 'Acosta', 'Medina', 'Villalba', 'Ojeda', 'Giménez', 'Paredes', 'Ledesma', 'Correa',
  'Bustos', 'Arias', 'Navarro', 'Funes', 'Maldonado', 'Zárate', 'Peralta', 'Núñez', 'Iñíguez', 'Ibáñez', 'Rodríguez', 'Suárez'];
const FIRST = ['Mónica', 'Raúl', 'Verónica', 'Martín', 'Sofía', 'Tomás', 'Agustina', 'Joaquín', 'Florencia', 'Nicolás', 'Belén', 'Ezequiel'];

/**
 * `count` customers with distinct names and numbers. `kinds` says which documents may appear; a person may be
 * written "Apellido, Nombre" when `commaNames`.
 */
export function makeCustomers(rng: Rng, count: number, kinds: ReadonlyArray<'company' | 'cuit-person' | 'cuil' | 'dni'>, avoid: string, commaNames = false): Customer[] {
  const out: Customer[] = [];
  while (out.length < count) {
    const kind = out.length === 0 ? kinds[0]! : rng.pick(kinds);
    const person = () => (commaNames && rng.chance(0.4) ? `${rng.pick(LAST)}, ${rng.pick(FIRST)}` : rng.chance(0.5) ? personName(rng) : `${rng.pick(FIRST)} ${rng.pick(LAST)}`);
    let c: Customer;
    switch (kind) {
      case 'company':
        c = { name: companyName(rng), docType: 'CUIT', docNumber: makeCuit(rng, rng.pick(['30', '33', '30'])) };
        break;
      case 'cuit-person':
        c = { name: person(), docType: 'CUIT', docNumber: personCuit(rng, rng.pick(['20', '27', '23'])) };
        break;
      case 'cuil':
        c = { name: person(), docType: 'CUIL', docNumber: personCuit(rng, rng.pick(['20', '27'])) };
        break;
      case 'dni':
        c = { name: person(), docType: 'DNI', docNumber: String(rng.int(12_000_000, 46_999_999)) };
        break;
    }
    if (c.docNumber === avoid || out.some((o) => o.docNumber === c.docNumber || o.name === c.name)) continue;
    out.push(c);
  }
  return out;
}

/** 20301234567 → 20-30123456-7 */
export function dashedCuit(d: string): string {
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
}

/** 30123456 → 30.123.456 */
export function dottedDni(d: string): string {
  return d.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A day of the month before `today` (same month when possible), ISO. */
export function saleDate(rng: Rng, today: string, from = 1, to = 25): string {
  const [y, m] = today.split('-');
  return `${y}-${m}-${String(rng.int(from, to)).padStart(2, '0')}`;
}

export function isoParts(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}

/** Days since 1899-12-30: the number Excel stores for a date. */
export function excelSerial(iso: string): number {
  const { y, m, d } = isoParts(iso);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

export function utcDate(iso: string): Date {
  const { y, m, d } = isoParts(iso);
  return new Date(Date.UTC(y, m - 1, d));
}

export const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** 1234.5 → "1.234,50" (ar), "1234,50" (ar-plain), "1,234.50" (us), "1234.50" (plain) */
export function amount(value: Decimal.Value, style: 'ar' | 'ar-plain' | 'us' | 'plain', decimals = 2): string {
  const fixed = new Decimal(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const neg = int!.startsWith('-');
  const digits = neg ? int!.slice(1) : int!;
  const grouped = (sep: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const sign = neg ? '-' : '';
  switch (style) {
    case 'ar':
      return `${sign}${grouped('.')}${frac ? `,${frac}` : ''}`;
    case 'ar-plain':
      return `${sign}${digits}${frac ? `,${frac}` : ''}`;
    case 'us':
      return `${sign}${grouped(',')}${frac ? `.${frac}` : ''}`;
    case 'plain':
      return fixed;
  }
}

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const isTie = (d: Decimal) => d.mul(100).mod(1).abs().eq(0.5);

/** The README's total: sum(round2(q × p)) plus, when prices are net, round2(net of each rate × rate / 100). */
export function ruleTotal(lines: ReadonlyArray<{ quantity: number; unitPrice: Decimal | null; ivaRate: number }>, pricesIncludeIva: boolean): Decimal | null {
  if (lines.some((l) => l.unitPrice === null)) return null;
  const amounts = lines.map((l) => cents(new Decimal(l.quantity).mul(l.unitPrice!)));
  let total = amounts.reduce((a, b) => a.add(b), new Decimal(0));
  if (!pricesIncludeIva) {
    for (const rate of [...new Set(lines.map((l) => l.ivaRate))]) {
      const net = amounts.filter((_, i) => lines[i]!.ivaRate === rate).reduce((a, b) => a.add(b), new Decimal(0));
      total = total.add(cents(net.mul(rate).div(100)));
    }
  }
  return total;
}

/** How many roundings of the total fall exactly on half a cent (half-up and half-even would then differ). */
export function tieCount(lines: ReadonlyArray<{ quantity: number; unitPrice: Decimal | null; ivaRate: number }>, pricesIncludeIva: boolean): number {
  const priced = lines.filter((l) => l.unitPrice !== null);
  const amounts = priced.map((l) => new Decimal(l.quantity).mul(l.unitPrice!));
  let ties = amounts.filter(isTie).length;
  if (pricesIncludeIva) return ties;
  for (const rate of [...new Set(priced.map((l) => l.ivaRate))]) {
    const net = amounts.filter((_, i) => priced[i]!.ivaRate === rate).map(cents).reduce((a, b) => a.add(b), new Decimal(0));
    if (isTie(net.mul(rate).div(100))) ties++;
  }
  return ties;
}

export function hasTie(lines: ReadonlyArray<{ quantity: number; unitPrice: Decimal | null; ivaRate: number }>, pricesIncludeIva: boolean): boolean {
  return tieCount(lines, pricesIncludeIva) > 0;
}

/**
 * Makes sure no rounding of the customer's total is a tie: a fractional quantity whose amount is a tie is made whole,
 * then the first change of one line's quantity (last line first, by 1 to 4 steps) that leaves no tie is kept.
 */
export function settle(lines: SaleLine[], pricesIncludeIva: boolean, step = 1): void {
  for (const l of lines) if (l.unitPrice !== null && !Number.isInteger(l.quantity) && isTie(new Decimal(l.quantity).mul(l.unitPrice))) l.quantity = Math.ceil(l.quantity);
  for (let round = 0; round < 6; round++) {
    const ties = tieCount(lines, pricesIncludeIva);
    if (!ties) return;
    let improved = false;
    for (let k = 1; k <= 4 && !improved; k++) {
      for (const l of [...lines].reverse()) {
        if (l.unitPrice === null) continue;
        const before = l.quantity;
        l.quantity = new Decimal(before).add(step * k).toNumber();
        if (tieCount(lines, pricesIncludeIva) < ties) {
          improved = true;
          break;
        }
        l.quantity = before;
      }
    }
    if (!improved) break;
  }
  if (!hasTie(lines, pricesIncludeIva)) return;
  throw new Error(`settle: no way out of a rounding tie ${JSON.stringify(lines)}`);
}

/** `count` lines from the catalog (distinct articles), quantities from `qty`. */
export function pickLines(rng: Rng, articles: readonly Article[], count: number, qty: (a: Article) => number, pricesIncludeIva: boolean, step = 1): SaleLine[] {
  const lines = rng.sample(articles, count).map((a) => ({ description: a.description, quantity: qty(a), unitPrice: new Decimal(a.price), ivaRate: a.ivaRate }));
  settle(lines, pricesIncludeIva, step);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Truth

export interface SheetTruth {
  file: string;
  kind: 'spreadsheet';
  template: string;
  expected: {
    drafts: Array<{
      receiver: { name: string; docType: 'CUIT' | 'CUIL' | 'DNI'; docNumber: string; condicionIva: null };
      documentDate: string | null;
      currency: 'ARS';
      pricesIncludeIva: boolean;
      lines: Array<{ description: string; quantity: number; unitPrice: number | null; ivaRate: number; priceListMatch?: string | null }>;
      documentTotal: number | null;
      reference: string | null;
      serviceFrom: null;
      serviceTo: null;
      expectedIssueCodes: string[];
      sourceRows: number[];
    }>;
  };
}

/**
 * The dev README's spreadsheet truth: one draft per customer (groupBy receiverDocNumber) in order of first
 * appearance, lines in file order, sourceRows 1-based; date/reference null when the mapping has no such column.
 * Every row of one customer carries the same date and reference (the files are made so; checked here).
 */
export function sheetTruth(file: string, template: SheetTemplate, rows: readonly SaleRow[]): SheetTruth {
  const cols = template.columnMapping.columns;
  const priced = cols.unitPrice !== undefined;
  const order: string[] = [];
  const groups = new Map<string, SaleRow[]>();
  for (const r of [...rows].sort((a, b) => a.row - b.row)) {
    const key = r.customer.docNumber;
    if (!groups.has(key)) {
      groups.set(key, []);
      order.push(key);
    }
    groups.get(key)!.push(r);
  }
  const drafts = order.map((key) => {
    const g = groups.get(key)!;
    const first = g[0]!;
    for (const r of g) {
      if (r.date !== first.date || r.reference !== first.reference || r.customer !== first.customer) throw new Error(`${file}: customer ${key} has rows with different date/reference/name`);
    }
    const lines = g.map((r) => r.line);
    const pii = template.columnMapping.pricesIncludeIva;
    const total = ruleTotal(lines, pii);
    return {
      receiver: { name: first.customer.name, docType: first.customer.docType, docNumber: first.customer.docNumber, condicionIva: null },
      documentDate: cols.date !== undefined ? first.date : null,
      currency: 'ARS' as const,
      pricesIncludeIva: pii,
      lines: lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice === null ? null : l.unitPrice.toNumber(),
        ivaRate: l.ivaRate,
        ...(priced ? {} : { priceListMatch: l.priceListMatch ?? null }),
      })),
      documentTotal: total === null ? null : total.toNumber(),
      reference: cols.reference !== undefined ? first.reference : null,
      serviceFrom: null,
      serviceTo: null,
      expectedIssueCodes: total === null ? ['missing_price'] : [],
      sourceRows: g.map((r) => r.row),
    };
  });
  return { file, kind: 'spreadsheet', template: template.id, expected: { drafts } };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

/** One CSV field: quoted when `always`, or when it holds the separator, a quote or a line break. */
export function csvField(value: string, sep: string, always = false): string {
  if (always || value.includes(sep) || value.includes('"') || /[\r\n]/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export function csvLine(values: readonly string[], sep: string, always = false): string {
  return values.map((v) => csvField(v, sep, always)).join(sep);
}

// ---------------------------------------------------------------------------------------------------------------
// Zip (deterministic: fixed DOS date, deflate level 9, entries in the given order)

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function zip(entries: ReadonlyArray<{ name: string; data: Buffer }>, when = { y: 2026, m: 11, d: 26, h: 9, min: 0 }): Buffer {
  const dosTime = (when.h << 11) | (when.min << 5);
  const dosDate = ((when.y - 1980) << 9) | (when.m << 5) | when.d;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data, { level: 9 });
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The files of a zip (stored or deflated), in central-directory order. */
export function unzip(buf: Buffer): Array<{ name: string; data: Buffer }> {
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: Array<{ name: string; data: Buffer }> = [];
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    if (!name.endsWith('/')) out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// exceljs, with pinned document properties and re-zipped so that the bytes do not depend on the clock

export function workbook(creator: string, iso: string): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  const when = new Date(`${iso}T09:00:00Z`);
  wb.creator = creator;
  wb.lastModifiedBy = creator;
  wb.created = when;
  wb.modified = when;
  wb.lastPrinted = when;
  return wb;
}

export async function excelBytes(wb: ExcelJS.Workbook, iso: string): Promise<Buffer> {
  const raw = Buffer.from(await wb.xlsx.writeBuffer());
  const { y, m, d } = isoParts(iso);
  return zip(unzip(raw), { y, m, d, h: 9, min: 0 });
}

// ---------------------------------------------------------------------------------------------------------------
// A small .xlsx writer of its own (inline strings, no shared strings table), as simple export libraries write

export type XCell =
  | null
  | { t: 'n'; v: number; s?: number }
  | { t: 'inline'; v: string; s?: number }
  | { t: 'str'; v: string; f: string; s?: number };

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function colName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export interface PlainSheet {
  name: string;
  /** rows[i] is sheet row i + 1; null or [] leaves the row out */
  rows: Array<XCell[] | null>;
  widths?: number[];
}

/**
 * An .xlsx written by hand: styles 0 normal, 1 bold, 2 number "0.00"; strings inline (`t="inlineStr"`), the way
 * streaming exporters of accounting programs write them.
 */
export function plainXlsx(sheets: readonly PlainSheet[], meta: { application: string; iso: string }): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const entries: Array<{ name: string; data: Buffer }> = [];
  const put = (name: string, text: string) => entries.push({ name, data: Buffer.from(text, 'utf8') });
  put('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`);
  put('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="${rel}/extended-properties" Target="docProps/app.xml"/></Relationships>`);
  put('docProps/app.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${xmlEscape(meta.application)}</Application></Properties>`);
  put('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${ns}" xmlns:r="${rel}"><sheets>${sheets.map((s, i) => `<sheet name="${xmlEscape(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`);
  put('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${rel}/styles" Target="styles.xml"/></Relationships>`);
  put('xl/styles.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${ns}"><fonts count="2"><font><sz val="10"/><name val="Arial"/></font><font><b/><sz val="10"/><name val="Arial"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`);
  sheets.forEach((sheet, i) => {
    const rows = sheet.rows
      .map((cells, r) => {
        if (!cells || !cells.length) return '';
        const xml = cells
          .map((c, k) => {
            if (!c) return '';
            const ref = `${colName(k)}${r + 1}`;
            const s = c.s ? ` s="${c.s}"` : '';
            if (c.t === 'n') return `<c r="${ref}"${s}><v>${c.v}</v></c>`;
            if (c.t === 'str') return `<c r="${ref}"${s} t="str"><f>${xmlEscape(c.f)}</f><v>${xmlEscape(c.v)}</v></c>`;
            return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlEscape(c.v)}</t></is></c>`;
          })
          .join('');
        return `<row r="${r + 1}">${xml}</row>`;
      })
      .join('');
    const cols = sheet.widths ? `<cols>${sheet.widths.map((w, k) => `<col min="${k + 1}" max="${k + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>` : '';
    put(`xl/worksheets/sheet${i + 1}.xml`, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${ns}" xmlns:r="${rel}">${cols}<sheetData>${rows}</sheetData></worksheet>`);
  });
  const { y, m, d } = isoParts(meta.iso);
  return zip(entries, { y, m, d, h: 9, min: 0 });
}

// ---------------------------------------------------------------------------------------------------------------
// Templates

export function sheetInstructions(issuer: Issuer, text: string): string {
  return `Planilla de ventas de ${issuer.tradeName} (${issuer.name}, CUIT ${dashedCuit(issuer.cuit)}): cada fila es un renglón de venta; agrupar las filas por cliente (clave "receiverDocNumber") y generar un borrador por cliente. ${text}`;
}

export function templateId(layoutId: string, issuer: Issuer): string {
  return `${layoutId}-${issuer.tradeName.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 16)}`;
}

/** Lines per customer, each in [min, max], redrawn until the file has 8 to 40 sale rows. */
export function lineCounts(rng: Rng, customers: number, min: number, max: number, lo = 8, hi = 40): number[] {
  for (;;) {
    const counts = Array.from({ length: customers }, () => rng.int(min, max));
    const sum = counts.reduce((a, b) => a + b, 0);
    if (sum >= lo && sum <= hi) return counts;
  }
}
