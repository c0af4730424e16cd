import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition, vatContained } from './print';

/**
 * An online invoicing service's factura, printed by chromium: a grid of cards whose small-caps captions sit ABOVE
 * their values, a service period, an A (net prices, VAT by rate) or a B (final prices) by the customer's condition.
 */
export const freshSaasCardsLayout: Layout = {
  id: 'fresh-saas-cards',
  kind: 'invoice',
  title: 'online invoicing service factura A/B printed by chromium: card grid, small-caps captions above values, service period',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Nube Andina Tecnología S.A.S.', 'nubeandina'),
  template: (issuer) => ({
    id: 'fsaas-nubeandina',
    name: 'Facturas Nube Andina (servicio web)',
    instructions:
      `Facturas de servicios de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechas con un sistema de facturación en línea. ` +
      'El cliente figura en la tarjeta "Facturado a". Factura A: precios sin IVA, IVA 21% al pie. Factura B: precios finales con IVA. ' +
      'Indican el período del servicio. La referencia es el número del comprobante.',
    catalog: 'services',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.pick([3, 4, 7]), 5)}-${pad(rng.int(100, 9000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 4], receivers: ['company-ri', 'company-ri', 'monotributo', 'company-exento', 'dni'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva === 4 || r.condicionIva === 5, numberStyles: ['ar-symbol'],
        servicePeriod: true,
      },
      { layout: 'fresh-saas-cards', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = { letter: doc.pricesIncludeIva ? 'B' : 'A', cae: `7${rng.digits(13)}`, accent: rng.pick(['#5b3cc4', '#0f766e', '#be123c']) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const t = doc.totals!;
    const letter = String(doc.variant.letter);
    const $ = (v: Parameters<typeof amount>[0]) => `$ ${amount(v, 'ar')}`;
    const card = (caption: string, value: string, wide = false) =>
      `<div class="card${wide ? ' wide' : ''}"><div class="cap">${esc(caption)}</div><div class="val">${esc(value)}</div></div>`;
    const idCaption = r.docType === 'DNI' ? 'DNI' : 'CUIT';
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${esc(quantity(l.quantity, 'ar'))}</td>
      <td class="n">${esc($(l.unitPrice!))}</td>${letter === 'A' ? `<td class="n">${esc(quantity(l.ivaRate, 'ar'))} %</td>` : ''}
      <td class="n">${esc($(t.lineAmounts[i]!))}</td></tr>`).join('');
    const sums = letter === 'A'
      ? [['Neto gravado', $(t.subtotal)], ...t.byRate.map((b) => [`IVA ${quantity(b.rate, 'ar')} %`, $(b.vat)])]
      : [['Subtotal', $(t.subtotal)]];
    const accent = String(doc.variant.accent);
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11px; color: #1f2937; padding: 34px 40px }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.brand { font-size: 24px; font-weight: 700; color: ${accent}; letter-spacing: -0.5px }
.brand small { display: block; font-size: 10px; color: #6b7280; font-weight: 400; letter-spacing: 0; margin-top: 2px }
.kind { text-align: right }
.kind .doc { font-size: 20px; font-weight: 700 }
.chip { display: inline-block; border: 2px solid ${accent}; color: ${accent}; font-weight: 700; font-size: 18px; width: 34px; height: 34px; line-height: 30px; text-align: center; border-radius: 6px; margin-left: 8px; vertical-align: middle }
.kind .code { font-size: 9px; color: #6b7280 }
.grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin-top: 18px }
.card { background: #f6f7fb; border-radius: 8px; padding: 8px 10px }
.card.wide { grid-column: span 2 }
.cap { font-variant: all-small-caps; letter-spacing: 0.08em; color: #6b7280; font-size: 11px; margin-bottom: 3px }
.val { font-size: 11.5px; font-weight: 600 }
h3 { font-variant: all-small-caps; letter-spacing: 0.08em; color: ${accent}; font-size: 13px; margin: 22px 0 6px }
table.items { width: 100% }
table.items th { font-variant: all-small-caps; letter-spacing: 0.06em; color: #6b7280; font-weight: 600; text-align: left; border-bottom: 2px solid ${accent}; padding: 5px 6px }
table.items td { padding: 7px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top }
.n { text-align: right } table.items th.n { text-align: right }
.sum { width: 260px; margin: 14px 0 0 auto }
.sum td { padding: 4px 6px } .sum td:last-child { text-align: right }
.sum tr.total td { font-size: 15px; font-weight: 700; color: ${accent}; border-top: 2px solid ${accent}; padding-top: 8px }
.foot { margin-top: 40px; display: flex; justify-content: space-between; font-size: 9.5px; color: #6b7280; border-top: 1px solid #e5e7eb; padding-top: 8px }`;
    const body = `
<div class="top">
  <div class="brand">${esc(doc.issuer.tradeName)}<small>${esc(doc.issuer.name)} · CUIT ${esc(cuitDashed(doc.issuer.cuit))} · ${esc(doc.issuer.condicionText)}</small>
    <small>${esc(doc.issuer.address)}, ${esc(doc.issuer.city)} · IIBB ${esc(doc.issuer.iibb)} · Inicio de actividades ${esc(doc.issuer.activitySince)}</small></div>
  <div class="kind"><span class="doc">Factura</span><span class="chip">${esc(letter)}</span><div class="code">Código ${letter === 'A' ? '01' : '06'}</div></div>
</div>
<div class="grid">
  ${card('Número', doc.reference)}
  ${card('Fecha de emisión', date(doc.date, 'long'))}
  ${card('Vencimiento', date(addDays(doc.date, 15), 'dd/mm/yyyy'))}
  ${card('Condición de venta', 'Transferencia')}
  ${card('Facturado a', r.name, true)}
  ${card(idCaption, r.docType === 'DNI' ? r.docNumber! : cuitDashed(r.docNumber!))}
  ${card('Condición frente al IVA', r.condicionText)}
  ${card('Domicilio', r.address, true)}
  ${card('Período de servicio', `${date(doc.serviceFrom!, 'dd/mm/yyyy')} – ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, true)}
</div>
<h3>Detalle</h3>
<table class="items"><thead><tr><th>Servicio</th><th class="n">Unidades</th><th class="n">Valor unitario</th>${letter === 'A' ? '<th class="n">Alícuota</th>' : ''}<th class="n">Subtotal</th></tr></thead>
<tbody>${rows}</tbody></table>
<table class="sum">${sums.map(([k, v]) => `<tr><td>${esc(k!)}</td><td>${esc(v!)}</td></tr>`).join('')}
<tr class="total"><td>Total a pagar</td><td>${esc($(t.total))}</td></tr></table>
${letter === 'B' ? `<p style="text-align:right;font-size:9.5px;color:#6b7280">IVA contenido: ${esc($(vatContained(t.total, 21)))}</p>` : ''}
<div class="foot"><span>CAE ${esc(String(doc.variant.cae))} · vence ${esc(date(addDays(doc.date, 10), 'dd/mm/yyyy'))}</span><span>Comprobante autorizado · generado en línea</span></div>`;
    return htmlPage(css, body);
  },
};
