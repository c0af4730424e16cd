import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Environment } from '../common/auth';

export type { Environment };
export const ENVIRONMENTS: readonly Environment[] = ['testing', 'production'];

const PREFIX: Record<Environment, string> = { testing: 'test_sk_', production: 'prod_sk_' };
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 random bytes encode to at most 43 base62 digits; padded so every key has the same length. */
const BODY_LENGTH = 43;
const KEY_PATTERN = /^(test|prod)_sk_[0-9A-Za-z]{43}$/;

export function base62(bytes: Buffer): string {
  let value = BigInt('0x' + (bytes.toString('hex') || '0'));
  let out = '';
  while (value > 0n) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

export interface GeneratedKey {
  key: string;
  hash: string;
  displayPrefix: string;
  displaySuffix: string;
}

export function generateApiKey(environment: Environment, random: (n: number) => Buffer = randomBytes): GeneratedKey {
  const body = base62(random(32)).padStart(BODY_LENGTH, '0');
  const key = PREFIX[environment] + body;
  return { key, hash: hashApiKey(key), ...displayParts(key) };
}

/** The first and last four characters of the secret part, for display ("test_sk_AbC1…xYz9"). */
export function displayParts(key: string): { displayPrefix: string; displaySuffix: string } {
  const body = key.slice(8);
  return { displayPrefix: key.slice(0, 8) + body.slice(0, 4), displaySuffix: body.slice(-4) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function environmentOfKey(key: string): Environment | null {
  if (key.startsWith('test_sk_')) return 'testing';
  if (key.startsWith('prod_sk_')) return 'production';
  return null;
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
