import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, quantity, sayCondition, settle, vatContained } from './common';

/**
 * A hardware store's electronic invoice printed on a 58 mm thermal roll (pdfkit, Liberation Mono 7.4 pt, 32
 * columns): descriptions in capitals wrap onto a second (or third) line, and the quantity, price and amount come on
 * the line after the description ("  2 x 6.890,50          13.781,00"). "FC B 0003-00001234" on one line, "26/11/26
 * 10:12", "CONSUMIDOR FINAL" or "CLIENTE:" with "DNI"/"CUIT", "TOTAL $", "TARJETA DEBITO", "IVA CONTENIDO", CAE and
 * its due date. Final prices with VAT. The truth's descriptions are the printed capitals, joined across lines.
 */
const MM = 72 / 25.4;
const WIDTH = 58 * MM, M = 9, COLS = 32, SIZE = 7.4, LH = 9;

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && next.length > width) {
      out.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

/** The ticket as lines of monospaced text ('' = a blank, '---' a rule, '^' prefix = centred, '!' prefix = bold). */
function ticketLines(doc: DocSpec): string[] {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
  const right = (a: string, b: string) => a + ' '.repeat(Math.max(1, COLS - a.length - b.length)) + b;
  const out: string[] = [
    `!^${is.tradeName.toUpperCase()}`, `^${is.name.toUpperCase()}`, `^CUIT ${cuitDashed(is.cuit)}`, `^IIBB ${is.iibb}`,
    ...wrap(`${is.address} ${is.city}`.toUpperCase(), COLS).map((s) => `^${s}`), `^INICIO ACT. ${is.activitySince}`, '^IVA RESPONSABLE INSCRIPTO', '---',
    `!^FACTURA B  (COD. 006)`, `!FC B ${doc.reference}`, right(date(doc.date, 'dd/mm/yyyy').replace(/\/20(\d\d)$/, '/$1'), String(v.time)), '---',
  ];
  if (r.docType) {
    out.push(...wrap(`CLIENTE: ${r.name}`, COLS), `${r.docType} ${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docNumber}`);
    if (r.condicionPrinted) out.push(`IVA: ${r.condicionText}`);
  } else out.push('A CONSUMIDOR FINAL');
  out.push('---', right('CANT x P.UNIT', 'IMPORTE'), '---');
  doc.lines.forEach((l, i) => {
    out.push(...wrap(l.description, COLS));
    out.push(right(`  ${quantity(l.quantity, 'ar')} x ${amount(l.unitPrice!, 'ar')}`, amount(t.lineAmounts[i]!, 'ar')));
  });
  const items = doc.lines.reduce((a, l) => a + l.quantity, 0);
  const contained = vatContained(t.total, 21);
  out.push('---', `!${right('TOTAL $', amount(t.total, 'ar'))}`, right(`ITEMS: ${doc.lines.length}`, `UNID.: ${quantity(items, 'ar')}`), '',
    right(String(v.pay), amount(t.total, 'ar')), '---',
    'REG. TRANSPARENCIA FISCAL AL', 'CONSUMIDOR (LEY 27.743)', right('IVA CONTENIDO', amount(contained, 'ar')), '---',
    `CAE: ${v.cae}`, `VTO. CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, '', '^GRACIAS POR SU COMPRA', '^CAMBIOS DENTRO DE LOS 15 DIAS', '^CON ESTE COMPROBANTE', '');
  return out;
}

export const fresh4ILayout: Layout = {
  id: 'fresh4-i',
  kind: 'invoice',
  title: 'fresh4 layout i',
  page: { size: [WIDTH, 600] },
  scanStyle: 'crumpled',
  pageSize: (doc) => [WIDTH, 2 * M + ticketLines(doc).length * LH + 8],
  issuer: (rng) => makeIssuer(rng, 'Ferretería Villa Elisa S.R.L.', 'Ferretería Villa Elisa'),
  template: (issuer) => ({
    id: 'n-ticket-villaelisa',
    name: 'Tickets factura Ferretería Villa Elisa',
    instructions:
      `Facturas B en rollo térmico de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. Cada artículo ocupa dos o tres renglones: el detalle ` +
      'y debajo cantidad x precio e importe. Precios finales con IVA. La referencia es el número de comprobante.',
    catalog: 'hardware',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [2, 7], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'monotributo'],
        conditionPrinted: 0.6, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh4-i', templateId: template.id, issuer, reference: `${pad(rng.int(3, 4), 4)}-${pad(rng.int(1000, 20000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    // the printer prints capitals: descriptions and the customer's name as printed
    if (doc.receiver.docType) doc.receiver.name = doc.receiver.name.toUpperCase();
    for (const l of doc.lines) {
      l.description = l.description.toUpperCase();
      if (l.quantity > 12) l.quantity = (l.quantity % 5) + 1;
    }
    settle(doc);
    doc.variant = {
      time: `${pad(rng.int(8, 19), 2)}:${pad(rng.int(0, 59), 2)}`,
      pay: rng.pick(['TARJETA DEBITO', 'EFECTIVO', 'TRANSFERENCIA', 'QR MERCADO PAGO']),
      cae: rng.digits(14),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    pdf.rect(0, 0, WIDTH, 4000).fill('#fdfdfb');
    let y = M;
    const cw = pdf.font(FONT.monoBold).fontSize(SIZE).widthOfString('M');
    for (let line of ticketLines(doc)) {
      if (line === '---') {
        pdf.font(FONT.mono).fontSize(SIZE).fillColor('#222222').text('-'.repeat(COLS), M, y, { lineBreak: false });
        y += LH;
        continue;
      }
      const bold = line.startsWith('!');
      if (bold) line = line.slice(1);
      const centred = line.startsWith('^');
      if (centred) line = line.slice(1);
      const x = centred ? M + ((COLS - line.length) * cw) / 2 : M;
      pdf.font(bold ? FONT.monoBold : FONT.mono).fontSize(SIZE).fillColor('#222222').text(line, x, y, { lineBreak: false });
      y += LH;
    }
  },
};
