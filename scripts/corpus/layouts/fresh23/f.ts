import type { DocSpec } from '../../document';
import { USD_RATE } from '../../document';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, en, issuerOf, templateOf } from './common';

/** fresh23-f: a saddlery's factura A in US dollars from an export-minded web ERP (chromium), rate informed below. */
const ID = 'fresh23-f';
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dmy = (iso: string) => `${iso.slice(8)}-${MON[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

function html(doc: DocSpec): string {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}</td><td class="r">${l.quantity.toFixed(2)}</td><td class="r">${en(l.unitPrice!)}</td><td class="c">${String(l.ivaRate).replace('.', ',')}%</td><td class="r">${en(t.lineAmounts[i]!)}</td></tr>`).join('');
  const vat = t.byRate.map((b) => `<tr><td>IVA ${String(b.rate).replace('.', ',')}%</td><td class="r">USD ${en(b.vat)}</td></tr>`).join('');
  const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11px; color: #2b1d12; padding: 34px 40px }
.hd { display: grid; grid-template-columns: 1fr 70px 1fr; border: 1.5px solid #5b3a1e } .hd > div { padding: 10px 12px }
.name { font-size: 20px; font-weight: bold; color: #5b3a1e; font-family: 'DejaVu Serif', serif } .mut { color: #6d5846; font-size: 9.5px; line-height: 1.5 }
.let { border-left: 1.5px solid #5b3a1e; border-right: 1.5px solid #5b3a1e; text-align: center; background: #f1e6d6 } .let b { font-size: 34px; display: block }
.kv { display: grid; grid-template-columns: 110px 1fr; row-gap: 3px; font-size: 10.5px } .kv span:nth-child(odd) { color: #6d5846 }
.bill { margin-top: 12px; border: 1px solid #c7b39c; padding: 9px 12px; display: grid; grid-template-columns: 1fr 1fr; gap: 4px 24px }
.cur { margin-top: 10px; font-weight: bold; color: #5b3a1e }
table.it { width: 100%; margin-top: 6px } .it th { background: #5b3a1e; color: #fff; font-size: 9.5px; padding: 5px; text-align: left } .it th.r { text-align: right } .it th.c { text-align: center }
.it td { padding: 5px; border-bottom: 1px solid #e4d7c6 }
.r { text-align: right } .c { text-align: center }
.tot { width: 300px; margin: 12px 0 0 auto } .tot td { padding: 3px 6px } .tot .g td { font-weight: bold; font-size: 13px; border-top: 1.5px solid #5b3a1e }
.fx { margin-top: 18px; padding: 8px 10px; background: #f1e6d6; font-size: 10px; line-height: 1.5 }`;
  const body = `<div class="hd"><div><div class="name">${esc(is.tradeName)}</div><div class="mut">${esc(is.name)}<br>${esc(is.address)} — ${esc(is.city)}<br>${esc(is.phone)} · ${esc(is.email)}<br>${esc(is.condicionText)}</div></div>
<div class="let"><b>A</b><span class="mut">Código 01</span></div>
<div><div class="kv"><span>FACTURA N°</span><b>${esc(doc.reference)}</b><span>Issue date / Fecha</span><b>${dmy(doc.date)}</b><span>CUIT</span><span>${cuitWith(is.cuit, '-')}</span><span>IIBB</span><span>${esc(is.iibb)}</span><span>Inicio actividad</span><span>${esc(is.activitySince)}</span></div></div></div>
<div class="bill"><div><span class="mut">Customer / Razón social</span><br><b>${esc(r.name)}</b></div><div><span class="mut">Tax ID</span><br>${r.docNumber ? `${r.docType} ${cuitWith(r.docNumber, '-')}` : '-'}</div>
<div><span class="mut">Address / Domicilio</span><br>${esc(r.address || '-')}</div><div>${r.condicionPrinted ? `<span class="mut">VAT status / Condición IVA</span><br>${esc(r.condicionText)}` : ''}</div></div>
<div class="cur">Moneda del comprobante: DÓLAR ESTADOUNIDENSE (DOL) — Incoterm: ${esc(String(doc.variant.incoterm))}</div>
<table class="it"><thead><tr><th>Item</th><th>Description / Descripción</th><th class="r">Qty.</th><th class="r">Unit price USD</th><th class="c">IVA</th><th class="r">Amount USD</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot"><tr><td>Subtotal neto</td><td class="r">USD ${en(t.subtotal)}</td></tr>${vat}<tr class="g"><td>TOTAL</td><td class="r">USD ${en(t.total)}</td></tr></table>
<div class="fx">Tipo de cambio comprador BNA del día hábil anterior: $ ${ar(USD_RATE)} por dólar (Com. "A" 3500). Importe total equivalente en pesos: $ ${ar(t.total.mul(USD_RATE))}.<br>El pago deberá efectuarse en dólares o en pesos al tipo de cambio vendedor del día del efectivo pago.<br>CAE ${esc(String(doc.variant.cae))}</div>`;
  return htmlPage(css, body);
}

export const fresh23F: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-f',
  page: { size: 'A4' },
  scanStyle: 'dms-bitonal',
  html,
  issuer: (rng) => issuerOf(rng, 'Talabartería Criolla El Mangrullo S.R.L.', 'El Mangrullo Talabartería'),
  template: (issuer) => templateOf(issuer, 'talabarteria', 'Factura A en dólares', 'Facturas A en dólares estadounidenses (precios netos de IVA en USD); el tipo de cambio es informativo.', 'saddlery', false, 1),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [2, 6], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false, currency: 'USD',
    pricesIncludeIva: () => false,
  }, `${pad(rng.int(3, 8), 5)}-${pad(rng.int(100, 9000), 8)}`, { incoterm: rng.pick(['EXW', 'FCA Buenos Aires', 'Entrega en depósito']), cae: rng.digits(14) }),
};
