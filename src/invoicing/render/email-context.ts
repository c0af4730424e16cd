import type { VoucherEmailContext } from '../../email';
import { currencyName, formatCuitForPrint, formatDate, formatMoney, formatVoucherNumber, voucherLabel } from './format';
import { InvoiceBranding, VoucherView } from './voucher-view';

const LOGO = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The email blocks' values for a voucher, printed as on the PDF; the logo comes from the invoice branding. */
export function voucherEmailContext(view: VoucherView, branding: InvoiceBranding): VoucherEmailContext {
  const { voucher } = view;
  const logo = branding.logo ? LOGO.exec(branding.logo) : null;
  const label = voucherLabel(voucher.typeCode, voucher.letter, voucher.ptoVta, voucher.number);
  return {
    issuerName: branding.tradeName?.trim() || view.issuer.name,
    issuerCuit: formatCuitForPrint(view.issuer.cuit),
    customerName: view.receiver.name,
    voucherLabel: label,
    voucherType: label.replace(/ \d{5}-\d{8}$/, ''),
    voucherNumber: formatVoucherNumber(voucher.ptoVta, voucher.number),
    issueDate: formatDate(voucher.issueDate),
    total: formatMoney(view.totals.total, view.currency),
    paymentDue: voucher.paymentDue ? formatDate(voucher.paymentDue) : null,
    cae: view.cae,
    caeDueDate: formatDate(view.caeDueDate),
    currency: currencyName(view.currency),
    logo: logo ? { content: Buffer.from(logo[2]!, 'base64'), contentType: logo[1] as 'image/png' | 'image/jpeg' | 'image/webp' } : null,
  };
}

/** "Factura_A_00001-00000042.pdf" */
export function voucherFileName(view: VoucherView, extension: 'pdf' | 'xml'): string {
  const { voucher } = view;
  return `${voucherLabel(voucher.typeCode, voucher.letter, voucher.ptoVta, voucher.number).normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9-]+/g, '_')}.${extension}`;
}
