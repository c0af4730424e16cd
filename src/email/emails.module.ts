import { Module } from '@nestjs/common';
import { InvoicingModule } from '../invoicing/invoicing.module';
import { QueueModule } from '../queue';
import { EmailsController } from './emails.controller';
import { EmailsJobs } from './emails.jobs';
import { EmailsRepository } from './emails.repository';
import { EmailsService } from './emails.service';

/** Voucher emails: POST /invoices/{id}/email and the SendEmail job (docs/email.md). */
@Module({
  imports: [InvoicingModule, QueueModule],
  controllers: [EmailsController],
  providers: [EmailsRepository, EmailsService, EmailsJobs],
  exports: [EmailsService],
})
export class EmailsModule {}
