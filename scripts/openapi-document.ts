/**
 * Writes the service's OpenAPI document, as served at /openapi.json, to a file — offline: an in-memory embedded
 * database, the built-in simulator, nothing reached over the network.
 *
 *   npm run openapi:json [-- FILE]        (default node_modules/.cache/openapi/openapi.json)
 *   npm run lint:openapi                  (that document through `redocly lint`, redocly.yaml)
 */
import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { Database } from '../src/db/database';

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join('node_modules', '.cache', 'openapi', 'openapi.json'));
  const dataDir = mkdtempSync(join(tmpdir(), 'facturador-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('hex'), OCR_WORKERS: '1' });
  const database = await Database.open({ kind: 'pglite', dataDir: null });
  const { app } = await createApp({ ...config, database: { kind: 'pglite', dataDir: null } }, { database });
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/openapi.json`);
    if (!response.ok) throw new Error(`GET /openapi.json → ${response.status}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(await response.json(), null, 2) + '\n');
    process.stdout.write(`${out}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
