import Decimal from 'decimal.js';
import { moneyNumber, roundMoney } from '../../../common/money';
import { VAT_PERCENTS } from '../../../common/taxauth-codes';
import { NumberStyle, parseAmount } from './amounts';
import { fold, TextLine } from './text-lines';

export type ColumnRole =
  | 'index'
  | 'code'
  | 'description'
  | 'quantity'
  | 'unit'
  | 'unitPrice'
  | 'discount'
  | 'ivaRate'
  | 'amount'
  | 'packages';

export interface TableHeader {
  lineIndex: number;
  roles: ColumnRole[];
}

export interface TableRow {
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  ivaRate: number | null;
  amount: number | null;
  /** quantity x unitPrice equals the printed amount: the columns were read right. */
  validated: boolean;
  /** Text lines (indexes) the row was read from. */
  lineIndexes: number[];
  /** Currency marker written in the row's amounts, if any ("U$S", "$"). */
  currencyMarker: string | null;
}

/**
 * A row priced at zero ("Envío gratis  $ 0,00", a foot's "Per./Ret. de Ingresos Brutos  0,00" read as a row) bills
 * nothing and is no line of the sale. A remito's rows (no price, no amount) stay, and so do the rows of a document
 * whose every row is zero.
 */
export function withoutZeroRows<T extends Pick<TableRow, 'unitPrice' | 'amount'>>(rows: T[]): T[] {
  const zero = (r: T) => (r.unitPrice === 0 && (r.amount === 0 || r.amount === null)) || (r.unitPrice === null && r.amount === 0);
  const kept = rows.filter((r) => !zero(r));
  return kept.length ? kept : rows;
}

/** The VAT percentages a line may carry (the tax authority's table). */
export const VALID_IVA_RATES: readonly number[] = VAT_PERCENTS;

// Ordered so that longer labels win at the same position.
const ROLE_PATTERNS: Array<[ColumnRole, RegExp]> = [
  ['unitPrice', /P\.? ?UNIT\w*\.?|PRECIO ?UNIT\w*\.?|VALOR ?UNIT\w*\.?|PRECIO|\bP\/U\b|\bPU\b|\bUNITARIO\b/g],
  ['unit', /\bU\. ?M\.?|\bUNID(?:AD)?\.? ?(?:DE )?MED\w*\.?|\bUM\b|\bUNIDAD\b/g],
  ['description', /DESCRIPCION|DETALLE|PRODUCTO|CONCEPTO|ARTICULO|MERCADERIA/g],
  ['quantity', /\bCANT(?:IDAD)?\b\.?|\bUNIDADES\b|\bQTY\b/g],
  ['discount', /BONIF\w*\.?|\bDTO\b\.?|DESCUENTO|\bDESC\.? ?%/g],
  ['ivaRate', /\bIVA\b(?: ?%)?|\bALIC\w*\.?/g],
  ['amount', /IMPORTE|SUBTOTAL|\bTOTAL\b|\bMONTO\b/g],
  ['packages', /BULTOS/g],
  // "CÓDIGO" as OCR reads it too ("C0DIGO", "COPIGO").
  ['code', /\bCOD(?:IGO)?\b\.?|\bC[O0][DP]IG[O0]\b|\bSKU\b|\bART\.(?= )/g],
  ['index', /(?:^|\s)(?:#|ITEM|RENGLON|NRO\.?)(?=\s|$)/g],
];

/** Reads the column roles of a table header line, left to right; null when the line is not a header. */
export function headerRoles(key: string): ColumnRole[] | null {
  if (/\d{3,}|\d[.,]\d/.test(key)) return null;
  const found: Array<{ role: ColumnRole; start: number; end: number }> = [];
  for (const [role, pattern] of ROLE_PATTERNS) {
    for (const m of key.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      found.push({ role, start, end });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const roles: ColumnRole[] = [];
  for (const f of found) if (!roles.includes(f.role)) roles.push(f.role);
  if (!roles.includes('description') && roles.includes('index') && /ITEM/.test(key)) {
    roles[roles.indexOf('index')] = 'description';
  }
  const priced = roles.includes('unitPrice') || roles.includes('amount');
  if (!roles.includes('description') || !(roles.includes('quantity') || priced) || roles.length < 3) return null;
  return roles;
}

interface Token {
  raw: string;
  value: number | null;
  rate: boolean;
  currency: string | null;
  unit: boolean;
}

export const UNIT_WORDS = new Set(
  (
    'u un und unid unidad unidades uds ud rollo rollos m mt mts metro metros m2 m3 m² m³ ml kg kgs g gr grs l lt lts ' +
    'litro litros caja cajas cj bolsa bolsas bls par pares pack paq hs hora horas h juego jgo kit bidon balde lata ' +
    'tubo pza pieza piezas docena doc mes meses servicio global gl bolson tn tonelada'
  ).split(' '),
);
export const CURRENCY_TOKEN = /^(?:\$|U\$S|U\$D|US\$|USD|ARS|AR\$|EUR|€)$/i;

function tokenize(text: string, style: NumberStyle): Token[] {
  const out: Token[] = [];
  for (const piece of text.split(/\s+/).filter(Boolean)) {
    if (piece === '%' && out.length && out[out.length - 1].value !== null) {
      out[out.length - 1].rate = true;
      continue;
    }
    if (CURRENCY_TOKEN.test(piece)) {
      out.push({ raw: piece, value: null, rate: false, currency: piece, unit: false });
      continue;
    }
    const currency = /^(U\$S|U\$D|US\$|USD|ARS|AR\$|\$)(?=\d)/i.exec(piece)?.[1] ?? null;
    const rate = /%$/.test(piece);
    const numeric = piece.replace(/%$/, '');
    const value = /\d/.test(numeric) ? parseAmount(numeric, rate ? 'comma-decimal' : style) : null;
    const folded = fold(piece).toLowerCase().replace(/\.$/, '');
    out.push({ raw: piece, value, rate, currency, unit: value === null && UNIT_WORDS.has(folded) });
  }
  return out;
}

/** An article code: "FE01196", "L101280", "LA-2010", "AB.123" (not an amount such as "12,50"). */
export function isArticleCode(raw: string): boolean {
  return /^[A-Z]{0,6}[-.]?[0-9][A-Z0-9._/-]{2,}$/i.test(raw) && /\d/.test(raw) && !/[.,]\d{2}$/.test(raw);
}

const isCode = (token: Token): boolean => isArticleCode(token.raw);

function isRowStart(tokens: Token[], leftRoles: ColumnRole[]): boolean {
  if (!tokens.length) return false;
  const first = tokens[0];
  if (leftRoles[0] === 'code') return isCode(first) && first.raw.length >= 4;
  if (leftRoles[0] === 'index') return /^\d{1,3}\.?$/.test(first.raw) && tokens.length > 1;
  if (leftRoles[0] === 'quantity') return first.value !== null && tokens.length > 1 && !/^x$/i.test(first.raw);
  return false;
}

interface Parsed {
  row: TableRow;
  complete: boolean;
}

/** Cents by the one rounding of amounts (half-even on decimals, never binary floating point for money). */
const round2 = moneyNumber;

function amountMatches(quantity: number, unitPrice: number, amount: number): boolean {
  return roundMoney(new Decimal(quantity).times(unitPrice)).minus(amount).abs().lte(Decimal.max('0.011', new Decimal(amount).abs().times('0.00005')));
}

function joinDescription(tokens: Token[]): string {
  return tokens
    .map((t) => t.raw)
    .join(' ')
    .replace(/^[-|:·\s]+|[-|:·\s]+$/g, '')
    .trim();
}

/** Parses the text of one table row against the header's roles. */
function parseRow(text: string, roles: ColumnRole[], style: NumberStyle, lineIndexes: number[]): Parsed {
  const tokens = tokenize(text, style);
  const descAt = roles.indexOf('description');
  const leftRoles = roles.slice(0, descAt);
  const rightRoles = roles.slice(descAt + 1);
  const row: TableRow = {
    description: '',
    quantity: null,
    unitPrice: null,
    ivaRate: null,
    amount: null,
    validated: false,
    lineIndexes,
    currencyMarker: tokens.find((t) => t.currency)?.currency ?? null,
  };
  let lo = 0;
  let complete = true;
  for (const role of leftRoles) {
    const t = tokens[lo];
    if (!t) break;
    if (role === 'index' && /^\d{1,3}\.?$/.test(t.raw)) lo++;
    else if (role === 'code' && isCode(t)) lo++;
    else if (role === 'unit' && t.unit) lo++;
    else if (role === 'quantity' && t.value !== null) {
      row.quantity = t.value;
      lo++;
    } else if (role === 'quantity') complete = false;
  }
  let hi = tokens.length - 1;
  const take = (): Token | undefined => {
    while (hi >= lo && tokens[hi].currency && tokens[hi].value === null) hi--;
    return hi >= lo ? tokens[hi] : undefined;
  };
  for (const role of [...rightRoles].reverse()) {
    const t = take();
    if (!t) {
      complete = false;
      break;
    }
    if (role === 'unit') {
      if (t.unit) hi--;
      continue;
    }
    if (role === 'ivaRate') {
      // A bare "0,00" is as likely a zero discount: a 0 % rate shows its "%" (or reads "Exento").
      if (t.value !== null && VALID_IVA_RATES.includes(t.value) && (t.rate || !t.currency) && (t.value !== 0 || t.rate)) {
        row.ivaRate = t.value;
        hi--;
      } else if (/^ex/i.test(t.raw)) {
        row.ivaRate = 0;
        hi--;
      }
      continue;
    }
    if (role === 'discount') {
      if (t.value !== null && (t.rate || t.value === 0)) hi--;
      continue;
    }
    if (t.value === null) {
      if (role !== 'packages') complete = false;
      continue;
    }
    if (role === 'amount') row.amount = t.value;
    else if (role === 'unitPrice') row.unitPrice = t.value;
    else if (role === 'quantity') row.quantity = t.value;
    hi--;
  }
  while (hi >= lo && tokens[hi].currency && tokens[hi].value === null) hi--;
  // An article code left at the start of the description (the code column misread or not labelled).
  if ((leftRoles.includes('index') || leftRoles.includes('code')) && hi > lo && isCode(tokens[lo]) && tokens[lo].raw.length >= 5 && (tokens[lo].raw.match(/\d/g) ?? []).length >= 3) lo++;
  let descTokens = tokens.slice(lo, hi + 1);
  const priced = roles.includes('unitPrice') || roles.includes('amount');
  if (priced) {
    const ok =
      row.quantity !== null && row.unitPrice !== null && row.amount !== null
        ? amountMatches(row.quantity, row.unitPrice, row.amount)
        : false;
    if (ok) row.validated = true;
    else {
      const alt =
        searchTriple(tokens, lo, row.quantity, leftRoles.includes('quantity')) ??
        // OCR may drop a price's separators ("$11050000" for "$110.500,00"): read long bare digit runs as cents.
        searchTriple(withoutSeparatorsAsCents(tokens), lo, row.quantity, leftRoles.includes('quantity'));
      if (alt) {
        row.quantity = alt.quantity;
        row.unitPrice = alt.unitPrice;
        row.amount = alt.amount;
        row.ivaRate = alt.ivaRate ?? row.ivaRate;
        row.validated = true;
        descTokens = tokens.slice(lo, alt.descEnd);
        complete = true;
      }
    }
    if (!roles.includes('quantity') && row.quantity === null && (row.amount !== null || row.unitPrice !== null)) {
      row.quantity = 1;
      row.unitPrice = row.unitPrice ?? row.amount;
      row.validated = row.unitPrice === row.amount;
    }
    if (row.unitPrice === null && row.amount !== null && row.quantity) {
      row.unitPrice = round2(new Decimal(row.amount).dividedBy(row.quantity));
    }
  }
  while (descTokens.length && descTokens[descTokens.length - 1].currency) descTokens.pop();
  row.description = joinDescription(descTokens);
  if (!/[A-Za-zÀ-ÿ]{2}/.test(row.description)) complete = false;
  if (row.quantity === null) complete = false;
  return { row, complete };
}

/**
 * Amounts whose decimal comma OCR dropped, read as cents: bare digits ("11050000", "U$S 5800") or a last group of
 * five digits ("110.50000" for "110.500,00"). Only used when the result makes quantity x price = amount hold.
 */
function withoutSeparatorsAsCents(tokens: Token[]): Token[] {
  return tokens.map((t) => {
    if (t.value === null || t.rate || !/^(?:\$|U\$S)?(?:\d{3,}|\d{1,3}(?:\.\d{3})*\.\d{5})$/.test(t.raw)) return t;
    return { ...t, value: Number(t.raw.replace(/\D/g, '')) / 100 };
  });
}

/**
 * Finds quantity x unit price = amount among the numbers at the end of a row, when the header's column order
 * did not fit (merged or missing columns, OCR noise). The description ends before the quantity.
 */
function searchTriple(
  tokens: Token[],
  lo: number,
  leftQuantity: number | null,
  quantityOnLeft: boolean,
): { quantity: number; unitPrice: number; amount: number; ivaRate: number | null; descEnd: number } | null {
  const tail: number[] = [];
  for (let i = tokens.length - 1; i >= lo && tail.length < 7; i--) {
    const t = tokens[i];
    if (t.value !== null) tail.unshift(i);
    // Units, rule characters and short lower-case words OCR made of them ("y." for "u.") sit between numbers.
    else if (!t.currency && !t.unit && !/^[-x|*]$/i.test(t.raw) && !/^[a-z]{1,5}[.,]?$/.test(t.raw)) break;
  }
  for (let k = tail.length - 1; k >= 1; k--) {
    const amount = tokens[tail[k]].value ?? 0;
    for (let j = k - 1; j >= 0; j--) {
      if (tokens[tail[j]].rate) continue;
      const unitPrice = tokens[tail[j]].value ?? 0;
      if (quantityOnLeft && leftQuantity !== null) {
        if (amountMatches(leftQuantity, unitPrice, amount)) {
          return { quantity: leftQuantity, unitPrice, amount, ivaRate: rateBetween(tokens, tail, j, k), descEnd: tail[0] };
        }
        continue;
      }
      for (let i = j - 1; i >= 0; i--) {
        const quantity = tokens[tail[i]].value ?? 0;
        if (quantity > 0 && amountMatches(quantity, unitPrice, amount) && !tokens[tail[i]].rate) {
          return { quantity, unitPrice, amount, ivaRate: rateBetween(tokens, tail, j, k), descEnd: tail[i] };
        }
      }
    }
  }
  return misreadQuantity(tokens, tail);
}

/**
 * OCR misread the quantity ("7,90" for "7,00") but price and amount are right: amount / price is a whole
 * number close to the quantity printed, which is then replaced by it.
 */
function misreadQuantity(tokens: Token[], tail: number[]): ReturnType<typeof searchTriple> {
  if (tail.length < 3) return null;
  const [qAt, pAt] = tail.length >= 4 ? [tail.length - 4, tail.length - 3] : [0, 1];
  const printed = tokens[tail[qAt]].value ?? 0;
  const unitPrice = tokens[tail[pAt]].value ?? 0;
  const amount = tokens[tail[tail.length - 1]].value ?? 0;
  if (unitPrice <= 0 || amount <= 0 || printed <= 0) return null;
  const quantity = Math.round(amount / unitPrice);
  if (quantity < 1 || Math.abs(quantity - printed) >= 1 || !amountMatches(quantity, unitPrice, amount)) return null;
  return { quantity, unitPrice, amount, ivaRate: rateBetween(tokens, tail, pAt, tail.length - 1), descEnd: tail[qAt] };
}

function rateBetween(tokens: Token[], tail: number[], j: number, k: number): number | null {
  for (let x = j + 1; x < tail.length; x++) {
    if (x === k) continue;
    const t = tokens[tail[x]];
    // A bare "0,00" between price and amount is as likely a zero discount: a 0 % rate shows its "%".
    if (t.value !== null && VALID_IVA_RATES.includes(t.value) && (t.rate || x < k) && (t.value !== 0 || t.rate)) return t.value;
  }
  return null;
}

const STOP_LINE =
  /^(SUB ?TOTAL|TOTAL|SON\b|SON:|OBSERVACION|TRANSPORTE|IMPORTE (NETO|TOTAL)|NETO GRAVADO|(NO )?GRAVADO( \d| EXENTO|:|$)|IVA \d|IVA CONTENIDO|IVA INCLUIDO|PERCEP|FIRMA|RECIBI|CAE\b|VALIDEZ|A TRANSPORTAR|DESCUENTO GENERAL|BONIFICACION GENERAL)/;
export const PAGE_NOISE = /^(HOJA \d+ DE \d+|PAG(INA)?\.? ?\d+ ?(\/|DE) ?\d+|\d+ ?\/ ?\d+$|-- \d+ OF \d+ --|\(?CONTINUA\b|SIGUE EN (LA )?(PAGINA|HOJA)|CONTINUED ON)/;

/** Every table header in the document (a table may repeat its header on each page). */
export function findHeaders(lines: TextLine[]): TableHeader[] {
  const headers: TableHeader[] = [];
  for (const line of lines) {
    const roles = headerRoles(line.key);
    if (roles) headers.push({ lineIndex: line.index, roles });
  }
  return headers;
}

/**
 * Reads the line table: rows between each header and the next stop line (subtotal, total, "Son pesos",
 * observations), across pages. A row starts at a line beginning with its code / item number / quantity when
 * the layout has one on the left; otherwise it ends at the line that completes its numbers.
 */
export function readTable(lines: TextLine[], style: NumberStyle): { rows: TableRow[]; header: TableHeader | null } {
  const headers = findHeaders(lines);
  if (!headers.length) return { rows: readRowsWithoutHeader(lines, style), header: null };
  const rows: TableRow[] = [];
  const used = new Set<number>();
  for (const header of headers) {
    if (used.has(header.lineIndex)) continue;
    const roles = header.roles;
    const leftRoles = roles.slice(0, roles.indexOf('description'));
    const startsKnown = leftRoles.some((r) => r === 'code' || r === 'index' || r === 'quantity');
    const priced = roles.includes('unitPrice') || roles.includes('amount');
    let buffer: TextLine[] = [];
    let page = lines[header.lineIndex].page;
    const flush = (force: boolean): void => {
      if (!buffer.length) return;
      let parsed = parseRow(buffer.map((l) => l.text).join(' '), roles, style, buffer.map((l) => l.index));
      // A line after the last row that is not part of it (a note above the totals): the longest prefix that reads.
      for (let n = buffer.length - 1; !parsed.complete && n >= 1; n--) {
        const prefix = parseRow(buffer.slice(0, n).map((l) => l.text).join(' '), roles, style, buffer.slice(0, n).map((l) => l.index));
        if (prefix.complete) parsed = prefix;
      }
      if (parsed.complete) rows.push(parsed.row);
      else if (force && rows.length && buffer.every((l) => l.text.length <= 24 && !/\d[.,]\d{2}\b/.test(l.text))) {
        rows[rows.length - 1].description += ` ${buffer.map((l) => l.text.replace(/\t/g, ' ')).join(' ')}`;
      }
      buffer = [];
    };
    for (let i = header.lineIndex + 1; i < lines.length; i++) {
      const line = lines[i];
      used.add(i);
      if (PAGE_NOISE.test(line.key)) continue;
      if (headerRoles(line.key)) {
        flush(true);
        continue;
      }
      if (line.page !== page) {
        flush(true);
        page = line.page;
      }
      if (STOP_LINE.test(line.key)) break;
      const tokens = tokenize(line.text, style);
      if (startsKnown) {
        if (isRowStart(tokens, leftRoles)) {
          flush(true);
          buffer = [line];
          continue;
        }
        // A line whose own numbers check out (quantity x price = amount) is a row even when its start was
        // misread ("1101294" for "1 L01294"), unless it may complete the row in the buffer.
        const alone = priced ? parseRow(line.text, roles, style, [line.index]) : null;
        const bufferDone = !buffer.length || parseRow(buffer.map((l) => l.text).join(' '), roles, style, []).complete;
        if (alone?.complete && alone.row.validated && bufferDone) {
          flush(true);
          rows.push(alone.row);
        } else if (buffer.length) buffer.push(line);
        continue;
      }
      const alone = parseRow(line.text, roles, style, [line.index]);
      if (alone.complete && buffer.length) {
        const merged = parseRow([...buffer, line].map((l) => l.text).join(' '), roles, style, [...buffer, line].map((l) => l.index));
        if (merged.complete) rows.push(merged.row);
        else rows.push(alone.row);
        buffer = [];
      } else if (alone.complete) rows.push(alone.row);
      else {
        buffer.push(line);
        const merged = parseRow(buffer.map((l) => l.text).join(' '), roles, style, buffer.map((l) => l.index));
        if (merged.complete && merged.row.validated) {
          rows.push(merged.row);
          buffer = [];
        } else if (buffer.length > 4) buffer.shift();
      }
    }
    flush(true);
  }
  return { rows, header: headers[0] };
}

/**
 * Without a recognisable header (garbled by OCR, unusual labels): rows are lines ending in qty, price, amount;
 * when there are none (a remito: no prices), the longest block of lines reading `[code] quantity [unit]
 * description [packages]` or `description quantity [unit]`.
 */
function readRowsWithoutHeader(lines: TextLine[], style: NumberStyle): TableRow[] {
  const roles: ColumnRole[] = ['description', 'quantity', 'unitPrice', 'ivaRate', 'amount'];
  const rows: TableRow[] = [];
  for (const line of lines) {
    if (STOP_LINE.test(line.key)) continue;
    const parsed = parseRow(line.text, roles, style, [line.index]);
    if (parsed.complete && parsed.row.validated && parsed.row.description.length >= 3) {
      parsed.row.description = withoutLeadingCode(parsed.row.description);
      rows.push(parsed.row);
    }
  }
  return rows.length ? rows : readQuantityBlock(lines, style);
}

/** A description without the article code a header-less row starts with ("EL01623 Reflector LED 50 W"). */
function withoutLeadingCode(description: string): string {
  const [first, ...rest] = description.split(' ');
  const token = { raw: first, value: null, rate: false, currency: null, unit: false };
  return rest.length && isCode(token) && first.length >= 5 && (first.match(/\d/g) ?? []).length >= 3 ? rest.join(' ') : description;
}

/** Table rule characters OCR reads as text ("8 | caja", "7 |u."). */
const RULE_CHARS = /[|¦[\]{}]/g;

/** A short lower-case word right after the quantity is its unit, even misread by OCR ("lu" for "u."). */
function isUnitLike(token: Token | undefined): boolean {
  return !!token && (token.unit || /^[a-z]{1,3}\.?$/.test(token.raw));
}

/** One line read as a quantity row without prices, or null. */
export function quantityRow(line: TextLine, style: NumberStyle): TableRow | null {
  if (STOP_LINE.test(line.key) || PAGE_NOISE.test(line.key) || /:/.test(line.text)) return null;
  const cells = line.text
    .replace(RULE_CHARS, ' ')
    .split('\t')
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (!cells.length) return null;
  const tokens = tokenize(cells.join(' '), style);
  if (tokens.some((t) => t.currency || t.rate)) return null;
  let lo = 0;
  let hi = tokens.length;
  // A list item's bullet ("- 12 u. Aceite girasol").
  if (/^[-–•*·]$/.test(tokens[0]?.raw ?? '') && tokens[1]?.value !== null) lo = 1;
  else if (tokens[0] && isCode(tokens[0]) && tokens[0].raw.length >= 4 && !/^\d+$/.test(tokens[0].raw)) lo = 1;
  else if (/^\d{1,3}[.)]$/.test(tokens[0]?.raw ?? '') && tokens[1]?.value !== null) lo = 1;
  let quantity: number | null = null;
  const lastCell = cells[cells.length - 1];
  const first = tokens[lo];
  if (first && first.value !== null && first.value > 0 && /^\d+(?:[.,]\d{1,3})?$/.test(first.raw)) {
    quantity = first.value;
    lo++;
    if (isUnitLike(tokens[lo])) lo++;
    // A last cell of one integer is the packages column ("BULTOS").
    if (cells.length > 1 && /^\d+$/.test(lastCell) && hi - 1 > lo) hi--;
  } else if (cells.length > 1) {
    // `description<TAB>quantity [unit]`: the quantity is a cell of its own.
    const tail = tokenize(lastCell, style);
    const qty = tail[0];
    if (qty?.value && /^\d+(?:[.,]\d{1,3})?$/.test(qty.raw) && tail.slice(1).every((t) => isUnitLike(t)) && tail.length <= 2) {
      quantity = qty.value;
      hi -= tail.length;
    }
  }
  if (quantity === null || quantity > 100_000) return null;
  const description = joinDescription(tokens.slice(lo, hi));
  if ((description.match(/[A-Za-zÀ-ÿ]/g) ?? []).length < 4 || !/[A-Za-zÀ-ÿ]{3}/.test(description)) return null;
  return { description, quantity, unitPrice: null, ivaRate: null, amount: null, validated: false, lineIndexes: [line.index], currencyMarker: null };
}

/** The longest run of consecutive quantity rows (at least two, or one that starts with an article code). */
function readQuantityBlock(lines: TextLine[], style: NumberStyle): TableRow[] {
  let best: TableRow[] = [];
  let run: TableRow[] = [];
  let coded = false;
  const close = (): void => {
    if (run.length > best.length && (run.length >= 2 || coded)) best = run;
    run = [];
    coded = false;
  };
  for (const line of lines) {
    const row = quantityRow(line, style);
    if (row) {
      if (!run.length) coded = isCode(tokenize(line.text.replace(RULE_CHARS, ' '), style)[0] ?? { raw: '', value: null, rate: false, currency: null, unit: false });
      run.push(row);
    } else if (run.length && isContinuation(line)) {
      // The end of the last row's description, wrapped onto its own line ("100 UN.").
      const last = run[run.length - 1];
      last.description = `${last.description} ${line.text.replace(RULE_CHARS, ' ').replace(/\s+/g, ' ').trim()}`;
      last.lineIndexes.push(line.index);
    } else close();
  }
  close();
  return best;
}

function isContinuation(line: TextLine): boolean {
  return line.text.length <= 30 && !line.text.includes('\t') && !/:/.test(line.text) && !STOP_LINE.test(line.key) && !PAGE_NOISE.test(line.key) && /[A-Za-zÀ-ÿ0-9]/.test(line.text);
}
