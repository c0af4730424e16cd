import { parseAmount } from '../rules/amounts';
import { UNIT_WORDS } from '../rules/line-table';

/**
 * Quantities as rows print them beside their words: with a unit ("12 u.", "4kg"), after an "x" ("x 12"), or opening a
 * description ("- 3 u. Tubo LED"). Shared by the column reader and the readers of rows without a header.
 */

/** "x12": a quantity written after an "x", read as one word. */
export const TIMES_QUANTITY = /^[xX×](\d{1,5}(?:[.,]\d{1,3})?)$/;

/** A description without the bullet, item number or quantity (and its unit) that opens the line: "- 3 u. Tubo LED" → "Tubo LED". */
export function withoutLeadingQuantity(text: string): string {
  const lead = /^[-–•*·|:\s\d.,]+(?=\p{L})/u.exec(text)?.[0] ?? '';
  // "2 x Tónica 1,5 L": the sign between the quantity and what is counted goes with the quantity.
  const stripped = lead ? text.slice(lead.length).replace(/^[xX×]\s+(?=\p{L})/u, '') : text;
  const unit = /^(\p{L}{1,5}\.?)\s+(?=\p{L})/u.exec(stripped);
  return unit && stripped !== text && UNIT_ABBREVIATIONS.has(unit[1]!.toLowerCase().replace(/\.$/, '')) ? stripped.slice(unit[0].length) : stripped;
}

/** Units written short after a quantity ("3 u.", "2 kg"); not the unit words a description may start with ("Tubo", "Caja"). */
const UNIT_ABBREVIATIONS = new Set('u un und unid uds ud kg kgs g gr grs l lt lts m mt mts ml cj pza pzas bls paq jgo hs'.split(' '));

// A speck or stray point the OCR reads between the two ("5.u") is neither.
const QUANTITY_WITH_UNIT = /^(\d{1,5}(?:[.,]\d{1,3})?)[.,]?\s?([a-z]{1,8}\.?)$/i;

/** "4kg", "1,75 kg", "6cj", "12 u.": a quantity and its unit, the unit one of UNIT_WORDS. */
export function quantityWithUnit(texts: readonly string[], at: number): { quantity: number; used: number } | null {
  const one = QUANTITY_WITH_UNIT.exec(texts[at]!.replace(/¢/g, 'c').replace(/^[lI|](?=[a-z]{1,8}\.?$)/i, '1'));
  const two = at + 1 < texts.length && /^\d{1,5}(?:[.,]\d{1,3})?$/.test(texts[at]!) ? QUANTITY_WITH_UNIT.exec(`${texts[at]}${texts[at + 1]}`) : null;
  const m = one ?? two;
  if (!m || !UNIT_WORDS.has(m[2]!.toLowerCase().replace(/\.$/, ''))) return null;
  // A leading zero without its comma is OCR's "0,5" ("05kg").
  const digits = m[1]!;
  const quantity = /^0\d+$/.test(digits) ? Number(`0.${digits.slice(1)}`) : parseAmount(digits, 'comma-decimal');
  return quantity !== null && quantity > 0 ? { quantity, used: one ? 1 : 2 } : null;
}

/** "x3" or "x 3" at the end of a line: the quantity written after an "x" (a hand-filled remito's). */
export function timesQuantity(texts: string[], i: number): { quantity: number; start: number } | null {
  const joined = TIMES_QUANTITY.exec(texts[i]!);
  const apart = !joined && /^[xX×]+$/.test(texts[i - 1] ?? '') && /^\d{1,4}$/.test(texts[i]!) ? texts[i]! : null;
  const quantity = joined ? parseAmount(joined[1]!, 'comma-decimal') : apart ? Number(apart) : null;
  return quantity !== null && quantity > 0 ? { quantity, start: apart ? i - 1 : i } : null;
}
