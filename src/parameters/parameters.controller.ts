import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiQuery, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiShortErrors } from '../common/openapi';
import { COTIZACION_CURRENCIES, PARAMETER_NAMES, ParametersService } from './parameters.service';

class ParameterItemResponse {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }] }) id!: number | string;
  @ApiProperty() desc!: string;
  @ApiProperty({ format: 'date', nullable: true, type: String }) fchDesde!: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: String }) fchHasta!: string | null;
  @ApiPropertyOptional({ description: 'FEPARAMGETCOTIZACION only: pesos per unit, decimal string' }) rate?: string;
}

class ParameterResultResponse {
  @ApiProperty({ enum: Object.keys(PARAMETER_NAMES) }) name!: string;
  @ApiProperty({ type: [ParameterItemResponse] }) data!: ParameterItemResponse[];
  @ApiProperty({ format: 'date-time' }) cachedAt!: string;
}

@ApiTags('Tax-authority parameters')
@ApiSecurity('api-key')
@Controller('taxauth')
export class ParametersController {
  constructor(@Inject(ParametersService) private readonly parameters: ParametersService) {}

  @Get(':name')
  @ApiOperation({ summary: 'A parameter table of the tax authority (environment of the key), cached 24 h; exchange rates per day' })
  @ApiParam({ name: 'name', enum: Object.keys(PARAMETER_NAMES) })
  @ApiQuery({ name: 'codId', required: false, enum: Object.keys(COTIZACION_CURRENCIES), description: 'required for FEPARAMGETCOTIZACION' })
  @ApiOkResponse({ type: ParameterResultResponse })
  @ApiShortErrors(400, 500)
  get(@Auth() auth: AuthContext, @Param('name') name: string, @Query('codId') codId?: string) {
    return this.parameters.get(auth, name, codId);
  }
}
