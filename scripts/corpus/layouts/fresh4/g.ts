import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, idOf, quantity, sayCondition } from './common';

/**
 * A beverage and grocery distributor's "Nota de venta" from its route-sales web system, printed by chromium on a
 * LANDSCAPE page: the articles table at the left (Cód. / Artículo / Cant. / P. s/IVA / % IVA / Neto), and beside it
 * a second table "MOVIMIENTO DE ENVASES" (returnable crates, drums and pallets: Entregados / Devueltos / Saldo) whose
 * rows are not sale lines; customer strip with "Cód. cliente", route and visit day; "N° 000045217" with "Suc. 07"
 * apart; totals "Neto gravado 21 %", "Neto gravado 10,5 %", "IVA 21 %", "IVA 10,5 %", "TOTAL NOTA DE VENTA".
 */
const ENVASES = ['Cajón plástico x 12 (retornable)', 'Cajón plástico x 6 (retornable)', 'Bidón 20 L', 'Pallet de madera', 'Canasto lácteos'];

export const fresh4GLayout: Layout = {
  id: 'fresh4-g',
  kind: 'invoice',
  title: 'fresh4 layout g',
  page: { size: 'A4', landscape: true },
  scanStyle: 'low-light-barrel',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Tres Arroyos S.R.L.', 'DISTRIBUIDORA TRES ARROYOS'),
  template: (issuer) => ({
    id: 'n-notaventa-tresarroyos',
    name: 'Notas de venta Distribuidora Tres Arroyos',
    instructions:
      `Notas de venta de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en la franja "Cliente". Precios netos; IVA 21 % ` +
      'o 10,5 % por artículo. La tabla de envases no se factura. La referencia es el número de nota de venta.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [4, 11], receivers: ['company-ri', 'company-ri', 'company-ri', 'monotributo'],
        conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh4-g', templateId: template.id, issuer, reference: pad(rng.int(20000, 99999), 9), variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    const envases = rng.sample(ENVASES, rng.int(2, 4)).map((e) => {
      const out = rng.int(0, 12), back = rng.int(0, 14);
      return `${e}:${out}:${back}:${rng.int(0, 30)}`;
    });
    doc.variant = {
      branch: pad(rng.int(1, 9), 2),
      client: rng.int(1000, 8999),
      route: `R${rng.int(10, 40)}`,
      visit: rng.pick(['Lunes y jueves', 'Martes', 'Miércoles y sábado', 'Viernes']),
      seller: rng.pick(['Preventista 14 - Funes', 'Preventista 03 - Zárate', 'Preventista 21 - Ledesma']),
      envases: envases.join('|'),
      pay: rng.pick(['Cta. cte. 15 días', 'Contado contra entrega', 'Cta. cte. 30 días']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.code ?? '')}</td><td class="l">${esc(l.description)}</td><td>${esc(quantity(l.quantity, 'ar'))}</td>` +
      `<td>${esc(a(l.unitPrice!))}</td><td>${esc(amount(l.ivaRate, 'ar', 1))}</td><td>${esc(a(t.lineAmounts[i]!))}</td></tr>`).join('');
    const env = String(v.envases).split('|').map((e) => e.split(':'));
    const envRows = env.map(([name, out, back, prev]) => {
      const saldo = Number(prev) + Number(out) - Number(back);
      return `<tr><td class="l">${esc(name!)}</td><td>${esc(prev!)}</td><td>${esc(out!)}</td><td>${esc(back!)}</td><td><b>${saldo}</b></td></tr>`;
    }).join('');
    const net = (rate: number) => t.byRate.find((b) => b.rate === rate);
    const css = `
body { font-family: 'Liberation Sans Narrow', 'Liberation Sans', Arial, sans-serif; font-size: 11px; color: #111 }
.page { width: 297mm; height: 209mm; padding: 9mm 11mm; position: relative }
.hd { display: grid; grid-template-columns: 1.4fr 1fr 1fr; border: 1.5px solid #1e3a8a; }
.hd > div { padding: 6px 9px } .hd > div + div { border-left: 1.5px solid #1e3a8a }
.brand { font-size: 18px; font-weight: 700; color: #1e3a8a } .muted { color: #444; font-size: 10px; line-height: 1.35 }
.ttl { text-align: center } .ttl h1 { margin: 2px 0; font-size: 20px; letter-spacing: 1px; color: #1e3a8a } .ttl .n { font-size: 15px; font-weight: 700 }
.kv { display: grid; grid-template-columns: auto 1fr; gap: 1px 8px; font-size: 10.5px } .kv span:nth-child(odd) { color: #555 }
.cli { margin: 6px 0; background: #dbeafe; padding: 5px 9px; display: flex; gap: 22px; flex-wrap: wrap; font-size: 11px }
.cli b { font-size: 12px }
.body { display: grid; grid-template-columns: 1fr 245px; gap: 12px }
table { width: 100% } th { background: #1e3a8a; color: #fff; font-weight: 700; padding: 4px 5px; text-align: right; font-size: 10px }
td { padding: 3px 5px; text-align: right; border-bottom: 1px dotted #9ca3af } .l { text-align: left }
.env caption { text-align: left; font-weight: 700; color: #1e3a8a; padding-bottom: 3px; font-size: 10.5px }
.env th { background: #64748b }
.tot { margin-top: 10px; width: 100% } .tot td { border: none; padding: 2px 5px } .tot .big td { font-size: 14px; font-weight: 700; border-top: 2px solid #1e3a8a }
.foot { position: absolute; left: 11mm; right: 11mm; bottom: 7mm; font-size: 9px; color: #555; display: flex; justify-content: space-between }`;
    const body = `<div class="page">
<div class="hd">
  <div><div class="brand">${esc(is.tradeName)}</div><div class="muted">${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)}<br>${esc(is.address)}, ${esc(is.city)} · ${esc(is.phone)}<br>IIBB ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)}</div></div>
  <div class="ttl"><h1>NOTA DE VENTA</h1><div class="n">N° ${esc(doc.reference)}</div><div class="muted">Documento no válido como factura</div></div>
  <div class="kv"><span>Suc.</span><span>${esc(String(v.branch))}</span><span>Fecha</span><span>${esc(date(doc.date, 'dd/mm/yyyy'))}</span><span>Vendedor</span><span>${esc(String(v.seller))}</span><span>Cond. venta</span><span>${esc(String(v.pay))}</span></div>
</div>
<div class="cli"><span>Cód. cliente <b>${esc(String(v.client))}</b></span><span>Cliente <b>${esc(r.name)}</b></span><span>${esc(idOf(doc))}</span>${r.condicionPrinted ? `<span>IVA: ${esc(r.condicionText)}</span>` : ''}<span>${esc(r.address)}</span><span>Recorrido ${esc(String(v.route))} · Visita: ${esc(String(v.visit))}</span></div>
<div class="body">
  <div>
    <table><tr><th>Cód.</th><th class="l">Artículo</th><th>Cant.</th><th>P. s/IVA</th><th>% IVA</th><th>Neto</th></tr>${rows}</table>
    <table class="tot">
      ${[21, 10.5].filter((x) => net(x)).map((x) => `<tr><td>Neto gravado ${esc(amount(x, 'ar', x % 1 ? 1 : 0))} %</td><td style="width:110px">${esc(a(net(x)!.net))}</td></tr>`).join('')}
      ${[21, 10.5].filter((x) => net(x)).map((x) => `<tr><td>IVA ${esc(amount(x, 'ar', x % 1 ? 1 : 0))} %</td><td>${esc(a(net(x)!.vat))}</td></tr>`).join('')}
      <tr class="big"><td>TOTAL NOTA DE VENTA $</td><td>${esc(a(t.total))}</td></tr>
    </table>
  </div>
  <div><table class="env"><caption>MOVIMIENTO DE ENVASES</caption><tr><th class="l">Envase</th><th>Ant.</th><th>Entreg.</th><th>Devuel.</th><th>Saldo</th></tr>${envRows}</table>
  <p class="muted">Los envases son propiedad de la distribuidora y se entregan en comodato. El saldo se controla en cada visita.</p>
  <p class="muted" style="margin-top:26px">Recibí la mercadería y los envases detallados:<br><br>______________________________<br>Firma y aclaración</p></div>
</div>
<div class="foot"><span>${esc(is.tradeName)} · pedidos ${esc(is.email)}</span><span>Original cliente · Hoja 1/1</span></div>
</div>`;
    return htmlPage(`@page { size: A4 landscape }\n${css}`, body);
  },
};
