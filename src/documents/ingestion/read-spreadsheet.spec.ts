import { readFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import type { ColumnMapping, SpreadsheetGroup } from '../document.types';
import { MimeType } from './file-type';
import { IngestionFailure } from './ingestion.errors';
import { readSpreadsheet } from './read-spreadsheet';

const CORPUS = path.join(__dirname, '../../../../shared/corpus/dev');
const corpusFile = (name: string): Buffer => readFileSync(path.join(CORPUS, name));

interface TruthDraft {
  receiver: { name: string; docType: string; docNumber: string };
  documentDate: string | null;
  reference: string | null;
  pricesIncludeIva: boolean;
  documentTotal: number | null;
  sourceRows: number[];
  lines: Array<{ description: string; quantity: number; unitPrice: number | null; ivaRate: number }>;
}

function corpusCase(id: string) {
  const truth = JSON.parse(readFileSync(path.join(CORPUS, `${id}.truth.json`), 'utf8')) as { file: string; template: string; expected: { drafts: TruthDraft[] } };
  const template = JSON.parse(readFileSync(path.join(CORPUS, 'templates', `${truth.template}.json`), 'utf8')) as {
    ivaRate: number;
    columnMapping: ColumnMapping;
  };
  return { bytes: corpusFile(truth.file), drafts: truth.expected.drafts, template };
}

function comparable(group: SpreadsheetGroup) {
  return {
    receiver: { name: group.data.receiver.name, docType: group.data.receiver.docType, docNumber: group.data.receiver.docNumber },
    documentDate: group.data.documentDate ?? null,
    reference: group.data.reference ?? null,
    pricesIncludeIva: group.data.pricesIncludeIva,
    documentTotal: group.data.documentTotal,
    sourceRows: group.sourceRows,
    lines: group.data.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, ivaRate: l.ivaRate })),
  };
}

const fromTruth = (d: TruthDraft) => ({
  receiver: { name: d.receiver.name, docType: d.receiver.docType, docNumber: d.receiver.docNumber },
  documentDate: d.documentDate,
  reference: d.reference,
  pricesIncludeIva: d.pricesIncludeIva,
  documentTotal: d.documentTotal,
  sourceRows: d.sourceRows,
  lines: d.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, ivaRate: l.ivaRate })),
});

describe('readSpreadsheet on the dev corpus', () => {
  it.each(['d06', 'd14'])('%s gives exactly the truth groups, rows, quantities, prices and totals', async (id) => {
    const { bytes, drafts, template } = corpusCase(id);
    const groups = await readSpreadsheet(bytes, undefined, template.columnMapping, { ivaRate: template.ivaRate });
    expect(groups.map(comparable)).toEqual(drafts.map(fromTruth));
    expect(groups.flatMap((g) => g.issues)).toEqual([]);
    for (const group of groups) expect(group.data.lines.map((l) => l.sourceRow)).toEqual(group.sourceRows);
  });

  it('d06 decoded as Windows-1252 gives the same groups (accents intact)', async () => {
    const { bytes, template } = corpusCase('d06');
    const latin1 = iconv.encode(bytes.toString('utf8').replace(/^\uFEFF/, ''), 'win1252');
    const utf8Groups = await readSpreadsheet(bytes, MimeType.Csv, template.columnMapping);
    const latin1Groups = await readSpreadsheet(latin1, MimeType.Csv, template.columnMapping);
    expect(latin1Groups).toEqual(utf8Groups);
    expect(latin1Groups[1].data.receiver.name).toBe('Verónica Ponce');
  });
});

describe('column mapping', () => {
  const csv = (text: string) => Buffer.from(text, 'utf8');

  it('matches headers ignoring case, accents and spaces, or by column letter; comma-separated CSV', async () => {
    const bytes = csv('Planilla octubre\n\n  RAZON  social ,CUIT,Detalle,Cant,Precio\nAcme SA,30-71234567-1,Tornillo,"1.500","$ 1.234,50"\n');
    const groups = await readSpreadsheet(bytes, MimeType.Csv, {
      headerRow: 3,
      columns: { receiverName: 'Razón Social', receiverDocNumber: 'B', description: 'detalle', quantity: 'cant', unitPrice: 'E' },
      groupBy: 'receiverDocNumber',
    });
    expect(groups).toHaveLength(1);
    expect(groups[0].data.receiver).toMatchObject({ name: 'Acme SA', docNumber: '30712345671', docType: 'CUIT' });
    expect(groups[0].data.lines).toEqual([{ description: 'Tornillo', quantity: 1500, unitPrice: 1234.5, ivaRate: null, sourceRow: 4 }]);
    expect(groups[0].sourceRows).toEqual([4]);
  });

  it('reports bad values as issues naming the row, skips blank and totals rows', async () => {
    const bytes = csv('cliente;doc;producto;cantidad;precio;fecha\nA;20111111112;X;abc;10;31/02/2026\n;;;;;\nA;20111111112;Y;2;diez;2026-10-01\nTotales;;;2;;\n');
    const [group] = await readSpreadsheet(bytes, MimeType.Csv, {
      columns: { receiverName: 'cliente', receiverDocNumber: 'doc', description: 'producto', quantity: 'cantidad', unitPrice: 'precio', date: 'fecha' },
      groupBy: 'receiverDocNumber',
    });
    expect(group.sourceRows).toEqual([2, 4]);
    expect(group.issues.map((i) => i.message)).toEqual([
      'Row 2: date "31/02/2026" is not a date.',
      'Row 2: quantity "abc" is not a positive number.',
      'Row 4: unit price "diez" is not a number.',
    ]);
    expect(group.data.lines[1].unitPrice).toBeNull();
    expect(group.data.documentTotal).toBeNull();
  });

  it('reads Excel serial dates, Date cells and percent cells from an .xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ventas');
    sheet.addRow(['Fecha', 'Cliente', 'DNI', 'Artículo', 'Cant.', 'Importe', 'IVA']);
    sheet.addRow([46310, 'Ana', 12345678, 'Balde', 2, 200.5, 0.105]);
    sheet.addRow([new Date(Date.UTC(2026, 9, 15)), 'Ana', 12345678, 'Cloro', 1, { formula: 'F2', result: 100 }, 0.21]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const [group] = await readSpreadsheet(bytes, undefined, {
      columns: { date: 'fecha', receiverName: 'cliente', receiverDocNumber: 'dni', description: 'articulo', quantity: 'cant.', amount: 'importe', ivaRate: 'iva' },
      groupBy: 'receiverDocNumber',
      pricesIncludeIva: false,
    });
    expect(group.data.documentDate).toBe('2026-10-15'); // serial 46310
    expect(group.data.receiver).toMatchObject({ docType: 'DNI', docNumber: '12345678' });
    expect(group.data.lines).toEqual([
      { description: 'Balde', quantity: 2, unitPrice: 100.25, ivaRate: 10.5, sourceRow: 2 },
      { description: 'Cloro', quantity: 1, unitPrice: 100, ivaRate: 21, sourceRow: 3 },
    ]);
    // 200.50 + 21.05 (10.5 %) + 100 + 21 (21 %)
    expect(group.data.documentTotal).toBe(342.55);
  });

  it("finds the mapped headers on another of the first rows when a file moved them (a title added above)", async () => {
    const mapping: ColumnMapping = { headerRow: 1, columns: { receiverName: 'Cliente', description: 'Producto', quantity: 'Cant.', unitPrice: 'Precio' }, groupBy: 'receiverName', pricesIncludeIva: true };
    const bytes = csv('Ventas de octubre;;;\n\nCliente;Producto;Cant.;Precio\nAna Paz;Balde;2;100,25\n');
    const [group] = await readSpreadsheet(bytes, MimeType.Csv, mapping);
    expect(group!.data.lines).toEqual([{ description: 'Balde', quantity: 2, unitPrice: 100.25, ivaRate: null, sourceRow: 4 }]);
    expect(group!.sourceRows).toEqual([4]);
    // Not every mapped header on any row: still column_not_found, naming the template's row.
    await expect(readSpreadsheet(csv('Ventas;;;\nCliente;Producto;Cant.\nAna;Balde;2\n'), MimeType.Csv, mapping)).rejects.toMatchObject({ code: 'column_not_found', message: expect.stringContaining('header row 1') });
  });

  it('fails with column_not_found listing the headers when a mapped column is missing', async () => {
    const bytes = csv('a;b\n1;2\n');
    await expect(readSpreadsheet(bytes, MimeType.Csv, { columns: { description: 'Producto' } })).rejects.toMatchObject({
      code: 'column_not_found',
      message: expect.stringContaining('Headers found: "a", "b"'),
    });
    await expect(readSpreadsheet(bytes, MimeType.Csv, { columns: { description: 'Producto' } })).rejects.toBeInstanceOf(IngestionFailure);
  });
});

describe('spreadsheets of other programs (seventeenth session, the sheets2 split studied; i, c, a held out)', () => {
  const mapping: ColumnMapping = {
    columns: { receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Producto', quantity: 'Cant', unitPrice: 'Precio', ivaRate: 'IVA' },
    groupBy: 'receiverDocNumber',
    pricesIncludeIva: false,
  };

  it("reads Excel's \"Unicode text\": UTF-16 with its byte-order mark, tab-separated", async () => {
    const text = 'Cliente\tCUIT\tProducto\tCant\tPrecio\tIVA\r\nPanadería Ñandú\t30-71234567-1\tHarina 000\t2\t1.500,00\t21\r\n';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]);
    const [group] = await readSpreadsheet(bytes, undefined, mapping);
    expect(group!.data.receiver.name).toBe('Panadería Ñandú');
    expect(group!.data.lines).toEqual([{ description: 'Harina 000', quantity: 2, unitPrice: 1500, ivaRate: 21, sourceRow: 2 }]);
  });

  it('leaves out rows marked void and lines of no units, and a "Total" written in the description column', async () => {
    const bytes = Buffer.from(
      'Cliente;CUIT;Producto;Cant;Precio;IVA;Estado\n' +
        'A;30-71234567-1;Filtro;1;100,00;21;\n' +
        'A;30-71234567-1;Bujía;2;50,00;21;ANULADO\n' +
        'A;30-71234567-1;Correa;0;80,00;21;SIN STOCK\n' +
        ';;Total;;200,00;;\n',
      'utf8',
    );
    const groups = await readSpreadsheet(bytes, undefined, mapping);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.sourceRows).toEqual([2]);
    expect(groups[0]!.issues).toEqual([]);
  });

  it('keeps a price of four decimals as written, and rounds each line, not the price', async () => {
    const bytes = Buffer.from('Cliente;CUIT;Producto;Cant;Precio;IVA\nA;30-71234567-1;Gasoil grado 3;1520,75;1234,5678;21\n', 'utf8');
    const [group] = await readSpreadsheet(bytes, undefined, mapping);
    expect(group!.data.lines[0]!.unitPrice).toBe(1234.5678);
    // 1520,75 × 1234,5678 = 1.877.468,98 (rounded once; 1.877.475,33 with the price rounded first), plus 21 % VAT 394.268,49.
    expect(group!.data.documentTotal).toBe(2271737.47);
  });
});

describe('spreadsheets of other programs (eighteenth session, the sheets3 split studied; i, e, h held out)', () => {
  const mapping: ColumnMapping = {
    columns: { reference: 'Pedido', date: 'Fecha', receiverName: 'Cliente', receiverDocNumber: 'CUIT', description: 'Producto', quantity: 'Cant', unitPrice: 'Precio', ivaRate: 'Impuestos' },
    groupBy: 'receiverDocNumber',
    pricesIncludeIva: false,
  };

  it('reads a date with its time of day or its month in words', async () => {
    const bytes = Buffer.from(
      'Pedido;Fecha;Cliente;CUIT;Producto;Cant;Precio;Impuestos\n' +
        '1;17/11/2026 20:57:09;A;30-71234567-1;Filtro;1;100,00;21\n' +
        '2;5-nov-2026;B;20-12345678-6;Bujía;1;50,00;21\n' +
        '3;3 de diciembre de 2026;C;27-23456789-1;Correa;1;80,00;21\n',
      'utf8',
    );
    const groups = await readSpreadsheet(bytes, undefined, mapping);
    expect(groups.map((g) => g.data.documentDate)).toEqual(['2026-11-17', '2026-11-05', '2026-12-03']);
    expect(groups.flatMap((g) => g.issues)).toEqual([]);
  });

  it('reads the rate inside a tax\'s name ("IVA 10.5%") and "Exento" as 0 %', async () => {
    const bytes = Buffer.from(
      'Pedido;Fecha;Cliente;CUIT;Producto;Cant;Precio;Impuestos\n' +
        '1;17/11/2026;A;30-71234567-1;Balanza;1;100,00;IVA 10.5%\n' +
        '1;17/11/2026;A;30-71234567-1;Alcohol;1;100,00;IVA 21%\n' +
        '1;17/11/2026;A;30-71234567-1;Libro;1;100,00;Exento\n',
      'utf8',
    );
    const [group] = await readSpreadsheet(bytes, undefined, mapping);
    expect(group!.data.lines.map((l) => l.ivaRate)).toEqual([10.5, 21, 0]);
    expect(group!.issues).toEqual([]);
  });

  it("takes an order's next lines, written without its customer, date and reference, as lines of that order", async () => {
    const bytes = Buffer.from(
      'Pedido;Fecha;Cliente;CUIT;Producto;Cant;Precio;Impuestos\n' +
        'S1;17/11/2026;A;30-71234567-1;Balanza;1;100,00;21\n' +
        ';;;;Alcohol;2;10,00;21\n' +
        'S2;18/11/2026;B;20-12345678-6;Estufa;1;50,00;21\n' +
        ';;;;Probeta;3;5,00;21\n' +
        ';;;;Tubo;1;7,00;21\n' +
        '\n' +
        ';;;;Suelto;1;9,00;21\n' +
        'S3;19/11/2026;Sin documento;;Placa;1;4,00;21\n',
      'utf8',
    );
    const groups = await readSpreadsheet(bytes, undefined, mapping);
    expect(groups.map((g) => [g.data.receiver.name, g.sourceRows])).toEqual([
      ['A', [2, 3]],
      ['B', [4, 5, 6]],
      // After a blank row nothing is continued; a row with its own customer but no CUIT is not a continuation either.
      ['Sin documento', [8, 9]],
    ]);
    expect(groups[2]!.issues[0]).toMatchObject({ code: 'no_receiver' });
  });

  it('reads the sales on the sheet that holds the mapped headers when a cover sheet comes first', async () => {
    const workbook = new ExcelJS.Workbook();
    const cover = workbook.addWorksheet('Carátula');
    cover.addRow(['Estudio contable Pérez & Asoc.']);
    cover.addRow(['Cliente: Ferretería Sur S.R.L.', 'Período: 11/2026']);
    const hidden = workbook.addWorksheet('Tablas');
    hidden.state = 'hidden';
    hidden.addRow(['Pedido', 'Fecha', 'Cliente', 'CUIT', 'Producto', 'Cant', 'Precio', 'Impuestos']);
    hidden.addRow(['X', '01/11/2026', 'Oculto', '30-71234567-1', 'No', 1, 1, 21]);
    const sales = workbook.addWorksheet('Ventas');
    sales.addRow(['Ventas de noviembre']);
    sales.addRow(['Pedido', 'Fecha', 'Cliente', 'CUIT', 'Producto', 'Cant', 'Precio', 'Impuestos']);
    sales.addRow(['F-1', '20/11/2026', 'Corralón Norte', '30-71234567-1', 'Cemento', 4, 9500, 21]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const groups = await readSpreadsheet(bytes, undefined, { ...mapping, headerRow: 2 });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.data.receiver.name).toBe('Corralón Norte');
    expect(groups[0]!.sourceRows).toEqual([3]);
    // No sheet with the headers: the first sheet's error, as before.
    await expect(readSpreadsheet(bytes, undefined, { ...mapping, columns: { ...mapping.columns, description: 'Artículo' } })).rejects.toMatchObject({
      code: 'column_not_found',
      message: expect.stringContaining('Estudio contable'),
    });
  });
});

describe('spreadsheets of other programs (nineteenth session, the sheets4 split studied; f, b, h held out)', () => {
  const mapping: ColumnMapping = {
    columns: { date: 'FECHA', reference: 'NRO_PEDIDO', receiverDocType: 'COD_DOC', receiverDocNumber: 'NRO_DOC', receiverName: 'DENOMINACION', description: 'DETALLE', quantity: 'CANTIDAD', unitPrice: 'PRECIO_UNIT' },
    groupBy: 'receiverDocNumber',
    pricesIncludeIva: false,
  };

  it('reads an export that writes decimals with a point ("2.000" units at "11240.30"), its dates as aaaammdd and DNIs padded to eleven digits', async () => {
    const bytes = Buffer.from(
      'FECHA|NRO_PEDIDO|COD_DOC|NRO_DOC|DENOMINACION|DETALLE|CANTIDAD|PRECIO_UNIT\r\n' +
        '20261111|00019369|80|33401013089|LABORATORIO SA|Manguera (metro)|2.000|11240.30\r\n' +
        '20261111|00019369|80|33401013089|LABORATORIO SA|Retén radial|10.000|2180.40\r\n' +
        '20261123|00018991|96|00016681160|DIEGO PAREDES|Chumacera|1,500|23140.50\r\n',
      'utf8',
    );
    const groups = await readSpreadsheet(bytes, undefined, mapping);
    expect(groups.map((g) => [g.data.documentDate, g.data.receiver.docType, g.data.receiver.docNumber])).toEqual([
      ['2026-11-11', 'CUIT', '33401013089'],
      ['2026-11-23', 'DNI', '16681160'],
    ]);
    expect(groups.map((g) => g.data.lines.map((l) => [l.quantity, l.unitPrice]))).toEqual([[[2, 11240.3], [10, 2180.4]], [[1500, 23140.5]]]);
    expect(groups.flatMap((g) => g.issues)).toEqual([]);
  });

  it('keeps the Argentine reading when a file has no number that only a decimal point explains ("2.000" is two thousand)', async () => {
    const bytes = Buffer.from(
      'FECHA|NRO_PEDIDO|COD_DOC|NRO_DOC|DENOMINACION|DETALLE|CANTIDAD|PRECIO_UNIT\n' +
        '20261111|1|80|33401013089|LABORATORIO SA|Tornillo|2.000|10,50\n',
      'utf8',
    );
    const [group] = await readSpreadsheet(bytes, undefined, mapping);
    expect(group!.data.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([[2000, 10.5]]);
  });

  it('decodes a CSV saved by Excel for Mac (Mac Roman, lines ended by CR)', async () => {
    const text = 'FECHA;NRO_PEDIDO;COD_DOC;NRO_DOC;DENOMINACION;DETALLE;CANTIDAD;PRECIO_UNIT\r' +
      '24/11/2026;7;80;30-71234567-1;Metalúrgica Río Dulce S.A.S.;Niño envuelto;1;100,00\r' +
      '24/11/2026;8;96;23456789;Iñíguez, Sofía;Ñoquis;2;50,00\r';
    const groups = await readSpreadsheet(iconv.encode(text, 'macintosh'), undefined, mapping);
    expect(groups.map((g) => g.data.receiver.name)).toEqual(['Metalúrgica Río Dulce S.A.S.', 'Iñíguez, Sofía']);
    expect(groups.map((g) => g.data.lines[0]!.description)).toEqual(['Niño envuelto', 'Ñoquis']);
  });

  it('reads a quantity typed with its unit in a form ("4kg", "2 unidades") and leaves out a note under the sales', async () => {
    const form: ColumnMapping = { columns: { date: 'A', receiverName: 'B', receiverDocNumber: 'C', description: 'D', quantity: 'E' }, groupBy: 'receiverDocNumber', pricesIncludeIva: true };
    const bytes = Buffer.from(
      'Marca temporal,Nombre,CUIT / DNI,Producto,Cantidad\n' +
        '12/11/2026,Natalia Villalba,34.857.858,Canelones de verdura (kg),4kg\n' +
        '12/11/2026,Natalia Villalba,DNI 34857858,Tapas para empanadas x 24,2 unidades\n' +
        '\n' +
        ',,,Pasado al sistema el 26-nov-26,\n',
      'utf8',
    );
    const groups = await readSpreadsheet(bytes, undefined, form, { ivaRate: 21, currency: 'ARS', pricesIncludeIva: true });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.data.lines.map((l) => [l.description, l.quantity])).toEqual([['Canelones de verdura (kg)', 4], ['Tapas para empanadas x 24', 2]]);
    expect(groups[0]!.issues).toEqual([]);
  });
});
