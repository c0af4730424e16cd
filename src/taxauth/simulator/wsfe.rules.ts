import { DOC_TIPO } from '../../common/taxauth-codes';
import Decimal from 'decimal.js';
import { addDays, daysBetween, parseYyyymmdd } from '../time';
import type { CaeDetailRequest, FeMessage } from '../wsfe/wsfe.types';
import { CONDICIONES_IVA_RECEPTOR, IVA_RATES, PARAM_TABLE_ROWS, type VatCondition } from './simulator.fixtures';

/**
 * The FECAESolicitar rules of TAXAUTH.md §3 as pure functions. Texts are the service's (without accents, double
 * spaces kept) where they were observed; the others follow the same style.
 */
export type VoucherClass = 'A' | 'B' | 'C' | 'M' | '49';

const CLASSES: Record<VoucherClass, number[]> = {
  A: [1, 2, 3, 4, 5, 34, 39, 60, 63, 201, 202, 203],
  B: [6, 7, 8, 9, 10, 35, 40, 61, 64, 206, 207, 208],
  C: [11, 12, 13, 15, 211, 212, 213],
  M: [51, 52, 53, 54],
  '49': [49],
};
const CREDIT_DEBIT = new Set([2, 3, 7, 8, 12, 13, 52, 53, 202, 203, 207, 208, 212, 213]);
const RG5616_FROM = '20250406';
const FCE_NOTES = new Set([202, 203, 207, 208, 212, 213]);
/** Types whose IVA Id/BaseImp checks are relaxed (§3.8). */
const RELAXED_IVA = new Set([2, 3, 7, 8, 52, 53]);
/** Types that may carry CbtesAsoc (§3.8, 10040). */
const MAY_ASSOCIATE = new Set([1, 2, 3, 6, 7, 8, 12, 13, 51, 52, 53, 201, 202, 203, 206, 207, 208, 211, 212, 213]);
const ASSOCIABLE: Record<number, number[]> = {
  2: [1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991], 3: [1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991],
  7: [6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991], 8: [6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991],
  12: [11, 12, 13, 15], 13: [11, 12, 13, 15],
  52: [51, 52, 53, 54], 53: [51, 52, 53, 54],
};

export function voucherClass(cbteTipo: number): VoucherClass | null {
  for (const [cls, types] of Object.entries(CLASSES) as [VoucherClass, number[]][]) if (types.includes(cbteTipo)) return cls;
  return null;
}

export const MSG = {
  10016: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
  window1: 'Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N+5 siendo N la fecha de envio del pedido  de autorizacion para 1 - Productos',
  // Observed for an FCE credit note (2021 homologation); one space in "pedido de", unlike the other two.
  windowFceNote: 'Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N siendo N la fecha de envio del pedido de autorizacion para Facturas de Credito del tipo Nota de Debito o Nota de Credito',
  window23: 'Campo CbteFch Debe estar comprendido  en el  rango  N-10 y N+10 siendo N la fecha de envio del pedido  de autorizacion para 2 - Servicios o 3 - Productos y Servicios',
  10217: 'El credito fiscal discriminado en el presente comprobante solo podra ser computado a efectos del Procedimiento permanente de transicion al Regimen General.',
  10242: 'El campo Condicion IVA receptor no es un valor valido. Consular metodo FEParamGetCondicionIvaReceptor',
} as const;

export interface RuleContext {
  issuerCuit: string;
  cbteTipo: number;
  /** Processing date, yyyymmdd, Argentina. */
  today: string;
  /** The CbteFch window around today (CAE); false for vouchers informed under a CAEA, whose period bounds them. */
  dateWindow?: boolean;
  padron: (cuit: string) => VatCondition | null;
  /** Reference exchange rate for a currency, or null if unknown. */
  referenceRate: (monId: string) => string | null;
  /** RG 4444 consumidor-final identification threshold (ImpTotal × MonCotiz). */
  consumerThreshold: string;
  /** RG 5616: reject (10246) instead of observing (10245) a missing CondicionIVAReceptorId. */
  strictReceiverVatCondition: boolean;
}

export interface DetailVerdict {
  observations: FeMessage[];
  rejected: boolean;
}

const dec = (value: string | undefined): Decimal => {
  try {
    return new Decimal(value ?? '0');
  } catch {
    return new Decimal(NaN);
  }
};

/** Margin of error (manual): absolute 0.01 per term, or 0.01 % relative. */
function close(a: Decimal, b: Decimal, terms = 1): boolean {
  const diff = a.minus(b).abs();
  if (diff.lte(new Decimal('0.01').times(Math.max(terms, 1)))) return true;
  return !b.isZero() && diff.div(b.abs()).lte('0.0001');
}

const sum = (values: string[]): Decimal => values.reduce((acc, v) => acc.plus(dec(v)), new Decimal(0));

/** Validates one detail (numbering is checked by the caller). A rejecting rule makes the detail `R`. */
export function validateDetail(d: CaeDetailRequest, ctx: RuleContext): DetailVerdict {
  const obs: FeMessage[] = [];
  let rejected = false;
  const reject = (code: number, msg: string) => {
    obs.push({ code, msg });
    rejected = true;
  };
  const observe = (code: number, msg: string) => obs.push({ code, msg });
  const cls = voucherClass(ctx.cbteTipo);
  const cbteFch = d.cbteFch ?? ctx.today;

  if (![1, 2, 3].includes(d.concepto)) reject(10030, 'El campo Concepto es invalido. Valores permitidos 1, 2 o 3.');

  // §3.4 date window, reported as Obs 10016 inside the detail (observed).
  if (!parseYyyymmdd(cbteFch)) reject(10016, 'Campo CbteFch con formato invalido. Formato yyyymmdd.');
  else if (ctx.dateWindow !== false) {
    const offset = daysBetween(ctx.today, cbteFch);
    // FCE debit/credit notes: N-5..N whatever the concept (manual §3.4; observed text).
    if (FCE_NOTES.has(ctx.cbteTipo)) {
      if (offset < -5 || offset > 0) reject(10016, MSG.windowFceNote);
    } else if (d.concepto === 1 && (offset < -5 || offset > 5)) reject(10016, MSG.window1);
    else if ((d.concepto === 2 || d.concepto === 3) && (offset < -10 || offset > 10)) reject(10016, MSG.window23);
  }

  if (d.concepto === 2 || d.concepto === 3) {
    const present = [d.fchServDesde, d.fchServHasta, d.fchVtoPago].filter((x) => x !== undefined).length;
    if (present < 3) reject(10049, 'Si el concepto es 2 o 3 los campos FchServDesde, FchServHasta y FchVtoPago son obligatorios.');
    else if (![d.fchServDesde, d.fchServHasta, d.fchVtoPago].every((x) => parseYyyymmdd(x))) reject(10049, 'Los campos FchServDesde, FchServHasta y FchVtoPago deben tener formato yyyymmdd.');
    else {
      if (daysBetween(d.fchServDesde as string, d.fchServHasta as string) < 0) reject(10032, 'El campo FchServDesde debe ser menor o igual a FchServHasta.');
      if (parseYyyymmdd(cbteFch) && daysBetween(cbteFch, d.fchVtoPago as string) < 0) reject(10036, 'El campo FchVtoPago debe ser igual o posterior a la fecha del comprobante (CbteFch).');
    }
  }

  // §3.5 amounts.
  const amounts = [d.impTotal, d.impTotConc, d.impNeto, d.impOpEx, d.impTrib, d.impIva].map(dec);
  if (amounts.some((a) => a.isNaN() || a.isNegative())) reject(10043, 'Los importes deben ser numericos y mayores o iguales a 0.');
  const [total, totConc, neto, opEx, trib, iva] = amounts;
  const ivaItems = d.iva ?? [];
  const tributos = d.tributos ?? [];
  if (cls === 'C') {
    if (!close(total, neto.plus(trib))) reject(10048, "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpNeto + ImpTrib. Donde ImpNeto es igual al Sub Total");
    if (ivaItems.length) reject(10071, 'Para comprobantes tipo C el objeto IVA no debe informarse.');
    if (!totConc.isZero() || !opEx.isZero() || !iva.isZero()) reject(10047, 'Para comprobantes tipo C los campos ImpTotConc, ImpOpEx e ImpIVA deben ser 0.');
  } else {
    if (!close(total, totConc.plus(neto).plus(opEx).plus(trib).plus(iva), 5)) {
      reject(10048, "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.");
    }
    if ((iva.gt(0) || neto.gt(0)) && ivaItems.length === 0) reject(10018, 'Si ImpIva o ImpNeto es mayor a 0 el objeto IVA es obligatorio.');
    if (ivaItems.length && !close(iva, sum(ivaItems.map((i) => i.importe)), ivaItems.length)) {
      reject(10023, 'El campo ImpIVA no coincide con la suma de los importes de las alicuotas informadas en el objeto Iva.');
    }
    const relaxed = RELAXED_IVA.has(ctx.cbteTipo);
    const seen = new Set<number>();
    for (const alic of ivaItems) {
      const rate = IVA_RATES[alic.id];
      if (rate === undefined) {
        if (!relaxed) reject(10019, `El campo Id del objeto AlicIva ${alic.id} no es valido. Consultar metodo FEParamGetTiposIva.`);
        continue;
      }
      if (seen.has(alic.id)) reject(10022, 'No se puede repetir el Id de alicuota en el objeto AlicIva.');
      seen.add(alic.id);
      if (!relaxed && !close(dec(alic.importe), dec(alic.baseImp).times(rate))) {
        reject(10051, `El importe de la alicuota Id ${alic.id} no se corresponde con BaseImp por la alicuota.`);
      }
    }
    if (!relaxed && ivaItems.length && !close(neto, sum(ivaItems.map((i) => i.baseImp)), ivaItems.length)) {
      reject(10061, 'El campo ImpNeto no coincide con la suma de BaseImp del objeto Iva.');
    }
  }
  if (trib.gt(0) && tributos.length === 0) reject(10024, 'Si ImpTrib es mayor a 0 el objeto Tributos es obligatorio.');
  if (trib.isZero() && tributos.length > 0) reject(10024, 'Si ImpTrib es igual a 0 el objeto Tributos no debe informarse.');
  if (tributos.length && !close(trib, sum(tributos.map((t) => t.importe)), tributos.length)) {
    reject(10029, 'El campo ImpTrib no coincide con la suma de los importes del objeto Tributos.');
  }
  const tributoIds = new Set(PARAM_TABLE_ROWS.FEParamGetTiposTributos.map((t) => Number(t.id)));
  for (const t of tributos) {
    if (!tributoIds.has(t.id)) reject(10025, `El campo Id del objeto Tributo ${t.id} no es valido. Consultar metodo FEParamGetTiposTributos.`);
    else if (t.id === 99 && !t.desc) reject(10042, 'Si el Id del tributo es 99 el campo Desc es obligatorio.');
  }

  // §3.6 / §3.7 receiver.
  if (d.docNro === ctx.issuerCuit) reject(10069, 'El numero de documento del receptor no puede ser igual a la CUIT del emisor.');
  if (cls === 'A' || cls === 'M') {
    if (d.cbteDesde !== d.cbteHasta) reject(10012, 'Para comprobantes clase A CbteDesde debe ser igual a CbteHasta.');
    if (d.docTipo !== 80) reject(10013, 'Para comprobantes clase A el campo DocTipo debe ser igual a 80 (CUIT).');
    else {
      const condition = ctx.padron(d.docNro);
      if (!condition) observe(10017, `El DocNro ${d.docNro} no se encuentra registrado en los padrones de AFIP.`);
      else if (condition === 'EXENTO') observe(10063, `El DocNro ${d.docNro} no se encuentra activo en IVA ni en Monotributo.`);
      else if (condition === 'MONOTRIBUTO' && cls === 'A') observe(10217, MSG[10217]);
    }
  }
  if (cls === 'B') {
    const range = d.cbteDesde !== d.cbteHasta;
    const pesos = total.times(d.monCotiz ? dec(d.monCotiz) : 1);
    const perVoucher = range ? pesos.div(d.cbteHasta - d.cbteDesde + 1) : pesos;
    const label = range ? 'Factura B (CbteDesde distinto a CbteHasta)' : 'Factura B (CbteDesde igual a CbteHasta)';
    if (range && (d.docTipo !== 99 || d.docNro !== '0')) reject(10015, `${label}, DocTipo debe ser 99 y DocNro 0.`);
    else if (range && perVoucher.gte(ctx.consumerThreshold)) reject(10014, `${label}, el importe promedio por comprobante debe ser menor a ${ctx.consumerThreshold}.`);
    else if (d.docTipo === 99 && d.docNro !== '0') reject(10015, `${label}, si DocTipo es 99 DocNro debe ser 0.`);
    else if (d.docTipo === 99 && pesos.gte(ctx.consumerThreshold)) {
      reject(10015, `${label}, para importes mayores o iguales a ${ctx.consumerThreshold} debe identificarse al receptor (DocTipo distinto de 99).`);
    } else if (([DOC_TIPO.CUIT, DOC_TIPO.CUIL, DOC_TIPO.CDI] as number[]).includes(d.docTipo) && d.docNro !== '23000000000' && !ctx.padron(d.docNro)) {
      reject(10015, `${label}, DocTipo: ${d.docTipo}, DocNro ${d.docNro} no se encuentra registrado en los padrones de AFIP y no corresponde a una cuit pais.`);
    }
  }

  // §3.8 associated vouchers.
  const asoc = d.cbtesAsoc ?? [];
  if (asoc.length && !MAY_ASSOCIATE.has(ctx.cbteTipo)) reject(10040, `Para el tipo de comprobante ${ctx.cbteTipo} no se permite informar comprobantes asociados.`);
  if (CREDIT_DEBIT.has(ctx.cbteTipo) && asoc.length === 0 && !d.periodoAsoc) {
    reject(10197, 'Para Notas de Debito y Credito es obligatorio informar comprobantes asociados (CbtesAsoc) o periodo asociado (PeriodoAsoc).');
  }
  if (!CREDIT_DEBIT.has(ctx.cbteTipo) && d.periodoAsoc) reject(10198, 'El objeto PeriodoAsoc solo puede informarse para Notas de Debito y Credito.');
  const allowed = ASSOCIABLE[ctx.cbteTipo];
  for (const a of asoc) {
    if (allowed && !allowed.includes(a.tipo)) reject(10040, `El comprobante asociado tipo ${a.tipo} no corresponde al tipo de comprobante ${ctx.cbteTipo}.`);
  }

  // §3.9 currency.
  const monId = d.monId ?? 'PES';
  const currencies = new Set(PARAM_TABLE_ROWS.FEParamGetTiposMonedas.map((m) => m.id));
  if (!currencies.has(monId)) reject(10037, 'El campo MonId no es valido. Consultar metodo FEParamGetTiposMonedas.');
  else if (monId === 'PES') {
    if (d.monCotiz !== undefined && !dec(d.monCotiz).eq(1)) reject(10039, 'Si la moneda es PES el campo MonCotiz debe ser 1.');
    if (d.canMisMonExt === 'S') reject(10241, 'Si la moneda es PES el campo CanMisMonExt no debe informarse o debe ser N.');
  } else {
    const reference = ctx.referenceRate(monId);
    const rate = d.monCotiz === undefined ? null : dec(d.monCotiz);
    if (rate === null && d.canMisMonExt !== 'S') reject(10038, 'El campo MonCotiz es obligatorio y debe ser mayor a 0.');
    else if (rate !== null && (rate.isNaN() || rate.lte(0))) reject(10038, 'El campo MonCotiz es obligatorio y debe ser mayor a 0.');
    else if (rate !== null && reference) {
      const ratio = rate.div(reference);
      if (d.canMisMonExt === 'S' && !rate.eq(reference)) reject(10038, `Si CanMisMonExt es S el campo MonCotiz debe ser igual a la cotizacion oficial (${new Decimal(reference).toFixed()}) o no informarse.`);
      else if (ratio.lt('0.02') || ratio.gt(4)) reject(10119, 'El campo MonCotiz esta fuera del rango permitido respecto de la cotizacion oficial.');
    }
  }

  // §3.10 RG 5616: the field exists from 2025-04-06 (manual v4.0); before that date a request without it is fine.
  const condition = d.condicionIvaReceptorId;
  if (condition === undefined && ctx.today < RG5616_FROM) {
    // Vouchers dated before RG 5616 (the simulator's clock set back, e.g. replaying 2021 exchanges).
  } else if (condition === undefined) {
    if (ctx.strictReceiverVatCondition) reject(10246, 'El campo Condicion Frente al IVA del receptor es obligatorio conforme lo reglamentado por la Resolución General N° 5616.');
    else observe(10245, 'El campo Condicion Frente al IVA del receptor resultara obligatorio conforme lo reglamentado por la Resolución General N° 5616.');
  } else {
    const entry = CONDICIONES_IVA_RECEPTOR.find((c) => c.id === condition);
    if (!entry) reject(10242, MSG[10242]);
    else if (cls && cls !== '49' && !entry.cmpClase.split('/').includes(cls)) {
      reject(10243, `El campo Condicion IVA receptor ${condition} no es valido para la clase de comprobante ${cls}. Consular metodo FEParamGetCondicionIvaReceptor`);
    } else if (cls === '49' && condition !== 5) reject(10243, 'El campo Condicion IVA receptor no es valido para el comprobante 49.');
  }

  return { observations: obs, rejected };
}

/** CAEFchVto: CbteFch + 10 calendar days (every observed case; TAXAUTH.md §3.12). */
export const caeExpiry = (cbteFch: string): string => addDays(cbteFch, 10);
