import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CuitsModule } from '../cuits/cuits.module';
import { ImportsModule } from '../imports/imports.module';
import { PlanUsageController } from './plan-usage.controller';
import { QueueModule } from '../queue';
import { BatchesController } from './batches.controller';
import { CaeaFallbackService } from './caea-fallback.service';
import { CaeaRepository } from './caea.repository';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService, IdempotentResponseInterceptor } from './idempotency.service';
import { InvoicesController } from './invoices.controller';
import { InvoicesReadModule } from './invoices-read.module';
import { InvoicingRepository } from './invoicing.repository';
import { InvoicingService } from './invoicing.service';
import { IssuingJobs } from './issuing.jobs';
import { IssuingService } from './issuing.service';
import { SimulatorSeeder } from './simulator-seeder';
import { VouchersOutController } from './vouchers-out.controller';
import { VouchersOutService } from './vouchers-out.service';
import { PointsOfSaleController } from './points-of-sale.controller';

/** Invoices, notes and batches: the API side and the issuing worker (DESIGN §5.1). */
@Module({
  imports: [AccountsModule, CuitsModule, QueueModule, ImportsModule, InvoicesReadModule],
  // BatchesController first: /invoices/batches/{id} must not be read as /invoices/{id}/….
  controllers: [BatchesController, InvoicesController, VouchersOutController, PlanUsageController, PointsOfSaleController],
  providers: [InvoicingRepository, InvoicingService, IdempotencyRepository, IdempotencyService, IdempotentResponseInterceptor, IssuingService, IssuingJobs, VouchersOutService, SimulatorSeeder, CaeaRepository, CaeaFallbackService],
  exports: [InvoicingService, VouchersOutService],
})
export class InvoicingModule {}
