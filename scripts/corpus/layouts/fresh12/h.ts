import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, longDate, pad, quantity, sayCondition, settle, WordPdf, type WpRun } from './common';

const W = 595.28, H = 841.89, L = 62, R = W - 62;

/** A CRM's quote merged into a word-processor template and exported to PDF (fresh11's WordPdf). See LAYOUTS.md. */
export const fresh12HLayout: Layout = {
  id: 'fresh12-h',
  kind: 'invoice',
  title: 'fresh12 layout h',
  page: { size: 'A4' },
  scanStyle: 'highlighter',
  issuer: (rng) => makeIssuer(rng, 'Equipamiento de Oficinas Las Acacias S.A.S.', 'Las Acacias Oficinas'),
  template: (issuer) => ({
    id: 'w-presupuestos-lasacacias',
    name: 'Presupuestos Las Acacias Oficinas',
    instructions: `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}) generados por su CRM. Precios unitarios sin IVA; IVA 21 %. La referencia es el número de presupuesto.`,
    catalog: 'office',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const n = rng.int(1200, 9800);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'office', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo'], conditionPrinted: 0.6, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh12-h', templateId: template.id, issuer, reference: `PR-${pad(n, 6)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { attn: personName(rng), seller: personName(rng), days: rng.pick([7, 10, 15, 30]), delivery: rng.pick(['5 días hábiles', '10 días hábiles', 'inmediata, sujeta a stock']) };
    return doc;
  },
  render: async (doc) => {
    const p = new WordPdf([W, H], { producer: 'LibreOffice 7.6', creator: 'Writer', title: `Presupuesto ${doc.reference}` });
    p.fontNames = { H: 'Carlito', HB: 'Carlito-Bold', T: 'Caladea', HI: 'Carlito-Italic' };
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const run = (text: string, font: 'H' | 'HB' | 'HI' | 'T' = 'H', size = 10, color?: string): WpRun => ({ text, font, size, ...(color ? { color } : {}) });
    // letterhead
    p.wpLine([run(is.tradeName, 'HB', 18, '#2f5496')], L, 48);
    p.wpLine([run(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, 'H', 8.5, '#595959')], L, 72);
    p.wpLine([run(`${is.address}, ${is.city} · ${is.phone} · ${is.email}`, 'H', 8.5, '#595959')], L, 83);
    p.line(L, 98, R, 98, { color: '#2f5496', width: 1.5 });
    // place and date, number
    p.wpLine([run(`${is.city.replace(/^\([A-Z0-9]+\) /, '').split(',')[0]}, ${longDate(doc.date)}`)], L, 110, { align: 'right', width: R - L });
    p.wpLine([run('PRESUPUESTO N° ', 'HB', 13), run(doc.reference, 'HB', 13, '#2f5496')], L, 130);
    // the addressee, as a letter
    let y = 158;
    p.wpLine([run('Señores: ', 'HB'), run(r.name)], L, y); y += 14;
    const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : '';
    p.wpLine([run(id), ...(r.condicionPrinted ? [run(` · ${r.condicionText}`)] : [])], L, y); y += 14;
    p.wpLine([run(r.address, 'H', 9.5)], L, y); y += 14;
    p.wpLine([run('At.: ', 'HB'), run(`Sr./Sra. ${v.attn}`)], L, y); y += 24;
    p.wpLine([run('De nuestra mayor consideración:', 'H', 10)], L, y); y += 16;
    const intro = `Nos es grato hacerles llegar nuestra cotización por los artículos solicitados, según el detalle siguiente. Los precios se expresan en pesos y no incluyen IVA, que se agrega al pie.`;
    const words = intro.split(' ');
    let line: string[] = [];
    const lines: string[] = [];
    for (const w of words) {
      const next = [...line, w].join(' ');
      if (line.length && p.runsWidth([run(next)]) > R - L) { lines.push(line.join(' ')); line = [w]; } else line.push(w);
    }
    lines.push(line.join(' '));
    lines.forEach((s, i) => { p.wpLine([run(s)], L, y, { align: i < lines.length - 1 ? 'justify' : 'left', width: R - L }); y += 13; });
    y += 10;
    // the table (a word-processor table: ruled cells)
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Ítem', 28, 'center'], ['Descripción', 178, 'left'], ['Cant.', 36, 'right'], ['Precio unitario', 70, 'right'], ['Bonif.', 36, 'right'], ['Subtotal', R - L - 348, 'right']];
    const rowH = 16;
    p.rect(L, y, R - L, rowH, { fill: '#d9e2f3', stroke: '#000000', lineWidth: 0.5 });
    let x = L;
    for (const [h, w, al] of cols) { p.wpLine([run(h, 'HB', 9)], x + 4, y + 3, { align: al === 'left' ? 'left' : al, width: w - 8 }); x += w; }
    y += rowH;
    doc.lines.forEach((l, i) => {
      const cells = [String(i + 1), l.description, quantity(l.quantity, 'ar'), a(l.unitPrice!), '—', a(t.lineAmounts[i]!)];
      p.rect(L, y, R - L, rowH, { stroke: '#000000', lineWidth: 0.5 });
      x = L;
      cols.forEach(([, w, al], c) => {
        p.wpLine([run(cells[c]!, 'H', 9)], x + 4, y + 3, { align: al === 'left' ? 'left' : al, width: w - 8 });
        if (c) p.line(x, y, x, y + rowH, { width: 0.5 });
        x += w;
      });
      y += rowH;
    });
    y += 8;
    const rows: Array<[string, string]> = [['Subtotal sin IVA', `$ ${a(t.subtotal)}`], ['IVA 21 %', `$ ${a(t.byRate[0]!.vat)}`], ['Total con IVA', `$ ${a(t.total)}`]];
    rows.forEach(([k, val], i) => {
      const b = i === rows.length - 1;
      p.wpLine([run(k, b ? 'HB' : 'H', b ? 11 : 10)], 300, y, { align: 'right', width: 110 });
      p.wpLine([run(val, b ? 'HB' : 'H', b ? 11 : 10)], 415, y, { align: 'right', width: R - 415 });
      y += 15;
    });
    y += 16;
    p.wpLine([run('Condiciones comerciales', 'HB', 10, '#2f5496')], L, y); y += 15;
    for (const s of [`Validez de la oferta: ${v.days} días (hasta el ${longDate(addDays(doc.date, Number(v.days)))}).`, `Plazo de entrega: ${v.delivery}.`, 'Forma de pago: 50 % anticipo, saldo contra entrega.', 'Precios sujetos a variación sin previo aviso pasada la validez.']) {
      p.wpLine([run('•  '), run(s, 'H', 9.5)], L + 8, y); y += 13;
    }
    y += 24;
    p.wpLine([run('Sin otro particular, saludamos a ustedes muy atentamente.')], L, y); y += 40;
    p.wpLine([run(String(v.seller), 'HI', 10)], L, y); y += 13;
    p.wpLine([run('Ejecutivo de cuentas', 'H', 9, '#595959')], L, y);
    p.wpLine([run(`Presupuesto ${doc.reference} · Página 1 de 1`, 'H', 8, '#808080')], L, 800, { align: 'center', width: R - L });
    return p.bytes();
  },
};
