import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('security of the HTTP surface [pglite]', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { AUTH_MAX_FAILURES_PER_MINUTE: '3' } });
    key = (await t.createAccount()).keys.testing;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends security headers on API answers, errors and the docs', async () => {
    for (const res of [await request(t.http).get('/health'), await request(t.http).get('/cuits').set('x-api-key', key), await request(t.http).get('/nowhere')]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    const docs = await request(t.http).get('/docs/');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    // The dashboard's page may run its own scripts and pdf.js's worker (the API's default-src 'none' blocked it).
    const app = await request(t.http).get('/app/');
    expect(app.headers['content-security-policy']).toContain("script-src 'self'");
    expect(app.headers['content-security-policy']).toContain("worker-src 'self' blob:");
  });

  it('refuses an API key in the query string with 400 api_key_in_query, even with a valid header', async () => {
    for (const url of [`/cuits?api_key=${key}`, `/cuits?x-api-key=${key}`, `/health?apiKey=x`, `/invoices?limit=5&k=${key}`]) {
      const res = await request(t.http).get(url).set('x-api-key', key);
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'api_key_in_query' });
      expect(res.body.resolution).toMatch(/x-api-key header/);
    }
  });

  it('answers 429 with Retry-After after AUTH_MAX_FAILURES_PER_MINUTE bad keys from one address', async () => {
    for (let i = 0; i < 3; i++) expect((await request(t.http).get('/cuits').set('x-api-key', `test_sk_wrong${i}`)).status).toBe(401);
    const blocked = await request(t.http).get('/cuits').set('x-api-key', 'test_sk_wrong4');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'too_many_failed_authentications', details: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The address waits out its minute even with a good key; public routes stay open.
    expect((await request(t.http).get('/cuits').set('x-api-key', key)).status).toBe(429);
    expect((await request(t.http).get('/health')).status).toBe(200);
  });
});
