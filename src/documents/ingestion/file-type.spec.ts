import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { decodeText, detectFileType, guessDelimiter, MimeType } from './file-type';

const CORPUS = path.join(__dirname, '../../../../shared/corpus/dev');
const corpusFile = (name: string): Buffer => readFileSync(path.join(CORPUS, name));

/** A minimal zip holding the given (stored, empty) entries: enough for the local-header scan. */
function zipWith(names: string[]): Buffer {
  return Buffer.concat(
    names.map((name) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name)]);
    }),
  );
}

describe('detectFileType', () => {
  it.each([
    ['d01.jpg', MimeType.Jpeg],
    ['d02.pdf', MimeType.Pdf],
    ['d03.pdf', MimeType.Pdf],
    ['d04.pdf', MimeType.Pdf],
    ['d05.jpg', MimeType.Jpeg],
    ['d06.csv', MimeType.Csv],
    ['d07.png', MimeType.Png],
    ['d08.pdf', MimeType.Pdf],
    // Truncated, but still a PDF by its bytes: readDocument rejects it as corrupt_file.
    ['d09.pdf', MimeType.Pdf],
    ['d10.pdf', MimeType.Pdf],
    ['d11.pdf', MimeType.Pdf],
    ['d12.pdf', MimeType.Pdf],
    ['d13.pdf', MimeType.Pdf],
    ['d14.xlsx', MimeType.Xlsx],
    ['d15.jpg', MimeType.Jpeg],
  ])('%s → %s', (name, expected) => {
    expect(detectFileType(corpusFile(name))).toBe(expected);
  });

  it('detects WEBP and TIFF made by sharp', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } });
    expect(detectFileType(await image.clone().webp().toBuffer())).toBe(MimeType.Webp);
    expect(detectFileType(await image.clone().tiff().toBuffer())).toBe(MimeType.Tiff);
  });

  it('tells an .xlsx from another zip', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow([1]);
    expect(detectFileType(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe(MimeType.Xlsx);
    expect(detectFileType(zipWith(['word/document.xml', '[Content_Types].xml']))).toBe('unsupported');
    expect(detectFileType(zipWith(['xl/workbook.xml']))).toBe(MimeType.Xlsx);
  });

  it('rejects empty, random and plain-text bytes', () => {
    expect(detectFileType(Buffer.alloc(0))).toBe('unsupported');
    let seed = 7;
    const random = Buffer.from(Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256));
    expect(detectFileType(random)).toBe('unsupported');
    expect(detectFileType(Buffer.from('Hola, esto es una carta.\nNo es una planilla'))).toBe('unsupported');
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toBe(MimeType.Pdf);
  });

  it('sniffs CSV with ; , or tab, in UTF-8 or Windows-1252', () => {
    expect(detectFileType(Buffer.from('a;b;c\n1;2;3\n'))).toBe(MimeType.Csv);
    expect(detectFileType(Buffer.from('a,b\n"1,5",2\n'))).toBe(MimeType.Csv);
    expect(detectFileType(Buffer.from('a\tb\n1\t2\n'))).toBe(MimeType.Csv);
    expect(detectFileType(Buffer.from([0x61, 0x3b, 0x62, 0x0a, 0xd1, 0x3b, 0x32, 0x0a]))).toBe(MimeType.Csv);
  });
});

describe('decodeText and guessDelimiter', () => {
  it('strips a UTF-8 BOM and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFcañón', 'utf8'))).toBe('cañón');
    expect(decodeText(Buffer.from([0x63, 0x61, 0xf1, 0xf3, 0x6e]))).toBe('cañón');
  });

  it('prefers the delimiter that splits lines consistently', () => {
    expect(guessDelimiter('fecha;cliente;precio\n21/10/2026;Juárez, Agustina;2370,00\n')).toBe(';');
    expect(guessDelimiter('a,b,c\n1,2,3\n')).toBe(',');
    expect(guessDelimiter('solo texto\nsin separadores')).toBeNull();
  });
});
