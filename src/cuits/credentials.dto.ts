import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateCsrDto {
  @ApiProperty({ maxLength: 200, description: 'the organization (O) of the subject: the business name' })
  @IsString() @IsNotEmpty() @MaxLength(200) organization!: string;
  @ApiPropertyOptional({ maxLength: 100, description: 'the alias (CN) shown on the portal' })
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) commonName?: string;
}

export class InstallCertificateDto {
  @ApiProperty({ description: 'the PEM certificate the tax authority issued for the CSR made here' })
  @IsString() @IsNotEmpty() @MaxLength(20_000) certificate!: string;
}
