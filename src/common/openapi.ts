import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';

export class ErrorBody {
  @ApiProperty({ example: 'Not Found' }) error!: string;
  @ApiProperty({ example: 'not_found', description: 'stable machine code' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'what the user should do' }) resolution!: string;
  @ApiProperty({ example: 'https://docs.facturador.example/errors/not_found' }) type!: string;
  @ApiProperty({ example: 'Not Found' }) title!: string;
  @ApiProperty({ example: 404 }) status!: number;
  @ApiProperty() detail!: string;
  @ApiProperty({
    oneOf: [{ type: 'array', items: { type: 'object', additionalProperties: true } }, { type: 'object', additionalProperties: true }, { type: 'string' }],
    nullable: true,
    description: 'per-field errors for validation_failed; a correlation id for 500',
  })
  details!: unknown;
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

/**
 * Error bodies are JSON whatever the route produces: the content type is explicit, so a route with
 * @ApiProduces('application/pdf') does not declare its errors as PDF.
 */
const json = (model: typeof ErrorBody | typeof ShortErrorBody) => ({ 'application/json': { schema: { $ref: getSchemaPath(model) } } });

/** Documents error statuses with the full error body; 401 is added to every authenticated route. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ErrorBody),
    ...[401, ...statuses].map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', content: json(ErrorBody) })),
  );
}

/** Same, for endpoints answering with the short error body (batches, /taxauth). */
export function ApiShortErrors(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ErrorBody, ShortErrorBody),
    ApiResponse({ status: 401, description: DESCRIPTIONS[401], content: json(ErrorBody) }),
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', content: json(ShortErrorBody) })),
  );
}

interface HeaderParameter {
  name: string;
  in: string;
  description?: string;
}

/**
 * Header names are case-insensitive, but Swagger declares `@Headers('idempotency-key')` (lower case, required) beside
 * the route's `@ApiHeader('Idempotency-Key', optional)`. Keeps one parameter per header: the documented one.
 */
/** The @ApiHeader one has a description or the header's own capitals; @Headers() gives neither. */
const documented = (p: HeaderParameter) => (p.description ? 2 : 0) + (p.name !== p.name.toLowerCase() ? 1 : 0);

export function dedupeHeaderParameters<T extends { paths: Record<string, object> }>(document: T): T {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, { parameters?: HeaderParameter[] }>)) {
      if (!Array.isArray(operation?.parameters)) continue;
      const kept = new Map<string, HeaderParameter>();
      operation.parameters = operation.parameters.filter((parameter) => {
        if (parameter.in !== 'header') return true;
        const name = parameter.name.toLowerCase();
        const other = kept.get(name);
        if (!other) {
          kept.set(name, parameter);
          return true;
        }
        if (documented(parameter) > documented(other)) {
          // The later one is the documented one: it replaces the first in place.
          Object.assign(other, parameter, { name: parameter.name });
          for (const key of Object.keys(other)) if (!(key in parameter)) delete (other as unknown as Record<string, unknown>)[key];
        }
        return false;
      });
    }
  }
  return document;
}

type SchemaNode = Record<string, unknown>;

/**
 * The document is OpenAPI 3.1 (JSON Schema 2020-12), but @nestjs/swagger writes 3.0 keywords. Rewrites them once,
 * over the whole document: `nullable: true` becomes a union with null (`type: [t, 'null']`, `null` in an enum,
 * `anyOf: [<ref>, {type: 'null'}]` around a reference), and a boolean `exclusiveMinimum`/`exclusiveMaximum` becomes
 * the number it qualifies. Without this, generated clients type nullable fields as non-null objects.
 */
export function toOpenApi31<T extends object>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as SchemaNode;
    for (const value of Object.values(schema)) visit(value);
    for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (typeof schema[flag] !== 'boolean') continue;
      if (schema[flag] && typeof schema[bound] === 'number') schema[flag] = schema[bound];
      else delete schema[flag];
      if (typeof schema[flag] === 'number') delete schema[bound];
    }
    if (!('nullable' in schema) || typeof schema.nullable !== 'boolean') return;
    const nullable = schema.nullable;
    delete schema.nullable;
    if (nullable) makeNullable(schema);
  };
  visit(document);
  return document;
}

function makeNullable(schema: SchemaNode): void {
  const NULL = { type: 'null' };
  // @nestjs/swagger wraps a nullable reference as {type: 'object', allOf: [{$ref}]}.
  const allOf = schema.allOf as SchemaNode[] | undefined;
  if (allOf?.length === 1 && typeof allOf[0]!.$ref === 'string') {
    delete schema.allOf;
    delete schema.type;
    schema.anyOf = [allOf[0], NULL];
    return;
  }
  if (typeof schema.$ref === 'string') {
    schema.anyOf = [{ $ref: schema.$ref }, NULL];
    delete schema.$ref;
    return;
  }
  for (const union of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[union])) {
      (schema[union] as SchemaNode[]).push(NULL);
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type) && !schema.type.includes('null')) schema.type = [...schema.type, 'null'];
}
