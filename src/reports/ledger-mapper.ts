import Decimal from 'decimal.js';
import type { CaeDetailRequest } from '../taxauth/wsfe/wsfe.types';
import { LedgerFormatError } from './ledger-fields';
import type { LedgerVoucher } from './ledger.types';
import { voucherTypeLetter } from '../common/taxauth-codes';

/** An authorized voucher in WSFEv1 terms: what FECAESolicitar sent (stored invoices) or FECompConsultar returned (imports). */
export interface WsfeLedgerSource {
  cbteTipo: number;
  ptoVta: number;
  detail: CaeDetailRequest;
  /** WSFEv1 does not carry the receiver's name: the service's own record may. */
  receiverName?: string | null;
}

type TaxField = 'nonCategorizedPerception' | 'nationalPerceptions' | 'grossIncomePerceptions' | 'municipalPerceptions' | 'internalTaxes' | 'otherTaxes';

/** Tributo id (TAXAUTH.md §4.6) → VENTAS_CBTE field; anything else goes to "otros tributos". */
const TRIBUTE_FIELD: ReadonlyMap<number, TaxField> = new Map<number, TaxField>([
  [13, 'nonCategorizedPerception'],
  [1, 'nationalPerceptions'],
  [6, 'nationalPerceptions'],
  [5, 'grossIncomePerceptions'],
  [7, 'grossIncomePerceptions'],
  [3, 'municipalPerceptions'],
  [8, 'municipalPerceptions'],
  [4, 'internalTaxes'],
]);

const isoDate = (yyyymmdd: string | undefined, field: string): string => {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd ?? '');
  if (!m) throw new LedgerFormatError(`${field}: "${yyyymmdd ?? ''}" is not a yyyymmdd date`);
  return `${m[1]}-${m[2]}-${m[3]}`;
};

/**
 * The ledger view of a WSFEv1 voucher. Class C has no VAT: its ImpNeto (the subtotal) is reported as not taxed.
 */
export function ledgerVoucherFromWsfe(source: WsfeLedgerSource): LedgerVoucher {
  const d = source.detail;
  const where = `voucher ${source.cbteTipo}-${source.ptoVta}-${d.cbteDesde}`;
  const taxes: Record<TaxField, Decimal> = {
    nonCategorizedPerception: new Decimal(0),
    nationalPerceptions: new Decimal(0),
    grossIncomePerceptions: new Decimal(0),
    municipalPerceptions: new Decimal(0),
    internalTaxes: new Decimal(0),
    otherTaxes: new Decimal(0),
  };
  for (const t of d.tributos ?? []) {
    const field = TRIBUTE_FIELD.get(t.id) ?? 'otherTaxes';
    taxes[field] = taxes[field].plus(t.importe || 0);
  }
  const classC = voucherTypeLetter(source.cbteTipo) === 'C';
  const fixed = (x: Decimal) => x.toFixed(2);
  return {
    date: isoDate(d.cbteFch, `${where} CbteFch`),
    cbteTipo: source.cbteTipo,
    ptoVta: source.ptoVta,
    numberFrom: d.cbteDesde,
    numberTo: d.cbteHasta,
    receiver: { docTipo: d.docTipo, docNro: d.docNro, name: source.receiverName ?? null },
    currency: d.monId ?? 'PES',
    exchangeRate: d.monCotiz ?? '1',
    total: d.impTotal,
    notTaxed: classC ? new Decimal(d.impTotConc || 0).plus(d.impNeto || 0).toFixed(2) : d.impTotConc,
    exempt: d.impOpEx,
    vat: classC ? [] : (d.iva ?? []).map((i) => ({ ivaId: i.id, net: i.baseImp, vat: i.importe })),
    nonCategorizedPerception: fixed(taxes.nonCategorizedPerception),
    nationalPerceptions: fixed(taxes.nationalPerceptions),
    grossIncomePerceptions: fixed(taxes.grossIncomePerceptions),
    municipalPerceptions: fixed(taxes.municipalPerceptions),
    internalTaxes: fixed(taxes.internalTaxes),
    otherTaxes: fixed(taxes.otherTaxes),
    paymentDueDate: d.fchVtoPago ? isoDate(d.fchVtoPago, `${where} FchVtoPago`) : null,
  };
}
