import { buildQrPayload, QrData, qrDataFromVoucher } from './qr';
import { FECAEDetRequest } from './voucher.types';

/** TAXAUTH §5: the specification's example and its base64, byte for byte. */
const SPEC_EXAMPLE: QrData = {
  fecha: '2020-10-13',
  cuit: '30000000007',
  ptoVta: 10,
  tipoCmp: 1,
  nroCmp: 94,
  importe: '12100.00',
  moneda: 'DOL',
  ctz: '65.000000',
  tipoDocRec: 80,
  nroDocRec: '20000000001',
  tipoCodAut: 'E',
  codAut: '70417054367476',
};
const SPEC_BASE64 =
  'eyJ2ZXIiOjEsImZlY2hhIjoiMjAyMC0xMC0xMyIsImN1aXQiOjMwMDAwMDAwMDA3LCJwdG9WdGEiOjEwLCJ0aXBvQ21wIjoxLCJucm9DbXAiOjk0LCJpbXBvcnRlIjoxMjEwMCwibW9uZWRhIjoiRE9MIiwiY3R6Ijo2NSwidGlwb0RvY1JlYyI6ODAsIm5yb0RvY1JlYyI6MjAwMDAwMDAwMDEsInRpcG9Db2RBdXQiOiJFIiwiY29kQXV0Ijo3MDQxNzA1NDM2NzQ3Nn0=';

describe('buildQrPayload (RG 4892)', () => {
  it('reproduces the specification example byte for byte', () => {
    const payload = buildQrPayload(SPEC_EXAMPLE);
    expect(payload.base64).toBe(SPEC_BASE64);
    expect(payload.url).toBe(`https://www.afip.gob.ar/fe/qr/?p=${SPEC_BASE64}`);
  });

  it.each<[string, Partial<QrData>, string]>([
    ['cents stay a JSON number', { importe: '121.50' }, '"importe":121.5,'],
    ['yyyymmdd dates become RFC 3339', { fecha: '20250715' }, '"fecha":"2025-07-15"'],
    ['exchange rate keeps 6 decimals', { ctz: '1050.123456' }, '"ctz":1050.123456,'],
    ['hyphenated CUIT', { cuit: '30-00000000-7' }, '"cuit":30000000007,'],
    ['consumer without document: keys omitted', { tipoDocRec: null, nroDocRec: null }, '"ctz":65,"tipoCodAut":"E"'],
    ['DocNro 0 stays 0', { tipoDocRec: 99, nroDocRec: '0' }, '"tipoDocRec":99,"nroDocRec":0,'],
  ])('%s', (_name, change, fragment) => {
    expect(buildQrPayload({ ...SPEC_EXAMPLE, ...change }).json).toContain(fragment);
  });

  it.each<[string, Partial<QrData>]>([
    ['short CAE', { codAut: '123' }],
    ['CUIT with 10 digits', { cuit: '3000000000' }],
    ['bad date', { fecha: '13/10/2020' }],
    ['negative amount', { importe: '-1' }],
  ])('rejects %s', (_name, change) => {
    expect(() => buildQrPayload({ ...SPEC_EXAMPLE, ...change })).toThrow(RangeError);
  });

  it('builds the QR data of an authorized voucher', () => {
    const detail = {
      Concepto: 1, DocTipo: 80, DocNro: '20000000001', CbteDesde: 94, CbteHasta: 94, CbteFch: '20201013',
      ImpTotal: '12100.00', ImpTotConc: '0.00', ImpNeto: '10000.00', ImpOpEx: '0.00', ImpTrib: '0.00', ImpIVA: '2100.00',
      MonId: 'DOL', MonCotiz: '65',
    } satisfies FECAEDetRequest;
    const data = qrDataFromVoucher({ PtoVta: 10, CbteTipo: 1 }, detail, '30000000007', '70417054367476');
    expect(buildQrPayload(data).base64).toBe(SPEC_BASE64);
  });
});
