import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VAT_PERCENTS } from '../../common/taxauth-codes';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
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
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Nullable, Omittable } from '../../common/validation';
import { RECEIVER_VAT_CONDITIONS } from '../../invoicing/domain';
import { COLUMN_KEYS } from '../document.constants';
import type { ColumnKey, ReceiverDocType } from '../document.types';
import { TemplateLearningResource } from '../learning/learning.dto';
import { TEMPLATE_MODES, type TemplateMode } from './templates.schema';

export const IVA_RATE_VALUES: readonly number[] = VAT_PERCENTS;
export const RECEIVER_DOC_TYPES = ['CUIT', 'CUIL', 'DNI'] as const;
const RECEIVER_CONDITIONS = [...RECEIVER_VAT_CONDITIONS.keys()];
/** What a line sells, as the voucher prints it. */
export const ItemDescription = () => applyDecorators(ApiProperty({ maxLength: 500 }), IsString(), IsNotEmpty(), MaxLength(500));
/** A column of the spreadsheet: the header text of the column or its letter ("C"). */
const ColumnRef = () => applyDecorators(ApiPropertyOptional(), IsOptional(), IsString(), IsNotEmpty(), MaxLength(100));

export class TemplateItemDto {
  @ItemDescription() description!: string;
  @ApiProperty({ minimum: 0 }) @IsNumber({ maxDecimalPlaces: 6 }) @Min(0) quantity!: number;
  @ApiProperty({ minimum: 0 }) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) unitPrice!: number;
}

export class PriceListEntryDto {
  @ItemDescription() description!: string;
  @ApiProperty({ minimum: 0 }) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) unitPrice!: number;
}

/** DESIGN.md §5.3: each value is the header text of the column or its letter ("C"). */
export class ColumnsDto {
  @ColumnRef() receiverName?: string;
  @ColumnRef() receiverDocType?: string;
  @ColumnRef() receiverDocNumber?: string;
  @ColumnRef() receiverCondicionIva?: string;
  @ColumnRef() receiverEmail?: string;
  @ColumnRef() description?: string;
  @ColumnRef() quantity?: string;
  @ColumnRef() unitPrice?: string;
  @ColumnRef() ivaRate?: string;
  @ColumnRef() amount?: string;
  @ColumnRef() date?: string;
  @ColumnRef() reference?: string;
}

export class ColumnMappingDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, description: '1-based row holding the headers' })
  @IsOptional() @IsInt() @Min(1) @Max(1000) headerRow?: number;
  @ApiProperty({ type: ColumnsDto }) @IsObject() @ValidateNested() @Type(() => ColumnsDto) columns!: ColumnsDto;
  @ApiPropertyOptional({ enum: COLUMN_KEYS, description: 'one draft per distinct value of this column' })
  @IsOptional() @IsIn(COLUMN_KEYS) groupBy?: ColumnKey;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() pricesIncludeIva?: boolean;
}

/** Fields shared by create and update; on update every field is optional and null clears a nullable one. */
export class TemplateFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'issuing CUIT; required in automatic mode and for recurring templates' })
  @Nullable() @IsUUID() cuitId?: string | null;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 99999, nullable: true }) @Nullable() @IsInt() @Min(1) @Max(99999) ptoVta?: number | null;
  @ApiPropertyOptional({ enum: TEMPLATE_MODES }) @Omittable() @IsIn(TEMPLATE_MODES) mode?: TemplateMode;
  @ApiPropertyOptional({ enum: [1, 2, 3], nullable: true }) @Nullable() @IsIn([1, 2, 3]) concepto?: 1 | 2 | 3 | null;
  @ApiPropertyOptional({ enum: IVA_RATE_VALUES, nullable: true }) @Nullable() @IsIn(IVA_RATE_VALUES) ivaRate?: number | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @Nullable() @IsBoolean() pricesIncludeIva?: boolean | null;
  @ApiPropertyOptional({ enum: RECEIVER_DOC_TYPES, nullable: true }) @Nullable() @IsIn(RECEIVER_DOC_TYPES) receiverDocType?: ReceiverDocType | null;
  @ApiPropertyOptional({ type: String, maxLength: 20, nullable: true }) @Nullable() @IsString() @MaxLength(20) receiverDocNumber?: string | null;
  @ApiPropertyOptional({ type: String, maxLength: 200, nullable: true }) @Nullable() @IsString() @MaxLength(200) receiverName?: string | null;
  @ApiPropertyOptional({ type: Number, description: 'receiver VAT condition code (1, 4, 5, 6, …)', nullable: true })
  @Nullable() @IsIn(RECEIVER_CONDITIONS) receiverCondicionIva?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Nullable() @IsEmail() @MaxLength(254) receiverEmail?: string | null;
  @ApiPropertyOptional({ type: [TemplateItemDto], maxItems: 100 })
  @Omittable() @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => TemplateItemDto) items?: TemplateItemDto[];
  @ApiPropertyOptional({ type: [PriceListEntryDto], maxItems: 2000 })
  @Omittable() @IsArray() @ArrayMaxSize(2000) @ValidateNested({ each: true }) @Type(() => PriceListEntryDto) priceList?: PriceListEntryDto[];
  @ApiPropertyOptional({ type: String, maxLength: 4000, nullable: true }) @Nullable() @IsString() @MaxLength(4000) instructions?: string | null;
  @ApiPropertyOptional({ type: ColumnMappingDto, nullable: true })
  @Nullable() @IsObject() @ValidateNested() @Type(() => ColumnMappingDto) columnMapping?: ColumnMappingDto | null;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 365, nullable: true }) @Nullable() @IsInt() @Min(0) @Max(365) paymentTermDays?: number | null;
  @ApiPropertyOptional() @Omittable() @IsBoolean() sendEmail?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) @Nullable() @IsEmail() @MaxLength(254) emailCopyTo?: string | null;
  @ApiPropertyOptional({ enum: ['monthly'], nullable: true }) @Nullable() @IsIn(['monthly']) recurrence?: 'monthly' | null;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 28, nullable: true }) @Nullable() @IsInt() @Min(1) @Max(28) dayOfMonth?: number | null;
  @ApiPropertyOptional() @Omittable() @IsBoolean() active?: boolean;
}

export class CreateTemplateDto extends TemplateFieldsDto {
  @ApiProperty({ maxLength: 120 }) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
}

export class UpdateTemplateDto extends TemplateFieldsDto {
  @ApiPropertyOptional({ maxLength: 120 }) @Omittable() @IsString() @IsNotEmpty() @MaxLength(120) name?: string;
  @ApiPropertyOptional({ nullable: true, enum: [null], description: 'null forgets what the template learned from reviewers (docs/documents.md)' })
  @ValidateIf((_, value) => value !== undefined) @Equals(null, { message: 'learned can only be reset: send null' }) learned?: null;
}

export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' }) @IsOptional() @IsString() @MaxLength(200) cursor?: string;
}

export class TemplateResource {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) cuitId!: string | null;
  @ApiProperty({ type: Number, nullable: true }) ptoVta!: number | null;
  @ApiProperty({ enum: TEMPLATE_MODES }) mode!: TemplateMode;
  @ApiProperty({ type: Number, nullable: true }) concepto!: number | null;
  @ApiProperty({ type: Number, nullable: true }) ivaRate!: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) pricesIncludeIva!: boolean | null;
  @ApiProperty({ nullable: true, enum: RECEIVER_DOC_TYPES }) receiverDocType!: string | null;
  @ApiProperty({ type: String, nullable: true }) receiverDocNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) receiverName!: string | null;
  @ApiProperty({ type: Number, nullable: true }) receiverCondicionIva!: number | null;
  @ApiProperty({ type: String, nullable: true }) receiverEmail!: string | null;
  @ApiProperty({ type: [TemplateItemDto] }) items!: TemplateItemDto[];
  @ApiProperty({ type: [PriceListEntryDto] }) priceList!: PriceListEntryDto[];
  @ApiProperty({ type: String, nullable: true }) instructions!: string | null;
  @ApiProperty({ type: ColumnMappingDto, nullable: true }) columnMapping!: ColumnMappingDto | null;
  @ApiProperty({ type: Number, nullable: true }) paymentTermDays!: number | null;
  @ApiProperty() sendEmail!: boolean;
  @ApiProperty({ type: String, nullable: true }) emailCopyTo!: string | null;
  @ApiProperty({ nullable: true, enum: ['monthly'] }) recurrence!: string | null;
  @ApiProperty({ type: Number, nullable: true }) dayOfMonth!: number | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextRunAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastRunAt!: string | null;
  @ApiProperty({ type: TemplateLearningResource, nullable: true, description: 'anchors and priceList aliases learned from reviewers’ corrections; PATCH learned: null resets' })
  learned!: TemplateLearningResource | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class TemplateResponse {
  @ApiProperty({ type: TemplateResource }) template!: TemplateResource;
}

export class TemplateListResponse {
  @ApiProperty({ type: [TemplateResource] }) templates!: TemplateResource[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as cursor to get the next page; null on the last page' }) nextCursor!: string | null;
}

export class OkResponse {
  @ApiProperty({ example: true }) ok!: boolean;
}
