/**
 * Code tables of the tax authority that the API validates against before anything reaches it
 * (TAXAUTH.md §4). The authoritative lists are the FEParamGet* tables; these are the observed values.
 */

/** FEParamGetTiposCbte: voucher types an issuer can authorize with WSFEv1. */
export const VOUCHER_TYPES: Readonly<Record<number, string>> = {
  1: 'Factura A', 2: 'Nota de Débito A', 3: 'Nota de Crédito A', 4: 'Recibos A', 5: 'Notas de Venta al contado A',
  6: 'Factura B', 7: 'Nota de Débito B', 8: 'Nota de Crédito B', 9: 'Recibos B', 10: 'Notas de Venta al contado B',
  11: 'Factura C', 12: 'Nota de Débito C', 13: 'Nota de Crédito C', 15: 'Recibo C',
  34: 'Cbtes. A del Anexo I, Apartado A, inc. f), RG 1415', 35: 'Cbtes. B del Anexo I, Apartado A, inc. f), RG 1415',
  39: 'Otros comprobantes A que cumplan con RG 1415', 40: 'Otros comprobantes B que cumplan con RG 1415',
  49: 'Comprobante de Compra de Bienes Usados a Consumidor Final',
  51: 'Factura M', 52: 'Nota de Débito M', 53: 'Nota de Crédito M', 54: 'Recibo M',
  60: 'Cta de Vta y Liquido prod. A', 61: 'Cta de Vta y Liquido prod. B', 63: 'Liquidacion A', 64: 'Liquidacion B',
  201: 'Factura de Crédito electrónica MiPyMEs (FCE) A', 202: 'Nota de Débito electrónica MiPyMEs (FCE) A',
  203: 'Nota de Crédito electrónica MiPyMEs (FCE) A', 206: 'Factura de Crédito electrónica MiPyMEs (FCE) B',
  207: 'Nota de Débito electrónica MiPyMEs (FCE) B', 208: 'Nota de Crédito electrónica MiPyMEs (FCE) B',
  211: 'Factura de Crédito electrónica MiPyMEs (FCE) C', 212: 'Nota de Débito electrónica MiPyMEs (FCE) C',
  213: 'Nota de Crédito electrónica MiPyMEs (FCE) C',
};

/** FEParamGetTiposIva: VAT rate codes and their percentage. */
export const IVA_RATES: Readonly<Record<number, string>> = { 3: '0', 4: '10.5', 5: '21', 6: '27', 8: '5', 9: '2.5' };

/** Concepts: 1 products, 2 services, 3 products and services. */
export const CONCEPTS: Readonly<Record<number, string>> = { 1: 'Productos', 2: 'Servicios', 3: 'Productos y Servicios' };

export const isVoucherType = (code: number): boolean => Object.prototype.hasOwnProperty.call(VOUCHER_TYPES, code);
export const isIvaCode = (code: number): boolean => Object.prototype.hasOwnProperty.call(IVA_RATES, code);
