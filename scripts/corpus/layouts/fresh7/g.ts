import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, JsPdfKit, receiverNumber, sayCondition, settle, vatContained } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 40, R = SIZE[0] - 40;

/**
 * A catering company's factura from a small desktop program whose PDF export places every figure CHARACTER BY
 * CHARACTER (jsPDF, standard Helvetica and Courier, compressed streams): each digit, dot and comma of an amount, a
 * quantity, a date or a number is its own text call at its own x, right-aligned by summing the glyph widths. Words
 * are whole. "Destinatario", "CUIT", "Fecha", "P.V.", "Valor", "TOTAL A PAGAR"; A to a Responsable Inscripto ("Neto",
 * "Impuesto (21%)"), B otherwise (final prices, "IVA contenido"); a bank box with the CBU; dates 25/11/2026.
 */
export const fresh7GLayout: Layout = {
  id: 'fresh7-g',
  kind: 'invoice',
  title: 'fresh7 layout g',
  page: { size: 'A4' },
  scanStyle: 'toner-streaks',
  issuer: (rng) => makeIssuer(rng, 'Sabores del Mangrullo S.R.L.', 'El Mangrullo Catering'),
  template: (issuer) => ({
    id: 'r-facturas-mangrullo',
    name: 'Facturas El Mangrullo Catering',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Destinatario". A: precios netos más IVA 21 %; ` +
      'B: precios finales. La referencia es P.V. y número.',
    catalog: 'catering',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(500, 12000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'catering', lineCount: [2, 6], receivers: ([['company-ri'], ['dni', 'monotributo'], ['company-exento', 'company-ri']] as const)[index % 3]!,
        conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh7-g', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: `7${rng.digits(13)}`, event: rng.pick(['Almuerzo de fin de año', 'Coffee break capacitación', 'Cóctel aniversario', 'Servicio de lunch']),
      guests: rng.int(20, 180), cbu: `0110${rng.digits(18)}`, alias: rng.pick(['MANGRULLO.CATERING', 'SABORES.MANGRULLO', 'CATERING.MANGRULLO']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const k = new JsPdfKit(SIZE, { title: `Factura ${letter} ${doc.reference}`, creator: 'Facturador Escritorio 3.1', fileId: `F7${doc.reference.replace(/\D/g, '')}`.padEnd(32, '0').slice(0, 32), compress: true });
    /** A figure placed one character at a time, its right edge at `right`. */
    const figure = (s: string, right: number, y: number, o: { bold?: boolean; size?: number; font?: 'helvetica' | 'courier'; color?: string } = {}) => {
      const opt = { font: o.font ?? 'helvetica', bold: o.bold, size: o.size ?? 9, color: o.color } as const;
      let x = right - k.widthOf(s, opt);
      for (const ch of s) {
        if (ch !== ' ') k.text(ch, x, y, opt);
        x += k.widthOf(ch, opt);
      }
    };
    const figureLeft = (s: string, left: number, y: number, o: { bold?: boolean; size?: number } = {}) => figure(s, left + k.widthOf(s, { font: 'helvetica', bold: o.bold, size: o.size ?? 9 }), y, o);
    const a = (x: Decimal.Value) => amount(x, 'ar');
    // header
    k.rect(L, 28, R - L, 4, { fill: '#8c1c13' });
    k.text(is.tradeName, L, 42, { bold: true, size: 18, color: '#8c1c13' });
    k.text(`${is.name} | ${is.address}, ${is.city}`, L, 64, { size: 8 });
    k.text(`CUIT ${cuitDashed(is.cuit)} | ${is.condicionText} | IIBB ${is.iibb} | Inicio actividades ${is.activitySince}`, L, 75, { size: 8 });
    k.rect(R - 170, 40, 170, 66, { stroke: '#8c1c13', lineWidth: 1 });
    k.text(`FACTURA ${letter}`, R - 164, 46, { bold: true, size: 13 });
    k.text(`cód. ${letter === 'A' ? '01' : '06'}`, R - 50, 48, { size: 7 });
    k.text('P.V.', R - 164, 66, { size: 8.5 }); figureLeft(pad(Number(v.pv), 4), R - 130, 66, { size: 8.5 });
    k.text('Nro.', R - 96, 66, { size: 8.5 }); figureLeft(pad(Number(v.nro), 8), R - 74, 66, { size: 8.5 });
    k.text('Fecha', R - 164, 82, { size: 8.5 }); figureLeft(date(doc.date, 'dd/mm/yyyy'), R - 130, 82, { size: 8.5, bold: true });
    // receiver
    let y = 122;
    k.rect(L, y, R - L, 54, { fill: '#f6efe9' });
    k.text('Destinatario', L + 8, y + 7, { size: 7.5, color: '#8c1c13' });
    k.text(r.name, L + 8, y + 17, { bold: true, size: 10.5 });
    const num = receiverNumber(doc, (n) => cuitDashed(n));
    if (num) { k.text(r.docType === 'CUIT' ? 'CUIT' : 'DNI', L + 300, y + 7, { size: 7.5, color: '#8c1c13' }); figureLeft(num, L + 300, y + 17, { size: 10 }); }
    if (r.condicionPrinted) k.text(r.condicionText, L + 420, y + 17, { size: 8.5 });
    k.text(r.address || '-', L + 8, y + 33, { size: 8.5 });
    k.text(`Evento: ${v.event} (${v.guests} personas)`, L + 8, y + 43, { size: 8, italic: true });
    // items
    y = 190;
    const heads: Array<[string, number, 'left' | 'right']> = [['Descripción', L + 4, 'left'], ['Cant.', L + 320, 'right'], ['Valor', L + 410, 'right'], ['Importe', R - 4, 'right']];
    k.line(L, y + 14, R, y + 14, { color: '#8c1c13', width: 1 });
    for (const [h, x, al] of heads) al === 'left' ? k.text(h, x, y + 2, { bold: true, size: 8.5 }) : k.text(h, x - 80, y + 2, { bold: true, size: 8.5, width: 80, align: 'right' });
    y += 20;
    doc.lines.forEach((l, i) => {
      const lines = k.wrap(l.description, 270, { size: 9 });
      lines.forEach((s, j) => k.text(s, L + 4, y + j * 11, { size: 9 }));
      figure(String(l.quantity).replace('.', ','), L + 320, y);
      figure(a(l.unitPrice!), L + 410, y);
      figure(a(t.lineAmounts[i]!), R - 4, y);
      y += lines.length * 11 + 5;
      k.line(L, y - 3, R, y - 3, { color: '#dddddd', width: 0.4 });
    });
    // totals
    y += 12;
    const rows: Array<[string, string]> = letter === 'A'
      ? [['Neto', a(t.subtotal)], ['Impuesto (21%)', a(t.byRate[0]!.vat)], ['Percepciones', '0,00']]
      : [['Subtotal', a(t.subtotal)]];
    for (const [label, value] of rows) {
      k.text(label, R - 220, y, { size: 9 });
      figure(value, R - 4, y);
      y += 14;
    }
    k.rect(R - 226, y, 226, 22, { fill: '#8c1c13' });
    k.text('TOTAL A PAGAR $', R - 220, y + 6, { bold: true, size: 10, color: '#ffffff' });
    figure(a(t.total), R - 6, y + 5, { bold: true, size: 11.5, color: '#ffffff' });
    y += 30;
    if (letter === 'B') { k.text('IVA contenido (Ley 27.743) $', R - 220, y, { size: 8 }); figure(a(vatContained(t.total, 21)), R - 4, y, { size: 8 }); }
    // bank and CAE
    k.rect(L, 700, 260, 52, { stroke: '#8c1c13' });
    k.text('Datos para transferencia', L + 6, 706, { bold: true, size: 8 });
    k.text('CBU', L + 6, 719, { size: 8 }); figureLeft(String(v.cbu), L + 40, 719, { size: 8 });
    k.text(`Alias ${v.alias}`, L + 6, 731, { size: 8 });
    k.text('Banco de la Nación Argentina - Cta. Cte. en pesos', L + 6, 742, { size: 7.5 });
    k.text('CAE', R - 200, 712, { size: 8.5 }); figureLeft(String(v.cae), R - 170, 712, { size: 8.5 });
    k.text('Vto. CAE', R - 200, 726, { size: 8.5 }); figureLeft(date(addDays(doc.date, 10), 'dd/mm/yyyy'), R - 150, 726, { size: 8.5 });
    k.text('Página 1 de 1', R - 80, 790, { size: 7.5, width: 80, align: 'right' });
    return k.bytes();
  },
};
