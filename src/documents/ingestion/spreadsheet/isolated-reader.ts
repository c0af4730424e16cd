import { Worker } from 'node:worker_threads';
import { decodeText, guessDelimiter, legacyEncoding, MimeType } from '../file-type';
import { fail } from '../ingestion.errors';
import type { SheetRow } from './spreadsheet-reader';
import { toCellValue } from './spreadsheet-reader';
import { zipExpansion } from './zip-expansion';

export interface SpreadsheetReadLimits {
  /** Data rows read from one file; a file with more is refused as a whole (too_many_rows). */
  maxRows: number;
  /**
   * Cells read from one file (the header's included). The rows come back to the event loop by structured clone and
   * are mapped there: this bounds that work whatever the number of columns (a row of 100 000 fields, say).
   */
  maxCells: number;
  /** Wall-clock budget of one file's parse; the worker is terminated after it. */
  timeoutMs: number;
  /** Heap of the parsing thread: a crafted file exhausts this thread, never the process. */
  maxHeapMb: number;
  /** Sum of the uncompressed sizes an .xlsx declares (its XML parts are inflated whole before parsing). */
  maxUncompressedBytes: number;
}

export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetReadLimits = {
  maxRows: 10_000,
  maxCells: 500_000,
  timeoutMs: 20_000,
  maxHeapMb: 256,
  maxUncompressedBytes: 64 * 1024 * 1024,
};

/**
 * Parsing runs in a worker thread (plain CommonJS passed with `eval`, as in pdf-session.ts, so it works the same
 * under Jest and from dist/): the event loop keeps answering /health while a large sheet is parsed, a sheet that
 * takes too long is terminated, and one that needs too much memory kills only its thread. `toCellValue` is sent
 * as source text: it is a pure function with no imports, so its compiled form runs as is in the thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const toCellValue = ${toCellValue.toString()};
async function readXlsx(bytes, maxRows, maxCells) {
  const ExcelJS = require(workerData.exceljsPath);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  } catch (error) {
    return { failure: 'corrupt_file', message: 'The .xlsx workbook is damaged and cannot be read.' };
  }
  const visible = workbook.worksheets.filter((s) => s.state !== 'hidden' && s.state !== 'veryHidden');
  const sheets = visible.length ? visible : workbook.worksheets.slice(0, 1);
  if (!sheets.length) return { failure: 'corrupt_file', message: 'The workbook has no worksheet.' };
  // The first visible sheet within the limits as ever; the others (a cover sheet may come first, the sales on the
  // next) only as far as the cells left allow, and a later sheet over a limit is left out rather than refusing the file.
  const read = [];
  let cellCount = 0;
  for (const [index, sheet] of sheets.entries()) {
    const rows = [];
    let truncated = false;
    let cells = 0;
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (truncated || rows.length > maxRows || cellCount + cells > maxCells) { truncated = true; return; }
      const values = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => { values[column - 1] = toCellValue(cell.value); });
      cells += values.length;
      for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = null;
      rows.push({ rowNumber, cells: values });
    });
    if (index === 0) {
      // A refused file sends no rows back: cloning them would cost the event loop for nothing.
      if (cellCount + cells > maxCells) return { tooManyCells: true };
      if (truncated) return { truncated: true };
    } else if (truncated || cellCount + cells > maxCells) continue;
    cellCount += cells;
    read.push({ name: sheet.name, rows });
  }
  return { sheets: read };
}
// Strips a UTF-8 BOM; falls back to the code page the sample showed (legacyEncoding: Windows-1252 or Mac Roman) when
// the bytes are not UTF-8; a UTF-16 BOM says UTF-16 (Excel's "Unicode text"), as decodeText.
function decode(bytes, legacy) {
  const iconv = require(workerData.iconvPath);
  const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(whole.subarray(2), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(whole.subarray(2), 'utf16be');
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(body);
  if (!utf8.includes('\uFFFD')) return utf8;
  return require(workerData.iconvPath).decode(Buffer.from(body.buffer, body.byteOffset, body.byteLength), legacy || 'win1252');
}
function readCsv(bytes, delimiter, legacy, maxRows, maxCells) {
  const { parse } = require(workerData.csvParsePath);
  const text = decode(bytes, legacy);
  const endLines = [];
  let records;
  try {
    records = parse(text, {
      delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to: maxRows + 2,
      on_record: (record, context) => { endLines.push(context.lines); return record; },
    });
  } catch (error) {
    return { failure: 'corrupt_file', message: 'The CSV file could not be parsed: ' + (error && error.message) + '.' };
  }
  const truncated = records.length > maxRows + 1;
  if (truncated) return { truncated };
  let cellCount = 0;
  for (const record of records) cellCount += record.length;
  if (cellCount > maxCells) return { tooManyCells: true };
  const rows = records.slice(0, maxRows + 1).map((record, i) => ({
    rowNumber: endLines[i] - record.reduce((n, field) => n + ((field.match(/\\n/g) || []).length), 0),
    cells: record,
  }));
  return { sheets: [{ name: '', rows }] };
}
parentPort.once('message', async (msg) => {
  try {
    // Bytes shared with the event loop (an upload) are copied here, off it: the readers want their own buffer.
    if (msg.bytes.buffer instanceof SharedArrayBuffer) msg.bytes = new Uint8Array(msg.bytes);
    const result = msg.kind === 'xlsx' ? await readXlsx(msg.bytes, msg.maxRows, msg.maxCells) : readCsv(msg.bytes, msg.delimiter, msg.legacy, msg.maxRows, msg.maxCells);
    parentPort.postMessage(result);
  } catch (error) {
    parentPort.postMessage({ failure: 'corrupt_file', message: 'The spreadsheet could not be read.' });
  }
});
`;

/** One worksheet's rows (a CSV is one sheet without a name). */
export interface SheetRows {
  name: string;
  rows: SheetRow[];
}

interface WorkerReply {
  sheets?: SheetRows[];
  truncated?: boolean;
  tooManyCells?: boolean;
  failure?: 'corrupt_file';
  message?: string;
}

/** The rows of the first sheet of an .xlsx, or of a CSV (readSheetsIsolated). */
export async function readRowsIsolated(bytes: Uint8Array, mimeType: string, limits: SpreadsheetReadLimits): Promise<SheetRow[]> {
  return (await readSheetsIsolated(bytes, mimeType, limits))[0]?.rows ?? [];
}

/**
 * The sheets of an .xlsx (the visible ones, in order) or the one of a CSV, read off the event loop within `limits`.
 * The header row counts as a row, so maxRows + 1 rows are read before the file is refused. The first sheet over a
 * limit refuses the file; a later one is left out.
 */
export async function readSheetsIsolated(bytes: Uint8Array, mimeType: string, limits: SpreadsheetReadLimits): Promise<SheetRows[]> {
  let message: Record<string, unknown>;
  if (mimeType === MimeType.Xlsx) {
    const expansion = zipExpansion(bytes);
    if (!expansion) fail('corrupt_file', 'The .xlsx workbook is damaged and cannot be read.');
    if (expansion.uncompressedBytes > limits.maxUncompressedBytes) {
      fail(
        'spreadsheet_too_large',
        `The workbook expands to ${Number.isFinite(expansion.uncompressedBytes) ? `${Math.ceil(expansion.uncompressedBytes / 1024 / 1024)} MB` : 'more than 4 GB'} when uncompressed; the limit is ${Math.floor(limits.maxUncompressedBytes / 1024 / 1024)} MB.`,
      );
    }
    message = { kind: 'xlsx', maxRows: limits.maxRows, maxCells: limits.maxCells };
  } else if (mimeType === MimeType.Csv) {
    // The delimiter from the first 64 KB; the whole text is decoded in the worker.
    // So is the code page a text that is not UTF-8 was written in.
    const sample = bytes.subarray(0, 64 * 1024);
    const legacy = legacyEncoding(Buffer.from(sample.buffer, sample.byteOffset, sample.byteLength));
    message = { kind: 'csv', delimiter: guessDelimiter(decodeText(sample)) ?? ',', legacy, maxRows: limits.maxRows, maxCells: limits.maxCells };
  } else {
    fail('unsupported_type', `${mimeType} is not a spreadsheet type (expected .xlsx or CSV).`);
  }
  // Shared memory (an upload, upload-storage.ts) is read by the worker in place; other bytes are copied, and the
  // copy transferred, so the caller keeps its bytes to store the file.
  const shared = bytes.buffer instanceof SharedArrayBuffer;
  const sent = shared ? bytes : new Uint8Array(bytes);
  const reply = await runWorker({ ...message, bytes: sent }, shared ? [] : [sent.buffer as ArrayBuffer], limits);
  if (reply.failure) fail(reply.failure, reply.message ?? 'The spreadsheet could not be read.');
  if (reply.truncated) {
    fail('too_many_rows', `The spreadsheet has more than ${limits.maxRows} rows; the limit is ${limits.maxRows} rows per file.`);
  }
  if (reply.tooManyCells) {
    fail('spreadsheet_too_large', `The spreadsheet has more than ${limits.maxCells} cells; the limit is ${limits.maxCells} cells per file (SPREADSHEET_MAX_CELLS): remove the columns the template does not read, or split the file.`);
  }
  return reply.sheets ?? [];
}

function runWorker(message: Record<string, unknown>, transfer: ArrayBuffer[], limits: SpreadsheetReadLimits): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { exceljsPath: require.resolve('exceljs'), csvParsePath: require.resolve('csv-parse/sync'), iconvPath: require.resolve('iconv-lite') },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooLarge = (why: string) => () => {
      try {
        fail('spreadsheet_too_large', `The spreadsheet ${why}; split it into smaller files.`);
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(settle, limits.timeoutMs, tooLarge(`took longer than ${Math.round(limits.timeoutMs / 1000)} s to read`));
    worker.once('message', (reply: WorkerReply) => settle(() => resolve(reply)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge(`needs more than ${limits.maxHeapMb} MB of memory to read`) : () => reject(error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`spreadsheet worker exited with code ${code}`))));
    worker.postMessage(message, transfer);
  });
}
