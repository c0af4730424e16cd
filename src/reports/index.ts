export * from './ledger.types';
export { LedgerFormatError } from './ledger-fields';
export * from './ledger-mapper';
export * from './sales-vat-ledger';
export * from './zip';
