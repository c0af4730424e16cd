/**
 * The tax authority's code tables, once (STYLE.md 25): voucher types and their class letter, VAT rates, document
 * types, concepts, currencies, tributes, optional data, receiver VAT conditions and the classes of its error codes.
 * Rows, order, descriptions and FchDesde are those of the WSFEv1 homologation answers (TAXAUTH.md §4; FchHasta is
 * always NULL there), so the simulator serves them as they are; the domain, the reports, the imports, the review
 * and the API's validation derive what they need from here. Platform code: imports nothing of the features.
 */

/** [id, description, FchDesde] as FEParamGet* lists them. */
export type TaxAuthTableRow = readonly [id: string, desc: string, since: string];

export type VoucherClassLetter = 'A' | 'B' | 'C' | 'M';
export type VoucherTypeKind = 'invoice' | 'debit_note' | 'credit_note' | 'receipt' | 'other';

export interface VoucherTypeRow {
  code: number;
  /** FEParamGetTiposCbte's description. */
  desc: string;
  since: string;
  /** The class letter (M: "A con leyenda", types 51–54); null for types without one (49). */
  letter: VoucherClassLetter | null;
  kind: VoucherTypeKind;
  /** Factura de Crédito Electrónica MiPyME (Law 27.440). */
  fce: boolean;
  /** The name people read (reports, imports, messages), in the singular. */
  name: string;
}

/** TAXAUTH §4.1: FEParamGetTiposCbte, with each type's class and kind. */
export const VOUCHER_TYPE_TABLE: readonly VoucherTypeRow[] = [
  { code: 1, desc: 'Factura A', since: '20100917', letter: 'A', kind: 'invoice', fce: false, name: 'Factura A' },
  { code: 2, desc: 'Nota de Débito A', since: '20100917', letter: 'A', kind: 'debit_note', fce: false, name: 'Nota de Débito A' },
  { code: 3, desc: 'Nota de Crédito A', since: '20100917', letter: 'A', kind: 'credit_note', fce: false, name: 'Nota de Crédito A' },
  { code: 6, desc: 'Factura B', since: '20100917', letter: 'B', kind: 'invoice', fce: false, name: 'Factura B' },
  { code: 7, desc: 'Nota de Débito B', since: '20100917', letter: 'B', kind: 'debit_note', fce: false, name: 'Nota de Débito B' },
  { code: 8, desc: 'Nota de Crédito B', since: '20100917', letter: 'B', kind: 'credit_note', fce: false, name: 'Nota de Crédito B' },
  { code: 4, desc: 'Recibos A', since: '20100917', letter: 'A', kind: 'receipt', fce: false, name: 'Recibo A' },
  { code: 5, desc: 'Notas de Venta al contado A', since: '20100917', letter: 'A', kind: 'invoice', fce: false, name: 'Nota de Venta al contado A' },
  { code: 9, desc: 'Recibos B', since: '20100917', letter: 'B', kind: 'receipt', fce: false, name: 'Recibo B' },
  { code: 10, desc: 'Notas de Venta al contado B', since: '20100917', letter: 'B', kind: 'invoice', fce: false, name: 'Nota de Venta al contado B' },
  { code: 63, desc: 'Liquidacion A', since: '20100917', letter: 'A', kind: 'other', fce: false, name: 'Liquidación A' },
  { code: 64, desc: 'Liquidacion B', since: '20100917', letter: 'B', kind: 'other', fce: false, name: 'Liquidación B' },
  { code: 34, desc: 'Cbtes. A del Anexo I, Apartado A,inc.f),R.G.Nro. 1415', since: '20100917', letter: 'A', kind: 'other', fce: false, name: 'Comprobante A RG 1415' },
  { code: 35, desc: 'Cbtes. B del Anexo I,Apartado A,inc. f),R.G. Nro. 1415', since: '20100917', letter: 'B', kind: 'other', fce: false, name: 'Comprobante B RG 1415' },
  { code: 39, desc: 'Otros comprobantes A que cumplan con R.G.Nro. 1415', since: '20100917', letter: 'A', kind: 'other', fce: false, name: 'Otro comprobante A RG 1415' },
  { code: 40, desc: 'Otros comprobantes B que cumplan con R.G.Nro. 1415', since: '20100917', letter: 'B', kind: 'other', fce: false, name: 'Otro comprobante B RG 1415' },
  { code: 60, desc: 'Cta de Vta y Liquido prod. A', since: '20100917', letter: 'A', kind: 'other', fce: false, name: 'Cuenta de Venta y Líquido Producto A' },
  { code: 61, desc: 'Cta de Vta y Liquido prod. B', since: '20100917', letter: 'B', kind: 'other', fce: false, name: 'Cuenta de Venta y Líquido Producto B' },
  { code: 11, desc: 'Factura C', since: '20110330', letter: 'C', kind: 'invoice', fce: false, name: 'Factura C' },
  { code: 12, desc: 'Nota de Débito C', since: '20110330', letter: 'C', kind: 'debit_note', fce: false, name: 'Nota de Débito C' },
  { code: 13, desc: 'Nota de Crédito C', since: '20110330', letter: 'C', kind: 'credit_note', fce: false, name: 'Nota de Crédito C' },
  { code: 15, desc: 'Recibo C', since: '20110330', letter: 'C', kind: 'receipt', fce: false, name: 'Recibo C' },
  { code: 49, desc: 'Comprobante de Compra de Bienes Usados a Consumidor Final', since: '20130401', letter: null, kind: 'other', fce: false, name: 'Compra de Bienes Usados a Consumidor Final' },
  { code: 51, desc: 'Factura M', since: '20150522', letter: 'M', kind: 'invoice', fce: false, name: 'Factura A con leyenda' },
  { code: 52, desc: 'Nota de Débito M', since: '20150522', letter: 'M', kind: 'debit_note', fce: false, name: 'Nota de Débito A con leyenda' },
  { code: 53, desc: 'Nota de Crédito M', since: '20150522', letter: 'M', kind: 'credit_note', fce: false, name: 'Nota de Crédito A con leyenda' },
  { code: 54, desc: 'Recibo M', since: '20150522', letter: 'M', kind: 'receipt', fce: false, name: 'Recibo A con leyenda' },
  { code: 201, desc: 'Factura de Crédito electrónica MiPyMEs (FCE) A', since: '20181226', letter: 'A', kind: 'invoice', fce: true, name: 'Factura de Crédito Electrónica MiPyME A' },
  { code: 202, desc: 'Nota de Débito electrónica MiPyMEs (FCE) A', since: '20181226', letter: 'A', kind: 'debit_note', fce: true, name: 'Nota de Débito Electrónica MiPyME A' },
  { code: 203, desc: 'Nota de Crédito electrónica MiPyMEs (FCE) A', since: '20181226', letter: 'A', kind: 'credit_note', fce: true, name: 'Nota de Crédito Electrónica MiPyME A' },
  { code: 206, desc: 'Factura de Crédito electrónica MiPyMEs (FCE) B', since: '20181226', letter: 'B', kind: 'invoice', fce: true, name: 'Factura de Crédito Electrónica MiPyME B' },
  { code: 207, desc: 'Nota de Débito electrónica MiPyMEs (FCE) B', since: '20181226', letter: 'B', kind: 'debit_note', fce: true, name: 'Nota de Débito Electrónica MiPyME B' },
  { code: 208, desc: 'Nota de Crédito electrónica MiPyMEs (FCE) B', since: '20181226', letter: 'B', kind: 'credit_note', fce: true, name: 'Nota de Crédito Electrónica MiPyME B' },
  { code: 211, desc: 'Factura de Crédito electrónica MiPyMEs (FCE) C', since: '20181226', letter: 'C', kind: 'invoice', fce: true, name: 'Factura de Crédito Electrónica MiPyME C' },
  { code: 212, desc: 'Nota de Débito electrónica MiPyMEs (FCE) C', since: '20181226', letter: 'C', kind: 'debit_note', fce: true, name: 'Nota de Débito Electrónica MiPyME C' },
  { code: 213, desc: 'Nota de Crédito electrónica MiPyMEs (FCE) C', since: '20181226', letter: 'C', kind: 'credit_note', fce: true, name: 'Nota de Crédito Electrónica MiPyME C' },
];

const VOUCHER_TYPE_BY_CODE: ReadonlyMap<number, VoucherTypeRow> = new Map(VOUCHER_TYPE_TABLE.map((t) => [t.code, t]));

export const voucherType = (code: number): VoucherTypeRow | null => VOUCHER_TYPE_BY_CODE.get(code) ?? null;
export const isVoucherType = (code: number): boolean => VOUCHER_TYPE_BY_CODE.has(code);
export const voucherTypeName = (code: number): string => VOUCHER_TYPE_BY_CODE.get(code)?.name ?? `Comprobante ${code}`;
export const voucherTypeLetter = (code: number): VoucherClassLetter | null => VOUCHER_TYPE_BY_CODE.get(code)?.letter ?? null;
export const voucherTypeKind = (code: number): VoucherTypeKind | null => VOUCHER_TYPE_BY_CODE.get(code)?.kind ?? null;
export const isCreditNote = (code: number): boolean => VOUCHER_TYPE_BY_CODE.get(code)?.kind === 'credit_note';

export interface VatRateRow {
  /** AlicIva Id. */
  id: number;
  /** The rate in percent, as decimal text. */
  percent: string;
  desc: string;
  since: string;
}

/** TAXAUTH §4.3: FEParamGetTiposIva, AlicIva id ↔ rate. */
export const VAT_RATE_TABLE: readonly VatRateRow[] = [
  { id: 3, percent: '0', desc: '0%', since: '20090220' },
  { id: 4, percent: '10.5', desc: '10.5%', since: '20090220' },
  { id: 5, percent: '21', desc: '21%', since: '20090220' },
  { id: 6, percent: '27', desc: '27%', since: '20090220' },
  { id: 8, percent: '5', desc: '5%', since: '20141020' },
  { id: 9, percent: '2.5', desc: '2.5%', since: '20141020' },
];

/** The VAT percentages a line may carry, ascending (0, 2.5, 5, 10.5, 21, 27). */
export const VAT_PERCENTS: readonly number[] = VAT_RATE_TABLE.map((r) => Number(r.percent)).sort((a, b) => a - b);
export const isIvaCode = (id: number): boolean => VAT_RATE_TABLE.some((r) => r.id === id);
/** AlicIva id → percent text ("21"); null for an unknown id. */
export const vatPercentOf = (id: number): string | null => VAT_RATE_TABLE.find((r) => r.id === id)?.percent ?? null;

/**
 * `ivaType` codes that are not AlicIva ids: the alícuota table of CITI / Libro IVA numbers "no gravado" 1 and
 * "exento" 2; WSFEv1 has no AlicIva for them, their amounts go to ImpTotConc / ImpOpEx.
 */
export const IVA_TYPE_UNTAXED = 1;
export const IVA_TYPE_EXEMPT = 2;

/** TAXAUTH §4.2: FEParamGetTiposDoc. */
export const DOCUMENT_TYPE_TABLE: readonly TaxAuthTableRow[] = [
  ['80', 'CUIT', '20080725'],
  ['86', 'CUIL', '20080725'],
  ['87', 'CDI', '20080725'],
  ['89', 'LE', '20080725'],
  ['90', 'LC', '20080725'],
  ['91', 'CI Extranjera', '20080725'],
  ['92', 'en trámite', '20080725'],
  ['93', 'Acta Nacimiento', '20080725'],
  ['95', 'CI Bs. As. RNP', '20080725'],
  ['96', 'DNI', '20080725'],
  ['94', 'Pasaporte', '20080725'],
  ['0', 'CI Policía Federal', '20080725'],
  ['1', 'CI Buenos Aires', '20080725'],
  ['2', 'CI Catamarca', '20080725'],
  ['3', 'CI Córdoba', '20080725'],
  ['4', 'CI Corrientes', '20080728'],
  ['5', 'CI Entre Ríos', '20080728'],
  ['6', 'CI Jujuy', '20080728'],
  ['7', 'CI Mendoza', '20080728'],
  ['8', 'CI La Rioja', '20080728'],
  ['9', 'CI Salta', '20080728'],
  ['10', 'CI San Juan', '20080728'],
  ['11', 'CI San Luis', '20080728'],
  ['12', 'CI Santa Fe', '20080728'],
  ['13', 'CI Santiago del Estero', '20080728'],
  ['14', 'CI Tucumán', '20080728'],
  ['16', 'CI Chaco', '20080728'],
  ['17', 'CI Chubut', '20080728'],
  ['18', 'CI Formosa', '20080728'],
  ['19', 'CI Misiones', '20080728'],
  ['20', 'CI Neuquén', '20080728'],
  ['21', 'CI La Pampa', '20080728'],
  ['22', 'CI Río Negro', '20080728'],
  ['23', 'CI Santa Cruz', '20080728'],
  ['24', 'CI Tierra del Fuego', '20080728'],
  ['99', 'Doc. (Otro)', '20080728'],
];

/** The DocTipo codes the service names. */
export const DOC_TIPO = { CUIT: 80, CUIL: 86, CDI: 87, DNI: 96, OTHER: 99 } as const;
export const KNOWN_DOC_TIPOS: ReadonlySet<number> = new Set(DOCUMENT_TYPE_TABLE.map(([id]) => Number(id)));
export const docTypeDesc = (code: number): string | null => DOCUMENT_TYPE_TABLE.find(([id]) => Number(id) === code)?.[1] ?? null;

/** FEParamGetTiposConcepto: 1 products, 2 services, 3 both. */
export const CONCEPT_TABLE: readonly TaxAuthTableRow[] = [
  ['1', 'Producto', '20100917'],
  ['2', 'Servicios', '20100917'],
  ['3', 'Productos y Servicios', '20100917'],
];
export const isConcept = (code: number): boolean => CONCEPT_TABLE.some(([id]) => Number(id) === code);

/** TAXAUTH §4.5: FEParamGetTiposMonedas. */
export const CURRENCY_TABLE: readonly TaxAuthTableRow[] = [
  ['PES', 'Pesos Argentinos', '20090403'],
  ['DOL', 'Dólar Estadounidense', '20090403'],
  ['002', 'Dólar Libre EEUU', '20090416'],
  ['007', 'Florines Holandeses', '20090403'],
  ['010', 'Pesos Mejicanos', '20090403'],
  ['011', 'Pesos Uruguayos', '20090403'],
  ['014', 'Coronas Danesas', '20090403'],
  ['015', 'Coronas Noruegas', '20090403'],
  ['016', 'Coronas Suecas', '20090403'],
  ['018', 'Dólar Canadiense', '20090403'],
  ['019', 'Yens', '20090403'],
  ['021', 'Libra Esterlina', '20090403'],
  ['023', 'Bolívar Venezolano', '20090403'],
  ['024', 'Corona Checa', '20090403'],
  ['025', 'Dinar Yugoslavo', '20090403'],
  ['026', 'Dólar Australiano', '20090403'],
  ['027', 'Dracma Griego', '20090403'],
  ['028', 'Florín (Antillas Holandesas)', '20090403'],
  ['029', 'Güaraní', '20090403'],
  ['031', 'Peso Boliviano', '20090403'],
  ['032', 'Peso Colombiano', '20090403'],
  ['033', 'Peso Chileno', '20090403'],
  ['034', 'Rand Sudafricano', '20090403'],
  ['036', 'Sucre Ecuatoriano', '20090403'],
  ['051', 'Dólar de Hong Kong', '20090403'],
  ['052', 'Dólar de Singapur', '20090403'],
  ['053', 'Dólar de Jamaica', '20090403'],
  ['054', 'Dólar de Taiwan', '20090403'],
  ['055', 'Quetzal Guatemalteco', '20090403'],
  ['056', 'Forint (Hungría)', '20090403'],
  ['057', 'Baht (Tailandia)', '20090403'],
  ['059', 'Dinar Kuwaiti', '20090403'],
  ['012', 'Real', '20090403'],
  ['030', 'Shekel (Israel)', '20090403'],
  ['035', 'Nuevo Sol Peruano', '20090403'],
  ['060', 'Euro', '20090403'],
  ['040', 'Lei Rumano', '20090415'],
  ['042', 'Peso Dominicano', '20090415'],
  ['043', 'Balboas Panameñas', '20090415'],
  ['044', 'Córdoba Nicaragüense', '20090415'],
  ['045', 'Dirham Marroquí', '20090415'],
  ['046', 'Libra Egipcia', '20090415'],
  ['047', 'Riyal Saudita', '20090415'],
  ['061', 'Zloty Polaco', '20090415'],
  ['062', 'Rupia Hindú', '20090415'],
  ['063', 'Lempira Hondureña', '20090415'],
  ['064', 'Yuan (Rep. Pop. China)', '20090415'],
  ['009', 'Franco Suizo', '20091110'],
  ['041', 'Derechos Especiales de Giro', '20100125'],
  ['049', 'Gramos de Oro Fino', '20100125'],
];
export const KNOWN_MON_IDS: ReadonlySet<string> = new Set(CURRENCY_TABLE.map(([id]) => id));
export const currencyDesc = (monId: string): string | null => CURRENCY_TABLE.find(([id]) => id === monId)?.[1] ?? null;

/** The ISO 4217 names the API accepts, and the MonId each stands for. */
export const CURRENCY_ALIASES: ReadonlyMap<string, string> = new Map([
  ['ARS', 'PES'],
  ['USD', 'DOL'],
  ['EUR', '060'],
  ['BRL', '012'],
  ['GBP', '021'],
  ['JPY', '019'],
  ['CHF', '009'],
  ['CAD', '018'],
  ['AUD', '026'],
  ['CLP', '033'],
  ['UYU', '011'],
  ['MXN', '010'],
  ['CNY', '064'],
  ['PYG', '029'],
  ['BOB', '031'],
  ['COP', '032'],
  ['PEN', '035'],
]);

/** FEParamGetTiposOpcional. */
export const OPTIONAL_TYPE_TABLE: readonly TaxAuthTableRow[] = [
  ['2', 'RG Empresas Promovidas - Indentificador de proyecto vinculado a Régimen de Promoción Industrial', '20100917'],
  ['91', 'RG Bienes Usados 3411 - Nombre y Apellido o Denominación del vendedor del bien usado.', '20130401'],
  ['92', 'RG Bienes Usados 3411 - Nacionalidad del vendedor del bien usado.', '20130401'],
  ['93', 'RG Bienes Usados 3411 - Domicilio del vendedor del bien usado.', '20130401'],
  ['5', 'Excepcion computo IVA Credito Fiscal', '20141016'],
  ['61', 'RG 3668 Impuesto al Valor Agregado - Art.12 IVA Firmante Doc Tipo', '20141016'],
  ['62', 'RG 3668 Impuesto al Valor Agregado - Art.12 IVA Firmante Doc Nro', '20141016'],
  ['7', 'RG 3668 Impuesto al Valor Agregado - Art.12 IVA Carácter del Firmante', '20141016'],
  ['10', 'RG 3.368 Establecimientos de educación pública de gestión privada - Actividad Comprendida', '20150605'],
  ['1011', 'RG 3.368 Establecimientos de educación pública de gestión privada - Tipo de Documento', '20150605'],
  ['1012', 'RG 3.368 Establecimientos de educación pública de gestión privada - Número de Documento', '20150605'],
  ['11', 'RG 2.820 Operaciones económicas vinculadas con bienes inmuebles - Actividad Comprendida', '20150605'],
  ['12', 'RG 3.687 Locación temporaria de inmuebles con fines turísticos - Actividad Comprendida', '20150605'],
  ['13', 'RG 2.863 Representantes de Modelos', '20160101'],
  ['14', 'RG 2.863 Agencias de publicidad', '20160101'],
  ['15', 'RG 2.863 Personas físicas que desarrollen actividad de modelaje', '20160101'],
  ['17', "RG 4004-E Locación de inmuebles destino 'casa-habitación'. Dato 2 (dos) = facturación directa / Dato 1 (uno) = facturación a través de intermediario", '20170309'],
  ['1801', "RG 4004-E Locación de inmuebles destino 'casa-habitación'. Clave Única de Identificación Tributaria (CUIT).", '20170309'],
  ['1802', "RG 4004-E Locación de inmuebles destino 'casa-habitación'. Apellido y nombres, denominación y/o razón social.", '20170309'],
  ['2101', 'Factura de Crédito Electrónica MiPyMEs (FCE) - CBU del Emisor', '20181226'],
  ['2102', 'Factura de Crédito Electrónica MiPyMEs (FCE) - Alias del Emisor', '20181226'],
  ['22', 'Factura de Crédito Electrónica MiPyMEs (FCE) - Anulación', '20181226'],
  ['23', 'Factura de Crédito Electrónica MiPyMEs (FCE) - Referencia Comercial', '20190308'],
  ['27', 'Factura de Credito Electronica MiPyMEs (FCE) - Transferencia', '20201126'],
];

/** TAXAUTH §4.6: FEParamGetTiposTributos (Desc is mandatory for 99, 10042). */
export const TRIBUTE_TYPE_TABLE: readonly TaxAuthTableRow[] = [
  ['1', 'Impuestos nacionales', '20100917'],
  ['2', 'Impuestos provinciales', '20100917'],
  ['3', 'Impuestos municipales', '20100917'],
  ['4', 'Impuestos Internos', '20100917'],
  ['99', 'Otro', '20100917'],
  ['5', 'IIBB', '20170719'],
  ['6', 'Percepción de IVA', '20170719'],
  ['7', 'Percepción de IIBB', '20170719'],
  ['8', 'Percepciones por Impuestos Municipales', '20170719'],
  ['9', 'Otras Percepciones', '20170719'],
  ['13', 'Percepción de IVA a no Categorizado', '20170719'],
];
export const TRIBUTE_TYPES: ReadonlyMap<number, string> = new Map(TRIBUTE_TYPE_TABLE.map(([id, desc]) => [Number(id), desc]));

export interface ReceiverVatConditionRow {
  id: number;
  desc: string;
  /** The voucher classes it may receive, as FEParamGetCondicionIvaReceptor writes them. */
  classes: 'A/M/C' | 'B/C';
}

/** TAXAUTH §4.8 / §3.10: FEParamGetCondicionIvaReceptor (RG 5616) and the classes each condition may receive. */
export const RECEIVER_VAT_CONDITION_TABLE: readonly ReceiverVatConditionRow[] = [
  { id: 1, desc: 'IVA Responsable Inscripto', classes: 'A/M/C' },
  { id: 6, desc: 'Responsable Monotributo', classes: 'A/M/C' },
  { id: 13, desc: 'Monotributista Social', classes: 'A/M/C' },
  { id: 16, desc: 'Monotributo Trabajador Independiente Promovido', classes: 'A/M/C' },
  { id: 4, desc: 'IVA Sujeto Exento', classes: 'B/C' },
  { id: 5, desc: 'Consumidor Final', classes: 'B/C' },
  { id: 7, desc: 'Sujeto No Categorizado', classes: 'B/C' },
  { id: 8, desc: 'Proveedor del Exterior', classes: 'B/C' },
  { id: 9, desc: 'Cliente del Exterior', classes: 'B/C' },
  { id: 10, desc: 'IVA Liberado – Ley N° 19.640', classes: 'B/C' },
  { id: 15, desc: 'IVA No Alcanzado', classes: 'B/C' },
];
export const RECEIVER_CONSUMIDOR_FINAL = 5;

/**
 * Classes of WSFEv1 error codes (TAXAUTH §3.11): after 500–502 and 600–601 (internal error, database,
 * authentication) nothing was processed and the same request may be sent again later — issuing retries them; an
 * import stops and resumes from its cursor. Every other code is a verdict on the request.
 */
export const TRANSIENT_ERROR_CODES: ReadonlySet<number> = new Set([500, 501, 502, 600, 601]);
export const isTransientErrorCode = (code: number): boolean => TRANSIENT_ERROR_CODES.has(code);
