import { facturaA, useTestKit } from '../testing/taxauth-test-kit';
import { fortnightDays, fortnightOf, nextFortnight } from '../wsfe/caea-period';
import type { CaeaDetailRequest } from '../wsfe/wsfe.types';

/** TEST_NOW is 2025-07-15: the last day of the first fortnight of July. */
describe('CAEA in the simulator, through the project client', () => {
  const kit = useTestKit();

  const caeaVoucher = (nro: number, caea: string, overrides: Partial<CaeaDetailRequest> = {}): CaeaDetailRequest => ({ ...facturaA(nro, { cbteFch: '20250712' }), caea, cbteFchHsGen: '20250712103000', ...overrides });

  it('fortnights: 1–15 and 16–end of month; the next one after a day', () => {
    expect(fortnightDays({ periodo: 202502, orden: 2 })).toEqual({ desde: '20250216', hasta: '20250228' });
    expect(fortnightDays({ periodo: 202407, orden: 1 })).toEqual({ desde: '20240701', hasta: '20240715' });
    expect(fortnightOf('20250716')).toEqual({ periodo: 202507, orden: 2 });
    expect(nextFortnight('20250715')).toEqual({ periodo: 202507, orden: 2 });
    expect(nextFortnight('20251220')).toEqual({ periodo: 202601, orden: 1 });
  });

  it('FECAEASolicitar grants a CAEA for a fortnight within its request window; asking again answers the same; FECAEAConsultar finds it', async () => {
    const next = await kit.wsfe.requestCaea(kit.auth, { periodo: 202507, orden: 2 });
    expect(next.errors).toEqual([]);
    expect(next.grant).toMatchObject({ periodo: 202507, orden: 2, fchVigDesde: '20250716', fchVigHasta: '20250731', fchTopeInf: '20250808' });
    expect(next.grant?.caea).toMatch(/^\d{14}$/);
    expect(next.grant?.fchProceso).toMatch(/^20250715\d{6}$/);
    expect((await kit.wsfe.requestCaea(kit.auth, { periodo: 202507, orden: 2 })).grant?.caea).toBe(next.grant?.caea);
    expect((await kit.wsfe.consultCaea(kit.auth, { periodo: 202507, orden: 2 })).grant?.caea).toBe(next.grant?.caea);
  });

  it('15006 outside the window (5 days before the fortnight to its last day), 15004 for a bad Periodo, 602 when none was granted', async () => {
    const early = await kit.wsfe.requestCaea(kit.auth, { periodo: 202508, orden: 1 });
    expect(early.grant).toBeNull();
    expect(early.errors).toEqual([{ code: 15006, msg: 'Fecha de envío podrá ser desde 5 días corridos anteriores al inicio hasta el último dia de cada quincena. Del 7/27/2025 hasta 8/15/2025' }]);
    const late = await kit.wsfe.requestCaea(kit.auth, { periodo: 202506, orden: 2 });
    expect(late.errors[0].code).toBe(15006);
    const bad = await kit.wsfe.consultCaea(kit.auth, { periodo: 202500, orden: 1 });
    expect(bad.errors).toEqual([{ code: 15004, msg: 'El campo <Periodo> debe tener el formato AAAAMM, donde AAAA indica el año y MM el mes en números.' }]);
    expect((await kit.wsfe.consultCaea(kit.auth, { periodo: 202506, orden: 1 })).errors).toEqual([{ code: 602, msg: 'No existen datos en nuestros registros para los parametros ingresados.' }]);
    expect((await kit.wsfe.requestCaea(kit.auth, { periodo: 202507, orden: 3 as 1 | 2 })).errors[0].code).toBe(15005);
  });

  it('FECAEARegInformativo informs vouchers of the fortnight in the CAE numbering; FECompConsultar shows them as CAEA', async () => {
    const { grant } = await kit.wsfe.requestCaea(kit.auth, { periodo: 202507, orden: 1 });
    const caea = grant?.caea ?? '';
    kit.sim.control.seedSequence({ cuit: kit.auth.cuit, ptoVta: 80, cbteTipo: 1, lastNro: 10, lastFch: '20250710' });
    const informed = await kit.wsfe.informCaeaVouchers(kit.auth, { ptoVta: 80, cbteTipo: 1, details: [caeaVoucher(11, caea), caeaVoucher(12, caea)] });
    expect(informed.errors).toEqual([]);
    expect(informed.header?.resultado).toBe('A');
    expect(informed.details.map((d) => [d.resultado, d.caea])).toEqual([['A', caea], ['A', caea]]);
    const consulted = await kit.wsfe.consult(kit.auth, { cbteTipo: 1, cbteNro: 12, ptoVta: 80 });
    expect(consulted.voucher).toMatchObject({ emisionTipo: 'CAEA', codAutorizacion: caea, resultado: 'A', cbteFch: '20250712' });
    expect((await kit.wsfe.lastAuthorized(kit.auth, 80, 1)).cbteNro).toBe(12);
    // CAE issuing continues the same sequence.
    const cae = await kit.wsfe.requestCae(kit.auth, { ptoVta: 80, cbteTipo: 1, details: [facturaA(13)] });
    expect(cae.details[0].resultado).toBe('A');
  });

  it('782 without CAEA, 1200 for a code that is not a CAEA of the CUIT, 1201 for a date outside its fortnight', async () => {
    const { grant } = await kit.wsfe.requestCaea(kit.auth, { periodo: 202507, orden: 1 });
    const caea = grant?.caea ?? '';
    const missing = await kit.wsfe.informCaeaVouchers(kit.auth, { ptoVta: 81, cbteTipo: 1, details: [caeaVoucher(1, '')] });
    expect(missing.errors).toEqual([{ code: 782, msg: 'El <CAEA> es obligatorio informarlo.' }]);
    expect(missing.header?.resultado).toBe('R');
    expect(missing.details[0]).toMatchObject({ resultado: 'R', caea: null });
    expect((await kit.wsfe.informCaeaVouchers(kit.auth, { ptoVta: 81, cbteTipo: 1, details: [caeaVoucher(1, '71293955911805')] })).errors[0].code).toBe(1200);
    expect((await kit.wsfe.informCaeaVouchers(kit.auth, { ptoVta: 81, cbteTipo: 1, details: [caeaVoucher(1, caea, { cbteFch: '20250630' })] })).errors[0].code).toBe(1201);
    expect((await kit.wsfe.lastAuthorized(kit.auth, 81, 1)).cbteNro).toBe(0);
  });

  it('FECAEASinMovimientoInformar / Consultar for a point of sale without vouchers; refused for one with vouchers and for a CAE', async () => {
    const { grant } = await kit.wsfe.requestCaea(kit.auth, { periodo: 202507, orden: 1 });
    const caea = grant?.caea ?? '';
    const none = await kit.wsfe.informCaeaWithoutMovement(kit.auth, 82, caea);
    expect(none).toMatchObject({ caea, ptoVta: 82, resultado: 'A', fchProceso: '20250715', errors: [] });
    const listed = await kit.wsfe.consultCaeaWithoutMovement(kit.auth, caea, 82);
    expect(listed.items).toEqual([{ caea, fchProceso: '20250715', ptoVta: 82 }]);
    expect((await kit.wsfe.consultCaeaWithoutMovement(kit.auth, caea, 83)).errors[0].code).toBe(602);
    expect((await kit.wsfe.informCaeaVouchers(kit.auth, { ptoVta: 82, cbteTipo: 1, details: [caeaVoucher(1, caea)] })).errors[0].code).toBe(1202);
    // Point of sale 80 has vouchers informed under this CAEA (previous test).
    expect((await kit.wsfe.informCaeaWithoutMovement(kit.auth, 80, caea)).errors[0].code).toBe(1203);
    const cae = await kit.wsfe.informCaeaWithoutMovement(kit.auth, 4000, '71293955911805');
    expect(cae).toMatchObject({ resultado: 'R', errors: [{ code: 1200, msg: 'El codigo de autorizacion debe ser del tipo CAEA' }] });
  });
});
