import { parseStandaloneArgs, runStandaloneSimulator } from './taxauth/simulator/simulator.standalone';

// Standalone tax-authority simulator: `[port] [--host ADDRESS] [--control] [--ca FILE]` (docs/taxauth-simulator.md).
// Its own CLI, not the service's configuration.
Promise.resolve()
  .then(() => {
    const args = parseStandaloneArgs(process.argv.slice(2));
    return runStandaloneSimulator({ port: args.port, host: args.host, control: args.control, caFile: args.caFile });
  })
  .then((sim) => {
    const stop = () => void sim.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    process.stderr.write(`simulator failed to start: ${(error as Error).message}\n`);
    process.exit(1);
  });
