import Decimal from 'decimal.js';
import type { DraftData, DraftLine, ReceiverDocType } from '../../document.types';
import { ExtractionFailure } from '../extractor';

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });

/**
 * JSON schema of the LLM reply (OpenAI structured outputs, strict: every property required, nulls for unknowns).
 * The reply is validated again by `parseDraftReply` before it becomes a draft (STYLE.md 8).
 */
export const DRAFT_REPLY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['receiver', 'documentDate', 'currency', 'pricesIncludeIva', 'lines', 'documentTotal', 'reference', 'serviceFrom', 'serviceTo', 'paymentDue', 'concepto', 'description'],
  properties: {
    receiver: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'docType', 'docNumber', 'condicionIva', 'email', 'address'],
      properties: {
        name: nullable('string'),
        docType: { type: ['string', 'null'], enum: ['CUIT', 'CUIL', 'DNI', null] },
        docNumber: nullable('string', { description: 'digits only' }),
        condicionIva: { type: ['integer', 'null'], enum: [1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16, null] },
        email: nullable('string'),
        address: nullable('string'),
      },
    },
    documentDate: nullable('string', { description: 'YYYY-MM-DD' }),
    currency: nullable('string', { description: 'ISO code: ARS, USD, EUR' }),
    pricesIncludeIva: nullable('boolean'),
    lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'quantity', 'unitPrice', 'ivaRate', 'priceListMatch'],
        properties: {
          description: { type: 'string' },
          quantity: { type: 'number' },
          unitPrice: nullable('number'),
          ivaRate: { type: ['number', 'null'], enum: [0, 2.5, 5, 10.5, 21, 27, null] },
          priceListMatch: nullable('string', { description: 'exact description of the priceList entry used, or null' }),
        },
      },
    },
    documentTotal: nullable('number'),
    reference: nullable('string'),
    serviceFrom: nullable('string', { description: 'YYYY-MM-DD' }),
    serviceTo: nullable('string', { description: 'YYYY-MM-DD' }),
    paymentDue: nullable('string', { description: 'YYYY-MM-DD' }),
    concepto: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
    description: nullable('string'),
  },
} as const;

const IVA_RATES = new Set([0, 2.5, 5, 10.5, 21, 27]);
const CONDITIONS = new Set([1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16]);
const MAX_LINES = 500;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

class ReplyProblems {
  readonly list: string[] = [];
  add(problem: string): null {
    this.list.push(problem);
    return null;
  }
}

function text(value: unknown, field: string, p: ReplyProblems, max = 500): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return p.add(`${field} is not a string`);
  const trimmed = value.trim();
  if (trimmed.length > max) return p.add(`${field} is longer than ${max} characters`);
  return trimmed || null;
}

function date(value: unknown, field: string, p: ReplyProblems): string | null {
  const s = text(value, field, p, 40);
  if (s === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (!m) return p.add(`${field} "${s}" is not YYYY-MM-DD`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return p.add(`${field} "${s}" is not a calendar date`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function money(value: unknown, field: string, p: ReplyProblems): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e13) return p.add(`${field} is not an amount`);
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toNumber();
}

/**
 * Validates and normalises an LLM reply into DraftData. Throws ExtractionFailure('invalid_reply') listing every
 * problem when the reply is not what the schema promised (a model or server may ignore the schema).
 */
export function parseDraftReply(content: string | null | undefined): { data: DraftData; priceListMatches: Array<string | null> } {
  if (!content) throw new ExtractionFailure('invalid_reply', 'the reply has no content');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new ExtractionFailure('invalid_reply', 'the reply is not JSON');
  }
  if (!isObject(parsed)) throw new ExtractionFailure('invalid_reply', 'the reply is not a JSON object');
  const p = new ReplyProblems();
  const r = isObject(parsed.receiver) ? parsed.receiver : (p.add('receiver is missing'), {} as Json);
  const docTypeRaw = text(r.docType, 'receiver.docType', p, 10);
  const docType = docTypeRaw && ['CUIT', 'CUIL', 'DNI'].includes(docTypeRaw.toUpperCase()) ? (docTypeRaw.toUpperCase() as ReceiverDocType) : null;
  if (docTypeRaw && !docType) p.add(`receiver.docType "${docTypeRaw}" is not CUIT, CUIL or DNI`);
  const docNumberRaw = text(r.docNumber, 'receiver.docNumber', p, 30);
  const docNumber = docNumberRaw ? docNumberRaw.replace(/[\s.-]/g, '') : null;
  if (docNumber && !/^\d{6,11}$/.test(docNumber)) p.add(`receiver.docNumber "${docNumberRaw}" is not a document number`);
  const condicionIva = r.condicionIva === null || r.condicionIva === undefined ? null : Number(r.condicionIva);
  if (condicionIva !== null && !CONDITIONS.has(condicionIva)) p.add(`receiver.condicionIva ${String(r.condicionIva)} is not a VAT condition code`);

  if (!Array.isArray(parsed.lines)) p.add('lines is not an array');
  const rawLines = Array.isArray(parsed.lines) ? parsed.lines : [];
  if (rawLines.length > MAX_LINES) p.add(`more than ${MAX_LINES} lines`);
  const priceListMatches: Array<string | null> = [];
  const lines: DraftLine[] = rawLines.slice(0, MAX_LINES).map((raw, i) => {
    const l = isObject(raw) ? raw : (p.add(`lines[${i}] is not an object`), {} as Json);
    const description = text(l.description, `lines[${i}].description`, p) ?? (p.add(`lines[${i}].description is empty`), '');
    const quantity = typeof l.quantity === 'number' && Number.isFinite(l.quantity) && l.quantity > 0 ? l.quantity : (p.add(`lines[${i}].quantity is not a positive number`), 0);
    const ivaRate = l.ivaRate === null || l.ivaRate === undefined ? null : Number(l.ivaRate);
    if (ivaRate !== null && !IVA_RATES.has(ivaRate)) p.add(`lines[${i}].ivaRate ${String(l.ivaRate)} is not a VAT rate`);
    priceListMatches.push(text(l.priceListMatch, `lines[${i}].priceListMatch`, p));
    return { description, quantity, unitPrice: money(l.unitPrice, `lines[${i}].unitPrice`, p), ivaRate: ivaRate !== null && IVA_RATES.has(ivaRate) ? ivaRate : null };
  });
  const currencyRaw = text(parsed.currency, 'currency', p, 10);
  const currency = currencyRaw ? normaliseCurrency(currencyRaw) : null;
  if (currencyRaw && !currency) p.add(`currency "${currencyRaw}" is not a currency code`);
  const concepto = parsed.concepto === 1 || parsed.concepto === 2 || parsed.concepto === 3 ? parsed.concepto : null;
  if (parsed.concepto !== null && parsed.concepto !== undefined && concepto === null) p.add('concepto is not 1, 2 or 3');
  if (parsed.pricesIncludeIva !== null && parsed.pricesIncludeIva !== undefined && typeof parsed.pricesIncludeIva !== 'boolean') p.add('pricesIncludeIva is not a boolean');

  const data: DraftData = {
    receiver: {
      name: text(r.name, 'receiver.name', p, 200),
      docType: docType ?? (docNumber?.length === 11 ? 'CUIT' : docNumber ? 'DNI' : null),
      docNumber,
      condicionIva: condicionIva !== null && CONDITIONS.has(condicionIva) ? condicionIva : null,
      email: text(r.email, 'receiver.email', p, 254),
      address: text(r.address, 'receiver.address', p, 300),
    },
    lines,
    documentDate: date(parsed.documentDate, 'documentDate', p),
    currency,
    pricesIncludeIva: typeof parsed.pricesIncludeIva === 'boolean' ? parsed.pricesIncludeIva : null,
    documentTotal: money(parsed.documentTotal, 'documentTotal', p),
    reference: text(parsed.reference, 'reference', p, 100),
    serviceFrom: date(parsed.serviceFrom, 'serviceFrom', p),
    serviceTo: date(parsed.serviceTo, 'serviceTo', p),
    paymentDue: date(parsed.paymentDue, 'paymentDue', p),
    concepto,
    description: text(parsed.description, 'description', p, 1000),
  };
  if (p.list.length) throw new ExtractionFailure('invalid_reply', `the reply does not match the schema: ${p.list.slice(0, 8).join('; ')}`);
  return { data, priceListMatches };
}

function normaliseCurrency(raw: string): string | null {
  const s = raw.toUpperCase().replace(/\s/g, '');
  if (s === '$' || s === 'PES' || s === 'ARS') return 'ARS';
  if (s === 'U$S' || s === 'US$' || s === 'DOL' || s === 'USD') return 'USD';
  if (s === '€' || s === 'EUR') return 'EUR';
  return /^[A-Z]{3}$/.test(s) ? s : null;
}
