import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Milliseconds of embedded-database work after which the next statement waits for the event loop to turn.
 * One statement is rarely longer; a chain of short ones stays unbroken below it.
 */
export const EMBEDDED_SLICE_MS = 8;

/**
 * PGlite executes each statement synchronously on the main thread. Statements queued together — the queue's
 * pollers firing in the same tick, a job that chains its queries, a transaction of many inserts — then ran back to
 * back inside one round of promise callbacks, and the event loop (an HTTP request, `/health`) waited for all of
 * them: 100–400 ms stalls with nothing uploaded (issue 15). Here every statement, at the root or inside a
 * transaction, starts only after the event loop has had a turn once the statements since the last turn have taken
 * `EMBEDDED_SLICE_MS`. Root statements and transactions are admitted one at a time, in order, as PGlite's own
 * mutex admits them (a transaction holds its turn until it ends, exactly as it holds PGlite's single connection),
 * so the yield cannot reorder them; a statement inside a transaction only yields.
 *
 * The instance's own `query`, `exec` and `transaction` are replaced, so every caller — Drizzle, pg-boss's executor,
 * a test — takes turns.
 */
export function takeTurns(client: PGlite, sliceMs = EMBEDDED_SLICE_MS): PGlite {
  let sliceStarted = performance.now();
  let tail: Promise<unknown> = Promise.resolve();

  const turn = async (): Promise<void> => {
    if (performance.now() - sliceStarted < sliceMs) return;
    // An immediate scheduled now runs after the event loop's poll phase (I/O, incoming requests).
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStarted = performance.now();
  };
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      await turn();
      return work();
    });
    tail = run.catch(() => undefined);
    return run;
  };
  const withinTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query') return async (...args: Parameters<Transaction['query']>) => (await turn(), target.query(...args));
        if (property === 'exec') return async (...args: Parameters<Transaction['exec']>) => (await turn(), target.exec(...args));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inOrder(() => query(...args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => inOrder(() => exec(...args))) as PGlite['exec'];
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => inOrder(() => transaction((tx) => work(withinTransaction(tx))))) as PGlite['transaction'];
  return client;
}
