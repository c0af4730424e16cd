import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TestCertificateAuthority } from '../crypto/test-ca';
import { parseEnvelope, isObject, type ParsedSoap, type XmlObject } from '../soap/soap';
import { WSFE_NAMESPACE, type FeMessage, type PointOfSale } from '../wsfe/wsfe.types';
import type { PadronRecord, VatCondition } from './simulator.fixtures';
import { DEFAULT_EXCHANGE_RATES, ExchangeRates, type ExchangeRateEntry } from './simulator.rates';
import { asmxFault, axisFault, wsfeEnvelope } from './simulator.soap';
import { SimulatorClock, SimulatorState, type FaultSpec, type SequenceSeed, type SimulatedService } from './simulator.state';
import { handlePadron, PadronFault, PADRON_SERVICES } from './padron.handler';
import { handleLoginCms, loginCmsEnvelope, WsaaFault, type WsaaSettings } from './wsaa.handler';
import { handleWsfe, WSFE_OPERATIONS, type WsfeSettings } from './wsfe.handler';
import { padronWsdl, wsaaWsdl, wsfeWsdl } from './wsdl/wsdl';
import { findSchemaViolation, resultFieldOrder } from './wsdl/wsfe-schema';
import type { XmlChild } from '../soap/xml';

export const SIMULATOR_PATHS = {
  wsaa: '/ws/services/LoginCms',
  wsfe: '/wsfev1/service.asmx',
  padron: '/sr-padron/webservices/personaServiceA5',
} as const;

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** Injectable clock; the control API can also set or advance it. */
  now?: () => Date;
  /** The test CA whose certificates WSAA trusts; a fresh one is created when absent. */
  ca?: { certPem: string; keyPem: string };
  regXReq?: number;
  /** RG 4444 threshold for identifying a consumidor final, ARS (default 10 000 000). */
  consumerThreshold?: string;
  /** RG 5616: reject (10246) a missing CondicionIVAReceptorId; default true (homologation since 2025-06-09). */
  strictReceiverVatCondition?: boolean;
  /** 10005 for points of sale not registered for the CUIT (default false: homologation accepts any). */
  enforcePointsOfSale?: boolean;
  enforceAlreadyAuthenticated?: boolean;
  ticketLifetimeMs?: number;
  /** Points of sale per CUIT; an empty list makes FEParamGetPtosVenta answer 602. */
  pointsOfSale?: Record<string, PointOfSale[]>;
  padron?: Record<string, { persona: PadronRecord; condition: VatCondition }>;
  /** Rates set for given days (anchors); every other business day is derived from them (docs/taxauth-simulator.md). */
  exchangeRates?: ExchangeRateEntry[];
  /** Seed of the day-to-day rate variation (default 1). */
  exchangeRateSeed?: number;
  /** CUITs each certificate CUIT may represent (delegation). */
  delegations?: Record<string, string[]>;
  /** Events added to every WSFEv1 answer (e.g. code 41). */
  events?: FeMessage[];
  sequences?: SequenceSeed[];
  /** Enables the fault-injection and state API under /__control (tests only). */
  control?: boolean;
  ambiente?: string;
}

export interface SimulatorControl {
  readonly clock: SimulatorClock;
  /** Live WSFEv1 settings (regXReq, strictness, threshold, events…): tests may change them between calls. */
  readonly wsfeSettings: WsfeSettings;
  /** Live WSAA settings (alreadyAuthenticated, ticket lifetime, delegations…). */
  readonly wsaaSettings: WsaaSettings;
  readonly state: SimulatorState;
  inject(fault: FaultSpec): void;
  clearFaults(): void;
  seedSequence(seed: SequenceSeed): void;
  setPointsOfSale(cuit: string, points: PointOfSale[]): void;
  setPadron(cuit: string, persona: PadronRecord, condition: VatCondition): void;
  /** Sets the closing rate of a day (it also becomes an anchor of the curve). */
  setExchangeRate(entry: ExchangeRateEntry): void;
  /** Forgets tickets, vouchers, faults and counters. */
  reset(): void;
  stats(): { logins: number; loginFaults: number; requests: Record<string, number> };
}

export interface RunningSimulator {
  urls: { base: string; wsaa: string; wsfe: string; padron: string; control: string | null };
  ca: { certPem: string; keyPem: string };
  /** A certificate from the simulator's CA, for a CSR (returns the certificate) or a CUIT (returns key + certificate). */
  issueCertificate(csrPemOrCuit: string): { certPem: string; keyPem: string | null };
  control: SimulatorControl;
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const ca = options.ca ? TestCertificateAuthority.fromPem(options.ca.certPem, options.ca.keyPem) : TestCertificateAuthority.create();
  const clock = new SimulatorClock(options.now);
  const state = new SimulatorState();
  state.exchangeRates = new ExchangeRates(options.exchangeRates ?? DEFAULT_EXCHANGE_RATES, { seed: options.exchangeRateSeed ?? 1, dailyVariation: 0.005, monthlyDrift: 0.02 });
  for (const [cuit, points] of Object.entries(options.pointsOfSale ?? {})) state.pointsOfSale.set(cuit, points);
  for (const [cuit, entry] of Object.entries(options.padron ?? {})) state.padron.set(cuit, entry);
  for (const seed of options.sequences ?? []) state.seedSequence(seed);

  const wsfeSettings: WsfeSettings = {
    regXReq: options.regXReq ?? 250,
    consumerThreshold: options.consumerThreshold ?? '10000000',
    strictReceiverVatCondition: options.strictReceiverVatCondition ?? true,
    enforcePointsOfSale: options.enforcePointsOfSale ?? false,
    events: options.events ?? [],
  };
  const wsaaSettings: WsaaSettings = {
    caCertPem: ca.certPem,
    services: ['wsfe', ...PADRON_SERVICES],
    ticketLifetimeMs: options.ticketLifetimeMs ?? 12 * 3600_000,
    enforceAlreadyAuthenticated: options.enforceAlreadyAuthenticated ?? true,
    clockSkewMs: 5 * 60_000,
    delegations: options.delegations ?? {},
  };
  const ambiente = options.ambiente ?? 'SimuladorHomologacion - facturador';

  const control: SimulatorControl = {
    clock,
    wsfeSettings,
    wsaaSettings,
    state,
    inject: (fault) => state.faults.push(fault),
    clearFaults: () => (state.faults = []),
    seedSequence: (seed) => state.seedSequence(seed),
    setPointsOfSale: (cuit, points) => state.pointsOfSale.set(cuit, points),
    setPadron: (cuit, persona, condition) => state.padron.set(cuit, { persona, condition }),
    setExchangeRate: (entry) => state.exchangeRates.set(entry),
    reset: () => state.reset(),
    stats: () => ({ logins: state.stats.logins, loginFaults: state.stats.loginFaults, requests: { ...state.stats.requests } }),
  };
  const issueCertificate = (input: string) => {
    if (/^\d{11}$/.test(input.trim())) return ca.issueForCuit(input.trim(), { notBefore: new Date(clock.now().getTime() - 3600_000) });
    return { certPem: ca.issueFromCsr(input, { notBefore: new Date(clock.now().getTime() - 3600_000) }), keyPem: null };
  };

  let base = '';
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain', `simulator error: ${(error as Error).message}`);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const body = await readBody(req);
    const path = url.pathname;
    // The control API injects faults and hands out certificates of the CA WSAA trusts: loopback callers only.
    if (options.control && path.startsWith('/__control/') && isLoopback(req.socket.remoteAddress)) return controlApi(path, req.method ?? 'GET', body, res);
    // Addresses written into answers (WSDL soap:address, the loginCms namespace) are the ones the client used.
    const origin = requestOrigin(req) ?? base;

    const service: SimulatedService | null = path === SIMULATOR_PATHS.wsaa ? 'wsaa' : path === SIMULATOR_PATHS.wsfe ? 'wsfe' : path === SIMULATOR_PATHS.padron ? 'padron' : null;
    if (!service) return send(res, 404, 'text/plain', 'Not found');
    if (req.method === 'GET') {
      if (![...url.searchParams.keys()].some((k) => k.toLowerCase() === 'wsdl')) return send(res, 200, 'text/html', `<html><body>${service} (simulador)</body></html>`);
      const address = `${origin}${SIMULATOR_PATHS[service]}`;
      const doc = service === 'wsfe' ? wsfeWsdl(address) : service === 'wsaa' ? wsaaWsdl(address) : padronWsdl(address);
      return send(res, 200, 'text/xml; charset=utf-8', doc);
    }
    if (req.method !== 'POST') return send(res, 405, 'text/plain', 'Method not allowed');

    let parsed: ParsedSoap;
    try {
      parsed = parseEnvelope(body);
    } catch {
      return send(res, 400, 'text/html', '<html><body>Bad Request</body></html>');
    }
    const { operation, action } = operationOf(service, req, parsed);
    state.count(`${service}.${operation ?? 'unknown'}`);

    const fault = state.takeFault(service, operation ?? '', ['reset', 'http_status', 'delay', 'drop_after_commit']);
    if (fault?.kind === 'reset') return void req.socket.destroy();
    if (fault?.kind === 'http_status') return send(res, fault.status, 'text/html', `<html><body><h1>${fault.status} - Error del servidor</h1></body></html>`);
    if (fault?.kind === 'delay') await new Promise((r) => setTimeout(r, fault.delayMs));

    const answer = dispatch(service, operation, action, parsed, body, origin);
    // The operation was processed (state committed): the client never learns the outcome.
    if (fault?.kind === 'drop_after_commit') return void req.socket.destroy();
    send(res, answer.status, answer.contentType, answer.body);
  }

  function dispatch(service: SimulatedService, operation: string | null, action: string | undefined, parsed: ParsedSoap, raw: string, origin: string) {
    const xml = 'text/xml; charset=utf-8';
    if (service === 'wsaa') {
      try {
        return { status: 200, contentType: xml, body: loginCmsEnvelope(handleLoginCms(parsed.body, { state, clock, settings: wsaaSettings }), `${origin}${SIMULATOR_PATHS.wsaa}`) };
      } catch (error) {
        state.stats.loginFaults += 1;
        const fault = error instanceof WsaaFault ? error : new WsaaFault('wsaa.internalError', (error as Error).message);
        return { status: 500, contentType: xml, body: axisFault(fault.code, fault.message) };
      }
    }
    if (service === 'padron') {
      const request = operation ? parsed.body[operation] : undefined;
      try {
        return { status: 200, contentType: xml, body: handlePadron(operation ?? '', isObject(request) ? request : {}, { state, clock }) };
      } catch (error) {
        const message = error instanceof PadronFault ? error.message : 'Error interno';
        return { status: 500, contentType: xml, body: axisFault('Server', message, 'sr.puc.server.ws.soap.a5.PadronException').replace('ns1:Server', 'soap:Server') };
      }
    }
    const soap12 = parsed.version === '1.2';
    const contentType = soap12 ? 'application/soap+xml; charset=utf-8' : xml;
    if (!operation) return { status: 500, contentType, body: asmxFault('client', `Server did not recognize the value of HTTP Header SOAPAction: ${action ?? ''}.`, soap12) };
    const request = isObject(parsed.body[operation]) ? (parsed.body[operation] as XmlObject) : {};
    // ASMX deserialises the request into the schema's types first: `<PtoVta>abc</PtoVta>` never reaches the rules.
    const violation = findSchemaViolation(operation, request);
    if (violation) {
      const position = xmlPosition(raw, violation.path.split('/').pop() ?? '', violation.value);
      const cause = violation.reason === 'range' ? `Value was either too large or too small for ${NET_TYPE[violation.type]}.` : 'Input string was not in a correct format.';
      return { status: 500, contentType, body: asmxFault('client', `Server was unable to read request. ---> There is an error in XML document (${position}). ---> ${cause}`, soap12) };
    }
    // ASMX serialises the result in its schema's sequence order, whatever order the handler built it in.
    const order = resultFieldOrder(operation);
    const rank = (node: XmlChild) => (node ? order.indexOf(node.name) : -1);
    const result = handleWsfe(operation, request, { state, clock, settings: wsfeSettings })
      .filter(Boolean)
      .sort((a, b) => (rank(a) < 0 || rank(b) < 0 ? 0 : rank(a) - rank(b)));
    return { status: 200, contentType, body: wsfeEnvelope(operation, result, clock.now(), ambiente, soap12) };
  }

  function operationOf(service: SimulatedService, req: IncomingMessage, parsed: ParsedSoap): { operation: string | null; action?: string } {
    if (service === 'wsaa') return { operation: 'loginCms' };
    const bodyOp = Object.keys(parsed.body).find((k) => k !== '#text') ?? null;
    if (service === 'padron') return { operation: bodyOp };
    // ASMX dispatches on SOAPAction (SOAP 1.1) or the action parameter (SOAP 1.2), else on the Body element.
    const header = (req.headers['soapaction'] as string | undefined) ?? /action="?([^";]+)"?/.exec(req.headers['content-type'] ?? '')?.[1];
    const action = header?.replace(/"/g, '').trim();
    if (action) {
      const op = action.startsWith(WSFE_NAMESPACE) ? action.slice(WSFE_NAMESPACE.length) : null;
      return { operation: op && (WSFE_OPERATIONS as readonly string[]).includes(op) ? op : null, action };
    }
    // Without a SOAPAction ASMX reads it as empty: an unknown Body element is reported as `SOAPAction: .`.
    return { operation: bodyOp && (WSFE_OPERATIONS as readonly string[]).includes(bodyOp) ? bodyOp : null };
  }

  function controlApi(path: string, method: string, body: string, res: ServerResponse): void {
    let input: Record<string, unknown> = {};
    try {
      input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, 'application/json', JSON.stringify({ error: 'invalid JSON' }));
    }
    const json = (status: number, value: unknown) => send(res, status, 'application/json', JSON.stringify(value));
    const route = `${method} ${path}`;
    switch (route) {
      case 'POST /__control/faults':
        control.inject(input as unknown as FaultSpec);
        return json(200, { faults: state.faults });
      case 'DELETE /__control/faults':
        control.clearFaults();
        return json(200, { faults: [] });
      case 'GET /__control/state':
        return json(200, { now: clock.now().toISOString(), stats: control.stats(), faults: state.faults, sequences: Object.fromEntries(state.sequences) });
      case 'POST /__control/clock':
        if (typeof input['now'] === 'string') clock.set(new Date(input['now']));
        if (typeof input['advanceMs'] === 'number') clock.advance(input['advanceMs']);
        return json(200, { now: clock.now().toISOString() });
      case 'POST /__control/sequences':
        control.seedSequence(input as unknown as SequenceSeed);
        return json(200, { ok: true });
      case 'POST /__control/points-of-sale':
        control.setPointsOfSale(String(input['cuit']), (input['points'] ?? []) as PointOfSale[]);
        return json(200, { ok: true });
      case 'POST /__control/exchange-rates': {
        const entry = { monId: String(input['monId'] ?? ''), fchCotiz: String(input['fchCotiz'] ?? ''), monCotiz: String(input['monCotiz'] ?? '') };
        if (!entry.monId || !/^\d{8}$/.test(entry.fchCotiz) || !/^\d+(\.\d+)?$/.test(entry.monCotiz)) return json(400, { error: 'monId, fchCotiz (yyyymmdd) and monCotiz (decimal) are required' });
        control.setExchangeRate(entry);
        return json(200, { ok: true });
      }
      case 'POST /__control/certificates':
        return json(200, issueCertificate(String(input['csrPem'] ?? input['cuit'] ?? '')));
      case 'POST /__control/reset':
        control.reset();
        return json(200, { ok: true });
      default:
        return json(404, { error: `unknown control route ${route}` });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  base = `http://${host}:${address.port}`;

  return {
    urls: {
      base,
      wsaa: `${base}${SIMULATOR_PATHS.wsaa}`,
      wsfe: `${base}${SIMULATOR_PATHS.wsfe}`,
      padron: `${base}${SIMULATOR_PATHS.padron}`,
      control: options.control ? `${base}/__control` : null,
    },
    ca: { certPem: ca.certPem, keyPem: ca.keyPem },
    issueCertificate,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const NET_TYPE = { int: 'an Int32', long: 'an Int64', short: 'an Int16', double: 'a Double' } as const;

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/** `http://<Host header>` when the header is a plain host[:port]; `https` behind a proxy that says so. */
function requestOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host || !/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(host)) return null;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** Line and column (1-based) of the element holding the bad value, as .NET's "error in XML document (l, c)". */
function xmlPosition(raw: string, element: string, value: string): string {
  const quote = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<(\\w+:)?${quote(element)}(\\s[^>]*)?>\\s*${quote(value)}\\s*<`).exec(raw) ?? new RegExp(`<(\\w+:)?${quote(element)}[\\s/>]`).exec(raw);
  const lines = raw.slice(0, match?.index ?? 0).split('\n');
  return `${lines.length}, ${(lines.at(-1)?.length ?? 0) + 1}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

