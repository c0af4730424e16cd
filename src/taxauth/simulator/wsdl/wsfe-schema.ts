import { XMLParser } from 'fast-xml-parser';
import { asArray, isObject, text, type XmlObject, type XmlValue } from '../../soap/soap';
import { wsdlFile } from './wsdl';

/**
 * The element types of the WSFEv1 schema, read from the WSDL the simulator serves: ASMX deserialises a request
 * with them, so a value that is not a number where the schema says `s:int` never reaches the service's rules.
 */
export type XsdNumber = 'int' | 'long' | 'short' | 'double';
interface Field {
  name: string;
  /** Local type name: an XSD simple type (`int`, `string`…) or a complex type of the schema. */
  type: string;
}

export interface SchemaViolation {
  /** Element path from the operation element, e.g. `FeCAEReq/FeCabReq/PtoVta`. */
  path: string;
  value: string;
  type: XsdNumber;
  reason: 'format' | 'range';
}

const LIMITS: Record<Exclude<XsdNumber, 'double'>, [bigint, bigint]> = {
  short: [-32768n, 32767n],
  int: [-2147483648n, 2147483647n],
  long: [-9223372036854775808n, 9223372036854775807n],
};

let schema: { elements: Map<string, Field[]>; types: Map<string, Field[]> } | null = null;

function load() {
  if (schema) return schema;
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, isArray: (name) => ['element', 'complexType', 'schema'].includes(name) });
  const doc = parser.parse(wsdlFile('wsfev1.wsdl')) as XmlObject;
  const definitions = doc['definitions'] as XmlObject;
  const root = asArray((definitions['types'] as XmlObject)['schema'])[0] as XmlObject;
  const local = (qname: unknown) => String(qname ?? '').replace(/^.*:/, '');
  const sequence = (node: XmlObject | undefined): Field[] =>
    asArray((node?.['sequence'] as XmlObject | undefined)?.['element']).filter(isObject).map((e) => ({ name: String(e['@name']), type: local(e['@type']) }));
  const raw = new Map<string, XmlObject>();
  for (const t of asArray(root['complexType']).filter(isObject)) raw.set(String(t['@name']), t);
  const types = new Map<string, Field[]>();
  const fieldsOf = (name: string): Field[] => {
    const known = types.get(name);
    if (known) return known;
    const node = raw.get(name);
    if (!node) return [];
    const extension = (node['complexContent'] as XmlObject | undefined)?.['extension'] as XmlObject | undefined;
    // An extension's own sequence follows its base type's.
    const fields = extension ? [...fieldsOf(local(extension['@base'])), ...sequence(extension)] : sequence(node);
    types.set(name, fields);
    return fields;
  };
  for (const name of raw.keys()) fieldsOf(name);
  const elements = new Map<string, Field[]>();
  for (const e of asArray(root['element']).filter(isObject)) {
    const inline = asArray(e['complexType'])[0];
    elements.set(String(e['@name']), isObject(inline) ? sequence(inline) : fieldsOf(local(e['@type'])));
  }
  schema = { elements, types };
  return schema;
}

/** The schema fields of a top-level element (an operation's request or response), in sequence order. */
export function elementFields(element: string): Field[] {
  return load().elements.get(element) ?? [];
}

/** The children of `<Op>Result` in the schema's sequence order (e.g. FECAEAGetResponse: ResultGet, Errors, Events). */
export function resultFieldOrder(operation: string): string[] {
  const result = elementFields(`${operation}Response`)[0];
  return result ? (load().types.get(result.type) ?? []).map((f) => f.name) : [];
}

/** The first value of a request that ASMX could not deserialise into its schema type, or null. */
export function findSchemaViolation(operation: string, request: XmlObject): SchemaViolation | null {
  const { types } = load();
  const walk = (fields: Field[], node: XmlObject, path: string): SchemaViolation | null => {
    for (const field of fields) {
      if (!(field.name in node)) continue;
      for (const value of asArray(node[field.name] as XmlValue)) {
        const here = path ? `${path}/${field.name}` : field.name;
        if (field.type in LIMITS || field.type === 'double') {
          const reason = checkNumber(field.type as XsdNumber, isObject(value) ? '' : (text(value) ?? ''));
          if (reason) return { path: here, value: isObject(value) ? '' : (text(value) ?? ''), type: field.type as XsdNumber, reason };
        } else if (types.has(field.type) && isObject(value)) {
          const found = walk(types.get(field.type) ?? [], value, here);
          if (found) return found;
        }
      }
    }
    return null;
  };
  return walk(elementFields(operation), request, '');
}

/** XmlConvert rules: integers are optionally signed digits within the type's range; doubles follow xsd:double. */
function checkNumber(type: XsdNumber, value: string): 'format' | 'range' | null {
  const v = value.trim();
  if (type === 'double') return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$|^-?INF$|^NaN$/.test(v) ? null : 'format';
  if (!/^[+-]?\d+$/.test(v)) return 'format';
  const [min, max] = LIMITS[type];
  const n = BigInt(v);
  return n < min || n > max ? 'range' : null;
}
