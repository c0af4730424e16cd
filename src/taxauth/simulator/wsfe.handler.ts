import Decimal from 'decimal.js';
import { childObject, asArray, isObject, text, type XmlObject } from '../soap/soap';
import { el, type XmlChild, type XmlNode } from '../soap/xml';
import { argentinaDate, argentinaTimestamp, parseYyyymmdd } from '../time';
import { PARAM_TABLES, type CaeDetailRequest, type FeMessage, type ParamTableOperation } from '../wsfe/wsfe.types';
import { int, readDetailRequest } from '../wsfe/wsfe.xml';
import { CONDICIONES_IVA_RECEPTOR, PARAM_TABLE_ROWS, defaultPointsOfSale } from './simulator.fixtures';
import { dotnetDouble, messagesNode } from './simulator.soap';
import type { SimulatorClock, SimulatorState, StoredVoucher } from './simulator.state';
import { caeExpiry, MSG, validateDetail, voucherClass } from './wsfe.rules';

export const WSFE_OPERATIONS = [
  'FECAESolicitar', 'FECompTotXRequest', 'FEDummy', 'FECompUltimoAutorizado', 'FECompConsultar', 'FECAEARegInformativo',
  'FECAEASolicitar', 'FECAEASinMovimientoConsultar', 'FECAEASinMovimientoInformar', 'FECAEAConsultar', 'FEParamGetCotizacion',
  'FEParamGetTiposTributos', 'FEParamGetTiposMonedas', 'FEParamGetTiposIva', 'FEParamGetTiposOpcional', 'FEParamGetTiposConcepto',
  'FEParamGetPtosVenta', 'FEParamGetTiposCbte', 'FEParamGetCondicionIvaReceptor', 'FEParamGetTiposDoc', 'FEParamGetTiposPaises',
  'FEParamGetActividades',
] as const;

export interface WsfeSettings {
  regXReq: number;
  consumerThreshold: string;
  strictReceiverVatCondition: boolean;
  enforcePointsOfSale: boolean;
  events: FeMessage[];
}

export interface WsfeContext {
  state: SimulatorState;
  clock: SimulatorClock;
  settings: WsfeSettings;
}

const VALID_TYPES = new Set(PARAM_TABLE_ROWS.FEParamGetTiposCbte.map((t) => Number(t.id)));
const err = (code: number, msg: string): FeMessage => ({ code, msg });
const errors = (list: FeMessage[]) => messagesNode('Errors', 'Err', list);

/** Answers one WSFEv1 operation; returns the children of `<Op>Result`. */
export function handleWsfe(operation: string, request: XmlObject, ctx: WsfeContext): XmlChild[] {
  const events = messagesNode('Events', 'Evt', ctx.settings.events);
  if (operation === 'FEDummy') {
    const down = ctx.state.takeFault('wsfe', 'FEDummy', ['dummy_down']);
    return [el('AppServer', down ? 'NO' : 'OK'), el('DbServer', down ? 'NO' : 'OK'), el('AuthServer', 'OK')];
  }
  const injected = ctx.state.takeFault('wsfe', operation, ['wsfe_error']);
  if (injected && injected.kind === 'wsfe_error') {
    const texts = { 500: 'Error interno de aplicacion.', 501: 'Error interno de base de datos', 502: 'Error interno de base de datos - Autorizador CAE: Transaccion Activa' };
    return [errors([err(injected.code, texts[injected.code])]), events];
  }
  const auth = checkAuth(request, ctx);
  if ('error' in auth) {
    if (operation === 'FECompUltimoAutorizado') return [el('PtoVta', 0), el('CbteTipo', 0), el('CbteNro', 0), errors([auth.error]), events];
    return [errors([auth.error]), events];
  }
  const cuit = auth.cuit;
  switch (operation) {
    case 'FECompTotXRequest':
      return [el('RegXReq', ctx.settings.regXReq), events];
    case 'FECompUltimoAutorizado': {
      const ptoVta = int(request['PtoVta']);
      const cbteTipo = int(request['CbteTipo']);
      const headerError = ptoVta < 1 || ptoVta > 99998
        ? err(11000, 'El campo PtoVta debe estar comprendido entre 1 y 99998.')
        : !VALID_TYPES.has(cbteTipo) ? err(11002, 'El campo CbteTipo no es valido. Consultar metodo FEParamGetTiposCbte.') : null;
      if (headerError) return [el('PtoVta', ptoVta), el('CbteTipo', cbteTipo), el('CbteNro', 0), errors([headerError]), events];
      return [el('PtoVta', ptoVta), el('CbteTipo', cbteTipo), el('CbteNro', ctx.state.sequence(cuit, ptoVta, cbteTipo).lastNro), events];
    }
    case 'FECompConsultar':
      return consult(cuit, request, ctx, events);
    case 'FECAESolicitar':
      return solicitar(cuit, request, ctx, events);
    case 'FEParamGetPtosVenta': {
      // Homologation often answers 602 for a CUIT without registered points of sale (TAXAUTH.md §2.5).
      const points = ctx.state.pointsOfSale.get(cuit) ?? defaultPointsOfSale();
      if (!points.length) return [errors([err(602, 'Sin Resultados: - Metodo FEParamGetPtosVenta')]), events];
      return [el('ResultGet', points.map((p) => el('PtoVenta', [el('Nro', p.nro), el('EmisionTipo', p.emisionTipo), el('Bloqueado', p.bloqueado), el('FchBaja', p.fchBaja ?? 'NULL')]))), events];
    }
    case 'FEParamGetCondicionIvaReceptor': {
      const clase = text(request['ClaseCmp']);
      const rows = CONDICIONES_IVA_RECEPTOR.filter((c) => !clase || c.cmpClase.split('/').includes(clase === 'ALEY' ? 'M' : clase));
      return [el('ResultGet', rows.map((c) => el('CondicionIvaReceptor', [el('Id', c.id), el('Desc', c.desc), el('Cmp_Clase', c.cmpClase)]))), events];
    }
    case 'FEParamGetCotizacion':
      return cotizacion(request, ctx, events);
    default: {
      if (operation in PARAM_TABLES) {
        const op = operation as ParamTableOperation;
        const item = PARAM_TABLES[op];
        return [
          el('ResultGet', PARAM_TABLE_ROWS[op].map((r) => el(item, [el('Id', r.id), el('Desc', r.desc), el('FchDesde', r.fchDesde ?? 'NULL'), el('FchHasta', r.fchHasta ?? 'NULL')]))),
          events,
        ];
      }
      return [errors([err(500, `Operacion ${operation} no implementada en el simulador.`)]), events];
    }
  }
}

function checkAuth(request: XmlObject, ctx: WsfeContext): { cuit: string } | { error: FeMessage } {
  const auth = childObject(request, 'Auth');
  const token = text(auth?.['Token']);
  const sign = text(auth?.['Sign']);
  const cuit = text(auth?.['Cuit']) ?? '';
  if (!auth || !token || !sign || !/^\d{11}$/.test(cuit)) return { error: err(500, 'Campo Auth no fue ingresado o esta mal formado.') };
  const ticket = ctx.state.tickets.get(token);
  if (!ticket || ticket.sign !== sign) return { error: err(600, 'ValidacionDeToken: Error al verificar hash: VerificacionDeHash: Token o Sign invalidos.') };
  const now = ctx.clock.now();
  if (ticket.service !== 'wsfe') return { error: err(600, `ValidacionDeToken: El token no corresponde al servicio wsfe (servicio ${ticket.service}).`) };
  if (now.getTime() >= ticket.expirationTime.getTime() || now.getTime() < ticket.generationTime.getTime() - 60_000) {
    return {
      error: err(600, `ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC: ${Math.floor(ticket.generationTime.getTime() / 1000)} (${ticket.generationTime.toISOString()}), ${Math.floor(ticket.expirationTime.getTime() / 1000)} (${ticket.expirationTime.toISOString()}), ${now.toISOString()}`),
    };
  }
  if (!ticket.relations.includes(cuit)) return { error: err(600, `ValidacionDeToken: No apareció CUIT en lista de relaciones: ${cuit}`) };
  return { cuit };
}

function consult(cuit: string, request: XmlObject, ctx: WsfeContext, events: XmlNode | null): XmlChild[] {
  const q = childObject(request, 'FeCompConsReq');
  if (!q) return [errors([err(10200, 'El campo FeCompConsReq es obligatorio.')]), events];
  const [cbteTipo, cbteNro, ptoVta] = [int(q['CbteTipo']), int(q['CbteNro']), int(q['PtoVta'])];
  if (!VALID_TYPES.has(cbteTipo)) return [errors([err(10201, 'El campo CbteTipo no es valido.')]), events];
  if (ptoVta < 1 || ptoVta > 99998) return [errors([err(10202, 'El campo PtoVta debe estar comprendido entre 1 y 99998.')]), events];
  const stored = ctx.state.vouchers.get(ctx.state.voucherKey(cuit, ptoVta, cbteTipo, cbteNro));
  if (!stored) return [errors([err(602, 'No existen datos en nuestros registros para los parametros ingresados.')]), events];
  return [el('ResultGet', consultedChildren(stored)), events];
}

function consultedChildren(v: StoredVoucher): XmlChild[] {
  const d = v.detail;
  // FECompConsultar echoes the voucher in .NET form: normalised doubles and `<X />` for absent strings (observed).
  return [
    el('Concepto', d.concepto), el('DocTipo', d.docTipo), el('DocNro', d.docNro), el('CbteDesde', d.cbteDesde), el('CbteHasta', d.cbteHasta),
    el('CbteFch', v.cbteFch), el('ImpTotal', dotnetDouble(d.impTotal)), el('ImpTotConc', dotnetDouble(d.impTotConc)), el('ImpNeto', dotnetDouble(d.impNeto)),
    el('ImpOpEx', dotnetDouble(d.impOpEx)), el('ImpTrib', dotnetDouble(d.impTrib)), el('ImpIVA', dotnetDouble(d.impIva)),
    el('FchServDesde', d.fchServDesde ?? ''), el('FchServHasta', d.fchServHasta ?? ''), el('FchVtoPago', d.fchVtoPago ?? ''),
    el('MonId', d.monId ?? 'PES'), el('MonCotiz', dotnetDouble(d.monCotiz ?? '1')),
    d.canMisMonExt ? el('CanMisMonExt', d.canMisMonExt) : null,
    d.condicionIvaReceptorId !== undefined ? el('CondicionIVAReceptorId', d.condicionIvaReceptorId) : null,
    d.cbtesAsoc?.length ? el('CbtesAsoc', d.cbtesAsoc.map((a) => el('CbteAsoc', [el('Tipo', a.tipo), el('PtoVta', a.ptoVta), el('Nro', a.nro), a.cuit ? el('Cuit', a.cuit) : null, a.cbteFch ? el('CbteFch', a.cbteFch) : null]))) : null,
    d.tributos?.length ? el('Tributos', d.tributos.map((t) => el('Tributo', [el('Id', t.id), el('Desc', t.desc ?? ''), el('BaseImp', dotnetDouble(t.baseImp)), el('Alic', dotnetDouble(t.alic)), el('Importe', dotnetDouble(t.importe))]))) : null,
    d.iva?.length ? el('Iva', d.iva.map((i) => el('AlicIva', [el('Id', i.id), el('BaseImp', dotnetDouble(i.baseImp)), el('Importe', dotnetDouble(i.importe))]))) : null,
    d.opcionales?.length ? el('Opcionales', d.opcionales.map((o) => el('Opcional', [el('Id', o.id), el('Valor', o.valor)]))) : null,
    el('Resultado', v.resultado), el('CodAutorizacion', v.cae), el('EmisionTipo', 'CAE'), el('FchVto', v.caeFchVto), el('FchProceso', v.fchProceso),
    messagesNode('Observaciones', 'Obs', v.observations),
    el('PtoVta', v.ptoVta), el('CbteTipo', v.cbteTipo),
  ];
}

function solicitar(cuit: string, request: XmlObject, ctx: WsfeContext, events: XmlNode | null): XmlChild[] {
  const now = ctx.clock.now();
  const fchProceso = argentinaTimestamp(now);
  const today = argentinaDate(now);
  const req = childObject(request, 'FeCAEReq');
  const cab = childObject(req, 'FeCabReq');
  const details = asArray(childObject(req, 'FeDetReq')?.['FECAEDetRequest']).filter(isObject).map(readDetailRequest);
  const cantReg = int(cab?.['CantReg']);
  const ptoVta = int(cab?.['PtoVta']);
  const cbteTipo = int(cab?.['CbteTipo']);

  // §3.2 header checks reject the whole request.
  const headerErrors: FeMessage[] = [];
  if (cantReg < 1 || cantReg > 9998) headerErrors.push(err(10001, 'El campo CantReg debe estar comprendido entre 1 y 9998.'));
  else if (cantReg !== details.length) headerErrors.push(err(10002, 'El campo CantReg no coincide con la cantidad de registros de detalle (FECAEDetRequest) informados.'));
  else if (details.length > ctx.settings.regXReq) headerErrors.push(err(10003, `La cantidad de registros de detalle no puede superar ${ctx.settings.regXReq}. Consultar metodo FECompTotXRequest.`));
  else if (cbteTipo >= 201 && cbteTipo <= 213 && details.length > 1) headerErrors.push(err(10003, 'Para comprobantes FCE la cantidad de registros de detalle debe ser 1.'));
  if (ptoVta < 1 || ptoVta > 99998) headerErrors.push(err(10004, 'El campo PtoVta debe estar comprendido entre 1 y 99998.'));
  else if (ctx.settings.enforcePointsOfSale && !(ctx.state.pointsOfSale.get(cuit) ?? defaultPointsOfSale()).some((p) => p.nro === ptoVta && p.bloqueado === 'N' && !p.fchBaja)) {
    headerErrors.push(err(10005, `El punto de venta ${ptoVta} no se encuentra habilitado a usar en el presente WS. Consultar metodo FEParamGetPtosVenta.`));
  }
  if (cbteTipo <= 0) headerErrors.push(err(10006, 'El campo CbteTipo debe ser mayor a 0.'));
  else if (!VALID_TYPES.has(cbteTipo) || !voucherClass(cbteTipo)) headerErrors.push(err(10007, 'El campo CbteTipo no es valido. Consultar metodo FEParamGetTiposCbte.'));

  const cabResp = (resultado: 'A' | 'R' | 'P') =>
    el('FeCabResp', [el('Cuit', cuit), el('PtoVta', ptoVta), el('CbteTipo', cbteTipo), el('FchProceso', fchProceso), el('CantReg', cantReg), el('Resultado', resultado), el('Reproceso', 'N')]);
  const rejectedDetail = (d: CaeDetailRequest, obs: FeMessage[] = []) =>
    el('FECAEDetResponse', [
      el('Concepto', d.concepto), el('DocTipo', d.docTipo), el('DocNro', d.docNro), el('CbteDesde', d.cbteDesde), el('CbteHasta', d.cbteHasta),
      el('CbteFch', d.cbteFch ?? today), el('Resultado', 'R'), messagesNode('Observaciones', 'Obs', obs), el('CAE', ''), el('CAEFchVto', ''),
    ]);
  if (headerErrors.length) return [cabResp('R'), el('FeDetResp', details.map((d) => rejectedDetail(d))), events, errors(headerErrors)];

  // §3.1: details in order; the first rejection stops the chain and later details come back R unprocessed.
  const seq = ctx.state.sequence(cuit, ptoVta, cbteTipo);
  let expected = seq.lastNro + 1;
  let lastFch = seq.lastFch;
  let stopped = false;
  let approved = 0;
  const resultErrors: FeMessage[] = [];
  const nodes: XmlNode[] = [];
  for (const d of details) {
    if (stopped) {
      nodes.push(rejectedDetail(d));
      continue;
    }
    const cbteFch = d.cbteFch ?? today;
    if (d.cbteDesde !== expected || d.cbteHasta < d.cbteDesde || (lastFch !== null && cbteFch < lastFch)) {
      resultErrors.push(err(10016, MSG[10016]));
      nodes.push(rejectedDetail(d));
      stopped = true;
      continue;
    }
    const verdict = validateDetail(d, {
      issuerCuit: cuit,
      cbteTipo,
      today,
      padron: (doc) => ctx.state.padron.get(doc)?.condition ?? null,
      referenceRate: (monId) => referenceRate(ctx, monId, today)?.monCotiz ?? null,
      consumerThreshold: ctx.settings.consumerThreshold,
      strictReceiverVatCondition: ctx.settings.strictReceiverVatCondition,
    });
    if (verdict.rejected) {
      nodes.push(rejectedDetail(d, verdict.observations));
      stopped = true;
      continue;
    }
    const stored: StoredVoucher = {
      cuit, ptoVta, cbteTipo, detail: { ...d, cbteFch }, cbteFch, resultado: 'A', cae: ctx.state.nextCae(), caeFchVto: caeExpiry(cbteFch), fchProceso, observations: verdict.observations,
    };
    // A class-B range consumes every number in it; FECompConsultar finds it by any of them.
    for (let n = d.cbteDesde; n <= d.cbteHasta; n++) ctx.state.vouchers.set(ctx.state.voucherKey(cuit, ptoVta, cbteTipo, n), stored);
    expected = d.cbteHasta + 1;
    lastFch = cbteFch;
    approved += 1;
    nodes.push(el('FECAEDetResponse', [
      el('Concepto', d.concepto), el('DocTipo', d.docTipo), el('DocNro', d.docNro), el('CbteDesde', d.cbteDesde), el('CbteHasta', d.cbteHasta),
      el('CbteFch', cbteFch), el('Resultado', 'A'), messagesNode('Observaciones', 'Obs', verdict.observations), el('CAE', stored.cae), el('CAEFchVto', stored.caeFchVto),
    ]));
  }
  seq.lastNro = expected - 1;
  seq.lastFch = lastFch;
  const resultado = approved === details.length ? 'A' : approved === 0 ? 'R' : 'P';
  return [cabResp(resultado), el('FeDetResp', nodes), events, errors(resultErrors)];
}

/** The official rate in force on `today` (previous business day's closing), as rules 10038/10119 compare it. */
function referenceRate(ctx: WsfeContext, monId: string, today: string) {
  return ctx.state.exchangeRates.inForce(monId, today);
}

function cotizacion(request: XmlObject, ctx: WsfeContext, events: XmlNode | null): XmlChild[] {
  const monId = text(request['MonId']) ?? '';
  const fch = text(request['FchCotiz']);
  const today = argentinaDate(ctx.clock.now());
  if (!monId) return [errors([err(12000, 'El campo MonId es obligatorio.')]), events];
  if (fch && !parseYyyymmdd(fch)) return [errors([err(12002, 'El campo FchCotiz debe tener formato yyyymmdd.')]), events];
  if (monId === 'PES') return [el('ResultGet', [el('MonId', 'PES'), el('MonCotiz', '1'), el('FchCotiz', fch ?? today)]), events];
  const known = PARAM_TABLE_ROWS.FEParamGetTiposMonedas.some((m) => m.id === monId);
  // A date after today has no published rate yet.
  const rate = known && (!fch || fch <= today) ? referenceRate(ctx, monId, fch ?? today) : null;
  if (!rate) return [errors([err(12001, 'El campo MonId no es valido o no existe cotizacion para la fecha. Consultar metodo FEParamGetTiposMonedas.')]), events];
  return [el('ResultGet', [el('MonId', rate.monId), el('MonCotiz', new Decimal(rate.monCotiz).toFixed()), el('FchCotiz', rate.fchCotiz)]), events];
}
