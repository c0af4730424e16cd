import { buildCbteAsoc, checkAssociations, noteTypeFor } from './associated-vouchers';
import { checkVoucherType, voucherLetterFor, voucherTypeFor } from './voucher-letter';
import { IssuerProfile, IssuerVatCondition, VoucherKind, VoucherLetter } from './voucher.types';

const RI: IssuerProfile = { cuit: '20111111112', vatCondition: IssuerVatCondition.ResponsableInscripto };
const RI_LEYENDA: IssuerProfile = { ...RI, aConLeyenda: true };
const MONO: IssuerProfile = { cuit: '20111111112', vatCondition: IssuerVatCondition.Monotributo };
const EXENTO: IssuerProfile = { cuit: '20111111112', vatCondition: IssuerVatCondition.Exento };

describe('voucherLetterFor (TAXAUTH §3.6, RG 5616 §4.8)', () => {
  it.each<[string, IssuerProfile, number, VoucherLetter | null]>([
    ['RI → RI', RI, 1, VoucherLetter.A],
    ['RI → Monotributo', RI, 6, VoucherLetter.A],
    ['RI → Monotributista social', RI, 13, VoucherLetter.A],
    ['RI → Monotributo promovido', RI, 16, VoucherLetter.A],
    ['RI → exento', RI, 4, VoucherLetter.B],
    ['RI → consumidor final', RI, 5, VoucherLetter.B],
    ['RI → no categorizado', RI, 7, VoucherLetter.B],
    ['RI → cliente del exterior', RI, 9, VoucherLetter.B],
    ['RI → IVA no alcanzado', RI, 15, VoucherLetter.B],
    ['RI under surveillance → RI', RI_LEYENDA, 1, VoucherLetter.M],
    ['RI under surveillance → consumidor final', RI_LEYENDA, 5, VoucherLetter.B],
    ['Monotributo → RI', MONO, 1, VoucherLetter.C],
    ['Monotributo → consumidor final', MONO, 5, VoucherLetter.C],
    ['Exento → RI', EXENTO, 1, VoucherLetter.C],
    ['RI → unknown condition 2', RI, 2, null],
  ])('%s', (_name, issuer, condition, letter) => {
    expect(voucherLetterFor(issuer, condition)).toBe(letter);
  });
});

describe('voucherTypeFor (TAXAUTH §4.1)', () => {
  it.each<[VoucherLetter, VoucherKind, boolean, number]>([
    [VoucherLetter.A, VoucherKind.Invoice, false, 1],
    [VoucherLetter.A, VoucherKind.DebitNote, false, 2],
    [VoucherLetter.A, VoucherKind.CreditNote, false, 3],
    [VoucherLetter.B, VoucherKind.Invoice, false, 6],
    [VoucherLetter.B, VoucherKind.DebitNote, false, 7],
    [VoucherLetter.B, VoucherKind.CreditNote, false, 8],
    [VoucherLetter.C, VoucherKind.Invoice, false, 11],
    [VoucherLetter.C, VoucherKind.DebitNote, false, 12],
    [VoucherLetter.C, VoucherKind.CreditNote, false, 13],
    [VoucherLetter.M, VoucherKind.Invoice, false, 51],
    [VoucherLetter.M, VoucherKind.CreditNote, false, 53],
    [VoucherLetter.A, VoucherKind.Invoice, true, 201],
    [VoucherLetter.B, VoucherKind.CreditNote, true, 208],
    [VoucherLetter.C, VoucherKind.DebitNote, true, 212],
  ])('%s %s fce=%s → %s', (letter, kind, fce, code) => {
    expect(voucherTypeFor(letter, kind, fce)).toBe(code);
  });
});

describe('checkVoucherType', () => {
  it.each<[string, number, IssuerProfile, number | null, string[]]>([
    ['Factura A to RI', 1, RI, 1, []],
    ['Factura B to consumidor final', 6, RI, 5, []],
    ['NC B to exento', 8, RI, 4, []],
    ['Factura C to RI', 11, MONO, 1, []],
    ['Factura C to consumidor final', 11, MONO, 5, []],
    ['Factura M by RI under surveillance', 51, RI_LEYENDA, 6, []],
    ['Factura A to consumidor final', 1, RI, 5, ['10243']],
    ['Factura B to RI', 6, RI, 1, ['10243']],
    ['Factura A by a monotributista', 1, MONO, 1, ['letter_not_allowed_for_issuer']],
    ['Factura C by an RI', 11, RI, 5, ['letter_not_allowed_for_issuer']],
    ['Factura A by an RI under surveillance', 1, RI_LEYENDA, 1, ['letter_not_allowed_for_issuer']],
    ['Factura M by a plain RI', 51, RI, 1, ['letter_not_allowed_for_issuer']],
    ['unknown receiver condition', 6, RI, 3, ['10242']],
    ['receipt type not issued here', 4, RI, 1, ['10007']],
    ['unknown type', 999, RI, 1, ['10007']],
    ['no receiver condition: issuer side only', 6, RI, null, []],
  ])('%s', (_name, cbteTipo, issuer, condition, codes) => {
    expect(checkVoucherType(cbteTipo, issuer, condition).map((p) => p.code)).toEqual(codes);
  });
});

describe('noteTypeFor (TAXAUTH §3.8)', () => {
  it.each<[number, number | null, number | null]>([
    [1, 3, 2],
    [6, 8, 7],
    [11, 13, 12],
    [51, 53, 52],
    [201, 203, 202],
    [206, 208, 207],
    [211, 213, 212],
    [3, 3, 2], // a note of a note keeps its letter
    [4, null, null],
  ])('original %s → credit %s, debit %s', (original, credit, debit) => {
    expect(noteTypeFor(original, VoucherKind.CreditNote)).toBe(credit);
    expect(noteTypeFor(original, VoucherKind.DebitNote)).toBe(debit);
  });
});

describe('buildCbteAsoc', () => {
  it.each([
    [{ invoiceType: 1, ptoVta: 3, number: 42 }, { Tipo: 1, PtoVta: 3, Nro: 42 }],
    [
      { invoiceType: 201, ptoVta: 3, number: 42, cuit: '20-11111111-2', date: '2025-07-01' },
      { Tipo: 201, PtoVta: 3, Nro: 42, Cuit: '20111111112', CbteFch: '20250701' },
    ],
  ])('%j', (original, expected) => {
    expect(buildCbteAsoc(original)).toEqual(expected);
  });
});

describe('checkAssociations', () => {
  const asoc = (invoiceType: number, extra: object = {}) => ({ invoiceType, ptoVta: 1, number: 10, ...extra });
  it.each<[string, number, ReturnType<typeof asoc>[], string[]]>([
    ['NC A of a Factura A', 3, [asoc(1)], []],
    ['NC B of a Factura B', 8, [asoc(6)], []],
    ['ND C of a Factura C', 12, [asoc(11)], []],
    ['NC M of a Factura M', 53, [asoc(51)], []],
    ['invoice without association', 6, [], []],
    ['NC without association', 3, [], ['10197']],
    ['NC A of a Factura B', 3, [asoc(6)], ['10040']],
    ['NC C of a Factura A', 13, [asoc(1)], ['10040']],
    ['Factura C may not carry associations', 11, [asoc(11)], ['10040']],
    ['bad number', 3, [asoc(1, { number: 0 })], ['invalid_number']],
    ['FCE NC without CUIT and date', 203, [asoc(201)], ['10151', '10158']],
    ['FCE NC before the invoice', 203, [asoc(201, { cuit: '20111111112', date: '2025-07-20' })], ['10159']],
    ['FCE NC complete', 203, [asoc(201, { cuit: '20111111112', date: '2025-07-10' })], []],
  ])('%s', (_name, cbteTipo, associated, codes) => {
    expect(checkAssociations(cbteTipo, associated, '2025-07-15').map((p) => p.code)).toEqual(codes);
  });
});
