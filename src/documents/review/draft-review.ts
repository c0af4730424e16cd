import Decimal from 'decimal.js';
import { isPersonCuit, isSocietyName, isValidCuit } from '../../common/cuit';
import { moneyNumber } from '../../common/money';
import { DEFAULT_CONSUMER_FINAL_THRESHOLD, IssuerVatCondition, RECEIVER_CONSUMIDOR_FINAL, totalOfDraftLines, voucherLetterFor } from '../../invoicing/domain';
import { DraftData, DraftIssue, DraftLine, DraftReceiver, TemplateHints } from '../document.types';
import { ConfidenceInputs, draftConfidence } from './confidence';
import { DraftIssueCode, fieldLabel, formatMoney, issue } from './issue-codes';
import { listPriceAsDocument } from '../price-convention';
import { PriceMatcher } from './price-matcher';

export interface KnownDocument {
  reference: string | null;
  receiverDocNumber: string | null;
  total: number | null;
}

export interface ReviewContext {
  /** Today in Argentina, YYYY-MM-DD (passed in: review reads no clock). */
  today: string;
  /** Issuer VAT condition: 1 Responsable Inscripto, 6 Monotributo, 4 Exento; null when unknown. */
  issuerCondicionIva?: number | null;
  /** False when there is no issuing CUIT at all (the caller reports no_cuit). Default true. */
  issuerKnown?: boolean;
  /** Mean OCR word confidence 0..100 of the pages read by OCR; null for a text layer. */
  ocrConfidence?: number | null;
  /** The extractor's field confidences ("receiver.name", "lines[2]", ...). */
  fieldConfidence?: Record<string, number>;
  /** sha256 of the uploaded file and the hashes of the account's earlier documents. */
  fileHash?: string | null;
  knownHashes?: string[];
  /** Earlier drafts of the account, for "same reference + receiver + total". */
  knownDocuments?: KnownDocument[];
  /** False when the issuing step cannot obtain the exchange rate by itself (foreign currency). Default true. */
  exchangeRateAvailable?: boolean;
  /** A receiver CUIT the extractor read but refused (wrong check digit): its digits. */
  invalidReceiverDoc?: string | null;
  /** Perceptions and other taxes the document's printed total held beyond its lines and VAT. */
  otherTaxesLeftOut?: number | null;
}

export interface ReviewResult {
  data: DraftData;
  issues: DraftIssue[];
  confidence: number;
  voucherLetter: 'A' | 'B' | 'C' | null;
  /** What the confidence was computed from (field confidences after review, the total check), for the evaluation tools. */
  confidenceInputs: ConfidenceInputs;
}

const KNOWN_CURRENCIES = new Set(['ARS', 'USD', 'EUR', 'BRL']);
const LOW_OCR = 60;
const LOW_FIELD = 0.6;

/**
 * How far a printed total may be from ours and still be the same sum: we round each line's net and the VAT of
 * each rate half-even (TAXAUTH §3.5); a document that rounds VAT per line, or half-up at a half cent, lands a cent
 * or two away. A larger gap is a misread line or a missing one, and the draft waits for a person.
 */
const PRINTED_TOTAL_TOLERANCE = new Decimal('0.02');

function computeTotal(lines: DraftLine[], pricesIncludeIva: boolean): Decimal | null {
  if (!lines.length) return null;
  const total = totalOfDraftLines(lines, pricesIncludeIva);
  return total === null ? null : new Decimal(total);
}

const sameTotal = (computed: Decimal | null, printed: number): boolean => computed !== null && computed.minus(printed).abs().lte(PRINTED_TOTAL_TOLERANCE);

/** "0003-00015707" = "3-15707": runs of letters / digits, leading zeros dropped. */
function alnum(value: string | null | undefined): string {
  const runs = (value ?? '').toUpperCase().match(/[A-Z]+|\d+/g) ?? [];
  return runs.map((run) => run.replace(/^0+(?=\d)/, '')).join('-');
}

/** What the rules share: the draft as filled so far, the field confidences, and what earlier rules decided. */
export interface ReviewState {
  readonly data: DraftData;
  readonly hints: TemplateHints;
  readonly context: ReviewContext;
  readonly fields: Record<string, number>;
  /** Upper-cased currency, or null. */
  readonly currency: string | null;
  /** Per line without a price, how near the closest priceList entry came (the confidence uses it). */
  readonly missingPriceNearest: number[];
  /** The template's priceList as the matcher reads it (with learned aliases and rates); null without one. */
  readonly matcher: PriceMatcher | null;
  totalCheck: 'match' | 'mismatch' | 'none';
  /** The document printed no total: the draft's is the lines' sum, as sure as they are (no reading to doubt). */
  totalComputed?: boolean;
  voucherLetter: 'A' | 'B' | 'C' | null;
}

/**
 * One review rule: reads the state (a rule that fills a value, as the price list or the computed total, writes it
 * there for the rules after it) and answers the issues it finds. Rules run in `REVIEW_RULES` order, which is the
 * order of the issues.
 */
export type ReviewRule = (state: ReviewState) => DraftIssue[];

/**
 * Review of a draft against its template: fills what the template fixes, then runs the rules — prices lines from
 * the priceList, checks the document total, validates and lists issues (DESIGN.md §5.3), decides the voucher
 * letter — and scores the confidence. Pure: the same inputs give the same result.
 */
export function reviewDraft(input: DraftData, hints: TemplateHints, context: ReviewContext): ReviewResult {
  const state = withTemplateFacts(input, hints, context);
  const issues = REVIEW_RULES.flatMap((rule) => rule(state));
  const { data, fields, totalCheck, missingPriceNearest, voucherLetter } = state;
  const confidenceInputs: ConfidenceInputs = { fields: withUnidentifiedConsumer(data, fields), ocrConfidence: context.ocrConfidence ?? null, totalCheck, issues, missingPriceNearest };
  return { data, issues, confidence: draftConfidence(confidenceInputs), voucherLetter, confidenceInputs };
}

/**
 * A sale to an unidentified consumidor final prints no CUIT or DNI: no number is then the reading, as sure as the
 * receiver that says so ("Consumidor Final", condition 5). Whether it must be identified is the review's
 * `receiver_doc_required`, which lowers the confidence by itself.
 */
function withUnidentifiedConsumer(data: DraftData, fields: Record<string, number>): Record<string, number> {
  const r = data.receiver;
  const consumer = r.condicionIva === RECEIVER_CONSUMIDOR_FINAL || /^consumidor\s+final$/i.test((r.name ?? '').trim());
  if (r.docNumber || !consumer) return fields;
  const sure = Math.max(fields['receiver.name'] ?? 0, fields['receiver.condicionIva'] ?? 0);
  return { ...fields, 'receiver.docNumber': Math.max(fields['receiver.docNumber'] ?? 0, sure) };
}

/**
 * A voucher number printed the tax authority's way pads its point of sale (4–5 digits) and its number (8 digits)
 * with zeros: "0006-000496" is one that lost digits on the way (OCR, a cut cell), however sure its label.
 */
function withReferenceShape(data: DraftData, fields: Record<string, number>): Record<string, number> {
  const m = /^(?:[A-Z]\s*)?(0\d{3,4})\s*-\s*(\d+)$/.exec((data.reference ?? '').trim());
  if (!m || m[2]!.length === 8) return fields;
  return { ...fields, reference: Math.min(fields.reference ?? 1, 0.3) };
}

/**
 * A company's name (a society's type after it) with a person's CUIT (20, 23, 24, 27): one of the two is not the
 * customer's — most often the CUIT, a letterhead's or a contact's. The law gives a society a 30, 33 or 34 CUIT, so
 * the pair cannot both be right: both readings are less sure.
 */
function withSocietyCuit(data: DraftData, fields: Record<string, number>): Record<string, number> {
  const { name, docType, docNumber } = data.receiver;
  if (!name || docType !== 'CUIT' || !docNumber || !isPersonCuit(docNumber) || !isSocietyName(name)) return fields;
  return { ...fields, 'receiver.docNumber': Math.min(fields['receiver.docNumber'] ?? 1, 0.4), 'receiver.name': Math.min(fields['receiver.name'] ?? 1, 0.6) };
}

/** Template facts the document lacks (DESIGN.md §5.3: a template with receiver fields fixes the customer). */
function withTemplateFacts(input: DraftData, hints: TemplateHints, context: ReviewContext): ReviewState {
  const data: DraftData = { ...input, receiver: { ...input.receiver }, lines: input.lines.map((l) => ({ ...l })) };
  const fields: Record<string, number> = withSocietyCuit(input, withReferenceShape(input, { ...(context.fieldConfidence ?? {}) }));
  if (hints.receiverDocNumber || hints.receiverName) {
    data.receiver = {
      ...data.receiver,
      name: hints.receiverName ?? data.receiver.name,
      docType: hints.receiverDocType ?? data.receiver.docType ?? (hints.receiverDocNumber ? 'CUIT' : null),
      docNumber: hints.receiverDocNumber?.replace(/\D/g, '') ?? data.receiver.docNumber,
      condicionIva: hints.receiverCondicionIva ?? data.receiver.condicionIva,
      email: hints.receiverEmail ?? data.receiver.email,
    };
    if (hints.receiverName) fields['receiver.name'] = 1;
    if (hints.receiverDocNumber) fields['receiver.docNumber'] = 1;
  }
  data.concepto = data.concepto ?? hints.concepto ?? null;
  if (data.pricesIncludeIva === null || data.pricesIncludeIva === undefined) {
    data.pricesIncludeIva = hints.pricesIncludeIva ?? null;
    fields.pricesIncludeIva = hints.pricesIncludeIva !== null && hints.pricesIncludeIva !== undefined ? 0.8 : 0;
  }
  // A line printed without its rate takes the one a reviewer gave its priceList article (learned), else the template's.
  const matcher = hints.priceList?.length ? new PriceMatcher(hints.priceList) : null;
  const rated = hints.priceList?.some((e) => e.learnedIvaRate !== undefined) ? matcher : null;
  for (const line of data.lines) {
    if (line.ivaRate !== null && line.ivaRate !== undefined) continue;
    const match = rated?.match(line.description);
    line.ivaRate = (match && !match.ambiguous ? match.best?.entry.learnedIvaRate : undefined) ?? hints.ivaRate ?? null;
  }
  const currency = data.currency ? data.currency.toUpperCase() : null;
  data.currency = currency;
  return { data, hints, context, fields, currency, missingPriceNearest: [], matcher, totalCheck: 'none', voucherLetter: null };
}

/** Prices from the priceList (prices in pesos, with the template's VAT convention); a price that differs from it. */
export const priceLines: ReviewRule = ({ data, hints, fields, currency, missingPriceNearest, matcher }) => {
  const issues: DraftIssue[] = [];
  const listApplies = matcher !== null && (currency === null || currency === 'ARS');
  const convention = { listIncludesIva: hints.pricesIncludeIva ?? data.pricesIncludeIva ?? false, documentIncludesIva: data.pricesIncludeIva };
  const lineScores: number[] = [];
  data.lines.forEach((line, i) => {
    const field = `lines[${i}]`;
    if (line.unitPrice === null || line.unitPrice === undefined) {
      line.unitPrice = null;
      const match = listApplies && matcher ? matcher.match(line.description) : null;
      if (match?.best) {
        line.unitPrice = moneyNumber(listPriceAsDocument(match.best.entry.unitPrice, line.ivaRate, convention));
        line.priceListMatch = match.best.entry.description;
        fields[field] = Math.min(fields[field] ?? 1, match.best.score);
        if (match.ambiguous && match.runnerUp) {
          fields[field] = Math.min(fields[field], 0.5);
          issues.push(issue(DraftIssueCode.AmbiguousPrice,
            `La línea ${i + 1} ("${line.description}") coincide casi igual con "${match.best.entry.description}" y con "${match.runnerUp.entry.description}"; se usó el primero: verificá el precio.`,
            `${field}.unitPrice`));
        }
      } else {
        line.priceListMatch = null;
        missingPriceNearest.push(match?.nearest?.score ?? 0);
        issues.push(issue(DraftIssueCode.MissingPrice,
          listApplies
            ? `La línea ${i + 1} ("${line.description}") no tiene precio y no figura en la lista de precios de la plantilla.`
            : `La línea ${i + 1} ("${line.description}") no tiene precio${matcher ? ' (la lista de precios está en pesos y el documento no)' : ' y la plantilla no tiene lista de precios'}.`,
          `${field}.unitPrice`));
      }
    } else if (listApplies && matcher) {
      const match = matcher.match(line.description);
      if (match.best && !match.ambiguous && match.best.score >= 0.8) {
        const listPrice = listPriceAsDocument(match.best.entry.unitPrice, line.ivaRate, convention);
        if (listPrice.gt(0) && new Decimal(line.unitPrice).minus(listPrice).abs().dividedBy(listPrice).gt(0.005)) {
          issues.push(issue(DraftIssueCode.PriceDiffersFromList,
            `El precio de la línea ${i + 1} ($ ${formatMoney(line.unitPrice)}) difiere del de la lista ("${match.best.entry.description}": $ ${formatMoney(moneyNumber(listPrice))}).`,
            `${field}.unitPrice`));
        }
      }
    }
    lineScores.push(fields[field] ?? 0.7);
  });
  if (data.lines.length) fields.lines = Math.min(fields.lines ?? 1, ...lineScores);
  return issues;
};

/** The printed total is checked against the lines; without one, the total is computed. */
export const checkTotal: ReviewRule = (state) => {
  const { data, fields } = state;
  const printed = data.documentTotal ?? null;
  const includes = data.pricesIncludeIva ?? false;
  const computed = computeTotal(data.lines, includes);
  if (printed === null) {
    data.documentTotal = computed === null ? null : computed.toNumber();
    if (computed !== null) fields.documentTotal = fields.lines ?? 0.7;
    state.totalComputed = computed !== null;
    return [];
  }
  if (computed === null) return [];
  if (sameTotal(computed, printed)) {
    state.totalCheck = 'match';
    return [];
  }
  const other = computeTotal(data.lines, !includes);
  if (sameTotal(other, printed) && (fields.pricesIncludeIva ?? 0) < 0.9) {
    // The document's own arithmetic says how its prices are written.
    data.pricesIncludeIva = !includes;
    fields.pricesIncludeIva = 0.9;
    state.totalCheck = 'match';
    return [];
  }
  state.totalCheck = 'mismatch';
  return [issue(DraftIssueCode.TotalMismatch,
    `La suma de las líneas da $ ${formatMoney(computed.toNumber())} y el total impreso en el documento es $ ${formatMoney(printed)}.`,
    'documentTotal')];
};

/**
 * The document's total held perceptions or other taxes beyond its lines and VAT: the draft's total leaves them out, and
 * so will the invoice approval issues. A note, for the reviewer to add them if they are the issuer's to charge.
 */
export const noteOtherTaxes: ReviewRule = ({ context, totalCheck }) => {
  const left = context.otherTaxesLeftOut ?? 0;
  if (left <= 0 || totalCheck === 'mismatch') return [];
  return [issue(DraftIssueCode.OtherTaxesLeftOut,
    `El total impreso en el documento suma otros tributos (percepciones, impuestos internos) por $ ${formatMoney(left)} que el borrador no incluye: la factura se emite sin ellos.`,
    'documentTotal')];
};

/** The receiver is there, and its document number is valid for its type (an invalid CUIT the extractor refused too). */
export const checkReceiverDoc: ReviewRule = ({ data: { receiver: r }, context }) => {
  const refused = context.invalidReceiverDoc ?? null;
  const refusedCuit = () => issue(DraftIssueCode.InvalidReceiverDoc, `El CUIT del cliente ${refused} no tiene un dígito verificador válido: revisalo.`, 'receiver.docNumber');
  if (!r.name && !r.docNumber) {
    return [issue(DraftIssueCode.NoReceiver, 'No se encontró el cliente (nombre o CUIT/DNI) en el documento.', 'receiver'), ...(refused ? [refusedCuit()] : [])];
  }
  if (r.docNumber && (r.docType === 'CUIT' || r.docType === 'CUIL') && !isValidCuit(r.docNumber)) {
    return [issue(DraftIssueCode.InvalidReceiverDoc, `El ${r.docType} del cliente (${r.docNumber}) no es válido: el dígito verificador no coincide.`, 'receiver.docNumber')];
  }
  if (r.docNumber && r.docType === 'DNI' && !/^\d{7,8}$/.test(r.docNumber)) {
    return [issue(DraftIssueCode.InvalidReceiverDoc, `El DNI del cliente (${r.docNumber}) debe tener 7 u 8 dígitos.`, 'receiver.docNumber')];
  }
  return !r.docNumber && refused ? [refusedCuit()] : [];
};

/** Voucher letter (TAXAUTH §3.6) and the receiver condition approval will send (RG 5616, mandatory). */
export const decideVoucherLetter: ReviewRule = (state) => {
  const { data: { receiver: r }, context } = state;
  const letter = decideLetter(context.issuerCondicionIva ?? null, r);
  state.voucherLetter = letter.letter;
  if (letter.undetermined === 'issuer') {
    // Without an issuing CUIT the reviewer's action is no_cuit (added by the caller); this would repeat it.
    return context.issuerKnown === false ? [] : [issue(DraftIssueCode.VoucherLetterUndetermined,
      'No se puede determinar la letra del comprobante: falta la condición frente al IVA del CUIT emisor. Actualizá sus datos del padrón o indicá su tipo de comprobante predeterminado (A o B si es Responsable Inscripto, C si es Monotributista).',
      'cuitId')];
  }
  if (letter.undetermined === 'receiver') {
    return [issue(DraftIssueCode.VoucherLetterUndetermined,
      r.condicionIva !== null && r.condicionIva !== undefined
        ? `La condición frente al IVA del cliente (${r.condicionIva}) no es un código válido de ARCA: indicá la correcta (1 Responsable Inscripto, 4 Exento, 5 Consumidor Final, 6 Monotributo…).`
        : `Completá la condición frente al IVA del cliente${r.docNumber ? ` (${r.docType ?? 'CUIT'} ${r.docNumber})` : ''}: de ella depende si corresponde factura A (Responsable Inscripto o Monotributo) o B (Exento, Consumidor Final y demás), y ARCA la exige (RG 5616).`,
      'receiver.condicionIva')];
  }
  if (letter.condition === null) {
    // The letter does not depend on it (C), but ARCA still requires the receiver's condition (RG 5616, 10246).
    return [issue(DraftIssueCode.ReceiverConditionRequired,
      `Completá la condición frente al IVA del cliente${r.docNumber ? ` (${r.docType ?? 'CUIT'} ${r.docNumber})` : ''}: ARCA la exige en cada comprobante (RG 5616) y el documento no la indica.`,
      'receiver.condicionIva')];
  }
  if (letter.assumed && (r.name || r.docNumber)) {
    return [issue(DraftIssueCode.ReceiverConditionAssumed,
      `${r.docType === 'DNI' ? `El cliente se identifica con DNI` : 'El cliente no está identificado con CUIT ni DNI'} y el documento no indica su condición frente al IVA: se lo factura como Consumidor Final${letter.letter === 'B' ? ' (factura B)' : ''}. Cambiala solo si el cliente tiene otra condición.`,
      'receiver.condicionIva')];
  }
  return [];
};

/** Factura A needs the receiver's CUIT; a consumidor final over the threshold must be identified. */
export const checkReceiverIdentified: ReviewRule = ({ data, currency, voucherLetter }) => {
  const r = data.receiver;
  if (voucherLetter === 'A' && r.docType !== 'CUIT') {
    return [issue(DraftIssueCode.ReceiverDocRequired, 'La factura A requiere el CUIT del cliente.', 'receiver.docNumber')];
  }
  if (voucherLetter === 'B' && !r.docNumber && currency === 'ARS' && (data.documentTotal ?? 0) >= Number(DEFAULT_CONSUMER_FINAL_THRESHOLD)) {
    return [issue(DraftIssueCode.ReceiverDocRequired,
      `Para un consumidor final con un total de $ ${formatMoney(data.documentTotal ?? 0)} o más hay que identificar al cliente (CUIT, CUIL o DNI).`,
      'receiver.docNumber')];
  }
  return [];
};

export const checkLines: ReviewRule = ({ data }) =>
  data.lines.length ? [] : [issue(DraftIssueCode.NoLines, 'No se encontraron líneas (productos o servicios) en el documento.', 'lines')];

/**
 * Dates and period. Approval sends no voucher date, so the voucher is dated the day it is sent (N), always inside
 * the window of TAXAUTH §3.4 (N±5 goods, N±10 services): an old document date is not a problem for approval, and
 * date_out_of_window is kept for a voucher date of its own, which drafts do not carry.
 */
export const checkDates: ReviewRule = ({ data, hints, context }) => {
  const issues: DraftIssue[] = [];
  const services = data.concepto === 2 || data.concepto === 3;
  if (!data.documentDate) {
    issues.push(issue(DraftIssueCode.NoDate, 'No se encontró la fecha del documento; el comprobante se emite con la fecha del día en que se aprueba.', 'documentDate'));
  }
  // Services send the payment due date, which may not precede the voucher's date (10036); the voucher is dated
  // the day it is issued, so a due date already past would be refused at approval.
  if (services && data.paymentDue && data.paymentDue < context.today) {
    issues.push(issue(DraftIssueCode.PaymentDuePast,
      `El vencimiento del pago (${data.paymentDue}) ya pasó; ARCA no admite un vencimiento anterior a la fecha del comprobante, que se emite con fecha de hoy: cambialo por hoy o una fecha posterior.`,
      'paymentDue'));
  }
  if (services && !data.paymentDue) {
    // 10049: services need FchVtoPago; approval sends the approval day plus the template's payment term.
    const term = hints.paymentTermDays ?? 0;
    issues.push(issue(DraftIssueCode.PaymentDueAssumed,
      `El documento no indica el vencimiento del pago, que ARCA exige para servicios: al aprobar se informa ${term > 0 ? `la fecha de aprobación más ${term} días (plazo de pago de la plantilla)` : 'la fecha de aprobación'}. Indicalo si es otro.`,
      'paymentDue'));
  }
  if (services && (!data.serviceFrom || !data.serviceTo)) {
    issues.push(issue(DraftIssueCode.ServicePeriodMissing,
      'Los servicios requieren el período facturado (desde/hasta) y el documento no lo indica.', 'serviceFrom'));
  }
  return issues;
};

export const checkCurrency: ReviewRule = ({ currency, context }) => {
  if (!currency || !KNOWN_CURRENCIES.has(currency)) {
    return [issue(DraftIssueCode.UnknownCurrency, `No se reconoce la moneda del documento${currency ? ` (${currency})` : ''}.`, 'currency')];
  }
  if (currency !== 'ARS' && context.exchangeRateAvailable === false) {
    return [issue(DraftIssueCode.ExchangeRateRequired, `El documento está en ${currency}: indicá la cotización para emitir el comprobante.`, 'currency')];
  }
  return [];
};

/** Reading quality: a poor scan, and each present field read with low confidence. */
export const checkReadingQuality: ReviewRule = ({ data, fields, context, totalComputed }) => {
  const issues: DraftIssue[] = [];
  const ocr = context.ocrConfidence ?? null;
  if (ocr !== null && ocr < LOW_OCR) {
    issues.push(issue(DraftIssueCode.LowOcrQuality,
      `La lectura del escaneo es de baja calidad (${Math.round(ocr)} %): revisá todos los datos contra el original.`));
  }
  const present: Record<string, boolean> = {
    'receiver.name': Boolean(data.receiver.name),
    'receiver.docNumber': Boolean(data.receiver.docNumber),
    'receiver.condicionIva': data.receiver.condicionIva !== null && data.receiver.condicionIva !== undefined,
    documentDate: Boolean(data.documentDate),
    // A total the lines make is no reading: the doubtful lines say what to check.
    documentTotal: data.documentTotal !== null && data.documentTotal !== undefined && !totalComputed,
  };
  data.lines.forEach((line, i) => (present[`lines[${i}]`] = line.unitPrice !== null));
  for (const [field, isPresent] of Object.entries(present)) {
    if (isPresent && (fields[field] ?? 1) < LOW_FIELD) {
      issues.push(issue(DraftIssueCode.LowConfidenceField, `Revisá ${fieldLabel(field)}: la lectura es dudosa.`, field));
    }
  }
  return issues;
};

/** Duplicates: same file, or same reference + receiver + total. */
export const checkDuplicates: ReviewRule = ({ data, context }) => {
  const duplicateFile = context.fileHash && (context.knownHashes ?? []).includes(context.fileHash);
  const duplicateData = (context.knownDocuments ?? []).some(
    (k) => data.reference && alnum(k.reference) === alnum(data.reference) && (k.receiverDocNumber ?? '') === (data.receiver.docNumber ?? '') &&
      k.total !== null && data.documentTotal !== null && data.documentTotal !== undefined && Math.abs(k.total - data.documentTotal) <= 0.01,
  );
  if (!duplicateFile && !duplicateData) return [];
  return [issue(DraftIssueCode.DuplicateDocument, duplicateFile ? 'Este archivo ya fue cargado antes.' : 'Ya existe un borrador con la misma referencia, cliente y total.')];
};

/** The rules in the order they run and list their issues (a rule may use what one before it filled). */
export const REVIEW_RULES: readonly ReviewRule[] = [
  priceLines,
  checkTotal,
  noteOtherTaxes,
  checkReceiverDoc,
  decideVoucherLetter,
  checkReceiverIdentified,
  checkLines,
  checkDates,
  checkCurrency,
  checkReadingQuality,
  checkDuplicates,
];

/**
 * The receiver's VAT condition approval sends: the stated one, else Consumidor Final when the document type
 * decides it — a customer identified only by DNI, or not identified at all (DocTipo 99 can only be a consumidor
 * final, TAXAUTH §4.2). Null when it must be asked for (a CUIT or CUIL without a stated condition).
 */
export function receiverConditionFor(receiver: Pick<DraftReceiver, 'docType' | 'condicionIva'>): number | null {
  if (receiver.condicionIva !== null && receiver.condicionIva !== undefined) return receiver.condicionIva;
  return receiver.docType === 'DNI' || receiver.docType === null || receiver.docType === undefined ? RECEIVER_CONSUMIDOR_FINAL : null;
}

interface LetterDecision {
  letter: 'A' | 'B' | 'C' | null;
  /** Which side is missing when the letter cannot be decided. */
  undetermined: 'issuer' | 'receiver' | null;
  /** The receiver condition approval will send (null: none can be sent). */
  condition: number | null;
  /** True when `condition` comes from the document type, not from the draft. */
  assumed: boolean;
}

/** TAXAUTH §3.6: Monotributo and Exento issuers issue C; a Responsable Inscripto A to RI/monotributo, B to the rest. */
function decideLetter(issuerCondition: number | null, receiver: DraftReceiver): LetterDecision {
  const condition = receiverConditionFor(receiver);
  const assumed = condition !== null && (receiver.condicionIva === null || receiver.condicionIva === undefined);
  if (issuerCondition === 6 || issuerCondition === 4) return { letter: 'C', undetermined: null, condition, assumed };
  if (issuerCondition !== 1) return { letter: null, undetermined: 'issuer', condition, assumed };
  const letter = condition === null ? null : voucherLetterFor({ cuit: '', vatCondition: IssuerVatCondition.ResponsableInscripto }, condition);
  if (letter === null) return { letter: null, undetermined: 'receiver', condition, assumed };
  return { letter: letter === 'M' ? 'A' : letter, undetermined: null, condition, assumed };
}
