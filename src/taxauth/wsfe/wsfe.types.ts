/**
 * Typed requests and results of WSFEv1 (TAXAUTH.md §2). Field names follow the tax authority's, in camelCase.
 * Amounts are decimal strings (never floats); dates are `yyyymmdd` strings as on the wire.
 */
export const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

export interface WsfeAuth {
  token: string;
  sign: string;
  /** The represented CUIT (`Auth/Cuit`): must be in the ticket's relations. */
  cuit: string;
}

/** `Err`, `Obs` and `Evt` entries: data, never exceptions. */
export interface FeMessage {
  code: number;
  msg: string;
}

export interface WsfeOutcome {
  errors: FeMessage[];
  events: FeMessage[];
}

export interface DummyResult {
  appServer: string;
  dbServer: string;
  authServer: string;
}

export interface CbteAsoc {
  tipo: number;
  ptoVta: number;
  nro: number;
  cuit?: string;
  cbteFch?: string;
}
export interface Tributo {
  id: number;
  desc?: string;
  baseImp: string;
  alic: string;
  importe: string;
}
export interface AlicIva {
  id: number;
  baseImp: string;
  importe: string;
}
export interface Opcional {
  id: string;
  valor: string;
}
export interface Comprador {
  docTipo: number;
  docNro: string;
  porcentaje: string;
}

/** One `FECAEDetRequest`, in schema order. */
export interface CaeDetailRequest {
  concepto: number;
  docTipo: number;
  docNro: string;
  cbteDesde: number;
  cbteHasta: number;
  cbteFch?: string;
  impTotal: string;
  impTotConc: string;
  impNeto: string;
  impOpEx: string;
  impTrib: string;
  impIva: string;
  fchServDesde?: string;
  fchServHasta?: string;
  fchVtoPago?: string;
  monId?: string;
  monCotiz?: string;
  canMisMonExt?: 'S' | 'N';
  condicionIvaReceptorId?: number;
  cbtesAsoc?: CbteAsoc[];
  tributos?: Tributo[];
  iva?: AlicIva[];
  opcionales?: Opcional[];
  compradores?: Comprador[];
  periodoAsoc?: { fchDesde: string; fchHasta: string };
  actividades?: { id: string }[];
}

export interface CaeRequest {
  ptoVta: number;
  cbteTipo: number;
  details: CaeDetailRequest[];
}

export type Resultado = 'A' | 'R' | 'P';

export interface CaeHeaderResult {
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  fchProceso: string;
  cantReg: number;
  resultado: Resultado;
  reproceso: string;
}

export interface CaeDetailResult {
  concepto: number;
  docTipo: number;
  docNro: string;
  cbteDesde: number;
  cbteHasta: number;
  cbteFch: string;
  resultado: 'A' | 'R';
  observations: FeMessage[];
  /** null when rejected (`<CAE />`). */
  cae: string | null;
  caeFchVto: string | null;
}

export interface CaeResult extends WsfeOutcome {
  /** null when the whole request was refused (auth errors 600/601, header errors without FeCabResp). */
  header: CaeHeaderResult | null;
  details: CaeDetailResult[];
}

export interface LastAuthorizedResult extends WsfeOutcome {
  ptoVta: number;
  cbteTipo: number;
  /** 0 when nothing was authorized yet. */
  cbteNro: number;
}

export interface ConsultedVoucher extends CaeDetailRequest {
  resultado: string;
  codAutorizacion: string | null;
  emisionTipo: string;
  fchVto: string | null;
  fchProceso: string;
  observations: FeMessage[];
  ptoVta: number;
  cbteTipo: number;
}

export interface ConsultResult extends WsfeOutcome {
  /** null with Err 602 when the voucher does not exist. */
  voucher: ConsultedVoucher | null;
}

export interface TotXRequestResult extends WsfeOutcome {
  regXReq: number | null;
}

export interface PointOfSale {
  nro: number;
  emisionTipo: string;
  bloqueado: string;
  /** null for the literal `NULL` the service sends. */
  fchBaja: string | null;
}

export interface PointsOfSaleResult extends WsfeOutcome {
  pointsOfSale: PointOfSale[];
}

export interface ParamItem {
  /** Kept as a string: ids like "PES", "002" or "0003" are not numbers. */
  id: string;
  desc: string;
  fchDesde: string | null;
  fchHasta: string | null;
}

export interface ParamTableResult extends WsfeOutcome {
  items: ParamItem[];
}

export interface CondicionIvaReceptorItem {
  id: number;
  desc: string;
  cmpClase: string;
}

export interface CondicionIvaReceptorResult extends WsfeOutcome {
  items: CondicionIvaReceptorItem[];
}

export interface ExchangeRate {
  monId: string;
  monCotiz: string;
  fchCotiz: string;
}

export interface ExchangeRateResult extends WsfeOutcome {
  rate: ExchangeRate | null;
}

/** The FEParamGet* tables with the same {Id, Desc, FchDesde, FchHasta} shape, and their item element. */
export const PARAM_TABLES = {
  FEParamGetTiposCbte: 'CbteTipo',
  FEParamGetTiposConcepto: 'ConceptoTipo',
  FEParamGetTiposDoc: 'DocTipo',
  FEParamGetTiposIva: 'IvaTipo',
  FEParamGetTiposMonedas: 'Moneda',
  FEParamGetTiposOpcional: 'OpcionalTipo',
  FEParamGetTiposTributos: 'TributoTipo',
} as const;

export type ParamTableOperation = keyof typeof PARAM_TABLES;

/** A CAEA granted for a fortnight (FECAEASolicitar / FECAEAConsultar `ResultGet`). */
export interface CaeaGrant {
  caea: string;
  periodo: number;
  orden: number;
  /** yyyymmdd: the vouchers issued under it are dated within these. */
  fchVigDesde: string;
  fchVigHasta: string;
  /** yyyymmdd: last day to inform them (FECAEARegInformativo). */
  fchTopeInf: string;
  fchProceso: string;
  observations: FeMessage[];
}

export interface CaeaResult extends WsfeOutcome {
  grant: CaeaGrant | null;
}

/** One voucher issued under a CAEA and informed afterwards (`FECAEADetRequest`). */
export interface CaeaDetailRequest extends CaeDetailRequest {
  caea: string;
  /** yyyymmddhhmmss when the voucher was generated. */
  cbteFchHsGen?: string;
}

export interface CaeaInformRequest {
  ptoVta: number;
  cbteTipo: number;
  details: CaeaDetailRequest[];
}

export interface CaeaDetailResult extends Omit<CaeDetailResult, 'cae' | 'caeFchVto'> {
  caea: string | null;
}

export interface CaeaInformResult extends WsfeOutcome {
  header: CaeHeaderResult | null;
  details: CaeaDetailResult[];
}

export interface CaeaWithoutMovement {
  caea: string;
  fchProceso: string;
  ptoVta: number;
}

export interface CaeaWithoutMovementResult extends WsfeOutcome, CaeaWithoutMovement {
  resultado: string;
}

export interface CaeaWithoutMovementListResult extends WsfeOutcome {
  items: CaeaWithoutMovement[];
}
