import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext, ReviewerAccess } from '../../common/auth';
import { ApiErrors } from '../../common/openapi';
import { TemplateRunResponse } from '../recurring/recurring.dto';
import { RecurringTemplatesService } from '../recurring/recurring-templates.service';
import { CreateTemplateDto, ListQueryDto, OkResponse, TemplateListResponse, TemplateResponse, UpdateTemplateDto } from './templates.dto';
import { TemplatesService } from './templates.service';

@ApiTags('Templates')
@ApiSecurity('api-key')
@ReviewerAccess()
@Controller('documents/templates')
export class TemplatesController {
  constructor(
    @Inject(TemplatesService) private readonly templates: TemplatesService,
    @Inject(RecurringTemplatesService) private readonly recurring: RecurringTemplatesService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a template (how a document type is read and invoiced)' })
  @ApiCreatedResponse({ type: TemplateResponse })
  @ApiErrors(400)
  create(@Auth() auth: AuthContext, @Body() dto: CreateTemplateDto) {
    return this.templates.create(auth, dto);
  }

  @Get()
  @ApiOperation({ summary: 'List templates, newest first (cursor pagination)' })
  @ApiOkResponse({ type: TemplateListResponse })
  @ApiErrors(400)
  list(@Auth() auth: AuthContext, @Query() query: ListQueryDto) {
    return this.templates.list(auth, query);
  }

  @Get(':templateId')
  @ApiOperation({ summary: 'Get a template' })
  @ApiOkResponse({ type: TemplateResponse })
  @ApiErrors(404)
  get(@Auth() auth: AuthContext, @Param('templateId') id: string) {
    return this.templates.get(auth, id);
  }

  @Patch(':templateId')
  @ApiOperation({ summary: 'Change some fields of a template (null clears a nullable field)' })
  @ApiOkResponse({ type: TemplateResponse })
  @ApiErrors(400, 404)
  update(@Auth() auth: AuthContext, @Param('templateId') id: string, @Body() dto: UpdateTemplateDto) {
    return this.templates.update(auth, id, dto);
  }

  @Delete(':templateId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a template (its drafts keep their data and template name)' })
  @ApiOkResponse({ type: OkResponse })
  @ApiErrors(404)
  delete(@Auth() auth: AuthContext, @Param('templateId') id: string) {
    return this.templates.delete(auth, id);
  }

  @Post(':templateId/run')
  @HttpCode(200)
  @ApiOperation({
    summary: "Produce this period's recurring draft now",
    description:
      'The period is the current Argentina calendar month. Idempotent per period: the first call creates the draft (created: true), ' +
      'later calls return the same draft (created: false), and the scheduler does not produce that period again. ' +
      '409 template_not_recurring, template_inactive, template_without_cuit; template_period_already_run when the period ran and its draft was deleted.',
  })
  @ApiOkResponse({ type: TemplateRunResponse })
  @ApiErrors(404, 409)
  run(@Auth() auth: AuthContext, @Param('templateId') id: string) {
    return this.recurring.runNow(auth, id);
  }
}
