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
  const read = (sqlText: string) => async () => (await client.query<{ v: number }>(sqlText)).rows;

  beforeAll(async () => {
    writes = new TableWrites();
    client = trackWrites(await PGlite.create(), writes);
    await client.exec('create table a (id int primary key, v int); create table b (id int primary key, a_id int references a(id) on delete cascade, v int); insert into a values (1, 1); insert into b values (1, 1, 10);');
  });
  afterAll(async () => {
    await client.close();
  });
  beforeEach(() => {
    cache = new ReadCache(writes, 1024 * 1024);
  });

  it('serves a read until a table it read is written, by a statement or at the end of a transaction', async () => {
    await cache.compute('k', read('select v from a where id = 1'));
    expect(JSON.parse(cache.get('k')!.body)).toEqual([{ v: 1 }]);
    await client.query('update b set v = 11'); // another table
    expect(cache.get('k')).not.toBeNull();
    await client.query('update a set v = 2 where id = 1');
    expect(cache.get('k')).toBeNull();

    await cache.compute('k', read('select v from a where id = 1'));
    await client.transaction(async (tx) => {
      await tx.query('update a set v = 3 where id = 1');
      // Not committed: the cached answer is still what every other reader would see.
      expect(cache.get('k')).not.toBeNull();
    });
    expect(cache.get('k')).toBeNull();
    await cache.compute('k', read('select v from a where id = 1'));
    expect(JSON.parse(cache.get('k')!.body)).toEqual([{ v: 3 }]);
  });

  it('a read that a write overtook is not kept (the stamp is taken before the read)', async () => {
    const computed = await cache.compute('k', async () => {
      const rows = await read('select v from a where id = 1')();
      await client.query('update a set v = v + 1 where id = 1');
      return rows;
    });
    expect(computed.body).toBeDefined();
    expect(cache.get('k')).toBeNull();

    await cache.compute('j', async () => {
      const stale = await read('select a.v, b.v as w from a join b on b.a_id = a.id')();
      writes.written(new Set(['b'])); // a write that lands between the read's statement and its storing
      return stale;
    });
    expect(cache.get('j')).toBeNull();
  });

  it('a delete moves every table (its cascades are not named); a rolled-back transaction moves what it wrote', async () => {
    await client.query('insert into a values (2, 2)');
    await cache.compute('k', read('select v from b'));
    await client.query('delete from a where id = 2');
    expect(cache.get('k')).toBeNull();

    await cache.compute('k', read('select v from a'));
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update a set v = 100');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(cache.get('k')).toBeNull();
  });

  it('a transaction begun by a plain BEGIN keeps reads out of the cache until it ends, and its end moves everything', async () => {
    await client.query('begin');
    await cache.compute('k', read('select v from a'));
    expect(cache.get('k')).toBeNull();
    await client.query('update b set v = 12');
    await client.query('rollback');
    await cache.compute('k', read('select v from a'));
    expect(cache.get('k')).not.toBeNull();
  });

  it('keeps within its byte bound, oldest first', async () => {
    const small = new ReadCache(writes, 40);
    await small.compute('one', async () => ({ text: 'x'.repeat(20) }));
    await small.compute('two', async () => ({ text: 'y'.repeat(20) }));
    expect(small.get('one')).toBeNull();
    expect(small.get('two')).not.toBeNull();
  });
});
