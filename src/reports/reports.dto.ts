import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const LEDGER_FORMATS = ['json', 'txt', 'zip'] as const;
export type LedgerFormat = (typeof LEDGER_FORMATS)[number];
export const LEDGER_TXT_FILES = ['cbte', 'alicuotas'] as const;
export type LedgerTxtFile = (typeof LEDGER_TXT_FILES)[number];

export class SalesVatLedgerQueryDto {
  @ApiProperty({ description: 'CUIT id or its number without hyphens' })
  @IsString()
  @MaxLength(64)
  cuitId!: string;

  @ApiProperty({ example: '2025-07', description: 'Month of the vouchers (their CbteFch, an Argentine calendar date)' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'period must be a month YYYY-MM' })
  period!: string;

  @ApiPropertyOptional({ enum: LEDGER_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(LEDGER_FORMATS)
  format?: LedgerFormat;

  @ApiPropertyOptional({ enum: LEDGER_TXT_FILES, default: 'cbte', description: 'format=txt: VENTAS_CBTE (266) or VENTAS_ALICUOTAS (62)' })
  @IsOptional()
  @IsIn(LEDGER_TXT_FILES)
  file?: LedgerTxtFile;
}
