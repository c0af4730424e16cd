import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, longDate, pad, sayCondition, settle } from './common';

/** fresh9 layout c (see LAYOUTS.md). */
export const fresh9CLayout: Layout = {
  id: 'fresh9-c',
  kind: 'invoice',
  title: 'fresh9 layout c',
  page: { size: 'A4' },
  scanStyle: 'coffee-ring',
  issuer: (rng) => makeIssuer(rng, 'Metalúrgica El Quebracho S.A.', 'Metalúrgica El Quebracho'),
  template: (issuer) => ({
    id: 't-fce-elquebracho',
    name: 'Facturas de crédito electrónicas Metalúrgica El Quebracho',
    instructions: `Facturas de crédito electrónicas MiPyMEs (FCE A) de ${issuer.name} (CUIT ${issuer.cuit}) a grandes empresas. Precios netos, IVA por alícuota. Referencia: punto de venta y número.`,
    catalog: 'industrial',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 12), nro = rng.int(40, 2400);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'industrial', lineCount: [2, 7], receivers: ['company-ri'], conditionPrinted: 0.95, mixedVat: true,
        pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh9-c', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      cae: `7${rng.digits(13)}`, due: rng.pick([30, 45, 60]), cbu: `0110${rng.digits(18)}`, alias: rng.pick(['QUEBRACHO.METAL.FCE', 'ELQUEBRACHO.COBROS', 'METAL.QUEBRACHO.SA']),
      order: `4500${rng.digits(6)}`, transfer: rng.pick(['Sistema de Circulación Abierta (SCA)', 'Agente de Depósito Colectivo (ADC)']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const $ = (x: Parameters<typeof amount>[0]) => `$ ${amount(x, 'ar')}`;
    const [pv, nro] = doc.reference.split('-');
    const rows = doc.lines.map((l, i) => `<tr><td class="d">${esc(l.description)}<div class="sk">Art. ${esc(l.code ?? '')}</div></td>
<td class="n">${esc(String(l.quantity).replace('.', ','))}</td><td class="c">${esc(l.unit)}</td><td class="n">${esc($(l.unitPrice!))}</td>
<td class="n">${esc(String(l.ivaRate).replace('.', ','))} %</td><td class="n">${esc($(t.lineAmounts[i]!))}</td></tr>`).join('');
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #1d2733 }
.pg { padding: 11mm 13mm }
.top { display: grid; grid-template-columns: 1fr 64px 1fr; border: 1.5px solid #1d2733; border-radius: 6px }
.top > div { padding: 8px 10px } .let { border-left: 1px solid #1d2733; border-right: 1px solid #1d2733; text-align: center; background: #eef2f6 }
.let b { font-size: 34px; display: block } .let small { font-size: 8px }
.is h1 { font-size: 17px; margin: 0 0 4px; color: #0c4a6e } .is p { margin: 1px 0; font-size: 9.5px }
.vo h2 { font-size: 12.5px; margin: 0 0 5px; text-transform: uppercase; letter-spacing: .3px }
.vo p { margin: 2px 0; font-size: 10px } .vo .k { color: #56606b }
.mid { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-top: 9px }
.mid > div { border: 1px solid #9aa7b4; border-radius: 5px; padding: 7px 9px }
.mid h3 { margin: 0 0 4px; font-size: 9px; text-transform: uppercase; color: #56606b; letter-spacing: .6px }
.mid p { margin: 2px 0 } .cust { background: #f7fafc }
table.it { width: 100%; margin-top: 12px } .it th { font-size: 9px; text-align: right; color: #fff; background: #0c4a6e; padding: 5px 5px }
.it th:first-child { text-align: left } .it td { padding: 5px 5px; vertical-align: top } .it tr:nth-child(even) td { background: #f1f5f9 }
.it .n { text-align: right; white-space: nowrap } .it .c { text-align: center } .sk { color: #7b8794; font-size: 8.5px }
.bot { display: grid; grid-template-columns: 1fr 250px; gap: 14px; margin-top: 12px }
.pay { border: 1px dashed #0c4a6e; border-radius: 5px; padding: 7px 9px; font-size: 9.5px } .pay p { margin: 2px 0 }
.tt div { display: flex; justify-content: space-between; padding: 3px 4px; border-bottom: 1px solid #dde3ea }
.tt .g { font-size: 14px; font-weight: bold; background: #0c4a6e; color: #fff; border: 0; padding: 6px 6px }
.leg { margin-top: 14px; font-size: 8.5px; color: #56606b; border-top: 1px solid #c9d2dc; padding-top: 6px }
.cae { margin-top: 10px; display: flex; justify-content: space-between; font-size: 10px }`;
    const body = `<div class="pg">
<div class="top">
 <div class="is"><h1>${esc(is.tradeName)}</h1><p><b>${esc(is.name)}</b></p><p>${esc(is.address)} · ${esc(is.city)}</p><p>${esc(is.phone)} · ${esc(is.email)}</p><p>${esc(is.condicionText)}</p></div>
 <div class="let"><b>A</b><small>CÓDIGO 201</small></div>
 <div class="vo"><h2>Factura de Crédito Electrónica MiPyMEs (FCE)</h2>
  <p><span class="k">Punto de venta</span> ${esc(pv!)} &nbsp; <span class="k">Comp. N°</span> <b>${esc(nro!)}</b></p>
  <p><span class="k">Emitida el</span> ${esc(longDate(doc.date))}</p>
  <p><span class="k">C.U.I.T.</span> ${esc(cuitDashed(is.cuit))} &nbsp; <span class="k">II.BB.</span> ${esc(is.iibb)}</p>
  <p><span class="k">Inicio de actividades</span> ${esc(is.activitySince)}</p></div>
</div>
<div class="mid">
 <div><h3>Condiciones de la operación</h3><p>Orden de compra: ${esc(String(v.order))}</p><p>Condición de venta: Cuenta corriente ${esc(String(v.due))} días</p>
  <p>Fecha de vencimiento para el pago: <b>${esc(longDate(addDays(doc.date, Number(v.due))))}</b></p><p>Opción de transferencia: ${esc(String(v.transfer))}</p></div>
 <div class="cust"><h3>Receptor de la factura</h3><p><b>${esc(r.name)}</b></p><p>CUIT: ${esc(cuitDashed(r.docNumber!))}</p>
  ${r.condicionPrinted ? `<p>Situación IVA: ${esc(r.condicionText)}</p>` : ''}<p>${esc(r.address)}</p></div>
</div>
<table class="it"><thead><tr><th>Producto / Servicio</th><th>Cant.</th><th style="text-align:center">U. medida</th><th>P. unitario</th><th>% IVA</th><th>Subtotal</th></tr></thead><tbody>${rows}</tbody></table>
<div class="bot">
 <div class="pay"><p><b>Datos para el pago</b></p><p>CBU del emisor: ${esc(String(v.cbu))}</p><p>Alias: ${esc(String(v.alias))}</p>
  <p>La aceptación de esta factura opera en forma expresa o tácita a los 30 días de recibida en el Registro de Facturas de Crédito Electrónicas MiPyMEs (Ley 27.440).</p></div>
 <div class="tt"><div><span>Importe neto gravado</span><span>${esc($(t.subtotal))}</span></div>
  ${t.byRate.map((b) => `<div><span>IVA ${esc(String(b.rate).replace('.', ','))} %</span><span>${esc($(b.vat))}</span></div>`).join('')}
  <div><span>Importe otros tributos</span><span>$ 0,00</span></div>
  <div class="g"><span>Importe total</span><span>${esc($(t.total))}</span></div></div>
</div>
<div class="cae"><span>CAE N°: <b>${esc(String(v.cae))}</b></span><span>Fecha de vto. de CAE: ${esc(longDate(addDays(doc.date, 10)))}</span></div>
<div class="leg">Comprobante autorizado. Esta factura de crédito electrónica podrá ser transmitida, negociada o cedida una vez aceptada. Régimen de Factura de Crédito Electrónica MiPyMEs.</div>
</div>`;
    return htmlPage(css, body);
  },
};
