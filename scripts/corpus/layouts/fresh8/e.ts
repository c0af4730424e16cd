import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { addDays } from '../../formats';
import { printHtmlWithHeaders } from '../../pdf';
import type { Layout } from '../layout';
import { esc, htmlPage } from '../html';
import { amount, cuitDashed, longDate, sayCondition, settle } from './common';

const price = (x: Decimal.Value) => `$${amount(x, 'ar')}`;

function html(doc: DocSpec): string {
  const r = doc.receiver, t = doc.totals!, v = doc.variant;
  const menu = ['Escritorio', 'Entradas', 'Medios', 'Páginas', 'Comentarios', 'WooCommerce', 'Productos', 'Pagos', 'Análisis', 'Marketing', 'Apariencia', 'Plugins', 'Usuarios', 'Herramientas', 'Ajustes'];
  const billing = [
    v.contact ? esc(String(v.contact)) : esc(r.name), v.contact ? esc(r.name) : '', esc(String(v.street)), esc(String(v.city)),
  ].filter(Boolean).join('<br>');
  const docLine = r.docType ? `<p><strong>${r.docType === 'CUIT' ? 'CUIT' : 'DNI'}:</strong><br>${r.docType === 'CUIT' ? cuitDashed(r.docNumber!) : r.docNumber}</p>` : '';
  const condLine = r.condicionPrinted ? `<p><strong>Condición frente al IVA:</strong><br>${esc(r.condicionText)}</p>` : '';
  const items = doc.lines.map((l, i) => `
    <tr class="item"><td class="thumb"><div class="img"></div></td>
      <td class="name"><a>${esc(l.description)}</a><div class="meta"><strong>SKU:</strong> ${esc(l.code ?? '')}</div></td>
      <td class="num">${price(l.unitPrice!)}</td><td class="num qty"><small>×</small> ${l.quantity}</td><td class="num">${price(t.lineAmounts[i]!)}</td></tr>`).join('');
  const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11.5px; color: #1d2327; background: #f0f0f1 }
.bar { height: 30px; background: #1d2327; color: #f0f0f1; display: flex; align-items: center; gap: 18px; padding: 0 12px; font-size: 11.5px }
.bar .right { margin-left: auto }
.wrap { display: flex }
.menu { width: 132px; background: #1d2327; color: #f0f0f1; min-height: 960px; padding-top: 8px; font-size: 11.5px }
.menu div { padding: 7px 10px } .menu .on { background: #2271b1 } .menu .sub { background: #2c3338; padding: 5px 10px 5px 16px; font-size: 11px; color: #c3c4c7 }
.main { flex: 1; padding: 14px 16px }
h1 { font-weight: 400; font-size: 19px; margin: 2px 0 12px; display: flex; align-items: center; gap: 10px }
h1 .add { font-size: 11.5px; border: 1px solid #2271b1; color: #2271b1; padding: 3px 8px; border-radius: 3px }
.cols { display: flex; gap: 14px }
.box { background: #fff; border: 1px solid #c3c4c7; margin-bottom: 14px }
.order { padding: 16px 20px }
.order h2 { font-size: 18px; font-weight: 400; margin: 0 0 4px }
.order .paid { color: #777; margin: 0 0 14px }
.three { display: flex; gap: 22px } .three > div { flex: 1 } .three h3 { font-size: 13px; margin: 0 0 8px } .three p { margin: 0 0 8px; line-height: 1.45 }
.field { border: 1px solid #8c8f94; padding: 3px 6px; border-radius: 3px; display: inline-block; min-width: 80px; background: #fff }
table.items { width: 100%; border-collapse: collapse }
table.items th { text-align: left; color: #50575e; font-weight: 400; padding: 10px 8px; border-bottom: 1px solid #dcdcde; background: #f8f8f8 }
table.items th.num, td.num { text-align: right; white-space: nowrap }
table.items td { padding: 12px 8px; border-bottom: 1px solid #f0f0f1; vertical-align: top }
td.thumb { width: 44px } .img { width: 38px; height: 38px; background: #dcdcde; border: 1px solid #c3c4c7 }
td.name a { color: #2271b1 } .meta { color: #888; font-size: 10.5px; margin-top: 4px }
.totals { display: flex; justify-content: flex-end; padding: 12px 16px }
.totals table td { padding: 3px 8px; text-align: right } .totals .grand td { font-weight: 700 }
.side { width: 210px }
.side h2 { font-size: 13px; margin: 0; padding: 9px 12px; border-bottom: 1px solid #c3c4c7 }
.side .in { padding: 10px 12px; font-size: 11px; line-height: 1.45 }
.note { background: #efefef; padding: 8px; margin-bottom: 6px } .note small { display: block; color: #999; margin-top: 4px }
.btn { background: #2271b1; color: #fff; padding: 5px 10px; border-radius: 3px; display: inline-block; margin-top: 8px }`;
  const body = `
<div class="bar"><span style="font-weight:700">W</span><span>${esc(doc.issuer.tradeName)}</span><span>0</span><span>+ Nuevo</span><span class="right">Hola, ${esc(String(v.admin))}</span></div>
<div class="wrap">
 <div class="menu">${menu.map((m) => (m === 'WooCommerce' ? `<div class="on">${m}</div><div class="sub">Inicio</div><div class="sub" style="color:#fff">Pedidos</div><div class="sub">Clientes</div><div class="sub">Informes</div><div class="sub">Ajustes</div>` : `<div>${m}</div>`)).join('')}</div>
 <div class="main">
  <h1>Editar pedido <span class="add">Añadir pedido</span></h1>
  <div class="cols">
   <div style="flex:1">
    <div class="box order">
     <h2>Pedido #${esc(doc.reference)} detalles</h2>
     <p class="paid">Pago mediante ${esc(String(v.gateway))}. Pagado el ${longDate(doc.date)} @ ${esc(String(v.time))}. IP del cliente: ${esc(String(v.ip))}</p>
     <div class="three">
      <div><h3>General</h3>
       <p>Fecha de creación:<br><span class="field">${doc.date}</span> @ <span class="field" style="min-width:24px">${String(v.time).slice(0, 2)}</span> : <span class="field" style="min-width:24px">${String(v.time).slice(3)}</span></p>
       <p>Estado:<br><span class="field">Procesando</span></p>
       <p>Cliente:<br><span class="field">${esc(String(v.contact || r.name))} (#${esc(String(v.userId))} – ${esc(String(v.email))})</span></p></div>
      <div><h3>Facturación</h3><p>${billing}</p>
       <p><strong>Dirección de correo electrónico:</strong><br><a style="color:#2271b1">${esc(String(v.email))}</a></p>
       <p><strong>Teléfono:</strong><br>${esc(String(v.phone))}</p>${docLine}${condLine}</div>
      <div><h3>Envío</h3><p>${esc(String(v.contact || r.name))}<br>${esc(String(v.street))}<br>${esc(String(v.city))}</p>
       <p><strong>Método de envío:</strong><br>${esc(String(v.shipping))}</p><p><strong>Nota proporcionada por el cliente:</strong><br>${esc(String(v.note))}</p></div>
     </div>
    </div>
    <div class="box">
     <table class="items"><tr><th colspan="2">Artículo</th><th class="num">Coste</th><th class="num">Cant.</th><th class="num">Total</th></tr>${items}
      <tr><td class="thumb"></td><td class="name">${esc(String(v.shipping))}<div class="meta">Artículos: ${doc.lines.map((l) => `${esc(l.description)} × ${l.quantity}`).join(', ')}</div></td><td></td><td></td><td class="num">${price(0)}</td></tr>
     </table>
     <div class="totals"><table>
      <tr><td>Subtotal de artículos:</td><td>${price(t.subtotal)}</td></tr>
      <tr><td>Envío:</td><td>${price(0)}</td></tr>
      <tr class="grand"><td>Total del pedido:</td><td>${price(t.total)}</td></tr>
      <tr><td colspan="2" style="border-top:1px solid #dcdcde;padding-top:8px"></td></tr>
      <tr><td>Pagado:</td><td>${price(t.total)}</td></tr>
      <tr><td colspan="2" style="color:#777;font-size:10.5px">${longDate(doc.date)} vía ${esc(String(v.gateway))}</td></tr>
     </table></div>
    </div>
   </div>
   <div class="side">
    <div class="box"><h2>Acciones del pedido</h2><div class="in">Elige una acción...<br><span class="btn">Actualizar</span></div></div>
    <div class="box"><h2>Notas del pedido</h2><div class="in">
     <div class="note">Estado del pedido cambiado de Pendiente de pago a Procesando.<small>${longDate(doc.date)} a las ${esc(String(v.time))}</small></div>
     <div class="note">Pago aprobado. ID de la operación: ${esc(String(v.op))}<small>${longDate(doc.date)} a las ${esc(String(v.time))} por ${esc(String(v.gateway))}</small></div>
    </div></div>
   </div>
  </div>
 </div>
</div>`;
  // the browser's header and footer need the page margins (the shared shell sets them to 0)
  return htmlPage(css, body).replace('@page { size: A4; margin: 0 }', '@page { size: A4; margin: 12mm 0 12mm 0 }');
}

/**
 * An online coffee shop's order as seen in its e-commerce admin (a WordPress/WooCommerce-like "Editar pedido" page)
 * PRINTED FROM THE BROWSER with the browser's own header and footer (chromium `displayHeaderFooter`): print date and
 * time and the page title at the top ("Editar pedido ‹ … — WordPress"), the admin URL and "1/1" at the foot. Dark
 * admin bar and side menu, "Pedido #4512 detalles" (the reference is the order number), "Pago mediante Mercado Pago.
 * Pagado el 24 de noviembre de 2026 @ 10:14", General (date as "2026-11-24" in a field, Estado, Cliente),
 * Facturación (a contact person, then the company when a company buys; the "DNI"/"CUIT" and "Condición frente al
 * IVA" fields of a billing plugin), Envío; items with a gray thumbnail, "SKU: …" under the name, Coste / Cant.
 * ("× 2") / Total; a shipping row "Envío gratis" at $0,00 (not an item); "Subtotal de artículos", "Total del
 * pedido", "Pagado"; order notes. Amounts "$12.980,40" (no space); final prices, VAT included.
 */
export const fresh8ELayout: Layout = {
  id: 'fresh8-e',
  kind: 'invoice',
  title: 'fresh8 layout e',
  page: { size: 'A4' },
  scanStyle: 'whatsapp',
  issuer: (rng) => makeIssuer(rng, 'Tostadores Los Aromos S.A.S.', 'Café Los Aromos'),
  template: (issuer) => ({
    id: 's-pedidos-web-cafelosaromos',
    name: 'Pedidos web Café Los Aromos',
    instructions:
      `Pedidos de la tienda online de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, impresos desde el administrador. El cliente es el de "Facturación" ` +
      '(la empresa si la hay). Precios finales con IVA incluido. El envío gratis no es un artículo. La referencia es el número de pedido.',
    catalog: 'coffee',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const order = String(rng.int(2100, 9800));
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'coffee', lineCount: [1, 5], receivers: ['dni', 'dni', 'dni', 'company-ri', 'monotributo'], conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh8-e', templateId: template.id, issuer, reference: order, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 1, 2, 2, 3, 4, 6]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    const r = doc.receiver;
    const contact = r.docType === 'CUIT' && r.condicionIva === 1 ? personName(rng) : '';
    const [street, city] = (r.address || `Av. Colón ${rng.int(100, 3000)} - (X5000) Córdoba, Córdoba`).split(' - ');
    const handle = (contact || r.name).toLowerCase().normalize('NFKD').replace(/[^a-z ]/g, '').split(' ');
    doc.variant = {
      contact, street: street!, city: city ?? '', time: `${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      ip: `181.${rng.int(1, 254)}.${rng.int(1, 254)}.${rng.int(1, 254)}`, gateway: rng.pick(['Mercado Pago', 'Mercado Pago', 'Transferencia bancaria']),
      email: `${handle[0]}.${handle[handle.length - 1]}@${rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com.ar'])}`, phone: `+54 9 ${rng.int(11, 388)} ${rng.int(400, 699)}-${rng.digits(4)}`,
      userId: rng.int(40, 1900), shipping: rng.pick(['Envío gratis', 'Envío gratis (compras mayores a $40.000)']), note: rng.pick(['Tocar timbre 2B', 'Dejar en portería', 'Molido para prensa francesa por favor', '-']),
      admin: rng.pick(['lucia', 'admin', 'tostadores']), op: rng.digits(11), printed: addDays(doc.date, rng.int(0, 1)), printTime: `${rng.int(9, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    };
    return doc;
  },
  render: async (doc) => {
    const v = doc.variant;
    const [y, m, d] = String(v.printed).split('-');
    const small = 'font-family: Arial, sans-serif; font-size: 8px; color: #000; width: 100%; padding: 0 9mm; display: flex; justify-content: space-between';
    return printHtmlWithHeaders(html(doc), {
      headerTemplate: `<div style="${small}"><span>${d}/${m}/${y!.slice(2)}, ${v.printTime}</span><span>Editar pedido ‹ ${esc(doc.issuer.tradeName)} — WordPress</span><span></span></div>`,
      footerTemplate: `<div style="${small}"><span>https://${doc.issuer.tradeName.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '')}.com.ar/wp-admin/post.php?post=${doc.reference}&amp;action=edit</span><span><span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`,
      margin: { top: '12mm', right: '0', bottom: '12mm', left: '0' },
    });
  },
};
