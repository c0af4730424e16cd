import { Client } from 'pg';
import request from 'supertest';
import { startBesideMain, type BesideMain } from './support/beside-main';
import type { TestApp } from './support/test-app';

/**
 * Issue 18: API keys are cached per process (no database round trip per request), and a regenerated key stops
 * working at once in every process. Two processes on one PostgreSQL database: the test's own app and the real
 * `src/main.ts`, compiled and run as a child process. Each caches the key by using it, then the key is
 * regenerated in one and the very next request with the old key to the other gets 401.
 *
 * PostgreSQL delivers a notification to each listening connection on its own schedule, so the regeneration waits
 * for every listening process's acknowledgement, not only its own echo (a CI run once saw the other process answer
 * 200 right after the regeneration). The last test makes one listener slow on purpose.
 */


describe('API keys cached per process, invalidated in every process [postgres]', () => {
  let pair: BesideMain;
  let t: TestApp;
  let childUrl: string;

  beforeAll(async () => {
    pair = await startBesideMain('keys');
    ({ t, childUrl } = pair);
  }, 120_000);

  afterAll(async () => {
    await pair?.stop();
  }, 30_000);

  const viaChild = (key: string) => request(childUrl).get('/cuits').set('x-api-key', key);
  const viaTest = (key: string) => request(t.http).get('/cuits').set('x-api-key', key);

  /** Regenerates the testing key the way the dashboard does: signed in, with the CSRF token. */
  async function regenerate(server: string | TestApp['http'], email: string): Promise<string> {
    const signedIn = await request(server).post('/auth/sign-in').send({ email, password: 'correct horse battery staple' }).expect(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('facturador_session='))!.split(';')[0]!;
    const res = await request(server).post('/account/api-keys/testing/regenerate').set('Cookie', cookie).set('x-csrf-token', signedIn.body.csrfToken).send({}).expect(200);
    return res.body.key as string;
  }

  it('a key regenerated in one process gets 401 at once in the other (and the new key works in both)', async () => {
    const account = await t.createAccount();
    const old = account.keys.testing;
    // Both processes have now resolved (and cached) the key.
    for (let i = 0; i < 3; i++) {
      expect((await viaChild(old)).status).toBe(200);
      expect((await viaTest(old)).status).toBe(200);
    }
    const fresh = await regenerate(t.http, account.email);
    expect(fresh).not.toBe(old);

    const stale = await viaChild(old);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('unauthorized');
    expect((await viaTest(old)).status).toBe(401);
    expect((await viaChild(fresh)).status).toBe(200);
    expect((await viaTest(fresh)).status).toBe(200);
  });

  it('and the other way round: regenerated in the child process, refused at once in the test process', async () => {
    const account = await t.createAccount();
    const old = account.keys.testing;
    expect((await viaTest(old)).status).toBe(200);
    expect((await viaChild(old)).status).toBe(200);
    const fresh = await regenerate(childUrl, account.email);
    expect((await viaTest(old)).status).toBe(401);
    expect((await viaChild(old)).status).toBe(401);
    expect((await viaTest(fresh)).status).toBe(200);
  });

  it('the key of one environment regenerated leaves the other environment’s key working', async () => {
    const account = await t.createAccount();
    expect((await viaChild(account.keys.production)).status).toBe(200);
    expect((await viaChild(account.keys.testing)).status).toBe(200);
    await regenerate(t.http, account.email);
    expect((await viaChild(account.keys.production)).status).toBe(200);
    expect((await viaChild(account.keys.testing)).status).toBe(401);
  });

  it('the regeneration answers only once every listening process acknowledged, a slow one too', async () => {
    if (pair.testDb.config.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    // A third process as the service's listeners are seen by the others: same connection name, same channels.
    const slow = new Client({ connectionString: pair.testDb.config.url, application_name: 'facturador_api_key_listener' });
    await slow.connect();
    const events: string[] = [];
    // The acknowledgement's own statement, awaited before the connection is closed.
    let acknowledged: Promise<unknown> = Promise.resolve();
    try {
      slow.on('notification', (message) => {
        if (message.channel !== 'facturador_api_key_changes') return;
        const nonce = message.payload!.split(' ')[1]!;
        acknowledged = new Promise((done) => setTimeout(done, 400)).then(() => {
          events.push('slow listener acknowledged');
          return slow.query('select pg_notify($1, $2)', ['facturador_api_key_acks', nonce]);
        });
      });
      await slow.query('LISTEN facturador_api_key_changes');
      const account = await t.createAccount();
      await regenerate(t.http, account.email);
      events.push('regeneration answered');
      expect(events).toEqual(['slow listener acknowledged', 'regeneration answered']);
    } finally {
      await acknowledged.catch(() => undefined);
      await slow.end();
    }
  });
});
