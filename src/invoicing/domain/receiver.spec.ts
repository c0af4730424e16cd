import { Money } from './money';
import { checkReceiver, DEFAULT_CONSUMER_FINAL_THRESHOLD } from './receiver';
import { VoucherLetter } from './voucher.types';

const ISSUER = '30000000007';
const threshold = new Money(DEFAULT_CONSUMER_FINAL_THRESHOLD);

describe('checkReceiver (TAXAUTH §3.6–3.7)', () => {
  it.each<[string, VoucherLetter, number, string | number, string, string, string[]]>([
    ['B to an unidentified consumer', VoucherLetter.B, 99, 0, '121.00', '0', []],
    ['B to an unidentified consumer, DocNro as "0"', VoucherLetter.B, 99, '0', '121.00', '0', []],
    ['B to a DNI', VoucherLetter.B, 96, '12345678', '121.00', '12345678', []],
    ['A to a CUIT with hyphens', VoucherLetter.A, 80, '20-11111111-2', '121.00', '20111111112', []],
    ['C to a CUIL', VoucherLetter.C, 86, '20267565393', '5.00', '20267565393', []],
    ['99 with a number', VoucherLetter.B, 99, 12345678, '121.00', '0', ['10015']],
    ['DNI without a number', VoucherLetter.B, 96, '0', '121.00', '0', ['10015']],
    ['CUIT with a wrong check digit', VoucherLetter.B, 80, '20111111113', '121.00', '20111111113', ['invalid_check_digit']],
    ['A to a DNI', VoucherLetter.A, 96, '12345678', '121.00', '12345678', ['10013']],
    ['M to a consumer', VoucherLetter.M, 99, 0, '121.00', '0', ['10013']],
    ['B at the threshold unidentified', VoucherLetter.B, 99, 0, '10000000.00', '0', ['10015']],
    ['B just below the threshold', VoucherLetter.B, 99, 0, '9999999.99', '0', []],
    ['B at the threshold identified', VoucherLetter.B, 96, '12345678', '10000000.00', '12345678', []],
    ['C above the B threshold (rule is for B)', VoucherLetter.C, 99, 0, '20000000.00', '0', []],
    ['receiver is the issuer', VoucherLetter.A, 80, ISSUER, '121.00', ISSUER, ['10069']],
    ['unknown DocTipo', VoucherLetter.B, 97, '1', '121.00', '1', ['10015']],
  ])('%s', (_name, letter, docTipo, docNro, total, expectedDocNro, codes) => {
    const result = checkReceiver({ letter, docTipo, docNro, totalInPesos: new Money(total), threshold, issuerCuit: ISSUER });
    expect(result.problems.map((p) => p.code)).toEqual(codes);
    expect(result.docNro).toBe(expectedDocNro);
  });
});
