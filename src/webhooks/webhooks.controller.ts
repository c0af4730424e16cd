import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../common/auth';
import { AppError } from '../common/errors';
import { ApiErrors } from '../common/openapi';
import { CreatedWebhookResponse, CreateWebhookDto, UpdateWebhookDto, WebhookResponse } from './webhooks.dto';
import { WebhooksService } from './webhooks.service';

const dashboardOnly = () =>
  new AppError(403, 'dashboard_only', 'This operation is only available in the dashboard, not with an API key.', {
    resolution: "Sign in to the dashboard (or use the CLI on the server) to view or rotate a webhook's secret and its delivery history.",
  });

@ApiTags('Webhooks')
@ApiSecurity('api-key')
@Controller('webhooks')
export class WebhooksController {
  constructor(@Inject(WebhooksService) private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiOperation({ summary: 'Subscribe a URL to events of the environment of the key; the signing secret is shown once' })
  @ApiCreatedResponse({ type: CreatedWebhookResponse })
  @ApiErrors(400)
  create(@Auth() auth: AuthContext, @Body() dto: CreateWebhookDto) {
    return this.webhooks.create(auth, dto);
  }

  @Get()
  @ApiOperation({ summary: 'Webhooks of the environment of the key' })
  @ApiOkResponse({ type: [WebhookResponse] })
  @ApiErrors()
  list(@Auth() auth: AuthContext) {
    return this.webhooks.list(auth);
  }

  @Get(':webhookId')
  @ApiOkResponse({ type: WebhookResponse })
  @ApiErrors(404)
  get(@Auth() auth: AuthContext, @Param('webhookId') id: string) {
    return this.webhooks.get(auth, id);
  }

  @Put(':webhookId')
  @ApiOperation({ summary: 'Change only the fields sent; isActive false pauses deliveries, true resumes them' })
  @ApiOkResponse({ type: WebhookResponse })
  @ApiErrors(400, 404)
  update(@Auth() auth: AuthContext, @Param('webhookId') id: string, @Body() dto: UpdateWebhookDto) {
    return this.webhooks.update(auth, id, dto);
  }

  @Delete(':webhookId')
  @ApiOkResponse({ schema: { example: { ok: true } } })
  @ApiErrors(404)
  remove(@Auth() auth: AuthContext, @Param('webhookId') id: string) {
    return this.webhooks.remove(auth, id);
  }

  @Get(':webhookId/secret')
  @ApiOperation({ summary: 'Dashboard only: view the signing secret (403 dashboard_only with an API key)' })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  secret() {
    throw dashboardOnly();
  }

  @Post(':webhookId/secret/rotate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dashboard only: rotate the signing secret (403 dashboard_only with an API key)' })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  rotate() {
    throw dashboardOnly();
  }

  @Get(':webhookId/deliveries')
  @ApiOperation({ summary: 'Dashboard only: delivery history (403 dashboard_only with an API key)' })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  deliveries() {
    throw dashboardOnly();
  }

  @Post(':webhookId/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({ summary: 'Dashboard only: deliver an event again (403 dashboard_only with an API key)' })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  redeliver() {
    throw dashboardOnly();
  }
}
