import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobName, QueueService } from '../queue';
import { ImportsService } from './imports.service';

/** The imports' job, registered beside the module (STYLE.md 11). */
@Injectable()
export class ImportsJobs implements OnModuleInit {
  constructor(
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(ImportsService) private readonly imports: ImportsService,
  ) {}

  onModuleInit(): void {
    this.queue.registerHandlers({ [JobName.ImportVouchers]: ({ importId }, job) => this.imports.run(importId, job) });
  }
}
