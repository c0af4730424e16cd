import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { ean13 } from '../fresh/print';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, h01, idPair, pad, sayCondition, settle, shift } from './common';

/** A wholesaler's proforma on a landscape sheet, with unit and box prices and a discount per row (a web ERP, chromium). */
function html(doc: DocSpec): string {
  const v = doc.variant;
  const t = doc.totals!;
  const d = (x: Decimal.Value) => amount(x, 'dot');
  const boxes = String(v.boxes).split('|').map(Number);
  const per = String(v.per).split('|').map(Number);
  const list = String(v.list).split('|');
  const disc = String(v.disc).split('|').map(Number);
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
  const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td class="m">${esc(ean13(l.code ?? String(i)))}</td><td>${esc(l.description)}</td><td class="c">UN</td><td class="n">${boxes[i]}</td><td class="n">${per[i]}</td><td class="n">${l.quantity}</td><td class="n">${list[i]}</td><td class="n">${d(new Decimal(list[i]!).mul(per[i]!))}</td><td class="n">${disc[i] ? `${disc[i]}.00` : '0.00'}</td><td class="n">${d(l.unitPrice!)}</td><td class="n">${d(t.lineAmounts[i]!)}</td></tr>`).join('');
  const css = `
body { font-family: 'DejaVu Sans', Verdana, sans-serif; font-size: 9.5px; color: #222; padding: 22px 28px }
.head { display: grid; grid-template-columns: 1.2fr 1fr 0.9fr; gap: 14px; align-items: start }
.co b { font-size: 15px; color: #0b4f8a } .co div { line-height: 1.45 }
.who { border-left: 3px solid #0b4f8a; padding-left: 9px; line-height: 1.5 } .who .k { color: #666; font-size: 8.5px; text-transform: uppercase }
.pf { background: #0b4f8a; color: #fff; padding: 8px 10px; line-height: 1.55 } .pf .big { font-size: 15px; font-weight: bold; letter-spacing: 1px }
table.g { width: 100%; margin-top: 12px; font-size: 8.8px } table.g th { background: #dfe8f1; border-bottom: 1.5px solid #0b4f8a; padding: 4px 3px; text-align: left; font-weight: bold }
table.g td { padding: 3px 3px; border-bottom: 1px solid #e3e3e3 } td.n, th.n { text-align: right; white-space: nowrap } td.c, th.c { text-align: center } td.m { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.2px }
.bottom { display: flex; justify-content: space-between; margin-top: 12px }
.cond { width: 60%; line-height: 1.5; font-size: 8.8px } .cond b { color: #0b4f8a }
table.t { width: 30%; font-size: 10px } table.t td { padding: 2px 4px } table.t td.n { text-align: right } table.t tr.f td { border-top: 2px solid #0b4f8a; font-weight: bold; font-size: 11.5px }
.foot { position: absolute; bottom: 18px; left: 28px; right: 28px; font-size: 8px; color: #666; display: flex; justify-content: space-between }
`;
  const body = `
<div class="head">
  <div class="co"><b>${esc(doc.issuer.tradeName)}</b><div>${esc(doc.issuer.name)} · Mayorista de almacén y limpieza</div>
    <div>${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}</div><div>CUIT ${esc(cuitDashed(doc.issuer.cuit))} · ${esc(doc.issuer.condicionText)} · IIBB ${esc(doc.issuer.iibb)}</div>
    <div>Ventas: ${esc(doc.issuer.phone)} · ${esc(doc.issuer.email)}</div></div>
  <div class="who"><div class="k">Cliente</div><div><b>${esc(doc.receiver.name)}</b> (cta. ${esc(String(v.account))})</div>
    <div>${esc(doc.receiver.address)}</div><div>${id ? `${id[0]}: ${esc(id[1])}` : ''}${doc.receiver.condicionPrinted ? ` · ${esc(cond)}` : ''}</div>
    <div>Vendedor: ${esc(String(v.seller))} · Zona ${esc(String(v.zone))}</div></div>
  <div class="pf"><div class="big">PROFORMA</div><div>N° ${esc(doc.reference)}</div><div>Emisión: ${dmy(doc.date)}</div><div>Válida hasta: ${dmy(String(v.valid))}</div><div>Lista de precios: ${esc(String(v.priceList))}</div></div>
</div>
<table class="g"><thead><tr><th>Cód.</th><th>EAN</th><th>Descripción</th><th class="c">U. Med.</th><th class="n">Bultos</th><th class="n">Unid./Bulto</th><th class="n">Cant. Fact.</th><th class="n">P. Lista Unit.</th><th class="n">P. Bulto</th><th class="n">Bonif. %</th><th class="n">P. Unitario c/Bonif.</th><th class="n">Importe</th></tr></thead>
<tbody>${rows}</tbody></table>
<div class="bottom">
  <div class="cond"><b>Condiciones:</b> ${esc(String(v.terms))}. Entrega en ${esc(String(v.lead))} hábiles desde la confirmación. Precios sujetos a disponibilidad de stock.<br>
  <b>Convención numérica:</b> importes en pesos argentinos (ARS) con punto decimal y sin separador de miles (ej.: 1234.50).<br>
  Documento no válido como factura. La factura se emitirá al despachar la mercadería.</div>
  <table class="t">
    <tr><td>Subtotal neto</td><td class="n">${d(t.subtotal)}</td></tr>
    ${t.byRate.map((b) => `<tr><td>IVA ${b.rate}%</td><td class="n">${d(b.vat)}</td></tr>`).join('')}
    <tr class="f"><td>TOTAL ARS</td><td class="n">${d(t.total)}</td></tr>
  </table>
</div>
<div class="foot"><span>${esc(doc.issuer.tradeName)} · Proforma ${esc(doc.reference)}</span><span>Página 1 de 1</span></div>`;
  return htmlPage(`@page { size: A4 landscape; margin: 0 }\n${css}`, body);
}

export const fresh17JLayout: Layout = {
  id: 'fresh17-j',
  kind: 'invoice',
  title: 'fresh17 layout j',
  page: { size: 'A4', landscape: true },
  scanStyle: 'nup-sheet',
  issuer: (rng) => {
    const name = rng.pick(['Mayorista El Galpón', 'Distribuidora Mayorista Norte', 'Autoservicio Mayorista La Estrella', 'Mayorista Puerto']);
    return makeIssuer(rng, `${name} S.A.`, name);
  },
  template: (issuer) => ({
    id: `mayorista-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — proformas`,
    instructions: 'Proformas de venta por bulto cerrado: cantidades en unidades, precio unitario bonificado neto más IVA 21 %.',
    catalog: 'wholesale',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'wholesale', lineCount: [5, 10], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh17-j', templateId: template.id, issuer, reference: `${pad(rng.int(1, 9), 4)}-${pad(rng.int(10000, 99999), 8)}`, variant: {}, today });
    const arts = articlesOf('wholesale');
    const boxes: number[] = [], per: number[] = [], list: string[] = [], disc: number[] = [];
    doc.lines.forEach((l) => {
      const art = arts.find((a) => a.description === l.description)!;
      const n = [6, 12, 12, 24][Math.floor(h01(art.code, 7) * 4)]!;
      const b = rng.int(1, 12);
      const off = rng.pick([0, 0, 0, 5, 10]);
      const price = articlePrice(art, 'ARS', false);
      boxes.push(b);
      per.push(n);
      list.push(price.toFixed(2));
      disc.push(off);
      l.quantity = b * n;
      l.unitPrice = round2(price.mul(100 - off).div(100));
    });
    settle(doc);
    // a tie nudges a discounted price by a cent: the list price printed stays the list's
    doc.variant = {
      boxes: boxes.join('|'), per: per.join('|'), list: list.join('|'), disc: disc.join('|'), account: rng.int(1000, 9999),
      seller: rng.pick(['Marcelo R.', 'Paula G.', 'Oficina', 'Web']), zone: rng.int(1, 9), valid: shift(doc.date, 7), priceList: rng.pick(['Mayorista 1', 'Mayorista 2', 'Distribuidor']),
      terms: rng.pick(['Contado anticipado', 'Transferencia a 7 días', 'Cheque a 30 días']), lead: rng.pick(['48 horas', '72 horas', '5 días']),
    };
    return doc;
  },
  html,
};
