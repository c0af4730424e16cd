import { isValidCuit } from '../../../common/cuit';
import { fixOcrDigits, fold } from './text-lines';

export interface FoundCuit {
  digits: string;
  start: number;
  end: number;
  /** "CUIL" when the label before the number says so, else "CUIT". */
  docType: 'CUIT' | 'CUIL';
}

// Also with the middle eight digits grouped by dots ("30-54.187.424-7"), the parts set apart by slashes, or the
// hyphens set apart by spaces ("27 - 39270468 - 5"), or in cells of their own where a scan's hyphens were lost
// between them ("33<TAB>87391998<TAB>7").
const CUIT_SHAPE = /(?<![\dA-Za-z])([0-9OIl]{2})(?: ?[./-] ?| |\t)?([0-9OIl]{2}\.[0-9OIl]{3}\.[0-9OIl]{3}|[0-9OIl]{8})(?: ?[./-] ?| |\t)?([0-9OIl])(?![\dA-Za-z])/g;

/** CUIT/CUIL numbers with a valid check digit, with or without hyphens (OCR O/l for 0/1 tolerated). */
export function findCuits(text: string): FoundCuit[] {
  const out: FoundCuit[] = [];
  for (const m of text.matchAll(CUIT_SHAPE)) {
    const digits = fixOcrDigits(`${m[1]}${m[2].replace(/\./g, '')}${m[3]}`);
    if (!/^\d{11}$/.test(digits) || !/^(20|23|24|27|30|33|34|50|51|55)/.test(digits) || !isValidCuit(digits)) continue;
    const start = m.index ?? 0;
    const before = fold(text.slice(Math.max(0, start - 12), start));
    // "CUIL: …" names a CUIL; "CUIT/CUIL: …" names either, and a company's number (30, 33, 34) is a CUIT.
    const cuil = /C\.?\s?U\.?\s?I\.?\s?L/.test(before) && (!/C\.?\s?U\.?\s?I\.?\s?T/.test(before) || /^2/.test(digits));
    out.push({ digits, start, end: start + m[0].length, docType: cuil ? 'CUIL' : 'CUIT' });
  }
  return out;
}

/** A CUIT-shaped number whose check digit fails (OCR or typing error), for invalid_receiver_doc. */
export function findInvalidCuit(text: string): string | null {
  const m = /C\.?\s?U\.?\s?I\.?\s?[TL]\.?\s*(?:N[º°o]\.?)?\s*:?\s*([0-9OIl]{2}[ .-]?[0-9OIl]{8}[ .-]?[0-9OIl])(?!\d)/i.exec(text);
  if (!m) return null;
  const digits = fixOcrDigits(m[1].replace(/[ .-]/g, ''));
  return /^\d{11}$/.test(digits) && !isValidCuit(digits) ? digits : null;
}

/** A DNI written after its label: "DNI 34.989.752", "D.N.I.: 34989752". */
export function findDni(text: string): string | null {
  // "D.N.I." with the I read as | or 1 by OCR.
  // The thousands dots as OCR may read them: commas, colons.
  // "DN 36.096.305": its "I" lost to the OCR, the number's dots still say what it is.
  const m =
    /D\.?\s?N\.?\s?[I|1l]\.?\s*(?:N[º°o]\.?)?\s*:?\s*([0-9OIl]{1,2}[.,:;\s]?[0-9OIl]{3}[.,:;\s]?[0-9OIl]{3})(?![\d])/i.exec(text) ??
    /(?<![A-Za-z])DN\s*:?\s+(\d{1,2}\.\d{3}\.\d{3})(?![\d.])/.exec(text);
  if (!m) return null;
  const digits = fixOcrDigits(m[1].replace(/[.,:;\s]/g, ''));
  return /^\d{7,8}$/.test(digits) ? digits : null;
}

/**
 * VAT condition phrase -> tax-authority code (1 RI, 4 Exento, 5 Consumidor Final, 6 Monotributo,
 * 7 Sujeto no categorizado, 15 IVA no alcanzado). Abbreviations as printed by billing systems.
 */
/**
 * A pre-printed form's row of every condition to tick ("Resp. Inscripto  Exento  Cons. Final  Monotributo"): the
 * text alone does not say which one applies.
 */
export function conditionsToTick(text: string): boolean {
  return conditionsNamed(text) >= 3;
}

/** How many different VAT conditions a text names. */
function conditionsNamed(text: string): number {
  const t = fold(text).replace(/\s+/g, ' ');
  return [/MONOTRIB/, /CONSUMIDOR FINAL|CONS\.? ?FINAL/, /EXENTO/, /INSCRIPTO|RESP\.? ?INSC/].filter((c) => c.test(t)).length;
}

/** A tick mark before a form's choice: "X", "[X]", "(X)", "☒", "✓", "✔", "■". */
const TICK = /^(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[xX☒✓✔■])$/;

/**
 * The condition a form's row of conditions marks ("I.V.A.:  X Resp. Inscripto   Exento   Cons. Final   Monotributo"):
 * the one right after its only tick mark. Null when the row marks none, or more than one.
 */
export function tickedCondition(text: string): number | null {
  const tokens = text.replace(/([\]\)])(?=\S)/g, '$1 ').replace(/([[(])\s+([\])])/g, '$1$2').split(/\s+/).filter(Boolean);
  const ticked = tokens.flatMap((token, i) => (TICK.test(token) ? [i] : []));
  if (ticked.length !== 1) return null;
  // Boxes after their choices ("Exento [ ]  Monotributo [X]") when the row ends with one and does not open with one.
  const box = (token: string) => TICK.test(token) || /^[[(]\s*[\])]$|^[☐□]$/.test(token);
  const after = box(tokens.at(-1)!) && !box(tokens[0]!);
  // The shortest run of words beside the mark that names a condition ("Resp." alone does not; "Resp. Inscripto" does).
  for (let n = 1; n <= 3; n++) {
    const at = ticked[0]!;
    const choice = after ? tokens.slice(Math.max(0, at - n), at) : tokens.slice(at + 1, at + 1 + n);
    if (choice.length < n) break;
    const code = parseCondicionIva(choice.join(' '));
    if (code !== null) return code;
  }
  return null;
}

export function parseCondicionIva(text: string): number | null {
  const t = fold(text).replace(/\s+/g, ' ');
  // A row of conditions to tick, also when the OCR lost some of its words ("[x] Inscripto  [ ]  [ ] Final  [ ] Monotributo").
  if (conditionsToTick(text) || (conditionsNamed(text) >= 2 && /(^|\s)(\[\s*[xX✓✔]?\s*\]|\(\s*[xX✓✔]?\s*\)|[☐☒])(\s|$)/.test(text))) return tickedCondition(text);
  // The tax authority's other conditions by their names (RG 5616's list): before the plain monotributo they contain.
  if (/MONOTRIBUT\w* SOCIAL/.test(t)) return 13;
  if (/TRABAJADOR INDEPENDIENTE PROMOVIDO/.test(t)) return 16;
  if (/IVA LIBERADO|LEY (N\W{0,2} ?)?19\.?640/.test(t)) return 10;
  if (/PROVEEDOR DEL EXTERIOR/.test(t)) return 8;
  if (/CLIENTE DEL EXTERIOR/.test(t)) return 9;
  if (/MONOTRIBUT|MONOTRIB|\bMONOT\b|R\.?\s?MONOT|REG(IMEN)?\.? SIMPLIFICADO/.test(t)) return 6;
  // The abbreviations ERPs print in a narrow "Cat. IVA" column: MT / RM (monotributo), EX (exento).
  if (/^(IVA )?(M\.? ?T|R\.? ?M|MONO)\.?$/.test(t.trim())) return 6;
  if (/^(IVA )?E\.? ?X\.?$/.test(t.trim())) return 4;
  // Also with its first letters lost to a crease or a shadow ("onsumidor Final", "a onsumidor F Fina").
  if (/CONSUMIDOR FINAL|CONS[.:;,]? ?FINAL|\bC\. ?FINAL\b|\bCONS\.? ?FIN\b|\bC\.? ?F\.?$|O?NSUMIDOR F/.test(t)) return 5;
  if (/NO ALCANZADO/.test(t)) return 15;
  if (/NO CATEGORIZADO/.test(t)) return 7;
  if (/EXENTO|\bEXENTA\b|\bIVA EX\b/.test(t)) return 4;
  if (/INSCRIPTO|INSCRIPT|\bRESP\.? ?INSC|\bR[.,]{0,2} ?INSCR?\b|\bR\.? ?I\.?$|\bRI\b/.test(t)) return 1;
  // "R.I." as OCR reads it ("RL.", "R.1", "R-I."); not the "R.L." of a company name (preceded by "S.").
  if (/(?:^|[\s:])R[.-]? ?[IL1|]\.?$/.test(t)) return 1;
  // A word the OCR split ("Consum idor or Final", "Respon sable Inscri pto"): the phrase with its blanks out.
  const joined = t.replace(/[\s.]/g, '');
  if (/CONSUMIDOR(OR)?FINAL|CONSUMIDOR.{0,3}FINAL/.test(joined)) return 5;
  if (/MONOTRIBUT/.test(joined)) return 6;
  if (/RESPONSABLEINSCRIPTO|RESPINSCRIPTO/.test(joined)) return 1;
  if (/IVAEXENTO|SUJETOEXENTO/.test(joined)) return 4;
  return null;
}
