import type { Layout } from '../layout';
import { USD_RATE } from '../../document';
import { amount, compose, dashed, enDash, esc, htmlPage, issuerAs, monthName, quantity, receiverId, sayCondition, settle } from './common';

/**
 * A marina's members-and-berths web system (chromium): factura A or B **in US dollars**, amounts "US$ 1,234.56"
 * (comma thousands, dot decimals), dates "Nov-24-2026", the berth and boat above the items, column order
 * Cant. | Código | Concepto | Alíc. | P. Unit. | Total, the month billed as service period ("Período facturado"),
 * the exchange rate stated for information; the customer on the left in a "Socio / Titular" panel.
 */
export const fresh22ELayout: Layout = {
  id: 'fresh22-e',
  kind: 'invoice',
  title: 'fresh22 layout e',
  page: { size: 'A4' },
  scanStyle: 'diazo-copy',
  issuer: (rng) => issuerAs(rng, 'Marina El Mangrullo S.A.', 'Marina El Mangrullo'),
  template: (issuer) => ({
    id: 'j-marina-elmangrullo',
    name: 'Amarras y servicios Marina El Mangrullo (USD)',
    instructions: `Facturas de ${issuer.name} (CUIT ${issuer.cuit}) a los titulares de embarcaciones, en dólares estadounidenses. Facturas A con precios netos (IVA 21 % aparte); facturas B con precios finales.`,
    catalog: 'marina',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'marina', lineCount: [2, 5], receivers: ['company-ri', 'dni', 'dni', 'monotributo'], conditionPrinted: 1, currency: 'USD',
      mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'], servicePeriod: true,
    }, ctx, 'fresh22-e', `${String(rng.int(2, 5)).padStart(5, '0')}-${String(rng.int(100, 9000)).padStart(8, '0')}`);
    for (const l of doc.lines) {
      if (l.description.includes('(kWh)')) l.quantity = rng.int(60, 480);
      else if (l.description.includes('(litro)')) l.quantity = rng.int(40, 260);
      else if (l.description.includes('por pie')) l.quantity = rng.int(22, 42);
      else if (l.description.includes('(hora)')) l.quantity = rng.int(1, 6);
      else l.quantity = 1;
    }
    settle(doc);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = {
      letter: doc.receiver.condicionIva === 1 ? 'A' : 'B',
      boat: rng.pick(['Velero "Alfonsina"', 'Crucero "Don Beto"', 'Lancha "La Gaviota"', 'Velero "Viento Sur"']),
      berth: `Muelle ${rng.pick(['N', 'S', 'E'])} - amarra ${rng.int(1, 140)}`,
      member: `Socio ${rng.int(1000, 4999)}`,
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer;
    const v = doc.variant;
    const t = doc.totals!;
    const id = receiverId(doc);
    const usd = (x: Parameters<typeof amount>[0]) => `US$ ${amount(x, 'en')}`;
    const rows = doc.lines.map((l, i) => `<tr><td class="r">${quantity(l.quantity, 'en')}</td><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}</td><td class="r">${l.ivaRate}%</td><td class="r">${amount(l.unitPrice!, 'en')}</td><td class="r">${amount(t.lineAmounts[i]!, 'en')}</td></tr>`).join('');
    const totals = doc.pricesIncludeIva
      ? `<tr class="g"><td>TOTAL</td><td class="r">${usd(t.total)}</td></tr>`
      : `<tr><td>Subtotal neto</td><td class="r">${usd(t.subtotal)}</td></tr>${t.byRate.map((r) => `<tr><td>IVA ${r.rate}%</td><td class="r">${usd(r.vat)}</td></tr>`).join('')}<tr class="g"><td>TOTAL</td><td class="r">${usd(t.total)}</td></tr>`;
    return htmlPage(`
body { font-family: 'DejaVu Serif', serif; font-size: 10.5px; color: #0e2238; padding: 0 }
.band { background: #0e2238; color: #fff; padding: 18px 36px; display: flex; justify-content: space-between; align-items: center }
.band .t { font-size: 20px; letter-spacing: 2px }
.band .l { border: 2px solid #fff; font-size: 26px; font-weight: bold; padding: 2px 12px; text-align: center }
.band .l small { display: block; font-size: 8px; font-weight: normal }
.wrap { padding: 18px 36px; display: flex; gap: 18px }
.side { width: 34%; background: #eef3f8; padding: 10px; font-size: 10px; line-height: 1.45 }
.side h4 { margin: 0 0 6px; font-size: 9px; letter-spacing: 1px; color: #4a6a8a }
.main { width: 66% }
.kv td { padding: 2px 6px 2px 0; font-size: 10px }
table.it { width: 100%; margin-top: 12px; font-family: 'DejaVu Sans', sans-serif; font-size: 9.5px }
table.it th { border-bottom: 1.5px solid #0e2238; text-align: left; padding: 4px 3px; font-size: 8.5px }
table.it td { padding: 4px 3px; border-bottom: 1px dotted #9ab }
.r { text-align: right }
table.tot { margin: 10px 0 0 auto; font-family: 'DejaVu Sans', sans-serif }
table.tot td { padding: 3px 6px }
table.tot tr.g td { font-weight: bold; font-size: 13px; border-top: 2px solid #0e2238 }
.note { font-size: 8.5px; color: #4a6a8a; margin-top: 14px }
`, `
<div class="band"><div><div class="t">${esc(is.tradeName.toUpperCase())}</div><div style="font-size:9px">${esc(is.name)} · ${esc(is.address)} · ${esc(is.city)}</div></div>
<div class="l">${v.letter}<small>COD. ${v.letter === 'A' ? '01' : '06'}</small></div>
<div style="text-align:right">FACTURA<br><b style="font-size:13px">${esc(doc.reference)}</b><br>${enDash(doc.date)}</div></div>
<div class="wrap">
<div class="side"><h4>SOCIO / TITULAR</h4><b>${esc(doc.receiver.name)}</b><br>${id ? `${id.kind}: ${esc(id.value)}<br>` : ''}${esc(doc.receiver.condicionText)}<br>${esc(doc.receiver.address)}<br><br><h4>EMBARCACIÓN</h4>${esc(v.boat as string)}<br>${esc(v.berth as string)}<br>${esc(v.member as string)}<br><br><h4>EMISOR</h4>CUIT ${dashed(is.cuit)}<br>${esc(is.condicionText)}<br>IIBB ${esc(is.iibb)}<br>Inicio act. ${esc(is.activitySince)}</div>
<div class="main">
<table class="kv"><tr><td>Moneda:</td><td><b>Dólar estadounidense (DOL)</b></td></tr><tr><td>Período facturado:</td><td>${enDash(doc.serviceFrom!)} to ${enDash(doc.serviceTo!)} (${monthName(doc.serviceFrom!)})</td></tr><tr><td>Vencimiento:</td><td>${enDash(doc.date.slice(0, 8) + '28')}</td></tr></table>
<table class="it"><thead><tr><th class="r">Cant.</th><th>Código</th><th>Concepto</th><th class="r">Alíc.</th><th class="r">P. Unit. US$</th><th class="r">Total US$</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot">${totals}</table>
<div class="note">${doc.pricesIncludeIva ? 'Precios con IVA incluido. ' : ''}Tipo de cambio de referencia BNA vendedor: $ ${amount(USD_RATE, 'ar')} por dólar (informativo; se cancela en la moneda de la factura).</div>
</div></div>`);
  },
};
