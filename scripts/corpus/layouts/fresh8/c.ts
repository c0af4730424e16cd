import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, dotted, longDate, quantity, RawPdf, type RawFont, sayCondition, settle } from './common';

const SIZE: [number, number] = [595.32, 841.92];
const L = 70.92, R = SIZE[0] - 70.92;

const UNIT: Record<string, string> = { m: 'metros', u: 'unidad', gl: 'global' };

/**
 * An electrician's (Responsable Monotributo) quote typed in a word processor and saved as PDF ("Microsoft Word"
 * producer, Times New Roman named as Word names it, not embedded, with widths and a ToUnicode map; our RawPdf):
 * every line written as RUNS SPLIT MID-WORD, each run its own BT…ET at an absolute position ("Pres" + "upuesto"),
 * as Word's export splits text at spelling/formatting boundaries. Centred letterhead with matrícula, place and date
 * in words at the right ("Córdoba, 24 de noviembre de 2026"), "PRESUPUESTO N° 0047/2026" underlined, "Sr./Sra.:",
 * "DNI:" or "CUIT:", "Domicilio de la obra:", "De mi consideración:" and a paragraph; a bordered table Ítem /
 * Descripción / Cant. / Unidad / Precio unitario / Subtotal (metres with a decimal, "global" items); "TOTAL
 * PRESUPUESTO: $ …", the amount in words, conditions (50 % advance, validity 15 días), "No discrimina IVA", signature.
 * Final prices.
 */
export const fresh8CLayout: Layout = {
  id: 'fresh8-c',
  kind: 'invoice',
  title: 'fresh8 layout c',
  page: { size: 'A4' },
  scanStyle: 'whatsapp',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Matías Ezequiel Ledesma', 'Electricidad Ledesma'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 's-presupuestos-ledesma',
    name: 'Presupuestos Electricidad Ledesma',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}, monotributista), el emisor. El cliente es "Sr./Sra.". Precios finales, no discrimina IVA. ` +
      'La referencia es el número de presupuesto (N°/año).',
    catalog: 'trades',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const nro = rng.int(12, 240);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'trades', lineCount: [2, 6], receivers: ['dni', 'dni', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.5,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh8-c', templateId: template.id, issuer, reference: `${pad(nro, 4)}/${today.slice(0, 4)}`, variant: {}, today },
    );
    for (const l of doc.lines) {
      if (l.unit === 'm') l.quantity = rng.int(16, 240) / 2;
      if (l.unit === 'gl') l.quantity = 1;
      if (l.unit === 'u') l.quantity = rng.int(1, 14);
    }
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { site: rng.chance(0.5) ? doc.receiver.address : `${rng.pick(['Obispo Trejo', 'Chacabuco', 'Ituzaingó', 'La Rioja'])} ${rng.int(100, 2999)}, ${rng.pick(['1° B', 'PB', '3° A', 'casa'])}`, mat: String(rng.int(1000, 9999)) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
    const k = new RawPdf(SIZE, { producer: 'Microsoft® Word para Microsoft 365', creator: 'Microsoft® Word para Microsoft 365', title: 'Presupuesto', author: is.name });
    k.fontNames = { T: 'TimesNewRomanPSMT', TB: 'TimesNewRomanPS-BoldMT', TI: 'TimesNewRomanPS-ItalicMT' };
    let salt = 0;
    const w = (s: string, x: number, y: number, o: { font?: RawFont; size?: number; align?: 'left' | 'right' | 'center'; width?: number } = {}) =>
      k.text(s, x, y, { mode: 'word', font: 'T', size: 11, salt: ++salt, ...o });
    const wrap = (s: string, width: number, font: RawFont = 'T', size = 11) => {
      const out: string[] = [];
      let cur = '';
      for (const word of s.split(' ')) {
        const next = cur ? `${cur} ${word}` : word;
        if (cur && k.widthOf(next, font, size) > width) {
          out.push(cur);
          cur = word;
        } else cur = next;
      }
      if (cur) out.push(cur);
      return out;
    };
    const city = is.city.replace(/^\([^)]*\)\s*/, '').split(',')[0]!;
    w(`ELECTRICIDAD INTEGRAL – ${is.name.toUpperCase()}`, L, 60, { font: 'TB', size: 14, width: R - L, align: 'center' });
    w(`Instalaciones eléctricas domiciliarias, comerciales e industriales – Electricista matriculado N° ${v.mat}`, L, 80, { font: 'TI', size: 10, width: R - L, align: 'center' });
    w(`${is.address}, ${city} – Cel. ${is.phone} – ${is.email}`, L, 94, { size: 10, width: R - L, align: 'center' });
    w(`CUIT ${cuitDashed(is.cuit)} – Responsable Monotributo – Ing. Brutos ${is.iibb}`, L, 107, { size: 10, width: R - L, align: 'center' });
    k.line(L, 124, R, 124, { width: 1.5 });
    w(`${city}, ${longDate(doc.date)}`, L, 140, { width: R - L, align: 'right' });
    const title = `PRESUPUESTO N° ${doc.reference}`;
    const tw = k.widthOf(title, 'TB', 13);
    w(title, L, 166, { font: 'TB', size: 13, width: R - L, align: 'center' });
    k.line((SIZE[0] - tw) / 2, 181, (SIZE[0] + tw) / 2, 181, { width: 0.7 });
    let y = 200;
    w(`Sr./Sra.: ${r.name}`, L, y, { font: 'TB' });
    y += 15;
    if (r.docType) w(`${r.docType === 'CUIT' ? 'CUIT' : 'DNI'}: ${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : dotted(r.docNumber!)}${r.condicionPrinted ? `        Condición frente al IVA: ${r.condicionText}` : ''}`, L, y);
    y += 15;
    w(`Domicilio de la obra: ${v.site}`, L, y);
    y += 26;
    w('De mi consideración:', L, y);
    y += 20;
    for (const line of wrap('Por medio de la presente le hago llegar el presupuesto por los trabajos de electricidad solicitados, según lo relevado en la visita a la obra. Los precios incluyen materiales y mano de obra.', R - L - 36)) {
      w(line, L + 36, y);
      y += 14;
    }
    y += 12;
    // the table, with Word's borders
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Ítem', 30, 'center'], ['Descripción', 170, 'left'], ['Cant.', 42, 'right'], ['Unidad', 48, 'center'], ['Precio unitario', 76, 'right'], ['Subtotal', R - L - 366, 'right']];
    const rowLines = (cells: string[][], font: RawFont, fill?: string) => {
      const h = Math.max(...cells.map((c) => c.length)) * 13 + 6;
      if (fill) k.rect(L, y, R - L, h, { fill });
      let x = L;
      cols.forEach(([, cw, al], c) => {
        cells[c]!.forEach((ln, j) => w(ln, x + 5, y + 4 + j * 13, { font, size: 10, width: cw - 10, align: al }));
        k.line(x, y, x, y + h, { width: 0.5 });
        x += cw;
      });
      k.line(R, y, R, y + h, { width: 0.5 });
      k.line(L, y, R, y, { width: 0.5 });
      y += h;
      k.line(L, y, R, y, { width: 0.5 });
    };
    rowLines(cols.map(([c]) => [c]), 'TB', '#d9d9d9');
    doc.lines.forEach((l, i) => {
      rowLines([[String(i + 1)], wrap(l.description, 160, 'T', 10), [quantity(l.quantity, 'ar')], [UNIT[l.unit] ?? l.unit], [a(l.unitPrice!)], [a(t.lineAmounts[i]!)]], 'T');
    });
    y += 14;
    w(`TOTAL PRESUPUESTO: ${a(t.total)}`, L, y, { font: 'TB', size: 12, width: R - L, align: 'right' });
    y += 20;
    for (const line of wrap(`Son pesos ${amountInWords(t.total, '').trim()}.`, R - L, 'TI', 10)) {
      w(line, L, y, { font: 'TI', size: 10 });
      y += 13;
    }
    y += 12;
    w('Condiciones:', L, y, { font: 'TB' });
    y += 16;
    for (const c of ['Forma de pago: 50 % de anticipo para la compra de materiales y saldo contra finalización de los trabajos.', 'Validez de la oferta: 15 días.',
      'Plazo de ejecución estimado: a convenir según disponibilidad de la obra.', 'No discrimina IVA (Responsable Monotributo). Se entrega factura C.']) {
      w('•', L + 18, y);
      for (const [j, line] of wrap(c, R - L - 36).entries()) {
        w(line, L + 36, y);
        y += 14;
        if (j) continue;
      }
    }
    y += 16;
    w('Sin otro particular, saludo a Ud. muy atentamente.', L, y);
    k.line(R - 170, y + 70, R, y + 70, { width: 0.5 });
    w(is.name, R - 170, y + 76, { size: 10, width: 170, align: 'center' });
    w(`Mat. N° ${v.mat}`, R - 170, y + 89, { size: 10, width: 170, align: 'center' });
    return k.bytes();
  },
};
