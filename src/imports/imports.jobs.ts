import { Injectable } from '@nestjs/common';
import { JobHandlersOf, JobName } from '../queue';
import { ImportsService } from './imports.service';

/** The imports' job. */
@Injectable()
export class ImportsJobs extends JobHandlersOf(ImportsService, (imports) => ({
  [JobName.ImportVouchers]: ({ importId }, job) => imports.run(importId, job),
})) {}
