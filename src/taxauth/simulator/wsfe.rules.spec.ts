import { facturaA, useTestKit, TEST_TODAY } from '../testing/taxauth-test-kit';
import { addDays } from '../time';
import { MSG, validateDetail, type RuleContext } from './wsfe.rules';
import type { CaeDetailRequest } from '../wsfe/wsfe.types';

type Case = [code: number, cbteTipo: number, detail: (nro: number) => CaeDetailRequest, outcome: 'R' | 'A'];

const facturaB = (nro: number, o: Partial<CaeDetailRequest> = {}) => facturaA(nro, { docTipo: 99, docNro: '0', condicionIvaReceptorId: 5, ...o });
const facturaC = (nro: number, o: Partial<CaeDetailRequest> = {}) =>
  facturaA(nro, { impTotal: '100', impNeto: '100', impIva: '0', iva: undefined, condicionIvaReceptorId: 5, docTipo: 99, docNro: '0', ...o });
const services = { concepto: 2, fchServDesde: '20250701', fchServHasta: '20250731', fchVtoPago: '20250730' };

/** One case per implemented FECAESolicitar detail rule (TAXAUTH.md §3). */
const CASES: Case[] = [
  [10016, 1, (n) => facturaA(n, { cbteFch: '20250701' }), 'R'],
  [10030, 1, (n) => facturaA(n, { concepto: 4 }), 'R'],
  [10049, 1, (n) => facturaA(n, { concepto: 2 }), 'R'],
  [10032, 1, (n) => facturaA(n, { ...services, fchServDesde: '20250801' }), 'R'],
  [10036, 1, (n) => facturaA(n, { ...services, fchVtoPago: '20250710' }), 'R'],
  [10048, 1, (n) => facturaA(n, { impTotal: '120.00' }), 'R'],
  [10043, 1, (n) => facturaA(n, { impOpEx: '-1', impTotal: '120' }), 'R'],
  [10018, 1, (n) => facturaA(n, { iva: undefined }), 'R'],
  [10023, 1, (n) => facturaA(n, { impIva: '22', impTotal: '122' }), 'R'],
  [10019, 1, (n) => facturaA(n, { iva: [{ id: 7, baseImp: '100', importe: '21' }] }), 'R'],
  [10022, 1, (n) => facturaA(n, { impNeto: '200', impIva: '42', impTotal: '242', iva: [{ id: 5, baseImp: '100', importe: '21' }, { id: 5, baseImp: '100', importe: '21' }] }), 'R'],
  [10051, 1, (n) => facturaA(n, { impIva: '10', impTotal: '110', iva: [{ id: 5, baseImp: '100', importe: '10' }] }), 'R'],
  [10061, 1, (n) => facturaA(n, { impNeto: '200', impTotal: '221' }), 'R'],
  [10024, 1, (n) => facturaA(n, { impTrib: '1', impTotal: '122' }), 'R'],
  [10029, 1, (n) => facturaA(n, { impTrib: '2', impTotal: '123', tributos: [{ id: 99, desc: 'Municipal', baseImp: '100', alic: '1', importe: '1' }] }), 'R'],
  [10025, 1, (n) => facturaA(n, { impTrib: '1', impTotal: '122', tributos: [{ id: 55, desc: 'x', baseImp: '100', alic: '1', importe: '1' }] }), 'R'],
  [10042, 1, (n) => facturaA(n, { impTrib: '1', impTotal: '122', tributos: [{ id: 99, baseImp: '100', alic: '1', importe: '1' }] }), 'R'],
  [10012, 1, (n) => facturaA(n, { cbteHasta: n + 1 }), 'R'],
  [10013, 1, (n) => facturaA(n, { docTipo: 96, docNro: '12345678' }), 'R'],
  [10017, 1, (n) => facturaA(n, { docNro: '30999999994' }), 'A'],
  [10063, 1, (n) => facturaA(n, { docNro: '27000000006' }), 'A'],
  [10217, 1, (n) => facturaA(n, { docNro: '20111111112', condicionIvaReceptorId: 6 }), 'A'],
  [10069, 1, (n) => facturaA(n, { docNro: '20267565393' }), 'R'],
  [10015, 6, (n) => facturaB(n, { docTipo: 80, docNro: '20301234567' }), 'R'],
  [10014, 6, (n) => facturaB(n, { cbteHasta: n + 1, impTotal: '24000000', impNeto: '19834710.74', impIva: '4165289.26', iva: [{ id: 5, baseImp: '19834710.74', importe: '4165289.26' }] }), 'R'],
  [10071, 11, (n) => facturaC(n, { iva: [{ id: 5, baseImp: '100', importe: '21' }] }), 'R'],
  [10047, 11, (n) => facturaC(n, { impOpEx: '10', impTotal: '100' }), 'R'],
  [10040, 11, (n) => facturaC(n, { cbtesAsoc: [{ tipo: 11, ptoVta: 1, nro: 1 }] }), 'R'],
  [10197, 3, (n) => facturaA(n), 'R'],
  [10198, 1, (n) => facturaA(n, { periodoAsoc: { fchDesde: '20250601', fchHasta: '20250630' } }), 'R'],
  [10037, 1, (n) => facturaA(n, { monId: 'ZZZ' }), 'R'],
  [10039, 1, (n) => facturaA(n, { monCotiz: '2' }), 'R'],
  [10038, 1, (n) => facturaA(n, { monId: 'DOL', monCotiz: '0' }), 'R'],
  [10119, 1, (n) => facturaA(n, { monId: 'DOL', monCotiz: '50000' }), 'R'],
  [10241, 1, (n) => facturaA(n, { canMisMonExt: 'S' }), 'R'],
  [10242, 1, (n) => facturaA(n, { condicionIvaReceptorId: 99 }), 'R'],
  [10243, 1, (n) => facturaA(n, { condicionIvaReceptorId: 5 }), 'R'],
  [10246, 1, (n) => facturaA(n, { condicionIvaReceptorId: undefined }), 'R'],
];

describe('simulator FECAESolicitar rules, one per code (client over HTTP)', () => {
  const kit = useTestKit();

  it.each(CASES.map((c, i) => [c[0], c[3], i, c] as const))('code %i → detail %s', async (code, outcome, index, [, cbteTipo, detail]) => {
    const ptoVta = 100 + index;
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta, cbteTipo, details: [detail(1)] });
    expect(result.errors).toEqual([]);
    expect(result.details[0].resultado).toBe(outcome);
    expect(result.details[0].observations.map((o) => o.code)).toContain(code);
    if (outcome === 'A') expect(result.details[0].cae).toMatch(/^\d{14}$/);
    else expect(result.details[0].cae).toBeNull();
  });

  it('10245 is only an observation when RG 5616 strictness is off', async () => {
    kit.sim.control.wsfeSettings.strictReceiverVatCondition = false;
    try {
      const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 90, cbteTipo: 1, details: [facturaA(1, { condicionIvaReceptorId: undefined })] });
      expect(result.details[0]).toMatchObject({ resultado: 'A', observations: [expect.objectContaining({ code: 10245 })] });
    } finally {
      kit.sim.control.wsfeSettings.strictReceiverVatCondition = true;
    }
  });

  it.each([
    [10001, { ptoVta: 91, cbteTipo: 1, details: [] as CaeDetailRequest[] }],
    [10004, { ptoVta: 0, cbteTipo: 1, details: [facturaA(1)] }],
    [10007, { ptoVta: 92, cbteTipo: 19, details: [facturaA(1)] }],
  ])('header error %i rejects the whole request via Errors', async (code, request) => {
    const result = await kit.wsfe.requestCae(kit.auth, request);
    expect(result.header?.resultado).toBe('R');
    expect(result.errors.map((e) => e.code)).toEqual([code]);
  });

  it('10003 when the batch exceeds RegXReq, and 10005 for an unregistered point of sale when enforced', async () => {
    kit.sim.control.wsfeSettings.regXReq = 2;
    kit.sim.control.wsfeSettings.enforcePointsOfSale = true;
    try {
      const big = await kit.wsfe.requestCae(kit.auth, { ptoVta: 1, cbteTipo: 1, details: [facturaA(1), facturaA(2), facturaA(3)] });
      expect(big.errors.map((e) => e.code)).toEqual([10003]);
      const pos = await kit.wsfe.requestCae(kit.auth, { ptoVta: 93, cbteTipo: 1, details: [facturaA(1)] });
      expect(pos.errors.map((e) => e.code)).toEqual([10005]);
    } finally {
      kit.sim.control.wsfeSettings.regXReq = 250;
      kit.sim.control.wsfeSettings.enforcePointsOfSale = false;
    }
  });

  it('accepts a class B range to a consumer and consumes every number', async () => {
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 94, cbteTipo: 6, details: [facturaB(1, { cbteHasta: 3 })] });
    expect(result.details[0].resultado).toBe('A');
    expect((await kit.wsfe.lastAuthorized(kit.auth, 94, 6)).cbteNro).toBe(3);
  });
});

describe('FCE debit/credit note date window', () => {
  const ctx = (cbteTipo: number): RuleContext => ({
    issuerCuit: '20267565393', cbteTipo, today: TEST_TODAY, padron: () => 'RI', referenceRate: () => null, consumerThreshold: '10000000', strictReceiverVatCondition: true,
  });
  const window = (cbteTipo: number, days: number, concepto = 1) =>
    validateDetail(facturaA(1, { cbteFch: addDays(TEST_TODAY, days), concepto, ...(concepto === 1 ? {} : { fchServDesde: TEST_TODAY, fchServHasta: TEST_TODAY, fchVtoPago: addDays(TEST_TODAY, 30) }) }), ctx(cbteTipo))
      .observations.filter((o) => o.code === 10016).map((o) => o.msg);

  it.each([203, 208, 213, 202])('type %i accepts N-5..N and refuses N+1 and N-6 with the service text', (cbteTipo) => {
    expect(window(cbteTipo, -5)).toEqual([]);
    expect(window(cbteTipo, 0)).toEqual([]);
    expect(window(cbteTipo, 1)).toEqual([MSG.windowFceNote]);
    expect(window(cbteTipo, -6)).toEqual([MSG.windowFceNote]);
    expect(window(cbteTipo, 3, 2)).toEqual([MSG.windowFceNote]);
  });

  it('other vouchers keep N±5 (products) and N±10 (services)', () => {
    expect(window(3, 5)).toEqual([]);
    expect(window(3, 6)).toEqual([MSG.window1]);
    expect(window(3, 10, 2)).toEqual([]);
  });
});
