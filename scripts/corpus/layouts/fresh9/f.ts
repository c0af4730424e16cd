import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { englishDate } from '../fresh8/common';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, pad, receiverNo, sayCondition, settle, vatContained } from './common';

/** fresh9 layout f (see LAYOUTS.md). */
export const fresh9FLayout: Layout = {
  id: 'fresh9-f',
  kind: 'invoice',
  title: 'fresh9 layout f',
  page: { size: 'A4' },
  scanStyle: 'desk-thumb',
  issuer: (rng) => makeIssuer(rng, 'Nubemática Cloud Services S.A.S.', 'Nubemática'),
  template: (issuer) => ({
    id: 't-invoices-nubematica',
    name: 'Invoices Nubemática',
    instructions: `Facturas A o B (invoices) de ${issuer.name} (CUIT ${issuer.cuit}) por equipos y servicios informáticos. A: precios netos (IVA 21 % / 10,5 %); B: precios finales. Referencia: el número de factura.`,
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(5, 20), nro = rng.int(100, 30000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [1, 5], receivers: index % 3 === 2 ? (['dni', 'monotributo'] as const) : (['company-ri', 'company-ri', 'company-exento'] as const),
        conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh9-f', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      letter: doc.pricesIncludeIva ? 'B' : 'A', cae: `7${rng.digits(13)}`, account: `ACC-${rng.digits(6)}`, card: rng.pick(['Visa •••• 4417', 'Mastercard •••• 0932', 'Débito automático CBU']),
      plan: rng.pick(['Business', 'Pro', 'Starter']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const A = v.letter === 'A';
    const ars = (x: Parameters<typeof amount>[0]) => `ARS ${amount(x, 'en')}`;
    const no = receiverNo(doc, cuitDashed, dotted);
    const rows = doc.lines.map((l, i) => `<tr><td><div class="d">${esc(l.description)}</div><div class="s">SKU ${esc(l.code ?? '')}</div></td>
<td class="n">${esc(amount(l.quantity, 'en', Number.isInteger(l.quantity) ? 0 : 1))}</td><td class="n">${esc(ars(l.unitPrice!))}</td>${A ? `<td class="n">${esc(String(l.ivaRate))}%</td>` : ''}<td class="n">${esc(ars(t.lineAmounts[i]!))}</td></tr>`).join('');
    const css = `
body { font-family: 'Liberation Sans', sans-serif; font-size: 11px; color: #222 }
.pg { padding: 16mm 17mm }
.hd { display: flex; justify-content: space-between; align-items: flex-start }
.logo { font-size: 22px; font-weight: 700; color: #4f46e5 } .logo small { display: block; font-size: 10px; color: #666; font-weight: 400 }
.ttl { text-align: right } .ttl h1 { margin: 0; font-size: 26px; font-weight: 300; letter-spacing: 1px } .ttl .tag { display: inline-block; border: 1.5px solid #222; padding: 1px 8px; font-weight: 700; margin-top: 3px }
.meta { margin-top: 16px; display: grid; grid-template-columns: 1.2fr 1fr; gap: 24px }
.k { color: #777; font-size: 9px; text-transform: uppercase; letter-spacing: .5px; margin-bottom: 2px }
.bill b { font-size: 12.5px } .bill p, .info p { margin: 1px 0 }
.info table td { padding: 1px 0 } .info table td:first-child { color: #666; padding-right: 14px }
table.it { width: 100%; margin-top: 22px } .it th { text-align: right; font-size: 9px; color: #666; font-weight: 400; text-transform: uppercase; border-bottom: 1px solid #222; padding: 4px 4px }
.it th:first-child { text-align: left } .it td { padding: 7px 4px; border-bottom: 1px solid #e5e5e5; vertical-align: top } .it .n { text-align: right; white-space: nowrap }
.d { font-weight: 600 } .s { font-size: 9px; color: #888 }
.sum { margin-left: auto; width: 270px; margin-top: 12px } .sum div { display: flex; justify-content: space-between; padding: 3px 0 }
.sum .due { border-top: 2px solid #222; font-weight: 700; font-size: 14px; padding-top: 6px; margin-top: 4px }
.note { margin-top: 26px; font-size: 9.5px; color: #555; border-left: 3px solid #4f46e5; padding-left: 8px }
.ft { margin-top: 30px; font-size: 9px; color: #777; display: flex; justify-content: space-between }`;
    const body = `<div class="pg">
<div class="hd"><div class="logo">${esc(is.tradeName)}<small>${esc(is.name)} · ${esc(is.address)}, ${esc(is.city)}</small><small>CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)} · IIBB ${esc(is.iibb)}</small></div>
<div class="ttl"><h1>INVOICE</h1><div>Factura electrónica <span class="tag">${esc(String(v.letter))}</span> cód. ${A ? '001' : '006'}</div></div></div>
<div class="meta">
 <div class="bill"><div class="k">Bill to / Facturar a</div><b>${esc(r.name)}</b>
  ${no ? `<p>Tax ID (${r.docType === 'DNI' ? 'DNI' : 'CUIT'}): ${esc(no)}</p>` : ''}${r.condicionPrinted ? `<p>VAT status: ${esc(r.condicionText)}</p>` : ''}<p>${esc(r.address)}</p></div>
 <div class="info"><table>
  <tr><td>Invoice No. / Nro.</td><td><b>${esc(doc.reference)}</b></td></tr>
  <tr><td>Issue date</td><td>${esc(englishDate(doc.date))}</td></tr>
  <tr><td>Due date</td><td>${esc(englishDate(addDays(doc.date, 15)))}</td></tr>
  <tr><td>Account</td><td>${esc(String(v.account))} · plan ${esc(String(v.plan))}</td></tr>
  <tr><td>Payment method</td><td>${esc(String(v.card))}</td></tr></table></div>
</div>
<table class="it"><thead><tr><th>Description</th><th>Qty</th><th>Unit price${A ? ' (net)' : ''}</th>${A ? '<th>VAT</th>' : ''}<th>Amount</th></tr></thead><tbody>${rows}</tbody></table>
<div class="sum">${A
      ? `<div><span>Subtotal (neto gravado)</span><span>${esc(ars(t.subtotal))}</span></div>${t.byRate.map((b) => `<div><span>VAT / IVA ${esc(String(b.rate))}%</span><span>${esc(ars(b.vat))}</span></div>`).join('')}`
      : `<div><span>Subtotal</span><span>${esc(ars(t.subtotal))}</span></div>`}
 <div class="due"><span>Amount due</span><span>${esc(ars(t.total))}</span></div></div>
${A ? '' : `<div class="note">Prices include VAT. IVA contenido (Ley 27.743): ${esc(ars(doc.lines.reduce((a, l, i) => a.add(vatContained(t.lineAmounts[i]!, l.ivaRate)), new Decimal(0))))}</div>`}
<div class="note">Questions about this invoice? Escribinos a billing@nubematica.com.ar citando el número de factura. CAE ${esc(String(v.cae))} · Vto. CAE ${esc(englishDate(addDays(doc.date, 10)))}</div>
<div class="ft"><span>${esc(is.tradeName)} · nubematica.com.ar</span><span>Page 1 of 1</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
