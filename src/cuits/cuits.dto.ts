import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { CUIT_DISPLAY_PATTERN, isValidCuit } from '../common/cuit';
import { isIvaCode, isVoucherType } from '../common/taxauth-codes';
import { checkLogoDataUrl, MAX_LOGO_BYTES } from './data-url';
import { INTEGRATION_MODES, SETUP_STATUSES, type IntegrationMode } from './cuits.schema';
import { IsCalendarDate } from '../common/validation';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function IsCuitWithCheckDigit(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCuitWithCheckDigit',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} has an invalid check digit`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidCuit(value) },
    });
}

function IsKnown(check: (code: number) => boolean, what: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isKnownCode',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a known ${what} code` },
      validator: { validate: (value: unknown) => typeof value === 'number' && check(value) },
    });
}

function IsLogoDataUrl() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isLogoDataUrl',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && checkLogoDataUrl(value) === null,
        defaultMessage: (args) => {
          const problem = typeof args?.value === 'string' ? checkLogoDataUrl(args.value) : 'not_a_data_url';
          if (problem === 'too_large') return `${propertyName} must be at most ${MAX_LOGO_BYTES / 1024} KB`;
          if (problem === 'bytes_do_not_match_type') return `${propertyName} content is not the image type its data URL declares`;
          return `${propertyName} must be a data URL data:image/(png|jpeg|webp);base64,...`;
        },
      },
    });
}

/** Validate only what was sent: undefined = omitted (stays), null = reset to default. */
const nullable = (_: object, value: unknown) => value !== null && value !== undefined;

export class CreateCuitDto {
  @ApiProperty({ example: '20-11111111-2', pattern: CUIT_DISPLAY_PATTERN.source, description: 'CUIT with hyphens; the check digit is verified.' })
  @IsString()
  @Matches(CUIT_DISPLAY_PATTERN, { message: 'number must match XX-XXXXXXXX-X' })
  @IsCuitWithCheckDigit()
  number!: string;

  @ApiPropertyOptional({ enum: INTEGRATION_MODES, nullable: true })
  @IsOptional()
  @IsIn(INTEGRATION_MODES)
  integrationMode?: IntegrationMode | null;
}

export class DefaultPosDto {
  @ApiProperty({ minimum: 1, maximum: 99999, example: 1 })
  @IsInt()
  @Min(1)
  @Max(99999)
  defaultPos!: number;
}

export class DefaultInvoiceTypeDto {
  @ApiProperty({ minimum: 1, example: 6, description: 'Tax-authority voucher type code (FEParamGetTiposCbte).' })
  @IsInt()
  @Min(1)
  @IsKnown(isVoucherType, 'voucher type')
  defaultInvoiceType!: number;
}

export class DefaultConceptDto {
  @ApiProperty({ enum: [1, 2, 3], description: '1 products, 2 services, 3 products and services.' })
  @IsInt()
  @Min(1)
  @IsIn([1, 2, 3], { message: 'defaultConcept must be 1, 2 or 3' })
  defaultConcept!: number;
}

export class DefaultIvaDto {
  @ApiProperty({ minimum: 1, example: 5, description: 'Tax-authority VAT rate code (FEParamGetTiposIva: 3, 4, 5, 6, 8, 9).' })
  @IsInt()
  @Min(1)
  @IsKnown(isIvaCode, 'VAT rate')
  defaultIva!: number;
}

export const BRANDING_TEMPLATES = ['clasico', 'moderno', 'minimalista', 'elegante'] as const;
export const PAPER_SIZES = ['A4', 'LETTER', 'LEGAL'] as const;

/** Subset update: omitted fields stay, null deletes the value. */
export class InvoiceBrandingDto {
  @ApiPropertyOptional({ enum: BRANDING_TEMPLATES, nullable: true, default: 'clasico' })
  @ValidateIf(nullable)
  @IsIn(BRANDING_TEMPLATES)
  template?: (typeof BRANDING_TEMPLATES)[number] | null;

  @ApiPropertyOptional({ enum: PAPER_SIZES, nullable: true, default: 'A4' })
  @ValidateIf(nullable)
  @IsIn(PAPER_SIZES)
  paperSize?: (typeof PAPER_SIZES)[number] | null;

  @ApiPropertyOptional({ type: String, pattern: HEX_COLOR.source, nullable: true, example: '#1a73e8' })
  @ValidateIf(nullable)
  @IsString()
  @Matches(HEX_COLOR, { message: 'accentColor must be a colour like #1a73e8' })
  accentColor?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'data:image/(png|jpeg|webp);base64,…, at most 512 KB' })
  @ValidateIf(nullable)
  @IsString()
  @IsLogoDataUrl()
  logo?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 120, nullable: true })
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(120)
  tradeName?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2020-03-01' })
  @ValidateIf(nullable)
  @IsString()
  @IsCalendarDate()
  activityStart?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 200, nullable: true })
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(200)
  address?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(500)
  footerNote?: string | null;
}

/** Subset update: omitted fields stay; null or empty text returns a field to its default; signature "" = no signature. */
export class EmailDesignDto {
  @ApiPropertyOptional({ type: String, pattern: HEX_COLOR.source, nullable: true })
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  @IsString()
  @Matches(HEX_COLOR, { message: 'accentColor must be a colour like #1a73e8' })
  accentColor?: string | null;

  @ApiPropertyOptional({ type: String, pattern: HEX_COLOR.source, nullable: true })
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  @IsString()
  @Matches(HEX_COLOR, { message: 'backgroundColor must be a colour like #f5f5f5' })
  backgroundColor?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @ValidateIf(nullable)
  @IsBoolean()
  showLogo?: boolean | null;

  @ApiPropertyOptional({ type: String, maxLength: 200, nullable: true, example: 'Factura %comprobante% de %emisor%' })
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(200)
  subject?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 3000, nullable: true })
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(3000)
  body?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true, description: 'null = default signature; "" = no signature' })
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(500)
  signature?: string | null;
}

// ---- response schemas (OpenAPI) ----

export class CuitResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '20-11111111-2' }) number!: string;
  @ApiProperty() testing_certificate_valid!: boolean;
  @ApiProperty() production_certificate_valid!: boolean;
  @ApiProperty() testing_taxauth_connection_valid!: boolean;
  @ApiProperty() production_taxauth_connection_valid!: boolean;
  @ApiProperty() is_default!: boolean;
  @ApiProperty({ enum: SETUP_STATUSES }) setupStatus!: string;
  @ApiProperty() userId!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) persona!: unknown;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) personaLastUpdated!: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'FEParamGetPtosVenta response; list at ResultGet.PtoVenta' }) pos!: unknown;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) posLastUpdated!: string | null;
  @ApiProperty({ type: Number, nullable: true }) default_pos!: number | null;
  @ApiProperty({ type: Number, nullable: true }) default_concept!: number | null;
  @ApiProperty({ type: Number, nullable: true }) default_invoice_type!: number | null;
  @ApiProperty({ type: Number, nullable: true }) default_iva!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) production_certificate_expiration!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) production_ta_expiration!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) testing_certificate_expiration!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) testing_ta_expiration!: string | null;
  @ApiProperty({ enum: INTEGRATION_MODES, nullable: true }) integrationMode!: string | null;
  @ApiPropertyOptional({ enum: ['REQUESTED', 'COMPLETED'], nullable: true, description: 'present only in GET /cuits' }) testingSetupState?: string | null;
  @ApiPropertyOptional({ enum: ['REQUESTED', 'COMPLETED'], nullable: true, description: 'present only in GET /cuits' }) productionSetupState?: string | null;
}

export class SetupStatusResponse {
  @ApiProperty({ enum: SETUP_STATUSES }) setupStatus!: string;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress!: number;
  @ApiProperty() isCompleted!: boolean;
}

export class SuccessResponse {
  @ApiProperty() success!: boolean;
}

export class MessageResponse {
  @ApiProperty() message!: string;
}

export class InvoiceBrandingResponse {
  @ApiProperty({ enum: BRANDING_TEMPLATES }) template!: string;
  @ApiProperty({ enum: PAPER_SIZES }) paperSize!: string;
  @ApiProperty({ nullable: true, type: String }) accentColor!: string | null;
  @ApiProperty({ nullable: true, type: String }) logo!: string | null;
  @ApiProperty({ nullable: true, type: String }) tradeName!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) activityStart!: string | null;
  @ApiProperty({ nullable: true, type: String }) address!: string | null;
  @ApiProperty({ nullable: true, type: String }) footerNote!: string | null;
}

export class EmailDesignResponse {
  @ApiProperty({ nullable: true, type: String }) accentColor!: string | null;
  @ApiProperty({ nullable: true, type: String }) backgroundColor!: string | null;
  @ApiProperty({ nullable: true, type: Boolean }) showLogo!: boolean | null;
  @ApiProperty({ nullable: true, type: String }) subject!: string | null;
  @ApiProperty({ nullable: true, type: String }) body!: string | null;
  @ApiProperty({ nullable: true, type: String }) signature!: string | null;
}

export class LastIssuedVoucher {
  @ApiProperty({ format: 'uuid' }) invoiceId!: string;
  @ApiProperty({ enum: ['invoice', 'credit_note', 'debit_note'] }) kind!: string;
  @ApiProperty({ example: 6, description: 'voucher type code (CbteTipo)' }) invoiceType!: number;
  @ApiProperty({ example: 42 }) voucherNumber!: number;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'CbteFch' }) date!: string | null;
  @ApiProperty({ example: '121.00' }) total!: string;
  @ApiProperty({ nullable: true, type: String }) cae!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) completedAt!: string | null;
}

export class PointOfSale {
  @ApiProperty() number!: number;
  @ApiProperty({ nullable: true, type: String, description: 'EmisionTipo as returned by the tax authority' }) emissionType!: string | null;
  @ApiProperty() blocked!: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) droppedOn!: string | null;
  @ApiProperty({ nullable: true, type: LastIssuedVoucher, description: 'last voucher issued through the service at this point of sale (environment of the key); null when none' }) lastIssued!: LastIssuedVoucher | null;
}

export class PointsOfSaleResponse {
  @ApiProperty() cuitId!: string;
  @ApiProperty({ type: [PointOfSale] }) pointsOfSale!: PointOfSale[];
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) pos!: unknown;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) posLastUpdated!: string | null;
}

export class RefreshPointsOfSaleResponse {
  @ApiProperty() message!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'FEParamGetPtosVenta answer; list at ResultGet.PtoVenta' }) pos!: unknown;
}

export class LastVoucher {
  @ApiProperty() ptoVta!: number;
  @ApiProperty({ description: 'voucher type code' }) cbteTipo!: number;
  @ApiProperty() typeName!: string;
  @ApiProperty({ description: '0 when nothing was authorized yet' }) lastNumber!: number;
}

export class LastVouchersResponse {
  @ApiProperty({ enum: ['testing', 'production'] }) environment!: string;
  @ApiProperty({ type: [LastVoucher] }) lastVouchers!: LastVoucher[];
}
