import { normalizeCuit } from '../../common/cuit';
import { formatPlain, parseDecimal } from './money';
import { DecimalInput, FECAEDetRequest, FECabReq } from './voucher.types';

/** RG 4892 (TAXAUTH §5): the URL printed as QR; pyafipws and django-afip use the afip.gob.ar host. */
export const QR_BASE_URL = 'https://www.afip.gob.ar/fe/qr/?p=';

export interface QrData {
  /** Voucher date, YYYY-MM-DD or yyyymmdd. */
  fecha: string;
  cuit: string;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  /** Total in the voucher's currency. */
  importe: DecimalInput;
  moneda: string;
  ctz: DecimalInput;
  /** "If applicable": omitted together when absent. */
  tipoDocRec?: number | null;
  nroDocRec?: string | number | null;
  /** E = CAE, A = CAEA. */
  tipoCodAut: 'E' | 'A';
  codAut: string;
}

export interface QrPayload {
  json: string;
  base64: string;
  url: string;
}

/**
 * The RG 4892 payload: compact JSON with the keys in the specification's order and numbers as JSON numbers,
 * base64 (standard alphabet, padded) appended to QR_BASE_URL. Numbers are written from their decimal text,
 * never through a float, so 14-digit CAEs and 20-digit document numbers keep every digit.
 * Throws RangeError on malformed data: a QR is only built for an authorized voucher.
 */
export function buildQrPayload(data: QrData): QrPayload {
  const fecha = /^[0-9]{8}$/.test(data.fecha) ? `${data.fecha.slice(0, 4)}-${data.fecha.slice(4, 6)}-${data.fecha.slice(6)}` : data.fecha;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(fecha)) throw new RangeError(`QR fecha ${data.fecha} is not a date`);
  const fields: Array<[string, string]> = [
    ['ver', '1'],
    ['fecha', JSON.stringify(fecha)],
    ['cuit', digits(normalizeCuit(data.cuit), 'cuit', 11, 11)],
    ['ptoVta', digits(String(data.ptoVta), 'ptoVta', 1, 5)],
    ['tipoCmp', digits(String(data.tipoCmp), 'tipoCmp', 1, 3)],
    ['nroCmp', digits(String(data.nroCmp), 'nroCmp', 1, 8)],
    ['importe', decimalNumber(data.importe, 'importe', 2)],
    ['moneda', JSON.stringify(data.moneda)],
    ['ctz', decimalNumber(data.ctz, 'ctz', 6)],
  ];
  if (data.tipoDocRec !== null && data.tipoDocRec !== undefined && data.nroDocRec !== null && data.nroDocRec !== undefined) {
    fields.push(['tipoDocRec', digits(String(data.tipoDocRec), 'tipoDocRec', 1, 2)]);
    fields.push(['nroDocRec', digits(String(data.nroDocRec), 'nroDocRec', 1, 20)]);
  }
  fields.push(['tipoCodAut', JSON.stringify(data.tipoCodAut)]);
  fields.push(['codAut', digits(data.codAut, 'codAut', 14, 14)]);
  const json = `{${fields.map(([key, value]) => `"${key}":${value}`).join(',')}}`;
  const base64 = Buffer.from(json, 'utf8').toString('base64');
  return { json, base64, url: `${QR_BASE_URL}${base64}` };
}

/** QR data of an authorized voucher, from what was sent and the CAE received. */
export function qrDataFromVoucher(header: FECabReq, detail: FECAEDetRequest, issuerCuit: string, cae: string, tipoCodAut: QrData['tipoCodAut'] = 'E'): QrData {
  return {
    fecha: detail.CbteFch,
    cuit: issuerCuit,
    ptoVta: header.PtoVta,
    tipoCmp: header.CbteTipo,
    nroCmp: detail.CbteDesde,
    importe: detail.ImpTotal,
    moneda: detail.MonId,
    ctz: detail.MonCotiz,
    tipoDocRec: detail.DocTipo,
    nroDocRec: detail.DocNro,
    tipoCodAut,
    codAut: cae,
  };
}

function digits(value: string, key: string, min: number, max: number): string {
  if (!new RegExp(`^[0-9]{${min},${max}}$`).test(value)) throw new RangeError(`QR ${key} ${value} must be ${min}-${max} digits`);
  // JSON numbers have no leading zeros.
  return value.replace(/^0+(?=[0-9])/, '');
}

function decimalNumber(value: DecimalInput, key: string, maxDecimals: number): string {
  const parsed = parseDecimal(value);
  if (parsed === null || parsed.isNegative()) throw new RangeError(`QR ${key} ${String(value)} is not a non-negative decimal`);
  return formatPlain(parsed, maxDecimals);
}
