/**
 * Checks a spreadsheet truth of the `sheets` split against its file, as a reader of the file would: the file is read
 * on its own (CSV: encoding and separator sniffed; .xlsx: its first sheet, with exceljs), the template's
 * columnMapping finds the columns, every row under the header with a description and a quantity is a sale, rows
 * are grouped by document number in order of first appearance, and the drafts so derived must equal the truth's
 * (names, documents, dates, references, lines, sourceRows, totals by the README rule, issue codes). CUIT/CUIL check
 * digits are verified with a check-digit routine of its own. It does not use the generator's code or the service's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

interface Cell {
  text: string;
  num?: number;
  date?: Date;
  percent?: boolean;
}

type Grid = Map<number, Cell[]>;

interface Mapping {
  headerRow: number;
  columns: Record<string, string>;
  groupBy: string;
  pricesIncludeIva: boolean;
}

interface Template {
  priceList: Array<{ description: string; unitPrice: number }>;
  ivaRate: number;
  pricesIncludeIva: boolean;
  columnMapping: Mapping;
}

interface Draft {
  receiver: { name: string; docType: string; docNumber: string; condicionIva: null };
  documentDate: string | null;
  currency: string;
  pricesIncludeIva: boolean;
  lines: Array<{ description: string; quantity: number; unitPrice: number | null; ivaRate: number; priceListMatch?: string | null }>;
  documentTotal: number | null;
  reference: string | null;
  serviceFrom: null;
  serviceTo: null;
  expectedIssueCodes: string[];
  sourceRows: number[];
}

/**
 * Readings added for the `sheets2` split, all off unless `extended` (so `sheets` is checked exactly as before): a
 * UTF-16LE CSV with its BOM; CSV records whose quoted cells hold line breaks (a record is one row); dates dd-mm-yyyy
 * and "yyyy-mm-dd hh:mm:ss"; rows with quantity 0 or a cell "ANULADO" are not sales; a blank date cell takes the
 * date written on that customer's other rows.
 */
export interface DeriveOptions {
  extended?: boolean;
  /**
   * Readings added for the `sheets3` split (with `extended`), off otherwise: an .xlsx's sales sheet is the first
   * sheet whose `headerRow` holds every mapped header (else the first sheet); dates "dd/mm/yyyy hh:mm(:ss)" and
   * "yyyy-mm-ddThh:mm:ss"; a rate written as a tax name "IVA 21%" or as a fraction 0.21 (no percent format); a
   * quantity followed by its unit ("18,350 kg", "2 u."); a sale row whose customer cells (name, document) are both
   * blank continues the order of the sale row above (its customer, date and reference).
   */
  third?: boolean;
  /**
   * Readings added for the `sheets4` split (with `extended` and `third`), off otherwise: a mapping value that is a
   * column letter ("A", "K") and no header text names the column by letter; a CSV whose lines end in a bare CR is
   * MacRoman ("CSV (Macintosh)"); "|" as separator; dates "yyyy-mm-ddThh:mm:ss.sss-03:00", "yyyymmdd" and "14-nov-26";
   * an amount written with a "$" whose only dots group thousands ("$ 3.500"); a DNI zero-padded to 11 digits.
   */
  fourth?: boolean;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** CUIT/CUIL check digit (weights 5 4 3 2 7 6 5 4 3 2, modulo 11; 11 → 0, 10 → invalid). */
export function cuitValid(d: string): boolean {
  if (!/^\d{11}$/.test(d)) return false;
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const s = w.reduce((a, k, i) => a + k * Number(d[i]), 0);
  const v = 11 - (s % 11);
  const dv = v === 11 ? 0 : v === 10 ? -1 : v;
  return dv === Number(d[10]);
}

function splitCsv(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** CSV records: line breaks inside quoted cells stay in the cell. */
function csvRecords(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || (ch === '\r' && text[i + 1] === '\n'))) {
      if (ch === '\r') i++;
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur !== '') out.push(cur);
  return out;
}

function readCsv(bytes: Buffer, opts: DeriveOptions = {}): { grid: Grid; how: string } {
  let text: string;
  let encoding = 'utf-8';
  if (opts.extended && bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = bytes.subarray(2).toString('utf16le');
    encoding = 'utf-16le';
  } else try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = iconv.decode(bytes, 'win1252');
    encoding = 'windows-1252';
  }
  if (opts.fourth && bytes.includes(0x0d) && !bytes.includes(0x0a)) {
    text = iconv.decode(bytes, 'macintosh').replace(/\r/g, '\n');
    encoding = 'macintosh';
  }
  text = text.replace(/^\uFEFF/, '');
  const lines = opts.extended ? csvRecords(text) : text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const first = lines[0] ?? '';
  const sep = (opts.fourth ? [';', '\t', ',', '|'] : [';', '\t', ',']).sort((a, b) => splitCsv(first, b).length - splitCsv(first, a).length)[0]!;
  const grid: Grid = new Map();
  lines.forEach((line, i) => grid.set(i + 1, splitCsv(line, sep).map((t) => ({ text: t.trim() }))));
  return { grid, how: `${encoding}, separator ${JSON.stringify(sep)}` };
}

async function readXlsx(bytes: Buffer, pick?: { headerRow: number; names: string[] }): Promise<{ grid: Grid; how: string }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  let ws = wb.worksheets[0]!;
  if (pick) {
    const holds = (w: ExcelJS.Worksheet) => {
      const row = w.getRow(pick.headerRow);
      const texts: string[] = [];
      for (let c = 1; c <= w.columnCount; c++) texts.push(String(row.getCell(c).value ?? '').trim());
      return pick.names.every((n) => texts.includes(n));
    };
    ws = wb.worksheets.find(holds) ?? ws;
  }
  const grid: Grid = new Map();
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const cells: Cell[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const cell = row.getCell(c);
      let v: unknown = cell.value; // a merged cell gives its master's value
      if (v && typeof v === 'object' && 'result' in v) v = (v as { result: unknown }).result;
      if (v && typeof v === 'object' && 'richText' in v) v = (v as { richText: Array<{ text: string }> }).richText.map((t) => t.text).join('');
      const percent = typeof cell.numFmt === 'string' && cell.numFmt.includes('%');
      if (v instanceof Date) cells.push({ text: v.toISOString(), date: v });
      else if (typeof v === 'number') cells.push({ text: String(v), num: v, percent });
      else cells.push({ text: v === null || v === undefined ? '' : String(v).trim() });
    }
    grid.set(r, cells);
  }
  return { grid, how: `first sheet "${ws.name}"` };
}

/** A number as written: 1234.5, "1.234,56", "$ 1.234,56", "12,500.50", "2,000" (decimal comma), "21%". */
function parseNumber(cell: Cell | undefined, opts: DeriveOptions = {}): number | null {
  if (!cell) return null;
  if (cell.num !== undefined) return cell.num;
  let t = cell.text.replace(/[$\s\u00a0%]/g, '');
  if (opts.fourth && cell.text.includes('$') && /^-?\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ''));
  if (opts.third) t = t.replace(/^IVA/i, '').replace(/(\d)[a-z.]+$/i, '$1');
  if (!/^-?[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) t = comma > dot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (comma >= 0) t = t.replace(',', '.');
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function parseRate(cell: Cell | undefined, opts: DeriveOptions = {}): number | null {
  const n = parseNumber(cell, opts);
  if (n === null) return null;
  if (opts.third && !cell!.percent && !cell!.text.includes('%') && n > 0 && n < 1) return new Decimal(n).mul(100).toNumber();
  return cell!.percent ? new Decimal(n).mul(100).toNumber() : n;
}

function parseDate(cell: Cell | undefined, opts: DeriveOptions = {}): string | null {
  if (!cell) return null;
  const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (cell.date) return iso(cell.date.getUTCFullYear(), cell.date.getUTCMonth() + 1, cell.date.getUTCDate());
  if (cell.num !== undefined) {
    const d = new Date(Date.UTC(1899, 11, 30) + cell.num * 86_400_000);
    return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(cell.text);
  if (m) return iso(m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[2]), Number(m[1]));
  if (opts.extended) {
    m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(cell.text);
    if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
    m = /^(\d{4})-(\d{2})-(\d{2}) \d{2}:\d{2}(:\d{2})?$/.exec(cell.text);
    if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  if (opts.third) {
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) \d{2}:\d{2}(:\d{2})?$/.exec(cell.text);
    if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
    m = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2})?$/.exec(cell.text);
    if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  if (opts.fourth) {
    m = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)?$/.exec(cell.text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(cell.text);
    if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
    const short = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
    m = /^(\d{1,2})-([a-z]{3})-(\d{2})$/.exec(cell.text);
    if (m && short.includes(m[2]!)) return iso(2000 + Number(m[3]), short.indexOf(m[2]!) + 1, Number(m[1]));
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell.text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2}) de ([a-z]+) de (\d{4})/.exec(cell.text);
  if (m && MONTHS.includes(m[2]!)) return iso(Number(m[3]), MONTHS.indexOf(m[2]!) + 1, Number(m[1]));
  return null;
}

function docTypeOf(typeCell: Cell | undefined, numberCell: Cell | undefined, digits: string): string {
  const codes: Record<string, string> = { CUIT: 'CUIT', CUIL: 'CUIL', DNI: 'DNI', '80': 'CUIT', '86': 'CUIL', '96': 'DNI' };
  if (typeCell && codes[typeCell.text.toUpperCase()]) return codes[typeCell.text.toUpperCase()]!;
  const prefix = /^(CUIT|CUIL|DNI)\b/i.exec(numberCell?.text ?? '');
  if (prefix) return prefix[1]!.toUpperCase();
  return digits.length === 11 ? 'CUIT' : 'DNI';
}

function ruleTotal(lines: Draft['lines'], pricesIncludeIva: boolean, rounding: Decimal.Rounding): number | null {
  if (lines.some((l) => l.unitPrice === null)) return null;
  const r2 = (d: Decimal) => d.toDecimalPlaces(2, rounding);
  const amounts = lines.map((l) => r2(new Decimal(l.quantity).mul(l.unitPrice!)));
  let total = amounts.reduce((a, b) => a.add(b), new Decimal(0));
  if (!pricesIncludeIva) {
    for (const rate of [...new Set(lines.map((l) => l.ivaRate))]) {
      total = total.add(r2(amounts.filter((_, i) => lines[i]!.ivaRate === rate).reduce((a, b) => a.add(b), new Decimal(0)).mul(rate).div(100)));
    }
  }
  return total.toNumber();
}

/** The drafts a careful reader derives from the file with the template's mapping. */
export async function deriveDrafts(file: string, template: Template, opts: DeriveOptions = {}): Promise<{ drafts: Draft[]; problems: string[]; how: string }> {
  const bytes = readFileSync(file);
  const map = template.columnMapping;
  const pick = opts.third ? { headerRow: map.headerRow, names: Object.values(map.columns) } : undefined;
  const { grid, how } = file.endsWith('.xlsx') ? await readXlsx(bytes, pick) : readCsv(bytes, opts);
  const problems: string[] = [];
  const header = grid.get(map.headerRow) ?? [];
  const col: Record<string, number> = {};
  for (const [key, name] of Object.entries(map.columns)) {
    let i = header.findIndex((c) => c.text === name);
    if (i < 0 && opts.fourth && /^[A-Z]{1,2}$/.test(name)) i = [...name].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    if (i < 0) problems.push(`header "${name}" (${key}) not on row ${map.headerRow}`);
    else col[key] = i;
  }
  const at = (cells: Cell[], key: string) => (col[key] === undefined ? undefined : cells[col[key]!]);
  const groups = new Map<string, Draft & { dates: Set<string | null>; refs: Set<string | null>; blankDates?: boolean }>();
  let last: string | undefined;
  const rowsAfter = [...grid.keys()].filter((r) => r > map.headerRow).sort((a, b) => a - b);
  for (const r of rowsAfter) {
    const cells = grid.get(r)!;
    const description = at(cells, 'description')?.text ?? '';
    const quantity = parseNumber(at(cells, 'quantity'), opts);
    if (!description || quantity === null) continue; // title, blank, total and pack summary rows
    if (opts.extended && (quantity === 0 || cells.some((c) => /^ANULAD[OA]$/i.test(c.text)))) continue; // zero-quantity and cancelled lines
    const docCell = at(cells, 'receiverDocNumber');
    let digits = (docCell?.num !== undefined ? String(docCell.num) : docCell?.text ?? '').replace(/\D/g, '');
    const continued = opts.third && digits === '' && (at(cells, 'receiverName')?.text ?? '') === '' && last !== undefined;
    if (continued) digits = last!;
    const docType = docTypeOf(at(cells, 'receiverDocType'), docCell, digits);
    if (opts.fourth && docType === 'DNI' && digits.length > 8) digits = digits.replace(/^0+/, '');
    let unitPrice: number | null;
    let priceListMatch: string | null | undefined;
    if (col.unitPrice !== undefined) {
      unitPrice = parseNumber(at(cells, 'unitPrice'), opts);
      if (unitPrice === null) problems.push(`row ${r}: price "${at(cells, 'unitPrice')?.text}" unreadable`);
    } else {
      const hit = template.priceList.find((p) => p.description.toLowerCase() === description.toLowerCase());
      unitPrice = hit ? hit.unitPrice : null;
      priceListMatch = hit ? hit.description : null;
    }
    const ivaRate = col.ivaRate !== undefined ? parseRate(at(cells, 'ivaRate'), opts) : template.ivaRate;
    if (ivaRate === null) problems.push(`row ${r}: VAT rate "${at(cells, 'ivaRate')?.text}" unreadable`);
    const date = continued ? groups.get(digits)!.documentDate : col.date !== undefined ? parseDate(at(cells, 'date'), opts) : null;
    const blankDate = !continued && opts.extended && col.date !== undefined && (at(cells, 'date')?.text ?? '') === '';
    if (col.date !== undefined && date === null && !blankDate) problems.push(`row ${r}: date "${at(cells, 'date')?.text}" unreadable`);
    const reference = continued ? groups.get(digits)!.reference : col.reference !== undefined ? at(cells, 'reference')?.text ?? null : null;
    last = digits;
    let g = groups.get(digits);
    if (!g) {
      g = {
        receiver: { name: at(cells, 'receiverName')?.text ?? '', docType, docNumber: digits, condicionIva: null },
        documentDate: date, currency: 'ARS', pricesIncludeIva: map.pricesIncludeIva, lines: [], documentTotal: null, reference,
        serviceFrom: null, serviceTo: null, expectedIssueCodes: [], sourceRows: [], dates: new Set(), refs: new Set(),
      };
      groups.set(digits, g);
    }
    if (!blankDate) g.dates.add(date);
    if (blankDate) g.blankDates = true;
    else if (g.documentDate === null) g.documentDate = date;
    g.refs.add(reference);
    g.lines.push({ description, quantity, unitPrice, ivaRate: ivaRate ?? NaN, ...(priceListMatch !== undefined ? { priceListMatch } : {}) });
    g.sourceRows.push(r);
  }
  const drafts: Draft[] = [];
  for (const g of groups.values()) {
    if (g.dates.size > 1 || g.refs.size > 1) problems.push(`customer ${g.receiver.docNumber}: rows with different dates or references`);
    const even = ruleTotal(g.lines, g.pricesIncludeIva, Decimal.ROUND_HALF_EVEN);
    const up = ruleTotal(g.lines, g.pricesIncludeIva, Decimal.ROUND_HALF_UP);
    if (even !== up) problems.push(`customer ${g.receiver.docNumber}: the total depends on how half cents round (${even} / ${up})`);
    if (g.blankDates && g.dates.size === 0) problems.push(`customer ${g.receiver.docNumber}: no date on any of its rows`);
    const { dates: _d, refs: _r, blankDates: _b, ...draft } = g;
    draft.documentTotal = up;
    draft.expectedIssueCodes = up === null ? ['missing_price'] : [];
    drafts.push(draft);
  }
  return { drafts, problems, how };
}

/** Problems of one spreadsheet item of a set (empty when its truth is what the file says). */
export async function checkSheetItem(dir: string, item: { id: string; file: string }, truth: { template: string; expected: { drafts: Draft[] } }, opts: DeriveOptions = {}): Promise<string[]> {
  const template = JSON.parse(readFileSync(path.join(dir, 'templates', `${truth.template}.json`), 'utf8')) as Template;
  const { drafts, problems } = await deriveDrafts(path.join(dir, item.file), template, opts);
  const want = truth.expected.drafts;
  if (template.columnMapping.pricesIncludeIva !== template.pricesIncludeIva) problems.push('template and columnMapping disagree on pricesIncludeIva');
  for (const d of want) {
    if ((d.receiver.docType === 'CUIT' || d.receiver.docType === 'CUIL') && !cuitValid(d.receiver.docNumber)) problems.push(`${d.receiver.docType} ${d.receiver.docNumber} has a wrong check digit`);
    if (d.documentTotal !== ruleTotal(d.lines, d.pricesIncludeIva, Decimal.ROUND_HALF_EVEN)) problems.push(`${d.receiver.docNumber}: documentTotal ${d.documentTotal} is not the rule's`);
  }
  if (drafts.length !== want.length) problems.push(`${want.length} drafts in the truth, ${drafts.length} in the file`);
  drafts.forEach((got, i) => {
    const exp = want[i];
    if (!exp) return;
    for (const key of Object.keys(exp) as Array<keyof Draft>) {
      const a = JSON.stringify(exp[key]);
      const b = JSON.stringify(got[key]);
      if (a !== b) problems.push(`draft ${i + 1} ${key}: truth ${a.slice(0, 160)} but the file gives ${b.slice(0, 160)}`);
    }
  });
  return problems;
}
