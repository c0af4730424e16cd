import type { Database, Executor } from '../../db/database';
import { parseCertificate } from '../crypto/certificates';
import type { AccessTicket, WsaaCredentials } from '../wsaa/wsaa.client';
import { WsaaError } from '../wsaa/wsaa.client';
import { AccessTicketsRepository, type TicketKey } from './access-tickets.repository';
import { systemClock } from '../../common/clock';

/** Anything that can log in to WSAA (WsaaClient in production, a stub in unit tests). */
export interface WsaaLogin {
  /** The WSAA endpoint; tickets stored for another one are not used (WsaaClient has it). */
  readonly url?: string;
  login(credentials: WsaaCredentials, service: string): Promise<AccessTicket>;
}

/**
 * WSAA says a ticket exists (coe.alreadyAuthenticated) but none is stored: there is no call to fetch it, so the
 * caller must wait (TAXAUTH.md §1.5).
 */
export class AccessTicketUnavailableError extends Error {
  override readonly name = 'AccessTicketUnavailableError';
  readonly code = 'taxauth_ticket_unavailable';
  constructor(readonly retryAt: Date, readonly service: string) {
    super(
      `WSAA already issued an access ticket for this certificate and service "${service}" that this system did not keep ` +
        `(issued elsewhere or lost). Retry after ${retryAt.toISOString()}, or use another certificate.`,
    );
  }
}

export interface AccessTicketCacheOptions {
  /** Renew this long before expiry (default 10 min). */
  renewMarginMs?: number;
  /** Wait after an unexplained coe.alreadyAuthenticated (default 10 min: TAXAUTH.md §1.5). */
  alreadyAuthenticatedWaitMs?: number;
  clock?: () => Date;
}

/**
 * Access tickets cached in the database per (environment, certificate, service), shared by every process, and
 * used only against the WSAA that issued them.
 * A login happens under a database lock, so two processes never log in at once for the same key.
 */
export class AccessTicketCache {
  private readonly repository = new AccessTicketsRepository();
  private readonly renewMarginMs: number;
  private readonly waitMs: number;
  private readonly clock: () => Date;

  constructor(
    private readonly db: Database,
    private readonly wsaaFor: (environment: string) => WsaaLogin,
    options: AccessTicketCacheOptions = {},
  ) {
    this.renewMarginMs = options.renewMarginMs ?? 10 * 60_000;
    this.waitMs = options.alreadyAuthenticatedWaitMs ?? 10 * 60_000;
    this.clock = options.clock ?? (() => systemClock.now());
  }

  async getTicket(environment: string, credentials: WsaaCredentials, service: string): Promise<AccessTicket> {
    const key: TicketKey = { environment, certFingerprint: parseCertificate(credentials.certPem).fingerprint, service };
    const wsaa = this.wsaaFor(environment);
    const wsaaUrl = wsaa.url ?? null;
    // A row written for another WSAA (the environment's endpoints were changed) counts as no row at all.
    const find = async (db: Executor) => {
      const row = await this.repository.find(db, key);
      return row && (!row.wsaaUrl || !wsaaUrl || row.wsaaUrl === wsaaUrl) ? row : null;
    };
    const cached = this.usable(await find(this.db.orm), this.renewMarginMs);
    if (cached) return cached;

    const outcome = await this.db.transaction(async (tx): Promise<AccessTicket | { retryAt: Date }> => {
      await this.repository.lock(tx, key);
      const row = await find(tx);
      // Another process may have renewed while this one waited for the lock.
      const fresh = this.usable(row, this.renewMarginMs);
      if (fresh) return fresh;
      const now = this.clock();
      if (row?.retryAfter && row.retryAfter.getTime() > now.getTime()) return { retryAt: row.retryAfter };
      try {
        const ticket = await wsaa.login(credentials, service);
        await this.repository.saveTicket(tx, key, ticket, wsaaUrl);
        return ticket;
      } catch (error) {
        if (!(error instanceof WsaaError) || !error.alreadyAuthenticated) throw error;
        // The stored ticket is inside the renewal margin but still valid: keep using it.
        const stillValid = this.usable(row, 0);
        if (stillValid) return stillValid;
        const retryAt = new Date(now.getTime() + this.waitMs);
        await this.repository.saveRetryAfter(tx, key, retryAt, error.message, wsaaUrl);
        return { retryAt };
      }
    });
    if ('retryAt' in outcome) throw new AccessTicketUnavailableError(outcome.retryAt, service);
    return outcome;
  }

  private usable(row: Awaited<ReturnType<AccessTicketsRepository['find']>>, marginMs: number): AccessTicket | null {
    if (!row?.token || !row.sign || !row.expirationTime || !row.generationTime) return null;
    if (row.expirationTime.getTime() - marginMs <= this.clock().getTime()) return null;
    return { token: row.token, sign: row.sign, generationTime: row.generationTime, expirationTime: row.expirationTime, destination: null };
  }
}
