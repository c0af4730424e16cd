import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatQuantity, pad, printCuit, printDni } from '../formats';
import { esc, htmlPage } from './html';
import type { Layout } from './layout';

/**
 * An online shop's invoice as its platform prints it: one narrow centred column, labels in bold inline with their
 * values ("Razón social: …  CUIT: …"), dates as 25-11-2026, a plain item list with prices including VAT.
 */
export const webMarketplaceLayout: Layout = {
  id: 'web-marketplace',
  kind: 'invoice',
  title: "online shop invoice printed by chromium: one centred column, inline bold labels, dates 25-11-2026, prices with VAT",
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Comercial Las Acacias S.A.S.', 'LAS ACACIAS ONLINE'),
  template: (issuer) => ({
    id: 'webmarket-lasacacias',
    name: 'Ventas online Las Acacias',
    instructions:
      `Facturas de la tienda online de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el comprador figura en "Datos del comprador". ` +
      'Precios con IVA incluido. La referencia es el número de factura.',
    catalog: 'electrical',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(3, 30), 5)}-${pad(rng.int(1000, 999999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'electrical', lineCount: [1, 4], receivers: ['dni', 'dni', 'monotributo', 'company-ri', 'consumidor-final'],
        conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
      },
      { layout: 'web-marketplace', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { order: rng.digits(10) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const [y, m, d] = doc.date.split('-');
    const docText = r.docType === 'DNI' ? `<b>DNI:</b> ${esc(printDni(r.docNumber!))}` : r.docType === 'CUIT' ? `<b>CUIT:</b> ${esc(printCuit(r.docNumber!, 'digits'))}` : '';
    const items = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${esc(formatQuantity(l.quantity))}</td>
      <td class="n">${esc(money(doc, l.unitPrice!))}</td><td class="n">${esc(money(doc, t.lineAmounts[i]!))}</td></tr>`).join('');
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11.5px; color: #333 }
.col { width: 470px; margin: 40px auto }
.logo { text-align: center; font-size: 20px; font-weight: 700; letter-spacing: 1px; margin-bottom: 4px }
.sub { text-align: center; font-size: 10px; color: #777; margin-bottom: 18px }
.card { border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px }
.card h3 { margin: 0 0 8px; font-size: 13px }
.card p { margin: 4px 0 }
table.items { width: 100% } table.items th { text-align: left; border-bottom: 1px solid #ccc; padding: 5px 2px; font-size: 10.5px }
table.items td { padding: 6px 2px; border-bottom: 1px solid #f0f0f0 }
.n { text-align: right } th.n { text-align: right }
.total { text-align: right; font-size: 15px; font-weight: 700; margin-top: 10px }`;
    const body = `<div class="col">
<div class="logo">${esc(doc.issuer.tradeName)}</div>
<div class="sub">${esc(doc.issuer.name)} · CUIT ${esc(printCuit(doc.issuer.cuit, 'hyphens'))} · ${esc(doc.issuer.condicionText)}</div>
<div class="card"><h3>Factura B Nº ${esc(doc.reference)}</h3>
  <p><b>Fecha:</b> ${d}-${m}-${y} &nbsp; <b>Pedido:</b> #${esc(String(doc.variant.order))}</p></div>
<div class="card"><h3>Datos del comprador</h3>
  <p><b>Nombre:</b> ${esc(r.name)}</p>
  <p>${docText}${r.condicionPrinted ? ` &nbsp; <b>Condición IVA:</b> ${esc(r.condicionText)}` : ''}</p>
  ${r.address ? `<p><b>Dirección de entrega:</b> ${esc(r.address)}</p>` : ''}</div>
<div class="card"><table class="items"><thead><tr><th>Producto</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Subtotal</th></tr></thead><tbody>${items}</tbody></table>
<div class="total">Total: ${esc(money(doc, t.total))}</div>
<p style="font-size:10px;color:#777">Precios con IVA incluido (${esc(plainMoney(doc, t.total))}). Medio de pago: tarjeta de crédito.</p></div>
</div>`;
    return htmlPage(css, body);
  },
};
