import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import { addDays, formatQuantity, printDni } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amountInWords, ar, compose, cuitWith, issuerOf, templateOf } from './common';

/** fresh23-b: a glazier's quote from a web quoting tool, printed by chromium; final prices, m² quantities. */
const ID = 'fresh23-b';
const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const longDate = (iso: string) => `${Number(iso.slice(8))} ${MESES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function html(doc: DocSpec): string {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const id = r.docType === 'CUIT' ? `CUIT ${cuitWith(r.docNumber!, '.')}` : r.docType === 'DNI' ? `DNI ${printDni(r.docNumber!)}` : '';
  const rows = doc.lines.map((l, i) => `<tr><td class="n">${i + 1}</td><td>${esc(l.description)}</td><td class="r">${formatQuantity(l.quantity)} ${esc(l.unit)}</td><td class="r">$${ar(l.unitPrice!)}</td><td class="r">$${ar(t.lineAmounts[i]!)}</td></tr>`).join('');
  const css = `
body { font-family: 'DejaVu Serif', serif; color: #1d2b36; font-size: 12px; padding: 46px 56px }
.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px double #2f6f8f; padding-bottom: 10px }
.brand { font-size: 24px; color: #2f6f8f; font-style: italic } .small { font-size: 10.5px; color: #4b5b66; line-height: 1.45 }
.qt { text-align: right } .qt b { font-size: 18px; letter-spacing: 2px }
.to { margin: 18px 0 12px; padding: 10px 14px; background: #eef5f8; border-left: 4px solid #2f6f8f; line-height: 1.6 }
table.items { width: 100%; margin-top: 6px } .items th { text-align: left; font-size: 10.5px; color: #2f6f8f; border-bottom: 1.5px solid #2f6f8f; padding: 5px 6px }
.items th.r { text-align: right }
.items td { padding: 6px; border-bottom: 1px dotted #9fb6c2; vertical-align: top } .r { text-align: right; white-space: nowrap } .n { color: #7c8b94; width: 20px }
.sum { margin-top: 14px; margin-left: auto; width: 290px } .sum td { padding: 4px 6px } .sum .big td { font-size: 15px; font-weight: bold; border-top: 2px solid #2f6f8f }
.words { margin-top: 10px; font-style: italic } .notes { margin-top: 26px; font-size: 10.5px; color: #4b5b66; line-height: 1.5 }`;
  const body = `<div class="top"><div><div class="brand">${esc(is.tradeName)}</div><div class="small">${esc(is.name)}<br>${esc(is.address)}, ${esc(is.city)}<br>WhatsApp ${esc(is.phone)} · ${esc(is.email)}<br>CUIT ${cuitWith(is.cuit, '.')} · ${esc(is.condicionText)}</div></div>
<div class="qt"><b>COTIZACIÓN</b><div class="small">N.º ${esc(doc.reference)}<br>${esc(is.city.replace(/^\([A-Z0-9]+\) /, '').split(',')[0]!)}, ${longDate(doc.date)}<br>Válida hasta el ${longDate(addDays(doc.date, 10))}</div></div></div>
<div class="to">Sr./Sra.: <b>${esc(r.name)}</b>${id ? ` &nbsp;·&nbsp; ${id}` : ''}${r.condicionPrinted ? ` &nbsp;·&nbsp; ${esc(r.condicionText)}` : ''}${r.address ? `<br>Obra: ${esc(r.address)}` : ''}</div>
<p>De nuestra consideración: según medidas tomadas en obra, cotizamos los siguientes trabajos (precios con IVA incluido):</p>
<table class="items"><thead><tr><th>#</th><th>Trabajo / material</th><th class="r">Medida</th><th class="r">Precio unit.</th><th class="r">Importe</th></tr></thead><tbody>${rows}</tbody></table>
<table class="sum"><tr class="big"><td>Total cotizado</td><td class="r">$${ar(t.total)}</td></tr></table>
<div class="words">Son ${esc(amountInWords(new Decimal(t.total), 'pesos'))}.</div>
<div class="notes">Forma de pago: ${esc(String(doc.variant.pay))}. Plazo de entrega: ${doc.variant.days} días hábiles desde la aprobación.<br>Las medidas definitivas se verifican al colocar. Los vidrios templados se fabrican a medida y no admiten cambios.</div>`;
  return htmlPage(css, body);
}

export const fresh23B: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-b',
  page: { size: 'A4' },
  scanStyle: 'dashboard-glare',
  html,
  issuer: (rng) => issuerOf(rng, 'Cristales Rivadavia S.R.L.', 'Vidriería Rivadavia'),
  template: (issuer) => templateOf(issuer, 'vidrieria', 'Cotización de vidrios', 'Cotizaciones de vidrios y colocación; precios finales con IVA incluido, medidas en m².', 'glazing', true, 3),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [2, 5], receivers: ['dni', 'dni', 'monotributo', 'company-ri', 'consumidor-final'], conditionPrinted: 0.6, mixedVat: false,
    pricesIncludeIva: () => true, fractionalQuantities: true,
  }, `C-${ctx.today.slice(0, 4)}-${String(rng.int(100, 4999)).padStart(4, '0')}`, { pay: rng.pick(['50 % de anticipo y saldo contra entrega', 'contado o transferencia', 'tarjeta de crédito hasta 3 cuotas']), days: rng.int(5, 15) }),
};
