export * from './import-walker';
export * from './imported-voucher';
