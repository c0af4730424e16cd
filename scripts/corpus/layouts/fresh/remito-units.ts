import { articlesOf } from '../../catalogs';
import { avoidTies, composeDocument, computeTotals, type DocLine } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { cuitDashed, date, quantity, sayCondition } from './print';

/**
 * A fiambrería's delivery remito from a small web app, printed by chromium in a narrow sans: quantities written with
 * their unit in one cell ("12 u.", "3 cj", "2,5 kg"), a delivery-route strip, lot numbers, the customer's
 * conformity at the foot. No prices; the template's priceList includes VAT.
 */
const UNIT_WORDS: Record<string, string> = { kg: 'kg', cj: 'cj', u: 'u.' };

function withUnit(line: DocLine): string {
  return `${quantity(line.quantity, 'ar')} ${UNIT_WORDS[line.unit] ?? line.unit}`;
}

export const freshRemitoUnitsLayout: Layout = {
  id: 'fresh-remito-units',
  kind: 'remito',
  title: 'fiambrería delivery remito printed by chromium: quantities with units in one cell ("12 u.", "3 cj", "2,5 kg"), route strip, lots, no prices',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Fiambres El Quebracho S.R.L.', 'El Quebracho Fiambres'),
  template: (issuer) => ({
    id: 'fremitounits-elquebracho',
    name: 'Remitos de reparto El Quebracho Fiambres',
    instructions:
      `Remitos de reparto de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura como "Cliente". Las cantidades llevan la unidad ` +
      '("2,5 kg", "3 cj", "12 u."). Sin precios: valorizar con la lista de precios (con IVA 21% incluido). La referencia es el número de remito.',
    catalog: 'deli',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(2, 4)}-${pad(rng.int(1000, 30000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'deli', lineCount: [3, 9], receivers: ['company-ri', 'monotributo', 'monotributo', 'company-ri'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: true,
      },
      { layout: 'fresh-remito-units', templateId: template.id, issuer, reference, variant: {}, today },
    );
    // cheese and cold cuts go by the weight on the scale; boxes and pieces by the count
    const byKilo = new Set(articlesOf('deli').filter((a) => a.unit === 'kg').map((a) => a.description));
    for (const line of doc.lines) {
      if (line.priceListMatch && byKilo.has(line.priceListMatch)) line.quantity = rng.int(2, 24) / 4;
      else if (line.quantity > 12) line.quantity = rng.int(1, 12);
    }
    avoidTies(doc.lines, true, true);
    doc.totals = computeTotals(doc.lines, true);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    doc.variant = {
      route: rng.pick(['Reparto 3 - Zona Norte', 'Reparto 7 - Centro', 'Reparto 5 - Barrios del Oeste']),
      driver: rng.pick(['Diego Arias', 'Matías Bustos', 'Sebastián Correa']),
      lot: `L${today.slice(2, 4)}${rng.digits(4)}`,
      dateStyle: rng.pick(['dd/mm/yyyy', 'd/m/yy']),
    };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}</td><td class="q">${esc(withUnit(l))}</td>
      <td class="lot">${l.priceListMatch ? esc(`${String(doc.variant.lot)}-${i + 1}`) : ''}</td><td class="chk"></td></tr>`).join('');
    const css = `
body { font-family: 'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif; font-size: 12px; color: #111; padding: 30px 38px }
.hd { display: flex; align-items: center; gap: 16px; border-bottom: 2px solid #7a1f1f; padding-bottom: 8px }
.logo { width: 54px; height: 54px; border-radius: 50%; background: #7a1f1f; color: #fff; font-size: 22px; font-weight: 700; display: flex; align-items: center; justify-content: center }
.who { flex: 1 } .who .n { font-size: 20px; font-weight: 700; color: #7a1f1f } .who p { margin: 1px 0; font-size: 10.5px }
.doc { text-align: right } .doc .t { font-size: 18px; font-weight: 700 } .doc p { margin: 1px 0 }
.doc .r { display: inline-block; border: 1.5px solid #111; padding: 0 6px; font-weight: 700; margin-right: 6px }
.route { background: #f4ecec; margin-top: 10px; padding: 5px 8px; display: flex; justify-content: space-between; font-size: 11px }
.cli { margin-top: 10px; display: grid; grid-template-columns: 90px 1fr 90px 1fr; gap: 3px 8px }
.cli .k { color: #555 }
table.it { width: 100%; margin-top: 14px }
table.it th { background: #7a1f1f; color: #fff; text-align: left; padding: 5px 6px; font-weight: 700 }
table.it td { padding: 6px; border-bottom: 1px dotted #999 }
td.q { text-align: right; font-weight: 700; white-space: nowrap } table.it th.q { text-align: right }
td.lot { color: #555; font-size: 10.5px } td.chk { width: 40px; border: 1px solid #999 }
.foot { margin-top: 40px; display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 24px; font-size: 10.5px }
.foot div { border-top: 1px solid #111; padding-top: 3px; text-align: center }
.note { margin-top: 16px; font-size: 10px; color: #555 }`;
    const body = `
<div class="hd">
  <div class="logo">EQ</div>
  <div class="who"><div class="n">${esc(doc.issuer.tradeName)}</div><p>${esc(doc.issuer.name)} · CUIT ${esc(cuitDashed(doc.issuer.cuit))} · ${esc(doc.issuer.condicionText)}</p>
    <p>${esc(doc.issuer.address)}, ${esc(doc.issuer.city)} · Pedidos: ${esc(doc.issuer.phone)}</p></div>
  <div class="doc"><div class="t"><span class="r">R</span>Remito de entrega</div><p>N° ${esc(doc.reference)}</p><p>${esc(date(doc.date, doc.variant.dateStyle as 'dd/mm/yyyy'))}</p>
    <p style="font-size:9px">Documento no válido como factura</p></div>
</div>
<div class="route"><span>${esc(String(doc.variant.route))}</span><span>Repartidor: ${esc(String(doc.variant.driver))}</span><span>Cadena de frío: conservar entre 0 y 5 °C</span></div>
<div class="cli">
  <span class="k">Cliente</span><b>${esc(r.name)}</b><span class="k">CUIT</span><span>${esc(cuitDashed(r.docNumber!))}</span>
  <span class="k">Entrega en</span><span>${esc(r.address)}</span><span class="k">IVA</span><span>${r.condicionPrinted ? esc(r.condicionText) : ''}</span>
</div>
<table class="it"><thead><tr><th>Art.</th><th>Producto</th><th class="q">Cantidad</th><th>Lote</th><th>Control</th></tr></thead><tbody>${rows}</tbody></table>
<div class="note">Los productos por kilo se facturan según el peso entregado. Devoluciones sólo en el momento de la entrega.</div>
<div class="foot"><div>Conformidad del cliente</div><div>Aclaración</div><div>Hora de recepción</div></div>`;
    return htmlPage(css, body);
  },
};
