import { request } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { signCms } from '../crypto/cms';
import { buildEnvelope } from '../soap/soap';
import { el } from '../soap/xml';
import { buildTra } from '../wsaa/wsaa.client';
import { ISSUER_CUIT, useTestKit, type TestKit } from '../testing/taxauth-test-kit';

/** A raw HTTP exchange with a chosen Host header (fetch does not let a caller set it). */
function send(url: string, options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: { ...(options.host ? { Host: options.host } : {}), ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const wsdlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, isArray: (n) => ['element', 'complexType', 'operation', 'port'].includes(n) });
type Node = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? (v as Node[]) : v ? [v as Node] : []);

describe('simulator WSDLs and request typing', () => {
  const kit = useTestKit();

  it('WSFEv1 ?WSDL is typed like the real one (no xsd:any) and its addresses carry the Host the client used', async () => {
    const res = await send(`${kit.sim.urls.wsfe}?WSDL`, { host: 'facturador.test:9443' });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('s:any');
    expect(res.body).not.toContain('afip.gov.ar/wsfev1');
    const doc = wsdlParser.parse(res.body) as Node;
    const definitions = doc['definitions'] as Node;
    const ports = list((definitions['service'] as Node)['port']);
    expect(ports.map((p) => (p['address'] as Node)['@location'])).toEqual([
      'http://facturador.test:9443/wsfev1/service.asmx',
      'http://facturador.test:9443/wsfev1/service.asmx',
    ]);
    expect(list((definitions['portType'] as Node)['operation'])).toHaveLength(22);
    const schema = (definitions['types'] as Node)['schema'] as Node;
    const types = new Map(list(schema['complexType']).map((t) => [t['@name'], t]));
    const fields = (name: string) => new Map(list(((types.get(name) as Node)['sequence'] as Node)['element']).map((e) => [e['@name'], e['@type']]));
    // What facturajs reads: CbteNro as an int, not a string; detail lists as arrays of typed records.
    expect(fields('FERecuperaLastCbteResponse').get('CbteNro')).toBe('s:int');
    expect(fields('FEDetRequest').get('DocNro')).toBe('s:long');
    expect(fields('FEDetRequest').get('ImpTotal')).toBe('s:double');
    expect(fields('ArrayOfFECAEDetResponse').get('FECAEDetResponse')).toBe('tns:FECAEDetResponse');
  });

  it('WSAA ?wsdl and the loginCms answer use the Host the client used, not the bind address', async () => {
    const wsdl = await send(`${kit.sim.urls.wsaa}?wsdl`, { host: 'wsaa.test:8080' });
    expect(wsdl.body).toContain('<wsdlsoap:address location="http://wsaa.test:8080/ws/services/LoginCms"/>');
    expect(wsdl.body).toContain('targetNamespace="http://wsaa.test:8080/ws/services/LoginCms"');
    expect(wsdl.body).toContain('<element name="in0" type="xsd:string"/>');
    // The answer's namespace: the WSAA client of the project logs in through the simulator's URL.
    kit.sim.control.wsaaSettings.enforceAlreadyAuthenticated = false;
    try {
      const other = kit.sim.issueCertificate('30000000007');
      const ticketXml = await captureLoginAnswer(kit, other, 'sim.example:1234');
      expect(ticketXml).toContain('<loginCmsResponse xmlns="http://sim.example:1234/ws/services/LoginCms">');
    } finally {
      kit.sim.control.wsaaSettings.enforceAlreadyAuthenticated = true;
    }
  });

  it.each([
    ['SOAP 1.1', '1.1'],
    ['SOAP 1.2', '1.2'],
  ] as const)('%s: a non-numeric integer is a Client fault "Server was unable to read request", never NaN', async (_label, version) => {
    const res = await post(kit, 'FECompUltimoAutorizado', `<Auth><Token>${kit.auth.token}</Token><Sign>${kit.auth.sign}</Sign><Cuit>${ISSUER_CUIT}</Cuit></Auth><PtoVta>abc</PtoVta><CbteTipo>1</CbteTipo>`, version);
    expect(res.status).toBe(500);
    expect(res.body).not.toContain('NaN');
    expect(res.body).toContain('Server was unable to read request. ---&gt; There is an error in XML document (');
    expect(res.body).toContain('Input string was not in a correct format.');
    if (version === '1.1') {
      expect(res.type).toContain('text/xml');
      expect(res.body).toContain('<faultcode>soap:Client</faultcode>');
    } else {
      expect(res.type).toContain('application/soap+xml');
      expect(res.body).toContain('xmlns:soap="http://www.w3.org/2003/05/soap-envelope"');
      expect(res.body).toContain('<soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code>');
      expect(res.body).toContain('<soap:Text xml:lang="en">');
    }
  });

  it('an integer out of its schema range and a bad double inside a detail are faults too', async () => {
    const auth = `<Auth><Token>${kit.auth.token}</Token><Sign>${kit.auth.sign}</Sign><Cuit>${ISSUER_CUIT}</Cuit></Auth>`;
    const range = await post(kit, 'FECompUltimoAutorizado', `${auth}<PtoVta>99999999999</PtoVta><CbteTipo>1</CbteTipo>`, '1.1');
    expect(range.body).toContain('Value was either too large or too small for an Int32.');
    const detail = `<FeCAEReq><FeCabReq><CantReg>1</CantReg><PtoVta>1</PtoVta><CbteTipo>1</CbteTipo></FeCabReq><FeDetReq><FECAEDetRequest><Concepto>1</Concepto><DocTipo>80</DocTipo><DocNro>30000000007</DocNro><CbteDesde>1</CbteDesde><CbteHasta>1</CbteHasta><ImpTotal>12,1</ImpTotal></FECAEDetRequest></FeDetReq></FeCAEReq>`;
    const double = await post(kit, 'FECAESolicitar', `${auth}${detail}`, '1.1');
    expect(double.status).toBe(500);
    expect(double.body).toContain('Input string was not in a correct format.');
    expect((await kit.wsfe.lastAuthorized(kit.auth, 1, 1)).cbteNro).toBe(0);
  });

  it('SOAP 1.2 with an unknown action gets a SOAP 1.2 fault that names the action', async () => {
    const body = '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><FEDummy xmlns="http://ar.gov.afip.dif.FEV1/"/></soap:Body></soap:Envelope>';
    const res = await send(kit.sim.urls.wsfe, { method: 'POST', headers: { 'Content-Type': 'application/soap+xml; charset=utf-8; action="http://ar.gov.afip.dif.FEV1/FENope"' }, body });
    expect(res.status).toBe(500);
    expect(res.type).toContain('application/soap+xml');
    expect(res.body).toContain('<soap:Value>soap:Sender</soap:Value>');
    expect(res.body).toContain('Server did not recognize the value of HTTP Header SOAPAction: http://ar.gov.afip.dif.FEV1/FENope.');
  });

  it('result children follow the schema order: Events before Errors in FECAESolicitar, Errors before Events in FECAEASolicitar', async () => {
    kit.sim.control.wsfeSettings.events = [{ code: 41, msg: 'Aviso de prueba' }];
    try {
      const badAuth = `<Auth><Token>nope</Token><Sign>nope</Sign><Cuit>${ISSUER_CUIT}</Cuit></Auth>`;
      const cae = await post(kit, 'FECAESolicitar', badAuth, '1.1');
      expect(cae.body.indexOf('<Events>')).toBeGreaterThan(0);
      expect(cae.body.indexOf('<Events>')).toBeLessThan(cae.body.indexOf('<Errors>'));
      const caea = await post(kit, 'FECAEASolicitar', `${badAuth}<Periodo>202507</Periodo><Orden>2</Orden>`, '1.1');
      expect(caea.body.indexOf('<Errors>')).toBeGreaterThan(0);
      expect(caea.body.indexOf('<Errors>')).toBeLessThan(caea.body.indexOf('<Events>'));
    } finally {
      kit.sim.control.wsfeSettings.events = [];
    }
  });
});

function post(kit: TestKit, operation: string, inner: string, version: '1.1' | '1.2') {
  const ns = version === '1.2' ? 'http://www.w3.org/2003/05/soap-envelope' : 'http://schemas.xmlsoap.org/soap/envelope/';
  const body = `<?xml version="1.0" encoding="utf-8"?>\n<soap:Envelope xmlns:soap="${ns}">\n<soap:Body>\n<${operation} xmlns="http://ar.gov.afip.dif.FEV1/">${inner}</${operation}>\n</soap:Body>\n</soap:Envelope>`;
  const action = `http://ar.gov.afip.dif.FEV1/${operation}`;
  const headers: Record<string, string> =
    version === '1.2' ? { 'Content-Type': `application/soap+xml; charset=utf-8; action="${action}"` } : { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` };
  return send(kit.sim.urls.wsfe, { method: 'POST', headers, body });
}

/** Logs in with a CMS built like the project's WSAA client, sending it with a chosen Host header. */
async function captureLoginAnswer(kit: TestKit, credentials: { certPem: string; keyPem: string | null }, host: string): Promise<string> {
  const now = kit.sim.control.clock.now();
  const cms = signCms(buildTra({ service: 'wsfe', now }), credentials.certPem, credentials.keyPem ?? '', now);
  const body = buildEnvelope(el('wsaa:loginCms', [el('wsaa:in0', cms)]), { prefix: 'soapenv', namespaces: { wsaa: 'http://wsaa.view.sua.dvadac.desein.afip.gov' } });
  const res = await send(kit.sim.urls.wsaa, { method: 'POST', host, headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' }, body });
  expect(res.status).toBe(200);
  return res.body;
}
