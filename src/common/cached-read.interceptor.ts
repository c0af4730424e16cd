import { Inject, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, of, type Observable } from 'rxjs';
import { ReadCache, type CachedBody } from '../db/read-cache';
import type { AuthContext } from './auth';

/**
 * Serves a GET's JSON answer from the read cache while what it read is unchanged (docs/performance.md "Read
 * cache"). The answer is the same bytes, with Express's own ETag, so If-None-Match gives 304 as it does uncached.
 * Runs after the guard: the caller's account, environment and user are in the key.
 */
@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(@Inject(ReadCache) private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.cache.enabled) return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { auth?: AuthContext }>();
    const auth = request.auth;
    if (request.method !== 'GET' || !auth) return next.handle();
    const response = http.getResponse<Response>();
    const key = `${auth.accountId} ${auth.environment} ${auth.userId} ${auth.via ?? ''} ${auth.role ?? ''} ${request.originalUrl}`;
    const cached = this.cache.answer(key, () => lastValueFrom(next.handle()));
    return cached instanceof Promise ? from(cached).pipe(map((body) => answer(response, body))) : of(answer(response, cached));
  }
}

/** The JSON text as Nest would send the object: Express sends a string as is, with this type and ETag. */
function answer(response: Response, cached: CachedBody): string {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('ETag', cached.etag);
  return cached.body;
}

/** A GET whose answer depends only on the database rows it reads and on the caller (no clock, no other state). */
export const CachedRead = () => UseInterceptors(CachedReadInterceptor);
