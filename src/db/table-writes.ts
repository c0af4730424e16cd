import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AsyncLocalStorage } from 'node:async_hooks';

/** Every table: a statement whose targets are not known (DDL, DELETE with its cascades, an unknown command). */
export const ALL_TABLES = Symbol('all tables');
type Written = ReadonlySet<string> | typeof ALL_TABLES | null;

/** Statements that write no table of ours (pg-boss's own functions write only its schema). */
const READ_ONLY = new Set(['select', 'show', 'values', 'begin', 'start', 'commit', 'end', 'rollback', 'abort', 'savepoint', 'release', 'set', 'reset', 'listen', 'unlisten', 'notify', 'deallocate', 'discard']);
const DATA_CHANGING = new Set(['insert', 'update', 'with', 'merge']);
// The only syntax that names the table a statement writes: INSERT INTO t, UPDATE [ONLY] t, DELETE FROM [ONLY] t,
// MERGE INTO t, also inside a WITH. "ON CONFLICT DO UPDATE SET", "FOR UPDATE OF" yield harmless extra names.
const NAME = String.raw`(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)`;
const TARGET = new RegExp(String.raw`\b(insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(${NAME}(?:\s*\.\s*${NAME})?)`, 'g');
const IDENTIFIER = new RegExp(NAME, 'g');
/** The queue's schema (pg-boss deletes from it on every maintenance run): no foreign key of ours points into it. */
const QUEUE_SCHEMA = 'pgboss';
const MEMO_MAX_TEXT = 4096;
const MEMO_MAX_ENTRIES = 1000;

/**
 * Which tables each statement of the embedded database writes, and a logical clock of those writes, so a read cache
 * can tell, without a statement, whether what it read is still what the database holds (issue 18; the read cache is
 * `read-cache.ts`, docs/performance.md "Read cache").
 *
 * Embedded mode is one process and PGlite one connection: every statement passes through `trackWrites` below. A write
 * moves the clock and stamps its tables when it is visible: a statement outside a transaction when it returns, the
 * tables of a transaction when it ends (committed or rolled back: a rollback stamping them too is harmless). The
 * stamp happens before the statement's caller resumes and before the next statement starts, so a response sent
 * after a write was acknowledged, or computed by a statement that ran after it, is never older than the write.
 *
 * Reading: `reading(work)` records the names every statement of `work` mentions (an over-approximation of the
 * tables it reads: columns and aliases too), and `unchangedSince(names, stamp)` says whether none of them was
 * written after `stamp` (taken with `stamp()` before the read started).
 */
export class TableWrites {
  private clock = 0;
  private allWrittenAt = 0;
  private readonly writtenAt = new Map<string, number>();
  private readonly recorder = new AsyncLocalStorage<ReadRecord>();
  private readonly writesMemo = new Map<string, Written>();
  private readonly namesMemo = new Map<string, readonly string[]>();
  private readonly controlMemo = new Map<string, 'open' | 'close' | null>();
  /** A BEGIN sent as a plain statement (not `transaction()`): what it writes is visible before its COMMIT. */
  private openPlainTransaction = false;

  stamp(): number {
    return this.clock;
  }

  unchangedSince(names: Iterable<string>, stamp: number): boolean {
    if (this.allWrittenAt > stamp || this.openPlainTransaction) return false;
    for (const name of names) if ((this.writtenAt.get(name) ?? 0) > stamp) return false;
    return true;
  }

  /** Runs `work`, collecting the names its statements mention; `wrote` if one of them wrote (a GET should not). */
  async reading<T>(work: () => Promise<T>): Promise<{ value: T; names: ReadonlySet<string>; wrote: boolean }> {
    const record: ReadRecord = { names: new Set(), wrote: false };
    const value = await this.recorder.run(record, work);
    return { value, names: record.names, wrote: record.wrote };
  }

  /** Marks tables written now. */
  written(tables: Written): void {
    if (tables === null) return;
    this.clock += 1;
    if (tables === ALL_TABLES) this.allWrittenAt = this.clock;
    else for (const table of tables) this.writtenAt.set(table, this.clock);
  }

  /** Notes a statement before it runs: its names for a read in progress; what it writes (null: nothing). */
  observe(text: string): Written {
    const written = this.writesOf(text);
    const record = this.recorder.getStore();
    if (record) {
      if (written !== null) record.wrote = true;
      for (const name of this.namesOf(text)) record.names.add(name);
    }
    return written;
  }

  /** After a statement outside `transaction()` ran (or failed). */
  settle(text: string, written: Written): void {
    // A transaction begun by an earlier plain statement (not `transaction()`): its writes were visible to every
    // statement before its end, and may roll back; whatever runs in it or ends it moves every table.
    this.written(this.openPlainTransaction ? ALL_TABLES : written);
    const control = this.controlOf(text);
    if (control !== null) this.openPlainTransaction = control === 'open';
  }

  private controlOf(text: string): 'open' | 'close' | null {
    let memo = this.controlMemo.get(text);
    if (memo === undefined) {
      memo = transactionControl(text);
      remember(this.controlMemo, text, memo);
    }
    return memo;
  }

  writesOf(text: string): Written {
    const memo = this.writesMemo.get(text);
    if (memo !== undefined) return memo;
    const written = classify(text);
    remember(this.writesMemo, text, written);
    return written;
  }

  private namesOf(text: string): readonly string[] {
    let names = this.namesMemo.get(text);
    if (!names) {
      names = [...new Set(Array.from(withoutComments(text).toLowerCase().matchAll(IDENTIFIER), (m) => unquote(m[0])))];
      remember(this.namesMemo, text, names);
    }
    return names;
  }
}

interface ReadRecord {
  names: Set<string>;
  wrote: boolean;
}

function remember<V>(memo: Map<string, V>, text: string, value: V): void {
  if (text.length > MEMO_MAX_TEXT) return;
  if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
  memo.set(text, value);
}

/** What one SQL text (one or several statements) writes. */
export function classify(text: string): Written {
  const statements = withoutComments(text).toLowerCase().split(';').map((s) => s.trim()).filter((s) => s !== '');
  const tables = new Set<string>();
  for (const statement of statements) {
    const command = leadingWord(statement);
    if (READ_ONLY.has(command)) continue;
    const isDelete = command === 'delete' || command === 'truncate';
    if (!DATA_CHANGING.has(command) && !isDelete) return ALL_TABLES;
    const targets = Array.from(statement.matchAll(TARGET), (m) => ({ verb: m[1]!, name: m[2]! }));
    if (isDelete && targets.length === 0) return ALL_TABLES; // TRUNCATE, or a form not recognized
    for (const { verb, name } of targets) {
      const parts = name.split(/\s*\.\s*/).map(unquote);
      // A delete's foreign keys cascade (or set null) into tables it does not name; no table of ours refers to the queue's.
      if (verb.startsWith('delete') && !(parts.length === 2 && parts[0] === QUEUE_SCHEMA)) return ALL_TABLES;
      tables.add(parts[parts.length - 1]!);
    }
    if (targets.length === 0 && command !== 'with') return ALL_TABLES;
  }
  return tables.size === 0 ? null : tables;
}

/** The net effect of a text's BEGIN / COMMIT / ROLLBACK statements, in order: a transaction left open, closed, or neither. */
function transactionControl(text: string): 'open' | 'close' | null {
  let control: 'open' | 'close' | null = null;
  for (const statement of withoutComments(text).split(';')) {
    const command = leadingWord(statement);
    if (command === 'begin' || command === 'start') control = 'open';
    else if (command === 'commit' || command === 'end' || command === 'rollback' || command === 'abort') control = 'close';
  }
  return control;
}

function leadingWord(text: string): string {
  const match = /^[\s(]*([a-z]+)/i.exec(text);
  return match ? match[1]!.toLowerCase() : '';
}

function withoutComments(text: string): string {
  return text.includes('--') || text.includes('/*') ? text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ') : text;
}

function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name;
}

/**
 * Routes every statement of an embedded database through `writes`. Applied under `takeTurns`, so a write is
 * stamped before the next statement is admitted.
 */
export function trackWrites(client: PGlite, writes: TableWrites): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const root = async <T>(text: string, run: () => Promise<T>): Promise<T> => {
    const written = writes.observe(text);
    try {
      return await run();
    } finally {
      writes.settle(text, written);
    }
  };
  client.query = ((text: string, ...rest: unknown[]) => root(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => root(text, () => (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['exec'];
  client.transaction = (async <T>(work: (tx: Transaction) => Promise<T>) => {
    const tables = new Set<string>();
    let all = false;
    const note = (text: string) => {
      const written = writes.observe(text);
      if (written === ALL_TABLES) all = true;
      else if (written) for (const table of written) tables.add(table);
    };
    try {
      return await transaction((tx) =>
        work(
          new Proxy(tx, {
            get(target, property) {
              if (property === 'query' || property === 'exec') {
                const method = target[property].bind(target) as (text: string, ...rest: unknown[]) => Promise<unknown>;
                return (text: string, ...rest: unknown[]) => (note(text), method(text, ...rest));
              }
              if (property === 'sql') all = true; // its text is built inside PGlite: assume it writes everything
              const value: unknown = Reflect.get(target, property, target);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          }),
        ),
      );
    } finally {
      writes.written(all ? ALL_TABLES : tables.size > 0 ? tables : null);
    }
  }) as PGlite['transaction'];
  return client;
}
