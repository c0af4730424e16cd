import { DrizzleQueryError } from 'drizzle-orm/errors';
import { safeRequestUrl, serializeErrorForLog } from './log-safety';

describe('log safety', () => {
  it('logs a failed query without its parameters and bounded', () => {
    const params = Array.from({ length: 5000 }, (_, i) => `Customer ${i} SA 20-${String(i).padStart(8, '0')}-3`);
    const error = new DrizzleQueryError(`insert into "drafts" values ${'($1, $2), '.repeat(3000)}`, params, Object.assign(new Error('bind message has 70000 parameter formats'), { code: '08P01' }));
    const logged = JSON.stringify(serializeErrorForLog(error));
    expect(logged).not.toContain('Customer 1');
    expect(logged).toContain('5000 values not logged');
    expect(logged).toContain('08P01');
    expect(logged.length).toBeLessThan(10_000);
  });

  it('redacts secret-looking query parameters', () => {
    expect(safeRequestUrl('/cuits?api_key=test_sk_abc&limit=5')).toBe('/cuits?api_key=%5Bredacted%5D&limit=5');
    expect(safeRequestUrl('/cuits?x-api-key=prod_sk_abc')).not.toContain('prod_sk_abc');
    expect(safeRequestUrl('/health')).toBe('/health');
  });
});
