import type { DraftData } from '../document.types';
import { listPriceAsDocument } from '../price-convention';
import { checkCurrency, checkDates, checkLines, checkReceiverDoc, checkReceiverIdentified, checkTotal, decideVoucherLetter, REVIEW_RULES, reviewDraft, type ReviewContext, type ReviewRule, type ReviewState } from './draft-review';
import { PriceMatcher } from './price-matcher';
import { COMPANY, HINTS, sale, TODAY } from './review.spec-support';

// Issue 17 item 4: each review rule alone, table-driven: the state it is given, the issue codes it answers.
function state(data: Partial<DraftData> = {}, context: Partial<ReviewContext> = {}, extra: Partial<ReviewState> = {}): ReviewState {
  const full = sale(COMPANY, data);
  return { data: full, hints: HINTS, context: { today: TODAY, issuerCondicionIva: 1, ...context }, fields: {}, currency: full.currency ?? null, missingPriceNearest: [],
    matcher: HINTS.priceList?.length ? new PriceMatcher(HINTS.priceList) : null, totalCheck: 'none', voucherLetter: null, ...extra };
}

const codesOf = (rule: ReviewRule, s: ReviewState) => rule(s).map((i) => i.code);

describe('review rules, one by one', () => {
  it.each<[string, ReviewRule, ReviewState, string[]]>([
    ['a total that adds up', checkTotal, state(), []],
    ['a total off by a peso', checkTotal, state({ documentTotal: 2421 }), ['total_mismatch']],
    ['a valid CUIT', checkReceiverDoc, state(), []],
    ['a CUIT with a wrong check digit', checkReceiverDoc, state({ receiver: { ...COMPANY, docNumber: '33748426627' } }), ['invalid_receiver_doc']],
    ['a DNI of 6 digits', checkReceiverDoc, state({ receiver: { name: 'Ana', docType: 'DNI', docNumber: '123456', condicionIva: 5 } }), ['invalid_receiver_doc']],
    ['no receiver at all', checkReceiverDoc, state({ receiver: { name: null, docType: null, docNumber: null, condicionIva: null } }), ['no_receiver']],
    ['no receiver, and a CUIT the extractor refused', checkReceiverDoc, state({ receiver: { name: null, docType: null, docNumber: null, condicionIva: null } }, { invalidReceiverDoc: '20123456780' }), ['no_receiver', 'invalid_receiver_doc']],
    ['a name without a number, and a CUIT the extractor refused', checkReceiverDoc, state({ receiver: { name: 'Ana', docType: null, docNumber: null, condicionIva: null } }, { invalidReceiverDoc: '20123456780' }), ['invalid_receiver_doc']],
    ['an RI issuer and an RI receiver', decideVoucherLetter, state(), []],
    ['an unknown issuer condition', decideVoucherLetter, state({}, { issuerCondicionIva: null }), ['voucher_letter_undetermined']],
    ['an unknown issuer condition and no issuer at all (no_cuit says it)', decideVoucherLetter, state({}, { issuerCondicionIva: null, issuerKnown: false }), []],
    ['a CUIT receiver without a condition', decideVoucherLetter, state({ receiver: { ...COMPANY, condicionIva: null } }), ['voucher_letter_undetermined']],
    ['factura A to a DNI', checkReceiverIdentified, state({ receiver: { name: 'Ana', docType: 'DNI', docNumber: '34989752', condicionIva: 1 } }, {}, { voucherLetter: 'A' }), ['receiver_doc_required']],
    ['factura B to nobody, under the threshold', checkReceiverIdentified, state({ receiver: { name: 'Mostrador', docType: null, docNumber: null, condicionIva: null } }, {}, { voucherLetter: 'B' }), []],
    ['no lines', checkLines, state({ lines: [] }), ['no_lines']],
    ['no date', checkDates, state({ documentDate: null }), ['no_date']],
    ['services without a due date nor a period', checkDates, state({ concepto: 2 }), ['payment_due_assumed', 'service_period_missing']],
    ['services due yesterday', checkDates, state({ concepto: 2, paymentDue: '2026-11-24', serviceFrom: '2026-11-01', serviceTo: '2026-11-30' }), ['payment_due_past']],
    ['an unknown currency', checkCurrency, state({ currency: 'XYZ' }), ['unknown_currency']],
    ['dollars without a rate', checkCurrency, state({ currency: 'USD' }, { exchangeRateAvailable: false }), ['exchange_rate_required']],
  ])('%s', (_name, rule, given, expected) => {
    expect(codesOf(rule, given)).toEqual(expected);
  });

  it('checkTotal fills a missing total from the lines, and learns the VAT convention from a printed one', () => {
    const missing = state({ documentTotal: null });
    expect(checkTotal(missing)).toEqual([]);
    expect(missing.data.documentTotal).toBe(2420);
    const gross = state({ documentTotal: 2000, pricesIncludeIva: false });
    expect(checkTotal(gross)).toEqual([]);
    expect([gross.data.pricesIncludeIva, gross.totalCheck]).toEqual([true, 'match']);
  });

  it('reviewDraft lists the issues of the rules in REVIEW_RULES order', () => {
    const data = state({ documentDate: null, currency: 'XYZ', lines: [] }).data;
    const codes = reviewDraft(data, { ivaRate: 21, concepto: 1, pricesIncludeIva: false }, { today: TODAY, issuerCondicionIva: 1 }).issues.map((i) => i.code);
    expect(codes).toEqual(['no_lines', 'no_date', 'unknown_currency']);
    expect(REVIEW_RULES.length).toBeGreaterThan(5);
  });

  it('reports the CUIT the extractor refused through the typed field, not through notes', () => {
    const data = state({ receiver: { name: null, docType: null, docNumber: null, condicionIva: null } }).data;
    const issues = reviewDraft(data, {}, { today: TODAY, issuerCondicionIva: 1, invalidReceiverDoc: '20123456780' }).issues;
    expect(issues.find((i) => i.code === 'invalid_receiver_doc')?.message).toBe('El CUIT del cliente 20123456780 no tiene un dígito verificador válido: revisalo.');
  });
});

describe('listPriceAsDocument: the one price convention', () => {
  it.each<[string, boolean, boolean | null, string]>([
    ['list net, document net', false, false, '1000'],
    ['list net, document gross', false, true, '1210'],
    ['list gross, document net', true, false, '1000'],
    ['list gross, document unknown', true, null, '1210'],
  ])('%s', (_name, listIncludesIva, documentIncludesIva, expected) => {
    const listPrice = listIncludesIva ? 1210 : 1000;
    expect(listPriceAsDocument(listPrice, 21, { listIncludesIva, documentIncludesIva }).toFixed()).toBe(expected);
  });
});
