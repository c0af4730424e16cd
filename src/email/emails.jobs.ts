import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobName, QueueService } from '../queue';
import { EmailsService } from './emails.service';

/** The emails' job, registered beside the module (STYLE.md 11). */
@Injectable()
export class EmailsJobs implements OnModuleInit {
  constructor(
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(EmailsService) private readonly emails: EmailsService,
  ) {}

  onModuleInit(): void {
    this.queue.registerHandlers({ [JobName.SendEmail]: ({ emailId }, job) => this.emails.send(emailId, job) });
  }
}
