/**
 * Types of the issuing domain. Field names in PascalCase are the tax authority's WSFEv1 names
 * (FECAEDetRequest, TAXAUTH §2.3) so the SOAP layer can map them one to one; amounts are decimal strings
 * with exactly 2 decimals, written verbatim into the envelope.
 */

/** A decimal as received from the API: a string ("121.50") or a number with at most 2 decimals. */
export type DecimalInput = string | number;

/**
 * Something the tax authority would reject (or, in `observations`, only observe). `code` is the tax
 * authority's code when it has one ("10243"), otherwise a local snake_case code ("invalid_check_digit").
 * `field` points at the API input field ("lines[2].unitPrice", "receiver.condicionIva").
 */
export interface Problem {
  field: string;
  code: string;
  message: string;
}

export enum IssuerVatCondition {
  ResponsableInscripto = 'responsable_inscripto',
  Monotributo = 'monotributo',
  Exento = 'exento',
}

/** M is the historical name of "A con leyenda operación sujeta a retención" (types 51–54). */
export enum VoucherLetter {
  A = 'A',
  B = 'B',
  C = 'C',
  M = 'M',
}

export enum VoucherKind {
  Invoice = 'invoice',
  DebitNote = 'debit_note',
  CreditNote = 'credit_note',
}

/** A line's VAT: a percentage (0, 2.5, 5, 10.5, 21, 27), or exempt (ImpOpEx) / not taxed (ImpTotConc). */
export type LineIvaRate = number | 'exempt' | 'untaxed';

export interface VoucherLineInput {
  description: string;
  quantity: DecimalInput;
  unitPrice: DecimalInput;
  ivaRate: LineIvaRate;
}

/** Another tax (Tributo, TAXAUTH §4.6). `amount` defaults to round2(baseAmount × rate / 100). */
export interface TributeInput {
  id: number;
  description?: string | null;
  baseAmount: DecimalInput;
  rate: DecimalInput;
  amount?: DecimalInput | null;
}

/** What the amounts are computed from: `lines`, or a single `amount` with one `ivaType` code. */
export interface AmountsInput {
  lines?: VoucherLineInput[] | null;
  amount?: DecimalInput | null;
  /** Tax-authority IVA id (3, 4, 5, 6, 8, 9); 1 = no gravado, 2 = exento (AFIP alícuota table). */
  ivaType?: number | null;
  /** Defaults: true for `amount` (the amount is the total), false for `lines`. */
  pricesIncludeIva?: boolean | null;
  tributes?: TributeInput[] | null;
}

export interface AlicIva {
  Id: number;
  BaseImp: string;
  Importe: string;
}

export interface Tributo {
  Id: number;
  Desc: string;
  BaseImp: string;
  Alic: string;
  Importe: string;
}

export interface CbteAsoc {
  Tipo: number;
  PtoVta: number;
  Nro: number;
  Cuit?: string;
  CbteFch?: string;
}

export interface VoucherAmounts {
  ImpTotal: string;
  ImpTotConc: string;
  ImpNeto: string;
  ImpOpEx: string;
  ImpTrib: string;
  ImpIVA: string;
  /** Empty for class C and when nothing is taxed; omit the element then (TAXAUTH §3.5, 10071). */
  Iva: AlicIva[];
  /** Empty when ImpTrib is 0; the element must not be sent then (10024). */
  Tributos: Tributo[];
}

/** FECAEDetRequest, keys in schema order (TAXAUTH §2.3). Optional keys are absent, never empty. */
export interface FECAEDetRequest {
  Concepto: number;
  DocTipo: number;
  /** Digits; "0" for DocTipo 99. */
  DocNro: string;
  CbteDesde: number;
  CbteHasta: number;
  /** yyyymmdd */
  CbteFch: string;
  ImpTotal: string;
  ImpTotConc: string;
  ImpNeto: string;
  ImpOpEx: string;
  ImpTrib: string;
  ImpIVA: string;
  FchServDesde?: string;
  FchServHasta?: string;
  FchVtoPago?: string;
  MonId: string;
  /** Decimal string, up to 6 decimals ("1", "1050.5"). */
  MonCotiz: string;
  CondicionIVAReceptorId?: number;
  CbtesAsoc?: CbteAsoc[];
  Tributos?: Tributo[];
  Iva?: AlicIva[];
}

export interface FECabReq {
  PtoVta: number;
  CbteTipo: number;
}

/** A voucher this one refers to (DESIGN §5.2 `associated[]`). Dates are YYYY-MM-DD. */
export interface AssociatedVoucherInput {
  invoiceType: number;
  ptoVta: number;
  number: number;
  /** Issuer CUIT of the associated voucher; mandatory for FCE notes (10151). */
  cuit?: string | null;
  date?: string | null;
}

/** One invoice after the CUIT defaults were applied (DESIGN §5.2). Dates are YYYY-MM-DD. */
export interface VoucherInput extends AmountsInput {
  /** Requested voucher type; when omitted it follows from the letter and `kind`. */
  invoiceType?: number | null;
  kind?: VoucherKind | null;
  /** Factura de Crédito Electrónica MiPyME (201…): only when the caller decided so (RG 27440 threshold). */
  fce?: boolean | null;
  concepto: number;
  docTipo: number;
  docNro: string | number;
  /** CondicionIVAReceptorId; when absent and DocTipo is 99 the receiver is a consumidor final (5). */
  receiverCondicionIva?: number | null;
  currency: string;
  exchangeRate?: DecimalInput | null;
  /** Voucher date (CbteFch); defaults to `context.today`. */
  date?: string | null;
  serviceFrom?: string | null;
  serviceTo?: string | null;
  /** Payment due date (FchVtoPago). */
  dueDate?: string | null;
  associated?: AssociatedVoucherInput[] | null;
}

export interface IssuerProfile {
  /** Issuer CUIT, digits or XX-XXXXXXXX-X. */
  cuit: string;
  vatCondition: IssuerVatCondition;
  /** RI under special surveillance: issues "A con leyenda" (51–53, formerly M) instead of A. */
  aConLeyenda?: boolean;
}

export interface VoucherContext {
  /** Today in Argentina (YYYY-MM-DD); see `argentinaDate(now)`. */
  today: string;
  ptoVta: number;
  /** The number reserved for this voucher; can also be set later with `assignVoucherNumber`. */
  voucherNumber?: number | null;
  /** RG 4444 / RG 5700 amount from which a B receiver must be identified; default DEFAULT_CONSUMER_FINAL_THRESHOLD. */
  consumerFinalThreshold?: DecimalInput | null;
  /** CbteFch of the last authorized voucher of this (PtoVta, CbteTipo), when known (10016). */
  lastVoucherDate?: string | null;
}

export interface VoucherRequest {
  header: FECabReq;
  detail: FECAEDetRequest;
  letter: VoucherLetter | null;
  kind: VoucherKind | null;
  /** Rejections the tax authority would answer; do not send while non-empty. */
  problems: Problem[];
  /** Non-blocking observations the tax authority will attach (e.g. 10217). */
  observations: Problem[];
}
