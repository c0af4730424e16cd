import type { ReadPage } from '../../document.types';
import type { TableRow } from '../rules/line-table';
import { fixtureDocument, fixturePage, type FixtureLine } from '../../layout/layout-fixture';
import { extractWithRules } from '../rules/rules-extractor';
import { mendedByFoot, ocrCertainty, printedCounts, ratesFromContainedVat, ratesFromFoot, widerName } from './layout-extractor';
import { fieldLabelsOnLine, findColumnLabels, valueBelow } from './labels';
import { indexLabels } from './header-readers';
import { buildLayout } from '../../layout/document-layout';

const row = (amount: number, ivaRate: number | null = null): TableRow => ({ description: 'x', quantity: 1, unitPrice: amount, ivaRate, amount, validated: true, lineIndexes: [], currencyMarker: null });

describe('VAT rates from the foot', () => {
  it('gives each line the rate whose printed VAT its net adds up to', () => {
    const rows = [row(345000), row(1935000), row(14930000), row(3212500)];
    // 21 % of 345 000 + 14 930 000; 10.5 % of 1 935 000 + 3 212 500.
    expect(ratesFromFoot(rows, [{ rate: 21, amount: 3207750 }, { rate: 10.5, amount: 540487.5 }])).toBe(true);
    expect(rows.map((r) => r.ivaRate)).toEqual([21, 10.5, 21, 10.5]);
  });

  it('leaves the rates unknown when more than one split fits', () => {
    const rows = [row(100), row(100)];
    expect(ratesFromFoot(rows, [{ rate: 21, amount: 21 }, { rate: 10.5, amount: 10.5 }])).toBe(false);
    expect(rows.map((r) => r.ivaRate)).toEqual([null, null]);
  });

  it('splits lines priced with their VAT into 21 % and 10,5 % by the VAT the total contains (thirteenth session)', () => {
    const rows = [row(210570), row(229053), row(1366774.5), row(1703910), row(1726428)];
    expect(ratesFromContainedVat(rows, 667710.71)).toBe(true);
    expect(rows.map((r) => r.ivaRate)).toEqual([21, 21, 10.5, 10.5, 21]);
    // Two equal lines, one at each rate, fit two ways: no rate is given.
    const twins = [row(121), row(121)];
    expect(ratesFromContainedVat(twins, 32.5)).toBe(false);
    expect(twins.map((r) => r.ivaRate)).toEqual([null, null]);
    // All at one rate is no split: that rate's own reading (one rate for the VAT) says so.
    expect(ratesFromContainedVat([row(121), row(242)], 63)).toBe(false);
  });
});

describe('a ticket under column captions', () => {
  it('reads its items as ticket items, not by the columns, when a name wraps over lines', () => {
    const data = extractWithRules(fixtureDocument([
      [20, [[60, 'CAFE LOS TALAS']]],
      [38, [[51, 'C.U.I.T. Nro.: 30-59413613-2']]],
      [106, [[9, 'TIQUE FACTURA B'], [175, 'Cod. 082']]],
      [117, [[9, 'P.V. Nro.: 00008'], [142, 'Nro. T.: 00097040']]],
      [127, [[9, 'Fecha: 26/11/2026']]],
      [204, [[9, 'CANT./PRECIO UNIT.'], [191, '(%IVA)']]],
      [213, [[9, 'DESCRIPCION'], [187, 'IMPORTE']]],
      [233, [[9, '2,000 x 44000,00']]],
      [242, [[9, 'PAVA CON PICO CUELLO DE']]],
      [252, [[9, 'CISNE 1 L'], [142, '(21,00)'], [182, '88000,00']]],
      [261, [[9, '1,000 x 16000,00']]],
      [271, [[9, 'CAFE DE ESPECIALIDAD']]],
      [280, [[9, 'ETIOPIA SIDAMO 250 G EN']]],
      [290, [[9, 'GRANO'], [142, '(21,00)'], [182, '16000,00']]],
      [310, [[9, 'TOTAL'], [155, '$104000,00']]],
    ]), { issuerCuit: '30594136132' }).data;
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.ivaRate])).toEqual([
      ['PAVA CON PICO CUELLO DE CISNE 1 L', 2, 44000, 21],
      ['CAFE DE ESPECIALIDAD ETIOPIA SIDAMO 250 G EN GRANO', 1, 16000, 21],
    ]);
  });
});

describe('the totals of a scan whose OCR set captions and amounts on different lines', () => {
  it('reads them from the levelled lines, where each amount sits beside its caption', () => {
    const page = fixturePage(1, [
      [60, [[40, 'PINTURERÍA DEL CENTRO S.A.'], [400, 'FACTURA A']]],
      [100, [[40, 'Cliente:'], [100, 'Construcciones Los Talas S.A.']]],
      [115, [[40, 'C.U.I.T.:'], [100, '30-41305772-4']]],
      [195, [[33, 'Artículo'], [85, 'Descripción'], [298, 'Cant.'], [375, 'P. Unitario'], [535, 'Importe']]],
      [210, [[33, 'PT0150'], [85, 'Rodillo de lana 23 cm'], [302, '2.00'], [387, '9840.00'], [531, '19680.00']]],
      [522, [[33, 'OTROS TRIBUTOS'], [363, 'Neto Gravado'], [523, '19680.00']]],
      [535, [[33, 'Descripción'], [140, 'Jurisdicción'], [298, 'Importe'], [363, 'IVA 21.00 %'], [523, '4132.80']]],
      [548, [[33, 'Percepción 11BB'], [141, 'C.A.B.A.'], [263, '3.50'], [291, '688.80']]],
      [561, [[33, 'Importe Otros Tributos:'], [290, '688.80'], [363, 'Subtotal'], [518, '23812.80']]],
      [593, [[364, 'TOTAL'], [502, '24501.60']]],
    ], { source: 'ocr' });
    // OCR's own line order: the foot's amounts a line off their captions.
    const text = page.text
      .replace('IVA 21.00 %\t4132.80', 'IVA 21.00 %\n4132.80')
      .replace('Importe Otros Tributos:\t688.80\tSubtotal\t23812.80', '688.80\tSubtotal\nImporte Otros Tributos:\t23812.80');
    expect(text).not.toBe(page.text);
    const read = extractWithRules({ mimeType: 'image/png', pages: [{ ...page, text }], text }, { issuerCuit: '30689970784' });
    expect(read.data.documentTotal).toBe(23812.8);
    expect(read.otherTaxesLeftOut).toBe(688.8);
    expect(read.notes).toContain('totals read from the levelled OCR lines');
  });

  it('keeps them only with the total the OCR text read: a total read there alone may be the next line\'s number', () => {
    const page = fixturePage(1, [
      [60, [[74, 'Carlos Alberto Medina'], [400, 'PRESUPUESTO']]],
      [175, [[74, 'Sr./Sra.: Federico Bustos']]],
      [270, [[79, 'Cant.'], [118, 'Descripción'], [394, 'Precio unit.'], [482, 'Subtotal']]],
      [304, [[92, '6'], [118, 'Inodoro largo blanco con mochila'], [391, '$ 225.544,00'], [458, '$1.353.264,00']]],
      [438, [[118, 'TOTAL PRESUPUESTADO'], [455, 's135326400']]],
      [474, [[94, 'Validez de la oferta: 10 días.']]],
    ], { source: 'ocr' });
    const text = page.text.replace('TOTAL PRESUPUESTADO\ts135326400', 's135326400');
    const read = extractWithRules({ mimeType: 'image/png', pages: [{ ...page, text }], text }, { issuerCuit: '20173568347' });
    expect(read.data.documentTotal).not.toBe(10);
    expect(read.notes).not.toContain('totals read from the levelled OCR lines');
  });
});

describe('one row of several units whose price was not printed', () => {
  it('is not vouched for by the total it equals (its price is that total divided by its quantity)', () => {
    const read = extractWithRules(fixtureDocument([
      [40, [[40, 'Casa Las Acacias'], [400, 'Pedido #CV-080059']]],
      [80, [[40, 'Cliente: Tecnología Paso de los Libres S.A.']]],
      [95, [[40, 'CUIT 33-53661073-7']]],
      [150, [[92, 'Lámpara de escritorio LED articulada'], [420, '$ 156.700,00']]],
      [165, [[92, 'Cantidad: 3']]],
      [220, [[300, 'Total'], [420, '$ 156.700,00']]],
    ]), { issuerCuit: '33288501209' });
    expect(read.data.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([[3, 52233.33]]);
    expect(read.fieldConfidence['lines[0]']).toBeLessThan(0.6);
  });
});

describe('a pre-printed remito form filled by a printer off its boxes (fifteenth session)', () => {
  const form = (mark: number, lines: FixtureLine[]): FixtureLine[] => [
    [29, [[44, 'SANITARIOS EL QUEBRACHO', 14], [395, 'REMITO', 14]]],
    [58, [[44, 'Sanitarios El Quebracho S.R.L.'], [350, 'Nº 0001 - 00006228']]],
    [90, [[312, 'C.U.I.T.: 33-52921648-9']]],
    [137, [[312, 'FECHA'], [360, '23/11/2026']]],
    [165, [[42, 'Señor(es):', 7.5]]],
    [168, [[114, 'Matías Peralta']]],
    [200, [[42, 'I.V.A.:', 7], [114, 'Resp. Inscripto', 7], [214, 'Monotributo', 7], [314, 'Exento', 7], [414, 'Cons. Final', 7]]],
    [206, [[mark, 'X']]],
    [220, [[42, 'C.U.I.T.:', 7.5]]],
    [229, [[114, '20-36922737-5']]],
    [265, [[50, 'CANTIDAD', 7.5], [208, 'DESCRIPCIÓN', 7.5], [391, 'P. UNITARIO', 7.5], [494, 'IMPORTE', 7.5]]],
    ...lines,
    [660, [[368, 'TOTAL $'], [492, '85405,30']]],
  ];
  const rows: FixtureLine[] = [
    [290, [[72, '2,00'], [114, 'SN0157 rejilla de piso acero 15 x 15 cm'], [402, '5980,25'], [498, '11960,50']]],
    [302, [[66, '12,00'], [114, 'SN0122 Caño polipropileno termofusión 20']]],
    [314, [[114, 'mm x 4 m'], [402, '6120,40'], [498, '73444,80']]],
  ];
  const extract = (mark: number) => extractWithRules(fixtureDocument(form(mark, rows)), { issuerCuit: '33529216489', pricesIncludeIva: false, ivaRate: 21 });

  it("reads the name printed a little lower than its label, the condition whose part of the row holds the mark, and a row whose numbers are on its name's second line", () => {
    const { data } = extract(479);
    expect(data.receiver).toMatchObject({ name: 'Matías Peralta', condicionIva: 5 });
    expect(extract(378).data.receiver.condicionIva).toBe(4);
    expect(extract(280).data.receiver.condicionIva).toBe(6);
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['rejilla de piso acero 15 x 15 cm', 2, 5980.25],
      ['Caño polipropileno termofusión 20 mm x 4 m', 12, 6120.4],
    ]);
  });

  it("leaves a valued remito's net total for the review to compute the invoice's (with VAT), the prices as the template says", () => {
    const read = extract(479);
    expect(read.data.documentTotal).toBeNull();
    expect(read.data.pricesIncludeIva).toBeNull();
    expect(read.notes.some((n) => /remito's value of its goods/.test(n))).toBe(true);
  });
});

describe('ocrCertainty', () => {
  it('keeps sure words whole and scales a value down with its least sure word', () => {
    expect(ocrCertainty([{ confidence: 1 }, { confidence: 0.9 }])).toBe(1);
    expect(ocrCertainty([{ confidence: 0.96 }, { confidence: 0.6 }])).toBeCloseTo(0.75, 5);
    expect(ocrCertainty([{ confidence: 0.18 }])).toBe(0.5);
  });
});

describe('documents without a table', () => {
  const extract = (lines: FixtureLine[]) => extractWithRules(fixtureDocument(lines), { issuerCuit: '33973145717' }).data;

  const mail: FixtureLine[] = [
    [40, [[30, 'De:'], [80, 'Carlos Zárate <carlos.compras@estudiocontable.com.ar>']]],
    [55, [[30, 'Para:'], [80, 'Electricidad Los Ceibos <electricidadlo@gmail.com>']]],
    [70, [[30, 'Cc:'], [80, 'pagos@estudiocontable.com.ar']]],
    [85, [[30, 'Fecha:'], [80, 'lun, 23 nov 2026, 18:57']]],
    [100, [[30, 'Asunto:'], [80, 'Pedido OC 4500048154']]],
    [130, [[30, 'Les confirmamos la orden de compra OC 4500048154:']]],
    [145, [[30, '- 3 u. Tubo LED T8 18 W 120 cm a $ 3.640,25 c/u']]],
    [160, [[30, '- 1 u. Cinta aisladora 19 mm x 20 m a $ 980,15 c/u']]],
    [175, [[30, 'Suman $ 11.900,90 más IVA 21 % $ 2.499,19: en total $ 14.400,09.']]],
    [220, [[30, 'Saludos cordiales,']]],
    [235, [[30, 'Estudio Contable La Calandria S.A.S.']]],
    [250, [[30, 'CUIT 30-33700982-0']]],
  ];

  it('an order sent by e-mail: the customer is who signs it (not the mail\'s "Para:"), the items are its text lines', () => {
    const data = extract(mail);
    expect(data.receiver).toMatchObject({ name: 'Estudio Contable La Calandria S.A.S.', docNumber: '30337009820' });
    // "Suman $ 11.900,90" under the items is the writer's own sum of them: they are vouched for.
    expect(extractWithRules(fixtureDocument(mail), { issuerCuit: '33973145717' }).fieldConfidence['lines[0]']).toBe(0.95);
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([['Tubo LED T8 18 W 120 cm', 3, 3640.25], ['Cinta aisladora 19 mm x 20 m', 1, 980.15]]);
  });

  it('a pre-printed remito: the date in boxes over "DÍA MES AÑO", no condition from a row of boxes to tick', () => {
    const data = extract([
      [40, [[420, 'FECHA']]],
      [55, [[30, 'FERRETERÍA EL MANGRULLO', 16], [300, 'REMITO'], [420, '26'], [450, '11'], [480, '26']]],
      [68, [[300, 'Nº 0003-00017659'], [420, 'DÍA'], [450, 'MES'], [480, 'AÑO']]],
      [120, [[30, 'Señor(es):'], [100, 'Asociación Civil Río Dulce']]],
      [135, [[30, 'C.U.I.T.:'], [100, '30-48382478-1']]],
      [150, [[30, 'I.V.A.:'], [100, 'Resp. Inscripto'], [200, 'Exento'], [260, 'Cons. Final'], [330, 'Monotributo']]],
      [170, [[30, 'Cant.'], [90, 'Descripción']]],
      [185, [[35, '6'], [90, 'Codo PVC 110 mm 90°']]],
      [200, [[35, '20'], [90, 'Caño PVC 110 mm x 4 m']]],
      [400, [[30, 'C.A.I. Nº 13911219352084 Fecha Vto.: 24/07/2027']]],
    ]);
    expect(data.documentDate).toBe('2026-11-26');
    expect(data.receiver.condicionIva).toBeNull();
    expect(data.lines.map((l) => [l.description, l.quantity])).toEqual([['Codo PVC 110 mm 90°', 6], ['Caño PVC 110 mm x 4 m', 20]]);
  });
});

describe('line confidence', () => {
  it('a single line that does not add up by itself is vouched for when it makes the total', () => {
    const read = extractWithRules(fixtureDocument([
      [100, [[30, 'Señor(es):'], [100, 'Natalia Navarro']]],
      [200, [[30, 'Concepto'], [450, 'Importe']]],
      [215, [[30, 'Honorarios por asesoramiento impositivo y contable'], [450, '$ 195.000,00']]],
      [260, [[380, 'TOTAL'], [450, '$ 195.000,00']]],
    ]), {});
    expect(read.data.lines).toEqual([{ description: 'Honorarios por asesoramiento impositivo y contable', quantity: 1, unitPrice: 195000, ivaRate: null }]);
    expect(read.fieldConfidence['lines[0]']).toBe(0.85);
  });
});

describe('a scan whose OCR text is out of order', () => {
  it('finds the billed month on the model\'s levelled lines when OCR\'s own lines split the phrase', () => {
    const page = fixturePage(1, [
      [100, [[30, 'Señor(es):'], [100, 'Natalia Navarro']]],
      [200, [[30, 'Concepto'], [450, 'Importe']]],
      [215, [[30, 'Honorarios correspondientes al mes'], [450, '$ 195.000,00']]],
      [227, [[30, 'de octubre de 2026']]],
      [260, [[380, 'TOTAL'], [450, '$ 195.000,00']]],
    ], { source: 'ocr' });
    // OCR gave the amount column's lines after the description's.
    const text = 'Señor(es): Natalia Navarro\nConcepto\nHonorarios correspondientes al mes\nImporte\n$ 195.000,00\nde octubre de 2026\nTOTAL $ 195.000,00';
    const data = extractWithRules({ mimeType: 'image/png', pages: [{ ...page, text }], text }, {}).data;
    expect([data.serviceFrom, data.serviceTo]).toEqual(['2026-10-01', '2026-10-31']);
  });
});

describe('the total of a scan', () => {
  it('drops a leading "1" that is the currency sign misread, when the lines add up to the amount without it', () => {
    const lines: FixtureLine[] = [
      [100, [[30, 'Cliente:'], [100, 'Distribuidora Cerro Azul S.R.L.']]],
      [200, [[30, 'Descripción'], [300, 'Cant.'], [360, 'P. Unitario'], [460, 'Importe']]],
      [215, [[30, 'Router WiFi 6 doble banda'], [300, '2'], [360, '11.890,00'], [460, '23.780,00']]],
      [230, [[30, 'Patch cord Cat 6 1,5 m'], [300, '1'], [360, '3.480,50'], [460, '3.480,50']]],
      [260, [[380, 'TOTAL'], [460, '127.260,50']]],
    ];
    const page = fixturePage(1, lines, { source: 'ocr' });
    const data = extractWithRules({ mimeType: 'image/png', pages: [page], text: page.text }, {}).data;
    expect(data.documentTotal).toBe(27260.5);
    // A text layer prints what it prints: no digit is dropped.
    expect(extractWithRules(fixtureDocument(lines), {}).data.documentTotal).toBe(127260.5);
  });

  it('reads no total where the amount read is under 1 % of what the rows come to (its cents read apart)', () => {
    const lines: FixtureLine[] = [
      [100, [[30, 'Comprador'], [100, 'Graciela Zárate']]],
      [200, [[30, 'Detalle'], [300, 'Cant.'], [360, 'Precio'], [460, 'Total']]],
      [215, [[30, 'Hierro aletado 8 mm barra 12 m'], [300, '2'], [360, '$ 11.943,43'], [460, '$ 23.886,86']]],
      [230, [[30, 'Caño PVC 110 mm x 4 m'], [300, '15'], [360, '$ 20.958,29'], [460, '$ 314.374,35']]],
      [252, [[420, '338.261']]],
      [262, [[30, 'Forma de pago'], [380, 'TOTAL A PAGAR'], [470, '$ 21']]],
    ];
    const page = fixturePage(1, lines, { source: 'ocr' });
    const result = extractWithRules({ mimeType: 'image/png', pages: [page], text: page.text }, {});
    expect(result.data.lines).toHaveLength(2);
    expect(result.data.documentTotal).toBeNull();
    expect(result.notes.join('\n')).toMatch(/under 1 % of what the lines add up to \(338261\.21\)/);
  });
});

describe('a remito counted in packages', () => {
  it('keeps the table\'s "Total u." column when packages × units per package look like quantity × price = amount', () => {
    const data = extractWithRules(fixtureDocument([
      [39, [[42, 'LAS ACACIAS DISTRIBUCIONES'], [498, 'REMITO']]],
      [111, [[30, 'Fecha de entrega: 26/11/2026']]],
      [217, [[33, 'Código'], [85, 'Descripción'], [307, 'Presentación'], [407, 'Bultos'], [449, 'Unid. x bulto'], [538, 'Total u.']]],
      [234, [[33, 'AL0178'], [85, 'Lavandina 4 L'], [307, 'Pack x 6 u.'], [425, '4'], [487, '6'], [554, '24']]],
      [249, [[85, 'BOLSAS DE RESIDUOS 60 X 90 X 30'], [307, 'Caja x 12 u.'], [425, '2'], [483, '12'], [554, '24']]],
      [264, [[85, 'VINO TINTO MALBEC CAJA X 6'], [307, 'Unidad'], [425, '4'], [487, '1'], [558, '4']]],
      [315, [[30, 'Total bultos: 10'], [98, 'Total unidades: 52']]],
    ]), {}).data;
    expect(data.documentDate).toBe('2026-11-26');
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Lavandina 4 L', 24, null],
      ['BOLSAS DE RESIDUOS 60 X 90 X 30', 24, null],
      ['VINO TINTO MALBEC CAJA X 6', 4, null],
    ]);
  });
});

describe('a document date far from every other date', () => {
  const bill = (date: string) => extractWithRules(fixtureDocument([
    [36, [[36, 'VILLANET'], [466, 'FACTURA B']]],
    [69, [[433, `Fecha de emisión ${date}`]]],
    [87, [[36, 'CUIT 30-23707208-8 · Inicio act. 18/06/2014']]],
    [201, [[36, 'Período de facturación: 01/10/2026 al 31/10/2026']]],
    [251, [[36, 'Concepto'], [523, 'Importe']]],
    [267, [[36, 'Abono Inalámbrico 50 Mb'], [511, '22.566,50']]],
    [295, [[410, 'TOTAL'], [486, '$ 22.566,50']]],
    [581, [[36, 'CAE 76681543710759 · Vto. CAE 02/12/2026']]],
  ]), {});

  it('is doubted when the dates the document prints cluster a year or more away ("26/11/20" for "26/11/2026")', () => {
    const misread = bill('26/11/20');
    expect(misread.data.documentDate).toBe('2020-11-26');
    expect(misread.fieldConfidence.documentDate).toBeLessThanOrEqual(0.4);
    expect(bill('26/11/2026').fieldConfidence.documentDate).toBeGreaterThan(0.9);
  });
});

describe('the document date beside a billed period', () => {
  it('trusts little a date read without its label that is an end of the billed period', () => {
    const lines: FixtureLine[] = [
      [42, [[40, 'RÍO DULCE NETWORKS'], [440, 'A FACTURA']]],
      // The issue date's label is printed, its value cut off by the scan's edge.
      [99, [[54, 'Entre Ríos 2653, (A4400) Salta, Salta'], [478, 'Emitida el 23/11/202']]],
      [153, [[69, 'N* DE CUENTA'], [195, 'CICLO'], [321, 'VENCIMIENTO'], [447, 'TOTAL A PAGAR']]],
      [170, [[69, '42-814805'], [195, '01/10/2026 al'], [321, '05/12/2026'], [447, '$ 444.433,65']]],
      [181, [[195, '31/10/2026']]],
      [230, [[54, 'Transportes El Mangrullo S.A.']]],
      [240, [[54, 'CUIT 33-14338023-3 Responsable Inscripto']]],
    ];
    const read = extractWithRules(fixtureDocument(lines));
    expect([read.data.serviceFrom, read.data.serviceTo]).toEqual(['2026-10-01', '2026-10-31']);
    expect([read.data.serviceFrom, read.data.serviceTo]).toContain(read.data.documentDate);
    expect(read.fieldConfidence.documentDate).toBeLessThanOrEqual(0.4);
  });
});

describe('the total of lines printed without their rate', () => {
  it("takes the total the lines add up to with the template's VAT rate, not a net amount on a line counting garments", () => {
    const lines: FixtureLine[] = [
      [40, [[40, 'Uniformes Los Aromos'], [400, 'FACTURA A']]],
      [180, [[42, 'ART.'], [81, 'DESCRIPCION'], [420, 'T.U.'], [449, 'P. UNIT.'], [519, 'IMPORTE']]],
      [198, [[42, 'UN0108'], [81, 'Pantalón de gabardina recto'], [420, '38'], [449, '21760,00'], [519, '826880,00']]],
      [214, [[42, 'UN0150'], [81, 'Delantal de cocina con pechera'], [420, '10'], [453, '8740,00'], [523, '87400,00']]],
      [477, [[39, 'TOTAL PRENDAS: 48'], [365, 'NETO GRAVADO'], [501, '$ 914280,00']]],
      [489, [[40, 'SON PESOS UN MILLÓN ciento seis mil'], [365, 'IVA 21%'], [501, '$ 191998,80']]],
      [502, [[364, 'TOTAL'], [485, '$ 1106278,80']]],
    ];
    const read = extractWithRules(fixtureDocument(lines), { ivaRate: 21 });
    expect(read.data.documentTotal).toBe(1106278.8);
    // The lines add up to the total with VAT added: their prices are net, never read as with VAT.
    expect(read.data.pricesIncludeIva).not.toBe(true);
  });
});

describe('a total the OCR broke apart (ninth session)', () => {
  const scan = (amountLine: string) => {
    const page = fixturePage(1, [
      [40, [[40, 'Centro Veterinario Los Ceibos'], [330, 'factura b · n° 0003-00007710']]],
      [216, [[40, 'práctica o producto'], [330, 'cant.'], [380, 'precio'], [460, 'subtotal']]],
      [234, [[40, 'Vacuna triple felina'], [330, '1'], [380, '$ 24 043,18'], [460, '$ 24 043,18']]],
      [256, [[40, 'Alimento balanceado perro adulto 15 kg'], [330, '2'], [380, '$ 70 724,50'], [460, '$ 141 449,00']]],
      [344, [[460, 'total']]],
      [356, [[40, 'próximo control: 01/12/2026']]],
      [370, [[440, amountLine]]],
    ], { source: 'ocr' });
    return extractWithRules({ mimeType: 'image/jpeg', pages: [page], text: page.text }, {});
  };

  it("reads the digits of the total's line as the lines' sum when they are exactly its digits, cents included", () => {
    expect(scan('$ 16 5 492, 1 8').data.documentTotal).toBe(165492.18);
  });

  it('takes nothing from digits that are not the sum', () => {
    expect(scan('$ 16 5 492, 1 9').data.documentTotal).not.toBe(165492.18);
  });
});

describe('a total whose caption the OCR lost (ninth session)', () => {
  const scan = (amount: string) => {
    const page = fixturePage(1, [
      [45, [[40, 'Carpintería Ledesma'], [330, 'FACTURA C']]],
      [195, [[40, 'Descripción'], [330, 'Unid'], [390, 'Importe unit.'], [480, 'Subtotal']]],
      [203, [[40, 'Mesa de comedor guatambú 1,60 x 0,90 m'], [335, '10'], [390, '502.997,00'], [470, '5.029.970,00']]],
      [250, [[470, amount]]],
      [279, [[40, 'Son pesos cinco millones veintinueve mil novecientos setenta con 00/100.']]],
    ], { source: 'ocr' });
    return extractWithRules({ mimeType: 'image/jpeg', pages: [page], text: page.text }, {}).data.documentTotal;
  };

  it('takes an amount alone on its line under the rows for the total when it is what they add up to', () => {
    expect(scan('$ 5.029.970,00')).toBe(5029970);
  });

  it('takes no other amount alone for it', () => {
    expect(scan('$ 5.029.971,00')).toBeNull();
  });
});

describe('a total that holds perceptions or other taxes (tenth session)', () => {
  const invoice = (foot: FixtureLine[]) =>
    extractWithRules(fixtureDocument([
      [40, [[30, 'DISTRIBUIDORA DEL LITORAL S.A.', 14], [300, 'A'], [380, 'FACTURA']]],
      [55, [[300, 'Cod. 01'], [380, 'Nro: 0004-00012345']]],
      [70, [[30, 'CUIT: 30-71234567-1'], [380, 'Fecha: 20/11/2026']]],
      [100, [[30, 'Señor(es):'], [100, 'Almacén Las Rosas SRL']]],
      [115, [[30, 'C.U.I.T.:'], [100, '30-70809010-4'], [300, 'IVA: Responsable Inscripto']]],
      [150, [[30, 'Código'], [80, 'Descripción'], [300, 'Cantidad'], [360, 'Precio Unit.'], [440, 'Importe']]],
      [165, [[30, 'A100'], [80, 'Aceite girasol 1,5 L'], [300, '12'], [360, '2.500,00'], [440, '30.000,00']]],
      [180, [[30, 'A200'], [80, 'Yerba mate 1 kg'], [300, '10'], [360, '4.000,00'], [440, '40.000,00']]],
      [300, [[300, 'Subtotal'], [440, '70.000,00']]],
      [315, [[300, 'IVA 21 %'], [440, '14.700,00']]],
      ...foot,
    ]), { issuerCuit: '30712345671' });

  it('is what the lines and their VAT come to, without the perceptions printed between the VAT and the total', () => {
    const { data, fieldConfidence, notes } = invoice([
      [330, [[300, 'Percepción IIBB 3 %'], [440, '2.100,00']]],
      [345, [[300, 'Perc. IVA RG 2408'], [440, '1.470,00']]],
      [360, [[300, 'TOTAL'], [440, '88.270,00']]],
    ]);
    expect(data.documentTotal).toBe(84700);
    expect(data.pricesIncludeIva).toBe(false);
    expect(fieldConfidence.documentTotal).toBe(0.97);
    expect(notes).toContain('printed total 88270 holds 3570.00 of other taxes (perceptions, internal taxes) the draft does not carry');
  });

  it("takes the tax authority's form's \"Importe Otros Tributos\" once, not again with the perception it sums", () => {
    const { data } = invoice([
      [330, [[300, 'Percepción de Ingresos Brutos'], [400, '3,00'], [440, '2.100,00']]],
      [345, [[300, 'Importe Otros Tributos: $'], [440, '2.100,00']]],
      [360, [[300, 'Importe Total: $'], [440, '86.800,00']]],
    ]);
    expect(data.documentTotal).toBe(84700);
  });

  it('leaves a total the taxes do not explain as printed, and reads no tax from a zero or a caption without an amount', () => {
    const { data, notes } = invoice([
      [330, [[300, 'Percep. IIBB'], [440, '0,00']]],
      [345, [[300, 'Impuestos internos']]],
      [360, [[300, 'TOTAL'], [440, '88.270,00']]],
    ]);
    expect(data.documentTotal).toBe(88270);
    expect(notes).toContain('printed total does not match the lines read');
  });
});

describe("a shop's back-office order printed from the browser (tenth session)", () => {
  // A side menu down the left edge shares the lines; General | Facturación | Envío columns; the billing block names the
  // buyer, then the company wrapped over two lines, its CUIT and its condition under a caption wrapped too.
  const order = (rows: FixtureLine[]) =>
    extractWithRules(fixtureDocument([
      [40, [[7, 'Escritorio'], [97, 'Pedido # 9084 detalles']]],
      [146, [[97, 'General'], [233, 'Facturación'], [385, 'Envío']]],
      [160, [[7, 'WooCommerce'], [97, 'Fecha de creación:'], [233, 'Ricardo Arias'], [385, 'Ricardo Arias']]],
      [174, [[11, 'Inicio'], [102, '2026-11-23 @ 10:21'], [233, 'Estudio Contable Sierra'], [385, 'Urquiza 773']]],
      [184, [[233, 'Chica S.R.L.'], [385, '(X5000) Córdoba']]],
      [196, [[11, 'Pedidos'], [233, 'Urquiza 773']]],
      [210, [[11, 'Clientes'], [233, '(X5000) Córdoba']]],
      [228, [[97, 'Cliente:']]],
      [239, [[11, 'Ajustes'], [102, 'Ricardo Arias (#292 –']]],
      [254, [[102, 'rarias@yahoo.com)'], [233, 'rarias@yahoo.com.ar']]],
      [291, [[7, 'Análisis'], [233, 'CUIT:']]],
      [302, [[233, '30-93837031-8']]],
      [318, [[7, 'Marketing'], [233, 'Condición frente al']]],
      [329, [[233, 'IVA:']]],
      [340, [[7, 'Plugins'], [233, 'IVA Responsable Inscripto']]],
      [374, [[89, 'Artículo'], [300, 'Coste'], [365, 'Cant.'], [413, 'Total']]],
      ...rows,
      [470, [[285, 'Subtotal de artículos:'], [390, '$88.000,00']]],
      [482, [[285, 'Envío:'], [390, '$0,00']]],
      [494, [[285, 'Total del pedido:'], [390, '$88.000,00']]],
    ]), { issuerCuit: '33559745419' });

  it('bills the company of the CUIT\'s block, not the buyer named above it, with the condition under its wrapped caption', () => {
    const { receiver } = order([[392, [[7, 'Herramientas'], [120, 'Pava con pico cuello de cisne 1 L'], [300, '$44.000,00'], [368, '× 2'], [405, '$88.000,00']]]]).data;
    expect(receiver).toEqual({ name: 'Estudio Contable Sierra Chica S.R.L.', docType: 'CUIT', docNumber: '30938370318', condicionIva: 1 });
  });

  it('reads "Coste" as the unit price, leaves the side menu out of the description and drops the free shipping at $ 0,00', () => {
    const { lines } = order([
      [392, [[7, 'Herramientas'], [120, 'Pava con pico cuello de cisne 1 L'], [300, '$44.000,00'], [368, '× 2'], [405, '$88.000,00']]],
      [420, [[120, 'Envío gratis'], [405, '$0,00']]],
    ]).data;
    expect(lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([['Pava con pico cuello de cisne 1 L', 2, 44000]]);
  });
});

describe('a VAT condition alone under the customer\'s CUIT (tenth session)', () => {
  it('is not read from a pre-printed row of conditions to tick', () => {
    const { receiver } = extractWithRules(fixtureDocument([
      [40, [[40, 'CORRALÓN EL ALGARROBO', 14], [380, 'REMITO R']]],
      [60, [[40, 'CUIT 30-71234567-1'], [380, 'Nº 0003-00012345']]],
      [100, [[40, 'Señor/es:'], [100, 'Asociación Civil Río Dulce']]],
      [115, [[40, 'C.U.I.T.:'], [100, '30-93837031-8']]],
      [130, [[40, 'I.V.A.:'], [100, 'Resp. Inscripto'], [190, 'Exento'], [280, 'Cons. Final'], [380, 'Monotributo']]],
      [170, [[40, 'Cant.'], [100, 'Descripción']]],
      [185, [[40, '6'], [100, 'Codo PVC 110 mm 90°']]],
    ]), { issuerCuit: '30712345671' }).data;
    expect(receiver.docNumber).toBe('30938370318');
    expect(receiver.condicionIva).toBeNull();
  });
});

describe('two copies of a voucher side by side on one sheet (tenth session)', () => {
  const copy = (x: number, marker: string): FixtureLine[] => [
    [18, [[x, 'PINTURERÍA LA CALANDRIA'], [x + 200, 'R'], [x + 230, 'REMITO'], [x + 330, marker]]],
    [60, [[x, 'Pinturerías La Calandria S.R.L.'], [x + 190, 'N° 0003-00005394']]],
    [75, [[x + 190, 'Fecha: 22/11/2026']]],
    [89, [[x + 190, 'CUIT 30-52046601-7']]],
    [121, [[x, 'Señor(es): Estudio Contable La Serranita S.A.']]],
    [149, [[x, 'I.V.A.: Resp. Inscripto'], [x + 190, 'C.U.I.T.: 30-83959280-5']]],
    [185, [[x + 6, 'CANT.'], [x + 71, 'DESCRIPCIÓN'], [x + 274, 'P. UNIT.'], [x + 336, 'IMPORTE']]],
    [200, [[x + 17, '20'], [x + 71, 'DILUYENTE SINTÉTICO 1 L'], [x + 263, '6.195,56'], [x + 324, '123.911,20']]],
    [213, [[x + 21, '1'], [x + 71, 'HIDROLAVADORA 1400 W'], [x + 284, 's/p'], [x + 337, '-------']]],
    [226, [[x + 21, '6'], [x + 71, 'Rodillo de lana 23 cm'], [x + 259, '11.906,40'], [x + 328, '71.438,40']]],
    [505, [[x, 'Bultos: 3'], [x + 226, 'TOTAL $'], [x + 290, '----------']]],
  ];
  const merged = (a: FixtureLine[], b: FixtureLine[]): FixtureLine[] => a.map(([y, cells], i) => [y, [...cells, ...b[i]![1]]]);

  it('reads the left copy only: each item once, the one without a price kept without one', () => {
    const page = fixturePage(1, merged(copy(36, 'ORIGINAL'), copy(457, 'DUPLICADO')), { width: 842, height: 595 });
    const { data, notes } = extractWithRules({ mimeType: 'application/pdf', pages: [page], text: page.text }, { issuerCuit: '30520466017' });
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['DILUYENTE SINTÉTICO 1 L', 20, 6195.56],
      ['HIDROLAVADORA 1400 W', 1, null],
      ['Rodillo de lana 23 cm', 6, 11906.4],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Estudio Contable La Serranita S.A.', docNumber: '30839592805', condicionIva: 1 });
    expect(notes).toContain('page(s) 1 hold two copies side by side: the left one was read');
  });

  it('on a scan too, with a speck read across the fold and an OCR slip in one copy; codes opening every row are codes', () => {
    const scan = (x: number, marker: string, slip: boolean): FixtureLine[] => [
      [18, [[x, 'PINTURERÍA LA CALANDRIA'], [x + 230, 'REMITO'], [x + 330, marker]]],
      [60, [[x, 'Pinturerías La Calandria S.R.L.'], [x + 190, 'N° 0003-00005394']]],
      [75, [[x + 190, slip ? 'Fecha: 22/11/2O26' : 'Fecha: 22/11/2026']]],
      [121, [[x, 'Señor(es): Natalia Bustos']]],
      [149, [[x, 'I.V.A.: Monotributo'], [x + 190, 'C.U.I.T.: 27-43008947-7']]],
      [200, [[x + 17, '10'], [x + 40, 'PTO101 Látex interior mate blanco 20 L'], [x + 263, '111.804,00'], [x + 324, '1.118.040,00']]],
      [213, [[x + 17, '15'], [x + 40, 'PTO171 Cinta de enmascarar 24 mm'], [x + 268, '3.605,80'], [x + 330, '54.087,00']]],
      [226, [[x + 21, '5'], [x + 40, 'PT0178 Bandeja para pintura 26 cm'], [x + 268, '4.441,30'], [x + 330, '22.206,50']]],
    ];
    const lines = merged(scan(36, 'ORIGINAL', false), scan(457, 'DUPLICADO', true));
    lines[6]![1].push([419, '»»»»»»»»»']);
    const page = fixturePage(1, lines, { source: 'ocr', width: 842, height: 595 });
    const { data, notes } = extractWithRules({ mimeType: 'image/jpeg', pages: [page], text: page.text }, { issuerCuit: '30520466017' });
    expect(notes).toContain('page(s) 1 hold two copies side by side: the left one was read');
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Látex interior mate blanco 20 L', 10, 111804],
      ['Cinta de enmascarar 24 mm', 15, 3605.8],
      ['Bandeja para pintura 26 cm', 5, 4441.3],
    ]);
  });
});

describe("the customer's condition after its CUIT in one cell (tenth session)", () => {
  it('is read from "CUIT … · IVA: Exento" of a recipient block under the items', () => {
    const { receiver } = extractWithRules(fixtureDocument([
      [58, [[30, 'Droguería del Litoral S.A. · CUIT 30-92056161-2 · Responsable Inscripto'], [400, 'REMITO Nº 0011-00042052']]],
      [70, [[30, 'Av. Pellegrini 1200 - (S2000) Rosario'], [400, 'Fecha: 23/11/2026']]],
      [120, [[30, 'Código'], [100, 'Descripción'], [400, 'Cantidad']]],
      [135, [[30, 'DR0115'], [100, 'Omeprazol 20 mg x 28 cápsulas'], [410, '24']]],
      [150, [[30, 'DR0143'], [100, 'Ibuprofeno 400 mg x 20 comprimidos'], [410, '20']]],
      [165, [[30, 'DR0101'], [100, 'Alcohol etílico 70 % x 1 l'], [410, '20']]],
      [290, [[37, 'Productos trazables informados al Sistema Nacional de Trazabilidad (ANMAT).']]],
      [708, [[37, 'DESTINATARIO']]],
      [725, [[37, 'Asociación Civil El Mangrullo']]],
      [738, [[37, 'CUIT 30-59772601-1 · IVA: Exento']]],
    ]), { issuerCuit: '30920561612' }).data;
    expect(receiver).toMatchObject({ docNumber: '30597726011', condicionIva: 4 });
  });

  it('reads the customer block under its heading at the foot as surely as one above the items', () => {
    const { data, fieldConfidence } = extractWithRules(fixtureDocument([
      [58, [[30, 'Droguería del Litoral S.A. · CUIT 30-92056161-2 · Responsable Inscripto'], [400, 'REMITO Nº 0011-00042052']]],
      [70, [[30, 'Av. Pellegrini 1200 - (S2000) Rosario'], [400, 'Fecha: 23/11/2026']]],
      [120, [[30, 'Código'], [100, 'Descripción'], [400, 'Cantidad']]],
      [135, [[30, 'DR0115'], [100, 'Omeprazol 20 mg x 28 cápsulas'], [410, '24']]],
      [150, [[30, 'DR0143'], [100, 'Ibuprofeno 400 mg x 20 comprimidos'], [410, '20']]],
      [708, [[37, 'DESTINATARIO']]],
      [725, [[37, 'Asociación Civil El Mangrullo'], [339, 'Entregar en: Farmacia central']]],
      [738, [[37, 'CUIT 30-59772601-1'], [339, 'Horario: lun. a vie. 7 a 13 h']]],
    ]), { issuerCuit: '30920561612' });
    expect(data.receiver).toMatchObject({ name: 'Asociación Civil El Mangrullo', docNumber: '30597726011' });
    expect(fieldConfidence['receiver.name']).toBeGreaterThanOrEqual(0.85);
    expect(fieldConfidence['receiver.docNumber']).toBeGreaterThanOrEqual(0.9);
  });
});

describe("customer blocks of other systems' wording (eleventh session)", () => {
  const remito = (heading: string) => fixtureDocument([
    [58, [[30, 'Sanitarios Laguna Brava S.A. · C.U.I.T. 33-80177767-3 · IVA Responsable Inscripto'], [400, 'REMITO N° 0009-00023068']]],
    [175, [[54, 'Cant.'], [110, 'Descripción'], [400, 'Bultos']]],
    [195, [[54, '2'], [110, 'Tanque de agua tricapa 1000 L'], [405, '1']]],
    [212, [[54, '6'], [110, 'Codo termofusión 20 mm'], [405, '1']]],
    [617, [[54, heading]]],
    [635, [[54, 'Transportes Del Litoral S.A.S.']]],
    [653, [[54, 'C.U.I.T.: 30-33497325-1'], [164, 'Cond. I.V.A.: Responsable Inscripto']]],
  ]);

  it('reads the block under a two-part heading at the foot ("DESTINATARIO / RECIBIÓ CONFORME")', () => {
    const { data } = extractWithRules(remito('DESTINATARIO / RECIBIÓ CONFORME'), { issuerCuit: '33801777673' });
    expect(data.receiver).toEqual({ name: 'Transportes Del Litoral S.A.S.', docType: 'CUIT', docNumber: '30334973251', condicionIva: 1 });
  });

  it('reads the name after "Apellido y Nombre / Razón Social:" in a block at the foot', () => {
    const { data } = extractWithRules(fixtureDocument([
      [44, [[48, 'GN Mantenimiento Integral'], [382, 'FACTURA C']]],
      [128, [[48, 'C.U.I.T. 27-95513008-7 · Responsable Monotributo']]],
      [189, [[52, 'Concepto'], [369, 'Cant.'], [414, 'Precio unitario'], [512, 'Importe']]],
      [210, [[52, 'Monitoreo de alarma 24 h (mes)'], [385, '2'], [436, '63283.00'], [501, '126566.00']]],
      [372, [[347, 'Importe Total'], [485, '126566.00']]],
      [646, [[56, 'DATOS DEL CLIENTE']]],
      [659, [[56, 'Apellido y Nombre / Razón Social: Asociación Civil Sierra Chica']]],
      [673, [[56, 'CUIT: 30-30363411-4'], [278, 'Condición frente al IVA: IVA Exento']]],
    ]), { issuerCuit: '27955130087' });
    expect(data.receiver).toEqual({ name: 'Asociación Civil Sierra Chica', docType: 'CUIT', docNumber: '30303634114', condicionIva: 4 });
  });

  it("reads the condition a form's row marks with an X", () => {
    const { data } = extractWithRules(fixtureDocument([
      [37, [[52, 'Maderera Los Talas'], [332, 'FACTURA A']]],
      [108, [[52, 'I.V.A. RESPONSABLE INSCRIPTO'], [332, 'C.U.I.T.: 33-42214074-9']]],
      [165, [[52, 'Señor/es:'], [102, 'Silvina Correa']]],
      [201, [[52, 'I.V.A.:'], [104, 'Resp. Inscripto'], [199, 'Exento'], [294, 'Cons. Final'], [382, 'X Monotributo']]],
      [219, [[52, 'C.U.I.T. N°:'], [120, '20-86604269-2']]],
      [265, [[50, 'CANTIDAD'], [209, 'DESCRIPCIÓN'], [392, 'P. UNITARIO'], [489, 'IMPORTE']]],
      [286, [[83, '24'], [108, 'FENÓLICO 18 MM 1,22 X 2,44 M'], [411, '68400,00'], [491, '1641600,00']]],
    ]), { issuerCuit: '33422140749' });
    expect(data.receiver).toMatchObject({ name: 'Silvina Correa', docNumber: '20866042692', condicionIva: 6 });
  });
});

describe('a scan of a web remito (tenth session)', () => {
  const scan = (docLine: string) => {
    const page = fixturePage(1, [
      [40, [[40, 'Villa Elisa Hogar'], [420, 'REMITO · Cód. 91']]],
      [53, [[420, 'R N° R-0003-00099891']]],
      [157, [[93, 'Señor(es)'], [156, 'Matías Ledesma'], [314, 'Entregar en'], [376, 'Av. Mosconi 4263']]],
      [165, [[93, docLine.split('|')[0]!], [156, docLine.split('|')[1]!]]],
      [173, [[93, 'Cond. frente al IVA Consumidor Final']]],
      [192, [[143, 'Artículo'], [366, 'Cant'], [412, 'Precio unitario'], [482, 'Importe']]],
      [206, [[143, 'Almohada de fibra siliconada 70 x 50 cm'], [376, '1'], [413, '$ 14.876,03'], [482, '$ 14.876,03']]],
    ], { source: 'ocr' });
    return extractWithRules({ mimeType: 'image/jpeg', pages: [page], text: page.text }, {}).data;
  };

  it('reads a DNI whose label lost its "I" to the OCR by the dots of the number, and keeps the remito\'s letter in its number', () => {
    const data = scan('DN|36.096.305');
    expect(data.receiver).toMatchObject({ name: 'Matías Ledesma', docType: 'DNI', docNumber: '36096305', condicionIva: 5 });
    expect(data.reference).toBe('R-0003-00099891');
  });
});

describe("the document's own count of its lines (tenth session)", () => {
  it('reads "Renglones: 6" and "Total de unidades: 180", not packages nor amounts', () => {
    expect(printedCounts('Renglones: 6\tTotal de unidades: 180')).toEqual({ lines: 6, units: 180 });
    expect(printedCounts('Cantidad de ítems: 4')).toEqual({ lines: 4, units: null });
    expect(printedCounts('Bultos: 4\tTOTAL $ 1.234,56')).toEqual({ lines: null, units: null });
  });

  const remito = (rows: FixtureLine[]) =>
    extractWithRules(fixtureDocument([
      [40, [[30, 'DROGUERÍA DEL LITORAL'], [400, 'REMITO Nº 0009-00019858']]],
      [120, [[30, 'Código'], [100, 'Descripción'], [400, 'Cantidad']]],
      ...rows,
      [266, [[300, 'Renglones: 2'], [400, 'Total de unidades: 30']]],
    ]), {});

  it('doubts the lines read when they do not make the count the document prints', () => {
    const lost = remito([[135, [[30, 'DR0115'], [100, 'Omeprazol 20 mg x 28 cápsulas'], [410, '24']]]]);
    expect(lost.fieldConfidence.lines).toBe(0.3);
    expect(lost.notes).toContain('lines doubtful: 1 line(s) read, the document counts 2; 24 unit(s) read, the document counts 30');
    const whole = remito([
      [135, [[30, 'DR0115'], [100, 'Omeprazol 20 mg x 28 cápsulas'], [410, '24']]],
      [150, [[30, 'DR0143'], [100, 'Ibuprofeno 400 mg x 20 comprimidos'], [410, '6']]],
    ]);
    expect(whole.fieldConfidence.lines).toBeGreaterThan(0.3);
  });
});

describe('documents of a twelfth session (fresh10 b, d, e, f, g, h, i studied; a, c, j held out)', () => {
  const extract = (lines: FixtureLine[]) => extractWithRules(fixtureDocument(lines), { issuerCuit: '30853602554' }).data;

  it('reads the customer under a bilingual caption ("Comprador / Buyer"), and an export\'s "no corresponde" VAT as 0 % lines', () => {
    const data = extract([
      [39, [[48, 'Frigorífico Tres Arroyos S.A.'], [291, 'E'], [320, 'FACTURA DE EXPORTACIÓN']]],
      [71, [[48, 'CUIT 30-85360255-4 — I.V.A. Resp. Inscripto'], [320, 'Nro. 0007-00000597']]],
      [87, [[320, 'Neuquén, 22 de noviembre de 2026']]],
      [122, [[48, 'Comprador / Buyer'], [340, 'Identificación tributaria / Tax ID']]],
      [132, [[48, 'Comercial Guaraní Alimentos S.A.'], [340, 'RUC 80045127-3']]],
      [144, [[48, 'Domicilio / Address'], [340, 'País de destino / Destination']]],
      [154, [[48, 'Avda. Mariscal López 2210, Asunción'], [340, 'Paraguay']]],
      [221, [[44, 'Código'], [96, 'Descripción / Description'], [334, 'Kg netos'], [418, '$ / kg'], [515, 'Importe $']]],
      [239, [[44, 'FR0129'], [96, 'Nalga sin tapa'], [322, '6.068,355'], [392, '11.380,00'], [485, '69.057.879,90']]],
      [255, [[44, 'FR0150'], [96, 'Pechito de cerdo'], [322, '4.985,946'], [397, '7.680,60'], [485, '38.295.056,85']]],
      [296, [[403, 'Subtotal'], [480, '107.352.936,75']]],
      [310, [[284, 'I.V.A. — no corresponde (exportación)'], [534, '0,00']]],
      [328, [[321, 'TOTAL CPT $'], [465, '107.352.936,75']]],
    ]);
    expect(data.receiver.name).toBe('Comercial Guaraní Alimentos S.A.');
    expect(data.lines.map((l) => [l.quantity, l.unitPrice, l.ivaRate])).toEqual([
      [6068.355, 11380, 0],
      [4985.946, 7680.6, 0],
    ]);
  });

  it("takes neither the account number beside the customer's caption for its name or the voucher's number, nor the table's 'Trat. IVA' for its condition", () => {
    const data = extract([
      [28, [[36, 'Del Litoral Publicaciones'], [395, 'FACTURA'], [463, 'A'], [499, 'Cód. 01']]],
      [45, [[395, 'Nº 0002-00020621']]],
      [58, [[36, 'CUIT 30-85360255-4 · I.V.A. Resp. Inscripto']]],
      [86, [[36, 'Cliente'], [336, 'Cta. Nº 1741']]],
      [97, [[36, 'Lucía Correa']]],
      [111, [[36, 'Moreno 2763 - (B7600) Mar del Plata, Buenos Aires']]],
      [123, [[36, 'CUIT 20-40565959-0 · Responsable Monotributo']]],
      [135, [[36, 'Fecha: 24/11/2026']]],
      [160, [[39, 'Cód.'], [89, 'Título / Artículo'], [332, 'Cant.'], [391, 'P. unit.'], [436, 'Trat. IVA'], [529, 'Importe']]],
      [174, [[39, 'LI0101'], [89, 'Manual de derecho tributario'], [347, '1'], [380, '48.900,00'], [441, 'Exento'], [522, '48.900,00']]],
      [189, [[39, 'PA0136'], [89, 'Bolsa de papel madera x 100'], [347, '3'], [380, '16.480,00'], [447, '21 %'], [522, '49.440,00']]],
      [220, [[404, 'TOTAL'], [514, '108.282,40']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Lucía Correa', docNumber: '20405659590', condicionIva: 6 });
    expect(data.reference).toBe('0002-00020621');
  });
  it('reads labels printed abbreviated ("Fch. Emis.", "Tot. Gral.", "Cond.Fte.IVA:", "Imp. P/U Dsc. Art. Ctd.") and a customer number before the name', () => {
    const data = extract([
      [29, [[30, 'QUÍMICA HOGAREÑA VILLA ELISA S.A.'], [371, 'FACT. "A"'], [432, 'Cód.01']]],
      [45, [[30, 'Mitre 173 - (S3000) Santa Fe, Santa Fe'], [371, 'Cpte. Nro.'], [431, '0003-00137623']]],
      [56, [[30, 'C.U.I.T. 33548216163'], [103, 'Cond.Fte.IVA: I.V.A. Resp. Inscripto'], [371, 'Fch. Emis.'], [424, '25.11.26'], [477, 'Vto. 25.12.26']]],
      [65, [[30, 'I.Br.: 476-840230-1'], [98, 'Ini.Act.: 27/01/2015']]],
      [85, [[30, 'Cte.:'], [52, '69737 Mariela Correa'], [395, 'Nro. Doc.:'], [438, '20158315999']]],
      [98, [[30, 'Dom.: Moreno 4206 - (M5500) Mendoza'], [395, 'Cond.Fte.IVA:'], [452, 'Monot.']]],
      [133, [[96, 'Imp.'], [169, 'P/U'], [190, 'Dsc.'], [452, 'Art.'], [546, 'Ctd.']]],
      [147, [[66, '14.160,00'], [141, '1.180,00'], [190, 'Bolsas de residuos 60 x 90 cm'], [452, 'LP0227'], [551, '12']]],
      [160, [[61, '119.040,00'], [141, '2.480,00'], [190, 'Papel higiénico hoja doble 30 m'], [452, 'LP0192'], [551, '48']]],
      [287, [[30, 'Ctd. items: 2'], [400, 'Sbtot. Grav.'], [504, '133.200,00']]],
      [300, [[390, 'I.V.A. R.I. 21%'], [514, '27.972,00']]],
      [325, [[393, 'Tot. Gral. $'], [493, '161.172,00']]],
    ]);
    expect(data.documentDate).toBe('2026-11-25');
    expect(data.documentTotal).toBe(161172);
    expect(data.receiver).toMatchObject({ name: 'Mariela Correa', docNumber: '20158315999', condicionIva: 6 });
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Bolsas de residuos 60 x 90 cm', 12, 1180],
      ['Papel higiénico hoja doble 30 m', 48, 2480],
    ]);
  });

  it("reads the customer block at the foot although the letterhead above the items prints the issuer's CUIT and IVA", () => {
    const data = extract([
      [31, [[42, 'TALLER CERRO AZUL'], [447, 'FACTURA B']]],
      [59, [[449, '0002-00027345']]],
      [65, [[42, 'C.U.I.T. 33230063597 · I.V.A. Resp. Inscripto · IIBB 639-482510-2 · Inicio 06/08/2006']]],
      [73, [[458, 'Fecha 22-11-26']]],
      [122, [[35, 'Código'], [89, 'Detalle del trabajo / repuesto'], [341, 'Cantidad'], [429, 'Unitario'], [541, 'Total']]],
      [139, [[35, 'AR0101'], [89, 'Filtro de aceite'], [358, '1,00'], [421, '11.918,98'], [522, '11.918,98']]],
      [231, [[299, 'TOTAL A PAGAR $'], [497, '11.918,98']]],
      [643, [[38, 'DATOS DEL CLIENTE']]],
      [660, [[40, 'Apellido y nombre / Razón social'], [230, 'Consumidor Final']]],
      [692, [[40, 'Condición frente al IVA'], [230, 'Consumidor Final']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Consumidor Final', condicionIva: 5 });
  });

  it('takes no abbreviation for a label it is not: "Cons. Final", "FACT. A", "Cód. 01"', () => {
    const data = extract([
      [40, [[40, 'Librería San Martín S.R.L.'], [400, 'FACT. A'], [460, 'Cód. 01']]],
      [60, [[40, 'CUIT 30-85360255-4'], [400, 'Nº 0001-00001234']]],
      [90, [[40, 'Señor(es):'], [100, 'Hernán Benítez']]],
      [104, [[40, 'I.V.A.:'], [100, 'x Resp. Inscripto'], [200, 'Exento'], [260, 'Cons. Final'], [330, 'Monotributo']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Hernán Benítez', condicionIva: 1 });
  });
  it('reads a remito whose items are numbered entries in two columns of text, down one column and then the next', () => {
    const data = extract([
      [97, [[40, 'REMITO'], [291, 'R'], [450, 'N° 0002-00062072']]],
      [112, [[40, 'Documento no válido como factura'], [458, 'FECHA 25/NOV/2026']]],
      [147, [[48, 'Destinatario']]],
      [159, [[48, 'Silvina Ledesma']]],
      [173, [[48, 'CUIT 27-65405973-5']]],
      [218, [[40, 'DETALLE DE LA MERCADERÍA ENTREGADA']]],
      [234, [[40, '1) 1 u. · FILM STRETCH MANUAL 50 CM'], [311, '4) 24 u. · BOLSA DE POLIETILENO 60 X 90 CM · art.']]],
      [247, [[40, '(ROLLO) · art. EM0115 · 1 bto.'], [311, 'EM0150 · 12 btos.']]],
      [265, [[40, '2) 5 u. · Etiqueta térmica 100 x 150 mm · art.'], [311, '5) 8 u. · EM0136 Pallet de madera 1,00 x 1,20 m']]],
      [277, [[40, 'EM0164 · 1 bto.']]],
      [295, [[40, '3) 2 u. · EM0122 Cinta de embalar 48 mm 3 btos.']]],
      [340, [[40, 'Total de renglones: 5 · Total de bultos: 18']]],
    ]);
    expect(data.lines.map((l) => [l.quantity, l.description])).toEqual([
      [1, 'FILM STRETCH MANUAL 50 CM (ROLLO)'],
      [5, 'Etiqueta térmica 100 x 150 mm'],
      [2, 'EM0122 Cinta de embalar 48 mm'],
      [24, 'BOLSA DE POLIETILENO 60 X 90 CM'],
      [8, 'EM0136 Pallet de madera 1,00 x 1,20 m'],
    ]);
    expect(data.documentTotal).toBeNull();
  });

  it('reads a form that prints its captions under the values ("Diego Correa" over "Cliente", a CUIT over "CUIT")', () => {
    const data = extract([
      [61, [[44, 'Construcciones Sierra Chica S.R.L. · CUIT 33-37677976-4 · I.V.A. Resp. Inscripto']]],
      [98, [[44, 'PRESUPUESTO'], [303, '879/2026'], [428, '24/11/2026']]],
      [114, [[301, 'Presupuesto N°', 6], [426, 'Fecha', 6]]],
      [142, [[46, 'Diego Correa'], [366, '20-67268301-8']]],
      [158, [[44, 'Cliente / Comitente', 6], [364, 'CUIT', 6]]],
      [180, [[46, 'Monotributista'], [266, '25 de Mayo 3141 - Rosario']]],
      [196, [[44, 'Condición frente al IVA', 6], [264, 'Domicilio de la obra', 6]]],
      [270, [[53, 'Ítem'], [77, 'Descripción'], [344, 'Cantidad'], [394, 'Precio unitario'], [514, 'Subtotal']]],
      [287, [[66, '1'], [77, 'Pintura látex interior'], [352, '144,20'], [418, '7.960,51'], [494, '1.147.905,54']]],
      [380, [[300, 'Total del presupuesto $'], [471, '1.147.905,54']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Diego Correa', docNumber: '20672683018', condicionIva: 6 });
    expect(data.documentDate).toBe('2026-11-24');
  });
  it('takes "Cta. Nº 1741" for no voucher number when the OCR misread the voucher\'s own "Nº" ("Cta." is a cuenta, not a cotización)', () => {
    const data = extract([
      [28, [[36, 'Del Litoral Publicaciones'], [395, 'FACTURA'], [463, 'A'], [499, 'Cód. 01']]],
      [45, [[395, 'NI 0002-00020621']]],
      [58, [[36, 'CUIT 30-85360255-4 · I.V.A. Resp. Inscripto']]],
      [86, [[36, 'Cliente'], [336, 'Cta. N° 1741']]],
      [97, [[36, 'Lucía Correa']]],
      [123, [[36, 'CUIT 20-40565959-0 · Responsable Monotributo']]],
      [135, [[36, 'Fecha: 24/11/2026']]],
    ]);
    expect(data.reference).toBe('0002-00020621');
  });
  it('knows more captions as other systems print them ("Fecha/Hora", "Datos del destinatario", "Nº de documento", "Tipo de contribuyente")', () => {
    const layout = buildLayout(fixtureDocument([
      [75, [[40, 'Fecha/Hora:'], [200, 'Datos del destinatario']]],
      [90, [[40, 'Nº de documento:'], [200, 'Tipo de contribuyente:']]],
      [105, [[40, 'Fecha de operación'], [200, 'Moneda del comprobante']]],
    ]));
    expect(layout.lines.map((line) => fieldLabelsOnLine(line).map((h) => h.field))).toEqual([
      ['documentDate', 'receiverStrong'],
      ['docNumber', 'condicionIva'],
      ['documentDate', 'currency'],
    ]);
  });
  it('reads the name under "Razón social / Apellido y nombre" whole, and not the rest of a heading ("RECEPTOR DE LA FACTURA") as a name (fresh9 a, c, held out until now)', () => {
    const under = extract([
      [41, [[46, 'REPUESTOS SIERRA CHICA'], [288, 'B'], [338, 'FACTURA']]],
      [84, [[310, 'Nro. Comprobante: 0007 - 00009547']]],
      [99, [[310, 'Fecha: 25/11/2026']]],
      [163, [[41, 'Razón social / Apellido y nombre', 6], [301, 'C.U.I.T.', 6]]],
      [171, [[41, 'Matías Peralta'], [301, '27-86255503-7']]],
    ]);
    expect(under.receiver).toMatchObject({ name: 'Matías Peralta', docNumber: '27862555037' });
    const heading = extract([
      [41, [[45, 'Metalúrgica El Quebracho'], [329, 'FACTURA DE CRÉDITO ELECTRÓNICA']]],
      [66, [[329, 'Punto de venta 00004'], [420, 'Comp. N° 00002336']]],
      [124, [[44, 'CONDICIONES DE LA OPERACIÓN'], [309, 'RECEPTOR DE LA FACTURA']]],
      [136, [[44, 'Orden de compra: 4500724424'], [309, 'Construcciones Laguna Brava S.R.L.']]],
      [146, [[44, 'Condición de venta: Cuenta corriente'], [309, 'CUIT: 30-97394182-4']]],
    ]);
    expect(heading.receiver).toMatchObject({ name: 'Construcciones Laguna Brava S.R.L.', docNumber: '30973941824' });
  });

  it('takes a column captioned "VAT" for the rate (fresh9 f, held out until now)', () => {
    const layout = buildLayout(fixtureDocument([[168, [[51, 'DESCRIPTION'], [296, 'QTY'], [345, 'UNIT PRICE (NET)'], [432, 'VAT'], [519, 'AMOUNT']]]]));
    expect(findColumnLabels(layout.lines[0]!).map((h) => h.field)).toEqual(['description', 'quantity', 'unitPrice', 'ivaRate', 'amount']);
  });
});

describe('documents of a thirteenth session (fresh11 b, c, d, e, g, i, j studied; a, f, h held out)', () => {
  const extract = (lines: FixtureLine[]) => extractWithRules(fixtureDocument(lines), { issuerCuit: '30853602554' }).data;

  it("reads a marketplace's sale: cards of name and amount over '$ price x qty u.', a size in the name, and not the seller's payout as the total", () => {
    const data = extract([
      [23, [[44, 'Ventas > Detalle de la venta']]],
      [77, [[44, 'Venta # 2000110435145947'], [485, 'Entregada']]],
      [99, [[44, '23 de noviembre de 2026 10:28 hs · Paquete de 1 producto']]],
      [137, [[106, 'Sartén antiadherente 28 cm'], [484, '$ 56.000,00']]],
      [153, [[106, 'SKU: HO0129']]],
      [165, [[106, '$ 28.000,00 x 2 u.']]],
      [211, [[56, 'Comprador'], [318, 'Datos para tu factura']]],
      [229, [[56, 'HERNAN8288'], [318, 'Hernán Acosta']]],
      [245, [[56, 'Envío a domicilio'], [318, 'DNI 39.880.193']]],
      [335, [[44, 'Productos (2)'], [502, '$ 56.000,00']]],
      [352, [[44, 'Precio de la venta'], [496, '$ 56.000,00']]],
      [369, [[44, 'Cargo por venta'], [504, '-$ 8.120,00']]],
      [407, [[44, 'Total que recibís'], [496, '$ 47.880,00']]],
    ]);
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([['Sartén antiadherente 28 cm', 2, 28000]]);
    expect(data.documentTotal).not.toBe(47880);
  });

  it("reads a roll remito's items over 'qty x price  amount' lines, one of them 'x S/PRECIO' and a name holding a size ('2,25 L')", () => {
    const data = extract([
      [15, [[7, 'DISTRIB. DEL LITORAL']]],
      [24, [[7, 'CUIT 30-85360255-4']]],
      [52, [[7, 'REMITO'], [47, 'R'], [67, 'COD. 91']]],
      [65, [[7, 'NRO 0016-00051733']]],
      [74, [[7, 'FECHA 24/11/26']]],
      [157, [[7, 'CANT x P.UNIT'], [122, 'IMPORTE']]],
      [166, [[7, 'SODA EN SIFÓN 2 L CAJÓN X 6']]],
      [175, [[15, '3 x 9.026,60'], [114, '27.079,80']]],
      [184, [[7, 'GASEOSA LIMA LIMÓN 2,25 L PACK X 6']]],
      [193, [[15, '6 x 15.706,28'], [114, '94.237,68']]],
      [203, [[7, 'CARBÓN VEGETAL BOLSA 4 KG']]],
      [212, [[15, '1 x S/PRECIO'], [146, '-']]],
      [221, [[7, 'AGUA SABORIZADA POMELO 1,5 L PACK X 6']]],
      [230, [[15, '2 x 11.761,80'], [114, '23.523,60']]],
      [258, [[7, 'ITEMS'], [146, '4']]],
      [267, [[7, 'TOTAL A CONFIRMAR (S/PRECIO)']]],
    ]);
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['SODA EN SIFÓN 2 L CAJÓN X 6', 3, 9026.6],
      ['GASEOSA LIMA LIMÓN 2,25 L PACK X 6', 6, 15706.28],
      ['CARBÓN VEGETAL BOLSA 4 KG', 1, null],
      ['AGUA SABORIZADA POMELO 1,5 L PACK X 6', 2, 11761.8],
    ]);
  });

  it("reads a customer box that prints its captions under their values, although the issuer's part prints labels before values", () => {
    const data = extract([
      [57, [[96, 'Catering Romina'], [289, 'C'], [328, 'FACTURA']]],
      [89, [[310, 'Punto de Venta: 00003'], [416, 'Comp. Nro: 00000799']]],
      [97, [[42, 'Razón Social: Romina Acosta']]],
      [103, [[310, 'Fecha de Emisión: 25/11/26']]],
      [109, [[42, 'Domicilio Comercial: Av. Libertador 3314']]],
      [121, [[42, '(C1425) Ciudad Autónoma de Buenos Aires'], [310, 'CUIT: 27118661945']]],
      [133, [[42, 'Condición frente al IVA: Responsable Monotributo'], [310, 'Ingresos Brutos: 191-451999-9']]],
      [143, [[310, 'Fecha de Inicio de Actividades: 23/05/2018']]],
      [185, [[42, 'Consumidor Final'], [306, '-']]],
      [198, [[42, 'Apellido y Nombre / Razón Social'], [306, 'CUIT']]],
      [217, [[42, 'Consumidor Final'], [306, 'Mercado Pago']]],
      [230, [[42, 'Condición frente al IVA'], [306, 'Condición de venta']]],
      [267, [[36, 'Código'], [84, 'Producto / Servicio'], [350, 'Cantidad'], [452, 'Precio Unit.'], [529, 'Subtotal']]],
      [283, [[36, 'CT0129'], [84, 'Bandeja de sándwiches de miga x 24'], [367, '6,00'], [459, '30.500,00'], [520, '183.000,00']]],
      [691, [[385, 'Importe Total: $'], [501, '183.000,00']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Consumidor Final', condicionIva: 5 });
  });

  const extractScan = (lines: FixtureLine[]) => {
    const page = fixturePage(1, lines, { source: 'ocr' });
    return extractWithRules({ mimeType: 'image/png', pages: [page], text: page.text }, { issuerCuit: '30853602554' }).data;
  };

  it("reads the OCR's 'LV.A.:' as 'I.V.A.:', and not the CAI's due date ('Fecha Vio.' for 'Fecha Vto.') as the document's date", () => {
    const data = extractScan([
      [57, [[56, 'EMBALAJES PUNTA ALTA'], [314, 'R'], [349, 'REMITO']]],
      [78, [[350, 'N° 0001-00007133']]],
      [90, [[349, 'C.U.I.T.: 33-99080890-8']]],
      [131, [[350, 'FECHA'], [398, '23'], [444, '11'], [487, '26']]],
      [164, [[55, 'Señor/es:'], [135, 'Distribuidora Villa Elisa S.R.L.']]],
      [235, [[55, 'LV.A.:'], [136, 'R..Insc']]],
      [293, [[66, 'CANTIDAD'], [294, 'DETALLE']]],
      [312, [[79, '1'], [131, 'caja de cartón corrugado doble 60 x 40 x 40 cm']]],
      [333, [[78, '4'], [132, 'Etiqueta térmica 100 x 150 mm rollo x 500']]],
      [782, [[54, 'Imprenta Los Talas'], [113, 'C.A.I. N° 500713381234'], [187, 'Fecha Vio.'], [221, '30/06/2027']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Distribuidora Villa Elisa S.R.L.', condicionIva: 1 });
    expect(data.documentDate).toBe('2026-11-23');
  });

  it("takes the caption over the customer's CUIT as the block's head when the CUIT's cell starts a point left of it (a scan)", () => {
    const data = extractScan([
      [77, [[44, 'Venta # 2000817461583801'], [485, 'Entregada']]],
      [137, [[106, 'Mate de calabaza forrado con bombilla'], [484, '$ 11.500,00']]],
      [165, [[106, '$ 11.500,00 x 1 u.']]],
      [275, [[58, 'Comprador'], [319, 'Datos para tu factura']]],
      [294, [[58, 'HOTELERA6916'], [319, 'Hotelera Los Aromos S.A.']]],
      [310, [[58, 'Envio a domicilio'], [318, 'CUIT 30-17779302-3']]],
      [399, [[46, 'Precio de la venta'], [496, '$ 11.500,00']]],
    ]);
    expect(data.receiver).toMatchObject({ name: 'Hotelera Los Aromos S.A.', docNumber: '30177793023' });
  });

  it("reads the foot under a table only the layout found, 'IVA contenido' inside a sentence, and splits the lines into 21 % and 10,5 % by it", () => {
    const data = extract([
      [48, [[48, 'Nubemática'], [462, 'INVOICE']]],
      [74, [[48, 'CUIT 30-85360255-4 · IVA Responsable Inscripto'], [421, 'Factura electrónica'], [501, 'B'], [516, 'cód. 006']]],
      [96, [[48, 'BILL TO / FACTURAR A'], [329, 'Invoice No. / Nro.'], [403, '00015-00008309']]],
      [105, [[48, 'Graciela Ledesma'], [329, 'Issue date'], [407, 'Nov 26, 2026']]],
      [168, [[51, 'DESCRIPTION'], [322, 'QTY'], [398, 'UNIT PRICE'], [519, 'AMOUNT']]],
      // The text layer gives each item's name and code before its numbers (the text rules read no rows): the
      // numbers are printed on the name's line.
      [185, [[51, 'Patch cord Cat 6 1,5 m']]],
      [193, [[51, 'SKU IT0164']]],
      [185, [[323, '50'], [385, 'ARS 4,211.40'], [488, 'ARS 210,570.00']]],
      [240, [[51, 'Impresora multifunción láser monocromo']]],
      [249, [[51, 'SKU IT0122']]],
      [240, [[327, '3'], [376, 'ARS 455,591.50'], [481, 'ARS 1,366,774.50']]],
      [296, [[51, 'Router WiFi 6 doble banda']]],
      [304, [[51, 'SKU IT0150']]],
      [296, [[323, '12'], [376, 'ARS 143,869.00'], [481, 'ARS 1,726,428.00']]],
      [330, [[345, 'Subtotal'], [484, 'ARS 3,303,772.50']]],
      [350, [[345, 'Amount due'], [466, 'ARS 3,303,772.50']]],
      [384, [[56, 'Prices include VAT. IVA contenido (Ley 27.743): ARS 466,047.71']]],
    ]);
    expect(data.documentTotal).toBe(3303772.5);
    expect(data.lines.map((l) => l.ivaRate)).toEqual([21, 10.5, 21]);
  });

  it("reads the cell under the second of two captions over one cell whole ('Comprador' and 'Buyer', the OCR's '/' lost)", () => {
    const layout = buildLayout(fixtureDocument([
      [138, [[65, 'Comprador', 8], [104, 'Buyer', 8], [336, 'Identificación tributaria / Tax ID', 8]]],
      [150, [[66, 'Frigoríficos del Plata Oriental S.A'], [336, 'RUT 217654320014']]],
    ]));
    const index = indexLabels(layout);
    const buyer = index.hits.find((h) => h.label === 'Buyer')!;
    expect(buyer).toBeDefined();
    expect(valueBelow(buyer, layout, index.byLine.get(buyer.line)!, index.labelWords)?.text).toBe('Frigoríficos del Plata Oriental S.A');
  });
});

describe('scans of a sixteenth session (fresh14 and fresh15 layouts studied)', () => {
  const ocrDocument = (lines: FixtureLine[]) => {
    const page = fixturePage(1, lines, { source: 'ocr' });
    return { mimeType: 'image/png', pages: [page], text: page.text };
  };

  it("mends the one row whose price and amount the OCR misread by the foot's net, the other rows adding up", () => {
    const data = extractWithRules(ocrDocument([
      [40, [[40, 'FACTURA B'], [300, 'N° 0002-00004512']]],
      [60, [[40, 'Fecha: 23/11/2026']]],
      [188, [[41, 'Práctica'], [101, 'Descripción'], [370, 'Cant.'], [450, 'Valor'], [523, 'Subtotal']]],
      [207, [[41, 'P-0129'], [101, 'Desparasitación interna'], [386, '3'], [428, '$ 5.227,20'], [508, '$ 15.681,60']]],
      [223, [[41, 'P-0101'], [101, 'Consulta clínica general'], [387, '1'], [423, '$ 29.645,00'], [509, '$ 29.645,00']]],
      [239, [[41, 'P-0122'], [101, 'Vacuna triple felina'], [387, 'i'], [423, '$ 24.043,16'], [508, '$ 24.043,38']]],
      [285, [[380, 'Subtotal'], [503, '$ 69.369,78']]],
      [302, [[380, 'Importe Total'], [493, '$ 69.369,78']]],
    ]), { issuerCuit: '20267565393' });
    expect(data.data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Desparasitación interna', 3, 5227.2],
      ['Consulta clínica general', 1, 29645],
      ['Vacuna triple felina', 1, 24043.18],
    ]);
  });

  it('mends no row whose numbers are more than a digit or two away from what the foot leaves for it', () => {
    const rows: TableRow[] = [
      { ...row(100), quantity: 2, unitPrice: 50, amount: 100 },
      { ...row(300), unitPrice: 150, amount: 300, quantity: 1, validated: false },
    ];
    expect(mendedByFoot(rows, [2100])).toBeNull();
    expect(rows[1]!.unitPrice).toBe(150);
    expect(mendedByFoot(rows, [400])).toMatch(/mended by the foot's net 400/);
    expect(rows[1]).toMatchObject({ quantity: 1, unitPrice: 300, validated: true });
  });

  it("reads a marketplace sale's item whose numbers the OCR left without 'u. x $' under its name, page-edge smudges left out", () => {
    const data = extractWithRules(fixtureDocument([
      [47, [[45, 'Factura B 00009-00061146']]],
      [160, [[56, 'Productos'], [211, 'Fecha de la venta 24/11/2026']]],
      [183, [[89, 'Buzo canguro frisa con capucha'], [586, 'y']]],
      [187, [[407, '1 u. x $ 38.900,00'], [498, '$ 38.900,00']]],
      [192, [[89, 'Talle: 40'], [120, 'Color: Azul marino']]],
      [216, [[89, 'Short de baño secado rápido'], [586, ':']]],
      [222, [[407, '2'], [435, '21.300,01'], [498, '$ 42.600,02']]],
      [299, [[311, 'Total'], [480, '$ 81.500,02']]],
    ]), { issuerCuit: '20267565393' }).data;
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Buzo canguro frisa con capucha', 1, 38900],
      ['Short de baño secado rápido', 2, 21300.01],
    ]);
  });

  it("leaves a row's VAT rate to the foot when the row prints several percentages that are rates, and its name without the other columns' cells", () => {
    const data = extractWithRules(fixtureDocument([
      [30, [[30, 'FACTURA A'], [300, 'Nº 0005-00000534']]],
      [153, [[32, '1.01'], [68, 'Excavación manual para bases'], [340, 'm3'], [395, '135,59'], [446, '0%'], [498, '5%'], [544, '5%'], [604, '40,68'], [670, '38.450,60'], [761, '1.564.170,41']]],
      [172, [[32, '3.08'], [68, 'Revoque grueso interior'], [340, 'm2'], [395, '333,88'], [446, '50%'], [502, '5%'], [544, '55%'], [604, '16,69'], [670, '18.960,00'], [768, '316.442,40']]],
      [241, [[520, 'Monto certificado (neto)'], [753, '$ 1.880.612,81']]],
      [256, [[520, 'I.V.A. 21 %'], [753, '$ 394.928,69']]],
      [271, [[520, 'TOTAL DE ESTA FACTURA'], [744, '$ 2.275.541,50']]],
    ], ), { issuerCuit: '20267565393' }).data;
    expect(data.lines.map((l) => [l.description, l.quantity, l.ivaRate])).toEqual([
      ['Excavación manual para bases', 40.68, 21],
      ['Revoque grueso interior', 16.69, 21],
    ]);
  });

  it("reads a ticket's items, the unpriced one too, over rows read by their arithmetic alone", () => {
    const data = extractWithRules(fixtureDocument([
      [20, [[7, 'NOTA DE PEDIDO 0004-00001234']]],
      [147, [[7, 'CANT x P.UNIT'], [122, 'IMPORTE']]],
      [166, [[7, 'SODA EN SIFÓN 2 L CAJÓN X 6']]],
      [175, [[15, '3 x 9.026,60'], [114, '27.079,80']]],
      [221, [[7, 'CARBÓN VEGETAL BOLSA 4 KG']]],
      [230, [[15, '1 x S/PRECIO'], [146, '-']]],
      [239, [[7, 'AGUA SABORIZADA POMELO 1,5 L PACK X 6']]],
      [249, [[15, '2 x 11.761,80'], [114, '23.523,60']]],
      [267, [[7, 'ITEMS'], [146, '3']]],
    ]), { issuerCuit: '20267565393' }).data;
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['SODA EN SIFÓN 2 L CAJÓN X 6', 3, 9026.6],
      ['CARBÓN VEGETAL BOLSA 4 KG', 1, null],
      ['AGUA SABORIZADA POMELO 1,5 L PACK X 6', 2, 11761.8],
    ]);
  });
});

describe('fresh16 layouts (sixteenth session; a, c, f held out)', () => {
  it('keeps the row whose price is "a confirmar" when the priced rows make the total that leaves it out', () => {
    const data = extractWithRules(fixtureDocument([
      [26, [[30, 'La Nonna Elvira', 15], [343, 'REMITO', 15]]],
      [42, [[306, 'Nro. 0001-00018093']]],
      [153, [[39, 'Cant. Un.'], [88, 'Producto'], [293, 'P. unit. c/IVA'], [372, 'Importe']]],
      [167, [[47, '17 u.'], [88, 'Queso rallado sardo bolsa 250 g'], [304, '6.025,80'], [357, '102.438,60']]],
      [179, [[52, '1 kg'], [88, 'Sorrentinos de jamón y queso (kg)'], [300, '13.624,60'], [362, '13.624,60']]],
      [204, [[52, '4 u.'], [88, 'LASAÑA DE CARNE BANDEJA FAMILIAR'], [298, 'a confirmar'], [395, '-']]],
      [242, [[47, '50 u.'], [88, 'SALSA FILETTO POTE 500 G'], [304, '2.976,96'], [357, '148.848,00']]],
      [262, [[214, 'Total (sin ítems a confirmar)'], [352, '264.911,20']]],
    ]), { issuerCuit: '20267565393' }).data;
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Queso rallado sardo bolsa 250 g', 17, 6025.8],
      ['Sorrentinos de jamón y queso (kg)', 1, 13624.6],
      ['LASAÑA DE CARNE BANDEJA FAMILIAR', 4, null],
      ['SALSA FILETTO POTE 500 G', 50, 2976.96],
    ]);
  });

  it("leaves a remito's price whose row does not add up to the price list, when its article is there", () => {
    const hints = { issuerCuit: '20267565393', priceList: [{ description: 'Agua saborizada pomelo 1,5 L pack x 6', unitPrice: 11761.8 }, { description: 'Energizante lata 250 ml x 24', unitPrice: 47142.57 }] };
    const data = extractWithRules(ocrPage([
      [39, [[42, 'REMITO', 16], [360, 'No 0019-00050420']]],
      [168, [[42, 'CANT'], [74, 'ARTICULO'], [423, 'P.LISTA'], [516, 'IMPORTE']]],
      [196, [[54, '50'], [76, 'Agua saborizada pomelo 1,5 L pack x 6'], [413, '018.0'], [500, '588.090,00']]],
      [236, [[59, '2'], [76, 'Energizante lata 250 ml x 24'], [412, '47.142,57'], [506, '94.285,14']]],
      [261, [[59, '8'], [77, 'Soda en sifón 2 L'], [418, '9.026,60'], [543, '80']]],
    ]), hints).data;
    expect(data.lines.map((l) => l.unitPrice)).toEqual([null, 47142.57, 9026.6]);
  });
});

function ocrPage(lines: FixtureLine[]) {
  const page = fixturePage(1, lines, { source: 'ocr' });
  return { mimeType: 'image/png', pages: [page], text: page.text };
}

describe('a priced table whose wrapped names the columns read as unpriced rows (sixteenth session)', () => {
  it('does not check such rows against the total as if their price were not set', () => {
    const data = extractWithRules(ocrPage([
      [40, [[40, 'FACTURA B'], [300, 'Nº 0003-00012345']]],
      [217, [[67, 'Cant.'], [94, 'Detalle'], [395, 'Precio unit.'], [454, 'Dto. %'], [527, 'Importe']]],
      [235, [[82, '7'], [94, 'Talonario remito duplicado 50 juegos'], [394, '10.224,6513'], [462, '0,00'], [521, '71.572,56']]],
      [246, [[94, 'Kraft 90 g'], [160, '1/0 pegado']]],
      [288, [[82, '9'], [94, 'Block de notas A5 50 hojas con logo'], [398, '2.805,3145'], [462, '0,00'], [521, '25.247,83']]],
      [299, [[94, 'Obra 80 g'], [150, '1/0 numerado correlativo']]],
      [350, [[349, 'Total'], [506, '$ 96.820,39']]],
    ]), { issuerCuit: '20267565393' }).data;
    expect(data.lines.map((l) => l.quantity)).toEqual([7, 9]);
  });
});

describe('an exempt operation (sixteenth session, fresh17 studied)', () => {
  const doc = (foot: string) => fixtureDocument([
    [117, [[61, 'C', 12], [102, 'FACTURA', 12], [330, 'Fecha: 24/11/2026']]],
    [236, [[56, 'Prestación'], [347, 'Cant.'], [409, 'Precio'], [508, 'Importe']]],
    [255, [[56, 'Radiografía periapical digital'], [363, '2'], [410, '14.200,00'], [478, '28.400,00']]],
    [313, [[378, 'TOTAL'], [461, '28.400,00']]],
    [787, [[128, foot]]],
  ]);
  it('puts its lines at rate 0 when the document says so and prints no VAT, not at the template\'s rate', () => {
    expect(extractWithRules(doc('Operación exenta de IVA. Comprobante no válido para crédito fiscal.'), { issuerCuit: '20267565393', ivaRate: 21 }).data.lines[0]!.ivaRate).toBe(0);
    expect(extractWithRules(doc('Entidad exenta en el Impuesto al Valor Agregado (art. 7 inc. h).'), { issuerCuit: '20267565393', ivaRate: 21 }).data.lines[0]!.ivaRate).toBe(0);
    expect(extractWithRules(doc('Gracias por su visita.'), { issuerCuit: '20267565393', ivaRate: 21 }).data.lines[0]!.ivaRate).toBeNull();
  });
});

describe('fresh18 layouts (sixteenth session; c, e, a held out)', () => {
  it("reads a logistics remito's units under 'Unid.' as the quantity, and its gross weight total as no total", () => {
    const data = extractWithRules(fixtureDocument([
      [40, [[400, 'REMITO', 14], [470, 'R']]],
      [193, [[32, 'Pallet'], [68, 'SSCC'], [170, 'Cód. Art.'], [216, 'Descripción'], [420, 'Unid.'], [457, 'Kg brutos'], [553, 'm³']]],
      [209, [[32, 'P01'], [68, '(00)077938899000001'], [170, '-'], [216, 'MICROONDAS 20 L DIGITAL'], [431, '15'], [474, '127,5'], [543, '0,797']]],
      [221, [[32, 'P02'], [68, '(00)077938899000002'], [170, 'EH0157'], [216, 'Freezer horizontal 300 L'], [436, '2'], [474, '145,0'], [543, '0,906']]],
      [249, [[30, 'Pallets: 2 Bultos: 17 Peso bruto total: 272,5 kg Volumen: 1,703 m³']]],
    ]), { issuerCuit: '20267565393' }).data;
    expect(data.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['MICROONDAS 20 L DIGITAL', 15],
      ['Freezer horizontal 300 L', 2],
    ]);
    expect(data.documentTotal).toBeNull();
  });

  it('takes pesos for a total printed in "$" whose rows quote their concepts in USD', () => {
    const data = extractWithRules(fixtureDocument([
      [40, [[30, 'FACTURA A'], [400, 'Nº 0006-00004245']]],
      [180, [[36, 'Concepto'], [250, 'Moneda'], [314, 'Importe orig.'], [355, 'T.C.'], [413, 'Cant.'], [444, 'Unitario $'], [517, 'Importe $']]],
      [200, [[36, 'Honorarios por despacho de importación'], [250, 'USD'], [314, '323,99'], [355, '1.193,75'], [413, '2'], [444, '386.763,06'], [517, '773.526,12']]],
      [216, [[36, 'Digitalización del despacho'], [250, 'USD'], [319, '14,86'], [355, '1.193,75'], [413, '2'], [449, '17.739,12'], [522, '35.478,24']]],
      [233, [[36, 'Seguimiento de carga'], [250, 'USD'], [319, '19,48'], [355, '1.193,75'], [413, '1'], [449, '23.254,25'], [522, '23.254,25']]],
      [263, [[403, 'Subtotal gravado'], [507, '$ 832.258,61']]],
      [274, [[426, 'I.V.A. 21 %'], [507, '$ 174.774,31']]],
      [290, [[426, 'TOTAL'], [507, '$ 1.007.032,92']]],
    ]), { issuerCuit: '20267565393' }).data;
    expect(data.currency).toBe('ARS');
  });
});

describe('a factura C (seventeenth session, fresh21 studied)', () => {
  it('takes its prices as final when nothing else says whether they hold VAT (its total lost to the scan)', () => {
    const read = extractWithRules(ocrPage([
      [58, [[434, 'Factura C', 10]]],
      [70, [[426, 'Cód. 011', 7]]],
      [87, [[63, 'CUIT 27-36324121-8', 7], [149, 'Responsable Monotributo', 7], [426, 'N° 00002-00000531', 7]]],
      [195, [[59, 'Condición frente al IVA: Consumidor Final', 7]]],
      [232, [[53, 'Servicio', 8], [308, 'Cant.', 8], [402, 'Precio', 8], [508, 'Subtotal', 8]]],
      [250, [[53, 'Baño y corte raza grande', 8], [318, '2', 8], [400, '32.500,00', 8], [505, '65.000,00', 8]]],
      [268, [[53, 'Tratamiento antipulgas aplicado', 8], [318, '2', 8], [400, '12.900,00', 8], [505, '25.800,00', 8]]],
    ]), { issuerCuit: '20267565393', pricesIncludeIva: false, ivaRate: 21 });
    expect(read.data.pricesIncludeIva).toBe(true);
    expect(read.notes).toContain('prices are final: a factura C discriminates no VAT');
  });
});

describe('documents of fresh23 layouts (eighteenth session; e, f, g held out)', () => {
  const hints = { issuerCuit: '20267565393', pricesIncludeIva: false, ivaRate: 21 };

  it("takes a buyer's purchase order's letterhead as the receiver, and its supplier's block (\"PROVEEDOR\") as the issuer's", () => {
    const read = extractWithRules(fixtureDocument([
      [36, [[40, 'Laboratorio Santa Brígida S.R.L.', 12], [432, 'ORDEN DE COMPRA', 14]]],
      [56, [[40, 'Urquiza 3528 - (X5000) Córdoba, Córdoba'], [496, 'Nro. 26-06327']]],
      [69, [[40, 'CUIT 30-71110928-1 — Resp. Inscripto'], [464, 'Emitida: 23-11-26']]],
      [101, [[46, 'PROVEEDOR'], [386, 'Entrega: 01-12-26']]],
      [114, [[46, 'Insumos Cerveceros Patagónicos S.A.'], [386, 'Lugar: Depósito Ruta 40']]],
      [127, [[46, 'CUIT 33-83744362-3 — I.V.A. Resp. Inscripto'], [386, 'Pago: 30 días f.f.']]],
      [177, [[42, 'Renglón'], [84, 'Cód. prov.'], [132, 'Descripción'], [350, 'Cantidad'], [410, 'Precio s/IVA'], [512, 'Total renglón']]],
      [193, [[42, '010'], [84, 'CV0178'], [132, 'Ácido fosfórico 85 % 1 L'], [374, '6'], [416, '11.980,00'], [520, '71.880,00']]],
      [286, [[436, 'Total neto'], [510, '71.880,00']]],
    ]), hints);
    expect(read.data.receiver).toMatchObject({ name: 'Laboratorio Santa Brígida S.R.L.', docNumber: '30711109281' });
  });

  it('reads "Pto. Vta. 0003 Comp. 00035995" as the voucher\'s number, over a number in the customer\'s block ("Escuela N° 412")', () => {
    const read = extractWithRules(fixtureDocument([
      [25, [[40, 'AndamiOeste', 14], [436, 'FACTURA', 14], [512, 'A', 14]]],
      [55, [[416, 'Pto. Vta. 0003 Comp. 00035995']]],
      [62, [[40, 'Andamios del Oeste S.A. - CUIT 30 75398376 3 - IVA Responsable Inscripto']]],
      [68, [[445, 'Fecha 26-11-26']]],
      [101, [[40, 'Señores:'], [132, 'Federico Ferreyra'], [310, 'CUIT:'], [402, '27 83009414 3']]],
      [114, [[40, 'Responsabilidad IVA:'], [132, 'Responsable Monotributo'], [310, 'Obra:'], [402, 'Escuela N° 412']]],
      [190, [[42, 'Código'], [102, 'Concepto'], [358, 'Cant.'], [409, 'Precio neto'], [475, 'IVA'], [504, 'Importe neto']]],
      [208, [[42, 'AN0122'], [102, 'Alquiler rueda con freno para andamio (mes)'], [373, '6'], [420, '2.240,00'], [479, '21'], [515, '13.440,00']]],
    ]), hints);
    expect(read.data.reference).toBe('0003-00035995');
  });

  it('reads "Comercio:" as the customer\'s caption, and a lot under its own column ("Lote") out of a short description', () => {
    const read = extractWithRules(fixtureDocument([
      [33, [[38, 'LÁCTEOS SANTA BRÍGIDA', 14], [289, 'R', 14], [325, 'REMITO', 14]]],
      [60, [[38, 'Usina Láctea Santa Brígida S.A.'], [286, 'Cód. 91'], [325, 'Nro.: 0003-64997664']]],
      [89, [[325, 'CUIT: 30-13207117-5']]],
      [153, [[36, 'Comercio:'], [90, 'Ricardo Peralta'], [330, 'Recorrido: R21']]],
      [183, [[36, 'C.U.I.T.:'], [90, '20-19615619-5'], [330, 'Sit. IVA: Responsable Monotributo']]],
      [218, [[31, 'Artículo'], [83, 'Descripción'], [344, 'Bultos'], [391, 'Cantidad'], [431, 'Lote'], [493, 'Vence']]],
      [233, [[31, 'LQ0122'], [83, 'manteca 200 g caja x 20'], [364, '1'], [420, '4'], [431, 'L261189'], [493, '04/dic/2026']]],
      [297, [[31, '—'], [87, 'RICOTA'], [118, '500'], [136, 'G'], [364, '2'], [420, '2'], [431, 'L261120'], [493, '16/dic/2026']]],
    ]), hints);
    expect(read.data.receiver.name).toBe('Ricardo Peralta');
    expect(read.data.lines.map((l) => [l.description, l.quantity])).toEqual([[expect.stringMatching(/manteca 200 g caja x 20$/), 4], [expect.stringMatching(/RICOTA 500 G$/), 2]]);
  });
});

describe('scans of fresh22 and fresh23 layouts (eighteenth session)', () => {
  it('reads "Pto. Vta. 0003 Comp. 00035995" whose labels the OCR garbled ("Plo. via.") as the voucher\'s number', () => {
    const read = extractWithRules(fixtureDocument([
      [25, [[40, 'AndamiOeste', 14], [436, 'FACTURA', 14], [512, 'A', 14]]],
      [55, [[416, 'Plo. via. 0003 Comp. 00035995']]],
      [62, [[40, 'Andamios del Oeste S.A. - CUIT 30 75398376 3 - IVA Responsable Inscripto']]],
      [101, [[40, 'Señores:'], [132, 'Federico Ferreyra'], [310, 'CUIT:'], [402, '27 83009414 3']]],
      [114, [[40, 'Responsabilidad IVA:'], [132, 'Responsable Monotributo'], [310, 'Obra:'], [402, 'Escuela N° 412']]],
      [190, [[42, 'Código'], [102, 'Concepto'], [358, 'Cant.'], [409, 'Precio neto'], [504, 'Importe neto']]],
      [208, [[42, 'AN0122'], [102, 'Alquiler rueda con freno para andamio (mes)'], [373, '6'], [420, '2.240,00'], [515, '13.440,00']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.reference).toBe('0003-00035995');
  });

  it('reads a condition under its caption that opens with a word the lexicon takes for a label ("IVA Exento")', () => {
    const read = extractWithRules(fixtureDocument([
      [20, [[40, 'Salón de Eventos Las Acacias', 14], [430, 'FACTURA A', 14]]],
      [66, [[40, 'Salones Las Acacias S.A.S. - CUIT 30-49464752-0 - Responsable Inscripto']]],
      [90, [[40, 'Fecha de emisión: 25/11/2026']]],
      [114, [[48, 'Razón social'], [342, 'Domicilio']]],
      [123, [[48, 'Asociación Civil El Ombu'], [342, 'Sarmiento 1587 - (T4000) San Miguel de Tucumán']]],
      [140, [[47, 'CUIT'], [182, 'Condición ante el IVA']]],
      [149, [[47, '30-29355374-9'], [183, 'IVA Exento']]],
      [195, [[45, 'Descripción'], [316, 'Cantidad'], [395, 'Precio unitario'], [507, 'Importe neto']]],
      [212, [[45, 'Hora adicional de salón'], [330, '1'], [400, '310.000,00'], [507, '310.000,00']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.receiver).toMatchObject({ docNumber: '30293553749', condicionIva: 4 });
  });

  it('takes the whole name under a two-word caption the layout read by its second word ("SOCIO TITULAR" / "Ricardo Ojeda")', () => {
    expect(widerName('Ricardo Ojeda', 'Ojeda')).toBe(true);
    expect(widerName('Ojeda Ricardo', 'Ojeda')).toBe(true);
    expect(widerName('Ojeda S.A.', 'Ojeda')).toBe(false);
    expect(widerName('Av. Colón Ricardo Ojeda', 'Ojeda')).toBe(false);
    expect(widerName('Ojeda', 'Ricardo Ojeda')).toBe(false);
  });
});

describe('customer captions of fresh24 layouts (eighteenth session; h, c, b held out)', () => {
  const hints = { issuerCuit: '20267565393' };
  const table: FixtureLine[] = [
    [194, [[39, 'Concepto'], [301, 'Cantidad'], [415, 'Tarifa'], [526, 'Subtotal']]],
    [209, [[39, 'Recolección de residuos asimilables'], [328, '1'], [397, '98.700,00'], [518, '98.700,00']]],
  ];

  it('reads the name under "TITULAR DE LA PARCELA", not the rest of the caption', () => {
    const read = extractWithRules(fixtureDocument([
      [19, [[36, 'PARQUE INDUSTRIAL RUTA 9', 14], [435, 'FACTURA A', 14]]],
      [53, [[36, 'CUIT 30690165461 · IVA Responsable Inscripto']]],
      [106, [[36, 'TITULAR DE LA PARCELA']]],
      [116, [[36, 'Comercial Santa Brígida S.A.S.']]],
      [132, [[36, 'C.U.I.T. 30-12786178-8'], [132, 'Categoría: IVA Responsable Inscripto']]],
      ...table,
    ]), hints);
    expect(read.data.receiver.name).toBe('Comercial Santa Brígida S.A.S.');
  });

  it('opens the customer\'s block at a caption read by its second half ("IMPORTADOR / CLIENTE DEL EXTERIOR") and reads its whole name', () => {
    const read = extractWithRules(fixtureDocument([
      [28, [[40, 'Roble y Fuego', 14], [387, 'E FACTURA DE EXPORTACIÓN', 14]]],
      [92, [[40, 'CUIT 30-30590998-6 · I.V.A. Resp. Inscripto']]],
      [128, [[40, 'IMPORTADOR / CLIENTE DEL EXTERIOR']]],
      [145, [[40, 'Bodega Cerro Chapeu S.A.'], [330, 'País de destino: Uruguay']]],
      [157, [[40, 'Ruta 5 km 460, Rivera, Uruguay']]],
      [169, [[40, 'Identificación fiscal: RUT 217845630018']]],
      ...table,
    ]), hints);
    expect(read.data.receiver.name).toBe('Bodega Cerro Chapeu S.A.');
  });

  it('takes "del Cliente" after "Razón Social" for the rest of the caption, and the name under it', () => {
    const read = extractWithRules(fixtureDocument([
      [31, [[36, 'FUMIGACIONES EL TÁBANO', 14], [340, 'FACTURA', 14]]],
      [77, [[340, 'C.U.I.T.: 30.24.926.391-1']]],
      [122, [[36, 'Razón Social del Cliente'], [360, 'C.U.I.T. Nro.'], [460, 'Cond. I.V.A.']]],
      [130, [[36, 'Hotelera Los Talas S.A.'], [360, '30593575779'], [460, 'Resp. Inscripto']]],
      ...table,
    ]), hints);
    expect(read.data.receiver).toMatchObject({ name: 'Hotelera Los Talas S.A.', docNumber: '30593575779' });
  });
});

describe('customer captions of fresh25 layouts (nineteenth session; e, j, i held out)', () => {
  const hints = { issuerCuit: '20267565393' };
  const table: FixtureLine[] = [
    [194, [[39, 'Modelo'], [90, 'Cant.'], [130, 'Bien / servicio'], [400, 'Precio unit.'], [500, 'Importe']]],
    [209, [[39, 'MB0157'], [95, '1'], [130, 'Colocación e instalación en obra'], [400, '45.600,00'], [500, '45.600,00']]],
  ];

  it('reads the name after a caption of two joined by a slash ("Cliente / Institución:")', () => {
    const read = extractWithRules(fixtureDocument([
      [20, [[36, 'AULA NORTE NOTA DE PEDIDO', 14]]],
      [60, [[36, 'Equipamiento Aula Norte S.A. · CUIT 33-78485695/5 · IVA Responsable Inscripto']]],
      [100, [[36, 'Cliente / Institución: Frigorífico La Pampeana S.A.'], [338, 'CUIT 33-26962086/8']]],
      [114, [[36, 'Domicilio: Av. San Martín 1465 - Rosario, Santa Fe'], [300, 'Cond. IVA: Resp. Inscripto']]],
      ...table,
    ]), hints);
    expect(read.data.receiver).toMatchObject({ name: 'Frigorífico La Pampeana S.A.', docNumber: '33269620868' });
  });
});

describe('customers of fresh26 layouts (nineteenth session; e, f, j held out)', () => {
  const hints = { issuerCuit: '20267565393' };
  const table: FixtureLine[] = [
    [300, [[198, 'Cant'], [221, 'Descripción'], [455, 'Precio'], [527, 'Subtotal']]],
    [316, [[206, '20'], [221, 'Plaqueta de madera con chapa grabada'], [440, '22736,87'], [520, '454737,40']]],
  ];
  // The issuer's sidebar down the left edge, the customer's block in the main column right of it.
  const sidebar = (customerCuitLine: FixtureLine): FixtureLine[] => [
    [20, [[16, 'Grabados y'], [172, 'FACTURA'], [537, 'C']]],
    [40, [[16, 'Verónica Soledad Ibarra'], [172, 'Fecha: 26.11.2026']]],
    [60, [[16, 'Maipú 907']]],
    [80, [[16, 'Tucumán'], [172, 'Cliente: Construcciones Los Ceibos S.R.L.']]],
    [100, [[16, 'Tel. (0215) 437-0185']]],
    customerCuitLine,
    [140, [[16, 'grabadosymedal@empresa.com.ar']]],
    [160, [[172, 'Domicilio: Belgrano 3895 - Santa Fe']]],
    [180, [[16, 'CUIT: 27237121924']]],
    [200, [[16, 'Responsable Monotributo']]],
    ...table,
  ];

  it('reads a CUIT whose hyphens are set apart by spaces ("30 - 56934311 - 5") and the name after "Atención:"', () => {
    const read = extractWithRules(fixtureDocument([
      [29, [[50, 'Lonas del Paraná'], [471, 'PRESUPUESTO']]],
      [47, [[50, 'Moreno 3213 — (T4000) San Miguel de Tucumán, Tucumán'], [454, 'Presupuesto Nº 2530/26']]],
      [61, [[50, '(0343) 400-2961 — lonasdelparana@ventas.com.ar'], [487, 'Fecha: 24/11/2026']]],
      [104, [[34, 'Atención: Logística Monte Grande S.A.S.']]],
      [119, [[34, 'CUIT 30 - 56934311 - 5'], [298, 'Sit. IVA: Responsable Inscripto']]],
      [131, [[34, 'Obra: Av. San Martín 4284 - (A4400) Salta, Salta']]],
      [156, [[37, 'Ítem / trabajo'], [385, 'Cant.'], [441, 'Valor unit.'], [521, 'Valor total']]],
      [172, [[37, 'Cerramiento de PVC cristal 1 m²'], [400, '4'], [441, '58 940,80'], [517, '235 763,20']]],
      [797, [[34, 'Lonas del Paraná S.A. · Responsable Inscripto']]],
      [810, [[34, 'CUIT 30 - 35848971 - 7 · Ing. Brutos 768-330667-6 · Inicio de actividades 25/11/2012']]],
    ]), hints);
    expect(read.data.receiver).toMatchObject({ name: 'Logística Monte Grande S.A.S.', docNumber: '30569343115' });
  });

  it('reads the customer\'s "CUIT/CUIL" by its label in its column, not the issuer\'s CUIT in the sidebar under it', () => {
    const read = extractWithRules(fixtureDocument(sidebar([120, [[172, 'CUIT/CUIL 33147313964'], [367, 'Cond. frente al IVA: RI']]])), hints);
    expect(read.data.receiver).toMatchObject({ name: 'Construcciones Los Ceibos S.R.L.', docNumber: '33147313964' });
    // Read by its label (a CUIT found without one is less sure).
    expect(read.fieldConfidence['receiver.docNumber']).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves the sidebar out of the customer\'s zone: an unlabelled customer CUIT beats the issuer\'s labelled one', () => {
    const read = extractWithRules(fixtureDocument(sidebar([120, [[172, 'Clave fiscal 33147313964'], [367, 'Cond. frente al IVA: RI']]])), hints);
    expect(read.data.receiver.docNumber).toBe('33147313964');
  });

  it('opens the customer\'s block at "Señor/a:" and reads its condition after "Resp. frente al IVA:", not the letterhead\'s', () => {
    const read = extractWithRules(fixtureDocument([
      [27, [[225, 'Descanso Pampeano']]],
      [51, [[196, 'Colchonería Descanso Pampeano S.A. — I.V.A. Resp. Inscripto']]],
      [72, [[189, 'C.U.I.T. 30 - 88324781 - 3 · IIBB 795-910816-1 · Inicio 20/10/2009']]],
      [96, [[227, 'FACTURA B (Cód. 006)']]],
      [116, [[35, 'N° 0003-00013168'], [419, 'Fecha de emisión: 23 de nov. de 2026']]],
      [146, [[33, 'Señor/a: Diego Paredes']]],
      [161, [[35, 'CUIT 20 - 57418864 - 5'], [298, 'Resp. frente al IVA: Responsable Monotributo']]],
      [171, [[33, 'Domicilio de entrega: Av. Pellegrini 556 - (S2000) Rosario, Santa Fe']]],
      [197, [[47, 'Cantidad'], [100, 'Artículo'], [370, 'Unidad'], [438, 'Precio c/IVA'], [530, 'Importe']]],
      [213, [[68, '15'], [100, 'Respaldo tapizado en pana 1,60 m'], [370, 'u'], [442, '189.704,34'], [520, '2.845.565,10']]],
    ]), hints);
    expect(read.data.receiver).toMatchObject({ name: 'Diego Paredes', docNumber: '20574188645', condicionIva: 6 });
  });
});

describe('probes beyond the corpus (nineteenth session): phrasings no split prints', () => {
  // A distributor's factura with the lines given between its letterhead and one priced row.
  const probe = (lines: FixtureLine[], title = 'FACTURA A') =>
    extractWithRules(fixtureDocument([
      [20, [[40, 'DISTRIBUIDORA NORTE S.A.', 14], [400, title, 14]]],
      [40, [[40, 'CUIT 30-71234567-1 · IVA Responsable Inscripto']]],
      ...lines,
      [260, [[40, 'Descripción'], [400, 'Cant.'], [450, 'Precio'], [520, 'Importe']]],
      [276, [[40, 'Yerba mate 1 kg'], [410, '10'], [450, '4.000,00'], [520, '40.000,00']]],
      [320, [[400, 'TOTAL $ 48.400,00']]],
    ]), { issuerCuit: '20267565393' });
  const customer: FixtureLine = [160, [[40, 'Cliente: Almacén Las Rosas SRL'], [330, 'CUIT: 33-69345023-9']]];

  it.each([
    ['PROFORMA INVOICE', 'PI #: 2026/118', '2026/118'],
    ['FACTURA B', 'FC B 0004-00012345', '0004-00012345'],
    ['NOTA DE VENTA', 'Folio: 004512', '004512'],
    ['PRESUPUESTO', 'Presupuesto # 2026-0143', '2026-0143'],
    // A caption's lower-case qualifier closing it with the colon.
    ['PEDIDO', 'Nº de pedido web: #10234', '10234'],
  ])('reads the number of a %s: "%s"', (title, text, reference) => {
    const read = probe([[40, [[400, text]]], [56, [[400, 'Fecha: 05/11/2026']]], customer], title);
    expect(read.data.reference).toBe(reference);
  });

  it('takes the first of two CUITs in a compact heading for the issuer\'s when no caption names the customer', () => {
    const read = probe([
      [40, [[400, 'Nº 0004-00012345']]],
      [56, [[400, 'Fecha: 05/11/2026']]],
      [90, [[40, 'Empresa: Almacén Las Rosas SRL'], [330, 'C.U.I.T.: 33693450239']]],
    ]);
    expect(read.data.receiver).toMatchObject({ name: 'Almacén Las Rosas SRL', docNumber: '33693450239' });
  });

  it.each([
    ['Fecha: 20261105', '2026-11-05'],
    ['Fecha: 20260230', null],
  ])('reads an export\'s aaaammdd after a date label: "%s"', (text, iso) => {
    const read = probe([[40, [[400, 'Nº 0004-00012345']]], [56, [[380, text]]], customer]);
    expect(read.data.documentDate).toBe(iso);
  });
});

describe('customers of fresh28 layouts (nineteenth session; b, h, d held out)', () => {
  it('takes the first of two letterhead-like CUITs for the issuer\'s, the customer\'s "Razón Social: … C.U.I.T.: …" under it for the receiver\'s', () => {
    const read = extractWithRules(fixtureDocument([
      [35, [[42, 'Motorepuestos Del Litoral S.R.L.'], [290, 'A'], [326, 'FACTURA']]],
      [51, [[42, 'MotoLitoral Repuestos'], [326, 'Nro. Comprobante: 0009-00009916']]],
      [64, [[42, 'Rivadavia 4816 - (M5500) Mendoza, Mendoza'], [285, 'COD. 01'], [326, 'Fecha Emisión: Mar 24/11/2026']]],
      [74, [[42, 'Tel. (0368) 421-1758 · motolitoralrep@empresa.com.ar']]],
      [82, [[42, 'Responsable Inscripto'], [326, 'C.U.I.T. 33-28265573-5']]],
      [91, [[326, 'Ing. Brutos: 547-435834-8']]],
      [101, [[326, 'Inicio de Actividades: 10/10/2007']]],
      [152, [[40, 'Razón Social: Panificadora Los Aromos S.A.'], [304, 'C.U.I.T.: 30-46980019-5']]],
      [166, [[40, 'Cond. frente al IVA: RI'], [304, 'Domicilio Comercial: Entre Ríos 2160 - (M5500) Mendoza, Mendoza']]],
      [197, [[37, 'Cód. Art.'], [89, 'Detalle del artículo'], [338, 'Cant. UM'], [416, 'P. Unitario'], [470, 'Alíc.'], [528, 'Subtotal']]],
      [212, [[37, 'MT0150'], [89, 'Casco rebatible con visor interno'], [352, '5 u'], [412, '168.450,30'], [470, '21%'], [518, '842.251,50']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.receiver).toMatchObject({ name: 'Panificadora Los Aromos S.A.', docNumber: '30469800195', condicionIva: 1 });
  });

  it('reads the customer from a side column that runs beside the items ("CLIENTE" / name / "CUIT/DNI" / number)', () => {
    const read = extractWithRules(fixtureDocument([
      [35, [[18, 'FACTURA'], [168, 'Hernán Ojeda'], [481, 'CUIT: 27 - 68743066 - 8']]],
      [49, [[168, 'Ojeda Tattoo Supply'], [497, 'IIBB: 457-486050-9']]],
      [55, [[18, 'C Cód. 011'], [498, 'Desde: 11/11/2011']]],
      [64, [[168, 'Av. Mosconi 3328 - (E3100) Paraná, Entre Ríos']]],
      [72, [[18, 'COMPROBANTE N°'], [168, 'Tel. (0145) 487-7696 · ojedatattoosup@gmail.com']]],
      [82, [[18, '0003-00028748'], [168, 'Responsable Monotributo']]],
      [98, [[18, 'EMITIDA EL']]],
      [108, [[18, '24 de Noviembre del 2026']]],
      [119, [[190, 'Cant'], [210, 'Producto'], [446, 'Precio unit.'], [522, 'Total línea']]],
      [124, [[18, 'CLIENTE']]],
      [133, [[18, 'Juan Pablo Giménez'], [203, '6'], [215, 'Crema cicatrizante 50 g'], [455, '8 204,89'], [523, '49 229,34']]],
      [147, [[18, 'CUIT/DNI'], [198, '50'], [215, 'Vaselina sólida 500 g'], [455, '6 861,12'], [519, '343 056,00']]],
      [160, [[18, '21.572.391']]],
      [173, [[18, 'CONDICIÓN IVA'], [335, 'TOTAL A PAGAR'], [501, '$ 392 285,34']]],
      [186, [[18, 'Consumidor Final']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.receiver).toMatchObject({ name: 'Juan Pablo Giménez', docType: 'DNI', docNumber: '21572391', condicionIva: 5 });
  });
});

describe('document numbers of fresh29 layouts (nineteenth session; b, f, g held out)', () => {
  it('reads the number in a side column beside the items ("Pedido número" / "004307"), not a code of the table beside it', () => {
    const read = extractWithRules(fixtureDocument([
      [20, [[22, 'Cacao del Sur'], [460, 'Pedido de', 14]]],
      [34, [[184, 'Comprador Inmobiliaria La Serranita S.A.']]],
      [48, [[22, 'Cacao del Sur S.R.L.'], [184, 'CUIT 30-55.155.994-3']]],
      [62, [[22, 'CUIT 30-37.593.860-6'], [184, 'Tipo de responsable RI']]],
      [76, [[22, 'Responsable Inscripto']]],
      [160, [[26, 'Nota de pedido'], [179, 'Cód. art.'], [230, 'Producto'], [400, 'Cantidad'], [450, 'Precio lista'], [520, 'Subtotal']]],
      [176, [[26, 'Pedido número'], [179, 'CK0122'], [230, 'Cobertura semiamarga bloque 1 kg'], [410, '15'], [450, '15.760,60'], [515, '236.409,00']]],
      [188, [[26, '004307']]],
      [200, [[179, 'CK0157'], [230, 'Chocolate blanco con almendras 100 g'], [410, '1'], [455, '4.120,45'], [520, '4.120,45']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.reference).toBe('004307');
  });

  it('reads the side column\'s number when a scan sets it on the line of a row of the items ("009696 cK0108 Tableta …")', () => {
    // fresh29 fg50's words as the OCR placed them (its date and the items' right captions lost to the scan).
    const words: Array<[string, number, number, number, number]> = [
      ['Cacao', 23, 62, 34, 45], ['del', 66, 85, 34, 45], ['Sur', 89, 112, 34, 45], ['Pedido', 185, 211, 38, 44], ['de', 213, 222, 38, 44], ['Comprador', 185, 222, 52, 59], ['Servicios', 260, 297, 51, 58], ['Integrales', 300, 340, 51, 60], ['La', 343, 353, 52, 58], ['Pampeana', 355, 398, 52, 60], ['S.A.', 400, 416, 52, 58], [',', 59, 60, 58, 59], ['Chocolatería', 23, 64, 58, 64], ['artesanal', 67, 97, 58, 64], ['Nro.', 185, 196, 65, 70], ['CUIT', 201, 217, 65, 70], ['30-71.034.707-3', 260, 322, 64, 70], ['Cacao', 23, 43, 68, 74], ['del', 46, 55, 68, 74], ['Sur', 59, 70, 68, 74], ['S.R.L.', 72, 92, 68, 74], ['CUIT', 23, 39, 78, 84], ['30-37.593.860-6', 42, 96, 78, 84], ['Tipo', 185, 198, 77, 84], ['de', 201, 209, 77, 83], ['responsable', 212, 252, 77, 84], ['Responsable', 260, 313, 77, 85], ['Inscripto', 316, 351, 77, 85], ['Responsable', 23, 66, 88, 95], ['Inscripto', 69, 96, 89, 95], ['Envío', 185, 203, 90, 95], ['a', 206, 209, 91, 95], ['Urquiza', 260, 291, 89, 97], ['3390', 294, 312, 89, 96], ['(52000)', 320, 350, 89, 97], ['Rosario,', 353, 386, 89, 97], ['Santa', 389, 412, 89, 96], ['Fe', 415, 424, 89, 95], ['Moreno', 23, 47, 98, 104], ['2512', 50, 66, 98, 104], ['(88000)', 23, 48, 108, 115], ['Bahía', 51, 70, 108, 114], ['Blanca,', 73, 97, 108, 114], ['Buenos', 100, 125, 108, 114], ['Aires', 22, 39, 118, 124], ['Canal', 185, 202, 119, 128], ['Entrega', 317, 341, 120, 127], ['estimada', 343, 371, 120, 125], ['Vendedora', 449, 483, 120, 125], ['(0203)', 23, 43, 128, 135], ['492-5841', 46, 77, 128, 134], ['Viajante', 184, 216, 130, 140], ['Retira', 317, 340, 131, 137], ['en', 343, 352, 132, 137], ['fabrica', 354, 382, 131, 137], ['Analia', 450, 474, 131, 137], ['Cód.', 179, 195, 165, 171], ['art.', 198, 209, 166, 171], ['Producto', 230, 262, 166, 171], ['CK0143', 180, 210, 182, 188], ['Alfajor', 229, 253, 182, 190], ['de', 256, 265, 182, 188], ['chocolate', 268, 304, 182, 188], ['relleno', 307, 331, 182, 188], ['caja', 334, 350, 182, 190], ['x', 352, 356, 184, 188], ['12', 359, 368, 182, 188], ['5', 434, 438, 182, 188], ['14.380,30', 463, 500, 182, 189], ['71.901,50', 529, 566, 182, 189], ['Pedido', 27, 48, 186, 191], ['número', 50, 74, 186, 191], ['009696', 27, 59, 194, 209], ['cK0108', 180, 210, 200, 207], ['Tableta', 229, 258, 200, 207], ['chocolate', 260, 296, 200, 207], ['amargo', 299, 327, 202, 208], ['70', 330, 339, 200, 207], ['%', 342, 349, 200, 206], ['100', 352, 366, 200, 207], ['g', 368, 372, 202, 208], ['1', 434, 438, 200, 206], ['3.890,80', 468, 500, 199, 209], ['3.890,80', 534, 566, 200, 207], ['Tomado', 27, 52, 212, 217], ['el', 54, 59, 212, 217], ['y', 86, 87, 211, 215], ['dom.', 26, 49, 221, 229], ['22', 51, 62, 221, 229], [';', 81, 82, 220, 221], ['CK0150', 180, 210, 217, 227], ['Cacao', 229, 254, 218, 224], ['amargo', 256, 285, 219, 226], ['en', 288, 296, 220, 224], ['polvo', 300, 319, 218, 226], ['500', 322, 336, 218, 224], ['g', 339, 343, 220, 226], ['1', 434, 438, 218, 224], ['8.740,90', 468, 500, 218, 225], ['8.740,90', 534, 566, 218, 225], ['MRE', 40, 92, 230, 238], ['CK0136', 180, 210, 236, 243], ['Chocolate', 229, 267, 236, 243], ['en', 270, 279, 238, 243], ['rama', 282, 301, 238, 242], ['bolsa', 304, 324, 236, 242], ['250', 326, 340, 236, 243], ['g', 343, 347, 238, 244], ['24', 429, 438, 236, 242], ['6.980,75', 468, 500, 236, 243], ['167.538,00', 525, 566, 236, 243], ['cK0164', 180, 210, 253, 263], ['Bocaditos', 230, 266, 254, 260], ['de', 269, 278, 254, 260], ['dulce', 281, 301, 254, 260], ['de', 304, 312, 254, 260], ['leche', 316, 335, 254, 260], ['bañados', 338, 370, 254, 260], ['x', 373, 377, 256, 260], ['20', 380, 389, 254, 260], ['24', 429, 438, 254, 260], ['9.860,15', 468, 500, 254, 261], ['236.643,60', 524, 566, 254, 261], ['CK0129', 180, 210, 272, 279], ['Trufas', 229, 253, 272, 279], ['de', 256, 265, 272, 279], ['chocolate', 268, 304, 272, 279], ['caja', 306, 322, 272, 280], ['x', 324, 328, 274, 278], ['12', 331, 340, 272, 278], ['5', 434, 438, 272, 278], ['11.230,40', 463, 500, 272, 279], ['56.152,00', 529, 566, 272, 279], ['Precios', 175, 199, 298, 304], ['de', 202, 209, 298, 304], ['lista', 212, 225, 298, 304], ['sin', 228, 236, 298, 304], ['IVA,', 240, 252, 298, 304], ['sujetos', 255, 279, 299, 305], ['a', 281, 285, 300, 304], ['confirmación', 288, 329, 298, 304], ['de', 174, 182, 308, 314], ['stock.', 185, 204, 308, 314], ['La', 207, 215, 308, 314], ['factura', 217, 240, 308, 314], ['se', 242, 249, 309, 314], ['emite', 252, 270, 309, 314], ['al', 272, 278, 308, 314], ['despachar', 280, 315, 308, 315], ['el', 318, 323, 308, 314], ['Total', 362, 379, 306, 312], ['neto', 382, 397, 307, 312], ['ARS', 497, 514, 306, 312], ['544.866,80', 517, 559, 306, 313], ['pedido.', 174, 198, 318, 325], ['IVA', 362, 374, 321, 327], ['21', 377, 385, 321, 327], ['%', 388, 395, 321, 327], ['ARS', 497, 514, 321, 327], ['114.422,03', 518, 559, 321, 328], ['Conservar', 175, 209, 331, 337], ['los', 211, 220, 331, 337], ['chocolat', 227, 250, 331, 337], ['tre', 269, 271, 332, 337], ['15y', 280, 288, 331, 337], ['y', 289, 292, 330, 339], ['18', 297, 304, 331, 337], ['°C.', 307, 316, 331, 337], [':', 421, 422, 336, 337], ['Total', 362, 383, 336, 343], ['del', 387, 400, 336, 343], ['pedido', 404, 434, 336, 345], ['ARS', 490, 509, 336, 343], ['659.288,83', 512, 559, 336, 344], ['Pedido', 175, 196, 812, 817], ['no', 198, 205, 813, 817], ['válido', 208, 226, 812, 817], ['como', 228, 245, 813, 817], ['factura', 247, 268, 812, 817],
    ];
    const page: ReadPage = {
      number: 1, text: '', source: 'ocr', ocrConfidence: 80,
      geometry: { width: 595, height: 842, words: words.map(([text, x0, x1, y0, y1]) => ({ text, x0, x1, y0, y1, confidence: 0.9 })) },
    };
    const read = extractWithRules({ mimeType: 'image/jpeg', pages: [page], text: '' }, { issuerCuit: '20267565393' });
    expect(read.data.reference).toBe('009696');
  });
});


describe('fresh27 layouts (twentieth session; b, e, f held out)', () => {
  it("takes a footer's issuer line (\"CUIT … · Ingresos Brutos … · Fecha de Inicio de Actividades …\") for the issuer's, not the customer's", () => {
    const read = extractWithRules(fixtureDocument([
      [40, [[280, 'C'], [330, 'FACTURA C']]],
      [56, [[330, 'Comp. Nro: 0002-00030439'], [460, 'Fecha Emisión: 24/11/26']]],
      [90, [[40, 'Apellido y Nombre / Razón Social: Consumidor Final']]],
      [104, [[40, 'Condición ante el IVA: Consumidor Final']]],
      [130, [[40, 'Producto'], [300, 'Cant.'], [380, 'Precio Unit.'], [500, 'Subtotal']]],
      [146, [[40, 'Bolsitas sorpresa x 10'], [305, '4'], [380, '4174,80'], [500, '16699,20']]],
      [180, [[380, 'Importe Total: $ 16699,20']]],
      [780, [[40, 'Cotillón Serpentinas · Lavalle 2957 · (B8000) Bahía Blanca, Buenos Aires']]],
      [792, [[40, 'CUIT: 20244174990 · Ingresos Brutos: 665-399108-1 · Fecha de Inicio de Actividades: 16/02/2015 · Responsable Monotributo']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.receiver).toMatchObject({ name: 'Consumidor Final', docNumber: null, condicionIva: 5 });
  });

  it('reads a date set flush right in a box of captions whose neighbours in the column are apart from the letterhead beside it', () => {
    // The letterhead's lines at the left sit between the box's lines ("Remito Nro." / "Fecha de entrega" / "CUIT").
    const read = extractWithRules(fixtureDocument([
      [41, [[322, 'REMITO DE ENTREGA', 14]]],
      [50, [[40, 'Hidro Perga', 8]]],
      [60, [[322, 'Remito Nro.', 8], [506, '0002-00044765', 8]]],
      [70, [[40, 'Oleohidráulica Pergamino S.A.', 8]]],
      [80, [[272, 'Cód. 91', 8], [322, 'Fecha de entrega', 8], [510, '22 nov. 2026', 8]]],
      [90, [[40, 'Rivadavia 4646', 8]]],
      [100, [[322, 'CUIT', 8], [506, '30-64940274-0', 8]]],
      [110, [[40, '(E3100) Paraná, Entre Ríos', 8]]],
      [127, [[48, 'Entregar a: Valeria Sosa']]],
      [140, [[48, 'CUIT 20-98546334-5'], [272, 'IVA: Monotributista']]],
      [188, [[46, 'Código'], [90, 'Cantidad'], [140, 'U.M.'], [170, 'Descripción del material'], [520, 'Bultos']]],
      [206, [[46, 'HY0101'], [100, '4,00'], [140, 'u'], [170, 'MANGUERA HIDRÁULICA 2 MALLAS 1/2" (METRO)'], [540, '4']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.documentDate).toBe('2026-11-22');
  });

  it('leaves "Destino:" out of the name it captions', () => {
    const read = extractWithRules(fixtureDocument([
      [40, [[40, 'Jugueterías Mayoristas Once'], [400, 'REMITO']]],
      [54, [[400, 'Nº 0015-00044551'], [480, 'Fecha: 23/11/26']]],
      [70, [[40, 'CUIT 33260554110 · IIBB 218-165654-9 · Inicio de Act. 28/12/2017']]],
      [110, [[48, 'Destino: Sebastián Arias']]],
      [124, [[48, 'CUIT 27138285699'], [272, 'Cond. fiscal: Monotributista']]],
      [160, [[46, 'Unidades'], [87, 'Art.'], [141, 'Artículo'], [532, 'Cajas']]],
      [176, [[71, '24'], [87, 'JG0122'], [141, 'Juego de mesa de estrategia familiar'], [542, '24']]],
    ]), { issuerCuit: '20267565393' });
    expect(read.data.receiver).toMatchObject({ name: 'Sebastián Arias', docNumber: '27138285699' });
  });

  it('leaves a club\'s or a contract\'s caption ("Socio:", "Contratante:") out of the name it captions (probes beyond the corpus)', () => {
    for (const caption of ['Socio:', 'Contratante:']) {
      const read = extractWithRules(fixtureDocument([
        [40, [[40, 'Club Atlético Los Andes'], [330, 'FACTURA B']]],
        [54, [[40, 'CUIT 30-71234567-1'], [330, 'Nro. 0003-00001234']]],
        [68, [[330, 'Fecha: 24/11/2026']]],
        [110, [[40, `${caption} Panadería La Espiga S.A.`]]],
        [124, [[40, 'CUIT: 30-52345678-0']]],
        [180, [[40, 'Descripción'], [300, 'Cant.'], [380, 'Precio'], [480, 'Importe']]],
        [196, [[40, 'Cuota social noviembre'], [305, '1'], [380, '2.000,00'], [480, '2.000,00']]],
      ]), { issuerCuit: '20267565393' });
      expect(read.data.receiver.name).toBe('Panadería La Espiga S.A.');
    }
  });
});

describe('fresh30 layouts (twentieth session; g, a, e held out)', () => {
  it('reads a date whose parts only spaces set apart ("Fecha pedido: 23 11 2026") after its label, and only there', () => {
    const read = (dateLine: string) => extractWithRules(fixtureDocument([
      [40, [[40, 'Pirotecnia Cielo Abierto S.R.L.'], [360, 'NOTA DE PEDIDO']]],
      [54, [[40, 'CUIT 30/60614917/0'], [360, 'Pedido Nº 14-2234']]],
      [68, [[360, dateLine]]],
      [110, [[40, 'Comercio: Comercial La Calandria S.A.']]],
      [180, [[40, 'Artículo'], [100, 'Descripción'], [300, 'Cajas'], [380, 'Precio neto'], [480, 'Total neto']]],
      [196, [[40, 'PX0157'], [100, 'Lluvia dorada para casamiento x 4'], [305, '20'], [380, '18.760,90'], [480, '375.218,00']]],
    ]), { issuerCuit: '20267565393' }).data.documentDate;
    expect(read('Fecha pedido: 23 11 2026')).toBe('2026-11-23');
    expect(read('Cajas por pallet: 23 11 2026')).toBeNull();
  });
});
