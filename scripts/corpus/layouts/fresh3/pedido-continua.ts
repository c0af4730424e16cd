import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';

/**
 * A two-page "Pedido de cotización aceptado / Nota de pedido" from an industrial supplier's web ERP (chromium): page 1
 * has the full header and the first rows, closed by "Continúa en la página siguiente"; page 2 repeats a short
 * header "Pedido N° … (continuación) — Hoja 2 de 2", the column heads and the remaining rows, then the totals
 * (only there). Net prices plus VAT 21 %. No carried-forward subtotal ("Transporte") between the pages.
 */
const FIRST = 24;

export const fresh3PedidoContinuaLayout: Layout = {
  id: 'fresh3-pedido-continua',
  kind: 'invoice',
  title: 'web ERP "Nota de pedido" over two pages: "Continúa en la página siguiente", a short repeated header on page 2, totals only at the end',
  page: { size: 'A4' },
  scanStyle: 'two-up',
  issuer: (rng) => makeIssuer(rng, 'Suministros Industriales Monte Grande S.A.', 'SIMG Suministros Industriales'),
  template: (issuer) => ({
    id: 'm-pedido-simg',
    name: 'Notas de pedido SIMG Suministros Industriales',
    instructions:
      `Notas de pedido de ${issuer.name} (CUIT ${issuer.cuit}), el emisor (proveedor). El cliente es "Cliente / Razón social". Dos hojas: ` +
      'los renglones siguen en la hoja 2 y los totales están al final. Precios unitarios netos más IVA 21 %. La referencia es el número de pedido.',
    catalog: 'building',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [27, 33], receivers: ['company-ri', 'company-ri', 'company-exento'],
        conditionPrinted: 0.8, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh3-pedido-continua', templateId: template.id, issuer, reference: `PV${pad(rng.int(2, 4), 2)}-${pad(rng.int(10000, 60000), 6)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      contact: rng.pick(['Ing. Paula Castaño', 'Sr. Darío Medina', 'Compras - Lic. Ana Quiroga']),
      oc: `OC ${rng.int(4500000, 4599999)}`, delivery: date(addDays(doc.date, rng.int(3, 15)), 'dd/mm/yyyy'),
      pay: rng.pick(['Transferencia 30 días f.f.', 'Cheque 45 días', 'Contado anticipado']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const head = '<tr><th>#</th><th>Código</th><th class="l">Descripción</th><th>Cantidad</th><th>UM</th><th>Precio unit.</th><th>Importe</th></tr>';
    const row = (i: number) => {
      const l = doc.lines[i]!;
      return `<tr><td>${i + 1}</td><td>${esc(l.code ?? '')}</td><td class="l">${esc(l.description)}</td><td>${esc(quantity(l.quantity, 'ar', 2))}</td><td>UN</td><td>${esc(a(l.unitPrice!))}</td><td>${esc(a(t.lineAmounts[i]!))}</td></tr>`;
    };
    const rows1 = doc.lines.slice(0, FIRST).map((_, i) => row(i)).join('');
    const rows2 = doc.lines.slice(FIRST).map((_, i) => row(i + FIRST)).join('');
    const id = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : `DNI ${r.docNumber}`;
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5px; color: #1f2937 }
.page { width: 210mm; height: 296mm; padding: 14mm 14mm 10mm; position: relative; page-break-after: always }
.page:last-child { page-break-after: auto }
.top { display: flex; justify-content: space-between; border-bottom: 3px solid #b45309; padding-bottom: 8px }
.brand { font-size: 20px; font-weight: 700; color: #b45309 } .brand small { display: block; font-size: 10px; color: #555; font-weight: 400 }
.doc { text-align: right } .doc h1 { margin: 0; font-size: 17px; letter-spacing: .5px } .doc b { font-size: 13px }
.grid { display: grid; grid-template-columns: 1.3fr 1fr; gap: 10px; margin: 12px 0 }
.card { border: 1px solid #d1d5db; padding: 8px 10px; line-height: 1.55 } .card h3 { margin: 0 0 3px; font-size: 9px; color: #b45309; text-transform: uppercase }
table.items { width: 100%; margin-top: 6px } .items th { background: #fde68a; font-size: 9.5px; padding: 5px 4px; text-align: right; border-bottom: 1px solid #b45309 }
.items td { padding: 4px; text-align: right; border-bottom: 1px solid #eee } .items .l { text-align: left }
.cont { margin-top: 10px; text-align: right; font-style: italic; color: #92400e }
.small { display: flex; justify-content: space-between; border-bottom: 1px solid #b45309; padding-bottom: 6px; font-size: 11px }
.totals { width: 270px; margin: 14px 0 0 auto } .totals td { padding: 3px 4px; text-align: right } .totals .big td { font-size: 14px; font-weight: 700; border-top: 2px solid #b45309 }
.foot { position: absolute; bottom: 10mm; left: 14mm; right: 14mm; font-size: 8.5px; color: #6b7280; display: flex; justify-content: space-between }`;
    const foot = (n: number) => `<div class="foot"><span>${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.address)}, ${esc(is.city)}</span><span>Hoja ${n} de 2</span></div>`;
    const body = `
<div class="page">
  <div class="top"><div class="brand">${esc(is.tradeName)}<small>${esc(is.name)} · ${esc(is.condicionText)} · IIBB ${esc(is.iibb)}</small><small>${esc(is.address)}, ${esc(is.city)} · ${esc(is.phone)}</small></div>
  <div class="doc"><h1>NOTA DE PEDIDO</h1><b>N° ${esc(doc.reference)}</b><br>Fecha: ${esc(date(doc.date, 'dd/mm/yyyy'))}</div></div>
  <div class="grid">
    <div class="card"><h3>Cliente / Razón social</h3><b>${esc(r.name)}</b><br>${esc(id)}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}<br>${esc(r.address)}<br>Contacto: ${esc(String(v.contact))}</div>
    <div class="card"><h3>Condiciones</h3>Su orden de compra: ${esc(String(v.oc))}<br>Entrega estimada: ${esc(String(v.delivery))}<br>Forma de pago: ${esc(String(v.pay))}<br>Moneda: Pesos</div>
  </div>
  <table class="items">${head}${rows1}</table>
  <div class="cont">Continúa en la página siguiente &raquo;</div>
  ${foot(1)}
</div>
<div class="page">
  <div class="small"><b>${esc(is.tradeName)}</b><span>Pedido N° ${esc(doc.reference)} (continuación) — ${esc(r.name)}</span></div>
  <table class="items">${head}${rows2}</table>
  <table class="totals">
    <tr><td>Subtotal neto</td><td>$ ${esc(a(t.subtotal))}</td></tr>
    ${t.byRate.map((b) => `<tr><td>IVA ${esc(amount(b.rate, 'ar'))} %</td><td>$ ${esc(a(b.vat))}</td></tr>`).join('')}
    <tr class="big"><td>TOTAL DEL PEDIDO</td><td>$ ${esc(a(t.total))}</td></tr>
  </table>
  <p style="margin-top:24px;font-size:9px;color:#555">Precios sujetos a disponibilidad de stock. El pedido se factura al momento del despacho. Validez: 5 días hábiles.</p>
  ${foot(2)}
</div>`;
    return htmlPage(css, body);
  },
};
