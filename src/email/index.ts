export * from './voucher-email';
export * from './mail-transport';
