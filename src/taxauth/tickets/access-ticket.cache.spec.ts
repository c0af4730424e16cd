import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../../db/database';
import { TaxAuthHttpClient } from '../http/taxauth-http';
import { startSimulator, type RunningSimulator } from '../simulator/simulator';
import { TEST_NOW } from '../testing/taxauth-test-kit';
import { WsaaClient } from '../wsaa/wsaa.client';
import { AccessTicketCache, AccessTicketUnavailableError } from './access-ticket.cache';

const PG_URL = 'postgres://postgres@127.0.0.1:5432';

describe('AccessTicketCache', () => {
  let sim: RunningSimulator;
  let http: TaxAuthHttpClient;
  let wsaa: WsaaClient;
  const clock = () => sim.control.clock.now();

  beforeAll(async () => {
    sim = await startSimulator({ now: () => TEST_NOW, control: true });
    http = new TaxAuthHttpClient({ timeoutMs: 5000 });
    wsaa = new WsaaClient(http, sim.urls.wsaa, clock);
  });
  afterAll(async () => {
    http.close();
    await sim.close();
  });
  beforeEach(() => {
    sim.control.reset();
    sim.control.clock.set(TEST_NOW);
  });

  describe('on PGlite', () => {
    let db: Database;
    beforeAll(async () => {
      db = await Database.open({ kind: 'pglite', dataDir: null });
      await db.migrate();
    });
    afterAll(() => db.close());

    it('logs in once, then serves the stored ticket', async () => {
      const creds = credentials(sim, '20267565393');
      const cache = new AccessTicketCache(db, () => wsaa, { clock });
      const first = await cache.getTicket('testing', creds, 'wsfe');
      const second = await cache.getTicket('testing', creds, 'wsfe');
      expect(second.token).toBe(first.token);
      expect(first.expirationTime.getTime() - first.generationTime.getTime()).toBe(12 * 3600_000);
      expect(sim.control.stats().logins).toBe(1);
      // A different service is a different ticket.
      await cache.getTicket('testing', creds, 'ws_sr_padron_a5');
      expect(sim.control.stats().logins).toBe(2);
    });

    it('does not send a ticket to another WSAA than the one that issued it (endpoints changed)', async () => {
      const other = await startSimulator({ now: () => TEST_NOW, ca: sim.ca, control: true });
      try {
        const creds = credentials(sim, '20222222223');
        const otherWsaa = new WsaaClient(http, other.urls.wsaa, clock);
        let current: WsaaClient = wsaa;
        const cache = new AccessTicketCache(db, () => current, { clock });
        const first = await cache.getTicket('production', creds, 'wsfe');
        current = otherWsaa;
        const fromOther = await cache.getTicket('production', creds, 'wsfe');
        expect(fromOther.token).not.toBe(first.token);
        expect(other.control.stats().logins).toBe(1);
        // The other WSAA's ticket is now the stored one, and is reused there.
        expect((await cache.getTicket('production', creds, 'wsfe')).token).toBe(fromOther.token);
        expect(other.control.stats().logins).toBe(1);
      } finally {
        await other.close();
      }
    });

    it('inside the renewal margin keeps the still-valid ticket when WSAA says coe.alreadyAuthenticated; renews after expiry', async () => {
      const creds = credentials(sim, '20111111112');
      const cache = new AccessTicketCache(db, () => wsaa, { clock, renewMarginMs: 10 * 60_000 });
      const first = await cache.getTicket('testing', creds, 'wsfe');
      sim.control.clock.advance(12 * 3600_000 - 5 * 60_000);
      const within = await cache.getTicket('testing', creds, 'wsfe');
      expect(within.token).toBe(first.token);
      expect(sim.control.stats().loginFaults).toBe(1);
      sim.control.clock.advance(10 * 60_000);
      const renewed = await cache.getTicket('testing', creds, 'wsfe');
      expect(renewed.token).not.toBe(first.token);
      expect(sim.control.stats().logins).toBe(2);
    });

    it('raises a clear error with the retry time when WSAA holds a ticket this system never stored', async () => {
      const creds = credentials(sim, '30000000007');
      await wsaa.login(creds, 'wsfe'); // issued "elsewhere"
      const cache = new AccessTicketCache(db, () => wsaa, { clock, alreadyAuthenticatedWaitMs: 10 * 60_000 });
      const error = await cache.getTicket('testing', creds, 'wsfe').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccessTicketUnavailableError);
      expect((error as AccessTicketUnavailableError).retryAt.toISOString()).toBe(new Date(TEST_NOW.getTime() + 10 * 60_000).toISOString());
      expect((error as Error).message).toContain('Retry after 2025-07-15T15:10:00.000Z');
      // The wait is recorded: the next call does not hit WSAA again.
      await expect(cache.getTicket('testing', creds, 'wsfe')).rejects.toBeInstanceOf(AccessTicketUnavailableError);
      expect(sim.control.stats().loginFaults).toBe(1);
    });
  });

  describe('on the PostgreSQL server', () => {
    const name = `taxauth_test_${randomBytes(6).toString('hex')}`;
    let admin: Client;
    let a: Database;
    let b: Database;

    beforeAll(async () => {
      admin = new Client({ connectionString: `${PG_URL}/postgres` });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      a = await Database.open({ kind: 'postgres', url: `${PG_URL}/${name}` });
      b = await Database.open({ kind: 'postgres', url: `${PG_URL}/${name}` });
      await a.migrate();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('two app instances asking at once make exactly one WSAA login and share its ticket', async () => {
      const creds = credentials(sim, '20267565393');
      // Slow WSAA down so the second instance certainly asks while the first login is in flight.
      sim.control.inject({ kind: 'delay', service: 'wsaa', delayMs: 400 });
      const instanceA = new AccessTicketCache(a, () => new WsaaClient(http, sim.urls.wsaa, clock), { clock });
      const instanceB = new AccessTicketCache(b, () => new WsaaClient(http, sim.urls.wsaa, clock), { clock });
      const [ta, tb] = await Promise.all([instanceA.getTicket('testing', creds, 'wsfe'), instanceB.getTicket('testing', creds, 'wsfe')]);
      expect(ta.token).toBe(tb.token);
      expect(sim.control.stats().logins).toBe(1);
      expect(sim.control.stats().loginFaults).toBe(0);
    });
  });
});

function credentials(sim: RunningSimulator, cuit: string) {
  const issued = sim.issueCertificate(cuit);
  return { certPem: issued.certPem, keyPem: issued.keyPem ?? '' };
}
