import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveDashboard } from '../src/dashboard/dashboard-static';

@Module({})
class EmptyModule {}

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
});
