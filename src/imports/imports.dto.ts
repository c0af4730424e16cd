import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDate } from '../common/validation';


export class CreateImportDto {
  @ApiProperty({ description: 'CUIT id or its number without hyphens' })
  @IsString()
  @MaxLength(64)
  cuitId!: string;

  @ApiPropertyOptional({ description: 'Only this point of sale (default: every point of sale of the CUIT)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99998)
  ptoVta?: number;

  @ApiPropertyOptional({ description: 'Only this voucher type (CbteTipo; default: the types the CUIT can issue)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(999)
  invoiceType?: number;

  @ApiPropertyOptional({ example: '2025-01-01', description: 'First voucher date, inclusive (YYYY-MM-DD)' })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ example: '2025-06-30', description: 'Last voucher date, inclusive (YYYY-MM-DD)' })
  @IsOptional()
  @IsCalendarDate()
  to?: string;
}

export class ImportAcceptedResponse {
  @ApiProperty() importId!: string;
}

class ImportCountersResponse {
  @ApiProperty({ description: 'Numbers examined (known ones included)' }) seen!: number;
  @ApiProperty({ description: 'Numbers the service already had (no call made)' }) known!: number;
  @ApiProperty() imported!: number;
  @ApiProperty({ description: 'Authorized vouchers outside [from, to]' }) outOfRange!: number;
  @ApiProperty({ description: 'Numbers the tax authority did not find or did not authorize' }) missing!: number;
  @ApiProperty({ description: 'Calls made to the tax authority' }) calls!: number;
  @ApiProperty() targetsTotal!: number;
  @ApiProperty() targetsDone!: number;
}

export class ImportResponse {
  @ApiProperty() id!: string;
  @ApiProperty() cuitId!: string;
  @ApiProperty({ enum: ['testing', 'production'] }) environment!: string;
  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'] }) status!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: '{ptoVta, invoiceType, from, to} as asked (null = all)' }) request!: object;
  @ApiProperty({ type: ImportCountersResponse }) progress!: ImportCountersResponse;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: '{ptoVta, cbteTipo, code, message} of (point of sale, type) pairs the tax authority refused' })
  failedTargets!: object[];
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) error!: object | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) completedAt!: string | null;
}

export class ListImportedVouchersQueryDto {
  @ApiProperty({ description: 'CUIT id or its number without hyphens' })
  @IsString()
  @MaxLength(64)
  cuitId!: string;

  @ApiPropertyOptional({ default: 100, maximum: 100, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class ImportedVoucherItem {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'date-time', description: 'Voucher date at 00:00 Argentina time' }) issuedAt!: string;
  @ApiProperty({ example: 'Factura A' }) typeName!: string;
  @ApiProperty({ example: '00002-00000015' }) number!: string;
  @ApiProperty({ example: 'CUIT 30000000007', description: 'WSFEv1 has no receiver name: the document, or "Consumidor final"' }) receiver!: string;
  @ApiProperty({ example: 121 }) amount!: number;
  @ApiProperty({ example: 'PES' }) moneda!: string;
}

export class ImportedVouchersResponse {
  @ApiProperty({ type: [ImportedVoucherItem] }) vouchers!: ImportedVoucherItem[];
  @ApiProperty({ description: 'Full count of the CUIT’s imported vouchers' }) total!: number;
}
