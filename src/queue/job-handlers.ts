import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { QueueService, type JobHandlers } from './queue.service';

/**
 * A module's job handlers, registered beside the module (STYLE.md 11) when it initialises: `handlers` maps each
 * of its jobs to a call on `service`. A mixin, as Nest's own `AuthGuard('jwt')`:
 * `export class EmailsJobs extends JobHandlersOf(EmailsService, (emails) => ({ … })) {}`. A module whose jobs
 * also schedule work (issuing, drafts, recurring templates) writes its class out.
 */
export function JobHandlersOf<S>(service: Type<S>, handlers: (service: S) => Partial<JobHandlers>): Type<OnModuleInit> {
  @Injectable()
  class ModuleJobHandlers implements OnModuleInit {
    constructor(
      @Inject(QueueService) readonly queue: QueueService,
      @Inject(service) readonly service: S,
    ) {}

    onModuleInit(): void {
      this.queue.registerHandlers(handlers(this.service));
    }
  }
  return ModuleJobHandlers;
}
