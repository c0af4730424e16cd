import { escapeXml } from '../../soap/xml';
import { WSFE_NAMESPACE } from '../../wsfe/wsfe.types';
import { PADRON_A5_NAMESPACE } from '../padron.handler';
import { WSFE_OPERATIONS } from '../wsfe.handler';

/**
 * Minimal but valid WSDL 1.1 documents of our own for the three simulated services. Element contents are
 * declared as open sequences (`xsd:any`): enough for clients that read operations, SOAPActions and the service
 * address from the WSDL; the authoritative schemas are the tax authority's.
 */
interface WsdlSpec {
  name: string;
  namespace: string;
  address: string;
  operations: readonly string[];
  soapAction: (op: string) => string;
  soap12: boolean;
}

function wsdl(spec: WsdlSpec): string {
  const ns = escapeXml(spec.namespace);
  const elements = spec.operations
    .flatMap((op) => [op, `${op}Response`])
    .map((name) => `<s:element name="${name}"><s:complexType><s:sequence><s:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/></s:sequence></s:complexType></s:element>`)
    .join('');
  const messages = spec.operations
    .map((op) => `<wsdl:message name="${op}SoapIn"><wsdl:part name="parameters" element="tns:${op}"/></wsdl:message><wsdl:message name="${op}SoapOut"><wsdl:part name="parameters" element="tns:${op}Response"/></wsdl:message>`)
    .join('');
  const portOps = spec.operations
    .map((op) => `<wsdl:operation name="${op}"><wsdl:input message="tns:${op}SoapIn"/><wsdl:output message="tns:${op}SoapOut"/></wsdl:operation>`)
    .join('');
  const binding = (name: string, prefix: string) =>
    `<wsdl:binding name="${name}" type="tns:${spec.name}Soap"><${prefix}:binding transport="http://schemas.xmlsoap.org/soap/http"/>` +
    spec.operations
      .map((op) => `<wsdl:operation name="${op}"><${prefix}:operation soapAction="${escapeXml(spec.soapAction(op))}" style="document"/><wsdl:input><${prefix}:body use="literal"/></wsdl:input><wsdl:output><${prefix}:body use="literal"/></wsdl:output></wsdl:operation>`)
      .join('') +
    '</wsdl:binding>';
  const address = escapeXml(spec.address);
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<wsdl:definitions xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:tns="${ns}" targetNamespace="${ns}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">` +
    `<wsdl:documentation>Simulador de homologacion (facturador): ${spec.name}</wsdl:documentation>` +
    `<wsdl:types><s:schema elementFormDefault="qualified" targetNamespace="${ns}">${elements}</s:schema></wsdl:types>` +
    messages +
    `<wsdl:portType name="${spec.name}Soap">${portOps}</wsdl:portType>` +
    binding(`${spec.name}Soap`, 'soap') +
    (spec.soap12 ? binding(`${spec.name}Soap12`, 'soap12') : '') +
    `<wsdl:service name="${spec.name}"><wsdl:port name="${spec.name}Soap" binding="tns:${spec.name}Soap"><soap:address location="${address}"/></wsdl:port>` +
    (spec.soap12 ? `<wsdl:port name="${spec.name}Soap12" binding="tns:${spec.name}Soap12"><soap12:address location="${address}"/></wsdl:port>` : '') +
    '</wsdl:service></wsdl:definitions>'
  );
}

/** WSFEv1: 22 operations, SOAP 1.1 and 1.2 bindings, address pointing at the simulator. */
export const wsfeWsdl = (address: string) =>
  wsdl({ name: 'Service', namespace: WSFE_NAMESPACE, address, operations: WSFE_OPERATIONS, soapAction: (op) => `${WSFE_NAMESPACE}${op}`, soap12: true });

/** WSAA: loginCms with an empty SOAPAction, like the Axis service. */
export const wsaaWsdl = (address: string) =>
  wsdl({ name: 'LoginCMSService', namespace: 'http://wsaa.view.sua.dvadac.desein.afip.gov', address, operations: ['loginCms'], soapAction: () => '', soap12: false });

export const padronWsdl = (address: string) =>
  wsdl({ name: 'PersonaServiceA5', namespace: PADRON_A5_NAMESPACE, address, operations: ['dummy', 'getPersona', 'getPersona_v2'], soapAction: () => '', soap12: false });
