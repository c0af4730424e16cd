// The service the eval scripts (scripts/eval.mjs, scripts/eval-learn.mjs) run against: dist/main.js in embedded mode
// on a spare port with a throw-away DATA_DIR (offline rules extractor unless LLM_* is set), its demo testing key,
// and a small HTTP client for it. One start-up for both; `withEvalService` always stops the service and removes
// the DATA_DIR, also when the run throws.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the service, waits until it is healthy and has written its demo keys; `stop()` ends it. */
export async function startEvalService({ healthTimeoutS = 300 } = {}) {
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
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let waited = 0; ; waited += 0.5) {
      if (service.exitCode !== null) throw new Error(`the service exited with ${service.exitCode} before it was healthy`);
      try {
        if ((await fetch(`${baseUrl}/health`)).ok && existsSync(join(dataDir, 'demo-keys.json'))) break;
      } catch {
        // not up yet
      }
      if (waited >= healthTimeoutS) throw new Error(`the service did not become healthy in ${healthTimeoutS} s`);
      await sleep(500);
    }
    const key = JSON.parse(readFileSync(join(dataDir, 'demo-keys.json'), 'utf8')).testing;
    return { baseUrl, key, dataDir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Runs `run({ baseUrl, key, dataDir })` against a fresh service and exits with its status (2 when it throws). */
export async function withEvalService(run) {
  let service = null;
  let code;
  try {
    service = await startEvalService();
    code = await run(service);
  } catch (error) {
    console.error(String(error?.stack ?? error));
    code = 2;
  } finally {
    service?.stop();
  }
  process.exit(code);
}

/**
 * A JSON client for the service with the API key. While a page is OCR'd in-process the server answers late and a
 * pooled keep-alive socket can be reset: a network error is retried (a repeated upload is only a duplicate).
 */
export function evalClient(baseUrl, key) {
  return async (method, path, { json, form } = {}) => {
    const headers = { 'x-api-key': key, accept: 'application/json' };
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    if (form) body = form;
    let res;
    for (let attempt = 1; ; attempt++) {
      try {
        res = await fetch(baseUrl + path, { method, headers, body, signal: AbortSignal.timeout(120_000) });
        break;
      } catch (error) {
        if (attempt >= 6) throw error;
        await sleep(2000 * attempt);
      }
    }
    const text = await res.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, ok: res.ok, body: parsed };
  };
}
