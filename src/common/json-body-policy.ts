import { type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AppError, validationFailed } from './errors';

/** No request of this API nests deeper than ~6 levels; 32 leaves room and keeps recursive validators safe. */
export const MAX_JSON_DEPTH = 32;

/**
 * One policy for every JSON body, applied before validation: nesting deeper than MAX_JSON_DEPTH is refused
 * (recursive transformers and validators would overflow the stack on 10 000 levels), and so is a NUL character
 * in any string or key (PostgreSQL text and jsonb cannot store U+0000). Refused, not stripped: silently changing
 * what a client sent would issue a voucher with text it did not write.
 */
export class JsonBodyPolicy implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const problem = checkJsonBody(context.switchToHttp().getRequest<Request>().body);
      if (problem) throw problem;
    }
    return next.handle();
  }
}

/** Walks the parsed body without recursion; the first problem found, or null. */
export function checkJsonBody(body: unknown, maxDepth = MAX_JSON_DEPTH): AppError | null {
  if (body === null || typeof body !== 'object') return null;
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: body, depth: 1, path: '' }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nulCharacter(path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) {
      return new AppError(400, 'json_too_deep', `The request body nests objects and arrays more than ${maxDepth} levels deep${path ? ` (at ${path})` : ''}.`, {
        resolution: `Send a body nested at most ${maxDepth} levels deep; no field of this API needs more.`,
        details: { maxDepth, field: path || null },
      });
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, depth: depth + 1, path: `${path}[${index}]` }));
    } else {
      for (const [key, item] of Object.entries(value)) {
        const field = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return nulCharacter(field);
        stack.push({ value: item, depth: depth + 1, path: field });
      }
    }
  }
  return null;
}

function nulCharacter(field: string): AppError {
  const name = field.replace(/\u0000/g, '\\u0000') || '(body)';
  return validationFailed([{ field: name, messages: [`${name} must not contain the NUL character (\\u0000)`] }]);
}
