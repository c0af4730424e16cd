import QRCode from 'qrcode';
import type { DocSpec } from '../../document';

export {
  amount, amountInWords, arcaQrUrl, cuitDashed, date, FONT, idOf, JsPdfKit, PdfLibKit, quantity, sayCondition, settle, shortDate, spaced, vatContained,
} from '../fresh6/common';

const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-25" → "25 nov 2026". */
export function spacedShortDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d} ${SHORT_MONTHS[Number(m) - 1]} ${y}`;
}

/** The CUIT or DNI number of the receiver as printed after a caption of the layout's own ("" when none). */
export function receiverNumber(doc: DocSpec, cuit: (digits: string) => string, dni: (digits: string) => string = (n) => n): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT' ? cuit(r.docNumber) : dni(r.docNumber);
}

/** A 22-digit CBU-looking number (bank 3 digits, branch 4, check, account 13, check), for a payment footer. */
export function cbuOf(digits: (n: number) => string, bank: string): string {
  return `${bank}${digits(4)}${digits(1)}${digits(13)}${digits(1)}`;
}

/** A QR code as inline SVG squares (for the HTML layouts, whose `html` is synchronous). */
export function qrSvg(data: string, side: number): string {
  const code = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  let cells = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (code.modules.get(r, c)) cells += `<rect x="${c}" y="${r}" width="1.05" height="1.05"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"><g fill="#000">${cells}</g></svg>`;
}
