import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, idOf, quantity, sayCondition, settle, weekday } from './common';

/**
 * A hardware store's "nota de venta" from its web point-of-sale (chromium, Liberation Sans): a big diagonal
 * watermark "NO VÁLIDO COMO FACTURA" behind the page, "NV 0003-00018342", "Comprador" / "Doc." / "Tel.", a zebra table
 * Art. / Detalle / Cant. / Precio / Total with final prices (VAT included), the payment plan ("3 cuotas sin interés
 * de $ …", not the total), "TOTAL A PAGAR", the date with its weekday ("martes 24/11/2026"), a pick-up strip with
 * the counter and the seller.
 */
export const fresh5GLayout: Layout = {
  id: 'fresh5-g',
  kind: 'invoice',
  title: 'fresh5 layout g',
  page: { size: 'A4' },
  scanStyle: 'phone-motion',
  issuer: (rng) => makeIssuer(rng, 'Ferretería Industrial El Mangrullo S.R.L.', 'Ferretería El Mangrullo'),
  template: (issuer) => ({
    id: 'p-notasventa-elmangrullo',
    name: 'Notas de venta Ferretería El Mangrullo',
    instructions:
      `Notas de venta de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "Comprador". Precios finales con IVA 21 % incluido. ` +
      'Las cuotas no son el total. La referencia es el número de nota de venta.',
    catalog: 'hardware',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [3, 9], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'],
        conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh5-g', templateId: template.id, issuer, reference: `${pad(rng.int(1, 4), 4)}-${pad(rng.int(5000, 40000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = {
      installments: rng.pick([1, 3, 6]),
      phone: `11 ${rng.int(2000, 6999)}-${rng.digits(4)}`,
      counter: rng.pick(['Mostrador 1', 'Mostrador 2', 'Depósito - retira por portón']),
      seller: rng.pick(['Gustavo B.', 'Romina S.', 'Matías F.']),
      time: `${pad(rng.int(8, 18), 2)}:${pad(rng.int(0, 59), 2)}`,
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const n = Number(v.installments);
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td class="l">${esc(l.description)}</td><td>${esc(quantity(l.quantity, 'ar'))}</td>` +
      `<td>$ ${esc(a(l.unitPrice!))}</td><td>$ ${esc(a(t.lineAmounts[i]!))}</td></tr>`).join('');
    const plan = n === 1 ? 'Pago en una cuota / contado' : `${n} cuotas sin interés de $ ${a(t.total.div(n).toDecimalPlaces(2))}`;
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 12px; color: #1d1d1d }
.page { position: relative; padding: 14mm 15mm; height: 296mm; overflow: hidden }
.wm { position: absolute; top: 118mm; left: -20mm; width: 250mm; text-align: center; transform: rotate(-32deg); font-size: 58px; font-weight: 700; color: rgba(200, 30, 30, 0.08); letter-spacing: 4px; z-index: 0 }
.hd { display: flex; justify-content: space-between; border-bottom: 4px solid #f59e0b; padding-bottom: 8px; position: relative }
.logo { display: flex; gap: 10px; align-items: center } .logo .mk { width: 48px; height: 48px; background: #1f2937; border-radius: 50%; position: relative }
.logo .mk:after { content: ''; position: absolute; left: 13px; top: 10px; width: 22px; height: 28px; background: #f59e0b; transform: skewX(-12deg) }
.logo h2 { margin: 0; font-size: 20px } .logo p { margin: 0; font-size: 10px; color: #555 }
.nv { text-align: right } .nv h1 { margin: 0; font-size: 22px; letter-spacing: 1px } .nv .num { font-size: 15px; font-weight: 700; color: #b45309 }
.who { display: grid; grid-template-columns: 90px 1fr 60px 1fr; gap: 4px 8px; margin: 12px 0; font-size: 12px } .who .k { color: #666 }
table { width: 100%; position: relative } th { background: #1f2937; color: #fff; padding: 6px; text-align: right; font-size: 11px }
td { padding: 6px; text-align: right } tr:nth-child(even) td { background: #fef3c7 } .l { text-align: left }
.sum { display: flex; justify-content: space-between; margin-top: 14px; align-items: flex-start }
.plan { border: 1px dashed #b45309; padding: 8px 10px; font-size: 11.5px; width: 300px }
.tot { text-align: right } .tot .k { font-size: 12px; color: #555 } .tot .v { font-size: 24px; font-weight: 700 }
.strip { margin-top: 22px; background: #f3f4f6; padding: 8px 10px; display: flex; justify-content: space-between; font-size: 11px }
.foot { position: absolute; bottom: 10mm; left: 15mm; right: 15mm; font-size: 9.5px; color: #666; text-align: center }`;
    const body = `<div class="page"><div class="wm">NO VÁLIDO COMO FACTURA</div>
<div class="hd">
  <div class="logo"><div class="mk"></div><div><h2>${esc(is.tradeName)}</h2><p>${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))}</p><p>${esc(is.address)}, ${esc(is.city)} · ${esc(is.phone)}</p></div></div>
  <div class="nv"><h1>NOTA DE VENTA</h1><div class="num">NV ${esc(doc.reference)}</div><div>${esc(weekday(doc.date))} ${esc(date(doc.date, 'dd/mm/yyyy'))} · ${esc(String(v.time))} hs</div></div>
</div>
<div class="who">
  <span class="k">Comprador</span><b>${esc(r.name)}</b><span class="k">Doc.</span><span>${esc(idOf(doc) || '—')}</span>
  <span class="k">Cond. IVA</span><span>${r.condicionPrinted ? esc(r.condicionText) : '—'}</span><span class="k">Tel.</span><span>${r.docType ? esc(String(v.phone)) : '—'}</span>
</div>
<table><tr><th>Art.</th><th class="l">Detalle</th><th>Cant.</th><th>Precio</th><th>Total</th></tr>${rows}</table>
<div class="sum"><div class="plan"><b>Forma de pago</b><br>${esc(plan)}<br><span style="color:#666">Precios con IVA incluido.</span></div>
<div class="tot"><div class="k">TOTAL A PAGAR</div><div class="v">$ ${esc(a(t.total))}</div></div></div>
<div class="strip"><span>Retira en: ${esc(String(v.counter))}</span><span>Vendedor: ${esc(String(v.seller))}</span><span>Artículos: ${doc.lines.length}</span></div>
<div class="foot">La factura se emite al momento del pago. Presentar esta nota en caja. · ${esc(is.email)}</div>
</div>`;
    return htmlPage(css, body);
  },
};
