import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, docTipo, dotted, longDate, pad, qrSvg, quantity, sayCondition, settle } from './common';

/** An online invoicing service's factura C of a monotributista (chromium). See LAYOUTS.md. */
export const fresh12CLayout: Layout = {
  id: 'fresh12-c',
  kind: 'invoice',
  title: 'fresh12 layout c',
  page: { size: 'A4' },
  scanStyle: 'highlighter',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Natalia Correa', 'Estudio Gráfico Correa'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'w-facturas-graficacorrea',
    name: 'Facturas C Estudio Gráfico Correa',
    instructions: `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, monotributista), hechas en un servicio de facturación en línea. Precios finales; no discrimina IVA.`,
    catalog: 'printing',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(40, 900);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'printing', lineCount: [1, 5], receivers: ['company-ri', 'monotributo', 'dni', 'consumidor-final', 'company-ri'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh12-c', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), pay: rng.pick(['Transferencia', 'Contado', 'Cuenta corriente 15 días']) };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const m = (x: Decimal.Value) => `ARS ${amount(x, 'ar')}`;
    const id = r.docType === 'CUIT' ? `<div><span class="k">CUIT</span> ${esc(cuitDashed(r.docNumber!))}</div>` : r.docType === 'DNI' ? `<div><span class="k">DNI</span> ${esc(dotted(r.docNumber!))}</div>` : '';
    const rows = doc.lines.map((l, i) => `<tr><td class="d">${esc(l.description)}</td><td class="n">${esc(quantity(l.quantity, 'ar'))}</td><td class="n">${esc(m(l.unitPrice!))}</td><td class="n">${esc(m(t.lineAmounts[i]!))}</td></tr>`).join('');
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 11, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11.5px; color: #263238; padding: 44px 48px }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.brand { font-size: 22px; font-weight: bold; color: #00897b } .muted { color: #607d8b; font-size: 10.5px }
.kind { text-align: right } .kind .big { font-size: 26px; font-weight: bold; letter-spacing: 1px } .kind .c { display: inline-block; border: 2px solid #263238; width: 34px; height: 34px; text-align: center; font-size: 24px; font-weight: bold; line-height: 34px; margin-left: 8px }
.meta { margin-top: 6px; font-size: 11px } .k { color: #78909c; font-size: 10px; text-transform: uppercase; margin-right: 4px }
.parties { display: flex; gap: 18px; margin-top: 26px } .parties > div { flex: 1 }
.cust { border: 1px solid #b0bec5; border-radius: 6px; padding: 10px 12px; background: #f5f8f9 } .cust h4 { margin: 0 0 6px; font-size: 10px; color: #00897b; text-transform: uppercase }
table { width: 100%; margin-top: 26px } th { text-align: left; font-size: 10px; color: #607d8b; border-bottom: 2px solid #00897b; padding: 6px 4px; text-transform: uppercase }
td { padding: 7px 4px; border-bottom: 1px solid #eceff1 } td.n, th.n { text-align: right; white-space: nowrap } td.d { width: 52% }
.tot { margin-top: 18px; margin-left: auto; width: 46% } .tot div { display: flex; justify-content: space-between; padding: 4px 0 }
.tot .g { font-size: 16px; font-weight: bold; border-top: 2px solid #263238; padding-top: 8px }
.foot { position: absolute; bottom: 50px; left: 48px; right: 48px; display: flex; gap: 16px; align-items: center; font-size: 10.5px; border-top: 1px solid #b0bec5; padding-top: 10px }`;
    const body = `
<div class="top">
  <div><div class="brand">${esc(is.tradeName)}</div><div>${esc(is.name)}</div><div class="muted">${esc(is.address)}, ${esc(is.city)}</div>
  <div class="muted">${esc(is.email)} · ${esc(is.phone)}</div></div>
  <div class="kind"><span class="big">FACTURA</span><span class="c">C</span><div class="muted">Código 011</div>
  <div class="meta"><span class="k">Nro.</span><b>${pad(Number(v.pv), 5)}-${pad(Number(v.nro), 8)}</b></div>
  <div class="meta"><span class="k">Emitida el</span>${esc(longDate(doc.date))}</div>
  <div class="meta"><span class="k">Vence el</span>${esc(longDate(addDays(doc.date, 15)))}</div></div>
</div>
<div class="parties">
  <div><div><span class="k">CUIT</span> ${esc(cuitDashed(is.cuit))}</div><div><span class="k">IIBB</span> ${esc(is.iibb)}</div>
  <div><span class="k">Inicio de actividades</span> ${esc(is.activitySince)}</div><div>${esc(is.condicionText)}</div>
  <div><span class="k">Condición de venta</span> ${esc(String(v.pay))}</div></div>
  <div class="cust"><h4>Cliente</h4><div><b>${esc(r.name)}</b></div>${id}${r.address ? `<div>${esc(r.address)}</div>` : ''}${r.condicionPrinted ? `<div><span class="k">IVA</span> ${esc(r.condicionText)}</div>` : ''}</div>
</div>
<table><thead><tr><th>Descripción</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Total</th></tr></thead><tbody>${rows}</tbody></table>
<div class="tot"><div><span>Subtotal</span><span>${esc(m(t.subtotal))}</span></div><div><span>Otros tributos</span><span>${esc(m(0))}</span></div>
<div class="g"><span>Total</span><span>${esc(m(t.total))}</span></div></div>
<div class="foot">${qrSvg(qr, 84)}<div><div><b>CAE</b> ${esc(String(v.cae))}</div><div><b>Fecha de Vto. de CAE</b> ${esc(longDate(addDays(doc.date, 10)))}</div>
<div class="muted">Comprobante autorizado. El monotributista no discrimina IVA.</div></div></div>`;
    return htmlPage(css, body);
  },
};
