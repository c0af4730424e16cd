import { composeDocument } from '../../document';
import { addDays } from '../../formats';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, dayMonYear, docTipo, pad, qrSvg, receiverLine, sayCondition, settle, vatContained } from './common';

/** A hotel's property-management system folio turned into a factura (chromium): stay strip, nights × rate. */
export const fresh15BLayout: Layout = {
  id: 'fresh15-b',
  kind: 'invoice',
  title: 'fresh15 layout b',
  page: { size: 'A4' },
  scanStyle: 'jpeg-blocky',
  issuer: (rng) => makeIssuer(rng, 'Hotelera Cerro Azul S.A.', 'Hotel Cerro Azul'),
  template: (issuer) => ({
    id: 'z-folios-cerroazul',
    name: 'Facturas Hotel Cerro Azul',
    instructions: `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El huésped o la empresa es el "Titular de la factura". Noches por tarifa.`,
    catalog: 'hotel',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 6), nro = rng.int(800, 24000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'hotel', lineCount: [2, 5], receivers: (index % 3 === 1 ? ['dni', 'consumidor-final'] : ['company-ri']),
      conditionPrinted: 0.95, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
    }, { layout: 'fresh15-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    const nights = rng.int(2, 6);
    // the stay first, as the folio lists it
    doc.lines.sort((a, b) => Number(b.description.startsWith('Alojamiento')) - Number(a.description.startsWith('Alojamiento')));
    for (const l of doc.lines) l.quantity = l.description.includes('por noche') || l.description.includes('por día') ? nights : rng.int(1, 4);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, nights, room: rng.int(101, 618), folio: rng.int(40000, 99999), cae: caeOf((n) => rng.digits(n)), guests: rng.int(1, 3) };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const out = doc.date, inn = addDays(doc.date, -Number(v.nights));
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: letter === 'A' ? 1 : 6, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${esc(amount(l.unitPrice!, 'ar'))}</td><td class="n">${esc(amount(t.lineAmounts[i]!, 'ar'))}</td></tr>`).join('');
    const totals = letter === 'A'
      ? `<tr><td>Importe neto</td><td>${amount(t.subtotal, 'ar')}</td></tr><tr><td>IVA 21 %</td><td>${amount(t.byRate[0]!.vat, 'ar')}</td></tr><tr class="big"><td>Total ARS</td><td>${amount(t.total, 'ar')}</td></tr>`
      : `<tr class="big"><td>Total ARS</td><td>${amount(t.total, 'ar')}</td></tr><tr class="sm"><td>IVA contenido</td><td>${amount(vatContained(t.total, 21), 'ar')}</td></tr>`;
    const css = `
body { font-family: 'Liberation Serif', serif; font-size: 12px; color: #2b2118; padding: 16mm 18mm }
.top { display: flex; justify-content: space-between; border-bottom: 1px solid #a88b5c; padding-bottom: 8px }
.brand { font-size: 26px; letter-spacing: 4px; color: #7a5c2e } .brand small { display: block; font-size: 10px; letter-spacing: 1px; color: #555 }
.doc { text-align: right; font-size: 11px } .doc b { font-size: 16px } .let { display: inline-block; border: 1px solid #2b2118; padding: 2px 8px; font-size: 20px; margin-bottom: 4px }
.stay { display: flex; gap: 0; margin: 14px 0; border: 1px solid #d8c9ad; font-size: 11px } .stay div { flex: 1; padding: 6px 8px; border-right: 1px solid #d8c9ad } .stay span { display: block; color: #8a7a62; font-size: 9px; text-transform: uppercase; letter-spacing: 1px }
.guest { font-size: 11.5px; line-height: 1.5 } .guest h4 { margin: 0; font-size: 9px; text-transform: uppercase; letter-spacing: 1px; color: #8a7a62 }
table.items { width: 100%; margin-top: 14px } .items th { text-align: left; font-size: 10px; text-transform: uppercase; letter-spacing: 1px; color: #7a5c2e; border-bottom: 1px solid #a88b5c; padding: 4px }
.items td { padding: 5px 4px; border-bottom: 1px dotted #d8c9ad } .n { text-align: right } .items th.n { text-align: right }
table.tot { margin: 12px 0 0 auto; min-width: 240px } .tot td { padding: 3px 6px } .tot td:last-child { text-align: right } .tot .big td { font-size: 15px; font-weight: bold; border-top: 1px solid #2b2118 } .tot .sm td { font-size: 10px; color: #666 }
.foot { position: absolute; bottom: 16mm; left: 18mm; right: 18mm; display: flex; gap: 12px; align-items: center; font-size: 10px; color: #555 }`;
    const body = `
<div class="top"><div class="brand">${esc(is.tradeName.toUpperCase())}<small>${esc(is.name)} · ${esc(is.address)}, ${esc(is.city)} · ${esc(is.phone)}</small></div>
<div class="doc"><div class="let">${letter}</div><br>Factura · Cód. ${letter === 'A' ? '01' : '06'}<br><b>N° ${esc(doc.reference)}</b><br>Fecha ${esc(dayMonYear(doc.date))}<br>CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)}</div></div>
<div class="stay"><div><span>Folio</span>${v.folio}</div><div><span>Habitación</span>${v.room}</div><div><span>Llegada</span>${esc(dayMonYear(inn))}</div><div><span>Salida</span>${esc(dayMonYear(out))}</div><div><span>Noches</span>${v.nights}</div><div><span>Huéspedes</span>${v.guests}</div></div>
<div class="guest"><h4>Titular de la factura</h4><b>${esc(r.name)}</b><br>${esc(receiverLine(doc, 'C.U.I.T.', 'D.N.I.'))}${r.condicionPrinted ? ` — ${esc(r.condicionText)}` : ''}<br>${esc(r.address)}</div>
<table class="items"><tr><th>Concepto</th><th class="n">Cant.</th><th class="n">Tarifa</th><th class="n">Importe</th></tr>${rows}</table>
<table class="tot">${totals}</table>
<div class="foot">${qrSvg(qr, 78)}<div>CAE ${esc(String(v.cae))} · Vto. ${esc(dayMonYear(addDays(doc.date, 10)))}<br>Gracias por su estadía. Check-out 10 h.</div></div>`;
    return htmlPage(css, body);
  },
};
