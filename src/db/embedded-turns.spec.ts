import { PGlite } from '@electric-sql/pglite';
import { takeTurns } from './embedded-turns';

describe('embedded database statements take turns with the event loop', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = takeTurns(await PGlite.create(), 0);
    await client.exec('CREATE TABLE t (n int)');
  });

  afterAll(() => client.close());

  it('lets a timer run between statements queued together (they used to run back to back)', async () => {
    const events: string[] = [];
    const statements = Array.from({ length: 20 }, (_, i) => client.query('SELECT count(*) FROM generate_series(1, 20000)').then(() => events.push(`q${i}`)));
    setTimeout(() => events.push('timer'), 0);
    await Promise.all(statements);
    expect(events.indexOf('timer')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('timer')).toBeLessThan(events.length - 1);
    // Statements still complete in the order they were sent.
    expect(events.filter((e) => e !== 'timer')).toEqual(Array.from({ length: 20 }, (_, i) => `q${i}`));
  });

  it('keeps a transaction whole: a statement sent meanwhile sees its rows only once it commits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = client.transaction(async (t) => {
      await t.query('INSERT INTO t VALUES (1)');
      await held;
      await t.exec('INSERT INTO t VALUES (2)');
      return (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n;
    });
    const outside = client.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await tx).toBe(2);
    expect((await outside).rows[0]!.n).toBe(2);
  });

  it('passes errors through and keeps serving after them, inside a transaction too', async () => {
    await expect(client.query('SELECT * FROM missing_table')).rejects.toThrow('missing_table');
    await expect(
      client.transaction(async (t) => {
        await t.query('INSERT INTO t VALUES (3)');
        await t.query('SELECT * FROM missing_table');
      }),
    ).rejects.toThrow('missing_table');
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE n = 3')).rows[0]!.n).toBe(0);
  });
});
