import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { Clock } from './common/clock';
import { RefuseUnreadableBodies } from './common/content-type.interceptor';
import { JsonBodyPolicy } from './common/json-body-policy';
import { dedupeHeaderParameters, toOpenApi31 } from './common/openapi';
import { DASHBOARD_SESSION_SCHEME } from './common/auth';
import { SESSION_COOKIE } from './accounts/cookies';
import { securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import { serveDashboard } from './dashboard/dashboard-static';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { prepareInfrastructure, type Infrastructure } from './infrastructure';
import { addWebhooksToDocument } from './webhooks/webhooks.openapi';
import type { RunningSimulator } from './taxauth/simulator/simulator';

export interface CreatedApp {
  app: NestExpressApplication;
  infrastructure: Infrastructure;
}

/**
 * Opens and migrates the database, starts the embedded tax-authority simulator when configured, then builds
 * the HTTP application (not yet listening). Closing the app releases them (AppModule's shutdown hook).
 */
export async function createApp(config: AppConfig, options: { database?: Database; simulator?: RunningSimulator; clock?: Clock } = {}): Promise<CreatedApp> {
  const infrastructure = await prepareInfrastructure(config, options);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, infrastructure), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.useBodyParser('json', { limit: config.jsonBodyLimit });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new RefuseUnreadableBodies(), new JsonBodyPolicy());

  const document = toOpenApi31(dedupeHeaderParameters(addWebhooksToDocument(SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Facturador — Argentine electronic invoicing API')
      .setDescription('Issue vouchers to the tax authority (ARCA) and turn documents into invoices. The API key selects the environment: test_sk_… testing (homologation), prod_sk_… production.')
      .setVersion('1.0.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, 'api-key')
      .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', description: 'dashboard session (docs/dashboard.md); writes also need x-csrf-token' }, DASHBOARD_SESSION_SCHEME)
      .addServer('/')
      .build(),
  ))));
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml' });
  serveDashboard(app);

  await app.init();
  return { app, infrastructure };
}
