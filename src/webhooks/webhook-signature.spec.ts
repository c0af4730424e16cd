import { generateWebhookSecret, signWebhook, verifyWebhook, webhookSecretKey, webhookSignatureHeaders } from './webhook-signature';

// The Standard Webhooks reference libraries' published test vector.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signature', () => {
  it('reproduces the published test vector (key = base64-decoded part after whsec_)', () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it('verifies the vector, and any of several space-separated signatures', () => {
    const headers = { 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp), 'webhook-signature': `v1,bm9wZQ== ${VECTOR.signature}` };
    expect(verifyWebhook(VECTOR.secret, headers, VECTOR.body, { now: new Date(VECTOR.timestamp * 1000 + 10_000) })).toEqual({ ok: true });
  });

  it.each([
    ['another body', { body: '{"test": 2432232315}' }, 'no_matching_signature'],
    ['another secret', { secret: 'whsec_' + Buffer.alloc(24, 7).toString('base64') }, 'no_matching_signature'],
    ['an old timestamp', { nowOffset: 301 }, 'timestamp_too_old'],
    ['a future timestamp', { nowOffset: -301 }, 'timestamp_too_new'],
  ])('refuses %s', (_, change: { body?: string; secret?: string; nowOffset?: number }, reason) => {
    const headers = { 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp), 'webhook-signature': VECTOR.signature };
    const result = verifyWebhook(change.secret ?? VECTOR.secret, headers, change.body ?? VECTOR.body, {
      now: new Date((VECTOR.timestamp + (change.nowOffset ?? 0)) * 1000),
    });
    expect(result).toEqual({ ok: false, reason });
  });

  it('refuses missing headers and non-numeric timestamps', () => {
    const now = new Date(VECTOR.timestamp * 1000);
    expect(verifyWebhook(VECTOR.secret, { 'webhook-id': VECTOR.id }, VECTOR.body, { now })).toEqual({ ok: false, reason: 'missing_headers' });
    expect(verifyWebhook(VECTOR.secret, { 'webhook-id': 'x', 'webhook-timestamp': '1e9', 'webhook-signature': VECTOR.signature }, VECTOR.body, { now }))
      .toEqual({ ok: false, reason: 'invalid_timestamp' });
  });

  it('generates whsec_ secrets of 32 random bytes that sign and verify', () => {
    const a = generateWebhookSecret();
    const b = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretKey(a)).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(webhookSecretKey(generateWebhookSecret(24))).toHaveLength(24);
    expect(() => generateWebhookSecret(8)).toThrow(RangeError);
    expect(() => webhookSecretKey('whsec_not base64!')).toThrow(RangeError);
    const now = new Date('2025-07-15T12:00:00Z');
    const headers = webhookSignatureHeaders(a, 'evt_1', now, '{"a":1}');
    expect(headers['webhook-timestamp']).toBe('1752580800');
    expect(verifyWebhook(a, { ...headers }, '{"a":1}', { now })).toEqual({ ok: true });
    expect(verifyWebhook(b, { ...headers }, '{"a":1}', { now })).toEqual({ ok: false, reason: 'no_matching_signature' });
  });
});
