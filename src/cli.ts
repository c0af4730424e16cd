import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AccountsService } from './accounts/accounts.service';
import { AppModule } from './app.module';
import { prepareInfrastructure } from './infrastructure';
import { CredentialsService } from './cuits/credentials.service';
import { WebhooksService } from './webhooks/webhooks.service';
import { AppError } from './common/errors';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { Database } from './db/database';

const USAGE = `Usage: npm run cli -- <command> [options]

  account:create --name N --email E [--password P]   create an account; prints both API keys once
  account:list                                       list accounts
  account:plan --account ID [--cuits N] [--invoices N] [--plan NAME]
                                                     change an account's plan limits
  keys:regenerate --account ID --env testing|production
                                                     replace a key; prints the new key once
  cuit:csr --account ID --cuit CUIT --env testing|production --org NAME [--cn ALIAS] [--out FILE]
                                                     new RSA-2048 key (kept encrypted) + CSR for the tax authority portal
  cuit:certificate --account ID --cuit CUIT --env testing|production --cert FILE [--key FILE]
                                                     install the certificate issued for the CSR (or with its key)
  webhook:secret --account ID --webhook ID          show a webhook's signing secret
  webhook:rotate-secret --account ID --webhook ID   replace the signing secret (prints the new one once)
  webhook:deliveries --account ID --webhook ID      delivery history (attempts, status codes, errors)
  webhook:redeliver --account ID --webhook ID --delivery ID
                                                     deliver an event again
  db:migrate                                         apply pending database migrations
`;

type Options = Record<string, string | undefined>;

async function withApp<T>(config: AppConfig, work: (get: <S>(token: new (...args: never[]) => S) => S) => Promise<T>): Promise<T> {
  const infrastructure = await prepareInfrastructure(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, logLevel: 'warn', queue: { ...config.queue, consume: false } }, infrastructure), { logger: ['error', 'warn'] });
  try {
    return await work((token) => app.get(token));
  } finally {
    await app.close();
  }
}

/** Options naming a row by its id: checked here, so a typo is a usage error and never reaches SQL. */
const ID_OPTIONS: Record<string, string> = { account: 'account:list shows them', webhook: 'GET /webhooks lists them', delivery: 'webhook:deliveries lists them' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function required(options: Options, name: string): string {
  const value = options[name];
  if (!value) throw new UsageError(`--${name} is required`);
  if (ID_OPTIONS[name] && !UUID.test(value)) throw new UsageError(`--${name} ${value} is not an id (a UUID; ${ID_OPTIONS[name]})`);
  return value;
}

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      account: { type: 'string' },
      env: { type: 'string' },
      cuits: { type: 'string' },
      invoices: { type: 'string' },
      plan: { type: 'string' },
      cuit: { type: 'string' },
      org: { type: 'string' },
      cn: { type: 'string' },
      out: { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      webhook: { type: 'string' },
      delivery: { type: 'string' },
    },
    strict: true,
  });
  const options = values as Options;
  const config = loadConfig();

  switch (command) {
    case 'db:migrate': {
      const database = await Database.open(config.database);
      await database.migrate();
      await database.close();
      print('Migrations applied.');
      return;
    }
    case 'account:create':
      return withApp(config, async (get) => {
        const created = await get(AccountsService).createAccount({
          name: required(options, 'name'),
          email: required(options, 'email'),
          password: options.password,
        });
        print(`Account ${created.account.id} created for ${created.email}.`);
        if (created.generatedPassword) print(`Dashboard password (shown once): ${created.generatedPassword}`);
        print('API keys (shown once; only their hashes are stored):');
        print(`  testing:    ${created.keys.testing}`);
        print(`  production: ${created.keys.production}`);
      });
    case 'account:list':
      return withApp(config, async (get) => {
        const accounts = get(AccountsService);
        for (const account of await accounts.listAccounts()) {
          const keys = await accounts.listKeys(account.id);
          print(
            `${account.id}  ${account.name}  <${account.ownerEmail ?? '-'}>  plan=${account.planName} cuits<=${account.planCuitLimit} invoices/month<=${account.planMonthlyInvoiceLimit}  keys: ${keys.map((k) => `${k.environment}=${k.display}`).join(' ')}`,
          );
        }
      });
    case 'account:plan':
      return withApp(config, async (get) => {
        const toInt = (v: string | undefined, name: string) => {
          if (v === undefined) return undefined;
          const n = Number(v);
          if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a non-negative integer`);
          return n;
        };
        const row = await get(AccountsService).setPlan(required(options, 'account'), {
          planName: options.plan,
          planCuitLimit: toInt(options.cuits, 'cuits'),
          planMonthlyInvoiceLimit: toInt(options.invoices, 'invoices'),
        });
        print(`Plan of ${row.id}: ${row.planName}, ${row.planCuitLimit} CUITs, ${row.planMonthlyInvoiceLimit} production invoices a month.`);
      });
    case 'keys:regenerate':
      return withApp(config, async (get) => {
        const env = required(options, 'env');
        if (env !== 'testing' && env !== 'production') throw new UsageError('--env must be testing or production');
        const key = await get(AccountsService).regenerateKey(required(options, 'account'), env);
        print(`New ${env} key (shown once; the previous key no longer works): ${key}`);
      });
    case 'cuit:csr':
      return withApp(config, async (get) => {
        const csr = await get(CredentialsService).createCsr(required(options, 'account'), required(options, 'cuit'), environmentOption(options), {
          organization: required(options, 'org'),
          commonName: options.cn,
        });
        if (options.out) {
          writeFileSync(options.out, csr);
          print(`CSR written to ${options.out}. Upload it on the tax authority portal, then install the certificate with cuit:certificate.`);
        } else {
          print(csr.trimEnd());
        }
      });
    case 'cuit:certificate':
      return withApp(config, async (get) => {
        const installed = await get(CredentialsService).uploadCertificate(
          required(options, 'account'),
          required(options, 'cuit'),
          environmentOption(options),
          readFileSync(required(options, 'cert'), 'utf8'),
          options.key ? readFileSync(options.key, 'utf8') : undefined,
        );
        print(`Certificate installed (expires ${installed.expiresAt.toISOString()}, SHA-256 ${installed.fingerprint}).`);
      });
    case 'webhook:secret':
      return withApp(config, async (get) => print(await get(WebhooksService).revealSecret(required(options, 'account'), required(options, 'webhook'))));
    case 'webhook:rotate-secret':
      return withApp(config, async (get) => {
        const secret = await get(WebhooksService).rotateSecret(required(options, 'account'), required(options, 'webhook'));
        print(`New signing secret (deliveries are signed with it from now on): ${secret}`);
      });
    case 'webhook:deliveries':
      return withApp(config, async (get) => {
        for (const d of await get(WebhooksService).deliveryHistory(required(options, 'account'), required(options, 'webhook'))) {
          print(`${d.id}  ${d.eventType}  ${d.status}  attempts=${d.attempts}${d.nextAttemptAt ? `  next=${d.nextAttemptAt}` : ''}`);
          for (const a of d.history) print(`    #${a.attempt} ${a.at} status=${a.statusCode ?? '-'} ${a.durationMs} ms${a.error ? ` ${a.errorCode}: ${a.error}` : ''}`);
        }
      });
    case 'webhook:redeliver':
      return withApp(config, async (get) => {
        await get(WebhooksService).redeliver(required(options, 'account'), required(options, 'webhook'), required(options, 'delivery'));
        print('Delivery queued again.');
      });
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'No command given');
  }
}

function environmentOption(options: Options): 'testing' | 'production' {
  const env = required(options, 'env');
  if (env !== 'testing' && env !== 'production') throw new UsageError('--env must be testing or production');
  return env;
}

function print(line: string): void {
  process.stdout.write(line + '\n');
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(error.message + '\n');
    process.exit(1);
  }
  // A failed query's message carries its SQL and parameters: show the database's own reason only.
  const reason = (e: Error) => ('query' in e && e.cause instanceof Error ? e.cause.message : e.message);
  const message = error instanceof AppError ? `${error.message} ${error.resolution}` : error instanceof Error ? reason(error) : String(error);
  process.stderr.write(`Error: ${message}\n`);
  process.exit(1);
});
