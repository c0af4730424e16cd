import { IssuerVatCondition, type FECAEDetRequest } from './domain';
import type { StoredVoucherInput } from './invoicing.mapper';
import type { InvoiceRow } from './invoicing.schema';
import type { VoucherIssuerView, VoucherViewSource, VoucherXmlAnswer } from './render';

/** RG 1415 labels of the issuer's VAT condition, as printed on the voucher. */
const VAT_CONDITION_LABELS: Record<string, string> = {
  [IssuerVatCondition.ResponsableInscripto]: 'IVA Responsable Inscripto',
  [IssuerVatCondition.Monotributo]: 'Responsable Monotributo',
  [IssuerVatCondition.Exento]: 'IVA Sujeto Exento',
};

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null);
const yyyymmdd = (date: string | null): string | null => (date ? date.replace(/-/g, '') : null);

/** The issuer as the registry (padrón A5 `persona`) names it; the CUIT when the registry was never read. */
export function issuerFromPersona(cuitNumber: string, persona: unknown, vatCondition: string): VoucherIssuerView {
  const general = obj(obj(persona).datosGenerales);
  const person = [str(general.apellido), str(general.nombre)].filter(Boolean).join(' ');
  const address = obj(general.domicilioFiscal);
  const addressText = [str(address.direccion), str(address.localidad), str(address.descripcionProvincia), str(address.codPostal) ? `CP ${str(address.codPostal)}` : null]
    .filter(Boolean)
    .join(', ');
  return {
    cuit: cuitNumber,
    name: str(general.razonSocial) ?? (person || cuitNumber),
    address: addressText || null,
    vatCondition: VAT_CONDITION_LABELS[vatCondition] ?? vatCondition,
    grossIncome: null,
    activityStart: null,
  };
}

/** What the render library needs to print an authorized invoice row (request as sent, CAE as answered). */
export function toVoucherViewSource(row: InvoiceRow, persona: unknown): VoucherViewSource {
  const detail = row.request as FECAEDetRequest;
  const stored = row.voucherInput as StoredVoucherInput;
  const receiver = obj(row.receiver);
  const description = str(obj(row.invoiceData).description);
  return {
    header: { PtoVta: row.ptoVta, CbteTipo: row.cbteTipo },
    detail,
    cae: row.cae ?? row.caea ?? '',
    caeFchVto: row.caeDueDate ?? '',
    tipoCodAut: row.caea ? 'A' : 'E',
    issuer: issuerFromPersona(row.issuerCuit, persona, stored.issuer.vatCondition),
    // DocTipo 99 without a name: RG 1415 prints the receiver as "Consumidor Final".
    receiver: { name: str(receiver.name) ?? (detail.DocTipo === 99 ? 'Consumidor Final' : detail.DocNro), address: str(receiver.address) },
    lines: stored.input.lines ?? null,
    pricesIncludeIva: stored.input.pricesIncludeIva ?? null,
    description,
    reference: row.reference,
    environment: row.environment,
  };
}

/** The stored FECAESolicitar answer (or the FECompConsultar one for reconciled vouchers) for the XML. */
export function toXmlAnswer(row: InvoiceRow): VoucherXmlAnswer {
  const response = obj(row.response);
  const messages = (value: unknown) =>
    (Array.isArray(value) ? value : []).map((m) => ({ code: str(obj(m).code) ?? '', msg: str(obj(m).msg) ?? str(obj(m).message) ?? '' }));
  return {
    resultado: 'A',
    cae: row.cae,
    caeFchVto: yyyymmdd(row.caeDueDate),
    fchProceso: str(response.fchProceso),
    reproceso: str(response.reproceso),
    observations: messages(row.observations ?? response.observations),
    events: null,
  };
}
