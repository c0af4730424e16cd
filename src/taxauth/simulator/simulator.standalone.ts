import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from './simulator';

export interface StandaloneArgs {
  port: number;
  /** Listening address; loopback unless asked (`--host 0.0.0.0` to serve other machines). */
  host: string;
  control: boolean;
  /** PEM file with the test CA's certificate and key: read when it exists, written at first start otherwise. */
  caFile: string | null;
}

/** `[port] [--host ADDRESS] [--control] [--ca FILE]`: the simulator's own CLI, not the service's configuration. */
export function parseStandaloneArgs(argv: string[]): StandaloneArgs {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    if (i < 0) return null;
    const v = argv[i + 1];
    if (!v || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  const flagValues = new Set(['--host', '--ca'].map((f) => value(f)).filter((v): v is string => v !== null));
  const port = argv.find((a) => /^\d+$/.test(a) && !flagValues.has(a));
  return { port: Number(port ?? 8090), host: value('--host') ?? '127.0.0.1', control: argv.includes('--control'), caFile: value('--ca') };
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/** Reads a CA PEM file (certificate + private key blocks, any order). */
export function readCaFile(file: string): { certPem: string; keyPem: string } {
  const blocks = [...readFileSync(file, 'utf8').matchAll(PEM_BLOCK)];
  const certPem = blocks.find((b) => b[1] === 'CERTIFICATE')?.[0];
  const keyPem = blocks.find((b) => /PRIVATE KEY$/.test(b[1]))?.[0];
  if (!certPem || !keyPem) throw new Error(`${file} must hold the CA certificate and its private key (PEM)`);
  return { certPem: `${certPem}\n`, keyPem: `${keyPem}\n` };
}

/**
 * Starts the simulator as a process of its own (`npm run simulator`) and prints its URLs and test CA, so a
 * developer can point the service's testing environment at it and trust its certificates.
 */
export async function runStandaloneSimulator(
  options: SimulatorOptions & { caFile?: string | null } = {},
  print: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Promise<RunningSimulator> {
  const { caFile, ...simulatorOptions } = options;
  const ca = caFile && existsSync(caFile) ? readCaFile(caFile) : simulatorOptions.ca;
  const sim = await startSimulator({ host: '127.0.0.1', ...simulatorOptions, ca });
  if (caFile && !existsSync(caFile)) {
    // Persisted so certificates issued by this CA stay valid across restarts; the key signs certificates: 0600.
    writeFileSync(caFile, `${sim.ca.certPem.trim()}\n${sim.ca.keyPem.trim()}\n`, { mode: 0o600 });
    chmodSync(caFile, 0o600);
  }
  print('Tax-authority homologation simulator listening');
  print(`  WSAA    ${sim.urls.wsaa}   (WSDL: ${sim.urls.wsaa}?wsdl)`);
  print(`  WSFEv1  ${sim.urls.wsfe}   (WSDL: ${sim.urls.wsfe}?WSDL)`);
  print(`  Padrón  ${sim.urls.padron}   (WSDL: ${sim.urls.padron}?wsdl)`);
  print(
    sim.urls.control
      ? `  Control ${sim.urls.control} (fault injection and certificates ENABLED, loopback callers only)`
      : '  Control API disabled (start with --control to enable fault injection and certificates)',
  );
  print(caFile ? `Test CA: ${caFile} (certificate and key; sign certificates for any CUIT with it)` : 'Test CA: new at every start (use --ca FILE to keep one)');
  print('Test CA certificate (WSAA trusts certificates issued by it):');
  print(sim.ca.certPem.trim());
  return sim;
}
