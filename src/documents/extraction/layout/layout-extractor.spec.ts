import type { TableRow } from '../rules/line-table';
import { ocrCertainty, ratesFromFoot } from './layout-extractor';

const row = (amount: number, ivaRate: number | null = null): TableRow => ({ description: 'x', quantity: 1, unitPrice: amount, ivaRate, amount, validated: true, lineIndexes: [], currencyMarker: null });

describe('VAT rates from the foot', () => {
  it('gives each line the rate whose printed VAT its net adds up to', () => {
    const rows = [row(345000), row(1935000), row(14930000), row(3212500)];
    // 21 % of 345 000 + 14 930 000; 10.5 % of 1 935 000 + 3 212 500.
    expect(ratesFromFoot(rows, [{ rate: 21, amount: 3207750 }, { rate: 10.5, amount: 540487.5 }])).toBe(true);
    expect(rows.map((r) => r.ivaRate)).toEqual([21, 10.5, 21, 10.5]);
  });

  it('leaves the rates unknown when more than one split fits', () => {
    const rows = [row(100), row(100)];
    expect(ratesFromFoot(rows, [{ rate: 21, amount: 21 }, { rate: 10.5, amount: 10.5 }])).toBe(false);
    expect(rows.map((r) => r.ivaRate)).toEqual([null, null]);
  });
});

describe('ocrCertainty', () => {
  it('keeps sure words whole and scales a value down with its least sure word', () => {
    expect(ocrCertainty([{ confidence: 1 }, { confidence: 0.9 }])).toBe(1);
    expect(ocrCertainty([{ confidence: 0.96 }, { confidence: 0.6 }])).toBeCloseTo(0.75, 5);
    expect(ocrCertainty([{ confidence: 0.18 }])).toBe(0.5);
  });
});
