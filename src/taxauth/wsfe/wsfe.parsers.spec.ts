import { parseEnvelope } from '../soap/soap';
import { readCaeResult, readConsultedVoucher, readOutcome, readParamItems, readPointsOfSale } from './wsfe.xml';

/** Fixtures written for this project, modelled on real homologation answers (TAXAUTH.md §2.4–2.5). */
const envelope = (op: string, result: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><FEHeaderInfo xmlns="http://ar.gov.afip.dif.FEV1/"><ambiente>Fixture</ambiente><fecha>2025-07-15T12:00:00.1234567-03:00</fecha><id>4.3.0.0</id></FEHeaderInfo></soap:Header><soap:Body><${op}Response xmlns="http://ar.gov.afip.dif.FEV1/"><${op}Result>${result}</${op}Result></${op}Response></soap:Body></soap:Envelope>`;
const result = (op: string, inner: string) => {
  const parsed = parseEnvelope(envelope(op, inner));
  const response = parsed.body[`${op}Response`];
  if (typeof response !== 'object' || Array.isArray(response)) throw new Error('no response');
  return response[`${op}Result`];
};
const cab = (resultado: string, cant = 1) => `<FeCabResp><Cuit>20267565393</Cuit><PtoVta>7</PtoVta><CbteTipo>1</CbteTipo><FchProceso>20250715120001</FchProceso><CantReg>${cant}</CantReg><Resultado>${resultado}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
const det = (nro: number, resultado: string, extra: string) => `<FECAEDetResponse><Concepto>1</Concepto><DocTipo>80</DocTipo><DocNro>30000000007</DocNro><CbteDesde>${nro}</CbteDesde><CbteHasta>${nro}</CbteHasta><CbteFch>20250715</CbteFch><Resultado>${resultado}</Resultado>${extra}</FECAEDetResponse>`;

describe('WSFEv1 parsers on fixtures', () => {
  it('approved with an observation (single Obs element, not an array)', () => {
    const r = readCaeResult(result('FECAESolicitar', cab('A') + `<FeDetResp>${det(12, 'A', '<Observaciones><Obs><Code>10217</Code><Msg>El credito fiscal …</Msg></Obs></Observaciones><CAE>75289012345678</CAE><CAEFchVto>20250725</CAEFchVto>')}</FeDetResp>`));
    expect(r.header).toMatchObject({ resultado: 'A', cuit: '20267565393', ptoVta: 7 });
    expect(r.details).toEqual([expect.objectContaining({ cbteDesde: 12, resultado: 'A', cae: '75289012345678', caeFchVto: '20250725', observations: [{ code: 10217, msg: 'El credito fiscal …' }] })]);
    expect(r.errors).toEqual([]);
  });

  it('rejected with observations, empty <CAE /> as null', () => {
    const obs = '<Observaciones><Obs><Code>10016</Code><Msg>Campo CbteFch Debe estar comprendido  en el  rango</Msg></Obs><Obs><Code>10048</Code><Msg>total</Msg></Obs></Observaciones><CAE /><CAEFchVto />';
    const r = readCaeResult(result('FECAESolicitar', cab('R') + `<FeDetResp>${det(12, 'R', obs)}</FeDetResp>`));
    expect(r.details[0]).toMatchObject({ resultado: 'R', cae: null, caeFchVto: null });
    expect(r.details[0].observations.map((o) => o.code)).toEqual([10016, 10048]);
    expect(r.details[0].observations[0].msg).toContain('comprendido  en el  rango');
  });

  it('Errors only (auth failure): no header, no details, events kept', () => {
    const r = readCaeResult(result('FECAESolicitar', '<Errors><Err><Code>600</Code><Msg>ValidacionDeToken: No validaron las fechas del token</Msg></Err></Errors><Events><Evt><Code>41</Code><Msg>Aviso</Msg></Evt></Events>'));
    expect(r.header).toBeNull();
    expect(r.details).toEqual([]);
    expect(r.errors).toEqual([{ code: 600, msg: 'ValidacionDeToken: No validaron las fechas del token' }]);
    expect(r.events).toEqual([{ code: 41, msg: 'Aviso' }]);
  });

  it('partial batch: per-detail results kept in order with the result-level error', () => {
    const r = readCaeResult(result('FECAESolicitar', cab('P', 3) + `<FeDetResp>${det(1, 'A', '<CAE>75289012345678</CAE><CAEFchVto>20250725</CAEFchVto>')}${det(2, 'R', '<CAE /><CAEFchVto />')}${det(3, 'R', '<CAE /><CAEFchVto />')}</FeDetResp><Errors><Err><Code>10016</Code><Msg>El numero o fecha</Msg></Err></Errors>`));
    expect(r.header?.resultado).toBe('P');
    expect(r.details.map((d) => [d.cbteDesde, d.resultado, d.cae])).toEqual([[1, 'A', '75289012345678'], [2, 'R', null], [3, 'R', null]]);
    expect(r.errors[0].code).toBe(10016);
  });

  it('602 on FECompConsultar', () => {
    const r = result('FECompConsultar', '<Errors><Err><Code>602</Code><Msg>No existen datos en nuestros registros para los parametros ingresados.</Msg></Err></Errors>');
    expect(readOutcome(r).errors).toEqual([{ code: 602, msg: 'No existen datos en nuestros registros para los parametros ingresados.' }]);
  });

  it('FECompConsultar ResultGet keeps amounts as strings and empty dates as undefined', () => {
    const r = result('FECompConsultar', '<ResultGet><Concepto>1</Concepto><DocTipo>80</DocTipo><DocNro>30000000007</DocNro><CbteDesde>79</CbteDesde><CbteHasta>79</CbteHasta><CbteFch>20250715</CbteFch><ImpTotal>122</ImpTotal><ImpTotConc>0</ImpTotConc><ImpNeto>100</ImpNeto><ImpOpEx>0</ImpOpEx><ImpTrib>1</ImpTrib><ImpIVA>21</ImpIVA><FchServDesde /><FchServHasta /><FchVtoPago /><MonId>PES</MonId><MonCotiz>1</MonCotiz><Iva><AlicIva><Id>5</Id><BaseImp>100</BaseImp><Importe>21</Importe></AlicIva></Iva><Resultado>A</Resultado><CodAutorizacion>75289012345679</CodAutorizacion><EmisionTipo>CAE</EmisionTipo><FchVto>20250725</FchVto><FchProceso>20250715120001</FchProceso><PtoVta>7</PtoVta><CbteTipo>2</CbteTipo></ResultGet>');
    const get = typeof r === 'object' && !Array.isArray(r) ? r['ResultGet'] : undefined;
    if (typeof get !== 'object' || Array.isArray(get)) throw new Error('no ResultGet');
    const v = readConsultedVoucher(get);
    expect(v).toMatchObject({ impTotal: '122', impTrib: '1', fchServDesde: undefined, codAutorizacion: '75289012345679', ptoVta: 7, cbteTipo: 2, iva: [{ id: 5, baseImp: '100', importe: '21' }] });
  });

  it('parameter tables: NULL dates become null, ids stay strings ("002", "0003")', () => {
    const r = result('FEParamGetTiposMonedas', '<ResultGet><Moneda><Id>002</Id><Desc>Dólar Libre EEUU</Desc><FchDesde>20090416</FchDesde><FchHasta>NULL</FchHasta></Moneda></ResultGet>');
    expect(readParamItems(r, 'Moneda')).toEqual([{ id: '002', desc: 'Dólar Libre EEUU', fchDesde: '20090416', fchHasta: null }]);
    const iva = result('FEParamGetTiposIva', '<ResultGet><IvaTipo><Id>0003</Id><Desc>0%</Desc><FchDesde>NULL</FchDesde><FchHasta>NULL</FchHasta></IvaTipo></ResultGet>');
    expect(readParamItems(iva, 'IvaTipo')[0]).toEqual({ id: '0003', desc: '0%', fchDesde: null, fchHasta: null });
    const pos = result('FEParamGetPtosVenta', '<ResultGet><PtoVenta><Nro>3</Nro><EmisionTipo>CAE - Ri Iva</EmisionTipo><Bloqueado>N</Bloqueado><FchBaja>NULL</FchBaja></PtoVenta></ResultGet>');
    expect(readPointsOfSale(pos)).toEqual([{ nro: 3, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null }]);
  });

  it('reads an Axis SOAP fault code without its prefix', () => {
    const parsed = parseEnvelope('<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:coe.alreadyAuthenticated</faultcode><faultstring>El CEE ya posee un TA valido para el acceso al WSN solicitado</faultstring><detail><ns2:hostname xmlns:ns2="http://xml.apache.org/axis/">wsaaext0</ns2:hostname></detail></soapenv:Fault></soapenv:Body></soapenv:Envelope>');
    expect(parsed.fault).toMatchObject({ code: 'coe.alreadyAuthenticated', rawCode: 'ns1:coe.alreadyAuthenticated', detail: { hostname: 'wsaaext0' } });
  });
});
