/**
 * The email that carries a voucher, rendered from the CUIT's EmailDesign (SPEC: null = default for every field;
 * signature "" = no signature). Blocks such as %cliente% are replaced in subject, body and signature; user text
 * is HTML-escaped before it goes into the HTML part. Blocks: docs/email.md.
 */

export interface EmailDesign {
  accentColor?: string | null;
  backgroundColor?: string | null;
  showLogo?: boolean | null;
  subject?: string | null;
  body?: string | null;
  signature?: string | null;
}

/** Values of the blocks, already formatted for print (es-AR). */
export interface VoucherEmailContext {
  /** Trade name, or razón social. */
  issuerName: string;
  /** XX-XXXXXXXX-X */
  issuerCuit: string;
  customerName: string;
  /** "Factura A 00001-00000042" */
  voucherLabel: string;
  /** "Factura A" */
  voucherType: string;
  /** "00001-00000042" */
  voucherNumber: string;
  /** dd/mm/yyyy */
  issueDate: string;
  /** "$ 1.234,56" */
  total: string;
  /** Payment due date dd/mm/yyyy, null when none. */
  paymentDue: string | null;
  cae: string;
  /** dd/mm/yyyy */
  caeDueDate: string;
  /** "Pesos argentinos" */
  currency: string;
  /** The CUIT's logo (InvoiceBranding.logo as bytes), shown when the design has showLogo. */
  logo?: { content: Buffer; contentType: 'image/png' | 'image/jpeg' | 'image/webp' } | null;
}

export interface InlineAttachment {
  cid: string;
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface RenderedVoucherEmail {
  subject: string;
  html: string;
  text: string;
  /** Images referenced from the HTML as cid:…; attach them inline. */
  inline: InlineAttachment[];
}

export const EMAIL_DEFAULTS = {
  accentColor: '#1a73e8',
  backgroundColor: '#f4f5f7',
  showLogo: true,
  subject: '%comprobante% de %emisor%',
  body:
    'Hola %cliente%:\n\nTe enviamos la %comprobante% emitida el %fecha% por un total de %total%. ' +
    'Encontrarás el comprobante en PDF adjunto a este correo.\n\nVencimiento del pago: %vencimiento%\nCAE: %cae%',
  signature: 'Saludos cordiales,\n%emisor%',
} as const;

/** Block name → description (docs/email.md lists the same). */
export const EMAIL_BLOCKS: ReadonlyArray<[string, string]> = [
  ['%emisor%', 'issuer trade name or razón social'],
  ['%cuit%', 'issuer CUIT'],
  ['%cliente%', 'customer name'],
  ['%comprobante%', 'voucher type, letter and number'],
  ['%tipo%', 'voucher type and letter'],
  ['%numero%', 'point of sale and number'],
  ['%fecha%', 'issue date'],
  ['%total%', 'total with currency symbol'],
  ['%moneda%', 'currency name'],
  ['%vencimiento%', 'payment due date (or "sin vencimiento")'],
  ['%cae%', 'CAE'],
  ['%vencimiento_cae%', 'CAE due date'],
];

const HEX = /^#[0-9a-fA-F]{6}$/;
const LOGO_CID = 'logo@facturador';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

function blockValues(ctx: VoucherEmailContext): Map<string, string> {
  return new Map([
    ['emisor', ctx.issuerName],
    ['cuit', ctx.issuerCuit],
    ['cliente', ctx.customerName],
    ['comprobante', ctx.voucherLabel],
    ['tipo', ctx.voucherType],
    ['numero', ctx.voucherNumber],
    ['fecha', ctx.issueDate],
    ['total', ctx.total],
    ['moneda', ctx.currency],
    ['vencimiento', ctx.paymentDue ?? 'sin vencimiento'],
    ['cae', ctx.cae],
    ['vencimiento_cae', ctx.caeDueDate],
  ]);
}

/** Replaces %block% (case-insensitive); unknown blocks stay as written. */
export function replaceBlocks(template: string, ctx: VoucherEmailContext, escape: (s: string) => string = (s) => s): string {
  const values = blockValues(ctx);
  // One pass over the template, so a value that itself contains "%cae%" is never expanded again.
  return template.split(/(%[a-z_]+%)/i).map((part, i) => {
    if (i % 2 === 1) {
      const value = values.get(part.slice(1, -1).toLowerCase());
      return value === undefined ? escape(part) : escape(value);
    }
    return escape(part);
  }).join('');
}

const textOf = (value: string | null | undefined, fallback: string): string => (value === null || value === undefined || value.trim() === '' ? fallback : value);

function paragraphsHtml(text: string, style: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="${style}">${p.split('\n').join('<br>')}</p>`)
    .join('\n');
}

export function renderVoucherEmail(design: EmailDesign, ctx: VoucherEmailContext): RenderedVoucherEmail {
  const accent = design.accentColor && HEX.test(design.accentColor) ? design.accentColor : EMAIL_DEFAULTS.accentColor;
  const background = design.backgroundColor && HEX.test(design.backgroundColor) ? design.backgroundColor : EMAIL_DEFAULTS.backgroundColor;
  const showLogo = design.showLogo ?? EMAIL_DEFAULTS.showLogo;
  const subjectTemplate = textOf(design.subject, EMAIL_DEFAULTS.subject);
  const bodyTemplate = textOf(design.body, EMAIL_DEFAULTS.body);
  // null = default signature; "" = none (SPEC EmailDesign).
  const signatureTemplate = design.signature === null || design.signature === undefined ? EMAIL_DEFAULTS.signature : design.signature;

  // A subject is one header line: blocks could carry newlines from user data.
  const subject = replaceBlocks(subjectTemplate, ctx).replace(/[\r\n]+/g, ' ').trim();
  const bodyText = replaceBlocks(bodyTemplate, ctx);
  const signatureText = signatureTemplate.trim() === '' ? '' : replaceBlocks(signatureTemplate, ctx);

  const summary: Array<[string, string]> = [
    ['Comprobante', ctx.voucherLabel],
    ['Fecha de emisión', ctx.issueDate],
    ['Total', ctx.total],
    ...(ctx.paymentDue ? [['Vencimiento', ctx.paymentDue] as [string, string]] : []),
    ['CAE', `${ctx.cae} (vto. ${ctx.caeDueDate})`],
  ];

  const text = [
    bodyText.trim(),
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    ...(signatureText ? ['', '-- ', signatureText.trim()] : []),
    '',
  ].join('\n');

  const inline: InlineAttachment[] = [];
  const logo = showLogo && ctx.logo ? ctx.logo : null;
  if (logo) {
    const ext = logo.contentType.split('/')[1]!.replace('jpeg', 'jpg');
    inline.push({ cid: LOGO_CID, filename: `logo.${ext}`, content: logo.content, contentType: logo.contentType });
  }
  const header = logo
    ? `<img src="cid:${LOGO_CID}" alt="${escapeHtml(ctx.issuerName)}" style="max-height:48px;max-width:220px;display:block;background:#ffffff;padding:6px;border-radius:6px">`
    : `<span style="font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(ctx.issuerName)}</span>`;
  const pStyle = 'margin:0 0 14px 0;font-size:15px;line-height:1.5;color:#1f2937';
  const rows = summary
    .map(([k, v]) => `<tr><td style="padding:6px 0;color:#6b7280;font-size:13px">${escapeHtml(k)}</td><td style="padding:6px 0;text-align:right;font-size:14px;font-weight:bold;color:#111827">${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${background}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${background};padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:${accent};padding:20px 28px">${header}</td></tr>
<tr><td style="padding:28px">
${paragraphsHtml(escapeHtml(bodyText.trim()), pStyle)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:2px solid ${accent};margin:8px 0 18px 0">${rows}</table>
${signatureText ? paragraphsHtml(escapeHtml(signatureText.trim()), `${pStyle};color:#4b5563`) : ''}
</td></tr>
<tr><td style="padding:14px 28px;background:#f9fafb;color:#9ca3af;font-size:11px">${escapeHtml(ctx.issuerName)} · CUIT ${escapeHtml(ctx.issuerCuit)} · El comprobante en PDF va adjunto.</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject, html, text, inline };
}
