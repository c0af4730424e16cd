import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError, fullErrorBody, shortErrorBody } from './errors';

const HTTP_CODES: Record<number, { code: string; resolution: string }> = {
  400: { code: 'bad_request', resolution: 'Correct the request and send it again.' },
  404: { code: 'not_found', resolution: 'Check the method and path against the API reference at /docs.' },
  405: { code: 'method_not_allowed', resolution: 'Check the method against the API reference at /docs.' },
  413: { code: 'payload_too_large', resolution: 'Send a smaller request body.' },
  415: { code: 'unsupported_media_type', resolution: 'Send the body as application/json.' },
};

/** Errors about a request body as a whole, raised before a route's own pipe can choose the body's shape. */
const BODY_ERROR_CODES = new Set(['invalid_json', 'payload_too_large', 'json_too_deep', 'unsupported_media_type', 'validation_failed', 'bad_request']);
const SHORT_BODY_ROUTES = /^\/invoices\/batches(\/|$)/;

/**
 * The one place where errors become HTTP responses. Domain errors keep their code; framework and parser
 * errors get a stable code; anything else is a 500 whose body carries only a correlation id.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<Request & { id?: string }>();
    const response = ctx.getResponse<Response>();
    let error = this.toAppError(exception, request);
    // Batch operations answer with the short body (SPEC "Errors"), also when their body cannot be read at all.
    if (error.shape === 'full' && BODY_ERROR_CODES.has(error.code) && SHORT_BODY_ROUTES.test(request.path)) error = error.short();
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(error.headers ?? {})) response.setHeader(name, value);
    response
      .status(error.status)
      .json(error.shape === 'short' ? shortErrorBody(error) : fullErrorBody(error));
  }

  private toAppError(exception: unknown, request: Request & { id?: string }): AppError {
    if (exception instanceof AppError) return exception;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const known = HTTP_CODES[status];
      const message =
        status === 404 && /^Cannot /.test(exception.message)
          ? `No endpoint ${request.method} ${request.path}.`
          : exception.message;
      // Express 5's JSON parser errors reach the filter as a bare BadRequestException carrying JSON.parse's message.
      if (status === 400 && /JSON/.test(exception.message)) {
        return new AppError(400, 'invalid_json', `The request body is not valid JSON: ${exception.message}`, {
          resolution: 'Send a well-formed JSON document with Content-Type: application/json.',
        });
      }
      if (known) return new AppError(status, known.code, message, { resolution: known.resolution });
      return new AppError(status, `http_${status}`, message);
    }
    const parserError = asBodyParserError(exception);
    if (parserError) return parserError;

    const correlationId = String(request.id ?? 'unknown');
    this.logger.error({ err: exception, correlationId, path: request.path }, 'unexpected error');
    return new AppError(500, 'internal_error', `An unexpected error occurred (correlation id ${correlationId}).`, {
      resolution: 'Retry later; if the problem persists contact support quoting the correlation id.',
      details: { correlationId },
    });
  }
}

/** Errors raised by the JSON body parser (malformed JSON, too large, bad charset). */
export function asBodyParserError(exception: unknown): AppError | null {
  if (!exception || typeof exception !== 'object') return null;
  const candidate = exception as { type?: unknown; status?: unknown; limit?: unknown };
  if (typeof candidate.type !== 'string' || typeof candidate.status !== 'number') return null;
  switch (candidate.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'invalid_json', 'The request body is not valid JSON.', {
        resolution: 'Send a well-formed JSON document with Content-Type: application/json.',
      });
    case 'entity.too.large':
      return new AppError(413, 'payload_too_large', `The request body exceeds the limit of ${String(candidate.limit)} bytes.`, {
        resolution: 'Send a smaller request body.',
      });
    default:
      return new AppError(candidate.status >= 400 && candidate.status < 500 ? candidate.status : 400, 'bad_request', 'The request body could not be read.', {
        resolution: 'Send a UTF-8 JSON body with Content-Type: application/json.',
      });
  }
}
