import { Module } from '@nestjs/common';
import { CuitsModule } from '../cuits/cuits.module';
import { ImportsModule } from '../imports/imports.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Reports over the authorized vouchers: the sales VAT ledger (DESIGN §5.5, docs/ledger.md). The issued vouchers come from the global InvoicesReadModule. */
@Module({
  imports: [CuitsModule, ImportsModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
