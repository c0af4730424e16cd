import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { map, type Observable } from 'rxjs';
import { AppError, validationFailed, type ErrorShape } from '../common/errors';
import { canonicalJson } from '../common/canonical-json';
import { Database, type Executor } from '../db/database';
import { IdempotencyRepository } from './idempotency.repository';
import type { Tenant } from './invoicing.repository';

/** SPEC "Idempotency": 1 to 255 printable ASCII characters, kept 7 days. */
const KEY = /^[\x20-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 3600 * 1000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What an issuing operation answers; a replay carries the original status and body. */
export interface IdempotentResult<T = unknown> {
  status: number;
  body: T;
  replayed: boolean;
}

class Replay extends Error {
  constructor(readonly requestHash: string, readonly status: number, readonly body: unknown) {
    super('replay');
  }
}

/**
 * Idempotency-Key for issuing operations. The key's row is inserted in the same transaction as the work it guards,
 * with ON CONFLICT DO NOTHING on the primary key: of two concurrent identical requests the second waits for the
 * first to commit and then replays its answer — the unique constraint decides, never a read-then-write.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(IdempotencyRepository) private readonly repository: IdempotencyRepository,
  ) {}

  /** Checks the header before any work (400 naming it). */
  validateKey(key: string | undefined, shape: ErrorShape): string | null {
    if (key === undefined) return null;
    if (!KEY.test(key)) {
      throw validationFailed([{ field: 'Idempotency-Key', messages: ['Idempotency-Key must be 1 to 255 printable ASCII characters'] }], { shape });
    }
    return key;
  }

  async run<T>(
    tenant: Tenant,
    key: string | null,
    fingerprint: unknown,
    shape: ErrorShape,
    work: (tx: Executor) => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentResult<T>> {
    if (key === null) return { ...(await this.database.transaction(work)), replayed: false };
    const requestHash = createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
    try {
      return await this.database.transaction(async (tx) => {
        await this.repository.deleteExpired(tx, tenant, key);
        const claimed = await this.repository.claim(tx, tenant, key, requestHash, IDEMPOTENCY_TTL_MS);
        if (!claimed) {
          const existing = await this.repository.find(tx, tenant, key);
          if (!existing) throw new Error('idempotency key vanished while being replayed');
          throw new Replay(existing.requestHash, existing.statusCode ?? 202, existing.responseBody);
        }
        const result = await work(tx);
        await this.repository.saveResponse(tx, tenant, key, result.status, result.body);
        return { ...result, replayed: false };
      });
    } catch (error) {
      if (!(error instanceof Replay)) throw error;
      if (error.requestHash !== requestHash) {
        throw new AppError(422, 'idempotency_key_reused', `The Idempotency-Key "${key}" was already used with a different request.`, {
          resolution: 'Use a new key for a different request (a fresh UUID per invoice or batch), or resend exactly the original request.',
          shape,
        });
      }
      return { status: error.status, body: error.body as T, replayed: true };
    }
  }
}

/** Renders an IdempotentResult: its status, `Idempotent-Replayed: true` on a replay, and its body. */
@Injectable()
export class IdempotentResponseInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((result: IdempotentResult) => {
        response.status(result.status);
        if (result.replayed) response.setHeader('Idempotent-Replayed', 'true');
        return result.body;
      }),
    );
  }
}
