import type { ColumnKey } from './document.types';

/** Keys of columnMapping.columns (DESIGN.md §5.3). */
export const COLUMN_KEYS: readonly ColumnKey[] = [
  'receiverName',
  'receiverDocType',
  'receiverDocNumber',
  'receiverCondicionIva',
  'receiverEmail',
  'description',
  'quantity',
  'unitPrice',
  'ivaRate',
  'amount',
  'date',
  'reference',
];
