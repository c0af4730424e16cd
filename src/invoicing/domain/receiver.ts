import Decimal from 'decimal.js';
import { isValidCuit, normalizeCuit } from '../../common/cuit';
import { formatAmount, Money } from './money';
import { DOC_TIPO, KNOWN_DOC_TIPOS } from './tax-codes';
import { Problem, VoucherLetter } from './voucher.types';

/**
 * TAXAUTH §3.7: the RG 4444 amount from which a class B receiver must be identified. Not in the manual;
 * peers cite ARS 10 000 000 since RG 5700/2025. Callers pass their configured value.
 */
export const DEFAULT_CONSUMER_FINAL_THRESHOLD = '10000000';

export interface ReceiverCheckInput {
  letter: VoucherLetter | null;
  docTipo: number;
  docNro: string | number;
  /** ImpTotal × MonCotiz, in pesos. */
  totalInPesos: Decimal;
  threshold: Decimal;
  issuerCuit: string;
}

/** Receiver identification rules (TAXAUTH §3.6–3.7); returns the DocNro to send (digits) and problems. */
export function checkReceiver(input: ReceiverCheckInput): { docNro: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const add = (field: string, code: string, message: string) => problems.push({ field, code, message });
  const raw = String(input.docNro).trim();
  const docNro = input.docTipo === DOC_TIPO.CUIT || input.docTipo === DOC_TIPO.CUIL ? normalizeCuit(raw) : raw;

  if (!Number.isInteger(input.docTipo) || !KNOWN_DOC_TIPOS.has(input.docTipo)) {
    add('docTipo', '10015', `DocTipo ${input.docTipo} is not in the document type table.`);
    return { docNro, problems };
  }
  if (input.docTipo === DOC_TIPO.OTHER) {
    // TAXAUTH §3.7: DocTipo 99 is the unidentified consumidor final and always goes with DocNro 0.
    if (!/^0*$/.test(docNro)) add('docNro', '10015', 'DocTipo 99 (consumidor final) must carry DocNro 0.');
  } else if (!/^[0-9]{1,11}$/.test(docNro) || /^0+$/.test(docNro)) {
    add('docNro', '10015', `DocNro ${raw} is not a document number for DocTipo ${input.docTipo}.`);
  } else if ((input.docTipo === DOC_TIPO.CUIT || input.docTipo === DOC_TIPO.CUIL) && !isValidCuit(docNro)) {
    add('docNro', 'invalid_check_digit', `CUIT/CUIL ${raw} has a wrong check digit.`);
  }

  if ((input.letter === VoucherLetter.A || input.letter === VoucherLetter.M) && input.docTipo !== DOC_TIPO.CUIT) {
    // 10013: class A (and A con leyenda) receivers are identified by CUIT.
    add('docTipo', '10013', `Class ${input.letter} vouchers need DocTipo 80 (CUIT), got ${input.docTipo}.`);
  }
  if (input.letter === VoucherLetter.B && input.docTipo === DOC_TIPO.OTHER && input.totalInPesos.gte(input.threshold)) {
    // RG 4444 / RG 5700 (10015): at or above the threshold a B receiver must be identified.
    add(
      'docTipo',
      '10015',
      `A class B voucher of ARS ${formatAmount(input.totalInPesos)} (threshold ${formatAmount(input.threshold)}) must identify the receiver (DocTipo other than 99).`,
    );
  }
  if (docNro !== '' && docNro === normalizeCuit(input.issuerCuit)) {
    add('docNro', '10069', 'The receiver cannot be the issuer itself.');
  }
  return { docNro: input.docTipo === DOC_TIPO.OTHER ? '0' : docNro, problems };
}

export function parseThreshold(value: string | number | null | undefined): Decimal {
  return new Money(value ?? DEFAULT_CONSUMER_FINAL_THRESHOLD);
}
