import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, docNumber, shift } from './common';

const ID = 'fresh19-j';

/** A plant nursery's remito valued at its price list (with VAT), from a web stock system (chromium). */
export const fresh19JLayout: Layout = {
  id: ID,
  kind: 'remito',
  title: 'plant nursery remito valued at list prices with VAT (chromium)',
  page: { size: 'A4' },
  scanStyle: 'yellowed-foxing',
  issuer: (rng) => makeIssuer(rng, 'Vivero Mayorista Las Acacias S.R.L.', 'Vivero Las Acacias'),
  template: () => ({
    id: 'fresh19-j-viverolasacacias', name: 'Vivero Las Acacias - remitos valorizados', catalog: 'nursery', pricesIncludeIva: true, ivaRate: 21, concepto: 1,
    instructions: 'Remitos valorizados con la lista de precios con IVA incluido; facturar lo entregado.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'nursery', lineCount: [3, 7], receivers: ['company-ri', 'monotributo', 'monotributo'], conditionPrinted: 0.6,
      mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: ctx.index === 1, templatePricesIncludeIva: true,
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0001-${String(rng.int(3000, 40000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    doc.variant.order = `PED-${rng.int(10000, 99999)}`;
    doc.variant.route = rng.pick(['Zona Norte - martes', 'Zona Oeste - miércoles', 'Zona Sur - jueves']);
    doc.variant.cai = rng.digits(14);
    return doc;
  },
  html: (doc: DocSpec) => {
    const r = doc.receiver;
    const t = doc.totals;
    const rows = doc.lines.map((l, i) => `<tr><td class="q">${l.quantity}</td><td>${esc(l.description)}</td><td class="c">${esc(l.code ?? '')}</td>` +
      `<td class="n">${l.unitPrice ? amount(l.unitPrice, 'ar') : 's/ lista'}</td><td class="n">${t ? amount(t.lineAmounts[i]!, 'ar') : l.unitPrice ? amount(l.unitPrice.mul(l.quantity), 'ar') : '—'}</td></tr>`).join('');
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11px; color: #222 }
.page { padding: 30px 40px }
.hd { display: grid; grid-template-columns: 1fr 90px 1fr; border: 1.5px solid #3b6b2f; border-radius: 6px }
.hd > div { padding: 10px 12px }
.iss b { font-size: 19px; color: #3b6b2f; font-family: 'DejaVu Serif', serif }
.iss div { font-size: 9px; line-height: 1.5 }
.let { border-left: 1.5px solid #3b6b2f; border-right: 1.5px solid #3b6b2f; text-align: center }
.let span { display: block; font-size: 34px; font-weight: 700 }
.let small { font-size: 8px }
.vo h1 { margin: 0 0 6px; font-size: 18px; letter-spacing: 2px }
.vo div { font-size: 10px; line-height: 1.6 }
.cl { margin-top: 12px; border: 1px solid #9ab58f; border-radius: 6px; padding: 8px 12px; display: grid; grid-template-columns: 1fr 1fr; gap: 2px 16px; font-size: 10px }
.cl b { color: #3b6b2f; font-weight: 600 }
table { width: 100%; margin-top: 14px; font-size: 10.5px }
th { background: #3b6b2f; color: #fff; padding: 5px 6px; text-align: left; font-weight: 600 }
td { padding: 5px 6px; border-bottom: 1px dotted #9ab58f }
.q { text-align: center; width: 50px }
.c { color: #666; font-size: 9.5px; width: 60px }
th.c { color: #fff }
.n { text-align: right; white-space: nowrap; width: 90px }
.tot { margin-top: 10px; display: flex; justify-content: flex-end; gap: 24px; font-size: 12px }
.tot b { font-size: 14px }
.note { margin-top: 6px; text-align: right; font-size: 9px; color: #555 }
.sig { margin-top: 40px; display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 30px; font-size: 9px; text-align: center }
.sig div { border-top: 1px solid #333; padding-top: 4px }
.ft { position: absolute; bottom: 30px; left: 40px; right: 40px; font-size: 8.5px; color: #555; border-top: 1px solid #9ab58f; padding-top: 6px; display: flex; justify-content: space-between }
`;
    const body = `<div class="page">
<div class="hd">
  <div class="iss"><b>Vivero Las Acacias</b><div>${esc(doc.issuer.name)}<br>${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}<br>Tel. ${esc(doc.issuer.phone)} · ${esc(doc.issuer.email)}</div></div>
  <div class="let"><span>R</span><small>COD. 91</small></div>
  <div class="vo"><h1>REMITO</h1><div>N° <b>${esc(doc.reference)}</b><br>Fecha: ${dmy(doc.date)}<br>CUIT ${cuitDashed(doc.issuer.cuit)} · IIBB ${esc(doc.issuer.iibb)}<br>${esc(doc.issuer.condicionText)} · Inicio act. ${esc(doc.issuer.activitySince)}</div></div>
</div>
<div class="cl">
  <div><b>Cliente:</b> ${esc(r.name)}</div><div><b>Pedido:</b> ${doc.variant.order}</div>
  <div><b>Domicilio de entrega:</b> ${esc(r.address)}</div><div><b>Reparto:</b> ${esc(String(doc.variant.route))}</div>
  <div><b>${r.docType === 'CUIT' ? 'CUIT' : 'DNI'}:</b> ${esc(docNumber(doc))}</div><div>${r.condicionPrinted ? `<b>IVA:</b> ${esc(r.condicionText)}` : ''}</div>
</div>
<table><thead><tr><th class="q">Cant.</th><th>Detalle</th><th class="c">Cód.</th><th class="n">P. Unit.</th><th class="n">Importe</th></tr></thead><tbody>${rows}</tbody></table>
<div class="tot"><span>Total valorizado</span><b>${t ? `$ ${amount(t.total, 'ar')}` : 'a confirmar'}</b></div>
<div class="note">Valores con IVA incluido según lista de precios vigente${t ? '' : ' · hay artículos sin precio de lista'}. No válido como factura.</div>
<div class="sig"><div>Preparó</div><div>Transportista</div><div>Recibí conforme (firma y aclaración)</div></div>
<div class="ft"><span>C.A.I. N° ${doc.variant.cai} · Vto. ${dmy(shift(doc.date, 200))}</span><span>Las plantas viajan por cuenta y riesgo del comprador.</span></div>
</div>`;
    return htmlPage(`${css}\nbody { position: relative; height: 1122px }`, body);
  },
};
