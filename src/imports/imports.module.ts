import { Module } from '@nestjs/common';
import { CuitsModule } from '../cuits/cuits.module';
import { QueueModule } from '../queue';
import { ImportsController } from './imports.controller';
import { ImportsJobs } from './imports.jobs';
import { ImportsRepository } from './imports.repository';
import { ImportsService } from './imports.service';

/** Imports of vouchers already authorized (DESIGN §5.5, docs/imports.md). `IssuedNumbers` comes from the global InvoicesReadModule. */
@Module({
  imports: [CuitsModule, QueueModule],
  controllers: [ImportsController],
  providers: [ImportsRepository, ImportsService, ImportsJobs],
  exports: [ImportsService],
})
export class ImportsModule {}
