import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { startSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { createTestDatabase, startTestApp } from './support/test-app';

describe('embedded simulator restart [pglite→postgres database]', () => {
  it('keeps numbering after the simulator forgot its vouchers: the next voucher is 2, not a collision', async () => {
    const shared = await createTestDatabase('postgres');
    const env = { ...ISSUING_ENV, SECRETS_KEY: randomBytes(32).toString('hex') };
    const firstSimulator = await startSimulator({ control: true });
    const first = await startTestApp('postgres', { simulator: firstSimulator, testDatabase: shared, env });
    try {
      // The same CA in both runs, as the embedded simulator keeps it in DATA_DIR.
      const issuer = await issuerWithDefaults(first, firstSimulator);
      const accepted = await request(first.http).post('/invoices').set('x-api-key', issuer.key).send(CONSUMER_INVOICE);
      expect((await waitForBatch(first, issuer.key, accepted.body.batchId)).status).toBe('completed');
      await first.close();

      const secondSimulator = await startSimulator({ control: true, ca: firstSimulator.ca });
      const second = await startTestApp('postgres', { simulator: secondSimulator, testDatabase: shared, env });
      try {
        const again = await request(second.http).post('/invoices').set('x-api-key', issuer.key).send(CONSUMER_INVOICE);
        const batch = await waitForBatch(second, issuer.key, again.body.batchId, 30_000);
        expect(batch.status).toBe('completed');
        const invoice = (await request(second.http).get(`/invoices/${again.body.invoiceId}`).set('x-api-key', issuer.key)).body;
        expect(invoice.voucherNumber).toBe(2);
      } finally {
        await second.close();
        await secondSimulator.close();
      }
    } finally {
      await firstSimulator.close();
      await shared.drop();
    }
  });
});
