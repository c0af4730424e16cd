import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserRole } from '../common/auth';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { AccountsRepository } from './accounts.repository';
import { hashPassword, verifyPassword } from './passwords';
import { SessionsRepository, type SessionWithUser } from './sessions.repository';
import { ACCOUNT_POLICY, ADDRESS_POLICY, recordFailure, waitFor, type ThrottlePolicy } from './sign-in-throttle';

/** A session's lastSeenAt is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 30_000;
export const MIN_PASSWORD_LENGTH = 10;

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  accountId: string;
  accountName: string;
}

export interface ActiveSession {
  tokenHash: string;
  csrfToken: string;
  user: SessionUser;
  expiresAt: Date;
}

export interface StartedSession extends ActiveSession {
  /** The cookie value; only its hash is stored. */
  token: string;
}

/** A hash that no password matches, verified when the email is unknown so both failures take as long. */
let decoyHash: Promise<string> | null = null;

@Injectable()
export class SessionsService {
  constructor(
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(AccountsRepository) private readonly accounts: AccountsRepository,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(input: { email: string; password: string; address: string; userAgent: string | null }): Promise<StartedSession> {
    const email = input.email.trim().toLowerCase();
    const keys: Array<[string, ThrottlePolicy]> = [[`email:${email}`, ACCOUNT_POLICY], [`address:${input.address}`, ADDRESS_POLICY]];
    const now = this.clock.now();
    const counts = await this.sessions.findFailures(keys.map(([k]) => k));
    const wait = Math.max(0, ...counts.map((c) => waitFor(c, now)));
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new AppError(429, 'too_many_sign_in_attempts', `Too many failed sign-ins; try again in ${seconds} s.`, {
        resolution: 'Wait and try again, or ask the account owner to reset the password.',
        details: { retryAfterSeconds: seconds },
      });
    }
    const user = await this.accounts.findUserByEmail(email);
    const ok = user ? await verifyPassword(input.password, user.passwordHash) : await verifyPassword(input.password, await this.decoy()).then(() => false);
    if (!user || !ok) {
      for (const [key, policy] of keys) {
        const previous = counts.find((c) => c.key === key) ?? null;
        await this.sessions.saveFailure({ key, ...recordFailure(previous, this.clock.now(), policy) });
      }
      throw new AppError(401, 'invalid_credentials', 'The email or the password is wrong.', {
        resolution: 'Check both and try again; after several failures each new try waits longer.',
      });
    }
    await this.sessions.clearFailures(`email:${email}`);
    const account = await this.accounts.findAccount(user.accountId);
    const token = randomBytes(32).toString('base64url');
    const started = this.clock.now();
    const expiresAt = new Date(started.getTime() + this.config.dashboard.absoluteHours * 3_600_000);
    const csrfToken = randomBytes(32).toString('base64url');
    await this.sessions.deleteExpired(started, new Date(started.getTime() - this.idleMs()));
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId: user.id,
      accountId: user.accountId,
      csrfToken,
      createdAt: started,
      lastSeenAt: started,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      address: input.address.slice(0, 100),
    });
    return {
      token,
      tokenHash: hashToken(token),
      csrfToken,
      expiresAt,
      user: { id: user.id, email: user.email, role: asRole(user.role), accountId: user.accountId, accountName: account?.name ?? '' },
    };
  }

  /** The live session of a cookie value, or null (unknown, idle too long, past its absolute expiry). */
  async resolve(token: string | undefined): Promise<ActiveSession | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const row = await this.sessions.findWithUser(tokenHash);
    if (!row) return null;
    const now = this.clock.now();
    if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() >= this.idleMs()) {
      await this.sessions.delete(tokenHash);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await this.sessions.touch(tokenHash, now);
    return toActive(row);
  }

  /** Double submit: the header must carry the session's token (constant-time comparison). */
  csrfMatches(session: ActiveSession, header: string | undefined): boolean {
    if (!header) return false;
    const a = Buffer.from(session.csrfToken);
    const b = Buffer.from(header);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  async signOut(tokenHash: string): Promise<void> {
    await this.sessions.delete(tokenHash);
  }

  /** Changes the password and ends the user's other sessions. */
  async changePassword(session: ActiveSession, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.accounts.findUser(session.user.id);
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new AppError(400, 'invalid_current_password', 'The current password is wrong.', { resolution: 'Type the password you signed in with.' });
    }
    assertAcceptablePassword(newPassword);
    await this.accounts.setPasswordHash(user.id, await hashPassword(newPassword));
    await this.sessions.deleteOthers(user.id, session.tokenHash);
  }

  private idleMs(): number {
    return this.config.dashboard.idleMinutes * 60_000;
  }

  private decoy(): Promise<string> {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return decoyHash;
  }
}

export function assertAcceptablePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, 'weak_password', `The new password has ${password.length} characters; at least ${MIN_PASSWORD_LENGTH} are needed.`, {
      resolution: 'Choose a longer password (a phrase of several words is easy to remember).',
    });
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function asRole(role: string): UserRole {
  return role === 'reviewer' ? 'reviewer' : 'owner';
}

function toActive(row: SessionWithUser): ActiveSession {
  return {
    tokenHash: row.tokenHash,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    user: { id: row.userId, email: row.email, role: asRole(row.role), accountId: row.accountId, accountName: row.accountName },
  };
}
