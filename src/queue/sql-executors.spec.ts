import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { poolExecutor, toDrizzleSql } from './sql-executors';

describe('toDrizzleSql', () => {
  const dialect = new PgDialect();

  it('keeps one parameter per $n, in order of first use, and drops unused ones', () => {
    const query = dialect.sqlToQuery(toDrizzleSql('SELECT right($2, 1), $1::int, CAST($2 AS text), $1 + 1', [7, 'x', 'unused']));
    expect(query.sql).toBe('SELECT right($1, 1), $2::int, CAST($1 AS text), $2 + 1');
    expect(query.params).toEqual(['x', 7]);
  });

  it('passes objects and arrays as single parameters and undefined as null', () => {
    const query = dialect.sqlToQuery(toDrizzleSql('SELECT $1::jsonb, $2::uuid[], $3', [{ a: 1 }, ['u1', 'u2'], undefined]));
    expect(query.sql).toBe('SELECT $1::jsonb, $2::uuid[], $3');
    expect(query.params).toEqual([{ a: 1 }, ['u1', 'u2'], null]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => toDrizzleSql('SELECT $2', [1])).toThrow(/\$2 has no value/);
  });
});

describe('poolExecutor', () => {
  it('answers statements, and after the pool was ended (shutdown) answers no result (pg-boss: nothing done) instead of throwing', async () => {
    const pool = new Pool({ connectionString: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', max: 1 });
    const executor = poolExecutor(pool);
    expect((await executor.executeSql('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    await pool.end();
    await expect(executor.executeSql('select 1 as n')).resolves.toBeUndefined();
  });
});
