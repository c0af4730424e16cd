import { Controller, Get, Inject, Param, type StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { VouchersOutService } from './vouchers-out.service';

@ApiTags('Invoices')
@ApiSecurity('api-key')
@Controller('invoices')
export class VouchersOutController {
  constructor(@Inject(VouchersOutService) private readonly vouchers: VouchersOutService) {}

  @Get(':invoiceId/pdf')
  @ApiOperation({ summary: "The authorized voucher as PDF, rendered with the CUIT's current invoice branding (docs/vouchers.md)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF (Content-Disposition: attachment; filename=Factura_B_00001-00000042.pdf)', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404, 409)
  pdf(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string): Promise<StreamableFile> {
    return this.vouchers.pdf(auth, invoiceId);
  }

  @Get(':invoiceId/xml')
  @ApiOperation({ summary: 'The authorized voucher as XML: request detail as sent and the answer (CAE, observations); docs/vouchers.md' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'comprobanteAutorizado document', content: { 'application/xml': { schema: { type: 'string' } } } })
  @ApiErrors(404, 409)
  xml(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string): Promise<StreamableFile> {
    return this.vouchers.xml(auth, invoiceId);
  }
}
