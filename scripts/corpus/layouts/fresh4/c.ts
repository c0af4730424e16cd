import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, idOf, sayCondition, settle } from './common';

/**
 * An order exported by an international e-commerce platform set up for an Argentine home-goods shop (chromium):
 * captions in English mixed with Spanish ones the shop typed in ("Order #100234", "Placed on 2026-11-26 14:03",
 * "Bill to", "Ship to", "Tax ID (CUIT/DNI)", "Payment", "Product / SKU / Qty / Price / Total", "Subtotal",
 * "Shipping" (free), "Tax (IVA 21%)", "Total ARS"), amounts as "$1.234,56" without a space. Net prices plus the tax
 * line. The reference is the order number without "#".
 */
export const fresh4CLayout: Layout = {
  id: 'fresh4-c',
  kind: 'invoice',
  title: 'fresh4 layout c',
  page: { size: 'A4' },
  scanStyle: 'recopied',
  issuer: (rng) => makeIssuer(rng, 'Casa Santa Brígida S.R.L.', 'Casa Brígida · Home & Deco'),
  template: (issuer) => ({
    id: 'n-orders-casabrigida',
    name: 'Órdenes tienda online Casa Brígida',
    instructions:
      `Órdenes de la tienda online de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Bill to". Los precios de los productos ` +
      'son netos y el IVA 21 % figura como "Tax". Envío sin cargo. La referencia es el número de orden.',
    catalog: 'home',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'home', lineCount: [1, 6], receivers: ['dni', 'dni', 'monotributo', 'company-ri'],
        conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh4-c', templateId: template.id, issuer, reference: String(rng.int(100100, 109999)), variant: {}, today },
    );
    for (const l of doc.lines) if (l.quantity > 4) l.quantity = (l.quantity % 3) + 1;
    settle(doc);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = {
      time: `${pad(rng.int(8, 23), 2)}:${pad(rng.int(0, 59), 2)}`,
      pay: rng.pick(['Mercado Pago · Visa ****4821', 'Transferencia bancaria', 'Mercado Pago · dinero en cuenta', 'Tarjeta Naranja X · 3 cuotas']),
      email: rng.pick(['cliente', 'compras', 'hola', 'pedidos']) + String(rng.int(10, 99)) + '@' + rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com.ar']),
      tracking: `AR${rng.digits(9)}`,
      carrier: rng.pick(['Correo Argentino · Clásico', 'Andreani · Estándar', 'Retiro en local']),
      skus: doc.lines.map(() => `CB-${rng.digits(5)}`).join('|'),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const m = (x: Parameters<typeof amount>[0]) => `$${amount(x, 'ar')}`;
    const skus = String(v.skus).split('|');
    const rows = doc.lines.map((l, i) => `<tr><td class="p"><span class="thumb"></span><span>${esc(l.description)}</span></td><td class="sku">${esc(skus[i]!)}</td>` +
      `<td class="n">${l.quantity}</td><td class="n">${esc(m(l.unitPrice!))}</td><td class="n">${esc(m(t.lineAmounts[i]!))}</td></tr>`).join('');
    const id = idOf(doc);
    const css = `
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11px; color: #222; }
.wrap { padding: 40px 46px }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.shop { font-size: 20px; font-weight: 700; letter-spacing: -0.5px } .shop small { display: block; font-size: 9.5px; font-weight: 400; color: #666; letter-spacing: 0 }
.ord { text-align: right } .ord .h { font-size: 22px; font-weight: 300 } .ord .d { color: #666; margin-top: 2px }
.badge { display: inline-block; background: #dcfce7; color: #166534; border-radius: 10px; padding: 2px 9px; font-size: 9.5px; margin-top: 6px }
.addr { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 22px; margin: 28px 0 18px; }
.addr h4 { margin: 0 0 5px; font-size: 9.5px; text-transform: uppercase; color: #888; letter-spacing: .8px }
.addr div { line-height: 1.5 }
table.items { width: 100%; }
.items th { text-align: left; font-size: 9.5px; color: #888; font-weight: 400; text-transform: uppercase; border-bottom: 1px solid #ddd; padding: 8px 6px }
.items td { padding: 10px 6px; border-bottom: 1px solid #f0f0f0; vertical-align: middle }
.items .n, .items th.n { text-align: right; white-space: nowrap } .sku { color: #888; font-size: 9.5px }
.p { display: flex; align-items: center; gap: 10px } .thumb { width: 30px; height: 30px; background: #e5e7eb; border-radius: 4px; flex: none }
.sum { width: 280px; margin: 18px 0 0 auto } .sum td { padding: 4px 6px } .sum td:last-child { text-align: right }
.sum .tot td { font-size: 15px; font-weight: 700; border-top: 1px solid #222; padding-top: 8px }
.note { margin-top: 40px; color: #777; font-size: 9.5px; line-height: 1.5; border-top: 1px solid #eee; padding-top: 10px }`;
    const body = `<div class="wrap">
<div class="top"><div class="shop">${esc(is.tradeName)}<small>${esc(is.name)} · CUIT ${esc(is.cuit)}</small><small>${esc(is.address)}, ${esc(is.city)}</small></div>
<div class="ord"><div class="h">Order #${esc(doc.reference)}</div><div class="d">Placed on ${esc(doc.date)} ${esc(String(v.time))}</div><span class="badge">Paid · Pagado</span></div></div>
<div class="addr">
  <div><h4>Bill to</h4><b>${esc(r.name)}</b><br>${id ? `Tax ID (CUIT/DNI): ${esc(id.replace(/^(CUIT|DNI) /, ''))}<br>` : ''}${r.condicionPrinted ? `Condición IVA: ${esc(r.condicionText)}<br>` : ''}${esc(r.address)}<br>${esc(String(v.email))}</div>
  <div><h4>Ship to</h4>${esc(r.name)}<br>${esc(r.address)}<br>${esc(String(v.carrier))}<br>Tracking: ${esc(String(v.tracking))}</div>
  <div><h4>Payment</h4>${esc(String(v.pay))}<br>Moneda: ARS</div>
</div>
<table class="items"><tr><th>Product</th><th>SKU</th><th class="n">Qty</th><th class="n">Price</th><th class="n">Total</th></tr>${rows}</table>
<table class="sum">
  <tr><td>Subtotal</td><td>${esc(m(t.subtotal))}</td></tr>
  <tr><td>Shipping</td><td>Free · $0,00</td></tr>
  ${t.byRate.map((b) => `<tr><td>Tax (IVA ${esc(amount(b.rate, 'ar', 0))}%)</td><td>${esc(m(b.vat))}</td></tr>`).join('')}
  <tr class="tot"><td>Total ARS</td><td>${esc(m(t.total))}</td></tr>
</table>
<div class="note">Thank you for your order! · ¡Gracias por tu compra! Este resumen no es una factura: la factura electrónica se envía por e-mail dentro de las 48 h.<br>
Cambios y devoluciones dentro de los 30 días con este número de orden. Questions? ${esc(is.email)} · ${esc(is.phone)}</div>
</div>`;
    return htmlPage(css, body);
  },
};
