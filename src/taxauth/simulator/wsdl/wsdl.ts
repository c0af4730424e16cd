import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeXml } from '../../soap/xml';
import { PADRON_A5_NAMESPACE } from '../padron.handler';

/**
 * WSFEv1 and WSAA answer `?wsdl` with the tax authority's own homologation WSDLs (`wsfev1.wsdl`, `wsaa.wsdl`
 * next to this file, copied to dist by the build), with only the service address changed: clients that build
 * their types from the WSDL (node-soap, zeep, .NET and Java generators) then see the real element types.
 */
const REAL_ADDRESS = {
  wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  // Axis also uses the endpoint URL as the WSDL's targetNamespace and the loginCmsResponse namespace.
  wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
} as const;

const files = new Map<string, string>();

/** Read once, lazily: only `?wsdl` requests and the request-type checks need the files. */
export function wsdlFile(name: 'wsfev1.wsdl' | 'wsaa.wsdl'): string {
  let content = files.get(name);
  if (content === undefined) {
    content = readFileSync(join(__dirname, name), 'utf8');
    files.set(name, content);
  }
  return content;
}

export const wsfeWsdl = (address: string) => wsdlFile('wsfev1.wsdl').split(REAL_ADDRESS.wsfe).join(escapeXml(address));

export const wsaaWsdl = (address: string) => wsdlFile('wsaa.wsdl').split(REAL_ADDRESS.wsaa).join(escapeXml(address));

/**
 * The padrón A5 WSDL is still our own (no real copy in the reference set): operations, the empty SOAPAction and
 * the address; element contents are open sequences.
 */
export function padronWsdl(address: string): string {
  const ns = escapeXml(PADRON_A5_NAMESPACE);
  const operations = ['dummy', 'getPersona', 'getPersona_v2'];
  const elements = operations
    .flatMap((op) => [op, `${op}Response`])
    .map((name) => `<s:element name="${name}"><s:complexType><s:sequence><s:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/></s:sequence></s:complexType></s:element>`)
    .join('');
  const messages = operations
    .map((op) => `<wsdl:message name="${op}SoapIn"><wsdl:part name="parameters" element="tns:${op}"/></wsdl:message><wsdl:message name="${op}SoapOut"><wsdl:part name="parameters" element="tns:${op}Response"/></wsdl:message>`)
    .join('');
  const portOps = operations.map((op) => `<wsdl:operation name="${op}"><wsdl:input message="tns:${op}SoapIn"/><wsdl:output message="tns:${op}SoapOut"/></wsdl:operation>`).join('');
  const bindingOps = operations
    .map((op) => `<wsdl:operation name="${op}"><soap:operation soapAction="" style="document"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<wsdl:definitions xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="${ns}" targetNamespace="${ns}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">` +
    '<wsdl:documentation>Simulador de homologacion (facturador): PersonaServiceA5</wsdl:documentation>' +
    `<wsdl:types><s:schema elementFormDefault="qualified" targetNamespace="${ns}">${elements}</s:schema></wsdl:types>` +
    messages +
    `<wsdl:portType name="PersonaServiceA5Soap">${portOps}</wsdl:portType>` +
    `<wsdl:binding name="PersonaServiceA5Soap" type="tns:PersonaServiceA5Soap"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>${bindingOps}</wsdl:binding>` +
    `<wsdl:service name="PersonaServiceA5"><wsdl:port name="PersonaServiceA5Soap" binding="tns:PersonaServiceA5Soap"><soap:address location="${escapeXml(address)}"/></wsdl:port></wsdl:service>` +
    '</wsdl:definitions>'
  );
}
