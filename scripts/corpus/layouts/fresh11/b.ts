import Decimal from 'decimal.js';
import { composeDocument, type DocLine } from '../../document';
import { makeCuit, makeIssuer, personName } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, dotted, longDate, quantity, settle, WordPdf, type WpRun } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 72, R = SIZE[0] - 72;

const LABOUR: ReadonlyArray<[string, number]> = [
  ['Mano de obra instalación de tanque y bajada', 185000], ['Mano de obra cambio de cañerías de baño (por hora)', 28500],
  ['Mano de obra colocación de inodoro y grifería', 96000], ['Mano de obra destapación con máquina', 64000],
  ['Mano de obra reparación de pérdida en cocina (por hora)', 28500], ['Traslado y visita de diagnóstico', 22000],
];

/**
 * A plumber's quote typed in a word processor's template and exported to PDF by it: Times-like faces under the
 * processor's font names, one text object per line with a positioning number after every glyph, runs split where
 * the face changes. Materials and labour as two groups of one bordered table; the plumber is a monotributista, so
 * the prices are final.
 */
export const fresh11BLayout: Layout = {
  id: 'fresh11-b',
  kind: 'invoice',
  title: 'fresh11 layout b',
  page: { size: 'A4' },
  scanStyle: 'text-halo',
  issuer: (rng) => {
    const name = personName(rng);
    return { ...makeIssuer(rng, name, `Plomería ${name.split(' ').pop()}`), cuit: makeCuit(rng, '20'), condicionText: 'Responsable Monotributo' };
  },
  template: (issuer) => ({
    id: 'q-plomeria-presupuestos',
    name: `Presupuestos ${issuer.tradeName}`,
    instructions: `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}, monotributista): materiales y mano de obra; precios finales. ` +
      'El cliente es a quien va dirigido el presupuesto.',
    catalog: 'plumbing',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'plumbing', lineCount: [2, 6], receivers: ['dni', 'dni', 'company-ri', 'monotributo'], conditionPrinted: 0.4, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh11-b', templateId: template.id, issuer, reference: `${today.slice(2, 4)}-${String(rng.int(40, 390)).padStart(3, '0')}`, variant: {}, today },
    );
    // final prices of a monotributista: the list price with VAT, rounded to the peso as a trades person writes it
    for (const l of doc.lines) l.unitPrice = l.unitPrice!.toDecimalPlaces(0);
    const labour: DocLine[] = rng.sample(LABOUR, rng.int(1, 2)).map(([description, price]) => {
      const hourly = description.includes('por hora');
      return { code: null, description, quantity: hourly ? rng.int(2, 8) : 1, unit: hourly ? 'h' : 'gl', unitPrice: new Decimal(price), ivaRate: 21 };
    });
    doc.lines.push(...labour);
    doc.variant = {
      materials: doc.lines.length - labour.length,
      site: rng.pick(['Domicilio del cliente', 'Local comercial', 'Departamento 3° B', 'Casa quinta']),
      validity: rng.pick([7, 10, 15]),
      advance: rng.pick([30, 40, 50]),
      phone: `11 ${rng.int(3000, 6999)}-${rng.digits(4)}`,
      idx: index,
    };
    settle(doc);
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const k = new WordPdf(SIZE, { producer: 'LibreOffice 7.6', creator: 'Writer', title: `Presupuesto ${doc.reference}` });
    k.fontNames = { T: 'TimesNewRomanPSMT', TB: 'TimesNewRomanPS-BoldMT', TI: 'TimesNewRomanPS-ItalicMT', H: 'ArialMT', HB: 'Arial-BoldMT' };
    let y = 56;
    k.wpLine([{ text: is.tradeName.toUpperCase(), font: 'HB', size: 16, color: '#1f4e79' }], L, y, { align: 'center', width: R - L });
    y += 22;
    k.wpLine([{ text: `de ${is.name} — Instalaciones sanitarias, gas y cloacas`, font: 'TI', size: 10.5 }], L, y, { align: 'center', width: R - L });
    y += 14;
    k.wpLine([{ text: `Tel./WhatsApp ${v.phone} · ${is.email} · CUIT ${is.cuit.slice(0, 2)}-${is.cuit.slice(2, 10)}-${is.cuit.slice(10)} · Monotributo`, font: 'T', size: 9.5 }], L, y, { align: 'center', width: R - L });
    y += 14;
    k.line(L, y, R, y, { width: 1.2, color: '#1f4e79' });
    y += 18;
    const city = is.city.replace(/^\(\w+\) /, '').split(',')[0];
    k.wpLine([{ text: `${city}, ${longDate(doc.date)}` }], L, y, { align: 'right', width: R - L });
    y += 26;
    // the heading: the number in bold, split from the label in mid-line
    k.wpLine([{ text: 'PRESUPUESTO N', font: 'TB', size: 13 }, { text: 'º', font: 'TB', size: 9 }, { text: ` ${doc.reference}`, font: 'TB', size: 13 }], L, y);
    y += 24;
    k.wpLine([{ text: 'Sr./Sra.: ', font: 'TB' }, { text: r.name }], L, y);
    y += 15;
    if (r.docType) {
      k.wpLine([{ text: `${r.docType === 'CUIT' ? 'CUIT' : 'DNI'}: `, font: 'TB' }, { text: r.docType === 'CUIT' ? r.docNumber! : dotted(r.docNumber!) },
        ...(r.condicionPrinted ? [{ text: '    Cond. IVA: ', font: 'TB' as const }, { text: r.condicionText }] : [])], L, y);
      y += 15;
    }
    k.wpLine([{ text: 'Obra: ', font: 'TB' }, { text: `${String(v.site)} — ${r.address || 'a confirmar'}` }], L, y);
    y += 24;
    const intro = 'Por medio de la presente le hago llegar el presupuesto por los trabajos solicitados, detallando materiales y mano de obra:';
    const words = intro.split(' ');
    let line: string[] = [];
    const lines: string[] = [];
    for (const w of words) {
      if (line.length && k.runsWidth([{ text: [...line, w].join(' ') }]) > R - L) {
        lines.push(line.join(' '));
        line = [];
      }
      line.push(w);
    }
    lines.push(line.join(' '));
    lines.forEach((s, i) => {
      k.wpLine([{ text: s }], L, y, { align: i < lines.length - 1 ? 'justify' : 'left', width: R - L });
      y += 14;
    });
    y += 10;
    // the table: Cant. | Descripción | Precio unit. | Subtotal, two group rows spanning it
    const cx = [L, L + 40, L + 300, L + 376, R];
    const rule = (yy: number) => k.line(L, yy, R, yy, { width: 0.5 });
    const cells = (yy: number, h: number) => cx.forEach((x) => k.line(x, yy, x, yy + h, { width: 0.5 }));
    rule(y);
    cells(y, 18);
    k.wpLine([{ text: 'Cant.', font: 'TB', size: 10 }], cx[0]! + 4, y + 4);
    k.wpLine([{ text: 'Descripción', font: 'TB', size: 10 }], cx[1]! + 4, y + 4);
    k.wpLine([{ text: 'Precio unit.', font: 'TB', size: 10 }], cx[2]! + 2, y + 4, { align: 'right', width: cx[3]! - cx[2]! - 6 });
    k.wpLine([{ text: 'Subtotal', font: 'TB', size: 10 }], cx[3]! + 2, y + 4, { align: 'right', width: cx[4]! - cx[3]! - 6 });
    y += 18;
    rule(y);
    const t = doc.totals!;
    const group = (title: string) => {
      k.rect(L, y, R - L, 16, { fill: '#dde8f3' });
      k.line(L, y, L, y + 16, { width: 0.5 });
      k.line(R, y, R, y + 16, { width: 0.5 });
      k.wpLine([{ text: title, font: 'TB', size: 10 }], L + 4, y + 3);
      y += 16;
      rule(y);
    };
    doc.lines.forEach((l, i) => {
      if (i === 0) group('Materiales');
      if (i === Number(v.materials)) group('Mano de obra');
      cells(y, 17);
      k.wpLine([{ text: quantity(l.quantity, 'ar'), size: 10 }], cx[0]!, y + 4, { align: 'center', width: cx[1]! - cx[0]! });
      k.wpLine([{ text: l.description, size: 10 }], cx[1]! + 4, y + 4);
      k.wpLine([{ text: `$ ${amount(l.unitPrice!, 'ar')}`, size: 10 }], cx[2]! + 2, y + 4, { align: 'right', width: cx[3]! - cx[2]! - 6 });
      k.wpLine([{ text: `$ ${amount(t.lineAmounts[i]!, 'ar')}`, size: 10 }], cx[3]! + 2, y + 4, { align: 'right', width: cx[4]! - cx[3]! - 6 });
      y += 17;
      rule(y);
    });
    cells(y, 20);
    rule(y + 20);
    k.wpLine([{ text: 'TOTAL PRESUPUESTADO', font: 'TB', size: 10.5 }], cx[1]! + 4, y + 5);
    k.wpLine([{ text: `$ ${amount(t.total, 'ar')}`, font: 'TB', size: 10.5 }], cx[3]! + 2, y + 5, { align: 'right', width: cx[4]! - cx[3]! - 6 });
    y += 40;
    const notes = [
      `Validez de la oferta: ${v.validity} días.`,
      `Forma de pago: ${v.advance} % de anticipo para la compra de materiales y el saldo al finalizar el trabajo.`,
      'Los precios son finales (no discrimino IVA por ser monotributista).',
      'No incluye trabajos de albañilería ni reposición de cerámicos.',
    ];
    for (const n of notes) {
      k.wpLine([{ text: '•', font: 'T', size: 10.5 }], L + 6, y);
      k.wpLine([{ text: n, size: 10.5 }], L + 20, y);
      y += 15;
    }
    y += 20;
    k.wpLine([{ text: 'Sin otro particular, saludo a Ud. atentamente.', size: 10.5 }], L, y);
    y += 56;
    k.line(R - 180, y, R, y, { width: 0.5 });
    k.wpLine([{ text: is.name, font: 'TI', size: 10 }], R - 180, y + 4, { align: 'center', width: 180 });
    return k.bytes();
  },
};
