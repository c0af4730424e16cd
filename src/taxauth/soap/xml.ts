/**
 * A tiny ordered XML writer. The tax authority's schemas are `xsd:sequence`s, so children must be written in
 * schema order; building strings from an ordered node list keeps that order explicit.
 */
export interface XmlNode {
  readonly name: string;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly content: string | readonly XmlNode[];
}

export type XmlChild = XmlNode | null | undefined | false;
export type XmlScalar = string | number | bigint;

/** An element with text (escaped) or child elements; `null`/`undefined`/`false` children are skipped. */
export function el(name: string, content: XmlScalar | readonly XmlChild[] = '', attrs?: Record<string, string>): XmlNode {
  if (Array.isArray(content)) {
    return { name, attrs, content: content.filter((c): c is XmlNode => Boolean(c)) };
  }
  return { name, attrs, content: String(content) };
}

/** An element only when the value is present: optional (`minOccurs=0`) schema fields. */
export function opt(name: string, value: XmlScalar | null | undefined): XmlNode | null {
  return value === null || value === undefined ? null : el(name, value);
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function renderXml(node: XmlNode): string {
  const attrs = node.attrs
    ? Object.entries(node.attrs).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('')
    : '';
  if (typeof node.content === 'string') {
    // .NET writes empty strings as self-closing elements (`<CAE />`); clients must accept both forms.
    return node.content === '' ? `<${node.name}${attrs} />` : `<${node.name}${attrs}>${escapeXml(node.content)}</${node.name}>`;
  }
  if (node.content.length === 0) return `<${node.name}${attrs} />`;
  return `<${node.name}${attrs}>${node.content.map(renderXml).join('')}</${node.name}>`;
}
