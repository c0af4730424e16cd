import Decimal from 'decimal.js';
import { DraftData, DraftLine, ReadDocument, TemplateHints } from '../../document.types';
import { detectNumberStyle, type NumberStyle } from './amounts';
import { readCurrency, readDocumentDate, readReference, readServicePeriod } from './header-fields';
import { readTable, TableRow, withoutZeroRows } from './line-table';
import { findReceiverLabel, issuerIdentity, readReceiver, receiverBlockAtFoot } from './receiver-block';
import { footRate, readTotals, TotalsBlock, withoutOtherTaxes } from './totals-block';
import { conditionFitsLetter, printedVoucherLetter } from './voucher-letter';
import { parseCondicionIva } from './identifiers';
import { fold, toLines, type TextLine } from './text-lines';
import { withLayout } from '../layout/layout-extractor';
import { buildLayout, oneCopyPerPage } from '../../layout/document-layout';

export interface RulesExtraction {
  data: DraftData;
  /** Confidence 0..1 per field: "receiver.name", "receiver.docNumber", "documentDate", "lines", "lines[3]", ... */
  fieldConfidence: Record<string, number>;
  /** Where things came from and what was guessed, for the draft's audit trail. */
  notes: string[];
  /** A receiver CUIT read but refused (wrong check digit): its digits. */
  invalidReceiverDoc?: string | null;
  /** Perceptions and other taxes the printed total held beyond the lines and their VAT (the draft leaves them out). */
  otherTaxesLeftOut?: number | null;
}

export const money = (rows: TableRow[]): Decimal =>
  rows.reduce((sum, r) => sum.plus(r.amount !== null ? new Decimal(r.amount) : new Decimal(r.quantity ?? 0).times(r.unitPrice ?? 0).toDecimalPlaces(2)), new Decimal(0));

export function near(a: Decimal, b: number | null, tolerance = 0.02): boolean {
  return b !== null && a.minus(b).abs().lte(tolerance);
}

/** VAT the foot would add to `rows` priced without VAT, per rate (round2 per rate, as the documents do). */
export function vatOf(rows: TableRow[], fallbackRate: number | null): Decimal {
  const byRate = new Map<number, Decimal>();
  for (const r of rows) {
    const rate = r.ivaRate ?? fallbackRate;
    if (rate === null) continue;
    const net = r.amount !== null ? new Decimal(r.amount) : new Decimal(r.quantity ?? 0).times(r.unitPrice ?? 0).toDecimalPlaces(2);
    byRate.set(rate, (byRate.get(rate) ?? new Decimal(0)).plus(net));
  }
  return [...byRate.entries()].reduce((sum, [rate, net]) => sum.plus(net.times(rate).dividedBy(100).toDecimalPlaces(2)), new Decimal(0));
}

/**
 * Whether the printed prices include VAT, from the document's own arithmetic first (lines = total -> yes;
 * lines + VAT at the foot = total -> no), then from its wording ("IVA contenido", "precios netos").
 */
export function pricesIncludeIva(rows: TableRow[], totals: TotalsBlock, text: string): { value: boolean | null; confidence: number } {
  const sum = money(rows);
  const footVat = totals.vat.reduce((s, v) => s.plus(v.amount), new Decimal(0));
  const singleRate = totals.vat.length === 1 ? totals.vat[0].rate : null;
  if (rows.length && totals.total !== null) {
    if (totals.vat.length && near(sum.plus(footVat), totals.total)) return { value: false, confidence: 0.97 };
    if (near(sum.plus(vatOf(rows, singleRate)), totals.total) && !near(sum, totals.total)) return { value: false, confidence: 0.9 };
    if (near(sum, totals.total)) return { value: totals.vat.length && !totals.vatIncludedMarker ? null : true, confidence: 0.9 };
  }
  if (totals.vatIncludedMarker) return { value: true, confidence: 0.8 };
  const t = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  if (/PRECIOS? (UNITARIOS? )?NETOS|SIN IVA|\+ ?IVA|MAS IVA|NO INCLUYEN? (EL )?IVA|IVA NO INCLUIDO/.test(t)) return { value: false, confidence: 0.7 };
  if (/IVA INCLUIDO|PRECIOS? FINALES|CON IVA|INCLUYEN? (EL )?IVA/.test(t)) return { value: true, confidence: 0.7 };
  return { value: null, confidence: 0 };
}

/**
 * Offline, deterministic extraction of a sale from a document's text (text layer or OCR): receiver block,
 * date, reference, service period, currency, line table and totals. Never throws on odd input: what it cannot
 * find stays null with confidence 0, and review turns that into issues.
 */
export function extractWithRules(given: ReadDocument, hints: TemplateHints = {}): RulesExtraction {
  if (!given.pages.some((p) => p.geometry || 'words' in p)) {
    const { data, fieldConfidence, notes, invalidReceiverDoc, otherTaxesLeftOut, reading } = extractFromText(given, hints);
    return withReceiverChecks(reading.lines, { data, fieldConfidence, notes, invalidReceiverDoc, otherTaxesLeftOut });
  }
  // Copies of one voucher (ORIGINAL / DUPLICADO / TRIPLICADO), on pages of their own or side by side on one page,
  // are read once by every reader.
  const { doc: oneCopy, twoUpPages } = oneCopyPerPage(given);
  const doc = oneCopy;
  const layout = buildLayout(doc);
  const pages = doc.pages.filter((p) => !layout.repeatedPages.includes(p.number));
  const once = pages.length === doc.pages.length ? doc : { ...doc, pages, text: pages.map((p) => p.text).join('\n\f\n') };
  const { reading, ...fromText } = extractFromText(once, hints);
  // The layout readers keep the text rules' notes; the refused CUIT is carried over the same way.
  const extraction = withLayout(once, hints, fromText, reading, layout);
  if (twoUpPages.length) extraction.notes.push(`page(s) ${twoUpPages.join(', ')} hold two copies side by side: the left one was read`);
  return withReceiverChecks(reading.lines, { ...extraction, invalidReceiverDoc: fromText.invalidReceiverDoc });
}

/** The cross-checks that doubt a customer read (its condition against the printed letter, its name, a missed condition). */
function withReceiverChecks(lines: readonly TextLine[], extraction: RulesExtraction): RulesExtraction {
  return withConditionCheck(lines, withNameCheck(withLetterCheck(lines, extraction)));
}

/**
 * A customer's VAT condition not read, on a document that names conditions on more lines than the letterhead's one:
 * the readers missed it (its confidence 0, a note says so). On one that names none beyond the issuer's, there was
 * nothing to read: its confidence is 1, so the draft is not doubted for it.
 */
function withConditionCheck(lines: readonly TextLine[], extraction: RulesExtraction): RulesExtraction {
  if (extraction.data.receiver.condicionIva !== null && extraction.data.receiver.condicionIva !== undefined) return extraction;
  // Lines that name a condition: not a sentence about the issuer ("Comprobante emitido por un Responsable
  // Monotributo: no discrimina IVA."), not a row of conditions to tick that marks none.
  const captionWords = /\b(?:condici[oó]n|frente|al|ante|el|la|iva|responsable|inscripto|monotributo|monotributista|consumidor|final|sujeto|exento|de)\b/giu;
  const sentence = (text: string) => (text.replace(captionWords, ' ').match(/(?:^|\s)\p{Ll}{2,}/gu) ?? []).length >= 3;
  const named = lines.filter((l) => !sentence(l.text) && parseCondicionIva(l.text) !== null).length;
  const missed = named >= 2;
  return {
    ...extraction,
    fieldConfidence: { ...extraction.fieldConfidence, 'receiver.condicionIva': missed ? 0 : 1 },
    notes: missed ? [...extraction.notes, `receiver condition not read, though ${named} lines name VAT conditions`] : extraction.notes,
  };
}

/** Places a customer's name may be confused with: provinces and their capitals, the largest cities. */
const LOCALITY = /^(BUENOS AIRES|CABA|CIUDAD AUTONOMA( DE BUENOS AIRES)?|CORDOBA|SANTA FE|ROSARIO|MENDOZA|TUCUMAN|SAN MIGUEL DE TUCUMAN|SALTA|JUJUY|SAN SALVADOR DE JUJUY|NEUQUEN|PARANA|ENTRE RIOS|BAHIA BLANCA|MAR DEL PLATA|LA PLATA|SANTA ROSA|RESISTENCIA|CORRIENTES|POSADAS|SAN JUAN|SAN LUIS|CATAMARCA|LA RIOJA|SANTIAGO DEL ESTERO|RIO GALLEGOS|USHUAIA|RAWSON|VIEDMA|FORMOSA|COMODORO RIVADAVIA)\b/;

/**
 * Why a customer's name read is no likely name, or null: it opens in lower case ("de Pendiente", "es": the end of
 * another line), has fewer than four letters, holds a postal code ("Urquiza 3649 (S2000) Rosario"), is a place
 * ("Rosario, Santa Fe") or an address of the web ("ventas@…", "…obreventas.com").
 */
export function doubtfulName(name: string): string | null {
  const text = name.trim();
  if (/^\p{Ll}/u.test(text)) return 'it opens in lower case';
  if ((text.match(/\p{L}/gu) ?? []).length < 4) return 'it is too short';
  if (/\([A-Z]?\d{4}[A-Z]{0,3}\)|\b[A-Z]\d{4}[A-Z]{3}\b/.test(text)) return 'it holds a postal code';
  // The address alone, not a company named by its site ("Despegar.com Argentina S.R.L.").
  if (/^\S+@\S+$|^(?:www\.)?\S+\.(?:com|net|org|gob)(?:\.ar)?$/i.test(text)) return 'it is an e-mail or web address';
  const key = fold(text).replace(/\s+/g, ' ');
  if (LOCALITY.test(key) && (/,/.test(key) || key.replace(LOCALITY, '').trim() === '')) return 'it is a place';
  return null;
}

/** A customer's name that is no likely name is doubted, for the reviewer to check. */
function withNameCheck(extraction: RulesExtraction): RulesExtraction {
  const name = extraction.data.receiver.name;
  const why = name ? doubtfulName(name) : null;
  if (!why) return extraction;
  return {
    ...extraction,
    fieldConfidence: { ...extraction.fieldConfidence, 'receiver.name': Math.min(extraction.fieldConfidence['receiver.name'] ?? 1, 0.45) },
    notes: [...extraction.notes, `receiver name "${name}" doubted: ${why}`],
  };
}

/**
 * The customer's condition checked against the letter the document prints ("FACTURA B", "COD. 01"): one that cannot
 * go with it (a Responsable Inscripto on a B, a final consumer on an A) is doubted, for the reviewer to check.
 */
function withLetterCheck(lines: readonly TextLine[], extraction: RulesExtraction): RulesExtraction {
  const condition = extraction.data.receiver.condicionIva;
  if (condition === null || condition === undefined) return extraction;
  const letter = printedVoucherLetter(lines);
  if (letter === null || conditionFitsLetter(letter, condition)) return extraction;
  return {
    ...extraction,
    fieldConfidence: { ...extraction.fieldConfidence, 'receiver.condicionIva': Math.min(extraction.fieldConfidence['receiver.condicionIva'] ?? 1, 0.4) },
    notes: [...extraction.notes, `receiver condition ${condition} does not go with the printed letter ${letter}`],
  };
}

/** What the text rules read beside the draft data, for the layout readers' cross-checks. */
export interface TextReading {
  rows: TableRow[];
  totals: TotalsBlock;
  style: NumberStyle;
  fullText: string;
  /** The document's text lines, as the rules read them (the receiver checks read them again). */
  lines: TextLine[];
}

/** The text-line rules alone (documents without positions: text sent through the API). */
export function extractFromText(doc: ReadDocument, hints: TemplateHints = {}): RulesExtraction & { reading: TextReading } {
  const notes: string[] = [];
  const fieldConfidence: Record<string, number> = {};
  const pages = doc.pages.length ? doc.pages : [{ number: 1, text: doc.text }];
  const lines = toLines(pages);
  const fullText = pages.map((p) => p.text).join('\n');
  const style = detectNumberStyle(fullText);

  const table = readTable(lines, style);
  const { header } = table;
  const rows = withoutZeroRows(table.rows);
  const tableAt = header ? header.lineIndex : rows.length ? rows[0].lineIndexes[0] : null;
  const headEnd = tableAt ?? lines.length;
  // The customer's block under the items (a delivery note's "DESTINATARIO" at its foot) when none is above them.
  const footLabel = findReceiverLabel(lines.slice(0, headEnd)) === null && tableAt !== null ? receiverBlockAtFoot(lines, headEnd) : null;
  const labelAt = footLabel ?? findReceiverLabel(lines.slice(0, headEnd));
  const issuer = issuerIdentity(lines, hints, labelAt);
  const receiverResult = readReceiver(lines, issuer, labelAt, footLabel !== null ? null : tableAt);
  notes.push(...receiverResult.notes);
  fieldConfidence['receiver.name'] = receiverResult.confidence.name;
  fieldConfidence['receiver.docNumber'] = receiverResult.confidence.docNumber;
  fieldConfidence['receiver.condicionIva'] = receiverResult.confidence.condicionIva;

  const date = readDocumentDate(lines, headEnd);
  const reference = readReference(lines, headEnd);
  const period = readServicePeriod(lines);
  const lastRowLine = rows.length ? Math.max(...rows[rows.length - 1].lineIndexes) + 1 : headEnd;
  const totals = readTotals(lines, style, lastRowLine);
  const currency = readCurrency(lines, totals.totalLine, rows.map((r) => r.currencyMarker));
  fieldConfidence.documentDate = date?.confidence ?? 0;
  fieldConfidence.reference = reference?.confidence ?? 0;
  fieldConfidence.currency = currency.confidence;
  if (period) fieldConfidence.servicePeriod = period.confidence;

  const singleFootRate = footRate(totals);
  const draftLines: DraftLine[] = rows.map((r, i) => {
    fieldConfidence[`lines[${i}]`] = r.validated ? 0.95 : r.unitPrice === null && r.amount === null ? 0.8 : 0.55;
    return {
      description: r.description,
      quantity: r.quantity ?? 1,
      unitPrice: r.unitPrice,
      ivaRate: r.ivaRate ?? singleFootRate,
    };
  });
  const priced = rows.filter((r) => r.unitPrice !== null);
  const lineScores = rows.map((_, i) => fieldConfidence[`lines[${i}]`]);
  fieldConfidence.lines = rows.length ? Math.min(...lineScores) : 0;

  let documentTotal: number | null = totals.total;
  let otherTaxesLeftOut: number | null = null;
  if (documentTotal !== null) {
    const sum = money(rows);
    const computed = [sum, sum.plus(totals.vat.reduce((s, v) => s.plus(v.amount), new Decimal(0))), sum.plus(vatOf(rows, singleFootRate))];
    const allPriced = rows.length > 0 && priced.length === rows.length;
    let consistent = allPriced && computed.some((c) => near(c, documentTotal));
    // Perceptions and other taxes the total holds are not the draft's: its total is what its lines come to.
    const held = allPriced && !consistent ? withoutOtherTaxes(documentTotal, computed, totals.otherTaxes) : null;
    if (held) {
      notes.push(held.note);
      documentTotal = held.total;
      otherTaxesLeftOut = held.otherTaxes;
      consistent = true;
    }
    fieldConfidence.documentTotal = consistent ? 0.97 : 0.6;
    if (!consistent) notes.push('printed total does not match the lines read');
  } else fieldConfidence.documentTotal = 0;
  const includes = pricesIncludeIva(priced.length === rows.length ? rows : [], { ...totals, total: documentTotal }, fullText);
  fieldConfidence.pricesIncludeIva = includes.confidence;
  if (!header) notes.push(rows.length ? 'no table header found: rows read from quantity x price = amount' : 'no line table found');

  const data: DraftData = {
    lines: draftLines,
    receiver: receiverResult.receiver,
    concepto: null,
    serviceFrom: period?.value.from ?? null,
    serviceTo: period?.value.to ?? null,
    documentDate: date?.value ?? null,
    pricesIncludeIva: includes.value,
    documentTotal,
    currency: currency.value,
    reference: reference?.value ?? null,
  };
  return { data, fieldConfidence, notes, invalidReceiverDoc: receiverResult.invalidDoc, otherTaxesLeftOut, reading: { rows, totals, style, fullText, lines } };
}
