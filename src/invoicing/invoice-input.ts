import type { FieldError } from '../common/errors';
import type { CuitRow } from '../cuits/cuits.repository';
import {
  buildVoucherRequest,
  tributesFromRules,
  IssuerVatCondition,
  voucherTypeInfo,
  VoucherLetter,
  type IssuerProfile,
  type Problem,
  type VoucherInput,
  type VoucherKind,
  type VoucherRequest,
} from './domain';
import type { InvoiceDataDto } from './invoicing.dto';

/** One invoice ready to be stored: the domain input with the CUIT defaults applied, and what it becomes. */
export interface PreparedInvoice {
  input: VoucherInput;
  ptoVta: number;
  request: VoucherRequest;
  issuer: IssuerProfile;
}

export type Prepared = { ok: true; invoice: PreparedInvoice } | { ok: false; errors: FieldError[] };

/**
 * Applies the CUIT's defaults (ptoVta, invoiceType, concepto, ivaType) to one submitted invoice and runs every
 * check the tax authority would, so that missing or invalid data is a 400 naming the field before anything is
 * queued. `today` is the Argentine date (the voucher date is fixed again when it is sent).
 */
export function prepareInvoice(
  dto: InvoiceDataDto,
  cuit: CuitRow,
  options: { today: string; kind?: VoucherKind; consumerFinalThreshold?: string },
): Prepared {
  const errors: FieldError[] = [];
  const missing = (field: string, what: string) => errors.push({ field, messages: [`${field} is required: ${what}`] });

  const ptoVta = dto.ptoVta ?? cuit.defaultPos;
  if (ptoVta === null || ptoVta === undefined) missing('ptoVta', 'send it or set the CUIT default (POST /cuits/{id}/default-pos)');
  const concepto = dto.concepto ?? cuit.defaultConcept;
  if (concepto === null || concepto === undefined) missing('concepto', 'send it or set the CUIT default (POST /cuits/{id}/default-concept)');
  const invoiceType = options.kind && dto.invoiceType === undefined ? null : (dto.invoiceType ?? cuit.defaultInvoiceType ?? null);
  const hasLines = (dto.lines?.length ?? 0) > 0;
  const ivaType = dto.ivaType ?? (hasLines ? null : cuit.defaultIva);
  if (!hasLines && dto.amount !== undefined && (ivaType === null || ivaType === undefined)) {
    missing('ivaType', 'the VAT rate code of amount; send it or set the CUIT default (POST /cuits/{id}/default-iva)');
  }
  if (!hasLines && dto.amount === undefined) missing('amount', 'send amount or lines');

  const issuer = issuerProfile(cuit, invoiceType);
  if (!issuer) missing('invoiceType', "the issuer's VAT condition is unknown (refresh the CUIT's registry data with POST /cuits/{id}/pos) and no voucher type was given");
  if (errors.length > 0 || !issuer || ptoVta == null || concepto == null) return { ok: false, errors };

  const docTipo = dto.docTipo ?? 99;
  const input: VoucherInput = {
    invoiceType,
    kind: options.kind ?? null,
    concepto,
    docTipo,
    docNro: dto.docNro ?? (docTipo === 99 ? '0' : ''),
    receiverCondicionIva: dto.receiver?.condicionIva ?? null,
    currency: dto.currency ?? 'ARS',
    exchangeRate: dto.exchangeRate ?? null,
    date: dto.date ?? null,
    serviceFrom: dto.serviceFrom ?? null,
    serviceTo: dto.serviceTo ?? null,
    dueDate: dto.dueDate ?? null,
    associated: dto.associated?.map((a) => ({ invoiceType: a.invoiceType, ptoVta: a.ptoVta, number: a.number, cuit: a.cuit ?? null, date: a.date ?? null })) ?? null,
    lines: dto.lines?.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, ivaRate: l.ivaRate })) ?? null,
    amount: dto.amount ?? null,
    ivaType: ivaType ?? null,
    pricesIncludeIva: dto.pricesIncludeIva ?? null,
  };
  const prepared = prepareVoucher(input, ptoVta, issuer, options);
  // The CUIT's other taxes (percepciones …) are computed on the voucher's own amounts, then sent in Tributos.
  const tributes = prepared.ok && cuit.otherTaxes.length ? tributesFromRules(cuit.otherTaxes, prepared.invoice.request.detail, input.docTipo) : [];
  return tributes.length ? prepareVoucher({ ...input, tributes }, ptoVta, issuer, options) : prepared;
}

/** Runs the domain checks on a voucher input (defaults already applied): 400-ready field errors or the request. */
export function prepareVoucher(input: VoucherInput, ptoVta: number, issuer: IssuerProfile, options: { today: string; consumerFinalThreshold?: string }): Prepared {
  const request = buildVoucherRequest(input, issuer, { today: options.today, ptoVta, consumerFinalThreshold: options.consumerFinalThreshold ?? null });
  if (request.problems.length > 0) return { ok: false, errors: problemsToFieldErrors(request.problems) };
  return { ok: true, invoice: { input, ptoVta, request, issuer } };
}

export function problemsToFieldErrors(problems: Problem[]): FieldError[] {
  const byField = new Map<string, string[]>();
  for (const p of problems) byField.set(p.field, [...(byField.get(p.field) ?? []), `${p.message} (${p.code})`]);
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

/**
 * The issuer's VAT condition from the registry data (padrón A5) stored on the CUIT; without it, from the letter of
 * the voucher type asked for (A/B/M are issued by a Responsable Inscripto, C by a Monotributista).
 */
export function issuerProfile(cuit: CuitRow, invoiceType: number | null): IssuerProfile | null {
  const persona = cuit.persona as { datosMonotributo?: unknown; datosRegimenGeneral?: { impuesto?: unknown } } | null;
  if (persona && typeof persona === 'object') {
    if (persona.datosMonotributo) return { cuit: cuit.number, vatCondition: IssuerVatCondition.Monotributo };
    const taxes = persona.datosRegimenGeneral?.impuesto;
    const ids = (Array.isArray(taxes) ? taxes : taxes ? [taxes] : []).map((t) => Number((t as { idImpuesto?: unknown }).idImpuesto));
    if (ids.includes(30)) return { cuit: cuit.number, vatCondition: IssuerVatCondition.ResponsableInscripto };
    if (ids.includes(32)) return { cuit: cuit.number, vatCondition: IssuerVatCondition.Exento };
  }
  const info = invoiceType === null ? null : voucherTypeInfo(invoiceType);
  if (!info) return null;
  if (info.letter === VoucherLetter.C) return { cuit: cuit.number, vatCondition: IssuerVatCondition.Monotributo };
  return { cuit: cuit.number, vatCondition: IssuerVatCondition.ResponsableInscripto, aConLeyenda: info.letter === VoucherLetter.M };
}
