import { asArray, childObject, isObject, text, type XmlObject } from '../soap/soap';
import { el, type XmlChild, type XmlNode } from '../soap/xml';
import { addDays, argentinaDate, argentinaTimestamp, daysBetween } from '../time';
import { fortnightDays } from '../wsfe/caea-period';
import type { CaeDetailRequest, FeMessage } from '../wsfe/wsfe.types';
import { int, readDetailRequest } from '../wsfe/wsfe.xml';
import { messagesNode } from './simulator.soap';
import type { StoredCaea } from './simulator.state';
import type { WsfeContext } from './wsfe.handler';
import { authorizationReply, readCabecera } from './wsfe.issuing';

/**
 * CAEA, the advance authorization code for a fortnight (RG 2926 / RG 5782): request it for the next quincena,
 * issue vouchers under it while the service is unreachable, inform them (FECAEARegInformativo) or inform a point
 * of sale without movement. Codes 15004, 15006, 602, 782 and 1200 and their texts are observed (2021
 * homologation); the others are modelled (docs/taxauth-simulator.md).
 */
export const CAEA_OPERATIONS = ['FECAEASolicitar', 'FECAEAConsultar', 'FECAEARegInformativo', 'FECAEASinMovimientoInformar', 'FECAEASinMovimientoConsultar'] as const;

const err = (code: number, msg: string): FeMessage => ({ code, msg });
const errors = (list: FeMessage[]) => messagesNode('Errors', 'Err', list);
export const CAEA_MSG = {
  15004: 'El campo <Periodo> debe tener el formato AAAAMM, donde AAAA indica el año y MM el mes en números.',
  15005: 'El campo <Orden> debe ser 1 (primera quincena) o 2 (segunda quincena).',
  602: 'No existen datos en nuestros registros para los parametros ingresados.',
  782: 'El <CAEA> es obligatorio informarlo.',
  1200: 'El codigo de autorizacion debe ser del tipo CAEA',
  1201: 'La fecha del comprobante (CbteFch) debe estar comprendida en el periodo de vigencia del CAEA.',
  1202: 'El punto de venta fue informado sin movimiento para el CAEA.',
  1203: 'Existen comprobantes informados con el CAEA para el punto de venta.',
} as const;

/** US-style M/D/YYYY, as the observed 15006 text writes its dates. */
const usDate = (yyyymmdd: string) => `${Number(yyyymmdd.slice(4, 6))}/${Number(yyyymmdd.slice(6, 8))}/${yyyymmdd.slice(0, 4)}`;

function readPeriod(request: XmlObject): { periodo: number; orden: number; error: FeMessage | null } {
  const periodo = int(request['Periodo']);
  const orden = int(request['Orden']);
  const month = periodo % 100;
  if (!/^\d{6}$/.test(String(periodo)) || month < 1 || month > 12) return { periodo, orden, error: err(15004, CAEA_MSG[15004]) };
  if (orden !== 1 && orden !== 2) return { periodo, orden, error: err(15005, CAEA_MSG[15005]) };
  return { periodo, orden, error: null };
}

const resultGet = (c: StoredCaea) =>
  el('ResultGet', [
    el('CAEA', c.caea), el('Periodo', c.periodo), el('Orden', c.orden), el('FchVigDesde', c.fchVigDesde), el('FchVigHasta', c.fchVigHasta),
    el('FchTopeInf', c.fchTopeInf), el('FchProceso', c.fchProceso),
  ]);

export function handleCaea(operation: string, cuit: string, request: XmlObject, ctx: WsfeContext, events: XmlNode | null): XmlChild[] {
  const now = ctx.clock.now();
  const today = argentinaDate(now);
  switch (operation) {
    case 'FECAEASolicitar': {
      const { periodo, orden, error } = readPeriod(request);
      if (error) return [errors([error]), events];
      const { desde, hasta } = fortnightDays({ periodo, orden: orden as 1 | 2 });
      // Requested from 5 calendar days before the fortnight until its last day (observed text and window).
      const from = addDays(desde, -5);
      if (today < from || today > hasta) {
        return [errors([err(15006, `Fecha de envío podrá ser desde 5 días corridos anteriores al inicio hasta el último dia de cada quincena. Del ${usDate(from)} hasta ${usDate(hasta)}`)]), events];
      }
      // Asking again for a granted fortnight answers the same CAEA (not observed; clients consult on any error).
      const existing = ctx.state.findCaea(cuit, periodo, orden);
      if (existing) return [resultGet(existing), events];
      const granted: StoredCaea = {
        cuit, caea: ctx.state.nextCaea(), periodo, orden: orden as 1 | 2, fchVigDesde: desde, fchVigHasta: hasta,
        // RG 5782: the vouchers of a fortnight are informed within the 8 calendar days after it (modelled).
        fchTopeInf: addDays(hasta, 8), fchProceso: argentinaTimestamp(now),
      };
      ctx.state.caeas.set(granted.caea, granted);
      return [resultGet(granted), events];
    }
    case 'FECAEAConsultar': {
      const { periodo, orden, error } = readPeriod(request);
      const echo = el('ResultGet', [el('Periodo', periodo), el('Orden', orden)]);
      if (error) return [echo, errors([error]), events];
      const found = ctx.state.findCaea(cuit, periodo, orden);
      return found ? [resultGet(found), events] : [echo, errors([err(602, CAEA_MSG[602])]), events];
    }
    case 'FECAEARegInformativo':
      return informVouchers(cuit, request, ctx, events);
    case 'FECAEASinMovimientoInformar': {
      const ptoVta = int(request['PtoVta']);
      const code = text(request['CAEA']) ?? '';
      const caea = ctx.state.caeas.get(code);
      const answer = (resultado: 'A' | 'R', problems: FeMessage[]) => [el('CAEA', code), el('FchProceso', today), el('PtoVta', ptoVta), el('Resultado', resultado), errors(problems), events];
      if (!caea || caea.cuit !== cuit) return answer('R', [err(1200, CAEA_MSG[1200])]);
      const used = [...ctx.state.vouchers.values()].some((v) => v.cuit === cuit && v.ptoVta === ptoVta && v.emisionTipo === 'CAEA' && v.cae === code);
      if (used) return answer('R', [err(1203, CAEA_MSG[1203])]);
      if (!ctx.state.caeaWithoutMovement.some((m) => m.caea === code && m.ptoVta === ptoVta)) ctx.state.caeaWithoutMovement.push({ cuit, caea: code, ptoVta, fchProceso: today });
      return answer('A', []);
    }
    case 'FECAEASinMovimientoConsultar': {
      const ptoVta = int(request['PtoVta']);
      const code = text(request['CAEA']) ?? '';
      // PtoVta 0 lists every point of sale informed for the CAEA.
      const rows = ctx.state.caeaWithoutMovement.filter((m) => m.cuit === cuit && m.caea === code && (ptoVta === 0 || m.ptoVta === ptoVta));
      if (!rows.length) return [errors([err(602, CAEA_MSG[602])]), events];
      return [el('ResultGet', rows.map((m) => el('FECAEASinMov', [el('CAEA', m.caea), el('FchProceso', m.fchProceso), el('PtoVta', m.ptoVta)]))), events];
    }
    default:
      return [errors([err(500, `Operacion ${operation} no implementada en el simulador.`)]), events];
  }
}

/** FECAEARegInformativo: vouchers issued under a CAEA, numbered in the same sequence as the CAE ones. */
function informVouchers(cuit: string, request: XmlObject, ctx: WsfeContext, events: XmlNode | null): XmlChild[] {
  const req = childObject(request, 'FeCAEARegInfReq');
  const raw = asArray(childObject(req, 'FeDetReq')?.['FECAEADetRequest']).filter(isObject);
  const details = raw.map(readDetailRequest);
  const caeaOf = new Map<CaeDetailRequest, string>(details.map((d, i) => [d, text(raw[i]['CAEA']) ?? '']));
  const cab = readCabecera(childObject(req, 'FeCabReq'));
  return authorizationReply(cuit, cab, details, ctx, events, {
    detailElement: 'FECAEADetResponse',
    codeNodes: (o) => [el('CAEA', o.code ?? '')],
    dateWindow: false,
    precheck: (d, cbteFch) => {
      const code = caeaOf.get(d) ?? '';
      if (!code) return err(782, CAEA_MSG[782]);
      const caea = ctx.state.caeas.get(code);
      if (!caea || caea.cuit !== cuit) return err(1200, CAEA_MSG[1200]);
      if (daysBetween(caea.fchVigDesde, cbteFch) < 0 || daysBetween(cbteFch, caea.fchVigHasta) < 0) return err(1201, CAEA_MSG[1201]);
      if (ctx.state.caeaWithoutMovement.some((m) => m.caea === code && m.ptoVta === cab.ptoVta)) return err(1202, CAEA_MSG[1202]);
      return null;
    },
    authorize: (d) => {
      const caea = ctx.state.caeas.get(caeaOf.get(d) ?? '') as StoredCaea;
      return { code: caea.caea, fchVto: caea.fchVigHasta, emisionTipo: 'CAEA' };
    },
  });
}
