import { sourceFiles } from './spec-support';
import { join } from 'node:path';
import { moneyNumber, roundMoney } from './money';

describe('the one rounding of amounts', () => {
  it.each([
    ['0.125', '0.12'],
    ['0.135', '0.14'],
    ['2.675', '2.68'],
    ['-0.125', '-0.12'],
    ['1234567.005', '1234567.00'],
    ['0.1', '0.10'],
  ])('rounds %s half-even to %s', (value, expected) => {
    expect(roundMoney(value).toFixed(2)).toBe(expected);
  });

  it('gives the exact decimal as a JSON number (0.1 + 0.2 is never summed in binary)', () => {
    expect(moneyNumber('0.3')).toBe(0.3);
    expect(moneyNumber(roundMoney('0.1').plus('0.2'))).toBe(0.3);
  });

  it('is the only rounding of money outside the extraction readers: no half-up and no other toDecimalPlaces(2 …) in src', () => {
    const found = sourceFiles(join(__dirname, '..'))
      .filter(({ path, text }) => !path.endsWith('common/money.ts') && /ROUND_HALF_UP|toDecimalPlaces\(2\b/.test(text))
      .map(({ path }) => path.slice(path.indexOf('src/')));
    // Left to the extraction owners (layout readers, rules extractor, LLM reply): listed so that the list only shrinks.
    expect(found.sort()).toEqual([
      'src/documents/extraction/layout/layout-extractor.ts',
      'src/documents/extraction/layout/table-reader.ts',
      'src/documents/extraction/llm/draft-data.schema.ts',
      'src/documents/extraction/rules/rules-extractor.ts',
    ]);
  });
});
