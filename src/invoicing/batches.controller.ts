import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Patch, Post, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiShortErrors } from '../common/openapi';
import { IDEMPOTENCY_HEADER, IdempotentResponseInterceptor } from './idempotency.service';
import { BatchResponse, CreateBatchDto } from './invoicing.dto';
import { InvoicingService } from './invoicing.service';
import { shortValidationPipe, type ShortValidated } from './short-validation.pipe';

/** Batch operations answer with the short error body (SPEC "Batches"). */
@ApiTags('Invoices')
@ApiSecurity('api-key')
@Controller('invoices/batches')
export class BatchesController {
  constructor(@Inject(InvoicingService) private readonly invoicing: InvoicingService) {}

  @Post()
  @HttpCode(202)
  @UseInterceptors(IdempotentResponseInterceptor)
  @ApiOperation({ summary: 'Issue 1 to 1000 invoices in one batch; item i of a keyed request is <Idempotency-Key>:<i>' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '1 to 255 printable ASCII characters, kept 7 days' })
  @ApiBody({ type: CreateBatchDto })
  @ApiAcceptedResponse({ type: BatchResponse })
  @ApiShortErrors(400, 403, 404, 422)
  create(@Auth() auth: AuthContext, @Body(shortValidationPipe(CreateBatchDto)) dto: ShortValidated<CreateBatchDto>, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return this.invoicing.issueBatch(auth, dto.invoices, key);
  }

  @Get(':batchId')
  @ApiOperation({ summary: 'A batch with all its items' })
  @ApiOkResponse({ type: BatchResponse })
  @ApiShortErrors(404)
  get(@Auth() auth: AuthContext, @Param('batchId') batchId: string) {
    return this.invoicing.getBatch(auth, batchId);
  }

  @Patch(':batchId')
  @UseInterceptors(IdempotentResponseInterceptor)
  @ApiOperation({ summary: 'Add invoices to a batch that has not completed (409 when it has)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiBody({ type: CreateBatchDto })
  @ApiOkResponse({ type: BatchResponse })
  @ApiShortErrors(400, 403, 404, 409, 422)
  addInvoices(@Auth() auth: AuthContext, @Param('batchId') batchId: string, @Body(shortValidationPipe(CreateBatchDto)) dto: ShortValidated<CreateBatchDto>, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return this.invoicing.addToBatch(auth, batchId, dto.invoices, key);
  }
}
