import type { Environment } from './common/auth';
import { SystemClock, type Clock } from './common/clock';
import type { AppConfig, TaxauthEndpoints } from './config/config';
import { Database } from './db/database';
import { needsSimulator, resolveEndpoints, startEmbeddedSimulator } from './taxauth/embedded-simulator';
import type { RunningSimulator } from './taxauth/simulator/simulator';

/** What the application needs before Nest starts: a migrated database and reachable tax-authority endpoints. */
export interface Infrastructure {
  database: Database;
  simulator: RunningSimulator | null;
  endpoints: Record<Environment, TaxauthEndpoints>;
  /** The time source of date-driven rules (the system clock; tests pass their own). */
  clock: Clock;
  /** Releases what this function opened (not what the caller passed in); once, however often it is called. */
  release(): Promise<void>;
}

export async function prepareInfrastructure(
  config: AppConfig,
  given: { database?: Database; simulator?: RunningSimulator; clock?: Clock } = {},
): Promise<Infrastructure> {
  const database = given.database ?? (await Database.open(config.database));
  await database.migrate();
  const simulator = given.simulator ?? (needsSimulator(config) ? await startEmbeddedSimulator(config) : null);
  const ownsSimulator = !given.simulator && simulator !== null;
  let released = false;
  return {
    database,
    simulator,
    endpoints: resolveEndpoints(config, simulator),
    clock: given.clock ?? new SystemClock(),
    release: async () => {
      if (!ownsSimulator || released) return;
      released = true;
      await simulator!.close();
    },
  };
}
