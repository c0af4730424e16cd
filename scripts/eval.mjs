#!/usr/bin/env node
// npm run eval -- <corpus dir> [score-drafts options]
// Starts the service in embedded mode on a spare port with a throw-away DATA_DIR (offline rules extractor unless
// LLM_* is set), runs the independent scorer ../shared/tools/score-drafts.mjs against it over HTTP, prints its
// figures and stops the service. Exit status is the scorer's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [dirArg, ...rest] = process.argv.slice(2);
const corpus = resolve(dirArg ?? '../shared/corpus/dev');
const scorer = resolve('../shared/tools/score-drafts.mjs');
if (!existsSync(scorer)) {
  console.error(`The scorer is not at ${scorer} (the shared folder must sit beside this checkout).`);
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'facturador-eval-'));
const port = String(3900 + Math.floor(Math.random() * 90));
const service = spawn(process.execPath, ['dist/main.js'], {
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  service.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok && existsSync(join(dataDir, 'demo-keys.json'))) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the service did not become healthy in 120 s');
}

try {
  await waitForHealth();
  const key = JSON.parse(readFileSync(join(dataDir, 'demo-keys.json'), 'utf8')).testing;
  const code = await new Promise((resolveCode) => {
    const run = spawn(process.execPath, [scorer, '--base-url', `http://127.0.0.1:${port}`, '--api-key', key, '--dir', corpus, ...rest], { stdio: 'inherit' });
    run.on('exit', (c) => resolveCode(c ?? 1));
  });
  stop();
  process.exit(code);
} catch (error) {
  console.error(String(error));
  stop();
  process.exit(2);
}
