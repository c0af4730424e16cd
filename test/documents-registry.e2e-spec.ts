import request from 'supertest';
import { ManualClock } from '../src/common/clock';
import { cuitCheckDigit } from '../src/common/cuit';
import { padronPersona, type VatCondition } from '../src/taxauth/simulator/simulator.fixtures';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { ISSUING_ENV, issuerWithDefaults } from './support/invoicing';
import { startTestApp, testDatabaseKinds, waitForDraft, type TestApp } from './support/test-app';

/** A valid CUIT from its first ten digits. */
function cuit(firstTen: string): string {
  const dv = cuitCheckDigit(firstTen);
  if (dv === null) throw new Error(`${firstTen} has no check digit`);
  return `${firstTen}${dv}`;
}

const LINES = [{ description: 'Mantenimiento mensual', quantity: 1, unitPrice: 1000, ivaRate: 21 }];
type Issue = { code: string; severity: string; field?: string };
const codes = (draft: { issues: Issue[] }) => draft.issues.map((i) => i.code);

/** A remito whose only word on the customer is its CUIT. */
const remito = (receiverCuit: string, reference: string) =>
  [
    `REMITO N° ${reference}`,
    'Fecha: 20/11/2026',
    'Cliente:',
    `CUIT: ${receiverCuit.slice(0, 2)}-${receiverCuit.slice(2, 10)}-${receiverCuit.slice(10)}`,
    '',
    'Cant.  Descripción                 P. Unit.     Importe',
    '2      Mantenimiento mensual       1.000,00     2.000,00',
    '',
    'Subtotal 2.000,00',
    'IVA 21% 420,00',
    'TOTAL 2.420,00',
  ].join('\n');

// Issue 13 item 3: the receiver from the tax authority's registry (padrón A5), served by the simulator over HTTP.
describe.each(testDatabaseKinds())('the receiver from the registry [%s]', (kind) => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof issuerWithDefaults>>;
  const clock = new ManualClock(new Date());

  const register = (number: string, name: string, condition: VatCondition) => simulator.control.setPadron(number, padronPersona(number, name, condition), condition);
  const create = async (data: object, key = issuer.key) => {
    const res = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ cuitId: issuer.cuitId, data: { lines: LINES, currency: 'ARS', concepto: 1, documentDate: '2026-11-20', ...data } });
    expect(res.status).toBe(201);
    return res.body.draft;
  };
  const lookups = () => simulator.control.stats().requests['padron.getPersona_v2'] ?? 0;

  beforeAll(async () => {
    simulator = await startSimulator({ control: true });
    t = await startTestApp(kind, { simulator, clock, env: { ...ISSUING_ENV, RECEIVER_REGISTRY_TIMEOUT_MS: '1000' } });
    issuer = await issuerWithDefaults(t, simulator);
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });

  it('gives a receiver found only by its CUIT its name, VAT condition and address, and the letter follows (document read by the pipeline)', async () => {
    const receiver = cuit('3071000001');
    register(receiver, 'FERRETERIA DEL PUERTO SA', 'RI');
    const res = await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, text: remito(receiver, '0001-00000042') });
    expect(res.status).toBe(201);
    const draft = (await waitForDraft(t, issuer.key, res.body.draft.id)) as Record<string, unknown> & { status: string; issues: Issue[]; data: { receiver: object } };
    expect(draft.status).toBe('review_required');
    expect(draft.data.receiver).toMatchObject({
      docType: 'CUIT',
      docNumber: receiver,
      name: 'FERRETERIA DEL PUERTO SA',
      condicionIva: 1,
      address: 'AV SIEMPRE VIVA 742, CIUDAD AUTONOMA BUENOS AIRES, CP 1000',
    });
    expect(draft.voucherLetter).toBe('A');
    expect(codes(draft)).not.toEqual(expect.arrayContaining(['voucher_letter_undetermined']));
    expect(codes(draft).filter((c) => c.startsWith('receiver_'))).toEqual([]);
  });

  it('does the same for a sale sent with only the CUIT: a monotributista gets A from a Responsable Inscripto', async () => {
    const receiver = cuit('2040000001');
    register(receiver, 'LOPEZ MARTA', 'MONOTRIBUTO');
    const draft = await create({ receiver: { docType: 'CUIT', docNumber: receiver } });
    expect(draft.data.receiver).toMatchObject({ name: 'LOPEZ MARTA', condicionIva: 6 });
    expect(draft.voucherLetter).toBe('A');
    expect(draft.issues).toEqual([]);
  });

  it("keeps the document's name when the registry's differs, with a note; an unknown CUIT is a note in production", async () => {
    const receiver = cuit('3071000002');
    register(receiver, 'DISTRIBUIDORA NORTE SRL', 'EXENTO');
    const mismatch = await create({ receiver: { name: 'Gorosito y Orellana SRL', docType: 'CUIT', docNumber: receiver } });
    expect(mismatch.data.receiver).toMatchObject({ name: 'Gorosito y Orellana SRL', condicionIva: 4 });
    expect(mismatch.voucherLetter).toBe('B');
    expect(mismatch.issues).toEqual([expect.objectContaining({ code: 'receiver_name_mismatch', severity: 'note', field: 'receiver.name', message: expect.stringContaining('DISTRIBUIDORA NORTE SRL') })]);
    const same = await create({ receiver: { name: 'Distribuidora Norte S.R.L.', docType: 'CUIT', docNumber: receiver } });
    expect(same.issues).toEqual([]);

    // Production's registry holds every taxpayer: a CUIT it does not know is worth a look. The testing one (the
    // simulator here) does not, so there it says nothing.
    const nobody = { receiver: { name: 'Nadie SA', docType: 'CUIT', docNumber: cuit('3071000003'), condicionIva: 1 } };
    expect((await create(nobody, issuer.prodKey)).issues.map((i: Issue) => [i.code, i.severity])).toEqual([['receiver_not_in_registry', 'note']]);
    expect((await create(nobody)).issues).toEqual([]);
  });

  it('a registry that is down or too slow costs a note, never a failed draft; the next review asks again', async () => {
    const receiver = cuit('3071000004');
    register(receiver, 'TRANSPORTES DEL SUR SA', 'RI');
    simulator.control.inject({ kind: 'http_status', status: 503, service: 'padron', times: 1 });
    const res = await request(t.http).post('/documents/drafts').set('x-api-key', issuer.key).send({ cuitId: issuer.cuitId, text: remito(receiver, '0001-00000043') });
    const down = (await waitForDraft(t, issuer.key, res.body.draft.id)) as Record<string, unknown> & { status: string; issues: Issue[]; data: { receiver: { name: string | null } } };
    expect(down.status).toBe('review_required');
    expect(down.issues).toContainEqual(expect.objectContaining({ code: 'receiver_registry_unavailable', severity: 'note' }));
    expect(down.data.receiver.name).toBeNull();

    // The reviewer's next edit reviews again, and the registry answers now.
    const patched = await request(t.http).patch(`/documents/drafts/${down.id}`).set('x-api-key', issuer.key).send({ ptoVta: 1 });
    expect(patched.status).toBe(200);
    expect(patched.body.draft.data.receiver).toMatchObject({ name: 'TRANSPORTES DEL SUR SA', condicionIva: 1 });
    expect(codes(patched.body.draft)).not.toContain('receiver_registry_unavailable');

    // Slower than RECEIVER_REGISTRY_TIMEOUT_MS (1 s): the review does not wait for it.
    const slow = cuit('3071000005');
    register(slow, 'LENTA SA', 'RI');
    simulator.control.inject({ kind: 'delay', delayMs: 4000, service: 'padron', times: 1 });
    const late = await create({ receiver: { name: 'Lenta SA', docType: 'CUIT', docNumber: slow, condicionIva: 1 } });
    expect(late.status).toBe('review_required');
    expect(late.issues.map((i: Issue) => [i.code, i.severity])).toEqual([['receiver_registry_unavailable', 'note']]);
  });

  it('answers from the cache for a day without asking again, then asks again', async () => {
    const receiver = cuit('3071000006');
    register(receiver, 'PRIMER NOMBRE SA', 'RI');
    const first = await create({ receiver: { docType: 'CUIT', docNumber: receiver } });
    expect(first.data.receiver.name).toBe('PRIMER NOMBRE SA');
    const asked = lookups();

    // The registry changes, and is even down: the cached answer still serves the next drafts.
    register(receiver, 'SEGUNDO NOMBRE SA', 'RI');
    simulator.control.inject({ kind: 'http_status', status: 503, service: 'padron', times: 5 });
    const cached = await create({ receiver: { docType: 'CUIT', docNumber: receiver } });
    expect(cached.data.receiver.name).toBe('PRIMER NOMBRE SA');
    expect(cached.issues).toEqual([]);
    expect(lookups()).toBe(asked);
    simulator.control.clearFaults();

    clock.advance(24 * 3600_000 + 60_000);
    const nextDay = await create({ receiver: { docType: 'CUIT', docNumber: receiver } });
    expect(nextDay.data.receiver.name).toBe('SEGUNDO NOMBRE SA');
    expect(lookups()).toBe(asked + 1);
  });
});
