import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, pad, quantity, receiverNo, sayCondition } from './common';

const MONTHS = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'];
/** "2026-11-24" → "24 nov. 2026", as a cloud product localised to es-AR prints it. */
const cloudDate = (iso: string) => `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/**
 * A laboratory supplier's factura A from a cloud accounting product, printed by chromium: a dark full-height
 * SIDEBAR at the left with the payment data (amount due, due date, bank transfer data, a payment link, a drawn
 * QR-like square) and the voucher in the main column at the right; net prices at 21 % and 10,5 %.
 */
export const fresh10ALayout: Layout = {
  id: 'fresh10-a',
  kind: 'invoice',
  title: 'fresh10 layout a',
  page: { size: 'A4' },
  scanStyle: 'steep-phone',
  issuer: (rng) => makeIssuer(rng, 'Insumos Científicos Laguna Brava S.R.L.', 'Laguna Brava Lab'),
  template: (issuer) => ({
    id: 'u-labbrava-facturas',
    name: 'Facturas A Laguna Brava Lab (nube)',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) emitidas desde su sistema contable en la nube. El cliente está en el bloque "Facturar a". ` +
      'Precios netos de IVA (21 % y 10,5 %). La referencia es el número de comprobante (punto de venta de 5 dígitos).',
    catalog: 'labequip',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([7, 12, 3]), nro = rng.int(1200, 9800);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'labequip', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.85,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh10-a', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = {
      due: rng.pick([10, 15, 30]), cbu: `0170${rng.digits(18)}`, alias: rng.pick(['LAGUNA.BRAVA.LAB', 'INSUMOS.LBRAVA', 'LBLAB.COBROS']),
      bank: rng.pick(['Banco Galicia', 'Banco Credicoop', 'Banco Nación']), cae: rng.digits(14), link: `pagar.example.com.ar/i/${rng.digits(6)}`,
      oc: rng.chance(0.5) ? `OC ${rng.int(1000, 9999)}/${today.slice(2, 4)}` : '',
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const num = receiverNo(doc, cuitDashed, (n) => n);
    const rows = doc.lines.map((l, i) => `<tr><td class="d">${esc(l.description)}<div class="sku">${esc(l.code ?? '')}</div></td>` +
      `<td class="n">${quantity(l.quantity, 'ar')}</td><td class="n">$ ${a(l.unitPrice!)}</td><td class="n">${l.ivaRate === 10.5 ? '10,5' : '21'}%</td><td class="n">$ ${a(t.lineAmounts[i]!)}</td></tr>`).join('');
    const vat = t.byRate.map((b) => `<div class="tr"><span>IVA ${b.rate === 10.5 ? '10,5' : '21'}%</span><span>$ ${a(b.vat)}</span></div>`).join('');
    const qr = Array.from({ length: 121 }, (_, i) => ((i * 7 + String(v.cae).charCodeAt(i % 14)) % 3 === 0 ? '<i class="on"></i>' : '<i></i>')).join('');
    return htmlPage(
      `body{font-family:'DejaVu Sans',sans-serif;color:#1d2733;font-size:11px}
.wrap{display:flex;min-height:1122px}
.side{width:230px;background:#17324d;color:#e8f0f7;padding:34px 22px}
.side h3{font-size:10px;letter-spacing:.12em;text-transform:uppercase;color:#8fb3d6;margin:22px 0 6px}
.side .big{font-size:20px;font-weight:bold;color:#fff;white-space:nowrap}
.side .kv{margin:3px 0;font-size:10.5px;word-break:break-all}
.qr{display:grid;grid-template-columns:repeat(11,9px);gap:0;margin-top:10px;background:#fff;padding:6px;width:111px}
.qr i{width:9px;height:9px;display:block}.qr i.on{background:#17324d}
.main{flex:1;padding:34px 34px 20px 30px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.brand{font-size:20px;font-weight:bold;color:#17324d}.legal{font-size:9.5px;color:#5b6b7a;margin-top:3px;line-height:1.45}
.kind{text-align:right}.kind .t{font-size:17px;font-weight:bold}.kind .c{display:inline-block;border:1.5px solid #17324d;border-radius:4px;padding:1px 7px;font-weight:bold;margin-left:6px}
.kind .m{font-size:10.5px;color:#34495e;margin-top:4px;line-height:1.5}
.card{border:1px solid #d5dee7;border-radius:8px;padding:10px 14px;margin-top:20px;line-height:1.6}
.card .h{font-size:9.5px;color:#5b6b7a;text-transform:uppercase;letter-spacing:.08em}
.card .name{font-size:13px;font-weight:bold}
table{width:100%;margin-top:20px}th{font-size:9.5px;text-transform:uppercase;color:#5b6b7a;text-align:left;border-bottom:2px solid #17324d;padding:6px 4px}
td{padding:7px 4px;border-bottom:1px solid #e3e9ef;vertical-align:top}.n{text-align:right;white-space:nowrap}th.n{text-align:right}
.sku{font-size:9px;color:#8a99a8}
.tot{width:270px;margin-left:auto;margin-top:14px}.tr{display:flex;justify-content:space-between;padding:3px 0}
.tr.g{border-top:2px solid #17324d;margin-top:4px;padding-top:6px;font-size:14px;font-weight:bold}
.foot{margin-top:36px;font-size:9.5px;color:#5b6b7a;line-height:1.5}`,
      `<div class="wrap"><aside class="side">
<div class="kv">Saldo de este comprobante</div><div class="big">$ ${a(t.total)}</div>
<h3>Vence</h3><div class="kv">${cloudDate(addDays(doc.date, Number(v.due)))}</div>
<h3>Transferencia</h3><div class="kv">${esc(String(v.bank))}</div><div class="kv">CBU ${esc(String(v.cbu))}</div><div class="kv">Alias ${esc(String(v.alias))}</div>
<div class="kv">Titular ${esc(is.name)}</div>
<h3>Pagá online</h3><div class="kv">${esc(String(v.link))}</div><div class="qr">${qr}</div>
<h3>Consultas</h3><div class="kv">${esc(is.email)}</div><div class="kv">${esc(is.phone)}</div>
</aside><main class="main">
<div class="top"><div><div class="brand">${esc(is.tradeName)}</div><div class="legal">${esc(is.name)}<br>${esc(is.address)}, ${esc(is.city)}<br>
CUIT ${cuitDashed(is.cuit)} · ${esc(is.condicionText)}<br>IIBB ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)}</div></div>
<div class="kind"><div class="t">Factura <span class="c">A</span></div><div class="m">Código 01<br>Comprobante ${esc(doc.reference)}<br>Emitida el ${cloudDate(doc.date)}</div></div></div>
<div class="card"><div class="h">Facturar a</div><div class="name">${esc(r.name)}</div>
${num ? `<div>CUIT ${esc(num)}</div>` : ''}${r.condicionPrinted ? `<div>${esc(r.condicionText)}</div>` : ''}<div>${esc(r.address)}</div>
${v.oc ? `<div>Su referencia: ${esc(String(v.oc))}</div>` : ''}<div>Condición de venta: Cuenta corriente ${v.due} días</div></div>
<table><thead><tr><th>Concepto</th><th class="n">Cant.</th><th class="n">Precio unit.</th><th class="n">Alícuota</th><th class="n">Subtotal</th></tr></thead><tbody>${rows}</tbody></table>
<div class="tot"><div class="tr"><span>Neto gravado</span><span>$ ${a(t.subtotal)}</span></div>${vat}
<div class="tr"><span>Otros tributos</span><span>$ 0,00</span></div><div class="tr g"><span>Total</span><span>$ ${a(t.total)}</span></div></div>
<div class="foot">CAE ${esc(String(v.cae))} · Vto. CAE ${cloudDate(addDays(doc.date, 10))}<br>Comprobante autorizado. Generado desde la nube — página 1 de 1</div>
</main></div>`,
    );
  },
};
