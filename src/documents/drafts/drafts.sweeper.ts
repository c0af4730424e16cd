import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { Database } from '../../db/database';
import { JobName, JOB_POLICIES, QueueService } from '../../queue';
import { DraftsRepository } from './drafts.repository';

const SWEEP_EVERY_MS = 60_000;
/** Attempts of the ExtractDocument job (its retries + the first run). */
const MAX_ATTEMPTS = JOB_POLICIES[JobName.ExtractDocument].retryLimit + 1;

/**
 * Drafts must never stay `extracting` (STYLE.md 13): a draft whose stage has not moved for
 * EXTRACTION_STUCK_AFTER_S (a job lost with a crashed process, a queue that was down) gets a new job; after the
 * job's attempts, or four such periods in all, it is failed with a clear message. Safe in several processes:
 * rows are claimed with FOR UPDATE SKIP LOCKED and their stage clock reset.
 */
@Injectable()
export class DraftsSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DraftsSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    @Inject(DraftsRepository) private readonly drafts: DraftsRepository,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running || !this.queue.started) return;
      this.running = this.sweep()
        .catch((error: unknown) => this.logger.error(`sweep failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (this.running = null));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  async sweep(): Promise<{ requeued: number; failed: number }> {
    const stuckMs = this.config.documents.stuckAfterSeconds * 1000;
    return this.database.transaction(async (tx) => {
      const claimed = await this.drafts.claimStuck(tx, stuckMs, 100);
      let requeued = 0;
      let failed = 0;
      for (const draft of claimed) {
        // A claimed row's stageStartedAt is the database's now: its age is measured on the database's clock.
        const tooOld = draft.createdAt.getTime() < draft.stageStartedAt!.getTime() - 4 * stuckMs;
        if (draft.attempts >= MAX_ATTEMPTS || tooOld) {
          await this.drafts.updateForJob(
            draft.id,
            'extracting',
            {
              status: 'failed',
              errorCode: 'extraction_stuck',
              errorMessage: `The document could not be processed in time (${draft.attempts} attempt(s)); upload it again, or contact support if it keeps happening.`,
              pipeline: { ...draft.pipeline, stage: 'failed' },
            },
            tx,
          );
          failed++;
        } else {
          await this.queue.send(JobName.ExtractDocument, { documentId: draft.id }, {}, tx);
          requeued++;
        }
      }
      if (claimed.length) this.logger.warn(`stuck drafts: ${requeued} re-queued, ${failed} failed`);
      return { requeued, failed };
    });
  }
}
