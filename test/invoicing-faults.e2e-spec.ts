import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { startDroppingProxy } from './support/dropping-proxy';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { createTestDatabase, startTestApp, testDatabaseKinds, type DbKind, type TestApp } from './support/test-app';

/** The tax authority's sequences as the simulator holds them: `cuit|ptoVta|cbteTipo` → last number. */
async function simulatorSequences(simulator: RunningSimulator): Promise<Record<string, { lastNro: number }>> {
  const state = (await (await fetch(`${simulator.urls.control}/state`)).json()) as { sequences: Record<string, { lastNro: number }> };
  return state.sequences;
}

/** Factura B (6) of the test CUIT at a point of sale. */
function lastNumberAt(sequences: Record<string, { lastNro: number }>, ptoVta: number): number {
  return sequences[`20267565393:${ptoVta}:6`]?.lastNro ?? 0;
}

async function numbers(t: TestApp, key: string, ptoVta: number): Promise<number[]> {
  const out: number[] = [];
  let cursor: string | null = null;
  do {
    const page: request.Response = await request(t.http).get(`/invoices?ptoVta=${ptoVta}&limit=200${cursor ? `&cursor=${cursor}` : ''}`).set('x-api-key', key).expect(200);
    for (const invoice of page.body.data as Array<{ status: string; voucherNumber: number | null }>) {
      expect(invoice.status).toBe('completed');
      out.push(invoice.voucherNumber!);
    }
    cursor = page.body.nextCursor;
  } while (cursor);
  return out.sort((a, b) => a - b);
}

/**
 * The acceptance run (2 000 vouchers) is on PostgreSQL, the engine of every multi-process deployment. PGlite is one
 * in-process connection that serializes every query of the app and the queue: the same faults with 500 vouchers
 * exercise the same paths there while keeping CI within its time budget on slower machines.
 */
const FAULT_RUN_SIZE: Record<DbKind, { batches: number; perBatch: number }> = {
  postgres: { batches: 2, perBatch: 1000 },
  pglite: { batches: 2, perBatch: 250 },
};

describe.each(testDatabaseKinds())('issuing under faults and concurrency [%s]', (kind) => {
  let simulator: RunningSimulator;
  const { batches: batchCount, perBatch } = FAULT_RUN_SIZE[kind];
  const total = batchCount * perBatch;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
  });
  afterAll(async () => {
    await simulator?.close();
  });

  it(`issues ${total} vouchers with 20 % of the answers dropped after the tax authority committed: 0 duplicates, 0 gaps, 0 lost`, async () => {
    const proxy = await startDroppingProxy(simulator.urls.wsfe, 0.2);
    const t = await startTestApp(kind, {
      simulator,
      env: {
        ...ISSUING_ENV,
        TAXAUTH_TESTING_ENDPOINTS: 'custom',
        TAXAUTH_TESTING_WSAA_URL: simulator.urls.wsaa,
        TAXAUTH_TESTING_WSFE_URL: proxy.url,
        TAXAUTH_TESTING_PADRON_URL: simulator.urls.padron,
        TAXAUTH_TIMEOUT_MS: '5000',
        ISSUING_RETRY_DELAY_SECONDS: '0',
      },
    });
    try {
      const { key } = await issuerWithDefaults(t, simulator, { pos: 31 });
      const batches: string[] = [];
      for (let b = 0; b < batchCount; b++) {
        const res = await request(t.http).post('/invoices/batches').set('x-api-key', key).send({ invoices: Array.from({ length: perBatch }, () => CONSUMER_INVOICE) }).expect(202);
        batches.push(res.body.id);
      }
      for (const id of batches) expect(await waitForBatch(t, key, id, 780_000)).toMatchObject({ status: 'completed', processedItems: perBatch, failedItems: 0 });
      const issued = await numbers(t, key, 31);
      expect(issued).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(lastNumberAt(await simulatorSequences(simulator), 31)).toBe(total);
      expect(proxy.dropped()).toBeGreaterThan(0);
      process.stdout.write(`[issuing ${kind}] ${total} vouchers, ${proxy.dropped()} answers dropped by the proxy\n`);
    } finally {
      await t.close();
      await proxy.close();
    }
  }, 900_000);

  it('two app instances issuing on one sequence at once share one numbering', async () => {
    // PGlite is one process: there the two "workers" are the concurrent jobs of one instance.
    const shared = kind === 'postgres' ? await createTestDatabase(kind) : null;
    const first = await startTestApp(kind, { simulator, env: ISSUING_ENV, ...(shared ? { testDatabase: shared } : {}) });
    const second = shared ? await startTestApp(kind, { simulator, env: ISSUING_ENV, testDatabase: shared }) : first;
    try {
      const { key } = await issuerWithDefaults(first, simulator, { pos: 32 });
      const sent = await Promise.all(
        Array.from({ length: 6 }, (_, i) => request((i % 2 === 0 ? first : second).http).post('/invoices/batches').set('x-api-key', key).send({ invoices: Array.from({ length: 50 }, () => CONSUMER_INVOICE) })),
      );
      for (const res of sent) {
        expect(res.status).toBe(202);
        expect(await waitForBatch(first, key, res.body.id, 240_000)).toMatchObject({ status: 'completed', processedItems: 50 });
      }
      expect(await numbers(first, key, 32)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
      expect(lastNumberAt(await simulatorSequences(simulator), 32)).toBe(300);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await shared?.drop();
    }
  }, 300_000);
});
