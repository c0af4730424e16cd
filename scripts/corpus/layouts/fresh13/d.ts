import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, sayCondition, settle, shortDate } from './common';

/**
 * A home-goods web shop's order confirmation as the buyer prints it from the shop's site (chromium): the store's bar,
 * "Pedido #CV-004512", the date as "24-nov-2026 14:32", status chips, the products as cards whose titles wrap in a
 * narrow column (thumbnail, title, SKU, quantity, unit price and line total), a summary card at the right (subtotal,
 * free shipping, total, the card instalments), billing and shipping data. Final prices, "$ 1.234,56".
 */
export const fresh13DLayout: Layout = {
  id: 'fresh13-d',
  kind: 'invoice',
  title: 'fresh13 layout d',
  page: { size: 'A4' },
  scanStyle: 'viewer-screenshot',
  issuer: (rng) => makeIssuer(rng, 'Casa Las Acacias S.A.S.', 'Las Acacias Home'),
  template: (issuer) => ({
    id: 'x-pedidos-web-acacias',
    name: 'Pedidos de la tienda online Las Acacias Home',
    instructions:
      `Pedidos de la tienda online de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el de "Datos de facturación". ` +
      'Precios finales con IVA incluido (21 %). La referencia es el número de pedido, sin el signo #.',
    catalog: 'home',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'home', lineCount: [2, 5], receivers: ['dni', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.5, mixedVat: false,
        pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
      },
      { layout: 'fresh13-d', templateId: template.id, issuer, reference: `CV-${pad(rng.int(1200, 98000), 6)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 1, 2, 2, 3, 4]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = {
      hora: `${pad(rng.int(8, 23), 2)}:${pad(rng.int(0, 59), 2)}`, cuotas: rng.pick([1, 3, 6]), card: rng.pick(['Visa', 'Mastercard', 'Cabal']), last4: rng.digits(4),
      envio: rng.pick(['Correo Argentino a domicilio', 'Retiro en sucursal del correo', 'Envío a domicilio (moto)']), same: rng.chance(0.6),
      shipTo: `${rng.pick(['Laprida', 'Junín', 'Chacabuco', 'Las Heras'])} ${rng.int(100, 3999)}`,
    };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver, t = doc.totals!, v = doc.variant, is = doc.issuer;
    const m = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
    const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : '';
    const cuotas = Number(v.cuotas);
    const items = doc.lines.map((l, i) => `
      <div class="item">
        <div class="thumb" style="background:${['#e9d8c4', '#cfe3e0', '#dcd6ea', '#f0dcdc', '#dfe8cf'][i % 5]}">${esc(l.description.split(' ')[0]!.slice(0, 2).toUpperCase())}</div>
        <div class="desc"><div class="title">${esc(l.description)}</div><div class="sku">SKU: ${esc(l.code ?? '')}</div><div class="qty">Cantidad: ${l.quantity}</div></div>
        <div class="price"><div class="each">${m(l.unitPrice!)} c/u</div><div class="line">${m(t.lineAmounts[i]!)}</div></div>
      </div>`).join('');
    const css = `
      body { font-family: 'Liberation Sans', Arial, sans-serif; color: #2b2b2b; font-size: 12.5px }
      .bar { background: #37474f; color: #fff; padding: 18px 40px; display: flex; justify-content: space-between; align-items: center }
      .brand { display: flex; align-items: center; gap: 12px; font-size: 20px; font-weight: bold }
      .logo { width: 38px; height: 38px; border-radius: 10px; background: #ffb74d; color: #37474f; display: flex; align-items: center; justify-content: center; font-size: 16px }
      .bar .small { font-size: 11px; opacity: .85; text-align: right; line-height: 1.5 }
      .wrap { padding: 22px 40px }
      h1 { font-size: 19px; margin: 0 0 4px }
      .sub { color: #666; margin-bottom: 12px }
      .chips span { display: inline-block; padding: 3px 10px; border-radius: 12px; font-size: 11px; margin-right: 6px }
      .ok { background: #e3f4e5; color: #2e7d32 } .prep { background: #fff3e0; color: #e65100 }
      .cols { display: flex; gap: 22px; margin-top: 18px }
      .left { flex: 1 } .right { width: 250px }
      .card { border: 1px solid #e0e0e0; border-radius: 8px; padding: 14px 16px; margin-bottom: 14px }
      .card h2 { font-size: 13px; margin: 0 0 10px; text-transform: uppercase; letter-spacing: .04em; color: #555 }
      .item { display: flex; gap: 12px; padding: 10px 0; border-bottom: 1px solid #eee }
      .item:last-child { border-bottom: 0 }
      .thumb { width: 54px; height: 54px; border-radius: 6px; display: flex; align-items: center; justify-content: center; color: #666; font-weight: bold }
      .desc { width: 150px } .title { font-size: 13.5px; font-weight: bold; line-height: 1.3 } .sku, .qty { font-size: 11px; color: #777; margin-top: 3px }
      .price { flex: 1; text-align: right } .each { color: #777; font-size: 11.5px } .line { font-weight: bold; font-size: 13.5px; margin-top: 4px }
      .row { display: flex; justify-content: space-between; margin: 5px 0 }
      .total { border-top: 1px solid #ddd; padding-top: 8px; margin-top: 8px; font-size: 16px; font-weight: bold }
      .muted { color: #777; font-size: 11px; line-height: 1.5 }
      .data div { margin: 3px 0 }
      .foot { margin-top: 10px; color: #888; font-size: 10.5px; line-height: 1.5; border-top: 1px solid #eee; padding-top: 10px }`;
    const body = `
      <div class="bar"><div class="brand"><div class="logo">LA</div>${esc(is.tradeName)}</div>
        <div class="small">${esc(is.email)}<br>${esc(is.phone)}</div></div>
      <div class="wrap">
        <h1>¡Gracias por tu compra!</h1>
        <div class="sub">Pedido <b>#${esc(doc.reference)}</b> · ${shortDate(doc.date)} ${esc(String(v.hora))}</div>
        <div class="chips"><span class="ok">Pago aprobado</span><span class="prep">Preparando el envío</span></div>
        <div class="cols">
          <div class="left"><div class="card"><h2>Tu pedido</h2>${items}</div>
            <div class="card"><h2>Envío</h2><div class="data"><div>${esc(String(v.envio))}</div>
              <div>${esc(v.same ? r.address || '' : `${String(v.shipTo)} - ${r.address.split(' - ').slice(1).join(' - ')}`)}</div></div></div>
          </div>
          <div class="right">
            <div class="card"><h2>Resumen</h2>
              <div class="row"><span>Subtotal</span><span>${m(t.subtotal)}</span></div>
              <div class="row"><span>Envío</span><span>Gratis</span></div>
              <div class="row total"><span>Total</span><span>${m(t.total)}</span></div>
              <div class="muted" style="margin-top:8px">Pagaste con ${esc(String(v.card))} terminada en ${esc(String(v.last4))}${cuotas > 1 ? ` en ${cuotas} cuotas sin interés de ${m(t.total.div(cuotas).toDecimalPlaces(2))}` : ' en 1 pago'}.</div>
            </div>
            <div class="card"><h2>Datos de facturación</h2><div class="data">
              <div><b>${esc(r.name)}</b></div>${id ? `<div>${esc(id)}</div>` : ''}
              ${r.condicionPrinted ? `<div>${esc(r.condicionText)}</div>` : ''}<div class="muted">${esc(r.address)}</div></div></div>
          </div>
        </div>
        <div class="foot">Los precios incluyen IVA. Este detalle no es una factura: el comprobante electrónico te llega por e-mail cuando se despacha el pedido.
          ${esc(is.name)} · CUIT ${cuitDashed(is.cuit)} · ${esc(is.address)}, ${esc(is.city)}. Defensa del consumidor: podés arrepentirte de tu compra dentro de los 10 días (botón de arrepentimiento).</div>
      </div>`;
    return htmlPage(css, body);
  },
};
