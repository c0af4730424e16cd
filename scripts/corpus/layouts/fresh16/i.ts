import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, docNo, pad, sayCondition, settle } from './common';

/** An event rental company's quote, grouped by category, the issuer only at the foot (see LAYOUTS.md). */
const money = (v: Decimal.Value) => `$ ${amount(v, 'ar')}`;
const GROUPS: Array<[string, RegExp]> = [
  ['Sonido', /sonido|Consola|Micrófono/], ['Iluminación y pantallas', /Cabezal|Pantalla/], ['Mobiliario', /Silla|Mesa|Tarima/],
  ['Estructuras y energía', /Carpa|Grupo/], ['Logística', /Flete/],
];
const groupOf = (d: string) => Math.max(0, GROUPS.findIndex(([, re]) => re.test(d)));
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

export const fresh16ILayout: Layout = {
  id: 'fresh16-i',
  kind: 'invoice',
  title: 'fresh16 i (quote)',
  page: { size: 'A4' },
  scanStyle: 'compact-mrc',
  issuer: (rng) => makeIssuer(rng, 'Escenarios del Sur S.R.L.', 'Escenarios del Sur'),
  template: (issuer) => ({
    id: 'fresh16-i-eventos',
    name: `Presupuestos de ${issuer.tradeName}`,
    instructions: 'Presupuesto de alquiler de equipamiento para eventos: precios por evento sin IVA, IVA 21 % aparte.',
    catalog: 'events',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const nro = rng.int(180, 990);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'events', lineCount: [4, 9], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.5, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar-symbol'],
    }, { layout: 'fresh16-i', templateId: template.id, issuer, reference: `${pad(nro, 4)}/${today.slice(2, 4)}`, variant: {}, today });
    for (const l of doc.lines) {
      l.quantity = /Silla/.test(l.description) ? rng.pick([40, 60, 80, 120, 150, 200]) : /Mesa/.test(l.description) ? rng.int(5, 25)
        : /Micrófono|Cabezal|Tarima/.test(l.description) ? rng.int(2, 8) : 1;
    }
    doc.lines.sort((a, b) => groupOf(a.description) - groupOf(b.description));
    settle(doc);
    const ev = new Date(`${doc.date}T00:00:00Z`);
    ev.setUTCDate(ev.getUTCDate() + rng.int(12, 60));
    doc.variant = {
      event: rng.pick(['Fiesta de fin de año empresarial', 'Casamiento', 'Lanzamiento de producto', 'Fiesta de egresados', 'Congreso anual']),
      eventDate: ev.toISOString().slice(0, 10), guests: rng.pick([80, 120, 150, 200, 300]),
      venue: rng.pick(['Salón Los Aromos', 'Quinta El Ombú', 'Centro de convenciones municipal', 'Predio ferial']), seller: personName(rng), valid: rng.pick([7, 10, 15]),
    };
    return doc;
  },
  html: (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const r = doc.receiver;
    const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    const wd = WEEKDAYS[new Date(`${doc.date}T12:00:00Z`).getUTCDay()]!;
    const id = docNo(doc);
    let rows = '';
    let group = -1;
    doc.lines.forEach((l, i) => {
      const g = groupOf(l.description);
      if (g !== group) {
        group = g;
        rows += `<tr class="grp"><td colspan="4">${esc(GROUPS[g]![0])}</td></tr>`;
      }
      rows += `<tr><td>${esc(l.description)}</td><td class="r">${l.quantity}</td><td class="r">${money(l.unitPrice!)}</td><td class="r">${money(t.lineAmounts[i]!)}</td></tr>`;
    });
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #1d1d1f }
.page { padding: 40px 46px 0 }
.hero { background: #111827; color: #fff; padding: 22px 26px; border-radius: 10px; display: flex; justify-content: space-between }
.hero .logo { font: bold 24px 'DejaVu Serif', serif; letter-spacing: 1px }
.hero .logo small { display: block; font: 9px 'DejaVu Sans', sans-serif; color: #fbbf24; letter-spacing: 3px; margin-top: 4px }
.hero .q { text-align: right; line-height: 1.6 }
.hero .q b { font-size: 15px; color: #fbbf24 }
.for { display: flex; gap: 20px; margin-top: 18px }
.for > div { flex: 1 }
.lab { font-size: 8.5px; text-transform: uppercase; letter-spacing: 1.5px; color: #6b7280; margin-bottom: 4px }
.big { font-size: 13px; font-weight: bold }
table { width: 100%; margin-top: 18px }
th { text-align: left; font-size: 8.5px; text-transform: uppercase; letter-spacing: 1px; color: #6b7280; border-bottom: 2px solid #111827; padding: 6px 4px }
td { padding: 5px 4px; border-bottom: 1px solid #e5e7eb }
tr.grp td { font-weight: bold; color: #b45309; border-bottom: none; padding-top: 10px }
.r { text-align: right } th.r { text-align: right }
.tot { margin: 12px 0 0 auto; width: 300px }
.tot div { display: flex; justify-content: space-between; padding: 3px 4px }
.tot .g { background: #fbbf24; font-weight: bold; font-size: 13px; padding: 7px 8px; border-radius: 6px; margin-top: 4px }
.notes { margin-top: 20px; font-size: 9.5px; line-height: 1.55; color: #374151 }
.foot { position: absolute; left: 46px; right: 46px; top: 1010px; border-top: 1px solid #d1d5db; padding-top: 8px; font-size: 8.5px; color: #4b5563; display: flex; justify-content: space-between }
`;
    const body = `<div class="page">
<div class="hero"><div class="logo">ESCENARIOS DEL SUR<small>SONIDO · LUCES · ESTRUCTURAS</small></div>
<div class="q">Presupuesto N° <b>${esc(doc.reference)}</b><br>${wd}, ${esc(date(doc.date, 'long'))}<br>Válido por ${v.valid} días</div></div>
<div class="for">
<div><div class="lab">Preparado para</div><div class="big">${esc(r.name)}</div>${id ? `<div>${r.docType === 'DNI' ? 'DNI' : 'CUIT'} ${esc(id)}</div>` : ''}${r.condicionPrinted ? `<div>${esc(cond)}</div>` : ''}<div>${esc(r.address)}</div></div>
<div><div class="lab">Evento</div><div class="big">${esc(String(v.event))}</div><div>${esc(date(String(v.eventDate), 'dd/mm/yyyy'))} · ${esc(String(v.venue))}</div><div>${v.guests} invitados aprox.</div></div>
</div>
<table><thead><tr><th>Ítem</th><th class="r">Cantidad</th><th class="r">Precio por evento</th><th class="r">Total</th></tr></thead><tbody>${rows}</tbody></table>
<div class="tot"><div><span>Subtotal sin IVA</span><span>${money(t.byRate[0]!.net)}</span></div><div><span>IVA 21 %</span><span>${money(t.byRate[0]!.vat)}</span></div><div class="g"><span>Total del presupuesto</span><span>${money(t.total)}</span></div></div>
<div class="notes"><b>Condiciones:</b> seña del 50 % para reservar la fecha, saldo 72 horas antes del evento. Incluye armado, prueba y desarme el mismo día.
Horas extra de técnico a cotizar aparte. Los precios pueden variar si cambian la fecha o el lugar del evento.<br>Atendido por ${esc(String(v.seller))}.</div>
<div class="foot"><span>${esc(doc.issuer.name)} · CUIT ${cuitDashed(doc.issuer.cuit)} · ${esc(doc.issuer.condicionText)}<br>${esc(doc.issuer.address)}, ${esc(doc.issuer.city)} · ${esc(doc.issuer.phone)} · ${esc(doc.issuer.email)}</span><span>Documento no válido como factura</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
