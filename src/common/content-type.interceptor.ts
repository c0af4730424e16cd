import { type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AppError } from './errors';

const READABLE = new Set(['application/json', 'multipart/form-data']);

/**
 * A request body this API cannot read is refused with 415 instead of being ignored: a client that forgets
 * `Content-Type: application/json` (curl -d sends application/x-www-form-urlencoded) would otherwise get a
 * validation error about fields it did send. Bodiless requests pass whatever their headers say. An interceptor,
 * so it runs after the API-key guard: a request without a valid key is 401 whatever its body.
 */
export class RefuseUnreadableBodies implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const problem = unreadableBody(context.switchToHttp().getRequest<Request>());
      if (problem) throw problem;
    }
    return next.handle();
  }
}

function unreadableBody(request: Pick<Request, 'method' | 'headers'>): AppError | null {
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return null;
  const length = Number(request.headers['content-length'] ?? 0);
  if (!(length > 0) && request.headers['transfer-encoding'] === undefined) return null;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (READABLE.has(type) || type.endsWith('+json')) return null;
  return new AppError(415, 'unsupported_media_type', `The request body is sent as ${type || 'an unspecified type'}; this API reads JSON.`, {
    resolution: 'Send the body as JSON with the header Content-Type: application/json (file uploads: multipart/form-data).',
  });
}
