import { Module } from '@nestjs/common';
import { QueueRunner } from './queue.runner';
import { QueueService } from './queue.service';

/**
 * The job queue. Needs `Database` (DbModule is global) and the configuration. Feature modules import it and
 * register their handlers with `QueueService.registerHandlers` in `onModuleInit`; `QueueRunner` starts it at
 * application bootstrap (consumers only when `config.queue.consume`), and `stop()` runs before the database
 * closes on shutdown (BeforeApplicationShutdown).
 */
@Module({
  providers: [QueueService, QueueRunner],
  exports: [QueueService],
})
export class QueueModule {}
