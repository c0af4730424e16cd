import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MAX_OTHER_TAXES, OTHER_TAX_BASES, OTHER_TAX_RECEIVERS, type OtherTaxBase, type OtherTaxReceivers } from '../common/other-taxes';

export class OtherTaxDto {
  @ApiProperty({ example: 7, description: 'Tributo id of FEParamGetTiposTributos (7 = Percepción de IIBB, 99 = Otro)' })
  @IsInt()
  id!: number;

  @ApiProperty({ example: 'Percepción IIBB CABA', maxLength: 80, description: 'Sent as Desc; required for id 99' })
  @IsString()
  @MaxLength(80)
  description!: string;

  @ApiProperty({ example: '3', description: 'Percentage, a decimal string with up to 4 decimals (0 < rate ≤ 100)' })
  @IsString()
  @Matches(/^[0-9]{1,3}(\.[0-9]{1,4})?$/, { message: 'rate must be a decimal string like "3" or "1.75"' })
  rate!: string;

  @ApiProperty({ enum: OTHER_TAX_BASES, description: 'net: the net taxed amount (ImpNeto); total: the total before other taxes' })
  @IsIn(OTHER_TAX_BASES)
  base!: OtherTaxBase;

  @ApiProperty({ enum: OTHER_TAX_RECEIVERS, description: 'all receivers, or only receivers identified by CUIT (DocTipo 80)' })
  @IsIn(OTHER_TAX_RECEIVERS)
  receivers!: OtherTaxReceivers;
}

export class OtherTaxesDto {
  @ApiProperty({ type: [OtherTaxDto], maxItems: MAX_OTHER_TAXES, description: 'The whole list: it replaces the stored one ([] removes every tax)' })
  @IsArray()
  @ArrayMaxSize(MAX_OTHER_TAXES)
  @ValidateNested({ each: true })
  @Type(() => OtherTaxDto)
  taxes!: OtherTaxDto[];
}

export class TributeTypeResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Percepcion de IIBB' }) description!: string;
}

export class OtherTaxesResponse {
  @ApiProperty({ type: [OtherTaxDto] }) taxes!: OtherTaxDto[];
  @ApiProperty({ type: [TributeTypeResponse], description: "The tax authority's Tributo ids a tax may use" }) tributeTypes!: TributeTypeResponse[];
}
