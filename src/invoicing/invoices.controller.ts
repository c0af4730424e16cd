import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { CachedRead } from '../common/cached-read.interceptor';
import { ApiErrors } from '../common/openapi';
import { IDEMPOTENCY_HEADER, IdempotentResponseInterceptor } from './idempotency.service';
import { DebitNoteDto, InvoiceDataDto, InvoicePageResponse, InvoiceResponse, IssuedResponse, ListInvoicesQueryDto, NoteIssuedResponse } from './invoicing.dto';
import { InvoicingService } from './invoicing.service';

const IDEMPOTENCY_DOC = {
  name: 'Idempotency-Key',
  required: false,
  description: '1 to 255 printable ASCII characters, kept 7 days. A repeat answers the original status and body with Idempotent-Replayed: true; the same key with another body is 422 idempotency_key_reused.',
};

@ApiTags('Invoices')
@ApiSecurity('api-key')
@Controller('invoices')
export class InvoicesController {
  constructor(@Inject(InvoicingService) private readonly invoicing: InvoicingService) {}

  @Post()
  @HttpCode(202)
  @UseInterceptors(IdempotentResponseInterceptor)
  @ApiOperation({ summary: 'Issue one invoice (processed in a batch of one; poll the batch or the invoice)' })
  @ApiHeader(IDEMPOTENCY_DOC)
  @ApiAcceptedResponse({ type: IssuedResponse })
  @ApiErrors(400, 403, 404, 422)
  issue(@Auth() auth: AuthContext, @Body() dto: InvoiceDataDto, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return this.invoicing.issueOne(auth, dto, key);
  }

  @Get()
  @CachedRead()
  @ApiOperation({ summary: 'List invoices, newest first (cursor pagination)' })
  @ApiOkResponse({ type: InvoicePageResponse })
  @ApiErrors(400)
  list(@Auth() auth: AuthContext, @Query() query: ListInvoicesQueryDto) {
    return this.invoicing.list(auth, query);
  }

  @Get(':invoiceId')
  @ApiOperation({ summary: 'One invoice: status, voucher number, CAE and its due date once authorized' })
  @ApiOkResponse({ type: InvoiceResponse })
  @ApiErrors(404)
  get(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string) {
    return this.invoicing.getInvoice(auth, invoiceId);
  }

  @Post(':invoiceId/credit-note')
  @HttpCode(202)
  @UseInterceptors(IdempotentResponseInterceptor)
  @ApiOperation({ summary: 'Void an authorized voucher with a credit note for its full amount' })
  @ApiHeader(IDEMPOTENCY_DOC)
  @ApiAcceptedResponse({ type: NoteIssuedResponse })
  @ApiErrors(400, 403, 404, 409, 422)
  creditNote(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return this.invoicing.creditNote(auth, invoiceId, key);
  }

  @Post(':invoiceId/debit-note')
  @HttpCode(202)
  @UseInterceptors(IdempotentResponseInterceptor)
  @ApiOperation({ summary: 'Issue a debit note on an authorized voucher (amount VAT included, at its rate)' })
  @ApiHeader(IDEMPOTENCY_DOC)
  @ApiAcceptedResponse({ type: NoteIssuedResponse })
  @ApiErrors(400, 403, 404, 409, 422)
  debitNote(@Auth() auth: AuthContext, @Param('invoiceId') invoiceId: string, @Body() dto: DebitNoteDto, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return this.invoicing.debitNote(auth, invoiceId, dto, key);
  }
}
