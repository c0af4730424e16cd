import { buildVentasAlicuotas, buildVentasCbte, ledgerVoucherFromWsfe } from '../reports';
import { facturaA, ISSUER_CUIT, startTestKit, type TestKit } from '../taxauth/testing/taxauth-test-kit';
import type { CaeDetailRequest } from '../taxauth/wsfe/wsfe.types';
import {
  runTaxAuthImport,
  TaxAuthImportError,
  walkTaxAuthVouchers,
  type ImportCursor,
  type ImportProgress,
  type ImportWalkOptions,
  type KnownAnswer,
  type VoucherKey,
} from './import-walker';
import { importedVoucherListItem, importListPage, type ImportedVoucher } from './imported-voucher';

let kit: TestKit;
beforeAll(async () => {
  kit = await startTestKit();
});
afterAll(async () => {
  await kit.close();
});

const keyOf = (k: { ptoVta: number; cbteTipo: number; voucherNumber: number }) => `${k.ptoVta}-${k.cbteTipo}-${k.voucherNumber}`;
const facturaB = (nro: number): CaeDetailRequest =>
  facturaA(nro, { docTipo: 99, docNro: '0', condicionIvaReceptorId: 5 });

/** Issues vouchers directly in the simulator, outside the service. */
async function issue(ptoVta: number, cbteTipo: number, details: CaeDetailRequest[]): Promise<void> {
  const result = await kit.wsfe.requestCae(kit.auth, { ptoVta, cbteTipo, details });
  expect({ errors: result.errors, results: result.details.map((d) => [d.resultado, d.observations]) }).toEqual({
    errors: [],
    results: details.map(() => ['A', expect.any(Array)]),
  });
}

const consultCalls = () => kit.sim.control.stats().requests['wsfe.FECompConsultar'] ?? 0;

async function collect(options: Omit<ImportWalkOptions, 'auth'> & { auth?: ImportWalkOptions['auth'] }) {
  const vouchers: ImportedVoucher[] = [];
  const progress: ImportProgress[] = [];
  const final = await runTaxAuthImport(kit.wsfe, {
    auth: kit.auth,
    onProgress: (p) => void progress.push(p),
    store: async (v) => void vouchers.push(v),
    ...options,
  });
  return { vouchers, progress, final };
}

describe('walkTaxAuthVouchers against the simulator', () => {
  it('imports exactly the vouchers issued outside the service; a second walk adds nothing', async () => {
    await issue(10, 1, [1, 2, 3, 4, 5].map((n) => facturaA(n)));
    await issue(10, 6, [facturaB(1), facturaB(2)]);
    await issue(10, 3, [facturaA(1, { cbtesAsoc: [{ tipo: 1, ptoVta: 10, nro: 3 }] })]);
    await issue(11, 1, [facturaA(1), facturaA(2)]);
    // What the service issued itself (its own rows).
    const known = new Set(['10-1-1', '10-1-2', '11-1-1']);
    const isKnown = (k: VoucherKey) => known.has(keyOf(k));

    const first = await collect({ pointsOfSale: [10, 11], voucherTypes: [1, 6, 3], isKnown });
    expect(first.vouchers.map(keyOf)).toEqual(['10-1-5', '10-1-4', '10-1-3', '10-6-2', '10-6-1', '10-3-1', '11-1-2']);
    expect(first.vouchers[0]).toMatchObject({
      origin: 'taxauth', issuerCuit: ISSUER_CUIT, ptoVta: 10, cbteTipo: 1, voucherNumber: 5, voucherNumberTo: 5, date: '2025-07-15',
      docTipo: 80, docNro: '30000000007', total: '121.00', net: '100.00', vat: '21.00', currency: 'PES', exchangeRate: '1',
      iva: [{ id: 5, baseImp: '100.00', importe: '21.00' }], emisionTipo: 'CAE', caeDueDate: '2025-07-25',
    });
    expect(first.vouchers[0].cae).toMatch(/^\d{14}$/);
    expect(first.vouchers[5].associated).toEqual([expect.objectContaining({ tipo: 1, ptoVta: 10, nro: 3 })]);
    expect(first.final).toMatchObject({ done: true, targetsTotal: 6, targetsDone: 6, imported: 7, known: 3, missing: 0, failedTargets: [] });
    expect(first.progress.at(-1)).toEqual(first.final);

    for (const v of first.vouchers) known.add(keyOf(v));
    const before = consultCalls();
    const second = await collect({ pointsOfSale: [10, 11], voucherTypes: [1, 6, 3], isKnown });
    expect(second.vouchers).toEqual([]);
    expect(second.final).toMatchObject({ done: true, imported: 0, known: 10 });
    // Known numbers cost no FECompConsultar.
    expect(consultCalls() - before).toBe(0);
  });

  it('turns imported vouchers into ledger records (A, B to a consumer, credit note)', async () => {
    const { vouchers } = await collect({ pointsOfSale: [10], voucherTypes: [1, 6, 3], isKnown: () => false });
    const ledger = vouchers.map((v) => ledgerVoucherFromWsfe({ cbteTipo: v.cbteTipo, ptoVta: v.ptoVta, detail: v.raw }));
    const cbte = buildVentasCbte(ledger).split('\r\n').filter(Boolean);
    expect(cbte).toHaveLength(8);
    expect(cbte.every((l) => l.length === 266)).toBe(true);
    const consumer = cbte.find((l) => l.slice(8, 11) === '006');
    expect(consumer?.slice(56, 78)).toBe(`99${'0'.repeat(20)}`);
    expect(buildVentasAlicuotas(ledger).split('\r\n').filter(Boolean)).toHaveLength(8);
  });

  it('keeps to the date range, finding its end by bisection instead of reading every voucher', async () => {
    const dates = ['20250710', '20250710', '20250712', '20250712', '20250715', '20250715', ...Array<string>(6).fill('20250718')];
    await issue(20, 1, dates.map((d, i) => facturaA(i + 1, { cbteFch: d })));
    const before = consultCalls();
    const { vouchers, final } = await collect({ pointsOfSale: [20], voucherTypes: [1], from: '2025-07-12', to: '2025-07-15', isKnown: () => false });
    expect(vouchers.map((v) => [v.voucherNumber, v.date])).toEqual([
      [6, '2025-07-15'], [5, '2025-07-15'], [4, '2025-07-12'], [3, '2025-07-12'],
    ]);
    expect(final.outOfRange).toBe(7); // 7..12 jumped over, 2 read and found before `from`
    expect(consultCalls() - before).toBeLessThan(dates.length);
  });

  it('stops at a known voucher dated before the range without reading further', async () => {
    const dated = new Map<number, string>([[1, '2025-07-10'], [2, '2025-07-10'], [3, '2025-07-12'], [4, '2025-07-12'], [5, '2025-07-15'], [6, '2025-07-15']]);
    const isKnown = (k: VoucherKey): KnownAnswer => {
      const date = k.ptoVta === 20 ? dated.get(k.voucherNumber) : undefined;
      return date ? { date } : false;
    };
    const { vouchers, final } = await collect({ pointsOfSale: [20], voucherTypes: [1], from: '2025-07-15', isKnown });
    expect(vouchers.map((v) => v.voucherNumber)).toEqual([12, 11, 10, 9, 8, 7]);
    expect(final).toMatchObject({ seen: 9, known: 3, imported: 6 });
  });

  it('resumes from a persisted cursor after an interruption, importing each voucher once', async () => {
    await issue(30, 1, [1, 2, 3, 4, 5, 6].map((n) => facturaA(n)));
    const stored = new Set<string>();
    let persisted: ImportCursor | null = null;
    const controller = new AbortController();
    const options = { pointsOfSale: [30], voucherTypes: [1, 6], isKnown: (k: VoucherKey) => stored.has(keyOf(k)) };

    const interrupted = await runTaxAuthImport(kit.wsfe, {
      ...options,
      auth: kit.auth,
      signal: controller.signal,
      store: async (v, cursor) => {
        stored.add(keyOf(v));
        persisted = cursor;
        if (stored.size === 2) controller.abort();
      },
    });
    expect(interrupted).toMatchObject({ done: false, imported: 2 });
    expect(persisted).toMatchObject({ targetIndex: 0, lastAuthorized: 6, next: 4 });

    const resumed: string[] = [];
    const final = await runTaxAuthImport(kit.wsfe, {
      ...options,
      auth: async () => kit.auth,
      cursor: JSON.parse(JSON.stringify(persisted)) as ImportCursor,
      store: async (v) => {
        resumed.push(keyOf(v));
        stored.add(keyOf(v));
      },
    });
    expect(resumed).toEqual(['30-1-4', '30-1-3', '30-1-2', '30-1-1']);
    expect(final).toMatchObject({ done: true, imported: 6, targetsDone: 2 });
  });

  it('records a point of sale the tax authority refuses and counts numbers it does not have', async () => {
    kit.sim.control.seedSequence({ cuit: ISSUER_CUIT, ptoVta: 40, cbteTipo: 1, lastNro: 3, lastFch: '20250701' });
    await issue(40, 1, [facturaA(4), facturaA(5)]);
    const { vouchers, final } = await collect({ pointsOfSale: [0, 40], voucherTypes: [1], isKnown: () => false, delayMs: 5 });
    expect(vouchers.map((v) => v.voucherNumber)).toEqual([5, 4]);
    expect(final.failedTargets).toEqual([{ ptoVta: 0, cbteTipo: 1, code: 11000, message: expect.stringContaining('PtoVta') }]);
    expect(final).toMatchObject({ missing: 3, imported: 2, done: true });
  });

  it('stops the whole walk on an authentication error, with the cursor to resume from', async () => {
    const walk = walkTaxAuthVouchers(kit.wsfe, { auth: { ...kit.auth, sign: 'forged' }, pointsOfSale: [10], voucherTypes: [1], isKnown: () => false });
    const error = await walk.next().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TaxAuthImportError);
    expect(error).toMatchObject({ taxAuthCode: 600, cursor: { targetIndex: 0, next: null } });
  });
});

describe('imported voucher list', () => {
  it('renders the SPEC list item', () => {
    const row = { id: 'abc', date: '2025-07-15', cbteTipo: 6, ptoVta: 3, voucherNumber: 42, docTipo: 99, docNro: '0', total: '121.50', currency: 'PES' };
    expect(importedVoucherListItem(row)).toEqual({
      id: 'abc', issuedAt: '2025-07-15T03:00:00.000Z', typeName: 'Factura B', number: '00003-00000042', receiver: 'Consumidor final', amount: 121.5, moneda: 'PES',
    });
    expect(importedVoucherListItem({ ...row, cbteTipo: 1, docTipo: 80, docNro: '30000000007' }).receiver).toBe('CUIT 30000000007');
  });

  it.each([
    [{}, { limit: 100, offset: 0 }],
    [{ limit: '500', offset: '20' }, { limit: 100, offset: 20 }],
    [{ limit: 0, offset: -3 }, { limit: 1, offset: 0 }],
    [{ limit: 'x', offset: 'y' }, { limit: 100, offset: 0 }],
  ])('pages %j as %j', (query, page) => {
    expect(importListPage(query)).toEqual(page);
  });
});
