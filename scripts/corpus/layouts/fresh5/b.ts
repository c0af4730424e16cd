import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, idOf, quantity, sayCondition, settle } from './common';

/**
 * A carpentry's made-to-order quote from a small web quoting tool (chromium, Liberation Serif headings, sans body):
 * "PRESUPUESTO" with "N° P-2026-0457", the customer block captioned "Preparado para", items numbered "01", "02"…
 * whose description runs over two or three lines (the article, then finish and hardware: all of it is the printed
 * description), Cant. / Precio unitario / Importe right-aligned, "Valores expresados sin IVA", Subtotal / IVA 21 % /
 * "Total presupuestado", conditions (seña, plazo de entrega, validez), a logo drawn as an inline SVG.
 */
const DETAILS = [
  'Terminación en canto ABS de 2 mm, herrajes con cierre suave.',
  'Color a elección del cliente según muestrario; incluye tiradores de aluminio.',
  'Fabricado a medida según relevamiento en obra; guías telescópicas.',
  'Laca poliuretánica semimate; estructura reforzada.',
  'Incluye tornillería y tarugos de fijación a pared.',
];

export const fresh5BLayout: Layout = {
  id: 'fresh5-b',
  kind: 'invoice',
  title: 'fresh5 layout b',
  page: { size: 'A4' },
  scanStyle: 'screen-capture',
  issuer: (rng) => makeIssuer(rng, 'Amoblamientos Sierra Chica S.R.L.', 'Sierra Chica Amoblamientos'),
  template: (issuer) => ({
    id: 'p-presupuestos-sierrachica',
    name: 'Presupuestos Sierra Chica Amoblamientos',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Preparado para". Precios sin IVA (21 %). ` +
      'La descripción de cada ítem ocupa varios renglones. La referencia es el número de presupuesto.',
    catalog: 'furniture',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'furniture', lineCount: [2, 6], receivers: ['dni', 'dni', 'company-ri', 'monotributo'],
        conditionPrinted: 0.6, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh5-b', templateId: template.id, issuer, reference: `P-${today.slice(0, 4)}-${pad(rng.int(100, 999), 4)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    for (const l of doc.lines) {
      if (l.quantity > 4) l.quantity = (l.quantity % 3) + 1;
      if (!/Colocación|Flete/.test(l.description)) l.description = `${l.description}. ${rng.pick(DETAILS)}`;
    }
    settle(doc);
    doc.variant = {
      valid: rng.pick([7, 10, 15]),
      weeks: rng.pick(['20 días hábiles', '30 días hábiles', '4 a 6 semanas']),
      seller: rng.pick(['Federico Navarro', 'Mariela Castaño', 'Ricardo Funes']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const rows = doc.lines.map((l, i) => {
      const [head, ...rest] = l.description.split('. ');
      const detail = rest.length ? `. <span class="det">${esc(rest.join('. '))}</span>` : '';
      return `<tr><td class="n">${pad(i + 1, 2)}</td><td class="d"><span class="art">${esc(head!)}</span>${detail}</td>` +
        `<td class="r">${esc(quantity(l.quantity, 'ar'))}</td><td class="r">$ ${esc(a(l.unitPrice!))}</td><td class="r">$ ${esc(a(t.lineAmounts[i]!))}</td></tr>`;
    }).join('');
    const vat = t.byRate[0]!;
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 12px; color: #2b2b2b }
.page { padding: 16mm 17mm 12mm; min-height: 297mm; position: relative }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.brand { display: flex; gap: 12px; align-items: center } .brand h2 { font-family: 'Liberation Serif', serif; margin: 0; font-size: 22px; color: #6d4c2f }
.brand p { margin: 1px 0; font-size: 10.5px; color: #666 }
.qt { text-align: right } .qt h1 { font-family: 'Liberation Serif', serif; letter-spacing: 3px; margin: 0; font-size: 26px; color: #6d4c2f }
.qt p { margin: 2px 0 }
.for { margin-top: 18px; display: grid; grid-template-columns: 1fr 1fr; gap: 14px }
.for div { border-top: 3px solid #c8a27c; padding-top: 6px } .cap { text-transform: uppercase; font-size: 9.5px; color: #8a6a4b; letter-spacing: 1px }
.for b { font-size: 14px }
table { width: 100%; margin-top: 20px } th { text-align: left; font-size: 10px; text-transform: uppercase; letter-spacing: 1px; color: #8a6a4b; border-bottom: 1.5px solid #6d4c2f; padding: 5px 6px }
td { padding: 9px 6px; vertical-align: top; border-bottom: 1px solid #eadfd3 } .r { text-align: right; white-space: nowrap } th.r { text-align: right }
.n { color: #8a6a4b; font-weight: 700; width: 26px } .d { width: 55% } .art { font-weight: 700 } .det { color: #555 }
.tot { margin-left: auto; width: 290px; margin-top: 14px } .tot td { border: none; padding: 3px 6px } .tot .g td { font-size: 16px; font-weight: 700; color: #6d4c2f; border-top: 2px solid #6d4c2f; padding-top: 6px }
.note { font-size: 10.5px; color: #666; margin-top: 4px; text-align: right }
.cond { margin-top: 26px; font-size: 11px; line-height: 1.55 } .cond h3 { font-family: 'Liberation Serif', serif; color: #6d4c2f; margin: 0 0 4px; font-size: 14px }
.foot { position: absolute; bottom: 10mm; left: 17mm; right: 17mm; font-size: 9.5px; color: #999; border-top: 1px solid #eadfd3; padding-top: 5px; display: flex; justify-content: space-between }`;
    const logo = `<svg width="46" height="46" viewBox="0 0 46 46"><rect x="1" y="1" width="44" height="44" rx="6" fill="#6d4c2f"/><polygon points="8,36 23,9 38,36" fill="#c8a27c"/><rect x="19" y="26" width="8" height="10" fill="#6d4c2f"/></svg>`;
    const body = `<div class="page">
<div class="top">
  <div class="brand">${logo}<div><h2>${esc(is.tradeName)}</h2><p>${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))}</p><p>${esc(is.address)}, ${esc(is.city)}</p><p>${esc(is.phone)} · ${esc(is.email)}</p></div></div>
  <div class="qt"><h1>PRESUPUESTO</h1><p><b>N° ${esc(doc.reference)}</b></p><p>Emitido el ${esc(date(doc.date, 'dd/mm/yyyy'))}</p><p>Válido hasta el ${esc(date(addDays(doc.date, Number(v.valid)), 'dd/mm/yyyy'))}</p></div>
</div>
<div class="for">
  <div><div class="cap">Preparado para</div><b>${esc(r.name)}</b><br>${esc(idOf(doc))}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}<br>${esc(r.address)}</div>
  <div><div class="cap">Atendido por</div><b>${esc(String(v.seller))}</b><br>Plazo de entrega: ${esc(String(v.weeks))}<br>Forma de pago: 50 % de seña, saldo contra entrega</div>
</div>
<table><tr><th>#</th><th>Descripción</th><th class="r">Cant.</th><th class="r">Precio unitario</th><th class="r">Importe</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td class="r">$ ${esc(a(t.subtotal))}</td></tr><tr><td>IVA 21 %</td><td class="r">$ ${esc(a(vat.vat))}</td></tr><tr class="g"><td>Total presupuestado</td><td class="r">$ ${esc(a(t.total))}</td></tr></table>
<div class="note">Valores expresados sin IVA; el IVA se detalla aparte.</div>
<div class="cond"><h3>Condiciones</h3>
Los trabajos comienzan con la acreditación de la seña. Las medidas se confirman en un relevamiento previo; cambios posteriores pueden modificar el precio.<br>
Presupuesto válido por ${esc(String(v.valid))} días. Garantía de 12 meses por defectos de fabricación.</div>
<div class="foot"><span>${esc(is.tradeName)} — muebles a medida</span><span>Página 1 de 1</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
