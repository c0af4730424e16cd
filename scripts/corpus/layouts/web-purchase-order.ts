import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, printCuit } from '../formats';
import { esc, htmlPage } from './html';
import type { Layout } from './layout';

/**
 * A purchase order as a buyer's procurement system prints it: the BUYER's letterhead on top (it is the invoice's
 * receiver), the supplier (the issuer the draft is for) in a "Proveedor" box, positions with material numbers,
 * prices without VAT. The layout where the letterhead is not the issuer.
 */
export const webPurchaseOrderLayout: Layout = {
  id: 'web-purchase-order',
  kind: 'invoice',
  title: "buyer's purchase order printed by chromium: the letterhead is the receiver, the issuer is the 'Proveedor'",
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Metalúrgica Sierra Chica S.A.', 'METALURGICA SIERRA CHICA'),
  template: (issuer) => ({
    id: 'webpo-sierrachica',
    name: 'Órdenes de compra recibidas (Metalúrgica Sierra Chica)',
    instructions:
      `Órdenes de compra que los clientes envían a ${issuer.name} (CUIT ${issuer.cuit}), que figura como "Proveedor" y es el emisor de la factura. ` +
      'El cliente (receptor) es la empresa del membrete. Precios sin IVA. La referencia es el número de la orden de compra.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `45000${rng.digits(5)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.75,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-plain'],
      },
      { layout: 'web-purchase-order', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { dateStyle: rng.pick(['dd.mm.yyyy', 'dd/mm/yyyy']), font: rng.pick(['Liberation Serif, serif', 'DejaVu Sans, sans-serif']) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const date = formatDate(doc.date, doc.variant.dateStyle as 'dd/mm/yyyy');
    const rows = doc.lines.map((l, i) => `<tr><td>${(i + 1) * 10}</td><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}</td>
      <td class="n">${esc(formatQuantity(l.quantity, 3))}</td><td>${esc(l.unit === 'unidades' ? 'UN' : l.unit.toUpperCase())}</td>
      <td class="n">${esc(plainMoney(doc, l.unitPrice!))}</td><td class="n">${esc(plainMoney(doc, t.lineAmounts[i]!))}</td></tr>`).join('');
    const css = `
body { font-family: ${String(doc.variant.font)}; font-size: 11px; padding: 30px 36px; color: #111 }
.head { display: flex; justify-content: space-between; border-bottom: 3px solid #333; padding-bottom: 8px }
.head .name { font-size: 20px; font-weight: 700 }
.head p { margin: 1px 0 }
.title { text-align: right }
.title .t { font-size: 18px; font-weight: 700 }
.boxes { display: flex; gap: 12px; margin-top: 14px }
.box { border: 1px solid #555; padding: 6px 8px; flex: 1 }
.box .cap { font-size: 9px; font-weight: 700; text-transform: uppercase; background: #e9ecef; margin: -6px -8px 6px; padding: 3px 8px }
.box p { margin: 2px 0 }
table.items { width: 100%; margin-top: 16px; font-size: 10.5px }
table.items th { border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 4px; text-align: left }
table.items td { padding: 4px; vertical-align: top }
.n { text-align: right } th.n { text-align: right }
.sum { margin-left: auto; margin-top: 8px; border-top: 1px solid #333 }
.sum td { padding: 3px 6px } .sum td:last-child { text-align: right; min-width: 110px }
.sum tr:last-child td { font-weight: 700; border-top: 1px solid #333 }
.cond { margin-top: 24px; font-size: 9.5px }
.sign { margin-top: 50px; display: flex; justify-content: space-around; font-size: 9px }
.sign div { border-top: 1px solid #333; width: 180px; text-align: center; padding-top: 3px }`;
    const body = `
<div class="head">
  <div><div class="name">${esc(r.name)}</div>
    <p>${esc(r.address)}</p>
    <p>C.U.I.T. ${esc(printCuit(r.docNumber!, 'hyphens'))}${r.condicionPrinted ? ` - ${esc(r.condicionText)}` : ''}</p></div>
  <div class="title"><div class="t">ORDEN DE COMPRA</div><p>Nro. ${esc(doc.reference)}</p><p>Fecha: ${esc(date)}</p><p>Hoja 1 de 1</p></div>
</div>
<div class="boxes">
  <div class="box"><div class="cap">Proveedor</div>
    <p><b>${esc(doc.issuer.name)}</b></p><p>${esc(doc.issuer.address)}, ${esc(doc.issuer.city)}</p>
    <p>CUIT ${esc(printCuit(doc.issuer.cuit, 'digits'))}</p><p>Nro. proveedor: ${esc(doc.issuer.iibb.slice(0, 3))}77</p></div>
  <div class="box"><div class="cap">Lugar de entrega</div>
    <p>Depósito central</p><p>${esc(r.address.split(' - ')[0]!)}</p><p>Horario: lunes a viernes de 8 a 16 h</p></div>
  <div class="box"><div class="cap">Condiciones</div>
    <p>Pago: 30 días fecha factura</p><p>Moneda: Pesos argentinos</p><p>Comprador: ${esc(r.name.split(' ')[0]!)} - Compras</p></div>
</div>
<table class="items"><thead><tr><th>Pos.</th><th>Material</th><th>Descripción</th><th class="n">Cantidad</th><th>UM</th><th class="n">Precio unitario</th><th class="n">Valor neto</th></tr></thead>
<tbody>${rows}</tbody></table>
<table class="sum"><tr><td>Total neto</td><td>${esc(plainMoney(doc, t.subtotal))}</td></tr>
${t.byRate.map((b) => `<tr><td>IVA ${esc(formatQuantity(b.rate))} %</td><td>${esc(plainMoney(doc, b.vat))}</td></tr>`).join('')}
<tr><td>Total orden de compra</td><td>${esc(money(doc, t.total))}</td></tr></table>
<div class="cond">Indicar el número de esta orden de compra en la factura y en el remito. La mercadería se recibe sujeta a control de calidad.</div>
<div class="sign"><div>Autorizó</div><div>Recibió proveedor</div></div>`;
    return htmlPage(css, body);
  },
};
