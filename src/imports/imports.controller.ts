import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { CreateImportDto, ImportAcceptedResponse, ImportedVouchersResponse, ImportResponse, ListImportedVouchersQueryDto } from './imports.dto';
import { ImportsService } from './imports.service';

@ApiTags('Imports')
@ApiSecurity('api-key')
@Controller('taxauth-imports')
export class ImportsController {
  constructor(@Inject(ImportsService) private readonly imports: ImportsService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Import the vouchers the tax authority authorized outside the service (queued; environment of the key)' })
  @ApiAcceptedResponse({ type: ImportAcceptedResponse })
  @ApiErrors(400, 404)
  create(@Auth() auth: AuthContext, @Body() dto: CreateImportDto) {
    return this.imports.create(auth, dto);
  }

  // Declared before :importId so that "vouchers" is not read as an import id.
  @Get('vouchers')
  @ApiOperation({ summary: 'Vouchers of the CUIT imported from the tax authority (origin taxauth), most recent first, at most 100' })
  @ApiOkResponse({ type: ImportedVouchersResponse })
  @ApiErrors(400, 404)
  listVouchers(@Auth() auth: AuthContext, @Query() query: ListImportedVouchersQueryDto) {
    return this.imports.listVouchers(auth, query);
  }

  @Get(':importId')
  @ApiOperation({ summary: 'Progress and result of an import' })
  @ApiOkResponse({ type: ImportResponse })
  @ApiErrors(404)
  get(@Auth() auth: AuthContext, @Param('importId') importId: string) {
    return this.imports.get(auth, importId);
  }
}
