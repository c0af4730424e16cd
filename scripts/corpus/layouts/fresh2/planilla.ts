import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';

/**
 * A quote kept in a spreadsheet and printed to PDF with the grid and headings on (LibreOffice Calc-like, chromium):
 * column letters A B C … across the top, row numbers down the left, gridlines, the customer in cells of its own
 * ("Cliente:" in A, the name in B), a header row, the items, Subtotal / IVA rows and a "TOTAL" row; sheet name and
 * page number in the footer. Liberation Sans 10 pt as Calc's default.
 */
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

export const fresh2PlanillaLayout: Layout = {
  id: 'fresh2-planilla',
  kind: 'invoice',
  title: 'spreadsheet quote printed with grid and headings (Calc-like, chromium): column letters, row numbers, TOTAL row',
  page: { size: 'A4' },
  scanStyle: 'two-up',
  issuer: (rng) => makeIssuer(rng, 'Soluciones Informáticas Sierra Chica S.A.S.', 'SIERRA CHICA IT'),
  template: (issuer) => ({
    id: 'k-planilla-sierrachica',
    name: 'Presupuestos en planilla Sierra Chica IT',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechos en una planilla de cálculo. El cliente está en la celda "Cliente". ` +
      'Precios sin IVA, alícuota por renglón (21% o 10,5%). La referencia es el número de presupuesto.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `P${pad(rng.int(200, 2400), 5)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [2, 9], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.75,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh2-planilla', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = { sheet: rng.pick(['Hoja1', 'Presupuesto', 'COTIZ']), symbol: rng.chance(0.5) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const money = (x: Parameters<typeof amount>[0]) => (doc.variant.symbol ? `$ ${amount(x, 'ar')}` : amount(x, 'ar'));
    type Cell = { v?: string; cls?: string; span?: number };
    const rows: Cell[][] = [];
    const is = doc.issuer;
    rows.push([{ v: is.tradeName, cls: 'b big', span: 4 }, { v: 'PRESUPUESTO', cls: 'b r big', span: 3 }]);
    rows.push([{ v: `${is.name} – CUIT ${cuitDashed(is.cuit)} – ${is.condicionText}`, span: 7, cls: 'small' }]);
    rows.push([{ v: `${is.address}, ${is.city} – ${is.phone}`, span: 7, cls: 'small' }]);
    rows.push([{}]);
    rows.push([{ v: 'Cliente:', cls: 'b' }, { v: r.name, span: 4 }, { v: 'Nro.:', cls: 'b r' }, { v: doc.reference, cls: 'r' }]);
    rows.push([{ v: 'CUIT:', cls: 'b' }, { v: cuitDashed(r.docNumber!), span: 4 }, { v: 'Fecha:', cls: 'b r' }, { v: date(doc.date, 'dd/mm/yyyy'), cls: 'r' }]);
    rows.push([{ v: 'Dirección:', cls: 'b' }, { v: r.address, span: 4 }, { v: 'Validez:', cls: 'b r' }, { v: '7 días', cls: 'r' }]);
    rows.push([{ v: 'IVA:', cls: 'b' }, { v: r.condicionPrinted ? r.condicionText : '', span: 3 }]);
    rows.push([{}]);
    rows.push(['Código', 'Descripción', 'Cant.', 'P. Unitario', '% IVA', 'Importe', ''].map((v, k) => ({ v, cls: `hd${k >= 2 && k <= 5 ? ' r' : ''}` })));
    doc.lines.forEach((l, i) => {
      rows.push([
        { v: l.code ?? '' }, { v: l.description }, { v: quantity(l.quantity, 'ar'), cls: 'r' }, { v: money(l.unitPrice!), cls: 'r' },
        { v: amount(l.ivaRate, 'ar'), cls: 'r' }, { v: money(t.lineAmounts[i]!), cls: 'r' }, {},
      ]);
    });
    rows.push([{}]);
    rows.push([{}, {}, {}, {}, { v: 'Subtotal', cls: 'r' }, { v: money(t.subtotal), cls: 'r' }]);
    for (const b of t.byRate) rows.push([{}, {}, {}, {}, { v: `IVA ${amount(b.rate, 'ar')}%`, cls: 'r' }, { v: money(b.vat), cls: 'r' }]);
    rows.push([{}, {}, {}, {}, { v: 'TOTAL', cls: 'b r' }, { v: money(t.total), cls: 'b r tot' }]);
    rows.push([{}]);
    rows.push([{ v: 'Forma de pago: 50% anticipo, saldo contra entrega. Precios en pesos, sin IVA.', span: 7, cls: 'small' }]);
    const body = rows.map((cells, i) => {
      let tds = '';
      let k = 0;
      for (const c of cells) {
        const span = c.span ?? 1;
        tds += `<td${span > 1 ? ` colspan="${span}"` : ''}${c.cls ? ` class="${c.cls}"` : ''}>${esc(c.v ?? '')}</td>`;
        k += span;
      }
      while (k < LETTERS.length) { tds += '<td></td>'; k++; }
      return `<tr><th class="rn">${i + 1}</th>${tds}</tr>`;
    }).join('');
    const css = `
body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; padding: 40px 28px 0 }
table.sheet { border-collapse: collapse; table-layout: fixed; width: 100% }
.sheet td, .sheet th { border: 0.5px solid #c0c0c0; padding: 1px 3px; height: 17px; white-space: nowrap; overflow: visible; vertical-align: bottom }
.sheet th { background: #eeeeee; font-weight: 400; color: #333; text-align: center; font-size: 9pt }
.r { text-align: right } .b { font-weight: 700 } .big { font-size: 13pt } .small { font-size: 8.5pt }
.hd { font-weight: 700; background: #dde8cb }
.tot { border-top: 1.5px solid #000 !important; border-bottom: 2.5px double #000 !important }
.foot { position: fixed; bottom: 26px; left: 0; right: 0; text-align: center; font-size: 9pt }
.head { position: fixed; top: 14px; left: 0; right: 0; text-align: center; font-size: 9pt }`;
    const html = `
<div class="head">${esc(String(doc.variant.sheet))}</div>
<table class="sheet"><colgroup><col style="width:28px"><col style="width:62px"><col style="width:226px"><col style="width:44px"><col style="width:92px"><col style="width:50px"><col style="width:96px"><col style="width:64px"></colgroup>
<tr><th></th>${LETTERS.map((c) => `<th>${c}</th>`).join('')}</tr>${body}</table>
<div class="foot">Página 1</div>`;
    return htmlPage(css, html);
  },
};
