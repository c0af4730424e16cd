import { buildLayout } from '../../layout/document-layout';
import { extractWithRules } from '../rules/rules-extractor';
import { fixtureDocument, fixturePage, type FixtureLine } from '../../layout/layout-fixture';
import { valueBelow } from './labels';
import { indexLabels, readDateByLabel, readDateInBoxes, readDateInLooseBoxes, readDeliveryDateByLabel, referenceValue, readDateInHeading, readReceiverByLayout, readReferenceByLabel, readServicePeriodByLabel, readTotalByLabel, readVatByLayout } from './header-readers';

const read = (lines: FixtureLine[], tableAt: number | null = null) => {
  const index = indexLabels(buildLayout(fixtureDocument(lines)));
  return { index, regions: { tableTop: tableAt === null ? null : { page: 1, y: tableAt } } };
};
const noIssuer = { cuits: new Set<string>(), names: [] as string[][] };

// The tax authority's "Comprobantes en línea" layout: the issuer's block also says "Razón Social" and "CUIT".
const ARCA: FixtureLine[] = [
  [30, [[250, 'ORIGINAL']]],
  [50, [[30, 'QUIROGA HNOS. GRÁFICA'], [280, 'A'], [330, 'FACTURA']]],
  [80, [[280, 'COD. 01'], [320, 'Punto de Venta: 00002'], [440, 'Comp. Nro: 00002607']]],
  [100, [[30, 'Razón Social: Quiroga Hermanos Insumos Gráficos S.R.L.'], [320, 'Fecha de Emisión: 23/11/2026']]],
  [120, [[30, 'Domicilio Comercial: Av. San Martín 4353'], [320, 'CUIT: 30539716014']]],
  [140, [[30, 'Condición frente al IVA: IVA Responsable Inscripto'], [320, 'Fecha de Inicio de Actividades: 15/07/2006']]],
  [170, [[30, 'Período Facturado Desde: 23/11/2026'], [220, 'Hasta: 23/11/2026'], [360, 'Fecha de Vto. para el pago: 03/12/2026']]],
  [200, [[30, 'CUIT: 33250138887'], [200, 'Apellido y Nombre / Razón Social: Laboratorio El Mangrullo S.A.']]],
  [220, [[30, 'Condición frente al IVA: Exento'], [300, 'Domicilio: Sarmiento 3917']]],
  [260, [[30, 'Código'], [90, 'Producto / Servicio'], [300, 'Cantidad'], [400, 'Precio Unit.'], [500, 'Subtotal']]],
  [600, [[380, 'Importe Neto Gravado: $'], [500, '3236400,00']]],
  [620, [[380, 'Importe Total: $'], [500, '3916044,00']]],
];

const readParts = (lines: Parameters<typeof read>[0]) => {
  const { index, regions } = read(lines);
  return [index, regions] as const;
};

describe('header readers on the document model', () => {
  it('reads the issue date by its label, never the due date or the start of activities', () => {
    const { index, regions } = read(ARCA, 255);
    expect(readDateByLabel(index, regions)).toMatchObject({ value: '2026-11-23', via: "label 'Fecha de Emisión' → right" });
  });

  it('reads a date under its label in a row of labels', () => {
    const { index, regions } = read([
      [100, [[40, 'NÚMERO'], [140, 'FECHA'], [240, 'VENDEDOR']]],
      [112, [[40, '1526/26'], [140, '2026-09-29'], [240, '29 - CORIA']]],
    ]);
    expect(readDateByLabel(index, regions)?.value).toBe('2026-09-29');
    expect(readReferenceByLabel(index, regions)?.value).toBe('1526/26');
  });

  it('reads an unlabelled heading date that wraps onto the next line', () => {
    const { index, regions } = read([
      [40, [[40, 'ORDEN DE COMPRA']]],
      [60, [[380, 'Ciudad Autónoma de Buenos Aires, 23 de']]],
      [71, [[470, 'noviembre de 2026']]],
    ]);
    expect(readDateByLabel(index, regions)).toBeNull();
    expect(readDateInHeading(index, regions)?.value).toBe('2026-11-23');
  });

  it('joins the point of sale and the voucher number of the tax authority layout', () => {
    const { index, regions } = read(ARCA, 255);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00002-00002607');
  });

  it('joins a point of sale labelled "Punto de Vta." to the "Comp. Nro" beside it', () => {
    const { index, regions } = read([
      [20, [[64, 'LA CALANDRIA Bazar & Deco'], [209, 'B'], [343, 'FACTURA']]],
      [37, [[64, 'Bazar La Calandria S.R.L.'], [207, 'COD. 06'], [253, 'Punto de Vta.: 00009 Comp. Nro: 00001851']]],
    ], 122);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00009-00001851');
  });

  it('reads a point of sale and number printed apart, the hyphen lost, as one number, and no further', () => {
    const { index, regions } = read([
      [40, [[40, 'AGRO LA PAMPEANA'], [440, 'REMITO R']]],
      [60, [[417, 'N° 0002'], [480, '00010586']]],
      [80, [[417, 'N° 0003'], [440, '-'], [470, '00010586']]],
    ]);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0002-00010586');
    const apart = read([[60, [[417, 'N° 0002'], [480, 'Hoja 1']]]]);
    expect(readReferenceByLabel(apart.index, apart.regions)?.value).toBe('0002');
  });

  it('finds "Punto de Venta" whose first letter OCR lost, and trusts a lone "Comp. Nro" less', () => {
    const page = fixturePage(1, [[94, [[317, 'unto de Venta: 00002'], [420, 'Comp. Nro: 00002607']]]], { source: 'ocr' });
    const index = indexLabels(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }));
    expect(readReferenceByLabel(index, { tableTop: null })?.value).toBe('00002-00002607');
    const alone = read([[94, [[420, 'Comp. Nro: 00002607']]]]);
    expect(readReferenceByLabel(alone.index, alone.regions)?.confidence).toBeLessThan(0.8);
  });

  it('keeps a letter prefix printed as part of the number, and prefers the own number to the customer order', () => {
    const { index, regions } = read([
      [40, [[40, 'ORDEN DE COMPRA'], [300, 'N° OC 2026/344']]],
    ]);
    expect(readReferenceByLabel(index, regions)?.value).toBe('OC 2026/344');
    const remito = read([
      [40, [[40, 'REMITO'], [300, 'Nº: 0003-00019286']]],
      [60, [[300, 'Ref. pedido: 67988']]],
    ]);
    expect(readReferenceByLabel(remito.index, remito.regions)?.value).toBe('0003-00019286');
  });

  it('does not take what sits under a bare document title as its number', () => {
    const { index, regions } = read([
      [40, [[300, 'PROFORMA']]],
      [55, [[300, 'COD. 000']]],
    ]);
    expect(readReferenceByLabel(index, regions)).toBeNull();
  });

  it('reads the grand total below the table, with a currency sign between label and amount', () => {
    const { index, regions } = read(ARCA, 255);
    expect(readTotalByLabel(index, regions, 'comma-decimal')?.value).toBe(3916044);
  });

  it('does not take "Total de bultos" for the total', () => {
    const { index, regions } = read([[300, [[40, 'Total de bultos: 14']]]], 100);
    expect(readTotalByLabel(index, regions, 'comma-decimal')).toBeNull();
  });

  it('reads the receiver of the tax authority layout, never the issuer block above it', () => {
    const { index, regions } = read(ARCA, 255);
    const r = readReceiverByLayout(index, regions, noIssuer);
    expect(r.receiver).toEqual({ name: 'Laboratorio El Mangrullo S.A.', docType: 'CUIT', docNumber: '33250138887', condicionIva: 4 });
    expect([...r.issuerCuits]).toEqual(['30539716014']);
  });

  it('reads the buyer column of a two-column order, not the seller beside it', () => {
    const { index, regions } = read([
      [100, [[48, 'Vendedor'], [320, 'Comprador']]],
      [125, [[48, 'Razón social'], [130, 'Agroinsumos Del Litoral S.A.'], [320, 'Razón social'], [400, 'Frigorífico Santa Brígida S.A.S.']]],
      [142, [[48, 'CUIT'], [130, '33-43729286-3'], [320, 'CUIT'], [400, '33-54683065-4']]],
      [159, [[48, 'Condición IVA'], [130, 'I.V.A. Resp. Inscripto'], [320, 'Condición IVA'], [400, 'Monotributista']]],
    ], 240);
    const r = readReceiverByLayout(index, regions, noIssuer).receiver;
    expect(r).toEqual({ name: 'Frigorífico Santa Brígida S.A.S.', docType: 'CUIT', docNumber: '33546830654', condicionIva: 6 });
  });

  it("leaves the customer's account number out of the name, before it or between the label and its colon", () => {
    const name = (lines: FixtureLine[]) => readReceiverByLayout(read(lines).index, read(lines).regions, noIssuer).receiver.name;
    expect(name([
      [100, [[40, 'Cliente (4142): Inmobiliaria San Cayetano S.R.L.']]],
      [115, [[40, 'CUIT: 30-89010704-0'], [200, 'Sit. frente al IVA: Resp. Inscripto']]],
      [130, [[40, 'Hoja de ruta 59 · Unidad 07']]],
    ])).toBe('Inmobiliaria San Cayetano S.R.L.');
    expect(name([
      [100, [[40, 'Razón Social: (12106) Gustavo Correa'], [300, 'C.U.I.T.: 20-29071431-2']]],
    ])).toBe('Gustavo Correa');
    // A scan's specks after the name and a word the OCR split before its last letters.
    expect(name([[100, [[40, 'Sr./Sra.: Gustavo Peral ta - .']]], [115, [[40, 'D.N.I.: 41900318']]]])).toBe('Gustavo Peralta');
    expect(name([[100, [[40, 'Cliente: Juan de la Cruz y Cía. S.R.L.']]]])).toBe('Juan de la Cruz y Cía. S.R.L.');
  });

  it('reads a customer block whose captions are set small to its last row (its depth is the body text\'s)', () => {
    // A medical factura B: 4.5 pt captions over 10 pt values; the condition is the block's fourth row.
    const block: FixtureLine[] = [
      [40, [[40, 'CENTRO MÉDICO LOS CEIBOS'], [400, 'FACTURA B']]],
      [60, [[40, 'Av. Colón 2439 - (X5000) Córdoba'], [400, 'Nº 00006-00029823']]],
      [121, [[45, 'PACIENTE / AFILIADO', 4.5], [302, 'DOCUMENTO', 4.5]]],
      [139, [[45, 'Analía Sosa'], [302, 'DNI 27.022.242']]],
      [155, [[45, 'COBERTURA', 4.5], [302, 'N° DE AFILIADO', 4.5]]],
      [173, [[45, 'SALUD INTEGRAL 310'], [302, '91 932664 3 01']]],
      [192, [[45, 'CONDICIÓN ANTE EL IVA', 4.5], [302, 'CONDICIÓN DE VENTA', 4.5]]],
      [207, [[45, 'CONSUMIDOR FINAL'], [302, 'CONTADO']]],
      [275, [[43, 'Cód. prestación'], [169, 'Prestación'], [386, 'Cant.'], [526, 'Importe']]],
      [293, [[44, '34.01.03'], [169, 'Consulta médica en consultorio'], [400, '4'], [511, '186.340,00']]],
    ];
    const { index, regions } = read(block, 270);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'Analía Sosa', condicionIva: 5 });
  });

  it('reads the customer block a sale detail prints under its items', () => {
    const { index } = read([
      [54, [[34, 'Mis ventas / Venta #2000550349510718']]],
      [110, [[39, 'Producto'], [292, 'SKU'], [371, 'Unidades'], [455, 'Precio'], [539, 'Total']]],
      [146, [[76, 'Campera rompeviento'], [287, 'RO0122-248'], [394, '1 u.'], [441, '56.800,00'], [515, '56.800,00']]],
      [244, [[44, 'Comprador'], [224, 'Datos para tu factura'], [403, 'Productos'], [500, '$ 56.800,00']]],
      [260, [[44, 'María Laura Giménez'], [224, 'María Laura Giménez'], [403, 'Envío'], [529, '$ 0,00']]],
      [272, [[44, 'MARIA_5586'], [224, 'DNI 29071431']]],
      [287, [[44, 'Envío'], [224, 'Consumidor Final'], [403, 'Total'], [480, '$ 56.800,00']]],
    ]);
    const r = readReceiverByLayout(index, { tableTop: { page: 1, y: 102 }, tableBottom: { page: 1, y: 236 } }, noIssuer).receiver;
    expect(r).toEqual({ name: 'María Laura Giménez', docType: 'DNI', docNumber: '29071431', condicionIva: 5 });
    // Without the table's end the block under it is not looked at.
    expect(readReceiverByLayout(index, { tableTop: { page: 1, y: 102 } }, noIssuer).receiver.docNumber).toBeNull();
  });

  it("keeps the customer printed above the items over a payment slip's copy under them", () => {
    const { index } = read([
      [40, [[40, 'FIBRANET S.A.', 16]]],
      [160, [[40, 'Titular del servicio'], [300, 'CUIT: 30-89010704-0']]],
      [175, [[40, 'Inmobiliaria San Cayetano S.R.L.'], [300, 'IVA Responsable Inscripto']]],
      [210, [[40, 'Concepto'], [400, 'Cant.'], [450, 'Precio'], [520, 'Importe']]],
      [225, [[40, 'Abono fibra 300 Mb'], [400, '1'], [450, '30.000,00'], [520, '30.000,00']]],
      [400, [[40, 'Cliente: INMOBILIARIA SAN CAYETANO'], [300, 'Nº de cuenta 4142']]],
    ]);
    const r = readReceiverByLayout(index, { tableTop: { page: 1, y: 202 }, tableBottom: { page: 1, y: 300 } }, noIssuer).receiver;
    expect(r.docNumber).toBe('30890107040');
    expect(r.name).not.toBe('INMOBILIARIA SAN CAYETANO');
  });

  it('ends a name where the next label of its line starts, and reads "Sr./Sra.:" as the label', () => {
    const name = (lines: FixtureLine[]) => readReceiverByLayout(read(lines).index, read(lines).regions, noIssuer).receiver.name;
    expect(name([[128, [[36, 'Sr./Sra.: María Laura Arias Vendedor: JOSE L.']]], [144, [[36, 'D.N.I.: 41900318'], [256, 'I.V.A.: Cons. Final']]]])).toBe('María Laura Arias');
  });

  it('reads "Sr./Sra.:" whose slash OCR read as a letter ("Sr.ISra.:"), never a word of a label beside it', () => {
    const page = fixturePage(1, [
      [95, [[357, 'Inicio de Actividades: 03/07/2004 IVA Responsable Inscripto']]],
      [120, [[35, 'Sr.ISra.:'], [91, 'Juan Pablo Sosa'], [356, 'Doc.:'], [391, 'DNI 31840348']]],
      [150, [[35, 'Cond. IVA:'], [91, 'Consumidor Final']]],
    ], { source: 'ocr' });
    const index = indexLabels(buildLayout({ mimeType: 'image/jpeg', pages: [page], text: page.text }));
    expect(readReceiverByLayout(index, { tableTop: { page: 1, y: 173 } }, noIssuer).receiver.name).toBe('Juan Pablo Sosa');
  });

  it('never takes the issuer CUIT the draft is for as the receiver', () => {
    const { index, regions } = read([
      [40, [[40, 'Estudio Racedo S.R.L. · CUIT 30-72616834-9']]],
      [80, [[40, 'Cliente: Gorosito y Orellana S.R.L.']]],
      [95, [[40, 'CUIT: 30-72510027-9']]],
    ]);
    const r = readReceiverByLayout(index, regions, { cuits: new Set(['30725100279']), names: [] });
    expect(r.receiver.docNumber).not.toBe('30725100279');
  });

  it('tells the customer column from the letterhead beside it when the block headings were lost', () => {
    const { index, regions } = read([
      [100, [[60, 'Limpieza Total La Aguada S.R.L.'], [330, 'Gustavo Iván Piccolo']]],
      [115, [[60, 'CUIT 30735951420'], [150, 'IVA Responsable Inscripto'], [330, 'CUIT: 20185966349']]],
      [126, [[60, 'IIBB 30735951420'], [150, 'Inicio de actividades 01/12/2011'], [330, 'Balcarce 4085']]],
    ], 240);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'Gustavo Iván Piccolo', docNumber: '20185966349' });
  });

  it('reads a ticket to an unidentified consumer', () => {
    const { index, regions } = read([
      [100, [[10, 'TICKET Nro: 0008-00028556']]],
      [135, [[10, 'A CONSUMIDOR FINAL']]],
    ], 150);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'Consumidor Final', docNumber: null, condicionIva: 5 });
  });

  it("reads a buyer's purchase order: the letterhead is the receiver when the issuer is the supplier named below", () => {
    const { index, regions } = read([
      [40, [[36, 'Frigorífico Santa Brígida S.A.', 15], [400, 'ORDEN DE COMPRA', 14]]],
      [55, [[36, 'Italia 1169 - (E3100) Paraná, Entre Ríos'], [430, 'Nro. 4500049789']]],
      [68, [[36, 'C.U.I.T. 33-67121835-9 - IVA Responsable Inscripto'], [430, 'Fecha: 24.11.2026']]],
      [100, [[36, 'PROVEEDOR'], [400, 'CONDICIONES']]],
      [114, [[36, 'Metalúrgica Sierra Chica S.A.'], [400, 'Pago: 30 días']]],
      [128, [[36, 'CUIT 30454992217'], [400, 'Comprador: Frigorífico - Compras']]],
      [170, [[36, 'Pos.'], [80, 'Descripción'], [300, 'Cantidad'], [400, 'Precio unitario']]],
    ], 165);
    const issuer = { cuits: new Set(['30454992217']), names: [] as string[][], guessedNames: [['FRIGORIFICO', 'SANTA', 'BRIGIDA']] };
    const reading = readReceiverByLayout(index, regions, issuer);
    expect(reading.receiver).toEqual({ name: 'Frigorífico Santa Brígida S.A.', docType: 'CUIT', docNumber: '33671218359', condicionIva: 1 });
    expect(reading.nameBesideCuit).toBe(true);
    expect([...reading.issuerCuits]).toEqual(['30454992217']);
  });

  it('takes no letterhead line for the name of a customer CUIT printed under an address of the same size', () => {
    const { index, regions } = read([
      [40, [[36, 'Belgrano 3355 - (A4400) Salta'], [400, 'PEDIDO 1234']]],
      [53, [[36, 'CUIT 33-67121835-9']]],
      [120, [[36, 'Proveedor: CUIT 30454992217']]],
      [170, [[36, 'Cant.'], [80, 'Descripción'], [300, 'Importe']]],
    ], 165);
    const reading = readReceiverByLayout(index, regions, { cuits: new Set(['30454992217']), names: [] });
    expect(reading.receiver).toMatchObject({ name: null, docNumber: '33671218359' });
  });

  it('reads the number after a number sign that OCR turned into "N2"', () => {
    const page = fixturePage(1, [[60, [[360, 'REMITO N2 0002-00088764']]], [80, [[360, 'Fecha: 21-11-26']]]], { source: 'ocr' });
    const index = indexLabels(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }));
    expect(readReferenceByLabel(index, { tableTop: null })?.value).toBe('0002-00088764');
  });

  it('leaves the voucher letter out of a point of sale and number', () => {
    const { index, regions } = read([[60, [[360, 'Comprobante: X 0007-00008750']]]]);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0007-00008750');
  });

  it('joins a point of sale and number printed apart, and leaves a letter joined to them out', () => {
    expect(readReferenceByLabel(...readParts([[60, [[360, 'Nº 0004 - 00053372']]]]))?.value).toBe('0004-00053372');
    expect(readReferenceByLabel(...readParts([[60, [[360, 'Nro. A-0011-00036045']]]]))?.value).toBe('0011-00036045');
    // OCR lost the hyphen and read the number sign as "N*"
    expect(readReferenceByLabel(...readParts([[60, [[360, 'N* 0004 00053372']]]]))?.value).toBe('0004-00053372');
  });

  it('reads a DNI under a "CUIT/DNI" label', () => {
    const { index, regions } = read([
      [60, [[30, 'Facturar a:'], [98, 'Silvina Ojeda']]],
      [75, [[30, 'CUIT/DNI:'], [98, '28.990.952']]],
      [120, [[36, 'Cant.'], [80, 'Descripción'], [300, 'Importe']]],
    ], 115);
    expect(readReceiverByLayout(index, regions, { cuits: new Set(), names: [] }).receiver).toMatchObject({ docType: 'DNI', docNumber: '28990952' });
  });

  it('takes a lone voucher number in the heading when its label was not read, but not one beside another label', () => {
    expect(readReferenceByLabel(...readParts([[40, [[360, 'FACTURA']]], [60, [[360, '. 00008-00056467']]], [80, [[360, 'Fecha: 23/11/2026']]]]))?.value).toBe('00008-00056467');
    expect(readReferenceByLabel(...readParts([[40, [[360, 'FACTURA']]], [60, [[360, 'CAI 0001-00021555']]]]))).toBeNull();
  });

  it('reads a number printed alone under the document title', () => {
    expect(readReferenceByLabel(...readParts([[40, [[414, 'PRESUPUESTO']]], [55, [[484, 'COT-10502']]], [80, [[40, 'Para:'], [470, 'Fecha: 24/11/2026']]]]))?.value).toBe('COT-10502');
  });

  it('takes the name under its label from its own cell, not from a far cell of the right column', () => {
    const { index, regions } = read([
      [60, [[50, 'Para:'], [470, 'Fecha: 24/11/2026']]],
      [75, [[50, 'Logística Del Litoral S.R.L.'], [446, 'Válida hasta: 04/12/2026']]],
      [90, [[50, 'C.U.I.T. 33-75954519-8']]],
      [140, [[36, 'Detalle'], [300, 'Cant.'], [400, 'Importe']]],
    ], 135);
    expect(readReceiverByLayout(index, regions, { cuits: new Set(), names: [] }).receiver.name).toBe('Logística Del Litoral S.R.L.');
  });

  it('reads a VAT condition abbreviated alone in the customer block ("RI")', () => {
    const { index, regions } = read([
      [60, [[181, 'Facturar a']]],
      [75, [[181, 'Servicios Integrales Paso de los Libres S.A.']]],
      [90, [[181, 'CUIT 30-31539737-1']]],
      [105, [[181, 'RI']]],
      [120, [[181, 'Lavalle 1442 - (S2000) Rosario, Santa Fe']]],
      [150, [[176, 'Concepto'], [400, 'Cant.'], [505, 'Importe']]],
    ], 145);
    expect(readReceiverByLayout(index, regions, { cuits: new Set(), names: [] }).receiver.condicionIva).toBe(1);
  });

  it('reads the condition beside the customer CUIT when the block label ("Para:") was lost, not another column', () => {
    const lines: FixtureLine[] = [
      [60, [[60, 'Zárate Sistemas S.A.S. · CUIT 33-37268712-1'], [470, 'COT-11794']]],
      [120, [[460, 'Fecha: 24/11/2026']]],
      [135, [[60, 'Frigorífico Los Ceibos S.R.L.'], [440, 'Válida hasta: 04/12/2026']]],
      [150, [[60, 'C.U.I.T. 30-28865299-2'], [168, 'IVA Responsable Inscripto'], [370, 'Moneda: Dólares (U$S)']]],
      [165, [[60, 'Av. San Martín 4713 - (S3000) Santa Fe'], [380, 'Exento de sellos']]],
      [200, [[60, 'Detalle'], [300, 'Cant.'], [400, 'Importe']]],
    ];
    const { index, regions } = read(lines, 195);
    const issuer = { cuits: new Set(['33372687121']), names: [] };
    expect(readReceiverByLayout(index, regions, issuer).receiver).toMatchObject({ docNumber: '30288652992', condicionIva: 1 });
    // without the phrase on its line, the "Exento" of another column on the next line is not the customer's
    const without: FixtureLine[] = lines.map(([y, cells]) => [y, cells.filter(([, t]) => t !== 'IVA Responsable Inscripto')]);
    expect(readReceiverByLayout(...readParts(without), issuer).receiver.condicionIva).toBeNull();
  });

  it('reads a billed period printed under its label in a side band, and not one over a year long', () => {
    const period = (value: string) =>
      readServicePeriodByLabel(...readParts([[60, [[12, 'PERÍODO FACTURADO']]], [75, [[12, value]]], [120, [[176, 'Concepto'], [400, 'Cant.'], [505, 'Importe']]]]))?.value ?? null;
    expect(period('01/10/2026 al 31/10/2026')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(period('01/10/2026 al 31/10/2028')).toBeNull();
  });
  it('reads no reference from a "Nº" that belongs to "Cliente", even where OCR put the two words on different lines', () => {
    // The scan's "Cliente" box runs into its taller "Nº": two lines of the model, one printed label "Cliente Nº".
    const lines: FixtureLine[] = [
      [40, [[40, 'DISTRIBUIDORA EL QUEBRACHO'], [393, 'REMITO']]],
      [115, [[407, 'N*', 14]]],
      [120, [[379, 'Cliente']]],
      [135, [[84, '2026-11-23'], [224, '0001-00025839'], [388, '1371']]],
      [160, [[44, 'Destinatario'], [152, 'Hotelera Los Talas S.R.L.']]],
    ];
    const { index, regions } = read(lines);
    expect(index.layout.lines.filter((l) => /Cliente|N\*/.test(l.text))).toHaveLength(2);
    expect(readReferenceByLabel(index, regions)).toMatchObject({ value: '0001-00025839', via: 'an unlabelled voucher number in the heading' });
    // ... and "Cliente" over a column of account numbers opens no customer block: "Destinatario" does.
    expect(readReceiverByLayout(index, regions, noIssuer).receiver.name).toBe('Hotelera Los Talas S.R.L.');
  });

  it('reads a fiscal ticket\'s "P.V. Nro.: 00008  Nro. T.: 00097040" as one number, and a caption row\'s "Comp. N°" as the number\'s label', () => {
    const ticket = read([
      [20, [[60, 'CAFE LOS TALAS']]],
      [106, [[9, 'TIQUE FACTURA B'], [175, 'Cod. 082']]],
      [117, [[9, 'P.V. Nro.: 00008'], [142, 'Nro. T.: 00097040']]],
      [127, [[9, 'Fecha: 26/11/2026'], [156, 'Hora: 13:52:36']]],
    ]);
    expect(readReferenceByLabel(ticket.index, ticket.regions)).toMatchObject({ value: '00008-00097040' });
    // "Punto de venta" and "Comp. N°" as two captions over their values: the second is the number's own label.
    const captions = read([
      [40, [[40, 'ESTUDIO CONTABLE DEL SUR'], [400, 'FACTURA C']]],
      [70, [[300, 'Punto de venta'], [420, 'Comp. N°']]],
      [84, [[300, '00001'], [420, '00000505']]],
    ]);
    expect(readReferenceByLabel(captions.index, captions.regions)).toMatchObject({ value: '00001-00000505' });
  });

  it('pairs the point of sale with the number label on its own line, not with a stray "N.*" the OCR read a line above', () => {
    const { index, regions } = read([
      [40, [[109, 'HERNÁN OJEDA'], [340, 'FACTURA']]],
      [94, [[41, 'ñ'], [294, 'N.* 01']]],
      [106, [[333, 'Punto de Venta: 00001'], [417, 'Comp. Nro: 00000588']]],
      [117, [[333, 'Fecha de Emisión: 25/11/2026']]],
    ]);
    expect(readReferenceByLabel(index, regions)).toMatchObject({ value: '00001-00000588' });
  });

  it('takes no heading date whose label OCR split onto the line above ("Inicio" / "Actividades: …")', () => {
    const { index, regions } = read([
      [40, [[40, 'DISTRIBUIDORA EL QUEBRACHO']]],
      [75, [[40, 'Tel: (0321) 484-7761'], [394, 'Inicio']]],
      [81, [[427, 'Actividades: 24/10/2007']]],
      [135, [[84, '2026-11-23'], [224, '0001-00025839']]],
    ]);
    expect(readDateInHeading(index, regions)).toMatchObject({ value: '2026-11-23' });
  });
  it('reads a condition whose value starts with a word of its label ("Resp. IVA  IVA Exento"), not the letterhead\'s', () => {
    const { index, regions } = read([
      [40, [[27, 'SERVICIOS INTEGRALES RÍO DULCE'], [398, 'COTIZACIÓN']]],
      [74, [[27, 'IVA Responsable Inscripto']]],
      [157, [[32, 'Razón Social'], [148, 'Asociación Civil Laguna Brava']]],
      [170, [[32, 'Documento'], [149, '30-99093069-0']]],
      [197, [[32, 'Resp. IVA'], [148, 'IVA Exento']]],
    ]);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ docNumber: '30990930690', condicionIva: 4 });
  });

  it('takes an unlabelled voucher number in the heading over an order number labelled as another document\'s', () => {
    const { index, regions } = read([
      [40, [[40, 'LAS ACACIAS ONLINE']]],
      [60, [[40, 'Factura B NY 00010-00735027']]],
      [75, [[40, 'Fecha: 25-11-2026'], [200, 'Pedido: #8800789992']]],
    ]);
    expect(readReferenceByLabel(index, regions)).toMatchObject({ value: '00010-00735027' });
  });
  it('reads the grand total past other labels on its line, never a "Valor neto total"', () => {
    const { index, regions } = read([
      [231, [[32, 'Ítem'], [142, 'Texto breve'], [443, 'Precio neto'], [527, 'Valor neto']]],
      [396, [[360, 'Valor neto total'], [523, '520.083,65']]],
      [408, [[360, 'IVA 21 %'], [523, '109.217,57']]],
      [423, [[360, 'Importe total del pedido ARS'], [520, '629.301,22']]],
    ], 240);
    expect(readTotalByLabel(index, regions, 'comma-decimal')?.value).toBe(629301.22);
  });

  it('reads the customer from a row of labels over a row of values: "Nro. cliente" is no reference, "Cat. IVA" its condition', () => {
    const { index, regions } = read([
      [17, [[24, 'DISTRIBUIDORA SANTA BRIGIDA'], [683, 'FACTURA 0008-00215666']]],
      [34, [[24, 'Distribuidora Santa Brígida S.R.L. | CUIT 30194467113 | IVA Responsable Inscripto']]],
      [58, [[20, 'Nro. cliente'], [90, 'Razón social'], [306, 'CUIT'], [382, 'Cat. IVA'], [432, 'Domicilio']]],
      [68, [[20, '3945'], [90, 'Diego Peralta'], [306, '20239656790'], [382, 'MT'], [432, 'Belgrano 1099 - (Q8300) Neuquén']]],
    ], 90);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0008-00215666');
    const issuer = { cuits: new Set(['30194467113']), names: [] as string[][] };
    expect(readReceiverByLayout(index, regions, issuer).receiver).toMatchObject({ name: 'Diego Peralta', docNumber: '20239656790', condicionIva: 6 });
  });
  it('joins a voucher number OCR split inside its point of sale ("00 14-00119450")', () => {
    const { index, regions } = read([[30, [[33, 'DISTRIBUIDORA SANTA BRIGIDA'], [678, 'FACTURA'], [720, '00'], [732, '14-00119450']]]]);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0014-00119450');
    // ... and one whose hyphen OCR lost, beside the title; not a barcode elsewhere.
    const lost = read([[30, [[33, 'DISTRIBUIDORA SANTA BRIGIDA'], [678, 'FACTURA'], [720, '000800215666']]]]);
    expect(readReferenceByLabel(lost.index, lost.regions)?.value).toBe('0008-00215666');
    const barcode = read([[30, [[33, 'DISTRIBUIDORA SANTA BRIGIDA']]], [60, [[33, 'EAN 7795467840698']]]]);
    expect(readReferenceByLabel(barcode.index, barcode.regions)).toBeNull();
  });
  it('reads the own number of a "Nota de pedido", not the customer\'s "O.C. Nº", and the O.C. number of a purchase order', () => {
    const form = read([
      [40, [[40, 'LOGÍSTICA LOS CEIBOS']]],
      [80, [[300, 'NOTA DE PEDIDO', 16]]],
      [100, [[300, 'N° 0001-00051412']]],
      [200, [[40, 'O.C. N°: 4501237'], [300, 'Cond. de venta: Contado']]],
    ]);
    expect(readReferenceByLabel(form.index, form.regions)?.value).toBe('0001-00051412');
    const order = read([
      [40, [[40, 'LABORATORIO LA PAMPEANA']]],
      [80, [[300, 'ORDEN DE COMPRA', 16]]],
      [100, [[300, 'O.C. N°: 4501237']]],
    ]);
    expect(readReferenceByLabel(order.index, order.regions)?.value).toBe('4501237');
  });
  it('reads a billing cycle ("CICLO") over its dates as the billed period', () => {
    const { index, regions } = read([
      [126, [[55, 'N° DE CUENTA'], [184, 'CICLO'], [313, 'VENCIMIENTO'], [442, 'TOTAL A PAGAR']]],
      [144, [[55, '53-085219'], [184, '01/10/2026 al'], [313, '12/12/2026'], [442, '$ 105.149,73']]],
      [155, [[184, '31/10/2026']]],
    ], 275);
    expect(readServicePeriodByLabel(index, regions)?.value).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('reads a billed period whose second date wrapped onto the next line under its label', () => {
    const { index, regions } = read([
      [168, [[50, 'DOMICILIO'], [308, 'PERIODO DE SERVICIO']]],
      [176, [[307, '01/10/2026']]],
      [186, [[49, 'Lavalle 118 (B7600) Mar del Plata'], [359, '31/10/2026']]],
    ], 220);
    expect(readServicePeriodByLabel(index, regions)?.value).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
  it('joins a customer CUIT OCR split in two groups when the whole passes the check digit', () => {
    const { index, regions } = read([
      [127, [[43, 'Bill to / Cliente']]],
      [136, [[43, 'Hernán Benítez']]],
      [167, [[43, 'CUIT : 20231'], [110, '239260']]],
      [178, [[44, 'IVA: Monotributista']]],
    ], 200);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ docNumber: '20231239260', condicionIva: 6 });
    const wrong = read([[127, [[43, 'Cliente: Hernán Benítez']]], [167, [[43, 'CUIT : 20231'], [110, '239261']]]], 200);
    expect(readReceiverByLayout(wrong.index, wrong.regions, noIssuer).receiver.docNumber).toBeNull();
  });
  it('bounds a caption\'s column by the next caption even when OCR garbled it out of the lexicon', () => {
    const { index, regions } = read([
      [34, [[24, 'Distribuidora Santa Brígida S.R.L. CUIT 30194467113']]],
      [69, [[83, 'Razon social'], [308, 'Curr'], [421, 'Domcio']]],
      [80, [[35, '1941'], [309, '20278347479'], [648, '13']]],
      [88, [[83, 'Ricardo Bustos'], [421, 'Maipú 181 (T4000) San Miguel de Tucumán']]],
    ], 100);
    const issuer = { cuits: new Set(['30194467113']), names: [] as string[][] };
    expect(readReceiverByLayout(index, regions, issuer).receiver).toMatchObject({ name: 'Ricardo Bustos', docNumber: '20278347479' });
  });
  it('reads a label printed in two languages ("Bill to / Cliente") as one, its value under both', () => {
    const { index, regions } = read([
      [126, [[39, 'Bill to / Cliente']]],
      [135, [[39, 'Hernán Benítez']]],
      [167, [[39, 'CUIT: 20231239260']]],
    ], 200);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'Hernán Benítez', docNumber: '20231239260' });
  });
});


describe('captions over their values beside a big title', () => {
  it('reads the number under "Número" on a line that also holds the letterhead in large type', () => {
    const { index } = read([
      [20, [[380, 'Comprobante'], [460, 'Número']]],
      [40, [[30, 'COOPERATIVA LOS TALAS', 20], [380, 'FACTURA'], [460, '00009-00887052']]],
      [60, [[380, 'Emisión'], [460, 'Vencimiento']]],
      [72, [[380, '23/11/2026'], [460, '23/12/2026']]],
    ]);
    expect(readReferenceByLabel(index, { tableTop: null })?.value).toBe('00009-00887052');
    expect(readDateByLabel(index, { tableTop: null })?.value).toBe('2026-11-23');
  });

  it('reads the number under a big title on a line whose small words sit lower than its tall ones', () => {
    const { index } = read([
      [46, [[62, 'ZÁRATE SISTEMAS', 14], [409, 'PRESUPUESTO', 14]]],
      [70, [[62, 'Zárate Sistemas S.A.S. CUIT 33-37268712-1', 7], [236, 'ventas@zarate.com', 15], [476, 'COT-11794', 7]]],
    ]);
    expect(readReferenceByLabel(index, { tableTop: null })?.value).toBe('COT-11794');
  });

  it('takes the unlabelled number beside the document\'s title over another number in the heading (its caption misread)', () => {
    const { index } = read([
      [20, [[380, 'Comprobante'], [460, '2000:']]],
      [40, [[30, 'COOPERATIVA LOS TALAS', 16], [380, 'FACTURA'], [460, '00009-00887052']]],
      [90, [[30, 'Nº socio'], [120, 'Cuenta'], [460, 'Remito(s)']]],
      [102, [[30, '3721'], [120, '61.776'], [460, '0001-00011163']]],
    ]);
    expect(readReferenceByLabel(index, { tableTop: null })?.value).toBe('00009-00887052');
  });

  it('reads a date printed in boxes over (or under) "DÍA MES AÑO"', () => {
    const layoutOf = (lines: FixtureLine[]) => buildLayout(fixtureDocument(lines));
    expect(readDateInBoxes(layoutOf([[40, [[420, '26'], [450, '11'], [480, '26']]], [52, [[420, 'DÍA'], [450, 'MES'], [480, 'AÑO']]]]))?.value).toBe('2026-11-26');
    expect(readDateInBoxes(layoutOf([[40, [[420, 'DD'], [450, 'MM'], [480, 'AAAA']]], [52, [[420, '3'], [450, '2'], [480, '2027']]]]))?.value).toBe('2027-02-03');
    expect(readDateInBoxes(layoutOf([[40, [[30, 'Día Mes Año de la entrega']]], [52, [[400, 'Total 12 50']]]]))).toBeNull();
  });

  it('reads the boxes\' date when another line of the heading sorts between the numbers and their captions', () => {
    // As OCR gave a remito: the numbers, then the issuer's line reaching across (lower than the numbers, higher than
    // the small captions), then "DÍA MES AÑO".
    const layout = buildLayout(fixtureDocument([
      [40, [[420, '26'], [450, '11'], [480, '26']]],
      [47, [[30, 'de Ferretería Industrial El Mangrullo S.R.L.'], [300, 'N° 0003-00017659']]],
      [50, [[420, 'DÍA', 5], [450, 'MES', 5], [480, 'AÑO', 5]]],
    ]));
    expect(layout.lines.map((l) => l.words[0]!.text)).toEqual(['26', 'de', 'DÍA']);
    expect(readDateInBoxes(layout)?.value).toBe('2026-11-26');
  });

  it("reads a date filled in three uncaptioned boxes after 'FECHA', each number at its own height", () => {
    const layoutOf = (lines: FixtureLine[]) => buildLayout(fixtureDocument(lines));
    expect(readDateInLooseBoxes(layoutOf([[105, [[50, 'Av. Mosconi 1019'], [330, 'FECHA'], [410, '11']]], [111, [[50, '(C1425) CABA'], [376, '22'], [444, '26']]]]))?.value).toBe('2026-11-22');
    // A labelled date with words after it is the label reader's, and two numbers are no date.
    expect(readDateInLooseBoxes(layoutOf([[105, [[330, 'FECHA de entrega'], [410, '11']]]]))).toBeNull();
    expect(readDateInLooseBoxes(layoutOf([[105, [[330, 'FECHA'], [376, '22'], [410, '11']]]]))).toBeNull();
  });

  it("reads the number of a fiscal printer's ticket from 'P.V.' and 'T.F.'", () => {
    const { index } = read([
      [92, [[41, 'TIQUE FACTURA "B"'], [125, 'Cod. 082']]],
      [101, [[12, 'P.V. 00004'], [134, 'T.F. 00034711']]],
      [110, [[12, 'FECHA 26/11/26'], [134, 'HORA 19:23:38']]],
    ]);
    expect(readReferenceByLabel(index, { tableTop: null })?.value).toBe('00004-00034711');
  });
});

describe('referenceValue', () => {
  const value = (text: string) => referenceValue({ words: buildLayout(fixtureDocument([[100, [[30, text]]]])).lines[0]!.words, text, where: 'right' });

  it('reads a letter prefix\'s leading "O" that OCR took for a zero as the letter', () => {
    expect(value('0V-26-06721')).toBe('OV-26-06721');
    expect(value('0003-00001234')).toBe('0003-00001234');
  });

  it('drops a type\'s initials before a point of sale and number, and keeps letters that are part of a number', () => {
    expect(value('NV 0001-00031258')).toBe('0001-00031258');
    expect(value('PED 4512')).toBe('PED 4512');
    expect(value('NV-94377')).toBe('NV-94377');
  });

  it("keeps a remito's or a proforma's letter joined to its number, and drops an invoice's (tenth session)", () => {
    expect(value('R-0002-00055910')).toBe('R-0002-00055910');
    expect(value('X-0001-00001234')).toBe('X-0001-00001234');
    expect(value('A-0004-00012345')).toBe('0004-00012345');
  });

  it("reads a spreadsheet's file name in a title as its stem, also with the OCR's 'I' for 'l' (thirteenth session)", () => {
    expect(value('00773.xlsx')).toBe('00773');
    expect(value('00773.xIsx')).toBe('00773');
    expect(value('PED-4512.pdf')).toBe('PED-4512');
  });

  it("reads a point of sale and number the OCR ran together ('0001200005478') as the two (thirteenth session)", () => {
    expect(value('0001200005478')).toBe('00012-00005478');
    expect(value('000300000564')).toBe('0003-00000564');
    expect(value('30404341495')).toBeNull();
  });
});

describe('labels misread by the OCR', () => {
  it('takes no label from the first word of a sentence near one ("Productos trazables informados …") (tenth session)', () => {
    const page = fixturePage(1, [
      [100, [[30, 'Productos trazables informados al Sistema Nacional de Trazabilidad (ANMAT).']]],
      [120, [[30, 'Razón Socia1: Gustavo Correa']]],
    ], { source: 'ocr' });
    const found = indexLabels(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text })).hits.map((h) => h.label);
    expect(found).toContain('Razón Social');
    expect(found.filter((l) => /^Product/.test(l))).toEqual([]);
  });

  it('takes a label with one letter wrong, but not a one-word status for a two-word label ("Entregada", "Entregar a")', () => {
    const page = fixturePage(1, [
      [100, [[30, 'Venta #2000550349510718'], [250, 'Entregada']]],
      [120, [[30, 'Razón Socia1: Gustavo Correa']]],
    ], { source: 'ocr' });
    const index = indexLabels(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }));
    const found = index.hits.map((h) => h.label);
    expect(found).not.toContain('Entregar a');
    expect(found).toContain('Razón Social');
  });
});

describe('the readers of a sixth session (fresh3 layouts studied)', () => {
  it('dates a remito by its delivery date only when it prints no other date', () => {
    const remito: FixtureLine[] = [
      [40, [[40, 'DISTRIBUIDORA'], [480, 'REMITO']]],
      [60, [[470, 'N° 0003-00032944']]],
      [110, [[30, 'Fecha de entrega: 26/11/2026'], [300, 'Nota de venta: NV-94377']]],
      [217, [[33, 'Código'], [85, 'Descripción'], [540, 'Total u.']]],
    ];
    const { index, regions } = read(remito, 215);
    expect(readDateByLabel(index, regions)).toBeNull();
    expect(readDeliveryDateByLabel(index, regions)).toMatchObject({ value: '2026-11-26', confidence: 0.7 });
    // Printed with its own date, the document is dated by it (the extractor asks the delivery date last).
    const invoice = extractWithRules(fixtureDocument([[90, [[30, 'Fecha: 20/11/2026']]], ...remito]), {}).data;
    expect(invoice.documentDate).toBe('2026-11-20');
    expect(extractWithRules(fixtureDocument(remito), {}).data.documentDate).toBe('2026-11-26');
  });

  it('opens the customer block at "COTIZADO A" and at "Titular", with a condition printed alone under the CUIT', () => {
    const quoted = read([
      [27, [[552, 'COTIZADO A']]],
      [29, [[24, 'INTEGRA REDES'], [248, 'COTIZACIÓN']]],
      [45, [[552, 'Asociación Civil Los Aromos']]],
      [56, [[248, 'N° COT-2026-1262'], [552, 'C.U.I.T. 30-49337404-0']]],
      [73, [[248, 'Fecha: 25/11/2026'], [552, 'Exento']]],
      [138, [[251, 'Ítem'], [283, 'Descripción'], [548, 'Cant.'], [599, 'Precio USD']]],
    ], 137);
    expect(readReceiverByLayout(quoted.index, quoted.regions, noIssuer).receiver).toEqual({ name: 'Asociación Civil Los Aromos', docType: 'CUIT', docNumber: '30493374040', condicionIva: 4 });
    // A crease split "Consumidor Final" into two cells and took its first letter.
    const bill = read([
      [117, [[50, 'Total a pagar'], [250, 'N° de cliente'], [380, 'Titular']]],
      [129, [[250, '25805'], [380, 'María Laura Benítez']]],
      [145, [[380, 'DNI 25181591']]],
      [157, [[380, 'onsumidor'], [431, 'Fina']]],
      [251, [[36, 'Concepto'], [523, 'Importe']]],
    ], 250);
    expect(readReceiverByLayout(bill.index, bill.regions, noIssuer).receiver).toEqual({ name: 'María Laura Benítez', docType: 'DNI', docNumber: '25181591', condicionIva: 5 });
  });

  it('leaves an account number printed before a dash out of the name', () => {
    const { index, regions } = read([[100, [[40, 'Cliente: 25805 - María Laura Benítez']]]]);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver.name).toBe('María Laura Benítez');
  });

  it('reads the number after a "Nº" that OCR turned into "N9"', () => {
    const { index, regions } = read([[56, [[248, 'N9 COT-2026-1262'], [368, '(rev. 1)']]]]);
    expect(readReferenceByLabel(index, regions)?.value).toBe('COT-2026-1262');
  });

  it('takes the currency the total is marked with', () => {
    const { index, regions } = read([[350, [[643, 'TOTAL USD'], [761, '7.084,91']]]]);
    expect(readTotalByLabel(index, regions, 'comma-decimal')).toMatchObject({ value: 7084.91, currency: 'USD' });
  });
});

describe('the readers of a sixth session (fresh4 layouts studied)', () => {
  it('reads the own voucher number under "COMPROBANTE" printed with spaces, over an order number below it', () => {
    const { index, regions } = read([
      [26, [[84, 'CENTRO MÉDICO LOS CEIBOS'], [486, 'FACTURA']]],
      [85, [[38, 'COMPROBANTE'], [302, 'FECHA DE EMISIÓN']]],
      [96, [[123, 'B 00006 00029823'], [370, '26 de noviembre de 2026']]],
      [119, [[38, 'PACIENTE / AFILIADO'], [302, 'DOCUMENTO']]],
      [130, [[137, 'Analía Sosa'], [394, 'DNI 27.022.242']]],
      [187, [[38, 'CONDICIÓN ANTE EL IVA'], [302, 'CONDICIÓN DE VENTA']]],
      [198, [[116, 'CONSUMIDOR FINAL'], [405, 'CONTADO']]],
      [221, [[38, 'ORDEN / AUTORIZACIÓN'], [302, 'PROFESIONAL']]],
      [232, [[149, '566262'], [357, 'Dra. Silvina Paredes M.P. 21.345']]],
      [273, [[37, 'Cód. prestación'], [165, 'Prestación'], [388, 'Cant.'], [531, 'Importe']]],
    ], 270);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00006-00029823');
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toEqual({ name: 'Analía Sosa', docType: 'DNI', docNumber: '27022242', condicionIva: 5 });
  });

  it('names a customer known by its CUIT only after the one company name printed under it (a receiving stamp)', () => {
    const lines: FixtureLine[] = [
      [66, [[40, 'Electro Mayorista Paso de los Libres S.A.'], [395, 'Nº 0010-00084293']]],
      [89, [[40, 'C.U.I.T. 33-92209346-1 — IVA Responsable Inscripto']]],
      [115, [[48, 'ENTREGAR EN'], [458, 'O.C. cliente 4541934836']]],
      [127, [[48, 'CUIT 30-25887962-3 · Sucursal 0071 · Boca 2']]],
      [177, [[48, 'Ítem'], [134, 'Descripción'], [516, 'Cantidad']]],
      [193, [[63, '1'], [134, 'Bornera riel DIN 4 mm²'], [545, '4']]],
      [671, [[286, 'PANIFICADORA SAN CAYETANO S.A.']]],
      [685, [[294, 'SUCURSAL 0071 · RECEPCIÓN DE MERCADERÍA']]],
    ];
    const issuer = { cuits: new Set(['33922093461']), names: [] as string[][] };
    const { index, regions } = read(lines, 175);
    expect(readReceiverByLayout(index, regions, issuer).receiver).toMatchObject({ name: 'PANIFICADORA SAN CAYETANO S.A.', docNumber: '30258879623' });
    // Two company names under it: nothing is guessed.
    const two = read([...lines, [700, [[286, 'TRANSPORTES DEL SUR S.R.L.']]]], 175);
    expect(readReceiverByLayout(two.index, two.regions, issuer).receiver.name).toBeNull();
  });

  it('reads a ticket sold "A CONSUMIDOR FINAL" as to a consumer, not with the letterhead\'s condition', () => {
    const data = extractWithRules(fixtureDocument([
      [18, [[16, 'FERRETERÍA VILLA ELISA S.R.L.']]],
      [27, [[40, 'CUIT 30-73402468-2']]],
      [72, [[25, 'IVA RESPONSABLE INSCRIPTO']]],
      [90, [[33, 'FACTURA B'], [82, '(COD. 006)']]],
      [126, [[9, 'A CONSUMIDOR FINAL']]],
      [135, [[9, '--------------------------------']]],
      [144, [[9, 'CANT x P.UNIT'], [120, 'IMPORTE']]],
      [153, [[9, '--------------------------------']]],
      [162, [[9, 'RODILLO LANA 22 CM']]],
      [171, [[18, '4 x 7.405,56'], [111, '29.622,24']]],
      [261, [[9, 'TOTAL $'], [107, '29.622,24']]],
    ]), { issuerCuit: '30734024682' }).data;
    expect(data.receiver).toMatchObject({ name: 'Consumidor Final', condicionIva: 5 });
    expect(data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([['RODILLO LANA 22 CM', 4, 7405.56]]);
  });

  it('takes no e-mail address for the name after "cliente" glued to it', () => {
    const data = extractWithRules(fixtureDocument([
      [99, [[34, 'BILL TO'], [215, 'SHIP TO']]],
      [114, [[34, 'Federico Navarro'], [215, 'Federico Navarro']]],
      [126, [[34, 'Tax ID (CUIT/DNI): 32.550.724']]],
      [176, [[34, 'cliente40@hotmail.com']]],
      [207, [[39, 'PRODUCT'], [390, 'QTY'], [461, 'PRICE'], [538, 'TOTAL']]],
    ]), {}).data;
    expect(data.receiver.name).toBe('Federico Navarro');
  });
});

describe('header readers of an eighth session (fresh6 layouts studied)', () => {
  it('reads the number of "B  N° Comp.: 00002-00037004", not a folio number labelled "Folio N°" further down', () => {
    const { index, regions } = read([
      [35, [[40, 'Gran Hotel Cerro Azul'], [381, 'B N° Comp.: 00002-00037004']]],
      [161, [[47, 'Folio N°'], [159, '64771'], [327, 'Razón social / Nombre'], [421, 'Graciela Ledesma']]],
    ], 256);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00002-00037004');
  });

  it('prefers "Comprobante N° 0002-00018238" to a repair order\'s "O.R. N° 18193"', () => {
    const { index, regions } = read([
      [44, [[401, 'Comprobante N° 0002-00018238']]],
      [162, [[40, 'Cond. Vta.:'], [116, 'Cta. Cte. 15 días'], [366, 'O.R. N°'], [436, '18193']]],
    ], 201);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0002-00018238');
  });

  it('reads "Cte.:" as the customer\'s label, past a customer code, also for a consumer, and not "Cta. Cte."', () => {
    const name = (lines: FixtureLine[]) => readReceiverByLayout(read(lines, 229).index, read(lines, 229).regions, noIssuer).receiver.name;
    expect(name([
      [146, [[38, 'Cond. Vta.: Cuenta corriente'], [240, 'Vto. pago: 23-nov-2026']]],
      [172, [[38, 'Cte.: (C-00104) Logística Santa Brígida S.A.S.'], [375, 'CUIT/DNI: 30-16259583-7']]],
    ])).toBe('Logística Santa Brígida S.A.S.');
    expect(name([[172, [[38, 'Cte.: (C-00277) Consumidor Final'], [375, 'CUIT/DNI: —']]]])).toBe('Consumidor Final');
    expect(name([[113, [[40, 'Sr./Cte.:'], [116, 'Valeria Sosa'], [366, 'VEHÍCULO']]]])).toBe('Valeria Sosa');
    expect(name([[162, [[40, 'Cond. Vta.:'], [116, 'Cta. Cte. 15 días']]]])).toBeNull();
  });

  it("takes the buyer's letterhead over its CUIT as the customer of a purchase order, whatever the first line guessed", () => {
    const lines: FixtureLine[] = [
      [25, [[34, 'SUPERMERCADOS LA PAMPEANA'], [212, 'Supermercados La Pampeana S.A.'], [438, 'ORDEN DE COMPRA']]],
      [40, [[34, 'Gerencia de Compras'], [212, 'CUIT 30-62429203-7'], [488, 'N° 2026-047043']]],
      [78, [[34, 'PROVEEDOR']]],
      [91, [[34, 'Química Los Ceibos S.A. (Cód. prov. 34894)']]],
      [104, [[34, 'CUIT 30-49344610-6 · I.V.A. Resp. Inscripto']]],
      // "Comprador" opens a customer zone below the letterhead: the buyer's purchasing agent, not its name.
      [130, [[300, 'SECTOR / COMPRADOR'], [400, 'LIMPIEZA Y PAPEL / M. QUIROGA']]],
      [174, [[161, 'DESCRIPCIÓN'], [415, 'UNIDADES'], [462, 'COSTO UNIT.'], [537, 'IMPORTE']]],
    ];
    const read = extractWithRules(fixtureDocument(lines), { instructions: 'Órdenes de compra a Química Los Ceibos S.A. (CUIT 30493446106), el emisor.' });
    expect(read.data.receiver).toMatchObject({ name: 'Supermercados La Pampeana S.A.', docNumber: '30624292037' });
  });

  it('takes no count or measure for the total ("Total piezas: 164", "Peso total aprox.: 2.089,1 kg")', () => {
    const { index, regions } = read([
      [177, [[40, 'Cód.'], [95, 'Cant. (pzas) Descripción'], [454, 'Pie²']]],
      [529, [[36, 'Total piezas: 164'], [186, 'Total pie²: 717,30'], [336, 'Peso total aprox.: 2.089,1 kg']]],
    ], 177);
    expect(readTotalByLabel(index, regions, 'comma-decimal')).toBeNull();
  });
});

describe('header readers of a ninth session (fresh6 b, h, i held out until now, studied)', () => {
  it("reads the customer under the caption whose column holds the CUIT, of two captions side by side ('propietario | paciente')", () => {
    const lines: FixtureLine[] = [
      [40, [[40, 'Centro Veterinario Los Ceibos'], [300, 'B'], [330, 'factura b · n° 0003-00007710']]],
      [81, [[40, 'Veterinaria Los Ceibos S.R.L. · CUIT 33-59250944-5 · I.V.A. Resp. Inscripto · IIBB 482-613472-4']]],
      [104, [[40, 'propietario'], [330, 'paciente']]],
      [116, [[40, 'Asociación Civil Punta Alta'], [330, 'Luna']]],
      [129, [[40, 'documento'], [110, 'CUIT 30-48804404-0'], [330, 'especie / raza felino / común europeo']]],
      [140, [[40, 'condición iva exento'], [330, 'edad · peso'], [420, '10 años · 7,2 kg']]],
      [217, [[40, 'práctica o producto'], [330, 'cant.'], [400, 'precio'], [480, 'subtotal']]],
      [235, [[40, 'Vacuna triple felina'], [330, '1'], [400, '$ 24 043,18'], [480, '$ 24 043,18']]],
    ];
    expect(extractWithRules(fixtureDocument(lines), {}).data.receiver).toMatchObject({ name: 'Asociación Civil Punta Alta', docNumber: '30488044040' });
  });

  it("takes a CUIT printed again in the customer's block for the customer's, though a line above the block shows it first", () => {
    const lines: FixtureLine[] = [
      [45, [[40, 'Del Litoral Bebidas Mayorista']]],
      [58, [[40, 'Cuenta de empresa · Distribuidora Del Litoral S.A. · CUIT 33-19576413-7']]],
      [202, [[60, '2 gaseosa lima']]],
      [306, [[300, 'Inmobiliaria La Pampeana S.A.']]],
      [318, [[300, 'CUIT 30-30058444-2']]],
      [432, [[60, 'Resumen del pedido N° PW-058884']]],
      [445, [[60, 'Cliente: Inmobiliaria La Pampeana S.A. (CUIT 30-30058444-2)']]],
      [471, [[60, '• 2 x Gaseosa lima limón 2,25 L pack x 6 — $ 15.706,28 c/u = $ 31.412,56']]],
      [484, [[60, '• 7 x Tónica 1,5 L pack x 6 — $ 13.600,40 c/u = $ 95.202,80']]],
      [562, [[60, 'Total: $ 126.615,36']]],
    ];
    const read = extractWithRules(fixtureDocument(lines), {});
    expect(read.data.receiver).toMatchObject({ name: 'Inmobiliaria La Pampeana S.A.', docNumber: '30300584442' });
    // The sign between the quantity and the article, and the dash before the price, are not the description.
    expect(read.data.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ['Gaseosa lima limón 2,25 L pack x 6', 2, 15706.28],
      ['Tónica 1,5 L pack x 6', 7, 13600.4],
    ]);
  });
});

describe('the total printed above the items (ninth session, probes beyond the corpus)', () => {
  it('reads "TOTAL A PAGAR" in a box above the items when none is printed under them, less sure; never the header\'s "Total" caption', () => {
    const { index, regions } = read([
      [130, [[300, 'TOTAL A PAGAR'], [450, '$ 41.745,00']]],
      [150, [[40, 'Cant.'], [100, 'Descripción'], [330, 'P. Unit.'], [450, 'Total']]],
      [170, [[40, '2'], [100, 'Cemento portland 50 kg'], [330, '11.250,00'], [450, '22.500,00']]],
      [260, [[330, 'Neto'], [450, '34.500,00']]],
    ], 150);
    const total = readTotalByLabel(index, regions, 'comma-decimal');
    expect(total?.value).toBe(41745);
    expect(total!.confidence).toBeLessThan(0.9);
    const captionOnly = read([
      [150, [[40, 'Cant.'], [100, 'Descripción'], [330, 'P. Unit.'], [450, 'Total']]],
      [170, [[40, '2'], [100, 'Cemento portland 50 kg'], [330, '11.250,00'], [450, '22.500,00']]],
    ], 150);
    expect(readTotalByLabel(captionOnly.index, captionOnly.regions, 'comma-decimal')).toBeNull();
  });
});

describe('the reference printed without its label (ninth session, probes beyond the corpus)', () => {
  it("takes a voucher-shaped number alone in its cell ('0003-00001234' under 'FACTURA A'), never the customer's CUIT beside the date", () => {
    const lines: FixtureLine[] = [
      [40, [[40, 'MADERERA EL CEIBO S.A.'], [300, 'FACTURA A']]],
      [55, [[40, 'CUIT 30-71234567-1'], [300, '0003-00001234']]],
      [100, [[40, 'CLIENTE', 7], [250, 'CUIT', 7], [400, 'FECHA', 7]]],
      [112, [[40, 'Construcciones del Sur S.A.'], [250, '30-50263220-1'], [400, '25/11/2026']]],
      [300, [[40, 'Cant.'], [100, 'Descripción'], [330, 'P. Unit.'], [450, 'Importe']]],
      [320, [[40, '2'], [100, 'Cemento portland 50 kg'], [330, '11.250,00'], [450, '22.500,00']]],
    ];
    expect(extractWithRules(fixtureDocument(lines), {}).data.reference).toBe('0003-00001234');
    const withoutNumber = lines.filter(([y]) => y !== 55);
    expect(extractWithRules(fixtureDocument(withoutNumber), {}).data.reference).toBeNull();
  });
});

describe('VAT of a totals band printed as captions over values (ninth session, probes beyond the corpus)', () => {
  it('reads the VAT amount under its caption, and gives the lines that rate', () => {
    const lines: FixtureLine[] = [
      [40, [[40, 'FERRETERÍA EL TALA S.R.L.'], [300, 'FACTURA A'], [420, 'N° 0004-00012345']]],
      [150, [[40, 'Cant.'], [100, 'Descripción'], [330, 'P. Unit.'], [450, 'Importe']]],
      [170, [[40, '2'], [100, 'Cemento portland 50 kg'], [330, '11.250,00'], [450, '22.500,00']]],
      [185, [[40, '10'], [100, 'Cal hidratada 25 kg'], [330, '1.200,00'], [450, '12.000,00']]],
      [600, [[40, 'Subtotal'], [130, 'Bonif.'], [200, 'Neto Gravado'], [300, 'IVA 21%'], [470, 'TOTAL']]],
      [615, [[40, '34.500,00'], [130, '0,00'], [200, '34.500,00'], [300, '7.245,00'], [470, '41.745,00']]],
    ];
    const layout = buildLayout(fixtureDocument(lines));
    expect(readVatByLayout(layout, { tableTop: { page: 1, y: 142 }, tableBottom: null }, 'comma-decimal')).toEqual([{ rate: 21, amount: 7245 }]);
    const read = extractWithRules(fixtureDocument(lines), {});
    expect(read.data.lines.map((l) => l.ivaRate)).toEqual([21, 21]);
    expect(read.data).toMatchObject({ documentTotal: 41745, pricesIncludeIva: false });
  });
});

describe('receiver captions (ninth session, probes beyond the corpus)', () => {
  const items: FixtureLine[] = [
    [40, [[40, 'MADERERA EL CEIBO S.A.'], [300, 'FACTURA A N° 0003-00001234']]],
    [300, [[40, 'Cant.'], [100, 'Descripción'], [330, 'P. Unit.'], [450, 'Importe']]],
    [320, [[40, '2'], [100, 'Cemento portland 50 kg'], [330, '11.250,00'], [450, '22.500,00']]],
  ];
  it('reads the name after "Nombre o Razón Social:"', () => {
    const lines: FixtureLine[] = [...items, [120, [[40, 'Nombre o Razón Social: Construcciones del Sur S.A.']]], [135, [[40, 'C.U.I.T.: 30-50263220-1'], [300, 'IVA: RI']]]];
    expect(extractWithRules(fixtureDocument(lines), {}).data.receiver).toMatchObject({ name: 'Construcciones del Sur S.A.', docNumber: '30502632201' });
  });

  it('types a number under "CUIT/CUIL" by the number: a company\'s is a CUIT, a person\'s a CUIL; under "CUIL" a CUIL', () => {
    const receiver = (caption: string, number: string) =>
      extractWithRules(fixtureDocument([...items, [120, [[40, 'Cliente:'], [160, 'Construcciones del Sur S.A.'], [330, `${caption} ${number}`]]]]), {}).data.receiver.docType;
    expect(receiver('CUIT/CUIL:', '30-50263220-1')).toBe('CUIT');
    expect(receiver('CUIT/CUIL:', '20-12345678-6')).toBe('CUIL');
    expect(receiver('CUIL:', '20-12345678-6')).toBe('CUIL');
    expect(receiver('CUIT:', '20-12345678-6')).toBe('CUIT');
  });
});

describe('header readers of fresh7 layouts (ninth session; a, e, i held out)', () => {
  it("joins 'Sucursal: 0002' and 'Número: 00003106' into the voucher's number, and not a longer number of its own", () => {
    const reference = (number: string) =>
      readReferenceByLabel(...readParts([
        [82, [[330, 'FACTURA']]],
        [98, [[330, 'Sucursal:'], [390, '0002']]],
        [108, [[330, 'Número:'], [390, number]]],
        [260, [[30, 'Descripción'], [300, 'Cant.'], [400, 'Precio'], [500, 'Importe']]],
      ]))?.value;
    expect(reference('00003106')).toBe('0002-00003106');
    expect(reference('000053177')).toBe('000053177');
  });

  it('reads a VAT amount in the cell right of its caption when the text rules found no table', () => {
    const layout = buildLayout(fixtureDocument([
      [282, [[380, 'Subtotal neto'], [480, '$ 122.509,90']]],
      [296, [[380, 'IVA 21 %'], [480, '$ 25.727,08']]],
      [313, [[380, 'Total general'], [480, '$ 148.236,98']]],
    ]));
    expect(readVatByLayout(layout, { tableTop: null, tableBottom: null }, 'comma-decimal')).toEqual([{ rate: 21, amount: 25727.08 }]);
  });

  it("reads a band of VAT captions over their amounts: not the next caption's rate as an amount, the OCR's 'LV.A.' and small capitals (thirteenth session)", () => {
    const band = (captions: [string, string]) =>
      buildLayout(fixtureDocument([
        [611, [[48, 'IMPORTE NETO GRAVADO', 6], [178, captions[0], 6], [280, captions[1], 6], [367, 'IMP. OTROS TRIBUTOS', 6], [480, 'IMPORTE TOTAL $', 6]]],
        [628, [[63, '285.458,40'], [171, '48.454,56'], [278, '5.745,85'], [394, '0,00'], [486, '339.658,81']]],
      ]));
    const expected = [{ rate: 21, amount: 48454.56 }, { rate: 10.5, amount: 5745.85 }];
    expect(readVatByLayout(band(['I.V.A. 21 %', 'I.V.A. 10,5 %']), { tableTop: null, tableBottom: null }, 'comma-decimal')).toEqual(expected);
    expect(readVatByLayout(band(['LV.A. 21%', '1.V.A. 10,5 %']), { tableTop: null, tableBottom: null }, 'comma-decimal')).toEqual(expected);
  });

  it("reads a VAT rate whose percent sign the OCR read as a '0' apart ('21,00 0'), and takes no rate VAT does not have", () => {
    const layout = buildLayout(fixtureDocument([
      [104, [[339, 'IVA. Insc. 27,00 %'], [504, '16.605,11']]],
      [117, [[339, '1.V.A. Insc. 21,00 0'], [499, '323.274,00']]],
      [130, [[339, 'I.V.A. 18 %'], [499, '1.000,00']]],
    ]));
    expect(readVatByLayout(layout, { tableTop: null, tableBottom: null }, 'comma-decimal')).toEqual([{ rate: 27, amount: 16605.11 }, { rate: 21, amount: 323274 }]);
  });
});

describe('a voucher title is not a misread label (ninth session)', () => {
  it('opens no customer zone at an OCR\'d "FACTURA A" (not "Facturar a" with a letter lost)', () => {
    const page = fixturePage(1, [
      [46, [[40, 'El Mangrullo Catering'], [300, 'FACTURA A'], [420, 'cód. 01']]],
      [130, [[40, 'Destinatario'], [300, 'CUIT']]],
      [141, [[40, 'Construcciones Las Acacias S.R.L.'], [300, '30-21479443-4']]],
      [192, [[40, 'Descripción'], [300, 'Cant.'], [360, 'Valor'], [450, 'Importe']]],
      [211, [[40, 'Servicio de mozo por hora'], [300, '5'], [360, '9.917,36'], [450, '49.586,80']]],
    ], { source: 'ocr' });
    const read = extractWithRules({ mimeType: 'image/jpeg', pages: [page], text: page.text }, {});
    expect(read.notes.join('\n')).not.toMatch(/opened by 'Facturar a'/);
    expect(read.data.receiver).toMatchObject({ name: 'Construcciones Las Acacias S.R.L.', docNumber: '30214794434' });
  });
});

describe("the customer's condition answered alone on its line (ninth session)", () => {
  const chat = (issuerLine: string): FixtureLine[] => [
    [45, [[40, 'Del Litoral Bebidas Mayorista']]],
    [58, [[40, issuerLine]]],
    [306, [[330, 'Inmobiliaria La Pampeana S.A.']]],
    [318, [[330, 'CUIT 30-30058444-2']]],
    [357, [[40, '¿Cuál es tu condición frente al IVA?']]],
    [370, [[40, '14:27']]],
    [394, [[380, 'responsable inscripto']]],
    [445, [[60, 'Cliente: Inmobiliaria La Pampeana S.A. (CUIT 30-30058444-2)']]],
    [471, [[60, '• 2 x Gaseosa lima limón 2,25 L pack x 6 — $ 15.706,28 c/u = $ 31.412,56']]],
  ];

  it('reads a condition phrase alone on its line a few lines under the customer\'s CUIT', () => {
    expect(extractWithRules(fixtureDocument(chat('Cuenta de empresa · CUIT 33-19576413-7')), {}).data.receiver.condicionIva).toBe(1);
  });

  it("takes no condition printed alone above the customer's CUIT", () => {
    const lines = chat('Cuenta de empresa · CUIT 33-19576413-7').filter(([y]) => y !== 394);
    lines.splice(2, 0, [280, [[380, 'responsable inscripto']]]);
    expect(extractWithRules(fixtureDocument(lines), {}).data.receiver.condicionIva).toBeNull();
  });
});

describe("a shop's order status beside the customer (tenth session)", () => {
  it('is no name', () => {
    const page = fixturePage(1, [
      [186, [[97, 'Estado:']]],
      [198, [[101, 'Procesando']]],
      [216, [[96, 'Cliente:']]],
      [228, [[101, 'Procesando']]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    const read = readReceiverByLayout(indexLabels(layout), { tableTop: null }, { cuits: new Set(), names: [] });
    expect(read.receiver.name).toBeNull();
  });
});

describe("a side band's customer beside the letterhead (eleventh session)", () => {
  // The customer in a narrow left band, the issuer's letterhead and then the table in the column beside it: the
  // issuer's "I.V.A. Resp. Inscripto" is as many lines from the customer's CUIT as the band's own condition.
  const lines: FixtureLine[] = [
    [40, [[20, 'CLIENTE'], [190, 'FRIGORÍFICO LAGUNA BRAVA'], [470, 'FACTURA B']]],
    [62, [[20, 'Diego Peralta'], [190, 'Frigorífico Laguna Brava S.A. · Av. Mosconi 4374']]],
    [88, [[190, 'CUIT 33-22215263-7 · I.V.A. Resp. Inscripto']]],
    [102, [[20, 'C.U.I.T.']]],
    [112, [[20, '27-65492992-6']]],
    [126, [[20, 'Condición I.V.A.']]],
    [130, [[191, 'Cód.'], [229, 'Descripción'], [418, 'Kg'], [460, '$ x Kg'], [526, 'Importe']]],
    [137, [[20, 'MONOTRIBUTO']]],
    [148, [[191, 'FR0164 Pollo entero fresco'], [407, '5,253'], [451, '3.636,33'], [519, '19.101,64']]],
  ];

  it("takes the condition labelled in the customer's column, not the letterhead's as near to the CUIT", () => {
    expect(extractWithRules(fixtureDocument(lines), {}).data.receiver).toMatchObject({ docNumber: '27654929926', condicionIva: 6 });
  });
});

describe("a ticket's customer (eleventh session)", () => {
  it('is under "A nombre de", and "Ticket de caja asociado:" opens no customer block', () => {
    const page = fixturePage(1, [
      [34, [[56, 'Hogar Las Acacias', 7], [328, 'FACTURA B', 7]]],
      [80, [[55, 'CUIT 30-62216563-1', 7], [199, 'Responsable Inscripto', 7]]],
      [99, [[327, 'A nombre de', 7]]],
      [106, [[327, 'Analía Acosta', 7]]],
      [112, [[55, 'Forma de pago: Débito', 7]]],
      [123, [[55, 'Ticket de caja asociado: T-221033', 7]]],
      [129, [[327, 'Moreno 2791', 7], [372, '(S2000) Rosario, Santa Fe', 7]]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    const read = readReceiverByLayout(indexLabels(layout), { tableTop: { page: 1, y: 145 } }, { cuits: new Set(['30622165631']), names: [] });
    expect(read.receiver.name).toBe('Analía Acosta');
    expect(read.provenance.name?.via).toMatch(/A nombre de/);
  });

  it('reads the condition in its block whose words the OCR split ("Consum idor Final")', () => {
    const page = fixturePage(1, [
      [99, [[327, 'A nombre de', 7]]],
      [106, [[327, 'Analía Acosta', 7]]],
      [118, [[395, 'Consum idor Final', 7]]],
      [129, [[327, 'Moreno 2791', 7]]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    expect(readReceiverByLayout(indexLabels(layout), { tableTop: { page: 1, y: 145 } }, noIssuer).receiver.condicionIva).toBe(5);
  });

  it('opens no customer block at a caption that ends in a receiver word ("Ticket de caja asociado:")', () => {
    const page = fixturePage(1, [
      [80, [[55, 'CUIT 30-62216563-1', 7], [199, 'Responsable Inscripto', 7]]],
      [112, [[55, 'Ticket de caja asociado: T-221033', 7]]],
      [123, [[55, 'Socio: Analía Acosta', 7]]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    const read = readReceiverByLayout(indexLabels(layout), { tableTop: { page: 1, y: 145 } }, { cuits: new Set(['30622165631']), names: [] });
    expect(read.notes.join(' ')).not.toMatch(/opened by 'Asociado'/);
  });
});

describe('a grid of captions and values on a scan (eleventh session)', () => {
  it("reads the DNI right of its caption across the grid's gap", () => {
    // OCR boxes hold the ink: a 9 pt line is 6.5 pt high, and the gap to the value column 93 pt.
    const page = fixturePage(1, [
      [145, [[42, 'Cliente', 6.5], [145, 'Gustavo Acosta', 6.5], [334, 'DNI', 6.5], [438, '41.741.595', 6.5]]],
      [159, [[42, 'Domicilio', 6.5], [146, 'Entre Ríos 2894', 6.5], [334, 'Condición IVA', 6.5], [438, 'Consumidor Final', 6.5]]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/png', pages: [page], text: page.text });
    const read = readReceiverByLayout(indexLabels(layout), { tableTop: { page: 1, y: 210 } }, noIssuer);
    expect(read.receiver).toMatchObject({ name: 'Gustavo Acosta', docType: 'DNI', docNumber: '41741595', condicionIva: 5 });
  });
});

describe("a short label the OCR misread, by its colon (eleventh session)", () => {
  const page = (pointOfSale: string) => fixturePage(1, [
    [84, [[382, `${pointOfSale} 0003`, 8]]],
    [96, [[383, 'Número: 00000685', 8]]],
    [109, [[382, 'Fecha: 23/11/2026', 8]]],
  ], { source: 'ocr' });
  const reference = (pointOfSale: string) => {
    const p = page(pointOfSale);
    return readReferenceByLabel(indexLabels(buildLayout({ mimeType: 'image/png', pages: [p], text: p.text })), { tableTop: null })?.value;
  };

  it('joins "Pto, Vía:" (for "Pto. Vta.:") and its number to the voucher number', () => {
    expect(reference('Pto, Vía:')).toBe('0003-00000685');
  });

  it('takes no short word without a colon for a label', () => {
    expect(reference('Pto Vía')).toBe('00000685');
  });
});

describe("a grid of captions and values whose customer caption the OCR lost (eleventh session)", () => {
  const read = (first: string) => {
    const page = fixturePage(1, [
      [44, [[48, 'Pinturerías El Mangrullo', 6.5], [301, first, 6.5], [362, 'Carlos Alberto Zarate', 6.5]]],
      [58, [[301, 'N° cliente', 6.5], [362, '225', 6.5]]],
      [65, [[47, 'Pinturerías El Mangrullo S.R.L.', 6.5]]],
      [71, [[301, 'DNI', 6.5], [362, '24675936', 6.5]]],
      [84, [[47, 'Mitre 986 (E3100) Paraná', 6.5], [300, 'Cond. IVA', 6.5], [362, 'Cons. Final', 6.5]]],
    ], { source: 'ocr' });
    const layout = buildLayout({ mimeType: 'image/jpeg', pages: [page], text: page.text });
    return readReceiverByLayout(indexLabels(layout), { tableTop: { page: 1, y: 190 } }, { cuits: new Set(), names: [['PINTURERIAS', 'MANGRULLO']] });
  };

  it("takes the value column's name above the customer's number, past the account number", () => {
    const r = read('ps');
    expect(r.receiver).toMatchObject({ name: 'Carlos Alberto Zarate', docType: 'DNI', docNumber: '24675936', condicionIva: 5 });
    expect(r.confidence.name).toBeLessThan(0.7);
  });
});

describe('the reference and the condition of a sixteenth session (fresh14 and fresh15 layouts studied)', () => {
  it("takes the point of sale and number printed after the large title over a marketplace's sale number", () => {
    const { index, regions } = read([
      [38, [[45, 'Mis ventas › Venta # 2000496604471004']]],
      [55, [[45, 'Factura', 14], [110, 'B', 14], [125, '00008-00077948', 14]]],
      [97, [[45, 'Comercial Villa Elisa S.A.S.'], [311, 'Analía Funes']]],
    ], 180);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00008-00077948');
  });

  it("does not take the number of the invoice a credit note refers to, printed in body type, for the note's own", () => {
    const { index, regions } = read([
      [33, [[36, 'RODALIT', 15], [287, 'A', 15], [338, 'NOTA DE CRÉDITO', 15]]],
      [53, [[338, 'N° 0003 - 00000251', 11]]],
      [131, [[42, 'Señores: Frigorífico Las Acacias S.A.'], [352, 'Comprobante asociado:']]],
      [143, [[42, 'Domicilio: Entre Ríos 4591'], [352, 'Factura A 0003-00007151']]],
    ], 220);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0003-00000251');
  });

  it("reads the customer's VAT condition from the label nearest its CUIT on the page, not the letterhead's one line up", () => {
    const { index, regions } = read([
      [30, [[42, 'Embalajes Río Dulce', 16], [290, 'A', 16], [332, 'FACTURA', 16]]],
      [100, [[42, 'Tel.: (0307) 475-7802'], [310, 'CUIT: 30-60164423-8']]],
      [128, [[42, 'Condición frente al IVA: I.V.A. Resp. Inscripto'], [310, 'Fecha de Inicio de Actividades: 21/07/2012']]],
      [164, [[40, 'CUIT:'], [72, '20-66761408-3'], [192, 'Razón social: Graciela Zárate']]],
      [181, [[40, 'Condición frente al IVA:'], [144, 'Responsable Monotributo'], [292, 'Domicilio: Av. Libertador 168']]],
      [197, [[40, 'Condición de venta:'], [126, 'Contado']]],
    ], 228);
    const r = readReceiverByLayout(index, regions, { cuits: new Set(['30601644238']), names: [] });
    expect([r.receiver.docNumber, r.receiver.condicionIva]).toEqual(['20667614083', 6]);
  });
});

describe('headers of scans of a sixteenth session (fresh14 and fresh15 layouts studied)', () => {
  const readOcr = (lines: FixtureLine[], tableAt: number) => {
    const page = fixturePage(1, lines, { source: 'ocr' });
    const index = indexLabels(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }));
    return { index, regions: { tableTop: { page: 1, y: tableAt } } };
  };

  it("does not take a web mail's recipient for the customer when the OCR set the address apart and misread its '@'", () => {
    const { index, regions } = readOcr([
      [112, [[30, 'Casa Sosa Hogar <facturacion@ventas.com.ar>'], [467, 'dom, 22 nov 2026, 07:50']]],
      [122, [[30, 'Para: pagos.dsosa']]],
      [121, [[103, 'Q gmail.com']]],
      [220, [[65, 'Comprobante'], [233, 'Factura B N* 00005-00015683 (cód. 006)']]],
      [266, [[65, 'Datos del cliente']]],
      [284, [[65, 'Nombre / Razón social'], [232, 'Asociación Civil Las Acacias']]],
      [298, [[65, 'CUIT'], [233, '30-10793330-8']]],
    ], 332);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver.name).toBe('Asociación Civil Las Acacias');
  });

  it('reads a point of sale and number whose number sign the OCR ran into it ("NER00003-00002395")', () => {
    const { index, regions } = readOcr([
      [101, [[42, 'Café Sierra Chica', 16]]],
      [164, [[43, 'Factura B', 14]]],
      [190, [[44, 'NER00003-00002395']]],
      [237, [[25, '24 nov 2026 : 12:17'], [295, 'Caja 2']]],
    ], 417);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00003-00002395');
  });

  it('takes "Titular de la factura" as the customer\'s caption, the name under it', () => {
    const { index, regions } = read([
      [167, [[51, 'TITULAR DE LA FACTURA']]],
      [179, [[51, 'Romina Medina']]],
      [192, [[51, 'D.N.I 40.707.915'], [127, 'Cons. Final']]],
    ], 229);
    const r = readReceiverByLayout(index, regions, noIssuer).receiver;
    expect([r.name, r.docNumber, r.condicionIva]).toEqual(['Romina Medina', '40707915', 5]);
  });
});

describe("a cooperative's bill (sixteenth session, fresh17 studied)", () => {
  it("reads the member's name under its caption, past a large title printed beside it a little lower", () => {
    const { index, regions } = read([
      [93, [[24, 'DATOS DEL ASOCIADO / TITULAR DEL SUMINISTRO', 7.5]]],
      [103, [[350, 'B', 12], [370, 'FACTURA', 12]]],
      [114, [[24, 'LUCÍA ARIAS', 10]]],
      [122, [[24, 'Av. Mosconi 4393 - (A4400) Salta, Salta']]],
      [133, [[24, 'D.N.I. 23325025'], [96, 'Condición IVA: Consumidor Final']]],
    ], 321);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'LUCÍA ARIAS', docNumber: '23325025', condicionIva: 5 });
    const caption = index.hits.find((h) => h.field === 'receiverStrong')!;
    expect(valueBelow(caption, index.layout, index.byLine.get(caption.line) ?? [], index.labelWords)?.text).toBe('LUCÍA ARIAS');
  });
});

describe('customers of fresh18 layouts (sixteenth session; c, e, a held out)', () => {
  it("reads a club member's row of captions over values ('Socio titular | D.N.I. | N° de socio | Condición IVA'), not the family table under it", () => {
    const { index, regions } = read([
      [102, [[39, 'Socio titular'], [130, 'D.N.I.'], [220, 'N° de socio'], [300, 'Grupo familiar'], [400, 'Condición IVA']]],
      [112, [[39, 'Mariela Sosa'], [130, '20.477.743'], [220, '1749'], [300, 'N° 2248'], [400, 'Consumidor Final']]],
      [148, [[28, 'GRUPO FAMILIAR']]],
      [163, [[34, 'N° Socio'], [121, 'Apellido y nombre'], [276, 'Categoría']]],
      [178, [[34, '2502'], [121, 'Catalina Sosa'], [275, 'Infantil']]],
    ], 272);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'Mariela Sosa', docType: 'DNI', docNumber: '20477743', condicionIva: 5 });
  });

  it("does not take a credit note's 'Comprobante asociado:' for a customer caption", () => {
    const { index } = read([[232, [[46, 'Comprobante asociado: Factura A N° 0004-00000760 del 11/11/2026.']]]]);
    expect(index.hits.filter((h) => h.field === 'receiverStrong')).toEqual([]);
  });

  it("gives the name printed right above the customer's CUIT, under its caption, the certainty a contact's 'Sr. …' beside it lacks", () => {
    const { index, regions } = read([
      [112, [[48, 'Preparado para'], [360, 'Atención']]],
      [123, [[48, 'Panificadora Del Litoral S.R.L.', 10.5], [360, 'Sr. Gustavo Bustos']]],
      [138, [[48, 'CUIT 33-96626310-0 · Responsable Inscripto'], [360, 'Visita técnica: 18-11-2026']]],
    ], 203);
    const r = readReceiverByLayout(index, regions, noIssuer);
    expect([r.receiver.name, r.confidence.name]).toEqual(['Panificadora Del Litoral S.R.L.', 0.95]);
  });
});

describe('headers of fresh18 scans (sixteenth session; c, e, a held out)', () => {
  const readOcr = (lines: FixtureLine[], tableAt: number) => {
    const page = fixturePage(1, lines, { source: 'ocr' });
    const index = indexLabels(buildLayout({ mimeType: 'image/png', pages: [page], text: page.text }));
    return { index, regions: { tableTop: { page: 1, y: tableAt } } };
  };

  it("reads a remito's number in small type under its title in large type, past another column's line between", () => {
    const { index, regions } = readOcr([
      [44, [[78, 'REMITO', 11.2]]],
      [52, [[328, 'Centro de Distribución Pilar Mitre 2789', 5.7]]],
      [63, [[72, '0013-00084442', 5.7], [251, 'CUIT 33-37096746-1', 5.7]]],
      [166, [[37, 'Turno: 14:00 a 17:00', 6], [341, 'Precinto N* 63965684', 6]]],
    ], 192);
    expect(readReferenceByLabel(index, regions)?.value).toBe('0013-00084442');
  });

  it('pairs the point of sale with the eight digits after it when the OCR lost the number\'s label', () => {
    const { index, regions } = readOcr([
      [110, [[108, 'FACTURA', 8]]],
      [131, [[108, 'Punto de venta 00002'], [233, '00000196']]],
    ], 300);
    expect(readReferenceByLabel(index, regions)?.value).toBe('00002-00000196');
  });

  it('does not take "Asoc." of a firm\'s name ("Ferreyra & Asoc. S.R.L.") for the customer\'s caption', () => {
    const { index, regions } = readOcr([
      [44, [[41, 'Estudio Aduanero Ferreyra &'], [197, 'Asoc. S.R.L.']]],
      [64, [[41, 'Despachante de Aduana Agente de Transporte Aduanero']]],
      [121, [[41, 'IMPORTADOR / EXPORTADOR']]],
      [133, [[41, 'Servicios Integrales Monte Grande S.A.S.']]],
      [145, [[41, 'C.U.I.T. 33-72715380-8'], [146, 'IVA Responsable Inscripto']]],
    ], 188);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver.docNumber).toBe('33727153808');
    expect(readReceiverByLayout(index, regions, noIssuer).notes.join(' ')).not.toMatch(/Asoc/);
  });
});

describe('headers of fresh19 (seventeenth session; c, a, j held out)', () => {
  it('reads a number set flush right across a box of captions, far from its caption ("Proforma ……… 22001329")', () => {
    const { index, regions } = read([
      [24, [[40, 'SEMILLERA DEL SUDOESTE', 15], [462, 'PROFORMA', 15]]],
      [42, [[40, 'Semillas Tres Arroyos S.A.', 7], [447, 'Documento no válido como factura', 7]]],
      [55, [[43, 'Av. Libertador 2326, (E3100) Paraná, Entre Ríos', 5.7], [356, 'Proforma', 5.7], [520, '22001329', 5.7]]],
      [65, [[43, 'CUIT 33-25127607-8 IVA Responsable Inscripto', 5.5], [356, 'Fecha', 5.5], [516, '2026.11.25', 5.5]]],
      [74, [[43, 'Inscripción INASE N° 79345 - Tel. (0158) 451-7368', 5.5], [355, 'Válida hasta', 5.5], [516, '2026.12.02', 5.5]]],
    ], 172);
    expect(readReferenceByLabel(index, regions)?.value).toBe('22001329');
  });

  it('takes no far cell of another column for a caption\'s value ("Productor | Destino | Asesor comercial")', () => {
    const { index, regions } = read([
      [83, [[30, 'Productor'], [360, 'Destino de la mercadería'], [600, 'Asesor comercial']]],
      [94, [[30, 'Romina Quiroga'], [360, 'Estancia Santa Inés'], [600, 'Téc. R. Benítez']]],
      [105, [[30, 'CUIT 20-24075242-6 · IVA Monotributista'], [360, 'Retira: transporte del productor'], [600, 'Vence: 25/12/2026']]],
    ], 151);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver.name).toBe('Romina Quiroga');
  });

  it("reads the customer's condition from an abbreviation closing its CUIT's cell after a separator ('CUIT … · RI')", () => {
    const { index, regions } = read([
      [156, [[56, 'Señores']]],
      [169, [[56, 'Estudio Contable Tres Arroyos S.A.'], [389, 'Proyecto'], [454, 'PRJ-2687-579']]],
      [184, [[56, 'Belgrano 3347 - (C1425) Ciudad Autónoma de Buenos Aires'], [389, 'Su referencia'], [454, 'OC 926116']]],
      [197, [[56, 'CUIT 33-34634719-3 · RI'], [389, 'Entrega'], [453, '23/11/2026']]],
    ], 245);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ docNumber: '33346347193', condicionIva: 1 });
  });

  it("does not take a name's initials for a condition ('Pérez R.I.')", () => {
    const { index, regions } = read([
      [156, [[56, 'Cliente:'], [110, 'Pérez R.I.']]],
      [169, [[56, 'CUIT 20-91038636-1']]],
    ], 245);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver.condicionIva).toBeNull();
  });

  it("keeps the customer's block to its column when the letterhead beside it prints a CUIT of its own (a window envelope)", () => {
    const { index, regions } = read([
      [35, [[36, 'Señor/es:', 8.5], [340, 'VolqueSur', 15]]],
      [51, [[36, 'Inmobiliaria Sierra Chica S.A.S.', 6.8], [340, 'Contenedores y Servicios Ambientales Monte Grande S.R.L.', 4]]],
      [64, [[36, 'Lavalle 3029 - (E3100) Paraná, Entre Ríos', 6.8], [340, 'Rivadavia 113 - (X5000) Córdoba, Córdoba', 6]]],
      [73, [[340, 'CUIT 33-59268685-1 - IIBB 254-933945-6 - I.V.A. Resp. Inscripto', 4]]],
      [79, [[36, 'CUIT 30-23584463-6', 6.8]]],
      [89, [[36, 'IVA: IVA Responsable Inscripto', 6.8], [340, 'FACTURA A (Cód. 01)', 8]]],
    ], 150);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ name: 'Inmobiliaria Sierra Chica S.A.S.', docNumber: '30235844636', condicionIva: 1 });
  });

  it('reads a date written year first with dots (2026.11.25) beside its caption', () => {
    const { index, regions } = read([
      [54, [[355, 'Proforma'], [522, '22001329']]],
      [63, [[355, 'Fecha'], [518, '2026.11.25']]],
      [73, [[355, 'Válida hasta'], [518, '2026.12.02']]],
    ], 172);
    expect(readDateByLabel(index, regions)?.value).toBe('2026-11-25');
  });
});

describe('headers of fresh21 (seventeenth session; a, g, j held out)', () => {
  it("reads the customer's condition under an English caption ('VAT status: RI')", () => {
    const { index, regions } = read([
      [128, [[48, 'BILL TO', 7.5], [312, 'SHIPMENT', 7.5]]],
      [140, [[48, 'Inmobiliaria Del Litoral S.A.', 9.5], [312, 'File / Ref.:', 8], [390, 'OI-97080', 8]]],
      [153, [[48, 'Tax ID (CUIT): 30-92031024-5', 8], [312, 'HBL:', 8], [390, 'ATLC51379109', 8]]],
      [165, [[48, 'VAT status: RI', 8], [312, 'Route:', 8], [390, 'SHA - BUE', 8]]],
    ], 217);
    expect(readReceiverByLayout(index, regions, noIssuer).receiver).toMatchObject({ docNumber: '30920310245', condicionIva: 1 });
  });
});
