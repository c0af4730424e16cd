import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocSpec } from '../../document';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, caeOf, dmy, esc, htmlPage, issuerAs, quantity, receiverId, settle } from './common';

const ID = 'fresh21-b';

function html(doc: DocSpec): string {
  const v = doc.variant;
  const t = doc.totals!;
  const letterA = v.letter === 'A';
  const $ = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
  const id = receiverId(doc);
  const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${quantity(l.quantity, 'ar', l.unit === 'm3' ? 3 : 0)}</td><td>${esc(l.unit)}</td>` +
    `<td class="n">${$(l.unitPrice!)}</td><td class="n">${$(t.lineAmounts[i]!)}</td></tr>`).join('');
  const vat = t.byRate.map((r) => `<tr><td>IVA ${String(r.rate).replace('.', ',')} %</td><td class="n">${$(r.vat)}</td></tr>`).join('');
  const contained = t.total.mul(21).div(121).toDecimalPlaces(2);
  const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #1d2a33 }
.top { display: flex; justify-content: space-between; align-items: stretch; background: #0b5f8a; color: #fff; padding: 16px 28px }
.brand { font-size: 22px; font-weight: bold; letter-spacing: 1px } .brand small { display: block; font-size: 9.5px; font-weight: normal; letter-spacing: 0; opacity: .9 }
.doc { text-align: right; font-size: 11px } .doc b { font-size: 15px }
.wrap { padding: 14px 28px }
.grid { display: grid; grid-template-columns: 1.35fr 1fr; gap: 14px }
.box { border: 1px solid #9db5c4; border-radius: 6px; padding: 9px 12px }
.box h3 { margin: 0 0 6px; font-size: 10px; color: #0b5f8a; text-transform: uppercase; letter-spacing: .5px }
.kv { display: grid; grid-template-columns: 128px 1fr; row-gap: 3px }
.pay { background: #eaf4fa; text-align: center } .pay .big { font-size: 22px; font-weight: bold; margin: 6px 0 } .pay .due { font-size: 11px }
.meter { margin-top: 12px; width: 100% } .meter td, .meter th { border: 1px solid #c9d7e0; padding: 4px 6px; text-align: center } .meter th { background: #eef3f6; font-size: 9.5px }
table.det { width: 100%; margin-top: 12px } table.det th { background: #0b5f8a; color: #fff; padding: 5px 6px; text-align: left; font-size: 10px }
table.det td { padding: 5px 6px; border-bottom: 1px solid #dde6ec } .n { text-align: right; white-space: nowrap }
.tot { margin: 10px 0 0 auto; width: 46% } .tot td { padding: 3px 6px } .tot tr.final td { border-top: 2px solid #0b5f8a; font-weight: bold; font-size: 12.5px }
.foot { margin-top: 26px; font-size: 9px; color: #50606b; border-top: 1px dashed #9db5c4; padding-top: 8px }
.legal { display: flex; justify-content: space-between; margin-top: 8px; font-size: 9.5px }`;
  const body = `
<div class="top"><div class="brand">${esc(doc.issuer.tradeName.toUpperCase())}<small>${esc(doc.issuer.name)} · Distribuidora de gas natural por redes</small><small>CUIT ${esc(doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3'))} · ${esc(doc.issuer.condicionText)} · IIBB ${esc(doc.issuer.iibb)}</small></div>
<div class="doc"><b>FACTURA ${letterA ? 'A' : 'B'}</b> (cód. ${letterA ? '001' : '006'})<br>N° ${esc(doc.reference)}<br>Emitida el ${dmy(doc.date)}<br>Cuenta N° ${esc(String(v.account))}</div></div>
<div class="wrap">
<div class="grid">
 <div class="box"><h3>Titular del servicio</h3><div class="kv">
  <span>Nombre:</span><b>${esc(doc.receiver.name)}</b>
  ${id ? `<span>${id.kind}:</span><span>${esc(id.value)}</span>` : ''}
  <span>Condición IVA:</span><span>${esc(doc.receiver.condicionText)}</span>
  <span>Domicilio de suministro:</span><span>${esc(doc.receiver.address || '-')}</span>
  <span>Categoría:</span><span>${esc(String(v.category))}</span></div></div>
 <div class="box pay"><h3>Total a pagar</h3><div class="big">${$(t.total)}</div><div class="due">1er. vencimiento: ${dmy(String(v.due1))}<br>2do. vencimiento: ${dmy(String(v.due2))} (con recargo)</div></div>
</div>
<table class="meter"><tr><th>Medidor N°</th><th>Período de consumo</th><th>Lectura anterior</th><th>Lectura actual</th><th>Diferencia m3</th><th>Factor de corrección</th><th>m3 corregidos (9300 kcal)</th></tr>
<tr><td>${esc(String(v.meter))}</td><td>del ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}</td><td>${v.prev}</td><td>${v.curr}</td><td>${Number(v.curr) - Number(v.prev)}</td><td>${String(v.factor).replace('.', ',')}</td><td>${quantity(Number(v.m3), 'ar', 3)}</td></tr></table>
<table class="det"><tr><th>Concepto</th><th class="n">Cantidad</th><th>Unidad</th><th class="n">Precio unitario${letterA ? '' : ' (IVA incl.)'}</th><th class="n">Importe</th></tr>${rows}</table>
<table class="tot">${letterA ? `<tr><td>Subtotal neto gravado</td><td class="n">${$(t.subtotal)}</td></tr>${vat}` : ''}<tr class="final"><td>Total a pagar</td><td class="n">${$(t.total)}</td></tr></table>
${letterA ? '' : `<div style="text-align:right;font-size:9.5px;margin-top:4px">Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido: ${$(contained)}</div>`}
<div class="foot">Ante una pérdida de gas llame al 0800-333-4427 (las 24 h). El importe de esta factura no incluye tasas municipales. Pagá por débito automático, home banking (código de pago electrónico ${esc(String(v.account))}) o en los centros de cobro habilitados.
<div class="legal"><span>CAE N° ${esc(String(v.cae))} — Vto. CAE ${dmy(String(v.caeDue))}</span><span>Hoja 1 de 1</span></div></div>
</div>`;
  return htmlPage(css, body);
}

export const layoutB: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design b',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Gas Ribereña Distribuidora S.A.', 'Gas Ribereña'),
  template: (issuer) => ({
    id: 'i-gas', name: `${issuer.tradeName} (gas natural)`, instructions: 'Factura del servicio de gas natural: cargo fijo y consumo por m3 del período; A para responsables inscriptos, B para el resto.',
    catalog: 'gasutility', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, ctx) => {
    const pv = rng.pick([41, 42, 57]);
    const nro = rng.int(1_200_000, 9_800_000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'gasutility', lineCount: [1, 1], receivers: ['company-ri', 'company-ri', 'dni', 'monotributo'],
      conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar-symbol'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    // the bill's own lines: fixed charge, the corrected cubic metres split in two steps, sometimes an extra
    const arts = articlesOf('gasutility');
    const price = (k: number) => articlePrice(arts[k]!, 'ARS', doc.pricesIncludeIva);
    const prev = rng.int(1200, 48000);
    const diff = rng.int(35, 420);
    const factor = rng.pick([1.0234, 1.0187, 1.0311, 0.9968]);
    const m3 = Math.round(diff * factor * 1000) / 1000;
    const step1 = Math.min(m3, 120);
    const lines = [
      { code: arts[0]!.code, description: arts[0]!.description, quantity: 1, unit: 'u', unitPrice: price(0), ivaRate: 21 },
      { code: arts[1]!.code, description: arts[1]!.description, quantity: step1, unit: 'm3', unitPrice: price(1), ivaRate: 21 },
    ];
    if (m3 > 120) lines.push({ code: arts[2]!.code, description: arts[2]!.description, quantity: Math.round((m3 - 120) * 1000) / 1000, unit: 'm3', unitPrice: price(2), ivaRate: 21 });
    if (rng.chance(0.4)) {
      const k = rng.pick([3, 5]);
      lines.push({ code: arts[k]!.code, description: arts[k]!.description, quantity: 1, unit: 'u', unitPrice: price(k), ivaRate: 21 });
    }
    doc.lines = lines;
    settle(doc);
    doc.serviceTo = addDays(doc.date, -rng.int(3, 8));
    doc.serviceFrom = addDays(doc.serviceTo, -rng.int(58, 62));
    doc.variant = {
      letter: doc.receiver.condicionIva === 1 ? 'A' : 'B', account: `${rng.digits(2)}-${rng.digits(6)}-${rng.digits(2)}`, meter: `M${rng.digits(7)}`,
      category: doc.receiver.condicionIva === 1 ? 'SGP 1 (servicio general)' : rng.pick(['R 2-1', 'R 2-3', 'R 3-1']), prev, curr: prev + diff, factor, m3,
      due1: addDays(doc.date, 12), due2: addDays(doc.date, 22), cae: caeOf((k) => rng.digits(k)), caeDue: addDays(doc.date, 10),
    };
    return doc;
  },
  html,
  scanStyle: 'clogged-nozzles',
};
