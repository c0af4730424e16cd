import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, DashboardOnly, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { InvoicingService } from './invoicing.service';

const USED_OF_LIMIT = { type: 'object', required: ['used', 'limit'], properties: { used: { type: 'integer' }, limit: { type: 'integer' } } };

/** Plan usage for the dashboard's account page (DESIGN.md §5.7). Here, not in accounts: it counts vouchers. */
@ApiTags('Dashboard: account')
@DashboardOnly()
@Controller('account')
export class PlanUsageController {
  constructor(@Inject(InvoicingService) private readonly invoicing: InvoicingService) {}

  @Get('usage')
  @ApiOperation({ summary: "The plan's limits and this Argentine month's use: production vouchers and CUITs" })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['plan', 'month', 'productionVouchers', 'cuits'],
      properties: { plan: { type: 'string' }, month: { type: 'string', example: '2026-11' }, productionVouchers: USED_OF_LIMIT, cuits: USED_OF_LIMIT },
      example: { plan: 'standard', month: '2026-11', productionVouchers: { used: 12, limit: 500 }, cuits: { used: 1, limit: 10 } },
    },
  })
  @ApiErrors(403)
  usage(@Auth() auth: AuthContext) {
    return this.invoicing.planUsage(auth.accountId);
  }
}
