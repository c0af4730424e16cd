import type { XmlNode } from '../../taxauth/soap/xml';
import { detailRequestNode } from '../../taxauth/wsfe/wsfe.xml';
import { FECAEDetRequest, FECabReq } from '../domain';
import { toCaeDetailRequest } from '../wsfe-request.mapper';
import { formatCuitForPrint } from './format';
import { VoucherView } from './voucher-view';

/** The tax authority's answer to FECAESolicitar for this voucher (FeCabResp + FECAEDetResponse). */
export interface VoucherXmlAnswer {
  resultado: 'A' | 'R' | 'P';
  cae: string | null;
  /** yyyymmdd */
  caeFchVto: string | null;
  /** yyyymmddhhmmss as answered. */
  fchProceso?: string | null;
  reproceso?: string | null;
  observations: Array<{ code: number | string; msg: string }>;
  events?: Array<{ code: number | string; msg: string }> | null;
}

export interface VoucherXmlInput {
  view: VoucherView;
  header: FECabReq;
  detail: FECAEDetRequest;
  answer: VoucherXmlAnswer;
}

export const VOUCHER_XML_NAMESPACE = 'urn:facturador:comprobante:1';
const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

type Node = { name: string; attrs?: Record<string, string | number | null | undefined>; children?: Array<Node | null>; text?: string | number | null };

const el = (name: string, content?: string | number | null | Array<Node | null>, attrs?: Node['attrs']): Node =>
  Array.isArray(content) ? { name, children: content, attrs } : { name, text: content ?? null, attrs };
const opt = (name: string, value: string | number | null | undefined): Node | null => (value === undefined || value === null || value === '' ? null : el(name, value));

export function escapeXml(value: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; the five specials are escaped.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (ch) => (
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }[ch] ?? ch
  ));
}

function serialize(node: Node, indent: string): string {
  const attrs = Object.entries(node.attrs ?? {})
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  const children = (node.children ?? []).filter((c): c is Node => c !== null);
  if (children.length > 0) {
    return `${indent}<${node.name}${attrs}>\n${children.map((c) => serialize(c, `${indent}  `)).join('\n')}\n${indent}</${node.name}>`;
  }
  if (node.text === null || node.text === undefined) return `${indent}<${node.name}${attrs}/>`;
  return `${indent}<${node.name}${attrs}>${escapeXml(String(node.text))}</${node.name}>`;
}

/** FECAEDetRequest exactly as the SOAP client sends it (the WSDL's element order, `wsfe.xml.ts`), as this document's nodes. */
function detailNode(d: FECAEDetRequest): Node {
  return fromXmlNode(detailRequestNode(toCaeDetailRequest(d)));
}

function fromXmlNode(node: XmlNode): Node {
  return typeof node.content === 'string' ? { name: node.name, text: node.content, attrs: node.attrs } : { name: node.name, children: node.content.map(fromXmlNode), attrs: node.attrs };
}

const messages = (container: string, item: string, list: Array<{ code: number | string; msg: string }> | null | undefined): Node | null =>
  list && list.length > 0 ? el(container, list.map((m) => el(item, [el('Code', m.code), el('Msg', m.msg)]))) : null;

/**
 * The authorized voucher as an XML document: who issued it to whom, the FECAESolicitar request detail exactly as
 * sent (WSFEv1 element names and order) and the tax authority's answer (result, CAE, observations), plus the
 * RG 4892 QR URL. Layout: docs/vouchers.md.
 */
export function renderVoucherXml(input: VoucherXmlInput): string {
  const { view, header, detail, answer } = input;
  const cuitDigits = view.issuer.cuit.replace(/\D/g, '');
  const root = el('comprobanteAutorizado', [
    el('emisor', [
      el('cuit', cuitDigits), el('razonSocial', view.issuer.name), opt('domicilio', view.issuer.address),
      el('condicionIva', view.issuer.vatCondition), opt('ingresosBrutos', view.issuer.grossIncome), opt('inicioActividades', view.issuer.activityStart),
    ]),
    el('receptor', [
      el('docTipo', view.receiver.docType), el('docNro', view.receiver.docNumber), el('nombre', view.receiver.name),
      opt('condicionIva', view.receiver.vatCondition === null || view.receiver.vatCondition === undefined ? null : String(view.receiver.vatCondition)),
      opt('domicilio', view.receiver.address),
    ]),
    el('solicitud', [
      el('FeCAEReq', [
        el('FeCabReq', [el('CantReg', 1), el('PtoVta', header.PtoVta), el('CbteTipo', header.CbteTipo)]),
        el('FeDetReq', [detailNode(detail)]),
      ], { xmlns: WSFE_NAMESPACE }),
    ]),
    el('respuesta', [
      el('FECAESolicitarResult', [
        el('FeCabResp', [
          el('Cuit', cuitDigits), el('PtoVta', header.PtoVta), el('CbteTipo', header.CbteTipo), opt('FchProceso', answer.fchProceso),
          el('CantReg', 1), el('Resultado', answer.resultado), opt('Reproceso', answer.reproceso),
        ]),
        el('FeDetResp', [
          el('FECAEDetResponse', [
            el('Concepto', detail.Concepto), el('DocTipo', detail.DocTipo), el('DocNro', detail.DocNro), el('CbteDesde', detail.CbteDesde),
            el('CbteHasta', detail.CbteHasta), el('CbteFch', detail.CbteFch), el('Resultado', answer.resultado === 'P' ? 'A' : answer.resultado),
            messages('Observaciones', 'Obs', answer.observations),
            el('CAE', answer.cae), el('CAEFchVto', answer.caeFchVto),
          ]),
        ]),
        messages('Events', 'Evt', answer.events),
      ], { xmlns: WSFE_NAMESPACE }),
    ]),
    el('qr', view.qrUrl),
  ], {
    xmlns: VOUCHER_XML_NAMESPACE,
    version: '1',
    tipo: header.CbteTipo,
    letra: view.voucher.letter,
    puntoVenta: header.PtoVta,
    numero: detail.CbteDesde,
    emisorCuit: formatCuitForPrint(cuitDigits),
    entorno: view.environment ?? null,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, '')}\n`;
}
