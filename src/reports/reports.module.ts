import { Module } from '@nestjs/common';
import { CuitsModule } from '../cuits/cuits.module';
import { ImportsModule } from '../imports/imports.module';
import { InvoicesReadRepository } from '../invoicing/invoices.read';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Reports over the authorized vouchers: the sales VAT ledger (DESIGN §5.5, docs/ledger.md). */
@Module({
  imports: [CuitsModule, ImportsModule],
  controllers: [ReportsController],
  providers: [ReportsService, InvoicesReadRepository],
})
export class ReportsModule {}
