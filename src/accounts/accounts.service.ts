import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../common/auth';
import { AppError, notFound } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database, type Executor } from '../db/database';
import { AccountsRepository, type AccountRow } from './accounts.repository';
import { ApiKeyCache } from './api-key-cache';
import { ENVIRONMENTS, environmentOfKey, generateApiKey, hashApiKey, isWellFormedApiKey, sameDigest, type Environment } from './api-keys';
import { hashPassword } from './passwords';


export interface CreatedAccount {
  account: AccountRow;
  userId: string;
  email: string;
  /** Shown once; only hashes are stored. */
  keys: Record<Environment, string>;
  /** Set when no password was given and one was generated. */
  generatedPassword: string | null;
}

/** Notified (server mode) when an account's API keys change: every process drops its cached keys of that account. */
const KEY_CHANGES_CHANNEL = 'facturador_api_key_changes';
/** How long a key regeneration waits to hear its own notification before answering (see regenerateKey). */
const ECHO_WAIT_MS = 1000;

@Injectable()
export class AccountsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Accounts');
  // Server mode caches only while this process hears key changes; embedded mode is one process.
  private readonly keyCache: ApiKeyCache;
  private readonly echoWaiters = new Map<string, Set<() => void>>();
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(AccountsRepository) private readonly repository: AccountsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.keyCache = new ApiKeyCache(database.kind === 'pglite');
  }

  async onModuleInit(): Promise<void> {
    this.stopListening = await this.database.listen(
      KEY_CHANGES_CHANNEL,
      (accountId) => {
        this.keyCache.invalidate(accountId);
        for (const wake of this.echoWaiters.get(accountId) ?? []) wake();
      },
      (listening) => {
        this.listening = listening;
        this.keyCache.setEnabled(listening);
        if (!listening) this.logger.warn('lost the key-change notifications: API keys are checked in the database on every request until they are back');
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
  }

  async createAccount(input: { name: string; email: string; password?: string }): Promise<CreatedAccount> {
    const email = input.email.trim().toLowerCase();
    if (!input.name.trim()) throw new AppError(400, 'validation_failed', 'The account name is empty.');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError(400, 'validation_failed', `"${input.email}" is not an email address.`);
    if (await this.repository.findUserByEmail(email)) {
      throw new AppError(409, 'email_already_registered', `A user with email ${email} already exists.`, {
        resolution: 'Use another email address or sign in with the existing user.',
      });
    }
    const generatedPassword = input.password ? null : randomBytes(18).toString('base64url');
    const passwordHash = await hashPassword(input.password ?? generatedPassword!);

    return this.database.transaction(async (tx) => {
      const account = await this.repository.insertAccount(tx, {
        name: input.name.trim(),
        planCuitLimit: this.config.plans.defaultCuitLimit,
        planMonthlyInvoiceLimit: this.config.plans.defaultMonthlyInvoiceLimit,
      });
      const user = await this.repository.insertUser(tx, { accountId: account.id, email, passwordHash });
      const keys = {} as Record<Environment, string>;
      for (const environment of ENVIRONMENTS) keys[environment] = await this.replaceKey(tx, account.id, environment);
      return { account, userId: user.id, email, keys, generatedPassword };
    });
  }

  /**
   * Replaces the key of one environment; the previous key answers 401 from now on, in every process: this one
   * drops it from its cache after the commit, the others when the commit's notification reaches them. In server
   * mode the answer waits (up to a second) until this process has heard its own notification, which PostgreSQL
   * sends to every listener at the same moment.
   */
  async regenerateKey(accountId: string, environment: Environment): Promise<string> {
    if (!(await this.repository.findAccount(accountId))) throw notFound('Account', accountId);
    const echo = this.listening ? this.awaitEcho(accountId) : null;
    try {
      const key = await this.database.transaction(async (tx) => {
        const replaced = await this.replaceKey(tx, accountId, environment);
        await this.repository.announceKeyChange(tx, KEY_CHANGES_CHANNEL, accountId);
        return replaced;
      });
      this.keyCache.invalidate(accountId);
      await echo?.promise;
      return key;
    } finally {
      echo?.cancel();
    }
  }

  private awaitEcho(accountId: string): { promise: Promise<void>; cancel(): void } {
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => (wake = resolve));
    const timer = setTimeout(wake, ECHO_WAIT_MS);
    const waiters = this.echoWaiters.get(accountId) ?? new Set();
    waiters.add(wake);
    this.echoWaiters.set(accountId, waiters);
    return {
      promise,
      cancel: () => {
        clearTimeout(timer);
        waiters.delete(wake);
        if (waiters.size === 0) this.echoWaiters.delete(accountId);
      },
    };
  }

  private async replaceKey(tx: Executor, accountId: string, environment: Environment): Promise<string> {
    const generated = generateApiKey(environment);
    await this.repository.upsertApiKey(tx, {
      accountId,
      environment,
      keyHash: generated.hash,
      displayPrefix: generated.displayPrefix,
      displaySuffix: generated.displaySuffix,
    });
    return generated.key;
  }

  /** Resolves an API key to its account and environment, or null for a missing, unknown or replaced key. */
  async authenticate(key: string | undefined): Promise<AuthContext | null> {
    if (!key || !isWellFormedApiKey(key)) return null;
    const hash = hashApiKey(key);
    const cached = this.keyCache.get(hash, Date.now());
    if (cached) return { ...cached };
    const generation = this.keyCache.generation;
    const row = await this.repository.findApiKeyByHash(hash);
    if (!row || !sameDigest(row.keyHash, hash) || row.environment !== environmentOfKey(key)) return null;
    const owner = await this.repository.ownerOf(row.accountId);
    if (!owner) return null;
    const resolved = { accountId: row.accountId, environment: row.environment, userId: owner.id };
    this.keyCache.store(hash, resolved, generation, Date.now());
    return { ...resolved };
  }

  async findAccountIdByEmail(email: string): Promise<string | null> {
    return (await this.repository.findUserByEmail(email.trim().toLowerCase()))?.accountId ?? null;
  }

  countAccounts(): Promise<number> {
    return this.repository.countAccounts();
  }

  async getAccount(accountId: string): Promise<AccountRow> {
    const account = await this.repository.findAccount(accountId);
    if (!account) throw notFound('Account', accountId);
    return account;
  }

  listAccounts() {
    return this.repository.listAccounts();
  }

  async listKeys(accountId: string) {
    const rows = await this.repository.listApiKeys(accountId);
    return rows.map((r) => ({ environment: r.environment, display: `${r.displayPrefix}…${r.displaySuffix}`, createdAt: r.createdAt }));
  }

  async listUsers(accountId: string) {
    const rows = await this.repository.listUsers(accountId);
    return { users: rows.map((u) => ({ id: u.id, email: u.email, role: u.role, createdAt: u.createdAt.toISOString() })) };
  }

  /** Adds a dashboard user to the account with a generated password, returned once (the inviter passes it on). */
  async inviteUser(accountId: string, input: { email: string; role: 'owner' | 'reviewer' }) {
    const email = input.email.trim().toLowerCase();
    if (await this.repository.findUserByEmail(email)) {
      throw new AppError(409, 'email_already_registered', `A user with email ${email} already exists.`, { resolution: 'Invite another address.' });
    }
    const password = randomBytes(12).toString('base64url');
    const user = await this.repository.insertUser(this.database.orm, { accountId, email, role: input.role, passwordHash: await hashPassword(password) });
    return { user: { id: user.id, email: user.email, role: user.role, createdAt: user.createdAt.toISOString() }, password };
  }

  async listKeysResource(accountId: string) {
    return { keys: (await this.listKeys(accountId)).map((k) => ({ ...k, createdAt: k.createdAt.toISOString() })) };
  }

  async regenerateKeyResource(accountId: string, environment: Environment) {
    const key = await this.regenerateKey(accountId, environment);
    return { environment, key };
  }

  async setPlan(accountId: string, plan: { planName?: string; planCuitLimit?: number; planMonthlyInvoiceLimit?: number }): Promise<AccountRow> {
    const row = await this.repository.setPlan(accountId, plan);
    if (!row) throw notFound('Account', accountId);
    return row;
  }
}
