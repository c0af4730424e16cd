import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import type { DocLine } from '../../document';

export { amount, cuitDashed, date, quantity, sayCondition, vatContained } from '../fresh/print';
export { amountInWords, FONT, jitter, MONTH_NAMES } from '../fresh2/common';
export { PdfLibKit } from '../fresh3/common';
export { idOf, settle, weekday } from '../fresh4/common';

const tie = (v: Decimal) => v.mul(100).mod(1).abs().eq(0.5);

/**
 * A line discount: the list price (as printed) less `percent`, rounded to cents, is the line's unit price (the truth's
 * unitPrice, so quantity × unitPrice is the printed amount). The list price moves by a cent until the amount is no tie.
 */
export function discountLine(line: DocLine, percent: number): Decimal {
  let list = line.unitPrice!;
  for (let guard = 0; guard < 100; guard++) {
    const net = round2(list.mul(100 - percent).div(100));
    if (!tie(new Decimal(line.quantity).mul(net))) {
      line.unitPrice = net;
      return list;
    }
    list = list.add(0.01);
  }
  throw new Error('no discount without a tie');
}

/** A deterministic square of modules that looks like a 2D code (not a decodable one), from a string. */
export function pseudoCode(seed: string, n = 25): boolean[][] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    h ^= h << 13; h >>>= 0; h ^= h >>> 17; h ^= h << 5; h >>>= 0;
    return h / 4294967296;
  };
  const grid = Array.from({ length: n }, () => Array.from({ length: n }, () => next() < 0.5));
  // three finder squares in the corners
  for (const [r0, c0] of [[0, 0], [0, n - 7], [n - 7, 0]] as const) {
    for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) {
      const edge = r === 0 || r === 6 || c === 0 || c === 6, core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
      grid[r0 + r]![c0 + c] = edge || core;
    }
  }
  return grid;
}
