import { computeAmounts } from './amounts';
import { buildCbteAsoc, checkAssociations } from './associated-vouchers';
import { resolveCurrency } from './currency';
import { checkVoucherDates, FceRole, toCbteFch } from './dates';
import { Money } from './money';
import { checkReceiver, parseThreshold } from './receiver';
import { DOC_TIPO, RECEIVER_CONSUMIDOR_FINAL, RECEIVER_VAT_CONDITIONS, voucherTypeInfo } from './tax-codes';
import { checkVoucherType, MSG_10242, voucherLetterFor, voucherTypeFor } from './voucher-letter';
import {
  FECAEDetRequest,
  IssuerProfile,
  IssuerVatCondition,
  Problem,
  VoucherContext,
  VoucherInput,
  VoucherKind,
  VoucherLetter,
  VoucherRequest,
} from './voucher.types';

/** TAXAUTH §3.11 literal of the non-blocking observation on an A voucher to a monotributista. */
export const MSG_10217 =
  'El credito fiscal discriminado en el presente comprobante solo podra ser computado a efectos del Procedimiento permanente de transicion al Regimen General.';
const MONOTRIBUTO_RECEIVERS: ReadonlySet<number> = new Set([6, 13, 16]);

/**
 * Turns one invoice request (CUIT defaults already applied) into the FECAESolicitar header and detail,
 * plus every problem the tax authority would reject it for. The detail is always built, best effort, so a
 * caller can show it; send it only when `problems` is empty.
 */
export function buildVoucherRequest(input: VoucherInput, issuer: IssuerProfile, context: VoucherContext): VoucherRequest {
  const problems: Problem[] = [];
  const observations: Problem[] = [];

  // RG 5616: the receiver VAT condition is mandatory; an unidentified receiver (DocTipo 99) can only be a
  // consumidor final, so that is the one safe default.
  const receiverCondition =
    input.receiverCondicionIva ?? (input.docTipo === DOC_TIPO.OTHER ? RECEIVER_CONSUMIDOR_FINAL : null);
  if (receiverCondition === null) {
    problems.push({
      field: 'receiver.condicionIva',
      code: '10246',
      message: 'The receiver VAT condition (CondicionIVAReceptorId) is mandatory under RG 5616.',
    });
  }

  const { cbteTipo, letter, kind, fce } = resolveVoucherType(input, issuer, receiverCondition, problems);
  if (fce !== null) {
    problems.push({
      field: 'invoiceType',
      code: 'fce_unsupported',
      message: 'FCE MiPyME vouchers need Opcionales (2101 CBU, 27 SCA/ADC, 22 anulación) that this service does not send yet.',
    });
  }
  if (!Number.isInteger(context.ptoVta) || context.ptoVta < 1 || context.ptoVta > 99998) {
    problems.push({ field: 'ptoVta', code: '10004', message: `Point of sale ${context.ptoVta} must be 1..99998.` });
  }

  const { amounts, problems: amountProblems } = computeAmounts(input, { classC: letter === VoucherLetter.C });
  problems.push(...amountProblems);

  const { currency, problems: currencyProblems } = resolveCurrency(input.currency, input.exchangeRate);
  problems.push(...currencyProblems);

  const date = input.date ?? context.today;
  const { dates, problems: dateProblems } = checkVoucherDates({
    concepto: input.concepto,
    date,
    today: context.today,
    serviceFrom: input.serviceFrom,
    serviceTo: input.serviceTo,
    dueDate: input.dueDate,
    fce,
    lastVoucherDate: context.lastVoucherDate,
  });
  problems.push(...dateProblems);

  const receiver = checkReceiver({
    letter,
    docTipo: input.docTipo,
    docNro: input.docNro,
    totalInPesos: new Money(amounts.ImpTotal).mul(currency.MonCotiz),
    threshold: parseThreshold(context.consumerFinalThreshold),
    issuerCuit: issuer.cuit,
  });
  problems.push(...receiver.problems);

  const associated = input.associated ?? [];
  problems.push(...checkAssociations(cbteTipo, associated, date));

  if (letter === VoucherLetter.A && receiverCondition !== null && MONOTRIBUTO_RECEIVERS.has(receiverCondition)) {
    observations.push({ field: 'receiver.condicionIva', code: '10217', message: MSG_10217 });
  }

  const number = context.voucherNumber ?? 0;
  if (context.voucherNumber !== null && context.voucherNumber !== undefined) problems.push(...checkVoucherNumber(number));

  // Keys in FECAEDetRequest schema order (TAXAUTH §2.3); optional elements are left out, never sent empty.
  const detail: FECAEDetRequest = {
    Concepto: input.concepto,
    DocTipo: input.docTipo,
    DocNro: receiver.docNro,
    CbteDesde: number,
    CbteHasta: number,
    CbteFch: toCbteFch(date),
    ImpTotal: amounts.ImpTotal,
    ImpTotConc: amounts.ImpTotConc,
    ImpNeto: amounts.ImpNeto,
    ImpOpEx: amounts.ImpOpEx,
    ImpTrib: amounts.ImpTrib,
    ImpIVA: amounts.ImpIVA,
    ...dates,
    MonId: currency.MonId,
    MonCotiz: currency.MonCotiz,
    ...(receiverCondition === null ? {} : { CondicionIVAReceptorId: receiverCondition }),
    ...(associated.length > 0 ? { CbtesAsoc: associated.map(buildCbteAsoc) } : {}),
    ...(amounts.Tributos.length > 0 ? { Tributos: amounts.Tributos } : {}),
    ...(amounts.Iva.length > 0 ? { Iva: amounts.Iva } : {}),
  };
  return { header: { PtoVta: context.ptoVta, CbteTipo: cbteTipo }, detail, letter, kind, problems, observations };
}

/** The same detail with its reserved number (CbteDesde = CbteHasta: one number per detail, TAXAUTH §3.2). */
export function assignVoucherNumber(detail: FECAEDetRequest, voucherNumber: number): FECAEDetRequest {
  return { ...detail, CbteDesde: voucherNumber, CbteHasta: voucherNumber };
}

function checkVoucherNumber(number: number): Problem[] {
  return Number.isInteger(number) && number >= 1 && number <= 99999999
    ? []
    : [{ field: 'voucherNumber', code: 'invalid_number', message: `Voucher number ${number} must be 1..99999999.` }];
}

interface ResolvedType {
  cbteTipo: number;
  letter: VoucherLetter | null;
  kind: VoucherKind | null;
  fce: FceRole;
}

function resolveVoucherType(
  input: VoucherInput,
  issuer: IssuerProfile,
  receiverCondition: number | null,
  problems: Problem[],
): ResolvedType {
  if (input.invoiceType !== null && input.invoiceType !== undefined) {
    const info = voucherTypeInfo(input.invoiceType);
    problems.push(...checkVoucherType(input.invoiceType, issuer, receiverCondition));
    if (info !== null && input.kind && input.kind !== info.kind) {
      problems.push({
        field: 'invoiceType',
        code: 'kind_mismatch',
        message: `Voucher type ${input.invoiceType} is a ${info.kind.replace('_', ' ')}, not a ${input.kind.replace('_', ' ')}.`,
      });
    }
    return {
      cbteTipo: input.invoiceType,
      letter: info?.letter ?? null,
      kind: info?.kind ?? null,
      fce: info?.fce ? fceRole(info.kind) : null,
    };
  }

  const kind = input.kind ?? VoucherKind.Invoice;
  const fce = input.fce ? fceRole(kind) : null;
  if (receiverCondition !== null && !RECEIVER_VAT_CONDITIONS.has(receiverCondition)) {
    problems.push({ field: 'receiver.condicionIva', code: '10242', message: MSG_10242 });
  }
  const letter =
    receiverCondition === null
      ? issuer.vatCondition === IssuerVatCondition.ResponsableInscripto
        ? null
        : VoucherLetter.C
      : voucherLetterFor(issuer, receiverCondition);
  // 0 only when a problem above (10242 / 10246) already explains why no type could be chosen.
  const cbteTipo = letter === null ? 0 : (voucherTypeFor(letter, kind, fce !== null) ?? 0);
  return { cbteTipo, letter, kind, fce };
}

function fceRole(kind: VoucherKind): FceRole {
  return kind === VoucherKind.Invoice ? 'invoice' : 'note';
}
