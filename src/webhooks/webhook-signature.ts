import { createHmac, randomBytes, timingSafeEqual } from 'crypto';

/**
 * Standard Webhooks signing (standardwebhooks.com): the signed content is `${id}.${timestamp}.${body}`, HMAC-SHA256
 * keyed with the base64-decoded part of the secret after `whsec_`, sent as `webhook-signature: v1,<base64>`.
 * Several space-separated signatures may be sent (secret rotation); a receiver accepts any that matches.
 */
export const SECRET_PREFIX = 'whsec_';
/** Receivers should refuse timestamps further than this from their clock (replay protection). */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

export interface WebhookSignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A new signing secret: `whsec_` + base64 of `bytes` random bytes (the spec asks for 24 to 64; we use 32). */
export function generateWebhookSecret(bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 24 || bytes > 64) throw new RangeError('a webhook secret has 24 to 64 bytes');
  return `${SECRET_PREFIX}${randomBytes(bytes).toString('base64')}`;
}

/** The HMAC key of a secret. Throws on a secret that is not `whsec_` + base64. */
export function webhookSecretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) throw new RangeError('webhook secret is not base64');
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 16) throw new RangeError('webhook secret is too short');
  return key;
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', webhookSecretKey(secret)).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one delivery attempt (a fresh timestamp and signature per attempt, the same id). */
export function webhookSignatureHeaders(secret: string, id: string, now: Date, body: string): WebhookSignatureHeaders {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, body) };
}

export type VerifyFailure = 'missing_headers' | 'invalid_timestamp' | 'timestamp_too_old' | 'timestamp_too_new' | 'no_matching_signature';

/**
 * Receiver side, for our tests and docs: checks the timestamp window and that one of the `v1` signatures matches
 * (constant-time comparison). `headers` keys are lower-case, as Node gives them.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  options: { now: Date; toleranceSeconds?: number },
): { ok: true } | { ok: false; reason: VerifyFailure } {
  const one = (name: string): string | undefined => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = one('webhook-id');
  const timestamp = one('webhook-timestamp');
  const signatures = one('webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing_headers' };
  if (!/^[0-9]+$/.test(timestamp)) return { ok: false, reason: 'invalid_timestamp' };
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  const ts = Number(timestamp);
  if (ts < nowSeconds - tolerance) return { ok: false, reason: 'timestamp_too_old' };
  if (ts > nowSeconds + tolerance) return { ok: false, reason: 'timestamp_too_new' };
  const expected = Buffer.from(signWebhook(secret, id, ts, body).slice(3), 'base64');
  for (const candidate of signatures.split(' ')) {
    const [version, mac] = candidate.split(',', 2);
    if (version !== 'v1' || !mac) continue;
    const given = Buffer.from(mac, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  }
  return { ok: false, reason: 'no_matching_signature' };
}
