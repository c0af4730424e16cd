import request from 'supertest';
import { ManualClock } from '../src/common/clock';
import { DraftsService } from '../src/documents/drafts/drafts.service';
import { RecurringTemplatesService } from '../src/documents/recurring/recurring-templates.service';
import { EventsService } from '../src/events/events.service';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { ISSUING_ENV, issuerWithDefaults, waitForBatch } from './support/invoicing';
import { createTestDatabase, FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, type TestApp, type TestDatabase } from './support/test-app';

/** A monthly service to a Responsable Inscripto customer (Factura A from the RI issuer of issuerWithDefaults). */
const MONTHLY = {
  recurrence: 'monthly',
  concepto: 2,
  ivaRate: 21,
  pricesIncludeIva: false,
  paymentTermDays: 10,
  receiverDocType: 'CUIT',
  receiverDocNumber: '30-00000000-7',
  // The registry's name for 30-00000000-7 in the simulator: another name would add a receiver_name_mismatch note.
  receiverName: 'Empresa Prueba SA',
  receiverCondicionIva: 1,
  items: [
    { description: 'Abono mensual de mantenimiento', quantity: 1, unitPrice: 150000 },
    { description: 'Horas adicionales', quantity: 2.5, unitPrice: 12000.4 },
  ],
};

interface DraftBody {
  id: string;
  status: string;
  source: string;
  sourceRef: string;
  templateId: string | null;
  templateName: string | null;
  createdAt: string;
  data: { serviceFrom: string; serviceTo: string; documentDate: string; paymentDue: string; concepto: number; lines: unknown[]; receiver: Record<string, unknown> };
  invoice: { id: string; voucherNumber: number | null; status: string } | null;
}

describe.each(testDatabaseKinds())('recurring templates [%s]', (kind) => {
  const clock = new ManualClock('2031-03-10T15:00:00Z');
  let simulator: RunningSimulator;
  let database: TestDatabase;
  let t: TestApp;
  /** A second process on the same database (PostgreSQL); on PGlite the same app runs the scheduler twice. */
  let other: TestApp | null = null;
  let issuer: Awaited<ReturnType<typeof issuerWithDefaults>>;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    database = await createTestDatabase(kind);
    t = await startTestApp(kind, { simulator, env: ISSUING_ENV, testDatabase: database, clock });
    if (kind === 'postgres') other = await startTestApp(kind, { simulator, env: ISSUING_ENV, testDatabase: database, clock });
    issuer = await issuerWithDefaults(t, simulator);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await database?.drop();
    await simulator?.close();
  });

  const api = () => ({
    post: (path: string, body: object = {}) => request(t.http).post(path).set('x-api-key', issuer.key).send(body),
    patch: (path: string, body: object) => request(t.http).patch(path).set('x-api-key', issuer.key).send(body),
    get: (path: string) => request(t.http).get(path).set('x-api-key', issuer.key),
    delete: (path: string) => request(t.http).delete(path).set('x-api-key', issuer.key),
  });
  const scheduler = (app: TestApp = t) => app.app.get(RecurringTemplatesService);
  const createTemplate = async (fields: object) => {
    const res = await api().post('/documents/templates', { name: 'Abono', cuitId: issuer.cuitId, ...MONTHLY, ...fields });
    expect([res.status, res.body.message]).toEqual([201, undefined]);
    return res.body.template as { id: string; nextRunAt: string | null; lastRunAt: string | null };
  };
  const template = async (id: string) => (await api().get(`/documents/templates/${id}`)).body.template as { nextRunAt: string | null; lastRunAt: string | null };
  /** The template's drafts, oldest first. */
  const draftsOf = async (templateId: string): Promise<DraftBody[]> => {
    const res = await api().get(`/documents/drafts?templateId=${templateId}&source=template&limit=100`);
    expect(res.status).toBe(200);
    return (res.body.drafts as DraftBody[]).reverse();
  };

  it('a template on day 5 created on the 10th runs first on the 5th of next month, at 00:00 Argentina time, and waits for review (manual)', async () => {
    clock.set('2031-03-10T15:00:00Z');
    const created = await createTemplate({ dayOfMonth: 5 });
    expect(created.nextRunAt).toBe('2031-04-05T03:00:00.000Z');
    expect(created.lastRunAt).toBeNull();

    clock.set('2031-04-05T02:59:59Z'); // 23:59:59 on the 4th in Argentina
    await scheduler().runDue();
    expect(await draftsOf(created.id)).toHaveLength(0);

    clock.set('2031-04-05T03:00:00Z');
    await scheduler().runDue();
    const [draft, ...more] = await draftsOf(created.id);
    expect(more).toHaveLength(0);
    expect(draft).toMatchObject({ status: 'review_required', source: 'template', sourceRef: '2031-04', templateName: 'Abono' });
    expect(draft!.data).toMatchObject({
      concepto: 2,
      serviceFrom: '2031-04-01',
      serviceTo: '2031-04-30',
      documentDate: '2031-04-05',
      paymentDue: '2031-04-15',
      receiver: { name: 'Empresa Prueba SA', docType: 'CUIT', docNumber: '30000000007', condicionIva: 1 },
      lines: [
        { description: 'Abono mensual de mantenimiento', quantity: 1, unitPrice: 150000, ivaRate: 21 },
        { description: 'Horas adicionales', quantity: 2.5, unitPrice: 12000.4, ivaRate: 21 },
      ],
    });
    expect(await template(created.id)).toMatchObject({ lastRunAt: '2031-04-05T03:00:00.000Z', nextRunAt: '2031-05-05T03:00:00.000Z' });

    // Manual mode: draft.review_required is in the outbox (written with the draft).
    const events = await t.app.get(EventsService).list(issuer.account.account.id, { type: 'draft.review_required' });
    expect(events.filter((e) => (e.data as { id: string }).id === draft!.id)).toHaveLength(1);

    // The next tick produces nothing more for that month.
    clock.set('2031-04-20T12:00:00Z');
    await scheduler().runDue();
    expect(await draftsOf(created.id)).toHaveLength(1);
  });

  it('running the scheduler twice at once (two processes on PostgreSQL) yields one draft', async () => {
    clock.set('2031-03-10T15:00:00Z');
    const created = await createTemplate({ dayOfMonth: 12, name: 'Concurrente' });
    expect(created.nextRunAt).toBe('2031-03-12T03:00:00.000Z');
    clock.set('2031-03-12T03:01:00Z');
    const results = await Promise.all([scheduler().runDue(), scheduler(other ?? t).runDue(), scheduler().runDue()]);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    const drafts = await draftsOf(created.id);
    expect(drafts.map((d) => d.sourceRef)).toEqual(['2031-03']);
    expect((await template(created.id)).nextRunAt).toBe('2031-04-12T03:00:00.000Z');
  });

  it('after a three-month outage produces each missed month once, oldest first, with its service period', async () => {
    clock.set('2031-03-10T15:00:00Z');
    const created = await createTemplate({ dayOfMonth: 5, name: 'Tras el corte' });
    clock.set('2031-06-20T12:00:00Z'); // down since before April 5th
    await Promise.all([scheduler().runDue(), scheduler(other ?? t).runDue()]);
    const drafts = await draftsOf(created.id);
    expect(drafts.map((d) => [d.sourceRef, d.data.serviceFrom, d.data.serviceTo])).toEqual([
      ['2031-04', '2031-04-01', '2031-04-30'],
      ['2031-05', '2031-05-01', '2031-05-31'],
      ['2031-06', '2031-06-01', '2031-06-30'],
    ]);
    // Dated the day they are produced (the tax authority refuses old voucher dates), due paymentTermDays later.
    expect(drafts.map((d) => [d.data.documentDate, d.data.paymentDue])).toEqual(Array(3).fill(['2031-06-20', '2031-06-30']));
    const times = drafts.map((d) => Date.parse(d.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await template(created.id)).toMatchObject({ lastRunAt: '2031-06-20T12:00:00.000Z', nextRunAt: '2031-07-05T03:00:00.000Z' });

    await scheduler().runDue();
    expect(await draftsOf(created.id)).toHaveLength(3);
  });

  it('POST /documents/templates/{id}/run produces the current period once; the schedule then skips that period', async () => {
    clock.set('2031-03-03T15:00:00Z');
    const created = await createTemplate({ dayOfMonth: 5, name: 'A pedido' });
    expect(created.nextRunAt).toBe('2031-03-05T03:00:00.000Z');

    const [first, second] = await Promise.all([api().post(`/documents/templates/${created.id}/run`), api().post(`/documents/templates/${created.id}/run`)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.draft.id).toBe(second.body.draft.id);
    expect([first.body.created, second.body.created].sort()).toEqual([false, true]);
    expect(first.body).toMatchObject({ period: '2031-03', draft: { source: 'template', sourceRef: '2031-03', status: 'review_required' } });
    expect(await template(created.id)).toMatchObject({ lastRunAt: '2031-03-03T15:00:00.000Z', nextRunAt: '2031-04-05T03:00:00.000Z' });
    const again = await api().post(`/documents/templates/${created.id}/run`);
    expect([again.status, again.body.created, again.body.draft.id]).toEqual([200, false, first.body.draft.id]);

    clock.set('2031-03-05T03:30:00Z');
    await scheduler().runDue();
    expect((await draftsOf(created.id)).map((d) => d.sourceRef)).toEqual(['2031-03']);

    // A period whose draft was deleted is not produced again.
    await api().delete(`/documents/drafts/${first.body.draft.id}`).expect(200);
    const gone = await api().post(`/documents/templates/${created.id}/run`);
    expect([gone.status, gone.body.code]).toEqual([409, 'template_period_already_run']);
  });

  it('POST …/run refuses a template that is not recurring, inactive or unknown, with the full error body', async () => {
    const plain = (await api().post('/documents/templates', { name: 'Sin recurrencia' })).body.template;
    const notRecurring = await api().post(`/documents/templates/${plain.id}/run`);
    expect([notRecurring.status, notRecurring.body.code]).toEqual([409, 'template_not_recurring']);
    expect(Object.keys(notRecurring.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());

    const paused = await createTemplate({ dayOfMonth: 5, active: false, name: 'Pausada' });
    expect(paused.nextRunAt).toBeNull();
    const inactive = await api().post(`/documents/templates/${paused.id}/run`);
    expect([inactive.status, inactive.body.code]).toEqual([409, 'template_inactive']);
    expect(Object.keys(inactive.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());

    const unknown = await api().post('/documents/templates/00000000-0000-4000-8000-000000000000/run');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
  });

  it('a deactivated or deleted template produces nothing more; its drafts stay; reactivating schedules from then on', async () => {
    clock.set('2031-03-10T15:00:00Z');
    const paused = await createTemplate({ dayOfMonth: 5, name: 'Desactivada' });
    const deleted = await createTemplate({ dayOfMonth: 5, name: 'Borrada' });
    const kept = (await api().post(`/documents/templates/${deleted.id}/run`)).body.draft as DraftBody;
    expect(kept.sourceRef).toBe('2031-03');

    const patched = await api().patch(`/documents/templates/${paused.id}`, { active: false });
    expect(patched.body.template).toMatchObject({ active: false, nextRunAt: null });
    await api().delete(`/documents/templates/${deleted.id}`).expect(200);

    clock.set('2031-05-10T12:00:00Z');
    await scheduler().runDue();
    expect(await draftsOf(paused.id)).toHaveLength(0);
    const stays = (await api().get(`/documents/drafts/${kept.id}`)).body.draft as DraftBody;
    expect(stays).toMatchObject({ id: kept.id, templateId: null, templateName: 'Borrada', source: 'template' });

    // Activation recomputes nextRunAt from now: the months it was inactive are not caught up.
    const resumed = await api().patch(`/documents/templates/${paused.id}`, { active: true });
    expect(resumed.body.template.nextRunAt).toBe('2031-06-05T03:00:00.000Z');
    // Repeating the same values does not move a run; changing dayOfMonth does.
    expect((await api().patch(`/documents/templates/${paused.id}`, { active: true, dayOfMonth: 5 })).body.template.nextRunAt).toBe('2031-06-05T03:00:00.000Z');
    expect((await api().patch(`/documents/templates/${paused.id}`, { dayOfMonth: 20 })).body.template.nextRunAt).toBe('2031-05-20T03:00:00.000Z');
  });

  it('in automatic mode the monthly draft is approved and issued (CAE from the simulator) and emailed, without any call to approve', async () => {
    clock.set(new Date());
    const created = await createTemplate({ dayOfMonth: 1, name: 'Automática', mode: 'automatic', sendEmail: true, receiverEmail: 'compras@gorosito.example', emailCopyTo: 'contaduria@emisor.example' });
    clock.set(created.nextRunAt!); // the next 1st of the month, 00:00 Argentina time
    await scheduler().runDue();
    const [produced] = await draftsOf(created.id);
    expect(produced).toMatchObject({ status: 'issuing' });

    const drafts = t.app.get(DraftsService);
    const scope = { accountId: issuer.account.account.id, environment: 'testing' as const };
    const row = await drafts.require(scope, produced!.id);
    expect(row.issues).toEqual([]);
    const batch = await waitForBatch(t, issuer.key, row.batchId!);
    expect(batch.status).toBe('completed');

    // The invoice.completed event (SettleDraft) moves it to issued and queues the template's email; no timer, no GET.
    let issued = await drafts.require(scope, produced!.id);
    for (const until = Date.now() + 60_000; issued.status === 'issuing' && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      issued = await drafts.require(scope, produced!.id);
    }
    expect(issued.status).toBe('issued');
    expect(issued.invoice).toMatchObject({ status: 'completed', invoiceType: 1, voucherNumber: expect.any(Number) });
    const invoice = (await api().get(`/invoices/${issued.invoice!.id}`)).body;
    expect(invoice).toMatchObject({ status: 'completed', cae: expect.stringMatching(/^\d{14}$/), concepto: 2 });
    const emails = (await api().get(`/invoices/${issued.invoice!.id}/email`)).body.emails;
    expect(emails).toEqual([expect.objectContaining({ to: ['compras@gorosito.example'], cc: ['contaduria@emisor.example'] })]);
  }, 180_000);
});
