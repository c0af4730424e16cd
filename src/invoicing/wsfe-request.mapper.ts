import Decimal from 'decimal.js';
import type { CaeDetailRequest, ConsultedVoucher } from '../taxauth/wsfe/wsfe.types';
import type { FECAEDetRequest } from './domain';

/** The one mapping from the domain's FECAEDetRequest (WSFEv1 PascalCase) to the SOAP client's camelCase request. */
export function toCaeDetailRequest(d: FECAEDetRequest): CaeDetailRequest {
  return {
    concepto: d.Concepto,
    docTipo: d.DocTipo,
    docNro: d.DocNro,
    cbteDesde: d.CbteDesde,
    cbteHasta: d.CbteHasta,
    cbteFch: d.CbteFch,
    impTotal: d.ImpTotal,
    impTotConc: d.ImpTotConc,
    impNeto: d.ImpNeto,
    impOpEx: d.ImpOpEx,
    impTrib: d.ImpTrib,
    impIva: d.ImpIVA,
    ...(d.FchServDesde ? { fchServDesde: d.FchServDesde } : {}),
    ...(d.FchServHasta ? { fchServHasta: d.FchServHasta } : {}),
    ...(d.FchVtoPago ? { fchVtoPago: d.FchVtoPago } : {}),
    monId: d.MonId,
    monCotiz: d.MonCotiz,
    ...(d.CondicionIVAReceptorId !== undefined ? { condicionIvaReceptorId: d.CondicionIVAReceptorId } : {}),
    ...(d.CbtesAsoc?.length ? { cbtesAsoc: d.CbtesAsoc.map((a) => ({ tipo: a.Tipo, ptoVta: a.PtoVta, nro: a.Nro, ...(a.Cuit ? { cuit: a.Cuit } : {}), ...(a.CbteFch ? { cbteFch: a.CbteFch } : {}) })) } : {}),
    ...(d.Tributos?.length ? { tributos: d.Tributos.map((t) => ({ id: t.Id, desc: t.Desc, baseImp: t.BaseImp, alic: t.Alic, importe: t.Importe })) } : {}),
    ...(d.Iva?.length ? { iva: d.Iva.map((i) => ({ id: i.Id, baseImp: i.BaseImp, importe: i.Importe })) } : {}),
  };
}

/**
 * Whether the voucher the tax authority holds under a number is the sale we sent under it (TAXAUTH §3.12, §8.3:
 * pyafipws compares the stored fields with the request). Amounts compare as decimals ("121" = "121.00").
 */
export function sameVoucher(sent: FECAEDetRequest, held: ConsultedVoucher): boolean {
  const eqDecimal = (a: string, b: string | undefined) => b !== undefined && new Decimal(a).eq(new Decimal(b || '0'));
  return (
    held.cbteDesde === sent.CbteDesde &&
    held.concepto === sent.Concepto &&
    held.docTipo === sent.DocTipo &&
    new Decimal(held.docNro || '0').eq(new Decimal(sent.DocNro)) &&
    (held.cbteFch ?? '') === sent.CbteFch &&
    eqDecimal(sent.ImpTotal, held.impTotal) &&
    eqDecimal(sent.ImpNeto, held.impNeto) &&
    eqDecimal(sent.ImpIVA, held.impIva)
  );
}

/** yyyymmdd → YYYY-MM-DD (null for empty). */
export function isoDate(yyyymmdd: string | null | undefined): string | null {
  return yyyymmdd && /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}` : null;
}
