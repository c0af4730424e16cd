import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import { Database } from '../db/database';
import { accounts, users } from './accounts.schema';
import { sessions, signInFailures } from './sessions.schema';

export type SessionRow = typeof sessions.$inferSelect;
export type SignInFailureRow = typeof signInFailures.$inferSelect;
export type SessionWithUser = SessionRow & { email: string; role: string; accountName: string };

@Injectable()
export class SessionsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(values: typeof sessions.$inferInsert): Promise<void> {
    await this.database.orm.insert(sessions).values(values);
  }

  /** The session with its user; the user's account must be the session's (a moved user loses the session). */
  async findWithUser(tokenHash: string): Promise<SessionWithUser | null> {
    const [row] = await this.database.orm
      .select({ session: sessions, email: users.email, role: users.role, accountName: accounts.name })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.accountId, sessions.accountId)))
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row ? { ...row.session, email: row.email, role: row.role, accountName: row.accountName } : null;
  }

  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.database.orm.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  }

  async delete(tokenHash: string): Promise<void> {
    await this.database.orm.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends the user's other sessions (after a password change). */
  async deleteOthers(userId: string, keepTokenHash: string): Promise<void> {
    await this.database.orm.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  }

  async deleteExpired(now: Date, idleCutoff: Date): Promise<void> {
    await this.database.orm.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  }

  async findFailures(keys: string[]): Promise<SignInFailureRow[]> {
    if (!keys.length) return [];
    return this.database.orm.select().from(signInFailures).where(or(...keys.map((k) => eq(signInFailures.key, k))));
  }

  async saveFailure(row: SignInFailureRow): Promise<void> {
    await this.database.orm
      .insert(signInFailures)
      .values(row)
      .onConflictDoUpdate({ target: signInFailures.key, set: { failures: row.failures, firstFailureAt: row.firstFailureAt, blockedUntil: row.blockedUntil } });
  }

  async clearFailures(key: string): Promise<void> {
    await this.database.orm.delete(signInFailures).where(eq(signInFailures.key, key));
  }
}
