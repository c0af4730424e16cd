import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Nullable } from '../../common/validation';
import type { DraftData, DraftIssue, ReceiverDocType } from '../document.types';
import { ItemDescription, IVA_RATE_VALUES, ListQueryDto, RECEIVER_DOC_TYPES } from '../templates/templates.dto';
import { DRAFT_MODES, DRAFT_SOURCES, DRAFT_STATUSES, type DraftMode, type DraftSource, type DraftStatus } from './drafts.schema';
import { DraftProvenanceResource } from '../learning/learning.dto';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class DraftLineDto {
  @ItemDescription() description!: string;
  @ApiProperty({ exclusiveMinimum: true, minimum: 0 }) @IsNumber({ maxDecimalPlaces: 6 }) @Min(0.000001) quantity!: number;
  // Up to 6 decimals, as an invoice's line takes: per-unit prices of fuel, weights and bulk goods ("348,3125").
  // Negative for a bonification or discount line, as documents print it and an invoice's line takes.
  @ApiProperty({ type: Number, nullable: true, description: 'null when unknown (issue missing_price); up to 6 decimals; negative for a bonification or discount line' })
  @Nullable() @IsNumber({ maxDecimalPlaces: 6 }) unitPrice!: number | null;
  @ApiProperty({ nullable: true, enum: IVA_RATE_VALUES }) @Nullable() @IsIn(IVA_RATE_VALUES) ivaRate!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Nullable() @IsString() @MaxLength(500) priceListMatch?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) sourceRow?: number;
}

export class DraftReceiverDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 }) @Nullable() @IsString() @MaxLength(200) name!: string | null;
  @ApiPropertyOptional({ nullable: true, enum: RECEIVER_DOC_TYPES }) @Nullable() @IsIn(RECEIVER_DOC_TYPES) docType!: ReceiverDocType | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'digits only' }) @Nullable() @IsString() @Matches(/^\d{1,20}$/, { message: 'docNumber must be digits only' }) docNumber!: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @Nullable() @IsInt() condicionIva!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Nullable() @IsEmail() email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 }) @Nullable() @IsString() @MaxLength(300) address?: string | null;
}

export class DraftDataDto {
  @ApiProperty({ type: [DraftLineDto] }) @IsArray() @ArrayMaxSize(1000) @ValidateNested({ each: true }) @Type(() => DraftLineDto) lines!: DraftLineDto[];
  @ApiProperty({ type: DraftReceiverDto }) @IsObject() @ValidateNested() @Type(() => DraftReceiverDto) receiver!: DraftReceiverDto;
  @ApiPropertyOptional({ nullable: true, enum: [1, 2, 3] }) @Nullable() @IsIn([1, 2, 3]) concepto?: 1 | 2 | 3 | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @Nullable() @Matches(ISO_DATE) serviceFrom?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @Nullable() @Matches(ISO_DATE) serviceTo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @Nullable() @Matches(ISO_DATE) paymentDue?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @Nullable() @Matches(ISO_DATE) documentDate?: string | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @Nullable() @IsBoolean() pricesIncludeIva?: boolean | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @Nullable() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) documentTotal?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'ARS' }) @Nullable() @Matches(/^[A-Z]{3}$/) currency?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 }) @Nullable() @IsString() @MaxLength(100) reference?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 }) @Nullable() @IsString() @MaxLength(1000) description?: string | null;
}

export class UploadDto {
  @ApiPropertyOptional() @IsOptional() @IsUUID() templateId?: string;
  @ApiPropertyOptional({ description: 'CUIT id or number; else the template’s, else the account default' }) @IsOptional() @IsString() @MaxLength(40) cuitId?: string;
}

export class UploadBody extends UploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PDF, PNG, JPEG, WEBP, TIFF, XLSX or CSV (type read from the bytes)' }) file!: unknown;
}

export class CreateDraftDto extends UploadDto {
  @ApiPropertyOptional({ type: DraftDataDto, description: 'the sale itself; reviewed at once' })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DraftDataDto) data?: DraftDataDto;
  @ApiPropertyOptional({ maxLength: 200000, description: 'raw document text, extracted like an upload' })
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200_000) text?: string;
}

export class UpdateDraftDto {
  @ApiPropertyOptional({ type: DraftDataDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => DraftDataDto) data?: DraftDataDto;
  @ApiPropertyOptional({ type: String, nullable: true }) @Nullable() @IsString() @MaxLength(40) cuitId?: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 99999 }) @Nullable() @IsInt() @Min(1) @Max(99999) ptoVta?: number | null;
}

export class RejectDraftDto {
  @ApiPropertyOptional({ maxLength: 1000 }) @IsOptional() @IsString() @MaxLength(1000) reason?: string;
}

export class DraftListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: DRAFT_STATUSES }) @IsOptional() @IsIn(DRAFT_STATUSES) status?: DraftStatus;
  @ApiPropertyOptional() @IsOptional() @IsUUID() templateId?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID() cuitId?: string;
  @ApiPropertyOptional({ enum: DRAFT_SOURCES }) @IsOptional() @IsIn(DRAFT_SOURCES) source?: DraftSource;
  @ApiPropertyOptional({ enum: ['desc', 'asc'], default: 'desc', description: 'desc: newest first; asc: oldest first (a review queue)' })
  @IsOptional() @IsIn(['desc', 'asc']) order?: 'desc' | 'asc';
}

export class DraftCountsResponse {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { review_required: 3, issued: 12 }, description: 'every status, 0 included' })
  counts!: Record<DraftStatus, number>;
}

export class DraftActivityResource {
  @ApiProperty({ enum: ['edited', 'approved', 'rejected'] }) action!: 'edited' | 'approved' | 'rejected';
  @ApiProperty() userId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the dashboard user; null for a call with an API key' }) email!: string | null;
  @ApiProperty({ enum: ['session', 'api_key'] }) via!: 'session' | 'api_key';
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class DraftIssueResource {
  @ApiProperty({ example: 'missing_price' }) code!: string;
  @ApiProperty({
    enum: ['blocking', 'note'],
    description: 'blocking: approval would fail or the invoice would be wrong, and an automatic template does not issue the draft; note: approval may go ahead',
  })
  severity!: 'blocking' | 'note';
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ example: 'lines[2].unitPrice' }) field?: string;
}

export class DraftInvoiceResource {
  @ApiProperty() id!: string;
  @ApiProperty({ type: Number, nullable: true }) voucherNumber!: number | null;
  @ApiProperty({ type: Number, nullable: true }) ptoVta!: number | null;
  @ApiProperty({ type: Number, nullable: true }) invoiceType!: number | null;
  @ApiProperty() status!: string;
  @ApiProperty({ type: Number, nullable: true }) amount!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: "the tax authority's authorization code, once issued" }) cae?: string | null;
}

export class DraftPipelineResource {
  @ApiProperty({ example: 'done' }) stage!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true, example: 'rules' }) extractor!: string | null;
  @ApiProperty({ type: String, nullable: true }) fallbackReason!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) timings!: Record<string, number>;
  @ApiProperty({ type: Number, nullable: true }) ocrConfidence!: number | null;
  @ApiPropertyOptional({
    description: "Per OCR'd page, what was done to the image before OCR, in order.",
    type: 'array',
    items: { type: 'object', properties: { page: { type: 'number' }, steps: { type: 'array', items: { type: 'string' } } } },
    example: [{ page: 1, steps: ['dpi 160→300 (A4 width, ×1.87)', 'median 3 px', 'deskew +2.70°', 'contrast 71–250'] }],
  })
  preprocessing?: Array<{ page: number; steps: string[] }>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: "the extractor's confidence 0..1 per field (receiver.name, documentDate, lines[0], …)" })
  fieldConfidence!: Record<string, number>;
}

export class DraftResource {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: DRAFT_STATUSES }) status!: DraftStatus;
  @ApiProperty({ enum: DRAFT_MODES }) mode!: DraftMode;
  @ApiProperty({ enum: DRAFT_SOURCES }) source!: DraftSource;
  @ApiProperty({ type: String, nullable: true }) sourceRef!: string | null;
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
  @ApiProperty({ type: String, nullable: true }) mimeType!: string | null;
  @ApiProperty() hasFile!: boolean;
  @ApiProperty({ type: String, nullable: true }) templateId!: string | null;
  @ApiProperty({ type: String, nullable: true }) templateName!: string | null;
  @ApiProperty({ type: String, nullable: true }) cuitId!: string | null;
  @ApiProperty({ type: Number, nullable: true }) ptoVta!: number | null;
  @ApiProperty({ enum: ['testing', 'production'] }) environment!: string;
  @ApiProperty({ type: DraftDataDto }) data!: DraftData;
  @ApiProperty({ type: DraftProvenanceResource, nullable: true, description: 'where each value of data is printed (page, box in points from the top-left corner, words) and which reader found it; null for drafts made before it existed or from a spreadsheet' })
  provenance!: DraftProvenanceResource | null;
  @ApiProperty({ type: Number, nullable: true }) total!: number | null;
  @ApiProperty({ nullable: true, enum: ['A', 'B', 'C'] }) voucherLetter!: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1 }) confidence!: number | null;
  @ApiProperty({ type: [DraftIssueResource] }) issues!: DraftIssue[];
  @ApiProperty({ type: String, nullable: true }) errorMessage!: string | null;
  @ApiProperty({ type: String, nullable: true }) errorCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) rejectReason!: string | null;
  @ApiProperty({ type: DraftInvoiceResource, nullable: true }) invoice!: DraftInvoiceResource | null;
  @ApiProperty({ type: String, nullable: true }) batchId!: string | null;
  @ApiProperty({ type: String, nullable: true }) emailStatus!: string | null;
  @ApiProperty() url!: string;
  @ApiProperty({ type: [DraftActivityResource], description: 'who edited, approved or rejected the draft, oldest first' }) activity!: DraftActivityResource[];
  @ApiProperty({ type: DraftPipelineResource }) pipeline!: DraftPipelineResource;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class DraftResponse {
  @ApiProperty({ type: DraftResource }) draft!: DraftResource;
}

export class DraftsResponse {
  @ApiProperty({ type: [DraftResource] }) drafts!: DraftResource[];
}

export class DraftListResponse {
  @ApiProperty({ type: [DraftResource] }) drafts!: DraftResource[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
