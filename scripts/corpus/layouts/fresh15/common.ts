import type { DocSpec } from '../../document';

export {
  amount, arcaQrUrl, caeOf, cuitDashed, date, dayMonYear, docTipo, dotted, hexId, JsPdfKit, pad, PdfLibKit, qrSvg, RawPdf, receiverNo, sayCondition, settle,
  vatContained,
} from '../fresh14/common';

/** The receiver's number after its own caption ("CUIT 30-…", "DNI 30.123.456"), or "" when the buyer is anonymous. */
export function receiverLine(doc: DocSpec, cuitLabel = 'CUIT', dniLabel = 'DNI'): string {
  const r = doc.receiver;
  if (!r.docType || !r.docNumber) return '';
  return r.docType === 'CUIT'
    ? `${cuitLabel} ${r.docNumber.slice(0, 2)}-${r.docNumber.slice(2, 10)}-${r.docNumber.slice(10)}`
    : `${dniLabel} ${r.docNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** A quantity with exactly `decimals` digits after a decimal comma ("12,500"), no grouping. */
export function fixedQty(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}
