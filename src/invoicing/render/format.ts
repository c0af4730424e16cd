import Decimal from 'decimal.js';
import { formatCuit, normalizeCuit } from '../../common/cuit';
import { DOC_TIPO, docTypeDesc } from '../../common/taxauth-codes';
import { RECEIVER_VAT_CONDITIONS, VoucherKind, voucherTypeInfo } from '../domain';

/** es-AR presentation of vouchers: `$ 1.234.567,89`, `dd/mm/yyyy`, `00001-00000042`. Amounts never go through a float. */

const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['PES', '$'], ['ARS', '$'], ['DOL', 'US$'], ['USD', 'US$'], ['060', '€'], ['EUR', '€'], ['012', 'R$'], ['BRL', 'R$'],
]);
const CURRENCY_NAMES: ReadonlyMap<string, string> = new Map([
  ['PES', 'Pesos argentinos'], ['ARS', 'Pesos argentinos'], ['DOL', 'Dólar estadounidense'], ['USD', 'Dólar estadounidense'],
  ['060', 'Euro'], ['EUR', 'Euro'], ['012', 'Real'], ['BRL', 'Real'],
]);

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "1234567.891" → "1.234.567,89" (half-even, as the amounts were computed). */
export function formatNumber(value: string | Decimal, decimals = 2): string {
  const d = new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN);
  const [integer, fraction] = d.abs().toFixed(decimals).split('.');
  const text = fraction ? `${groupThousands(integer!)},${fraction}` : groupThousands(integer!);
  return d.isNegative() && !d.isZero() ? `-${text}` : text;
}

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS.get(currency.toUpperCase()) ?? currency.toUpperCase();
}

export function currencyName(currency: string): string {
  return CURRENCY_NAMES.get(currency.toUpperCase()) ?? currency.toUpperCase();
}

export function isPesos(currency: string): boolean {
  return currencySymbol(currency) === '$';
}

/** "$ 1.234.567,89" (or "US$ 10,00"). */
export function formatMoney(value: string | Decimal, currency = 'PES'): string {
  return `${currencySymbol(currency)} ${formatNumber(value, 2)}`;
}

/** Quantities and rates: comma decimals, no trailing zeros ("1,5", "10", "10,5"). */
export function formatQuantity(value: string | Decimal): string {
  const d = new Decimal(value);
  const [integer, fraction] = d.abs().toFixed().split('.');
  const text = fraction ? `${groupThousands(integer!)},${fraction}` : groupThousands(integer!);
  return d.isNegative() ? `-${text}` : text;
}

/** YYYY-MM-DD or yyyymmdd → dd/mm/yyyy. */
export function formatDate(value: string): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!m) throw new RangeError(`not a date: ${value}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** Point of sale (5 digits) and number (8 digits): "00001-00000042". */
export function formatVoucherNumber(ptoVta: number, number: number): string {
  return `${String(ptoVta).padStart(5, '0')}-${String(number).padStart(8, '0')}`;
}

export function formatCuitForPrint(cuit: string): string {
  const digits = normalizeCuit(cuit);
  return /^\d{11}$/.test(digits) ? formatCuit(digits) : cuit;
}

/** Voucher names as printed (RG 1415 Anexo II naming), by kind; the letter goes in its box. */
const PRINTED_KIND: Readonly<Record<VoucherKind, string>> = {
  [VoucherKind.Invoice]: 'FACTURA',
  [VoucherKind.DebitNote]: 'NOTA DE DÉBITO',
  [VoucherKind.CreditNote]: 'NOTA DE CRÉDITO',
};
const PRINTED_FCE: Readonly<Record<VoucherKind, string>> = {
  [VoucherKind.Invoice]: 'FACTURA DE CRÉDITO ELECTRÓNICA MiPyMEs (FCE)',
  [VoucherKind.DebitNote]: 'NOTA DE DÉBITO ELECTRÓNICA MiPyMEs (FCE)',
  [VoucherKind.CreditNote]: 'NOTA DE CRÉDITO ELECTRÓNICA MiPyMEs (FCE)',
};

export function voucherTypeName(typeCode: number): string {
  const info = voucherTypeInfo(typeCode);
  if (!info) return `COMPROBANTE ${typeCode}`;
  return (info.fce ? PRINTED_FCE : PRINTED_KIND)[info.kind];
}

/** "Factura A 00001-00000042" — for subjects, file names and the associated-voucher line. */
export function voucherLabel(typeCode: number, letter: string | null, ptoVta: number, number: number): string {
  const name = voucherTypeName(typeCode).toLowerCase().replace(/^./, (c) => c.toUpperCase()).replace(/ \(fce\)$/i, ' (FCE)').replace(/mipymes/i, 'MiPyMEs');
  return `${name}${letter ? ` ${letter}` : ''} ${formatVoucherNumber(ptoVta, number)}`;
}

export function docTypeName(docType: number): string {
  return docTypeDesc(docType) ?? `Doc. ${docType}`;
}

/** "CUIT 30-71234567-0", "DNI 30.123.456", "Consumidor Final" for DocTipo 99 / 0. */
export function formatReceiverDoc(docType: number, docNumber: string): string {
  const digits = docNumber.replace(/\D/g, '');
  if (docType === 99 && (digits === '' || /^0+$/.test(digits))) return 'Sin identificar';
  if (docType === DOC_TIPO.CUIT || docType === DOC_TIPO.CUIL || docType === DOC_TIPO.CDI) return `${docTypeName(docType)} ${formatCuitForPrint(digits)}`;
  if (docType === DOC_TIPO.DNI) return `DNI ${groupThousands(digits.replace(/^0+(?=\d)/, ''))}`;
  return `${docTypeName(docType)} ${docNumber}`;
}

export function receiverVatConditionLabel(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Consumidor Final';
  if (typeof value === 'number') return RECEIVER_VAT_CONDITIONS.get(value) ?? `Condición ${value}`;
  return value;
}

const CONCEPTS: ReadonlyMap<number, string> = new Map([[1, 'Productos'], [2, 'Servicios'], [3, 'Productos y Servicios']]);

export function conceptName(concepto: number): string {
  return CONCEPTS.get(concepto) ?? String(concepto);
}

/** "21 %", "10,5 %", "Exento", "No gravado". */
export function formatRate(rate: string | null | undefined): string {
  if (rate === null || rate === undefined) return '';
  if (rate === 'exempt') return 'Exento';
  if (rate === 'untaxed') return 'No gravado';
  return `${formatQuantity(rate)} %`;
}
