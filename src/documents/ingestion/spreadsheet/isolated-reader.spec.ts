import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { MimeType } from '../file-type';
import { readSpreadsheet } from '../read-spreadsheet';
import { DEFAULT_SPREADSHEET_LIMITS, readRowsIsolated } from './isolated-reader';
import { zipExpansion } from './zip-expansion';

const MAPPING = { columns: { receiverName: 'cliente', receiverDocNumber: 'cuit', description: 'producto', quantity: 'cantidad', unitPrice: 'precio' }, groupBy: 'receiverDocNumber' as const };

/** A CSV of `rows` sales, `perCustomer` rows per customer. */
function salesCsv(rows: number, perCustomer = 1): Buffer {
  const lines = ['cliente;cuit;producto;cantidad;precio'];
  for (let i = 0; i < rows; i++) {
    const customer = Math.floor(i / perCustomer);
    lines.push(`Cliente ${customer} SA;20${String(customer).padStart(8, '0')}3;Producto ${i};1;10,00`);
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

async function salesXlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ventas');
  sheet.addRow(['cliente', 'cuit', 'producto', 'cantidad', 'precio']);
  for (let i = 0; i < rows; i++) sheet.addRow([`Cliente ${i}`, `20${String(i).padStart(8, '0')}3`, `Producto ${i}`, 1, 10]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ZIP (stored as an .xlsx would be) holding one entry of `size` zero bytes, deflated: a zip bomb. */
function zipBomb(size: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('spreadsheets read off the event loop, within limits', () => {
  it('reads a 5 000-customer CSV into 5 000 groups', async () => {
    const groups = await readSpreadsheet(salesCsv(5000), MimeType.Csv, MAPPING);
    expect(groups).toHaveLength(5000);
    expect(groups[4999]!.data.receiver.name).toBe('Cliente 4999 SA');
  });

  it('refuses a CSV or .xlsx with more rows than the limit (too_many_rows, 413)', async () => {
    await expect(readSpreadsheet(salesCsv(DEFAULT_SPREADSHEET_LIMITS.maxRows + 1), MimeType.Csv, MAPPING)).rejects.toMatchObject({ code: 'too_many_rows', status: 413 });
    await expect(readSpreadsheet(salesCsv(DEFAULT_SPREADSHEET_LIMITS.maxRows), MimeType.Csv, MAPPING)).resolves.toHaveLength(DEFAULT_SPREADSHEET_LIMITS.maxRows);
    await expect(readSpreadsheet(await salesXlsx(101), MimeType.Xlsx, MAPPING, { spreadsheet: { maxRows: 100 } })).rejects.toMatchObject({ code: 'too_many_rows' });
  });

  it('refuses a CSV or .xlsx with more cells than the limit (spreadsheet_too_large, 413), however few its rows', async () => {
    const wide = Buffer.from(`${Array.from({ length: 200 }, (_, i) => `c${i}`).join(';')}\n${Array.from({ length: 200 }, () => 'x').join(';')}\n`);
    await expect(readRowsIsolated(wide, MimeType.Csv, { ...DEFAULT_SPREADSHEET_LIMITS, maxCells: 399 })).rejects.toMatchObject({ code: 'spreadsheet_too_large', status: 413 });
    await expect(readRowsIsolated(wide, MimeType.Csv, { ...DEFAULT_SPREADSHEET_LIMITS, maxCells: 400 })).resolves.toHaveLength(2);
    const xlsx = await salesXlsx(10);
    await expect(readRowsIsolated(xlsx, MimeType.Xlsx, { ...DEFAULT_SPREADSHEET_LIMITS, maxCells: 54 })).rejects.toMatchObject({ code: 'spreadsheet_too_large' });
    await expect(readRowsIsolated(xlsx, MimeType.Xlsx, { ...DEFAULT_SPREADSHEET_LIMITS, maxCells: 55 })).resolves.toHaveLength(11);
  });

  it('refuses a group larger than a draft may be (too_many_lines), as the JSON route does', async () => {
    await expect(readSpreadsheet(salesCsv(1001, 1001), MimeType.Csv, MAPPING)).rejects.toMatchObject({ code: 'too_many_lines', status: 413 });
    const [group] = await readSpreadsheet(salesCsv(1000, 1000), MimeType.Csv, MAPPING);
    expect(group!.data.lines).toHaveLength(1000);
  });

  it('refuses a zip bomb from its declared sizes, before inflating it', async () => {
    const bomb = zipBomb(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipExpansion(bomb)).toMatchObject({ entries: 1, uncompressedBytes: 200 * 1024 * 1024 });
    await expect(readRowsIsolated(bomb, MimeType.Xlsx, DEFAULT_SPREADSHEET_LIMITS)).rejects.toMatchObject({ code: 'spreadsheet_too_large', status: 413 });
    await expect(readRowsIsolated(Buffer.from('PK not a zip'), MimeType.Xlsx, DEFAULT_SPREADSHEET_LIMITS)).rejects.toMatchObject({ code: 'corrupt_file' });
  });

  it('stops a parse that exceeds its time budget or its heap, and the process carries on', async () => {
    const xlsx = await salesXlsx(3000);
    await expect(readRowsIsolated(xlsx, MimeType.Xlsx, { ...DEFAULT_SPREADSHEET_LIMITS, timeoutMs: 100 })).rejects.toMatchObject({ code: 'spreadsheet_too_large' });
    await expect(readRowsIsolated(xlsx, MimeType.Xlsx, { ...DEFAULT_SPREADSHEET_LIMITS, maxHeapMb: 16 })).rejects.toMatchObject({ code: 'spreadsheet_too_large' });
    await expect(readRowsIsolated(xlsx, MimeType.Xlsx, DEFAULT_SPREADSHEET_LIMITS)).resolves.toHaveLength(3001);
  });

  it('reads bytes held in shared memory (an upload) in place, leaving them intact', async () => {
    const csv = salesCsv(20);
    const shared = Buffer.from(new SharedArrayBuffer(csv.length + 100)).subarray(0, csv.length);
    csv.copy(shared);
    await expect(readRowsIsolated(shared, MimeType.Csv, DEFAULT_SPREADSHEET_LIMITS)).resolves.toHaveLength(21);
    const xlsx = await salesXlsx(5);
    const sharedXlsx = Buffer.from(new SharedArrayBuffer(xlsx.length));
    xlsx.copy(sharedXlsx);
    await expect(readRowsIsolated(sharedXlsx, MimeType.Xlsx, DEFAULT_SPREADSHEET_LIMITS)).resolves.toHaveLength(6);
    expect(shared.equals(csv)).toBe(true);
    expect(sharedXlsx.equals(xlsx)).toBe(true);
  });

  it('keeps the event loop free while a large CSV is parsed', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    await readRowsIsolated(salesCsv(10_000), MimeType.Csv, DEFAULT_SPREADSHEET_LIMITS);
    clearInterval(timer);
    // Each tick is a moment the loop was free; a parse on the main thread would give none.
    expect(ticks).toBeGreaterThanOrEqual(Math.min(3, Math.floor((Date.now() - started) / 20)));
  });
});
