import { VoucherKind, VoucherLetter } from './voucher.types';

/** TAXAUTH §4.3: IVA rate (percent, as text) ↔ AlicIva Id. */
export const IVA_RATES: ReadonlyArray<{ id: number; percent: string }> = [
  { id: 3, percent: '0' },
  { id: 9, percent: '2.5' },
  { id: 8, percent: '5' },
  { id: 4, percent: '10.5' },
  { id: 5, percent: '21' },
  { id: 6, percent: '27' },
];

/**
 * `ivaType` codes that are not AlicIva ids: the AFIP alícuota table (CITI / Libro IVA) numbers "no gravado" 1
 * and "exento" 2; WSFEv1 has no AlicIva for them, their amounts go to ImpTotConc / ImpOpEx.
 */
export const IVA_TYPE_UNTAXED = 1;
export const IVA_TYPE_EXEMPT = 2;

export enum ConceptoCode {
  Products = 1,
  Services = 2,
  ProductsAndServices = 3,
}

/** TAXAUTH §4.2 DocTipo table (observed). */
export const DOC_TIPO = { CUIT: 80, CUIL: 86, CDI: 87, DNI: 96, OTHER: 99 } as const;
export const KNOWN_DOC_TIPOS: ReadonlySet<number> = new Set([
  80, 86, 87, 89, 90, 91, 92, 93, 94, 95, 96, 99, 0,
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24,
]);

/** TAXAUTH §4.8: CondicionIVAReceptorId (RG 5616). */
export const RECEIVER_VAT_CONDITIONS: ReadonlyMap<number, string> = new Map([
  [1, 'IVA Responsable Inscripto'],
  [4, 'IVA Sujeto Exento'],
  [5, 'Consumidor Final'],
  [6, 'Responsable Monotributo'],
  [7, 'Sujeto No Categorizado'],
  [8, 'Proveedor del Exterior'],
  [9, 'Cliente del Exterior'],
  [10, 'IVA Liberado - Ley N° 19.640'],
  [13, 'Monotributista Social'],
  [15, 'IVA No Alcanzado'],
  [16, 'Monotributo Trabajador Independiente Promovido'],
]);
export const RECEIVER_CONSUMIDOR_FINAL = 5;

/** TAXAUTH §3.10: receiver conditions each class may be issued to. */
const CONDITIONS_A = [1, 6, 13, 16];
const CONDITIONS_B = [4, 5, 7, 8, 9, 10, 15];
export const RECEIVER_CONDITIONS_BY_LETTER: Readonly<Record<VoucherLetter, ReadonlySet<number>>> = {
  [VoucherLetter.A]: new Set(CONDITIONS_A),
  [VoucherLetter.M]: new Set(CONDITIONS_A),
  [VoucherLetter.B]: new Set(CONDITIONS_B),
  [VoucherLetter.C]: new Set([...CONDITIONS_A, ...CONDITIONS_B]),
};
/** Receivers that make an RI issuer's voucher class A (TAXAUTH §3.6). */
export const RECEIVERS_OF_CLASS_A: ReadonlySet<number> = new Set(CONDITIONS_A);

export interface VoucherTypeInfo {
  code: number;
  letter: VoucherLetter;
  kind: VoucherKind;
  fce: boolean;
}

/** TAXAUTH §4.1: the invoice / debit note / credit note types this service issues. */
export const VOUCHER_TYPES: ReadonlyArray<VoucherTypeInfo> = [
  ...typeTriple(VoucherLetter.A, [1, 2, 3], false),
  ...typeTriple(VoucherLetter.B, [6, 7, 8], false),
  ...typeTriple(VoucherLetter.C, [11, 12, 13], false),
  ...typeTriple(VoucherLetter.M, [51, 52, 53], false),
  ...typeTriple(VoucherLetter.A, [201, 202, 203], true),
  ...typeTriple(VoucherLetter.B, [206, 207, 208], true),
  ...typeTriple(VoucherLetter.C, [211, 212, 213], true),
];

function typeTriple(letter: VoucherLetter, [invoice, debit, credit]: number[], fce: boolean): VoucherTypeInfo[] {
  return [
    { code: invoice, letter, kind: VoucherKind.Invoice, fce },
    { code: debit, letter, kind: VoucherKind.DebitNote, fce },
    { code: credit, letter, kind: VoucherKind.CreditNote, fce },
  ];
}

export function voucherTypeInfo(code: number): VoucherTypeInfo | null {
  return VOUCHER_TYPES.find((t) => t.code === code) ?? null;
}

/** TAXAUTH §4.5 (selection) plus the ISO names our API accepts. */
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
export const KNOWN_MON_IDS: ReadonlySet<string> = new Set([
  'PES', 'DOL', '002', '060', '012', '021', '019', '009', '018', '026', '033', '011', '010', '064', '029', '031',
  '032', '035', '049', '041',
]);

/** TAXAUTH §4.6: Tributo ids and their descriptions (Desc is mandatory for 99, 10042). */
export const TRIBUTE_TYPES: ReadonlyMap<number, string> = new Map([
  [1, 'Impuestos nacionales'],
  [2, 'Impuestos provinciales'],
  [3, 'Impuestos municipales'],
  [4, 'Impuestos Internos'],
  [5, 'IIBB'],
  [6, 'Percepcion de IVA'],
  [7, 'Percepcion de IIBB'],
  [8, 'Percepciones por Impuestos Municipales'],
  [9, 'Otras Percepciones'],
  [13, 'Percepcion de IVA a no Categorizado'],
  [99, 'Otro'],
]);
