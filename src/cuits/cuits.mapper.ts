import { formatCuit } from '../common/cuit';
import type { OtherTaxRule } from '../common/other-taxes';
import { TRIBUTE_TYPES } from '../common/taxauth-codes';
import type { CuitRow } from './cuits.repository';
import type { CuitResponse, EmailDesignResponse, InvoiceBrandingResponse, LastIssuedVoucher, PointOfSale } from './cuits.dto';
import { storedPointsOfSale } from './setup-progress';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The public Cuit record: never certificates, private keys or access tickets. */
export function toCuitResponse(row: CuitRow, options: { withSetupStates?: boolean } = {}): CuitResponse {
  const response: CuitResponse = {
    id: row.id,
    number: formatCuit(row.number),
    testing_certificate_valid: row.testingCertificateValid,
    production_certificate_valid: row.productionCertificateValid,
    testing_taxauth_connection_valid: row.testingTaxauthConnectionValid,
    production_taxauth_connection_valid: row.productionTaxauthConnectionValid,
    is_default: row.isDefault,
    setupStatus: row.setupStatus,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    persona: row.persona ?? null,
    personaLastUpdated: iso(row.personaLastUpdated),
    pos: row.pos ?? null,
    posLastUpdated: iso(row.posLastUpdated),
    default_pos: row.defaultPos,
    default_concept: row.defaultConcept,
    default_invoice_type: row.defaultInvoiceType,
    default_iva: row.defaultIva,
    production_certificate_expiration: iso(row.productionCertificateExpiration),
    production_ta_expiration: iso(row.productionTaExpiration),
    testing_certificate_expiration: iso(row.testingCertificateExpiration),
    testing_ta_expiration: iso(row.testingTaExpiration),
    integrationMode: row.integrationMode,
  };
  if (options.withSetupStates) {
    response.testingSetupState = row.testingSetupState;
    response.productionSetupState = row.productionSetupState;
  }
  return response;
}

const BRANDING_DEFAULTS = { template: 'clasico', paperSize: 'A4' } as const;

export function toInvoiceBranding(stored: Record<string, unknown>): InvoiceBrandingResponse {
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : null);
  return {
    template: text('template') ?? BRANDING_DEFAULTS.template,
    paperSize: text('paperSize') ?? BRANDING_DEFAULTS.paperSize,
    accentColor: text('accentColor'),
    logo: text('logo'),
    tradeName: text('tradeName'),
    activityStart: text('activityStart'),
    address: text('address'),
    footerNote: text('footerNote'),
  };
}

export function toEmailDesign(stored: Record<string, unknown>): EmailDesignResponse {
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : null);
  return {
    accentColor: text('accentColor'),
    backgroundColor: text('backgroundColor'),
    showLogo: typeof stored.showLogo === 'boolean' ? stored.showLogo : null,
    subject: text('subject'),
    body: text('body'),
    signature: text('signature'),
  };
}

export function toPointsOfSale(row: CuitRow, lastIssued: Map<number, LastIssuedVoucher> = new Map()): PointOfSale[] {
  return storedPointsOfSale(row.pos).map((p) => {
    const number = Number(p.Nro);
    const dropped = typeof p.FchBaja === 'string' && p.FchBaja !== 'NULL' ? p.FchBaja : null;
    return {
      number,
      emissionType: typeof p.EmisionTipo === 'string' ? p.EmisionTipo : null,
      blocked: p.Bloqueado === 'S',
      droppedOn: dropped,
      lastIssued: lastIssued.get(number) ?? null,
    };
  });
}

export function toOtherTaxes(rules: OtherTaxRule[]) {
  return {
    taxes: rules.map(({ id, description, rate, base, receivers }) => ({ id, description, rate, base, receivers })),
    tributeTypes: [...TRIBUTE_TYPES].map(([id, description]) => ({ id, description })),
  };
}
