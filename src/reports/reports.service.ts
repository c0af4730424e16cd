import { create as contentDisposition } from 'content-disposition';
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import type { AuthContext } from '../common/auth';
import { AppError } from '../common/errors';
import { CuitsService } from '../cuits/cuits.service';
import { ImportsService } from '../imports/imports.service';
import type { ImportedVoucher } from '../imports/imported-voucher';
import { InvoicesReadRepository } from '../invoicing/invoices.read';
import { LedgerFormatError } from './ledger-fields';
import { ledgerVoucherFromWsfe } from './ledger-mapper';
import type { LedgerVoucher } from './ledger.types';
import { buildLedgerZip, buildVentasAlicuotas, buildVentasCbte, ledgerSummary, sortLedgerVouchers } from './sales-vat-ledger';
import type { LedgerFormat, LedgerTxtFile } from './reports.dto';
import { Clock } from '../common/clock';

type Origin = 'service' | 'taxauth';

/** A month as [first day, first day of the next month), YYYY-MM-DD: voucher dates are Argentine calendar dates. */
export function periodBounds(period: string): { from: string; toExclusive: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${period}-01`, toExclusive: `${next}-01` };
}

/** Sales VAT ledger (Libro IVA Digital — ventas) of a CUIT and month: docs/ledger.md. */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(InvoicesReadRepository) private readonly invoices: InvoicesReadRepository,
    @Inject(ImportsService) private readonly imports: ImportsService,
  ) {}

  async salesVatLedger(auth: AuthContext, query: { cuitId: string; period: string; format?: LedgerFormat; file?: LedgerTxtFile }, now = this.clock.now()) {
    const cuit = await this.cuits.require(auth, query.cuitId);
    const vouchers = await this.periodVouchers(auth, cuit.id, query.period);
    const ledger = vouchers.map((v) => v.ledger);
    const base = `LIBRO_IVA_DIGITAL_VENTAS_${cuit.number}_${query.period.replace('-', '')}`;
    return guarded(() => {
      switch (query.format ?? 'json') {
        case 'txt': {
          const cbte = (query.file ?? 'cbte') === 'cbte';
          const text = cbte ? buildVentasCbte(ledger) : buildVentasAlicuotas(ledger);
          return new StreamableFile(Buffer.from(text, 'latin1'), {
            type: 'text/plain; charset=windows-1252',
            disposition: contentDisposition(`${base}_${cbte ? 'CBTE' : 'ALICUOTAS'}.txt`),
          });
        }
        case 'zip':
          return new StreamableFile(buildLedgerZip(ledger, { modifiedAt: now }), { type: 'application/zip', disposition: contentDisposition(`${base}.zip`) });
        case 'json':
          return {
            cuitId: cuit.id,
            cuit: cuit.number,
            environment: auth.environment,
            period: query.period,
            summary: ledgerSummary(ledger),
            vouchers: vouchers.map((v) => ({ id: v.id, origin: v.origin, ...v.ledger })),
          };
      }
    });
  }

  /** Every authorized voucher of the month, issued by the service or imported, in the files' order. */
  private async periodVouchers(auth: AuthContext, cuitId: string, period: string): Promise<Array<{ id: string; origin: Origin; ledger: LedgerVoucher }>> {
    const { from, toExclusive } = periodBounds(period);
    const [issued, imported] = await Promise.all([
      this.invoices.authorizedInPeriod({ accountId: auth.accountId, environment: auth.environment, cuitId }, from, toExclusive),
      this.imports.vouchersInPeriod(auth, cuitId, from, toExclusive),
    ]);
    const all = guarded(() => [
      ...issued.map((i) => ({ id: i.id, origin: 'service' as const, ledger: ledgerVoucherFromWsfe({ cbteTipo: i.cbteTipo, ptoVta: i.ptoVta, detail: i.detail, receiverName: i.receiverName }) })),
      ...imported.map((v) => ({ id: v.id, origin: 'taxauth' as const, ledger: ledgerVoucherFromWsfe({ cbteTipo: v.cbteTipo, ptoVta: v.ptoVta, detail: (v.voucher as ImportedVoucher).raw }) })),
    ]);
    const order = new Map(sortLedgerVouchers(all.map((v) => v.ledger)).map((ledger, index) => [ledger, index]));
    return all.sort((a, b) => (order.get(a.ledger) ?? 0) - (order.get(b.ledger) ?? 0));
  }
}

/** A voucher the layout cannot represent is a 422 naming it, never a corrupt file. */
function guarded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LedgerFormatError) {
      throw new AppError(422, error.code, error.message, { resolution: 'The voucher named cannot be written in the RG 3685 layout; check its data, or report it to support.' });
    }
    throw error;
  }
}
