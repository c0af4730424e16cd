import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { JobName } from './job-names';
import { extractionConcurrency, type JobPolicy } from './job-policies';
import { QueueService } from './queue.service';

/**
 * Starts the queue once every module has registered its handlers (feature modules register in `onModuleInit`,
 * which Nest runs before any `onApplicationBootstrap`). Consumers run when `config.queue.consume` is set: embedded
 * mode and tests by default, `npm run worker` always; a server-mode api process only sends.
 */
@Injectable()
export class QueueRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Queue');

  constructor(
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const consume = this.config.queue.consume;
    await this.queue.start({
      consume,
      schedule: consume,
      maintenance: consume,
      pollingIntervalSeconds: this.config.queue.pollingIntervalSeconds,
      policies: this.policyOverrides(),
    });
    this.logger.log(consume ? 'queue started with consumers' : 'queue started (send only)');
  }

  private policyOverrides(): Partial<Record<JobName, Partial<JobPolicy>>> {
    const overrides: Partial<Record<JobName, Partial<JobPolicy>>> = {
      [JobName.ExtractDocument]: { concurrency: extractionConcurrency(this.config.documents.ocrWorkers) },
    };
    const delay = this.config.issuing.retryDelaySeconds;
    if (delay === null) return overrides;
    const issuing: Partial<JobPolicy> = { retryDelay: delay, retryBackoff: delay > 0 };
    return { ...overrides, [JobName.ProcessBatch]: issuing, [JobName.ReconcileBatchItem]: issuing };
  }
}
