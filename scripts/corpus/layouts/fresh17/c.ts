import type Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dmy, h01, idPair, monthFirst, pad, qrSvg, arcaQrUrl, docTipo, sayCondition, settle, shift } from './common';

/** A clinical laboratory's invoice to a health insurer, one row per practice and patient (a web LIS, chromium). */
function html(doc: DocSpec): string {
  const v = doc.variant;
  const t = doc.totals!;
  const m = (x: Decimal.Value) => amount(x, 'ar');
  const patients = String(v.patients).split('|');
  const members = String(v.members).split('|');
  const codes = String(v.codes).split('|');
  const days = String(v.days).split('|');
  const orders = String(v.orders).split('|');
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  const rows = doc.lines.map((l, i) => `<tr${i % 2 ? ' class="odd"' : ''}><td>${esc(days[i]!)}</td><td>${esc(orders[i]!)}</td><td>${esc(members[i]!)}</td><td>${esc(patients[i]!)}</td><td class="c">${esc(codes[i]!)}</td><td>${esc(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${m(l.unitPrice!)}</td><td class="n">${m(t.lineAmounts[i]!)}</td></tr>`).join('');
  const qr = qrSvg(arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(doc.reference.slice(0, 5)), tipo: 1, nro: Number(doc.reference.slice(6)), total: t.total, docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) }), 78);
  const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5px; color: #1d2733; padding: 30px 34px }
.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #2a6f97; padding-bottom: 8px }
.lab h1 { font-size: 19px; margin: 0; color: #2a6f97; letter-spacing: .5px } .lab div { font-size: 9.5px; line-height: 1.35 }
.doc { text-align: right } .doc .kind { font-size: 15px; font-weight: bold } .doc .letter { display: inline-block; border: 1.5px solid #1d2733; font-size: 20px; font-weight: bold; width: 30px; text-align: center; margin-right: 6px; vertical-align: middle }
.doc div { font-size: 10px; line-height: 1.4 }
.band { display: grid; grid-template-columns: 1.4fr 1fr; gap: 14px; margin: 12px 0 10px }
.box { border: 1px solid #b9c7d3; border-radius: 4px; padding: 7px 9px }
.box h3 { margin: 0 0 4px; font-size: 9px; text-transform: uppercase; color: #2a6f97; letter-spacing: .6px }
.box div { line-height: 1.45 }
table.p { width: 100%; font-size: 9.2px } table.p th { background: #2a6f97; color: #fff; font-weight: bold; padding: 4px 4px; text-align: left }
table.p td { padding: 3px 4px; border-bottom: 1px solid #e1e7ec } tr.odd td { background: #f4f7fa }
td.n, th.n { text-align: right; white-space: nowrap } td.c { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.8px }
.sum { display: flex; justify-content: space-between; margin-top: 12px }
.sum .note { width: 52%; font-size: 9px; color: #44505c; line-height: 1.4 }
table.t { width: 40%; font-size: 10.5px } table.t td { padding: 3px 4px } table.t td.n { text-align: right }
table.t tr.tot td { border-top: 2px solid #1d2733; font-weight: bold; font-size: 12px }
.foot { position: absolute; left: 34px; right: 34px; bottom: 34px; display: flex; gap: 14px; align-items: center; border-top: 1px solid #b9c7d3; padding-top: 8px; font-size: 9.5px }
`;
  const body = `
<div class="top">
  <div class="lab"><h1>${esc(doc.issuer.tradeName.toUpperCase())}</h1>
    <div>${esc(doc.issuer.name)} · Análisis clínicos, bacteriología y endocrinología</div>
    <div>${esc(doc.issuer.address)} · ${esc(doc.issuer.city)} · Tel. ${esc(doc.issuer.phone)}</div>
    <div>Dir. Técnica: Bioq. ${esc(String(v.director))} · M.P. ${esc(String(v.mp))}</div></div>
  <div class="doc"><div><span class="letter">A</span><span class="kind">FACTURA</span></div>
    <div>Código 01 · N° <b>${esc(doc.reference)}</b></div>
    <div>Fecha: ${esc(monthFirst(doc.date))}</div>
    <div>CUIT ${esc(cuitDashed(doc.issuer.cuit))} · IIBB ${esc(doc.issuer.iibb)}</div>
    <div>${esc(doc.issuer.condicionText)} · Inicio de actividades ${esc(doc.issuer.activitySince)}</div></div>
</div>
<div class="band">
  <div class="box"><h3>Financiador</h3>
    <div><b>${esc(doc.receiver.name)}</b></div>
    <div>${esc(doc.receiver.address)}</div>
    <div>${id ? `${id[0]} ${esc(id[1])}` : ''}${doc.receiver.condicionPrinted ? ` · ${esc(cond)}` : ''}</div></div>
  <div class="box"><h3>Liquidación</h3>
    <div>Convenio N° ${esc(String(v.agreement))} · Lote ${esc(String(v.batch))}</div>
    <div>Período de prestación: ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}</div>
    <div>Vencimiento de pago: ${dmy(String(v.due))} · Cond.: transferencia</div></div>
</div>
<table class="p"><thead><tr><th>Fecha</th><th>Orden</th><th>N° afiliado</th><th>Paciente</th><th>Cód. NBU</th><th>Práctica</th><th class="n">Cant.</th><th class="n">Valor unit.</th><th class="n">Importe</th></tr></thead>
<tbody>${rows}</tbody></table>
<div class="sum">
  <div class="note">Prácticas valorizadas según Nomenclador Bioquímico Único y convenio vigente. Los resultados fueron entregados a cada paciente por la plataforma web del laboratorio. Se adjunta detalle de órdenes médicas autorizadas (${doc.lines.length} prácticas, ${new Set(patients).size} pacientes).</div>
  <table class="t">
    ${t.byRate.map((b) => `<tr><td>Neto gravado ${amount(b.rate, 'ar', 1)} %</td><td class="n">$ ${m(b.net)}</td></tr><tr><td>IVA ${amount(b.rate, 'ar', 1)} %</td><td class="n">$ ${m(b.vat)}</td></tr>`).join('')}
    <tr class="tot"><td>TOTAL</td><td class="n">$ ${m(t.total)}</td></tr>
  </table>
</div>
<div class="foot"><div>${qr}</div><div><b>CAE:</b> ${esc(String(v.cae))} &nbsp; <b>Vencimiento CAE:</b> ${dmy(String(v.caeDue))}<br>Comprobante autorizado por ARCA · Original</div></div>`;
  return htmlPage(css, body);
}

export const fresh17CLayout: Layout = {
  id: 'fresh17-c',
  kind: 'invoice',
  title: 'fresh17 layout c',
  page: { size: 'A4' },
  scanStyle: 'nup-sheet',
  issuer: (rng) => {
    const name = rng.pick(['Laboratorio Bioquímico del Centro', 'Laboratorio de Análisis Clínicos San Lucas', 'Instituto Bioquímico Pasteur', 'Laboratorio Diagnos']);
    return makeIssuer(rng, `${name} S.R.L.`, name.replace(/^Laboratorio (de Análisis Clínicos |Bioquímico )?/, 'Lab. '));
  },
  template: (issuer) => ({
    id: `laboratorio-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — liquidaciones a financiadores`,
    instructions: 'Factura A mensual a obras sociales y prepagas: una fila por práctica y paciente, IVA 10,5 %.',
    catalog: 'labtests',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'labtests', lineCount: [6, 11], receivers: ['company-ri'], conditionPrinted: 0.85,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
    }, { layout: 'fresh17-c', templateId: template.id, issuer, reference: `${pad(rng.int(1, 4), 5)}-${pad(rng.int(1000, 29999), 8)}`, variant: {}, today });
    doc.receiver.name = rng.pick(['Medicina Privada Del Plata S.A.', 'Prepaga Salud Integral S.A.', 'Red de Prestaciones Médicas Litoral S.A.', 'Cobertura Médica Andina S.A.']);
    doc.lines.forEach((l) => { l.quantity = rng.chance(0.85) ? 1 : 2; });
    settle(doc);
    const n = rng.int(3, 5);
    const people = Array.from({ length: n }, () => personName(rng).toUpperCase());
    const ids = people.map(() => `${rng.digits(2)} ${rng.digits(6)} ${rng.digits(2)}`);
    const first = doc.serviceFrom!;
    const visit = people.map(() => shift(first, rng.int(0, 27)));
    const who = doc.lines.map(() => rng.int(0, n - 1)).sort((a, b) => visit[a]!.localeCompare(visit[b]!) || a - b);
    // the practices in the order the patients came
    doc.variant = {
      patients: who.map((p) => people[p]).join('|'), members: who.map((p) => ids[p]).join('|'), days: who.map((p) => dmy(visit[p]!).slice(0, 5)).join('|'),
      orders: who.map((p) => String(48000 + p * 37 + Math.floor(h01(doc.reference, p) * 900))).join('|'),
      codes: doc.lines.map((l) => String(660000 + (Number(l.code!.slice(2)) * 13) % 900)).join('|'),
      director: personName(rng), mp: rng.int(1200, 9800), agreement: `${rng.int(10, 99)}/${rng.int(2019, 2025)}`, batch: `${doc.date.slice(0, 4)}-${rng.int(100, 999)}`,
      due: shift(doc.date, 30), cae: caeOf((k) => rng.digits(k)), caeDue: shift(doc.date, 10),
    };
    return doc;
  },
  html,
};
