import Decimal from 'decimal.js';
import type { DocSpec } from '../../document';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amountInWords, ar, composeWith, cuit, dni, fecha, issuerOf, templateOf } from './common';

/** fresh24-c: a physiotherapist's appointments-and-billing web app: factura C (Monotributo) for a month of sessions. */
const ID = 'fresh24-c';

const CSS = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 11.5px; color: #263238 }
.page { position: relative; width: 794px; min-height: 1122px; padding: 40px 48px 40px 78px }
.strip { position: absolute; left: 0; top: 0; bottom: 0; width: 38px; background: #26a69a }
.strip span { display: block; transform: rotate(-90deg); transform-origin: left top; position: absolute; left: 12px; top: 520px; color: #fff; letter-spacing: 6px; font-size: 13px; white-space: nowrap }
.head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #26a69a; padding-bottom: 14px }
.brand { font-size: 21px; font-weight: bold; color: #00796b }
.brand small { display: block; font-size: 11px; font-weight: normal; color: #607d8b; margin-top: 3px }
.who { font-size: 10.5px; line-height: 1.5; margin-top: 8px }
.voucher { text-align: right }
.letter { display: inline-block; border: 2px solid #263238; width: 46px; height: 46px; font-size: 32px; font-weight: bold; text-align: center; line-height: 46px }
.voucher .t { font-size: 15px; font-weight: bold; margin-top: 6px }
.voucher div { font-size: 10.5px; line-height: 1.6 }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 30px; margin: 18px 0; background: #f1f8f7; padding: 12px 16px; border-radius: 6px }
.grid b { display: block; font-size: 9.5px; color: #00796b; text-transform: uppercase; letter-spacing: 0.5px }
table.items { width: 100%; margin-top: 8px }
table.items th { text-align: left; font-size: 10px; color: #00796b; border-bottom: 1px solid #26a69a; padding: 6px 4px }
table.items td { padding: 7px 4px; border-bottom: 1px dotted #b0bec5 }
.r { text-align: right }
.total { margin-top: 18px; display: flex; justify-content: flex-end }
.total div { background: #00796b; color: #fff; padding: 10px 18px; font-size: 15px; font-weight: bold; border-radius: 4px }
.words { margin-top: 10px; font-size: 10.5px; font-style: italic }
.foot { margin-top: 60px; font-size: 9.5px; color: #607d8b; border-top: 1px solid #cfd8dc; padding-top: 8px; line-height: 1.5 }
`;

function html(doc: DocSpec): string {
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const docLine = r.docType === 'CUIT' ? `CUIT ${cuit(r.docNumber!, doc.variant.cuitStyle as 'dash')}` : r.docType === 'DNI' ? `DNI ${dni(r.docNumber!)}` : 'Sin identificar';
  const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="r">${l.quantity}</td><td class="r">$ ${ar(l.unitPrice!)}</td><td class="r">$ ${ar(t.lineAmounts[i]!)}</td></tr>`).join('');
  return htmlPage(CSS, `<div class="page"><div class="strip"><span>KINESIOLOGÍA · REHABILITACIÓN</span></div>
<div class="head"><div><div class="brand">${esc(is.tradeName)}<small>Lic. en Kinesiología y Fisiatría · M.P. ${esc(String(doc.variant.mp))}</small></div>
<div class="who">${esc(is.name)}<br>${esc(is.address)}, ${esc(is.city)}<br>CUIT ${esc(cuit(is.cuit, 'dash'))} · ${esc(is.condicionText)}<br>IIBB ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)}</div></div>
<div class="voucher"><span class="letter">C</span><div class="t">Factura</div><div>Cód. 011</div><div>Número <b>${esc(doc.reference)}</b></div><div>Emitida el ${esc(fecha(doc.date, 'weekday'))}</div></div></div>
<div class="grid"><div><b>Paciente / Cliente</b>${esc(r.name)}</div><div><b>Documento</b>${esc(docLine)}</div>
<div><b>Domicilio</b>${esc(r.address || '—')}</div>${r.condicionPrinted ? `<div><b>Situación frente al IVA</b>${esc(r.condicionText)}</div>` : '<div></div>'}
<div><b>Período de atención</b>del ${esc(fecha(doc.serviceFrom!, 'slash'))} al ${esc(fecha(doc.serviceTo!, 'slash'))}</div><div><b>Forma de pago</b>${esc(String(doc.variant.pay))}</div></div>
<table class="items"><thead><tr><th>Prestación</th><th class="r">Sesiones</th><th class="r">Valor sesión</th><th class="r">Importe</th></tr></thead><tbody>${rows}</tbody></table>
<div class="total"><div>Total $ ${ar(t.total)}</div></div>
<div class="words">Son: ${esc(amountInWords(new Decimal(t.total), 'pesos'))}</div>
<div class="foot">Comprobante emitido por un Responsable Monotributo: no discrimina IVA. CAE ${esc(String(doc.variant.cae))} · Vto. ${esc(fecha(doc.date, 'slash'))}<br>Turnos: ${esc(is.phone)} · ${esc(is.email)}</div>
</div>`);
}

export const layoutC: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Physiotherapist's appointments-and-billing web app (chromium): factura C for a month of sessions, total in words",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, rng.pick(['Lucía Etchegaray', 'Martín Irigoyen', 'Florencia Abdala']), rng.pick(['Kinesio Movimiento', 'Espacio Rehabilitar', 'Centro Kine Salud']), 'Responsable Monotributo'),
  template: (issuer) => templateOf(ID, issuer, 'physio', { name: 'Sesiones de kinesiología', instructions: 'Factura C mensual por sesiones; sin IVA discriminado; período de atención del mes anterior.', pricesIncludeIva: true, concepto: 2 }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'physio', lineCount: [1, 3], receivers: ['dni', 'dni', 'monotributo', 'consumidor-final', 'company-exento'], conditionPrinted: 0.7,
    mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], servicePeriod: true,
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `00002-${String(874 + index * 23 + rng.int(0, 9)).padStart(8, '0')}`,
    variant: { mp: `${rng.int(1000, 9999)}`, cuitStyle: rng.pick(['dash', 'plain']), pay: rng.pick(['Transferencia', 'Mercado Pago', 'Efectivo']), cae: `7${rng.digits(13)}` },
  }, (doc, r) => {
    for (const l of doc.lines) {
      l.quantity = r.int(2, 12);
      l.unitPrice = l.unitPrice!.div(100).round().mul(100);
    }
  }),
  html,
  scanStyle: 'zoomed-crop',
};
