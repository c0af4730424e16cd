import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { prepareInfrastructure } from './infrastructure';
import { loadConfigOrExit } from './config/config';
import { exitOnStartFailure } from './common/fatal';

/**
 * Queue consumers without HTTP (DESIGN.md §2). In server mode run as many as needed beside the api
 * processes; embedded `npm start` runs the same consumers in-process.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const infrastructure = await prepareInfrastructure(config);
  // The worker always consumes, whatever QUEUE_CONSUMERS says (that variable is for api processes).
  const workerConfig = { ...config, queue: { ...config.queue, consume: true } };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(workerConfig, infrastructure), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log('worker started');
}

main().catch(exitOnStartFailure);
