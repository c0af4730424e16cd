import { EMAIL_BLOCKS, renderVoucherEmail, replaceBlocks, VoucherEmailContext } from './voucher-email';

const CTX: VoucherEmailContext = {
  issuerName: 'Ñandú & Cía', issuerCuit: '30-71234567-1', customerName: 'Pérez <Joaquín>', voucherLabel: 'Factura A 00001-00000042',
  voucherType: 'Factura A', voucherNumber: '00001-00000042', issueDate: '15/07/2025', total: '$ 1.887.700,00', paymentDue: '10/08/2025',
  cae: '75123456789012', caeDueDate: '25/07/2025', currency: 'Pesos argentinos', logo: null,
};

describe('renderVoucherEmail', () => {
  it('uses the Spanish defaults when every field is null', () => {
    const mail = renderVoucherEmail({ subject: null, body: null, signature: null, accentColor: null, backgroundColor: null, showLogo: null }, CTX);
    expect(mail.subject).toBe('Factura A 00001-00000042 de Ñandú & Cía');
    expect(mail.text).toContain('Hola Pérez <Joaquín>:');
    expect(mail.text).toContain('por un total de $ 1.887.700,00');
    expect(mail.text).toContain('Vencimiento del pago: 10/08/2025');
    expect(mail.text).toContain('CAE: 75123456789012');
    expect(mail.text).toContain('Saludos cordiales,\nÑandú & Cía');
    expect(mail.html).toContain('background:#1a73e8');
    expect(mail.html).toContain('background:#f4f5f7');
  });

  it('replaces every block in subject, body and signature, and escapes user text in the HTML', () => {
    const all = EMAIL_BLOCKS.map(([block]) => block).join('|');
    const mail = renderVoucherEmail({
      subject: 'Su %COMPROBANTE% — total %total%', body: `<b>Hola</b> %cliente%\n\n${all}\n%desconocido%`, signature: '%emisor% <ventas@x>',
      accentColor: '#ff0000', backgroundColor: '#00ff00',
    }, CTX);
    expect(mail.subject).toBe('Su Factura A 00001-00000042 — total $ 1.887.700,00');
    expect(mail.text).toContain(
      'Ñandú & Cía|30-71234567-1|Pérez <Joaquín>|Factura A 00001-00000042|Factura A|00001-00000042|15/07/2025|$ 1.887.700,00|Pesos argentinos|10/08/2025|75123456789012|25/07/2025',
    );
    expect(mail.text).toContain('%desconocido%');
    expect(mail.html).toContain('&lt;b&gt;Hola&lt;/b&gt; Pérez &lt;Joaquín&gt;');
    expect(mail.html).toContain('Ñandú &amp; Cía &lt;ventas@x&gt;');
    expect(mail.html).not.toContain('<b>Hola</b>');
    expect(mail.html).not.toContain('<Joaquín>');
    expect(mail.html).toContain('background:#ff0000');
    expect(mail.html).toContain('background:#00ff00');
  });

  it('sends no signature for an empty one, and never expands blocks inside values', () => {
    const mail = renderVoucherEmail({ signature: '' }, { ...CTX, customerName: '%cae%' });
    expect(mail.text).not.toContain('Saludos');
    expect(mail.html).not.toContain('Saludos');
    expect(replaceBlocks('%cliente%', { ...CTX, customerName: '%cae%' })).toBe('%cae%');
  });

  it('keeps the subject on one line and says "sin vencimiento" without a due date', () => {
    const mail = renderVoucherEmail({ subject: '%cliente% %vencimiento%' }, { ...CTX, customerName: 'A\r\nBcc: x@y', paymentDue: null });
    expect(mail.subject).toBe('A Bcc: x@y sin vencimiento');
  });

  it('embeds the logo as an inline cid image when showLogo, not otherwise', () => {
    const logo = { content: Buffer.from('89504e47', 'hex'), contentType: 'image/png' as const };
    const shown = renderVoucherEmail({}, { ...CTX, logo });
    expect(shown.inline).toEqual([{ cid: 'logo@facturador', filename: 'logo.png', content: logo.content, contentType: 'image/png' }]);
    expect(shown.html).toContain('src="cid:logo@facturador"');
    const hidden = renderVoucherEmail({ showLogo: false }, { ...CTX, logo });
    expect(hidden.inline).toEqual([]);
    expect(hidden.html).not.toContain('cid:');
  });
});
