import request from 'supertest';
import type { RunningSimulator } from '../../src/taxauth/simulator/simulator';
import { accountWithCertifiedCuit } from './taxauth';
import type { TestApp } from './test-app';

/** Environment for apps that issue: the simulator in both environments, short retries. */
export const ISSUING_ENV: NodeJS.ProcessEnv = {
  TAXAUTH_TESTING_ENDPOINTS: 'simulator',
  TAXAUTH_PRODUCTION_ENDPOINTS: 'simulator',
  ISSUING_RETRY_DELAY_SECONDS: '1',
  QUEUE_POLL_SECONDS: '1',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
};

/** An account whose certified CUIT has the demo's defaults: point of sale 1, Factura B, products, 21 %. */
export async function issuerWithDefaults(t: TestApp, simulator: RunningSimulator, defaults: { pos?: number; invoiceType?: number } = {}) {
  const issuer = await accountWithCertifiedCuit(t, simulator);
  const post = (path: string, body: object) => request(t.http).post(`/cuits/${issuer.cuitId}/${path}`).set('x-api-key', issuer.key).send(body).expect(200);
  await post('default-pos', { defaultPos: defaults.pos ?? 1 });
  await post('default-invoice-type', { defaultInvoiceType: defaults.invoiceType ?? 6 });
  await post('default-concept', { defaultConcept: 1 });
  await post('default-iva', { defaultIva: 5 });
  return issuer;
}

/** Polls a batch until it is terminal (completed or failed), or throws after `timeoutMs`. */
export async function waitForBatch(t: Pick<TestApp, 'http'>, key: string, batchId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(t.http).get(`/invoices/batches/${batchId}`).set('x-api-key', key);
    if (res.status !== 200) throw new Error(`GET batch ${batchId}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${res.body.status} (${res.body.processedItems}/${res.body.totalItems}) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A Factura B of 121.00 (21 % VAT included) to a consumidor final. */
export const CONSUMER_INVOICE = { amount: '121.00', description: 'Consulting', docTipo: 99, docNro: '0', receiver: { condicionIva: 5 } };
