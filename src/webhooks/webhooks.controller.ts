import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, DashboardOnly, type AuthContext } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { CreatedWebhookResponse, CreateWebhookDto, UpdateWebhookDto, WebhookResponse } from './webhooks.dto';
import { WebhooksService } from './webhooks.service';

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
  @ApiOperation({ summary: 'One webhook (never its signing secret)' })
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
  @ApiOperation({ summary: 'Delete a webhook: no further deliveries' })
  @ApiOkResponse({ schema: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } }, example: { ok: true } } })
  @ApiErrors(404)
  remove(@Auth() auth: AuthContext, @Param('webhookId') id: string) {
    return this.webhooks.remove(auth, id);
  }

  @DashboardOnly()
  @Get(':webhookId/secret')
  @ApiOperation({ summary: 'Dashboard only: view the signing secret (403 dashboard_only with an API key)' })
  @ApiOkResponse({ schema: { properties: { secret: { type: 'string', example: 'whsec_…' } } } })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  @ApiErrors(404)
  secret(@Auth() auth: AuthContext, @Param('webhookId') id: string) {
    return this.webhooks.revealSecretResource(auth, id);
  }

  @DashboardOnly()
  @Post(':webhookId/secret/rotate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dashboard only: rotate the signing secret (403 dashboard_only with an API key); the new one is returned' })
  @ApiOkResponse({ schema: { properties: { secret: { type: 'string', example: 'whsec_…' } } } })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  @ApiErrors(404)
  rotate(@Auth() auth: AuthContext, @Param('webhookId') id: string) {
    return this.webhooks.rotateSecretResource(auth, id);
  }

  @DashboardOnly()
  @Get(':webhookId/deliveries')
  @ApiOperation({ summary: 'Dashboard only: delivery history, newest first, with each attempt (403 dashboard_only with an API key)' })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  @ApiErrors(404)
  deliveries(@Auth() auth: AuthContext, @Param('webhookId') id: string) {
    return this.webhooks.deliveryHistoryResource(auth, id);
  }

  @DashboardOnly()
  @Post(':webhookId/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({ summary: 'Dashboard only: deliver an event again (403 dashboard_only with an API key)' })
  @ApiForbiddenResponse({ description: 'dashboard_only' })
  @ApiErrors(404)
  redeliver(@Auth() auth: AuthContext, @Param('webhookId') id: string, @Param('deliveryId') deliveryId: string) {
    return this.webhooks.redeliverResource(auth, id, deliveryId);
  }
}
