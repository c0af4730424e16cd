import { ApiKeyCache } from './api-key-cache';

const A = { accountId: 'a', environment: 'testing' as const, userId: 'u1' };
const B = { accountId: 'b', environment: 'production' as const, userId: 'u2' };

describe('ApiKeyCache', () => {
  it('returns a stored key until its time runs out', () => {
    const cache = new ApiKeyCache(true, 1000);
    cache.store('h1', A, cache.generation, 0);
    expect(cache.get('h1', 999)).toEqual(A);
    expect(cache.get('h1', 1000)).toBeNull();
  });

  it('forgets the keys of an invalidated account and keeps the others', () => {
    const cache = new ApiKeyCache(true, 1000);
    cache.store('h1', A, cache.generation, 0);
    cache.store('h2', B, cache.generation, 0);
    cache.invalidate('a');
    expect(cache.get('h1', 1)).toBeNull();
    expect(cache.get('h2', 1)).toEqual(B);
  });

  it('does not store what was read before an invalidation (a lookup racing a regeneration)', () => {
    const cache = new ApiKeyCache(true, 1000);
    const readAt = cache.generation;
    cache.invalidate('a');
    cache.store('h1', A, readAt, 0);
    expect(cache.get('h1', 1)).toBeNull();
  });

  it('stores nothing while disabled (invalidations cannot be heard), and starts empty when enabled again', () => {
    const cache = new ApiKeyCache(true, 1000);
    cache.store('h1', A, cache.generation, 0);
    cache.setEnabled(false);
    expect(cache.get('h1', 1)).toBeNull();
    cache.store('h2', B, cache.generation, 0);
    expect(cache.get('h2', 1)).toBeNull();
    cache.setEnabled(true);
    cache.store('h2', B, cache.generation, 0);
    expect(cache.get('h2', 1)).toEqual(B);
  });

  it('holds at most maxEntries keys, dropping the oldest', () => {
    const cache = new ApiKeyCache(true, 1000, 2);
    cache.store('h1', A, cache.generation, 0);
    cache.store('h2', B, cache.generation, 0);
    cache.store('h3', A, cache.generation, 0);
    expect([cache.get('h1', 1), cache.get('h2', 1), cache.get('h3', 1)]).toEqual([null, B, A]);
  });
});
