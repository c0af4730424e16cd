import Decimal from 'decimal.js';
import { childObject, asArray, isObject, text, type XmlObject } from '../soap/soap';
import { el, type XmlChild, type XmlNode } from '../soap/xml';
import { argentinaDate, parseYyyymmdd } from '../time';
import { PARAM_TABLES, type FeMessage, type ParamTableOperation } from '../wsfe/wsfe.types';
import { int, readDetailRequest } from '../wsfe/wsfe.xml';
import { CONDICIONES_IVA_RECEPTOR, PARAM_TABLE_ROWS, defaultPointsOfSale } from './simulator.fixtures';
import { dotnetDouble, messagesNode } from './simulator.soap';
import type { SimulatorClock, SimulatorState, StoredVoucher } from './simulator.state';
import { handleCaea } from './caea.handler';
import { authorizationReply, readCabecera } from './wsfe.issuing';
import { caeExpiry } from './wsfe.rules';

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
    case 'FECAEASolicitar':
    case 'FECAEAConsultar':
    case 'FECAEARegInformativo':
    case 'FECAEASinMovimientoInformar':
    case 'FECAEASinMovimientoConsultar':
      return handleCaea(operation, cuit, request, ctx, events);
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
    el('Resultado', v.resultado), el('CodAutorizacion', v.cae), el('EmisionTipo', v.emisionTipo), el('FchVto', v.caeFchVto), el('FchProceso', v.fchProceso),
    messagesNode('Observaciones', 'Obs', v.observations),
    el('PtoVta', v.ptoVta), el('CbteTipo', v.cbteTipo),
  ];
}

function solicitar(cuit: string, request: XmlObject, ctx: WsfeContext, events: XmlNode | null): XmlChild[] {
  const req = childObject(request, 'FeCAEReq');
  const details = asArray(childObject(req, 'FeDetReq')?.['FECAEDetRequest']).filter(isObject).map(readDetailRequest);
  return authorizationReply(cuit, readCabecera(childObject(req, 'FeCabReq')), details, ctx, events, {
    detailElement: 'FECAEDetResponse',
    codeNodes: (o) => [el('CAE', o.code ?? ''), el('CAEFchVto', o.fchVto ?? '')],
    dateWindow: true,
    authorize: (_d, cbteFch) => ({ code: ctx.state.nextCae(), fchVto: caeExpiry(cbteFch), emisionTipo: 'CAE' }),
  });
}

/** The official rate in force on `today` (previous business day's closing), as rules 10038/10119 compare it. */
export function referenceRate(ctx: WsfeContext, monId: string, today: string) {
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
