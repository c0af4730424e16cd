import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, sayCondition, settle } from './common';

/**
 * A corporate connectivity and data-centre provider's monthly factura A from its billing portal (chromium, DejaVu
 * Sans Condensed): a dark header band with the voucher ("FC A 0005-00031877"), an account strip (N° de cuenta, Ciclo
 * "01/10/2026 al 31/10/2026", Vencimiento), "Cliente" block, a charges table Concepto / Cant. / Precio unit. / Alíc. /
 * Neto where links and voice lines go at 27 % and equipment, housing and support at 21 %, totals by rate (Neto gravado
 * 27 %, Neto gravado 21 %, IVA 27 %, IVA 21 %), "Total a pagar", a usage bar chart drawn with divs, page number.
 */
const AT_27 = /Enlace|Troncal|DID|IPs/;

export const fresh5ELayout: Layout = {
  id: 'fresh5-e',
  kind: 'invoice',
  title: 'fresh5 layout e',
  page: { size: 'A4' },
  scanStyle: 'screen-capture',
  issuer: (rng) => makeIssuer(rng, 'Datacenter Río Dulce S.A.', 'RÍO DULCE NETWORKS'),
  template: (issuer) => ({
    id: 'p-abonos-riodulce',
    name: 'Facturas de abonos Río Dulce Networks',
    instructions:
      `Facturas A mensuales de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, por servicios de conectividad y datacenter. Precios netos; ` +
      'IVA 27 % en enlaces y telefonía, 21 % en el resto. El período del servicio es el ciclo facturado. La referencia es el número de factura.',
    catalog: 'telecom',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'telecom', lineCount: [2, 6], receivers: ['company-ri'], servicePeriod: true,
        conditionPrinted: 0.85, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh5-e', templateId: template.id, issuer, reference: `${pad(rng.int(4, 6), 4)}-${pad(rng.int(10000, 60000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    for (const l of doc.lines) {
      if (AT_27.test(l.description)) l.ivaRate = 27;
      l.quantity = /DID|IPs|Backup/.test(l.description) ? rng.int(1, 3) : 1;
    }
    settle(doc);
    doc.variant = {
      account: `${rng.int(10, 99)}-${rng.digits(6)}`,
      due: 12 + rng.int(0, 6),
      usage: Array.from({ length: 6 }, () => rng.int(35, 98)).join('|'),
      cae: rng.digits(14),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const pct = (x: number) => `${amount(x, 'ar', x % 1 ? 1 : 0)} %`;
    const rows = doc.lines.map((l, i) => `<tr><td class="l">${esc(l.description)}<div class="sub">${esc(l.code ?? '')} · cargo mensual</div></td>` +
      `<td>${l.quantity}</td><td>${esc(a(l.unitPrice!))}</td><td>${esc(pct(l.ivaRate))}</td><td>${esc(a(t.lineAmounts[i]!))}</td></tr>`).join('');
    const rates = [...t.byRate].sort((p, q) => q.rate - p.rate);
    const totRows = [
      ...rates.map((b) => `<tr><td>Neto gravado ${esc(pct(b.rate))}</td><td>${esc(a(b.net))}</td></tr>`),
      ...rates.map((b) => `<tr><td>IVA ${esc(pct(b.rate))}</td><td>${esc(a(b.vat))}</td></tr>`),
    ].join('');
    const bars = String(v.usage).split('|').map((u, i) => `<div class="bar"><div style="height:${u}%"></div><span>${['may', 'jun', 'jul', 'ago', 'sep', 'oct'][i]}</span></div>`).join('');
    const css = `
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 11px; color: #1b1b1b }
.band { background: #0b2540; color: #fff; padding: 14mm 14mm 8mm; display: flex; justify-content: space-between }
.band .n { font-size: 21px; font-weight: 700; letter-spacing: 0.5px } .band .s { color: #9ec3e6; font-size: 10px; line-height: 1.5 }
.band .v { text-align: right } .band .v .k { font-size: 26px; font-weight: 700 } .band .v .box { display: inline-block; border: 1.5px solid #fff; padding: 0 8px; margin-right: 8px }
.acc { display: grid; grid-template-columns: repeat(4, 1fr); background: #e7eef6; margin: 0 14mm; }
.acc div { padding: 7px 10px } .acc .c { color: #4b6584; font-size: 9px; text-transform: uppercase } .acc .x { font-weight: 700; font-size: 12px }
.main { padding: 6mm 14mm }
.cli { display: grid; grid-template-columns: 1fr 210px; gap: 16px }
.cli h4, .use h4 { margin: 0 0 4px; color: #0b2540; font-size: 11px; text-transform: uppercase; letter-spacing: 1px }
.use { border: 1px solid #d0dbe8; padding: 6px 8px } .bars { display: flex; gap: 6px; height: 60px; align-items: flex-end }
.bar { flex: 1; height: 100%; display: flex; flex-direction: column; justify-content: flex-end; align-items: center }
.bar div { width: 100%; background: #5b8bc4 } .bar span { font-size: 8px; color: #555 }
table.ch { width: 100%; margin-top: 14px } .ch th { text-align: right; font-size: 9.5px; color: #4b6584; border-bottom: 2px solid #0b2540; padding: 4px 6px; font-weight: 700 }
.ch td { text-align: right; padding: 6px; border-bottom: 1px solid #e1e8f0; vertical-align: top } .ch .l { text-align: left } .sub { color: #7a8899; font-size: 9px }
table.tt { margin: 12px 0 0 auto; width: 300px } .tt td { padding: 3px 6px; text-align: right } .tt td:first-child { text-align: left; color: #333 }
.pay { margin: 10px 0 0 auto; width: 300px; background: #0b2540; color: #fff; display: flex; justify-content: space-between; padding: 9px 10px; font-size: 15px; font-weight: 700 }
.foot { position: absolute; left: 14mm; right: 14mm; top: 272mm; font-size: 9px; color: #555; display: flex; justify-content: space-between; border-top: 1px solid #d0dbe8; padding-top: 5px }
.page { position: relative; height: 296mm }`;
    const body = `<div class="page">
<div class="band">
  <div><div class="n">${esc(is.tradeName)}</div><div class="s">${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)}<br>${esc(is.address)}, ${esc(is.city)}<br>IIBB ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)} · ${esc(is.email)}</div></div>
  <div class="v"><div class="k"><span class="box">A</span>FACTURA</div><div>Cód. 01 · FC A ${esc(doc.reference)}</div><div>Emitida el ${esc(date(doc.date, 'dd/mm/yyyy'))}</div></div>
</div>
<div class="acc">
  <div><div class="c">N° de cuenta</div><div class="x">${esc(String(v.account))}</div></div>
  <div><div class="c">Ciclo</div><div class="x">${esc(date(doc.serviceFrom!, 'dd/mm/yyyy'))} al ${esc(date(doc.serviceTo!, 'dd/mm/yyyy'))}</div></div>
  <div><div class="c">Vencimiento</div><div class="x">${esc(date(addDays(doc.date, Number(v.due)), 'dd/mm/yyyy'))}</div></div>
  <div><div class="c">Total a pagar</div><div class="x">$ ${esc(a(t.total))}</div></div>
</div>
<div class="main">
  <div class="cli"><div><h4>Cliente</h4><b>${esc(r.name)}</b><br>CUIT ${esc(cuitDashed(r.docNumber!))}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}<br>${esc(r.address)}</div>
  <div class="use"><h4>Tráfico (% del enlace)</h4><div class="bars">${bars}</div></div></div>
  <table class="ch"><tr><th class="l">Concepto</th><th>Cant.</th><th>Precio unit.</th><th>Alíc.</th><th>Neto</th></tr>${rows}</table>
  <table class="tt">${totRows}</table>
  <div class="pay"><span>Total a pagar</span><span>$ ${esc(a(t.total))}</span></div>
  <p style="font-size:9.5px;color:#555;margin-top:16px">Débito automático o transferencia a la cuenta informada en el portal de clientes. Pasado el vencimiento se aplican intereses punitorios.<br>CAE ${esc(String(v.cae))} · Vto. CAE ${esc(date(addDays(doc.date, 10), 'dd/mm/yyyy'))}</p>
</div>
<div class="foot"><span>Portal de clientes · soporte 7x24</span><span>Página 1 de 1</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
