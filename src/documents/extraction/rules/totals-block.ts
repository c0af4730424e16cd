import Decimal from 'decimal.js';
import { VAT_PERCENTS } from '../../../common/taxauth-codes';
import { NumberStyle, parseAmount } from './amounts';
import { fold, TextLine } from './text-lines';

export interface TotalsBlock {
  total: number | null;
  totalLine: number | null;
  subtotal: number | null;
  /** VAT amounts added at the foot, per rate. */
  vat: Array<{ rate: number; amount: number }>;
  /** "IVA contenido" / "IVA incluido": the prices already include VAT. */
  vatIncludedMarker: boolean;
  /**
   * The VAT the total contains, per rate ("IVA contenido 10,5 %: 638.108,69"; Factura B's fiscal transparency): the
   * rate as printed, or the one rate the amount is of the total when its caption prints none.
   */
  vatContained: Array<{ rate: number; amount: number }>;
  /** VAT amounts printed without a rate, each "contained" in the total or added to it. */
  vatWithoutRate: Array<{ amount: number; contained: boolean }>;
  /** Other taxes printed at the foot with an amount other than zero (perceptions, internal taxes), in order. */
  otherTaxes: number[];
}

/** Thousands without decimals, in the document's style ("446.392"; "446,392" where the decimal mark is a point). */
const GROUPED_INTEGER: Record<NumberStyle, RegExp> = { 'comma-decimal': /^\d{1,3}(\.\d{3})+$/, 'dot-decimal': /^\d{1,3}(,\d{3})+$/ };

export function lastAmount(text: string, style: NumberStyle): number | null {
  const tokens = text.replace(/(U\$S|US\$|USD|ARS|AR\$|\$)\s*/gi, ' ').split(/\s+/).filter(Boolean);
  // Cents set apart (small and raised, "$ 446.392⁰⁹", read as "446.392 09"): one amount.
  const [whole, cents] = tokens.slice(-2);
  if (cents && /^\d{2}$/.test(cents) && GROUPED_INTEGER[style].test(whole!)) {
    return parseAmount(`${whole}${style === 'dot-decimal' ? '.' : ','}${cents}`, style);
  }
  // Thousands set apart by spaces ("9 353 261,50"): the groups of three before the last one are the same amount.
  const spaced = spaceGrouped(tokens, style);
  if (spaced !== null) return spaced;
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (!/\d/.test(tokens[i]) || /%$/.test(tokens[i])) continue;
    const value = parseAmount(tokens[i], style);
    if (value !== null && !(i > 0 && /^(IVA|al[ií]c)/i.test(tokens[i - 1]))) return value;
    if (value !== null) return null;
  }
  return null;
}

/** "9 353 261,50" as tokens ["9", "353", "261,50"] at the end of a line: one amount; null when the end is not so. */
export function spaceGrouped(tokens: string[], style: NumberStyle): number | null {
  const decimal = style === 'dot-decimal' ? '.' : ',';
  const last = tokens.at(-1) ?? '';
  if (!new RegExp(`^\\d{3}(\\${decimal}\\d{2})?$`).test(last)) return null;
  let first = tokens.length - 1;
  while (first > 0 && /^\d{3}$/.test(tokens[first - 1]!)) first--;
  if (first > 0 && /^\d{1,2}$/.test(tokens[first - 1]!)) first--;
  // No group before the last, or a number before the groups ("21 1 406 643,00"): not one amount for sure.
  if (first === tokens.length - 1 || (first > 0 && /^\d/.test(tokens[first - 1]!))) return null;
  return parseAmount(tokens.slice(first).join(''), style);
}

/** Words that make a "total" a count or a measure: pieces, packages, units, lines, weights, lengths, areas, volumes. */
export const COUNT_OR_MEASURE_WORDS = 'PIEZAS?|PZAS?|PRENDAS|BULTOS?|CAJAS?|UNIDADES|UNID|UDS|ITEMS?|RENGLONES|ARTICULOS|LINEAS|PESO|KG|KGS|KILOS|TN|TONELADAS|LITROS|LTS|METROS|MTS|M2|M3|PIE2?|PIES|PALLETS?|ROLLOS?|BOLSAS?|PARES|DOCENAS?|FARDOS?|RESMAS?|BIDONES?|TAMBORES?|HORAS|HS|CANT|CANTIDAD|CANTIDADES';

// "Neto a pagar", "A abonar": what the customer pays, the total when no "Total" line says it.
const TOTAL_LINE = new RegExp(`^(IMPORTE )?TOTAL(?! ?(DE )?(${COUNT_OR_MEASURE_WORDS})\\b)\\b|^TOTAL$|^((NETO|IMPORTE|MONTO) )?A (PAGAR|ABONAR)\\b`);
const SUBTOTAL_LINE = /^(SUB ?TOTAL|NETO GRAVADO|IMPORTE NETO|TOTAL NETO)/;
/**
 * "IVA", "I.V.A.", folded to capitals; also as the OCR reads an abbreviation's "I." ("LV.A.", "1.V.A."). One source for
 * every VAT caption pattern (here and in the layout's VAT band reader).
 */
export const IVA_WORD = String.raw`(?:I\.?\s?V|LV|1\.V)\.?\s?A\.?`;
/** "IVA 21 %", "IVA contenido 21 %", "Impuesto (21%)": a VAT amount's caption with its rate. */
// Also with the issuer's condition or the ledger's words between ("I.V.A. Resp. Insc. 21 %", "IVA Débito Fiscal 21%"),
// in English ("VAT 21%"), or as the rate's caption alone ("Alícuota 21%").
const VAT_QUALIFIER = String.raw`(?:(?:RESP\.?|RESPONSABLE|INSC\.?|INSCRIPTO|R\.?I\.?|DEBITO|DEB\.|FISCAL|D\.?F\.?|TASA|GENERAL|GRAL\.?)\s*)*`;
const VAT_LINE = new RegExp(String.raw`^(?:${IVA_WORD}|IMPUESTO|VAT|ALICUOTA)\s*${VAT_QUALIFIER}(?:(CONTENIDO|INCLUIDO)\s*)?\(?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%\s*\)?`);
/** "21 % IVA  1.156,05": the rate before the caption. */
const VAT_RATE_FIRST = new RegExp(String.raw`^()(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*(?:DE\s+)?${IVA_WORD}(?![A-Z])`);
/** "IVA contenido: $ 638.108,69", "IVA contenido (Ley 27.743) 16.149,87", "I.V.A.  28.980,00": a VAT amount whose caption prints no rate, the amount alone after it. */
const VAT_WITHOUT_RATE = new RegExp(String.raw`^${IVA_WORD}(?:\s+(CONTENIDO|INCLUIDO))?(?:\s*\(?LEY\s*(?:NO?\.?\s*)?[\d.]+\)?)?\s*:?\s*(?:\$|ARS)?\s*\d[\d.,\s]*$`);

/** A VAT caption saying the sale carries none (an export, an exempt sale); its amount, zero, is checked apart. */
const VAT_NONE = /^I\.?V\.?A\.?\b[^%\d]*\b(NO CORRESPONDE|EXENT[OA]|NO GRAVAD[OA]|EXPORTACION|NO ALCANZAD[OA])\b/;

/**
 * The one VAT rate `amount` is of `base` (its net), within what rounding leaves; null when it is of none.
 * 638.108,69 of 6.077.225,66 → 10,5.
 */
export function vatRateOf(amount: number, base: number): number | null {
  if (!(amount > 0) || !(base > amount)) return null;
  const fits = VAT_PERCENTS.filter((rate) => rate > 0 && new Decimal(base).times(rate).dividedBy(100).minus(amount).abs().lte(0.05));
  return fits.length === 1 ? fits[0]! : null;
}

/**
 * The rate of the lines that print none, from the foot: the rate of its one VAT amount, or of the one VAT amount the
 * total contains (prices with VAT). Null when the foot has several or none.
 */
export function footRate(totals: Pick<TotalsBlock, 'vat' | 'vatContained'>): number | null {
  if (totals.vat.length) return totals.vat.length === 1 ? totals.vat[0]!.rate : null;
  return totals.vatContained.length === 1 ? totals.vatContained[0]!.rate : null;
}

/**
 * Taxes a sale adds besides VAT, printed between the VAT and the total: "Percepción IIBB 3 %", "Perc. IVA RG 2408",
 * "Impuestos internos", the tax authority's own form's "Importe Otros Tributos". Not "Ingresos Brutos: 901-…" (the
 * issuer's registration number), which has no amount.
 */
const OTHER_TAX_CAPTION = /^(PERCEP|PERC\b|IMP(UESTOS?|\.)? ?INT(ERNOS|\.)|(IMPORTE )?OTROS (TRIBUTOS|IMPUESTOS)|IMPUESTOS? (PROVINCIAL|MUNICIPAL)|TASA MUNICIPAL)/;

/**
 * The amount of an other-tax caption in one cell of a line ("Percepción IIBB 3 %\t2.100,00"): the amount after its
 * rate in the cell, else in the next cell. Undefined when no cell opens with such a caption; null when it has no
 * amount.
 */
function otherTaxOf(text: string, style: NumberStyle): number | null | undefined {
  const cells = text.split('\t');
  const at = cells.findIndex((cell) => OTHER_TAX_CAPTION.test(fold(cell.trim()).replace(/\s+/g, ' ')));
  if (at < 0) return undefined;
  // An amount has its cents ("RG 2408", "Alíc. 3" are not amounts), and comes after the rate.
  const amountIn = (text: string) => (/\d[.,]\d{2}$/.test(text.replace(/^.*%/, '').trim()) ? lastAmount(text.replace(/^.*%/, ''), style) : null);
  // The cells after the caption, when they hold only figures (its rate, its base, its amount): the last of them.
  const rest = cells.slice(at + 1).join(' ');
  // ... or, in a table of other taxes ("Percepción IIBB | C.A.B.A. | 3,50 | 31.676,45"), its last cell when it holds
  // only an amount.
  const last = cells.length - at <= 4 && at < cells.length - 1 ? cells[cells.length - 1]!.trim() : '';
  return amountIn(cells[at]!) ?? (/^[\d\s.,%$()-]+$/.test(rest) ? amountIn(rest) : /^\$?\s*\d[\d.,]*$/.test(last) ? amountIn(last) : null);
}

/** A cell that opens a line of the totals: a VAT caption, a subtotal or a total. */
function opensFootLine(cell: string): boolean {
  const key = fold(cell.trim()).replace(/\s+/g, ' ');
  return VAT_LINE.test(key) || VAT_WITHOUT_RATE.test(key) || SUBTOTAL_LINE.test(key) || TOTAL_LINE.test(key);
}

/**
 * The totals printed beside another block on the same lines ("Descripción  Jurisdicción  Alíc. %  Importe" and, at
 * its right, "IVA 21.00 %  190.058,69"; "Importe Otros Tributos: 31.676,45" and "Subtotal 1.095.100,09"): the cells
 * from the first that opens a line of the totals on are read as a line of their own, and so are the cells before it.
 */
function besideAnotherBlock(line: TextLine): TextLine[] {
  const cells = line.text.split('\t');
  const at = cells.findIndex((cell, i) => i > 0 && opensFootLine(cell));
  if (at < 0 || opensFootLine(cells[0]!)) return [line];
  const part = (text: string): TextLine => ({ ...line, text, key: fold(text).replace(/\s+/g, ' ') });
  return [part(cells.slice(0, at).join('\t')), part(cells.slice(at).join('\t'))];
}

/** What a total may hold of the other taxes printed at its foot: each of them, or all of them together. */
export function otherTaxParts(otherTaxes: readonly number[]): Decimal[] {
  const all = otherTaxes.reduce((s, a) => s.plus(a), new Decimal(0));
  return [...new Set([...otherTaxes.map((a) => new Decimal(a)), ...(otherTaxes.length > 1 ? [all] : [])].map((d) => d.toFixed(2)))].map((d) => new Decimal(d));
}

/**
 * A printed total that holds other taxes: the part of `otherTaxes` that, taken off the total, leaves exactly one of
 * `computed` (what the lines come to, with or without VAT). The draft's total is then what is left; the note says
 * what the printed one held. Null when the total holds none, or nothing fits.
 */
export function withoutOtherTaxes(total: number, computed: readonly Decimal[], otherTaxes: readonly number[]): { total: number; otherTaxes: number; note: string } | null {
  for (const part of otherTaxParts(otherTaxes)) {
    const rest = new Decimal(total).minus(part);
    if (!computed.some((c) => c.minus(rest).abs().lte(0.02))) continue;
    return { total: rest.toNumber(), otherTaxes: part.toNumber(), note: `printed total ${total} holds ${part.toFixed(2)} of other taxes (perceptions, internal taxes) the draft does not carry` };
  }
  return null;
}

/**
 * A VAT rate as printed, or as the OCR left it: its decimal comma lost ("105" for 10,5) or a digit added ("219 %" for
 * 21 %). Null when no VAT rate reads so.
 */
export function vatRateAsRead(text: string): number | null {
  const rate = Number(text.replace(',', '.'));
  if (VAT_PERCENTS.includes(rate)) return rate;
  const digits = text.replace(/\D/g, '');
  for (const candidate of [Number(digits) / 10, Number(digits.slice(0, -1))]) if (digits.length >= 2 && VAT_PERCENTS.includes(candidate)) return candidate;
  return null;
}

const SENTENCE_THEN_VAT_CAPTION = /^.*?[.!?]\s+(?=I\.?\s?V\.?\s?A\.?\s+(?:contenido|incluido)\b)/i;

function captionInSentence(line: TextLine): TextLine {
  const m = SENTENCE_THEN_VAT_CAPTION.exec(line.text);
  if (!m) return line;
  const text = line.text.slice(m[0].length);
  return { ...line, text, key: fold(text).replace(/\s+/g, ' ') };
}

/** Subtotal / IVA per rate / total lines at the foot of the document (the last total wins). */
export function readTotals(lines: TextLine[], style: NumberStyle, from: number): TotalsBlock {
  const block: TotalsBlock = { total: null, totalLine: null, subtotal: null, vat: [], vatIncludedMarker: false, vatContained: [], vatWithoutRate: [], otherTaxes: [] };
  for (const printed of lines.slice(from).flatMap(besideAnotherBlock)) {
    // A caption of the VAT the total contains after a sentence on its line ("Prices include VAT. IVA contenido (Ley
    // 27.743): ARS 667,710.71"): the line from the caption on.
    const line = captionInSentence(printed);
    const key = line.key;
    if (/IVA (CONTENIDO|INCLUIDO)|INCLUYE IVA|IVA INC\./.test(printed.key)) block.vatIncludedMarker = true;
    const vat = VAT_LINE.exec(key) ?? VAT_RATE_FIRST.exec(key);
    // "Impuesto (8%)" without the word IVA is VAT only at one of VAT's rates (and so is "Alícuota").
    if (vat && /^(IMPUESTO|ALICUOTA)/.test(key) && !VAT_PERCENTS.includes(Number(vat[2]!.replace(',', '.')))) continue;
    if (vat) {
      const amount = lastAmount(line.text.replace(/^.*?%(\s*(DE\s+)?I\.?\s?V\.?\s?A\.?)?/i, ''), style);
      const rate = vatRateAsRead(vat[2]);
      if (amount !== null && !vat[1] && rate !== null) block.vat.push({ rate, amount });
      if (amount !== null && vat[1] && rate !== null) block.vatContained.push({ rate, amount });
      continue;
    }
    // "I.V.A. — no corresponde (exportación)  0,00", "IVA exento  0,00": the sale carries no VAT, its lines are at 0 %.
    if (VAT_NONE.test(key) && lastAmount(line.text, style) === 0) {
      block.vat.push({ rate: 0, amount: 0 });
      continue;
    }
    const withoutRate = VAT_WITHOUT_RATE.exec(key.replace(/\t/g, ' ').trim());
    if (withoutRate) {
      const amount = lastAmount(line.text, style);
      if (amount !== null) block.vatWithoutRate.push({ amount, contained: !!withoutRate[1] });
      continue;
    }
    const other = otherTaxOf(line.text, style);
    if (other !== undefined) {
      if (other !== null && other !== 0) block.otherTaxes.push(other);
      continue;
    }
    if (SUBTOTAL_LINE.test(key)) {
      block.subtotal = lastAmount(line.text, style) ?? block.subtotal;
      continue;
    }
    if (TOTAL_LINE.test(key)) {
      const next = lines[line.index + 1];
      const amount = lastAmount(line.text, style) ?? (next ? lastAmount(next.text, style) : null);
      if (amount !== null) {
        block.total = amount;
        block.totalLine = line.index;
      }
    }
  }
  if (block.total === null) return block;
  return withUnratedVat(block.total < 0 ? credited(block) : block, Math.abs(block.total));
}

/**
 * A credit note printed with its amounts negative ("TOTAL 1.219.065,66-"): the foot's values as the credit carries
 * them, positive.
 */
function credited(block: TotalsBlock): TotalsBlock {
  const abs = (n: number) => Math.abs(n);
  return {
    ...block,
    total: abs(block.total!),
    subtotal: block.subtotal === null ? null : abs(block.subtotal),
    vat: block.vat.map((v) => ({ ...v, amount: abs(v.amount) })),
    vatContained: block.vatContained.map((v) => ({ ...v, amount: abs(v.amount) })),
    vatWithoutRate: block.vatWithoutRate.map((v) => ({ ...v, amount: abs(v.amount) })),
    otherTaxes: block.otherTaxes.map(abs),
  };
}

/**
 * The foot's one VAT amount printed without a rate, given the rate it is of its net (the subtotal, or `total` without
 * it): added VAT joins `vat`, contained VAT `vatContained`. The block as it was when there is none, or it fits no rate.
 */
export function withUnratedVat(block: TotalsBlock, total: number): TotalsBlock {
  if (block.vatWithoutRate.length !== 1 || block.vat.length || block.vatContained.length) return block;
  const [{ amount, contained }] = block.vatWithoutRate as [{ amount: number; contained: boolean }];
  const rest = new Decimal(total).minus(amount);
  // The total may also hold other taxes ("Otros Impuestos Nacionales Indirectos", perceptions): its net is without them.
  const bases = !contained && block.subtotal !== null ? [new Decimal(block.subtotal)] : [rest, ...otherTaxParts(block.otherTaxes).map((part) => rest.minus(part))];
  const rate = bases.map((base) => vatRateOf(amount, base.toNumber())).find((r) => r !== null) ?? null;
  if (rate === null) return block;
  return contained ? { ...block, vatContained: [{ rate, amount }] } : { ...block, vat: [{ rate, amount }] };
}
