import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, UploadedFile, UseInterceptors, type StreamableFile } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, ReviewerAccess, type AuthContext } from '../../common/auth';
import { CachedRead } from '../../common/cached-read.interceptor';
import { ApiErrors } from '../../common/openapi';
import { OkResponse } from '../templates/templates.dto';
import { CreateDraftDto, DraftCountsResponse, DraftListQueryDto, DraftListResponse, DraftResponse, DraftsResponse, RejectDraftDto, UpdateDraftDto, UploadBody, UploadDto } from './drafts.dto';
import { SendVoucherEmailDto } from '../../email/emails.dto';
import { DraftsService, type UploadedFile as StoredUpload } from './drafts.service';
import { UploadLimitErrors } from './upload-limit.interceptor';

@ApiTags('Drafts')
@ApiSecurity('api-key')
@ReviewerAccess()
@Controller('documents')
export class DraftsController {
  constructor(@Inject(DraftsService) private readonly drafts: DraftsService) {}

  @Post('upload')
  @HttpCode(202)
  @UseInterceptors(UploadLimitErrors, FileInterceptor('file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadBody })
  @ApiOperation({ summary: 'Upload a document (PDF, image, spreadsheet): one draft per document or per spreadsheet group, extracted in the background' })
  @ApiAcceptedResponse({ type: DraftsResponse })
  @ApiErrors(400, 404, 413, 415)
  upload(@Auth() auth: AuthContext, @UploadedFile() file: StoredUpload | undefined, @Body() dto: UploadDto) {
    return this.drafts.upload(auth, file, dto);
  }

  @Post('drafts')
  @ApiOperation({ summary: 'Create a draft from sale data (reviewed at once) or from document text (extracted in the background)' })
  @ApiCreatedResponse({ type: DraftResponse })
  @ApiErrors(400, 404)
  create(@Auth() auth: AuthContext, @Body() dto: CreateDraftDto) {
    return this.drafts.create(auth, dto);
  }

  @Get('drafts')
  @ApiOperation({ summary: 'List drafts, newest first or oldest first with order=asc (filters status, templateId, cuitId, source; cursor pagination)' })
  @ApiOkResponse({ type: DraftListResponse })
  @ApiErrors(400)
  list(@Auth() auth: AuthContext, @Query() query: DraftListQueryDto) {
    return this.drafts.list(auth, query);
  }

  @Get('drafts/counts')
  @ApiOperation({ summary: 'How many drafts there are in each status (the dashboard inbox)' })
  @ApiOkResponse({ type: DraftCountsResponse })
  @ApiErrors()
  counts(@Auth() auth: AuthContext) {
    return this.drafts.counts(auth);
  }

  @Get('drafts/:draftId')
  @CachedRead()
  @ApiOperation({ summary: 'Get a draft' })
  @ApiOkResponse({ type: DraftResponse })
  @ApiErrors(404)
  get(@Auth() auth: AuthContext, @Param('draftId') id: string) {
    return this.drafts.get(auth, id);
  }

  @Get('drafts/:draftId/file')
  @ApiOperation({ summary: 'The original file of the draft' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the bytes as uploaded', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  file(@Auth() auth: AuthContext, @Param('draftId') id: string): Promise<StreamableFile> {
    return this.drafts.file(auth, id);
  }

  @Patch('drafts/:draftId')
  @ApiOperation({ summary: 'Edit data, cuitId or ptoVta; the review runs again (issues, confidence)' })
  @ApiOkResponse({ type: DraftResponse })
  @ApiErrors(400, 404, 409)
  update(@Auth() auth: AuthContext, @Param('draftId') id: string, @Body() dto: UpdateDraftDto) {
    return this.drafts.update(auth, id, dto);
  }

  @Post('drafts/:draftId/approve')
  @HttpCode(202)
  @ApiOperation({ summary: 'Approve and issue a draft: it becomes one invoice (a batch of one); follow batchId or the draft' })
  @ApiAcceptedResponse({ schema: { properties: { draft: { type: 'object' }, batchId: { type: 'string' } } } })
  @ApiErrors(400, 403, 404, 409)
  approve(@Auth() auth: AuthContext, @Param('draftId') id: string) {
    return this.drafts.approve(auth, id);
  }

  @Post('drafts/:draftId/email')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send or resend by email the voucher issued from the draft' })
  @ApiAcceptedResponse({ schema: { properties: { status: { type: 'string', example: 'queued' }, emailId: { type: 'string' } } } })
  @ApiErrors(400, 404, 409)
  email(@Auth() auth: AuthContext, @Param('draftId') id: string, @Body() dto: SendVoucherEmailDto) {
    return this.drafts.email(auth, id, dto);
  }

  @Post('drafts/:draftId/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a draft (it will not be issued)' })
  @ApiOkResponse({ type: DraftResponse })
  @ApiErrors(400, 404, 409)
  reject(@Auth() auth: AuthContext, @Param('draftId') id: string, @Body() dto: RejectDraftDto) {
    return this.drafts.reject(auth, id, dto);
  }

  @Delete('drafts/:draftId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a draft (not once it is issuing or issued)' })
  @ApiOkResponse({ type: OkResponse })
  @ApiErrors(404, 409)
  delete(@Auth() auth: AuthContext, @Param('draftId') id: string) {
    return this.drafts.delete(auth, id);
  }
}
