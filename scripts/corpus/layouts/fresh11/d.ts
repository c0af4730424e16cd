import Decimal from 'decimal.js';
import { composeDocument, USD_RATE } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, pad, quantity, sayCondition } from './common';

/**
 * An IT supplier's proforma in US dollars written in an online word processor and downloaded as PDF (chromium):
 * the processor's default look (Arial 11 under its own name, 1.15 spacing, a plain bordered table, colspan in the
 * totals), ISO dates, amounts as "1,234.56", the BNA exchange rate and a peso equivalent printed; the customer's
 * data BELOW the table. Net prices, VAT 10,5 / 21 %.
 */
export const fresh11DLayout: Layout = {
  id: 'fresh11-d',
  kind: 'invoice',
  title: 'fresh11 layout d',
  page: { size: 'A4' },
  scanStyle: 'binding-curl',
  issuer: (rng) => makeIssuer(rng, 'Tecnología Altos del Sur S.R.L.', 'Altos del Sur IT'),
  template: (issuer) => ({
    id: 'pf-altosdelsur-usd',
    name: 'Proformas en dólares Altos del Sur IT',
    instructions: `Proformas de ${issuer.name} (CUIT ${issuer.cuit}) en dólares estadounidenses; precios netos, IVA por renglón. ` +
      'El cliente figura debajo de la tabla ("Facturar a"). El equivalente en pesos es informativo.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'it', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo'], conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], currency: 'USD' },
      { layout: 'fresh11-d', templateId: template.id, issuer, reference: `PF-${today.slice(0, 4)}-${pad(rng.int(12, 240), 3)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = { contact: rng.pick(['Ing. Federico Funes', 'Lic. Romina Quiroga', 'Matías Correa']), days: rng.pick([5, 7, 10]), delivery: rng.pick(['inmediata', '10 días hábiles', 'a convenir']) };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const u = (d: Decimal.Value) => amount(d, 'en');
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td class="d">${esc(l.description)}</td><td class="n">${quantity(l.quantity, 'en')}</td>` +
      `<td class="n">${u(l.unitPrice!)}</td><td class="n">${String(l.ivaRate).replace('.', ',')}%</td><td class="n">${u(t.lineAmounts[i]!)}</td></tr>`).join('');
    const vat = t.byRate.map((b) => `<tr><td colspan="5" class="r">IVA ${String(b.rate).replace('.', ',')}%</td><td class="n">${u(b.vat)}</td></tr>`).join('');
    const id = r.docType === 'CUIT' ? `CUIT: ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI: ${dotted(r.docNumber!)}` : '';
    const css = `
@font-face { font-family: 'Arial'; src: local('Liberation Sans'); font-weight: 400 }
@font-face { font-family: 'Arial'; src: local('Liberation Sans Bold'); font-weight: 700 }
body { font-family: 'Arial'; font-size: 14.67px; line-height: 1.15; color: #000; padding: 96px 96px 72px }
p { margin: 0 0 0 } .title { font-size: 34.7px; margin-bottom: 4px } .subtitle { font-size: 20px; color: #666; margin-bottom: 18px }
.small { font-size: 12px }
table.t { width: 100%; margin: 16px 0; font-size: 12px }
.t td, .t th { border: 1px solid #000; padding: 5px 7px; vertical-align: top }
.t th { text-align: left; font-weight: 700 }
.t .n { text-align: right; white-space: nowrap } .t .r { text-align: right } .t .d { white-space: nowrap }
.t .total td { font-weight: 700 }
h3 { font-size: 17.3px; font-weight: 400; margin: 18px 0 6px }`;
    const body = `<p class="title">Proforma</p>
<p class="subtitle">${esc(is.tradeName)}</p>
<p>${esc(is.name)} · CUIT ${cuitDashed(is.cuit)} · ${esc(is.condicionText)}</p>
<p>${esc(is.address)}, ${esc(is.city)} · ${esc(is.email)}</p>
<p>&nbsp;</p>
<p><b>Número:</b> ${esc(doc.reference)}</p>
<p><b>Fecha:</b> ${doc.date}</p>
<p><b>Moneda:</b> USD (dólares estadounidenses)</p>
<table class="t"><tr><th>Código</th><th>Descripción</th><th>Cant.</th><th>Precio unit. USD</th><th>IVA</th><th>Subtotal USD</th></tr>
${rows}
<tr><td colspan="5" class="r">Subtotal neto</td><td class="n">${u(t.subtotal)}</td></tr>
${vat}
<tr class="total"><td colspan="5" class="r">TOTAL USD</td><td class="n">${u(t.total)}</td></tr></table>
<p class="small">Tipo de cambio de referencia (BNA vendedor, ${doc.date}): 1 USD = ARS ${amount(USD_RATE, 'ar')}. Equivalente en pesos: ARS ${amount(t.total.mul(USD_RATE), 'ar')} (informativo; se factura en dólares).</p>
<h3>Facturar a</h3>
<p><b>${esc(r.name)}</b></p>
${id ? `<p>${id}</p>` : ''}
${r.condicionPrinted ? `<p>Condición frente al IVA: ${esc(r.condicionText)}</p>` : ''}
<p>${esc(r.address)}</p>
<h3>Condiciones</h3>
<p>Validez: ${v.days} días. Entrega: ${esc(String(v.delivery))}. Pago por transferencia en dólares o en pesos al tipo de cambio del día del pago.</p>
<p>Contacto: ${esc(String(v.contact))}</p>`;
    return htmlPage(css, body);
  },
};
