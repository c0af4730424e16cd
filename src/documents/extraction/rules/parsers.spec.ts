import { currencyOf, detectNumberStyle, parseAmount } from './amounts';
import { findDates, parseDate, parseMonthPeriod } from './dates';
import { conditionsToTick, findCuits, findDni, findInvalidCuit, parseCondicionIva, tickedCondition } from './identifiers';
import { readCurrency, readServicePeriod } from './header-fields';
import { quantityRow } from './line-table';
import { cleanName, MAIL_ADDRESS, readReceiver } from './receiver-block';
import { collapseLetterSpacing, fixOcrDigits, toLines } from './text-lines';
import { footRate, lastAmount, readTotals, vatRateOf } from './totals-block';

describe('parseAmount', () => {
  it.each([
    ['1.234.567,89', 'comma-decimal', 1234567.89],
    ['1234567.89', 'dot-decimal', 1234567.89],
    ['1234567.89', 'comma-decimal', 1234567.89],
    ['$ 110.500,00', 'comma-decimal', 110500],
    ['$110.500', 'comma-decimal', 110500],
    ['U$S 58,00', 'comma-decimal', 58],
    ['USD 1,234.50', 'comma-decimal', 1234.5],
    ['1.500', 'comma-decimal', 1500],
    ['1.500', 'dot-decimal', 1.5],
    ['12,5', 'comma-decimal', 12.5],
    ['1,234,567', 'dot-decimal', 1234567],
    ['(1.234,00)', 'comma-decimal', -1234],
    ['-15,20', 'comma-decimal', -15.2],
    ['1O.5OO,OO', 'comma-decimal', 10500], // OCR O for 0
    ['l.234,56', 'comma-decimal', 1234.56], // OCR l for 1
    ['0', 'comma-decimal', 0],
    ['42.500.00', 'comma-decimal', 42500], // OCR read the decimal comma as a dot
    ['1.234.567.89', 'comma-decimal', 1234567.89],
    ['1,234,567,89', 'dot-decimal', 1234567.89],
  ] as const)('%s (%s) = %s', (raw, style, expected) => {
    expect(parseAmount(raw, style)).toBe(expected);
  });

  it.each(['abc', '12.34.5', '1.23,4.5', '', 'ROLLO', '4.25.00', '42.50.00'])('%s is not an amount', (raw) => {
    expect(parseAmount(raw)).toBeNull();
  });

  it('detects the document number style', () => {
    expect(detectNumberStyle('Total 1.234,56 IVA 21,00')).toBe('comma-decimal');
    expect(detectNumberStyle('25 1840.00 21% 46000.00\nTOTAL 330910.00')).toBe('dot-decimal');
  });

  it.each([
    ['U$S 2.320,00', 'USD'],
    ['Dólares estadounidenses (USD)', 'USD'],
    ['Pesos argentinos', 'ARS'],
    ['$ 1.000', 'ARS'],
    ['EUR 10', 'EUR'],
    ['sin moneda', null],
    ['Importe USS', 'USD'], // OCR's reading of "U$S"
    ['P. unit. U5S', 'USD'],
  ])('currencyOf(%s) = %s', (text, expected) => {
    expect(currencyOf(text)).toBe(expected);
  });

  it('reads "Moneda:" at the start of a line or beside another column, never a word "moneda" in a sentence', () => {
    const read = (text: string) => readCurrency(toLines([{ number: 1, text }]), null, []);
    expect(read('Moneda: Dólares estadounidenses\nTotal 10,00')).toMatchObject({ value: 'USD', confidence: 0.95 });
    expect(read('C.U.I.T. 33-75954519-8\tMoneda: Dólares estadounidenses (U$S)\nTotal 10,00')).toMatchObject({ value: 'USD', confidence: 0.95 });
    expect(read('Pagos en otra moneda dólares no aceptados\nTotal $ 10,00').value).toBe('ARS');
  });
});

describe('readTotals', () => {
  const total = (text: string) => readTotals(toLines([{ number: 1, text }]), 'comma-decimal', 0).total;
  it('takes no count or measure for the total, and reads a total in pesos as money', () => {
    expect(total('TOTAL PIEZAS 164')).toBeNull();
    expect(total('TOTAL CANTIDAD 12')).toBeNull();
    expect(total('Total bultos: 3')).toBeNull();
    expect(total('TOTAL PESOS 1.234,56')).toBe(1234.56);
    expect(total('IMPORTE TOTAL 99,00')).toBe(99);
  });

  it('reads a VAT rate the OCR spoilt: a digit added ("IVA (219%)"), the decimal comma lost ("IVA 105 %") (tenth session)', () => {
    const vat = (text: string) => readTotals(toLines([{ number: 1, text }]), 'dot-decimal', 0).vat;
    expect(vat('IVA (219%)\tUS$ 1,068.33')).toEqual([{ rate: 21, amount: 1068.33 }]);
    expect(vat('IVA 105 %\t34.03')).toEqual([{ rate: 10.5, amount: 34.03 }]);
    expect(vat('IVA 21 %\t34.03')).toEqual([{ rate: 21, amount: 34.03 }]);
    expect(vat('IVA 99 %\t34.03')).toEqual([]);
  });

  it('reads the other taxes printed at the foot, not their zeros nor a registration number (tenth session)', () => {
    const others = (text: string) => readTotals(toLines([{ number: 1, text }]), 'comma-decimal', 0).otherTaxes;
    expect(others('Percepción IIBB 3 %\t2.100,00\nPerc. IVA RG 2408\t1.470,00\nImpuestos internos\t0,00')).toEqual([2100, 1470]);
    expect(others('Ingresos Brutos: 901-123456-7\nPercep. IIBB CABA (3,00%)\t\t350,25')).toEqual([350.25]);
  });

  it("reads a foot printed beside a table of other taxes, on the same lines (fifteenth session)", () => {
    const read = readTotals(toLines([{ number: 1, text: [
      'OTROS TRIBUTOS\tNeto Gravado\t905041.40',
      'Descripción\tJurisdicción\tAlíc. %\tImporte\tIVA 21.00 %\t190058.69',
      'Percepción 11BB\tC.A.B.A.\t3.50\t31676.45',
      'Importe Otros Tributos:\t31676.45\tSubtotal\t1095100.09',
      'TOTAL\t1126776.54',
    ].join('\n') }]), 'dot-decimal', 0);
    expect(read).toMatchObject({ total: 1126776.54, subtotal: 1095100.09, vat: [{ rate: 21, amount: 190058.69 }], otherTaxes: [31676.45, 31676.45] });
  });

  it('reads the VAT a total contains, and the rate of a VAT amount whose caption prints none (eleventh session)', () => {
    const read = (text: string) => readTotals(toLines([{ number: 1, text }]), 'comma-decimal', 0);
    // Factura B's "IVA contenido": 638.108,69 of 6.715.334,35 is 10,5 % of the rest, not VAT to add.
    const b = read('Percep. IIBB\t0,00\nTOTAL $\t6.715.334,35\nIVA contenido\t638.108,69');
    expect(b.vatContained).toEqual([{ rate: 10.5, amount: 638108.69 }]);
    expect(b.vat).toEqual([]);
    expect(footRate(b)).toBe(10.5);
    expect(read('IVA contenido 21 %\t$ 17,36\nTotal\t$ 100,00').vatContained).toEqual([{ rate: 21, amount: 17.36 }]);
    // The fiscal transparency block of a total that also holds internal taxes: the VAT is of the rest without them.
    expect(read('TOTAL $\t1.250,00\nIVA Contenido: $ 210,00\nOtros Impuestos Nacionales Indirectos: $ 40,00').vatContained).toEqual([{ rate: 21, amount: 210 }]);
    // An unrated VAT added to a subtotal: its rate is the one it is of the subtotal.
    const a = read('Subtotal\t138.000,00\nI.V.A.\t28.980,00\nTOTAL A PAGAR\t166.980,00');
    expect(a.vat).toEqual([{ rate: 21, amount: 28980 }]);
    expect(footRate(a)).toBe(21);
    // An amount that is no VAT rate of anything, or a condition, gives no rate.
    expect(read('Subtotal\t100,00\nIVA\t13,00\nTotal\t113,00').vat).toEqual([]);
    expect(read('IVA Responsable Inscripto\nTotal\t121,00').vat).toEqual([]);
  });

  it('finds the one VAT rate an amount is of its net, within rounding', () => {
    expect(vatRateOf(638108.69, 6077225.66)).toBe(10.5);
    expect(vatRateOf(28980, 138000)).toBe(21);
    expect(vatRateOf(2.7, 100)).toBeNull();
    expect(vatRateOf(0, 100)).toBeNull();
  });
});

describe('cleanName', () => {
  it("leaves a customer's number in brackets out of a name, also as OCR reads it, and keeps other brackets", () => {
    expect(cleanName('Comercial Santa Brígida S.R.L. (n.º 11725)')).toBe('Comercial Santa Brígida S.R.L.');
    expect(cleanName('Comercial Santa Brígida S.R.L. (n.2 11725)')).toBe('Comercial Santa Brígida S.R.L.');
    expect(cleanName('Juan Pérez (hijo)')).toBe('Juan Pérez (hijo)');
    expect(cleanName('Distribuidora (2015) S.A.')).toBe('Distribuidora (2015) S.A.');
  });

  it("leaves out a long caption the OCR misread before the name (eleventh session)", () => {
    expect(cleanName('Apseliido y Nombre / Razón Social: Sebastián Giménez')).toBe('Sebastián Giménez');
    expect(cleanName('Apellido, Nombre o Razón Social: Asociación Civil Sierra Chica')).toBe('Asociación Civil Sierra Chica');
  });

  it('leaves out the account number printed between the caption and its colon ("Cliente 0065: …", sixteenth session)', () => {
    expect(cleanName('0065: Agropecuaria Los Talas S.A.')).toBe('Agropecuaria Los Talas S.A.');
    expect(cleanName('Hotel 25: Lucía Villalba')).toBe('Hotel 25: Lucía Villalba');
  });
});

describe('a customer block whose caption the rules do not know', () => {
  it('takes no caption for the name', () => {
    const read = readReceiver(toLines([{ number: 1, text: 'DATOS DEL CLIENTE\nApellido/Razón Social\nCUIT: 30-30363411-4' }]), { cuits: new Set(), names: [] }, 0, null);
    expect(read.receiver.name).toBeNull();
  });

  it("takes no speck for the name when another column's words share its line ('<' beside 'Condición IVA: …'; fourteenth session)", () => {
    const text = 'Cliente\n<\tCondición IVA: IVA Responsable Inscripto\nFrigorífico Las Acacias S.R.L.\tCondición de venta: Cuenta corriente\nMoreno 695 - (M5500) Mendoza\nCUIT 33-73905269-1';
    const read = readReceiver(toLines([{ number: 1, text }]), { cuits: new Set(), names: [] }, 0, null);
    expect(read.receiver.name).toBe('Frigorífico Las Acacias S.R.L.');
  });
});

describe('lastAmount', () => {
  it('reads cents set apart after whole thousands as one amount, and nothing else as cents', () => {
    expect(lastAmount('TOTAL A PAGAR $ 446.392 09', 'comma-decimal')).toBe(446392.09);
    expect(lastAmount('TOTAL USD 12,345 50', 'dot-decimal')).toBe(12345.5);
    expect(lastAmount('Total $ 1.234,56', 'comma-decimal')).toBe(1234.56);
    // A count after an amount with its decimals, or after a small number, is no cents.
    expect(lastAmount('Subtotal 1.234,56 12', 'comma-decimal')).toBe(12);
    expect(lastAmount('Bultos 446 09', 'comma-decimal')).toBe(9);
  });

  it('reads thousands set apart by spaces as one amount, and not past a number before them', () => {
    expect(lastAmount('Total factura ARS 9 353 261,50', 'comma-decimal')).toBe(9353261.5);
    expect(lastAmount('Total 353 261,50', 'comma-decimal')).toBe(353261.5);
    expect(lastAmount('TOTAL USD 1 234.56', 'dot-decimal')).toBe(1234.56);
    // "21" before the groups may be a rate or a count: the groups are not joined to it, nor to each other.
    expect(lastAmount('Total 21 1 406 643,00', 'comma-decimal')).toBe(643);
    expect(lastAmount('Total 261,50', 'comma-decimal')).toBe(261.5);
  });
});

describe('dates', () => {
  it("reads a month's name with a letter the OCR read as a digit ('25/N0V/2026', '26-0CT-26'), and no month in digits alone (twelfth session)", () => {
    expect(findDates('FECHA 25/N0V/2026').map((d) => d.iso)).toEqual(['2026-11-25']);
    expect(findDates('26-0CT-26').map((d) => d.iso)).toEqual(['2026-10-26']);
    expect(findDates('12 de 2026')).toEqual([]);
  });

  it('reads a date a sentence or the OCR ends with dots ("FECHA: 22-11-26..."), not one inside a longer number (eleventh session)', () => {
    expect(findDates('FECHA: 22-11-26...').map((d) => d.iso)).toEqual(['2026-11-22']);
    expect(findDates('Emitida el 2026-11-22.').map((d) => d.iso)).toEqual(['2026-11-22']);
    expect(findDates('22.11.26.5')).toEqual([]);
    // A year the OCR spoilt into one decades ahead is no date.
    expect(findDates('23/11/2076. 10-46 Firmado 23/11/2026').map((d) => d.iso)).toEqual(['2026-11-23']);
  });

  it.each([
    ['15/10/2026', '2026-10-15'],
    ['15-10-2026', '2026-10-15'],
    ['15.10.26', '2026-10-15'],
    ['2026-10-15', '2026-10-15'],
    ['Córdoba, 1 de noviembre de 2026', '2026-11-01'],
    ['15 de Octubre del 2026', '2026-10-15'],
    ['1º de diciembre de 2026', '2026-12-01'],
    ['26/Nov/2026', '2026-11-26'],
    ['2 de setiembre de 2026', '2026-09-02'],
    ['15-oct-2026', '2026-10-15'],
    ['Fecha: l5/1O/2026', '2026-10-15'], // OCR
    ['Doc. date 15-OCT-26', '2026-10-15'], // ERP export, two-digit year
    ['Date: Oct 15, 2026', '2026-10-15'],
    ['Issued November 2nd, 2026', '2026-11-02'],
    ['Av. San Martín 15 2026 Córdoba', null],
    ['Mar 12 unidades', null],
    ['31/02/2026', null],
    ['Tel. 4433-7408', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it('finds both ends of a period in order', () => {
    expect(findDates('Período: 01/10/2026 al 31/10/2026').map((d) => d.iso)).toEqual(['2026-10-01', '2026-10-31']);
    // A month the OCR split with a space; a price after a quantity is no date.
    expect(findDates('Fecha 22/1 1/2026').map((d) => d.iso)).toEqual(['2026-11-22']);
    // The second slash lost before a four-digit year.
    expect(findDates('Fecha 25/11 2026').map((d) => d.iso)).toEqual(['2026-11-25']);
    expect(findDates('Caño 3/4 2026 unidades')).toEqual([]);
    // Day, month and year run together (nineteenth session, fresh28's open layouts); not a lot code.
    expect(findDates('Fecha de entrega 26NOV26').map((d) => d.iso)).toEqual(['2026-11-26']);
    expect(findDates('26NOV2026').map((d) => d.iso)).toEqual(['2026-11-26']);
    expect(findDates('Lote 12ABC34')).toEqual([]);
    expect(findDates('Cant. 2 x 1/2" 1/2026')).toEqual([]);
    // Twentieth session, probes beyond the corpus: spaced separators, an en dash, a middle dot, a month's name between
    // points; a space before the second separator only before a four-digit year.
    expect(findDates('Fecha: 24 / 11 / 2026').map((d) => d.iso)).toEqual(['2026-11-24']);
    expect(findDates('26 · 11 · 2026').map((d) => d.iso)).toEqual(['2026-11-26']);
    expect(findDates('24–11–2026').map((d) => d.iso)).toEqual(['2026-11-24']);
    expect(findDates('Emitida 24.Nov.2026').map((d) => d.iso)).toEqual(['2026-11-24']);
    expect(findDates('Medidas 10 - 12 - 15 cm')).toEqual([]);
    // A compact date whose month's O a scan read as a zero (fresh30's open layouts).
    expect(findDates('FECHA 22N0V26').map((d) => d.iso)).toEqual(['2026-11-22']);
    expect(findDates('Lote 12AB345')).toEqual([]);
    expect(findDates('Cant. 2 · 3 · 1.500')).toEqual([]);
  });

  it.each([
    ['octubre 2026', { from: '2026-10-01', to: '2026-10-31' }],
    ['02/2028', { from: '2028-02-01', to: '2028-02-29' }],
    // Nineteenth session, probes beyond the corpus: a month as ISO writes it, and days of one month.
    ['2026-10', { from: '2026-10-01', to: '2026-10-31' }],
    ['1 al 15 de noviembre de 2026', { from: '2026-11-01', to: '2026-11-15' }],
    ['del 1° al 31 de octubre de 2026', { from: '2026-10-01', to: '2026-10-31' }],
    ['nada', null],
  ])('month period %s', (text, expected) => {
    expect(parseMonthPeriod(text)).toEqual(expected);
  });
});

describe('identifiers', () => {
  it.each([
    ['CUIT: 30-72510027-9', ['30725100279']],
    ['CUIT 30725100279', ['30725100279']],
    ['C.U.I.T.: 33 74842662 6', ['33748426626']],
    ['CUIT: 3O-7251OO27-9', ['30725100279']], // OCR O for 0
    ['CUIT: 30-72510027-8', []], // bad check digit
    ['CUIT 30-72.510.027-9', ['30725100279']], // the middle grouped by dots
    ['CUIT: 30/72510027/9', ['30725100279']],
    ['Tel. 0351-4337408 int 12345', []],
    // Twentieth session (fresh30's open layouts): a scan's lost hyphens leave the parts in cells of their own.
    ['C.U.I.T.:\t33\t87391998\t7\t1.V.A. Resp. Inscripto', ['33873919987']],
    ['30\t72510027\t8', []],
  ])('findCuits(%s)', (text, expected) => {
    expect(findCuits(text).map((c) => c.digits)).toEqual(expected);
  });

  it('labels a CUIL as such', () => {
    expect(findCuits('CUIL 20-36044727-9')[0].docType).toBe('CUIL');
  });

  it('reports a CUIT whose check digit fails', () => {
    expect(findInvalidCuit('CUIT: 30-72510027-8')).toBe('30725100278');
    expect(findInvalidCuit('CUIT: 30-72510027-9')).toBeNull();
  });

  it.each([
    ['D.N.I.: 34989752', '34989752'],
    ['DNI 34.989.752', '34989752'],
    ['DNI Nº 7.123.456', '7123456'],
    ['DNI 28,990,952', '28990952'],
    ['D.N.I 40:707.915', '40707915'], // a dot the OCR read as a colon (sixteenth session)
    ['Aclaración / DNI', null],
  ])('findDni(%s) = %s', (text, expected) => {
    expect(findDni(text)).toBe(expected);
  });

  it.each([
    ['IVA Responsable Inscripto', 1],
    ['Cond. IVA: Resp. Inscripto', 1],
    ['Monotributista', 6],
    ['Responsable Monotributo', 6],
    ['Condición IVA: Cons. Final', 5],
    ['Consumidor Final', 5],
    ['R. Insc.', 1],
    ['IVA: R.Inscr.', 1],
    ['C. Final', 5],
    ['R..Insc', 1],
    ['IVA Exento', 4],
    ['IVA no alcanzado', 15],
    ['a onsumidor F Fina', 5],
    ['Cons: Final', 5], // the abbreviation's dot read as a colon (sixteenth session)
    // The tax authority's other conditions by name (twentieth session, probes beyond the corpus).
    ['Monotributista Social', 13],
    ['Monotributo Trabajador Independiente Promovido', 16],
    ['IVA Liberado – Ley N° 19.640', 10],
    ['Cliente del Exterior', 9],
    ['Domicilio: Dorrego 4565', null],
    ['Ley de Defensa del Consumidor', null],
  ])('parseCondicionIva(%s) = %s', (text, expected) => {
    expect(parseCondicionIva(text)).toBe(expected);
  });
});

describe('text helpers', () => {
  it.each([
    ['D E TA L L E', 'DETALLE'],
    ['N Ú M E R O', 'NÚMERO'],
    ['PA R A', 'PARA'],
    ['I VA', 'IVA'],
    ['Reflector LED 50 W', 'Reflector LED 50 W'],
    ['S A', 'SA'],
    ['Y DE LA CASA', 'Y DE LA CASA'],
  ])('collapseLetterSpacing(%s) = %s', (text, expected) => {
    expect(collapseLetterSpacing(text)).toBe(expected);
  });

  it.each([
    ['1O.5OO', '10.500'],
    ['l5', '15'],
    ['ROLLO', 'ROLLO'],
    ['Il', 'Il'],
  ])('fixOcrDigits(%s) = %s', (text, expected) => {
    expect(fixOcrDigits(text)).toBe(expected);
  });
});

describe('line table: a zero between price and amount', () => {
  it('is a zero discount, not a 0 % rate, unless printed with its "%"', async () => {
    const { readTable } = await import('./line-table');
    const { toLines } = await import('./text-lines');
    const read = (row: string) =>
      readTable(toLines([{ number: 1, text: `FACTURA C\n${row}\nFE0157 Caño PVC 110 mm x4 m 2,00 unidades 20958,29 0,00 41916,58`, source: 'ocr' }]), 'comma-decimal').rows[0];
    expect(read('FE0178 Llave de paso esférica 1/2" 3,00 unidades 9862,41 0,00 2958723')?.ivaRate ?? null).toBeNull();
    expect(read('FE0178 Llave de paso esférica 1/2" 3,00 unidades 9862,41 0% 29587,23')?.ivaRate).toBe(0);
  });
  it('reads the condition abbreviations of a narrow "Cat. IVA" column', () => {
    expect(['MT', 'M.T.', 'RM', 'EX', 'RI', 'CF'].map((t) => parseCondicionIva(t))).toEqual([6, 6, 6, 4, 1, 5]);
    expect(parseCondicionIva('MTB Bicicletas')).toBeNull();
  });
});

describe('service period written into the text', () => {
  const period = (text: string) => readServicePeriod(toLines([{ number: 1, text }]))?.value ?? null;

  it('reads "correspondientes al mes de octubre de 2026", also wrapped onto the next line', () => {
    expect(period('Honorarios por asesoramiento impositivo correspondientes al mes\nde octubre de 2026\t$ 195.000,00')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(period('Abono mensual por el período noviembre 2026')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    // The amount printed beside the wrapped phrase does not split it.
    expect(period('Honorarios correspondientes al mes\t$ 195.000,00\nde octubre de 2026')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('reads days of one month after "Período" and a month after "Mes liquidado" (nineteenth session, probes beyond the corpus)', () => {
    expect(period('Período de servicio: 1 al 30 de noviembre de 2026')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(period('Período: del 1° al 31 de octubre de 2026')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(period('Liquidación mes: OCTUBRE 2026')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(period('Período: 2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // One date after "Período" is no period.
    expect(period('Período: 15/10/2026')).toBeNull();
  });

  it('finds none in a sale of goods', () => {
    expect(period('Caño PVC 110 mm x 4 m\t20\t17.320,90\nEntrega a fin de mes')).toBeNull();
  });
});

describe('VAT condition', () => {
  it("reads the one condition a form's row marks, before or after its box (eleventh session)", () => {
    expect(parseCondicionIva('X Resp. Inscripto\tExento\tCons. Final\tMonotributo')).toBe(1);
    expect(parseCondicionIva('Resp. Inscripto\tExento\tCons. Final\tX Monotributo')).toBe(6);
    expect(tickedCondition('(x) Monotributo ( ) Exento ( ) Cons. Final ( ) Resp. Inscripto')).toBe(6);
    expect(tickedCondition('Resp. Inscripto [ ]  Exento [X]  Cons. Final [ ]  Monotributo [ ]')).toBe(4);
    expect(tickedCondition('Resp. Inscripto ☐ Exento ☐ Cons. Final ☒ Monotributo ☐')).toBe(5);
    // The OCR lost two of the row's words: its boxes still say it is a row to tick.
    expect(parseCondicionIva('LV.A.: [x]\tInscripto\t[]\t[[]\tFinal\t[CJ Monotributo')).toBe(1);
    // None marked, or two: no condition.
    expect(tickedCondition('Resp. Inscripto   Exento   Cons. Final   Monotributo')).toBeNull();
    expect(tickedCondition('X Resp. Inscripto X Exento Cons. Final Monotributo')).toBeNull();
  });

  it('reads a condition whose words the OCR split ("Consum idor or Final") (eleventh session)', () => {
    expect(parseCondicionIva('Consum idor or Final Fina')).toBe(5);
    expect(parseCondicionIva('Respon sable Inscri pto')).toBe(1);
    expect(parseCondicionIva('Mono tributo')).toBe(6);
    expect(parseCondicionIva('Cosas varias')).toBeNull();
  });

  it('reads none from a form\'s row of conditions to tick', () => {
    expect(conditionsToTick('Resp. Inscripto   Exento   Cons. Final   Monotributo')).toBe(true);
    expect(parseCondicionIva('Resp. Inscripto   Exento   Cons. Final   Monotributo')).toBeNull();
    expect(parseCondicionIva('IVA Responsable Inscripto')).toBe(1);
  });

  it('takes a DNI holder\'s condition printed alone under the DNI', () => {
    const lines = toLines([{ number: 1, text: 'DATOS DE FACTURACIÓN\tENTREGA\nRomina Giménez\tEnvío express\nDNI 39282765\nPAGO\nConsumidor final\tTransferencia' }]);
    const { receiver } = readReceiver(lines, { cuits: new Set<string>(), names: [] }, null, null);
    expect(receiver).toMatchObject({ docNumber: '39282765', docType: 'DNI', condicionIva: 5 });
  });
});

describe('quantityRow', () => {
  it("reads a bulleted item's opening quantity ('- 12 u. Aceite girasol 1,5 L'), the bullet and unit out of the description", () => {
    const [line] = toLines([{ number: 1, text: '- 12 u. Aceite girasol 1,5 L' }]);
    expect(quantityRow(line!, 'comma-decimal')).toMatchObject({ quantity: 12, description: 'Aceite girasol 1,5 L' });
  });
});

describe('readTotals: VAT captions (ninth session)', () => {
  it('reads "IVA (21%)" and "Impuesto (21%)" as VAT, not "Impuesto (8%)" (no VAT rate)', () => {
    const lines = toLines([{ number: 1, text: 'Neto\t589.256,30\nImpuesto (21%)\t123.743,82\nIVA (10,5%)\t1.050,00\nImpuesto (8%)\t800,00\nTOTAL A PAGAR $\t713.000,12' }]);
    const totals = readTotals(lines, 'comma-decimal', 0);
    expect(totals.vat).toEqual([{ rate: 21, amount: 123743.82 }, { rate: 10.5, amount: 1050 }]);
    expect(totals.total).toBe(713000.12);
  });
});

describe('what OCR does to an e-mail address and a currency sign (sixteenth session)', () => {
  it.each([
    ['Para: compras.lauraG gmail.com', true],
    ['compras.laura E gmail.com', true],
    ['Q gmail.com', true],
    ['ventas@empresa.com.ar', true],
    ['facturacion.ventas.com.ar', true],
    ['Graciela Zárate', false],
    ['Av. Gmail 123', false],
  ])('MAIL_ADDRESS matches %s: %s', (text, expected) => {
    expect(MAIL_ADDRESS.test(text)).toBe(expected);
  });

  it("takes pesos when one row's stray sign reads as another currency and another row's as pesos, or the total's says so", () => {
    const lines = toLines([{ number: 1, text: 'soda en sifón 2 cajón x €  9.026,60\nagua $ 13.600,40\nTotal $ 22.627,00' }]);
    expect(readCurrency(lines, null, ['€', '$']).value).toBe('ARS');
    expect(readCurrency(lines, 2, ['€']).value).toBe('ARS');
    expect(readCurrency(lines, null, ['U$S', 'U$S']).value).toBe('USD');
  });
});

describe('fresh20 (seventeenth session; h, a, f held out)', () => {
  it('reads a caption in two languages ("Currency / Moneda") with its value on the next line, and not an exchange rate\'s "divisa:"', () => {
    const lines = toLines([{ number: 1, text: 'Currency / Moneda\nUSD - Dólar estadounidense\nExchange rate / Tipo de cambio BNA vendedor divisa: $ 1.180,00\nTOTAL USD 48,804.35' }]);
    expect(readCurrency(lines, null, [])).toMatchObject({ value: 'USD', confidence: 0.95 });
    const rateOnly = toLines([{ number: 1, text: 'Tipo de cambio BNA vendedor divisa: $ 1.180,00\nTOTAL USD 48,804.35' }]);
    expect(readCurrency(rateOnly, 1, []).value).toBe('USD');
  });

  it('takes no count of rolls or bags for the total ("Total rollos: 10")', () => {
    const total = (text: string) => readTotals(toLines([{ number: 1, text }]), 'comma-decimal', 0).total;
    expect(total('Total de renglones: 6 · Total metros: 306 · Total rollos: 10')).toBeNull();
    expect(total('Total bolsas: 190')).toBeNull();
  });
});

describe('fresh21 (seventeenth session; a, g, j held out)', () => {
  it('reads an amount with its sign after it, as accounting programs print a credit ("366.512,28-")', () => {
    expect(parseAmount('366.512,28-', 'comma-decimal')).toBe(-366512.28);
    expect(parseAmount('0,00-', 'comma-decimal')).toBe(-0);
    expect(parseAmount('2026-', 'comma-decimal')).toBe(-2026);
    expect(parseAmount('-', 'comma-decimal')).toBeNull();
  });

  it("reads a credit note's foot printed negative as the credit's positive amounts", () => {
    const foot = readTotals(toLines([{ number: 1, text: 'Subtotal\t1.007.492,28-\nIVA 21 %\t211.573,38-\nTOTAL\t1.219.065,66-' }]), 'comma-decimal', 0);
    expect([foot.total, foot.subtotal, foot.vat]).toEqual([1219065.66, 1007492.28, [{ rate: 21, amount: 211573.38 }]]);
  });

  it("leaves a customer's code of letters and digits out of the name ('C52147 Distribuidora …')", () => {
    expect(cleanName('C52147 Distribuidora Paso de los Libres S.A.')).toBe('Distribuidora Paso de los Libres S.A.');
    expect(cleanName('CL-0123 Hotelera Las Acacias S.R.L.')).toBe('Hotelera Las Acacias S.R.L.');
    expect(cleanName('YPF Gas S.A.')).toBe('YPF Gas S.A.');
  });
});

describe('fresh22 (eighteenth session; c, b, j held out)', () => {
  it('reads a date with the month first between hyphens ("Nov-26-2026") and a month in Roman numerals ("25/XI/2026")', () => {
    expect(findDates('COD. 06 Nov-26-2026').map((d) => d.iso)).toEqual(['2026-11-26']);
    expect(findDates('Vto. Dec/05/26').map((d) => d.iso)).toEqual(['2026-12-05']);
    expect(findDates('Fecha: 25/XI/2026').map((d) => d.iso)).toEqual(['2026-11-25']);
    expect(findDates('Fecha: 3-IV-2026').map((d) => d.iso)).toEqual(['2026-04-03']);
    // Roman numerals between spaces are a count or an article, not a month.
    expect(findDates('Art. 3 V 2026 · Item 12 I 2026')).toEqual([]);
    // ... and the OCR reads a numeral's I as a 1.
    expect(findDates('Fecha: 25/X1/2026').map((d) => d.iso)).toEqual(['2026-11-25']);
  });

  it("reads an amount with a footnote's asterisk against it (\"43.293,60*\")", () => {
    expect(parseAmount('43.293,60*', 'comma-decimal')).toBe(43293.6);
    expect(parseAmount('*1.690,25', 'comma-decimal')).toBe(1690.25);
    expect(parseAmount('*', 'comma-decimal')).toBeNull();
  });

  it("reads the name beside its customer label and account number, not the captions of the grid's first column", () => {
    const text = 'CLIENTE\t7964\tServicios Integrales Del Litoral S.A.S.\nC.U.I.T.\t30-92775870-5\tIVA\tRESP.\tINSCRIPTO\nDOMIC.\tRivadavia 1716 - (M5500) Mendoza, Mendoza\nMOTIVO\tERROR DE PEDIDO DEL CLIENTE';
    const { receiver } = readReceiver(toLines([{ number: 1, text }]), { cuits: new Set<string>(), names: [] }, 0, null);
    expect(receiver).toMatchObject({ name: 'Servicios Integrales Del Litoral S.A.S.', docNumber: '30927758705' });
  });
});

describe('amounts beyond the corpus (twentieth session, probes)', () => {
  it('reads an amount with its currency after it ("1.234,56 $") and whole pesos with a dash for the cents ("1.500,-")', () => {
    expect(parseAmount('1.234,56 $', 'comma-decimal')).toBe(1234.56);
    expect(parseAmount('1.234,56 ARS', 'comma-decimal')).toBe(1234.56);
    expect(parseAmount('1.500,-', 'comma-decimal')).toBe(1500);
    expect(parseAmount('$ 12.500.-', 'comma-decimal')).toBe(12500);
    // Still a credit with its sign after the cents, and nothing without a digit before the sign.
    expect(parseAmount('1.500,00-', 'comma-decimal')).toBe(-1500);
    expect(parseAmount('ARS $', 'comma-decimal')).toBeNull();
  });

  it('reads VAT captions with words between the tax and its rate, the rate first, and "Neto a pagar" as the total', () => {
    const foot = (vat: string, total = 'Total') =>
      readTotals(toLines([{ number: 1, text: `Subtotal\t5.505,00\n${vat}\t1.156,05\n${total}\t6.661,05` }]), 'comma-decimal', 0);
    for (const caption of ['I.V.A. Resp. Insc. 21 %', 'IVA Débito Fiscal 21%', 'VAT 21%', '21% IVA', '21 % I.V.A.', 'Alícuota 21%']) {
      expect({ caption, vat: foot(caption).vat }).toEqual({ caption, vat: [{ rate: 21, amount: 1156.05 }] });
    }
    // A rate VAT never has is no VAT line ("Alícuota 3 %" of a provincial tax).
    expect(foot('Alícuota 3 %').vat).toEqual([]);
    for (const caption of ['Neto a pagar', 'A pagar', 'Importe a abonar']) expect(foot('IVA 21%', caption).total).toBe(6661.05);
  });
});

describe('currency named in a sentence (twentieth session, probes beyond the corpus)', () => {
  const read = (text: string, totalLine: number | null = null) => readCurrency(toLines([{ number: 1, text }]), totalLine, []).value;
  it('reads "Importes expresados en dólares estadounidenses" and "Valores en US$" as dollars', () => {
    expect(read('PROFORMA\nImportes expresados en dólares estadounidenses\nTotal\t2.420,00', 2)).toBe('USD');
    expect(read('Valores en US$. Validez 10 días.')).toBe('USD');
    expect(read('Precios en euros')).toBe('EUR');
  });

  it('leaves pesos when the total says so ("Precios en dólares, se facturan en pesos" over a total in "$")', () => {
    expect(read('Precios en dólares, se facturan en pesos al tipo de cambio BNA\nTotal\t$ 2.420,00', 1)).toBe('ARS');
    expect(read('Precios en pesos')).toBe('ARS');
  });
});
