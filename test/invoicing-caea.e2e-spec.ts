import request from 'supertest';
import { CaeaFallbackService } from '../src/invoicing/caea-fallback.service';
import { caeaCodes } from '../src/invoicing/caea.schema';
import { addDays, argentinaDate } from '../src/taxauth/time';
import { fortnightDays, fortnightOf } from '../src/taxauth/wsfe/caea-period';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const CUIT = '20267565393';
const CAE_POS = 1;
const CAEA_POS = 9;

interface Invoice {
  id: string;
  status: string;
  ptoVta: number;
  voucherNumber: number | null;
  cae: string | null;
  caea: string | null;
  caeaInformedAt: string | null;
  qrUrl: string | null;
}

async function allInvoices(t: TestApp, key: string): Promise<Invoice[]> {
  const out: Invoice[] = [];
  let cursor: string | null = null;
  do {
    const page: request.Response = await request(t.http).get(`/invoices?limit=200${cursor ? `&cursor=${cursor}` : ''}`).set('x-api-key', key).expect(200);
    out.push(...(page.body.data as Invoice[]));
    cursor = page.body.nextCursor;
  } while (cursor);
  return out;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(testDatabaseKinds())('CAEA fallback while WSFEv1 is down [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    simulator.control.setPointsOfSale(CUIT, [
      { nro: CAE_POS, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null },
      { nro: 2, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null },
      { nro: CAEA_POS, emisionTipo: 'CAEA - Ri Iva', bloqueado: 'N', fchBaja: null },
    ]);
    t = await startTestApp(kind, {
      simulator,
      env: {
        ...ISSUING_ENV,
        ISSUING_CAEA_FALLBACK_SECONDS: '2',
        ISSUING_RETRY_DELAY_SECONDS: '0',
        ISSUING_STALE_AFTER_SECONDS: '3',
        ISSUING_LEASE_SECONDS: '3',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('completes a batch under the CAEA during the outage, informs it afterwards: 0 duplicates, 0 gaps on either point of sale', async () => {
    const { key, cuitId } = await issuerWithDefaults(t, simulator, { pos: CAE_POS });
    await request(t.http).post(`/cuits/${cuitId}/pos`).set('x-api-key', key).expect(200);
    const post = async (n: number) => (await request(t.http).post('/invoices/batches').set('x-api-key', key).send({ invoices: Array.from({ length: n }, () => CONSUMER_INVOICE) }).expect(202)).body.id as string;

    // WSFEv1 up: 50 vouchers with CAE; the run that answered asks for the fortnight's CAEA ahead of any outage.
    const first = await post(50);
    expect(await waitForBatch(t, key, first, 60_000)).toMatchObject({ status: 'completed', processedItems: 50 });
    const held = await until('the CAEA of the fortnight', async () => (await t.database.orm.select().from(caeaCodes)).find((c) => c.issuerCuit === CUIT && c.environment === 'testing'), 60_000);
    expect(held.caea).toMatch(/^\d{14}$/);

    // The outage: the first FECompUltimoAutorizado still answers, then FECAESolicitar is processed by the tax
    // authority but its answer is lost (the connection drops after the commit), then every WSFEv1 call fails.
    simulator.control.inject({ kind: 'delay', delayMs: 0, service: 'wsfe', operation: 'FECompUltimoAutorizado' });
    simulator.control.inject({ kind: 'drop_after_commit', service: 'wsfe', operation: 'FECAESolicitar' });
    simulator.control.inject({ kind: 'http_status', status: 503, service: 'wsfe', times: 1_000_000 });
    const second = await post(300);
    // 250 numbers of `second` are in flight at the CAE point of sale; its other 50 wait for a number.
    await until('the in-flight numbers', async () => (await allInvoices(t, key)).filter((i) => i.status === 'reconciling').length === 250, 60_000);
    const third = await post(100);

    // Past ISSUING_CAEA_FALLBACK_SECONDS every pending voucher is numbered at the CAEA point of sale, still offline.
    expect(await waitForBatch(t, key, third, 60_000)).toMatchObject({ status: 'completed', processedItems: 100, failedItems: 0 });
    await until('the rest of the second batch under CAEA', async () => (await allInvoices(t, key)).filter((i) => i.caea).length === 150, 60_000);
    expect((await request(t.http).get(`/invoices/batches/${second}`).set('x-api-key', key).expect(200)).body.status).toBe('processing');
    const offline = await allInvoices(t, key);
    const underCaea = offline.filter((i) => i.caea);
    expect(underCaea.every((i) => i.status === 'completed' && i.ptoVta === CAEA_POS && i.caea === held.caea && i.cae === null && i.caeaInformedAt === null)).toBe(true);
    expect(underCaea.map((i) => i.voucherNumber).sort((a, b) => a! - b!)).toEqual(range(1, 150));
    const qr = JSON.parse(Buffer.from(new URL(underCaea[0]!.qrUrl!).searchParams.get('p')!, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(qr).toMatchObject({ tipoCodAut: 'A', codAut: Number(held.caea), ptoVta: CAEA_POS });
    expect(simulator.control.state.sequences.get(`${CUIT}:${CAEA_POS}:6`)?.lastNro ?? 0).toBe(0);

    // WSFEv1 back: the in-flight numbers are resolved by FECompConsultar, the CAEA vouchers informed.
    simulator.control.clearFaults();
    expect(await waitForBatch(t, key, second, 180_000)).toMatchObject({ status: 'completed', processedItems: 300, failedItems: 0 });
    await until('every CAEA voucher informed', async () => (await allInvoices(t, key)).filter((i) => i.caeaInformedAt).length === 150, 180_000);
    const fourth = await post(20);
    expect(await waitForBatch(t, key, fourth, 60_000)).toMatchObject({ status: 'completed', processedItems: 20 });

    const all = await allInvoices(t, key);
    expect(all).toHaveLength(470);
    expect(all.every((i) => i.status === 'completed')).toBe(true);
    const at = (pos: number) => all.filter((i) => i.ptoVta === pos).map((i) => i.voucherNumber!).sort((a, b) => a - b);
    expect(at(CAE_POS)).toEqual(range(1, 320));
    expect(at(CAEA_POS)).toEqual(range(1, 150));
    expect(all.filter((i) => i.ptoVta === CAE_POS).every((i) => /^\d{14}$/.test(i.cae ?? '') && i.caea === null)).toBe(true);
    // The tax authority's view: the same two sequences, the CAEA point of sale's vouchers informed under the CAEA.
    expect(simulator.control.state.sequences.get(`${CUIT}:${CAE_POS}:6`)?.lastNro).toBe(320);
    expect(simulator.control.state.sequences.get(`${CUIT}:${CAEA_POS}:6`)?.lastNro).toBe(150);
    const informed = [...simulator.control.state.vouchers.values()].filter((v) => v.cuit === CUIT && v.ptoVta === CAEA_POS);
    expect(informed).toHaveLength(150);
    expect(informed.every((v) => v.emisionTipo === 'CAEA' && v.cae === held.caea)).toBe(true);

    // Period end: the previous fortnight's CAEA (granted, never used) is informed without movement for the CAEA
    // point of sale and closed; the current one, still running and used, is not.
    const previous = fortnightOf(addDays(fortnightDays(fortnightOf(argentinaDate(new Date()))).desde, -1));
    const days = fortnightDays(previous);
    const unused = { cuit: CUIT, caea: '31234567890123', periodo: previous.periodo, orden: previous.orden, fchVigDesde: days.desde, fchVigHasta: days.hasta, fchTopeInf: addDays(days.hasta, 8), fchProceso: `${days.desde}000000` };
    simulator.control.state.caeas.set(unused.caea, unused);
    await t.database.orm.insert(caeaCodes).values({ issuerCuit: CUIT, environment: 'testing', periodo: unused.periodo, orden: unused.orden, caea: unused.caea, fchVigDesde: unused.fchVigDesde, fchVigHasta: unused.fchVigHasta, fchTopeInf: unused.fchTopeInf });
    await t.app.get(CaeaFallbackService).maintain();
    await t.app.get(CaeaFallbackService).maintain();
    expect(simulator.control.state.caeaWithoutMovement.filter((m) => m.cuit === CUIT)).toEqual([expect.objectContaining({ caea: unused.caea, ptoVta: CAEA_POS })]);
    const codes = (await t.database.orm.select().from(caeaCodes)).filter((c) => c.issuerCuit === CUIT && c.environment === 'testing');
    expect(codes.find((c) => c.caea === unused.caea)).toMatchObject({ withoutMovement: [CAEA_POS], closedAt: expect.any(Date) });
    expect(codes.find((c) => c.caea === held.caea)).toMatchObject({ withoutMovement: [], closedAt: null });
  }, 600_000);
});
