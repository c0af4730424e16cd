import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { collectDefaultMetrics, register } from 'prom-client';
import { Public } from '../common/auth';
import { AppError } from '../common/errors';
import { Database } from '../db/database';

collectDefaultMetrics();

@ApiTags('Health')
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(Database) private readonly database: Database) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } }, example: { status: 'ok' } } })
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database answers' })
  @ApiOkResponse({
    schema: { type: 'object', required: ['status', 'database'], properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['pglite', 'postgres'] } }, example: { status: 'ok', database: 'pglite' } },
  })
  @ApiServiceUnavailableResponse({ description: 'database unreachable (code database_unavailable)' })
  async ready() {
    try {
      await this.database.ping();
    } catch (error) {
      throw new AppError(503, 'database_unavailable', 'The database does not answer.', {
        resolution: 'Check that PostgreSQL is running and DATABASE_URL is right.',
        cause: error,
      });
    }
    return { status: 'ok', database: this.database.kind };
  }

  @Get('metrics')
  @ApiExcludeEndpoint()
  @Header('Content-Type', register.contentType)
  metrics() {
    return register.metrics();
  }
}
