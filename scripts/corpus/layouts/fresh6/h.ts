import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { cuitDashed, date, idOf, quantity, sayCondition, settle, spaced, vatContained, weekday } from './common';

/**
 * A veterinary clinic's factura B from its clinic-management web app (chromium, DejaVu Sans with rounded panels in
 * pastel teal and a paw logo as inline SVG): lower-case captions ("propietario", "paciente", "especie", "raza", "edad",
 * "peso", "historia clínica"), the owner (the receiver: DNI, CUIT of a monotributista, or a civil association that
 * shelters animals) apart from the patient (the pet's name, which is not the customer), "factura b · n° 0002-00004511",
 * "fecha: jueves 26/11/2026"; a table práctica o producto / cant. / precio / subtotal with final prices; amounts with a
 * space as the thousands separator ("$ 1 234,56"); "motivo de consulta", "próximo control" and "próxima vacuna"
 * dates (not the voucher's); "total", "IVA contenido", CAE; "abonó con".
 */
const PETS = [
  ['Toby', 'canino', 'mestizo'], ['Luna', 'felino', 'común europeo'], ['Rocco', 'canino', 'golden retriever'], ['Mora', 'felino', 'siamés'],
  ['Simón', 'canino', 'caniche toy'], ['Kira', 'canino', 'ovejero alemán'], ['Milo', 'felino', 'mestizo'], ['Nala', 'canino', 'beagle'],
] as const;

export const fresh6HLayout: Layout = {
  id: 'fresh6-h',
  kind: 'invoice',
  title: 'fresh6 layout h',
  page: { size: 'A4' },
  scanStyle: 'signed-stamped',
  issuer: (rng) => makeIssuer(rng, 'Veterinaria Los Ceibos S.R.L.', 'Centro Veterinario Los Ceibos'),
  template: (issuer) => ({
    id: 'q-facturas-vet-losceibos',
    name: 'Facturas B Centro Veterinario Los Ceibos',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "propietario", no el paciente (la mascota). ` +
      'Precios finales con IVA 21 % incluido. La referencia es el número de factura.',
    catalog: 'vet',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'vet', lineCount: [2, 6], receivers: ['dni', 'dni', 'monotributo', 'company-exento'],
        conditionPrinted: 0.7, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh6-h', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 4)}-${pad(rng.int(1000, 12000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'responsable inscripto', 4: 'exento', 5: 'consumidor final', 6: 'monotributista' });
    for (const l of doc.lines) {
      if (/comprimido/.test(l.description)) l.quantity = rng.pick([1, 2, 4]);
      else if (/Alimento|Pipeta/.test(l.description)) l.quantity = rng.int(1, 3);
      else l.quantity = 1;
    }
    settle(doc);
    const pet = rng.pick(PETS);
    doc.variant = {
      pet: pet[0], species: pet[1], breed: pet[2],
      age: `${rng.int(1, 14)} años`,
      weight: `${rng.int(3, 38)},${rng.int(0, 9)} kg`,
      hc: String(rng.int(1200, 8900)),
      reason: rng.pick(['control anual y vacunación', 'decaimiento y falta de apetito', 'control post quirúrgico', 'dermatitis, picazón']),
      control: rng.int(7, 30),
      vaccine: rng.int(150, 365),
      vet: rng.pick(['M.V. Analía Peralta (M.P. 4821)', 'M.V. Federico Castaño (M.P. 5130)', 'M.V. Lucía Ojeda (M.P. 3977)']),
      phone: `${rng.int(11, 388)} ${rng.int(4000, 6999)}-${rng.digits(4)}`,
      pay: rng.pick(['tarjeta de débito', 'efectivo', 'transferencia', 'QR billetera virtual']),
      cae: rng.digits(14),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const m = (x: Parameters<typeof spaced>[0]) => `$ ${spaced(x)}`;
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="r">${esc(quantity(l.quantity, 'ar'))}</td><td class="r">${esc(m(l.unitPrice!))}</td><td class="r">${esc(m(t.lineAmounts[i]!))}</td></tr>`).join('');
    const paw = `<svg width="52" height="52" viewBox="0 0 52 52"><circle cx="26" cy="26" r="25" fill="#1f8a8a"/><ellipse cx="26" cy="32" rx="10" ry="8" fill="#fff"/><circle cx="15" cy="21" r="4" fill="#fff"/><circle cx="22" cy="15" r="4" fill="#fff"/><circle cx="30" cy="15" r="4" fill="#fff"/><circle cx="37" cy="21" r="4" fill="#fff"/></svg>`;
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #263238 }
.page { position: relative; height: 296mm; padding: 12mm 14mm }
.top { display: flex; justify-content: space-between; align-items: center }
.brand { display: flex; gap: 12px; align-items: center } .brand h1 { margin: 0; font-size: 19px; color: #1f8a8a } .brand p { margin: 1px 0; font-size: 9px; color: #607d8b }
.vch { display: flex; align-items: center; gap: 10px } .lt { border: 2px solid #263238; border-radius: 6px; width: 44px; text-align: center; padding: 2px 0 } .lt b { font-size: 26px; display: block; line-height: 1.05 } .lt small { font-size: 7.5px }
.vch .d { font-size: 10.5px; line-height: 1.6 } .vch .n { font-size: 13px; font-weight: 700 }
.fis { margin-top: 8px; font-size: 8.5px; color: #607d8b }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-top: 12px }
.card { background: #eef7f7; border-radius: 10px; padding: 9px 12px } .card h3 { margin: 0 0 5px; font-size: 10px; color: #1f8a8a; text-transform: lowercase; letter-spacing: 0.5px }
.card table td { padding: 1.5px 8px 1.5px 0; vertical-align: top } .card td.k { color: #78909c; white-space: nowrap }
.card .big { font-size: 13px; font-weight: 700 }
.reason { margin-top: 10px; font-size: 10px } .reason span { color: #78909c }
table.it { width: 100%; margin-top: 12px; border-collapse: separate; border-spacing: 0 3px } .it th { text-align: left; font-size: 9px; color: #78909c; font-weight: 400; padding: 3px 8px; text-transform: lowercase }
.it td { background: #f7fbfb; padding: 7px 8px } .it td:first-child { border-radius: 6px 0 0 6px } .it td:last-child { border-radius: 0 6px 6px 0 } .r { text-align: right; white-space: nowrap } th.r { text-align: right }
.sum { display: flex; justify-content: space-between; margin-top: 12px }
.next { background: #fff8e1; border-radius: 10px; padding: 8px 12px; font-size: 10px; line-height: 1.6; width: 52% }
.tot { text-align: right } .tot .t { font-size: 20px; font-weight: 700; color: #1f8a8a } .tot .s { font-size: 9px; color: #607d8b }
.cae { margin-top: 22px; font-size: 9px; color: #455a64 }
.foot { position: absolute; left: 14mm; right: 14mm; bottom: 10mm; border-top: 1px solid #cfd8dc; padding-top: 5px; font-size: 8.5px; color: #90a4ae; display: flex; justify-content: space-between }`;
    const body = `<div class="page">
<div class="top">
  <div class="brand">${paw}<div><h1>${esc(is.tradeName)}</h1><p>${esc(is.address)}, ${esc(is.city)} · turnos ${esc(is.phone)}</p><p>guardia 24 h · ${esc(is.email)}</p></div></div>
  <div class="vch"><div class="lt"><b>B</b><small>cód. 006</small></div><div class="d"><div class="n">factura b · n° ${esc(doc.reference)}</div><div>fecha: ${esc(weekday(doc.date))} ${esc(date(doc.date, 'dd/mm/yyyy'))}</div></div></div>
</div>
<div class="fis">${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)} · IIBB ${esc(is.iibb)} · inicio de actividades ${esc(is.activitySince)}</div>
<div class="grid">
  <div class="card"><h3>propietario</h3><div class="big">${esc(r.name)}</div><table>
    <tr><td class="k">documento</td><td>${esc(idOf(doc) || '—')}</td></tr>
    <tr><td class="k">condición iva</td><td>${r.condicionPrinted ? esc(r.condicionText) : '—'}</td></tr>
    <tr><td class="k">domicilio</td><td>${esc(r.address)}</td></tr>
    <tr><td class="k">teléfono</td><td>${esc(String(v.phone))}</td></tr></table></div>
  <div class="card"><h3>paciente</h3><div class="big">${esc(String(v.pet))}</div><table>
    <tr><td class="k">especie / raza</td><td>${esc(String(v.species))} / ${esc(String(v.breed))}</td></tr>
    <tr><td class="k">edad · peso</td><td>${esc(String(v.age))} · ${esc(String(v.weight))}</td></tr>
    <tr><td class="k">historia clínica</td><td>HC ${esc(String(v.hc))}</td></tr>
    <tr><td class="k">atendió</td><td>${esc(String(v.vet))}</td></tr></table></div>
</div>
<div class="reason"><span>motivo de consulta:</span> ${esc(String(v.reason))}</div>
<table class="it"><tr><th>práctica o producto</th><th class="r">cant.</th><th class="r">precio</th><th class="r">subtotal</th></tr>${rows}</table>
<div class="sum">
  <div class="next"><b>próximo control:</b> ${esc(date(addDays(doc.date, Number(v.control)), 'dd/mm/yyyy'))}<br><b>próxima vacuna:</b> ${esc(date(addDays(doc.date, Number(v.vaccine)), 'dd/mm/yyyy'))}<br>Ante cualquier síntoma comunicarse con la guardia.</div>
  <div class="tot"><div class="s">total</div><div class="t">${esc(m(t.total))}</div><div class="s">abonó con: ${esc(String(v.pay))}</div>
  <div class="s">Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)<br>IVA contenido ${esc(m(vatContained(t.total, 21)))} · otros imp. nac. indirectos $ 0,00</div></div>
</div>
<div class="cae">CAE ${esc(String(v.cae))} · vto. CAE ${esc(date(addDays(doc.date, 10), 'dd/mm/yyyy'))} · comprobante autorizado</div>
<div class="foot"><span>gracias por cuidar a ${esc(String(v.pet))} con nosotros</span><span>pág. 1 de 1</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
