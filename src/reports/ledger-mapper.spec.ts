import { facturaA } from '../taxauth/testing/taxauth-test-kit';
import { ledgerVoucherFromWsfe } from './ledger-mapper';
import { ventasCbteRecord } from './sales-vat-ledger';

describe('ledgerVoucherFromWsfe', () => {
  it('maps an FECAEDetRequest, sorting tributes into the layout fields', () => {
    const detail = facturaA(12, {
      impTotal: '136.00',
      impTrib: '15.00',
      fchVtoPago: '20250801',
      tributos: [
        { id: 7, baseImp: '100', alic: '3', importe: '3.00' },
        { id: 6, baseImp: '100', alic: '3', importe: '3.00' },
        { id: 13, baseImp: '100', alic: '1', importe: '1.00' },
        { id: 8, baseImp: '100', alic: '2', importe: '2.00' },
        { id: 4, baseImp: '100', alic: '4', importe: '4.00' },
        { id: 99, desc: 'Tasa', baseImp: '100', alic: '2', importe: '2.00' },
      ],
    });
    const v = ledgerVoucherFromWsfe({ cbteTipo: 1, ptoVta: 4, detail, receiverName: 'Cliente SA' });
    expect(v).toEqual({
      date: '2025-07-15', cbteTipo: 1, ptoVta: 4, numberFrom: 12, numberTo: 12,
      receiver: { docTipo: 80, docNro: '30000000007', name: 'Cliente SA' },
      currency: 'PES', exchangeRate: '1', total: '136.00', notTaxed: '0.00', exempt: '0.00',
      vat: [{ ivaId: 5, net: '100.00', vat: '21.00' }],
      nonCategorizedPerception: '1.00', nationalPerceptions: '3.00', grossIncomePerceptions: '3.00',
      municipalPerceptions: '2.00', internalTaxes: '4.00', otherTaxes: '2.00', paymentDueDate: '2025-08-01',
    });
    expect(ventasCbteRecord(v)).toHaveLength(266);
  });

  it('reports a class C subtotal as not taxed, with no VAT', () => {
    const detail = facturaA(3, { impTotal: '100', impNeto: '100', impIva: '0', iva: undefined, docTipo: 99, docNro: '0' });
    const v = ledgerVoucherFromWsfe({ cbteTipo: 11, ptoVta: 1, detail });
    expect(v.notTaxed).toBe('100.00');
    expect(v.vat).toEqual([]);
    expect(ventasCbteRecord(v)[242]).toBe('N');
  });

  it('reads the amounts FECompConsultar returns in .NET form ("121" for 121.00)', () => {
    const v = ledgerVoucherFromWsfe({ cbteTipo: 1, ptoVta: 1, detail: facturaA(1, { impTotal: '121', impNeto: '100', iva: [{ id: 5, baseImp: '100', importe: '21' }] }) });
    expect(ventasCbteRecord(v).slice(108, 123)).toBe('000000000012100');
  });
});
