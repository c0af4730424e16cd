import { seededRandom } from '../../common/spec-support';
import { computeAmounts, ivaIdForPercent, totalOfDraftLines } from './amounts';
import { taxAuthorityAmountChecks } from './amount-checks';
import { AmountsInput, FECAEDetRequest, VoucherAmounts, VoucherLineInput } from './voucher.types';

const line = (quantity: string | number, unitPrice: string | number, ivaRate: VoucherLineInput['ivaRate']): VoucherLineInput => ({
  description: 'item',
  quantity,
  unitPrice,
  ivaRate,
});

function asDetail(a: VoucherAmounts): FECAEDetRequest {
  return {
    Concepto: 1, DocTipo: 99, DocNro: '0', CbteDesde: 1, CbteHasta: 1, CbteFch: '20250715',
    ImpTotal: a.ImpTotal, ImpTotConc: a.ImpTotConc, ImpNeto: a.ImpNeto, ImpOpEx: a.ImpOpEx, ImpTrib: a.ImpTrib, ImpIVA: a.ImpIVA,
    MonId: 'PES', MonCotiz: '1',
    ...(a.Tributos.length ? { Tributos: a.Tributos } : {}),
    ...(a.Iva.length ? { Iva: a.Iva } : {}),
  };
}

describe('ivaIdForPercent (TAXAUTH §4.3)', () => {
  it.each([
    [0, 3], [2.5, 9], [5, 8], [10.5, 4], [21, 5], [27, 6], ['21.00', 5], ['10.50', 4], [19, null], [-21, null], ['abc', null],
  ])('%s %% → %s', (percent, id) => {
    expect(ivaIdForPercent(percent)).toBe(id);
  });
});

describe('computeAmounts, class A/B', () => {
  it.each<[string, AmountsInput, Partial<VoucherAmounts>]>([
    [
      'TAXAUTH §2.3 example: 100 net at 21 %',
      { lines: [line(1, 100, 21)] },
      { ImpTotal: '121.00', ImpNeto: '100.00', ImpIVA: '21.00', ImpTotConc: '0.00', ImpOpEx: '0.00', ImpTrib: '0.00', Iva: [{ Id: 5, BaseImp: '100.00', Importe: '21.00' }] },
    ],
    [
      'acceptance: amount 121.00 with ivaType 5 is the total (VAT included by default)',
      { amount: '121.00', ivaType: 5 },
      { ImpTotal: '121.00', ImpNeto: '100.00', ImpIVA: '21.00', Iva: [{ Id: 5, BaseImp: '100.00', Importe: '21.00' }] },
    ],
    [
      'amount without VAT when pricesIncludeIva is false',
      { amount: 100, ivaType: 5, pricesIncludeIva: false },
      { ImpTotal: '121.00', ImpNeto: '100.00', ImpIVA: '21.00' },
    ],
    [
      'lines rounded once each, VAT per rate on the rounded net (3 × 0.333 = 0.999 → 1.00)',
      { lines: [line(3, '0.333', 21), line('2', '10.005', 21)] },
      // 1.00 + 20.01 (half-even of 20.010) = 21.01; 21.01 × 0.21 = 4.4121 → 4.41
      { ImpNeto: '21.01', ImpIVA: '4.41', ImpTotal: '25.42', Iva: [{ Id: 5, BaseImp: '21.01', Importe: '4.41' }] },
    ],
    [
      'half-even: 0.125 × 1 → 0.12, VAT 0.0262… → 0.03',
      { lines: [line(1, '0.125', 21)] },
      { ImpNeto: '0.12', ImpIVA: '0.03', ImpTotal: '0.15' },
    ],
    [
      'grouped per rate, sorted by Id, one AlicIva per rate (10022)',
      { lines: [line(1, 100, 21), line(2, 50, 10.5), line(1, 10, 21), line(1, 40, 27), line(1, 8, 0)] },
      {
        ImpNeto: '258.00', ImpIVA: '44.40', ImpTotal: '302.40',
        Iva: [
          { Id: 3, BaseImp: '8.00', Importe: '0.00' },
          { Id: 4, BaseImp: '100.00', Importe: '10.50' },
          { Id: 5, BaseImp: '110.00', Importe: '23.10' },
          { Id: 6, BaseImp: '40.00', Importe: '10.80' },
        ],
      },
    ],
    [
      'prices with VAT: base = round2(gross / 1.21), VAT = gross − base keeps the total',
      { lines: [line(1, '100.00', 21)], pricesIncludeIva: true },
      // 100 / 1.21 = 82.6446… → 82.64; 17.36
      { ImpTotal: '100.00', ImpNeto: '82.64', ImpIVA: '17.36', Iva: [{ Id: 5, BaseImp: '82.64', Importe: '17.36' }] },
    ],
    [
      'exempt and untaxed lines go to ImpOpEx and ImpTotConc, without AlicIva',
      { lines: [line(1, 100, 21), line(1, 30, 'exempt'), line(2, 5, 'untaxed')] },
      { ImpNeto: '100.00', ImpIVA: '21.00', ImpOpEx: '30.00', ImpTotConc: '10.00', ImpTotal: '161.00', Iva: [{ Id: 5, BaseImp: '100.00', Importe: '21.00' }] },
    ],
    [
      'ivaType 2 (exento) and 1 (no gravado) for a single amount',
      { amount: '50.00', ivaType: 2 },
      { ImpOpEx: '50.00', ImpNeto: '0.00', ImpIVA: '0.00', ImpTotal: '50.00', Iva: [] },
    ],
    [
      'a rate whose lines cancel out is not sent (10020 BaseImp > 0)',
      { lines: [line(1, 100, 21), line(1, 50, 10.5), line(1, -50, 10.5)] },
      { ImpNeto: '100.00', Iva: [{ Id: 5, BaseImp: '100.00', Importe: '21.00' }] },
    ],
    [
      'tributes: Importe = round2(base × rate), ImpTrib in the total',
      { lines: [line(1, 100, 21)], tributes: [{ id: 7, baseAmount: 100, rate: '3.5' }, { id: 99, description: 'Tasa', baseAmount: 0, rate: 0, amount: '1.00' }] },
      {
        ImpTrib: '4.50', ImpTotal: '125.50',
        Tributos: [
          { Id: 7, Desc: 'Percepción de IIBB', BaseImp: '100.00', Alic: '3.50', Importe: '3.50' },
          { Id: 99, Desc: 'Tasa', BaseImp: '0.00', Alic: '0.00', Importe: '1.00' },
        ],
      },
    ],
  ])('%s', (_name, input, expected) => {
    const { amounts, problems } = computeAmounts(input, { classC: false });
    expect(problems).toEqual([]);
    expect(amounts).toMatchObject(expected);
    expect(taxAuthorityAmountChecks(asDetail(amounts), 6)).toEqual([]);
  });
});

describe('computeAmounts, class C (TAXAUTH §3.5, django-afip #206)', () => {
  it.each<[string, AmountsInput, string]>([
    ['lines at any rate become the subtotal', { lines: [line(2, '10.50', 21), line(1, 5, 'exempt')] }, '26.00'],
    ['a single amount', { amount: '1500.00', ivaType: 5 }, '1500.00'],
    ['no VAT is added even when prices exclude it', { lines: [line(1, 100, 21)], pricesIncludeIva: false }, '100.00'],
  ])('%s', (_name, input, total) => {
    const { amounts, problems } = computeAmounts(input, { classC: true });
    expect(problems).toEqual([]);
    expect(amounts).toMatchObject({ ImpTotal: total, ImpNeto: total, ImpIVA: '0.00', ImpOpEx: '0.00', ImpTotConc: '0.00', Iva: [] });
    expect(taxAuthorityAmountChecks(asDetail(amounts), 11)).toEqual([]);
  });
});

describe('computeAmounts problems', () => {
  it.each<[string, string, string, AmountsInput]>([
    ['no lines and no amount', 'lines', 'no_amount', {}],
    ['both lines and amount', 'amount', 'amount_and_lines', { lines: [line(1, 1, 21)], amount: 1, ivaType: 5 }],
    ['unknown rate', 'lines[0].ivaRate', '10019', { lines: [line(1, 1, 19)] }],
    ['unknown ivaType', 'ivaType', '10019', { amount: 10, ivaType: 7 }],
    ['amount with 3 decimals', 'amount', 'invalid_amount', { amount: '10.005', ivaType: 5 }],
    ['zero amount', 'amount', 'invalid_amount', { amount: 0, ivaType: 5 }],
    ['quantity not a number', 'lines[0].quantity', 'invalid_quantity', { lines: [line('two', 1, 21)] }],
    ['price with a comma', 'lines[0].unitPrice', 'invalid_price', { lines: [line(1, '1,5', 21)] }],
    ['negative net of a rate', 'lines', '10020', { lines: [line(1, 10, 21), line(1, -20, 21)] }],
    ['negative exempt total', 'lines', 'negative_amount', { lines: [line(1, 10, 21), line(1, -5, 'exempt')] }],
    ['unknown tributo id', 'tributes[0].id', '10025', { lines: [line(1, 1, 21)], tributes: [{ id: 50, baseAmount: 1, rate: 1 }] }],
  ])('%s → %s %s', (_name, field, code, input) => {
    expect(computeAmounts(input, { classC: false }).problems).toContainEqual(expect.objectContaining({ field, code }));
  });
});


describe('rounding never fails the tax authority checks (1 000 generated vouchers per case)', () => {
  const rates = [0, 2.5, 5, 10.5, 21, 27];
  it.each([
    ['prices without VAT', false, 1],
    ['prices with VAT', true, 2],
  ])('%s', (_name, pricesIncludeIva, seed) => {
    const next = seededRandom(seed);
    for (let i = 0; i < 1000; i++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
        line(
          // quantities with up to 3 decimals, prices with up to 4: the awkward cases for rounding
          (1 + Math.floor(next() * 5000)) / 1000,
          (1 + Math.floor(next() * 10_000_000)) / 10_000,
          rates[Math.floor(next() * rates.length)],
        ),
      );
      const input = { lines, pricesIncludeIva };
      const { amounts, problems } = computeAmounts(input, { classC: false });
      expect(problems).toEqual([]);
      expect(taxAuthorityAmountChecks(asDetail(amounts), 1)).toEqual([]);
      // The corpus "documentTotal" and ImpTotal agree for the same lines.
      expect(totalOfDraftLines(lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice, ivaRate: Number(l.ivaRate) })), pricesIncludeIva)).toBe(
        amounts.ImpTotal,
      );
    }
  });
});

describe('totalOfDraftLines (corpus documentTotal rule)', () => {
  it.each<[string, Array<{ quantity: number; unitPrice: number | null; ivaRate: number | null }>, boolean, string | null]>([
    // shared/corpus/dev d02: 110500 + 40 × 58900 = 2466500 net, 21 % → 2984465
    ['d02 consultancy invoice', [{ quantity: 1, unitPrice: 110500, ivaRate: 21 }, { quantity: 40, unitPrice: 58900, ivaRate: 21 }], false, '2984465.00'],
    ['VAT per rate, not per line', [{ quantity: 1, unitPrice: 0.05, ivaRate: 21 }, { quantity: 1, unitPrice: 0.05, ivaRate: 21 }], false, '0.12'],
    ['prices with VAT: only the rounded lines', [{ quantity: 3, unitPrice: 33.333, ivaRate: 21 }], true, '100.00'],
    ['missing price → null', [{ quantity: 1, unitPrice: null, ivaRate: 21 }], false, null],
    ['missing rate without VAT in prices → null', [{ quantity: 1, unitPrice: 10, ivaRate: null }], false, null],
    ['missing rate with VAT in prices is fine', [{ quantity: 1, unitPrice: 10, ivaRate: null }], true, '10.00'],
    ['no lines', [], false, '0.00'],
  ])('%s', (_name, lines, pricesIncludeIva, expected) => {
    expect(totalOfDraftLines(lines, pricesIncludeIva)).toBe(expected);
  });
});

describe('taxAuthorityAmountChecks detects what it must', () => {
  const good = computeAmounts({ lines: [line(1, 100, 21), line(1, 100, 10.5)] }, { classC: false }).amounts;
  it.each<[string, Partial<FECAEDetRequest>, number, string]>([
    ['total off by 0.03 with 2 rates', { ImpTotal: '231.53' }, 1, '10048'],
    ['ImpIVA not the sum', { ImpIVA: '31.40', ImpTotal: '231.40' }, 1, '10023'],
    ['ImpNeto not the sum', { ImpNeto: '199.00', ImpTotal: '230.50' }, 1, '10061'],
    ['VAT amount off its rate', { Iva: [{ Id: 4, BaseImp: '100.00', Importe: '10.60' }, { Id: 5, BaseImp: '100.00', Importe: '20.90' }] }, 1, '10051'],
    ['class C with Iva', {}, 11, '10071'],
  ])('%s', (_name, change, cbteTipo, code) => {
    expect(taxAuthorityAmountChecks({ ...asDetail(good), ...change }, cbteTipo)).toContainEqual(expect.objectContaining({ code }));
  });

  it('accepts the untouched detail', () => {
    expect(taxAuthorityAmountChecks(asDetail(good), 1)).toEqual([]);
  });
});
