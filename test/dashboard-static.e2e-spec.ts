import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveDashboard } from '../src/dashboard/dashboard-static';

@Module({})
class EmptyModule {}

const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(5000))};`;

describe('the dashboard page, served from a folder under a dot-directory', () => {
  let app: NestExpressApplication;
  let root: string;

  beforeAll(async () => {
    // Like an install under ~/.local, or the benches' node_modules/.cache: `send` refuses absolute paths with a
    // dot segment, so index.html must be sent relative to the build folder.
    root = mkdtempSync(join(tmpdir(), 'dashboard-static-'));
    const dist = join(root, '.cache', 'web', 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Facturador</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // As the build leaves them: a gzipped copy beside each script and stylesheet (web/vite.config.mts).
    writeFileSync(join(dist, 'assets', 'app-def456.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app-def456.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-def456.css'), 'body { margin: 0 }');
    writeFileSync(join(dist, 'assets', 'index-def456.css.gz'), gzipSync('body { margin: 0 }'));
    app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    serveDashboard(app, dist);
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a client-side route with index.html (not cached) and a hashed asset with a year of cache', async () => {
    const page = await request(app.getHttpServer()).get('/app/drafts/123');
    expect([page.status, page.text, page.headers['cache-control']]).toEqual([200, '<!doctype html><title>Facturador</title>', 'no-cache']);
    const asset = await request(app.getHttpServer()).get('/app/assets/index-abc123.js');
    expect([asset.status, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it('sends the gzipped copy of a script or stylesheet to a browser that accepts gzip, the file itself otherwise', async () => {
    const gzipped = await request(app.getHttpServer()).get('/app/assets/app-def456.js').set('accept-encoding', 'gzip, deflate, br');
    expect([gzipped.status, gzipped.headers['content-encoding'], gzipped.headers['content-type'], gzipped.headers['cache-control'], gzipped.headers.vary]).toEqual([
      200, 'gzip', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'Accept-Encoding',
    ]);
    expect(gzipped.text).toBe(SCRIPT); // supertest inflates it: the bytes are the script's
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
    const css = await request(app.getHttpServer()).get('/app/assets/index-def456.css').set('accept-encoding', 'gzip');
    expect([css.headers['content-encoding'], css.headers['content-type'], css.text]).toEqual(['gzip', 'text/css; charset=utf-8', 'body { margin: 0 }']);
    const plain = await request(app.getHttpServer()).get('/app/assets/app-def456.js').set('accept-encoding', 'identity');
    expect([plain.status, plain.headers['content-encoding'], plain.text, plain.headers['cache-control']]).toEqual([200, undefined, SCRIPT, 'public, max-age=31536000, immutable']);
    // A script with no gzipped copy is sent as it is; a missing one stays a 404.
    const other = await request(app.getHttpServer()).get('/app/assets/index-abc123.js').set('accept-encoding', 'gzip');
    expect([other.status, other.headers['content-encoding'], other.text]).toEqual([200, undefined, 'console.log(1)']);
    expect((await request(app.getHttpServer()).get('/app/assets/gone-000.js').set('accept-encoding', 'gzip')).status).toBe(404);
  });
});
