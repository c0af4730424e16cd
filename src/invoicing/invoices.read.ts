import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, type Executor } from '../db/database';
import { numbersHeldIn, ofCuitInPeriod, ofTenant } from '../db/voucher-queries';
import type { IssuedNumbers, SequenceScope } from '../imports/issued-numbers';
import type { CaeDetailRequest } from '../taxauth/wsfe/wsfe.types';
import type { FECAEDetRequest } from './domain';
import { invoices } from './invoicing.schema';
import { toCaeDetailRequest } from './wsfe-request.mapper';

/** An authorized voucher the service issued, in WSFEv1 terms (what the ledger and the imports need of it). */
export interface AuthorizedInvoice {
  id: string;
  cuitId: string;
  issuerCuit: string;
  ptoVta: number;
  cbteTipo: number;
  voucherNumber: number;
  date: string;
  detail: CaeDetailRequest;
  receiverName: string | null;
}

/**
 * Read-only queries on the issued vouchers for other modules (reports, imports). Owned apart from the issuing code;
 * every query filters by account and environment (STYLE.md 7).
 */
@Injectable()
export class InvoicesReadRepository implements IssuedNumbers {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Completed vouchers of a CUIT whose CbteFch is in [from, toExclusive) (YYYY-MM-DD), in number order. */
  async authorizedInPeriod(scope: { accountId: string; environment: Environment; cuitId: string }, from: string, toExclusive: string): Promise<AuthorizedInvoice[]> {
    const rows = await this.database.orm
      .select()
      .from(invoices)
      .where(
        and(...ofCuitInPeriod(invoices, scope, from, toExclusive), eq(invoices.status, 'completed'), isNotNull(invoices.voucherNumber)),
      )
      .orderBy(asc(invoices.date), asc(invoices.cbteTipo), asc(invoices.ptoVta), asc(invoices.voucherNumber));
    return rows.flatMap((row) => {
      const request = row.request as FECAEDetRequest | null;
      if (!request || row.voucherNumber === null || !row.date) return [];
      const receiver = row.receiver as { name?: string | null } | null;
      return [
        {
          id: row.id,
          cuitId: row.cuitId,
          issuerCuit: row.issuerCuit,
          ptoVta: row.ptoVta,
          cbteTipo: row.cbteTipo,
          voucherNumber: row.voucherNumber,
          date: row.date,
          detail: toCaeDetailRequest(request),
          receiverName: receiver?.name ?? null,
        },
      ];
    });
  }

  /**
   * The numbers of a sequence the service holds (any status: a number is only released by setting it back to null,
   * so a `reconciling` row may be authorized), with their date when known.
   */
  async numbersHeld(
    scope: SequenceScope,
    numbers: readonly number[],
    executor: Executor = this.database.orm,
  ): Promise<Map<number, string | null>> {
    return numbersHeldIn(executor, invoices, scope, numbers);
  }

  /** Points of sale the service has issued on for this CUIT (import targets when the tax authority lists none). */
  async pointsOfSaleUsed(scope: { accountId: string; environment: Environment; cuitId: string }): Promise<number[]> {
    const rows = await this.database.orm
      .selectDistinct({ ptoVta: invoices.ptoVta })
      .from(invoices)
      .where(and(...ofTenant(invoices, scope), eq(invoices.cuitId, scope.cuitId)));
    return rows.map((r) => r.ptoVta).sort((a, b) => a - b);
  }
}
