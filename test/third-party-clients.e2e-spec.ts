import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { startAfipFront, type AfipFront } from './support/third-party/afip-front';

const CUIT = '20267565393';
const DRIVER = join(__dirname, 'support', 'third-party', 'drive-client.cjs');
const PRELOAD = join(__dirname, 'support', 'third-party', 'afip-hosts.preload.cjs');

interface Driven {
  ok: boolean;
  error?: string;
  result?: { last: number; requested: number; resultado: string; cae: string; consulted: { cbteDesde: number | string; codAutorizacion: string; impTotal: number | string } };
}

/**
 * Three third-party clients, installed from npm and not modified, each in its own process: WSAA login,
 * FECompUltimoAutorizado, FECAESolicitar for the next number and FECompConsultar of it. @arcasdk/core and facturajs
 * have the tax authority's addresses built in: their process resolves *.afip.gov.ar to the simulator's TLS front (an
 * /etc/hosts line's worth, afip-hosts.preload.cjs) and trusts its CA (NODE_EXTRA_CA_CERTS). afip-apis takes URLs.
 */
describe('third-party clients against the simulator', () => {
  let simulator: RunningSimulator;
  let front: AfipFront;
  let work: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    simulator = await startSimulator({});
    front = await startAfipFront(simulator.urls.base);
    work = mkdtempSync(join(tmpdir(), 'third-party-clients-'));
    writeFileSync(join(work, 'ca.pem'), front.caPem);
    env = {
      PATH: process.env.PATH,
      TZ: 'America/Argentina/Buenos_Aires',
      CUIT,
      WORK_DIR: work,
      NODE_EXTRA_CA_CERTS: join(work, 'ca.pem'),
      AFIP_HOSTS_IP: front.ip,
      WSAA_URL: `${simulator.urls.wsaa}?wsdl`,
      WSFE_URL: `${simulator.urls.wsfe}?WSDL`,
    };
  }, 180_000);
  afterAll(async () => {
    await front?.close();
    await simulator?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  // Each run signs in with a certificate of its own: WSAA refuses a second ticket for a certificate that has one.
  const drive = (client: string, extra: NodeJS.ProcessEnv) =>
    new Promise<Driven>((resolve) => {
      const issued = simulator.issueCertificate(CUIT);
      const files = { CERT_FILE: join(work, `${extra.PTO_VTA}-cert.pem`), KEY_FILE: join(work, `${extra.PTO_VTA}-key.pem`) };
      writeFileSync(files.CERT_FILE, issued.certPem);
      writeFileSync(files.KEY_FILE, issued.keyPem!);
      execFile(process.execPath, ['--require', PRELOAD, DRIVER, client], { env: { ...env, ...files, ...extra }, timeout: 120_000 }, (error, stdout, stderr) => {
        const line = stdout.trim().split('\n').pop() ?? '';
        try {
          resolve(JSON.parse(line) as Driven);
        } catch {
          resolve({ ok: false, error: `${String(error)}\n${stdout}\n${stderr}` });
        }
      });
    });

  it.each([
    ['@arcasdk/core', { PTO_VTA: '11' }],
    ['@arcasdk/core', { PTO_VTA: '12', SOAP12: '1' }],
    ['facturajs', { PTO_VTA: '13' }],
    ['afip-apis', { PTO_VTA: '14' }],
  ])('%s %j: login, last number, next voucher authorized, consulted', async (client, extra) => {
    simulator.control.seedSequence({ cuit: CUIT, ptoVta: Number(extra.PTO_VTA), cbteTipo: 6, lastNro: 21 });
    const driven = await drive(client, extra);
    expect(driven.error).toBeUndefined();
    expect(driven.result).toMatchObject({ requested: 22, resultado: 'A', cae: expect.stringMatching(/^\d{14}$/) });
    expect(Number(driven.result!.last)).toBe(21);
    expect(Number(driven.result!.consulted.cbteDesde)).toBe(22);
    expect(driven.result!.consulted.codAutorizacion).toBe(driven.result!.cae);
    expect(simulator.control.state.sequences.get(`${CUIT}:${extra.PTO_VTA}:6`)?.lastNro).toBe(22);
  }, 150_000);
});
