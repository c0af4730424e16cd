/**
 * EXPLAIN ANALYZE of the statements behind the benchmarked reads, on the PostgreSQL server with some volume:
 * 60 issued invoices cloned to 18 000 and one draft cloned to 5 000, in one account (the worst case for a page).
 *
 *   npm run bench:explain
 */
import { Client } from 'pg';
import { startSimulator } from '../src/taxauth/simulator/simulator';
import { postgresReachable, startBenchApp } from './bench-support';

const SALE = {
  lines: [{ description: 'Horas de consultoría', quantity: 10, unitPrice: 1000, ivaRate: 21 }],
  receiver: { name: 'Gorosito y Orellana SRL', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 },
};

async function main(): Promise<void> {
  if (!(await postgresReachable())) throw new Error('PostgreSQL is not reachable (BENCH_POSTGRES_URL)');
  const captured: Array<{ query: string; params: unknown[] }> = [];
  let capturing = false;
  const simulator = await startSimulator({ control: true });
  const bench = await startBenchApp({
    simulator,
    mode: 'postgres',
    ptoVta: 5,
    env: { QUEUE_CONSUMERS: 'true' },
    queryLogger: { logQuery: (query, params) => void (capturing && captured.push({ query, params })) },
  });
  process.stderr.write('app started\n');
  const db = new Client({ connectionString: bench.config.database.kind === 'postgres' ? bench.config.database.url : '' });
  await db.connect();
  try {
    const draft = (await bench.call('POST', '/documents/drafts', { data: SALE }))['draft'] as { id: string };
    const batch = await bench.call('POST', '/invoices/batches', { invoices: Array.from({ length: 60 }, () => ({ amount: '121.00', description: 'Bench', docTipo: 99, docNro: '0', receiver: { condicionIva: 5 } })) });
    while (!['completed', 'failed'].includes(String((await bench.call('GET', `/invoices/batches/${String(batch['id'])}`))['status']))) await new Promise((r) => setTimeout(r, 200));
    process.stderr.write('seeded; cloning rows\n');
    await db.query(`insert into invoices select (jsonb_populate_record(null::invoices, to_jsonb(i) || jsonb_build_object(
      'id', gen_random_uuid(), 'item_id', gen_random_uuid(), 'item_index', i.item_index + 1000 * g, 'voucher_number', null, 'status', 'failed',
      'created_at', i.created_at - g * interval '1 minute'))).* from invoices i, generate_series(1, 300) g`);
    await db.query(`insert into drafts select (jsonb_populate_record(null::drafts, to_jsonb(d) || jsonb_build_object(
      'id', gen_random_uuid(), 'upload_id', gen_random_uuid(), 'created_at', d.created_at - g * interval '1 minute'))).* from drafts d, generate_series(1, 5000) g`);
    await db.query('analyze');
    for (const [route, path] of [
      ['GET /documents/drafts/{id}', `/documents/drafts/${draft.id}`],
      ['GET /cuits', '/cuits'],
      ['GET /invoices?limit=50', '/invoices?limit=50'],
    ] as const) {
      await bench.call('GET', path); // the key is cached: what remains are the route's own statements
      captured.length = 0;
      capturing = true;
      await bench.call('GET', path);
      capturing = false;
      process.stdout.write(`\n## ${route}: ${captured.length} statement(s)\n`);
      for (const { query, params } of captured) {
        const { rows } = await db.query(`explain (analyze, buffers, costs off, timing on) ${query}`, params);
        process.stdout.write(`\n${query.slice(0, 300)}${query.length > 300 ? '…' : ''}\n${rows.map((r) => `  ${String(r['QUERY PLAN'])}`).join('\n')}\n`);
      }
    }
  } finally {
    await db.end();
    await bench.close();
    await simulator.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
