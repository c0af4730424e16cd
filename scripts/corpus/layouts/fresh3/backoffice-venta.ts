import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, sayCondition } from '../fresh/print';
import { retotal } from './common';

/**
 * A sale printed from a marketplace seller's back office (chromium): "Venta #2000012345678901", status chips,
 * "Comprador" with a nickname, a table "Producto | SKU | Unidades | Precio | Total" whose product cell holds the
 * title and, on a second gray line, the variant ("Talle: M | Color: Negro"); shipping "Envío a cargo del comprador",
 * "Datos para tu factura" with DNI or CUIT. Final prices. The truth's description is the title only.
 */
const SIZES = ['S', 'M', 'L', 'XL', '38', '40', '42', 'Único'];
const COLORS = ['Negro', 'Blanco', 'Gris melange', 'Azul marino', 'Verde oliva', 'Bordó'];

export const fresh3BackofficeVentaLayout: Layout = {
  id: 'fresh3-backoffice-venta',
  kind: 'invoice',
  title: 'marketplace seller back-office sale ("Venta #…"): buyer nickname, product title with the variant on a second gray line, SKU column, final prices',
  page: { size: 'A4' },
  scanStyle: 'keystone',
  issuer: (rng) => makeIssuer(rng, 'Indumentaria El Ombú S.A.S.', 'OMBÚ URBAN WEAR'),
  template: (issuer) => ({
    id: 'm-ventas-ombu',
    name: 'Ventas marketplace Ombú Urban Wear',
    instructions:
      `Ventas en un marketplace de ${issuer.name} (CUIT ${issuer.cuit}), el vendedor y emisor. El cliente está en "Datos para tu factura". ` +
      'Cada producto lleva debajo su variante (talle / color), que no forma parte de la descripción. Precios finales con IVA. La referencia es el número de venta.',
    catalog: 'apparel',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'apparel', lineCount: [1, 4], receivers: ['dni', 'dni', 'dni', 'monotributo', 'company-ri'],
        conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh3-backoffice-venta', templateId: template.id, issuer, reference: `2000${rng.digits(12)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    const variants = doc.lines.map((l) => {
      l.quantity = rng.pick([1, 1, 1, 2, 3]);
      l.code = `${l.code}-${rng.digits(3)}`;
      const title = l.description;
      const size = title.startsWith('Mochila') || title.startsWith('Gorra') ? 'Único' : rng.pick(SIZES.slice(0, title.startsWith('Zapatillas') ? 7 : 4));
      return `Talle: ${size} | Color: ${rng.pick(COLORS)}`;
    });
    retotal(doc);
    const nick = `${doc.receiver.name.split(' ')[0]!.toUpperCase().normalize('NFKD').replace(/[^A-Z]/g, '')}${rng.pick(['_', '.', ''])}${rng.int(10, 9999)}`;
    doc.variant = {
      variants: variants.join('~'), nick, time: `${pad(rng.int(0, 23), 2)}:${pad(rng.int(0, 59), 2)} hs`,
      ship: rng.pick(['Envío a domicilio - a cargo del comprador', 'Retiro en punto de entrega', 'Envío gratis']), status: rng.pick(['Entregada', 'En camino', 'Lista para enviar']),
    };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver, t = doc.totals!, v = doc.variant;
    const variants = String(v.variants).split('~');
    const $ = (x: Decimal) => `$ ${amount(x, 'ar')}`;
    const rows = doc.lines.map((l, i) => `<tr><td class="p"><div class="img"></div><div><div class="title">${esc(l.description)}</div><div class="var">${esc(variants[i]!)}</div></div></td>
      <td class="sku">${esc(l.code ?? '')}</td><td>${l.quantity} u.</td><td>${esc($(l.unitPrice!))}</td><td><b>${esc($(t.lineAmounts[i]!))}</b></td></tr>`).join('');
    const id = r.docType === 'DNI' ? `DNI ${r.docNumber}` : `CUIT ${cuitDashed(r.docNumber!)}`;
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11px; color: #333; background: #ededed }
.bar { background: #ffe600; padding: 10px 28px; font-weight: 700; font-size: 14px; color: #2d3277 }
.main { margin: 16px 24px; background: #fff; border-radius: 6px; padding: 18px 22px }
.crumbs { color: #3483fa; font-size: 10px } h1 { font-size: 18px; margin: 8px 0 2px; font-weight: 600 }
.muted { color: #888; font-size: 10px } .chip { display: inline-block; background: #e6f7ee; color: #00a650; border-radius: 10px; padding: 2px 8px; font-size: 10px; margin-left: 8px }
table { width: 100%; margin-top: 16px } th { text-align: left; font-weight: 600; color: #666; font-size: 10px; border-bottom: 1px solid #e5e5e5; padding: 6px }
td { padding: 10px 6px; border-bottom: 1px solid #f2f2f2; vertical-align: middle } td:nth-child(n+3), th:nth-child(n+3) { text-align: right }
.p { display: flex; align-items: center } .img { width: 40px; height: 40px; background: #e9e9e9; border-radius: 4px; margin-right: 10px; flex: none }
.title { font-size: 11.5px } .var { color: #999; font-size: 10px; margin-top: 3px } .sku { color: #666; font-size: 10px }
.cols { display: flex; gap: 16px; margin-top: 16px } .box { flex: 1; border: 1px solid #eee; border-radius: 6px; padding: 10px 12px; line-height: 1.6 }
.box h4 { margin: 0 0 4px; font-size: 11px } .sum { width: 280px; margin-left: auto } .sum div { display: flex; justify-content: space-between; padding: 3px 0 }
.sum .tot { font-size: 14px; font-weight: 700; border-top: 1px solid #eee; margin-top: 4px; padding-top: 6px }`;
    const body = `
<div class="bar">Ventas &nbsp;›&nbsp; Detalle</div>
<div class="main">
  <div class="crumbs">Mis ventas / Venta #${esc(doc.reference)}</div>
  <h1>Venta #${esc(doc.reference)}<span class="chip">${esc(String(v.status))}</span></h1>
  <div class="muted">${esc(date(doc.date, 'long'))}, ${esc(String(v.time))} · Vendedor: ${esc(doc.issuer.tradeName)}</div>
  <table><tr><th>Producto</th><th>SKU</th><th>Unidades</th><th>Precio</th><th>Total</th></tr>${rows}</table>
  <div class="cols">
    <div class="box"><h4>Comprador</h4>${esc(r.name)}<br><span class="muted">${esc(String(v.nick))}</span><h4 style="margin-top:8px">Envío</h4>${esc(String(v.ship))}</div>
    <div class="box"><h4>Datos para tu factura</h4>${esc(r.name)}<br>${esc(id)}${r.condicionPrinted ? `<br>${esc(r.condicionText)}` : ''}<br>${esc(r.address)}</div>
    <div class="box sum"><div><span>Productos</span><span>${esc($(t.subtotal))}</span></div><div><span>Envío</span><span>$ 0,00</span></div>
      <div class="tot"><span>Total</span><span>${esc($(t.total))}</span></div><div class="muted">Precios con IVA incluido</div></div>
  </div>
  <p class="muted" style="margin-top:18px">${esc(doc.issuer.name)} · CUIT ${esc(cuitDashed(doc.issuer.cuit))}. Este detalle no es una factura: la factura se adjunta a la venta.</p>
</div>`;
    return htmlPage(css, body);
  },
};
