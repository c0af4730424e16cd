import { composeDocument } from '../../document';
import { addDays } from '../../formats';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dayMonYear, receiverLine, sayCondition, settle } from './common';

/** A print shop's quote from its web quoting tool (chromium): each job with the quoted run and other runs for reference. */
export const fresh15GLayout: Layout = {
  id: 'fresh15-g',
  kind: 'invoice',
  title: 'fresh15 layout g',
  page: { size: 'A4' },
  scanStyle: 'jpeg-blocky',
  issuer: (rng) => makeIssuer(rng, 'Gráfica La Calandria S.R.L.', 'Gráfica Calandria'),
  template: (issuer) => ({
    id: 'z-presupuestos-calandria',
    name: 'Presupuestos Gráfica Calandria',
    instructions: `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}). El cliente es "Preparado para". Cada trabajo se presupuesta en la cantidad elegida; precios sin IVA.`,
    catalog: 'printing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const nro = rng.int(120, 2900);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'printing', lineCount: [2, 4], receivers: ['company-ri', 'monotributo', 'company-exento'], conditionPrinted: 0.6,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh15-g', templateId: template.id, issuer, reference: `${today.slice(0, 4)}-${String(nro).padStart(4, '0')}`, variant: {}, today });
    const tiers: string[] = [];
    for (const l of doc.lines) {
      const cheap = l.unitPrice!.lt(1000);
      const runs = cheap ? [500, 1000, 2500, 5000] : [5, 10, 25, 50];
      const chosen = rng.int(0, 3);
      l.quantity = runs[chosen]!;
      // other runs, cheaper per piece the longer the run (shown for reference only)
      tiers.push(runs.map((q, k) => `${q}:${l.unitPrice!.mul(1 + (chosen - k) * 0.08).toDecimalPlaces(2).toFixed(2)}`).join(','));
    }
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = { nro, tiers: tiers.join(';'), seller: rng.pick(['Paula', 'Martín', 'Lorena', 'Ignacio']), days: rng.pick([3, 5, 7]) };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const tiers = String(v.tiers).split(';').map((s) => s.split(',').map((p) => p.split(':')));
    const jobs = doc.lines.map((l, i) => `
<div class="job"><div class="jh"><span class="num">${i + 1}</span><b>${esc(l.description)}</b><span class="code">${esc(l.code ?? '')}</span></div>
<div class="jb"><div class="chosen"><span>Cantidad presupuestada</span><b>${l.quantity.toLocaleString('es-AR')} u.</b><span>Precio unitario</span><b>$ ${esc(amount(l.unitPrice!, 'ar'))}</b><span>Importe</span><b>$ ${esc(amount(t.lineAmounts[i]!, 'ar'))}</b></div>
<div class="opts"><span class="cap">Otras cantidades (precio unitario)</span>${tiers[i]!.filter(([q]) => Number(q) !== l.quantity).map(([q, p]) => `<span class="opt">${Number(q).toLocaleString('es-AR')} u. · $ ${esc(amount(p!, 'ar'))}</span>`).join('')}</div></div></div>`).join('');
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #222; padding: 14mm 16mm }
header { display: flex; justify-content: space-between; align-items: flex-end }
.logo { font-size: 24px; font-weight: bold; color: #c2185b } .logo span { color: #222; font-weight: normal }
.meta { text-align: right; font-size: 10px; line-height: 1.5 } .meta b { font-size: 15px }
.band { margin: 10px 0; padding: 8px 10px; background: #fce4ec; border-radius: 6px; display: flex; justify-content: space-between; font-size: 10px }
.band .k { color: #880e4f; font-size: 8.5px; text-transform: uppercase; display: block }
.job { border: 1px solid #e0e0e0; border-radius: 6px; margin-top: 9px; overflow: hidden }
.jh { background: #fafafa; padding: 6px 9px; display: flex; gap: 8px; align-items: center; border-bottom: 1px solid #eee } .jh .code { margin-left: auto; color: #888; font-size: 9px }
.num { background: #c2185b; color: #fff; border-radius: 50%; width: 17px; height: 17px; display: inline-flex; align-items: center; justify-content: center; font-size: 9px }
.jb { display: flex; gap: 14px; padding: 7px 9px }
.chosen { display: grid; grid-template-columns: auto auto; column-gap: 10px; row-gap: 2px; min-width: 240px } .chosen span { color: #666 }
.opts { border-left: 2px dashed #f48fb1; padding-left: 10px; color: #777; font-size: 9.5px } .opts .cap { display: block; font-size: 8.5px; text-transform: uppercase; margin-bottom: 3px }
.opt { display: block }
.sum { margin: 14px 0 0 auto; width: 250px } .sum div { display: flex; justify-content: space-between; padding: 3px 0 } .sum .t { font-size: 14px; font-weight: bold; border-top: 2px solid #c2185b; margin-top: 3px; padding-top: 5px }
.notes { margin-top: 16px; font-size: 9px; color: #555; line-height: 1.5 }`;
    const body = `
<header><div><div class="logo">Calandria <span>gráfica</span></div><div style="font-size:9px;color:#555">${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.address)}, ${esc(is.city)} · ${esc(is.email)}</div></div>
<div class="meta">PRESUPUESTO<br><b>Nº ${esc(doc.reference)}</b><br>${esc(dayMonYear(doc.date))}</div></header>
<div class="band"><div><span class="k">Preparado para</span><b>${esc(r.name)}</b><br>${esc(receiverLine(doc))}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}</div>
<div><span class="k">Asesor</span>${esc(String(v.seller))}</div><div><span class="k">Válido hasta</span>${esc(dayMonYear(addDays(doc.date, 15)))}</div><div><span class="k">Entrega</span>${v.days} días hábiles</div></div>
${jobs}
<div class="sum"><div><span>Subtotal</span><span>$ ${esc(amount(t.subtotal, 'ar'))}</span></div><div><span>IVA 21%</span><span>$ ${esc(amount(t.byRate[0]!.vat, 'ar'))}</span></div><div class="t"><span>Total</span><span>$ ${esc(amount(t.total, 'ar'))}</span></div></div>
<div class="notes">Precios sin IVA salvo indicación. Archivos en PDF/X-1a con 3 mm de demasía. Seña del 50 % para iniciar el trabajo. Este presupuesto no es una factura.</div>`;
    return htmlPage(css, body);
  },
};
