import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, dotted, pad, sayCondition, settle, vatContained } from './common';

const PLANS = ['OSPEC Plan 300', 'Sanar Salud Plan Azul', 'OSEP Mendoza', 'Medicus Integral', 'PAMI', 'IOMA'];

function html(doc: DocSpec): string {
  const v = doc.variant;
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const r = doc.receiver;
  const t = doc.totals!;
  const list = (v.list as string).split(',').map((s) => new Decimal(s));
  const cov = (v.cov as string).split(',').map(Number);
  const troq = (v.troq as string).split(',');
  const publicTotal = doc.lines.reduce((s, l, i) => s.add(round2(list[i]!.mul(l.quantity))), new Decimal(0));
  sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
  const anon = !r.docNumber;
  const rows = doc.lines.map((l, i) => `<tr>
    <td class="m">${esc(troq[i]!)}</td><td>${esc(l.description)}</td><td class="n">${l.quantity}</td>
    <td class="n">${a(list[i]!)}</td><td class="n">${cov[i] ? `${cov[i]}%` : '-'}</td><td class="n">${a(l.unitPrice!)}</td><td class="n b">${a(t.lineAmounts[i]!)}</td></tr>`).join('');
  const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.4pt; color: #1d2b24; padding: 26px 34px }
.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #0a8f5a; padding-bottom: 8px }
.brand { display: flex; gap: 10px; align-items: center }
.cross { width: 42px; height: 42px; position: relative }
.cross:before, .cross:after { content: ''; position: absolute; background: #0a8f5a }
.cross:before { left: 14px; top: 0; width: 14px; height: 42px } .cross:after { top: 14px; left: 0; width: 42px; height: 14px }
.brand h1 { font-size: 15pt; margin: 0; color: #0a8f5a; letter-spacing: 0.5px } .brand div.s { font-size: 7.2pt; color: #444 }
.letter { border: 1.5px solid #1d2b24; width: 44px; text-align: center; font-size: 22pt; font-weight: bold; line-height: 1.1 }
.letter small { display: block; font-size: 6pt; font-weight: normal }
.doc { text-align: right; font-size: 8pt } .doc .t { font-size: 13pt; font-weight: bold }
.doc table { margin-left: auto } .doc td { padding: 1px 0 1px 8px }
.pac { margin-top: 10px; display: grid; grid-template-columns: 1.3fr 1fr; gap: 4px 18px; background: #eef7f2; border-radius: 6px; padding: 8px 12px }
.pac span { color: #557; font-size: 7pt; text-transform: uppercase; display: block }
table.it { width: 100%; margin-top: 12px } table.it th { background: #0a8f5a; color: #fff; font-size: 7.4pt; padding: 4px 5px; text-align: left }
table.it td { padding: 4px 5px; border-bottom: 1px solid #d5e4dc } .n { text-align: right; white-space: nowrap } .m { font-family: 'DejaVu Sans Mono', monospace; font-size: 7.4pt } .b { font-weight: bold }
table.it th.n { text-align: right }
.tot { margin-top: 12px; display: flex; justify-content: space-between }
.tot .note { width: 52%; font-size: 7.2pt; color: #444 }
.tot table td { padding: 2px 6px } .tot table td.n { min-width: 90px }
.tot .pay td { font-size: 11.5pt; font-weight: bold; border-top: 2px solid #0a8f5a; padding-top: 5px }
.foot { position: absolute; top: 1040px; left: 34px; right: 34px; font-size: 7pt; color: #333; border-top: 1px solid #aaa; padding-top: 6px }`;
  const body = `
<div class="top">
  <div class="brand"><div class="cross"></div><div><h1>FARMACIA ${esc(doc.issuer.tradeName.toUpperCase())}</h1>
  <div class="s">${esc(doc.issuer.name)} · Farm. ${esc(String(v.farm))} M.P. ${esc(String(v.mp))}</div>
  <div class="s">${esc(doc.issuer.address)} · ${esc(doc.issuer.city)} · Tel. ${esc(doc.issuer.phone)}</div>
  <div class="s">CUIT ${cuitDashed(doc.issuer.cuit)} · IIBB ${esc(doc.issuer.iibb)} · ${esc(doc.issuer.condicionText)}</div></div></div>
  <div class="letter">B<small>Cód. 006</small></div>
  <div class="doc"><div class="t">FACTURA</div><table>
    <tr><td>Punto de Venta:</td><td><b>${pad(Number(v.pv), 4)}</b></td></tr>
    <tr><td>Comp. Nro:</td><td><b>${pad(Number(v.nro), 8)}</b></td></tr>
    <tr><td>Fecha de Emisión:</td><td><b>${dmy(doc.date)}</b></td></tr>
    <tr><td>Hora:</td><td>${esc(String(v.time))}</td></tr></table></div>
</div>
<div class="pac">
  <div><span>${anon ? 'Cliente' : 'Paciente / Afiliado'}</span>${esc(r.name)}</div>
  <div><span>Obra social / Prepaga</span>${esc(String(v.plan))}</div>
  <div><span>${anon ? 'Condición frente al IVA' : 'D.N.I.'}</span>${anon ? esc(r.condicionText) : dotted(r.docNumber!)}${!anon && r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}</div>
  <div><span>N° de afiliado</span>${esc(String(v.afil))}</div>
  <div><span>Médico</span>${esc(String(v.doctor))}</div>
  <div><span>Receta electrónica</span>${esc(String(v.rx))}</div>
</div>
<table class="it"><tr><th>Troquel</th><th>Producto</th><th class="n">Cant.</th><th class="n">P. Público</th><th class="n">Cob. %</th><th class="n">P. Unit. c/Desc.</th><th class="n">Importe</th></tr>${rows}</table>
<div class="tot">
  <div class="note">Descuentos por cobertura de ${esc(String(v.plan))} según vademécum vigente. Precios con IVA incluido.<br>
  Régimen de Transparencia Fiscal al Consumidor (Ley 27.743): IVA contenido $ ${a(vatContained(t.total, 21))}.<br>
  Conserve este comprobante junto con el troquel para reintegros.</div>
  <table>
    <tr><td>Total a precio público</td><td class="n">$ ${a(publicTotal)}</td></tr>
    <tr><td>Descuento obra social</td><td class="n">-$ ${a(publicTotal.sub(t.total))}</td></tr>
    <tr class="pay"><td>TOTAL A PAGAR</td><td class="n">$ ${a(t.total)}</td></tr>
  </table>
</div>
<div class="foot">CAE N° ${esc(String(v.cae))} — Fecha Vto. CAE: ${dmy(String(v.caeDue))} — Comprobante emitido por controlador fiscal de nueva generación. Dirección Técnica: Farm. ${esc(String(v.farm))}.</div>`;
  return htmlPage(css, body);
}

export const fresh18CLayout: Layout = {
  id: 'fresh18-c',
  kind: 'invoice',
  title: 'fresh18 layout c (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'smudged-lens',
  issuer: (rng) => makeIssuer(rng, 'Farmacia Del Centro S.R.L.', 'Del Centro'),
  template: () => ({
    id: 'fresh18-c-delcentro', name: 'Ventas de mostrador', instructions: 'Facturas B a pacientes; precios con IVA y descuento de obra social ya aplicado.',
    catalog: 'pharmacy', pricesIncludeIva: true, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 9), nro = rng.int(20000, 99000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'pharmacy', lineCount: [2, 6], receivers: ['dni', 'dni', 'dni', 'consumidor-final'], conditionPrinted: 0.5, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh18-c', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const plan = rng.pick(PLANS);
    const rate = rng.pick([40, 50, 70]);
    const list: string[] = [], cov: number[] = [], troq: string[] = [];
    for (const line of doc.lines) {
      line.quantity = rng.pick([1, 1, 1, 2, 2, 3]);
      const covered = Number(line.code!.slice(2)) < 101 + 10 * 7;
      const c = covered ? rate : 0;
      list.push(line.unitPrice!.toFixed(2));
      cov.push(c);
      troq.push(rng.digits(7));
      line.unitPrice = round2(line.unitPrice!.mul(100 - c).div(100));
    }
    settle(doc);
    doc.variant = {
      pv, nro, plan, list: list.join(','), cov: cov.join(','), troq: troq.join(','), time: `${pad(rng.int(8, 21), 2)}:${pad(rng.int(0, 59), 2)}`,
      afil: `${rng.digits(8)}/${rng.digits(2)}`, doctor: `Dr./Dra. ${rng.pick(['Acosta', 'Funes', 'Medina', 'Ojeda', 'Zárate'])} - M.N. ${rng.int(40000, 160000)}`,
      rx: rng.digits(12), farm: rng.pick(['Lucía Paredes', 'Hernán Bustos', 'Natalia Correa']), mp: rng.int(1000, 9999), cae: `7${rng.digits(13)}`, caeDue: doc.date.slice(0, 8) + '30',
    };
    return doc;
  },
  html,
};
