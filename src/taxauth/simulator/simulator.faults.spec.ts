import { TaxAuthHttpClient } from '../http/taxauth-http';
import { TaxAuthAnswerLostError, TaxAuthRequestNotSentError } from '../http/taxauth-http.errors';
import { facturaA, useTestKit } from '../testing/taxauth-test-kit';
import { WsfeClient } from '../wsfe/wsfe.client';

describe('simulator fault injection and transport errors', () => {
  const kit = useTestKit();
  afterEach(() => kit.sim.control.clearFaults());

  it('drop after commit: the client gets "answer lost", the voucher exists and FECompConsultar recovers it', async () => {
    kit.sim.control.inject({ kind: 'drop_after_commit', operation: 'FECAESolicitar' });
    const error = await kit.wsfe.requestCae(kit.auth, { ptoVta: 50, cbteTipo: 1, details: [facturaA(1)] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaxAuthAnswerLostError);
    expect((error as TaxAuthAnswerLostError).outcome).toBe('unknown');
    expect((await kit.wsfe.lastAuthorized(kit.auth, 50, 1)).cbteNro).toBe(1);
    const consulted = await kit.wsfe.consult(kit.auth, { cbteTipo: 1, cbteNro: 1, ptoVta: 50 });
    expect(consulted.voucher?.codAutorizacion).toMatch(/^\d{14}$/);
  });

  it.each([500, 501, 502] as const)('HTTP %i without a SOAP body is an unknown outcome', async (status) => {
    kit.sim.control.inject({ kind: 'http_status', status, service: 'wsfe' });
    const error = await kit.wsfe.lastAuthorized(kit.auth, 1, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaxAuthAnswerLostError);
    expect((error as TaxAuthAnswerLostError).status).toBe(status);
  });

  it.each([500, 501, 502] as const)('Err %i from the service is data', async (code) => {
    kit.sim.control.inject({ kind: 'wsfe_error', code });
    const result = await kit.wsfe.requestCae(kit.auth, { ptoVta: 51, cbteTipo: 1, details: [facturaA(1)] });
    expect(result.errors.map((e) => e.code)).toEqual([code]);
    expect((await kit.wsfe.lastAuthorized(kit.auth, 51, 1)).cbteNro).toBe(0);
  });

  it('a reset connection after sending is an unknown outcome', async () => {
    kit.sim.control.inject({ kind: 'reset', service: 'wsfe' });
    await expect(kit.wsfe.compTotXRequest(kit.auth)).rejects.toBeInstanceOf(TaxAuthAnswerLostError);
  });

  it('a delay beyond the client timeout is an unknown outcome; the request was processed', async () => {
    const impatient = new TaxAuthHttpClient({ timeoutMs: 200 });
    try {
      kit.sim.control.inject({ kind: 'delay', delayMs: 600, operation: 'FECAESolicitar' });
      const client = new WsfeClient(impatient, kit.sim.urls.wsfe);
      await expect(client.requestCae(kit.auth, { ptoVta: 52, cbteTipo: 1, details: [facturaA(1)] })).rejects.toThrow(/Timed out after 200 ms after the request/);
      await new Promise((r) => setTimeout(r, 600));
      expect((await kit.wsfe.lastAuthorized(kit.auth, 52, 1)).cbteNro).toBe(1);
    } finally {
      impatient.close();
    }
  });

  it('a refused connection means the request was never sent', async () => {
    const client = new WsfeClient(kit.http, 'http://127.0.0.1:1/wsfev1/service.asmx');
    const error = await client.dummy().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaxAuthRequestNotSentError);
    expect((error as TaxAuthRequestNotSentError).outcome).toBe('not_sent');
  });

  it('FEDummy reports a server down when injected', async () => {
    kit.sim.control.inject({ kind: 'dummy_down' });
    expect((await kit.wsfe.dummy()).appServer).toBe('NO');
    expect((await kit.wsfe.dummy()).appServer).toBe('OK');
  });

  it('the control API works over HTTP JSON', async () => {
    const base = kit.sim.urls.control;
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    await post('/faults', { kind: 'http_status', status: 503, service: 'wsfe' });
    await expect(kit.wsfe.dummy()).rejects.toBeInstanceOf(TaxAuthAnswerLostError);
    await post('/sequences', { cuit: kit.auth.cuit, ptoVta: 53, cbteTipo: 1, lastNro: 41, lastFch: '20250710' });
    expect((await kit.wsfe.lastAuthorized(kit.auth, 53, 1)).cbteNro).toBe(41);
    const state = (await (await fetch(`${base}/state`)).json()) as { stats: { requests: Record<string, number> } };
    expect(state.stats.requests['wsfe.FECompUltimoAutorizado']).toBeGreaterThan(0);
    const cert = (await (await post('/certificates', { cuit: '30000000007' })).json()) as { certPem: string };
    expect(cert.certPem).toContain('BEGIN CERTIFICATE');
  });

  it('routes on the Body element when there is no SOAPAction, and faults on an unknown SOAPAction', async () => {
    const body = '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><FEDummy/></soap:Body></soap:Envelope>';
    const ok = await kit.http.post(kit.sim.urls.wsfe, body, { headers: { 'Content-Type': 'text/xml' } });
    expect(ok.body).toContain('<AppServer>OK</AppServer>');
    expect(ok.body).toContain('<FEHeaderInfo');
    const bad = await kit.http.post(kit.sim.urls.wsfe, body, { headers: { 'Content-Type': 'text/xml', SOAPAction: '"http://ar.gov.afip.dif.FEV1/Nope"' } });
    expect(bad.status).toBe(500);
    expect(bad.body).toContain('Server did not recognize the value of HTTP Header SOAPAction');
    const malformed = await kit.http.post(kit.sim.urls.wsfe, '<soap:Envelope', { headers: { 'Content-Type': 'text/xml' } });
    expect(malformed.status).toBe(400);
  });
});
