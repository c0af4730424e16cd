import type { TaxAuthHttpClient } from '../http/taxauth-http';
import { buildEnvelope, childObject, text, type XmlObject } from '../soap/soap';
import { callSoap } from '../soap/soap-call';
import { el, opt, type XmlChild, type XmlNode } from '../soap/xml';
import {
  PARAM_TABLES,
  WSFE_NAMESPACE,
  type CaeaInformRequest,
  type CaeaInformResult,
  type CaeaResult,
  type CaeaWithoutMovementListResult,
  type CaeaWithoutMovementResult,
  type CaeDetailRequest,
  type CaeRequest,
  type CaeResult,
  type CondicionIvaReceptorResult,
  type ConsultResult,
  type DummyResult,
  type ExchangeRateResult,
  type LastAuthorizedResult,
  type ParamTableOperation,
  type ParamTableResult,
  type PointsOfSaleResult,
  type TotXRequestResult,
  type WsfeAuth,
} from './wsfe.types';
import type { CaeaPeriod } from './caea-period';
import { detailRequestChildren, detailRequestNode, int, list, nullable, readCaeResult, readConsultedVoucher, readMessages, readOutcome, readParamItems, readPointsOfSale } from './wsfe.xml';

export const WSFE_URLS = {
  testing: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  production: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
} as const;

export class WsfeRequestError extends Error {
  override readonly name = 'WsfeRequestError';
}

const DECIMAL = /^-?\d{1,13}(\.\d+)?$/;

/**
 * WSFEv1 (ASMX, SOAP 1.1). Business outcomes (Errors, Observaciones, Events) are returned as data; only transport
 * problems and SOAP faults throw (TaxAuthTransportError subclasses, SoapFaultError).
 */
export class WsfeClient {
  constructor(
    private readonly http: TaxAuthHttpClient,
    readonly url: string,
    private readonly options: { timeoutMs?: number } = {},
  ) {}

  async dummy(): Promise<DummyResult> {
    const result = await this.call('FEDummy', []);
    return { appServer: text(result['AppServer']) ?? '', dbServer: text(result['DbServer']) ?? '', authServer: text(result['AuthServer']) ?? '' };
  }

  async compTotXRequest(auth: WsfeAuth): Promise<TotXRequestResult> {
    const result = await this.call('FECompTotXRequest', [authNode(auth)]);
    const reg = text(result['RegXReq']);
    return { regXReq: reg ? int(reg) : null, ...readOutcome(result) };
  }

  async lastAuthorized(auth: WsfeAuth, ptoVta: number, cbteTipo: number): Promise<LastAuthorizedResult> {
    const result = await this.call('FECompUltimoAutorizado', [authNode(auth), el('PtoVta', ptoVta), el('CbteTipo', cbteTipo)]);
    return { ptoVta: int(result['PtoVta']), cbteTipo: int(result['CbteTipo']), cbteNro: int(result['CbteNro']), ...readOutcome(result) };
  }

  async consult(auth: WsfeAuth, query: { cbteTipo: number; cbteNro: number; ptoVta: number }): Promise<ConsultResult> {
    const result = await this.call('FECompConsultar', [
      authNode(auth),
      el('FeCompConsReq', [el('CbteTipo', query.cbteTipo), el('CbteNro', query.cbteNro), el('PtoVta', query.ptoVta)]),
    ]);
    const resultGet = childObject(result, 'ResultGet');
    return { voucher: resultGet ? readConsultedVoucher(resultGet) : null, ...readOutcome(result) };
  }

  /** FECAESolicitar with one or more details (same PtoVta and CbteTipo, consecutive numbers). */
  async requestCae(auth: WsfeAuth, request: CaeRequest): Promise<CaeResult> {
    validateAmounts(request);
    const result = await this.call('FECAESolicitar', [
      authNode(auth),
      el('FeCAEReq', [
        headerNode(request),
        el('FeDetReq', request.details.map((d) => detailRequestNode(d))),
      ]),
    ]);
    return readCaeResult(result);
  }

  async pointsOfSale(auth: WsfeAuth): Promise<PointsOfSaleResult> {
    const result = await this.call('FEParamGetPtosVenta', [authNode(auth)]);
    return { pointsOfSale: readPointsOfSale(result), ...readOutcome(result) };
  }

  async paramTable(auth: WsfeAuth, operation: ParamTableOperation): Promise<ParamTableResult> {
    const result = await this.call(operation, [authNode(auth)]);
    return { items: readParamItems(result, PARAM_TABLES[operation]), ...readOutcome(result) };
  }

  async condicionIvaReceptor(auth: WsfeAuth, claseCmp?: string): Promise<CondicionIvaReceptorResult> {
    const result = await this.call('FEParamGetCondicionIvaReceptor', [authNode(auth), opt('ClaseCmp', claseCmp)]);
    const items = list(result, 'ResultGet', 'CondicionIvaReceptor').map((i) => ({ id: int(i['Id']), desc: text(i['Desc']) ?? '', cmpClase: text(i['Cmp_Clase']) ?? '' }));
    return { items, ...readOutcome(result) };
  }

  /** Exchange rate of a currency; `fchCotiz` (yyyymmdd) asks for a given date. */
  async exchangeRate(auth: WsfeAuth, monId: string, fchCotiz?: string): Promise<ExchangeRateResult> {
    const result = await this.call('FEParamGetCotizacion', [authNode(auth), el('MonId', monId), opt('FchCotiz', fchCotiz)]);
    const get = childObject(result, 'ResultGet');
    return {
      rate: get ? { monId: text(get['MonId']) ?? '', monCotiz: text(get['MonCotiz']) ?? '', fchCotiz: text(get['FchCotiz']) ?? '' } : null,
      ...readOutcome(result),
    };
  }

  /** FECAEASolicitar: a CAEA for a fortnight, requested from 5 days before it starts until its last day. */
  async requestCaea(auth: WsfeAuth, period: CaeaPeriod): Promise<CaeaResult> {
    const result = await this.call('FECAEASolicitar', [authNode(auth), el('Periodo', period.periodo), el('Orden', period.orden)]);
    return readCaeaResult(result);
  }

  /** FECAEAConsultar: the CAEA already granted for a fortnight (602 when none). */
  async consultCaea(auth: WsfeAuth, period: CaeaPeriod): Promise<CaeaResult> {
    const result = await this.call('FECAEAConsultar', [authNode(auth), el('Periodo', period.periodo), el('Orden', period.orden)]);
    return readCaeaResult(result);
  }

  /** FECAEARegInformativo: informs vouchers issued under a CAEA (same numbering as CAE vouchers). */
  async informCaeaVouchers(auth: WsfeAuth, request: CaeaInformRequest): Promise<CaeaInformResult> {
    validateAmounts(request);
    const result = await this.call('FECAEARegInformativo', [
      authNode(auth),
      el('FeCAEARegInfReq', [
        headerNode(request),
        el('FeDetReq', request.details.map((d) => el('FECAEADetRequest', [...detailRequestChildren(d), el('CAEA', d.caea), opt('CbteFchHsGen', d.cbteFchHsGen)]))),
      ]),
    ]);
    const cae = readCaeResult(result, 'FECAEADetResponse');
    const caeas = list(result, 'FeDetResp', 'FECAEADetResponse').map((d) => nullable(d['CAEA']));
    return { ...cae, details: cae.details.map(({ cae: _cae, caeFchVto: _vto, ...d }, i) => ({ ...d, caea: caeas[i] ?? null })) };
  }

  /** FECAEASinMovimientoInformar: a point of sale issued nothing under the CAEA. */
  async informCaeaWithoutMovement(auth: WsfeAuth, ptoVta: number, caea: string): Promise<CaeaWithoutMovementResult> {
    const result = await this.call('FECAEASinMovimientoInformar', [authNode(auth), el('PtoVta', ptoVta), el('CAEA', caea)]);
    return { caea: text(result['CAEA']) ?? '', fchProceso: text(result['FchProceso']) ?? '', ptoVta: int(result['PtoVta']), resultado: text(result['Resultado']) ?? '', ...readOutcome(result) };
  }

  /** FECAEASinMovimientoConsultar: points of sale informed without movement for a CAEA (PtoVta 0: all). */
  async consultCaeaWithoutMovement(auth: WsfeAuth, caea: string, ptoVta = 0): Promise<CaeaWithoutMovementListResult> {
    const result = await this.call('FECAEASinMovimientoConsultar', [authNode(auth), el('CAEA', caea), el('PtoVta', ptoVta)]);
    const items = list(result, 'ResultGet', 'FECAEASinMov').map((m) => ({ caea: text(m['CAEA']) ?? '', fchProceso: text(m['FchProceso']) ?? '', ptoVta: int(m['PtoVta']) }));
    return { items, ...readOutcome(result) };
  }

  private async call(operation: string, children: XmlChild[]): Promise<XmlObject> {
    const envelope = buildEnvelope(el(operation, children, { xmlns: WSFE_NAMESPACE }), { prefix: 'soap' });
    const parsed = await callSoap(this.http, this.url, envelope, { action: `${WSFE_NAMESPACE}${operation}`, timeoutMs: this.options.timeoutMs });
    const response = childObject(parsed.body, `${operation}Response`);
    const result = childObject(response, `${operation}Result`);
    if (!result) {
      // An empty result element is possible (e.g. <FEDummyResult />); a missing Response element is not.
      if (response) return {};
      throw new WsfeRequestError(`The answer to ${operation} has no ${operation}Response element`);
    }
    return result;
  }
}

function authNode(auth: WsfeAuth) {
  return el('Auth', [el('Token', auth.token), el('Sign', auth.sign), el('Cuit', auth.cuit)]);
}

function readCaeaResult(result: XmlObject): CaeaResult {
  const get = childObject(result, 'ResultGet');
  const caea = nullable(get?.['CAEA']);
  const grant = get && caea
    ? {
        caea,
        periodo: int(get['Periodo']),
        orden: int(get['Orden']),
        fchVigDesde: text(get['FchVigDesde']) ?? '',
        fchVigHasta: text(get['FchVigHasta']) ?? '',
        fchTopeInf: text(get['FchTopeInf']) ?? '',
        fchProceso: text(get['FchProceso']) ?? '',
        observations: readMessages(get, 'Observaciones', 'Obs'),
      }
    : null;
  return { grant, ...readOutcome(result) };
}

function validateAmounts(request: { details: CaeDetailRequest[] }): void {
  for (const d of request.details) {
    const amounts = [d.impTotal, d.impTotConc, d.impNeto, d.impOpEx, d.impTrib, d.impIva, ...(d.iva ?? []).flatMap((i) => [i.baseImp, i.importe]), ...(d.tributos ?? []).flatMap((t) => [t.baseImp, t.alic, t.importe])];
    if (d.monCotiz !== undefined) amounts.push(d.monCotiz);
    const bad = amounts.find((a) => !DECIMAL.test(a));
    if (bad !== undefined) throw new WsfeRequestError(`Amount "${bad}" is not a decimal number (voucher ${d.cbteDesde})`);
  }
}

/** FeCabReq of FECAESolicitar and FECAEARegInformativo: one sequence (PtoVta, CbteTipo) and the number of details. */
function headerNode(request: { ptoVta: number; cbteTipo: number; details: unknown[] }): XmlNode {
  return el('FeCabReq', [el('CantReg', request.details.length), el('PtoVta', request.ptoVta), el('CbteTipo', request.cbteTipo)]);
}
