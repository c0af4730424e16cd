import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, sayCondition, settle, spacedShortDate } from './common';

const BUYERS = ['Constructora Río Dulce S.A.', 'Desarrollos Los Talas S.R.L.', 'Obras y Servicios Altos del Sur S.A.', 'Edificadora Campo Verde S.A.S.'];

/**
 * A construction company's purchase order to a hardware supplier, printed from its procurement web app (chromium,
 * Liberation Serif body, Liberation Sans Narrow figures). The buyer's letterhead (the receiver) at the top; the
 * supplier (the issuer) in a "Proveedor" block. The order's terms run in two newspaper columns (CSS columns); items
 * are flex rows, each with the description on its own line and, under it, "Cant. 12 · Precio unitario $ 1.234,56"
 * at the left and the row's amount at the right; "Total general" after "Subtotal neto" and "IVA 21 %". Dates as
 * "25 nov 2026". Net prices.
 */
export const fresh7BLayout: Layout = {
  id: 'fresh7-b',
  kind: 'invoice',
  title: 'fresh7 layout b',
  page: { size: 'A4' },
  scanStyle: 'screen-moire',
  issuer: (rng) => makeIssuer(rng, 'Ferretería Industrial Las Acacias S.R.L.', 'Ferretería Las Acacias'),
  template: (issuer) => ({
    id: 'r-ordenes-lasacacias',
    name: 'Órdenes de compra recibidas por Ferretería Las Acacias',
    instructions:
      `Órdenes de compra que clientes constructores envían a ${issuer.name} (CUIT ${issuer.cuit}), el proveedor y emisor de la factura. ` +
      'El cliente es la empresa que compra (membrete arriba). Precios netos más IVA 21 %. La referencia es el N° de OC.',
    catalog: 'hardware',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [4, 9], receivers: ['company-ri'], conditionPrinted: 0.8, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh7-b', templateId: template.id, issuer, reference: `OC-2026-${rng.int(1000, 9999)}`, variant: {}, today },
    );
    doc.receiver.name = rng.pick(BUYERS);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      work: rng.pick(['Edificio Mitre 1450', 'Barrio Los Ceibos — lote 12', 'Nave industrial Parque Sur', 'Escuela N° 214 — ampliación']),
      buyer: rng.pick(['Arq. Silvina Paredes', 'Ing. Hernán Correa', 'Lic. Romina Bustos']),
      deliver: rng.int(3, 10),
      supplierCode: `PRV-${rng.int(100, 999)}`,
      pay: rng.pick(['Transferencia a 30 días f.f.', 'Cheque diferido 45 días', 'e-cheq a 30 días']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => `$ ${amount(x, 'ar')}`;
    const rows = doc.lines.map((l, i) => `<div class="it"><div class="no">${String(i + 1).padStart(2, '0')}</div><div class="body">
<div class="d">${esc(l.description)} <span class="sku">SKU ${esc(l.code ?? '')}</span></div>
<div class="sub"><span>Cant. ${esc(String(l.quantity))} ${esc(l.unit)} · Precio unitario ${esc(a(l.unitPrice!))}</span><span class="amt">${esc(a(t.lineAmounts[i]!))}</span></div></div></div>`).join('');
    const css = `
body { font-family: 'Liberation Serif', serif; font-size: 11.5px; color: #202020 }
.page { padding: 12mm 16mm; position: relative; height: 297mm }
.lh { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid #333; padding-bottom: 6px }
.lh h1 { font-size: 21px; margin: 0; font-variant: small-caps; letter-spacing: 1px } .lh .s { font-size: 10px; color: #555 }
.oc { text-align: right } .oc .t { font-family: 'Liberation Sans Narrow', sans-serif; font-size: 18px; font-weight: 700 }
.two { display: flex; gap: 18px; margin-top: 10px } .two > div { flex: 1; border-left: 3px solid #7a8c99; padding-left: 8px }
.two h4 { margin: 0 0 3px; font-family: 'Liberation Sans Narrow', sans-serif; font-size: 11px; text-transform: uppercase; color: #4b5d6b }
.terms { column-count: 2; column-gap: 22px; column-rule: 1px solid #ccc; font-size: 9.5px; text-align: justify; margin-top: 10px; color: #444 }
.list { margin-top: 12px } .it { display: flex; border-bottom: 1px solid #e3e3e3; padding: 5px 0 }
.no { width: 9mm; font-family: 'Liberation Sans Narrow', sans-serif; color: #7a8c99; font-size: 13px }
.body { flex: 1 } .sku { font-size: 8.5px; color: #888; margin-left: 6px }
.sub { display: flex; justify-content: space-between; font-family: 'Liberation Sans Narrow', sans-serif; font-size: 11px; color: #333; margin-top: 1px }
.amt { font-weight: 700 }
.tot { margin-left: auto; width: 74mm; margin-top: 10px; font-family: 'Liberation Sans Narrow', sans-serif; font-size: 12px }
.tot div { display: flex; justify-content: space-between; padding: 2px 0 } .tot .g { font-size: 15px; font-weight: 700; border-top: 2px solid #333; padding-top: 4px }
.sign { display: flex; justify-content: space-between; margin-top: 26px; font-size: 10px } .sign div { border-top: 1px solid #555; width: 60mm; text-align: center; padding-top: 3px }
.foot { position: absolute; bottom: 10mm; left: 16mm; right: 16mm; font-size: 8.5px; color: #777; display: flex; justify-content: space-between }`;
    const body = `<div class="page">
<div class="lh"><div><h1>${esc(r.name)}</h1><div class="s">CUIT ${esc(cuitDashed(r.docNumber!))}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''} · ${esc(r.address)}</div></div>
<div class="oc"><div class="s">Orden de compra</div><div class="t">N° ${esc(doc.reference)}</div><div class="s">${esc(spacedShortDate(doc.date))}</div></div></div>
<div class="two">
 <div><h4>Proveedor</h4><b>${esc(is.name)}</b><br>C.U.I.T. ${esc(cuitDashed(is.cuit))} · Cód. prov. ${esc(String(v.supplierCode))}<br>${esc(is.address)}, ${esc(is.city)}</div>
 <div><h4>Entrega</h4>Obra: ${esc(String(v.work))}<br>Fecha de entrega: ${esc(spacedShortDate(addDays(doc.date, Number(v.deliver))))}<br>Solicitó: ${esc(String(v.buyer))}</div>
</div>
<div class="terms"><b>Condiciones.</b> Forma de pago: ${esc(String(v.pay))}. La presente orden debe citarse en el remito y en la factura; no se recibirá mercadería sin
remito ni se abonarán facturas sin la orden de compra correspondiente. Los precios son netos de IVA y fijos hasta la entrega total. La mercadería viaja por cuenta
y riesgo del proveedor hasta su recepción en obra, de lunes a viernes de 8 a 16 h. Toda diferencia de cantidad o calidad será devuelta a cargo del proveedor.
Enviar la factura electrónica a proveedores@${esc(r.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 12))}.com.ar indicando el número de esta orden.</div>
<div class="list">${rows}</div>
<div class="tot"><div><span>Subtotal neto</span><span>${esc(a(t.subtotal))}</span></div><div><span>IVA 21 %</span><span>${esc(a(t.byRate[0]!.vat))}</span></div>
<div class="g"><span>Total general</span><span>${esc(a(t.total))}</span></div></div>
<div class="sign"><div>Compras</div><div>Autorizó — Gerencia de obra</div></div>
<div class="foot"><span>Emitida por el portal de compras · ${esc(r.name)}</span><span>Hoja 1/1</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
