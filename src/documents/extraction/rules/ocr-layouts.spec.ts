import type { ReadDocument } from '../../document.types';
import { parseAmount } from './amounts';
import { readReference } from './header-fields';
import { parseCondicionIva } from './identifiers';
import { extractWithRules } from './rules-extractor';
import { joinSplitDecimals, toLines } from './text-lines';

/** A one-page document as OCR returns it: columns joined by tabs. */
function ocrDocument(text: string): ReadDocument {
  return { mimeType: 'image/png', text, pages: [{ number: 1, text, source: 'ocr', ocrConfidence: 85 }] };
}

describe('OCR damage the rules survive', () => {
  it('reads amounts whose separators OCR mixed up, and joins decimals it split off', () => {
    expect(parseAmount('9,725.890,94', 'comma-decimal')).toBe(9725890.94);
    expect(parseAmount('1.234.567,89', 'comma-decimal')).toBe(1234567.89);
    // A thousands group and two decimals whose comma OCR lost; with a dot for decimals it stays what it says.
    expect(parseAmount('56.80000', 'comma-decimal')).toBe(56800);
    expect(parseAmount('1.056.80000', 'comma-decimal')).toBe(1056800);
    expect(parseAmount('56.80000', 'dot-decimal')).toBe(56.8);
    expect(joinSplitDecimals('40,00 | m\t12.312,02\t21\t492.480, 80')).toBe('40,00 | m\t12.312,02\t21\t492.480,80');
    expect(joinSplitDecimals('Items 1, 2 y 3')).toBe('Items 1, 2 y 3');
  });

  it("reads the customer of a spreadsheet printed with its row numbers, and leaves a customer code out of a name", () => {
    const sheet = extractWithRules(
      ocrDocument(['Hoja1', '4\tPRESUPUESTO\tNro.: 0012', '5\tCliente: Distribuidora Cerro Azul S.R.L.', '6\tCUIT: 30-89010704-0', '8\tCódigo\tDescripción\tCant.'].join('\n')),
    ).data;
    expect(sheet.receiver).toMatchObject({ name: 'Distribuidora Cerro Azul S.R.L.', docNumber: '30890107040' });
    const coded = extractWithRules(ocrDocument(['REMITO', 'Cliente (4142): Inmobiliaria San Cayetano S.R.L.', 'CUIT: 30-89010704-0', 'Hoja de ruta 59 · Unidad 07'].join('\n'))).data;
    expect(coded.receiver.name).toBe('Inmobiliaria San Cayetano S.R.L.');
    // On a scan the name stands in a cell of its own after the code and its colon.
    const apart = extractWithRules(ocrDocument(['REMITO', 'Cliente (4142):\tInmobiliaria San Cayetano S.R.L.', 'CUIT: 30-89010704-0', 'Hoja de ruta 59 Unidad 07\tArmó: N. Quiroga'].join('\n'))).data;
    expect(apart.receiver.name).toBe('Inmobiliaria San Cayetano S.R.L.');
  });

  it('reads a block headed by two labels ("CLIENTE / RAZÓN SOCIAL") and a name cut at the next label of its line', () => {
    const headed = extractWithRules(ocrDocument(['NOTA DE PEDIDO', 'CLIENTE / RAZÓN SOCIAL\tCONDICIONES', 'Asociación Civil Paso de los Libres\tSu orden de compra: OC 4543603', 'CUIT 30-40066019-7 · IVA Exento'].join('\n'))).data;
    expect(headed.receiver.name).toBe('Asociación Civil Paso de los Libres');
    const cut = extractWithRules(ocrDocument(['PRESUPUESTO', 'Sr./Sra.: Gustavo Peralta Vendedor: CINTIA', 'D.N.I.: 41900318 I.V.A.: Cons. Final'].join('\n'))).data;
    expect(cut.receiver.name).toBe('Gustavo Peralta');
    const situation = extractWithRules(ocrDocument(['PRESUPUESTO', 'Razón Social: Estudio Contable Río Dulce S.A. Situación IVA: Exento'].join('\n'))).data;
    expect(situation.receiver.name).toBe('Estudio Contable Río Dulce S.A.');
  });

  it('reads "R.I." misread as "RL." but not the "S.R.L." of a company name', () => {
    expect(parseCondicionIva('RL.')).toBe(1);
    expect(parseCondicionIva('Cond. IVA: R.1')).toBe(1);
    // d01 read at 300 dpi: the dot of a small "R.I." came out as a hyphen.
    expect(parseCondicionIva('Cond. IVA: R-I.')).toBe(1);
    expect(parseCondicionIva('Distribuidora S.R.L.')).toBeNull();
  });

  it('reads "Nº" misread as "Ne" before the number', () => {
    const lines = toLines([{ number: 1, text: 'info@estudio.com.ar\ty\tNe 2026-0341\nCórdoba, 1 de noviembre de 2026' }]);
    expect(readReference(lines, lines.length)?.value).toBe('2026-0341');
  });

  it("takes no month's 'nov' for a number sign ('emitida el 26 nov 2026'), and doubts a year alone after one (thirteenth session)", () => {
    const month = toLines([{ number: 1, text: 'N *\tcut 32 308331495\temitida el 26 nov 2026' }]);
    expect(readReference(month, month.length)).toBeNull();
    const lines = toLines([{ number: 1, text: 'Nro. V 2026' }]);
    expect(readReference(lines, lines.length)).toMatchObject({ value: 'V 2026', confidence: 0.6 });
    const real = toLines([{ number: 1, text: 'N° 0003-00012345' }]);
    expect(readReference(real, real.length)).toMatchObject({ value: '0003-00012345', confidence: 0.9 });
  });

  it('takes a number in its own cell beside the date as the reference when OCR lost the labels', () => {
    const lines = toLines([{ number: 1, text: 'Tel. (0381) 448-8191\n1337/26\t2026-11-19\t15 - TOLOSA\tCheque a 30 dias' }]);
    expect(readReference(lines, lines.length)).toMatchObject({ value: '1337/26', confidence: 0.5 });
    const phoneOnly = toLines([{ number: 1, text: 'Tel.: 448-8191\t2026-11-19' }]);
    expect(readReference(phoneOnly, phoneOnly.length)).toBeNull();
  });

  it('reads a remito whose table header OCR lost: code, quantity, unit (misread), description, packages', () => {
    const data = extractWithRules(
      ocrDocument(
        [
          'FERRETERÍA VIDAL\tx REMITO',
          'Señor(es): Distribuidora Los Tilos S.A.\tC.U.I.T.:\t30-73311505-6',
          'o A',
          'FE01196\t3 lu\tMEHCA ACERO RÁPIDO HSS 3 MM\t3',
          'FE01042\t8 | caja\tTORN. MADERA C/FRESADA ZINC. 3,5 X 35 M/M CJ X100\t8',
          'FE01273\t7 |u.\tDISCO FLAP 115 MM GRANO 60\t7',
          'Transporte: Expreso Punta Arena',
          'Total bultos: 18',
        ].join('\n'),
      ),
    ).data;
    expect(data.lines).toEqual([
      { description: 'MEHCA ACERO RÁPIDO HSS 3 MM', quantity: 3, unitPrice: null, ivaRate: null },
      { description: 'TORN. MADERA C/FRESADA ZINC. 3,5 X 35 M/M CJ X100', quantity: 8, unitPrice: null, ivaRate: null },
      { description: 'DISCO FLAP 115 MM GRANO 60', quantity: 7, unitPrice: null, ivaRate: null },
    ]);
  });

  it('does not take header lines for a remito table', () => {
    const data = extractWithRules(ocrDocument(['Ruta Nac. 9 Km 196', 'Tel.: (0264) 428-2924', 'IVA RESPONSABLE INSCRIPTO'].join('\n'))).data;
    expect(data.lines).toEqual([]);
  });

  it('reads priced rows whose item number and code OCR merged, a price without separators, a misread quantity', () => {
    const data = extractWithRules(
      ocrDocument(
        [
          '# copIGO DESCRIPCION\tCANT.\tP. UNIT. ALÍC. SUBTOTAL',
          '1101294 Balde plástico 14 L\t9 3950.00 21%\t35550.00',
          '2 L01371 Cloro granulado 1 kg\t8 7950.00 21% 63600.00',
          '3 L01372 Lavandina 1 L\t1\t$11050000 21%\t$ 110.500,00',
          '4 L01373 Trapo de piso\t7,90 | u.\t7.916,42\t21%\t55.414,94',
          '6  L101322 Guantes de látex talle L (par)\t20\t1630.00 21%\t32600.00',
          'Envío sin cargo a domicilio dentro del radio urbano\tTOTAL ARS\t251790.00',
        ].join('\n'),
      ),
    ).data;
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.ivaRate])).toEqual([
      ['Balde plástico 14 L', 9, 3950, 21],
      ['Cloro granulado 1 kg', 8, 7950, 21],
      ['Lavandina 1 L', 1, 110500, 21],
      ['Trapo de piso', 7, 7916.42, 21],
      ['Guantes de látex talle L (par)', 20, 1630, 21],
    ]);
  });

  it('reads the customer from its column when the label heads a column ("DATOS DEL CLIENTE", "PARA")', () => {
    const right = extractWithRules(
      ocrDocument(
        [
          'Limpieza Total La Aguada\tCOTIZACION',
          'DATOS DEL EMISOR\tDATOS DEL CLIENTE',
          'Limpieza Total La Aguada S.R.L.\tGustavo Iván Piccolo',
          'CUIT 30735951420 - IVA Responsable inscripto\tCUIT: 20185966349',
          '25 de Mayo 2874\t(3500) Resistencia, Chaco',
        ].join('\n'),
      ),
      { instructions: 'El emisor es Limpieza Total La Aguada S.R.L. (CUIT 30-73595142-0).' },
    ).data;
    expect(right.receiver).toMatchObject({ name: 'Gustavo Iván Piccolo', docType: 'CUIT', docNumber: '20185966349' });

    const left = extractWithRules(
      ocrDocument(
        [
          'PARA\tDETALLE',
          'Gorosito y Orellana SRL\tPeríodo: 01/10/2026 al 31/10/2026',
          'CUIT: 30-72510027-9\tMoneda: Pesos argentinos',
          'IVA Responsable Inscripto\tForma de pago: Cta. Cte. 15 días',
        ].join('\n'),
      ),
    ).data;
    expect(left.receiver).toMatchObject({ name: 'Gorosito y Orellana SRL', docNumber: '30725100279', condicionIva: 1 });
  });
  it('reads prices whose decimal comma OCR dropped ("$110.50000", "U$S 5800") when quantity x price = amount', () => {
    const data = extractWithRules(
      ocrDocument(
        [
          'DESCRIPCIÓN\tCANT PRECIO UNIT\tIVA\tIMPORTE',
          'Liquidación de sueldos\t1 $110.50000 21% $ 110.500,00',
          'Consultoría en arquitectura de datos (hora)\t40\tU$S 5800 21% U$S 2.320,00',
          'Subtotal\t$ 2.430.500,00',
        ].join('\n'),
      ),
    ).data;
    expect(data.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([
      [1, 110500],
      [40, 58],
    ]);
  });

  it('reads "N.*" as "Nº", a date under its label in a row of labels, and a date beside a delivery condition', () => {
    const numbered = toLines([{ number: 1, text: 'info@estudio.com.ar + (0351) 433-7408\tN.* 2026-0341' }]);
    expect(readReference(numbered, numbered.length)?.value).toBe('2026-0341');
    // "N.º" read as "N.2" before a point-of-sale number: the 2 is the ordinal sign, not a digit.
    const ordinal = toLines([{ number: 1, text: 'de Martín Ezequiel Gómez\tN.2 0003-00001872' }]);
    expect(readReference(ordinal, ordinal.length)?.value).toBe('0003-00001872');
    const underLabel = extractWithRules(ocrDocument('NUMER\tFECHA\tVENDEDOR\tFORMA DE PA\n1526/26\t2026-09-29\t29 - CORIA\tContado')).data;
    expect(underLabel.documentDate).toBe('2026-09-29');
    const beside = extractWithRules(ocrDocument('Tel. (0381) 448-8191\n1526/26\t2026-09-29\t29 - CORIA\tContado contra entrega')).data;
    expect(beside.documentDate).toBe('2026-09-29');
    const dueOnly = extractWithRules(ocrDocument('Vto.\t01/12/2026')).data;
    expect(dueOnly.documentDate).toBeNull();
  });

  it('finds a customer DNI when the customer label was lost, with the name above it in the same column', () => {
    const data = extractWithRules(
      ocrDocument(
        [
          'DATOS DEL EMISOR',
          'Limpieza Total La Aguada SRL.\tDaniela Rasetto',
          'CUIT 30735951420 - IVA Responsable Inscripto\tD.N.|.: 34989752 - Condición IVA: Cons. Final',
        ].join('\n'),
      ),
      { instructions: 'El emisor es Limpieza Total La Aguada S.R.L. (CUIT 30-73595142-0).' },
    ).data;
    expect(data.receiver).toMatchObject({ name: 'Daniela Rasetto', docType: 'DNI', docNumber: '34989752', condicionIva: 5 });
  });

  it('keeps a wrapped description line inside a remito block without header', () => {
    const data = extractWithRules(
      ocrDocument(['FE01441\t8 |u.\tLLAVE COMB. 19 MM\t8', 'FE01028\t4 | caja\tTORNILLO 10 X 2" CAJA', '100 UN.', 'FE01917\t5|u\tANTIPARRA INCOLORA\t5', 'Total bultos: 17'].join('\n')),
    ).data;
    expect(data.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['LLAVE COMB. 19 MM', 8],
      ['TORNILLO 10 X 2" CAJA 100 UN.', 4],
      ['ANTIPARRA INCOLORA', 5],
    ]);
  });
  it('reads article codes with a hyphen and does not take "Total de bultos" for the total', () => {
    const data = extractWithRules(
      ocrDocument(['Código\tCantidad\tDescripción', 'LA-2010\t3\tLavandina concentrada 5 L', 'LA-2011\t2\tDetergente 750 ml', 'Total de bultos: 56'].join('\n')),
    ).data;
    expect(data.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Lavandina concentrada 5 L', 3],
      ['Detergente 750 ml', 2],
    ]);
    expect(data.documentTotal).toBeNull();
  });
  it('takes the value of another receiver label in the block, not the label ("Destinatario<TAB>name")', () => {
    const data = extractWithRules(
      ocrDocument(['DISTRIBUIDORA EL QUEBRACHO\tREMITO', 'Cliente', 'N*', '2026-11-23\t0001-00025839\t1371', 'Destinatario\tHotelera Los Talas S.R.L.', 'C.U.I.T.\t30-85387658-1'].join('\n')),
    ).data;
    expect(data.receiver).toMatchObject({ name: 'Hotelera Los Talas S.R.L.', docNumber: '30853876581' });
  });
  it('reads a customer order number after "O.C. Nº" with less confidence than the document\'s own number', () => {
    const order = toLines([{ number: 1, text: 'PRESUPUESTO\nO.C. N* 4501237' }]);
    expect(readReference(order, order.length)).toMatchObject({ value: '4501237', confidence: 0.6 });
    const own = toLines([{ number: 1, text: 'PRESUPUESTO\nN* 38334' }]);
    expect(readReference(own, own.length)).toMatchObject({ value: '38334', confidence: 0.9 });
  });
});
