import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AccountsModule } from './accounts/accounts.module';
import { ClockModule } from './common/clock';
import { ErrorFilter } from './common/error.filter';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { CuitsModule } from './cuits/cuits.module';
import type { Infrastructure } from './infrastructure';
import { DbModule } from './db/db.module';
import { DemoModule } from './demo/demo.module';
import { DocumentsModule } from './documents/documents.module';
import { EmailsModule } from './email/emails.module';
import { EventsModule } from './events/events.module';
import { HealthController } from './health/health.controller';
import { ImportsModule } from './imports/imports.module';
import { InvoicingModule } from './invoicing/invoicing.module';
import { ParametersModule } from './parameters/parameters.module';
import { QueueModule } from './queue';
import { ReportsModule } from './reports/reports.module';
import { TaxauthModule } from './taxauth/taxauth.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { serializeErrorForLog, serializeRequestForLog } from './common/log-safety';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The token of the infrastructure prepared before Nest started, released when the application shuts down. */
const INFRASTRUCTURE = Symbol('Infrastructure');

@Module({})
export class AppModule implements OnApplicationShutdown {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  /** The root module's hook runs after every imported module's (queue stopped, database closed). */
  async onApplicationShutdown(): Promise<void> {
    await this.infrastructure.release();
  }

  static forRoot(config: AppConfig, infrastructure: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        ClockModule.forClock(infrastructure.clock),
        DbModule.forDatabase(infrastructure.database, { readCacheBytes: config.readCacheMb * 1024 * 1024 }),
        TaxauthModule.forEndpoints(infrastructure.endpoints, infrastructure.simulator),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // A caller's x-request-id is kept when well formed; otherwise a new one. It is the correlation id of errors.
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            customProps: () => ({ service: 'api' }),
            // Bounded errors without query parameters; URLs without secret query values (log-safety.ts).
            serializers: { err: serializeErrorForLog, req: serializeRequestForLog },
            redact: { paths: ['req.headers["x-api-key"]', 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'], censor: '[redacted]' },
            autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' || req.url === '/metrics' },
          },
        }),
        EventsModule,
        AccountsModule,
        CuitsModule,
        ParametersModule,
        QueueModule,
        InvoicingModule,
        DemoModule,
        WebhooksModule,
        DocumentsModule,
        ImportsModule,
        ReportsModule,
        EmailsModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }, { provide: INFRASTRUCTURE, useValue: infrastructure }],
    };
  }
}
