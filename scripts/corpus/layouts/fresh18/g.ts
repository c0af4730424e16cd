import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, dotted, monthOf, pad, sayCondition, settle } from './common';

function html(doc: DocSpec): string {
  const v = doc.variant;
  const a = (x: Decimal.Value) => amount(x, 'ar');
  const r = doc.receiver;
  const t = doc.totals!;
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  const family = JSON.parse(String(v.family)) as Array<[string, string, string, string]>;
  const fam = family.map(([no, name, cat, acts]) => `<tr><td>${esc(no)}</td><td>${esc(name)}</td><td>${esc(cat)}</td><td>${esc(acts)}</td></tr>`).join('');
  const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${l.quantity}</td><td class="n">$ ${a(l.unitPrice!)}</td><td class="n">$ ${a(t.lineAmounts[i]!)}</td></tr>`).join('');
  const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8.6pt; color: #111; padding: 28px 38px }
.hd { display: grid; grid-template-columns: 60px 1fr 70px 190px; gap: 10px; align-items: center; border: 1.5px solid #0b3d91; padding: 8px; border-radius: 4px }
.crest { width: 56px; height: 56px; border-radius: 50%; background: #0b3d91; color: #ffd100; font-weight: bold; font-size: 15pt; display: flex; align-items: center; justify-content: center; border: 3px solid #ffd100 }
.club b { font-size: 12.5pt; color: #0b3d91; display: block } .club div { font-size: 7.2pt }
.let { text-align: center; border: 1.5px solid #111; font-size: 24pt; font-weight: bold; line-height: 1 } .let small { display: block; font-size: 6.5pt; font-weight: normal; padding-bottom: 3px }
.vo { font-size: 8pt; line-height: 1.45 } .vo b.t { font-size: 12pt }
.soc { margin-top: 10px; display: flex; gap: 24px; background: #f2f5fb; padding: 8px 10px; border-left: 4px solid #ffd100 }
.soc div span { display: block; font-size: 6.8pt; color: #555 }
h3 { font-size: 8.6pt; color: #0b3d91; margin: 14px 0 4px; text-transform: uppercase; letter-spacing: 0.6px }
table.g, table.c { width: 100% } table.g td, table.g th { border: 1px solid #c6cfe3; padding: 3px 6px; font-size: 8pt } table.g th { background: #e6ecf7; text-align: left }
table.c th { text-align: left; border-bottom: 1.5px solid #0b3d91; padding: 4px 6px; font-size: 8pt } table.c td { padding: 4px 6px; border-bottom: 1px dotted #aab } .n { text-align: right }
table.c th.n { text-align: right }
.sum { margin-top: 8px; margin-left: auto; width: 280px } .sum td { padding: 3px 6px } .sum tr.big td { font-size: 12pt; font-weight: bold; background: #0b3d91; color: #fff }
.legal { font-size: 7pt; color: #444; margin-top: 12px }
.stub { position: absolute; top: 900px; left: 38px; right: 38px; border-top: 1.5px dashed #555; padding-top: 10px; display: grid; grid-template-columns: 1fr 1fr 1fr; font-size: 8pt; gap: 4px }
.stub b { display: block; font-size: 7pt; color: #555 }`;
  const body = `
<div class="hd"><div class="crest">${esc(String(v.initials))}</div>
<div class="club"><b>${esc(doc.issuer.name)}</b><div>Personería Jurídica Res. ${esc(String(v.pj))} · ${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}</div>
<div>CUIT ${cuitDashed(doc.issuer.cuit)} · ${esc(doc.issuer.condicionText)} · IIBB Exento · Inicio de actividades ${esc(doc.issuer.activitySince)}</div></div>
<div class="let">C<small>Cód. 011</small></div>
<div class="vo"><b class="t">FACTURA</b><br>Nro. <b>${esc(doc.reference)}</b><br>Emisión: ${dmy(doc.date)}<br>Cuota: ${esc(monthOf(doc.date))}</div></div>
<div class="soc"><div><span>Socio titular</span><b>${esc(r.name)}</b></div><div><span>D.N.I.</span>${dotted(r.docNumber!)}</div>
<div><span>N° de socio</span>${esc(String(v.socio))}</div><div><span>Grupo familiar</span>N° ${esc(String(v.group))}</div>${r.condicionPrinted ? `<div><span>Condición IVA</span>${esc(cond)}</div>` : ''}</div>
<div style="margin-top:6px;font-size:7.6pt">Domicilio: ${esc(r.address)} · Período facturado: ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}</div>
<h3>Grupo familiar</h3>
<table class="g"><tr><th>N° Socio</th><th>Apellido y nombre</th><th>Categoría</th><th>Actividades</th></tr>${fam}</table>
<h3>Detalle de la cuota</h3>
<table class="c"><tr><th>Concepto</th><th class="n">Cant.</th><th class="n">Valor unitario</th><th class="n">Importe</th></tr>${rows}</table>
<table class="sum"><tr><td>Subtotal</td><td class="n">$ ${a(t.subtotal)}</td></tr><tr><td>Bonificación grupo familiar</td><td class="n">$ 0,00</td></tr>
<tr class="big"><td>TOTAL A PAGAR</td><td class="n">$ ${a(t.total)}</td></tr></table>
<div class="legal">1er vencimiento: ${dmy(String(v.due))}. Pasado el vencimiento se aplicará un recargo del 5 %. Débito automático y pago en secretaría de lunes a viernes de 9 a 20 h.
Entidad exenta en el Impuesto al Valor Agregado (art. 7 inc. h, ley de IVA). CAE ${esc(String(v.cae))} · Vto. CAE ${dmy(String(v.caeDue))}.</div>
<div class="stub"><div><b>TALÓN PARA EL CLUB</b>Socio N° ${esc(String(v.socio))}</div><div><b>Cuota</b>${esc(monthOf(doc.date))}</div><div><b>Importe</b>$ ${a(t.total)}</div>
<div><b>Titular</b>${esc(r.name)}</div><div><b>Comprobante</b>C ${esc(doc.reference)}</div><div><b>Vencimiento</b>${dmy(String(v.due))}</div></div>`;
  return htmlPage(css, body);
}

const CATS: Record<string, string> = { Activo: 'Cuota social categoría Activo', Cadete: 'Cuota social categoría Cadete', Infantil: 'Cuota social categoría Infantil' };
const ACTS = ['Actividad natación', 'Actividad fútbol infantil', 'Actividad tenis clase grupal', 'Actividad gimnasio libre', 'Actividad patín artístico'];

export const fresh18GLayout: Layout = {
  id: 'fresh18-g',
  kind: 'invoice',
  title: 'fresh18 layout g (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'smudged-lens',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Club Social y Deportivo Villa Elisa', 'Club Villa Elisa'), condicionText: 'IVA Exento' }),
  template: () => ({
    id: 'fresh18-g-villaelisa', name: 'Cuotas sociales', instructions: 'Factura C mensual por grupo familiar; sin IVA.',
    catalog: 'club', pricesIncludeIva: true, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'club', lineCount: [1, 1], receivers: ['dni'], conditionPrinted: 0.6, mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar'] },
      { layout: 'fresh18-g', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 4)}-${pad(rng.int(8000, 40000), 8)}`, variant: {}, today },
    );
    const arts = articlesOf('club');
    const byName = (d: string) => arts.find((x) => x.description === d)!;
    const surname = doc.receiver.name.split(' ').slice(-1)[0]!;
    const socio = rng.int(1200, 9800);
    const members: Array<{ no: string; name: string; cat: string; acts: string[] }> = [{ no: String(socio), name: doc.receiver.name, cat: 'Activo', acts: [] }];
    const size = rng.int(2, 5);
    if (rng.chance(0.7)) members.push({ no: String(socio + rng.int(1, 900)), name: `${personName(rng).split(' ').slice(0, -1).join(' ')} ${rng.pick(['Sosa', 'Medina', 'Arias', 'Correa'])}`, cat: 'Activo', acts: [] });
    while (members.length < size) members.push({ no: String(socio + rng.int(1, 900)), name: `${rng.pick(['Tomás', 'Valentina', 'Joaquín', 'Martina', 'Benjamín', 'Catalina', 'Bautista', 'Sofía'])} ${surname}`, cat: rng.pick(['Cadete', 'Infantil']), acts: [] });
    for (const m of members) if (rng.chance(0.65)) m.acts = rng.sample(ACTS.filter((x) => m.cat === 'Activo' ? !x.includes('infantil') : true), rng.int(1, 2));
    const lines: DocLine[] = [];
    const add = (desc: string, q: number) => {
      const art = byName(desc);
      lines.push({ code: art.code, description: desc, quantity: q, unit: art.unit, unitPrice: articlePrice(art, 'ARS', true), ivaRate: 0 });
    };
    for (const cat of ['Activo', 'Cadete', 'Infantil']) {
      const q = members.filter((m) => m.cat === cat).length;
      if (q) add(CATS[cat]!, q);
    }
    for (const act of ACTS) {
      const q = members.filter((m) => m.acts.includes(act)).length;
      if (q) add(act, q);
    }
    const sporty = members.filter((m) => m.acts.length).length;
    if (sporty) add('Seguro de actividades deportivas', sporty);
    if (rng.chance(0.3)) add('Uso de casillero', 1);
    doc.lines = lines;
    settle(doc);
    doc.serviceFrom = `${doc.date.slice(0, 7)}-01`;
    const end = new Date(`${doc.date.slice(0, 7)}-01T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    end.setUTCDate(0);
    doc.serviceTo = end.toISOString().slice(0, 10);
    const due = new Date(end);
    due.setUTCDate(due.getUTCDate() + 10);
    doc.variant = {
      family: JSON.stringify(members.map((m) => [m.no, m.name, m.cat, m.acts.map((x) => x.replace('Actividad ', '')).join(', ') || '-'])),
      socio, group: rng.int(100, 2400), initials: 'CVE', pj: `${rng.int(100, 999)}/${rng.int(1950, 1990)}`, due: due.toISOString().slice(0, 10),
      cae: `7${rng.digits(13)}`, caeDue: doc.date.slice(0, 8) + '30',
    };
    return doc;
  },
  html,
};
