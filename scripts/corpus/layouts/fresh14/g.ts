import Decimal from 'decimal.js';
import { articlePrice, composeDocument } from '../../document';
import { articlesOf } from '../../catalogs';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, hash01, pad, PipePdf, plusDays, quantity, receiverNo, sayCondition, settle, yy } from './common';

const SW = 841.89, SH = 595.28;
const COLS = 80;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const WORK = [
  'Se cotiza la impresión de las piezas detalladas más abajo según los archivos enviados por correo electrónico.',
  'Los originales deben entregarse en PDF de alta resolución con las tipografías convertidas a curvas y 3 mm de sangrado por lado.',
  'Incluye una prueba de color digital sin cargo; las pruebas adicionales se cotizan aparte.',
  'El papel indicado corresponde a stock disponible a la fecha; ante faltante se propondrá un equivalente de igual gramaje.',
  'Las cantidades pueden variar en más o en menos un 3 % por tirada, según uso y costumbre del rubro gráfico.',
  'Las piezas se entregan empaquetadas por cantidad y rotuladas; el envío dentro del radio céntrico no tiene cargo.',
  'El laminado y el troquelado indicados se realizan en nuestro taller; los tiempos se cuentan desde la aprobación de la prueba.',
  'Para trabajos con numeración correlativa indicar el número inicial; los talonarios llevan tapa de cartulina y cola.',
];
const TERMS = [
  'CONDICIONES GENERALES',
  '- Validez de la oferta: 10 días corridos desde la fecha.',
  '- Forma de pago: 50 % al aprobar la prueba, saldo contra entrega.',
  '- Plazo de entrega: 7 a 10 días hábiles desde la aprobación.',
  '- Los precios no incluyen IVA, que se agrega al final.',
  '- Transferencia bancaria o cheque al día a la orden del emisor.',
  '- Trabajos especiales sujetos a disponibilidad de insumos.',
];

/** Words wrapped to `width` columns. */
function wrapCols(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) { out.push(line); line = w; } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

/**
 * A print shop's quote written as a **plain text file** and printed through a text-to-PostScript filter (a2ps-like:
 * two virtual pages side by side on one landscape sheet, each framed, with a gray header bar holding the file's date,
 * its name and "Página 1/2", a footer with who printed it), then distilled to PDF (fresh13's PipePdf, Courier, one
 * text object per line with the spaces of the file kept). The file: letterhead lines, "PRESUPUESTO Nro: 2026-0457",
 * the customer as "Cliente :" / "CUIT :" lines, a paragraph about the job of varying length (so the table starts
 * low on the left page and often continues on the right one), columns made of spaces (Cant. / Descripción / P.Unit. /
 * Importe), Subtotal / IVA 21% / TOTAL, conditions. Net prices.
 */
export const fresh14GLayout: Layout = {
  id: 'fresh14-g',
  kind: 'invoice',
  title: 'fresh14 layout g',
  page: { size: [SW, SH] },
  scanStyle: 'skewed-feed',
  issuer: (rng) => makeIssuer(rng, 'Gráfica Villa Elisa S.R.L.', 'Gráfica Villa Elisa'),
  template: (issuer) => ({
    id: 'y-presupuestos-grafica-villaelisa',
    name: 'Presupuestos Gráfica Villa Elisa',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, impresos desde un archivo de texto. El cliente es "Cliente". Precios sin IVA; IVA 21 % al final.`,
    catalog: 'printing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const nro = rng.int(180, 990);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'printing', lineCount: [2, 6], receivers: ['company-ri', 'monotributo', 'monotributo', 'dni', 'company-exento'],
        conditionPrinted: 0.7, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh14-g', templateId: template.id, issuer, reference: `2026-${pad(nro, 4)}`, variant: {}, today },
    );
    // print runs: thousands of cheap pieces, a few expensive ones
    const prices = new Map(articlesOf('printing').map((a) => [a.description, a]));
    for (const l of doc.lines) {
      const art = prices.get(l.description)!;
      l.unitPrice = articlePrice(art, 'ARS', false);
      l.quantity = art.price < 300 ? rng.pick([250, 500, 1000, 2000, 3000, 5000]) : rng.pick([1, 2, 3, 5, 10, 20]);
    }
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    const start = rng.int(0, WORK.length - 1), count = rng.int(3, 8);
    doc.variant = {
      nro, work: Array.from({ length: count }, (_, i) => WORK[(start + i) % WORK.length]).join(' '), who: rng.pick(['ventas', 'mlquiroga', 'presupuestos']),
      time: `${rng.int(8, 18)}:${pad(rng.int(0, 59), 2)}`, printTime: `${rng.int(8, 18)}:${pad(rng.int(0, 59), 2)}`, contact: rng.pick(['Sr. Diego', 'Sra. Valeria', 'Compras', 'Administración']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    // the text file
    const f: string[] = [];
    const rule = (ch: string) => ch.repeat(COLS - 2);
    f.push(is.tradeName.toUpperCase(), `${is.name} - CUIT ${cuitDashed(is.cuit)} - ${is.condicionText}`, `${is.address} - ${is.city}`, `Tel ${is.phone}  ${is.email}`, rule('='));
    f.push(`PRESUPUESTO Nro: ${doc.reference}${' '.repeat(20)}Fecha: ${yy(doc.date)}`, '');
    f.push(`Cliente : ${r.name}`);
    const no = receiverNo(doc, cuitDashed, dotted);
    if (no) f.push(`${r.docType === 'CUIT' ? 'CUIT    ' : 'DNI     '}: ${no}`);
    if (r.condicionPrinted) f.push(`Cond.IVA: ${r.condicionText}`);
    if (r.address) f.push(`Domicil.: ${r.address}`);
    f.push(`Atencion: ${v.contact}`, '');
    f.push('Trabajo:', ...wrapCols(String(v.work), COLS - 4).map((s) => `  ${s}`), '');
    f.push(rule('-'), `${'Cant.'.padStart(7)}  ${'Descripción'.padEnd(44)}${'P.Unit.'.padStart(11)}${'Importe'.padStart(14)}`, rule('-'));
    doc.lines.forEach((l, i) => {
      f.push(`${quantity(l.quantity, 'ar').padStart(7)}  ${l.description.padEnd(44)}${a(l.unitPrice!).padStart(11)}${a(t.lineAmounts[i]!).padStart(14)}`);
    });
    f.push(rule('-'));
    f.push(`${' '.repeat(42)}${'Subtotal'.padEnd(18)}${a(t.subtotal).padStart(16)}`);
    f.push(`${' '.repeat(42)}${'IVA 21%'.padEnd(18)}${a(t.byRate[0]!.vat).padStart(16)}`);
    f.push(`${' '.repeat(42)}${'TOTAL $'.padEnd(18)}${a(t.total).padStart(16)}`, '');
    f.push(...TERMS, '', `Vence: ${yy(plusDays(doc.date, 10))}`, '', 'Saludos cordiales,', `Presupuestos - ${is.tradeName}`);
    // two virtual pages per sheet
    const pdf = new PipePdf([SW, SH], { producer: 'GPL Ghostscript 9.55.0', creator: 'a2ps version 4.14', title: `presupuesto_${doc.reference}.txt` }, { mode: 'plain', faces: { C: { std: 'C' }, H: { std: 'H' }, HB: { std: 'HB' } } });
    const m = 22, gap = 14, vw = (SW - 2 * m - gap) / 2, head = 18, foot = 14;
    const size = 8.1, lead = 9.8;
    const perPage = Math.floor((SH - 2 * m - head - foot - 10) / lead);
    const pages = Math.max(1, Math.ceil(f.length / perPage));
    const [y4, m2, d2] = doc.date.split('-');
    const fileDate = `${d2}/${m2}/${y4!.slice(2)} ${v.time}`;
    const printed = plusDays(doc.date, hash01(doc.reference, 3) < 0.5 ? 0 : 1);
    const pd = new Date(`${printed}T12:00:00Z`);
    const printedWords = `${WEEKDAYS[pd.getUTCDay()]} ${pd.getUTCDate()} de ${MONTHS[pd.getUTCMonth()]} de ${pd.getUTCFullYear()} ${v.printTime}`;
    for (let p = 0; p < pages; p++) {
      if (p > 0 && p % 2 === 0) pdf.addPage();
      const x0 = m + (p % 2) * (vw + gap);
      pdf.rect(x0, m, vw, SH - 2 * m - foot, { stroke: '#000000', lineWidth: 0.8 });
      pdf.rect(x0, m, vw, head, { fill: '#d0d0d0', stroke: '#000000', lineWidth: 0.8 });
      pdf.text(fileDate, x0 + 5, m + 6, { font: 'H', size: 7 });
      pdf.text(`presupuesto_${doc.reference}.txt`, x0, m + 4, { font: 'HB', size: 10, width: vw, align: 'center' });
      pdf.text(`Página ${p + 1}/${pages}`, x0, m + 6, { font: 'H', size: 7, width: vw - 6, align: 'right' });
      f.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => pdf.text(line, x0 + 6, m + head + 6 + i * lead, { font: 'C', size }));
    }
    pdf.text(`Impreso por ${v.who}`, m, SH - m - 9, { font: 'H', size: 7 });
    pdf.text(printedWords, 0, SH - m - 9, { font: 'H', size: 7, width: SW, align: 'center' });
    pdf.text('1/1', 0, SH - m - 9, { font: 'H', size: 7, width: SW - m, align: 'right' });
    return pdf.bytes();
  },
};
