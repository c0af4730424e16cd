import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsObject, IsString, IsUrl, MaxLength, registerDecorator } from 'class-validator';
import { Omittable } from '../common/validation';
import { WEBHOOK_EVENTS, type WebhookEventType } from './webhook-events';

/** Header names and values a receiver can use (no control characters; at most 20 headers). */
function IsHeaderMap() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isHeaderMap',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must map at most 20 header names (token characters) to string values up to 1000 characters` },
      validator: {
        validate: (value: unknown) =>
          !!value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.keys(value).length <= 20 &&
          Object.entries(value).every(([k, v]) => /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/.test(k) && typeof v === 'string' && v.length <= 1000 && !/[\r\n\0]/.test(v)),
      },
    });
}

const URL_OPTIONS = { require_protocol: true, protocols: ['https', 'http'], require_tld: false };

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://example.com/hooks/facturador', description: 'https; http only for loopback/private receivers when the server allows them' })
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_OPTIONS)
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events!: WebhookEventType[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { 'x-tenant': 'acme' } })
  @Omittable()
  @IsObject()
  @IsHeaderMap()
  headers?: Record<string, string>;

  @ApiPropertyOptional({ default: true })
  @Omittable()
  @IsBoolean()
  isActive?: boolean;
}

/** PUT: only the fields sent change. */
export class UpdateWebhookDto {
  @ApiPropertyOptional()
  @Omittable()
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_OPTIONS)
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true })
  @Omittable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @Omittable()
  @IsObject()
  @IsHeaderMap()
  headers?: Record<string, string>;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean()
  isActive?: boolean;
}

export class WebhookResponse {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() url!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) headers!: Record<string, string>;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true }) events!: string[];
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CreatedWebhookResponse extends WebhookResponse {
  @ApiProperty({ example: 'whsec_…', description: 'the signing secret, shown only in this response' }) secret!: string;
}
