import { randomBytes, X509Certificate } from 'node:crypto';
import { cuitFromSubject } from '../crypto/certificates';
import { CmsVerificationError, verifyCms } from '../crypto/cms';
import { child, parseXml, text, type XmlObject } from '../soap/soap';
import { el, escapeXml, renderXml } from '../soap/xml';
import { argentinaIso, parseTaxAuthDateTime } from '../time';
import type { IssuedTicket, SimulatorClock, SimulatorState } from './simulator.state';

export const WSAA_SOURCE_DN = 'CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239';

export interface WsaaSettings {
  caCertPem: string;
  /** Services a ticket can be requested for (`service` of the TRA). */
  services: string[];
  ticketLifetimeMs: number;
  /** Answer coe.alreadyAuthenticated while an unexpired ticket exists for (certificate, service). */
  enforceAlreadyAuthenticated: boolean;
  /** Clock skew tolerated on generationTime in the future. */
  clockSkewMs: number;
  /** Extra CUITs each certificate CUIT may represent (delegations). */
  delegations: Record<string, string[]>;
}

export class WsaaFault extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export interface WsaaContext {
  state: SimulatorState;
  clock: SimulatorClock;
  settings: WsaaSettings;
}

/** loginCms: verifies the CMS and the TRA and issues a 12 h TA (TAXAUTH.md §1, §9.1). Returns the escaped TA XML. */
export function handleLoginCms(body: XmlObject, ctx: WsaaContext): string {
  const injected = ctx.state.takeFault('wsaa', 'loginCms', ['reject_login']);
  if (injected && injected.kind === 'reject_login') {
    throw new WsaaFault(injected.code ?? 'wsaa.unavailable', injected.message ?? 'Servicio de autenticacion no disponible (falla inyectada)');
  }
  // Lenient on the request namespace: `loginCms`/`in0` in any namespace or none (TAXAUTH.md §1.1).
  const cmsText = text(child(child(body, 'loginCms'), 'in0'));
  if (!cmsText) throw new WsaaFault('xml.bad', 'No se ha podido interpretar el XML contra el SCHEMA');

  let verified;
  try {
    verified = verifyCms(cmsText);
  } catch (error) {
    if (error instanceof CmsVerificationError) throw new WsaaFault(error.code, error.message);
    throw new WsaaFault('cms.bad', 'No se ha podido interpretar el CMS');
  }
  const ca = new X509Certificate(ctx.settings.caCertPem);
  const signer = verified.signer;
  if (!signer.checkIssued(ca) || !signer.verify(ca.publicKey)) throw new WsaaFault('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
  const now = ctx.clock.now();
  if (now.getTime() > new Date(signer.validTo).getTime() || now.getTime() < new Date(signer.validFrom).getTime()) {
    throw new WsaaFault('cms.cert.expired', 'Certificado expirado');
  }
  const certCuit = cuitFromSubject(signer.subject);
  if (!certCuit) throw new WsaaFault('cms.cert.invalid', 'El certificado no contiene la CUIT (serialNumber) en el sujeto');

  let tra: XmlObject;
  try {
    tra = parseXml(verified.content.toString('utf8'));
  } catch {
    throw new WsaaFault('xml.bad', 'No se ha podido interpretar el XML contra el SCHEMA');
  }
  const request = child(tra, 'loginTicketRequest');
  const header = child(request, 'header');
  const uniqueId = text(child(header, 'uniqueId'));
  const generation = parseTaxAuthDateTime(text(child(header, 'generationTime')) ?? '');
  const expiration = parseTaxAuthDateTime(text(child(header, 'expirationTime')) ?? '');
  const service = text(child(request, 'service'))?.trim();
  if (!uniqueId || !/^\d+$/.test(uniqueId) || !generation || !expiration || !service) {
    throw new WsaaFault('xml.bad', 'No se ha podido interpretar el XML contra el SCHEMA');
  }
  const day = 24 * 3600_000;
  if (generation.getTime() > now.getTime() + ctx.settings.clockSkewMs || generation.getTime() < now.getTime() - day) {
    throw new WsaaFault('xml.generationTime.invalid', 'El campo generationTime posee una fecha invalida (futura o de mas de 24 horas)');
  }
  if (expiration.getTime() <= now.getTime()) throw new WsaaFault('xml.expirationTime.expired', 'El campo expirationTime posee una fecha vencida');
  if (expiration.getTime() > now.getTime() + day + ctx.settings.clockSkewMs || expiration.getTime() <= generation.getTime()) {
    throw new WsaaFault('xml.expirationTime.invalid', 'El campo expirationTime posee una fecha invalida (vencimiento en más de 24 horas)');
  }
  if (!ctx.settings.services.includes(service)) throw new WsaaFault('wsn.notFound', `Servicio ${service} inexistente`);

  const fingerprint = signer.fingerprint256;
  const existing = [...ctx.state.tickets.values()].find(
    (t) => t.certFingerprint === fingerprint && t.service === service && t.expirationTime.getTime() > now.getTime(),
  );
  if (existing && ctx.settings.enforceAlreadyAuthenticated) {
    throw new WsaaFault('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado');
  }

  const ticket = issueTicket(ctx, { service, fingerprint, certCuit, dn: dnOf(signer.subject), now });
  ctx.state.stats.logins += 1;
  return renderTicket(ticket, dnOf(signer.subject), ctx.state.nextUniqueId());
}

function issueTicket(ctx: WsaaContext, input: { service: string; fingerprint: string; certCuit: string; dn: string; now: Date }): IssuedTicket {
  const generationTime = input.now;
  const expirationTime = new Date(generationTime.getTime() + ctx.settings.ticketLifetimeMs);
  const relations = [input.certCuit, ...(ctx.settings.delegations[input.certCuit] ?? [])];
  const uniqueId = ctx.state.nextUniqueId();
  // The token has the real <sso> structure (TAXAUTH.md §1.4) so clients that decode it keep working.
  const sso = renderXml(
    el('sso', [
      el('id', [], {
        src: WSAA_SOURCE_DN,
        dst: `CN=${input.service}, O=AFIP, C=AR`,
        unique_id: String(uniqueId),
        gen_time: String(Math.floor(generationTime.getTime() / 1000) - 60),
        exp_time: String(Math.floor(expirationTime.getTime() / 1000)),
      }),
      el('operation', [
        el('login', [el('relations', relations.map((r) => el('relation', [], { key: r, reltype: '4' })))], {
          entity: '33693450239', service: input.service, uid: input.dn, authmethod: 'cms', regmethod: '22',
        }),
      ], { type: 'login', value: 'granted' }),
    ], { version: '2.0' }),
  );
  const token = Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${sso}\n`).toString('base64');
  const ticket: IssuedTicket = {
    token,
    sign: randomBytes(128).toString('base64'),
    service: input.service,
    certFingerprint: input.fingerprint,
    relations,
    generationTime,
    expirationTime,
  };
  ctx.state.tickets.set(token, ticket);
  return ticket;
}

function renderTicket(ticket: IssuedTicket, destinationDn: string, uniqueId: number): string {
  const ta = el('loginTicketResponse', [
    el('header', [
      el('source', WSAA_SOURCE_DN),
      el('destination', destinationDn),
      el('uniqueId', uniqueId),
      el('generationTime', argentinaIso(ticket.generationTime)),
      el('expirationTime', argentinaIso(ticket.expirationTime)),
    ]),
    el('credentials', [el('token', ticket.token), el('sign', ticket.sign)]),
  ], { version: '1.0' });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${renderXml(ta)}\n`;
}

/** Node's multi-line subject → the one-line, most-specific-first DN WSAA writes (`SERIALNUMBER=CUIT …, CN=…`). */
function dnOf(subject: string): string {
  return subject
    .split('\n')
    .filter(Boolean)
    .reverse()
    .map((part) => part.replace(/^serialNumber=/, 'SERIALNUMBER='))
    .join(', ');
}

/** The loginCmsResponse envelope (`soapenv:` prefix, unprefixed response element), TA as escaped text. */
export function loginCmsEnvelope(taXml: string, endpointUrl: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>' +
    `<loginCmsResponse xmlns="${escapeXml(endpointUrl)}"><loginCmsReturn>${escapeXml(taXml)}</loginCmsReturn></loginCmsResponse>` +
    '</soapenv:Body></soapenv:Envelope>'
  );
}
