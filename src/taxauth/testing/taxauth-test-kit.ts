import { TaxAuthHttpClient } from '../http/taxauth-http';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../simulator/simulator';
import { WsaaClient } from '../wsaa/wsaa.client';
import { WsfeClient } from '../wsfe/wsfe.client';
import type { CaeDetailRequest, WsfeAuth } from '../wsfe/wsfe.types';

/** Fixed "now" of the test kit: 2025-07-15 12:00 Argentina. */
export const TEST_NOW = new Date('2025-07-15T12:00:00-03:00');
export const TEST_TODAY = '20250715';
export const ISSUER_CUIT = '20267565393';

export interface TestKit {
  sim: RunningSimulator;
  http: TaxAuthHttpClient;
  wsaa: WsaaClient;
  wsfe: WsfeClient;
  credentials: { certPem: string; keyPem: string };
  auth: WsfeAuth;
  close(): Promise<void>;
}

/** A simulator on a fixed clock, clients pointed at it, and a logged-in ticket for ISSUER_CUIT. */
export async function startTestKit(options: SimulatorOptions = {}): Promise<TestKit> {
  const sim = await startSimulator({ now: () => TEST_NOW, control: true, ...options });
  const http = new TaxAuthHttpClient({ timeoutMs: 5000, connectTimeoutMs: 2000 });
  const wsaa = new WsaaClient(http, sim.urls.wsaa, () => sim.control.clock.now());
  const wsfe = new WsfeClient(http, sim.urls.wsfe);
  const issued = sim.issueCertificate(ISSUER_CUIT);
  const credentials = { certPem: issued.certPem, keyPem: issued.keyPem ?? '' };
  const ticket = await wsaa.login(credentials, 'wsfe');
  return {
    sim,
    http,
    wsaa,
    wsfe,
    credentials,
    auth: { token: ticket.token, sign: ticket.sign, cuit: ISSUER_CUIT },
    close: async () => {
      http.close();
      await sim.close();
    },
  };
}

/** The test kit of one describe block (or spec file): started before its tests, closed after them. */
export function useTestKit(options: SimulatorOptions = {}): TestKit {
  const kit = {} as TestKit;
  beforeAll(async () => {
    Object.assign(kit, await startTestKit(options));
  });
  afterAll(() => kit.close?.());
  return kit;
}

/** Factura A, products, 100 + 21 % VAT, to a registered RI receiver. */
export function facturaA(nro: number, overrides: Partial<CaeDetailRequest> = {}): CaeDetailRequest {
  return {
    concepto: 1,
    docTipo: 80,
    docNro: '30000000007',
    cbteDesde: nro,
    cbteHasta: nro,
    cbteFch: TEST_TODAY,
    impTotal: '121.00',
    impTotConc: '0.00',
    impNeto: '100.00',
    impOpEx: '0.00',
    impTrib: '0.00',
    impIva: '21.00',
    monId: 'PES',
    monCotiz: '1',
    condicionIvaReceptorId: 1,
    iva: [{ id: 5, baseImp: '100.00', importe: '21.00' }],
    ...overrides,
  };
}
