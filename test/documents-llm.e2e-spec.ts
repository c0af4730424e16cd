import { sql } from 'drizzle-orm';
import request from 'supertest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeLlmServer } from './support/fake-llm';
import { DraftExtractionJob, STAGE_RECORD_AFTER_MS } from '../src/documents/drafts/drafts.jobs';
import { startTestApp, testDatabaseKinds, waitForDraft, type TestApp } from './support/test-app';

const CORPUS = path.join(__dirname, '../../shared/corpus/dev');
const TEMPLATE = JSON.parse(readFileSync(path.join(CORPUS, 'templates', 'electrica-electronogales.json'), 'utf8')) as {
  priceList: Array<{ description: string; unitPrice: number }>;
  instructions: string;
};

const reply = {
  receiver: { name: 'Cliente Modelo SA', docType: 'CUIT', docNumber: '30712345671', condicionIva: 1, email: null, address: null },
  documentDate: '2026-03-10',
  currency: 'ARS',
  pricesIncludeIva: false,
  lines: [{ description: 'Reflector LED 50 W', quantity: 2, unitPrice: 1000, ivaRate: 21, priceListMatch: null }],
  documentTotal: 2420,
  reference: '0001-00000042',
  serviceFrom: null,
  serviceTo: null,
  paymentDue: null,
  concepto: 1,
  description: null,
};

describe.each(testDatabaseKinds())('LLM extraction against an OpenAI-compatible server [%s]', (kind) => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let key: string;
  let templateId: string;

  beforeAll(async () => {
    llm = await FakeLlmServer.start();
    t = await startTestApp(kind, {
      env: { QUEUE_CONSUMERS: 'true', LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '1500', LLM_MAX_RETRIES: '0' },
    });
    const account = await t.createAccount();
    key = account.keys.testing;
    const cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: '20-26756539-3' })).body.id;
    templateId = (await request(t.http).post('/documents/templates').set('x-api-key', key).send({ ...TEMPLATE, cuitId })).body.template.id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const uploadD08 = async () => {
    const res = await request(t.http).post('/documents/upload').set('x-api-key', key).field('templateId', templateId).attach('file', readFileSync(path.join(CORPUS, 'd08.pdf')), 'd08.pdf');
    expect(res.status).toBe(202);
    return waitForDraft(t, key, res.body.drafts[0].id);
  };

  it('sends the instructions, only the relevant priceList entries and the document, and uses the structured reply', async () => {
    llm.reply({ content: JSON.stringify(reply) });
    const before = llm.requests.length;
    const draft = await uploadD08();
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(sent[0]!.path).toBe('/v1/chat/completions');
    expect(sent[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('fake-model');
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema?.strict).toBe(true);
    const user = body.messages!.find((m) => m.role === 'user')!.content;
    expect(user).toContain(TEMPLATE.instructions);
    const listed = TEMPLATE.priceList.filter((e) => user.includes(`- ${e.description} → ${e.unitPrice}`));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(TEMPLATE.priceList.length / 2);
    const d08 = JSON.parse(readFileSync(path.join(CORPUS, 'd08.truth.json'), 'utf8')).expected as { lines: Array<{ description: string }>; reference: string };
    expect(user).toContain(d08.reference);

    expect(draft.status).toBe('review_required');
    expect(draft.data).toMatchObject({ receiver: { name: 'Cliente Modelo SA', docNumber: '30712345671' }, reference: '0001-00000042', documentTotal: 2420 });
    expect(draft.total).toBe(2420);
    expect(draft.pipeline).toMatchObject({ extractor: 'llm', fallbackReason: null });
  });

  it.each([
    ['a reply that is not JSON', { content: 'Claro, aquí está la factura: ...' }, /^invalid_reply/],
    ['a reply off the schema', { content: JSON.stringify({ ...reply, lines: [{ description: 'x', quantity: 'dos', unitPrice: 1, ivaRate: 19, priceListMatch: null }] }) }, /^invalid_reply: .*quantity/],
    ['an error status', { status: 500 }, /^unavailable/],
    ['no reply within the timeout', { hangMs: 5000 }, /^timeout/],
  ])('falls back to the rules on %s and records why', async (_, fake, reason) => {
    llm.reply(fake);
    const draft = await uploadD08();
    expect(draft.status).toBe('review_required');
    expect(draft.pipeline).toMatchObject({ extractor: 'rules', fallbackReason: expect.stringMatching(reason) });
    const truth = JSON.parse(readFileSync(path.join(CORPUS, 'd08.truth.json'), 'utf8')).expected;
    expect((draft.data as { receiver: { docNumber: string } }).receiver.docNumber).toBe(truth.receiver.docNumber);
  });
  it('writes a step\'s stage only when the step runs long: a slow LLM call shows as extracting, quick steps cost no write', async () => {
    // Every stage the row goes through, in order, recorded by the database itself.
    await t.database.orm.execute(sql.raw('create table stage_trail (draft_id uuid, stage text, seq serial)'));
    await t.database.orm.execute(sql.raw(`create function record_stage() returns trigger language plpgsql as $$ begin insert into stage_trail (draft_id, stage) values (new.id, new.pipeline->>'stage'); return new; end $$`));
    await t.database.orm.execute(sql.raw('create trigger stage_trail after insert or update of pipeline on drafts for each row execute function record_stage()'));
    const trail = async (id: string) => {
      const result = (await t.database.orm.execute(sql`select stage from stage_trail where draft_id = ${id} order by seq`)) as unknown as { rows: Array<{ stage: string }> };
      return result.rows.map((row) => row.stage);
    };

    // The threshold is set for each case so the outcome does not depend on how loaded the machine is: a step that
    // outlasts it (the LLM call, given up after LLM_TIMEOUT_MS = 1.5 s) writes its stage; steps within it write none.
    const job = t.app.get(DraftExtractionJob);
    try {
      job.stageRecordAfterMs = 500;
      llm.reply({ hangMs: 5000 });
      const slow = await uploadD08();
      expect(slow.pipeline).toMatchObject({ stage: 'done', extractor: 'rules', fallbackReason: expect.stringMatching(/^timeout/) });
      expect(await trail(slow.id as string)).toEqual(['queued', 'reading', 'extracting', 'done']);

      job.stageRecordAfterMs = 600_000;
      llm.reply({ content: JSON.stringify(reply) });
      const quick = await uploadD08();
      expect(quick.pipeline).toMatchObject({ stage: 'done', extractor: 'llm' });
      expect(await trail(quick.id as string)).toEqual(['queued', 'reading', 'done']);
    } finally {
      job.stageRecordAfterMs = STAGE_RECORD_AFTER_MS;
    }
  });
});
