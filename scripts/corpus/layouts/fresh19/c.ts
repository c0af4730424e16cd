import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dayMonthYear, dmy, docNumber, monthSpan, settle, shift, vatContained } from './common';

const ID = 'fresh19-c';

/** A gym's monthly membership factura B from its members web system (chromium). */
export const fresh19CLayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'gym membership monthly factura B from a members web system (chromium)',
  page: { size: 'A4' },
  scanStyle: 'focus-falloff',
  issuer: (rng) => makeIssuer(rng, 'Centro Deportivo Altos del Sur S.R.L.', 'Impulso Gym'),
  template: () => ({
    id: 'fresh19-c-impulsogym', name: 'Impulso Gym - cuotas de socios', catalog: 'gym', pricesIncludeIva: true, ivaRate: 21, concepto: 2,
    instructions: 'Cuotas mensuales de socios, factura B con precios finales; el período es el mes de la cuota.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'gym', lineCount: [1, 3], receivers: ['dni', 'dni', 'dni', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0003-${String(rng.int(20000, 99000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = /Sesión/.test(l.description) ? rng.pick([2, 4, 6, 8]) : 1;
    [doc.serviceFrom, doc.serviceTo] = monthSpan(doc.date);
    doc.variant.member = rng.int(1200, 9800);
    doc.variant.card = rng.digits(4);
    doc.variant.branch = rng.pick(['Sede Centro', 'Sede Norte', 'Sede Parque']);
    doc.variant.cae = `7${rng.digits(13)}`;
    settle(doc);
    return doc;
  },
  html: (doc: DocSpec) => {
    const t = doc.totals!;
    const r = doc.receiver;
    const money = (v: Decimal.Value) => `$ ${amount(v, 'ar')}`;
    const rows = doc.lines.map((l, i) => `<tr><td class="d">${esc(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${money(l.unitPrice!)}</td><td class="n b">${money(t.lineAmounts[i]!)}</td></tr>`).join('');
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; color: #1d2330; font-size: 10.5px }
.page { padding: 34px 44px }
.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 4px solid #ff5a1f; padding-bottom: 12px }
.brand { font-size: 30px; font-weight: 800; letter-spacing: -1px; color: #ff5a1f }
.brand small { display: block; font-size: 10px; letter-spacing: 0; color: #1d2330; font-weight: 400; margin-top: 2px }
.legal { font-size: 9px; line-height: 1.45; color: #4b5261 }
.vou { text-align: right }
.vou .t { font-size: 18px; font-weight: 700 }
.vou .l { display: inline-block; border: 2px solid #1d2330; width: 34px; height: 34px; line-height: 30px; text-align: center; font-size: 22px; font-weight: 700; margin-left: 8px; vertical-align: middle }
.vou .c { font-size: 8px; color: #4b5261 }
.card { margin-top: 16px; background: #f3f4f7; border-radius: 10px; padding: 12px 16px; display: grid; grid-template-columns: 1.4fr 1fr; gap: 4px 24px }
.k { font-size: 8.5px; text-transform: uppercase; color: #7b8190; letter-spacing: .5px }
.v { font-size: 11px; margin-bottom: 6px }
table { width: 100%; margin-top: 18px }
th { text-align: left; font-size: 9px; text-transform: uppercase; color: #7b8190; border-bottom: 1px solid #c9ccd4; padding: 6px 4px }
td { padding: 8px 4px; border-bottom: 1px solid #eceef2 }
td.n, th.n { text-align: right; white-space: nowrap }
.b { font-weight: 700 }
.sum { margin-top: 16px; margin-left: auto; width: 300px }
.sum div { display: flex; justify-content: space-between; padding: 3px 0 }
.sum .tot { background: #1d2330; color: #fff; padding: 9px 12px; border-radius: 8px; font-size: 15px; font-weight: 700; margin-top: 6px }
.pay { margin-top: 22px; font-size: 9.5px; border-left: 3px solid #ff5a1f; padding-left: 10px; color: #4b5261 }
.foot { position: absolute; bottom: 34px; left: 44px; right: 44px; font-size: 8.5px; color: #4b5261; display: flex; justify-content: space-between; border-top: 1px solid #c9ccd4; padding-top: 8px }
`;
    const body = `<div class="page">
<div class="top">
  <div><div class="brand">IMPULSO<small>${esc(doc.issuer.name)}</small></div>
  <div class="legal">${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}<br>CUIT ${cuitDashed(doc.issuer.cuit)} · IIBB ${esc(doc.issuer.iibb)} · ${esc(doc.issuer.condicionText)}<br>Inicio de actividades ${esc(doc.issuer.activitySince)}</div></div>
  <div class="vou"><span class="t">Factura</span><span class="l">B</span><div class="c">Cód. 006</div>
  <div style="margin-top:8px">Comprobante N° <b>${esc(doc.reference)}</b></div><div>Emitida el ${dayMonthYear(doc.date)}</div></div>
</div>
<div class="card">
  <div><div class="k">Socio</div><div class="v b">${esc(r.name)}</div>
  <div class="k">Documento</div><div class="v">${r.docType === 'CUIT' ? 'CUIT' : 'DNI'} ${esc(docNumber(doc))}</div>
  ${r.condicionPrinted ? `<div class="k">Condición ante el IVA</div><div class="v">${esc(r.condicionText)}</div>` : ''}</div>
  <div><div class="k">N° de socio</div><div class="v">${doc.variant.member} · ${esc(String(doc.variant.branch))}</div>
  <div class="k">Período de la cuota</div><div class="v">${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}</div>
  <div class="k">Vencimiento</div><div class="v">${dmy(shift(doc.date, 10))}</div></div>
</div>
<table><thead><tr><th>Concepto</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Subtotal</th></tr></thead><tbody>${rows}</tbody></table>
<div class="sum">
  <div><span>Subtotal</span><span>${money(t.subtotal)}</span></div>
  <div><span>Otros tributos</span><span>$ 0,00</span></div>
  <div class="tot"><span>Total a pagar</span><span>${money(t.total)}</span></div>
</div>
<div class="pay">Se debitará de la tarjeta terminada en ${doc.variant.card} el día del vencimiento.<br>
Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido: ${money(vatContained(new Decimal(t.total), 21))}</div>
<div class="foot"><span>CAE ${doc.variant.cae} · Vto. CAE ${dmy(shift(doc.date, 10))}</span><span>Socios online: mi.impulsogym.com.ar</span></div>
</div>`;
    return htmlPage(`${css}\nbody { position: relative; height: 1122px }`, body);
  },
};
