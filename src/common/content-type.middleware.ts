import type { NextFunction, Request, Response } from 'express';
import { AppError } from './errors';

const READABLE = new Set(['application/json', 'multipart/form-data']);

/**
 * A request body this API cannot read is refused with 415 instead of being ignored: a client that forgets
 * `Content-Type: application/json` (curl -d sends application/x-www-form-urlencoded) would otherwise get a
 * validation error about fields it did send. Bodiless requests pass whatever their headers say.
 */
export function refuseUnreadableBodies(request: Request, _response: Response, next: NextFunction): void {
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return next();
  const length = Number(request.headers['content-length'] ?? 0);
  if (!(length > 0) && request.headers['transfer-encoding'] === undefined) return next();
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (READABLE.has(type) || type.endsWith('+json')) return next();
  next(
    new AppError(415, 'unsupported_media_type', `The request body is sent as ${type || 'an unspecified type'}; this API reads JSON.`, {
      resolution: 'Send the body as JSON with the header Content-Type: application/json (file uploads: multipart/form-data).',
    }),
  );
}
