/** TAXAUTH.md §4.1: the WSFEv1 voucher types, by class and kind. */
export type VoucherTypeKind = 'invoice' | 'debit_note' | 'credit_note' | 'receipt' | 'other';

interface VoucherTypeInfo {
  name: string;
  letter: 'A' | 'B' | 'C' | 'M' | null;
  kind: VoucherTypeKind;
}

const TYPES: ReadonlyMap<number, VoucherTypeInfo> = new Map<number, VoucherTypeInfo>([
  [1, { name: 'Factura A', letter: 'A', kind: 'invoice' }],
  [2, { name: 'Nota de Débito A', letter: 'A', kind: 'debit_note' }],
  [3, { name: 'Nota de Crédito A', letter: 'A', kind: 'credit_note' }],
  [4, { name: 'Recibo A', letter: 'A', kind: 'receipt' }],
  [5, { name: 'Nota de Venta al contado A', letter: 'A', kind: 'invoice' }],
  [6, { name: 'Factura B', letter: 'B', kind: 'invoice' }],
  [7, { name: 'Nota de Débito B', letter: 'B', kind: 'debit_note' }],
  [8, { name: 'Nota de Crédito B', letter: 'B', kind: 'credit_note' }],
  [9, { name: 'Recibo B', letter: 'B', kind: 'receipt' }],
  [10, { name: 'Nota de Venta al contado B', letter: 'B', kind: 'invoice' }],
  [11, { name: 'Factura C', letter: 'C', kind: 'invoice' }],
  [12, { name: 'Nota de Débito C', letter: 'C', kind: 'debit_note' }],
  [13, { name: 'Nota de Crédito C', letter: 'C', kind: 'credit_note' }],
  [15, { name: 'Recibo C', letter: 'C', kind: 'receipt' }],
  [34, { name: 'Comprobante A RG 1415', letter: 'A', kind: 'other' }],
  [35, { name: 'Comprobante B RG 1415', letter: 'B', kind: 'other' }],
  [39, { name: 'Otro comprobante A RG 1415', letter: 'A', kind: 'other' }],
  [40, { name: 'Otro comprobante B RG 1415', letter: 'B', kind: 'other' }],
  [49, { name: 'Compra de Bienes Usados a Consumidor Final', letter: null, kind: 'other' }],
  [51, { name: 'Factura A con leyenda', letter: 'M', kind: 'invoice' }],
  [52, { name: 'Nota de Débito A con leyenda', letter: 'M', kind: 'debit_note' }],
  [53, { name: 'Nota de Crédito A con leyenda', letter: 'M', kind: 'credit_note' }],
  [54, { name: 'Recibo A con leyenda', letter: 'M', kind: 'receipt' }],
  [60, { name: 'Cuenta de Venta y Líquido Producto A', letter: 'A', kind: 'other' }],
  [61, { name: 'Cuenta de Venta y Líquido Producto B', letter: 'B', kind: 'other' }],
  [63, { name: 'Liquidación A', letter: 'A', kind: 'other' }],
  [64, { name: 'Liquidación B', letter: 'B', kind: 'other' }],
  [201, { name: 'Factura de Crédito Electrónica MiPyME A', letter: 'A', kind: 'invoice' }],
  [202, { name: 'Nota de Débito Electrónica MiPyME A', letter: 'A', kind: 'debit_note' }],
  [203, { name: 'Nota de Crédito Electrónica MiPyME A', letter: 'A', kind: 'credit_note' }],
  [206, { name: 'Factura de Crédito Electrónica MiPyME B', letter: 'B', kind: 'invoice' }],
  [207, { name: 'Nota de Débito Electrónica MiPyME B', letter: 'B', kind: 'debit_note' }],
  [208, { name: 'Nota de Crédito Electrónica MiPyME B', letter: 'B', kind: 'credit_note' }],
  [211, { name: 'Factura de Crédito Electrónica MiPyME C', letter: 'C', kind: 'invoice' }],
  [212, { name: 'Nota de Débito Electrónica MiPyME C', letter: 'C', kind: 'debit_note' }],
  [213, { name: 'Nota de Crédito Electrónica MiPyME C', letter: 'C', kind: 'credit_note' }],
]);

export function voucherTypeName(cbteTipo: number): string {
  return TYPES.get(cbteTipo)?.name ?? `Comprobante ${cbteTipo}`;
}

export function voucherTypeLetter(cbteTipo: number): VoucherTypeInfo['letter'] {
  return TYPES.get(cbteTipo)?.letter ?? null;
}

export function isCreditNote(cbteTipo: number): boolean {
  return TYPES.get(cbteTipo)?.kind === 'credit_note';
}

/** TAXAUTH.md §4.3: AlicIva id → rate in percent. */
export const VAT_RATES: ReadonlyMap<number, string> = new Map([
  [3, '0'],
  [4, '10.5'],
  [5, '21'],
  [6, '27'],
  [8, '5'],
  [9, '2.5'],
]);

export function voucherTypeKind(cbteTipo: number): VoucherTypeKind | null {
  return TYPES.get(cbteTipo)?.kind ?? null;
}
