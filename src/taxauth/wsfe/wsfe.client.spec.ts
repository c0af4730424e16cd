import { MSG } from '../simulator/wsfe.rules';
import { facturaA, ISSUER_CUIT, useTestKit, TEST_TODAY } from '../testing/taxauth-test-kit';
import { PARAM_TABLES, type ParamTableOperation } from './wsfe.types';

describe('WsfeClient against the simulator (over HTTP)', () => {
  const kit = useTestKit();

  it('FEDummy answers OK without Auth', async () => {
    expect(await kit.wsfe.dummy()).toEqual({ appServer: 'OK', dbServer: 'OK', authServer: 'OK' });
  });

  it('FECompTotXRequest answers RegXReq 250', async () => {
    expect((await kit.wsfe.compTotXRequest(kit.auth)).regXReq).toBe(250);
  });

  it('authorizes a voucher, numbers it, and returns it in FECompConsultar with normalised doubles', async () => {
    expect((await kit.wsfe.lastAuthorized(kit.auth, 1, 1)).cbteNro).toBe(0);
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 1, cbteTipo: 1, details: [facturaA(1)] });
    expect(result.errors).toEqual([]);
    expect(result.header).toMatchObject({ cuit: ISSUER_CUIT, ptoVta: 1, cbteTipo: 1, cantReg: 1, resultado: 'A', reproceso: 'N' });
    expect(result.header?.fchProceso).toMatch(/^20250715\d{6}$/);
    const [detail] = result.details;
    expect(detail.resultado).toBe('A');
    expect(detail.cae).toMatch(/^\d{14}$/);
    expect(detail.caeFchVto).toBe('20250725');
    expect((await kit.wsfe.lastAuthorized(kit.auth, 1, 1)).cbteNro).toBe(1);

    const consulted = await kit.wsfe.consult(kit.auth, { cbteTipo: 1, cbteNro: 1, ptoVta: 1 });
    expect(consulted.voucher).toMatchObject({ impTotal: '121', impNeto: '100', codAutorizacion: detail.cae, fchVto: '20250725', emisionTipo: 'CAE', resultado: 'A' });
    expect(consulted.voucher?.iva).toEqual([{ id: 5, baseImp: '100', importe: '21' }]);
  });

  it('Err 10016 for a wrong next number, exactly as the service words it', async () => {
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 2, cbteTipo: 1, details: [facturaA(5)] });
    expect(result.errors).toEqual([{ code: 10016, msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.' }]);
    expect(result.header?.resultado).toBe('R');
    expect(result.details[0]).toMatchObject({ resultado: 'R', cae: null, caeFchVto: null, observations: [] });
  });

  it('Err 10016 when re-sending an approved voucher (no idempotency) and for a date before the last voucher', async () => {
    await kit.wsfe.requestCae(kit.auth, { ptoVta: 3, cbteTipo: 1, details: [facturaA(1)] });
    const again = await kit.wsfe.requestCae(kit.auth, { ptoVta: 3, cbteTipo: 1, details: [facturaA(1)] });
    expect(again.errors.map((e) => e.code)).toEqual([10016]);
    const older = await kit.wsfe.requestCae(kit.auth, { ptoVta: 3, cbteTipo: 1, details: [facturaA(2, { cbteFch: '20250714' })] });
    expect(older.errors).toEqual([{ code: 10016, msg: MSG[10016] }]);
  });

  it('processes a batch in order: the first rejection stops the rest (partial result P)', async () => {
    const result = await kit.wsfe.requestCae(kit.auth, {
      ptoVta: 4,
      cbteTipo: 1,
      details: [facturaA(1), facturaA(2, { impTotal: '999.00' }), facturaA(3)],
    });
    expect(result.header?.resultado).toBe('P');
    expect(result.details.map((d) => d.resultado)).toEqual(['A', 'R', 'R']);
    expect(result.details[1].observations.map((o) => o.code)).toEqual([10048]);
    expect(result.details[2]).toMatchObject({ observations: [], cae: null });
    expect((await kit.wsfe.lastAuthorized(kit.auth, 4, 1)).cbteNro).toBe(1);
  });

  it('authorizes a batch of several class A vouchers with consecutive numbers', async () => {
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 5, cbteTipo: 1, details: [facturaA(1), facturaA(2), facturaA(3)] });
    expect(result.header?.resultado).toBe('A');
    expect(new Set(result.details.map((d) => d.cae)).size).toBe(3);
  });

  it('FECompConsultar of an unknown voucher → Err 602', async () => {
    const result = await kit.wsfe.consult(kit.auth, { cbteTipo: 6, cbteNro: 999, ptoVta: 1 });
    expect(result.voucher).toBeNull();
    expect(result.errors).toEqual([{ code: 602, msg: 'No existen datos en nuestros registros para los parametros ingresados.' }]);
  });

  it.each(Object.keys(PARAM_TABLES) as ParamTableOperation[])('%s returns its table with NULL dates as null', async (operation) => {
    const table = await kit.wsfe.paramTable(kit.auth, operation);
    expect(table.errors).toEqual([]);
    expect(table.items.length).toBeGreaterThan(0);
    expect(table.items.every((i) => i.fchHasta === null && typeof i.id === 'string')).toBe(true);
  });

  it('FEParamGetCondicionIvaReceptor filters by class', async () => {
    const all = await kit.wsfe.condicionIvaReceptor(kit.auth);
    const a = await kit.wsfe.condicionIvaReceptor(kit.auth, 'A');
    expect(all.items).toHaveLength(11);
    expect(a.items.map((i) => i.id).sort((x, y) => x - y)).toEqual([1, 6, 13, 16]);
  });

  it('FEParamGetCotizacion answers the table rate, 12000 without MonId and 12001 for an unknown currency', async () => {
    const dol = await kit.wsfe.exchangeRate(kit.auth, 'DOL', '20210722');
    expect(dol.rate).toEqual({ monId: 'DOL', monCotiz: '101.202', fchCotiz: '20210721' });
    expect((await kit.wsfe.exchangeRate(kit.auth, '')).errors[0].code).toBe(12000);
    expect((await kit.wsfe.exchangeRate(kit.auth, 'XXX')).errors[0].code).toBe(12001);
  });

  it('FEParamGetPtosVenta lists the CUIT’s points of sale; 602 when it has none', async () => {
    const points = await kit.wsfe.pointsOfSale(kit.auth);
    expect(points.pointsOfSale[0]).toEqual({ nro: 1, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null });
    kit.sim.control.setPointsOfSale(ISSUER_CUIT, []);
    const none = await kit.wsfe.pointsOfSale(kit.auth);
    expect(none.errors[0].code).toBe(602);
    kit.sim.control.setPointsOfSale(ISSUER_CUIT, [{ nro: 7, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null }]);
    expect((await kit.wsfe.pointsOfSale(kit.auth)).pointsOfSale.map((p) => p.nro)).toEqual([7]);
  });

  it('600 for an unknown token, for a CUIT outside the relations and for an expired ticket', async () => {
    const bad = await kit.wsfe.lastAuthorized({ ...kit.auth, token: 'x' }, 1, 1);
    expect(bad.errors[0].code).toBe(600);
    expect(bad.cbteNro).toBe(0);
    const other = await kit.wsfe.requestCae({ ...kit.auth, cuit: '30000000007' }, { ptoVta: 1, cbteTipo: 1, details: [facturaA(9)] });
    expect(other.header).toBeNull();
    expect(other.errors).toEqual([{ code: 600, msg: 'ValidacionDeToken: No apareció CUIT en lista de relaciones: 30000000007' }]);
    kit.sim.control.clock.advance(13 * 3600_000);
    try {
      const expired = await kit.wsfe.compTotXRequest(kit.auth);
      expect(expired.errors[0].msg).toMatch(/^ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC/);
    } finally {
      kit.sim.control.clock.advance(-13 * 3600_000);
    }
  });

  it('500 when Auth is missing', async () => {
    expect((await kit.wsfe.compTotXRequest({ token: '', sign: '', cuit: '1' })).errors[0].code).toBe(500);
  });

  it('11000 / 11002 for FECompUltimoAutorizado with a bad point of sale or type', async () => {
    expect((await kit.wsfe.lastAuthorized(kit.auth, 0, 1)).errors[0].code).toBe(11000);
    expect((await kit.wsfe.lastAuthorized(kit.auth, 1, 19)).errors[0].code).toBe(11002);
  });

  it('surfaces configured Events on every answer', async () => {
    kit.sim.control.wsfeSettings.events = [{ code: 41, msg: 'Aviso de prueba RG 5616' }];
    try {
      const result = await kit.wsfe.lastAuthorized(kit.auth, 1, 1);
      expect(result.events).toEqual([{ code: 41, msg: 'Aviso de prueba RG 5616' }]);
    } finally {
      kit.sim.control.wsfeSettings.events = [];
    }
  });

  it('uses the processing date when CbteFch is omitted', async () => {
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 6, cbteTipo: 1, details: [facturaA(1, { cbteFch: undefined })] });
    expect(result.details[0]).toMatchObject({ resultado: 'A', cbteFch: TEST_TODAY, caeFchVto: '20250725' });
  });
});
