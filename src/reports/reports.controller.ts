import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { SalesVatLedgerQueryDto } from './reports.dto';
import { ReportsService } from './reports.service';

@ApiTags('Reports')
@ApiSecurity('api-key')
@Controller('reports')
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @Get('sales-vat-ledger')
  @ApiOperation({
    summary: 'Sales VAT ledger (Libro IVA Digital — ventas) of a month: every authorized voucher, issued or imported, of the environment of the key',
    description:
      'format=json: {summary (totals in pesos per VAT rate and voucher type, credit notes subtracted), vouchers}; format=txt: one fixed-width file, ' +
      'VENTAS_CBTE (266 characters, file=cbte, default) or VENTAS_ALICUOTAS (62, file=alicuotas); format=zip: both files (docs/ledger.md).',
  })
  @ApiProduces('application/json', 'text/plain', 'application/zip')
  @ApiOkResponse({ description: 'The ledger in the format asked' })
  @ApiErrors(400, 404, 422)
  salesVatLedger(@Auth() auth: AuthContext, @Query() query: SalesVatLedgerQueryDto) {
    return this.reports.salesVatLedger(auth, query);
  }
}
