import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, idOf, sayCondition, settle, shortDate, vatContained } from './common';

/**
 * A city hotel's checkout invoice printed from its property-management system (chromium, Liberation Sans with
 * Liberation Serif headings): the guest folio and the factura on one page. A dark band with the hotel's name and stars,
 * the letter box ("A" Cód. 01 to a Responsable Inscripto with net prices; "B" Cód. 06 otherwise, final prices),
 * "N° Comp.: 00004-00012345", "Fecha de emisión: 23-nov-2026"; two panels: "Datos de la estadía" (Folio N°,
 * Habitación, Huésped — a person who is not the payer when a company pays —, Llegada / Salida with times, Noches,
 * Pax, and "Período de estadía: 20/11/2026 al 23/11/2026", which is the service period) and "Facturar a" (the
 * receiver). The charges table Fecha / Concepto / Cant. / P. unitario / Importe lists the nights as one row and the
 * extras on the day they were charged. Totals (A: "Neto gravado", "IVA 21 %", "Total factura"; B: "Total factura",
 * "IVA contenido"), then a separate "Pagos y depósitos" box with a deposit taken at booking and the "Saldo a abonar"
 * (neither is the invoice total).
 */
const LODGING = /^Alojamiento/;

export const fresh6ALayout: Layout = {
  id: 'fresh6-a',
  kind: 'invoice',
  title: 'fresh6 layout a',
  page: { size: 'A4' },
  scanStyle: 'glossy-angle',
  issuer: (rng) => makeIssuer(rng, 'Hotelera Cerro Azul S.A.', 'Gran Hotel Cerro Azul'),
  template: (issuer) => ({
    id: 'q-estadias-cerroazul',
    name: 'Facturas de estadías Gran Hotel Cerro Azul',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, al cierre de cada estadía. El cliente es "Facturar a" (no el huésped). ` +
      'Factura A: precios netos más IVA 21 %; factura B: precios finales. El período de estadía es el período del servicio. La referencia es el N° de comprobante.',
    catalog: 'hotel',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hotel', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'dni', 'monotributo', 'consumidor-final'],
        conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh6-a', templateId: template.id, issuer, reference: `${pad(rng.int(2, 6), 5)}-${pad(rng.int(3000, 40000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    const nights = rng.int(1, 5);
    const guests = rng.int(1, 2);
    const rooms = articlesOf('hotel').filter((a) => LODGING.test(a.description));
    const room = rng.pick(rooms);
    const extras = doc.lines.filter((l) => !LODGING.test(l.description)).slice(0, 4);
    const lodging: DocLine = { code: room.code, description: room.description, quantity: nights, unit: 'noche', unitPrice: articlePrice(room, 'ARS', doc.pricesIncludeIva), ivaRate: 21 };
    for (const l of extras) {
      if (/Desayuno/.test(l.description)) l.quantity = guests * nights;
      else if (/Cochera/.test(l.description)) l.quantity = nights;
      else if (/lavandería/.test(l.description)) l.quantity = rng.int(2, 7);
      else if (/Cena/.test(l.description)) l.quantity = rng.int(1, 2) * guests;
      else if (/Traslado/.test(l.description)) l.quantity = rng.int(1, 2);
      else l.quantity = 1;
    }
    doc.lines = [lodging, ...extras];
    settle(doc);
    const departure = doc.date;
    const arrival = addDays(departure, -nights);
    doc.serviceFrom = arrival;
    doc.serviceTo = departure;
    const deposit = doc.totals!.total.mul(rng.pick([0, 0.3, 0.5])).div(1000).floor().mul(1000);
    doc.variant = {
      folio: String(rng.int(40000, 69999)),
      room: `${rng.int(2, 9)}${pad(rng.int(1, 24), 2)}`,
      guest: doc.receiver.docType === 'DNI' ? doc.receiver.name : personName(rng),
      guests,
      nights,
      inTime: `${pad(rng.int(13, 22), 2)}:${pad(rng.int(0, 59), 2)}`,
      outTime: `${pad(rng.int(7, 11), 2)}:${pad(rng.int(0, 59), 2)}`,
      deposit: deposit.toFixed(2),
      days: extras.map(() => rng.int(0, Math.max(0, nights - 1))).join('|'),
      pay: rng.pick(['Tarjeta de crédito', 'Transferencia', 'Cuenta corriente 30 días', 'Tarjeta de débito']),
      cae: rng.digits(14),
      clerk: rng.pick(['Recepción — M. Sosa', 'Recepción — F. Ledesma', 'Front desk — L. Arias']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const days = String(v.days).split('|').map(Number);
    const rows = doc.lines.map((l, i) => {
      const when = i === 0 ? `${date(doc.serviceFrom!, 'dd/mm/yyyy')}` : date(addDays(doc.serviceFrom!, days[i - 1]!), 'dd/mm/yyyy');
      const q = i === 0 ? `${l.quantity} ${l.quantity === 1 ? 'noche' : 'noches'}` : String(l.quantity);
      return `<tr><td class="d">${esc(when)}</td><td>${esc(l.description)}</td><td class="r">${esc(q)}</td><td class="r">${esc(a(l.unitPrice!))}</td><td class="r">${esc(a(t.lineAmounts[i]!))}</td></tr>`;
    }).join('');
    const deposit = new Decimal(String(v.deposit));
    const totals = letter === 'A'
      ? `<tr><td>Neto gravado</td><td>$ ${esc(a(t.subtotal))}</td></tr><tr><td>IVA 21 %</td><td>$ ${esc(a(t.byRate[0]!.vat))}</td></tr><tr class="g"><td>Total factura</td><td>$ ${esc(a(t.total))}</td></tr>`
      : `<tr class="g"><td>Total factura</td><td>$ ${esc(a(t.total))}</td></tr><tr><td class="s">IVA contenido (Ley 27.743)</td><td class="s">$ ${esc(a(vatContained(t.total, 21)))}</td></tr>`;
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11.5px; color: #222 }
.page { position: relative; height: 296mm; padding: 0 0 0 0 }
.band { background: #1f3b2d; color: #f3ead3; padding: 9mm 14mm 7mm; display: flex; justify-content: space-between; align-items: center }
.band h1 { font-family: 'Liberation Serif', serif; font-weight: 400; font-size: 27px; margin: 0; letter-spacing: 1px } .band .st { color: #d4af37; font-size: 14px; letter-spacing: 3px }
.band p { margin: 2px 0; font-size: 10px; color: #cfc6ad }
.lt { display: flex; align-items: center; gap: 10px } .lt .box { border: 2px solid #f3ead3; width: 46px; text-align: center; padding: 2px 0 }
.lt .box b { font-size: 28px; display: block; line-height: 1.05 } .lt .box small { font-size: 8px }
.doc { text-align: right; font-size: 11px; line-height: 1.55 } .doc .n { font-size: 15px; font-weight: 700; color: #fff }
.wrap { padding: 6mm 14mm }
.fis { font-size: 9.5px; color: #555; border-bottom: 1px solid #d9d2bf; padding-bottom: 5px }
.panels { display: grid; grid-template-columns: 1.15fr 1fr; gap: 12px; margin-top: 10px }
.panel { border: 1px solid #cfc6ad; border-radius: 4px } .panel h3 { margin: 0; padding: 5px 9px; background: #f1ecdf; font-family: 'Liberation Serif', serif; font-size: 13px; color: #1f3b2d; font-weight: 400 }
.panel table { width: 100% } .panel td { padding: 3px 9px; vertical-align: top } .panel td.k { color: #6b6350; width: 40%; font-size: 10.5px }
.ch { width: 100%; margin-top: 14px } .ch th { background: #1f3b2d; color: #f3ead3; text-align: left; padding: 6px 7px; font-size: 10.5px; font-weight: 400; letter-spacing: 0.5px }
.ch td { padding: 6px 7px; border-bottom: 1px dotted #bdb49c } .r { text-align: right; white-space: nowrap } th.r { text-align: right } .d { white-space: nowrap; color: #555 }
.bottom { display: flex; justify-content: space-between; margin-top: 14px; gap: 16px }
.pays { border: 1px dashed #8b8068; padding: 7px 10px; width: 47%; font-size: 10.5px } .pays h4 { margin: 0 0 4px; font-size: 11px; color: #1f3b2d }
.pays table { width: 100% } .pays td { padding: 2px 0 }
.tot { width: 46% } .tot td { padding: 3px 6px; text-align: right } .tot td:first-child { text-align: left } .tot .g td { font-size: 16px; font-weight: 700; border-top: 2px solid #1f3b2d; color: #1f3b2d; padding-top: 6px }
.tot .s { font-size: 9.5px; color: #666 }
.foot { position: absolute; left: 14mm; right: 14mm; bottom: 12mm; font-size: 9px; color: #666; border-top: 1px solid #d9d2bf; padding-top: 5px; display: flex; justify-content: space-between }`;
    const body = `<div class="page">
<div class="band">
  <div><div class="st">★★★★</div><h1>${esc(is.tradeName)}</h1><p>${esc(is.address)} · ${esc(is.city)} · ${esc(is.phone)}</p></div>
  <div class="lt"><div class="box"><b>${letter}</b><small>Cód. ${letter === 'A' ? '01' : '06'}</small></div>
  <div class="doc"><div>FACTURA</div><div class="n">N° Comp.: ${esc(doc.reference)}</div><div>Fecha de emisión: ${esc(shortDate(doc.date))}</div></div></div>
</div>
<div class="wrap">
<div class="fis">${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)} · Ingresos Brutos ${esc(is.iibb)} · Inicio de actividades ${esc(is.activitySince)} · ${esc(is.email)}</div>
<div class="panels">
  <div class="panel"><h3>Datos de la estadía</h3><table>
    <tr><td class="k">Folio N°</td><td>${esc(String(v.folio))}</td></tr>
    <tr><td class="k">Habitación</td><td>${esc(String(v.room))} · ${esc(doc.lines[0]!.description.replace(/^Alojamiento habitación /, '').replace(/ \(por noche\)$/, ''))}</td></tr>
    <tr><td class="k">Huésped</td><td>${esc(String(v.guest))}${Number(v.guests) > 1 ? ' y acompañante' : ''}</td></tr>
    <tr><td class="k">Llegada / Salida</td><td>${esc(date(doc.serviceFrom!, 'dd/mm/yyyy'))} ${esc(String(v.inTime))} — ${esc(date(doc.serviceTo!, 'dd/mm/yyyy'))} ${esc(String(v.outTime))}</td></tr>
    <tr><td class="k">Noches / Pax</td><td>${esc(String(v.nights))} / ${esc(String(v.guests))}</td></tr>
    <tr><td class="k">Período de estadía</td><td>${esc(date(doc.serviceFrom!, 'dd/mm/yyyy'))} al ${esc(date(doc.serviceTo!, 'dd/mm/yyyy'))}</td></tr>
  </table></div>
  <div class="panel"><h3>Facturar a</h3><table>
    <tr><td class="k">Razón social / Nombre</td><td><b>${esc(r.name)}</b></td></tr>
    <tr><td class="k">Documento</td><td>${esc(idOf(doc) || '—')}</td></tr>
    <tr><td class="k">Condición IVA</td><td>${r.condicionPrinted ? esc(r.condicionText) : '—'}</td></tr>
    <tr><td class="k">Domicilio</td><td>${esc(r.address || '—')}</td></tr>
    <tr><td class="k">Forma de pago</td><td>${esc(String(v.pay))}</td></tr>
  </table></div>
</div>
<table class="ch"><tr><th>Fecha</th><th>Concepto</th><th class="r">Cant.</th><th class="r">P. unitario${letter === 'A' ? ' (neto)' : ''}</th><th class="r">Importe</th></tr>${rows}</table>
<div class="bottom">
  <div class="pays"><h4>Pagos y depósitos</h4><table>
    <tr><td>Depósito al reservar</td><td class="r">$ ${esc(a(deposit))}</td></tr>
    <tr><td><b>Saldo a abonar</b></td><td class="r"><b>$ ${esc(a(t.total.sub(deposit)))}</b></td></tr></table>
    <div style="margin-top:5px;color:#666">El depósito se imputa a esta factura. Check-out ${esc(String(v.outTime))} h.</div></div>
  <table class="tot">${totals}</table>
</div>
<p style="font-size:10px;color:#555;margin-top:18px">CAE N° ${esc(String(v.cae))} · Fecha de Vto. de CAE: ${esc(date(addDays(doc.date, 10), 'dd/mm/yyyy'))}<br>Atendió: ${esc(String(v.clerk))}</p>
</div>
<div class="foot"><span>Gracias por elegirnos · reservas@${esc(is.email.split('@')[1]!)}</span><span>Página 1 de 1</span></div>
</div>`;
    return htmlPage(css, body);
  },
};
