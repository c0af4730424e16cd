import type { XmlObject } from '../soap/soap';
import { el, type XmlChild, type XmlNode } from '../soap/xml';
import { argentinaDate, argentinaTimestamp } from '../time';
import type { CaeDetailRequest, FeMessage } from '../wsfe/wsfe.types';
import { int } from '../wsfe/wsfe.xml';
import { defaultPointsOfSale, PARAM_TABLE_ROWS } from './simulator.fixtures';
import { messagesNode } from './simulator.soap';
import type { StoredVoucher } from './simulator.state';
import type { WsfeContext } from './wsfe.handler';
import { MSG, validateDetail, voucherClass } from './wsfe.rules';

/**
 * What FECAESolicitar (CAE) and FECAEARegInformativo (CAEA) share: the header checks and the ordered chain of
 * details over one numbering sequence per (CUIT, point of sale, voucher type).
 */
const VALID_TYPES = new Set(PARAM_TABLE_ROWS.FEParamGetTiposCbte.map((t) => Number(t.id)));
const err = (code: number, msg: string): FeMessage => ({ code, msg });

export interface Cabecera {
  cantReg: number;
  ptoVta: number;
  cbteTipo: number;
}

export function readCabecera(cabReq: XmlObject | undefined): Cabecera {
  return { cantReg: int(cabReq?.['CantReg']), ptoVta: int(cabReq?.['PtoVta']), cbteTipo: int(cabReq?.['CbteTipo']) };
}

/** §3.2 header checks; any of them rejects the whole request. */
export function headerErrors(cuit: string, cab: Cabecera, details: number, ctx: WsfeContext): FeMessage[] {
  const { cantReg, ptoVta, cbteTipo } = cab;
  const found: FeMessage[] = [];
  if (cantReg < 1 || cantReg > 9998) found.push(err(10001, 'El campo CantReg debe estar comprendido entre 1 y 9998.'));
  else if (cantReg !== details) found.push(err(10002, 'El campo CantReg no coincide con la cantidad de registros de detalle (FECAEDetRequest) informados.'));
  else if (details > ctx.settings.regXReq) found.push(err(10003, `La cantidad de registros de detalle no puede superar ${ctx.settings.regXReq}. Consultar metodo FECompTotXRequest.`));
  else if (cbteTipo >= 201 && cbteTipo <= 213 && details > 1) found.push(err(10003, 'Para comprobantes FCE la cantidad de registros de detalle debe ser 1.'));
  if (ptoVta < 1 || ptoVta > 99998) found.push(err(10004, 'El campo PtoVta debe estar comprendido entre 1 y 99998.'));
  else if (ctx.settings.enforcePointsOfSale && !(ctx.state.pointsOfSale.get(cuit) ?? defaultPointsOfSale()).some((p) => p.nro === ptoVta && p.bloqueado === 'N' && !p.fchBaja)) {
    found.push(err(10005, `El punto de venta ${ptoVta} no se encuentra habilitado a usar en el presente WS. Consultar metodo FEParamGetPtosVenta.`));
  }
  if (cbteTipo <= 0) found.push(err(10006, 'El campo CbteTipo debe ser mayor a 0.'));
  else if (!VALID_TYPES.has(cbteTipo) || !voucherClass(cbteTipo)) found.push(err(10007, 'El campo CbteTipo no es valido. Consultar metodo FEParamGetTiposCbte.'));
  return found;
}

export type Authorization = { code: string; fchVto: string; emisionTipo: 'CAE' | 'CAEA' } | { error: FeMessage };

export interface ChainOptions {
  today: string;
  fchProceso: string;
  /** CAE: CbteFch within N±5/N±10 of today; CAEA: the CAEA's own period stands in for it. */
  dateWindow: boolean;
  referenceRate: (monId: string) => string | null;
  /** Checked before the detail rules; an error rejects the detail at result level and stops the chain (CAEA 782). */
  precheck?: (d: CaeDetailRequest, cbteFch: string) => FeMessage | null;
  /** The authorization code of an accepted detail, or the error that rejects it (and stops the chain). */
  authorize: (d: CaeDetailRequest, cbteFch: string) => Authorization;
}

export interface DetailOutcome {
  d: CaeDetailRequest;
  cbteFch: string;
  resultado: 'A' | 'R';
  observations: FeMessage[];
  code: string | null;
  fchVto: string | null;
}

/** §3.1: details in order; the first rejection stops the chain and later details come back R unprocessed. */
export function processChain(cuit: string, cab: Cabecera, details: CaeDetailRequest[], ctx: WsfeContext, options: ChainOptions) {
  const { ptoVta, cbteTipo } = cab;
  const seq = ctx.state.sequence(cuit, ptoVta, cbteTipo);
  let expected = seq.lastNro + 1;
  let lastFch = seq.lastFch;
  let stopped = false;
  let approved = 0;
  const errors: FeMessage[] = [];
  const outcomes: DetailOutcome[] = [];
  const rejected = (d: CaeDetailRequest, observations: FeMessage[] = []): DetailOutcome => ({ d, cbteFch: d.cbteFch ?? options.today, resultado: 'R', observations, code: null, fchVto: null });
  for (const d of details) {
    if (stopped) {
      outcomes.push(rejected(d));
      continue;
    }
    const cbteFch = d.cbteFch ?? options.today;
    if (d.cbteDesde !== expected || d.cbteHasta < d.cbteDesde || (lastFch !== null && cbteFch < lastFch)) {
      errors.push(err(10016, MSG[10016]));
      outcomes.push(rejected(d));
      stopped = true;
      continue;
    }
    const early = options.precheck?.(d, cbteFch) ?? null;
    if (early) {
      errors.push(early);
      outcomes.push(rejected(d));
      stopped = true;
      continue;
    }
    const verdict = validateDetail(d, {
      issuerCuit: cuit,
      cbteTipo,
      today: options.today,
      dateWindow: options.dateWindow,
      padron: (doc) => ctx.state.padron.get(doc)?.condition ?? null,
      referenceRate: options.referenceRate,
      consumerThreshold: ctx.settings.consumerThreshold,
      strictReceiverVatCondition: ctx.settings.strictReceiverVatCondition,
    });
    if (verdict.rejected) {
      outcomes.push(rejected(d, verdict.observations));
      stopped = true;
      continue;
    }
    const authorization = options.authorize(d, cbteFch);
    if ('error' in authorization) {
      errors.push(authorization.error);
      outcomes.push(rejected(d));
      stopped = true;
      continue;
    }
    const stored: StoredVoucher = {
      cuit, ptoVta, cbteTipo, detail: { ...d, cbteFch }, cbteFch, resultado: 'A', emisionTipo: authorization.emisionTipo, cae: authorization.code,
      caeFchVto: authorization.fchVto, fchProceso: options.fchProceso, observations: verdict.observations,
    };
    // A class-B range consumes every number in it; FECompConsultar finds it by any of them.
    for (let n = d.cbteDesde; n <= d.cbteHasta; n++) ctx.state.vouchers.set(ctx.state.voucherKey(cuit, ptoVta, cbteTipo, n), stored);
    expected = d.cbteHasta + 1;
    lastFch = cbteFch;
    approved += 1;
    outcomes.push({ d, cbteFch, resultado: 'A', observations: verdict.observations, code: authorization.code, fchVto: authorization.fchVto });
  }
  seq.lastNro = expected - 1;
  seq.lastFch = lastFch;
  const resultado: 'A' | 'R' | 'P' = approved === details.length ? 'A' : approved === 0 ? 'R' : 'P';
  return { outcomes, errors, resultado };
}

/** What the CAE and the CAEA replies differ in: the detail element, the code it carries, how a detail is authorized. */
export interface AuthorizationKind {
  detailElement: 'FECAEDetResponse' | 'FECAEADetResponse';
  /** The detail's code elements: CAE and CAEFchVto, or CAEA. */
  codeNodes: (o: DetailOutcome) => XmlChild[];
  dateWindow: boolean;
  precheck?: ChainOptions['precheck'];
  authorize: ChainOptions['authorize'];
}

/**
 * The reply of FECAESolicitar and FECAEARegInformativo: the header, one detail per voucher (every one R when the
 * header is rejected, else the chain's outcomes), the events and the errors.
 */
export function authorizationReply(cuit: string, cab: Cabecera, details: CaeDetailRequest[], ctx: WsfeContext, events: XmlNode | null, kind: AuthorizationKind): XmlChild[] {
  const now = ctx.clock.now();
  const today = argentinaDate(now);
  const fchProceso = argentinaTimestamp(now);
  const errors = (list: FeMessage[]) => messagesNode('Errors', 'Err', list);
  const cabResp = (resultado: 'A' | 'R' | 'P') =>
    el('FeCabResp', [el('Cuit', cuit), el('PtoVta', cab.ptoVta), el('CbteTipo', cab.cbteTipo), el('FchProceso', fchProceso), el('CantReg', cab.cantReg), el('Resultado', resultado), el('Reproceso', 'N')]);
  const detailNode = (o: DetailOutcome) =>
    el(kind.detailElement, [
      el('Concepto', o.d.concepto), el('DocTipo', o.d.docTipo), el('DocNro', o.d.docNro), el('CbteDesde', o.d.cbteDesde), el('CbteHasta', o.d.cbteHasta),
      el('CbteFch', o.cbteFch), el('Resultado', o.resultado), messagesNode('Observaciones', 'Obs', o.observations), ...kind.codeNodes(o),
    ]);
  const rejectedHeader = headerErrors(cuit, cab, details.length, ctx);
  if (rejectedHeader.length) {
    const nodes = details.map((d) => detailNode({ d, cbteFch: d.cbteFch ?? today, resultado: 'R', observations: [], code: null, fchVto: null }));
    return [cabResp('R'), el('FeDetResp', nodes), events, errors(rejectedHeader)];
  }
  const chain = processChain(cuit, cab, details, ctx, {
    today,
    fchProceso,
    dateWindow: kind.dateWindow,
    // The official rate in force today (previous business day's closing), as rules 10038/10119 compare it.
    referenceRate: (monId) => ctx.state.exchangeRates.inForce(monId, today)?.monCotiz ?? null,
    precheck: kind.precheck,
    authorize: kind.authorize,
  });
  return [cabResp(chain.resultado), el('FeDetResp', chain.outcomes.map(detailNode)), events, errors(chain.errors)];
}
