import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, DashboardOnly, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { OtherTaxesDto, OtherTaxesResponse } from './cuit-taxes.dto';
import { CuitsService } from './cuits.service';

/** Taxes per CUIT: dashboard-only (SPEC "Dashboard-only functions"); issuing adds them to every voucher as Tributos. */
@ApiTags('Dashboard: taxes per CUIT')
@DashboardOnly()
@Controller('cuits/:cuitId/taxes')
export class CuitTaxesController {
  constructor(@Inject(CuitsService) private readonly cuits: CuitsService) {}

  @Get()
  @ApiOperation({ summary: "The CUIT's other taxes (tributos such as percepciones de IIBB) and the Tributo ids available" })
  @ApiOkResponse({ type: OtherTaxesResponse })
  @ApiErrors(403, 404)
  get(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuits.getOtherTaxes(auth, cuitId);
  }

  @Put()
  @ApiOperation({ summary: "Replace the CUIT's other taxes; vouchers prepared from now on carry them in Tributos/ImpTrib" })
  @ApiOkResponse({ type: OtherTaxesResponse })
  @ApiErrors(400, 403, 404)
  put(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: OtherTaxesDto) {
    return this.cuits.setOtherTaxes(auth, cuitId, dto.taxes);
  }
}
