/**
 * The filters and keyset position of GET /invoices: one shape for the vouchers the service issued (invoicing) and
 * those imported from the tax authority (imports), which the list merges.
 */
export interface InvoiceListFilter {
  cuitId?: string;
  status?: string;
  invoiceType?: number;
  ptoVta?: number;
  from?: string;
  to?: string;
  limit: number;
  after?: { createdAt: Date; id: string };
}
