import { Body, Controller, HttpCode, Inject, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Auth, DashboardOnly, type AuthContext, type Environment } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { CreateCsrDto, InstallCertificateDto } from './credentials.dto';
import { CredentialsService } from './credentials.service';

const ENVIRONMENT = new ParseEnumPipe(['testing', 'production']);

/** Certificates per CUIT and environment: dashboard-only (DESIGN.md §5.6); the CLI does the same on the server. */
@ApiTags('Dashboard: certificates')
@DashboardOnly()
@ApiParam({ name: 'environment', enum: ['testing', 'production'] })
@Controller('cuits/:cuitId/credentials/:environment')
export class CredentialsController {
  constructor(@Inject(CredentialsService) private readonly credentials: CredentialsService) {}

  @Post('csr')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new RSA-2048 key (kept encrypted) and its CSR, to upload on the tax authority portal' })
  @ApiOkResponse({ schema: { properties: { csr: { type: 'string', example: '-----BEGIN CERTIFICATE REQUEST-----…' } } } })
  @ApiErrors(400, 403, 404)
  async csr(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Param('environment', ENVIRONMENT) environment: Environment, @Body() dto: CreateCsrDto) {
    return { csr: await this.credentials.createCsr(auth.accountId, cuitId, environment, dto) };
  }

  @Post('certificate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Install the certificate issued for the CSR made here (it must match the key, be valid now and name the CUIT)' })
  @ApiOkResponse({ schema: { properties: { expiresAt: { type: 'string', format: 'date-time' }, fingerprint: { type: 'string' } } } })
  @ApiErrors(400, 403, 404)
  async certificate(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Param('environment', ENVIRONMENT) environment: Environment, @Body() dto: InstallCertificateDto) {
    const installed = await this.credentials.uploadCertificate(auth.accountId, cuitId, environment, dto.certificate);
    return { expiresAt: installed.expiresAt.toISOString(), fingerprint: installed.fingerprint };
  }
}
