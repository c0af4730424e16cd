import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, parseSecretsKey } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'facturador-config-'));
const KEY_HEX = 'a'.repeat(64);

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir, SECRETS_KEY: KEY_HEX });
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, dataDir: dir, logLevel: 'info', database: { kind: 'pglite', dataDir: join(dir, 'pgdata') } });
    expect(config.secretsKey).toHaveLength(32);
  });

  it('listens on 127.0.0.1 unless HOST says otherwise, and throttles failed keys at 10 a minute', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX })).toMatchObject({ host: '127.0.0.1', authMaxFailuresPerMinute: 10 });
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, HOST: '0.0.0.0', AUTH_MAX_FAILURES_PER_MINUTE: '50' })).toMatchObject({ host: '0.0.0.0', authMaxFailuresPerMinute: 50 });
    expect(() => loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, HOST: 'http://all' })).toThrow(/HOST must be/);
  });

  it('looks receivers up in the registry by default, waiting at most RECEIVER_REGISTRY_TIMEOUT_MS', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX }).documents.receiverRegistry).toEqual({ enabled: true, timeoutMs: 5000 });
    const set = { DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, RECEIVER_REGISTRY_LOOKUP: 'false', RECEIVER_REGISTRY_TIMEOUT_MS: '800' };
    expect(loadConfig(set).documents.receiverRegistry).toEqual({ enabled: false, timeoutMs: 800 });
    expect(() => loadConfig({ ...set, RECEIVER_REGISTRY_TIMEOUT_MS: '10' })).toThrow(/RECEIVER_REGISTRY_TIMEOUT_MS/);
  });

  it('keeps 32 MB of cached GET answers unless READ_CACHE_MB says otherwise (0 turns the cache off)', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX }).readCacheMb).toBe(32);
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, READ_CACHE_MB: '0' }).readCacheMb).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, READ_CACHE_MB: '-1' })).toThrow(/READ_CACHE_MB/);
  });

  it('gives the embedded database a 32 MB buffer pool unless EMBEDDED_SHARED_BUFFERS_MB says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX }).database).toMatchObject({ kind: 'pglite', sharedBuffersMb: 32 });
    expect(loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, EMBEDDED_SHARED_BUFFERS_MB: '128' }).database).toMatchObject({ kind: 'pglite', sharedBuffersMb: 128 });
    expect(() => loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, EMBEDDED_SHARED_BUFFERS_MB: '0' })).toThrow(/EMBEDDED_SHARED_BUFFERS_MB/);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tmp(), SECRETS_KEY: KEY_HEX, DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: tmp() });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SECRETS_KEY']) expect(problems).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('generates a secrets key into DATA_DIR on first start outside production and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(readFileSync(file, 'utf8').trim())).toEqual(first.secretsKey);
    expect(loadConfig({ DATA_DIR: dir }).secretsKey).toEqual(first.secretsKey);
  });

  it.each([
    [KEY_HEX, true],
    [Buffer.alloc(32, 1).toString('base64'), true],
    [Buffer.alloc(16, 1).toString('base64'), false],
    ['not a key', false],
  ])('parses SECRETS_KEY %s → valid=%s', (raw, valid) => {
    expect(parseSecretsKey(raw) !== null).toBe(valid);
  });
});
