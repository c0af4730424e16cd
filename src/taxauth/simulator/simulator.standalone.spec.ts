import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStandaloneArgs, runStandaloneSimulator } from './simulator.standalone';

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

describe('standalone simulator', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-ca-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses [port] --host --control --ca; loopback and no control by default', () => {
    expect(parseStandaloneArgs([])).toEqual({ port: 8090, host: '127.0.0.1', control: false, caFile: null });
    expect(parseStandaloneArgs(['9000', '--host', '0.0.0.0', '--control', '--ca', 'ca.pem'])).toEqual({ port: 9000, host: '0.0.0.0', control: true, caFile: 'ca.pem' });
    expect(() => parseStandaloneArgs(['--ca'])).toThrow('--ca needs a value');
  });

  it('listens on loopback by default and keeps its CA in --ca FILE across restarts', async () => {
    const caFile = join(dir, 'ca.pem');
    const lines: string[] = [];
    const first = await runStandaloneSimulator({ port: 0, caFile }, (l) => lines.push(l));
    await first.close();
    expect(first.urls.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(statSync(caFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(caFile, 'utf8')).toContain('PRIVATE KEY');
    const second = await runStandaloneSimulator({ port: 0, caFile }, () => undefined);
    await second.close();
    const pem = (s: string) => s.replace(/\r/g, '').trim();
    expect(pem(second.ca.certPem)).toBe(pem(first.ca.certPem));
    expect(lines.join('\n')).toContain('Control API disabled');
  });

  (externalAddress ? it : it.skip)('serves the control API to loopback callers only, even when listening on every interface', async () => {
    const sim = await runStandaloneSimulator({ port: 0, host: '0.0.0.0', control: true }, () => undefined);
    try {
      const port = new URL(sim.urls.base).port;
      expect((await fetch(`http://127.0.0.1:${port}/__control/state`)).status).toBe(200);
      const remote = await fetch(`http://${externalAddress}:${port}/__control/certificates`, { method: 'POST', body: JSON.stringify({ cuit: '20111111112' }) });
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain('CERTIFICATE');
      // The SOAP services themselves answer on every interface.
      expect((await fetch(`http://${externalAddress}:${port}/wsfev1/service.asmx?WSDL`)).status).toBe(200);
    } finally {
      await sim.close();
    }
  });
});
