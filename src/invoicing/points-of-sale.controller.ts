import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { PointsOfSaleResponse } from '../cuits/cuits.dto';
import { InvoicingService } from './invoicing.service';

/**
 * GET /cuits/{cuitId}/pos lives here, not in the CUITs controller: each point of sale carries the last voucher
 * issued through the service there, which the invoicing module knows (and the CUITs module must not import).
 */
@ApiTags('CUITs')
@ApiSecurity('api-key')
@Controller('cuits')
export class PointsOfSaleController {
  constructor(@Inject(InvoicingService) private readonly invoicing: InvoicingService) {}

  @Get(':cuitId/pos')
  @ApiOperation({ summary: 'Points of sale stored from the last tax-authority query, each with the last voucher issued through the service' })
  @ApiOkResponse({ type: PointsOfSaleResponse })
  @ApiErrors(404)
  pointsOfSale(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.invoicing.pointsOfSale(auth, cuitId);
  }
}
