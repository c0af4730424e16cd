import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { JobName, QueueService, type JobOutcome } from '../../queue';
import { RecurringTemplatesService } from './recurring-templates.service';

/**
 * Every five minutes: templates due at 00:00 Argentina time on their dayOfMonth have their draft by 00:05. The
 * tick only looks at nextRunAt, so a missed tick (downtime) is made up by the next one.
 */
const RECURRING_CRON = '*/5 * * * *';
const ARGENTINA_TZ = 'America/Argentina/Buenos_Aires';

/** Registers and schedules RunRecurringTemplates (pg-boss cron; stately: one run at a time across processes). */
@Injectable()
export class RecurringTemplatesJobs implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(RecurringTemplatesService) private readonly recurring: RecurringTemplatesService,
  ) {}

  onModuleInit(): void {
    this.queue.registerHandlers({ [JobName.RunRecurringTemplates]: () => this.run() });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.queue.consume) return;
    await this.queue.whenStarted(async () => {
      await this.queue.schedule(JobName.RunRecurringTemplates, RECURRING_CRON, {}, { tz: ARGENTINA_TZ });
      // After downtime the periods owed are produced at start, not at the next tick (as a job: start-up does not wait).
      await this.queue.send(JobName.RunRecurringTemplates, {});
    });
  }

  private async run(): Promise<JobOutcome> {
    const summary = await this.recurring.runDue();
    return summary.templates > 0 ? 'done' : 'skipped';
  }
}
