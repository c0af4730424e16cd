import { Injectable } from '@nestjs/common';
import { JobHandlersOf, JobName } from '../queue';
import { EmailsService } from './emails.service';

/** The emails' job. */
@Injectable()
export class EmailsJobs extends JobHandlersOf(EmailsService, (emails) => ({
  [JobName.SendEmail]: ({ emailId }, job) => emails.send(emailId, job),
})) {}
