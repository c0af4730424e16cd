import { PgDialect } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { takeTurns } from '../db/embedded-turns';
import { pgliteExecutor, poolExecutor, toDrizzleSql } from './sql-executors';

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

describe('pgliteExecutor', () => {
  it('answers statements and scripts, and after the database was closed (shutdown) answers no result instead of rejecting', async () => {
    const client = takeTurns(await PGlite.create());
    const executor = pgliteExecutor(client);
    expect((await executor.executeSql('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    expect((await executor.executeSql('create table t (n int); insert into t values (1), (2); select count(*)::int as c from t')).rows).toEqual([{ c: 2 }]);
    await client.close();
    // pg-boss completes a fetched batch without awaiting it: a rejection here was unhandled.
    await expect(executor.executeSql('update t set n = $1', [3])).resolves.toBeUndefined();
    await expect(executor.executeSql('select 1')).resolves.toBeUndefined();
  });

  it('still rejects a failing statement while the database is open', async () => {
    const client = await PGlite.create();
    try {
      await expect(pgliteExecutor(client).executeSql('select * from no_such_table where n = $1', [1])).rejects.toThrow(/no_such_table/);
    } finally {
      await client.close();
    }
  });
});
