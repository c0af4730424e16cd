import Decimal from 'decimal.js';
import { amountField, dateField, dec, exchangeRateField, LedgerFormatError, numberField, textField } from './ledger-fields';
import type { LedgerAmounts, LedgerOptions, LedgerRateTotal, LedgerSummary, LedgerTypeTotal, LedgerVat, LedgerVoucher, OperationCode } from './ledger.types';
import { roundMoney } from '../common/money';
import { isCreditNote, isIvaCode, vatPercentOf, voucherTypeName } from '../common/taxauth-codes';
import { zipStore } from './zip';

export const VENTAS_CBTE_LENGTH = 266;
export const VENTAS_ALICUOTAS_LENGTH = 62;
/** The importer is a Windows program: every record, the last one included, ends with CR LF. */
export const LEDGER_LINE_END = '\r\n';
/** File names of ARCA's own export (TAXAUTH.md §7). */
export const VENTAS_CBTE_FILE = 'LIBRO_IVA_DIGITAL_VENTAS_CBTE.txt';
export const VENTAS_ALICUOTAS_FILE = 'LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS.txt';

const ZERO_RATE_ID = 3;
const label = (v: LedgerVoucher) => `voucher ${v.cbteTipo}-${v.ptoVta}-${v.numberFrom}`;

/** Vouchers in a stable order (date, type, point of sale, number) so both files list them alike. */
export function sortLedgerVouchers(vouchers: readonly LedgerVoucher[]): LedgerVoucher[] {
  return [...vouchers].sort(
    (a, b) => dateField(a.date, 'date').localeCompare(dateField(b.date, 'date')) || a.cbteTipo - b.cbteTipo || a.ptoVta - b.ptoVta || a.numberFrom - b.numberFrom,
  );
}

/**
 * The rows of VENTAS_ALICUOTAS for one voucher: one per rate (repeated ids are summed). A voucher without VAT
 * (exempt, not taxed, class C) gets one 0 % row with zero amounts, so "cantidad de alícuotas" is never 0.
 */
export function ledgerVatRows(v: LedgerVoucher): LedgerVat[] {
  const byId = new Map<number, { net: Decimal; vat: Decimal }>();
  for (const row of v.vat) {
    if (!isIvaCode(row.ivaId)) throw new LedgerFormatError(`${label(v)}: unknown VAT rate id ${row.ivaId}`);
    const prev = byId.get(row.ivaId) ?? { net: dec(0, 'net'), vat: dec(0, 'vat') };
    byId.set(row.ivaId, { net: prev.net.plus(dec(row.net, `${label(v)} net`)), vat: prev.vat.plus(dec(row.vat, `${label(v)} vat`)) });
  }
  if (!byId.size) return [{ ivaId: ZERO_RATE_ID, net: '0', vat: '0' }];
  return [...byId.entries()].sort(([a], [b]) => a - b).map(([ivaId, t]) => ({ ivaId, net: t.net.toFixed(), vat: t.vat.toFixed() }));
}

/** Position 243 (see docs/ledger.md): given, or "0" when VAT is discriminated, else E (exempt / 0 %) or N. */
export function ledgerOperationCode(v: LedgerVoucher, options: LedgerOptions = {}): OperationCode | '0' | ' ' {
  if (v.operationCode) return v.operationCode;
  const vat = v.vat.reduce((s, r) => s.plus(dec(r.vat, 'vat')), dec(0, 'vat'));
  if (!vat.isZero()) return options.taxedOperationCode ?? '0';
  const zeroRated = v.vat.some((r) => r.ivaId === ZERO_RATE_ID && !dec(r.net, 'net').isZero());
  if (!dec(v.exempt, 'exempt').isZero() || zeroRated) return 'E';
  return 'N';
}

/** One VENTAS_CBTE record (266 characters, no line end). */
export function ventasCbteRecord(v: LedgerVoucher, options: LedgerOptions = {}): string {
  const f = label(v);
  const docNro = v.receiver.docTipo === 99 && !/[1-9]/.test(v.receiver.docNro) ? '0' : v.receiver.docNro;
  const name = v.receiver.name?.trim() || (v.receiver.docTipo === 99 ? 'CONSUMIDOR FINAL' : '');
  const record = [
    dateField(v.date, `${f} date`),
    numberField(v.cbteTipo, 3, `${f} cbteTipo`),
    numberField(v.ptoVta, 5, `${f} ptoVta`),
    numberField(v.numberFrom, 20, `${f} number`),
    numberField(v.numberTo ?? v.numberFrom, 20, `${f} numberTo`),
    numberField(v.receiver.docTipo, 2, `${f} docTipo`),
    numberField(docNro, 20, `${f} docNro`),
    textField(name, 30),
    amountField(v.total, `${f} total`),
    amountField(v.notTaxed, `${f} notTaxed`),
    amountField(v.nonCategorizedPerception, `${f} nonCategorizedPerception`),
    amountField(v.exempt, `${f} exempt`),
    amountField(v.nationalPerceptions, `${f} nationalPerceptions`),
    amountField(v.grossIncomePerceptions, `${f} grossIncomePerceptions`),
    amountField(v.municipalPerceptions, `${f} municipalPerceptions`),
    amountField(v.internalTaxes, `${f} internalTaxes`),
    textField(v.currency, 3),
    exchangeRateField(v.exchangeRate, `${f} exchangeRate`),
    String(ledgerVatRows(v).length),
    ledgerOperationCode(v, options),
    amountField(v.otherTaxes, `${f} otherTaxes`),
    dateField(v.paymentDueDate, `${f} paymentDueDate`, true),
  ].join('');
  if (record.length !== VENTAS_CBTE_LENGTH) throw new LedgerFormatError(`${f}: record of ${record.length} characters`);
  return record;
}

/** The VENTAS_ALICUOTAS records (62 characters each, no line ends) of one voucher. */
export function ventasAlicuotasRecords(v: LedgerVoucher): string[] {
  const f = label(v);
  return ledgerVatRows(v).map((row) => {
    const record = [
      numberField(v.cbteTipo, 3, `${f} cbteTipo`),
      numberField(v.ptoVta, 5, `${f} ptoVta`),
      numberField(v.numberFrom, 20, `${f} number`),
      amountField(row.net, `${f} net ${row.ivaId}`),
      numberField(row.ivaId, 4, `${f} ivaId`),
      amountField(row.vat, `${f} vat ${row.ivaId}`),
    ].join('');
    if (record.length !== VENTAS_ALICUOTAS_LENGTH) throw new LedgerFormatError(`${f}: rate record of ${record.length} characters`);
    return record;
  });
}

const lines = (records: string[]) => records.map((r) => r + LEDGER_LINE_END).join('');

/** VENTAS_CBTE: one 266-character record per voucher, CR LF after each. */
export function buildVentasCbte(vouchers: readonly LedgerVoucher[], options: LedgerOptions = {}): string {
  return lines(sortLedgerVouchers(vouchers).map((v) => ventasCbteRecord(v, options)));
}

/** VENTAS_ALICUOTAS: one 62-character record per (voucher, rate), in the order of VENTAS_CBTE, CR LF after each. */
export function buildVentasAlicuotas(vouchers: readonly LedgerVoucher[]): string {
  return lines(sortLedgerVouchers(vouchers).flatMap((v) => ventasAlicuotasRecords(v)));
}

/** Both files in a store-only ZIP (`format=zip`). `modifiedAt` stamps the entries (no clock is read here). */
export function buildLedgerZip(vouchers: readonly LedgerVoucher[], options: LedgerOptions & { modifiedAt?: Date } = {}): Buffer {
  return zipStore(
    [
      { name: VENTAS_CBTE_FILE, data: Buffer.from(buildVentasCbte(vouchers, options), 'latin1') },
      { name: VENTAS_ALICUOTAS_FILE, data: Buffer.from(buildVentasAlicuotas(vouchers), 'latin1') },
    ],
    { modifiedAt: options.modifiedAt },
  );
}

interface Sums {
  total: Decimal;
  net: Decimal;
  vat: Decimal;
  notTaxed: Decimal;
  exempt: Decimal;
  otherTaxes: Decimal;
}
const zeroSums = (): Sums => ({ total: dec(0, ''), net: dec(0, ''), vat: dec(0, ''), notTaxed: dec(0, ''), exempt: dec(0, ''), otherTaxes: dec(0, '') });
const toAmounts = (s: Sums): LedgerAmounts => ({
  total: s.total.toFixed(2),
  net: s.net.toFixed(2),
  vat: s.vat.toFixed(2),
  notTaxed: s.notTaxed.toFixed(2),
  exempt: s.exempt.toFixed(2),
  otherTaxes: s.otherTaxes.toFixed(2),
});

/**
 * Totals for the JSON format: in pesos (each amount × the voucher's exchange rate, rounded half-even to cents per
 * voucher), credit notes subtracted, so per-type and per-rate totals add up to the period's totals.
 */
export function ledgerSummary(vouchers: readonly LedgerVoucher[]): LedgerSummary {
  const totals = zeroSums();
  const byType = new Map<number, { count: number; sums: Sums }>();
  const byRate = new Map<number, { net: Decimal; vat: Decimal }>();
  for (const v of vouchers) {
    const f = label(v);
    const rate = dec(v.exchangeRate, `${f} exchangeRate`);
    const sign = isCreditNote(v.cbteTipo) ? -1 : 1;
    const pesos = (value: Decimal.Value | null | undefined, field: string) => roundMoney(dec(value, `${f} ${field}`).times(rate)).times(sign);
    const rows = v.vat.map((r) => ({ ivaId: r.ivaId, net: pesos(r.net, 'net'), vat: pesos(r.vat, 'vat') }));
    const sums: Sums = {
      total: pesos(v.total, 'total'),
      net: rows.reduce((s, r) => s.plus(r.net), dec(0, '')),
      vat: rows.reduce((s, r) => s.plus(r.vat), dec(0, '')),
      notTaxed: pesos(v.notTaxed, 'notTaxed'),
      exempt: pesos(v.exempt, 'exempt'),
      otherTaxes: [v.nonCategorizedPerception, v.nationalPerceptions, v.grossIncomePerceptions, v.municipalPerceptions, v.internalTaxes, v.otherTaxes].reduce<Decimal>(
        (s, t) => s.plus(pesos(t, 'taxes')),
        dec(0, ''),
      ),
    };
    for (const r of rows) {
      if (!isIvaCode(r.ivaId)) throw new LedgerFormatError(`${f}: unknown VAT rate id ${r.ivaId}`);
      const prev = byRate.get(r.ivaId) ?? { net: dec(0, ''), vat: dec(0, '') };
      byRate.set(r.ivaId, { net: prev.net.plus(r.net), vat: prev.vat.plus(r.vat) });
    }
    const entry = byType.get(v.cbteTipo) ?? { count: 0, sums: zeroSums() };
    entry.count += 1;
    addSums(entry.sums, sums);
    byType.set(v.cbteTipo, entry);
    addSums(totals, sums);
  }
  const rateTotals: LedgerRateTotal[] = [...byRate.entries()]
    .sort(([a], [b]) => Number(vatPercentOf(a)) - Number(vatPercentOf(b)))
    .map(([ivaId, t]) => ({ ivaId, rate: vatPercentOf(ivaId) ?? '', net: t.net.toFixed(2), vat: t.vat.toFixed(2) }));
  const typeTotals: LedgerTypeTotal[] = [...byType.entries()]
    .sort(([a], [b]) => a - b)
    .map(([cbteTipo, t]) => ({ cbteTipo, name: voucherTypeName(cbteTipo), count: t.count, ...toAmounts(t.sums) }));
  return { count: vouchers.length, currency: 'PES', totals: toAmounts(totals), byRate: rateTotals, byVoucherType: typeTotals };
}

function addSums(into: Sums, add: Sums): void {
  into.total = into.total.plus(add.total);
  into.net = into.net.plus(add.net);
  into.vat = into.vat.plus(add.vat);
  into.notTaxed = into.notTaxed.plus(add.notTaxed);
  into.exempt = into.exempt.plus(add.exempt);
  into.otherTaxes = into.otherTaxes.plus(add.otherTaxes);
}
