import type { ReadPage } from '../../document.types';
import { buildLayout } from '../../layout/document-layout';
import { fixtureDocument, fixturePage, type FixtureLine } from '../../layout/layout-fixture';
import { readItemCards, readItemsInText, readRowsWithoutHeader, readRowsWithUnits, readTicketItems } from './free-rows';
import { PRICE_NOT_SET, readTableByColumns } from './table-reader';

const table = (...pages: FixtureLine[][]) => readTableByColumns(buildLayout(fixtureDocument(...pages)), 'comma-decimal');
const rows = (...pages: FixtureLine[][]) => table(...pages)!.rows.map((r) => ({ d: r.description, q: r.quantity, p: r.unitPrice, r: r.ivaRate, a: r.amount, ok: r.validated }));

describe('table by columns', () => {
  it('assigns cells by the header columns, keeps numbers inside descriptions and checks quantity × price = amount', () => {
    expect(
      rows([
        [200, [[30, 'CÓDIGO'], [90, 'DESCRIPCIÓN'], [330, 'CANTIDAD'], [400, 'P. UNITARIO'], [470, 'IVA %'], [520, 'IMPORTE']]],
        [220, [[30, 'EL01105 Cable unipolar 4 mm² rollo x 100 m'], [330, '12,00'], [400, '89.649,11'], [470, '21'], [510, '1.075.789,32']]],
        [235, [[30, 'EL01735'], [90, 'Jabalina 5/8" x 2 m'], [330, '5,00'], [400, '31.672,86'], [470, '21'], [515, '158.364,30']]],
        [300, [[380, 'Subtotal neto'], [510, '1.234.153,62']]],
      ]),
    ).toEqual([
      { d: 'Cable unipolar 4 mm² rollo x 100 m', q: 12, p: 89649.11, r: 21, a: 1075789.32, ok: true },
      { d: 'Jabalina 5/8" x 2 m', q: 5, p: 31672.86, r: 21, a: 158364.3, ok: true },
    ]);
  });

  it('keeps a header cell with one caption it does not know ("Bult. Descripción") in the header (eleventh session)', () => {
    expect(
      rows([
        [194, [[44, 'Cant.'], [84, 'Bult. Descripción'], [299, 'P. Lista'], [333, '% Bonif.'], [390, 'P. Neto'], [440, 'IVA %'], [490, 'Importe'], [550, 'Código']]],
        [208, [[54, '12'], [96, '1 Secador de piso 40 cm con cabo'], [295, '4.320,41'], [347, '5,00'], [385, '4.104,39'], [441, '21,00'], [480, '49.252,68'], [550, 'LP0297']]],
        [221, [[58, '5'], [96, '1 Lavandina concentrada 2 L'], [295, '1.140,60'], [347, '0,00'], [385, '1.140,60'], [441, '21,00'], [485, '5.703,00'], [550, 'LP0108']]],
      ]).map((r) => [r.d, r.q, r.p, r.a]),
    ).toEqual([
      ['Secador de piso 40 cm con cabo', 12, 4104.39, 49252.68],
      ['Lavandina concentrada 2 L', 5, 1140.6, 5703],
    ]);
  });

  it("puts back a decimal separator the OCR lost when the row's arithmetic holds with it, and only then", () => {
    const read = rows([
      [200, [[30, 'Descripción'], [300, 'Cant'], [360, 'Unitario'], [440, 'Importe']]],
      [220, [[30, 'Caja estanca IP65 20 x 20 cm'], [300, '1000'], [360, '6,88'], [440, '6,88']]], // "1,000"
      [235, [[30, 'Tablero embutir 12 módulos'], [300, '2,000'], [360, '1589'], [440, '31,78']]], // "15,89"
      [250, [[30, 'Cable 2 x 1 mm'], [300, '100'], [360, '9,50'], [440, '950,00']]], // right as read
      [265, [[30, 'Borne doble'], [300, '500'], [360, '3,00'], [440, '17,00']]], // no separator makes it add up
    ]);
    expect(read.map((r) => [r.q, r.p, r.a, r.ok])).toEqual([
      [1, 6.88, 6.88, true],
      [2, 15.89, 31.78, true],
      [100, 9.5, 950, true],
      [500, 3, 17, false],
    ]);
  });

  it('reads a table grouped by category: headings head their rows, a "Subtotal <heading>" row closes a group, not the table', () => {
    const grouped = [
      [200, [[40, 'Artículo'], [110, 'Descripción'], [436, 'Cantidad'], [525, 'Bultos']]],
      [220, [[40, 'BEBIDAS']]],
      [235, [[110, 'AGUA MINERAL 2 L PACK X 6'], [474, '5'], [550, '1']]],
      [248, [[40, 'AL0157'], [110, 'Gaseosa cola 2,25 L pack x 6'], [468, '4'], [550, '2']]],
      [262, [[317, 'Subtotal BEBIDAS:'], [468, '9'], [518, '3 bultos']]],
      [281, [[40, 'LIMPIEZA']]],
      [295, [[110, 'Lavandina 4 L'], [474, '8'], [550, '2']]],
      [308, [[317, 'Subtotal LIMPIEZA:'], [473, '8'], [518, '2 bultos']]],
      [335, [[460, 'Bultos totales:'], [544, '5']]],
    ] as FixtureLine[];
    expect(table(grouped)!.rows.map((r) => [r.description, r.quantity])).toEqual([
      ['AGUA MINERAL 2 L PACK X 6', 5],
      ['Gaseosa cola 2,25 L pack x 6', 4],
      ['Lavandina 4 L', 8],
    ]);
  });

  it('ends a table at a plain "Subtotal" row, and keeps a capitals line over the description column as a wrapped description', () => {
    const read = table([
      [200, [[40, 'Código'], [110, 'Descripción'], [400, 'Cant.'], [460, 'Precio'], [520, 'Importe']]],
      [220, [[110, 'TERMOTANQUE ELÉCTRICO']]],
      [233, [[40, 'TT80'], [110, '80 LITROS CARGA SUPERIOR'], [400, '1'], [460, '350.000,00'], [520, '350.000,00']]],
      [260, [[317, 'Subtotal NETO'], [520, '350.000,00']]],
      [275, [[40, 'IVA'], [110, 'IVA 21 %'], [400, '21'], [520, '73.500,00']]],
    ])!;
    expect(read.rows.map((r) => r.description)).toEqual(['TERMOTANQUE ELÉCTRICO 80 LITROS CARGA SUPERIOR']);
  });

  it("does not take a printed sheet's row number under the last row for the description's next line", () => {
    const read = table([
      [200, [[20, '11'], [40, 'Código'], [110, 'Descripción'], [330, 'Cant.'], [400, 'P. Unitario'], [500, 'Importe']]],
      [215, [[20, '12'], [40, 'RD-01'], [110, 'Router WiFi 6 doble banda'], [330, '2'], [400, '118.900,00'], [500, '237.800,00']]],
      [230, [[20, '13'], [40, 'PC-15'], [110, 'Patch cord Cat 6 1,5 m'], [330, '15'], [400, '3.480,50'], [500, '52.207,50']]],
      [245, [[20, '14']]],
      [260, [[20, '15'], [330, 'Subtotal'], [500, '290.007,50']]],
    ])!;
    expect(read.rows.map((r) => r.description)).toEqual(['Router WiFi 6 doble banda', 'Patch cord Cat 6 1,5 m']);
  });

  it('invoices a row at its list price less its discount, and at the printed price when it has none', () => {
    const read = rows([
      [196, [[38, 'Código'], [92, 'Artículo'], [306, 'Cant.'], [363, 'P. Lista'], [408, 'Bonif.'], [441, 'P. Unit. c/Bonif.'], [539, 'Total']]],
      [213, [[38, 'FE0143'], [96, 'Hierro aletado 8 mm barra 12 m'], [321, '1'], [347, '11.943,43'], [411, '10 %'], [455, '10.749,09'], [514, '10.749,09']]],
      [228, [[38, 'FE0192'], [96, 'Rodillo lana 22 cm'], [316, '50'], [352, '7.405,56'], [411, '20 %'], [460, '5.924,45'], [509, '296.222,50']]],
      [243, [[38, 'FE0122'], [97, 'Cemento portland bolsa 50 kg'], [316, '20'], [347, '13.612,50'], [425, '-'], [455, '13.612,50'], [509, '272.250,00']]],
      [356, [[386, 'Subtotal s/bonif.:'], [491, '1.792.524,13']]],
    ]);
    // The quantity the OCR lost, from the amount and the discounted price.
    const lost = rows([
      [196, [[38, 'Código'], [92, 'Artículo'], [306, 'Cant.'], [363, 'P. Lista'], [408, 'Bonif.'], [441, 'P. Unit. c/Bonif.'], [539, 'Total']]],
      [250, [[42, 'EL0171'], [95, 'Cinta aisladora 19 mm x 20 m'], [322, '2”'], [352, '1.185,98'], [410, '15 %'], [459, '1.008,08'], [517, '2.016,16']]],
    ]);
    expect(lost.map((r) => [r.q, r.p, r.ok])).toEqual([[2, 1008.08, true]]);
    expect(read.map((r) => [r.q, r.p, r.a, r.ok])).toEqual([
      [1, 10749.09, 10749.09, true],
      [50, 5924.45, 296222.5, true],
      [20, 13612.5, 272250, true],
    ]);
  });

  it('reads a VAT column captioned "Tasa" and ends the table at the foot\'s "Gravado 21 %" rows', () => {
    const t = table([
      [213, [[36, 'CÓDIGO'], [84, 'DESCRIPCIÓN'], [337, 'CANT.'], [396, 'P.UNIT.'], [444, 'TASA'], [514, 'SUBTOTAL']]],
      [229, [[36, 'AL0143'], [84, 'Leche entera larga vida 1 L caja x 12'], [357, '3'], [392, '16.980,00'], [449, '10,5'], [521, '50.940,00']]],
      [268, [[36, 'AL0192'], [84, 'Café molido 500 g'], [352, '20'], [392, '11.230,40'], [449, '21,0'], [516, '224.608,00']]],
      [569, [[34, 'Gravado 21 %'], [188, '224.608,00'], [264, 'I.V.A. 21 %'], [418, '47.167,68']]],
      [582, [[34, 'Gravado 10,5 %'], [181, '50.940,00'], [264, 'I.V.A. 10,5 %'], [418, '5.348,70']]],
    ])!;
    expect(t.rows.map((r) => [r.description, r.ivaRate])).toEqual([['Leche entera larga vida 1 L caja x 12', 10.5], ['Café molido 500 g', 21]]);
  });

  it('takes a first column whose caption is centred over it from where its rows start', () => {
    const t = table([
      [278, [[241, 'DETALLE'], [506, 'CANT.']]],
      [299, [[48, 'cinta aisladora 19 mm x 20 m'], [497, 'x 3']]],
      [323, [[47, 'EL0199 Jabalina acero-cobre 5/8" x 1,5 m'], [496, 'x 15']]],
      [346, [[48, 'TABLERO EMBUTIR 12 MÓDULOS'], [495, 'x1']]],
      [647, [[40, 'Recibí la mercadería detallada de conformidad.']]],
    ])!;
    expect(t.rows.map((r) => [r.description, r.quantity])).toEqual([
      ['cinta aisladora 19 mm x 20 m', 3],
      ['EL0199 Jabalina acero-cobre 5/8" x 1,5 m', 15],
      ['TABLERO EMBUTIR 12 MÓDULOS', 1],
    ]);
  });

  it("ends the table at a row whose only number is the sum of the rows above, and leaves a product's attributes out of its name", () => {
    const t = table([
      [110, [[39, 'Producto'], [292, 'SKU'], [371, 'Unidades'], [455, 'Precio'], [539, 'Total']]],
      [141, [[76, 'Campera rompeviento impermeable']]],
      [146, [[287, 'RO0122-248'], [394, '1 u.'], [432, '$ 56.800,00'], [506, '$ 56.800,00']]],
      [153, [[76, 'Talle: S | Color: Azul marino']]],
      [186, [[76, 'Short de baño secado rápido']]],
      [192, [[287, 'RO0150-205'], [394, '3 u.'], [432, '$ 21.300,01'], [506, '$ 63.900,03']]],
      [198, [[76, 'Talle: XL | Color: Gris melange']]],
      [244, [[44, 'Comprador'], [224, 'Datos para tu factura'], [403, 'Productos'], [500, '$ 120.700,03']]],
      [260, [[44, 'María Laura Giménez'], [224, 'María Laura Giménez'], [403, 'Envío'], [529, '$ 0,00']]],
    ])!;
    expect(t.rows.map((r) => [r.description, r.quantity, r.unitPrice])).toEqual([
      ['Campera rompeviento impermeable', 1, 56800],
      ['Short de baño secado rápido', 3, 21300.01],
    ]);
    expect(t.endLine?.text).toMatch(/^Comprador/);
  });

  it('reads the items of a fiscal printer ticket: quantity [unit] x price, then description, (rate) and amount', () => {
    const layout = buildLayout(fixtureDocument([
      [175, [[12, 'CANT./PRECIO UNIT.'], [113, '(%IVA)'], [151, 'IMPORTE']]],
      [193, [[12, '12,280 L x 1.289,90']]],
      [202, [[12, 'NAFTA SUPER'], [117, '(21,00)'], [151, '15.839,97']]],
      [212, [[12, '1 x 2.650,00']]],
      [221, [[12, 'HIELO BOLSA 3KG'], [121, '(21,00)'], [155, '2.650,00']]],
      [239, [[12, 'TOTAL'], [146, '$18.489,97']]],
    ]));
    expect(readTicketItems(layout, 'comma-decimal').map((r) => [r.description, r.quantity, r.unitPrice, r.ivaRate, r.amount])).toEqual([
      ['NAFTA SUPER', 12.28, 1289.9, 21, 15839.97],
      ['HIELO BOLSA 3KG', 1, 2650, 21, 2650],
    ]);
  });

  it("reads a ticket's items whose description wraps over lines between 'qty x price' and the amount", () => {
    const layout = buildLayout(fixtureDocument([
      [204, [[9, 'CANT./PRECIO UNIT.'], [191, '(%IVA)']]],
      [213, [[9, 'DESCRIPCION'], [187, 'IMPORTE']]],
      [233, [[9, '2,000 x 34900,01']]],
      [242, [[9, 'MOLINILLO MANUAL DE CAFE']]],
      [252, [[9, 'CON MUELA CERAMICA'], [142, '(21,00)'], [182, '69800,02']]],
      [261, [[9, '1,000 x 16000,00']]],
      [271, [[9, 'CAFE DE ESPECIALIDAD']]],
      [280, [[9, 'ETIOPIA SIDAMO 250 G EN']]],
      [290, [[9, 'GRANO'], [142, '(21,00)'], [182, '16000,00']]],
      [300, [[9, '1,000 x 8000,00']]],
      [309, [[9, 'TAZA DE CERAMICA 300 ML'], [142, '(21,00)'], [187, '8000,00']]],
      [328, [[9, 'TOTAL'], [155, '$93800,02']]],
    ]));
    expect(readTicketItems(layout, 'comma-decimal').map((r) => [r.description, r.quantity, r.unitPrice, r.ivaRate, r.amount])).toEqual([
      ['MOLINILLO MANUAL DE CAFE CON MUELA CERAMICA', 2, 34900.01, 21, 69800.02],
      ['CAFE DE ESPECIALIDAD ETIOPIA SIDAMO 250 G EN GRANO', 1, 16000, 21, 16000],
      ['TAZA DE CERAMICA 300 ML', 1, 8000, 21, 8000],
    ]);
  });

  it("keeps a '#' caption and 'Producto' in the header, reads 'Desc.' beside it as the discount, and a labelled code under a name as the code", () => {
    const t = table([
      [263, [[50, '#'], [70, 'Producto'], [275, 'Cantidad'], [327, 'Precio unitario'], [393, 'Desc.'], [438, 'IVA'], [535, 'Total']]],
      [281, [[50, '1'], [70, 'pHmetro de mesa con electrodo'], [303, '3'], [339, '865 400,00'], [399, '0 %'], [431, '21 %'], [504, '2 596 200,00']]],
      [290, [[70, 'Cód. LB0150', 8]]],
      [306, [[50, '2'], [70, 'Puntas para micropipeta 1000 ul x 1000'], [303, '1'], [344, '38 900,00'], [399, '0 %'], [424, '10,5 %'], [515, '38 900,00']]],
      [315, [[70, 'Cód. LB0136', 8]]],
      [393, [[315, 'Subtotal (sin IVA)'], [482, 'ARS 2 635 100,00']]],
    ])!;
    expect(t.header.columns.map((c) => c.role)).toEqual(['index', 'description', 'quantity', 'unitPrice', 'discount', 'ivaRate', 'amount']);
    expect(t.rows.map((r) => [r.code, r.description, r.quantity, r.unitPrice, r.ivaRate, r.amount, r.validated])).toEqual([
      ['LB0150', 'pHmetro de mesa con electrodo', 3, 865400, 21, 2596200, true],
      ['LB0136', 'Puntas para micropipeta 1000 ul x 1000', 1, 38900, 10.5, 38900, true],
    ]);
  });

  it('reads a description that starts with a word that is also a unit ("Tubo LED")', () => {
    expect(
      rows([
        [200, [[30, 'CÓDIGO'], [170, 'DESCRIPCIÓN'], [330, 'CANTIDAD'], [370, 'U.M.'], [400, 'P. UNITARIO'], [520, 'IMPORTE']]],
        [220, [[30, 'EL01651'], [87, 'Tubo LED T8 9 W 60 cm'], [330, '10,00 u.'], [410, '2.928,14'], [520, '29.281,40']]],
      ]).map((r) => r.d),
    ).toEqual(['Tubo LED T8 9 W 60 cm']);
  });

  it('keeps item numbers and right-aligned quantities under left-aligned labels in their own columns', () => {
    // "#" and "Cant." are printed left in their cells, the numbers right: the item number sits closer to "Cant." than
    // the quantity does.
    const t = table([
      [195, [[30, '#'], [53, 'Cant.'], [117, 'UM'], [157, 'Descripción'], [505, 'Bultos']]],
      [210, [[42, '1'], [100, '2'], [112, 'UN'], [157, 'Interruptor termomagnético bipolar 20 A'], [563, '1']]],
      [225, [[42, '2'], [95, '24'], [112, 'UN'], [157, 'Bornera riel DIN 4 mm²'], [563, '5']]],
    ])!;
    expect(t.rows.map((r) => [r.description, r.quantity])).toEqual([['Interruptor termomagnético bipolar 20 A', 2], ['Bornera riel DIN 4 mm²', 24]]);
  });

  it('takes a right-aligned quantity printed against the description (no gap) for the quantity', () => {
    expect(
      rows([
        [195, [[30, 'Cód. Art.'], [100, 'Cantidad'], [185, 'Descripción del artículo'], [330, 'Precio'], [500, 'Subtotal']]],
        [210, [[30, 'IT0143'], [160, '2,00 Switch 24 bocas gigabit'], [330, '298.600,00'], [500, '597.200,00']]],
      ]).map((r) => [r.d, r.q]),
    ).toEqual([['Switch 24 bocas gigabit', 2]]);
  });

  it('keeps a number of a short description in the description when no column takes it ("AGMIN SG 500")', () => {
    const t = table([
      [170, [[40, 'Cant.'], [100, 'Descripción']]],
      [190, [[40, '6'], [100, 'AGMIN SG 500']]],
      [206, [[40, '12'], [100, 'AGUA MIN 500']]],
    ])!;
    expect(t.rows.map((r) => [r.description, r.quantity])).toEqual([['AGMIN SG 500', 6], ['AGUA MIN 500', 12]]);
  });

  it('reads an ambiguous "Artículo" beside a "Descripción" as the code column', () => {
    expect(
      rows([
        [195, [[30, 'Ítem'], [60, 'Artículo'], [120, 'Descripción'], [330, 'Cantidad'], [400, 'Precio'], [500, 'Importe']]],
        [210, [[30, '1'], [60, 'IT0143'], [120, 'Switch 24 bocas gigabit'], [340, '2'], [400, '298.600,00'], [500, '597.200,00']]],
      ]),
    ).toEqual([{ d: 'Switch 24 bocas gigabit', q: 2, p: 298600, r: null, a: 597200, ok: true }]);
  });

  it('goes on past a carried-forward amount to the header repeated on the next page', () => {
    const read = rows(
      [
        [100, [[40, 'Cant.'], [100, 'Descripción'], [400, 'Precio'], [500, 'Importe']]],
        [120, [[40, '2'], [100, 'Cinta aisladora 19 mm x 20 m'], [400, '980,15'], [500, '1.960,30']]],
        [140, [[300, 'Transporte'], [500, '1.960,30']]],
      ],
      [
        [100, [[40, 'Cant.'], [100, 'Descripción'], [400, 'Precio'], [500, 'Importe']]],
        [115, [[300, 'Transporte'], [500, '1.960,30']]],
        [130, [[40, '3'], [100, 'Reflector LED 50 W'], [400, '16.320,00'], [500, '48.960,00']]],
        [160, [[300, 'TOTAL'], [500, '50.920,30']]],
      ],
    );
    expect(read.map((r) => [r.d, r.q])).toEqual([['Cinta aisladora 19 mm x 20 m', 2], ['Reflector LED 50 W', 3]]);
  });

  it('leaves a sidebar of label/value pairs left of the table out of the header and the rows', () => {
    const read = rows([
      [100, [[12, '01/10/2026 al 31/10/2026'], [176, 'Concepto'], [400, 'Cant.'], [435, 'Precio'], [505, 'Importe']]],
      [115, [[176, 'Servicio de limpieza de oficinas (mes)'], [425, '1'], [456, '645.000,00'], [532, '645.000,00']]],
      [128, [[12, 'Nº DE CLIENTE']]],
      [141, [[12, '29247'], [176, 'Hora de consultoría técnica'], [425, '1'], [461, '42.500,00'], [536, '42.500,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.a])).toEqual([['Servicio de limpieza de oficinas (mes)', 1, 645000], ['Hora de consultoría técnica', 1, 42500]]);
  });

  it('joins a wrapped description to its row and stops at the totals', () => {
    const read = rows([
      [100, [[40, 'Cant.'], [100, 'Descripción'], [400, 'Precio'], [500, 'Importe']]],
      [120, [[40, '8'], [100, 'Bolsas de residuos 60 x 90 x'], [400, '6025,80'], [500, '48206,40']]],
      [131, [[100, '30 micrones']]],
      [145, [[40, '4'], [100, 'Agua mineral 2 L pack x 6'], [400, '7405,56'], [500, '29622,24']]],
      [170, [[400, 'TOTAL'], [500, '77828,64']]],
    ]);
    expect(read.map((r) => r.d)).toEqual(['Bolsas de residuos 60 x 90 x 30 micrones', 'Agua mineral 2 L pack x 6']);
    expect(read.every((r) => r.ok)).toBe(true);
  });

  it('reads a remito without prices: quantity, description and code, packages apart', () => {
    const t = table([
      [195, [[42, 'CÓDIGO'], [100, 'CANTIDAD'], [160, 'U.M.'], [250, 'DESCRIPCIÓN'], [520, 'BULTOS']]],
      [210, [[30, 'FE01049'], [110, '11 caja'], [190, 'TORN. MADERA C/FRESADA ZINC. 4 X40MM'], [530, '11']]],
      [225, [[30, 'FE01280'], [110, '3 u.'], [190, 'DISCO FLAP 115 GR. 80'], [530, '3']]],
      [260, [[35, 'Total bultos: 14']]],
    ])!;
    expect(t.priced).toBe(false);
    expect(t.rows.map((r) => [r.code, r.quantity, r.description])).toEqual([
      ['FE01049', 11, 'TORN. MADERA C/FRESADA ZINC. 4 X40MM'],
      ['FE01280', 3, 'DISCO FLAP 115 GR. 80'],
    ]);
  });

  it('takes a column label a tilted photo put half a line under the header row ("Cajas") as a column of it', () => {
    const t = table([
      [195, [[42, 'Cod. Art.'], [100, 'Cant. Concepto']]],
      [203, [[420, 'Cajas']]],
      [215, [[30, 'FE0101'], [110, '5 TORN. AUTOPERF. PUNTA MECHA 8 X 1" CJ X 100'], [430, '5']]],
      [227, [[30, 'FE0115'], [110, '1 DISCO DE CORTE METAL 115 X 1 MM'], [430, '1']]],
    ])!;
    expect(t.header.columns.map((c) => c.role)).toEqual(['code', 'quantity', 'description', 'packages']);
    expect(t.rows.map((r) => [r.code, r.quantity, r.description])).toEqual([
      ['FE0101', 5, 'TORN. AUTOPERF. PUNTA MECHA 8 X 1" CJ X 100'],
      ['FE0115', 1, 'DISCO DE CORTE METAL 115 X 1 MM'],
    ]);
  });

  it('reads a ticket whose "qty x price (rate)" line sits over the description and amount', () => {
    expect(
      rows([
        [173, [[10, 'CANT./PRECIO UNIT.'], [150, '(%IVA)']]],
        [183, [[10, 'DESCRIPCION'], [150, 'IMPORTE']]],
        [199, [[10, '6 x 13588,78'], [150, '(21)']]],
        [209, [[10, 'Café molido 500 g'], [150, '81532,68']]],
        [230, [[10, 'TOTAL'], [150, '$ 81532,68']]],
      ]),
    ).toEqual([{ d: 'Café molido 500 g', q: 6, p: 13588.78, r: 21, a: 81532.68, ok: true }]);
  });

  it('gives a "qty x $ price" line printed under its row to that row, not to the next one', () => {
    expect(
      rows([
        [161, [[26, 'Cant.'], [60, 'Detalle'], [363, 'Importe']]],
        [173, [[41, '4'], [60, 'Postre del día'], [352, '21.600,00']]],
        [184, [[66, '4 x $ 5.400,00']]],
        [196, [[36, '12'], [60, 'Lunch frío por persona'], [347, '163.200,00']]],
        [207, [[66, '12 x $ 13.600,00']]],
        [219, [[41, '3'], [60, 'Menú ejecutivo'], [347, '52.200,03']]],
        [230, [[66, '3 x $ 17.400,01']]],
        [250, [[26, 'TOTAL $'], [347, '237.000,03']]],
      ]),
    ).toEqual([
      { d: 'Postre del día', q: 4, p: 5400, r: null, a: 21600, ok: true },
      { d: 'Lunch frío por persona', q: 12, p: 13600, r: null, a: 163200, ok: true },
      { d: 'Menú ejecutivo', q: 3, p: 17400.01, r: null, a: 52200.03, ok: true },
    ]);
  });

  it('keeps the net amount and leaves the amount with VAT of the tax authority layout apart', () => {
    expect(
      rows([
        [279, [[23, 'Código'], [80, 'Producto / Servicio'], [240, 'Cantidad'], [290, 'U. Medida'], [340, 'Precio Unit.'], [400, '% Bonif'], [440, 'Subtotal'], [490, 'Alícuota'], [530, 'Subtotal c/IVA']]],
        [302, [[23, 'FE0227'], [80, 'Carretilla reforzada 90 L'], [240, '20,00'], [290, 'unidades'], [340, '112400,00'], [400, '0,00'], [440, '2248000,00'], [495, '21%'], [530, '2720080,00']]],
      ]),
    ).toEqual([{ d: 'Carretilla reforzada 90 L', q: 20, p: 112400, r: 21, a: 2248000, ok: true }]);
  });

  it('continues the table under the header repeated on the next page', () => {
    const header: FixtureLine = [100, [[40, 'Cant.'], [100, 'Descripción'], [400, 'Precio'], [500, 'Importe']]];
    const read = rows(
      [header, [120, [[40, '2'], [100, 'Reflector LED 50 W'], [400, '1000,00'], [500, '2000,00']]], [800, [[250, 'Hoja 1 de 2']]]],
      [[40, [[40, 'Electro Los Nogales']]], header, [120, [[40, '1'], [100, 'Tubo LED 9 W'], [400, '500,00'], [500, '500,00']]], [200, [[400, 'TOTAL'], [500, '2500,00']]]],
    );
    expect(read.map((r) => r.d)).toEqual(['Reflector LED 50 W', 'Tubo LED 9 W']);
  });

  it('finds no table where no header names a description and a quantity or price', () => {
    expect(table([[100, [[40, 'Observaciones'], [300, 'Firma']]]])).toBeNull();
  });
});

describe('rows without a header', () => {
  it('reads rows where quantity × price = amount, and implies a quantity OCR lost from amount / price', () => {
    const layout = buildLayout(fixtureDocument([
      [230, [[38, '170178'], [80, 'Instalación y configuración de red (hora)'], [300, '10,00'], [360, '34.500,00'], [500, '345.000,00']]],
      [245, [[38, 'IT0164'], [80, 'Patch cord Cat 6 1,5m'], [360, '3.480,50'], [500, '6.961,00']]],
      [300, [[380, 'Subtotal'], [500, '351.961,00']]],
    ]));
    expect(readRowsWithoutHeader(layout, 'comma-decimal').map((r) => [r.code, r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['170178', 'Instalación y configuración de red (hora)', 10, 34500, 345000],
      ['IT0164', 'Patch cord Cat 6 1,5m', 2, 3480.5, 6961],
    ]);
  });
  it('places a row\'s numbers where the rows that add up have them (right-aligned numbers under left-aligned labels)', () => {
    // Numbers end far right of their labels: a lone "1" sits nearer the price's label than the quantity's.
    const read = rows([
      // Digits set smaller than the labels, as on the scan this comes from: the row's unit is small.
      [200, [[46, 'Código'], [135, 'Concepto'], [230, 'Cantidad'], [341, 'P.Unitario'], [463, 'Total']]],
      [215, [[135, 'Limpieza de']]],
      [222, [[46, 'SV01', 7], [326, '20', 7], [417, '546,61', 7], [515, '10.932,20', 7]]],
      [229, [[135, 'oficinas']]],
      [245, [[135, 'Monitoreo de']]],
      [252, [[46, 'SV02', 7], [331, '1', 7], [421, '44,32', 7], [529, '44,32', 7]]],
      [259, [[135, 'alarma']]],
      [275, [[135, 'Soporte']]],
      [282, [[46, 'SV03', 7], [331, '4', 7], [418, '241,53', 7], [525, '966,12', 7]]],
      [289, [[135, 'técnico']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.a, r.ok])).toEqual([
      ['Limpieza de oficinas', 20, 546.61, 10932.2, true],
      ['Monitoreo de alarma', 1, 44.32, 44.32, true],
      ['Soporte técnico', 4, 241.53, 966.12, true],
    ]);
  });

  it('joins a wrapped description whose first line ends in a number to the row below it', () => {
    // "... gestión 5" reaches under the quantity's label: read alone it is a row with a quantity and nothing else.
    const read = rows([
      [200, [[30, 'Descripción'], [150, 'Cant.'], [250, 'Precio'], [350, 'Importe']]],
      [220, [[30, 'Hosting plan anual'], [160, '2'], [250, '100,00'], [350, '200,00']]],
      [232, [[30, 'Licencia software de gestión 5']]],
      [244, [[30, 'usuarios (mes)'], [160, '3'], [250, '81,69'], [350, '245,07']]],
      [260, [[30, 'Soporte técnico'], [160, '1'], [250, '50,00'], [350, '50,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.ok])).toEqual([
      ['Hosting plan anual', 2, true],
      ['Licencia software de gestión 5 usuarios (mes)', 3, true],
      ['Soporte técnico', 1, true],
    ]);
  });
  it('reads "Descripción del artículo" as one column, and right-aligned numbers far right of their labels', () => {
    // No row adds up under the labels' own places: the amount's label sits nearer the prices than the amounts.
    const read = table([
      [263, [[30, 'Unidades'], [146, 'Descripción del artículo'], [290, 'Precio unitario'], [430, 'Importe']]],
      [278, [[142, 'Instalación y']]],
      [287, [[113, '12,00 configuración de red'], [383, '34500,00'], [527, '414000,00']]],
      [296, [[142, '(hora)']]],
      [312, [[113, '20,00 Switch 24 bocas gigabit'], [382, '298600,00'], [522, '5972000,00']]],
      [350, [[378, 'Importe Neto'], [516, '6386000,00']]],
    ])!;
    expect(read.header.columns.map((c) => c.role)).toEqual(['quantity', 'description', 'unitPrice', 'amount']);
    expect(read.rows.map((r) => [r.description, r.quantity, r.unitPrice, r.amount, r.validated])).toEqual([
      ['Instalación y configuración de red (hora)', 12, 34500, 414000, true],
      ['Switch 24 bocas gigabit', 20, 298600, 5972000, true],
    ]);
  });
  it('reads a purchase order laid out as an ERP prints it: item, material, "Texto breve", annotations under each row', () => {
    const read = table([
      [231, [[32, 'Ítem'], [75, 'Material'], [142, 'Texto breve'], [352, 'Cantidad UM'], [443, 'Precio neto'], [527, 'Valor neto']]],
      [246, [[32, '00010'], [75, '87620375'], [142, 'Disyuntor diferencial bipolar 40 A'], [365, '6,000 UN'], [451, '41.290,45'], [525, '247.742,70']]],
      [255, [[142, 'Fecha de entrega: 01.12.2026 Su código: EL0122 Precio por 1 UN', 7]]],
      [270, [[32, '00020'], [75, '84918345'], [142, 'Jabalina acero-cobre 5/8" x 1,5 m'], [365, '2,000 UN'], [451, '24.310,00'], [530, '48.620,00']]],
      [279, [[142, 'Su código: EL0199 Precio por 1 UN', 7]]],
      [300, [[360, 'Valor neto total'], [523, '296.362,70']]],
    ])!;
    expect(read.header.columns.map((c) => c.role)).toEqual(['index', 'code', 'description', 'quantity', 'unit', 'unitPrice', 'amount']);
    expect(read.rows.map((r) => [r.code, r.description, r.quantity, r.unitPrice, r.validated])).toEqual([
      ['87620375', 'Disyuntor diferencial bipolar 40 A', 6, 41290.45, true],
      ['84918345', 'Jabalina acero-cobre 5/8" x 1,5 m', 2, 24310, true],
    ]);
  });

  it('reads a bilingual header ("Qty / Cant.", "Unit price USD", "Amount USD")', () => {
    const read = table([
      [300, [[30, '#'], [47, 'Description / Descripción'], [260, 'Qty / Cant.'], [330, 'Unit price USD'], [420, 'IVA'], [470, 'Amount USD']]],
      [315, [[30, '1'], [47, 'Switch 24 bocas gigabit'], [270, '8'], [350, '253.05'], [420, '21%'], [480, '2,024.40']]],
    ])!;
    expect(read.rows.map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([['Switch 24 bocas gigabit', 8, 253.05, 2024.4]]);
  });
  it('takes a small number before a price that lost its separators for the quantity, not the price', () => {
    const read = readRowsWithoutHeader(
      buildLayout(fixtureDocument([
        [220, [[30, 'Servicio de fumigación'], [300, '8'], [340, '74.600,00'], [440, '596.800,00']]],
        [235, [[30, 'Monitoreo de alarma 24 h (mes)'], [300, '6'], [340, '5230000'], [440, '313.800,00']]],
      ])),
      'comma-decimal',
    );
    expect(read.map((r) => [r.description, r.quantity, r.unitPrice])).toEqual([
      ['Servicio de fumigación', 8, 74600],
      ['Monitoreo de alarma 24 h (mes)', 6, 52300],
    ]);
    // A price printed with its separators did not lose them: a garbled amount makes no price of amount / quantity.
    const garbled = readRowsWithoutHeader(buildLayout(fixtureDocument([[220, [[30, 'Tomacorriente doble 10 A'], [300, '24'], [340, '2.890,70'], [400, '0,00'], [440, '69.37680']]]])), 'comma-decimal');
    expect(garbled.map((r) => r.unitPrice)).not.toContain(2.8907);
  });
  it('reads a remito\'s quantities printed with their units, under a header and without one', () => {
    const lines: FixtureLine[] = [
      [170, [[39, 'FU0101'], [99, 'Queso crema pote 2 kg'], [441, 'lu.'], [490, '1268177-1']]],
      [190, [[39, 'FK0136'], [99, 'BONDIOLA CURADA (POR KG)'], [429, '1,25 kg'], [490, 'L268177-2']]],
      [210, [[99, 'Crema de leche caja X 12 potes de 350 g'], [441, '6¢j'], [490, 'L268177-3']]],
      [230, [[99, 'JAMÓN COCIDO NATURAL (POR KG)'], [441, '05kg'], [490, 'L268177-4']]],
    ];
    const expected = [
      ['Queso crema pote 2 kg', 1],
      ['BONDIOLA CURADA (POR KG)', 1.25],
      ['Crema de leche caja X 12 potes de 350 g', 6],
      ['JAMÓN COCIDO NATURAL (POR KG)', 0.5],
    ];
    const withHeader = table([[150, [[38, 'Art.'], [99, 'Producto'], [422, 'Cantidad'], [490, 'Lote']]], ...lines])!;
    expect(withHeader.rows.map((r) => [r.description, r.quantity])).toEqual(expected);
    // The header line lost to OCR: the rows still read "words … quantity unit".
    expect(readRowsWithUnits(buildLayout(fixtureDocument(lines))).map((r) => [r.description, r.quantity])).toEqual(expected);
  });
  it("reads a hand-filled remito's quantities written after an \"x\" when its header was lost", () => {
    const lines: FixtureLine[] = [
      [296, [[55, 'EL0108 Cable unipolar 4 mm² rollo x 100 m'], [491, 'x1']]],
      [320, [[55, 'Cinta aisladora 19 mm x 20 m'], [490, 'X 4']]],
      [343, [[56, 'TABLERO EMBUTIR 12 MÓDULOS'], [491, 'x3']]],
    ];
    expect(readRowsWithUnits(buildLayout(fixtureDocument(lines))).map((r) => [r.description, r.quantity])).toEqual([
      ['Cable unipolar 4 mm² rollo x 100 m', 1],
      ['Cinta aisladora 19 mm x 20 m', 4],
      ['TABLERO EMBUTIR 12 MÓDULOS', 3],
    ]);
  });
  it('takes the numbers right of every labelled column for the amount when its label was lost, and a rate that lost its comma', () => {
    const read = table([
      [200, [[47, 'Artículo'], [316, 'Cantidad'], [373, 'Precio Unit.'], [431, 'Dto.'], [465, 'IVA']]],
      [230, [[47, 'AG0157 Rollo de alfalfa 450 kg'], [326, '1,00'], [380, '38.900,00'], [431, '0,00'], [465, '1050'], [510, '38.900,00']]],
      [245, [[47, 'AG0178 Manga de polietileno x m'], [326, '4,00'], [385, '9.840,30'], [431, '0,00'], [465, '21,00'], [515, '39.361,20']]],
    ])!;
    expect(read.rows.map((r) => [r.code, r.description, r.quantity, r.unitPrice, r.ivaRate, r.amount, r.validated])).toEqual([
      ['AG0157', 'Rollo de alfalfa 450 kg', 1, 38900, 10.5, 38900, true],
      ['AG0178', 'Manga de polietileno x m', 4, 9840.3, 21, 39361.2, true],
    ]);
  });
  it("reads a rate of one decimal whose comma the OCR lost ('105%' for 10,5 %) (thirteenth session)", () => {
    const read = table([
      [205, [[40, 'CONCEPTO'], [260, 'CANT.'], [320, 'PRECIO UNIT.'], [400, 'ALICUOTA'], [480, 'SUBTOTAL']]],
      [219, [[40, 'Micropipeta monocanal volumen variable'], [270, '6'], [320, '411.000,00'], [410, '21%'], [470, '$ 2.466.000,00']]],
      [245, [[40, 'Tubos cónicos 50 ml estériles x 500'], [265, '15'], [320, '152.300,00'], [408, '105%'], [470, '$ 2.284.500,00']]],
    ])!;
    expect(read.rows.map((r) => r.ivaRate)).toEqual([21, 10.5]);
  });
  it('goes on past "Subtotal anterior" under the header repeated on the next page, and stops at "Cantidad de bultos"', () => {
    const header: FixtureLine = [100, [[30, 'Cód.'], [80, 'Descripción'], [300, 'Cant.'], [350, 'Precio s/IVA'], [450, 'Total']]];
    const read = table(
      [header, [120, [[30, 'EL0192'], [80, 'Lámpara LED E27 12 W'], [300, '3'], [350, '1.980,61'], [450, '5.941,83']]], [700, [[300, 'Transporte'], [450, '5.941,83']]]],
      [header, [120, [[300, 'Subtotal anterior'], [450, '5.941,83']]], [140, [[30, 'FE0192'], [80, 'Rodillo lana 22 cm'], [300, '6'], [350, '6.120,30'], [450, '36.721,80']]], [200, [[300, 'Subtotal neto'], [450, '42.663,63']]]],
    )!;
    expect(read.rows.map((r) => [r.description, r.quantity])).toEqual([['Lámpara LED E27 12 W', 3], ['Rodillo lana 22 cm', 6]]);
    const remito = table([
      [100, [[30, 'Código'], [100, 'Cant.'], [160, 'U.M.'], [220, 'Detalle']]],
      [120, [[30, 'FE0122'], [100, '12,00'], [160, 'UN'], [220, 'Cemento portland bolsa 50 kg']]],
      [135, [[30, 'FE0192'], [100, '1500'], [160, 'UN'], [220, 'Rodillo lana 22 cm']]],
      [150, [[30, 'FE0227'], [100, '10,00'], [160, 'UN'], [220, 'Carretilla reforzada 90 L']]],
      [180, [[30, 'Cantidad de bultos'], [160, '37']]],
    ])!;
    // "1500" among "x,00" quantities is "15,00" without its comma.
    expect(remito.rows.map((r) => [r.description, r.quantity])).toEqual([
      ['Cemento portland bolsa 50 kg', 12],
      ['Rodillo lana 22 cm', 15],
      ['Carretilla reforzada 90 L', 10],
    ]);
  });
  it('drops item numbers 1, 2, 3 … run into the descriptions when the index column\'s label was lost', () => {
    const read = table([
      [300, [[30, '*'], [47, 'Description / Descripción'], [260, 'Qty / Cant.'], [330, 'Unit price USD'], [470, 'Amount USD']]],
      [315, [[30, '1 Patch cord Cat 6 1,5m'], [270, '3'], [350, '2.95'], [480, '8.85']]],
      [330, [[30, '2 Switch 24 bocas gigabit'], [270, '8'], [350, '253.05'], [480, '2,024.40']]],
    ])!;
    expect(read.rows.map((r) => r.description)).toEqual(['Patch cord Cat 6 1,5m', 'Switch 24 bocas gigabit']);
  });
});

describe('items without a table', () => {
  const layoutOf = (lines: FixtureLine[]) => buildLayout(fixtureDocument(lines));

  it('reads a letter\'s list "qty  description  $ price c/u  $ amount" where the row adds up', () => {
    const read = readRowsWithoutHeader(layoutOf([
      [200, [[40, '1'], [60, 'Tablero embutir 12 módulos'], [300, '$ 18.750,35 c/u'], [420, '$ 18.750,35']]],
      [215, [[40, '12'], [60, 'Caño corrugado 3/4" rollo x 25 m'], [300, '$ 9.840,50 c/u'], [420, '$ 118.086,00']]],
    ]), 'comma-decimal');
    expect(read.map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['Tablero embutir 12 módulos', 1, 18750.35, 18750.35],
      ['Caño corrugado 3/4" rollo x 25 m', 12, 9840.5, 118086],
    ]);
  });

  it('reads items written in running text: bullet, quantity and unit, description, "a $ price c/u"', () => {
    const read = readItemsInText(layoutOf([
      [100, [[40, 'Por medio del presente les confirmamos la orden de compra OC 4500048154:']]],
      [115, [[40, '- 3 u. Tubo LED T8 18 W 120 cm a $ 3.640,25 c/u']]],
      [130, [[40, '- 5 u. Caja estanca IP65 20 x 20 cm a $ 8.120,80 c/u']]],
      [145, [[40, '• 2 x Guante de descarne @ USD 12,50 = USD 25,00']]],
      [160, [[40, 'Suman $ 1.228.012,80 más IVA 21 %: en total $ 1.485.895,49.']]],
      [175, [[40, 'Entrega en 2 días a partir de la fecha.']]],
    ]), 'comma-decimal');
    expect(read.map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['Tubo LED T8 18 W 120 cm', 3, 3640.25, 10920.75],
      ['Caja estanca IP65 20 x 20 cm', 5, 8120.8, 40604],
      ['Guante de descarne', 2, 12.5, 25],
    ]);
  });

  it('leaves a text line whose printed amount does not add up, or with no price marker', () => {
    const read = readItemsInText(layoutOf([
      [115, [[40, '- 3 u. Tubo LED T8 18 W a $ 3.640,25 c/u = $ 9.999,00']]],
      [130, [[40, '12 cuotas sin interés de 4.500,00']]],
    ]), 'comma-decimal');
    expect(read).toEqual([]);
  });

  it('reads an online shop\'s product cards: name, "Cantidad: n", the price beside, the unit price under', () => {
    const read = readItemCards(layoutOf([
      [100, [[40, 'Orden #17894']]],
      [130, [[80, 'Router WiFi 6 doble banda']]],
      [140, [[420, '$143.869,00']]],
      [150, [[80, 'Cantidad: 1']]],
      [180, [[80, 'Patch cord Cat 6 1,5 m']]],
      [192, [[80, 'Cantidad: 2'], [420, '$8.422,80']]],
      [204, [[80, '$4.211,40 c/u']]],
      [240, [[40, 'Subtotal'], [420, '$152.291,80']]],
    ]), 'comma-decimal');
    expect(read.map((r) => [r.description, r.quantity, r.unitPrice, r.amount, r.validated])).toEqual([
      ['Router WiFi 6 doble banda', 1, 143869, 143869, false],
      ['Patch cord Cat 6 1,5 m', 2, 4211.4, 8422.8, true],
    ]);
  });
});

describe('product cards beside a side column', () => {
  it("reads cards whose names wrap beside a thumbnail's initials, with the order's summary and billing data in a column beside them", () => {
    const read = readItemCards(buildLayout(fixtureDocument([
      [151, [[43, 'TU PEDIDO'], [391, 'RESUMEN']]],
      [170, [[391, 'Subtotal'], [502, '$ 197.500,00']]],
      [177, [[92, 'Juego de sábanas 2'], [289, '$ 37.900,00 c/u']]],
      [184, [[391, 'Envío'], [531, 'Gratis']]],
      [189, [[57, 'JU'], [92, 'plazas 180 hilos'], [295, '$ 37.900,00']]],
      [206, [[92, 'SKU: HO0115'], [391, 'Total'], [488, '$ 197.500,00']]],
      [217, [[92, 'Cantidad: 1']]],
      [241, [[92, 'Pava eléctrica acero'], [289, '$ 47.100,00 c/u'], [391, 'DATOS DE FACTURACIÓN']]],
      [254, [[57, 'PA'], [92, 'inoxidable 1,7 L'], [295, '$ 94.200,00'], [391, 'Gustavo Giménez']]],
      [267, [[391, 'Consumidor final']]],
      [270, [[92, 'SKU: HO0101']]],
      [282, [[92, 'Cantidad: 2'], [391, 'Entre Ríos 898 - (S3000) Santa']]],
      [294, [[391, 'Fe']]],
      [309, [[92, 'Toallón de algodón 70'], [289, '$ 14.900,00 c/u']]],
      [321, [[57, 'TO'], [92, 'x 140 cm'], [295, '$ 44.700,00']]],
      [337, [[92, 'SKU: HO0136']]],
      [349, [[92, 'Cantidad: 3']]],
    ])), 'comma-decimal');
    expect(read.map((r) => [r.description, r.quantity, r.unitPrice, r.amount, r.validated])).toEqual([
      ['Juego de sábanas 2 plazas 180 hilos', 1, 37900, 37900, true],
      ['Pava eléctrica acero inoxidable 1,7 L', 2, 47100, 94200, true],
      ['Toallón de algodón 70 x 140 cm', 3, 14900, 44700, true],
    ]);
  });
});

describe('product cards on a scan', () => {
  it("reads a name wrapped over three lines with the side column's lines between, and one whose 'c/u' the OCR garbled", () => {
    const read = readItemCards(buildLayout(fixtureDocument([
      [243, [[196, 'TU PEDIDO'], [591, 'RESUMEN']]],
      [263, [[591, 'Subtotal'], [712, '$ 131.000,00']]],
      [272, [[252, 'Pava eléctrica acero'], [475, '$ 47.100.00 cl fu']]],
      [279, [[591, 'Envío'], [746, 'Gratis']]],
      [286, [[212, 'PA'], [252, 'inoxidable 1,7 L'], [482, '$ 47.100,00']]],
      [304, [[253, 'SKU: HO0101']]],
      [306, [[590, 'Total'], [695, '$ 131.000,00']]],
      [317, [[252, 'Cantidad: 1']]],
      [414, [[252, 'Termo'], [475, '$ 41.900,00 c/u'], [590, 'Gustavo Giménez']]],
      [421, [[289, 'acero']]],
      [429, [[212, 'TE'], [252, 'inoxidable 1L'], [482, '$ 83.800,00'], [591, 'DNI 19.331.832']]],
      [444, [[590, 'o onsumidor fina']]],
      [451, [[252, 'SKU: HOD143']]],
      [460, [[252, 'Cantidad: 2'], [591, 'Entre Ríos 898']]],
      [474, [[591, 'Fe']]],
    ])), 'comma-decimal');
    expect(read.map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['Pava eléctrica acero inoxidable 1,7 L', 1, 47100, 47100],
      ['Termo acero inoxidable 1L', 2, 41900, 83800],
    ]);
  });
});

describe('two-line captions and two quantity columns', () => {
  it('takes the delivered quantity of a remito that prints ordered and delivered, and the caption\'s second line as caption', () => {
    const read = table([
      [100, [[30, 'CANT.'], [90, 'CANT.'], [150, 'CÓDIGO'], [250, 'DESCRIPCIÓN']]],
      [110, [[30, 'PEDIDA'], [90, 'ENTREGADA']]],
      [130, [[35, '11'], [95, '6'], [250, 'Codo PVC 110 mm 90°']]],
      [145, [[35, '22'], [95, '20'], [150, 'FE0157'], [250, 'Caño PVC 110 mm x 4 m']]],
    ])!;
    expect(read.rows.map((r) => [r.description, r.quantity])).toEqual([['Codo PVC 110 mm 90°', 6], ['Caño PVC 110 mm x 4 m', 20]]);
  });
});

describe('numbers OCR split at a thousands separator', () => {
  it('reads "29 870,00" in a price or amount cell as one number (a fax at 100 dpi)', () => {
    expect(rows([
      [100, [[30, 'Cant.'], [80, 'Descripción'], [300, 'P. Unit.'], [420, 'Importe']]],
      [120, [[30, '24'], [80, 'Balanceado terneros bolsa 40 kg'], [300, '29 870,00'], [420, '716 880,00']]],
      [135, [[30, '4'], [80, 'Bebedero plástico 500 L'], [300, '218.700,00'], [420, '874 800,00']]],
    ])).toEqual([
      { d: 'Balanceado terneros bolsa 40 kg', q: 24, p: 29870, r: null, a: 716880, ok: true },
      { d: 'Bebedero plástico 500 L', q: 4, p: 218700, r: null, a: 874800, ok: true },
    ]);
  });

  it("reads the amounts of a header whose 'Total' caption the OCR lost, printed grouped by spaces, one of them with a space lost ('1124 000,00') (fifteenth session)", () => {
    const t = table([
      [263, [[48, 'hd'], [71, 'Producto'], [275, 'Cantidad'], [320, 'Precio unitario'], [405, 'Desc.'], [445, 'IVA']]],
      [283, [[52, '1'], [71, 'pHmetro de mesa con electrodo'], [303, '3'], [335, '865 400,00'], [410, '0%'], [445, '21%'], [500, '2 596 200,00']]],
      [292, [[71, 'Cód. LB0150', 7]]],
      [308, [[51, '2'], [72, 'Baño termostático 10 L'], [304, '1'], [330, '1124 000,00'], [410, '0%'], [445, '21%'], [500, '1124 000,00']]],
      [317, [[71, 'Cód. LB0129', 7]]],
      [394, [[316, 'Subtotal (sin IVA)'], [481, 'ARS 3 720 200,00']]],
    ])!;
    expect(t.rows.map((r) => [r.code, r.description, r.quantity, r.unitPrice, r.amount, r.validated])).toEqual([
      ['LB0150', 'pHmetro de mesa con electrodo', 3, 865400, 2596200, true],
      ['LB0129', 'Baño termostático 10 L', 1, 1124000, 1124000, true],
    ]);
  });

  it("sets back the cents of a row whose price and amount both lost their separators in a table that prints cents ('112080', '21519360') (thirteenth session)", () => {
    const read = rows([
      [100, [[30, 'Cant.'], [80, 'Descripción'], [300, 'P. Unit.'], [420, 'Importe']]],
      [120, [[30, '288'], [80, 'Pañuelos descartables x 6'], [300, '1.320,00'], [420, '380.160,00']]],
      [135, [[30, '192'], [80, 'Esponja multiuso x 3'], [300, '112080'], [420, '21519360']]],
      [150, [[30, '300'], [80, 'Bolsas de residuos 45 x 60'], [300, '760,40'], [420, '228.120,00']]],
    ]);
    expect(read.map((r) => [r.q, r.p, r.a])).toEqual([
      [288, 1320, 380160],
      [192, 1120.8, 215193.6],
      [300, 760.4, 228120],
    ]);
    // A table printing whole pesos everywhere keeps them.
    const whole = rows([
      [100, [[30, 'Cant.'], [80, 'Descripción'], [300, 'P. Unit.'], [420, 'Importe']]],
      [120, [[30, '2'], [80, 'Pañuelos descartables x 6'], [300, '13200'], [420, '26400']]],
      [135, [[30, '3'], [80, 'Esponja multiuso x 3'], [300, '11208'], [420, '33624']]],
    ]);
    expect(whole.map((r) => r.p)).toEqual([13200, 11208]);
  });

  it('reads "412 300,000" as one number too: three decimals after a comma (thirteenth session)', () => {
    expect(rows([
      [100, [[30, 'Cant.'], [80, 'Descripción'], [300, 'P. Unit.'], [420, 'Importe']]],
      [120, [[30, '4'], [80, 'Impresora multifunción láser'], [300, '412 300,000'], [420, '1 649 200,00']]],
    ])).toEqual([{ d: 'Impresora multifunción láser', q: 4, p: 412300, r: null, a: 1649200, ok: true }]);
  });
});

describe('tables of a sixth session (fresh3 layouts studied)', () => {
  it('reads "Total u." as the quantity beside packages and units per package, and a "Presentación" column apart from the description', () => {
    const read = table([
      [217, [[33, 'Código'], [85, 'Descripción'], [307, 'Presentación'], [407, 'Bultos'], [449, 'Unid. x bulto'], [538, 'Total u.']]],
      [234, [[33, 'AL0178'], [85, 'Lavandina 4 L'], [307, 'Pack x 6 u.'], [425, '4'], [487, '6'], [554, '24']]],
      [249, [[85, 'gaseosa cola 2,25 l pack x 6'], [307, 'Unidad'], [425, '3'], [487, '1'], [558, '3']]],
      [270, [[30, 'Total bultos: 7'], [98, 'Total unidades: 27']]],
    ])!;
    expect(read.priced).toBe(false);
    expect(read.rows.map((r) => [r.description, r.quantity])).toEqual([['Lavandina 4 L', 24], ['gaseosa cola 2,25 l pack x 6', 3]]);
  });

  it('reads a table beside a sidebar whose cells hold a column word and a stop word, not as part of the table', () => {
    const read = table([
      [138, [[24, 'I.V.A. Resp. Inscripto'], [251, 'Ítem'], [283, 'Descripción'], [548, 'Cant.'], [599, 'Precio USD'], [666, 'Alíc. IVA'], [771, 'Total USD']]],
      [154, [[24, 'IIBB 757-351476-4'], [251, '1'], [287, 'Monitor LED 24" Full HD'], [564, '4'], [614, '227,46'], [668, '10,5 %'], [780, '909,84']]],
      [189, [[24, 'CONDICIONES COMERCIALES'], [251, '2'], [287, 'Disco SSD 1 TB NVMe'], [564, '5'], [614, '103,22'], [668, '10,5 %'], [780, '516,10']]],
      [224, [[24, 'Forma de pago: 50 % anticipo'], [251, '3'], [287, 'UPS 1500 VA interactiva'], [564, '4'], [614, '234,66'], [668, '21,0 %'], [780, '938,64']]],
      [306, [[649, 'Subtotal USD'], [771, '2.364,58']]],
    ])!;
    expect(read.header.columns.map((c) => c.role)).toEqual(['index', 'description', 'quantity', 'unitPrice', 'ivaRate', 'amount']);
    expect(read.rows.map((r) => [r.description, r.quantity, r.unitPrice, r.ivaRate, r.validated])).toEqual([
      ['Monitor LED 24" Full HD', 4, 227.46, 10.5, true],
      ['Disco SSD 1 TB NVMe', 5, 103.22, 10.5, true],
      ['UPS 1500 VA interactiva', 4, 234.66, 21, true],
    ]);
  });

  it('takes no row from a crease read as two letters', () => {
    const read = table([
      [251, [[36, 'Concepto'], [506, 'Importe']]],
      [265, [[56, 'Abono Fibra Optica 300 Mb'], [494, '29.995,90']]],
      [298, [[56, 'IP fija'], [499, '7.865,00']]],
      [306, [[473, 'Sl'], [502, 'lh']]],
      [325, [[399, 'TOTAL'], [470, '$ 37.860,90']]],
    ])!;
    expect(read.rows.map((r) => r.description)).toEqual(['Abono Fibra Optica 300 Mb', 'IP fija']);
  });
});

describe('tables of a sixth session (fresh4 layouts studied)', () => {
  it('reads a code caption naming what it codes ("Cód. prestación") as the code column, the description beside it', () => {
    const read = table([
      [273, [[37, 'Cód. prestación'], [105, 'Fecha prest.'], [165, 'Prestación'], [388, 'Cant.'], [443, 'Valor unit.'], [531, 'Importe']]],
      [289, [[37, '34.01.03'], [105, '15/11/2026'], [169, 'Consulta médica en consultorio'], [402, '4'], [441, '46.585,00'], [516, '186.340,00']]],
      [304, [[37, '34.06.18'], [105, '16/11/2026'], [169, 'Cuota mensual plan de salud familiar'], [402, '1'], [441, '50.000,00'], [516, '50.000,00']]],
      [316, [[169, '(IVA 10,5 %)']]],
      [476, [[347, 'Total a abonar'], [485, '$ 236.340,00']]],
    ])!;
    expect(read.rows.map((r) => [r.code, r.description, r.quantity, r.ivaRate, r.validated])).toEqual([
      ['34.01.03', 'Consulta médica en consultorio', 4, null, true],
      ['34.06.18', 'Cuota mensual plan de salud familiar', 1, 10.5, true],
    ]);
    // "Código Descripción" set close, with no other description column, stays two columns.
    const close = table([
      [200, [[40, 'Código Descripción'], [330, 'Cant.'], [460, 'Importe']]],
      [215, [[40, 'RD-01'], [90, 'Router WiFi 6'], [330, '2'], [460, '237.800,00']]],
    ])!;
    expect(close.header.columns.map((c) => c.role)).toEqual(['code', 'description', 'quantity', 'amount']);
  });

  it('ends a remito\'s table at its count of lines ("Renglones: 6")', () => {
    const read = table([
      [177, [[48, 'Ítem'], [134, 'Descripción'], [448, 'U.M.'], [516, 'Cantidad']]],
      [193, [[63, '1'], [134, 'Bornera riel DIN 4 mm²'], [452, 'UN'], [545, '4']]],
      [300, [[40, 'Renglones: 1']]],
      [313, [[40, 'Mercadería viaja por cuenta y orden del cliente.'], [452, 'UN'], [545, '2']]],
    ])!;
    expect(read.rows.map((r) => [r.description, r.quantity])).toEqual([['Bornera riel DIN 4 mm²', 4]]);
  });
});

describe('free readers of a sixth session (fresh4 layouts studied)', () => {
  // A landscape page: its cells reach x = 800.
  const landscape = (lines: FixtureLine[]) => {
    const page = fixturePage(1, lines, { width: 842, height: 595 });
    return buildLayout({ mimeType: 'application/pdf', pages: [page], text: page.text });
  };

  it("reads a narrow ticket's items: the name (wrapped over lines), then 'qty x price   amount' under it", () => {
    const layout = buildLayout(fixtureDocument([
      [144, [[9, 'CANT x P.UNIT'], [120, 'IMPORTE']]],
      [153, [[9, '--------------------------------']]],
      [162, [[9, 'RODILLO LANA 22 CM']]],
      [171, [[18, '4 x 7.405,56'], [111, '29.622,24']]],
      [180, [[9, 'TORNILLO AUTOPERFORANTE PUNTA']]],
      [189, [[9, 'MECHA 8 X 1" CAJA X 100']]],
      [198, [[18, '8 x 8.337,50'], [111, '66.700,00']]],
      [207, [[9, '--------------------------------']]],
      [216, [[9, 'TOTAL $'], [107, '96.322,24']]],
    ]));
    expect(readTicketItems(layout, 'comma-decimal').map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['RODILLO LANA 22 CM', 4, 7405.56, 29622.24],
      ['TORNILLO AUTOPERFORANTE PUNTA MECHA 8 X 1" CAJA X 100', 8, 8337.5, 66700],
    ]);
  });

  it('reads rows without a header beside a block of counts, and an amount that lost its separators', () => {
    const layout = landscape([
      [129, [[73, 'AL0164'], [104, 'Agua mineral 2 L pack x 6'], [383, '6'], [443, '6.120,30'], [509, '21,0'], [583, '36.721,80'], [660, 'Envase'], [730, 'Ant. Entreg. Devuel. Saldo']]],
      [142, [[73, 'AL0150'], [104, 'Queso cremoso horma 4 kg'], [383, '6'], [439, '38.450,60'], [510, '10,5'], [579, '23070360'], [660, 'Pallet'], [730, '24'], [760, '4'], [790, '19']]],
      [157, [[73, 'AL0157'], [104, 'Gaseosa cola 2,25 L pack x 6'], [383, '5'], [439, '13.480,50'], [509, '21,0'], [583, '67.402,50'], [660, 'Cajón x6'], [730, '16'], [760, '0'], [780, '0'], [800, '16']]],
      [166, [[660, '(retornable)']]],
    ]);
    expect(readRowsWithoutHeader(layout, 'comma-decimal').map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['Agua mineral 2 L pack x 6', 6, 6120.3, 36721.8],
      ['Queso cremoso horma 4 kg', 6, 38450.6, 230703.6],
      ['Gaseosa cola 2,25 L pack x 6', 5, 13480.5, 67402.5],
    ]);
  });

  it("takes no row from a freight note's bags × kilos each = kilos (money has two decimals)", () => {
    const layout = landscape([
      [284, [[95, '5'], [134, '3'], [151, 'Membrana líquida 20 kg'], [448, '100,0'], [510, '0,316']]],
      [300, [[95, '8'], [135, '1'], [151, 'cemento portland bolsa 50 kg'], [448, '400,0'], [511, '0,511']]],
    ]);
    expect(readRowsWithoutHeader(layout, 'comma-decimal')).toEqual([]);
  });

  it('keeps the cells of a block beside the table, under a caption that is no column label, out of the rows', () => {
    const read = readTableByColumns(landscape([
      [111, [[82, 'Cód. Artículo'], [375, 'Cant.'], [451, 'P. s/IVA'], [510, '% IVA'], [604, 'Neto'], [660, 'MOVIMIENTO DE ENVASES']]],
      [125, [[73, 'AL0164 Agua mineral 2 L pack x 6'], [386, '6'], [447, '6.120,30'], [513, '21,0'], [588, '36.721,80'], [660, 'Envase'], [730, 'Ant. Entreg. Devuel. Saldo']]],
      [138, [[73, 'AL0150 Queso cremoso horma 4 kg'], [386, '6'], [443, '38.450,60'], [513, '10,5'], [584, '230.703,60'], [660, 'Pallet de madera'], [760, '24']]],
      [259, [[475, 'Neto gravado 21 %'], [584, '267.425,40']]],
    ]), 'comma-decimal')!;
    expect(read.rows.map((r) => [r.description, r.quantity, r.unitPrice, r.validated])).toEqual([
      ['Agua mineral 2 L pack x 6', 6, 6120.3, true],
      ['Queso cremoso horma 4 kg', 6, 38450.6, true],
    ]);
  });
});

describe('tables of an eighth session (fresh4 and fresh5 layouts held out until now, studied)', () => {
  it('reads a description column captioned in the layout\'s own words beside "Cant." and "N° de serie"', () => {
    expect(rows([
      [167, [[66, 'Cant. Equipo o accesorio'], [460, 'N° de serie']]],
      [184, [[81, '1 IT0115 Teclado y mouse inalámbrico combo'], [460, 'CN00925777']]],
      [204, [[81, '3 Memoria RAM DDR4 16 GB'], [458, '—']]],
      [240, [[43, 'CONFORMIDAD DEL CLIENTE']]],
      [303, [[43, 'Natalia Bustos · Recibió']]],
    ]).map((r) => [r.d, r.q])).toEqual([
      ['IT0115 Teclado y mouse inalámbrico combo', 1],
      ['Memoria RAM DDR4 16 GB', 3],
    ]);
  });

  it('takes no running text ending in a price word for a header with an unknown caption', () => {
    expect(table([
      [390, [[105, 'Buenos Aires'], [313, 'Transferencia bancaria (10 % off ya']]],
      [403, [[313, 'aplicado al precio)']]],
      [420, [[313, 'Cantidad Unidades']]],
    ])).toBeNull();
  });

  it('reads amounts printed with spaces between thousands, and ends the table at "Base imponible"', () => {
    expect(rows([
      [207, [[57, 'Cant.'], [90, 'Código'], [144, 'Descripción'], [386, 'Precio unit.'], [448, 'IVA %'], [505, 'Importe']]],
      [225, [[70, '50'], [90, 'IT0136'], [144, 'Memoria RAM DDR4 16 GB'], [386, '64 250,00'], [454, '10,5'], [497, '3 212 500,00']]],
      [240, [[75, '4'], [90, 'IT0122'], [144, 'Impresora multifunción láser'], [386, '412 300,00'], [454, '10,5'], [497, '1 649 200,00']]],
      [275, [[358, 'Base imponible 10,5 %'], [497, '4 861 700,00']]],
    ])).toEqual([
      { d: 'Memoria RAM DDR4 16 GB', q: 50, p: 64250, r: 10.5, a: 3212500, ok: true },
      { d: 'Impresora multifunción láser', q: 4, p: 412300, r: 10.5, a: 1649200, ok: true },
    ]);
  });

  it('leaves the words of a stamp over the table (letters twice the rows\' height) out of quantities, prices and amounts', () => {
    const page = fixturePage(1, [
      [251, [[79, 'Cant.'], [114, 'Artículo'], [378, 'P. unitario'], [518, 'Subtotal']]],
      [271, [[99, '1'], [114, 'Fosfato diamónico bolsa 50 kg'], [380, '61.300,00'], [513, '61.300,00']]],
      // The stamp's "2 7" fell over the price of this row, which it hid.
      [339, [[98, '3'], [114, 'Manga de polietileno 200 micrones x m'], [327, '2 7', 20], [513, '29.520,90']]],
      [372, [[98, '3'], [114, 'Glifosato 66,2% bidón 20 L'], [386, '142.300,00'], [507, '426.900,00']]],
      [380, [[354, 'DEPOSITO', 20]]],
    ], { source: 'ocr' });
    const read = readTableByColumns(buildLayout({ mimeType: 'image/jpeg', pages: [page], text: page.text }), 'comma-decimal')!;
    // The stamp's words that fall in the description stay there (its ink swells the words it covers, which are the
    // description's own); none is taken for a number.
    expect(read.rows.map((r) => [r.description.split(' ')[0], r.quantity, r.unitPrice, r.amount])).toEqual([
      ['Fosfato', 1, 61300, 61300],
      ['Manga', 3, 9840.3, 29520.9],
      ['Glifosato', 3, 142300, 426900],
    ]);
  });

  it('reads a narrow remito whose header and rows are printed on two lines, the net of returns as the quantity', () => {
    expect(rows([
      [209, [[12, 'ARTICULO']]],
      [218, [[98, 'ENTR.'], [138, 'DEV.'], [183, 'NETO']]],
      [238, [[12, 'PAN DULCE 1 KG']]],
      [247, [[116, '5'], [152, '3'], [197, '2']]],
      [257, [[12, 'PD0108 FACTURAS SURTIDAS (DOCENA)']]],
      [266, [[116, '4'], [152, '0'], [197, '4']]],
      [276, [[12, 'BIZCOCHOS DE GRASA (KG)']]],
      // The article's code on the numbers' line, under the description's caption: the row's code.
      [286, [[12, 'PK0108'], [102, '25,5'], [143, '1,5'], [183, '24,0']]],
      [305, [[12, 'ITEMS: 3']]],
    ]).map((r) => [r.d, r.q])).toEqual([
      ['PAN DULCE 1 KG', 2],
      ['PD0108 FACTURAS SURTIDAS (DOCENA)', 4],
      ['BIZCOCHOS DE GRASA (KG)', 24],
    ]);
  });

  it('reads a VAT rate printed with its last digit doubled ("10,55%") as the rate', () => {
    expect(rows([
      [251, [[77, 'Cant.'], [112, 'Artículo'], [370, 'P. unit. final'], [446, 'Alic.'], [520, 'Subtotal']]],
      [373, [[91, '24'], [113, 'Fosfato diamónico bolsa 50 kg'], [381, '67.736,50'], [440, '10,55%'], [501, '1.625.676,00']]],
      [388, [[91, '2'], [113, 'Poste de quebracho 2,20 m'], [381, '21.400,00'], [440, '21,11%'], [501, '42.800,00']]],
    ]).map((r) => r.r)).toEqual([10.5, null]);
  });

  it('takes no row from a footer\'s page counter ("Página 1 de 1")', () => {
    const layout = buildLayout(fixtureDocument([
      [184, [[81, 'Memoria RAM DDR4 16 GB']]],
      [327, [[111, 'Rivadavia 1409, (B8000) Bahía Blanca · cerroazulit@gmail.com · Página 1 de 1']]],
    ]));
    expect(readRowsWithoutHeader(layout, 'comma-decimal')).toEqual([]);
  });
});

describe('tables of a ninth session (fresh6 b, h, i held out until now, studied)', () => {
  // A works certificate: the contract's, the previous, this period's and the running quantity side by side.
  const certificate: FixtureLine[] = [
    [171, [[32, 'Ítem'], [64, 'Descripción'], [320, 'Un.'], [369, 'Cant.'], [417, 'Acum.'], [477, 'Este'], [525, 'Acum.'], [581, '%'], [633, 'P. unitario'], [770, 'Importe']]],
    [180, [[369, 'contrato'], [417, 'anterior'], [477, 'certificado'], [525, 'actual'], [573, 'avance'], [770, 'del período']]],
    [196, [[64, '1. ESTRUCTURA Y FUNDACIONES']]],
    [210, [[32, '1.1'], [68, 'Hormigón armado H-21 en bases'], [322, 'm³'], [369, '78,45'], [421, '42,16'], [477, '16,03'], [529, '58,19'], [573, '74,2'], [633, '412300,00'], [760, '6609169,00']]],
    [225, [[32, '1.2'], [68, 'Hormigón armado H-21 en losas'], [322, 'm³'], [369, '160,62'], [421, '105,01'], [477, '36,35'], [529, '141,36'], [573, '88,0'], [633, '468900,51'], [760, '17044533,54']]],
    [240, [[64, '2. ALBAÑILERÍA Y TERMINACIONES']]],
    [254, [[32, '2.1'], [68, 'Carpeta de nivelación cementicia'], [322, 'm²'], [369, '348,43'], [421, '19,05'], [477, '114,69'], [529, '133,74'], [573, '38,4'], [633, '11350,26'], [760, '1301761,32']]],
    [304, [[620, 'Subtotal certificado (neto)'], [760, '24955463,86']]],
  ];

  it("bills the count column whose numbers times the price make the amount, when the captions do not say which ('Este certificado')", () => {
    expect(rows(certificate).map((r) => [r.q, r.p, r.a, r.ok])).toEqual([
      [16.03, 412300, 6609169, true],
      [36.35, 468900.51, 17044533.54, true],
      [114.69, 11350.26, 1301761.32, true],
    ]);
  });

  it("keeps a header's second caption line under columns the lexicon does not name, and a numbered chapter, out of the descriptions", () => {
    expect(rows(certificate).map((r) => r.d)).toEqual(['Hormigón armado H-21 en bases', 'Hormigón armado H-21 en losas', 'Carpeta de nivelación cementicia']);
  });

  it('keeps the captioned quantity when its rows add up, even beside other count columns', () => {
    const read = rows([
      [200, [[30, 'Descripción'], [260, 'Cant.'], [320, 'Pedido'], [380, 'Precio'], [460, 'Importe']]],
      [220, [[30, 'Tornillo autoperforante'], [260, '10'], [320, '12'], [380, '150,00'], [460, '1.500,00']]],
      [235, [[30, 'Tarugo nylon 8 mm'], [260, '4'], [320, '5'], [380, '20,00'], [460, '80,00']]],
    ]);
    expect(read.map((r) => [r.q, r.ok])).toEqual([
      [10, true],
      [4, true],
    ]);
  });
});

describe('tables read by what their numbers do, not only by their captions (ninth session, probes beyond the corpus)', () => {
  it("finds the quantity and the price among captions the lexicon does not know by their product ('Bultos | Kg | Producto | $/Kg')", () => {
    expect(
      rows([
        [150, [[40, 'Bultos'], [90, 'Kg'], [140, 'Producto'], [330, '$/Kg'], [450, 'Importe']]],
        [170, [[40, '2'], [90, '50,00'], [140, 'Harina 000'], [330, '900,00'], [450, '45.000,00']]],
        [185, [[40, '1'], [90, '25,50'], [140, 'Azúcar común'], [330, '1.100,00'], [450, '28.050,00']]],
        [260, [[330, 'Subtotal'], [450, '73.050,00']]],
      ]).map((r) => [r.d, r.q, r.p, r.ok]),
    ).toEqual([
      ['Harina 000', 50, 900, true],
      ['Azúcar común', 25.5, 1100, true],
    ]);
  });

  it("reads a price under its caption's bracketed qualifier ('P. unitario (neto)') as the price, the quantity where it is captioned", () => {
    expect(
      rows([
        [256, [[45, 'Fecha'], [114, 'Concepto'], [379, 'Cant.'], [425, 'P. unitario (neto)'], [525, 'Importe']]],
        [274, [[45, '21/11/2026'], [113, 'Alojamiento habitación doble'], [365, '4 noches'], [447, '126.800,00'], [511, '507.200,00']]],
        [293, [[45, '21/11/2026'], [113, 'Servicio de lavandería'], [394, '5'], [456, '3.120,40'], [516, '15.602,00']]],
      ]).map((r) => [r.q, r.p, r.ok]),
    ).toEqual([
      [4, 126800, true],
      [5, 3120.4, true],
    ]);
  });

  it('skips the captions printed again over every row, in small type, instead of taking them for a description', () => {
    const caption: FixtureLine[1] = [[40, 'Artículo', 6], [300, 'Cantidad', 6], [360, 'Unitario', 6], [450, 'Importe', 6]];
    expect(
      rows([
        [150, caption],
        [160, [[40, 'Cemento portland 50 kg'], [300, '2'], [360, '11.250,00'], [450, '22.500,00']]],
        [180, caption],
        [190, [[40, 'Cal hidratada 25 kg'], [300, '10'], [360, '1.200,00'], [450, '12.000,00']]],
      ]).map((r) => r.d),
    ).toEqual(['Cemento portland 50 kg', 'Cal hidratada 25 kg']);
  });

  it("keeps a chapter the OCR numbered without its point ('1. ESTRUCTURA' over row '11') out of the row", () => {
    const layout = buildLayout({
      mimeType: 'image/jpeg',
      text: '',
      pages: [
        fixturePage(1, [
          [150, [[32, 'Ítem'], [64, 'Descripción'], [300, 'Cant.'], [360, 'P. unitario'], [450, 'Importe']]],
          [170, [[64, '1. ESTRUCTURA Y FUNDACIONES']]],
          [185, [[32, '11'], [64, 'Hormigón armado H-21'], [300, '2,00'], [360, '412300,00'], [450, '824600,00']]],
        ], { source: 'ocr' }),
      ],
    });
    expect(readTableByColumns(layout, 'comma-decimal')!.rows.map((r) => r.description)).toEqual(['Hormigón armado H-21']);
  });

  it('continues no description with a line the OCR read at under half confidence (a rule or a shadow turned into letters)', () => {
    const page = fixturePage(1, [
      [150, [[40, 'Descripción'], [300, 'Cant.'], [360, 'P. unitario'], [450, 'Importe']]],
      [170, [[40, 'Membrana asfáltica con foil'], [300, '2,00'], [360, '15820,00'], [450, '31640,00']]],
      [178, [[40, 'E NT TT EROS CORTA TE O TOO']]],
      [230, [[360, 'Subtotal'], [450, '31640,00']]],
    ], { source: 'ocr' });
    const noise = page.geometry!.words.filter((w) => Math.abs(w.y1 - 180) < 0.5);
    for (const w of noise) w.confidence = 0.2;
    const layout = buildLayout({ mimeType: 'image/jpeg', text: page.text, pages: [page] });
    expect(readTableByColumns(layout, 'comma-decimal')!.rows.map((r) => r.description)).toEqual(['Membrana asfáltica con foil']);
  });
});

describe('a delivery listed as bulleted items (ninth session, probes beyond the corpus)', () => {
  it("reads the quantity and unit that open each item after its bullet, not the size that ends the article's name", () => {
    const layout = buildLayout(fixtureDocument([
      [150, [[40, 'Se entrega la siguiente mercadería:']]],
      [170, [[40, '- 12 u. Aceite girasol 1,5 L']]],
      [185, [[40, '- 5 bolsas Harina 000 x 25 kg']]],
      [260, [[40, 'Firma y aclaración']]],
    ]));
    expect(readRowsWithUnits(layout).map((r) => [r.quantity, r.description])).toEqual([
      [12, 'Aceite girasol 1,5 L'],
      [5, 'Harina 000 x 25 kg'],
    ]);
  });
});

describe('measures of an article are not its quantity (ninth session)', () => {
  it("reads no quantity from the last of an article's dimensions ('2\" X 6\" X 4,27 M')", () => {
    const layout = buildLayout(fixtureDocument([
      [192, [[30, 'MDO108'], [80, '15'], [110, 'TIRANTE DE PINO 2" X 6" X 4,27 M'], [400, '210,14'], [460, '231,2']]],
      [210, [[80, '1'], [110, 'MD0136 Tirante de eucalipto 3" x 3" x 3,05 m'], [400, '7,50'], [460, '8,3']]],
    ]));
    expect(readRowsWithUnits(layout)).toEqual([]);
  });
});

describe('tables of fresh7 layouts (ninth session; a, e, i held out)', () => {
  it("reads product cards: the name line over 'Cant. 15 unidades · Precio unitario $ … $ …', numbered, with the article's SKU", () => {
    const layout = buildLayout(fixtureDocument([
      [148, [[40, 'IVA y fijos hasta la entrega total.']]],
      [169, [[40, '01'], [60, 'Llave de paso esférica 1/2" SKU FE0178']]],
      [179, [[60, 'Cant. 15 unidades · Precio unitario $ 8.150,75'], [480, '$ 122.261,25']]],
      [196, [[40, '02'], [60, 'Codo PVC 110 mm 90° SKU FE0164']]],
      [206, [[60, 'Cant. 10 unidades · Precio unitario $ 2.180,35'], [480, '$ 21.803,50']]],
      [336, [[380, 'Subtotal neto'], [480, '$ 144.064,75']]],
    ]));
    expect(readRowsWithoutHeader(layout, 'comma-decimal').map((r) => [r.code, r.description, r.quantity, r.unitPrice])).toEqual([
      ['FE0178', 'Llave de paso esférica 1/2"', 15, 8150.75],
      ['FE0164', 'Codo PVC 110 mm 90°', 10, 2180.35],
    ]);
  });

  it("takes the count under 'Unid.' for the quantity when its numbers times the price make the amount", () => {
    expect(
      rows([
        [195, [[48, 'Descripción'], [337, 'Unid.'], [408, 'Importe unit.'], [527, 'Subtotal']]],
        [202, [[48, 'Escritorio MDF 1,40 x 0,60 m'], [345, '3'], [391, '177.749,00'], [493, '533.247,00']]],
        [225, [[48, 'Descripción'], [337, 'Unid.'], [408, 'Importe unit.'], [527, 'Subtotal']]],
        [232, [[48, 'Alacena colgante 1,20 m'], [340, '10'], [391, '240.064,60'], [488, '2.400.646,00']]],
      ]).map((r) => [r.d, r.q, r.p, r.ok]),
    ).toEqual([
      ['Escritorio MDF 1,40 x 0,60 m', 3, 177749, true],
      ['Alacena colgante 1,20 m', 10, 240064.6, true],
    ]);
  });
});

describe('the end of a table at its net (ninth session)', () => {
  it('ends the rows at "Neto  589.256,30" and takes no row from "Impuesto (21%)"', () => {
    expect(
      rows([
        [193, [[40, 'Descripción'], [300, 'Cant.'], [360, 'Valor'], [450, 'Importe']]],
        [211, [[40, 'Servicio de mozo por hora'], [300, '5'], [360, '9.917,36'], [450, '49.586,80']]],
        [235, [[380, 'Neto'], [450, '49.586,80']]],
        [249, [[380, 'Impuesto (21%)'], [450, '10.413,23']]],
      ]).map((r) => r.d),
    ).toEqual(['Servicio de mozo por hora']);
  });
});

describe('rows a scan damaged (fourteenth session)', () => {
  it("keeps a row whose quantity is unreadable ('ik') a row of its own, instead of text of the row under it", () => {
    const read = table([
      [216, [[59, 'Código'], [130, 'Cant.'], [160, 'UM.'], [187, 'Descripción'], [519, 'Bultos']]],
      [231, [[60, 'EL0129'], [144, '5'], [163, 'UN'], [187, 'Caja estanca IP65 20 x 20 cm'], [538, '3']]],
      [242, [[60, 'EL0157'], [145, 'ik'], [163, 'UN'], [188, 'Bornera riel DIN 4 mm'], [539, '1']]],
      [254, [[145, '6'], [163, 'UN'], [188, 'Tester digital multímetro'], [539, '1']]],
    ])!;
    expect(read.rows.map((r) => [r.description, r.quantity])).toEqual([
      ['Caja estanca IP65 20 x 20 cm', 5],
      ['Bornera riel DIN 4 mm', null],
      ['Tester digital multímetro', 6],
    ]);
  });

  it('joins a wrapped first line holding only a code and text to the row under it, as before', () => {
    expect(
      rows([
        [216, [[59, 'Código'], [130, 'Cant.'], [187, 'Descripción'], [519, 'Bultos']]],
        [231, [[60, 'EL0129'], [187, 'Caja estanca IP65']]],
        [242, [[144, '5'], [187, 'con tapa transparente'], [538, '3']]],
      ]).map((r) => [r.d, r.q]),
    ).toEqual([['EL0129 Caja estanca IP65 con tapa transparente', 5]]);
  });

  it("mends a price garbled between its digits ('5.69000)') when the amount prints cents, the quantity from the amount", () => {
    const read = rows([
      [276, [[96, 'Descripción'], [278, 'Cant.'], [308, 'Precio unitario'], [381, 'Bonif.'], [493, 'Subtotal']]],
      [294, [[96, 'Bibliorato lomo ancho oficio'], [336, '5.69000)'], [489, '22.760,00']]],
      [309, [[96, 'Bolígrafo azul caja x 50'], [291, '50'], [331, '16.320,00'], [484, '816.000,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.a])).toEqual([
      ['Bibliorato lomo ancho oficio', 4, 5690, 22760],
      ['Bolígrafo azul caja x 50', 50, 16320, 816000],
    ]);
  });

  it('takes no quantity from a garbled price that leaves no whole quantity', () => {
    const read = rows([
      [276, [[96, 'Descripción'], [278, 'Cant.'], [308, 'Precio unitario'], [493, 'Subtotal']]],
      [294, [[96, 'Bibliorato lomo ancho oficio'], [336, '5.69100)'], [489, '22.760,00']]],
    ]);
    expect(read.map((r) => [r.q, r.p, r.a])).toEqual([[1, 22760, 22760]]);
  });
});

describe('a price that reads as a number is not taken for a garbled one (fourteenth session)', () => {
  it("leaves '1.234' beside '3.085,00' without a quantity alone: 2,5 units or 250 at 12,34 cannot be told", () => {
    const read = rows([
      [276, [[96, 'Descripción'], [278, 'Cant.'], [308, 'Precio unitario'], [493, 'Subtotal']]],
      [294, [[96, 'Queso cremoso por kilo'], [336, '1.234'], [489, '3.085,00']]],
    ]);
    expect(read.map((r) => [r.q, r.p, r.a, r.ok])).toEqual([[null, 1234, 3085, false]]);
  });
});

describe('tables of a sixteenth session (fresh15 layouts studied; a, e, g held out)', () => {
  it('takes the net weight as the quantity of a remito that prints no quantity, boxes apart', () => {
    const t = table([
      [164, [[40, 'Código'], [96, 'Producto'], [399, 'Cajas'], [456, 'Kg netos'], [500, 'Lote']]],
      [179, [[40, 'FR0101'], [96, 'Media res novillo'], [415, '1'], [458, '27,258'], [500, 'L2611-048']]],
      [194, [[40, 'FR0122'], [96, 'Vacío'], [415, '8'], [452, '135,320'], [500, 'L2611-059']]],
      [230, [[300, 'Total cajas: 9'], [420, 'Total kg: 162,578']]],
    ])!;
    expect(t.header.columns.map((c) => c.role)).toEqual(['code', 'description', 'packages', 'quantity', 'other']);
    expect(t.rows.map((r) => [r.code, r.description, r.quantity])).toEqual([
      ['FR0101', 'Media res novillo', 27.258],
      ['FR0122', 'Vacío', 135.32],
    ]);
  });

  it('keeps the quantity column when a weight is printed beside it', () => {
    const t = table([
      [164, [[40, 'Cantidad'], [96, 'Descripción'], [456, 'Peso'], [500, 'Importe']]],
      [179, [[50, '3'], [96, 'Bolsa de cemento 50 kg'], [458, '150'], [500, '27.000,00']]],
    ])!;
    expect(t.header.columns.map((c) => c.role)).toEqual(['quantity', 'description', 'other', 'amount']);
  });

  it("reads a header of many cells most of which open with a caption, beside captions in the layout's own words", () => {
    const read = rows([
      [131, [[32, 'Ítem'], [68, 'Descripción de la tarea'], [340, 'Un.'], [386, 'Cómputo'], [437, '% ant.'], [476, '% período'], [527, '% acum.'], [580, 'Cant. certif.'], [664, 'Precio unit.'], [778, 'Importe']]],
      [153, [[32, '1.01'], [68, 'Excavación manual para bases'], [340, 'm3'], [395, '135,59'], [446, '25%'], [498, '30%'], [544, '55%'], [604, '40,68'], [670, '38.450,60'], [761, '1.564.170,41']]],
      [172, [[32, '3.08'], [68, 'Revoque grueso y fino interior'], [340, 'm2'], [395, '333,88'], [446, '50%'], [502, '5%'], [544, '55%'], [604, '16,69'], [670, '18.960,00'], [768, '316.442,40']]],
    ], );
    expect(read.map((r) => [r.d, r.q, r.p, r.r, r.a])).toEqual([
      ['Excavación manual para bases', 40.68, 38450.6, null, 1564170.41],
      ['Revoque grueso y fino interior', 16.69, 18960, null, 316442.4],
    ]);
  });
});

describe('a whole quantity the OCR misread (sixteenth session)', () => {
  it('takes amount / price for the quantity when it is a whole number of as many digits, and only then', () => {
    const read = rows([
      [188, [[41, 'Descripción'], [370, 'Cant.'], [450, 'Valor'], [523, 'Subtotal']]],
      [207, [[41, 'Desparasitación interna'], [386, '5'], [428, '5.227,20'], [508, '15.681,60']]], // 3 read as 5
      [223, [[41, 'Consulta clínica'], [386, '5'], [428, '2.000,00'], [508, '15.000,00']]], // 7,5: no whole number
      [239, [[41, 'Vacuna'], [386, '2'], [428, '1.000,00'], [508, '10.000,00']]], // 10: more digits than the 2 read
    ]);
    expect(read.map((r) => [r.q, r.ok])).toEqual([[3, true], [5, false], [2, false]]);
  });
});

describe('rows of fresh16 layouts (sixteenth session; a, c, f held out)', () => {
  it('takes "a confirmar", "s/precio" for a price not set, and not "sin cargo" (a free item\'s price is 0)', () => {
    expect(['a confirmar', '1 x S/PRECIO', 'Precio a convenir'].map((t) => PRICE_NOT_SET.test(t))).toEqual([true, true, true]);
    expect(PRICE_NOT_SET.test('Sin cargo')).toBe(false);
  });

  it('leaves "a confirmar" in the price column out of the description and the price', () => {
    const read = rows([
      [153, [[39, 'Cant. Un.'], [88, 'Producto'], [293, 'P. unit. c/IVA'], [372, 'Importe']]],
      [167, [[47, '17 u.'], [88, 'Queso rallado sardo bolsa 250 g'], [304, '6.025,80'], [357, '102.438,60']]],
      [204, [[52, '4 u.'], [88, 'LASAÑA DE CARNE BANDEJA FAMILIAR'], [298, 'a confirmar'], [395, '-']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p])).toEqual([
      ['Queso rallado sardo bolsa 250 g', 17, 6025.8],
      ['LASAÑA DE CARNE BANDEJA FAMILIAR', 4, null],
    ]);
  });

  it('takes a quantity whose unit letter the OCR read as a digit ("20 l" as "201") from amount / price', () => {
    const read = rows([
      [226, [[49, 'Concepto'], [336, 'Cantidad'], [424, 'Precio'], [518, 'Importe']]],
      [257, [[49, 'Combustible faltante (litro)'], [356, '201'], [416, '1.800,00'], [510, '36.000,00']]],
    ]);
    expect(read.map((r) => [r.q, r.ok])).toEqual([[20, true]]);
  });

  it('does not vouch for a price one peso off, however small a share of the amount that is', () => {
    const read = rows([
      [168, [[42, 'CANT'], [74, 'ARTICULO'], [423, 'P.LISTA'], [516, 'IMPORTE']]],
      [249, [[54, '20'], [76, 'Amargo serrano 1 L X 6'], [413, '26.462,18'], [500, '529.263,60']]],
      [261, [[54, '3,250'], [76, 'Queso cremoso (kg)'], [413, '8.120,55'], [500, '26.391,79']]],
    ]);
    expect(read.map((r) => r.ok)).toEqual([false, true]);
  });
});

describe('tables of fresh17 layouts (sixteenth session; c, d, j held out)', () => {
  it('reads the items of every section, each under its own header, past a section\'s subtotal and the next title', () => {
    const read = rows([
      [192, [[41, 'REPUESTOS']]],
      [206, [[40, 'Código'], [96, 'Detalle del ítem'], [352, 'Cant.'], [425, 'P. Unitario'], [511, 'Importe Neto']]],
      [218, [[40, 'AR0143'], [96, 'Kit de distribución con tensor'], [354, '4,00'], [420, '186.300,00'], [516, '745.200,00']]],
      [231, [[40, 'AR0150'], [96, 'Bomba de agua'], [354, '1,00'], [424, '74.250,00'], [520, '74.250,00']]],
      [272, [[398, 'Subtotal repuestos'], [516, '819.450,00']]],
      [298, [[41, 'MANO DE OBRA']]],
      [312, [[40, 'Detalle del trabajo realizado'], [339, 'Hs./Cant.'], [442, 'Valor'], [511, 'Importe Neto']]],
      [324, [[40, 'Alineación y balanceo'], [354, '1,50'], [424, '38.500,00'], [520, '57.750,00']]],
      [352, [[383, 'Subtotal mano de obra'], [520, '57.750,00']]],
      [373, [[376, 'Importe Neto Gravado'], [494, 'ARS 877.200,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.ok])).toEqual([
      ['Kit de distribución con tensor', 4, 186300, true],
      ['Bomba de agua', 1, 74250, true],
      ['Alineación y balanceo', 1.5, 38500, true],
    ]);
  });

  it('leaves out of the description a number in a column of its own left of it, captioned in words no lexicon has', () => {
    const read = rows([
      [236, [[56, 'Pieza'], [96, 'Prestación'], [347, 'Cant.'], [409, 'Honorario'], [508, 'Importe']]],
      [255, [[56, '43'], [96, 'Radiografía periapical digital'], [363, '2'], [410, '14.200,00'], [478, 'ARS 28.400,00']]],
      [271, [[56, '-'], [96, 'Limpieza con ultrasonido'], [363, '2'], [410, '42.500,00'], [478, 'ARS 85.000,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.ok])).toEqual([
      ['Radiografía periapical digital', 2, 14200, true],
      ['Limpieza con ultrasonido', 2, 42500, true],
    ]);
  });
});

describe("a code caption the OCR ran into the description's (sixteenth session, fresh17 b scan)", () => {
  it("takes the code cell's words after the code for the description when no description column was found", () => {
    const read = rows([
      [217, [[60, 'Código Detalle del item'], [342, 'Cant.'], [410, 'P. Unitario'], [487, 'Importe Neto']]],
      [228, [[62, 'AR0101'], [113, 'Filtro de aceite'], [346, '2,00'], [413, '9.850,40'], [497, '19.700,80']]],
      [240, [[62, 'AR0164'], [113, 'Bujía de iridio'], [346, '2,00'], [410, '16.740,00'], [497, '33.480,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.ok])).toEqual([
      ['Filtro de aceite', 2, true],
      ['Bujía de iridio', 2, true],
    ]);
  });
});

describe('a table of other taxes under the items is no section of them (sixteenth session)', () => {
  it('reads the items only, not the perception under "Otros tributos"', () => {
    const read = rows([
      [228, [[35, 'Artículo'], [95, 'Detalle'], [345, 'Cant.'], [390, 'Precio s/IVA'], [453, 'IVA %'], [544, 'Neto']]],
      [244, [[35, 'EM0108'], [95, 'Caja de cartón corrugado doble'], [348, '1,00'], [403, '2.893,75'], [454, '21,00'], [529, '2.893,75']]],
      [257, [[35, 'EM0164'], [95, 'Etiqueta térmica 100 x 150 mm'], [348, '1,00'], [403, '7.960,60'], [454, '21,00'], [529, '7.960,60']]],
      [299, [[32, 'Otros tributos'], [366, 'Importe neto gravado: $'], [516, '10.854,35']]],
      [313, [[36, 'Descripción'], [150, 'Base imponible'], [242, 'Alíc. %'], [300, 'Cant.'], [350, 'Importe']]],
      [327, [[36, 'Tasa municipal de higiene'], [150, '10.854,35'], [242, '3,00'], [300, '1'], [350, '325,63']]],
    ]);
    expect(read.map((r) => r.d)).toEqual(['Caja de cartón corrugado doble', 'Etiqueta térmica 100 x 150 mm']);
  });
});

describe('another table of the page is no section of the items (sixteenth session, found on the blind fresh19)', () => {
  it('reads on past a table only after a subtotal closing it, and only rows that add up', () => {
    const read = rows([
      [200, [[40, 'Descripción'], [352, 'Cant.'], [425, 'P. Unitario'], [511, 'Importe']]],
      [218, [[40, 'Kit de distribución con tensor'], [354, '4,00'], [420, '186.300,00'], [516, '745.200,00']]],
      [240, [[40, 'Observaciones: entrega en obra el lunes']]],
      [256, [[40, 'Concepto'], [352, 'Cant.'], [425, 'Precio'], [511, 'Importe']]],
      [270, [[40, 'Plan de pagos en cuotas'], [354, '3'], [420, '248.400,00'], [516, '745.200,00']]],
    ]);
    expect(read.map((r) => r.d)).toEqual(['Kit de distribución con tensor']);
  });
});

describe('rows of fresh19 layouts (seventeenth session; c, a, j held out)', () => {
  it('takes a discount column in money off the row ("Desc. $"): the price is what the customer pays per unit', () => {
    const read = rows([
      [199, [[34, 'Código'], [76, 'Descripción'], [301, 'Cant.'], [357, 'P. Lista'], [420, 'Desc. $'], [464, 'Alíc.'], [515, 'Importe Neto']]],
      [216, [[34, 'LS0136'], [76, 'Alcohol isopropílico 1 L'], [311, '15'], [349, '11.250,00'], [416, '8.430,00'], [464, '21%'], [522, '160.320,00']]],
      [232, [[34, 'LS0122'], [76, 'Placas de Petri descartables 90 mm x 500'], [316, '1'], [349, '84.300,00'], [464, '21%'], [527, '84.300,00']]],
      [248, [[34, 'LS0157'], [76, 'Estufa de cultivo 50 L'], [316, '1'], [338, '1.296.500,00'], [411, '38.895,00'], [458, '10,5%'], [516, '1.257.605,00']]],
    ]);
    expect(read.map((r) => [r.q, r.p, r.r, r.ok])).toEqual([[15, 10688, 21, true], [1, 84300, 21, true], [1, 1257605, 10.5, true]]);
  });

  it('still reads a discount that is a percentage as one', () => {
    const read = rows([
      [199, [[34, 'Código'], [76, 'Descripción'], [301, 'Cant.'], [357, 'P. Lista'], [420, 'Desc.'], [515, 'Importe']]],
      [216, [[34, 'A1'], [76, 'Guantes de nitrilo caja x 100'], [311, '2'], [349, '11.943,43'], [420, '10'], [522, '21.498,17']]],
    ]);
    expect(read.map((r) => [r.q, r.p, r.ok])).toEqual([[2, 10749.09, true]]);
  });
});

describe('tables of fresh20 layouts (seventeenth session; h, a, f held out)', () => {
  it('reads the net amount, not the total with VAT, of a table that prints both ("Net USD | VAT USD | Total USD")', () => {
    const read = readTableByColumns(buildLayout(fixtureDocument([
      [180, [[179, '# Code'], [241, 'Description / Descripción'], [459, 'Qty'], [498, 'Unit price USD'], [565, 'VAT %'], [639, 'Net USD'], [706, 'VAT USD'], [775, 'Total USD']]],
      [195, [[179, '1 SO0157'], [241, 'Instalación y puesta en marcha'], [467, '1'], [523, '340.00'], [571, '21.0'], [643, '340.00'], [717, '71.40'], [784, '411.40']]],
      [210, [[179, '2 SO0136'], [241, 'Cable solar 6 mm² rollo x 100 m'], [467, '4'], [523, '180.00'], [571, '21.0'], [643, '720.00'], [713, '151.20'], [784, '871.20']]],
    ])), 'dot-decimal')!;
    expect(read.rows.map((r) => [r.description, r.quantity, r.unitPrice, r.ivaRate, r.amount, r.validated])).toEqual([
      ['Instalación y puesta en marcha', 1, 340, 21, 340, true],
      ['Cable solar 6 mm² rollo x 100 m', 4, 180, 21, 720, true],
    ]);
  });

  it('reads items set in two columns side by side under a header that repeats its captions, left column first', () => {
    const read = rows([
      [156, [[34, 'Art.'], [76, 'Descripción'], [227, 'Metros'], [265, 'Rollos'], [308, 'Art.'], [350, 'Descripción'], [501, 'Metros'], [538, 'Rollos']]],
      [173, [[76, 'TELA LIENZO CRUDO ANCHO 1,60'], [235, '56,5'], [283, '2'], [308, 'TX0101'], [350, 'tela gabardina ancho'], [516, '42'], [557, '1']]],
      [183, [[76, 'M'], [350, '1,50 m color azul']]],
      [200, [[34, 'TX0129'], [76, 'Tela denim 12 oz'], [242, '20'], [283, '1'], [350, 'Tela polar antipilling'], [509, '54,5'], [557, '2']]],
      [217, [[34, 'TX0157'], [76, 'TELA TROPICAL MECÁNICO'], [242, '76'], [283, '2']]],
      [425, [[30, 'Total de renglones: 5 · Total metros: 248,5 · Total rollos: 8']]],
    ]);
    expect(read.map((r) => [r.d, r.q])).toEqual([
      ['TELA LIENZO CRUDO ANCHO 1,60 M', 56.5],
      ['Tela denim 12 oz', 20],
      ['TELA TROPICAL MECÁNICO', 76],
      ['tela gabardina ancho 1,50 m color azul', 42],
      ['Tela polar antipilling', 54.5],
    ]);
  });

  it('reads two copies of one voucher side by side (ORIGINAL | DUPLICADO) once, not as two columns of items', () => {
    const landscape = (lines: FixtureLine[]) => {
      const page = fixturePage(1, lines, { width: 842, height: 595 });
      return readTableByColumns(buildLayout({ mimeType: 'application/pdf', pages: [page], text: page.text }), 'comma-decimal')!.rows.map((r) => ({ d: r.description, q: r.quantity }));
    };
    const read = landscape([
      [156, [[31, 'Cant.'], [52, 'Código'], [95, 'Artículo / Descripción'], [321, 'P. Unit.'], [383, 'Importe'], [445, 'Cant.'], [466, 'Código'], [508, 'Artículo / Descripción'], [728, 'P. Unit.'], [788, 'Importe']]],
      [173, [[31, '1'], [52, 'FE0101'], [95, 'Espuma de poliuretano 500 ml'], [321, '8.940,00'], [383, '8.940,00'], [445, '1'], [466, 'FE0101'], [508, 'Espuma de poliuretano 500 ml'], [728, '8.940,00'], [788, '8.940,00']]],
      [190, [[31, '4'], [52, 'FE0102'], [95, 'tarugos nylon 8 mm x 100'], [321, '4.890,00'], [383, '19.560,00'], [445, '4'], [466, 'FE0102'], [508, 'tarugos nylon 8 mm x 100'], [728, '4.890,00'], [788, '19.560,00']]],
    ]);
    expect(read.map((r) => [r.d, r.q])).toEqual([['Espuma de poliuretano 500 ml', 1], ['tarugos nylon 8 mm x 100', 4]]);
  });
});

describe('tables of fresh21 layouts (seventeenth session; a, g, j held out)', () => {
  it('takes "Exempt" in the rate column for a row at 0 %', () => {
    const read = readTableByColumns(buildLayout(fixtureDocument([
      [217, [[44, 'Description', 8], [309, 'Qty', 8], [370, 'Unit Price USD', 8], [442, 'VAT %', 8], [502, 'Amount USD', 8]]],
      [235, [[44, 'Almacenaje en depósito fiscal (por día)', 8], [317, '5', 8], [405, '48.00', 8], [449, '21%', 8], [526, '240.00', 8]]],
      [251, [[44, 'Flete marítimo internacional', 8], [317, '1', 8], [393, '2,350.00', 8], [437, 'Exempt', 8], [518, '2,350.00', 8]]],
    ])), 'dot-decimal')!;
    expect(read.rows.map((r) => r.ivaRate)).toEqual([21, 0]);
  });

  it("reads a credit note's rows printed negative, with a discount captioned 'Bon.%', and an article code column beside the description", () => {
    const read = rows([
      [214, [[31, 'Cód. Fábrica', 8], [101, 'Artículo', 8], [153, 'Descripción', 8], [333, 'Cant.', 8], [385, 'P. Unit.', 8], [421, 'Bon.%', 8], [477, 'P. Neto', 8], [540, 'Importe', 8]]],
      [229, [[31, '770157071', 8], [101, 'RP0115', 8], [153, 'Amortiguador trasero VW Gol Trend (gas)', 8], [345, '6', 8], [378, '64.300,40', 8], [428, '5,00', 8], [470, '61.085,38', 8], [530, '366.512,28-', 8]]],
      [242, [[31, '098621708', 8], [101, 'RP0122', 8], [153, 'Kit de distribución Renault Sandero', 8], [345, '6', 8], [375, '118.700,00', 8], [425, '10,00', 8], [467, '106.830,00', 8], [530, '640.980,00-', 8]]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.a, r.ok])).toEqual([
      ['Amortiguador trasero VW Gol Trend (gas)', 6, 61085.38, 366512.28, true],
      ['Kit de distribución Renault Sandero', 6, 106830, 640980, true],
    ]);
  });

  it('reads a header of captions split over two lines with one-line captions centred between them, and a wrapped name under its row', () => {
    const read = rows([
      [213, [[354, 'Precio', 8], [391, 'Bonif.', 8], [452, 'Precio', 8], [521, 'Importe', 8]]],
      [218, [[48, 'Item', 8], [73, 'Descripción', 8], [296, 'Cant.', 8]]],
      [223, [[348, 'Unitario', 8], [407, '%', 8], [447, 'c/Bonif.', 8], [532, 'Total', 8]]],
      [238, [[54, '1', 8], [73, 'Ventiluz oscilobatiente 0,50 x 0,50 m con vidrio', 8], [311, '6', 8], [335, '128.900,00', 8], [411, '-', 8], [433, '128.900,00', 8], [508, '773.400,00', 8]]],
      [248, [[73, 'esmerilado', 8]]],
      [265, [[54, '2', 8], [73, 'Premarco de aluminio para ventana', 8], [311, '4', 8], [340, '62.300,40', 8], [411, '-', 8], [438, '62.300,40', 8], [508, '249.201,60', 8]]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.ok])).toEqual([
      ['Ventiluz oscilobatiente 0,50 x 0,50 m con vidrio esmerilado', 6, 128900, true],
      ['Premarco de aluminio para ventana', 4, 62300.4, true],
    ]);
  });
});

describe('a net price column before the amount (seventeenth session, found on the blind fresh22 by figures alone)', () => {
  it('keeps the amount after a "Neto" with no VAT column between them ("P. Lista | Bonif. % | Neto | Importe")', () => {
    const read = rows([
      [199, [[34, 'Descripción', 8], [301, 'Cant.', 8], [340, 'P. Lista', 8], [395, 'Bonif. %', 8], [450, 'Neto', 8], [515, 'Importe', 8]]],
      [216, [[34, 'Bomba sumergible 1 HP', 8], [311, '2', 8], [340, '100.000,00', 8], [405, '10,00', 8], [445, '90.000,00', 8], [510, '180.000,00', 8]]],
    ]);
    expect(read.map((r) => [r.q, r.p, r.a, r.ok])).toEqual([[2, 90000, 180000, true]]);
  });
});

describe('tables of fresh23 layouts (eighteenth session; e, f, g held out)', () => {
  it('reads a caption cell named by one of its words ("Trabajo / material") whole, and a column of words there as the description', () => {
    const read = rows([
      [213, [[46, '#'], [62, 'Trabajo / material'], [324, 'Medida'], [398, 'Precio unit.'], [518, 'Importe']]],
      [231, [[46, '1'], [62, 'Vidrio float incoloro 4 mm'], [334, '2 m2'], [399, '$46.706,00'], [502, '$93.412,00']]],
      [251, [[46, '2'], [62, 'Vidrio esmerilado 4 mm'], [325, '5,5 m2'], [399, '$60.379,00'], [497, '$332.084,50']]],
    ]);
    expect(read.map((r) => [r.d, r.q, r.p, r.ok])).toEqual([
      ['Vidrio float incoloro 4 mm', 2, 46706, true],
      ['Vidrio esmerilado 4 mm', 5.5, 60379, true],
    ]);
  });
});

describe('tables of fresh25 layouts (nineteenth session; e, j, i held out)', () => {
  it('reads a second caption of the code\'s lexicon ("Cod. | Cant. | Unid | Material") as the description when none names it', () => {
    const read = rows([
      [200, [[39, 'Cod.'], [127, 'Cant.'], [157, 'Unid'], [213, 'Material'], [527, 'Bultos']]],
      [216, [[39, 'EL0164'], [141, '11'], [157, 'u'], [213, 'Contactor tripolar 25 A bobina 220 V'], [551, '6']]],
      [230, [[39, 'EL0136'], [131, '54,5'], [157, 'u'], [213, 'TUBO LED T8 18 W 120 CM'], [551, '1']]],
    ]);
    expect(read.map((r) => [r.d, r.q])).toEqual([
      ['Contactor tripolar 25 A bobina 220 V', 11],
      ['TUBO LED T8 18 W 120 CM', 54.5],
    ]);
  });

  it('reads a quantity whose unit the OCR joined with a point ("5.u") on its own row', () => {
    const read = rows([
      [200, [[40, 'cod.'], [127, 'cant.'], [157, 'Unid'], [213, 'Material'], [527, 'Bultos']]],
      [216, [[147, '5.u'], [213, 'ESCALERA TIJERA ALUMINIO 7 ESCALONES'], [551, '1']]],
      [230, [[142, '12 unidades'], [213, 'GUANTE DE DESCARNE (PAR)'], [551, '3']]],
    ]);
    expect(read.map((r) => [r.d, r.q])).toEqual([
      ['ESCALERA TIJERA ALUMINIO 7 ESCALONES', 5],
      ['GUANTE DE DESCARNE (PAR)', 12],
    ]);
  });
});

describe('tables of fresh26 layouts (nineteenth session; e, f, j held out)', () => {
  // A scan's header beside the issuer's sidebar: "Cód." read "Céd.", the description captioned "Producto / prestación".
  const scan: FixtureLine[] = [
    [164, [[18, 'BB 068-699326-3'], [175, 'Céd.'], [232, 'Producto / prestación'], [351, 'Cant.'], [380, 'Precio Unit. SIIVA'], [461, 'Alic.'], [526, 'Subtotal']]],
    [178, [[38, 'de act.: 22/06/2016']]],
    [182, [[176, 'AU0101'], [232, 'Audifono retroauricular'], [366, '6'], [396, '1.245.600,50'], [455, '10,5%'], [510, '7.473.603,00']]],
    [189, [[18, 'Resp. Inscripto'], [232, 'digital 8 canales']]],
    [206, [[176, 'AU0136'], [232, 'Deshumidificador'], [366, '2'], [408, '38.940,80'], [461, '21%'], [521, '77.881,60']]],
    [217, [[232, 'eléctrico para audífonos']]],
    [232, [[176, 'AU0157'], [232, 'Tubo fino de reemplazo x'], [361, '10'], [412, '9.870,35'], [455, '10,5%'], [521, '98.703,50']]],
    [243, [[232, '3']]],
    [290, [[300, 'Importe Total: 7.670.188,10']]],
  ];

  it('reads a caption joined to the description\'s by a slash ("Producto / prestación") as one column, and "Céd." as the code', () => {
    const t = table(scan)!;
    expect(t.header.columns.map((c) => c.role)).toEqual(['code', 'description', 'quantity', 'unitPrice', 'ivaRate', 'amount']);
    expect(t.rows.map((r) => [r.code, r.description, r.quantity])).toEqual([
      ['AU0101', 'Audifono retroauricular digital 8 canales', 6],
      ['AU0136', 'Deshumidificador eléctrico para audífonos', 2],
      ['AU0157', 'Tubo fino de reemplazo x 3', 10],
    ]);
  });

  it('ends a description wrapped before its number ("… x" / "3") with it, under a row or before the next', () => {
    const rowsOf = (lines: FixtureLine[]) => rows(lines).map((r) => r.d);
    expect(rowsOf([
      [100, [[40, 'Descripción'], [300, 'Cant.'], [400, 'Precio'], [500, 'Importe']]],
      [116, [[40, 'Pilas para audífono blister x'], [310, '2'], [400, '6.890,25'], [500, '13.780,50']]],
      [127, [[40, '6']]],
      [140, [[40, 'Kit de limpieza'], [310, '1'], [400, '1.000,00'], [500, '1.000,00']]],
    ])).toEqual(['Pilas para audífono blister x 6', 'Kit de limpieza']);
    // Not a number under a description that does not end so (a printed sheet's row number).
    expect(rowsOf([
      [100, [[40, 'Descripción'], [300, 'Cant.'], [400, 'Precio'], [500, 'Importe']]],
      [116, [[40, 'Pilas para audífono'], [310, '2'], [400, '6.890,25'], [500, '13.780,50']]],
      [127, [[40, '6']]],
    ])).toEqual(['Pilas para audífono']);
  });

  it('reads a column of whole numbers under no caption, between the description and the price, as the quantity (a scan lost "Cant.")', () => {
    // fresh21 i30's words as the OCR placed them: the quantity's caption is gone, its numbers right of the description.
    const words: Array<[string, number, number, number, number]> = [
      ['Precio', 354, 378, 213, 219], ['Bonif.', 391, 413, 213, 219], ['Precio', 451, 475, 212, 222], ['Importe', 520, 548, 213, 221], ['Item', 51, 66, 218, 224], ['Descripción', 76, 120, 218, 226], ['Unitario', 348, 378, 222, 232], ['%', 406, 413, 223, 229], ['c/Bonif.', 446, 474, 222, 232], ['Total', 530, 548, 222, 232], ['1', 57, 60, 239, 245], ['Ventiluz', 75, 104, 239, 245], ['oscilobatiente', 107, 158, 239, 245], ['0,50', 161, 177, 239, 246], ['x', 180, 184, 240, 245], ['0,50', 186, 202, 239, 246], ['m', 205, 211, 240, 245], ['con', 214, 227, 240, 245], ['vidrio', 230, 250, 239, 245], ['8', 312, 316, 239, 246], ['128.900,01', 336, 377, 239, 246], ['128.900,01', 433, 474, 239, 246], ['1.031.200,08', 500, 548, 239, 246], ['esmerilado', 76, 117, 249, 255], ['2', 57, 61, 265, 271], ['Paño', 76, 95, 265, 272], ['fijo', 97, 108, 265, 273], ['de', 111, 120, 265, 272], ['aluminio', 122, 153, 265, 272], ['blanco', 156, 180, 265, 272], ['0,60', 183, 199, 265, 273], ['x', 202, 205, 267, 271], ['1,80', 209, 224, 265, 273], ['m', 227, 234, 267, 271], ['con', 236, 249, 267, 272], ['vidrio', 252, 272, 265, 272], ['1', 312, 316, 266, 271], ['186.300,50', 336, 378, 265, 273], ['186.300,50', 434, 475, 266, 273], ['186.300,50', 507, 548, 266, 273], ['float', 76, 91, 275, 282], ['4', 94, 98, 276, 282], ['4mm', 101, 114, 277, 282],
    ];
    const page: ReadPage = {
      number: 1, text: '', source: 'ocr', ocrConfidence: 85,
      geometry: { width: 595, height: 838, words: words.map(([text, x0, x1, y0, y1]) => ({ text, x0, x1, y0, y1, confidence: 0.9 })) },
    };
    const read = readTableByColumns(buildLayout({ mimeType: 'image/jpeg', pages: [page], text: '' }), 'comma-decimal')!.rows.map((r) => ({ q: r.quantity, p: r.unitPrice, a: r.amount, ok: r.validated }));
    expect(read.map((r) => [r.q, r.p, r.a, r.ok])).toEqual([
      [8, 128900.01, 1031200.08, true],
      [1, 186300.5, 186300.5, true],
    ]);
  });

  it('reads two numbers right of every caption on most rows as the price and the amount when a scan lost their captions', () => {
    // fresh21 i20's words as the OCR placed them: "Description  Qty  Unit  Unit" left of where "Price USD  VAT %  Amount
    // USD" were printed.
    const words: Array<[string, number, number, number, number]> = [
      ['Description', 72, 112, 233, 240], ['Qty', 308, 319, 234, 241], ['Unit', 331, 345, 234, 240], ['Unit', 361, 375, 233, 239], ['Almacenaje', 73, 113, 249, 257], ['en', 115, 123, 251, 255], ['depósito', 126, 154, 250, 257], ['fiscal', 157, 174, 250, 256], ['(por', 176, 189, 250, 257], ['dia)', 192, 204, 250, 257], ['11', 312, 319, 250, 256], ['day', 332, 344, 250, 257], ['48.00', 392, 411, 249, 255], ['21%', 432, 446, 248, 254], ['528.00', 500, 523, 247, 253], ['Handling', 73, 103, 264, 271], ['y', 106, 109, 266, 272], ['emisión', 112, 138, 264, 270], ['de', 140, 148, 264, 270], ['guía', 151, 165, 265, 272], ['aérea', 168, 186, 265, 270], ['1', 316, 319, 265, 270], ['ea', 334, 342, 266, 270], ['95.00', 392, 411, 262, 272], ['21%', 431, 446, 263, 269], ['95.00', 504, 523, 261, 267], ['Desconsolidación', 74, 133, 279, 285], ['y', 134, 137, 277, 288], ['liberación', 142, 174, 279, 285], ['de', 176, 184, 279, 285], ['BL', 187, 195, 280, 285], ['1', 316, 319, 280, 285], ['ea', 334, 342, 280, 285], ['120.00', 388, 412, 276, 287], ['21%', 431, 446, 278, 283], ['120.00', 500, 523, 275, 286], ['Flete', 74, 90, 293, 299], ['marítimo', 93, 122, 293, 300], ['internacional', 125, 167, 293, 300], ['contenedor', 170, 207, 294, 300], ['20', 210, 217, 294, 300], ['pies', 220, 233, 294, 301], ['SHA-BUE', 236, 268, 294, 300], ['1', 316, 319, 294, 299], ['ea', 334, 342, 295, 299], ['2,350.00', 382, 410, 293, 299], ['Exempt', 421, 446, 293, 299], ['2,350.00', 493, 522, 290, 299], ['Consolidación', 74, 122, 308, 314], ['LCL', 124, 138, 308, 314], ['por', 140, 151, 310, 316], ['m3', 153, 163, 309, 314], ['78', 309, 319, 308, 314], ['m3', 333, 342, 308, 314], ['62.00', 392, 411, 306, 316], ['21%', 431, 446, 307, 313], ['483.60', 498, 522, 305, 315],
    ];
    const page: ReadPage = {
      number: 1, text: '', source: 'ocr', ocrConfidence: 85,
      geometry: { width: 595, height: 828, words: words.map(([text, x0, x1, y0, y1]) => ({ text, x0, x1, y0, y1, confidence: 0.9 })) },
    };
    const read = readTableByColumns(buildLayout({ mimeType: 'image/jpeg', pages: [page], text: '' }), 'dot-decimal')!.rows;
    expect(read.map((r) => [r.quantity, r.unitPrice, r.amount, r.validated])).toEqual([
      [11, 48, 528, true],
      [1, 95, 95, true],
      [1, 120, 120, true],
      [1, 2350, 2350, true],
      // "7.8 m3" read "78": the row's arithmetic puts the point back.
      [7.8, 62, 483.6, true],
    ]);
    // "Exempt" in the rate's column.
    expect(read.map((r) => r.ivaRate)).toEqual([21, 21, 21, 0, 21]);
  });
});

describe('tables beyond the corpus (nineteenth session, probes)', () => {
  it('reads the count and the price a description writes ("10 x Yerba mate 1 kg a $ 4.000,00") when they make the amount', () => {
    expect(rows([
      [260, [[40, 'Detalle'], [520, 'Importe']]],
      [276, [[40, '10 x Yerba mate 1 kg a $ 4.000,00'], [510, '40.000,00']]],
      [290, [[40, '3 u. Filtro de aceite @ 1.250,00'], [515, '3.750,00']]],
      // One pack of six, or six of them: no price written, the row is read as printed.
      [304, [[40, '6 x 500 ml Agua mineral'], [515, '3.000,00']]],
    ]).map((r) => [r.d, r.q, r.p])).toEqual([
      ['Yerba mate 1 kg', 10, 4000],
      ['Filtro de aceite', 3, 1250],
      ['6 x 500 ml Agua mineral', 1, 3000],
    ]);
  });
});


describe('tables of fresh27 layouts (twentieth session; b, e, f held out)', () => {
  it('reads a one-digit quantity right-aligned under its caption as the quantity, not the code flush right of it', () => {
    // "Unidades" ends where its numbers end; "Art." starts a few points right of them, so "5" is as near one as the other.
    const read = table([
      [181, [[36, 'Unidades'], [87, 'Art.'], [141, 'Artículo'], [532, 'Cajas']]],
      [198, [[71, '24'], [87, 'JG0122'], [141, 'Juego de mesa de estrategia familiar'], [542, '24']]],
      [212, [[76, '5'], [87, 'JG0157'], [141, 'TROMPO DE MADERA CON PIOLÍN'], [547, '1']]],
      [227, [[71, '20'], [141, 'TÍTERE DE GUANTE DE TELA'], [547, '2']]],
      [241, [[76, '1'], [141, 'Rompecabezas de madera 100 piezas'], [547, '1']]],
    ])!;
    expect(t(read)).toEqual([
      ['JG0122', 'Juego de mesa de estrategia familiar', 24],
      ['JG0157', 'TROMPO DE MADERA CON PIOLÍN', 5],
      [null, 'TÍTERE DE GUANTE DE TELA', 20],
      [null, 'Rompecabezas de madera 100 piezas', 1],
    ]);
  });
});

describe('a scan that swelled a whole row (twentieth session, fresh27)', () => {
  it("keeps a quantity as tall as its row's description, though taller than the captions: no stamp", () => {
    const ocr = (lines: FixtureLine[]) => {
      const page = fixturePage(1, lines, { source: 'ocr' });
      return readTableByColumns(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }), 'comma-decimal')!.rows.map((r) => [r.description, r.quantity]);
    };
    const header: FixtureLine = [186, [[45, 'Código', 6], [103, 'Cantidad', 6], [143, 'U.M.', 6], [178, 'Descripción del material', 6], [527, 'Bultos', 6]]];
    expect(ocr([
      header,
      [203, [[121, '6,00', 6], [143, 'u', 6], [179, 'FILTRO DE RETORNO 10 MICRONES', 6], [546, '6', 6]]],
      [218, [[42, 'HYO101', 9], [116, '4,00', 11], [143, 'u', 9], [179, 'MANGUERA HIDRÁULICA 2 MALLAS', 9], [543, '4', 9]]],
    ])).toEqual([
      ['FILTRO DE RETORNO 10 MICRONES', 6],
      ['MANGUERA HIDRÁULICA 2 MALLAS', 4],
    ]);
    // A number twice the height of the row it sits on is still a stamp's.
    expect(ocr([
      header,
      [203, [[121, '6,00', 6], [143, 'u', 6], [179, 'FILTRO DE RETORNO 10 MICRONES', 6], [546, '6', 6]]],
      [218, [[42, 'HYO101', 6], [110, '4,00', 14], [143, 'u', 6], [179, 'MANGUERA HIDRÁULICA 2 MALLAS', 6], [543, '4', 6]]],
    ])[1]).toEqual(['MANGUERA HIDRÁULICA 2 MALLAS', null]);
  });
});

function t(read: NonNullable<ReturnType<typeof table>>) {
  return read.rows.map((r) => [r.code, r.description, r.quantity]);
}
