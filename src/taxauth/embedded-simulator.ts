import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig, TaxauthEndpoints } from '../config/config';
import type { Environment } from '../common/auth';
import { startSimulator, type RunningSimulator } from './simulator/simulator';

/**
 * Embedded mode: the built-in homologation simulator runs in the service's process on a loopback port.
 * Its test CA is kept in DATA_DIR so certificates it issued stay valid across restarts (its vouchers
 * live in memory, like a homologation environment that was reset).
 */
export async function startEmbeddedSimulator(config: AppConfig): Promise<RunningSimulator> {
  const caFile = join(config.dataDir, 'simulator-ca.json');
  const ca = existsSync(caFile) ? (JSON.parse(readFileSync(caFile, 'utf8')) as { certPem: string; keyPem: string }) : undefined;
  const simulator = await startSimulator({ port: config.taxauth.simulatorPort, host: '127.0.0.1', ca });
  if (!ca) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(caFile, JSON.stringify(simulator.ca), { mode: 0o600 });
    chmodSync(caFile, 0o600);
  }
  return simulator;
}

export function simulatorEndpoints(simulator: RunningSimulator): TaxauthEndpoints {
  return { wsaa: simulator.urls.wsaa, wsfe: simulator.urls.wsfe, padron: simulator.urls.padron };
}

export function needsSimulator(config: AppConfig): boolean {
  return config.taxauth.testing === 'simulator' || config.taxauth.production === 'simulator';
}

/** The endpoints of each environment, with 'simulator' resolved to a running simulator. */
export function resolveEndpoints(config: AppConfig, simulator: RunningSimulator | null): Record<Environment, TaxauthEndpoints> {
  const resolve = (value: TaxauthEndpoints | 'simulator'): TaxauthEndpoints => {
    if (value !== 'simulator') return value;
    if (!simulator) throw new Error('The tax-authority simulator is configured but not running');
    return simulatorEndpoints(simulator);
  };
  return { testing: resolve(config.taxauth.testing), production: resolve(config.taxauth.production) };
}
