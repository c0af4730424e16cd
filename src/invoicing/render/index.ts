export * from './voucher-view';
export { buildVoucherView } from './build-voucher-view';
export type { VoucherViewSource } from './build-voucher-view';
export { renderVoucherPdf, renderVoucherPdfDetailed } from './voucher-pdf';
export type { RenderedVoucherPdf } from './voucher-pdf';
export * from './format';
export { renderVoucherXml, escapeXml, VOUCHER_XML_NAMESPACE } from './voucher-xml';
export type { VoucherXmlAnswer, VoucherXmlInput } from './voucher-xml';
export { voucherEmailContext, voucherFileName } from './email-context';
