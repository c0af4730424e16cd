import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { JobName, QueueService, type JobOutcome } from '../queue';
import { CaeaFallbackService } from './caea-fallback.service';
import { IdempotencyRepository } from './idempotency.repository';
import { InvoicingRepository } from './invoicing.repository';
import { IssuingService } from './issuing.service';

/** Every minute: the stale sweeper (one run at a time across processes: SweepStuckWork is stately). */
const SWEEP_CRON = '* * * * *';

/**
 * Registers the issuing jobs and runs the stale sweeper (STYLE.md 13): items left pending, processing or reconciling
 * longer than ISSUING_STALE_AFTER_SECONDS (a crashed worker, retries exhausted during an outage) are queued again.
 * Their handlers are idempotent, so a job queued twice does no harm.
 */
@Injectable()
export class IssuingJobs implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Issuing');
  private followUp: NodeJS.Timeout | null = null;

  constructor(
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(IssuingService) private readonly issuing: IssuingService,
    @Inject(InvoicingRepository) private readonly repository: InvoicingRepository,
    @Inject(IdempotencyRepository) private readonly idempotency: IdempotencyRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CaeaFallbackService) private readonly caea: CaeaFallbackService,
  ) {}

  onModuleInit(): void {
    this.queue.registerHandlers({
      [JobName.ProcessBatch]: ({ batchId }) => this.issuing.processBatch(batchId),
      [JobName.ReconcileBatchItem]: ({ itemId }) => this.issuing.reconcileItem(itemId),
      [JobName.SweepStuckWork]: () => this.sweep(),
      [JobName.CaeaMaintenance]: () => this.caea.maintain(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.queue.consume) return;
    await this.queue.whenStarted(async () => {
      await this.queue.schedule(JobName.SweepStuckWork, SWEEP_CRON, {});
      await this.queue.schedule(JobName.CaeaMaintenance, SWEEP_CRON, {});
      // A restarted worker picks up what a crashed one left, without waiting for the first tick; a crashed holder's
      // lease is still live for up to ISSUING_LEASE_SECONDS, so sweep again the moment it runs out.
      await this.sweep().catch((error: unknown) => this.logger.warn(`start-up sweep failed: ${String(error)}`));
      const expiresIn = await this.repository.secondsToNextLeaseExpiry().catch(() => null);
      if (expiresIn !== null) {
        this.followUp = setTimeout(() => void this.sweep().catch((error: unknown) => this.logger.warn(`start-up sweep failed: ${String(error)}`)), Math.max(0, expiresIn * 1000) + 1000);
        this.followUp.unref();
      }
    });
  }

  onApplicationShutdown(): void {
    if (this.followUp) clearTimeout(this.followUp);
  }

  /**
   * Re-queues open items untouched for ISSUING_STALE_AFTER_SECONDS, and sooner — untouched for ISSUING_LEASE_SECONDS —
   * those whose numbering sequence no live lease covers: the worker holding it renews it every third of the lease
   * while it works, so an expired lease means that worker died.
   */
  async sweep(): Promise<JobOutcome> {
    // Ages by the database's clock, the one that wrote updated_at.
    const staleSeconds = this.config.issuing.staleAfterSeconds;
    const orphanSeconds = Math.min(this.config.issuing.leaseSeconds, staleSeconds);
    const stale = await this.repository.staleItems(staleSeconds, orphanSeconds);
    const batches = new Set<string>();
    for (const item of stale) {
      if (item.status === 'reconciling') await this.queue.send(JobName.ReconcileBatchItem, { batchId: item.batchId, itemId: item.id });
      else if (!batches.has(item.batchId)) {
        batches.add(item.batchId);
        await this.queue.send(JobName.ProcessBatch, { batchId: item.batchId });
      }
    }
    await this.repository.touchStale([...new Set(stale.map((i) => i.batchId))], orphanSeconds);
    const purged = await this.idempotency.purgeExpired();
    if (stale.length > 0 || purged > 0) this.logger.log(`sweeper: ${stale.length} stale item group(s) re-queued, ${purged} expired idempotency key(s) purged`);
    return stale.length > 0 || purged > 0 ? 'done' : 'skipped';
  }
}
