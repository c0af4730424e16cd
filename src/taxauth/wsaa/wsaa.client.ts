import type { TaxAuthHttpClient } from '../http/taxauth-http';
import { signCms } from '../crypto/cms';
import { buildEnvelope, child, childObject, parseXml, text } from '../soap/soap';
import { postSoap } from '../soap/soap-call';
import { el, renderXml } from '../soap/xml';
import { argentinaIso, parseTaxAuthDateTime } from '../time';
import { systemClock } from '../../common/clock';

export const WSAA_URLS = {
  testing: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
  production: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
} as const;

/** An access ticket (TA): what WSFEv1 and the padrón need in `Auth`. */
export interface AccessTicket {
  token: string;
  sign: string;
  generationTime: Date;
  expirationTime: Date;
  /** The signer DN the ticket was issued to. */
  destination: string | null;
}

/** A WSAA SOAP fault (TAXAUTH.md §1.6), code without the `ns1:` prefix. */
export class WsaaError extends Error {
  override readonly name = 'WsaaError';
  constructor(readonly code: string, message: string) {
    super(`WSAA ${code}: ${message}`);
  }
  /** A valid ticket already exists for this certificate and service; there is no call to fetch it again. */
  get alreadyAuthenticated(): boolean {
    return this.code === 'coe.alreadyAuthenticated';
  }
}

export class WsaaResponseError extends Error {
  override readonly name = 'WsaaResponseError';
}

export interface TraOptions {
  service: string;
  now?: Date;
  /** generationTime is set this far in the past to absorb clock skew (TAXAUTH.md §8.2). */
  backdateMs?: number;
  /** Requested lifetime; WSAA issues 12 h tickets regardless, and refuses more than 24 h. */
  lifetimeMs?: number;
  uniqueId?: number;
}

/** TRA with explicit `-03:00` offsets and a generationTime a few minutes in the past. */
export function buildTra(options: TraOptions): string {
  const now = options.now ?? systemClock.now();
  const generation = new Date(now.getTime() - (options.backdateMs ?? 5 * 60_000));
  const expiration = new Date(now.getTime() + (options.lifetimeMs ?? 12 * 3600_000));
  const tra = el('loginTicketRequest', [
    el('header', [
      el('uniqueId', options.uniqueId ?? Math.floor(now.getTime() / 1000) % 4_294_967_295),
      el('generationTime', argentinaIso(generation, false)),
      el('expirationTime', argentinaIso(expiration, false)),
    ]),
    el('service', options.service),
  ], { version: '1.0' });
  return `<?xml version="1.0" encoding="UTF-8"?>${renderXml(tra)}`;
}

/** Parses the TA XML (`loginTicketResponse`). */
export function parseTicket(taXml: string): AccessTicket {
  const doc = parseXml(taXml);
  const response = childObject(doc, 'loginTicketResponse');
  const header = childObject(response, 'header');
  const credentials = childObject(response, 'credentials');
  const token = text(credentials?.['token']);
  const sign = text(credentials?.['sign']);
  const generationTime = parseTaxAuthDateTime(text(header?.['generationTime']) ?? '');
  const expirationTime = parseTaxAuthDateTime(text(header?.['expirationTime']) ?? '');
  if (!token || !sign || !generationTime || !expirationTime) throw new WsaaResponseError('The access ticket lacks token, sign or valid times');
  return { token, sign, generationTime, expirationTime, destination: text(header?.['destination']) ?? null };
}

export interface WsaaCredentials {
  certPem: string;
  keyPem: string;
}

/** WSAA `loginCms`: signs a TRA and exchanges it for an access ticket. */
export class WsaaClient {
  constructor(
    private readonly http: TaxAuthHttpClient,
    readonly url: string,
    private readonly clock: () => Date = () => systemClock.now(),
  ) {}

  async login(credentials: WsaaCredentials, service: string): Promise<AccessTicket> {
    const now = this.clock();
    const cms = signCms(buildTra({ service, now }), credentials.certPem, credentials.keyPem, now);
    const envelope = buildEnvelope(el('wsaa:loginCms', [el('wsaa:in0', cms)]), {
      prefix: 'soapenv',
      namespaces: { wsaa: 'http://wsaa.view.sua.dvadac.desein.afip.gov' },
    });
    const parsed = await postSoap(this.http, this.url, envelope, { action: '' });
    if (parsed.fault) throw new WsaaError(parsed.fault.code, parsed.fault.message);
    const ta = text(child(child(parsed.body, 'loginCmsResponse'), 'loginCmsReturn'));
    if (!ta) throw new WsaaResponseError('loginCmsResponse without loginCmsReturn');
    return parseTicket(ta);
  }
}
