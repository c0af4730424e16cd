import { asArray, child, childObject, isObject, text, type XmlObject, type XmlValue } from '../soap/soap';
import { el, opt, type XmlNode } from '../soap/xml';
import type {
  CaeDetailRequest,
  CaeDetailResult,
  CaeHeaderResult,
  CaeResult,
  ConsultedVoucher,
  FeMessage,
  ParamItem,
  PointOfSale,
  Resultado,
  WsfeOutcome,
} from './wsfe.types';

/** `FECAEDetRequest` with its children in the schema's order. */
export function detailRequestNode(d: CaeDetailRequest, name = 'FECAEDetRequest'): XmlNode {
  return el(name, detailRequestChildren(d));
}

export function detailRequestChildren(d: CaeDetailRequest): (XmlNode | null)[] {
  return [
    el('Concepto', d.concepto),
    el('DocTipo', d.docTipo),
    el('DocNro', d.docNro),
    el('CbteDesde', d.cbteDesde),
    el('CbteHasta', d.cbteHasta),
    opt('CbteFch', d.cbteFch),
    el('ImpTotal', d.impTotal),
    el('ImpTotConc', d.impTotConc),
    el('ImpNeto', d.impNeto),
    el('ImpOpEx', d.impOpEx),
    el('ImpTrib', d.impTrib),
    el('ImpIVA', d.impIva),
    opt('FchServDesde', d.fchServDesde),
    opt('FchServHasta', d.fchServHasta),
    opt('FchVtoPago', d.fchVtoPago),
    opt('MonId', d.monId),
    opt('MonCotiz', d.monCotiz),
    opt('CanMisMonExt', d.canMisMonExt),
    opt('CondicionIVAReceptorId', d.condicionIvaReceptorId),
    d.cbtesAsoc?.length
      ? el('CbtesAsoc', d.cbtesAsoc.map((a) => el('CbteAsoc', [el('Tipo', a.tipo), el('PtoVta', a.ptoVta), el('Nro', a.nro), opt('Cuit', a.cuit), opt('CbteFch', a.cbteFch)])))
      : null,
    d.tributos?.length
      ? el('Tributos', d.tributos.map((t) => el('Tributo', [el('Id', t.id), opt('Desc', t.desc), el('BaseImp', t.baseImp), el('Alic', t.alic), el('Importe', t.importe)])))
      : null,
    d.iva?.length ? el('Iva', d.iva.map((i) => el('AlicIva', [el('Id', i.id), el('BaseImp', i.baseImp), el('Importe', i.importe)]))) : null,
    d.opcionales?.length ? el('Opcionales', d.opcionales.map((o) => el('Opcional', [el('Id', o.id), el('Valor', o.valor)]))) : null,
    d.compradores?.length
      ? el('Compradores', d.compradores.map((c) => el('Comprador', [el('DocTipo', c.docTipo), el('DocNro', c.docNro), el('Porcentaje', c.porcentaje)])))
      : null,
    d.periodoAsoc ? el('PeriodoAsoc', [el('FchDesde', d.periodoAsoc.fchDesde), el('FchHasta', d.periodoAsoc.fchHasta)]) : null,
    d.actividades?.length ? el('Actividades', d.actividades.map((a) => el('Actividad', [el('Id', a.id)]))) : null,
  ];
}

/** Integer field; .NET reads a missing int as 0. */
export function int(value: XmlValue | undefined): number {
  const t = text(value);
  if (t === undefined || t === '') return 0;
  const n = Number(t);
  return Number.isFinite(n) ? n : NaN;
}

/** Optional text: absent, empty (`<X />`) and the literal `NULL` of the parameter tables all become null. */
export function nullable(value: XmlValue | undefined): string | null {
  const t = text(value);
  return t === undefined || t === '' || t === 'NULL' ? null : t;
}

function optionalText(value: XmlValue | undefined): string | undefined {
  const t = text(value);
  return t === undefined || t === '' ? undefined : t;
}

export function list(obj: XmlValue | undefined, container: string, item: string): XmlObject[] {
  return asArray(child(child(obj, container), item)).filter(isObject);
}

export function readMessages(obj: XmlValue | undefined, container: string, item: string): FeMessage[] {
  return list(obj, container, item).map((m) => ({ code: int(m['Code']), msg: text(m['Msg']) ?? '' }));
}

export function readOutcome(result: XmlValue | undefined): WsfeOutcome {
  return { errors: readMessages(result, 'Errors', 'Err'), events: readMessages(result, 'Events', 'Evt') };
}

/** Reads a FECAEDetRequest (the simulator reads requests with it; the client reads FECompConsultar's ResultGet). */
export function readDetailRequest(d: XmlObject): CaeDetailRequest {
  const periodo = childObject(d, 'PeriodoAsoc');
  const canMisMonExt = optionalText(d['CanMisMonExt']);
  return {
    concepto: int(d['Concepto']),
    docTipo: int(d['DocTipo']),
    docNro: text(d['DocNro']) || '0',
    cbteDesde: int(d['CbteDesde']),
    cbteHasta: int(d['CbteHasta']),
    cbteFch: optionalText(d['CbteFch']),
    impTotal: text(d['ImpTotal']) || '0',
    impTotConc: text(d['ImpTotConc']) || '0',
    impNeto: text(d['ImpNeto']) || '0',
    impOpEx: text(d['ImpOpEx']) || '0',
    impTrib: text(d['ImpTrib']) || '0',
    impIva: text(d['ImpIVA']) || '0',
    fchServDesde: optionalText(d['FchServDesde']),
    fchServHasta: optionalText(d['FchServHasta']),
    fchVtoPago: optionalText(d['FchVtoPago']),
    monId: optionalText(d['MonId']),
    monCotiz: optionalText(d['MonCotiz']),
    canMisMonExt: canMisMonExt === 'S' || canMisMonExt === 'N' ? canMisMonExt : undefined,
    condicionIvaReceptorId: optionalText(d['CondicionIVAReceptorId']) === undefined ? undefined : int(d['CondicionIVAReceptorId']),
    cbtesAsoc: optionalList(list(d, 'CbtesAsoc', 'CbteAsoc').map((a) => ({
      tipo: int(a['Tipo']),
      ptoVta: int(a['PtoVta']),
      nro: int(a['Nro']),
      cuit: optionalText(a['Cuit']),
      cbteFch: optionalText(a['CbteFch']),
    }))),
    tributos: optionalList(list(d, 'Tributos', 'Tributo').map((t) => ({
      id: int(t['Id']),
      desc: optionalText(t['Desc']),
      baseImp: text(t['BaseImp']) || '0',
      alic: text(t['Alic']) || '0',
      importe: text(t['Importe']) || '0',
    }))),
    iva: optionalList(list(d, 'Iva', 'AlicIva').map((i) => ({ id: int(i['Id']), baseImp: text(i['BaseImp']) || '0', importe: text(i['Importe']) || '0' }))),
    opcionales: optionalList(list(d, 'Opcionales', 'Opcional').map((o) => ({ id: text(o['Id']) ?? '', valor: text(o['Valor']) ?? '' }))),
    compradores: optionalList(list(d, 'Compradores', 'Comprador').map((c) => ({
      docTipo: int(c['DocTipo']),
      docNro: text(c['DocNro']) || '0',
      porcentaje: text(c['Porcentaje']) || '0',
    }))),
    periodoAsoc: periodo ? { fchDesde: text(periodo['FchDesde']) ?? '', fchHasta: text(periodo['FchHasta']) ?? '' } : undefined,
    actividades: optionalList(list(d, 'Actividades', 'Actividad').map((a) => ({ id: text(a['Id']) ?? '' }))),
  };
}

function optionalList<T>(items: T[]): T[] | undefined {
  return items.length ? items : undefined;
}

export function readCaeResult(result: XmlValue | undefined, detailName = 'FECAEDetResponse'): CaeResult {
  const cab = childObject(result, 'FeCabResp');
  const header: CaeHeaderResult | null = cab
    ? {
        cuit: text(cab['Cuit']) ?? '',
        ptoVta: int(cab['PtoVta']),
        cbteTipo: int(cab['CbteTipo']),
        fchProceso: text(cab['FchProceso']) ?? '',
        cantReg: int(cab['CantReg']),
        resultado: (text(cab['Resultado']) ?? 'R') as Resultado,
        reproceso: text(cab['Reproceso']) ?? '',
      }
    : null;
  const details: CaeDetailResult[] = list(result, 'FeDetResp', detailName).map((d) => ({
    concepto: int(d['Concepto']),
    docTipo: int(d['DocTipo']),
    docNro: text(d['DocNro']) ?? '0',
    cbteDesde: int(d['CbteDesde']),
    cbteHasta: int(d['CbteHasta']),
    cbteFch: text(d['CbteFch']) ?? '',
    resultado: text(d['Resultado']) === 'A' ? 'A' : 'R',
    observations: readMessages(d, 'Observaciones', 'Obs'),
    cae: nullable(d['CAE']),
    caeFchVto: nullable(d['CAEFchVto']),
  }));
  return { header, details, ...readOutcome(result) };
}

export function readConsultedVoucher(resultGet: XmlObject): ConsultedVoucher {
  return {
    ...readDetailRequest(resultGet),
    resultado: text(resultGet['Resultado']) ?? '',
    codAutorizacion: nullable(resultGet['CodAutorizacion']),
    emisionTipo: text(resultGet['EmisionTipo']) ?? '',
    fchVto: nullable(resultGet['FchVto']),
    fchProceso: text(resultGet['FchProceso']) ?? '',
    observations: readMessages(resultGet, 'Observaciones', 'Obs'),
    ptoVta: int(resultGet['PtoVta']),
    cbteTipo: int(resultGet['CbteTipo']),
  };
}

export function readParamItems(result: XmlValue | undefined, item: string): ParamItem[] {
  return list(result, 'ResultGet', item).map((i) => ({
    id: text(i['Id']) ?? '',
    desc: text(i['Desc']) ?? '',
    fchDesde: nullable(i['FchDesde']),
    fchHasta: nullable(i['FchHasta']),
  }));
}

export function readPointsOfSale(result: XmlValue | undefined): PointOfSale[] {
  return list(result, 'ResultGet', 'PtoVenta').map((p) => ({
    nro: int(p['Nro']),
    emisionTipo: text(p['EmisionTipo']) ?? '',
    bloqueado: text(p['Bloqueado']) ?? '',
    fchBaja: nullable(p['FchBaja']),
  }));
}
