import { computeAmounts } from './amounts';
import { checkOtherTaxRules, tributesFromRules, type OtherTaxRule } from './other-taxes';

const iibb: OtherTaxRule = { id: 7, description: 'Percepción IIBB CABA', rate: '3', base: 'net', receivers: 'cuit' };
const municipal: OtherTaxRule = { id: 99, description: 'Tasa municipal', rate: '1.5', base: 'total', receivers: 'all' };
const amounts = { ImpNeto: '1000.00', ImpIVA: '210.00', ImpTotConc: '0.00', ImpOpEx: '50.00' };

describe('tributesFromRules: the Tributos a CUIT adds to a voucher', () => {
  it.each([
    ['a CUIT receiver gets both', [iibb, municipal], 80, [
      { id: 7, description: 'Percepción IIBB CABA', baseAmount: '1000.00', rate: '3' },
      { id: 99, description: 'Tasa municipal', baseAmount: '1260.00', rate: '1.5' },
    ]],
    ['a consumidor final only the rule for every receiver', [iibb, municipal], 99, [{ id: 99, description: 'Tasa municipal', baseAmount: '1260.00', rate: '1.5' }]],
    ['a DNI receiver the same', [iibb], 96, []],
    ['no rules, nothing', [], 80, []],
  ] as const)('%s', (_label, rules, docTipo, expected) => {
    expect(tributesFromRules(rules, amounts, docTipo)).toEqual(expected);
  });

  it('adds nothing on a zero base (10024: no Tributos when ImpTrib is 0)', () => {
    expect(tributesFromRules([iibb], { ImpNeto: '0.00', ImpIVA: '0.00', ImpTotConc: '0.00', ImpOpEx: '100.00' }, 80)).toEqual([]);
  });

  it('the voucher then carries them: ImpTrib is the half-even sum and ImpTotal includes it', () => {
    const lines = [{ description: 'Harina', quantity: '3', unitPrice: '333.35', ivaRate: 21 as const }];
    const before = computeAmounts({ lines }, { classC: false });
    const tributes = tributesFromRules([{ ...iibb, rate: '2.5' }], before.amounts, 80);
    const after = computeAmounts({ lines, tributes }, { classC: false });
    // 1000.05 × 2.5 % = 25.00125 → 25.00
    expect(after.amounts.Tributos).toEqual([{ Id: 7, Desc: 'Percepción IIBB CABA', BaseImp: '1000.05', Alic: '2.50', Importe: '25.00' }]);
    expect(after.amounts.ImpTrib).toBe('25.00');
    expect(after.amounts.ImpTotal).toBe('1235.06');
  });
});

describe('checkOtherTaxRules', () => {
  it.each([
    ['a valid list', [iibb, municipal], []],
    ['an id outside FEParamGetTiposTributos', [{ ...iibb, id: 55 }], ['taxes[0].id:10025']],
    ['id 99 without a description', [{ ...municipal, description: ' ' }], ['taxes[0].description:10042']],
    ['a zero rate', [{ ...iibb, rate: '0' }], ['taxes[0].rate:invalid_tax_rate']],
    ['a rate over 100', [{ ...iibb, rate: '100.5' }], ['taxes[0].rate:invalid_tax_rate']],
    ['more than ten', Array.from({ length: 11 }, () => iibb), ['taxes:too_many_taxes']],
  ] as const)('%s', (_label, rules, expected) => {
    expect(checkOtherTaxRules([...rules]).map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });
});
