import { voucherEmailContext, voucherFileName } from './email-context';
import { sampleFacturaA, sampleNotaCreditoA } from './sample-vouchers';
import { formatDate, formatMoney, formatNumber, formatQuantity, formatReceiverDoc, formatVoucherNumber, voucherLabel } from './format';

describe('es-AR formatting', () => {
  it.each([
    ['1234567.89', 'PES', '$ 1.234.567,89'],
    ['0', 'PES', '$ 0,00'],
    ['999.995', 'PES', '$ 1.000,00'],
    ['0.125', 'PES', '$ 0,12'],
    ['-1500.5', 'PES', '$ -1.500,50'],
    ['10', 'DOL', 'US$ 10,00'],
    ['12345678901234.56', 'PES', '$ 12.345.678.901.234,56'],
  ])('money %s %s → %s', (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });

  it('keeps every digit of large amounts (no float on the way)', () => {
    expect(formatNumber('9007199254740993.01')).toBe('9.007.199.254.740.993,01');
  });

  it.each([
    ['1.5', '1,5'], ['1000', '1.000'], ['12.500', '12,5'], ['0.333333', '0,333333'],
  ])('quantity %s → %s', (value, expected) => expect(formatQuantity(value)).toBe(expected));

  it('dates, numbers and labels', () => {
    expect(formatDate('2025-07-05')).toBe('05/07/2025');
    expect(formatDate('20250705')).toBe('05/07/2025');
    expect(() => formatDate('5/7/2025')).toThrow(RangeError);
    expect(formatVoucherNumber(1, 42)).toBe('00001-00000042');
    expect(formatVoucherNumber(12345, 12345678)).toBe('12345-12345678');
    expect(voucherLabel(3, 'A', 2, 7)).toBe('Nota de crédito A 00002-00000007');
    expect(formatReceiverDoc(80, '30700000016')).toBe('CUIT 30-70000001-6');
    expect(formatReceiverDoc(96, '30123456')).toBe('DNI 30.123.456');
    expect(formatReceiverDoc(99, '0')).toBe('Sin identificar');
  });
});

describe('voucherEmailContext', () => {
  it('gives the email blocks the values printed on the PDF', () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const ctx = voucherEmailContext(sampleFacturaA(), { tradeName: 'Ñandú Soluciones', logo: `data:image/png;base64,${png.toString('base64')}` });
    expect(ctx).toEqual({
      issuerName: 'Ñandú Soluciones', issuerCuit: '30-71234567-1', customerName: 'Compañía Logística del Paraná S.A.',
      voucherLabel: 'Factura A 00001-00000042', voucherType: 'Factura A', voucherNumber: '00001-00000042', issueDate: '15/07/2025',
      total: '$ 1.887.700,00', paymentDue: '10/08/2025', cae: '75123456789012', caeDueDate: '25/07/2025', currency: 'Pesos argentinos',
      logo: { content: png, contentType: 'image/png' },
    });
    expect(voucherFileName(sampleNotaCreditoA(), 'pdf')).toBe('Nota_de_credito_A_00001-00000005.pdf');
  });
});
