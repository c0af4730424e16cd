import { base62, displayParts, environmentOfKey, generateApiKey, hashApiKey, isWellFormedApiKey, sameDigest } from './api-keys';

describe('API keys', () => {
  it.each(['testing', 'production'] as const)('generates a %s key: prefix + 43 base62 characters from 32 random bytes', (env) => {
    const generated = generateApiKey(env);
    expect(generated.key).toMatch(env === 'testing' ? /^test_sk_[0-9A-Za-z]{43}$/ : /^prod_sk_[0-9A-Za-z]{43}$/);
    expect(isWellFormedApiKey(generated.key)).toBe(true);
    expect(environmentOfKey(generated.key)).toBe(env);
    expect(generated.hash).toBe(hashApiKey(generated.key));
    expect(generated.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(generated.hash).not.toContain(generated.key.slice(8));
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey('testing').key));
    expect(keys.size).toBe(200);
  });

  it('keeps keys of low-valued random bytes at full length', () => {
    const key = generateApiKey('testing', (n) => Buffer.alloc(n, 0)).key;
    expect(key).toBe('test_sk_' + '0'.repeat(43));
  });

  it.each([
    [Buffer.from([0]), ''],
    [Buffer.from([61]), 'z'],
    [Buffer.from([62]), '10'],
    [Buffer.from([0xff, 0xff]), 'H31'], // 65535 = 17*62^2 + 3*62 + 1
  ])('base62(%j) = %s', (bytes, expected) => {
    expect(base62(bytes)).toBe(expected);
  });

  it('shows the first and last four characters of the secret part', () => {
    const key = 'test_sk_AbCdEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopWxYz'.slice(0, 51);
    expect(displayParts(key)).toEqual({ displayPrefix: 'test_sk_AbCd', displaySuffix: key.slice(-4) });
  });

  it.each(['', 'test_sk_short', 'live_sk_' + 'a'.repeat(43), 'test_sk_' + 'a'.repeat(42) + '!'])('rejects malformed key %j', (key) => {
    expect(isWellFormedApiKey(key)).toBe(false);
  });

  it('compares digests in constant time and only equal ones match', () => {
    const a = hashApiKey('a');
    expect(sameDigest(a, hashApiKey('a'))).toBe(true);
    expect(sameDigest(a, hashApiKey('b'))).toBe(false);
    expect(sameDigest(a, 'abcd')).toBe(false);
  });
});
