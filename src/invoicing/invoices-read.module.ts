import { Global, Module } from '@nestjs/common';
import { IssuedNumbers } from '../imports/issued-numbers';
import { InvoicesReadRepository } from './invoices.read';

/**
 * The read-only queries on issued vouchers, provided once for the modules that report on them (reports) and the
 * one that must not collide with them (imports, through its `IssuedNumbers` port). Global so that imports needs no
 * import of invoicing: invoicing lists imported vouchers, and a module import back would be a cycle.
 */
@Global()
@Module({
  providers: [InvoicesReadRepository, { provide: IssuedNumbers, useExisting: InvoicesReadRepository }],
  exports: [InvoicesReadRepository, IssuedNumbers],
})
export class InvoicesReadModule {}
