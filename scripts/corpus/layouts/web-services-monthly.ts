import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit } from '../formats';
import { esc, htmlPage } from './html';
import type { Layout } from './layout';

/**
 * A monthly services invoice from a provider's billing system printed by a browser: a side bar with the
 * voucher data, the billed period ("Período: 01/10/2026 al 31/10/2026"), a concept table with "Concepto" and
 * "Importe", prices without VAT (letter A).
 */
export const webServicesMonthlyLayout: Layout = {
  id: 'web-services-monthly',
  kind: 'invoice',
  title: 'monthly services invoice printed by chromium: side bar, billed period "01/10/2026 al 31/10/2026", Concepto/Importe',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Servicios Integrales Altos del Sur S.A.', 'ALTOS DEL SUR SERVICIOS'),
  template: (issuer) => ({
    id: 'webmonthly-altosdelsur',
    name: 'Abonos mensuales Altos del Sur',
    instructions:
      `Facturas de abono mensual de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura como "Facturar a". ` +
      'Precios sin IVA, servicios (concepto 2) con período facturado. La referencia es el número de comprobante.',
    catalog: 'services',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(1, 9), 4)}-${pad(rng.int(100, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 4], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-symbol'], servicePeriod: true,
      },
      { layout: 'web-services-monthly', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { client: rng.digits(5) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const dd = (iso: string) => formatDate(iso, 'dd/mm/yyyy');
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${esc(formatQuantity(l.quantity))}</td>
      <td class="n">${esc(plainMoney(doc, l.unitPrice!))}</td><td class="n">${esc(plainMoney(doc, t.lineAmounts[i]!))}</td></tr>`).join('');
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11px; display: flex; min-height: 1120px }
.side { width: 200px; background: #1d3557; color: white; padding: 30px 16px }
.side h1 { font-size: 26px; margin: 0 0 4px } .side .l { font-size: 40px; font-weight: 700; border: 2px solid white; width: 54px; text-align: center; margin: 8px 0 }
.side p { margin: 3px 0 12px } .side .k { font-size: 9px; text-transform: uppercase; opacity: .8; margin: 0 }
.main { flex: 1; padding: 30px 30px }
.who { font-size: 18px; font-weight: 700 } .main p { margin: 2px 0 }
.bill { margin-top: 22px; background: #f1faee; padding: 10px 12px }
.bill .k { font-weight: 700 }
table.c { width: 100%; margin-top: 20px } table.c th { text-align: left; border-bottom: 2px solid #1d3557; padding: 5px }
table.c td { padding: 6px 5px; border-bottom: 1px solid #ddd } .n { text-align: right } th.n { text-align: right }
.tot { width: 260px; margin-left: auto; margin-top: 12px } .tot td { padding: 4px } .tot td:last-child { text-align: right }
.tot tr:last-child td { font-size: 14px; font-weight: 700; border-top: 2px solid #1d3557 }`;
    const body = `
<div class="side"><h1>FACTURA</h1><div class="l">A</div>
<p class="k">Número</p><p>${esc(doc.reference)}</p>
<p class="k">Fecha de emisión</p><p>${esc(dd(doc.date))}</p>
<p class="k">Período facturado</p><p>${esc(dd(doc.serviceFrom!))} al ${esc(dd(doc.serviceTo!))}</p>
<p class="k">Vencimiento</p><p>${esc(dd(doc.date))}</p>
<p class="k">Nº de cliente</p><p>${esc(String(doc.variant.client))}</p></div>
<div class="main">
<div class="who">${esc(doc.issuer.tradeName)}</div>
<p>${esc(doc.issuer.name)} — CUIT ${esc(printCuit(doc.issuer.cuit, 'hyphens'))}</p>
<p>${esc(doc.issuer.address)}, ${esc(doc.issuer.city)} — ${esc(doc.issuer.condicionText)}</p>
<div class="bill"><p class="k">Facturar a</p><p>${esc(r.name)}</p><p>CUIT ${esc(printCuit(r.docNumber!, 'hyphens'))}</p>
${r.condicionPrinted ? `<p>${esc(r.condicionText)}</p>` : ''}<p>${esc(r.address)}</p></div>
<table class="c"><thead><tr><th>Concepto</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Importe</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot"><tr><td>Neto gravado</td><td>${esc(plainMoney(doc, t.subtotal))}</td></tr>
${t.byRate.map((b) => `<tr><td>IVA ${esc(formatQuantity(b.rate))}%</td><td>${esc(plainMoney(doc, b.vat))}</td></tr>`).join('')}
<tr><td>Total a pagar</td><td>${esc(money(doc, t.total))}</td></tr></table>
</div>`;
    return htmlPage(css, body);
  },
};
