import { PGlite } from '@electric-sql/pglite';
import { ReadCache } from './read-cache';
import { ALL_TABLES, classify, TableWrites, trackWrites } from './table-writes';

describe('classify: the tables a statement writes', () => {
  const cases: Array<[string, string[] | typeof ALL_TABLES | null]> = [
    ['select "id", "data" from "drafts" where "drafts"."id" = $1', null],
    ['  (select 1)', null],
    ['with x as (select * from invoices) select * from x', null],
    ['begin', null],
    ['COMMIT', null],
    ['insert into "drafts" ("id") values ($1) returning "id"', ['drafts']],
    ['update "drafts" set "status" = $1 where "id" = $2', ['drafts']],
    ['UPDATE ONLY public.invoices SET status = $1', ['invoices']],
    ['update "public"."cuits" set x = 1', ['cuits']],
    ['insert into "cuits" ("id") values ($1) on conflict ("id") do update set "pos" = excluded."pos"', ['cuits', 'set']],
    ['update invoices i set status = r.status from jsonb_to_recordset($1) as r(id uuid, status text) where i.id = r.id', ['invoices']],
    ['with done as (update invoices set status = $1 returning id) insert into event_outbox (id) select id from done', ['invoices', 'event_outbox']],
    ['/* a comment */ insert -- another\n into "drafts" (id) values (1)', ['drafts']],
    ['insert into "a""b" (id) values (1)', ['a"b']],
    // The queue's tables (a delete from them cascades into none of ours).
    ['INSERT INTO pgboss.job (name, data) VALUES ($1, $2)', ['job']],
    ['WITH next AS (SELECT id FROM pgboss.job FOR UPDATE SKIP LOCKED) UPDATE pgboss.job j SET state = $1 FROM next', ['job', 'skip']],
    ['DELETE FROM pgboss.job WHERE completed_on < now()', ['job']],
    // A delete cascades into tables it does not name; unknown commands and DDL may write anything.
    ['delete from "document_templates" where "id" = $1', ALL_TABLES],
    ['truncate drafts', ALL_TABLES],
    ['alter table drafts add column x int', ALL_TABLES],
    ['copy drafts from stdin', ALL_TABLES],
    ['do $$ begin perform 1; end $$', ALL_TABLES],
    ['select 1; update drafts set x = 1; select 2', ['drafts']],
    ['BEGIN; CREATE TABLE pgboss.version (v int); COMMIT;', ALL_TABLES],
  ];
  it.each(cases)('%s', (text, expected) => {
    const written = classify(text);
    expect(written === null || written === ALL_TABLES ? written : [...written].sort()).toEqual(expected === null || expected === ALL_TABLES ? expected : [...expected].sort());
  });
});

describe('TableWrites and ReadCache on a real embedded database', () => {
  let client: PGlite;
  let writes: TableWrites;
  let cache: ReadCache;
  let computed = 0;
  /** The answer for `key`, and which computation made it (the same number again: served from the cache). */
  const ask = async (key: string, sqlText: string, during?: () => Promise<void>) => {
    const answer = await cache.answer(key, async () => {
      const rows = (await client.query<{ v: number }>(sqlText)).rows;
      await during?.();
      return { rows, computation: ++computed };
    });
    return JSON.parse(answer.body) as { rows: Array<Record<string, number>>; computation: number };
  };

  beforeAll(async () => {
    writes = new TableWrites();
    client = trackWrites(await PGlite.create(), writes);
    await client.exec('create table a (id int primary key, v int); create table b (id int primary key, a_id int references a(id) on delete cascade, v int); insert into a values (1, 1); insert into b values (1, 1, 10);');
  });
  afterAll(async () => {
    await client.close();
  });
  beforeEach(() => {
    cache = new ReadCache({ kind: 'tables', writes }, 1024 * 1024);
  });

  it('serves a read until a table it read is written, by a statement or at the end of a transaction', async () => {
    const first = await ask('k', 'select v from a where id = 1');
    expect(first.rows).toEqual([{ v: 1 }]);
    await client.query('update b set v = 11'); // another table
    expect(await ask('k', 'select v from a where id = 1')).toEqual(first);
    await client.query('update a set v = 2 where id = 1');
    expect((await ask('k', 'select v from a where id = 1')).rows).toEqual([{ v: 2 }]);

    const before = await ask('k', 'select v from a where id = 1');
    await client.transaction(async (tx) => {
      await tx.query('update a set v = 3 where id = 1');
      // Not committed: the cached answer is still what every other reader would see.
      expect(await ask('k', 'select v from a where id = 1')).toEqual(before);
    });
    expect((await ask('k', 'select v from a where id = 1')).rows).toEqual([{ v: 3 }]);
  });

  it('a read that a write overtook is not kept (the stamp is taken before the read)', async () => {
    const overtaken = await ask('k', 'select v from a where id = 1', async () => void (await client.query('update a set v = v + 1 where id = 1')));
    const next = await ask('k', 'select v from a where id = 1');
    expect(next.computation).not.toBe(overtaken.computation);
    expect(next.rows[0]!['v']).toBe(overtaken.rows[0]!['v']! + 1);

    // A write that lands between the read's statement and its storing.
    const stale = await ask('j', 'select a.v, b.v as w from a join b on b.a_id = a.id', async () => writes.written(new Set(['b'])));
    expect((await ask('j', 'select a.v, b.v as w from a join b on b.a_id = a.id')).computation).not.toBe(stale.computation);
  });

  it('a delete moves every table (its cascades are not named); a rolled-back transaction moves what it wrote', async () => {
    await client.query('insert into a values (2, 2)');
    const cascaded = await ask('k', 'select v from b order by id');
    await client.query('delete from a where id = 2');
    expect((await ask('k', 'select v from b order by id')).computation).not.toBe(cascaded.computation);

    const rolledBack = await ask('r', 'select v from a order by id');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update a set v = 100');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await ask('r', 'select v from a order by id');
    expect(after.computation).not.toBe(rolledBack.computation);
    expect(after.rows).toEqual(rolledBack.rows);
  });

  it('a transaction begun by a plain BEGIN keeps reads out of the cache until it ends, and its end moves everything', async () => {
    await client.query('begin');
    const inside = await ask('p', 'select v from a order by id');
    expect((await ask('p', 'select v from a order by id')).computation).not.toBe(inside.computation);
    await client.query('update b set v = 12');
    await client.query('rollback');
    const settled = await ask('p', 'select v from a order by id');
    expect(await ask('p', 'select v from a order by id')).toEqual(settled);
  });

  it('keeps within its byte bound, oldest first', async () => {
    cache = new ReadCache({ kind: 'tables', writes }, 60); // one answer of ~36 bytes fits, two do not
    const one = await ask('one', 'select 1 as v');
    await ask('two', 'select 2 as v');
    expect((await ask('one', 'select 1 as v')).computation).not.toBe(one.computation);
  });
});

describe('ReadCache by snapshot (server mode)', () => {
  it('serves an entry while the snapshot is the one taken before its read, and reads again once it moved', async () => {
    let snapshot = '100:100:';
    let rows = 0;
    const cache = new ReadCache({ kind: 'snapshot', current: async () => snapshot }, 1024);
    const ask = async () => JSON.parse((await cache.answer('k', async () => ({ rows: ++rows }))).body) as { rows: number };
    expect(await ask()).toEqual({ rows: 1 });
    expect(await ask()).toEqual({ rows: 1 });
    snapshot = '100:101:'; // a transaction ended
    expect(await ask()).toEqual({ rows: 2 });
    expect(await ask()).toEqual({ rows: 2 });
  });
});
