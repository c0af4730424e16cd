import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { isIP } from 'node:net';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null; sharedBuffersMb?: number } // dataDir null = in-memory (tests only)
  | { kind: 'postgres'; url: string };

/**
 * PGlite's buffer pool, in MB. PostgreSQL's 128 MB default is touched at start in the WebAssembly memory (resident
 * at once, never given back); the embedded database is a few MB to a few hundred, and what the pool misses is read
 * from the operating system's page cache. 32 MB measured ~100 MB less RSS (docs/performance.md, fourth session).
 */
export const DEFAULT_EMBEDDED_SHARED_BUFFERS_MB = 32;

/** Where the tax authority's web services are for one environment. */
export interface TaxauthEndpoints {
  wsaa: string;
  wsfe: string;
  padron: string;
}

export const REAL_ENDPOINTS: Record<'homologation' | 'production', TaxauthEndpoints> = {
  homologation: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
    padron: 'https://awshomo.afip.gov.ar/sr-padron/webservices/personaServiceA5',
  },
  production: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    padron: 'https://aws.afip.gov.ar/sr-padron/webservices/personaServiceA5',
  },
};

export interface TaxauthConfig {
  /** 'simulator' = the built-in homologation simulator, started in-process on a loopback port. */
  testing: TaxauthEndpoints | 'simulator';
  production: TaxauthEndpoints | 'simulator';
  timeoutMs: number;
  connectTimeoutMs: number;
  /** Port of the embedded simulator; 0 picks a free loopback port. */
  simulatorPort: number;
  /** The platform's own certificate, used for CUITs in DELEGATION mode. */
  platform: { cuit: string; certFile: string; keyFile: string } | null;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** HOST: the interface the API listens on (default 127.0.0.1; 0.0.0.0 in containers). */
  host: string;
  port: number;
  /** Failed API keys allowed per client address and minute before 429 (AUTH_MAX_FAILURES_PER_MINUTE). */
  authMaxFailuresPerMinute: number;
  dataDir: string;
  database: DatabaseConfig;
  /** 32 bytes; encrypts private keys and other secrets at rest (AES-256-GCM). */
  secretsKey: Buffer;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  plans: { defaultCuitLimit: number; defaultMonthlyInvoiceLimit: number };
  /** Maximum JSON body size accepted by the HTTP API. */
  jsonBodyLimit: string;
  /** READ_CACHE_MB: memory for serialized GET answers (0 = off; docs/performance.md "Read cache"). */
  readCacheMb: number;
  taxauth: TaxauthConfig;
  /** SSRF policy of webhook targets (public https only, unless these allow more). */
  webhooks: { allowLoopback: boolean; allowPrivateNetworks: boolean; allowedPorts: number[] };
  documents: DocumentsConfig;
  queue: QueueConfig;
  issuing: IssuingConfig;
  mail: MailConfig;
  dashboard: DashboardConfig;
}

/** Dashboard sessions (docs/dashboard.md). */
export interface DashboardConfig {
  /** DASHBOARD_IDLE_MINUTES: a session unused this long ends (default 30). */
  idleMinutes: number;
  /** DASHBOARD_SESSION_HOURS: a session ends this long after sign-in, whatever the activity (default 12). */
  absoluteHours: number;
  /** Cookies carry Secure: always when NODE_ENV=production (DASHBOARD_SECURE_COOKIES can force it elsewhere). */
  secureCookies: boolean;
}

/** Voucher emails (docs/email.md). */
export interface MailConfig {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://…:465; null writes .eml files to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of voucher emails, "Name <address>" or an address. */
  from: string;
}

export interface QueueConfig {
  /**
   * Whether this process runs queue consumers (QUEUE_CONSUMERS). Default: yes in embedded mode (one process does
   * everything), no in server mode (api processes only send; `npm run worker` consumes, whatever this says).
   */
  consume: boolean;
  /** Worker polling interval in seconds (QUEUE_POLL_SECONDS); sends wake local workers at once. */
  pollingIntervalSeconds: number;
}

export interface IssuingConfig {
  /** ISSUING_RETRY_DELAY_SECONDS: first retry delay of issuing jobs (then exponential); unset = the policy table's. */
  retryDelaySeconds: number | null;
  /** ISSUING_LEASE_SECONDS: how long a numbering lease lasts without renewal (a crashed holder frees it after this). */
  leaseSeconds: number;
  /** ISSUING_STALE_AFTER_SECONDS: items pending, processing or reconciling untouched this long are picked up again. */
  staleAfterSeconds: number;
  /** ISSUING_CAEA_FALLBACK_SECONDS: WSFEv1 unreachable this long → pending vouchers go to the CUIT's CAEA point of sale. */
  caeaFallbackSeconds: number;
}

/** Documents → drafts pipeline (README "Documents and drafts"). */
export interface DocumentsConfig {
  /**
   * Where uploaded originals are kept (FILE_STORE): `database` (the default in server mode, so api and worker
   * processes share no disk) or `disk` (DATA_DIR/files, the default in embedded mode).
   */
  fileStore: 'disk' | 'database';
  /** Largest upload in bytes (UPLOAD_MAX_MB, default 20). */
  maxFileBytes: number;
  /** Most pages read from one PDF or TIFF (UPLOAD_MAX_PAGES, default 30). */
  maxPages: number;
  /** Largest image in pixels (UPLOAD_MAX_MEGAPIXELS, default 40). */
  maxImagePixels: number;
  /** OCR workers (OCR_WORKERS, default one per core). */
  ocrWorkers: number;
  /** A draft still `extracting` after this long is re-queued or failed by the sweeper (EXTRACTION_STUCK_AFTER_S, default 900). */
  stuckAfterSeconds: number;
  /** Automatic-mode templates approve drafts with no blocking issue and at least this confidence (AUTO_APPROVE_MIN_CONFIDENCE, default 0.9). */
  autoApproveMinConfidence: number;
  /** Spreadsheet uploads: rows per file, lines per draft, parse time and heap (SPREADSHEET_*). */
  spreadsheet: { maxRows: number; maxCells: number; maxLinesPerDraft: number; timeoutMs: number; maxHeapMb: number };
  /**
   * The receiver's name, VAT condition and address from the tax authority's registry (padrón A5) on review:
   * RECEIVER_REGISTRY_LOOKUP (default true) and the most a review waits for it, RECEIVER_REGISTRY_TIMEOUT_MS (default 5000).
   */
  receiverRegistry: { enabled: boolean; timeoutMs: number };
  /** OpenAI-compatible endpoint; null = offline rules extractor only. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; maxRetries: number } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/**
 * Parses and validates the environment once. Every problem is collected so an operator sees all
 * of them at once. Nothing else in the code base reads process.env.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];

  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv)) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);

  const port = parseInteger(env.PORT, 3000, 'PORT', 0, 65535, problems);
  const host = env.HOST?.trim() || '127.0.0.1';
  if (isIP(host) === 0 && !/^[A-Za-z0-9.-]{1,253}$/.test(host)) problems.push(`HOST must be an IP address or a host name such as 127.0.0.1 or 0.0.0.0 (got "${env.HOST}")`);
  const readCacheMb = parseInteger(env.READ_CACHE_MB, 32, 'READ_CACHE_MB', 0, 4096, problems);
  const authMaxFailuresPerMinute = parseInteger(env.AUTH_MAX_FAILURES_PER_MINUTE, 10, 'AUTH_MAX_FAILURES_PER_MINUTE', 1, 100_000, problems);
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');

  const sharedBuffersMb = parseInteger(env.EMBEDDED_SHARED_BUFFERS_MB, DEFAULT_EMBEDDED_SHARED_BUFFERS_MB, 'EMBEDDED_SHARED_BUFFERS_MB', 1, 1024, problems);
  let database: DatabaseConfig = { kind: 'pglite', dataDir: join(dataDir, 'pgdata'), sharedBuffersMb };
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\/.+/.test(url)) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded database)');
    else database = { kind: 'postgres', url };
  }

  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);

  let secretsKey: Buffer | null = null;
  if (env.SECRETS_KEY?.trim()) {
    secretsKey = parseSecretsKey(env.SECRETS_KEY.trim());
    if (!secretsKey) problems.push('SECRETS_KEY must be 32 bytes written as 64 hex characters or base64 (generate one with: openssl rand -base64 32)');
  } else if (nodeEnv === 'production') {
    problems.push('SECRETS_KEY is required when NODE_ENV=production (generate one with: openssl rand -base64 32)');
  } else if (database.kind === 'postgres') {
    // A key generated into each process's own DATA_DIR would differ between the api and the workers.
    problems.push('SECRETS_KEY is required in server mode (DATABASE_URL): every api and worker process needs the same key (generate one with: openssl rand -base64 32)');
  }

  const defaultCuitLimit = parseInteger(env.PLAN_DEFAULT_CUIT_LIMIT, 10, 'PLAN_DEFAULT_CUIT_LIMIT', 1, 100000, problems);
  const defaultMonthlyInvoiceLimit = parseInteger(env.PLAN_DEFAULT_MONTHLY_INVOICES, 500, 'PLAN_DEFAULT_MONTHLY_INVOICES', 0, 100000000, problems);

  const webhooks = {
    allowLoopback: parseBoolean(env.WEBHOOKS_ALLOW_LOOPBACK, false, 'WEBHOOKS_ALLOW_LOOPBACK', problems),
    allowPrivateNetworks: parseBoolean(env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS, false, 'WEBHOOKS_ALLOW_PRIVATE_NETWORKS', problems),
    allowedPorts: parsePorts(env.WEBHOOKS_ALLOWED_PORTS, [443, 8443], 'WEBHOOKS_ALLOWED_PORTS', problems),
  };
  if (nodeEnv === 'production' && webhooks.allowLoopback) problems.push('WEBHOOKS_ALLOW_LOOPBACK is refused when NODE_ENV=production');

  const taxauth: TaxauthConfig = {
    testing: parseEndpoints(env, 'TESTING', nodeEnv === 'production' ? 'homologation' : 'simulator', nodeEnv, problems),
    production: parseEndpoints(env, 'PRODUCTION', 'production', nodeEnv, problems),
    timeoutMs: parseInteger(env.TAXAUTH_TIMEOUT_MS, 15000, 'TAXAUTH_TIMEOUT_MS', 100, 600000, problems),
    connectTimeoutMs: parseInteger(env.TAXAUTH_CONNECT_TIMEOUT_MS, 5000, 'TAXAUTH_CONNECT_TIMEOUT_MS', 100, 120000, problems),
    simulatorPort: parseInteger(env.SIMULATOR_PORT, 0, 'SIMULATOR_PORT', 0, 65535, problems),
    platform: null,
  };
  const platformVars = [env.TAXAUTH_PLATFORM_CUIT, env.TAXAUTH_PLATFORM_CERT_FILE, env.TAXAUTH_PLATFORM_KEY_FILE].map((v) => v?.trim() || '');
  if (platformVars.some(Boolean)) {
    const [cuit, certFile, keyFile] = platformVars as [string, string, string];
    if (!platformVars.every(Boolean)) problems.push('TAXAUTH_PLATFORM_CUIT, TAXAUTH_PLATFORM_CERT_FILE and TAXAUTH_PLATFORM_KEY_FILE go together (delegation mode)');
    else if (!/^[0-9]{11}$/.test(cuit.replace(/-/g, ''))) problems.push('TAXAUTH_PLATFORM_CUIT must be a CUIT (11 digits)');
    else if (!existsSync(certFile) || !existsSync(keyFile)) problems.push('TAXAUTH_PLATFORM_CERT_FILE and TAXAUTH_PLATFORM_KEY_FILE must be readable files');
    else taxauth.platform = { cuit: cuit.replace(/-/g, ''), certFile, keyFile };
  }

  const documents = parseDocumentsConfig(env, database.kind, problems);

  const consumeRaw = env.QUEUE_CONSUMERS?.trim().toLowerCase();
  if (consumeRaw && !['true', 'false', '1', '0'].includes(consumeRaw)) problems.push('QUEUE_CONSUMERS must be true or false');
  const queue: QueueConfig = {
    consume: consumeRaw ? consumeRaw === 'true' || consumeRaw === '1' : database.kind === 'pglite',
    pollingIntervalSeconds: parseInteger(env.QUEUE_POLL_SECONDS, 1, 'QUEUE_POLL_SECONDS', 1, 60, problems),
  };
  const issuing: IssuingConfig = {
    retryDelaySeconds: env.ISSUING_RETRY_DELAY_SECONDS?.trim() ? parseInteger(env.ISSUING_RETRY_DELAY_SECONDS, 5, 'ISSUING_RETRY_DELAY_SECONDS', 0, 3600, problems) : null,
    leaseSeconds: parseInteger(env.ISSUING_LEASE_SECONDS, 20, 'ISSUING_LEASE_SECONDS', 1, 3600, problems),
    staleAfterSeconds: parseInteger(env.ISSUING_STALE_AFTER_SECONDS, 900, 'ISSUING_STALE_AFTER_SECONDS', 1, 86400, problems),
    caeaFallbackSeconds: parseInteger(env.ISSUING_CAEA_FALLBACK_SECONDS, 600, 'ISSUING_CAEA_FALLBACK_SECONDS', 0, 86400, problems),
  };

  const mail = parseMailConfig(env, problems);
  const dashboard: DashboardConfig = {
    idleMinutes: parseInteger(env.DASHBOARD_IDLE_MINUTES, 30, 'DASHBOARD_IDLE_MINUTES', 1, 1440, problems),
    absoluteHours: parseInteger(env.DASHBOARD_SESSION_HOURS, 12, 'DASHBOARD_SESSION_HOURS', 1, 720, problems),
    secureCookies: nodeEnv === 'production' || parseBoolean(env.DASHBOARD_SECURE_COOKIES, false, 'DASHBOARD_SECURE_COOKIES', problems),
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    host,
    port,
    authMaxFailuresPerMinute,
    dataDir,
    database,
    // Embedded/dev mode without SECRETS_KEY: a key is generated into DATA_DIR on first start.
    secretsKey: secretsKey ?? loadOrCreateLocalSecretsKey(dataDir),
    logLevel,
    plans: { defaultCuitLimit, defaultMonthlyInvoiceLimit },
    jsonBodyLimit: '2mb',
    readCacheMb,
    taxauth,
    webhooks,
    documents,
    queue,
    issuing,
    mail,
    dashboard,
  };
}

function parseMailConfig(env: NodeJS.ProcessEnv, problems: string[]): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    let valid = false;
    try {
      const parsed = new URL(smtpUrl);
      valid = (parsed.protocol === 'smtp:' || parsed.protocol === 'smtps:') && parsed.hostname !== '';
    } catch {
      valid = false;
    }
    if (!valid) problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host (unset it to write .eml files to DATA_DIR/outbox)');
  }
  const from = env.MAIL_FROM?.trim() || 'Facturador <facturas@localhost>';
  if (!/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from)) problems.push('MAIL_FROM must be an email address or "Name <address>"');
  return { smtpUrl, from };
}

function parseDocumentsConfig(env: NodeJS.ProcessEnv, databaseKind: DatabaseConfig['kind'], problems: string[]): DocumentsConfig {
  const fileStore = (env.FILE_STORE?.trim().toLowerCase() || (databaseKind === 'postgres' ? 'database' : 'disk')) as DocumentsConfig['fileStore'];
  if (fileStore !== 'disk' && fileStore !== 'database') problems.push(`FILE_STORE must be database or disk (got "${env.FILE_STORE}")`);
  const maxMb = parseInteger(env.UPLOAD_MAX_MB, 20, 'UPLOAD_MAX_MB', 1, 1024, problems);
  const ocrWorkers = env.OCR_WORKERS?.trim() ? parseInteger(env.OCR_WORKERS, 1, 'OCR_WORKERS', 1, 64, problems) : availableParallelism();
  const minConfidence = Number(env.AUTO_APPROVE_MIN_CONFIDENCE?.trim() || '0.9');
  if (!Number.isFinite(minConfidence) || minConfidence < 0 || minConfidence > 1) {
    problems.push(`AUTO_APPROVE_MIN_CONFIDENCE must be a number between 0 and 1 (got "${env.AUTO_APPROVE_MIN_CONFIDENCE}")`);
  }
  const baseUrl = env.LLM_BASE_URL?.trim() || '';
  let llm: DocumentsConfig['llm'] = null;
  const timeoutMs = parseInteger(env.LLM_TIMEOUT_MS, 60000, 'LLM_TIMEOUT_MS', 100, 600000, problems);
  const maxRetries = parseInteger(env.LLM_MAX_RETRIES, 1, 'LLM_MAX_RETRIES', 0, 5, problems);
  if (baseUrl) {
    if (!/^https?:\/\/.+/.test(baseUrl)) problems.push('LLM_BASE_URL must be an http(s) URL (unset it to use the offline rules extractor)');
    const model = env.LLM_MODEL?.trim() || '';
    if (!model) problems.push('LLM_MODEL is required when LLM_BASE_URL is set');
    // Local OpenAI-compatible servers (vLLM, Ollama, llama.cpp) accept any key.
    llm = { baseUrl, apiKey: env.LLM_API_KEY?.trim() || 'unused', model, timeoutMs, maxRetries };
  }
  return {
    fileStore,
    maxFileBytes: maxMb * 1024 * 1024,
    maxPages: parseInteger(env.UPLOAD_MAX_PAGES, 30, 'UPLOAD_MAX_PAGES', 1, 1000, problems),
    maxImagePixels: parseInteger(env.UPLOAD_MAX_MEGAPIXELS, 40, 'UPLOAD_MAX_MEGAPIXELS', 1, 1000, problems) * 1_000_000,
    ocrWorkers,
    stuckAfterSeconds: parseInteger(env.EXTRACTION_STUCK_AFTER_S, 900, 'EXTRACTION_STUCK_AFTER_S', 5, 86400, problems),
    autoApproveMinConfidence: Number.isFinite(minConfidence) ? minConfidence : 0.9,
    spreadsheet: {
      maxRows: parseInteger(env.SPREADSHEET_MAX_ROWS, 10_000, 'SPREADSHEET_MAX_ROWS', 1, 100_000, problems),
      maxCells: parseInteger(env.SPREADSHEET_MAX_CELLS, 500_000, 'SPREADSHEET_MAX_CELLS', 1, 10_000_000, problems),
      // The JSON route (POST /documents/drafts) accepts at most 1 000 lines: a spreadsheet draft is no larger.
      maxLinesPerDraft: parseInteger(env.SPREADSHEET_MAX_LINES_PER_DRAFT, 1000, 'SPREADSHEET_MAX_LINES_PER_DRAFT', 1, 1000, problems),
      timeoutMs: parseInteger(env.SPREADSHEET_TIMEOUT_MS, 20_000, 'SPREADSHEET_TIMEOUT_MS', 100, 600_000, problems),
      maxHeapMb: parseInteger(env.SPREADSHEET_MAX_HEAP_MB, 256, 'SPREADSHEET_MAX_HEAP_MB', 16, 8192, problems),
    },
    receiverRegistry: {
      enabled: parseBoolean(env.RECEIVER_REGISTRY_LOOKUP, true, 'RECEIVER_REGISTRY_LOOKUP', problems),
      timeoutMs: parseInteger(env.RECEIVER_REGISTRY_TIMEOUT_MS, 5000, 'RECEIVER_REGISTRY_TIMEOUT_MS', 100, 60_000, problems),
    },
    llm,
  };
}

/**
 * TAXAUTH_<ENV>_ENDPOINTS: `simulator` (built-in), `homologation`, `production`, or `custom` with
 * TAXAUTH_<ENV>_WSAA_URL / _WSFE_URL / _PADRON_URL. The simulator is refused for production in NODE_ENV=production.
 */
function parseEndpoints(env: NodeJS.ProcessEnv, prefix: 'TESTING' | 'PRODUCTION', fallback: string, nodeEnv: string, problems: string[]): TaxauthEndpoints | 'simulator' {
  const name = `TAXAUTH_${prefix}_ENDPOINTS`;
  const choice = env[name]?.trim() || fallback;
  switch (choice) {
    case 'simulator':
      if (prefix === 'PRODUCTION' && nodeEnv === 'production') {
        problems.push(`${name}=simulator is refused when NODE_ENV=production: production vouchers must reach the real tax authority`);
      }
      return 'simulator';
    case 'homologation':
    case 'production':
      return REAL_ENDPOINTS[choice];
    case 'custom': {
      const urls = { wsaa: env[`TAXAUTH_${prefix}_WSAA_URL`], wsfe: env[`TAXAUTH_${prefix}_WSFE_URL`], padron: env[`TAXAUTH_${prefix}_PADRON_URL`] };
      for (const [key, url] of Object.entries(urls)) {
        if (!url || !/^https?:\/\/.+/.test(url)) problems.push(`TAXAUTH_${prefix}_${key.toUpperCase()}_URL must be an http(s) URL when ${name}=custom`);
      }
      return { wsaa: urls.wsaa ?? '', wsfe: urls.wsfe ?? '', padron: urls.padron ?? '' };
    }
    default:
      problems.push(`${name} must be simulator, homologation, production or custom (got "${choice}")`);
      return 'simulator';
  }
}

/** Entry points: the validated configuration, or every problem on stderr and exit status 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(error.message + '\n');
    process.exit(1);
  }
}

function parsePorts(raw: string | undefined, fallback: number[], name: string, problems: string[]): number[] {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ports = raw.split(',').map((p) => p.trim());
  if (ports.some((p) => !/^\d{1,5}$/.test(p) || Number(p) < 1 || Number(p) > 65535)) {
    problems.push(`${name} must be a comma-separated list of ports (1–65535), got "${raw}"`);
    return fallback;
  }
  return ports.map(Number);
}

function parseBoolean(raw: string | undefined, fallback: boolean, name: string, problems: string[]): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function parseInteger(raw: string | undefined, fallback: number, name: string, min: number, max: number, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

export function parseSecretsKey(raw: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  if (/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(raw)) {
    const bytes = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

function loadOrCreateLocalSecretsKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets.key');
  if (existsSync(file)) {
    const key = parseSecretsKey(readFileSync(file, 'utf8').trim());
    if (!key) throw new ConfigError([`${file} does not hold a valid 32-byte key; restore it or set SECRETS_KEY`]);
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
