import 'reflect-metadata';
import { createApp } from './app.factory';
import { DemoBootstrap } from './demo/demo.bootstrap';
import { loadConfigOrExit } from './config/config';
import { exitOnStartFailure } from './common/fatal';
import { listeningOn } from './common/listen-address';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { app, infrastructure } = await createApp(config);
  await app.get(DemoBootstrap).ensureDemo();
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const mode = config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL server';
  const simulator = infrastructure.simulator ? `; tax-authority simulator at ${infrastructure.simulator.urls.base}` : '';
  const address = listeningOn(app.getHttpServer().address());
  process.stdout.write(`Facturador listening on ${address} (${mode}${simulator}); API docs at /docs\n`);
  const demo = app.get(DemoBootstrap).signInHint();
  process.stdout.write(`Dashboard at ${address}/app${demo ? ` (${demo})` : ''}\n`);
}

main().catch(exitOnStartFailure);
