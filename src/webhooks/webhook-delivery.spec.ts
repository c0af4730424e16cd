import * as http from 'http';
import { AddressInfo } from 'net';
import { LookupAll } from './ssrf-guard';
import { deliverWebhook } from './webhook-delivery';
import { serializeWebhookPayload, WebhookPayload } from './webhook-events';
import { generateWebhookSecret, verifyWebhook } from './webhook-signature';

interface Received { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; at: Date }

/** A real webhook receiver on loopback whose answers are scripted per request. */
async function startReceiver(answers: Array<(res: http.ServerResponse) => void>) {
  const received: Received[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: new Date() });
      const answer = answers[Math.min(next++, answers.length - 1)]!;
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

const status = (code: number, body = '') => (res: http.ServerResponse) => { res.statusCode = code; res.end(body); };
const LOOPBACK = { allowLoopback: true };

const payload: WebhookPayload<{ id: string; status: string; voucherNumber: number }> = {
  id: 'evt_01J2ZKQ4', type: 'invoice.completed', createdAt: '2025-07-15T13:00:00.000Z', environment: 'testing',
  data: { id: 'inv_1', status: 'completed', voucherNumber: 42 },
};
const body = serializeWebhookPayload(payload);

describe('deliverWebhook (real local receiver)', () => {
  const secret = generateWebhookSecret();

  it('POSTs the JSON body with Standard Webhooks headers a receiver can verify, plus the webhook own headers', async () => {
    const receiver = await startReceiver([status(200, 'ok')]);
    try {
      const result = await deliverWebhook({
        url: `http://127.0.0.1:${receiver.port}/hooks/in?x=1`, secret, messageId: payload.id, body, policy: LOOPBACK,
        headers: { Authorization: 'Bearer abc', 'X-Tenant': 'acme', 'webhook-signature': 'v1,forged', 'Content-Type': 'text/plain', 'X-Bad': 'a\r\nInjected: 1' },
      });
      expect(result).toMatchObject({ ok: true, statusCode: 200, errorCode: null, error: null, responseBody: 'ok' });
      expect(result.durationMs).toBeGreaterThanOrEqual(0);
      const [got] = receiver.received;
      expect(got!.method).toBe('POST');
      expect(got!.url).toBe('/hooks/in?x=1');
      expect(got!.body).toBe(body);
      expect(got!.headers['content-type']).toBe('application/json');
      expect(got!.headers.authorization).toBe('Bearer abc');
      expect(got!.headers['x-tenant']).toBe('acme');
      expect(got!.headers['x-bad']).toBeUndefined();
      expect(got!.headers['webhook-id']).toBe(payload.id);
      expect(got!.headers['webhook-signature']).not.toContain('forged');
      expect(verifyWebhook(secret, got!.headers, got!.body, { now: got!.at })).toEqual({ ok: true });
      expect(JSON.parse(got!.body)).toEqual(payload);
    } finally {
      await receiver.close();
    }
  });

  it('records failures without throwing: 500, 500, then 200 gives three attempts with the same webhook-id', async () => {
    const receiver = await startReceiver([status(500, 'boom'), status(500, 'boom'), status(204)]);
    try {
      const attempts = [];
      for (let i = 0; i < 3; i++) {
        attempts.push(await deliverWebhook({ url: `http://127.0.0.1:${receiver.port}/`, secret, messageId: payload.id, body, policy: LOOPBACK }));
      }
      expect(attempts.map((a) => [a.ok, a.statusCode, a.errorCode, a.retryable])).toEqual([
        [false, 500, 'http_status', true], [false, 500, 'http_status', true], [true, 204, null, false],
      ]);
      expect(attempts[0]!.responseBody).toBe('boom');
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([payload.id]));
      for (const r of receiver.received) expect(verifyWebhook(secret, r.headers, r.body, { now: r.at })).toEqual({ ok: true });
    } finally {
      await receiver.close();
    }
  });

  it('does not follow redirects and marks 4xx as not retryable (408/429 are)', async () => {
    const receiver = await startReceiver([
      (res) => { res.statusCode = 302; res.setHeader('location', 'http://169.254.169.254/'); res.end(); },
      status(410), status(429),
    ]);
    try {
      const url = `http://127.0.0.1:${receiver.port}/`;
      const redirect = await deliverWebhook({ url, secret, messageId: 'evt_r', body, policy: LOOPBACK });
      const gone = await deliverWebhook({ url, secret, messageId: 'evt_r', body, policy: LOOPBACK });
      const limited = await deliverWebhook({ url, secret, messageId: 'evt_r', body, policy: LOOPBACK });
      expect([redirect.statusCode, redirect.ok]).toEqual([302, false]);
      expect([gone.statusCode, gone.retryable]).toEqual([410, false]);
      expect([limited.statusCode, limited.retryable]).toEqual([429, true]);
      expect(receiver.received).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const receiver = await startReceiver([() => undefined]);
    try {
      const result = await deliverWebhook({ url: `http://127.0.0.1:${receiver.port}/`, secret, messageId: 'evt_t', body, policy: LOOPBACK, timeoutMs: 300 });
      expect(result).toMatchObject({ ok: false, statusCode: null, errorCode: 'timeout', retryable: true });
    } finally {
      await receiver.close();
    }
  });

  it('refuses loopback unless allowed, and reports a closed port as a network error', async () => {
    const receiver = await startReceiver([status(200)]);
    const url = `http://127.0.0.1:${receiver.port}/`;
    try {
      const blocked = await deliverWebhook({ url, secret, messageId: 'evt_b', body, policy: {} });
      expect(blocked).toMatchObject({ ok: false, errorCode: 'blocked_url', retryable: false, statusCode: null });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
    const closed = await deliverWebhook({ url, secret, messageId: 'evt_c', body, policy: LOOPBACK });
    expect(closed).toMatchObject({ ok: false, errorCode: 'network', retryable: true });
  });

  it('connects to the address it checked (pinned), keeping the host name in the Host header', async () => {
    const receiver = await startReceiver([status(200)]);
    let lookups = 0;
    // The first answer is what the guard checks; a rebinding resolver would answer differently afterwards.
    const lookupAll: LookupAll = async () => (lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]);
    try {
      const result = await deliverWebhook({ url: `http://hooks.invalid:${receiver.port}/in`, secret, messageId: 'evt_p', body, policy: LOOPBACK, lookupAll });
      expect(result.ok).toBe(true);
      expect(lookups).toBe(1);
      expect(receiver.received[0]!.headers.host).toBe(`hooks.invalid:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });
});
