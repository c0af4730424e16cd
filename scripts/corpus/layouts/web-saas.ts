import Decimal from 'decimal.js';
import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit, printDni } from '../formats';
import { esc, htmlPage } from './html';
import type { Layout } from './layout';

/**
 * An invoice from a web invoicing service, printed by a browser: sans-serif, letterhead left and voucher box right,
 * the customer in a two-column grid of label/value pairs, a striped item table, totals in a right-hand column.
 * Letter A prices without VAT and itemises it; letter B prices with VAT included.
 */
export const webSaasLayout: Layout = {
  id: 'web-saas',
  kind: 'invoice',
  title: 'web invoicing service invoice printed by chromium (A/B, customer grid, striped table, "Importe Neto Gravado")',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Estudio Creativo Paso de los Libres S.R.L.', 'PASO CREATIVO'),
  template: (issuer) => ({
    id: 'websaas-pasocreativo',
    name: 'Facturas Paso Creativo (sistema web)',
    instructions:
      `Facturas emitidas por ${issuer.name} (CUIT ${issuer.cuit}) desde su sistema web; el cliente figura en el bloque "Cliente". ` +
      'Factura A: precios sin IVA. Factura B: precios con IVA incluido. La referencia es el número de comprobante.',
    catalog: 'services',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(2, 12), 5)}-${pad(rng.int(100, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 5], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'consumidor-final'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar-symbol', 'ar'],
      },
      { layout: 'web-saas', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { letter: doc.pricesIncludeIva ? 'B' : 'A', dateStyle: rng.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'long']), accent: rng.pick(['#0b7285', '#5f3dc4', '#2b8a3e']) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const letter = String(doc.variant.letter);
    const docLabel = r.docType === 'DNI' ? 'DNI' : 'CUIT';
    const docValue = r.docType === 'DNI' ? printDni(r.docNumber!) : r.docNumber ? printCuit(r.docNumber, 'hyphens') : '—';
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}</td><td class="n">${esc(formatQuantity(l.quantity, 2))}</td>
      <td class="n">${esc(plainMoney(doc, l.unitPrice!))}</td><td class="n">0,00</td><td class="n">${esc(plainMoney(doc, t.lineAmounts[i]!))}</td></tr>`).join('');
    const vatRows = letter === 'A'
      ? t.byRate.map((b) => `<tr><th>IVA ${esc(formatQuantity(b.rate))}%</th><td>${esc(money(doc, b.vat))}</td></tr>`).join('')
      : '';
    const net = letter === 'A' ? `<tr><th>Importe Neto Gravado</th><td>${esc(money(doc, t.subtotal))}</td></tr>` : `<tr><th>Subtotal</th><td>${esc(money(doc, t.subtotal))}</td></tr>`;
    const ivaContenido = letter === 'B'
      ? `<p class="small">IVA contenido: ${esc(money(doc, t.total.sub(t.total.div(1.21)).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN)))}</p>` : '';
    const accent = String(doc.variant.accent);
    const css = `
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11px; color: #222; padding: 36px 40px }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.brand { font-size: 22px; font-weight: 700; color: ${accent} }
.issuer p { margin: 2px 0 }
.voucher { border: 1px solid #999; border-radius: 6px; padding: 10px 14px; width: 250px }
.voucher h1 { margin: 0 0 6px; font-size: 18px; display: flex; align-items: center; gap: 10px }
.letter { border: 2px solid #222; width: 34px; height: 34px; display: inline-flex; align-items: center; justify-content: center; font-size: 22px }
.voucher p { margin: 3px 0 }
h2 { font-size: 12px; text-transform: uppercase; color: ${accent}; border-bottom: 2px solid ${accent}; padding-bottom: 3px; margin: 22px 0 8px }
.grid { display: grid; grid-template-columns: 150px 1fr 120px 1fr; gap: 5px 8px }
.grid .k { color: #666 }
table.items { width: 100%; margin-top: 8px }
table.items th { background: ${accent}; color: white; padding: 6px; text-align: left; font-size: 10px }
table.items td { padding: 6px; border-bottom: 1px solid #ddd }
table.items tr:nth-child(even) td { background: #f3f5f7 }
.n { text-align: right }
table.items th.n { text-align: right }
.totals { margin-left: auto; margin-top: 14px; width: 280px }
.totals th { text-align: left; font-weight: normal; padding: 4px }
.totals td { text-align: right; padding: 4px }
.totals tr.total th, .totals tr.total td { font-weight: 700; font-size: 14px; border-top: 2px solid #222 }
.small { font-size: 9px; color: #555 }
.foot { margin-top: 40px; font-size: 9px; color: #666; border-top: 1px solid #ccc; padding-top: 6px }`;
    const body = `
<div class="top">
  <div class="issuer">
    <div class="brand">${esc(doc.issuer.tradeName)}</div>
    <p>${esc(doc.issuer.name)}</p>
    <p>${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}</p>
    <p>${esc(doc.issuer.phone)} · ${esc(doc.issuer.email)}</p>
  </div>
  <div class="voucher">
    <h1><span class="letter">${esc(letter)}</span> FACTURA</h1>
    <p><b>Nº</b> ${esc(doc.reference)}</p>
    <p><b>Fecha de emisión:</b> ${esc(formatDate(doc.date, doc.variant.dateStyle as 'long'))}</p>
    <p>CUIT: ${esc(printCuit(doc.issuer.cuit, 'hyphens'))}</p>
    <p>IIBB: ${esc(doc.issuer.iibb)} · Inicio de actividades: ${esc(doc.issuer.activitySince)}</p>
    <p>${esc(doc.issuer.condicionText)}</p>
  </div>
</div>
<h2>Cliente</h2>
<div class="grid">
  <div class="k">Razón social</div><div>${esc(r.name)}</div>
  <div class="k">${docLabel}</div><div>${esc(docValue)}</div>
  <div class="k">Condición frente al IVA</div><div>${esc(r.condicionPrinted ? r.condicionText : '')}</div>
  <div class="k">Condición de venta</div><div>Transferencia bancaria</div>
  <div class="k">Domicilio</div><div>${esc(r.address)}</div>
  <div class="k">Vencimiento</div><div>${esc(formatDate(doc.date, 'dd/mm/yyyy'))}</div>
</div>
<h2>Detalle</h2>
<table class="items"><thead><tr><th>Código</th><th>Producto / Servicio</th><th class="n">Cantidad</th><th class="n">Precio unit.</th><th class="n">% Bonif.</th><th class="n">Subtotal</th></tr></thead>
<tbody>${rows}</tbody></table>
<table class="totals">${net}${vatRows}<tr class="total"><th>Importe Total</th><td>${esc(money(doc, t.total))}</td></tr></table>
${ivaContenido}
<div class="foot">Comprobante generado electrónicamente. Consultas: ${esc(doc.issuer.email)}</div>`;
    return htmlPage(css, body);
  },
};
