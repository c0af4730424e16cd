import { create as contentDisposition } from 'content-disposition';
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { AppError, notFound } from '../common/errors';
import { toEmailDesign, toInvoiceBranding } from '../cuits/cuits.mapper';
import { CuitsService } from '../cuits/cuits.service';
import { isUuid } from '../db/errors';
import type { EmailDesign, VoucherEmailContext } from '../email';
import type { FECAEDetRequest } from './domain';
import { InvoicingRepository, type Tenant } from './invoicing.repository';
import type { InvoiceRow } from './invoicing.schema';
import {
  buildVoucherView, renderVoucherPdf, renderVoucherXml, voucherEmailContext, voucherFileName, type InvoiceBranding, type VoucherView,
} from './render';
import { toVoucherViewSource, toXmlAnswer } from './vouchers-out.mapper';

interface AuthorizedVoucher {
  row: InvoiceRow;
  view: VoucherView;
  branding: InvoiceBranding;
  emailDesign: EmailDesign;
}

/** What the email job needs to send a voucher: the PDF, the blocks' values and the CUIT's email design. */
export interface VoucherEmailMaterial {
  pdf: { filename: string; content: Buffer };
  context: VoucherEmailContext;
  design: EmailDesign;
  /** The receiver's email stored with the invoice, if any. */
  receiverEmail: string | null;
}

const disposition = (name: string): string => contentDisposition(name);

/**
 * Vouchers out (docs/vouchers.md): PDF and XML of an authorized voucher, rendered on demand from the stored
 * request and answer and the CUIT's *current* branding, so a branding change applies to vouchers already issued.
 */
@Injectable()
export class VouchersOutService {
  constructor(
    @Inject(InvoicingRepository) private readonly repository: InvoicingRepository,
    @Inject(CuitsService) private readonly cuits: CuitsService,
  ) {}

  async pdf(tenant: Tenant, invoiceId: string): Promise<StreamableFile> {
    const { view, branding } = await this.authorized(tenant, invoiceId);
    const pdf = await renderVoucherPdf(view, branding);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: disposition(voucherFileName(view, 'pdf')), length: pdf.length });
  }

  async xml(tenant: Tenant, invoiceId: string): Promise<StreamableFile> {
    const { row, view } = await this.authorized(tenant, invoiceId);
    const xml = Buffer.from(renderVoucherXml({ view, header: { PtoVta: row.ptoVta, CbteTipo: row.cbteTipo }, detail: row.request as FECAEDetRequest, answer: toXmlAnswer(row) }), 'utf8');
    return new StreamableFile(xml, { type: 'application/xml; charset=utf-8', disposition: disposition(voucherFileName(view, 'xml')), length: xml.length });
  }

  /** Throws 404 / 409 `invoice_not_authorized` like the PDF endpoint: callers check before queueing an email. */
  async requireAuthorized(tenant: Tenant, invoiceId: string): Promise<InvoiceRow> {
    const row = isUuid(invoiceId) ? await this.repository.findInvoice(tenant, invoiceId) : null;
    if (!row) throw notFound('Invoice', invoiceId, { resolution: 'Check the invoice id (GET /invoices lists them).' });
    if (row.status !== 'completed' || !row.cae || !row.request || row.voucherNumber === null) {
      throw new AppError(409, 'invoice_not_authorized', `Invoice ${invoiceId} is ${row.status}; only vouchers authorized by the tax authority have a PDF, an XML or an email.`, {
        resolution: 'Wait until the invoice is completed (GET /invoices/{id} shows status "completed" and its CAE); failed invoices are never authorized.',
      });
    }
    return row;
  }

  async emailMaterial(tenant: Tenant, invoiceId: string): Promise<VoucherEmailMaterial> {
    const { row, view, branding, emailDesign } = await this.authorized(tenant, invoiceId);
    const receiver = row.receiver as { email?: unknown } | null;
    return {
      pdf: { filename: voucherFileName(view, 'pdf'), content: await renderVoucherPdf(view, branding) },
      context: voucherEmailContext(view, branding),
      design: emailDesign,
      receiverEmail: typeof receiver?.email === 'string' && receiver.email ? receiver.email : null,
    };
  }

  private async authorized(tenant: Tenant, invoiceId: string): Promise<AuthorizedVoucher> {
    const row = await this.requireAuthorized(tenant, invoiceId);
    const cuit = await this.cuits.require({ accountId: tenant.accountId }, row.cuitId);
    return {
      row,
      view: buildVoucherView(toVoucherViewSource(row, cuit.persona)),
      branding: toInvoiceBranding(cuit.invoiceBranding),
      emailDesign: toEmailDesign(cuit.emailDesign),
    };
  }
}
