import { taxAuthorityAmountChecks } from './amount-checks';
import { assignVoucherNumber, buildVoucherRequest, MSG_10217 } from './voucher-request';
import { IssuerProfile, IssuerVatCondition, VoucherContext, VoucherInput, VoucherKind, VoucherLetter } from './voucher.types';

const RI: IssuerProfile = { cuit: '30000000007', vatCondition: IssuerVatCondition.ResponsableInscripto };
const MONO: IssuerProfile = { cuit: '20267565393', vatCondition: IssuerVatCondition.Monotributo };
const CONTEXT: VoucherContext = { today: '2025-07-15', ptoVta: 1, voucherNumber: 43 };
const CONSUMER: VoucherInput = { concepto: 1, docTipo: 99, docNro: 0, currency: 'ARS', amount: '121.00', ivaType: 5 };
const COMPANY: VoucherInput = {
  concepto: 1, docTipo: 80, docNro: '20-11111111-2', receiverCondicionIva: 1, currency: 'ARS',
  lines: [{ description: 'Widget', quantity: 2, unitPrice: '50.00', ivaRate: 21 }],
};

describe('buildVoucherRequest', () => {
  it('builds the TAXAUTH §2.3 Factura B example field for field, in schema order', () => {
    const result = buildVoucherRequest(CONSUMER, RI, CONTEXT);
    expect(result.problems).toEqual([]);
    expect(result.header).toEqual({ PtoVta: 1, CbteTipo: 6 });
    expect(result.letter).toBe(VoucherLetter.B);
    expect(Object.entries(result.detail)).toEqual([
      ['Concepto', 1], ['DocTipo', 99], ['DocNro', '0'], ['CbteDesde', 43], ['CbteHasta', 43], ['CbteFch', '20250715'],
      ['ImpTotal', '121.00'], ['ImpTotConc', '0.00'], ['ImpNeto', '100.00'], ['ImpOpEx', '0.00'], ['ImpTrib', '0.00'],
      ['ImpIVA', '21.00'], ['MonId', 'PES'], ['MonCotiz', '1'], ['CondicionIVAReceptorId', 5],
      ['Iva', [{ Id: 5, BaseImp: '100.00', Importe: '21.00' }]],
    ]);
  });

  const typeCases: Array<[string, VoucherInput, IssuerProfile, number, VoucherLetter]> = [
    ['RI to RI → Factura A', COMPANY, RI, 1, VoucherLetter.A],
    ['RI to consumer → Factura B', CONSUMER, RI, 6, VoucherLetter.B],
    ['RI credit note to RI → NC A', { ...COMPANY, kind: VoucherKind.CreditNote, associated: [{ invoiceType: 1, ptoVta: 1, number: 7 }] }, RI, 3, VoucherLetter.A],
    ['RI under surveillance to RI → Factura M', COMPANY, { ...RI, aConLeyenda: true }, 51, VoucherLetter.M],
    ['Monotributo to RI → Factura C', COMPANY, MONO, 11, VoucherLetter.C],
    ['Monotributo debit note → ND C', { ...CONSUMER, kind: VoucherKind.DebitNote, associated: [{ invoiceType: 11, ptoVta: 1, number: 7 }] }, MONO, 12, VoucherLetter.C],
  ];
  it.each(typeCases.map((row) => ({ name: row[0], row })))('$name', ({ row: [, input, issuer, cbteTipo, letter] }) => {
    const result = buildVoucherRequest(input, issuer, CONTEXT);
    expect(result.problems).toEqual([]);
    expect(result.header.CbteTipo).toBe(cbteTipo);
    expect(result.letter).toBe(letter);
    expect(taxAuthorityAmountChecks(result.detail, cbteTipo)).toEqual([]);
  });

  it('class C: the subtotal in ImpNeto, no VAT and no Iva element', () => {
    const { detail, problems } = buildVoucherRequest(COMPANY, MONO, CONTEXT);
    expect(problems).toEqual([]);
    expect(detail).toMatchObject({ ImpTotal: '100.00', ImpNeto: '100.00', ImpIVA: '0.00', ImpOpEx: '0.00', ImpTotConc: '0.00', CondicionIVAReceptorId: 1 });
    expect(detail).not.toHaveProperty('Iva');
  });

  it('a credit note carries CbtesAsoc built from the original', () => {
    const input: VoucherInput = { ...COMPANY, invoiceType: 3, associated: [{ invoiceType: 1, ptoVta: 2, number: 7, cuit: '30-00000000-7', date: '2025-07-01' }] };
    const { detail, problems } = buildVoucherRequest(input, RI, CONTEXT);
    expect(problems).toEqual([]);
    expect(detail.CbtesAsoc).toEqual([{ Tipo: 1, PtoVta: 2, Nro: 7, Cuit: '30000000007', CbteFch: '20250701' }]);
  });

  it('services in dollars send the period, the due date and the exchange rate', () => {
    const input: VoucherInput = {
      ...COMPANY, concepto: 2, currency: 'USD', exchangeRate: '1050.5', serviceFrom: '2025-06-01', serviceTo: '2025-06-30', dueDate: '2025-07-30',
    };
    const { detail, problems } = buildVoucherRequest(input, RI, CONTEXT);
    expect(problems).toEqual([]);
    expect(detail).toMatchObject({ FchServDesde: '20250601', FchServHasta: '20250630', FchVtoPago: '20250730', MonId: 'DOL', MonCotiz: '1050.5' });
  });

  it('an A to a monotributista is accepted with observation 10217', () => {
    const result = buildVoucherRequest({ ...COMPANY, receiverCondicionIva: 6 }, RI, CONTEXT);
    expect(result.problems).toEqual([]);
    expect(result.observations).toEqual([{ field: 'receiver.condicionIva', code: '10217', message: MSG_10217 }]);
  });

  const problemCases: Array<[string, Partial<VoucherInput>, IssuerProfile, Partial<VoucherContext>, string, string]> = [
    ['RI without receiver condition', { receiverCondicionIva: null }, RI, {}, 'receiver.condicionIva', '10246'],
    ['receiver condition outside the table', { receiverCondicionIva: 2 }, RI, {}, 'receiver.condicionIva', '10242'],
    ['Factura A requested for a consumer', { invoiceType: 1, receiverCondicionIva: 5, docTipo: 99, docNro: 0 }, RI, {}, 'receiver.condicionIva', '10243'],
    ['Factura B requested for an RI', { invoiceType: 6 }, RI, {}, 'receiver.condicionIva', '10243'],
    ['Factura A by a monotributista', { invoiceType: 1 }, MONO, {}, 'invoiceType', 'letter_not_allowed_for_issuer'],
    ['credit-note kind with an invoice type', { invoiceType: 1, kind: VoucherKind.CreditNote }, RI, {}, 'invoiceType', 'kind_mismatch'],
    ['credit note without the original', { invoiceType: 3 }, RI, {}, 'associated', '10197'],
    ['FCE', { invoiceType: 201 }, RI, {}, 'invoiceType', 'fce_unsupported'],
    ['A to a DNI', { docTipo: 96, docNro: '12345678' }, RI, {}, 'docTipo', '10013'],
    ['B above the threshold to nobody', { lines: undefined, amount: '121.00', ivaType: 5, receiverCondicionIva: 5, docTipo: 99, docNro: 0 }, RI, { consumerFinalThreshold: '100' }, 'docTipo', '10015'],
    ['dollars without a rate', { currency: 'USD' }, RI, {}, 'exchangeRate', '10038'],
    ['services without period', { concepto: 2 }, RI, {}, 'serviceFrom', '10049'],
    ['date out of the window', { date: '2025-07-01' }, RI, {}, 'date', '10016'],
    ['point of sale 0', {}, RI, { ptoVta: 0 }, 'ptoVta', '10004'],
    ['bad line rate', { lines: [{ description: 'x', quantity: 1, unitPrice: 1, ivaRate: 22 }] }, RI, {}, 'lines[0].ivaRate', '10019'],
  ];
  it.each(problemCases.map((row) => ({ name: row[0], field: row[4], code: row[5], row })))(
    '$name → $field $code',
    ({ row: [, change, issuer, context, field, code] }) => {
      const { problems } = buildVoucherRequest({ ...COMPANY, ...change }, issuer, { ...CONTEXT, ...context });
      expect(problems).toContainEqual(expect.objectContaining({ field, code }));
    },
  );

  it('B threshold uses the amount in pesos (ImpTotal × MonCotiz)', () => {
    const input: VoucherInput = { ...CONSUMER, currency: 'USD', exchangeRate: '1000', amount: '121.00' };
    expect(buildVoucherRequest(input, RI, { ...CONTEXT, consumerFinalThreshold: '121000' }).problems.map((p) => p.code)).toEqual(['10015']);
    expect(buildVoucherRequest(input, RI, { ...CONTEXT, consumerFinalThreshold: '121000.01' }).problems).toEqual([]);
  });

  it('dates default to today and numbers can be assigned later', () => {
    const { detail } = buildVoucherRequest(CONSUMER, RI, { today: '2025-07-15', ptoVta: 1 });
    expect([detail.CbteFch, detail.CbteDesde]).toEqual(['20250715', 0]);
    expect(assignVoucherNumber(detail, 44)).toMatchObject({ CbteDesde: 44, CbteHasta: 44, ImpTotal: '121.00' });
  });
});
