import Decimal from 'decimal.js';
import { argentinaIso } from '../time';
import { el, renderXml, type XmlChild, type XmlNode } from '../soap/xml';
import type { FeMessage } from '../wsfe/wsfe.types';
import { WSFE_NAMESPACE } from '../wsfe/wsfe.types';

/** .NET writes doubles without trailing zeros: `122.00` → `122`, `101.2020` → `101.202` (observed). */
export function dotnetDouble(value: string | undefined): string {
  if (value === undefined || value === '') return '0';
  try {
    return new Decimal(value).toFixed();
  } catch {
    return value;
  }
}

export function messagesNode(container: string, item: string, messages: FeMessage[]): XmlNode | null {
  return messages.length ? el(container, messages.map((m) => el(item, [el('Code', m.code), el('Msg', m.msg)]))) : null;
}

/** An ASMX answer: `soap:` prefix, FEHeaderInfo header, unprefixed `<Op>Response` in the FEV1 namespace. */
export function wsfeEnvelope(operation: string, resultChildren: XmlChild[], now: Date, ambiente: string, soap12 = false): string {
  const soapNs = soap12 ? 'http://www.w3.org/2003/05/soap-envelope' : 'http://schemas.xmlsoap.org/soap/envelope/';
  const header = el('FEHeaderInfo', [el('ambiente', ambiente), el('fecha', argentinaIso(now)), el('id', '4.3.0.0')], { xmlns: WSFE_NAMESPACE });
  const envelope = el(
    'soap:Envelope',
    [
      el('soap:Header', [header]),
      el('soap:Body', [el(`${operation}Response`, [el(`${operation}Result`, resultChildren)], { xmlns: WSFE_NAMESPACE })]),
    ],
    { 'xmlns:soap': soapNs, 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance', 'xmlns:xsd': 'http://www.w3.org/2001/XMLSchema' },
  );
  return `<?xml version="1.0" encoding="utf-8"?>${renderXml(envelope)}`;
}

/**
 * ASMX fault as ASP.NET writes it: SOAP 1.1 `faultcode` `soap:Client`/`soap:Server`, SOAP 1.2 `Code/Value`
 * `soap:Sender`/`soap:Receiver` with `Reason/Text xml:lang="en"`; always HTTP 500.
 */
export function asmxFault(code: 'client' | 'server', message: string, soap12 = false): string {
  const fault = soap12
    ? el('soap:Fault', [
        el('soap:Code', [el('soap:Value', code === 'client' ? 'soap:Sender' : 'soap:Receiver')]),
        el('soap:Reason', [el('soap:Text', message, { 'xml:lang': 'en' })]),
        el('soap:Detail', []),
      ])
    : el('soap:Fault', [el('faultcode', code === 'client' ? 'soap:Client' : 'soap:Server'), el('faultstring', message), el('detail', [])]);
  const envelope = el('soap:Envelope', [el('soap:Body', [fault])], {
    'xmlns:soap': soap12 ? 'http://www.w3.org/2003/05/soap-envelope' : 'http://schemas.xmlsoap.org/soap/envelope/',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
  });
  return `<?xml version="1.0" encoding="utf-8"?>${renderXml(envelope)}`;
}

/** Axis 1.4 fault as WSAA sends it: `soapenv:` prefix, `ns1:<code>` in the Axis namespace, HTTP 500. */
export function axisFault(code: string, message: string, exceptionName = 'gov.afip.desein.dvadac.sua.view.wsaa.LoginFault'): string {
  const axis = 'http://xml.apache.org/axis/';
  const envelope = el(
    'soapenv:Envelope',
    [
      el('soapenv:Body', [
        el('soapenv:Fault', [
          el('faultcode', `ns1:${code}`, { 'xmlns:ns1': axis }),
          el('faultstring', message),
          el('detail', [el('ns2:exceptionName', exceptionName, { 'xmlns:ns2': axis }), el('ns3:hostname', 'wsaasim.local', { 'xmlns:ns3': axis })]),
        ]),
      ]),
    ],
    {
      'xmlns:soapenv': 'http://schemas.xmlsoap.org/soap/envelope/',
      'xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    },
  );
  return `<?xml version="1.0" encoding="utf-8"?>${renderXml(envelope)}`;
}
