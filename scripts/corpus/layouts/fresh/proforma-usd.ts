import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition, type AmountStyle } from './print';

/**
 * An importer's bilingual proforma in US dollars, printed by chromium in a serif face: "PROFORMA INVOICE / Factura
 * proforma", "Bill to / Cliente", a validity date, amounts "USD 1,234.56" (the importer's ERP) or "US$ 1.234,56".
 */
export const freshProformaUsdLayout: Layout = {
  id: 'fresh-proforma-usd',
  kind: 'invoice',
  title: "importer's bilingual proforma in USD printed by chromium (serif): validity date, VAT by rate, amounts 1,234.56 or 1.234,56",
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Importadora Laguna Brava S.A.', 'LAGUNA BRAVA IMPORT'),
  template: (issuer) => ({
    id: 'fproforma-lagunabrava',
    name: 'Proformas en dólares Laguna Brava Import',
    instructions:
      `Proformas de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura en "Bill to / Cliente". Importes en dólares estadounidenses ` +
      'sin IVA, alícuota por renglón (21% o 10,5%). La lista de precios (en pesos) no aplica. La referencia es el número de proforma.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `PF-${today.slice(0, 4)}-${String(rng.int(100, 2999)).padStart(4, '0')}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo'], conditionPrinted: 0.7,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], currency: 'USD',
      },
      { layout: 'fresh-proforma-usd', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = { style: rng.pick(['en', 'en', 'ar']), validDays: rng.pick([7, 10, 15]), font: rng.pick(['Liberation Serif', 'DejaVu Serif']) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const style = doc.variant.style as AmountStyle;
    const usd = (v: Parameters<typeof amount>[0]) => (style === 'en' ? `USD ${amount(v, 'en')}` : `US$ ${amount(v, 'ar')}`);
    const n = (v: Parameters<typeof amount>[0]) => amount(v, style);
    const rate = (v: number) => quantity(v, style);
    const rows = doc.lines.map((l, i) => `<tr><td class="c">${i + 1}</td><td>${esc(l.description)}</td><td class="n">${esc(quantity(l.quantity, style))}</td>
      <td class="n">${esc(n(l.unitPrice!))}</td><td class="n">${esc(rate(l.ivaRate))}%</td><td class="n">${esc(n(t.lineAmounts[i]!))}</td></tr>`).join('');
    const dateStyle = style === 'en' ? 'dd/mm/yyyy' : 'long';
    const css = `
body { font-family: '${String(doc.variant.font)}', serif; font-size: 11.5px; color: #222; padding: 40px 48px }
.letter { display: flex; justify-content: space-between; border-bottom: 1px solid #222; padding-bottom: 10px }
.letter .n1 { font-size: 22px; letter-spacing: 2px }
.letter p { margin: 1px 0; font-size: 10px }
.title { text-align: center; margin: 18px 0 4px; font-size: 17px; letter-spacing: 3px }
.title small { display: block; font-size: 11px; letter-spacing: 1px; font-style: italic }
.meta { width: 100%; margin-top: 12px }
.meta td { vertical-align: top; padding: 2px 4px; width: 50% }
.meta .lab { font-style: italic; color: #555; font-size: 10px }
table.items { width: 100%; margin-top: 18px; border-top: 2px solid #222; border-bottom: 2px solid #222 }
table.items th { font-weight: 400; font-style: italic; border-bottom: 1px solid #222; padding: 5px; text-align: left; font-size: 10.5px }
table.items td { padding: 5px }
.n { text-align: right } table.items th.n { text-align: right } .c { text-align: center }
.tot { width: 290px; margin: 10px 0 0 auto }
.tot td { padding: 3px 5px } .tot td:last-child { text-align: right }
.tot tr:last-child td { font-weight: 700; font-size: 13px; border-top: 1px solid #222 }
.notes { margin-top: 34px; font-size: 10px; line-height: 1.5 }`;
    const body = `
<div class="letter">
  <div><div class="n1">${esc(doc.issuer.tradeName)}</div><p>${esc(doc.issuer.name)}</p><p>${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}</p></div>
  <div style="text-align:right"><p>C.U.I.T.: ${esc(cuitDashed(doc.issuer.cuit))}</p><p>${esc(doc.issuer.condicionText)}</p><p>${esc(doc.issuer.email)} · ${esc(doc.issuer.phone)}</p></div>
</div>
<div class="title">PROFORMA INVOICE<small>Factura proforma — documento no válido como factura</small></div>
<table class="meta"><tr>
  <td><div class="lab">Bill to / Cliente</div><b>${esc(r.name)}</b><br>${esc(r.address)}<br>CUIT: ${esc(r.docNumber!)}${r.condicionPrinted ? `<br>IVA: ${esc(r.condicionText)}` : ''}</td>
  <td style="text-align:right"><div class="lab">Number / Número</div><b>${esc(doc.reference)}</b>
    <div class="lab" style="margin-top:6px">Date / Fecha</div>${esc(date(doc.date, dateStyle))}
    <div class="lab" style="margin-top:6px">Valid until / Validez</div>${esc(date(addDays(doc.date, Number(doc.variant.validDays)), dateStyle))}</td>
</tr></table>
<table class="items"><thead><tr><th class="c">#</th><th>Description / Descripción</th><th class="n">Qty / Cant.</th><th class="n">Unit price USD</th><th class="n">IVA</th><th class="n">Amount USD</th></tr></thead>
<tbody>${rows}</tbody></table>
<table class="tot"><tr><td>Subtotal</td><td>${esc(usd(t.subtotal))}</td></tr>
${t.byRate.map((b) => `<tr><td>IVA ${esc(rate(b.rate))}%</td><td>${esc(usd(b.vat))}</td></tr>`).join('')}
<tr><td>Total</td><td>${esc(usd(t.total))}</td></tr></table>
<div class="notes">Currency / Moneda: United States dollars (USD).<br>
Pago: transferencia en dólares, o en pesos al tipo de cambio vendedor del Banco de la Nación Argentina del día hábil anterior al pago.<br>
Entrega: ${esc(String(doc.variant.validDays))} días hábiles desde la confirmación. Oferta sujeta a disponibilidad de stock.</div>`;
    return htmlPage(css, body);
  },
};
