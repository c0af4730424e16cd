import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ManualClock } from '../src/common/clock';
import type { RunningSimulator } from '../src/taxauth/simulator/simulator';
import { EMBEDDED_SIMULATOR } from '../src/taxauth/taxauth.module';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const SALE = {
  lines: [{ description: 'Horas de consultoría', quantity: 10, unitPrice: 1000, ivaRate: 21 }],
  receiver: { name: 'Gorosito y Orellana SRL', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 },
};

interface Session {
  cookie: string;
  csrf: string;
  email: string;
}

describe.each(testDatabaseKinds())('dashboard sessions [%s]', (kind) => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, env: { DASHBOARD_IDLE_MINUTES: '30', DASHBOARD_SESSION_HOURS: '12', WEBHOOKS_ALLOW_LOOPBACK: 'true', QUEUE_POLL_SECONDS: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(email: string, password = PASSWORD): Promise<Session> {
    const res = await request(t.http).post('/auth/sign-in').send({ email, password });
    expect([res.status, res.body.code]).toEqual([200, undefined]);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((c) => c.startsWith('facturador_session='))!;
    return { cookie: session.split(';')[0]!, csrf: res.body.csrfToken, email };
  }
  const get = (s: Session, path: string) => request(t.http).get(path).set('Cookie', s.cookie);
  const post = (s: Session, path: string, body: object = {}) => request(t.http).post(path).set('Cookie', s.cookie).set('x-csrf-token', s.csrf).send(body);

  it('signs in with email and password: HttpOnly SameSite=Strict session cookie (no Secure outside production), a readable CSRF cookie, the user', async () => {
    const account = await t.createAccount('Sesiones');
    const res = await request(t.http).post('/auth/sign-in').send({ email: account.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: account.userId, email: account.email, role: 'owner', accountId: account.account.id, accountName: 'Sesiones' });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((c) => c.startsWith('facturador_session='))!;
    const csrf = cookies.find((c) => c.startsWith('facturador_csrf='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    expect(session).toMatch(/; Path=\//);
    // DASHBOARD_SESSION_HOURS by the application's clock (it read the wall clock and gave a negative age under a test clock).
    expect(session).toMatch(/; Max-Age=43200(;|$)/);
    expect(csrf).toMatch(/; Max-Age=43200(;|$)/);
    expect(session).not.toMatch(/Secure/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(decodeURIComponent(csrf.split(';')[0]!.split('=')[1]!)).toBe(res.body.csrfToken);

    const wrong = await request(t.http).post('/auth/sign-in').send({ email: account.email, password: 'not the password' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'invalid_credentials']);
    const unknown = await request(t.http).post('/auth/sign-in').send({ email: 'nobody@example.com', password: PASSWORD });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([401, 'invalid_credentials', wrong.body.message]);
  });

  it('a session calls the same API as a key; writes need the CSRF header (403 without it); edits and approvals record who did them', async () => {
    const account = await t.createAccount();
    const s = await signIn(account.email);
    expect((await get(s, '/auth/session')).body.user.email).toBe(account.email);
    expect((await get(s, '/documents/drafts')).status).toBe(200);

    const noToken = await request(t.http).post('/documents/drafts').set('Cookie', s.cookie).send({ data: SALE });
    expect([noToken.status, noToken.body.code]).toEqual([403, 'csrf_token_invalid']);
    const wrongToken = await request(t.http).post('/documents/drafts').set('Cookie', s.cookie).set('x-csrf-token', 'x'.repeat(43)).send({ data: SALE });
    expect([wrongToken.status, wrongToken.body.code]).toEqual([403, 'csrf_token_invalid']);

    const created = await post(s, '/documents/drafts', { data: SALE });
    expect(created.status).toBe(201);
    const id = created.body.draft.id;
    const edited = await request(t.http).patch(`/documents/drafts/${id}`).set('Cookie', s.cookie).set('x-csrf-token', s.csrf)
      .send({ data: { ...SALE, lines: [{ ...SALE.lines[0], unitPrice: 1200 }] } });
    expect(edited.status).toBe(200);
    const rejected = await post(s, `/documents/drafts/${id}/reject`, { reason: 'duplicado' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.draft.activity).toEqual([
      { action: 'edited', userId: account.userId, email: account.email, via: 'session', at: expect.any(String) },
      { action: 'rejected', userId: account.userId, email: account.email, via: 'session', at: expect.any(String) },
    ]);

    // The same draft read with the API key shows who did it; an edit by key is recorded as such.
    const other = (await request(t.http).post('/documents/drafts').set('x-api-key', account.keys.testing).send({ data: SALE })).body.draft.id;
    await request(t.http).patch(`/documents/drafts/${other}`).set('x-api-key', account.keys.testing).send({ data: SALE }).expect(200);
    const byKey = (await request(t.http).get(`/documents/drafts/${other}`).set('x-api-key', account.keys.testing)).body.draft;
    expect(byKey.activity).toEqual([{ action: 'edited', userId: account.userId, email: null, via: 'api_key', at: expect.any(String) }]);

    // Counts per status and oldest-first order serve the inbox.
    const counts = (await get(s, '/documents/drafts/counts')).body.counts;
    expect(counts).toMatchObject({ rejected: 1, review_required: expect.any(Number), issued: 0 });
    const oldestFirst = (await get(s, '/documents/drafts?order=asc')).body.drafts.map((d: { id: string }) => d.id);
    expect(oldestFirst).toEqual([id, other]);
  });

  it('the environment follows the x-environment header (testing by default); a bad value is 400', async () => {
    const account = await t.createAccount();
    const s = await signIn(account.email);
    await post(s, '/documents/drafts', { data: SALE }).expect(201);
    expect((await get(s, '/documents/drafts')).body.drafts).toHaveLength(1);
    expect((await get(s, '/documents/drafts').set('x-environment', 'production')).body.drafts).toHaveLength(0);
    const bad = await get(s, '/documents/drafts').set('x-environment', 'prod');
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_environment']);
  });

  it('a session cookie from one account never reads another account', async () => {
    const a = await t.createAccount('A');
    const b = await t.createAccount('B');
    const draftOfA = (await request(t.http).post('/documents/drafts').set('x-api-key', a.keys.testing).send({ data: SALE })).body.draft.id;
    const sb = await signIn(b.email);
    expect((await get(sb, `/documents/drafts/${draftOfA}`)).status).toBe(404);
    expect((await get(sb, `/documents/drafts/${draftOfA}/file`)).status).toBe(404);
    expect((await get(sb, '/documents/drafts')).body.drafts).toEqual([]);
    expect((await post(sb, `/documents/drafts/${draftOfA}/approve`)).status).toBe(404);
  });

  it('API keys behave as before, and dashboard-only functions answer 403 dashboard_only to them', async () => {
    const account = await t.createAccount();
    expect((await request(t.http).get('/documents/drafts').set('x-api-key', account.keys.testing)).status).toBe(200);
    const none = await request(t.http).get('/documents/drafts');
    expect([none.status, none.body.code]).toEqual([401, 'unauthorized']);
    for (const path of ['/auth/session', '/account/api-keys', '/account/usage']) {
      const res = await request(t.http).get(path).set('x-api-key', account.keys.testing);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'dashboard_only']);
    }
    const regen = await request(t.http).post('/account/api-keys/testing/regenerate').set('x-api-key', account.keys.testing);
    expect([regen.status, regen.body.code]).toEqual([403, 'dashboard_only']);
  });

  it('an owner regenerates the testing key in a session: the old key gets 401 at once, the new one works', async () => {
    const account = await t.createAccount();
    const s = await signIn(account.email);
    const listed = (await get(s, '/account/api-keys')).body.keys;
    expect(listed.map((k: { display: string }) => k.display)).toEqual(expect.arrayContaining([expect.stringMatching(/^test_sk_\w{4}…\w{4}$/)]));
    expect((await get(s, '/account/usage')).body).toEqual({
      plan: 'standard',
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      productionVouchers: { used: 0, limit: 500 },
      cuits: { used: 0, limit: 10 },
    });
    const regen = await post(s, '/account/api-keys/testing/regenerate');
    expect(regen.status).toBe(200);
    expect(regen.body.key).toMatch(/^test_sk_/);
    expect((await request(t.http).get('/documents/drafts').set('x-api-key', account.keys.testing)).status).toBe(401);
    expect((await request(t.http).get('/documents/drafts').set('x-api-key', regen.body.key)).status).toBe(200);
  });

  it('owners invite reviewers; a reviewer works on drafts and templates only (403 forbidden_for_role elsewhere)', async () => {
    const account = await t.createAccount();
    const owner = await signIn(account.email);
    const invited = await post(owner, '/account/users', { email: `revisor-${Date.now()}@example.com`, role: 'reviewer' });
    expect(invited.status).toBe(201);
    expect(invited.body.user.role).toBe('reviewer');
    const reviewer = await signIn(invited.body.user.email, invited.body.password);
    expect((await get(reviewer, '/auth/session')).body.user).toMatchObject({ role: 'reviewer', accountId: account.account.id });
    expect((await get(reviewer, '/documents/drafts')).status).toBe(200);
    expect((await get(reviewer, '/documents/templates')).status).toBe(200);
    expect((await get(reviewer, '/cuits')).status).toBe(200);
    expect((await post(reviewer, '/documents/drafts', { data: SALE })).status).toBe(201);
    for (const path of ['/account/api-keys', '/account/users', '/invoices', '/webhooks']) {
      const res = await get(reviewer, path);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'forbidden_for_role']);
    }
    expect((await post(reviewer, '/account/api-keys/testing/regenerate')).status).toBe(403);
    expect((await post(reviewer, '/account/users', { email: 'x@example.com', role: 'owner' })).status).toBe(403);
  });

  it('sessions end after the idle time, after the absolute lifetime, and at sign-out', async () => {
    const account = await t.createAccount();
    const idle = await signIn(account.email);
    clock.advance(29 * 60_000);
    expect((await get(idle, '/auth/session')).status).toBe(200);
    clock.advance(29 * 60_000); // 29 min after the last use: still alive
    expect((await get(idle, '/auth/session')).status).toBe(200);
    clock.advance(31 * 60_000);
    const ended = await get(idle, '/auth/session');
    expect([ended.status, ended.body.code]).toEqual([401, 'unauthorized']);

    const busy = await signIn(account.email);
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      clock.advance(25 * 60_000);
      const res = await get(busy, '/auth/session');
      if (elapsed + 25 < 12 * 60) expect(res.status).toBe(200);
      else expect(res.status).toBe(401);
    }

    const s = await signIn(account.email);
    expect((await request(t.http).post('/auth/sign-out').set('Cookie', s.cookie)).status).toBe(403); // CSRF applies
    const out = await post(s, '/auth/sign-out');
    expect(out.status).toBe(200);
    expect((out.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/facturador_session=; .*Max-Age=0/);
    expect((await get(s, '/auth/session')).status).toBe(401);
  });

  it('changes the password: wrong current password 400, too short 400; the other sessions end, this one goes on', async () => {
    const account = await t.createAccount();
    const here = await signIn(account.email);
    const elsewhere = await signIn(account.email);
    expect((await post(here, '/auth/password', { currentPassword: 'nope', newPassword: 'una frase bastante larga' })).body.code).toBe('invalid_current_password');
    expect((await post(here, '/auth/password', { currentPassword: PASSWORD, newPassword: 'corta' })).body.code).toBe('weak_password');
    expect((await post(here, '/auth/password', { currentPassword: PASSWORD, newPassword: 'una frase bastante larga' })).status).toBe(200);
    expect((await get(here, '/auth/session')).status).toBe(200);
    expect((await get(elsewhere, '/auth/session')).status).toBe(401);
    expect((await request(t.http).post('/auth/sign-in').send({ email: account.email, password: PASSWORD })).status).toBe(401);
    await signIn(account.email, 'una frase bastante larga');
  });

  it('failed sign-ins are slowed per account: after 5 failures each try waits longer (429 with the wait), even with the right password', async () => {
    const account = await t.createAccount();
    for (let i = 0; i < 6; i++) {
      const res = await request(t.http).post('/auth/sign-in').send({ email: account.email, password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.http).post('/auth/sign-in').send({ email: account.email, password: PASSWORD });
    expect([blocked.status, blocked.body.code, blocked.body.details]).toEqual([429, 'too_many_sign_in_attempts', { retryAfterSeconds: 1 }]);
    clock.advance(1_000);
    expect((await request(t.http).post('/auth/sign-in').send({ email: account.email, password: 'wrong again' })).status).toBe(401);
    const longer = await request(t.http).post('/auth/sign-in').send({ email: account.email, password: PASSWORD });
    expect([longer.status, longer.body.details]).toEqual([429, { retryAfterSeconds: 2 }]);
    clock.advance(2_000);
    await signIn(account.email); // the right password after the wait signs in and clears the count
    clock.advance(16 * 60_000); // the address's count (shared by this suite) is forgotten after its window
  });

  it("a session reveals and rotates a webhook's secret and reads its delivery history; redelivery adds an attempt", async () => {
    const received: string[] = [];
    const server: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(String(req.headers['x-webhook-signature'] ?? req.headers['webhook-signature'] ?? ''));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const account = await t.createAccount();
      const s = await signIn(account.email);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const created = await post(s, '/webhooks', { url, events: ['draft.review_required'] });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const shown = (await get(s, `/webhooks/${id}/secret`)).body.secret;
      expect(shown).toBe(created.body.secret);
      const rotated = await post(s, `/webhooks/${id}/secret/rotate`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.secret).toMatch(/^whsec_/);
      expect(rotated.body.secret).not.toBe(shown);
      expect((await get(s, `/webhooks/${id}/secret`)).body.secret).toBe(rotated.body.secret);

      // A draft that needs review (no price) raises draft.review_required: one delivery, one attempt answered 204.
      await post(s, '/documents/drafts', { data: { ...SALE, lines: [{ ...SALE.lines[0], unitPrice: null }] } }).expect(201);
      const deadline = Date.now() + 30_000;
      let deliveries: Array<{ id: string; status: string; history: Array<{ statusCode: number }> }> = [];
      while (Date.now() < deadline && deliveries[0]?.status !== 'delivered') {
        deliveries = (await get(s, `/webhooks/${id}/deliveries`)).body.deliveries;
        if (deliveries[0]?.status !== 'delivered') await new Promise((r) => setTimeout(r, 200));
      }
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ eventType: 'draft.review_required', status: 'delivered', history: [{ attempt: 1, statusCode: 204 }] });
      expect((await post(s, `/webhooks/${id}/deliveries/${deliveries[0]!.id}/redeliver`)).status).toBe(202);
      while (Date.now() < deadline && received.length < 2) await new Promise((r) => setTimeout(r, 200));
      expect(received).toHaveLength(2);

      // Another account's session does not reach this webhook.
      const other = await signIn((await t.createAccount()).email);
      expect((await get(other, `/webhooks/${id}/secret`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a session makes a certificate request for a CUIT and installs the certificate issued for it; an API key gets 403 dashboard_only', async () => {
    const account = await t.createAccount();
    const s = await signIn(account.email);
    const cuit = await post(s, '/cuits', { number: '20-26756539-3' });
    expect(cuit.status).toBe(201);
    const csr = await post(s, `/cuits/${cuit.body.id}/credentials/testing/csr`, { organization: 'Distribuidora Los Álamos' });
    expect(csr.status).toBe(200);
    expect(csr.body.csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);
    const byKey = await request(t.http).post(`/cuits/${cuit.body.id}/credentials/testing/csr`).set('x-api-key', account.keys.testing).send({ organization: 'X' });
    expect([byKey.status, byKey.body.code]).toEqual([403, 'dashboard_only']);

    const simulator = t.app.get<RunningSimulator>(EMBEDDED_SIMULATOR);
    const issued = simulator.issueCertificate(csr.body.csr);
    const installed = await post(s, `/cuits/${cuit.body.id}/credentials/testing/certificate`, { certificate: issued.certPem });
    expect([installed.status, installed.body.code]).toEqual([200, undefined]);
    expect(installed.body.fingerprint).toEqual(expect.any(String));
    expect((await get(s, `/cuits/${cuit.body.id}`)).body.testing_certificate_valid).toBe(true);
    const bad = await post(s, `/cuits/${cuit.body.id}/credentials/production/certificate`, { certificate: 'not a certificate' });
    expect(bad.status).toBe(400);
  });

  it('serves the dashboard page at /app and redirects / there; a missing hashed asset is 404', async () => {
    const root = await request(t.http).get('/');
    expect([root.status, root.headers.location]).toEqual([302, '/app/']);
    expect((await request(t.http).get('/app/assets/missing-abc123.js')).status).toBe(404);
    const page = await request(t.http).get('/app/drafts/some-id');
    expect([200, 503]).toContain(page.status); // 503 until `npm run build` has built web/dist
    if (page.status === 200) expect(page.headers['cache-control']).toBe('no-cache');
  });
});
