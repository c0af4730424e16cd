import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { articlesOf } from '../../catalogs';
import type { Layout } from '../layout';
import { amount, compose, dashed, dMon, esc, htmlPage, issuerAs, receiverId, sayCondition } from './common';

/**
 * A ceramic tile factory's dispatch web system (chromium): remito R valued at the list's net prices, the **rows in
 * alternating shaded bands** with no rules, the issuer on the right and the delivery address block on the left, the
 * buyer's purchase order and the truck as extra numbers, quantities in boxes with the m² beside them; an article not
 * in the list printed "sin precio de lista" and no total then ("Total: a determinar").
 */
export const fresh22BLayout: Layout = {
  id: 'fresh22-b',
  kind: 'remito',
  title: 'fresh22 layout b',
  page: { size: 'A4' },
  scanStyle: 'channel-shift',
  issuer: (rng) => issuerAs(rng, 'Cerámica Altos del Sur S.A.', 'Cerámicas Altos del Sur'),
  template: (issuer) => ({
    id: 'j-ceramica-altosdelsur',
    name: 'Remitos valorizados Cerámicas Altos del Sur',
    instructions: `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a corralones y constructoras. Valorizados a precio de lista neto, sin IVA (21 %).`,
    catalog: 'ceramics',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'remito', catalog: 'ceramics', lineCount: [3, 7], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.7,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-symbol'], missingArticle: ctx.index % 3 === 1, templatePricesIncludeIva: false,
    }, ctx, 'fresh22-b', `${String(rng.int(2, 9)).padStart(4, '0')}-${String(rng.int(1000, 40000)).padStart(8, '0')}`);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    doc.variant = { oc: `OC-${rng.int(1000, 9999)}/${doc.date.slice(2, 4)}`, truck: `${rng.pick(['AE', 'AF', 'AD'])} ${rng.int(100, 999)} ${rng.pick(['KL', 'MN', 'PR'])}`, driver: rng.pick(['Walter Ibáñez', 'Ezequiel Romero', 'Daniel Pintos']), pallets: rng.int(1, 6) };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer;
    const v = doc.variant;
    const list = articlesOf('ceramics');
    const id = receiverId(doc);
    const priced = doc.lines.every((l) => l.unitPrice !== null);
    const rows = doc.lines.map((l, i) => {
      const m2 = /caja ([\d,]+) m2/.exec(list.find((a) => a.description === l.priceListMatch)?.description ?? '')?.[1];
      const area = m2 ? amount(Number(m2.replace(',', '.')) * l.quantity, 'ar') : '';
      return `<tr class="${i % 2 ? 'odd' : 'even'}"><td class="c">${i + 1}</td><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}</td><td class="r">${l.quantity}</td><td class="r">${area}</td>` +
        `<td class="r">${l.unitPrice ? amount(l.unitPrice, 'ar') : '<i>sin precio de lista</i>'}</td><td class="r">${l.unitPrice ? amount(round2(new Decimal(l.quantity).mul(l.unitPrice)), 'ar') : ''}</td></tr>`;
    }).join('');
    const t = doc.totals;
    const totals = priced && t
      ? `<tr><td>Subtotal neto</td><td class="r">$ ${amount(t.subtotal, 'ar')}</td></tr>${t.byRate.map((r) => `<tr><td>IVA ${r.rate} %</td><td class="r">$ ${amount(r.vat, 'ar')}</td></tr>`).join('')}<tr class="big"><td>Total valorizado</td><td class="r">$ ${amount(t.total, 'ar')}</td></tr>`
      : '<tr class="big"><td>Total</td><td class="r">a determinar</td></tr>';
    return htmlPage(`
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #1d2a33; padding: 34px 40px }
.top { display: flex; justify-content: space-between }
.dest { width: 52%; border-left: 4px solid #c0612b; padding-left: 10px }
.dest h3 { margin: 0 0 4px; font-size: 10px; color: #c0612b; letter-spacing: 1px }
.em { width: 44%; text-align: right }
.em .n { font-size: 17px; font-weight: bold; color: #c0612b }
.doc { margin: 18px 0 10px; display: flex; gap: 24px; align-items: baseline; background: #f4ede8; padding: 8px 10px }
.doc b.r { font-size: 22px; border: 1.5px solid #1d2a33; padding: 0 8px }
table.it { width: 100%; font-size: 10px }
table.it th { background: #1d2a33; color: #fff; text-align: left; padding: 5px 4px; font-weight: normal }
table.it td { padding: 5px 4px }
tr.odd td { background: #e9eef1 }
tr.even td { background: #ffffff }
.r { text-align: right } .c { text-align: center }
table.tot { margin: 12px 0 0 auto; width: 42% }
table.tot td { padding: 3px 4px }
table.tot tr.big td { font-weight: bold; font-size: 13px; border-top: 1.5px solid #1d2a33 }
.foot { margin-top: 28px; display: flex; gap: 30px; font-size: 9.5px }
.sig { border-top: 1px solid #777; width: 200px; padding-top: 4px; margin-top: 40px }
`, `
<div class="top">
  <div class="dest"><h3>ENTREGAR A</h3><b>${esc(doc.receiver.name)}</b><br>${id ? `${id.kind} ${esc(id.value)}` : ''}${doc.receiver.condicionPrinted ? ` — ${esc(doc.receiver.condicionText)}` : ''}<br>${esc(doc.receiver.address)}<br>Su orden de compra: ${esc(v.oc as string)}</div>
  <div class="em"><div class="n">${esc(is.tradeName)}</div>${esc(is.name)}<br>${esc(is.address)} · ${esc(is.city)}<br>CUIT ${dashed(is.cuit)} · ${esc(is.condicionText)}<br>IIBB ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)}</div>
</div>
<div class="doc"><b class="r">R</b><span>REMITO — Cód. 91</span><span>N.º <b>${esc(doc.reference)}</b></span><span>Fecha: ${dMon(doc.date)}</span><span style="font-size:9px">Documento no válido como factura</span></div>
<table class="it"><thead><tr><th>#</th><th>Código</th><th>Producto</th><th class="r">Cajas</th><th class="r">m²</th><th class="r">Lista neto $</th><th class="r">Importe $</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot">${totals}</table>
<div class="foot"><div>Transporte propio · Camión ${esc(v.truck as string)} · Chofer ${esc(v.driver as string)} · Pallets: ${v.pallets}</div></div>
<div class="foot"><div class="sig">Recibí conforme (firma y aclaración)</div><div class="sig">Despachó</div></div>
`);
  },
};
