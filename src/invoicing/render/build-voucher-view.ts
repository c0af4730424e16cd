import Decimal from 'decimal.js';
import { roundMoney } from '../../common/money';
import {
  buildQrPayload, FECAEDetRequest, FECabReq, percentForIvaId, qrDataFromVoucher, voucherTypeInfo, VoucherLineInput,
} from '../domain';
import { TRIBUTE_TYPES } from '../domain/tax-codes';
import {
  AssociatedVoucherView, VoucherIssuerView, VoucherLineView, VoucherTotalsView, VoucherView,
} from './voucher-view';

/** What the issuing module has for an authorized voucher; enough to print it. */
export interface VoucherViewSource {
  header: FECabReq;
  /** The FECAEDetRequest as sent (amounts are the authoritative ones). */
  detail: FECAEDetRequest;
  /** From FECAESolicitar's answer. `caeFchVto` is yyyymmdd or YYYY-MM-DD. */
  cae: string;
  caeFchVto: string;
  /** "A" when `cae` is a CAEA (RG 4892 tipoCodAut); "E" by default. */
  tipoCodAut?: 'E' | 'A';
  issuer: VoucherIssuerView;
  receiver: { name: string; address?: string | null };
  /** The invoice's lines as submitted; absent for single-amount invoices (`description` becomes the line). */
  lines?: VoucherLineInput[] | null;
  pricesIncludeIva?: boolean | null;
  description?: string | null;
  reference?: string | null;
  environment?: 'testing' | 'production' | null;
}

const isoDate = (value: string): string =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;

/** Builds the printable view of an authorized voucher; the QR URL follows RG 4892 via the domain's builder. */
export function buildVoucherView(source: VoucherViewSource): VoucherView {
  const { header, detail } = source;
  const info = voucherTypeInfo(header.CbteTipo);
  const letter = info?.letter ?? 'C';
  const discriminates = letter === 'A' || letter === 'M';
  const qr = buildQrPayload(qrDataFromVoucher(header, detail, source.issuer.cuit, source.cae, source.tipoCodAut));
  const otherTaxes = (detail.Tributos ?? []).map((t) => ({
    description: t.Desc || TRIBUTE_TYPES.get(t.Id) || `Tributo ${t.Id}`,
    base: t.BaseImp,
    rate: t.Alic,
    amount: t.Importe,
  }));
  const totals: VoucherTotalsView = {
    net: detail.ImpNeto,
    untaxed: detail.ImpTotConc,
    exempt: detail.ImpOpEx,
    vat: discriminates ? (detail.Iva ?? []).map((a) => ({ rate: percentForIvaId(a.Id)?.toFixed() ?? '0', base: a.BaseImp, amount: a.Importe })) : [],
    otherTaxes,
    total: detail.ImpTotal,
    vatContained: letter === 'B' && !new Decimal(detail.ImpIVA).isZero() ? detail.ImpIVA : null,
  };
  const associated: AssociatedVoucherView[] = (detail.CbtesAsoc ?? []).map((a) => ({
    typeCode: a.Tipo, ptoVta: a.PtoVta, number: a.Nro, cuit: a.Cuit ?? null, date: a.CbteFch ? isoDate(a.CbteFch) : null,
  }));
  return {
    issuer: source.issuer,
    receiver: {
      name: source.receiver.name,
      docType: detail.DocTipo,
      docNumber: detail.DocNro,
      vatCondition: detail.CondicionIVAReceptorId ?? null,
      address: source.receiver.address ?? null,
    },
    voucher: {
      letter,
      typeCode: header.CbteTipo,
      ptoVta: header.PtoVta,
      number: detail.CbteDesde,
      issueDate: isoDate(detail.CbteFch),
      concepto: detail.Concepto,
      serviceFrom: detail.FchServDesde ? isoDate(detail.FchServDesde) : null,
      serviceTo: detail.FchServHasta ? isoDate(detail.FchServHasta) : null,
      paymentDue: detail.FchVtoPago ? isoDate(detail.FchVtoPago) : null,
    },
    lines: viewLines(source, discriminates),
    totals,
    currency: detail.MonId,
    exchangeRate: detail.MonCotiz,
    cae: source.cae,
    caeDueDate: isoDate(source.caeFchVto),
    authorization: source.tipoCodAut === 'A' ? 'CAEA' : 'CAE',
    associated,
    qrUrl: qr.url,
    environment: source.environment ?? null,
    copy: 'ORIGINAL',
    reference: source.reference ?? null,
  };
}

/**
 * Class A shows prices without VAT and the rate of each line; B and C show final prices (VAT included), as the
 * customer pays them. Line amounts are display values: the totals printed are the authorized ones.
 */
function viewLines(source: VoucherViewSource, discriminates: boolean): VoucherLineView[] {
  const { detail } = source;
  if (!source.lines || source.lines.length === 0) {
    const amount = discriminates ? new Decimal(detail.ImpNeto).add(detail.ImpTotConc).add(detail.ImpOpEx) : new Decimal(detail.ImpTotal).sub(detail.ImpTrib);
    const onlyRate = discriminates && detail.Iva?.length === 1 ? percentForIvaId(detail.Iva[0]!.Id)?.toFixed() ?? null : null;
    return [{ description: source.description?.trim() || 'Según detalle', quantity: '1', unitPrice: amount.toFixed(2), ivaRate: onlyRate, amount: amount.toFixed(2) }];
  }
  const included = source.pricesIncludeIva ?? false;
  return source.lines.map((line) => {
    const rate = typeof line.ivaRate === 'number' ? new Decimal(line.ivaRate) : null;
    let unit = new Decimal(String(line.unitPrice));
    if (rate !== null && rate.gt(0)) {
      if (discriminates && included) unit = unit.div(rate.div(100).add(1));
      if (!discriminates && !included && letterIsB(source)) unit = unit.mul(rate.div(100).add(1));
    }
    const quantity = new Decimal(String(line.quantity));
    const amount = roundMoney(quantity.mul(unit));
    return {
      description: line.description,
      quantity: quantity.toFixed(),
      unitPrice: roundMoney(unit).toFixed(2),
      ivaRate: discriminates ? (rate !== null ? rate.toFixed() : String(line.ivaRate)) : null,
      amount: amount.toFixed(2),
    };
  });
}

function letterIsB(source: VoucherViewSource): boolean {
  return voucherTypeInfo(source.header.CbteTipo)?.letter === 'B';
}
