import { fold, type TextLine } from './text-lines';

export type PrintedLetter = 'A' | 'B' | 'C' | 'M' | 'E';

/** The tax authority's voucher codes and their letters: "COD. 01" (Factura A), "Cód. 006" (Factura B), "011" (C)… */
const LETTER_OF_CODE: Record<number, PrintedLetter> = {
  1: 'A', 2: 'A', 3: 'A', 4: 'A', 5: 'A', 201: 'A', 202: 'A', 203: 'A',
  6: 'B', 7: 'B', 8: 'B', 9: 'B', 10: 'B', 206: 'B', 207: 'B', 208: 'B',
  11: 'C', 12: 'C', 13: 'C', 15: 'C', 211: 'C', 212: 'C', 213: 'C',
  51: 'M', 52: 'M', 53: 'M', 19: 'E', 20: 'E', 21: 'E',
};

const CODE = /\bCOD(?:IGO)?\.?\s*(?:N[O°º]\.?\s*)?:?\s*(\d{1,3})\b/;
/** "FACTURA A", "Factura “B”", "NOTA DE CRÉDITO C", "FACTURA DE CRÉDITO ELECTRÓNICA MiPyMEs (FCE) A". */
const NAMED = /\b(?:FACTURA|NOTA DE (?:CREDITO|DEBITO)|RECIBO|TIQUE FACTURA)(?: DE CREDITO ELECTRONICA(?: MIPYMES?)?(?: \(FCE\))?)?\s*["“”'«]?([ABCEM])["“”'»]?(?![\p{L}\d])/u;

/**
 * The letter the document prints for itself, from its voucher code ("COD. 01") or its title ("FACTURA B"), in the
 * first lines of its first page. Null when it prints none, or two that disagree.
 */
export function printedVoucherLetter(lines: readonly TextLine[]): PrintedLetter | null {
  const found = new Set<PrintedLetter>();
  const head = lines.filter((l) => l.page === 1).slice(0, 14);
  // Only an invoice's letter says whom it is for: a proforma's, an order's or a quote's is a design's.
  const titles = head.map((l) => fold(l.text));
  if (!titles.some((t) => /\b(FACTURA|NOTA DE (CREDITO|DEBITO)|TIQUE FACTURA)\b/.test(t)) || titles.some((t) => /\b(PROFORMA|PRESUPUESTO|COTIZACION|PEDIDO|REMITO|ORDEN DE COMPRA)\b/.test(t))) return null;
  for (const line of head) {
    const key = fold(line.text).replace(/\t/g, '  ');
    const code = CODE.exec(key);
    const byCode = code ? LETTER_OF_CODE[Number(code[1])] : undefined;
    if (byCode) found.add(byCode);
    const named = NAMED.exec(key.replace(/\s+/g, ' '));
    if (named) found.add(named[1] as PrintedLetter);
    // The letter alone in its box beside the title ("B  |  FACTURA").
    const cells = fold(line.text).split('\t').map((c) => c.trim());
    const alone = cells.filter((c) => /^[ABCEM]$/.test(c));
    if (alone.length === 1 && cells.some((c) => /^(FACTURA|NOTA DE (CREDITO|DEBITO)|RECIBO)\b/.test(c))) found.add(alone[0] as PrintedLetter);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * Whether a receiver's VAT condition can go with a letter the document prints, issued by a Responsable Inscripto
 * (letters A and M: a registered or monotributo customer; B: anyone but a Responsable Inscripto). C and E say
 * nothing of the customer.
 */
export function conditionFitsLetter(letter: PrintedLetter, condition: number): boolean {
  if (letter === 'A' || letter === 'M') return ![4, 5, 7, 8, 9, 10, 15].includes(condition);
  if (letter === 'B') return condition !== 1;
  return true;
}
