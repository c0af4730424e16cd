import { runStandaloneSimulator } from './taxauth/simulator/simulator.standalone';

// Standalone tax-authority simulator. Arguments: [port] [--control]. Its own CLI, not the service's configuration.
const args = process.argv.slice(2);
const port = Number(args.find((a) => /^\d+$/.test(a)) ?? 8090);
const control = args.includes('--control');

runStandaloneSimulator({ port, host: '0.0.0.0', control })
  .then((sim) => {
    const stop = () => void sim.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    process.stderr.write(`simulator failed to start: ${(error as Error).message}\n`);
    process.exit(1);
  });
