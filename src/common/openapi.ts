import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';

export class ErrorBody {
  @ApiProperty({ example: 'Not Found' }) error!: string;
  @ApiProperty({ example: 'not_found', description: 'stable machine code' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'what the user should do' }) resolution!: string;
  @ApiProperty({ example: 'https://docs.facturador.example/errors/not_found' }) type!: string;
  @ApiProperty({ example: 'Not Found' }) title!: string;
  @ApiProperty({ example: 404 }) status!: number;
  @ApiProperty() detail!: string;
  @ApiProperty({ nullable: true, description: 'per-field errors for validation_failed; a correlation id for 500' }) details!: unknown;
}

export class ShortErrorBody {
  @ApiProperty({ example: 'not_found' }) error!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: unknown;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid data (code validation_failed, one entry per field in details)',
  401: 'Missing, unknown or regenerated API key (code unauthorized)',
  403: 'Forbidden (plan limit or dashboard-only operation)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable (e.g. idempotency key reused with another body)',
  500: 'Unexpected error or the tax authority could not be queried',
};

/** Documents error statuses with the full error body; 401 is added to every authenticated route. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...[401, ...statuses].map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorBody })),
  );
}

/** Same, for endpoints answering with the short error body (batches, /taxauth). */
export function ApiShortErrors(...statuses: number[]) {
  return applyDecorators(
    ApiResponse({ status: 401, description: DESCRIPTIONS[401], type: ErrorBody }),
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ShortErrorBody })),
  );
}
