import { prepareInvoice } from '../../invoicing/invoice-input';
import { InvoiceDataDto } from '../../invoicing/invoicing.dto';
import type { CuitRow } from '../../cuits/cuits.repository';
import { plainToInstance } from 'class-transformer';
import { invoiceDataFromDraft } from '../drafts/draft-issuing.service';
import { DraftData, DraftReceiver } from '../document.types';
import { draftConfidence } from './confidence';
import { receiverConditionFor, reviewDraft, ReviewContext } from './draft-review';
import { DraftIssueCode, ISSUE_SEVERITY, isBlocking, issue, severityOf, withSeverity } from './issue-codes';
import { COMPANY, HINTS, sale, TODAY } from './review.spec-support';

// Issue 12 item 5: an issue is blocking (approval would fail, or the invoice would be wrong) or a note.
const RI: ReviewContext = { today: TODAY, issuerCondicionIva: 1, ocrConfidence: null };
const MONOTRIBUTO: ReviewContext = { ...RI, issuerCondicionIva: 6 };
const PERSON: DraftReceiver = { name: 'Verónica Ponce', docType: 'DNI', docNumber: '41454435', condicionIva: null };

const codes = (data: DraftData, context: ReviewContext = RI) => reviewDraft(data, HINTS, context).issues.map((i) => i.code);

describe('issue severities', () => {
  it('gives every code a severity: notes are what approval does on the reviewer’s behalf, and what the registry says', () => {
    const notes = Object.entries(ISSUE_SEVERITY).filter(([, s]) => s === 'note').map(([code]) => code);
    expect(notes.sort()).toEqual(['no_date', 'other_taxes_left_out', 'payment_due_assumed', 'receiver_condition_assumed', 'receiver_name_mismatch', 'receiver_not_in_registry', 'receiver_registry_unavailable']);
    for (const code of Object.values(DraftIssueCode)) expect(['blocking', 'note']).toContain(ISSUE_SEVERITY[code]);
  });

  it('notes the perceptions a printed total held that the draft leaves out, without lowering the confidence (tenth session)', () => {
    const data: DraftData = { receiver: { name: 'Almacén Las Rosas SRL', docType: 'CUIT', docNumber: '30708090104', condicionIva: 1 }, documentDate: '2026-11-20', currency: 'ARS', pricesIncludeIva: false, documentTotal: 84700, lines: [{ description: 'Aceite', quantity: 12, unitPrice: 2500, ivaRate: 21 }, { description: 'Yerba', quantity: 10, unitPrice: 4000, ivaRate: 21 }] };
    const without = reviewDraft(data, HINTS, RI);
    const withTaxes = reviewDraft(data, HINTS, { ...RI, otherTaxesLeftOut: 2100 });
    const note = withTaxes.issues.find((i) => i.code === 'other_taxes_left_out');
    expect(note).toMatchObject({ severity: 'note', field: 'documentTotal' });
    expect(note!.message).toContain('$ 2.100,00');
    expect(without.issues.map((i) => i.code)).not.toContain('other_taxes_left_out');
    expect(withTaxes.confidence).toBe(without.confidence);
    // A total the lines do not make is the mismatch's to explain, not the note's.
    expect(codes({ ...data, documentTotal: 90000 }, { ...RI, otherTaxesLeftOut: 2100 })).not.toContain('other_taxes_left_out');
  });

  it("asks to check a customer's condition read with doubt (one that does not go with the printed letter) (eleventh session)", () => {
    const data: DraftData = { receiver: { name: 'Diego Peralta', docType: 'CUIT', docNumber: '27654929926', condicionIva: 1 }, documentDate: '2026-11-20', currency: 'ARS', pricesIncludeIva: false, documentTotal: 121, lines: [{ description: 'Pollo', quantity: 1, unitPrice: 100, ivaRate: 21 }] };
    const doubted = reviewDraft(data, HINTS, { ...RI, fieldConfidence: { 'receiver.condicionIva': 0.4 } });
    expect(doubted.issues.find((i) => i.code === 'low_confidence_field')).toMatchObject({ field: 'receiver.condicionIva', severity: 'blocking' });
    expect(codes(data, { ...RI, fieldConfidence: { 'receiver.condicionIva': 0.93 } })).not.toContain('low_confidence_field');
  });

  it('stamps the severity on each issue, and treats an unknown code (a spreadsheet row problem) as blocking', () => {
    expect(issue(DraftIssueCode.MissingPrice, 'x')).toEqual({ code: 'missing_price', severity: 'blocking', message: 'x' });
    expect(severityOf('invalid_value')).toBe('blocking');
    expect(withSeverity({ code: 'no_date', message: 'stored before severities' })).toMatchObject({ severity: 'note' });
    expect(isBlocking({ code: 'invalid_value' })).toBe(true);
    for (const i of reviewDraft(sale({ name: null, docType: null, docNumber: null, condicionIva: null }, { documentDate: null, lines: [] }), HINTS, RI).issues) {
      expect(i.severity).toBe(severityOf(i.code));
    }
  });
});

describe('dates: the voucher is dated the day approval sends it', () => {
  it.each([
    ['goods, document 2 months old', 1, '2026-09-22'],
    ['goods, document dated in 3 weeks', 1, '2026-12-16'],
    ['services, document 2 months old', 2, '2026-09-22'],
  ])('%s: no issue (the voucher date, today, is inside the N±5 / N±10 window)', (_label, concepto, documentDate) => {
    const services = concepto === 2 ? { serviceFrom: '2026-09-01', serviceTo: '2026-09-30', paymentDue: '2026-12-10' } : {};
    expect(reviewDraft(sale(COMPANY, { concepto: concepto as 1 | 2, documentDate, ...services }), HINTS, RI).issues).toEqual([]);
  });

  it('a document without a date is a note that says the voucher is dated the day it is approved', () => {
    const issues = reviewDraft(sale(COMPANY, { documentDate: null }), HINTS, RI).issues;
    expect(issues).toEqual([expect.objectContaining({ code: 'no_date', severity: 'note', field: 'documentDate' })]);
    expect(issues[0].message).toMatch(/fecha del día en que se aprueba/);
  });
});

describe('services without a payment due date (FchVtoPago, mandatory for concepto 2/3: 10049)', () => {
  const services = sale(COMPANY, { concepto: 2, serviceFrom: '2026-11-01', serviceTo: '2026-11-30', paymentDue: null });
  const cuit = { number: '20267565393', persona: null, defaultPos: 1, defaultConcept: 2, defaultInvoiceType: 1, defaultIva: 5, otherTaxes: [] } as unknown as CuitRow;

  it('is a note that says which date approval will send', () => {
    const issues = reviewDraft(services, { ...HINTS, paymentTermDays: 15 }, RI).issues;
    expect(issues).toEqual([expect.objectContaining({ code: 'payment_due_assumed', severity: 'note', field: 'paymentDue' })]);
    expect(issues[0].message).toMatch(/fecha de aprobación más 15 días/);
    expect(reviewDraft({ ...services, paymentDue: '2026-12-10' }, HINTS, RI).issues).toEqual([]);
  });

  it('approval sends the approval day plus the template term, and the voucher passes the date rules', () => {
    const dto = plainToInstance(InvoiceDataDto, invoiceDataFromDraft({ id: 'd2', cuitId: 'c1', ptoVta: 1, voucherLetter: 'A' }, services, { today: TODAY, paymentTermDays: 15 }));
    expect(dto.dueDate).toBe('2026-12-10');
    const prepared = prepareInvoice(dto, cuit, { today: TODAY });
    expect(prepared.ok ? prepared.invoice.request.detail : prepared.errors).toMatchObject({ FchVtoPago: '20261210', CbteFch: '20261125' });
    const noTerm = invoiceDataFromDraft({ id: 'd2', cuitId: 'c1', ptoVta: 1, voucherLetter: 'A' }, services, { today: TODAY });
    expect(noTerm.dueDate).toBe(TODAY);
    expect(invoiceDataFromDraft({ id: 'd3', cuitId: 'c1', ptoVta: 1, voucherLetter: 'A' }, sale(COMPANY), { today: TODAY }).dueDate).toBeUndefined();
  });
});

describe('voucher letter from the issuer’s and the receiver’s VAT conditions', () => {
  it('RI issuer, RI customer: A without any issue', () => {
    const result = reviewDraft(sale(COMPANY), HINTS, RI);
    expect([result.voucherLetter, result.issues]).toEqual(['A', []]);
  });

  it('RI issuer, customer with DNI and no stated condition: B to a consumidor final, said in a note', () => {
    const result = reviewDraft(sale(PERSON), HINTS, RI);
    expect(result.voucherLetter).toBe('B');
    expect(result.issues).toEqual([expect.objectContaining({ code: 'receiver_condition_assumed', severity: 'note', field: 'receiver.condicionIva' })]);
    expect(result.issues[0].message).toMatch(/DNI.*Consumidor Final \(factura B\)/);
  });

  it('RI issuer, customer named but not identified: B to a consumidor final, said in a note', () => {
    const result = reviewDraft(sale({ name: 'Mostrador', docType: null, docNumber: null, condicionIva: null }), HINTS, RI);
    expect(result.voucherLetter).toBe('B');
    expect(result.issues.map((i) => [i.code, i.severity])).toEqual([['receiver_condition_assumed', 'note']]);
  });

  it('RI issuer, customer CUIT with no stated condition: voucher_letter_undetermined, blocking, asking for the condition', () => {
    const result = reviewDraft(sale({ ...COMPANY, condicionIva: null }), HINTS, RI);
    expect(result.voucherLetter).toBeNull();
    expect(result.issues).toEqual([expect.objectContaining({ code: 'voucher_letter_undetermined', severity: 'blocking', field: 'receiver.condicionIva' })]);
    expect(result.issues[0].message).toMatch(/Completá la condición frente al IVA del cliente \(CUIT 33748426626\)/);
  });

  it('Monotributo issuer: C whatever the customer; a DNI customer is a note, a CUIT without condition must be completed (RG 5616)', () => {
    expect(reviewDraft(sale(COMPANY), HINTS, MONOTRIBUTO)).toMatchObject({ voucherLetter: 'C', issues: [] });
    const person = reviewDraft(sale(PERSON), HINTS, MONOTRIBUTO);
    expect(person.voucherLetter).toBe('C');
    expect(person.issues.map((i) => [i.code, i.severity])).toEqual([['receiver_condition_assumed', 'note']]);
    const unknown = reviewDraft(sale({ ...COMPANY, condicionIva: null }), HINTS, MONOTRIBUTO);
    expect(unknown.voucherLetter).toBe('C');
    expect(unknown.issues.map((i) => [i.code, i.severity, i.field])).toEqual([['receiver_condition_required', 'blocking', 'receiver.condicionIva']]);
  });

  it('issuer condition unknown: voucher_letter_undetermined on the issuing CUIT, unless there is no CUIT at all (no_cuit says it)', () => {
    const unknown = reviewDraft(sale(COMPANY), HINTS, { ...RI, issuerCondicionIva: null });
    expect(unknown.issues).toEqual([expect.objectContaining({ code: 'voucher_letter_undetermined', severity: 'blocking', field: 'cuitId' })]);
    expect(unknown.issues[0].message).toMatch(/CUIT emisor/);
    expect(codes(sale(COMPANY), { ...RI, issuerCondicionIva: null, issuerKnown: false })).toEqual([]);
  });

  it.each<[Pick<DraftReceiver, 'docType' | 'condicionIva'>, number | null]>([
    [{ docType: 'CUIT', condicionIva: 4 }, 4],
    [{ docType: 'DNI', condicionIva: null }, 5],
    [{ docType: null, condicionIva: null }, 5],
    [{ docType: 'CUIT', condicionIva: null }, null],
    [{ docType: 'CUIL', condicionIva: null }, null],
  ])('receiverConditionFor(%j) = %s', (receiver, expected) => {
    expect(receiverConditionFor(receiver)).toBe(expected);
  });

  it('approval sends the condition the letter was decided with, so a DNI customer passes RG 5616 (10246)', () => {
    const data = reviewDraft(sale(PERSON), HINTS, RI).data;
    const dto = plainToInstance(InvoiceDataDto, invoiceDataFromDraft({ id: 'd1', cuitId: 'c1', ptoVta: 1, voucherLetter: 'B' }, data, { today: TODAY }));
    expect(dto.receiver?.condicionIva).toBe(5);
    const cuit = { number: '20267565393', persona: null, defaultPos: 1, defaultConcept: 1, defaultInvoiceType: 1, defaultIva: 5, otherTaxes: [] } as unknown as CuitRow;
    const prepared = prepareInvoice(dto, cuit, { today: TODAY });
    expect(prepared.ok ? prepared.invoice.request.detail : prepared.errors).toMatchObject({ DocTipo: 96, CondicionIVAReceptorId: 5 });
  });
});

describe('confidence: lowered by blocking issues, never by notes', () => {
  const base = { fields: { 'receiver.name': 0.95, 'receiver.docNumber': 0.95, documentDate: 0.95, lines: 0.95, reference: 0.9, currency: 0.9 }, ocrConfidence: null, totalCheck: 'match' as const, missingPriceNearest: [] };

  it('a note leaves the confidence where it was; a blocking reading issue lowers it', () => {
    const clean = draftConfidence({ ...base, issues: [] });
    const withNotes = draftConfidence({ ...base, issues: [issue(DraftIssueCode.NoDate, 'x'), issue(DraftIssueCode.ReceiverConditionAssumed, 'x')] });
    const undetermined = draftConfidence({ ...base, issues: [issue(DraftIssueCode.VoucherLetterUndetermined, 'x')] });
    expect(withNotes).toBe(clean);
    expect(undetermined).toBeLessThan(clean);
  });

  it('lets a matching total vouch for the lines, not for a date the readers missed (twentieth session)', () => {
    const unsure = { ...base, fields: { ...base.fields, lines: 0.6 } };
    // The match raises a draft whose lines were read with doubt ...
    expect(draftConfidence({ ...unsure, totalCheck: 'match', issues: [] })).toBeGreaterThan(draftConfidence({ ...unsure, totalCheck: 'none', issues: [] }));
    // ... but a draft without its date stays below one with it by as much with the match as without.
    const dateless = (totalCheck: 'match' | 'none') => draftConfidence({ ...base, totalCheck, fields: { ...base.fields, documentDate: 0 }, issues: [] });
    const dated = (totalCheck: 'match' | 'none') => draftConfidence({ ...base, totalCheck, issues: [] });
    expect(dateless('match') / dated('match')).toBeCloseTo(dateless('none') / dated('none'), 2);
    expect(dateless('match')).toBeLessThan(0.75);
  });

  it("weighs the customer's condition where the reader gave its certainty: a condition it missed lowers the draft (eleventh session)", () => {
    const clean = draftConfidence({ ...base, issues: [] });
    expect(draftConfidence({ ...base, fields: { ...base.fields, 'receiver.condicionIva': 1 }, issues: [] })).toBeGreaterThanOrEqual(clean);
    expect(draftConfidence({ ...base, fields: { ...base.fields, 'receiver.condicionIva': 0 }, issues: [] })).toBeLessThan(clean * 0.9);
  });

  it('ranks a DNI draft (a note) as high as a CUIT draft, and one with a misread customer below both', () => {
    const fields = { ...base.fields };
    const cuit = reviewDraft(sale(COMPANY), HINTS, { ...RI, fieldConfidence: fields }).confidence;
    const dni = reviewDraft(sale(PERSON), HINTS, { ...RI, fieldConfidence: fields }).confidence;
    const invalid = reviewDraft(sale({ ...COMPANY, docNumber: '33748426627' }), HINTS, { ...RI, fieldConfidence: fields }).confidence;
    expect(dni).toBe(cuit);
    expect(invalid).toBeLessThan(cuit * 0.5);
  });
});
