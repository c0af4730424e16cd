import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database, databaseNow, type Executor } from '../db/database';
import { caeaCodes, wsfeOutages, type CaeaCodeRow } from './caea.schema';
import { invoices, type InvoiceRow } from './invoicing.schema';

/** Where a CUIT issues: the pair the CAEA and the outage clock belong to. */
export interface CaeaIssuer {
  issuerCuit: string;
  environment: Environment;
}

export interface CaeaIssued {
  id: string;
  ptoVta: number;
  voucherNumber: number;
  date: string;
  request: unknown;
  caea: string;
  caeaDueDate: string;
}

/** SQL of the CAEA fallback (docs/invoicing.md "CAEA fallback"). */
@Injectable()
export class CaeaRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async findCaea(issuer: CaeaIssuer, periodo: number, orden: number): Promise<CaeaCodeRow | null> {
    const [row] = await this.database.orm.select().from(caeaCodes).where(and(this.issuerWhere(issuer), eq(caeaCodes.periodo, periodo), eq(caeaCodes.orden, orden)));
    return row ?? null;
  }

  async storeCaea(row: Omit<CaeaCodeRow, 'createdAt' | 'closedAt' | 'withoutMovement'>): Promise<void> {
    await this.database.orm.insert(caeaCodes).values(row).onConflictDoNothing();
  }

  /** Fortnights over before `today` (yyyymmdd) not yet closed. */
  async openEndedCaeas(issuer: CaeaIssuer, today: string): Promise<CaeaCodeRow[]> {
    return this.database.orm.select().from(caeaCodes).where(and(this.issuerWhere(issuer), isNull(caeaCodes.closedAt), lt(caeaCodes.fchVigHasta, today)));
  }

  async markWithoutMovement(issuer: CaeaIssuer, caea: string, ptoVta: number): Promise<void> {
    await this.database.orm
      .update(caeaCodes)
      .set({ withoutMovement: sql`${caeaCodes.withoutMovement} || ${JSON.stringify([ptoVta])}::jsonb` })
      .where(and(this.issuerWhere(issuer), eq(caeaCodes.caea, caea)));
  }

  async closeCaea(issuer: CaeaIssuer, caea: string): Promise<void> {
    await this.database.orm.update(caeaCodes).set({ closedAt: databaseNow() }).where(and(this.issuerWhere(issuer), eq(caeaCodes.caea, caea)));
  }

  /** Records a WSFEv1 failure; answers since when it has been failing (the first failure not cleared since). */
  async markDown(issuer: CaeaIssuer, now: Date, error: string): Promise<Date> {
    const [row] = await this.database.orm
      .insert(wsfeOutages)
      .values({ ...issuer, downSince: now, lastError: error.slice(0, 500) })
      .onConflictDoUpdate({ target: [wsfeOutages.issuerCuit, wsfeOutages.environment], set: { lastError: error.slice(0, 500) } })
      .returning({ downSince: wsfeOutages.downSince });
    return row!.downSince;
  }

  /** WSFEv1 answered: the outage is over. True when there was one. */
  async clearDown(issuer: CaeaIssuer): Promise<boolean> {
    const rows = await this.database.orm.delete(wsfeOutages).where(and(eq(wsfeOutages.issuerCuit, issuer.issuerCuit), eq(wsfeOutages.environment, issuer.environment))).returning({ cuit: wsfeOutages.issuerCuit });
    return rows.length > 0;
  }

  /** The highest number the service holds in a sequence (any status): a CAEA point of sale is numbered only here. */
  async lastNumber(issuer: CaeaIssuer, ptoVta: number, cbteTipo: number): Promise<number> {
    const [row] = await this.database.orm
      .select({ last: max(invoices.voucherNumber) })
      .from(invoices)
      .where(and(eq(invoices.issuerCuit, issuer.issuerCuit), eq(invoices.environment, issuer.environment), eq(invoices.ptoVta, ptoVta), eq(invoices.cbteTipo, cbteTipo)));
    return row?.last ?? 0;
  }

  /** Pending items become completed vouchers of the CAEA point of sale (only those still pending). */
  async issueUnderCaea(tx: Executor, issued: CaeaIssued[]): Promise<InvoiceRow[]> {
    const now = databaseNow();
    const out: InvoiceRow[] = [];
    for (const v of issued) {
      const [row] = await tx
        .update(invoices)
        .set({
          status: 'completed', ptoVta: v.ptoVta, voucherNumber: v.voucherNumber, date: v.date, request: v.request, caea: v.caea, caeDueDate: v.caeaDueDate,
          cae: null, observations: [], response: null, errorCode: null, error: null, updatedAt: now, completedAt: now,
        })
        .where(and(eq(invoices.id, v.id), eq(invoices.status, 'pending')))
        .returning();
      if (row) out.push(row);
    }
    return out;
  }

  /** CAEA vouchers not yet informed nor rejected, by sequence and number. */
  async uninformed(issuer: CaeaIssuer): Promise<InvoiceRow[]> {
    return this.database.orm
      .select()
      .from(invoices)
      .where(and(eq(invoices.issuerCuit, issuer.issuerCuit), eq(invoices.environment, issuer.environment), isNotNull(invoices.caea), isNull(invoices.caeaInformedAt), isNull(invoices.caeaInformError)))
      .orderBy(asc(invoices.ptoVta), asc(invoices.cbteTipo), asc(invoices.voucherNumber));
  }

  async hasUninformed(issuer: CaeaIssuer): Promise<boolean> {
    const [row] = await this.database.orm
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.issuerCuit, issuer.issuerCuit), eq(invoices.environment, issuer.environment), isNotNull(invoices.caea), isNull(invoices.caeaInformedAt)))
      .limit(1);
    return Boolean(row);
  }

  async countUnderCaea(issuer: CaeaIssuer, caea: string, ptoVta: number): Promise<number> {
    const [row] = await this.database.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.issuerCuit, issuer.issuerCuit), eq(invoices.environment, issuer.environment), eq(invoices.caea, caea), eq(invoices.ptoVta, ptoVta)));
    return Number(row?.n ?? 0);
  }

  async markInformed(ids: string[], responses: Map<string, unknown>): Promise<void> {
    const now = databaseNow();
    for (const id of ids) {
      await this.database.orm.update(invoices).set({ caeaInformedAt: now, response: responses.get(id) ?? null, updatedAt: now }).where(and(eq(invoices.id, id), isNull(invoices.caeaInformedAt)));
    }
  }

  async markInformRejected(id: string, error: string, response: unknown): Promise<void> {
    await this.database.orm.update(invoices).set({ caeaInformError: error, response, updatedAt: databaseNow() }).where(eq(invoices.id, id));
  }

  /** Issuers that used the service lately (CAEAs are requested for them) or still have a CAEA to close. */
  async activeIssuers(since: Date): Promise<Array<CaeaIssuer & { accountId: string; cuitId: string }>> {
    const recent = await this.database.orm
      .selectDistinct({ issuerCuit: invoices.issuerCuit, environment: invoices.environment, accountId: invoices.accountId, cuitId: invoices.cuitId })
      .from(invoices)
      .where(gte(invoices.createdAt, since));
    return recent;
  }

  private issuerWhere(issuer: CaeaIssuer) {
    return and(eq(caeaCodes.issuerCuit, issuer.issuerCuit), eq(caeaCodes.environment, issuer.environment));
  }
}
