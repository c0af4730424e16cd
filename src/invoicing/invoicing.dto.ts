import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VAT_PERCENTS } from '../common/taxauth-codes';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { BATCH_STATUSES, ITEM_STATUSES } from './invoicing.schema';
import { IsCalendarDate } from '../common/validation';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** A decimal string ("121.50") or a number with at most 2 decimals, not negative (DESIGN §5.2). */
function IsAmount(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isAmount',
      validator: {
        validate: (value: unknown) => (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) && AMOUNT.test(String(value)),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a non-negative amount with at most 2 decimals (a string such as "121.50" or a number)`,
      },
    },
    options,
  );
}

/**
 * A decimal (exchange rates and quantities allow up to 6 decimals). `signed`: a line's unit price may be negative,
 * a bonification or discount line ("BONIFICACIÓN COMERCIAL 5 %  -84.772,57"); the voucher's amounts per rate may not
 * (computeAmounts refuses them, 10020).
 */
function IsDecimalValue(decimals: number, options?: ValidationOptions & { signed?: boolean }) {
  const pattern = new RegExp(`^${options?.signed ? '-?' : ''}\\d{1,13}(\\.\\d{1,${decimals}})?$`);
  return ValidateBy(
    {
      name: 'isDecimalValue',
      validator: {
        validate: (value: unknown) => (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) && pattern.test(String(value)),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a ${options?.signed ? '' : 'non-negative '}decimal with at most ${decimals} decimals`,
      },
    },
    options,
  );
}

export const IVA_RATE_VALUES: readonly (number | 'exempt' | 'untaxed')[] = [...VAT_PERCENTS, 'exempt', 'untaxed'];

/** A decimal sent as a string ("121.00", exact) or a JSON number. */
const DECIMAL_VALUE = { oneOf: [{ type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' }, { type: 'number' }] };

export class InvoiceLineDto {
  @ApiProperty({ example: 'Consulting hours' }) @IsString() @MaxLength(500) description!: string;
  @ApiProperty({ ...DECIMAL_VALUE, example: '2', description: 'decimal string or number (up to 6 decimals)' }) @IsDecimalValue(6) quantity!: string | number;
  @ApiProperty({ ...DECIMAL_VALUE, example: '50.00', description: 'decimal string or number (up to 6 decimals); negative for a bonification or discount line, as long as no rate\'s net is negative' }) @IsDecimalValue(6, { signed: true }) unitPrice!: string | number;
  @ApiProperty({ oneOf: [{ type: 'number', enum: [0, 2.5, 5, 10.5, 21, 27] }, { type: 'string', enum: ['exempt', 'untaxed'] }], example: 21, description: 'VAT percentage 0, 2.5, 5, 10.5, 21, 27, or "exempt" / "untaxed"' })
  @IsIn(IVA_RATE_VALUES as unknown as unknown[])
  ivaRate!: number | 'exempt' | 'untaxed';
}

export class ReceiverDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional({ example: 5, description: 'CondicionIVAReceptorId (RG 5616): 1 RI, 4 exento, 5 consumidor final, 6 monotributo…' })
  @IsOptional() @IsInt() @Min(1) @Max(99) condicionIva?: number;
  @ApiPropertyOptional() @IsOptional() @IsEmail() email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) address?: string;
}

export class AssociatedVoucherDto {
  @ApiProperty({ example: 1 }) @IsInt() @Min(1) invoiceType!: number;
  @ApiProperty({ example: 1 }) @IsInt() @Min(1) @Max(99998) ptoVta!: number;
  @ApiProperty({ example: 15 }) @IsInt() @Min(1) @Max(99999999) number!: number;
  @ApiPropertyOptional({ example: '20-26756539-3' }) @IsOptional() @IsString() @Matches(/^\d{2}-?\d{8}-?\d$/) cuit?: string;
  @ApiPropertyOptional({ example: '2025-07-01' }) @IsOptional() @IsCalendarDate() date?: string;
}

/** DESIGN §5.2: the seed's InvoiceData plus the fields an Argentine voucher needs. */
export class InvoiceDataDto {
  @ApiPropertyOptional({ description: "Issuing CUIT id (or its 11 digits); the account's default CUIT when omitted" })
  @IsOptional() @IsString() @MaxLength(64) cuitId?: string;
  @ApiPropertyOptional({ ...DECIMAL_VALUE, example: '121.00', description: 'Total (VAT included unless pricesIncludeIva=false); alternative to lines' })
  @IsOptional() @IsAmount() amount?: string | number;
  @ApiPropertyOptional({ example: 'Consulting services' }) @IsOptional() @IsString() @MaxLength(500) description?: string;
  @ApiPropertyOptional({ example: 99, description: 'Receiver document type (80 CUIT, 96 DNI, 99 consumidor final — the default)' })
  @IsOptional() @IsInt() @Min(0) docTipo?: number;
  @ApiPropertyOptional({ example: 0, description: 'Receiver document number (0 for docTipo 99)' })
  @IsOptional() @Matches(/^[0-9-]{1,20}$/, { message: 'docNro must be digits' }) @Type(() => String) docNro?: string;
  @ApiPropertyOptional({ example: 6, description: "Voucher type code; the CUIT's default when omitted" }) @IsOptional() @IsInt() @Min(1) invoiceType?: number;
  @ApiPropertyOptional({ example: 5, description: "VAT rate code of `amount` (3 0%, 4 10.5%, 5 21%, 6 27%, 8 5%, 9 2.5%); the CUIT's default when omitted" })
  @IsOptional() @IsInt() @Min(1) ivaType?: number;
  @ApiPropertyOptional({ example: 'ARS', description: 'ISO code (ARS, USD, EUR…) or the tax authority code (PES, DOL…)' })
  @IsOptional() @IsString() @MaxLength(3) currency?: string;
  @ApiPropertyOptional({ example: '2025-08-10', description: 'Payment due date (FchVtoPago), YYYY-MM-DD' })
  @IsOptional() @IsCalendarDate() dueDate?: string;
  @ApiPropertyOptional({ example: '2025-07-15', description: 'Voucher date (CbteFch), YYYY-MM-DD; the day it is sent when omitted' })
  @IsOptional() @IsCalendarDate() date?: string;
  @ApiPropertyOptional({ example: 1, description: "Point of sale; the CUIT's default when omitted" }) @IsOptional() @IsInt() @Min(1) @Max(99998) ptoVta?: number;
  @ApiPropertyOptional({ example: 1, description: "1 products, 2 services, 3 both; the CUIT's default when omitted" })
  @IsOptional() @IsIn([1, 2, 3]) concepto?: number;
  @ApiPropertyOptional({ type: [InvoiceLineDto] })
  @IsOptional() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => InvoiceLineDto) lines?: InvoiceLineDto[];
  @ApiPropertyOptional({ description: 'Whether unit prices include VAT (default: false for lines, true for amount)' })
  @IsOptional() @IsBoolean() pricesIncludeIva?: boolean;
  @ApiPropertyOptional({ type: ReceiverDto }) @IsOptional() @ValidateNested() @Type(() => ReceiverDto) receiver?: ReceiverDto;
  @ApiPropertyOptional({ example: '2025-06-01' }) @IsOptional() @IsCalendarDate() serviceFrom?: string;
  @ApiPropertyOptional({ example: '2025-06-30' }) @IsOptional() @IsCalendarDate() serviceTo?: string;
  @ApiPropertyOptional({ ...DECIMAL_VALUE, example: '1050.50', description: 'Required for foreign currencies (MonCotiz)' }) @IsOptional() @IsDecimalValue(6) exchangeRate?: string | number;
  @ApiPropertyOptional({ type: [AssociatedVoucherDto] })
  @IsOptional() @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => AssociatedVoucherDto) associated?: AssociatedVoucherDto[];
  @ApiPropertyOptional({ description: 'Your own reference (order number…)' }) @IsOptional() @IsString() @MaxLength(200) reference?: string;
}

export class CreateBatchDto {
  @ApiProperty({ type: [InvoiceDataDto], description: '1 to 1000 invoices' })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(1000) @ValidateNested({ each: true }) @Type(() => InvoiceDataDto)
  invoices!: InvoiceDataDto[];
}

export class DebitNoteDto {
  @ApiProperty({ ...DECIMAL_VALUE, example: '121.00', description: 'Total of the debit note (VAT included, at the original voucher’s rate)' }) @IsAmount() amount!: string | number;
  @ApiProperty({ example: 'Late payment interest' }) @IsString() @MaxLength(500) description!: string;
  @ApiPropertyOptional({ example: 5, description: 'VAT rate code when the original voucher had several rates' }) @IsOptional() @IsInt() @Min(1) ivaType?: number;
}

export class ListInvoicesQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() cuitId?: string;
  @ApiPropertyOptional({ enum: ITEM_STATUSES }) @IsOptional() @IsIn(ITEM_STATUSES as unknown as string[]) status?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) invoiceType?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) ptoVta?: number;
  @ApiPropertyOptional({ description: 'Voucher date from (YYYY-MM-DD, inclusive)' }) @IsOptional() @IsCalendarDate() from?: string;
  @ApiPropertyOptional({ description: 'Voucher date to (YYYY-MM-DD, inclusive)' }) @IsOptional() @IsCalendarDate() to?: string;
  @ApiPropertyOptional({ default: 50, maximum: 200 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) limit?: number;
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' }) @IsOptional() @IsString() @MaxLength(200) cursor?: string;
}

export class UuidParam {
  @IsUUID() id!: string;
}

// ---------------------------------------------------------------- responses (OpenAPI)

export class InvoiceAmountsResponse {
  @ApiProperty({ example: '121.00' }) total!: string;
  @ApiProperty({ example: '100.00', description: 'ImpNeto' }) net!: string;
  @ApiProperty({ example: '21.00', description: 'ImpIVA' }) iva!: string;
  @ApiProperty({ example: '0.00', description: 'ImpTotConc' }) untaxed!: string;
  @ApiProperty({ example: '0.00', description: 'ImpOpEx' }) exempt!: string;
  @ApiProperty({ example: '0.00', description: 'ImpTrib' }) otherTaxes!: string;
  @ApiProperty({ example: [{ id: 5, base: '100.00', amount: '21.00' }] }) ivaBreakdown!: Array<{ id: number; base: string; amount: string }>;
}

export class ObservationResponse {
  @ApiProperty({ example: 10217 }) code!: number;
  @ApiProperty() message!: string;
}

/** The receiver as sent to the tax authority ({} for vouchers stored before it was recorded). */
export class InvoiceReceiverResponse {
  @ApiPropertyOptional({ example: 99, description: 'DocTipo: 80 CUIT, 86 CUIL, 96 DNI, 99 consumidor final' }) docTipo?: number;
  @ApiPropertyOptional({ example: '0', description: 'DocNro, digits' }) docNro?: string;
  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 5 }) condicionIva?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address?: string | null;
}

export class InvoiceResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) cuitId!: string;
  @ApiProperty({ example: '20267565393' }) cuit!: string;
  @ApiProperty({ enum: ['testing', 'production'] }) environment!: string;
  @ApiProperty({ enum: ITEM_STATUSES }) status!: string;
  @ApiProperty({ enum: ['invoice', 'credit_note', 'debit_note'] }) kind!: string;
  @ApiProperty({ example: 1 }) ptoVta!: number;
  @ApiProperty({ example: 6 }) invoiceType!: number;
  @ApiProperty({ type: String, example: 'B', nullable: true }) voucherLetter!: string | null;
  @ApiProperty({ example: 1 }) concepto!: number;
  @ApiProperty({ type: Number, example: 1, nullable: true, description: 'null until the tax authority authorized it' }) voucherNumber!: number | null;
  @ApiProperty({ type: String, example: '2025-07-15', nullable: true }) date!: string | null;
  @ApiProperty({ type: InvoiceAmountsResponse }) amounts!: InvoiceAmountsResponse;
  @ApiProperty({ example: 'ARS' }) currency!: string;
  @ApiProperty({ example: '1' }) exchangeRate!: string;
  @ApiProperty({ type: () => InvoiceReceiverResponse, example: { docTipo: 99, docNro: '0', condicionIva: 5, name: null, email: null, address: null } }) receiver!: Record<string, unknown>;
  @ApiProperty({ type: String, example: '71263951827464', nullable: true }) cae!: string | null;
  @ApiProperty({ type: String, example: '2025-07-25', nullable: true, description: 'Due date of the CAE, or the last day of the CAEA fortnight' }) caeDueDate!: string | null;
  @ApiProperty({ type: String, example: null, nullable: true, description: 'CAEA the voucher was issued under while WSFEv1 was down (cae is then null)' }) caea!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When FECAEARegInformativo accepted a CAEA voucher; null until then' }) caeaInformedAt!: string | null;
  @ApiProperty({ type: [ObservationResponse] }) observations!: ObservationResponse[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, example: [], description: 'Associated vouchers (CbtesAsoc) of a note' }) associated!: unknown[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'For a credit note that voids an invoice' }) voids!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10015: Factura B … no se encuentra registrado en los padrones', description: "The tax authority's code and message when failed" }) error!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10015' }) errorCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) qrUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ format: 'uuid' }) batchId!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class BatchItemResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ITEM_STATUSES }) status!: string;
  @ApiProperty({ type: InvoiceDataDto }) invoiceData!: InvoiceDataDto;
  @ApiProperty({ format: 'uuid' }) invoiceId!: string;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty() retryCount!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class BatchResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: BATCH_STATUSES }) status!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty() totalItems!: number;
  @ApiProperty({ description: 'Items authorized' }) processedItems!: number;
  @ApiProperty() failedItems!: number;
  @ApiProperty({ type: [BatchItemResponse] }) items!: BatchItemResponse[];
}

export class IssuedResponse {
  @ApiProperty({ example: 'processing' }) status!: string;
  @ApiProperty({ format: 'uuid' }) batchId!: string;
  @ApiProperty({ format: 'uuid' }) invoiceId!: string;
}

export class NoteIssuedResponse extends IssuedResponse {
  @ApiProperty({ format: 'uuid', description: 'The voucher this note refers to (voided by a credit note)' }) voids!: string;
}

export class InvoicePageResponse {
  @ApiProperty({ type: [InvoiceResponse] }) data!: InvoiceResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null at the end' }) nextCursor!: string | null;
}
