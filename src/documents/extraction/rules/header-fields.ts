import { findCuits } from './identifiers';
import { currencyOf, CurrencyCode } from './amounts';
import { findDates, parseDaysOfMonth, parseMonthPeriod } from './dates';
import { fold, TextLine } from './text-lines';

export interface Found<T> {
  value: T;
  confidence: number;
  line: number;
}

const DATE_LABEL = /\bFECHA\b(?! ?(DE ?)?(VENC|VTO|ENTREGA|NAC|INICIO|PAGO|IMPRESION))/;
/** Labels of dates that are not the document's (start of activities, due dates, periods, validity, CAI/CAE expiry). */
export const NOT_DOCUMENT_DATE = /INICIO|ACT\.|ACTIVIDAD|VENC|VTO|VENCE|PERIODO|DESDE|HASTA|VALIDEZ|VALIDO HASTA|ENTREGA|NACIMIENTO|\bDEL\b.*\bAL\b|CAI|CAE/;

/** The document's date: labelled "Fecha" (same or next line), else the first unlabelled date of the header. */
export function readDocumentDate(lines: TextLine[], headerEnd: number): Found<string> | null {
  for (const line of lines.slice(0, headerEnd)) {
    if (!DATE_LABEL.test(line.key)) continue;
    const after = line.text.slice(Math.max(0, line.key.search(DATE_LABEL)));
    const here = findDates(after);
    if (here.length) return { value: here[0].iso, confidence: 0.95, line: line.index };
    const next = lines[line.index + 1];
    const there = next ? findDates(next.text) : [];
    if (there.length && there[0].start < 3) return { value: there[0].iso, confidence: 0.9, line: next.index };
    // A row of labels over a row of values ("NUMERO<TAB>FECHA<TAB>VENDEDOR"): the value in the label's cell.
    const labels = line.text.split('\t');
    const values = next?.text.split('\t') ?? [];
    const cell = labels.findIndex((label) => DATE_LABEL.test(fold(label)));
    if (labels.length >= 2 && values.length === labels.length && cell >= 0) {
      const below = findDates(values[cell]);
      if (below.length) return { value: below[0].iso, confidence: 0.85, line: next!.index };
    }
  }
  for (const line of lines.slice(0, headerEnd)) {
    // Judged per cell: "Contado contra entrega" in the next column does not make the date a delivery date.
    const cells = line.text.split('\t');
    for (const [i, cell] of cells.entries()) {
      // The cell and the one before it, which may hold its label ("Vto.<TAB>01/12/2026").
      if (NOT_DOCUMENT_DATE.test(fold(`${cells[i - 1] ?? ''} ${cell}`).replace(/\s+/g, ' '))) continue;
      const dates = findDates(cell);
      if (dates.length) return { value: dates[0].iso, confidence: 0.75, line: line.index };
    }
  }
  return null;
}

// Labels of the document's own number, strongest first; "Ref. pedido" / OC are the customer's numbers.
const OWN_NUMBER =
  /(?:^|[\s:])(?:(?:REMITO|PRESUPUESTO|PROFORMA|COTIZACION|PEDIDO|NOTA DE PEDIDO|ORDEN DE COMPRA|COMPROBANTE)\s*)?(?:N\.? ?[O°](?![A-Z])\.?|N[EQ](?= ?[\dO])|N\.? ?[*?](?= ?[\dO])|N\.2(?= [\dO]{4,5}-[\dO]{8}(?![\d]))|NRO\.?|NUM\.?|NUMERO|NRO\. ?DE ?COMPROBANTE)(?:\s+DE\s+\w+)?\s*:?\s*([A-Z]{1,4}-|[A-Z] )?([\dOIL][\dOIL/-]*[\dOIL]|\d)(?![\d.,])/;
const DOC_TYPE_NUMBER = /^(?:REMITO|PRESUPUESTO|PROFORMA|COTIZACION)\s*:?\s*([A-Z]{1,4}-|[A-Z] )?(\d{1,5}-\d{3,8}|\d[\d/-]*\d)(?![\d.,])/;
const OTHER_REFERENCE = /(?:REF\.? ?PEDIDO|PEDIDO|O\.? ?C\.?|ORDEN DE COMPRA|NOTA DE PEDIDO)\s*(?:N\.? ?[O°]\.?|NRO\.?)?\s*:?\s*([A-Z]{1,4}-)?(\d[\d/-]*\d|\d)(?![\d.,])/;
const NOT_REFERENCE = /C\.?U\.?I\.?[TL]|I\.?I\.?B\.?B|ING\.? ?BRUTOS|TEL|CLIENTE N|CUENTA|\bCTA\.? ?N|\bCAI\b|\bCAE\b|HOJA|PAG\.|D\.?N\.?I|CBU|ALIAS/;

/** The document's own number as printed ("0003-00012345", "PV-0002-00052624", "1526/26"), without its label. */
export function readReference(lines: TextLine[], headerEnd: number): Found<string> | null {
  const head = lines.slice(0, headerEnd);
  for (const line of head) {
    if (NOT_REFERENCE.test(line.key)) continue;
    const m = OWN_NUMBER.exec(line.key) ?? DOC_TYPE_NUMBER.exec(line.key);
    if (m && /\d/.test(m[2]) && !/^REF/.test(line.key)) {
      // "O.C. Nº 4501237", "Pedido Nº …": the number of an order, the document's own only when it is that order.
      const ofAnOrder = /(O\.? ?C\.?|PEDIDO|ORDEN DE COMPRA)\s*$/.test(line.key.slice(0, m.index + m[0].search(/N|NRO|NUM/)).trim()) || /^\s*(PEDIDO|ORDEN|NOTA DE PEDIDO)/.test(m[0]);
      const value = `${m[1] ?? ''}${ocrDigits(m[2])}`.trim();
      // A year alone ("N* V 2026" out of an OCR's noise) is more likely a date's part than a voucher's number.
      const yearOnly = /^(?:[A-Z]{1,4}[- ]?)?(?:19|20)\d{2}$/.test(value);
      return { value, confidence: ofAnOrder || yearOnly ? 0.6 : 0.9, line: line.index };
    }
    if (/^(N\.? ?[O°]\.?|NRO\.?|NUMERO)\s*:?$/.test(line.key)) {
      const next = lines[line.index + 1];
      const v = next && /^([A-Z]{1,4}-)?\d[\d/-]*\d$/.exec(next.key.split(/\s/)[0]);
      if (v) return { value: v[0], confidence: 0.85, line: next.index };
    }
  }
  for (const line of head) {
    const m = OTHER_REFERENCE.exec(line.key);
    if (m) return { value: `${m[1] ?? ''}${m[2]}`, confidence: 0.6, line: line.index };
  }
  // A voucher's number printed without a label, alone in its cell ("0003-00001234" under "FACTURA A"): the point
  // of sale's four or five digits and the eight of the number are no other number's shape.
  for (const line of head) {
    const number = line.text.split('\t').map((c) => c.trim()).find((c) => VOUCHER_NUMBER.test(c));
    if (number) return { value: number.replace(/\s/g, ''), confidence: 0.6, line: line.index };
  }
  // Labels lost (light letter-spaced headings OCR skipped): a number in its own cell beside the document's date
  // ("1337/26<TAB>2026-11-19<TAB>15 - TOLOSA"). Low confidence: review shows it. Never a CUIT.
  for (const line of head) {
    const cells = line.text.split('\t').map((c) => c.trim());
    if (cells.length < 2 || NOT_REFERENCE.test(line.key) || !cells.some((c) => isWholeDate(c))) continue;
    const number = cells.find((c) => UNLABELLED_NUMBER.test(c) && !isWholeDate(c) && findCuits(c).length === 0);
    if (number) return { value: number, confidence: 0.5, line: line.index };
  }
  return null;
}

const UNLABELLED_NUMBER = /^(?:[A-Z]{1,4}-)?\d{1,6}(?:[/-]\d{1,8})+$/;
const VOUCHER_NUMBER = /^\d{4,5}\s?-\s?\d{8}$/;

function isWholeDate(cell: string): boolean {
  const dates = findDates(cell);
  return dates.length === 1 && dates[0].start === 0 && cell.replace(/\s/g, '').length <= 12;
}

/** In a number read from the upper-cased key, O is 0 and I / L are 1 (OCR). */
function ocrDigits(value: string): string {
  return value.replace(/O/g, '0').replace(/[IL]/g, '1');
}

const PERIOD_LABEL = /PERIODO|SERVICIOS? PRESTADOS?|PRESTACION|ABONO|DESDE|\bDEL\b.*\bAL\b|MES DE|MES (LIQUIDADO|FACTURADO|ABONADO)|LIQUIDACION MES/;
// The labels that name a month alone ("Período: octubre 2026", "Mes liquidado: 10/2026").
const MONTH_LABEL = /PERIODO|MES DE|MES (LIQUIDADO|FACTURADO|ABONADO)|LIQUIDACION MES/;

/** Service period: "Período: 01/10/2026 al 31/10/2026", "Servicios prestados del ... al ...", "Período: octubre 2026". */
export function readServicePeriod(lines: TextLine[]): Found<{ from: string; to: string }> | null {
  for (const line of lines) {
    if (!PERIOD_LABEL.test(line.key)) continue;
    const text = line.text + (lines[line.index + 1] && findDates(line.text).length === 1 ? ` ${lines[line.index + 1].text}` : '');
    const dates = findDates(text);
    if (dates.length >= 2) {
      const [a, b] = [dates[0].iso, dates[1].iso].sort();
      return { value: { from: a, to: b }, confidence: 0.9, line: line.index };
    }
    const afterLabel = line.text.replace(/^.*?(per[ií]odo|mes de|mes liquidado|mes facturado|mes abonado|liquidaci[oó]n mes)\s*:?/i, '');
    // Days of one month, the month named once ("del 1° al 31 de octubre de 2026"), read as one date and a day.
    const days = dates.length === 1 && MONTH_LABEL.test(line.key) ? parseDaysOfMonth(afterLabel) : null;
    if (days) return { value: days, confidence: 0.85, line: line.index };
    if (MONTH_LABEL.test(line.key) && dates.length === 0) {
      const month = parseMonthPeriod(afterLabel);
      if (month) return { value: month, confidence: 0.75, line: line.index };
    }
  }
  const from = lines.find((l) => /^DESDE\b|FECHA DESDE/.test(l.key) && findDates(l.text).length === 1);
  const to = lines.find((l) => /^HASTA\b|FECHA HASTA/.test(l.key) && findDates(l.text).length === 1);
  if (from && to) {
    return { value: { from: findDates(from.text)[0].iso, to: findDates(to.text)[0].iso }, confidence: 0.8, line: from.index };
  }
  // The month written into a description, also across a wrap: "Honorarios … correspondientes al mes / de octubre de 2026".
  for (const line of lines) {
    const next = lines[line.index + 1];
    // Without the money cells: the amount printed beside the wrapped phrase sits between its two halves.
    const words = (l: TextLine) => l.text.split('\t').filter((cell) => !/^\s*(\$|U\$S|USD)?\s*[\d.,]+\s*$/.test(cell)).join(' ');
    const text = fold(`${words(line)} ${next && next.page === line.page ? words(next) : ''}`).replace(/\s+/g, ' ');
    const m = MONTH_IN_TEXT.exec(text);
    const month = m ? parseMonthPeriod(`${m[1]} ${m[2]}`) : null;
    if (month) return { value: month, confidence: 0.7, line: line.index };
  }
  return null;
}

/** "correspondiente(s) al mes de octubre de 2026", "por el período noviembre 2026", "del mes de oct/2026". */
const MONTH_IN_TEXT = /\b(?:CORRESPONDIENTES? (?:AL|A|DEL)|POR EL|DEL|AL) (?:MES|PERIODO)(?: DE)? ([A-Z]{3,10})\.?(?: DE(?:L)?|\/|-)? ?((?:19|20)\d{2})\b/;

/**
 * Currency: a "Moneda:" line wins; then the total line's marker; then the markers written next to amounts
 * ("U$S 58,00" vs "$ 110.500,00"); pesos when nothing says otherwise.
 */
export function readCurrency(lines: TextLine[], totalLine: number | null, rowMarkers: Array<string | null>): Found<CurrencyCode> {
  for (const line of lines) {
    // At the start of a line, or with its colon beside another column's text ("C.U.I.T. … Moneda: Dólares").
    const m = /^(MONEDA|DIVISA|CURRENCY)\b\s*:?\s*(.*)$/.exec(line.key) ?? /\s(MONEDA|DIVISA|CURRENCY)\s*:\s*(.*)$/.exec(line.key);
    // "Tipo de cambio … divisa: $ 1.180,00" is an exchange rate, not the currency.
    if (m && !/CAMBIO|COTIZACION|EXCHANGE/.test(line.key.slice(0, m.index + 1))) {
      // A caption in two languages ("Currency / Moneda") with its value on the next line.
      const value = m[2]!.replace(/^[\s/|-]*(MONEDA|DIVISA|CURRENCY)\b\s*:?\s*/, '');
      const c = currencyOf(value || lines[line.index + 1]?.text || '');
      if (c) return { value: c, confidence: 0.95, line: line.index };
    }
  }
  const votes = new Map<CurrencyCode, number>();
  if (totalLine !== null) {
    const c = currencyOf(lines[totalLine].text.replace(/^\s*total/i, ''));
    if (c && c !== 'ARS') return { value: c, confidence: 0.9, line: totalLine };
    // The total in "$" is in pesos, whatever the rows print beside their prices (a customs broker's concepts quoted
    // in USD and billed at the day's rate); it also outweighs one row's stray sign (a "€" the OCR made of a smudge).
    if (c === 'ARS' && /\$/.test(lines[totalLine].text)) return { value: 'ARS', confidence: 0.85, line: totalLine };
    if (c === 'ARS') votes.set('ARS', 2);
  }
  // "Importes expresados en dólares estadounidenses", "Valores en US$", "Precios en USD": a sentence naming the currency
  // of the amounts, unless the total says pesos ("Precios en dólares: se facturan en pesos …" over a total in "$").
  for (const line of votes.has('ARS') ? [] : lines) {
    const m = /\b(?:IMPORTES|VALORES|PRECIOS|MONTOS|CIFRAS)\b(?: \w+){0,2}? (?:EXPRESADOS |INDICADOS |COTIZADOS )?EN (.{1,30})/.exec(line.key);
    const c = m ? currencyOf(m[1]!.split(/[.;,]/)[0]!) : null;
    if (c && c !== 'ARS') return { value: c, confidence: 0.9, line: line.index };
  }
  for (const marker of rowMarkers) {
    const c = marker ? currencyOf(marker) : null;
    if (c) votes.set(c, (votes.get(c) ?? 0) + 1);
  }
  for (const line of lines) {
    if (/^SON\b/.test(line.key)) {
      const c = currencyOf(line.text.replace(/^son/i, '').split(/\s+/).slice(0, 3).join(' '));
      if (c) votes.set(c, (votes.get(c) ?? 0) + 2);
    }
  }
  // A tie goes to pesos, what an Argentine document means unless it says otherwise.
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1] || Number(b[0] === 'ARS') - Number(a[0] === 'ARS'))[0];
  if (best) return { value: best[0], confidence: votes.size === 1 ? 0.85 : 0.6, line: -1 };
  // Pesos are what an Argentine document means when it names no currency; dollars are always marked (U$S, USD).
  if (totalLine !== null && /\$/.test(lines[totalLine].text)) return { value: 'ARS', confidence: 0.9, line: totalLine };
  return { value: 'ARS', confidence: 0.8, line: -1 };
}
