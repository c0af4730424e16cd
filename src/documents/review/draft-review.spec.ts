import { DraftData, TemplateHints } from '../document.types';
import { reviewDraft, ReviewContext } from './draft-review';

const HINTS: TemplateHints = {
  priceList: [
    { description: 'Llave combinada 19 mm', unitPrice: 7575.65 },
    { description: 'Antiparra de seguridad incolora', unitPrice: 2253.39 },
  ],
  pricesIncludeIva: false,
  ivaRate: 21,
  concepto: 1,
};
const CONTEXT: ReviewContext = { today: '2026-10-28', issuerCondicionIva: 1, ocrConfidence: null };
const FIELDS = { 'receiver.name': 0.95, 'receiver.docNumber': 0.95, documentDate: 0.95, reference: 0.9, currency: 0.9, lines: 0.8 };

function remito(lines: DraftData['lines']): DraftData {
  return {
    lines,
    receiver: { name: 'Vaccaro Construcciones S.R.L.', docType: 'CUIT', docNumber: '33748426626', condicionIva: 1 },
    documentDate: '2026-10-26',
    currency: 'ARS',
    reference: '0003-00015707',
    documentTotal: null,
    pricesIncludeIva: null,
  };
}

describe('reviewDraft', () => {
  it('prices remito lines from the list and computes the total with decimals', () => {
    const result = reviewDraft(
      remito([
        { description: 'LLAVE COMB. 19 MM', quantity: 8, unitPrice: null, ivaRate: null },
        { description: 'ANTIPARRA DE SEGURIDAD INCOLORA', quantity: 5, unitPrice: null, ivaRate: null },
      ]),
      HINTS,
      { ...CONTEXT, fieldConfidence: FIELDS },
    );
    expect(result.data.lines.map((l) => [l.unitPrice, l.ivaRate, l.priceListMatch])).toEqual([
      [7575.65, 21, 'Llave combinada 19 mm'],
      [2253.39, 21, 'Antiparra de seguridad incolora'],
    ]);
    // 60605.20 + 11266.95 = 71872.15; VAT 21 % = 15093.15
    expect(result.data.documentTotal).toBe(86965.3);
    expect(result.data.pricesIncludeIva).toBe(false);
    expect(result.issues).toEqual([]);
    expect(result.voucherLetter).toBe('A');
  });

  it('doubts the doubtful lines of a remito, not the total they make (no total was read; fourteenth session)', () => {
    const result = reviewDraft(
      remito([
        { description: 'LLAVE COMB. 19 MM', quantity: 8, unitPrice: null, ivaRate: null },
        { description: 'ANTIPARRA DE SEGURIDAD INCOLORA', quantity: 5, unitPrice: null, ivaRate: null },
      ]),
      HINTS,
      { ...CONTEXT, fieldConfidence: { ...FIELDS, lines: 0.5, 'lines[0]': 0.5 } },
    );
    expect(result.data.documentTotal).toBe(86965.3);
    expect(result.issues.map((i) => [i.code, i.field])).toEqual([['low_confidence_field', 'lines[0]']]);
    // A printed total read with little confidence is still doubted.
    const printed = reviewDraft({ ...remito([{ description: 'LLAVE COMB. 19 MM', quantity: 8, unitPrice: 7575.65, ivaRate: 21 }]), documentTotal: 73332.29 }, HINTS, {
      ...CONTEXT,
      fieldConfidence: { ...FIELDS, documentTotal: 0.4 },
    });
    expect(printed.issues.map((i) => [i.code, i.field])).toEqual([['low_confidence_field', 'documentTotal']]);
  });

  it('leaves an unlisted article without price and reports missing_price', () => {
    const result = reviewDraft(remito([{ description: 'SOLDADORA INVERTER 200 A', quantity: 3, unitPrice: null, ivaRate: null }]), HINTS, CONTEXT);
    expect(result.data.lines[0].unitPrice).toBeNull();
    expect(result.data.lines[0].priceListMatch).toBeNull();
    expect(result.data.documentTotal).toBeNull();
    expect(result.issues.map((i) => i.code)).toEqual(['missing_price']);
    expect(result.issues[0].message).toMatch(/no figura en la lista de precios/);
  });

  it('reports a printed total that the lines do not reach', () => {
    const data = remito([{ description: 'Llave combinada 19 mm', quantity: 2, unitPrice: 7575.65, ivaRate: 21 }]);
    data.documentTotal = 20000;
    const result = reviewDraft(data, HINTS, CONTEXT);
    expect(result.issues.map((i) => i.code)).toContain('total_mismatch');
  });

  it('flips pricesIncludeIva when only the other reading matches the printed total', () => {
    const data = remito([{ description: 'Llave combinada 19 mm', quantity: 2, unitPrice: 7575.65, ivaRate: 21 }]);
    data.documentTotal = 15151.3;
    const result = reviewDraft(data, HINTS, CONTEXT);
    expect(result.data.pricesIncludeIva).toBe(true);
    expect(result.issues.map((i) => i.code)).not.toContain('total_mismatch');
  });

  it('takes the fixed customer of the template whatever the document says', () => {
    const hints = { ...HINTS, receiverDocType: 'CUIT' as const, receiverDocNumber: '30-72510027-9', receiverName: 'Gorosito y Orellana S.R.L.' };
    const result = reviewDraft(remito([]), hints, CONTEXT);
    expect(result.data.receiver).toMatchObject({ name: 'Gorosito y Orellana S.R.L.', docNumber: '30725100279', docType: 'CUIT' });
    expect(result.issues.map((i) => i.code)).toContain('no_lines');
  });

  it.each([
    [{ name: null, docType: null, docNumber: null, condicionIva: null }, 'no_receiver'],
    [{ name: 'X', docType: 'CUIT' as const, docNumber: '30725100278', condicionIva: 1 }, 'invalid_receiver_doc'],
    [{ name: 'X', docType: 'DNI' as const, docNumber: '34989752', condicionIva: 1 }, 'receiver_doc_required'],
    [{ name: 'X', docType: 'CUIT' as const, docNumber: '30725100279', condicionIva: null }, 'voucher_letter_undetermined'],
  ])('receiver %j -> %s', (receiver, code) => {
    const data = { ...remito([{ description: 'Llave combinada 19 mm', quantity: 1, unitPrice: 7575.65, ivaRate: 21 }]), receiver };
    expect(reviewDraft(data, HINTS, CONTEXT).issues.map((i) => i.code)).toContain(code);
  });

  it('decides the voucher letter from both VAT conditions', () => {
    const data = remito([{ description: 'Llave combinada 19 mm', quantity: 1, unitPrice: 7575.65, ivaRate: 21 }]);
    expect(reviewDraft(data, HINTS, { ...CONTEXT, issuerCondicionIva: 6 }).voucherLetter).toBe('C');
    expect(reviewDraft({ ...data, receiver: { ...data.receiver, condicionIva: 5 } }, HINTS, CONTEXT).voucherLetter).toBe('B');
    expect(reviewDraft({ ...data, receiver: { name: 'Ana', docType: 'DNI', docNumber: '34989752', condicionIva: null } }, HINTS, CONTEXT).voucherLetter).toBe('B');
  });

  it('checks period, currency, OCR quality and duplicates (an old document date is not an issue: approval dates the voucher today)', () => {
    const data: DraftData = {
      ...remito([{ description: 'Llave combinada 19 mm', quantity: 1, unitPrice: 7575.65, ivaRate: 21 }]),
      documentDate: '2026-09-01',
      concepto: 2,
      currency: 'XYZ',
    };
    const codes = reviewDraft(data, HINTS, {
      ...CONTEXT,
      ocrConfidence: 41,
      fileHash: 'abc',
      knownHashes: ['abc'],
    }).issues.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['service_period_missing', 'unknown_currency', 'low_ocr_quality', 'duplicate_document']));
    expect(codes).not.toContain('date_out_of_window');
    const noDate = reviewDraft({ ...data, documentDate: null }, HINTS, CONTEXT).issues.map((i) => i.code);
    expect(noDate).toContain('no_date');
    const usd = reviewDraft({ ...data, currency: 'USD' }, HINTS, { ...CONTEXT, exchangeRateAvailable: false }).issues.map((i) => i.code);
    expect(usd).toContain('exchange_rate_required');
  });

  it('reports a services payment due date already past (the voucher is dated today and 10036 would refuse it)', () => {
    const services: DraftData = {
      ...remito([{ description: 'Abono mensual', quantity: 1, unitPrice: 1000, ivaRate: 21 }]),
      concepto: 2,
      serviceFrom: '2026-10-01',
      serviceTo: '2026-10-31',
      paymentDue: '2026-10-27',
    };
    const past = reviewDraft(services, HINTS, CONTEXT).issues;
    expect(past).toEqual([expect.objectContaining({ code: 'payment_due_past', field: 'paymentDue' })]);
    expect(past[0].message).toContain('2026-10-27');
    expect(reviewDraft({ ...services, paymentDue: CONTEXT.today }, HINTS, CONTEXT).issues).toEqual([]);
    // Goods do not send a payment due date to the tax authority.
    expect(reviewDraft({ ...services, concepto: 1 }, HINTS, CONTEXT).issues).toEqual([]);
  });

  it('finds a duplicate by reference, receiver and total', () => {
    const data = { ...remito([{ description: 'Llave combinada 19 mm', quantity: 1, unitPrice: 7575.65, ivaRate: 21 }]), documentTotal: 9166.54 };
    const known = [{ reference: '3-15707', receiverDocNumber: '33748426626', total: 9166.54 }];
    expect(reviewDraft(data, HINTS, { ...CONTEXT, knownDocuments: known }).issues.map((i) => i.code)).toContain('duplicate_document');
  });

  it('gives a checked draft more confidence than a doubtful one', () => {
    const good = remito([{ description: 'Llave combinada 19 mm', quantity: 2, unitPrice: 7575.65, ivaRate: 21 }]);
    good.documentTotal = 18333.07;
    const fields = { ...FIELDS, lines: 0.95 };
    const high = reviewDraft(good, HINTS, { ...CONTEXT, fieldConfidence: fields }).confidence;
    const mismatch = reviewDraft({ ...good, documentTotal: 20000 }, HINTS, { ...CONTEXT, fieldConfidence: fields }).confidence;
    const scanned = reviewDraft(good, HINTS, { ...CONTEXT, fieldConfidence: fields, ocrConfidence: 55 }).confidence;
    const noReceiver = reviewDraft({ ...good, receiver: { name: null, docType: null, docNumber: null, condicionIva: null } }, HINTS, {
      ...CONTEXT,
      fieldConfidence: { ...fields, 'receiver.name': 0, 'receiver.docNumber': 0 },
    }).confidence;
    expect(high).toBeGreaterThan(0.9);
    expect(mismatch).toBeLessThan(high * 0.5);
    expect(scanned).toBeLessThan(high);
    expect(noReceiver).toBeLessThan(0.2);
    for (const c of [high, mismatch, scanned, noReceiver]) expect(c).toBeGreaterThanOrEqual(0);
  });

  it('does not doubt a consumidor final for printing no document number, but does doubt an unnamed receiver without one', () => {
    const sale = remito([{ description: 'Llave combinada 19 mm', quantity: 1, unitPrice: 7575.65, ivaRate: 21 }]);
    sale.documentTotal = 9166.54;
    const fields = { ...FIELDS, lines: 0.95, 'receiver.docNumber': 0 };
    const consumer = reviewDraft({ ...sale, receiver: { name: 'Consumidor Final', docType: null, docNumber: null, condicionIva: 5 } }, HINTS, { ...CONTEXT, fieldConfidence: fields });
    const unknown = reviewDraft({ ...sale, receiver: { name: 'Vaccaro Construcciones S.R.L.', docType: null, docNumber: null, condicionIva: null } }, HINTS, { ...CONTEXT, fieldConfidence: fields });
    expect(consumer.issues.map((i) => i.code)).not.toContain('receiver_doc_required');
    expect(consumer.confidence).toBeGreaterThan(0.85);
    expect(unknown.confidence).toBeLessThan(consumer.confidence * 0.8);
  });

  it('doubts a voucher number that lost digits of its zero-padded number (the confidence only: approval does not send it)', () => {
    const good = remito([{ description: 'Llave combinada 19 mm', quantity: 2, unitPrice: 7575.65, ivaRate: 21 }]);
    good.documentTotal = 18333.07;
    const fields = { ...FIELDS, lines: 0.95, reference: 0.9 };
    const whole = reviewDraft(good, HINTS, { ...CONTEXT, fieldConfidence: fields });
    const cut = reviewDraft({ ...good, reference: '0006-000496' }, HINTS, { ...CONTEXT, fieldConfidence: fields });
    const own = reviewDraft({ ...good, reference: 'COT-10502' }, HINTS, { ...CONTEXT, fieldConfidence: fields });
    expect(cut.confidence).toBeLessThan(whole.confidence);
    expect(cut.issues).toEqual(whole.issues);
    expect(own.confidence).toBe(whole.confidence);
  });

  it('doubts a society\'s name read with a person\'s CUIT (the issuer\'s in a sidebar, a contact\'s): the law gives a society a 30, 33 or 34', () => {
    const good = remito([{ description: 'Llave combinada 19 mm', quantity: 2, unitPrice: 7575.65, ivaRate: 21 }]);
    good.documentTotal = 18333.07;
    const fields = { ...FIELDS, lines: 0.95 };
    const right = reviewDraft(good, HINTS, { ...CONTEXT, fieldConfidence: fields });
    const person = reviewDraft({ ...good, receiver: { ...good.receiver, docNumber: '27237121924' } }, HINTS, { ...CONTEXT, fieldConfidence: fields });
    const personsName = reviewDraft({ ...good, receiver: { ...good.receiver, name: 'Verónica Soledad Ibarra', docNumber: '27237121924' } }, HINTS, { ...CONTEXT, fieldConfidence: fields });
    expect(person.confidence).toBeLessThan(right.confidence * 0.8);
    expect(personsName.confidence).toBe(right.confidence);
    // The reviewer is asked to check the customer's document.
    expect(person.issues.map((i) => [i.code, i.field])).toEqual([...right.issues.map((i) => [i.code, i.field]), ['low_confidence_field', 'receiver.docNumber']]);
  });
});
