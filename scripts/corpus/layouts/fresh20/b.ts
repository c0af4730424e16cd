import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { qrSvg } from '../fresh7/common';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, dmy, idValue, quantity, sayCondition, settle } from './common';
import { vatContained } from '../fresh/print';

/** A musical instruments shop's factura B to the public from a web point of sale (chromium), the copy's name up the margin. */
export const fresh20BLayout: Layout = {
  id: 'fresh20-b',
  kind: 'invoice',
  title: 'fresh20 layout b',
  page: { size: 'A4' },
  scanStyle: 'hdr-ghost',
  issuer: (rng) => makeIssuer(rng, 'Casa Armonía Instrumentos S.A.S.', 'Casa Armonía'),
  template: (issuer) => ({
    id: 'a-facturas-casaarmonia',
    name: 'Facturas B Casa Armonía',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), casa de música, a consumidores finales y monotributistas. Los precios incluyen IVA. ` +
      'El cliente es el recuadro "Cliente"; la referencia es el número de comprobante (punto de venta y número).',
    catalog: 'music',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(10, 30), nro = rng.int(500, 22000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'music', lineCount: [2, 6], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'] },
      { layout: 'fresh20-b', templateId: template.id, issuer, reference: `${String(pv).padStart(5, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), time: `${String(rng.int(10, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      pay: rng.pick(['Tarjeta de débito', 'Efectivo', 'Transferencia', 'Tarjeta de crédito 1 pago']), cashier: rng.pick(['Caja 1 - Sofía', 'Caja 2 - Ramiro', 'Web']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const $ = (d: Decimal.Value) => `$ ${amount(d, 'ar')}`;
    const qr = qrSvg(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 6, nro: Number(v.nro), total: t.total, docTipo: r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99, docNro: r.docNumber ?? '0', cae: String(v.cae) }), 84);
    const rows = doc.lines.map((l, i) => `<tr><td class="q">${quantity(l.quantity, 'ar')}</td><td>${esc(l.description)}<div class="cod">Art. ${esc(l.code ?? '')}</div></td><td class="n">${$(l.unitPrice!)}</td><td class="n">${$(t.lineAmounts[i]!)}</td></tr>`).join('');
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11px; color: #222 }
.margin { position: absolute; left: 8px; top: 0; height: 1123px; width: 26px; background: #1d3557 }
.margin span { position: absolute; left: 4px; bottom: 40px; transform-origin: left bottom; transform: rotate(-90deg) translate(0, 18px); white-space: nowrap; color: #fff; font-size: 10px; letter-spacing: 2px }
.margin small { position: absolute; left: 4px; top: 720px; transform-origin: left top; transform: rotate(-90deg); white-space: nowrap; color: #a8dadc; font-size: 8px; width: 300px }
.page { margin-left: 56px; padding: 30px 36px 0 0 }
.top { display: flex; justify-content: space-between; border-bottom: 3px solid #e63946; padding-bottom: 10px }
.brand { font: bold 24px 'DejaVu Serif', serif; color: #1d3557 } .brand small { display: block; font: 10px 'DejaVu Sans'; color: #555 }
.who { font-size: 9.5px; line-height: 1.5; color: #444 }
.vou { text-align: right } .vou .l { display: inline-block; border: 2px solid #1d3557; font: bold 26px 'DejaVu Sans'; width: 42px; text-align: center; color: #1d3557 }
.vou .t { font: bold 15px 'DejaVu Sans'; margin-top: 4px } .vou div { font-size: 10px }
.cli { margin-top: 14px; background: #f1faee; padding: 10px 12px; display: grid; grid-template-columns: 1fr 1fr; gap: 4px 20px; font-size: 10.5px }
.cli b { color: #1d3557 }
table { width: 100%; margin-top: 16px } th { text-align: left; font-size: 9.5px; text-transform: uppercase; color: #1d3557; border-bottom: 2px solid #1d3557; padding: 4px }
td { padding: 6px 4px; border-bottom: 1px solid #ddd; vertical-align: top } .n, th.n { text-align: right; white-space: nowrap } .q { text-align: center; width: 40px }
.cod { font-size: 8.5px; color: #888 }
.tot { margin-left: auto; width: 280px; margin-top: 12px; font-size: 11px } .tot div { display: flex; justify-content: space-between; padding: 3px 0 }
.tot .big { font: bold 17px 'DejaVu Sans'; border-top: 2px solid #e63946; padding-top: 6px; color: #1d3557 }
.transp { margin-top: 10px; font-size: 9px; color: #555; border: 1px dashed #999; padding: 6px; width: 330px; margin-left: auto }
.foot { position: absolute; bottom: 40px; left: 92px; right: 36px; display: flex; gap: 14px; align-items: center; font-size: 9.5px; border-top: 1px solid #ccc; padding-top: 10px }`;
    const body = `<div class="margin"><span>ORIGINAL · ORIGINAL · ORIGINAL</span><small>Sistema MusiPOS Web 3 · impreso ${esc(dmy(doc.date))} ${esc(String(v.time))}</small></div>
<div class="page">
<div class="top"><div><div class="brand">Casa Armonía<small>Instrumentos musicales · Audio · Accesorios</small></div>
<div class="who">${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)}<br>${esc(is.address)}, ${esc(is.city)} · ${esc(is.phone)}<br>IIBB ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)}</div></div>
<div class="vou"><span class="l">B</span><div>Cód. 006</div><div class="t">FACTURA</div><div>N° ${esc(doc.reference)}</div><div>Emitida: ${esc(dmy(doc.date))} ${esc(String(v.time))} hs</div></div></div>
<div class="cli"><div><b>Cliente:</b> ${esc(r.name)}</div><div><b>${r.docType === 'CUIT' ? 'CUIT' : r.docType === 'DNI' ? 'DNI' : 'Doc.'}:</b> ${esc(idValue(doc) || '—')}</div>
<div><b>Domicilio:</b> ${esc(r.address || '—')}</div><div>${r.condicionPrinted ? `<b>Condición IVA:</b> ${esc(r.condicionText)}` : ''}</div>
<div><b>Forma de pago:</b> ${esc(String(v.pay))}</div><div><b>Atendió:</b> ${esc(String(v.cashier))}</div></div>
<table><thead><tr><th class="q">Cant.</th><th>Producto</th><th class="n">Precio unit.</th><th class="n">Importe</th></tr></thead><tbody>${rows}</tbody></table>
<div class="tot"><div><span>Subtotal</span><span>${$(t.subtotal)}</span></div><div><span>Descuentos</span><span>$ 0,00</span></div><div class="big"><span>TOTAL</span><span>${$(t.total)}</span></div></div>
<div class="transp">Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)<br>IVA Contenido: ${$(vatContained(t.total, 21))} · Otros Impuestos Nacionales Indirectos: $ 0,00</div>
</div>
<div class="foot">${qr}<div>CAE N° <b>${esc(String(v.cae))}</b><br>Vencimiento CAE: ${esc(dmy(addDays(doc.date, 10)))}<br><i>Comprobante autorizado por ARCA</i><br>Cambios dentro de los 30 días con este comprobante.</div></div>`;
    return htmlPage(css, body);
  },
};
