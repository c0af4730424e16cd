import { cuitCheckDigit, formatCuit, isValidCuit, normalizeCuit } from './cuit';

describe('CUIT check digit', () => {
  it.each([
    ['20267565393', true],
    ['33693450239', true], // the tax authority itself
    ['20111111112', true],
    ['30000000007', true],
    ['23000000000', true], // check digit 0 (computed 11)
    ['30500010912', true],
    ['20-11111111-2', true],
    ['20-11111111-3', false],
    ['20111111113', false],
    ['2011111111', false], // 10 digits
    ['201111111122', false],
    ['2011111111a', false],
    ['', false],
  ])('%s valid=%s', (value, expected) => {
    expect(isValidCuit(value)).toBe(expected);
  });

  it('has no check digit when the remainder is 1 (computed 10)', () => {
    // 20-00000001: sum = 2*5 + 1*2 = 12 -> 12 mod 11 = 1 -> 11 - 1 = 10 -> no valid digit
    expect(cuitCheckDigit('2000000001')).toBeNull();
    for (let d = 0; d <= 9; d++) expect(isValidCuit(`2000000001${d}`)).toBe(false);
  });

  it('normalizes and formats', () => {
    expect(normalizeCuit('20-11111111-2')).toBe('20111111112');
    expect(formatCuit('20111111112')).toBe('20-11111111-2');
  });
});
