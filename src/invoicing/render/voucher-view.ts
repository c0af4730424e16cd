/**
 * What a printed voucher shows: everything already decided (amounts from the authorized FECAEDetRequest, the
 * CAE from the answer), so rendering is pure layout. Amounts are decimal strings ("1234.5"); dates YYYY-MM-DD.
 */

export const BRANDING_TEMPLATES = ['clasico', 'moderno', 'minimalista', 'elegante'] as const;
export type BrandingTemplate = (typeof BRANDING_TEMPLATES)[number];
export const PAPER_SIZES = ['A4', 'LETTER', 'LEGAL'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** SPEC InvoiceBranding, as stored per CUIT (null = the default). */
export interface InvoiceBranding {
  template?: BrandingTemplate | string | null;
  paperSize?: PaperSize | string | null;
  /** #rrggbb; null uses the template's colour. */
  accentColor?: string | null;
  /** data:image/(png|jpeg|webp);base64,… */
  logo?: string | null;
  tradeName?: string | null;
  /** YYYY-MM-DD; overrides the issuer's activity start. */
  activityStart?: string | null;
  /** Commercial address, when it differs from the registry address. */
  address?: string | null;
  footerNote?: string | null;
}

export interface VoucherIssuerView {
  /** 11 digits or XX-XXXXXXXX-X. */
  cuit: string;
  /** Razón social. */
  name: string;
  address?: string | null;
  /** "IVA Responsable Inscripto", "Responsable Monotributo", "IVA Sujeto Exento". */
  vatCondition: string;
  /** Ingresos Brutos number; null prints the CUIT (Convenio Multilateral is commonly the CUIT). */
  grossIncome?: string | null;
  /** YYYY-MM-DD */
  activityStart?: string | null;
}

export interface VoucherReceiverView {
  name: string;
  /** DocTipo (80 CUIT, 86 CUIL, 96 DNI, 99 consumidor final…). */
  docType: number;
  docNumber: string;
  /** CondicionIVAReceptorId (RG 5616) or its label. */
  vatCondition?: number | string | null;
  address?: string | null;
}

export interface VoucherHeaderView {
  letter: 'A' | 'B' | 'C' | 'M';
  /** CbteTipo. */
  typeCode: number;
  /** "FACTURA", "NOTA DE CRÉDITO"…; derived from typeCode when omitted. */
  typeName?: string | null;
  ptoVta: number;
  number: number;
  issueDate: string;
  /** 1 products, 2 services, 3 both. */
  concepto: number;
  serviceFrom?: string | null;
  serviceTo?: string | null;
  paymentDue?: string | null;
}

export interface VoucherLineView {
  description: string;
  quantity: string;
  unitPrice: string;
  /** Percent ("21", "10.5"), "exempt", "untaxed", or null (class B/C do not print it). */
  ivaRate?: string | null;
  /** quantity × unitPrice, as charged on the line. */
  amount: string;
}

export interface VoucherTotalsView {
  /** Net taxed (ImpNeto); for class C the subtotal. */
  net: string;
  untaxed?: string | null;
  exempt?: string | null;
  /** Class A and M only: VAT by rate (AlicIva). */
  vat: Array<{ rate: string; base: string; amount: string }>;
  otherTaxes: Array<{ description: string; base?: string | null; rate?: string | null; amount: string }>;
  total: string;
  /**
   * Class B to a final consumer (Ley 27.743, Régimen de Transparencia Fiscal al Consumidor): the VAT contained
   * in the total. Omitted when not applicable.
   */
  vatContained?: string | null;
}

export interface AssociatedVoucherView {
  typeCode: number;
  ptoVta: number;
  number: number;
  date?: string | null;
  cuit?: string | null;
}

export interface VoucherView {
  issuer: VoucherIssuerView;
  receiver: VoucherReceiverView;
  voucher: VoucherHeaderView;
  lines: VoucherLineView[];
  totals: VoucherTotalsView;
  /** MonId ("PES", "DOL") or ISO code. */
  currency: string;
  exchangeRate: string;
  cae: string;
  /** YYYY-MM-DD */
  caeDueDate: string;
  /** "CAEA" when `cae` is a CAEA (issued during a WSFEv1 outage); "CAE" when absent. */
  authorization?: 'CAE' | 'CAEA' | null;
  associated?: AssociatedVoucherView[] | null;
  /** RG 4892 URL (buildQrPayload(...).url). */
  qrUrl: string;
  /** testing vouchers carry "sin validez fiscal". */
  environment?: 'testing' | 'production' | null;
  copy?: 'ORIGINAL' | 'DUPLICADO' | 'TRIPLICADO' | null;
  /** Free text (the invoice's reference / observations). */
  reference?: string | null;
}
