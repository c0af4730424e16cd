import { signCms } from '../crypto/cms';
import { TestCertificateAuthority } from '../crypto/test-ca';
import { buildEnvelope } from '../soap/soap';
import { postSoap } from '../soap/soap-call';
import { el } from '../soap/xml';
import { ISSUER_CUIT, useTestKit, TEST_NOW } from '../testing/taxauth-test-kit';
import { buildTra, parseTicket, WsaaClient, WsaaError } from './wsaa.client';

describe('WSAA client and simulator', () => {
  const kit = useTestKit();
  beforeEach(() => kit.sim.control.reset());

  /** Sends a hand-made TRA, to exercise the server's TRA rules. */
  async function loginWith(tra: string, creds = kit.credentials): Promise<string> {
    const envelope = buildEnvelope(el('loginCms', [el('in0', signCms(tra, creds.certPem, creds.keyPem))]));
    const parsed = await postSoap(kit.http, kit.sim.urls.wsaa, envelope, { action: '' });
    return parsed.fault?.code ?? 'ok';
  }

  it('builds a TRA with explicit -03:00 offsets and generationTime in the past', () => {
    const tra = buildTra({ service: 'wsfe', now: TEST_NOW, uniqueId: 7 });
    expect(tra).toContain('<generationTime>2025-07-15T11:55:00-03:00</generationTime>');
    expect(tra).toContain('<expirationTime>2025-07-16T00:00:00-03:00</expirationTime>');
    expect(tra).toContain('<service>wsfe</service>');
  });

  it('issues a 12 h ticket in the real shape, with an <sso> token listing the CUIT relation', async () => {
    const ticket = await kit.wsaa.login(kit.credentials, 'wsfe');
    expect(ticket.expirationTime.getTime() - ticket.generationTime.getTime()).toBe(12 * 3600_000);
    expect(ticket.destination).toContain(`SERIALNUMBER=CUIT ${ISSUER_CUIT}`);
    const sso = Buffer.from(ticket.token, 'base64').toString('utf8');
    expect(sso).toContain('<sso version="2.0">');
    expect(sso).toContain(`<relation key="${ISSUER_CUIT}" reltype="4"`);
  });

  it('coe.alreadyAuthenticated with the literal message while a ticket is valid', async () => {
    await kit.wsaa.login(kit.credentials, 'wsfe');
    const error = await kit.wsaa.login(kit.credentials, 'wsfe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WsaaError);
    expect((error as WsaaError).alreadyAuthenticated).toBe(true);
    expect((error as WsaaError).message).toBe('WSAA coe.alreadyAuthenticated: El CEE ya posee un TA valido para el acceso al WSN solicitado');
  });

  it('cms.cert.untrusted for a certificate from another CA (the other environment)', async () => {
    const other = TestCertificateAuthority.create().issueForCuit(ISSUER_CUIT);
    await expect(kit.wsaa.login(other, 'wsfe')).rejects.toMatchObject({ code: 'cms.cert.untrusted' });
  });

  it('cms.cert.expired for an expired certificate', async () => {
    const issued = kit.sim.issueCertificate(ISSUER_CUIT);
    const ca = TestCertificateAuthority.fromPem(kit.sim.ca.certPem, kit.sim.ca.keyPem);
    const expired = ca.issueForCuit(ISSUER_CUIT, { notBefore: new Date(TEST_NOW.getTime() - 10 * 86_400_000), validityDays: 1 });
    expect(issued.certPem).not.toBe(expired.certPem);
    await expect(kit.wsaa.login(expired, 'wsfe')).rejects.toMatchObject({ code: 'cms.cert.expired' });
  });

  it('TRA time rules and service names', async () => {
    const hour = 3600_000;
    expect(await loginWith(buildTra({ service: 'wsfe', now: new Date(TEST_NOW.getTime() + hour), backdateMs: 0 }))).toBe('xml.generationTime.invalid');
    expect(await loginWith(buildTra({ service: 'wsfe', now: TEST_NOW, lifetimeMs: 25 * hour }))).toBe('xml.expirationTime.invalid');
    expect(await loginWith(buildTra({ service: 'wsfe', now: new Date(TEST_NOW.getTime() - 2 * hour), lifetimeMs: hour }))).toBe('xml.expirationTime.expired');
    expect(await loginWith(buildTra({ service: 'wsfev1', now: TEST_NOW }))).toBe('wsn.notFound');
    expect(await loginWith('<loginTicketRequest><header></header></loginTicketRequest>')).toBe('xml.bad');
  });

  it('accepts a TRA without version nor offsets (read as Argentina time), uniqueId 1, generationTime exactly now', async () => {
    const tra = '<loginTicketRequest><header><uniqueId>1</uniqueId><generationTime>2025-07-15T12:00:00</generationTime><expirationTime>2025-07-15T12:10:00</expirationTime></header><service>ws_sr_padron_a5</service></loginTicketRequest>';
    expect(await loginWith(tra)).toBe('ok');
  });

  it('cms.bad for garbage and a rejected login when injected', async () => {
    const envelope = buildEnvelope(el('loginCms', [el('in0', Buffer.from('garbage').toString('base64'))]));
    expect((await postSoap(kit.http, kit.sim.urls.wsaa, envelope, { action: '' })).fault?.code).toBe('cms.bad');
    kit.sim.control.inject({ kind: 'reject_login', code: 'coe.notAuthorized', message: 'Computador no autorizado a acceder al servicio' });
    await expect(kit.wsaa.login(kit.credentials, 'wsfe')).rejects.toMatchObject({ code: 'coe.notAuthorized' });
  });

  it('parses a TA with millisecond -03:00 times', () => {
    const ta = parseTicket(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header><source>CN=wsaahomo</source><destination>SERIALNUMBER=CUIT 20267565393, CN=x</destination><uniqueId>1</uniqueId><generationTime>2021-07-26T09:22:00.396-03:00</generationTime><expirationTime>2021-07-26T21:22:00.396-03:00</expirationTime></header><credentials><token>PD94</token><sign>Qmls</sign></credentials></loginTicketResponse>',
    );
    expect(ta.generationTime.toISOString()).toBe('2021-07-26T12:22:00.396Z');
    expect(ta).toMatchObject({ token: 'PD94', sign: 'Qmls' });
  });

  it('serves ?WSDL for each service with the address pointing at the simulator', async () => {
    for (const [url, marker] of [[kit.sim.urls.wsfe, 'FECAESolicitar'], [kit.sim.urls.wsaa, 'loginCms'], [kit.sim.urls.padron, 'getPersona_v2']]) {
      const res = await kit.http.get(`${url}?WSDL`);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`location="${url}"`);
      expect(res.body).toContain(`name="${marker}"`);
    }
    const wsfe = await kit.http.get(`${kit.sim.urls.wsfe}?wsdl`);
    expect(wsfe.body.match(/<wsdl:operation name="/g)?.length).toBe(22 * 3);
    expect(wsfe.body).toContain('soap12:address');
  });

  it('WsaaClient sends through the simulator URL it was given', () => {
    expect(new WsaaClient(kit.http, kit.sim.urls.wsaa).url).toBe(kit.sim.urls.wsaa);
  });
});
