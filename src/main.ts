import 'reflect-metadata';
import { createApp } from './app.factory';
import { DemoBootstrap } from './demo/demo.bootstrap';
import { loadConfigOrExit } from './config/config';
import { exitOnStartFailure } from './common/fatal';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { app, infrastructure } = await createApp(config);
  await app.get(DemoBootstrap).ensureDemo();
  app.enableShutdownHooks();
  await app.listen(config.port);
  const mode = config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL server';
  const simulator = infrastructure.simulator ? `; tax-authority simulator at ${infrastructure.simulator.urls.base}` : '';
  process.stdout.write(`Facturador listening on http://127.0.0.1:${config.port} (${mode}${simulator}); API docs at /docs\n`);
  const demo = app.get(DemoBootstrap).signInHint();
  process.stdout.write(`Dashboard at http://127.0.0.1:${config.port}/app${demo ? ` (${demo})` : ''}\n`);
}

main().catch(exitOnStartFailure);
