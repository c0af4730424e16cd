import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { taxauthAccessTickets, type AccessTicketRow } from '../taxauth.schema';
import { databaseNow } from '../../db/database';

export interface TicketKey {
  environment: string;
  certFingerprint: string;
  service: string;
}

/** SQL for the access-ticket cache; callers pass the transaction. */
export class AccessTicketsRepository {
  async find(db: Executor, key: TicketKey): Promise<AccessTicketRow | null> {
    const rows = await db
      .select()
      .from(taxauthAccessTickets)
      .where(and(eq(taxauthAccessTickets.environment, key.environment), eq(taxauthAccessTickets.certFingerprint, key.certFingerprint), eq(taxauthAccessTickets.service, key.service)))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Serialises logins for one key across every process sharing the database: a transaction-scoped advisory
   * lock, released at commit/rollback.
   */
  /** Forgets every ticket of these environments. */
  async deleteForEnvironments(db: Executor, environments: readonly string[]): Promise<void> {
    if (environments.length) await db.delete(taxauthAccessTickets).where(inArray(taxauthAccessTickets.environment, [...environments]));
  }

  async lock(db: Executor, key: TicketKey): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`taxauth:${key.environment}:${key.certFingerprint}:${key.service}`}, 0))`);
  }

  async saveTicket(db: Executor, key: TicketKey, ticket: { token: string; sign: string; generationTime: Date; expirationTime: Date }, wsaaUrl: string | null): Promise<void> {
    const values = { ...ticket, retryAfter: null, lastError: null, wsaaUrl, updatedAt: databaseNow() };
    await db
      .insert(taxauthAccessTickets)
      .values({ ...key, ...values })
      .onConflictDoUpdate({ target: [taxauthAccessTickets.environment, taxauthAccessTickets.certFingerprint, taxauthAccessTickets.service], set: values });
  }

  async saveRetryAfter(db: Executor, key: TicketKey, retryAfter: Date, lastError: string, wsaaUrl: string | null): Promise<void> {
    const values = { retryAfter, lastError, wsaaUrl, updatedAt: databaseNow() };
    await db
      .insert(taxauthAccessTickets)
      .values({ ...key, ...values })
      .onConflictDoUpdate({ target: [taxauthAccessTickets.environment, taxauthAccessTickets.certFingerprint, taxauthAccessTickets.service], set: values });
  }
}
