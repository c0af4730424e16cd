import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/support/test-app';
import { AccountsService } from '../accounts/accounts.service';
import { ClockModule, SystemClock } from '../common/clock';
import { ConfigModule } from '../config/config.module';
import { DbModule } from '../db/db.module';
import type { Database } from '../db/database';
import { EventsModule } from '../events/events.module';
import { eventOutbox } from '../events/events.schema';
import { prepareInfrastructure } from '../infrastructure';
import { TaxauthModule } from '../taxauth/taxauth.module';
import type { CaeDetailResult, CaeResult, FeMessage } from '../taxauth/wsfe/wsfe.types';
import type { FECAEDetRequest } from './domain';
import { InvoicingRepository, type SequenceKey } from './invoicing.repository';
import { InvoicingModule } from './invoicing.module';
import { invoiceBatches, invoices, type InvoiceRow } from './invoicing.schema';
import { IssuingService } from './issuing.service';

/**
 * The service tier (issue 17 item 8): `IssuingService.applyResult`, the densest decision code, against a real
 * PostgreSQL database in a Nest application context, without HTTP and without the tax authority. Each case stores
 * a batch whose items are `processing` under consecutive numbers, hands the service one FECAESolicitar answer, and
 * checks where every item, the batch and the outbox end up.
 */
type Outcome = 'done' | 'sequence_mismatch' | 'transient';
type Sending = { id: string; number: number; request: FECAEDetRequest };
type ApplyResult = (key: SequenceKey, sending: Sending[], result: CaeResult, mismatches: Map<number, number>) => Promise<Outcome>;

describe('IssuingService.applyResult (service tier: PostgreSQL, no HTTP)', () => {
  let testDb: TestDatabase;
  let database: Database;
  let app: INestApplicationContext;
  let applyResult: ApplyResult;
  let accountId: string;
  let nextPtoVta = 1;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    database = await testDb.open();
    // No tax authority at all: applyResult is given its answer. Endpoints nobody listens on, so a call would fail loudly.
    const nowhere = 'http://127.0.0.1:9/';
    const endpoints = Object.fromEntries(['TESTING', 'PRODUCTION'].flatMap((env) => [[`TAXAUTH_${env}_ENDPOINTS`, 'custom'], ...['WSAA', 'WSFE', 'PADRON'].map((s) => [`TAXAUTH_${env}_${s}_URL`, nowhere])]));
    const config = testConfig({ database: testDb.config }, { QUEUE_CONSUMERS: 'false', ...endpoints });
    const infrastructure = await prepareInfrastructure(config, { database });
    // The invoicing module and the platform it stands on, as AppModule composes them (documents, OCR and HTTP left out).
    @Module({
      imports: [ConfigModule.forConfig(config), ClockModule.forClock(new SystemClock()), DbModule.forDatabase(database), TaxauthModule.forEndpoints(infrastructure.endpoints, null), EventsModule, InvoicingModule],
    })
    class IssuingTier {}
    app = await NestFactory.createApplicationContext(IssuingTier, { logger: false });
    const service = app.get(IssuingService);
    // A private method, called as the round does: the decisions are the subject, not the calls that lead to them.
    applyResult = (service as unknown as { applyResult: ApplyResult }).applyResult.bind(service);
    const account = await app.get(AccountsService).createAccount({ name: 'Service tier', email: `tier-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery staple' });
    accountId = account.account.id;
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  /** A batch of `count` items of their own sequence (a new ptoVta each), `processing` under numbers 1..count. */
  async function processing(count: number): Promise<{ key: SequenceKey; batchId: string; sending: Sending[] }> {
    const key: SequenceKey = { accountId, environment: 'testing', cuitId: '00000000-0000-4000-8000-000000000001', issuerCuit: '20123456786', ptoVta: nextPtoVta++, cbteTipo: 11 };
    const repository = app.get(InvoicingRepository);
    return database.transaction(async (tx) => {
      const batch = await repository.insertBatch(tx, { accountId, environment: 'testing' }, count);
      const rows = await repository.insertInvoices(
        tx,
        Array.from({ length: count }, (_, i) => ({
          batchId: batch.id, itemIndex: i, accountId, environment: 'testing' as const, cuitId: key.cuitId, issuerCuit: key.issuerCuit,
          status: 'processing' as const, kind: 'invoice' as const, ptoVta: key.ptoVta, cbteTipo: key.cbteTipo, concepto: 1,
          voucherNumber: i + 1, date: '2026-11-25', total: '121.00', currency: 'ARS', invoiceData: {}, voucherInput: {},
          request: request(key, i + 1),
        })),
      );
      return { key, batchId: batch.id, sending: rows.map((row, i) => ({ id: row.id, number: i + 1, request: request(key, i + 1) })) };
    });
  }

  const items = (batchId: string): Promise<InvoiceRow[]> => database.orm.select().from(invoices).where(eq(invoices.batchId, batchId)).orderBy(invoices.itemIndex);
  const batch = async (batchId: string) => (await database.orm.select().from(invoiceBatches).where(eq(invoiceBatches.id, batchId)))[0]!;
  const eventsOf = async (type: 'invoice.completed' | 'invoice.failed' | 'batch.completed', batchId: string) =>
    (await database.orm.select().from(eventOutbox).where(and(eq(eventOutbox.accountId, accountId), eq(eventOutbox.type, type)))).filter((e) => (e.data as { batchId?: string; id?: string }).batchId === batchId || (e.data as { id?: string }).id === batchId);

  it('completes every approved detail, records invoice.completed for each and batch.completed once', async () => {
    const { key, batchId, sending } = await processing(2);
    const outcome = await applyResult(key, sending, answer([approved(1), approved(2)]), new Map());
    expect(outcome).toBe('done');
    expect((await items(batchId)).map((i) => [i.status, i.voucherNumber, i.cae])).toEqual([['completed', 1, 'CAE1'], ['completed', 2, 'CAE2']]);
    expect((await eventsOf('invoice.completed', batchId)).length).toBe(2);
    expect(await batch(batchId)).toMatchObject({ status: 'completed', processedItems: 2, failedItems: 0 });
    expect((await eventsOf('batch.completed', batchId)).length).toBe(1);
  });

  it('fails the first rejected detail with its observation and gives back the numbers after it (TAXAUTH §3.1)', async () => {
    const { key, batchId, sending } = await processing(3);
    const outcome = await applyResult(key, sending, answer([approved(1), rejected(2, [{ code: 10015, msg: 'DocNro invalido' }]), rejected(3)]), new Map());
    expect(outcome).toBe('done');
    const rows = await items(batchId);
    expect(rows.map((i) => [i.status, i.voucherNumber, i.errorCode])).toEqual([['completed', 1, null], ['failed', null, '10015'], ['pending', null, null]]);
    expect(rows[1]!.error).toContain('10015');
    expect((await eventsOf('invoice.failed', batchId)).length).toBe(1);
    expect(await batch(batchId)).toMatchObject({ status: 'processing', processedItems: 1, failedItems: 1 });
    expect((await eventsOf('batch.completed', batchId)).length).toBe(0);
  });

  it('changes nothing on a transient answer with no approval (the queue retries)', async () => {
    const { key, batchId, sending } = await processing(2);
    const outcome = await applyResult(key, sending, answer([], [{ code: 502, msg: 'Error interno' }]), new Map());
    expect(outcome).toBe('transient');
    expect((await items(batchId)).map((i) => [i.status, i.voucherNumber])).toEqual([['processing', 1], ['processing', 2]]);
  });

  it('fails every item on a header rejection (an error without observations, nothing approved)', async () => {
    const { key, batchId, sending } = await processing(2);
    const outcome = await applyResult(key, sending, answer([rejected(1), rejected(2)], [{ code: 10004, msg: 'CbteTipo invalido' }]), new Map());
    expect(outcome).toBe('done');
    expect((await items(batchId)).map((i) => [i.status, i.errorCode])).toEqual([['failed', '10004'], ['failed', '10004']]);
    expect(await batch(batchId)).toMatchObject({ status: 'failed', processedItems: 0, failedItems: 2 });
  });

  it('asks again on a sequence mismatch (10016), and fails the item the third time', async () => {
    const { key, batchId, sending } = await processing(1);
    const mismatches = new Map<number, number>();
    const mismatch = () => answer([rejected(1)], [{ code: 10016, msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar' }]);
    expect(await applyResult(key, sending, mismatch(), mismatches)).toBe('sequence_mismatch');
    expect(await applyResult(key, sending, mismatch(), mismatches)).toBe('sequence_mismatch');
    expect((await items(batchId)).map((i) => i.status)).toEqual(['processing']);
    expect(await applyResult(key, sending, mismatch(), mismatches)).toBe('done');
    expect((await items(batchId)).map((i) => [i.status, i.errorCode])).toEqual([['failed', '10016']]);
  });
});

function request(key: SequenceKey, number: number): FECAEDetRequest {
  return { Concepto: 1, DocTipo: 99, DocNro: '0', CbteDesde: number, CbteHasta: number, CbteFch: '20261125', ImpTotal: 121, ImpTotConc: 0, ImpNeto: 121, ImpOpEx: 0, ImpTrib: 0, ImpIVA: 0, MonId: 'PES', MonCotiz: 1, CondicionIVAReceptor: 5, PtoVta: key.ptoVta, CbteTipo: key.cbteTipo } as unknown as FECAEDetRequest;
}

function detail(number: number, resultado: 'A' | 'R', observations: FeMessage[] = []): CaeDetailResult {
  return { concepto: 1, docTipo: 99, docNro: '0', cbteDesde: number, cbteHasta: number, cbteFch: '20261125', resultado, observations, cae: resultado === 'A' ? `CAE${number}` : null, caeFchVto: resultado === 'A' ? '20261205' : null };
}
const approved = (number: number) => detail(number, 'A');
const rejected = (number: number, observations: FeMessage[] = []) => detail(number, 'R', observations);

function answer(details: CaeDetailResult[], errors: FeMessage[] = []): CaeResult {
  return { header: null, details, errors, events: [] };
}
