import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { DraftRow } from '../src/documents/drafts/drafts.repository';
import { DraftsSweeper } from '../src/documents/drafts/drafts.sweeper';
import { DraftsService } from '../src/documents/drafts/drafts.service';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

const SALE = {
  lines: [
    { description: 'Horas de consultoría', quantity: 10, unitPrice: 1000, ivaRate: 21 },
    { description: 'Viáticos', quantity: 1, unitPrice: 500, ivaRate: 21 },
  ],
  // The registry's name for 30-00000000-7 in the simulator: another name would add a receiver_name_mismatch note.
  receiver: { name: 'Empresa Prueba SA', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 },
  pricesIncludeIva: false,
  currency: 'ARS',
  concepto: 1,
  reference: 'OC-1234',
};

/** Today's date in Argentina (UTC-3, no DST), YYYY-MM-DD. */
function argentinaToday(): string {
  return new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())('draft approval issues a voucher [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;

  /** Reads the row (never through the API) until it leaves `status`: the draft moves by its invoice's event. */
  async function waitWhile(scope: { accountId: string; environment: 'testing' }, id: string, status: string): Promise<DraftRow> {
    let draft = await t.app.get(DraftsService).require(scope, id);
    for (const until = Date.now() + 60_000; draft.status === status && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      draft = await t.app.get(DraftsService).require(scope, id);
    }
    return draft;
  }

  /** The row's version (xmin changes with every UPDATE) and updated_at. */
  async function rowVersion(id: string): Promise<{ xmin: string; updated_at: string; status: string }> {
    const result = await t.database.orm.execute(sql`select xmin::text as xmin, updated_at::text as updated_at, status from drafts where id = ${id}`);
    return (result as unknown as { rows: Array<{ xmin: string; updated_at: string; status: string }> }).rows[0]!;
  }

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('approves a draft: one Factura A, the draft follows it to issued, and approving again issues nothing more', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const created = await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: SALE });
    expect(created.status).toBe(201);
    const draftId = created.body.draft.id;
    expect(created.body.draft.voucherLetter).toBe('A');

    const approved = await request(t.http).post(`/documents/drafts/${draftId}/approve`).set('x-api-key', issuer.key);
    expect([approved.status, approved.body.message]).toEqual([202, undefined]);
    expect(approved.body.draft.status).toBe('issuing');
    const batch = await waitForBatch(t, issuer.key, approved.body.batchId);
    expect(batch.status).toBe('completed');
    // The invoice.completed event moves the draft (SettleDraft): no timer, no read needed.
    const scope = { accountId: issuer.account.account.id, environment: 'testing' as const };
    expect((await waitWhile(scope, draftId, 'issuing')).status).toBe('issued');

    const after = (await request(t.http).get(`/documents/drafts/${draftId}`).set('x-api-key', issuer.key)).body.draft;
    expect(after.status).toBe('issued');
    expect(after.invoice).toMatchObject({ invoiceType: 1, ptoVta: 1, status: 'completed', voucherNumber: expect.any(Number), amount: 12705 });
    const invoice = (await request(t.http).get(`/invoices/${after.invoice.id}`).set('x-api-key', issuer.key)).body;
    expect(invoice).toMatchObject({ status: 'completed', invoiceType: 1, cae: expect.stringMatching(/^\d{14}$/), amounts: expect.objectContaining({ total: '12705.00', net: '10500.00', iva: '2205.00' }) });

    // The issued voucher is emailed from the draft (outbox mode: an .eml under DATA_DIR/outbox).
    const emailed = await request(t.http).post(`/documents/drafts/${draftId}/email`).set('x-api-key', issuer.key).send({ email: 'compras@gorosito.example' });
    expect(emailed.status).toBe(202);
    expect(emailed.body).toMatchObject({ status: 'queued', emailId: expect.any(String) });
    const deadline = Date.now() + 30_000;
    let emailStatus: string | null = null;
    while (Date.now() < deadline && emailStatus !== 'sent') {
      emailStatus = (await request(t.http).get(`/documents/drafts/${draftId}`).set('x-api-key', issuer.key)).body.draft.emailStatus;
      if (emailStatus !== 'sent') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(emailStatus).toBe('sent');

    const again = await request(t.http).post(`/documents/drafts/${draftId}/approve`).set('x-api-key', issuer.key);
    expect(again.status).toBe(202);
    expect(again.body.batchId).toBe(approved.body.batchId);
    const listed = (await request(t.http).get('/invoices').set('x-api-key', issuer.key)).body;
    const items = (listed.invoices ?? listed.items ?? listed.data ?? listed) as Array<{ id: string }>;
    expect(items.filter((i) => i.id === after.invoice.id)).toHaveLength(1);
    expect(items).toHaveLength(1);
  });

  it('reading drafts writes nothing: a GET and a list of an issuing draft whose invoice is decided leave the row as it was', async () => {
    // No timer moves drafts any more: the sweeper only re-queues stuck extractions.
    expect(Object.keys(t.app.get(DraftsSweeper))).not.toContain('followTimer');
    const issuer = await issuerWithDefaults(t, simulator);
    const scope = { accountId: issuer.account.account.id, environment: 'testing' as const };
    const draftId = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: SALE }).expect(201)).body.draft.id;
    const approved = await request(t.http).post(`/documents/drafts/${draftId}/approve`).set('x-api-key', issuer.key).expect(202);
    await waitForBatch(t, issuer.key, approved.body.batchId);
    expect((await waitWhile(scope, draftId, 'issuing')).status).toBe('issued');

    // The window between the invoice's decision and its event's job: the draft still reads issuing.
    await t.database.orm.execute(sql`update drafts set status = 'issuing' where id = ${draftId}`);
    const before = await rowVersion(draftId);
    const got = await request(t.http).get(`/documents/drafts/${draftId}`).set('x-api-key', issuer.key).expect(200);
    const listed = await request(t.http).get('/documents/drafts').set('x-api-key', issuer.key).expect(200);
    expect(got.body.draft.status).toBe('issuing');
    expect(listed.body.drafts.find((d: { id: string }) => d.id === draftId).status).toBe('issuing');
    expect(await rowVersion(draftId)).toEqual(before);

    // A repeated approval (a POST) settles it against its invoice, without issuing again.
    const again = await request(t.http).post(`/documents/drafts/${draftId}/approve`).set('x-api-key', issuer.key).expect(202);
    expect(again.body).toMatchObject({ batchId: approved.body.batchId, draft: { status: 'issued', invoice: { status: 'completed' } } });
  });

  it('a draft whose invoice the tax authority rejects follows it to failed, with the authority\'s code, by the invoice.failed event', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const scope = { accountId: issuer.account.account.id, environment: 'testing' as const };
    // A CUIT with a valid check digit that is in no padrón: class B is refused with 10015.
    const data = { ...SALE, receiver: { name: 'Exenta Desconocida', docType: 'CUIT', docNumber: '20333333334', condicionIva: 4 } };
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data }).expect(201)).body.draft;
    expect(created.voucherLetter).toBe('B');
    const approved = await request(t.http).post(`/documents/drafts/${created.id}/approve`).set('x-api-key', issuer.key).expect(202);
    expect((await waitForBatch(t, issuer.key, approved.body.batchId)).status).toBe('failed');
    const draft = await waitWhile(scope, created.id, 'issuing');
    expect(draft).toMatchObject({ status: 'failed', errorCode: '10015', invoice: { status: 'failed' } });
    expect(draft.errorMessage).toContain('padrones');
  });

  it("emails the voucher of a template with sendEmail once it is issued, with a copy to emailCopyTo, without the draft being read", async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const template = (
      await request(t.http)
        .post('/documents/templates')
        .set('x-api-key', issuer.key)
        .send({ name: 'Con email', cuitId: issuer.cuitId, sendEmail: true, emailCopyTo: 'contaduria@emisor.example' })
    ).body.template;
    const data = { ...SALE, receiver: { ...SALE.receiver, email: 'compras@gorosito.example' } };
    const draftId = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ templateId: template.id, cuitId: issuer.cuitId, data })).body.draft.id;
    const approved = await request(t.http).post(`/documents/drafts/${draftId}/approve`).set('x-api-key', issuer.key).expect(202);
    await waitForBatch(t, issuer.key, approved.body.batchId);

    // The invoice.completed event moves the draft to issued and queues the email in the same transaction.
    const scope = { accountId: issuer.account.account.id, environment: 'testing' as const };
    const draft = await waitWhile(scope, draftId, 'issuing');
    expect(draft).toMatchObject({ status: 'issued', emailStatus: 'queued' });
    const invoiceId = draft.invoice!.id;
    const emails = (await request(t.http).get(`/invoices/${invoiceId}/email`).set('x-api-key', issuer.key).expect(200)).body;
    expect(emails.emails).toHaveLength(1);
    expect(emails.emails[0]).toMatchObject({ to: ['compras@gorosito.example'], cc: ['contaduria@emisor.example'] });
    // Approving again (which settles an issuing draft against its invoice) sends nothing more.
    await request(t.http).post(`/documents/drafts/${draftId}/approve`).set('x-api-key', issuer.key).expect(202);
    expect((await request(t.http).get(`/invoices/${invoiceId}/email`).set('x-api-key', issuer.key)).body.emails).toHaveLength(1);
  });

  it('issues a draft created with its data under an automatic template without an approve call', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const template = (
      await request(t.http).post('/documents/templates').set('x-api-key', issuer.key).send({ name: 'Automática por API', cuitId: issuer.cuitId, mode: 'automatic' }).expect(201)
    ).body.template;
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ templateId: template.id, data: { ...SALE, documentDate: argentinaToday() } }).expect(201)).body.draft;
    expect(created).toMatchObject({ status: 'issuing', issues: [] });
    let draft = created;
    for (const until = Date.now() + 60_000; draft.status === 'issuing' && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      draft = (await request(t.http).get(`/documents/drafts/${created.id}`).set('x-api-key', issuer.key)).body.draft;
    }
    expect(draft).toMatchObject({ status: 'issued', invoice: { status: 'completed', voucherNumber: expect.any(Number) } });
  });

  it('issues under an automatic template a draft whose issues are only notes: an old document, a DNI customer billed B as consumidor final', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const template = (
      await request(t.http).post('/documents/templates').set('x-api-key', issuer.key).send({ name: 'Automática DNI', cuitId: issuer.cuitId, mode: 'automatic' }).expect(201)
    ).body.template;
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const data = { ...SALE, documentDate: old, receiver: { name: 'Verónica Ponce', docType: 'DNI', docNumber: '41454435', condicionIva: null } };
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ templateId: template.id, data }).expect(201)).body.draft;
    expect(created.issues).toEqual([expect.objectContaining({ code: 'receiver_condition_assumed', severity: 'note' })]);
    expect(created).toMatchObject({ status: 'issuing', voucherLetter: 'B' });
    let draft = created;
    for (const until = Date.now() + 60_000; draft.status === 'issuing' && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      draft = (await request(t.http).get(`/documents/drafts/${created.id}`).set('x-api-key', issuer.key)).body.draft;
    }
    expect(draft).toMatchObject({ status: 'issued', invoice: { status: 'completed', invoiceType: 6 } });
    const invoice = (await request(t.http).get(`/invoices/${draft.invoice.id}`).set('x-api-key', issuer.key)).body;
    expect(invoice.date).toBe(argentinaToday());
  });

  it('approves a services draft whose document prints no payment due date (a note), dated today', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const data = { ...SALE, concepto: 2, documentDate: '2026-01-15', serviceFrom: '2026-01-01', serviceTo: '2026-01-31', paymentDue: null };
    const created = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data }).expect(201)).body.draft;
    expect(created.issues.map((i: { code: string; severity: string }) => [i.code, i.severity])).toEqual([['payment_due_assumed', 'note']]);
    const approved = await request(t.http).post(`/documents/drafts/${created.id}/approve`).set('x-api-key', issuer.key);
    expect([approved.status, approved.body.message]).toEqual([202, undefined]);
    const batch = await waitForBatch(t, issuer.key, approved.body.batchId);
    expect(batch.status).toBe('completed');
  });

  it('refuses to approve a draft with a line without price, naming the field, and issues nothing', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const data = { ...SALE, lines: [{ description: 'Artículo sin precio', quantity: 2, unitPrice: null, ivaRate: 21 }] };
    const created = await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data });
    expect(created.body.draft.issues.map((i: { code: string }) => i.code)).toContain('missing_price');
    const res = await request(t.http).post(`/documents/drafts/${created.body.draft.id}/approve`).set('x-api-key', issuer.key);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain('data.lines.0.unitPrice');
    const draft = (await request(t.http).get(`/documents/drafts/${created.body.draft.id}`).set('x-api-key', issuer.key)).body.draft;
    expect(draft.status).toBe('review_required');
  });

  it('issues a draft with a bonification line at a negative price, and refuses one whose bonification exceeds its rate\'s net (eleventh session)', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const bonified = { ...SALE, lines: [...SALE.lines, { description: 'BONIFICACIÓN COMERCIAL 5 %', quantity: 1, unitPrice: -525, ivaRate: 21 }] };
    const created = await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: bonified });
    expect(created.status).toBe(201);
    expect(created.body.draft.data.lines[2].unitPrice).toBe(-525);
    const approved = await request(t.http).post(`/documents/drafts/${created.body.draft.id}/approve`).set('x-api-key', issuer.key);
    expect([approved.status, approved.body.message]).toEqual([202, undefined]);
    expect((await waitForBatch(t, issuer.key, approved.body.batchId)).status).toBe('completed');
    const scope = { accountId: issuer.account.account.id, environment: 'testing' as const };
    expect((await waitWhile(scope, created.body.draft.id, 'issuing')).status).toBe('issued');
    const after = (await request(t.http).get(`/documents/drafts/${created.body.draft.id}`).set('x-api-key', issuer.key)).body.draft;
    const invoice = (await request(t.http).get(`/invoices/${after.invoice.id}`).set('x-api-key', issuer.key)).body;
    expect(invoice.amounts).toMatchObject({ net: '9975.00', iva: '2094.75', total: '12069.75' });

    const tooMuch = { ...SALE, lines: [SALE.lines[1], { description: 'Bonificación', quantity: 1, unitPrice: -800, ivaRate: 21 }] };
    const refused = await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: tooMuch });
    const res = await request(t.http).post(`/documents/drafts/${refused.body.draft.id}/approve`).set('x-api-key', issuer.key);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: expect.any(String), resolution: expect.any(String) });
    expect((await request(t.http).get(`/documents/drafts/${refused.body.draft.id}`).set('x-api-key', issuer.key)).body.draft.status).toBe('review_required');
  });

  it('does not approve a rejected draft', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const id = (await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, data: SALE })).body.draft.id;
    await request(t.http).post(`/documents/drafts/${id}/reject`).set('x-api-key', issuer.key).send({ reason: 'duplicado' }).expect(200);
    const res = await request(t.http).post(`/documents/drafts/${id}/approve`).set('x-api-key', issuer.key);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('draft_not_approvable');
    const email = await request(t.http).post(`/documents/drafts/${id}/email`).set('x-api-key', issuer.key).send({ email: 'a@b.example' });
    expect(email.status).toBe(409);
    expect(email.body.code).toBe('draft_not_issued');
  });
});
