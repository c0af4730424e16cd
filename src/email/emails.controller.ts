import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { EmailListResponse, EmailQueuedResponse, SendVoucherEmailDto } from './emails.dto';
import { EmailsService } from './emails.service';

@ApiTags('Invoices')
@ApiSecurity('api-key')
@Controller('invoices')
export class EmailsController {
  constructor(@Inject(EmailsService) private readonly emails: EmailsService) {}

  @Post(':invoiceId/email')
  @HttpCode(202)
  @ApiOperation({ summary: "Send (or resend) the authorized voucher by email with its PDF, in the CUIT's email design (docs/email.md)" })
  @ApiAcceptedResponse({ type: EmailQueuedResponse })
  @ApiErrors(400, 404, 409)
  send(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string, @Body() dto: SendVoucherEmailDto) {
    return this.emails.queueInvoiceEmail(auth, invoiceId, dto);
  }

  @Get(':invoiceId/email')
  @ApiOperation({ summary: "The invoice's emails, newest first, with the latest one's status (queued, sent, failed)" })
  @ApiOkResponse({ type: EmailListResponse })
  @ApiErrors(404, 409)
  list(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string) {
    return this.emails.listInvoiceEmails(auth, invoiceId);
  }
}
