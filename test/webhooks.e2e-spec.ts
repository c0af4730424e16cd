import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { EventsService } from '../src/events/events.service';
import { verifyWebhook } from '../src/webhooks/webhook-signature';
import { WebhooksService } from '../src/webhooks/webhooks.service';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { CONSUMER_INVOICE, ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback; answers with the queued status codes, then 204. */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, statuses, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabaseKinds())('webhooks after POST /invoices [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: { ...ISSUING_ENV, WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await simulator?.close();
  });

  it('delivers a signed invoice.completed; a receiver answering 500 twice then 200 gets three recorded attempts', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const hook = (await request(t.http).post('/webhooks').set('x-api-key', issuer.key).send({ url: receiver.url, events: ['invoice.completed'] })).body;
    receiver.statuses.push(500, 500);
    const before = receiver.received.length;

    const accepted = await request(t.http).post('/invoices').set('x-api-key', issuer.key).send(CONSUMER_INVOICE);
    expect((await waitForBatch(t, issuer.key, accepted.body.batchId)).status).toBe('completed');
    const service = t.app.get(WebhooksService);
    await waitFor(async () => (await service.deliveryHistory(issuer.account.account.id, hook.id))[0]?.attempts === 1, 'the first attempt');

    // Each retry runs when its scheduled time comes (79 s, then 4 min): run them as if the clock were there.
    for (let attempt = 2; attempt <= 3; attempt++) {
      const [pending] = await service.deliveryHistory(issuer.account.account.id, hook.id);
      expect(pending).toMatchObject({ status: 'pending', attempts: attempt - 1 });
      await service.deliver(pending!.id, () => new Date(new Date(pending!.nextAttemptAt!).getTime() + 1));
    }
    const [delivery] = await service.deliveryHistory(issuer.account.account.id, hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(delivery!.history.map((a) => a.statusCode)).toEqual([500, 500, 204]);

    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts) {
      // Retries ran on a moved clock, so each is verified at the time it says it was sent.
      const sentAt = new Date(Number(attempt.headers['webhook-timestamp']) * 1000);
      expect(verifyWebhook(hook.secret, attempt.headers, attempt.body, { now: sentAt })).toEqual({ ok: true });
      const payload = JSON.parse(attempt.body);
      expect(payload).toMatchObject({ type: 'invoice.completed', environment: 'testing', data: { id: accepted.body.invoiceId, status: 'completed', cae: expect.stringMatching(/^\d{14}$/) } });
    }
  });
});

describe.each(testDatabaseKinds())('webhooks [%s]', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const emit = (accountId: string, environment: 'testing' | 'production', type: 'invoice.completed' | 'batch.completed', data: unknown) =>
    t.database.transaction((tx) => t.app.get(EventsService).record(tx, { accountId, environment, type, data }));

  it('creates, lists, reads, updates only the fields sent, and deletes; the secret is shown once', async () => {
    const account = await t.createAccount();
    const key = account.keys.testing;
    const created = await request(t.http).post('/webhooks').set('x-api-key', key).send({ url: receiver.url, events: ['invoice.completed'], headers: { 'x-tenant': 'acme' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url, events: ['invoice.completed'], headers: { 'x-tenant': 'acme' }, isActive: true });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const id = created.body.id;

    const read = await request(t.http).get(`/webhooks/${id}`).set('x-api-key', key);
    expect(read.body).not.toHaveProperty('secret');
    const updated = await request(t.http).put(`/webhooks/${id}`).set('x-api-key', key).send({ events: ['invoice.completed', 'batch.completed'] });
    expect(updated.body).toMatchObject({ url: receiver.url, events: ['invoice.completed', 'batch.completed'], headers: { 'x-tenant': 'acme' }, isActive: true });

    // Webhooks belong to the environment of the key.
    expect((await request(t.http).get('/webhooks').set('x-api-key', account.keys.production)).body).toEqual([]);
    expect((await request(t.http).get(`/webhooks/${id}`).set('x-api-key', account.keys.production)).status).toBe(404);
    expect((await request(t.http).get('/webhooks').set('x-api-key', key)).body.map((w: { id: string }) => w.id)).toEqual([id]);

    expect((await request(t.http).delete(`/webhooks/${id}`).set('x-api-key', key)).body).toEqual({ ok: true });
    expect((await request(t.http).get(`/webhooks/${id}`).set('x-api-key', key)).status).toBe(404);
  });

  it.each([
    ['an unknown event', { url: 'https://example.com/h', events: ['invoice.exploded'] }, 'events'],
    ['no events', { url: 'https://example.com/h', events: [] }, 'events'],
    ['not a url', { url: 'nope', events: ['invoice.completed'] }, 'url'],
    ['a bad header name', { url: 'https://example.com/h', events: ['invoice.completed'], headers: { 'bad header': 'x' } }, 'headers'],
  ])('refuses %s with 400', async (_, body, field) => {
    const account = await t.createAccount();
    const res = await request(t.http).post('/webhooks').set('x-api-key', account.keys.testing).send(body);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    ['plain http to a public host', 'http://example.com/hooks'],
    ['a private address', 'https://10.1.2.3/hooks'],
    ['a link-local address', 'https://169.254.169.254/latest/meta-data'],
    ['http to a private address', 'http://10.0.0.1/'],
  ])('refuses %s (SSRF guard) with 400 invalid_webhook_url', async (_, url) => {
    const account = await t.createAccount();
    const res = await request(t.http).post('/webhooks').set('x-api-key', account.keys.testing).send({ url, events: ['invoice.completed'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_webhook_url');
  });

  it('answers dashboard-only operations with 403 dashboard_only', async () => {
    const account = await t.createAccount();
    const key = account.keys.testing;
    const id = (await request(t.http).post('/webhooks').set('x-api-key', key).send({ url: receiver.url, events: ['invoice.completed'] })).body.id;
    for (const [method, path] of [
      ['get', `/webhooks/${id}/secret`],
      ['post', `/webhooks/${id}/secret/rotate`],
      ['get', `/webhooks/${id}/deliveries`],
      ['post', `/webhooks/${id}/deliveries/00000000-0000-0000-0000-000000000000/redeliver`],
    ] as const) {
      const res = await request(t.http)[method](path).set('x-api-key', key);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('dashboard_only');
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    }
  });

  it('delivers a signed event with the webhook headers, once per subscribed webhook of the environment', async () => {
    const account = await t.createAccount();
    const key = account.keys.testing;
    const created = (await request(t.http).post('/webhooks').set('x-api-key', key).send({ url: receiver.url, events: ['invoice.completed'], headers: { 'x-tenant': 'acme' } })).body;
    await request(t.http).post('/webhooks').set('x-api-key', key).send({ url: receiver.url, events: ['batch.completed'] });
    await request(t.http).post('/webhooks').set('x-api-key', account.keys.production).send({ url: receiver.url, events: ['invoice.completed'] });
    const before = receiver.received.length;

    const event = await emit(account.account.id, 'testing', 'invoice.completed', { id: 'inv-1', status: 'completed', amount: 121 });
    await waitFor(() => receiver.received.length > before, 'the delivery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = receiver.received.slice(before);
    expect(mine).toHaveLength(1);
    const [delivery] = mine;
    expect(delivery!.headers['webhook-id']).toBe(event.id);
    expect(delivery!.headers['x-tenant']).toBe('acme');
    expect(JSON.parse(delivery!.body)).toEqual({ id: event.id, type: 'invoice.completed', createdAt: event.createdAt.toISOString(), environment: 'testing', data: { id: 'inv-1', status: 'completed', amount: 121 } });
    expect(verifyWebhook(created.secret, delivery!.headers, delivery!.body, { now: new Date() })).toEqual({ ok: true });
    expect(verifyWebhook(created.secret, delivery!.headers, delivery!.body.replace('inv-1', 'inv-X'), { now: new Date() })).toEqual({ ok: false, reason: 'no_matching_signature' });

    const history = await t.app.get(WebhooksService).deliveryHistory(account.account.id, created.id);
    expect(history).toEqual([expect.objectContaining({ eventId: event.id, status: 'delivered', attempts: 1, history: [expect.objectContaining({ attempt: 1, statusCode: 204 })] })]);
  });

  it('records a failed attempt, schedules the next one, and delivers on retry with the same webhook-id', async () => {
    const account = await t.createAccount();
    const created = (await request(t.http).post('/webhooks').set('x-api-key', account.keys.testing).send({ url: receiver.url, events: ['batch.completed'] })).body;
    receiver.statuses.push(500);
    const before = receiver.received.length;
    const event = await emit(account.account.id, 'testing', 'batch.completed', { id: 'b-1' });
    const service = t.app.get(WebhooksService);
    await waitFor(async () => (await service.deliveryHistory(account.account.id, created.id))[0]?.attempts === 1, 'the first attempt');
    const [first] = await service.deliveryHistory(account.account.id, created.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, history: [expect.objectContaining({ statusCode: 500, errorCode: 'http_status' })] });
    const next = new Date(first!.nextAttemptAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now() + 30_000); // about 79 s, with jitter

    // The scheduled job runs at that time; run the attempt now as if the clock were there.
    await service.deliver(first!.id, () => new Date(next.getTime() + 1));
    const [second] = await service.deliveryHistory(account.account.id, created.id);
    expect(second).toMatchObject({ status: 'delivered', attempts: 2 });
    const attempts = receiver.received.slice(before).filter((r) => r.headers['webhook-id'] === event.id);
    expect(attempts).toHaveLength(2);
  });

  it('delivers nothing to a paused webhook and resumes on reactivation', async () => {
    const account = await t.createAccount();
    const key = account.keys.testing;
    const created = (await request(t.http).post('/webhooks').set('x-api-key', key).send({ url: receiver.url, events: ['invoice.completed'], isActive: false })).body;
    const before = receiver.received.length;
    const event = await emit(account.account.id, 'testing', 'invoice.completed', { id: 'inv-2' });
    const service = t.app.get(WebhooksService);
    await waitFor(async () => (await service.deliveryHistory(account.account.id, created.id)).length === 1, 'the paused delivery');
    expect((await service.deliveryHistory(account.account.id, created.id))[0]).toMatchObject({ status: 'paused', attempts: 0 });
    expect(receiver.received.slice(before).filter((r) => r.headers['webhook-id'] === event.id)).toHaveLength(0);

    await request(t.http).put(`/webhooks/${created.id}`).set('x-api-key', key).send({ isActive: true });
    await waitFor(() => receiver.received.slice(before).some((r) => r.headers['webhook-id'] === event.id), 'the resumed delivery');
    await waitFor(async () => (await service.deliveryHistory(account.account.id, created.id))[0]?.status === 'delivered', 'delivered status');
  });

  it('lists the webhook endpoints and the five events in /openapi.json, and /docs still renders', async () => {
    const spec = (await request(t.http).get('/openapi.json')).body;
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.webhooks).sort()).toEqual(['batch.completed', 'delegation.completed', 'draft.review_required', 'invoice.completed', 'invoice.failed']);
    expect(Object.keys(spec.paths['/webhooks'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(spec.paths['/webhooks/{webhookId}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect((await request(t.http).get('/docs')).status).toBe(200);
  });

  it('reveals and rotates the secret through the service (dashboard/CLI)', async () => {
    const account = await t.createAccount();
    const created = (await request(t.http).post('/webhooks').set('x-api-key', account.keys.testing).send({ url: receiver.url, events: ['invoice.completed'] })).body;
    const service = t.app.get(WebhooksService);
    expect(await service.revealSecret(account.account.id, created.id)).toBe(created.secret);
    const rotated = await service.rotateSecret(account.account.id, created.id);
    expect(rotated).not.toBe(created.secret);
    expect(await service.revealSecret(account.account.id, created.id)).toBe(rotated);
  });
});
