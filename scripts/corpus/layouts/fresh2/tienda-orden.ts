import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { retotal } from './common';

/**
 * An online store's order confirmation (a hosted-shop platform, printed by chromium): "Orden #10234", product
 * cards with a gray thumbnail, "Cantidad: 2" under the name and the price at the right, shipping and payment boxes,
 * "Datos de facturación" with the buyer's DNI (or CUIT); consumer prices, VAT included, never broken down.
 */
export const fresh2TiendaOrdenLayout: Layout = {
  id: 'fresh2-tienda-orden',
  kind: 'invoice',
  title: 'online-store order confirmation (chromium): "Orden #…", product cards with thumbnails, "Cantidad:", billing data with DNI, final prices',
  page: { size: 'A4' },
  scanStyle: 'keystone',
  issuer: (rng) => makeIssuer(rng, 'Punto Digital Monte Grande S.R.L.', 'puntodigital'),
  template: (issuer) => ({
    id: 'k-tienda-puntodigital',
    name: 'Órdenes de la tienda online Punto Digital',
    instructions:
      `Órdenes de la tienda en línea de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Datos de facturación". ` +
      'Precios finales al consumidor, con IVA incluido (21%). La referencia es el número de orden.',
    catalog: 'it',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = String(rng.int(10000, 18999));
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [1, 4], receivers: ['dni', 'dni', 'dni', 'monotributo'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
      },
      { layout: 'fresh2-tienda-orden', templateId: template.id, issuer, reference, variant: {}, today },
    );
    // a shop sells a few of each, not fifty
    for (const line of doc.lines) line.quantity = Math.min(line.quantity, rng.pick([1, 1, 2, 3]));
    retotal(doc);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor final', 6: 'Monotributista' });
    doc.variant = {
      time: `${rng.int(8, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      payment: rng.pick(['Tarjeta de crédito Visa terminada en 4417 (3 cuotas sin interés)', 'Transferencia bancaria (10 % off ya aplicado al precio)', 'Mercado Pago — dinero en cuenta']),
      shipping: rng.pick(['Envío a domicilio — Correo (5 a 7 días hábiles)', 'Retiro en el local (Lunes a sábado de 10 a 19 h)', 'Envío express en el día']),
      email: rng.pick(['hotmail.com', 'gmail.com', 'yahoo.com.ar']),
    };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const v = doc.variant;
    const $ = (x: Parameters<typeof amount>[0]) => `$${amount(x, 'ar')}`;
    const cards = doc.lines.map((l, i) => `
<div class="item"><div class="thumb"></div>
  <div class="what"><div class="name">${esc(l.description)}</div><div class="muted">Cantidad: ${esc(quantity(l.quantity, 'ar'))}</div>
    ${l.quantity > 1 ? `<div class="muted">${esc($(l.unitPrice!))} c/u</div>` : ''}</div>
  <div class="price">${esc($(t.lineAmounts[i]!))}</div></div>`).join('');
    const id = r.docType === 'DNI' ? `DNI ${r.docNumber}` : `CUIT ${cuitDashed(r.docNumber!)}`;
    const mail = `${r.name.split(' ')[0]!.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '')}${r.docNumber!.slice(-3)}@${v.email}`;
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 12px; color: #333; background: #f4f4f4; padding: 26px 0 }
.wrap { width: 600px; margin: 0 auto; background: #fff; border-radius: 6px; padding: 26px 30px 30px }
.logo { font-size: 22px; font-weight: 700; color: #0a7cff; letter-spacing: -1px }
.logo span { color: #222 }
.hello { font-size: 17px; margin: 22px 0 4px }
.muted { color: #777; font-size: 11px; margin-top: 3px }
.order { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 1px solid #eee; padding-bottom: 12px; margin-bottom: 8px }
.order b { font-size: 15px }
.item { display: flex; align-items: center; padding: 12px 0; border-bottom: 1px solid #f0f0f0 }
.thumb { width: 56px; height: 56px; border-radius: 4px; background: #d9d9d9; margin-right: 14px; flex: none }
.what { flex: 1 } .name { font-size: 12.5px }
.price { font-weight: 700; font-size: 13px; white-space: nowrap; margin-left: 12px }
.sum { margin-top: 10px }
.sum div { display: flex; justify-content: space-between; padding: 3px 0 }
.sum .total { font-size: 16px; font-weight: 700; border-top: 1px solid #eee; padding-top: 8px; margin-top: 4px }
.boxes { display: flex; gap: 14px; margin-top: 20px }
.box { flex: 1; background: #fafafa; border: 1px solid #eee; border-radius: 5px; padding: 10px 12px; line-height: 1.5 }
.box h4 { margin: 0 0 4px; font-size: 12px; text-transform: uppercase; color: #555; letter-spacing: 0.5px }
.foot { text-align: center; color: #999; font-size: 10px; margin-top: 18px; line-height: 1.5 }`;
    const body = `
<div class="wrap">
<div class="logo">punto<span>digital</span></div>
<div class="hello">¡Gracias por tu compra, ${esc(r.name.split(' ')[0]!)}!</div>
<div class="muted">Recibimos tu pedido y ya lo estamos preparando. Te avisaremos por e-mail cuando esté en camino.</div>
<div class="order" style="margin-top:20px"><b>Orden #${esc(doc.reference)}</b><span class="muted">Realizada el ${esc(date(doc.date, 'dd/mm/yyyy'))} a las ${esc(String(v.time))}</span></div>
${cards}
<div class="sum">
  <div><span>Subtotal</span><span>${esc($(t.subtotal))}</span></div>
  <div><span>Costo de envío</span><span>Gratis</span></div>
  <div class="total"><span>Total</span><span>${esc($(t.total))}</span></div>
  <div class="muted" style="justify-content:flex-end">Precios finales con IVA incluido</div>
</div>
<div class="boxes">
  <div class="box"><h4>Datos de facturación</h4>${esc(r.name)}<br>${esc(id)}<br>${r.condicionPrinted ? `${esc(r.condicionText)}<br>` : ''}${esc(r.address)}</div>
  <div class="box"><h4>Entrega</h4>${esc(String(v.shipping))}<h4 style="margin-top:8px">Pago</h4>${esc(String(v.payment))}</div>
</div>
<div class="box" style="margin-top:14px"><h4>Contacto</h4>${esc(mail)}</div>
<div class="foot">${esc(doc.issuer.name)} · CUIT ${esc(cuitDashed(doc.issuer.cuit))} · ${esc(doc.issuer.address)}, ${esc(doc.issuer.city)}<br>
La factura electrónica se envía por separado a tu e-mail. Tenés 10 días para arrepentirte de tu compra (Ley 24.240).</div>
</div>`;
    return htmlPage(css, body);
  },
};
