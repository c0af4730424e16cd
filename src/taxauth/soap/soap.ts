import { XMLParser } from 'fast-xml-parser';
import { el, renderXml, type XmlChild, type XmlNode } from './xml';

export const SOAP11_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';

/** A parsed XML element: text, or an object of children (repeated children become arrays). */
export type XmlValue = string | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

export interface SoapFault {
  /** Local part of the fault code, e.g. `coe.alreadyAuthenticated` for `ns1:coe.alreadyAuthenticated`. */
  code: string;
  /** The code as sent, prefix included. */
  rawCode: string;
  message: string;
  detail: XmlObject | null;
}

export interface ParsedSoap {
  version: '1.1' | '1.2';
  header: XmlObject | null;
  body: XmlObject;
  fault: SoapFault | null;
}

export class SoapParseError extends Error {
  constructor(message: string, readonly body: string) {
    super(message);
    this.name = 'SoapParseError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Keep every value a string: "0003" (IVA id) and "20111111112" (CUIT) must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export function parseXml(xml: string): XmlObject {
  const parsed: unknown = parser.parse(xml, true);
  if (!isObject(parsed)) throw new SoapParseError('Not an XML document', xml);
  return parsed;
}

export interface EnvelopeOptions {
  /** `soapenv` (Axis, WSAA) or `soap` (ASP.NET, WSFEv1). */
  prefix?: string;
  version?: '1.1' | '1.2';
  header?: readonly XmlChild[];
  /** Extra namespace declarations on the Envelope, e.g. `{ wsaa: 'http://…' }`. */
  namespaces?: Record<string, string>;
}

export function buildEnvelope(body: XmlNode, options: EnvelopeOptions = {}): string {
  const prefix = options.prefix ?? 'soapenv';
  const attrs: Record<string, string> = { [`xmlns:${prefix}`]: options.version === '1.2' ? SOAP12_NS : SOAP11_NS };
  for (const [p, ns] of Object.entries(options.namespaces ?? {})) attrs[`xmlns:${p}`] = ns;
  const envelope = el(
    `${prefix}:Envelope`,
    [options.header ? el(`${prefix}:Header`, options.header) : el(`${prefix}:Header`, []), el(`${prefix}:Body`, [body])],
    attrs,
  );
  return `<?xml version="1.0" encoding="utf-8"?>${renderXml(envelope)}`;
}

/** Parses a SOAP 1.1 or 1.2 envelope; throws SoapParseError when the text is not one. */
export function parseEnvelope(xml: string): ParsedSoap {
  let doc: XmlObject;
  try {
    doc = parseXml(xml);
  } catch (error) {
    if (error instanceof SoapParseError) throw error;
    throw new SoapParseError(`Malformed XML: ${(error as Error).message}`, xml);
  }
  const envelope = doc['Envelope'];
  if (!isObject(envelope)) throw new SoapParseError('No SOAP Envelope in the document', xml);
  const body = envelope['Body'];
  const header = envelope['Header'];
  const bodyObject = isObject(body) ? body : {};
  if (body === undefined) throw new SoapParseError('No SOAP Body in the envelope', xml);
  const rawFault = bodyObject['Fault'];
  const version = xml.includes(SOAP12_NS) ? '1.2' : '1.1';
  return {
    version,
    header: isObject(header) ? header : null,
    body: bodyObject,
    fault: isObject(rawFault) ? readFault(rawFault) : null,
  };
}

function readFault(fault: XmlObject): SoapFault {
  // SOAP 1.1: faultcode/faultstring/detail; SOAP 1.2: Code/Value, Reason/Text, Detail.
  const code12 = child(fault, 'Code');
  const reason12 = child(fault, 'Reason');
  const rawCode = text(fault['faultcode']) ?? (isObject(code12) ? text(code12['Value']) : undefined) ?? '';
  const message = text(fault['faultstring']) ?? (isObject(reason12) ? text(reason12['Text']) : undefined) ?? '';
  const detail = fault['detail'] ?? fault['Detail'];
  return { code: rawCode.slice(rawCode.lastIndexOf(':') + 1), rawCode, message, detail: isObject(detail) ? detail : null };
}

export function isObject(value: unknown): value is XmlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** .NET and Axis write one element as a scalar and several as an array: always read a list. */
export function asArray(value: XmlValue | undefined): XmlValue[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function child(obj: XmlValue | undefined, name: string): XmlValue | undefined {
  if (!isObject(obj)) return undefined;
  return obj[name];
}

export function childObject(obj: XmlValue | undefined, name: string): XmlObject | undefined {
  const value = child(obj, name);
  return isObject(value) ? value : undefined;
}

/** The text of an element; undefined when absent, '' for `<X />`. */
export function text(value: XmlValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return text(value[0]);
  const inner = value['#text'];
  return typeof inner === 'string' ? inner : '';
}
