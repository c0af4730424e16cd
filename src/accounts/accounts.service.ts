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

/**
 * Notified (server mode) when an account's API keys change, with `accountId nonce`: every process drops its cached
 * keys of that account and answers on `KEY_ACKS_CHANNEL` with the nonce.
 */
const KEY_CHANGES_CHANNEL = 'facturador_api_key_changes';
const KEY_ACKS_CHANNEL = 'facturador_api_key_acks';
/** The listening connection's name in `pg_stat_activity`: how a regeneration counts the processes that must answer. */
const KEY_LISTENER_NAME = 'facturador_api_key_listener';
/** How long a key regeneration waits for every process's acknowledgement before answering (see regenerateKey). */
const ACK_WAIT_MS = 2000;

@Injectable()
export class AccountsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Accounts');
  // Server mode caches only while this process hears key changes; embedded mode is one process.
  private readonly keyCache: ApiKeyCache;
  /** Regenerations waiting for acknowledgements, by nonce: called with each one heard. */
  private readonly ackWaiters = new Map<string, () => void>();
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
      { channels: [KEY_CHANGES_CHANNEL, KEY_ACKS_CHANNEL], applicationName: KEY_LISTENER_NAME },
      (payload, channel) => {
        if (channel === KEY_ACKS_CHANNEL) return this.ackWaiters.get(payload)?.();
        const [accountId, nonce] = payload.split(' ');
        if (!accountId) return;
        this.keyCache.invalidate(accountId);
        if (nonce) {
          void this.database.notify(KEY_ACKS_CHANNEL, nonce).catch((error: unknown) => this.logger.warn(`key-change acknowledgement not sent: ${String(error)}`));
        }
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
   * mode the answer waits (up to 2 s) until every listening process has acknowledged that it dropped the key:
   * PostgreSQL delivers a notification to each listener on its own schedule, so hearing one's own echo says
   * nothing about the others (a CI run saw the other process still answer 200 right after the regeneration).
   */
  async regenerateKey(accountId: string, environment: Environment): Promise<string> {
    if (!(await this.repository.findAccount(accountId))) throw notFound('Account', accountId);
    const nonce = randomBytes(12).toString('base64url');
    // Counted before the commit: a process that starts listening later starts with an empty cache.
    const acks = this.listening ? await this.awaitAcks(nonce) : null;
    try {
      const key = await this.database.transaction(async (tx) => {
        const replaced = await this.replaceKey(tx, accountId, environment);
        await this.repository.announceKeyChange(tx, KEY_CHANGES_CHANNEL, `${accountId} ${nonce}`);
        return replaced;
      });
      this.keyCache.invalidate(accountId);
      await acks?.promise;
      return key;
    } finally {
      acks?.cancel();
    }
  }

  /** Resolves once as many acknowledgements of `nonce` arrived as there are listening processes (this one too), or after ACK_WAIT_MS. */
  private async awaitAcks(nonce: string): Promise<{ promise: Promise<void>; cancel(): void }> {
    const expected = await this.database.countListeners(KEY_LISTENER_NAME);
    let heard = 0;
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => (wake = resolve));
    const timer = setTimeout(() => {
      this.logger.warn(`key regenerated: ${heard} of ${expected} processes acknowledged within ${ACK_WAIT_MS} ms`);
      wake();
    }, ACK_WAIT_MS);
    this.ackWaiters.set(nonce, () => {
      heard += 1;
      if (heard >= expected) wake();
    });
    return {
      promise,
      cancel: () => {
        clearTimeout(timer);
        this.ackWaiters.delete(nonce);
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
