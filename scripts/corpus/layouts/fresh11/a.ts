import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, pad, perception, quantity, sayCondition, shortEs, vatContained } from './common';

/**
 * A paint shop's factura from a cloud invoicing service (chromium): flexbox header with the customer card at the top
 * right, a "web font" (a local face under a web name), a table whose foot rows use colspan. A to Responsables
 * Inscriptos and monotributistas (net prices, a perception of IIBB added to the printed total), B otherwise (final
 * prices, VAT contained). Dates as "27 nov. 2026".
 */
export const fresh11ALayout: Layout = {
  id: 'fresh11-a',
  kind: 'invoice',
  title: 'fresh11 layout a',
  page: { size: 'A4' },
  scanStyle: 'fluorescent-glare',
  issuer: (rng) => makeIssuer(rng, 'Pinturerías Cerro Azul S.R.L.', 'Pinturerías Cerro Azul'),
  template: (issuer) => ({
    id: 'fc-pintureria-cerroazul',
    name: 'Facturas Pinturerías Cerro Azul',
    instructions: `Facturas A y B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, emitidas desde su sistema de facturación en la nube. ` +
      'El cliente está en el recuadro "Cliente". En las A los precios son netos y el total impreso incluye la percepción de IIBB.',
    catalog: 'paint',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 9);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'paint', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'consumidor-final', 'company-exento'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1 && r.condicionIva !== 6, numberStyles: ['ar'],
      },
      { layout: 'fresh11-a', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(rng.int(1000, 30000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = {
      letter: doc.pricesIncludeIva ? 'B' : 'A',
      perc: rng.pick([2.5, 3, 3.5]),
      cae: rng.digits(14),
      seller: rng.pick(['Mostrador', 'Lucía F.', 'Hernán A.', 'Web']),
      pay: rng.pick(['Contado', 'Cuenta corriente 30 días', 'Transferencia', 'Tarjeta de débito']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const a = (d: Decimal.Value) => `$ ${amount(d, 'ar')}`;
    const letterA = v.letter === 'A';
    const rows = doc.lines.map((l, i) => `<tr><td class="c">${i + 1}</td><td>${esc(l.code ?? '')}</td><td class="d">${esc(l.description)}</td>` +
      `<td class="n">${quantity(l.quantity, 'ar', 2)}</td><td class="n">${amount(l.unitPrice!, 'ar')}</td>` +
      `<td class="n">${letterA ? '21%' : ''}</td><td class="n">${amount(t.lineAmounts[i]!, 'ar')}</td></tr>`).join('');
    let foot: string;
    if (letterA) {
      const net = t.subtotal;
      const perc = perception(net, Number(v.perc));
      foot = `<tr><td colspan="4" rowspan="${3 + t.byRate.length}" class="obs">Observaciones: ${esc(String(v.pay))}. Vendedor: ${esc(String(v.seller))}.</td><td colspan="2" class="lab">Subtotal</td><td class="n">${a(net)}</td></tr>` +
        t.byRate.map((b) => `<tr><td colspan="2" class="lab">IVA ${String(b.rate).replace('.', ',')}%</td><td class="n">${a(b.vat)}</td></tr>`).join('') +
        `<tr><td colspan="2" class="lab">Subtotal c/IVA</td><td class="n">${a(t.total)}</td></tr>` +
        `<tr><td colspan="2" class="lab">Perc. IIBB ${String(v.perc).replace('.', ',')}%</td><td class="n">${a(perc)}</td></tr>` +
        `<tr class="tot"><td colspan="4"></td><td colspan="2" class="lab">TOTAL</td><td class="n">${a(t.total.add(perc))}</td></tr>`;
    } else {
      foot = `<tr><td colspan="4" rowspan="2" class="obs">Observaciones: ${esc(String(v.pay))}. Vendedor: ${esc(String(v.seller))}.</td><td colspan="2" class="lab">Subtotal</td><td class="n">${a(t.subtotal)}</td></tr>` +
        `<tr><td colspan="2" class="lab">Otros tributos</td><td class="n">${a(0)}</td></tr>` +
        `<tr class="tot"><td colspan="4"></td><td colspan="2" class="lab">TOTAL</td><td class="n">${a(t.total)}</td></tr>` +
        `<tr><td colspan="7" class="transp">Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido: ${a(vatContained(t.total, 21))}</td></tr>`;
    }
    const doc_ = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : 'Sin identificar';
    const css = `
@font-face { font-family: 'Inter'; src: local('DejaVu Sans'); font-weight: 400 }
@font-face { font-family: 'Inter'; src: local('DejaVu Sans Bold'); font-weight: 700 }
body { font-family: 'Inter', sans-serif; font-size: 11.5px; color: #1f2933; padding: 36px 40px }
.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px }
.brand { flex: 1.1 }
.brand .logo { width: 44px; height: 44px; border-radius: 10px; background: #3b82f6; color: #fff; font-weight: 700; font-size: 20px; display: flex; align-items: center; justify-content: center }
.brand h1 { font-size: 17px; margin: 8px 0 2px }
.brand p { margin: 1px 0; color: #52606d; font-size: 10.5px }
.letter { display: flex; flex-direction: column; align-items: center; border: 1.5px solid #1f2933; border-radius: 6px; width: 54px; padding: 4px 0 }
.letter b { font-size: 28px; line-height: 1 } .letter span { font-size: 9px }
.card { flex: 1.2; border: 1px solid #cbd2d9; border-radius: 8px; padding: 10px 12px; background: #f8fafc }
.card h3 { margin: 0 0 6px; font-size: 10px; text-transform: uppercase; letter-spacing: .06em; color: #7b8794 }
.card .name { font-weight: 700; font-size: 13px }
.card p { margin: 2px 0 }
.meta { display: flex; gap: 10px; margin: 16px 0 12px }
.meta div { flex: 1; background: #eef2f7; border-radius: 6px; padding: 6px 9px }
.meta small { display: block; color: #7b8794; font-size: 9.5px }
.meta b { font-size: 12px; white-space: nowrap }
.meta div:first-child { flex: 1.5 }
table.items { width: 100%; font-size: 10.5px }
.items th { background: #1f2933; color: #fff; text-align: left; padding: 5px 6px; font-weight: 700 }
.items td { padding: 5px 6px; border-bottom: 1px solid #e4e7eb }
.items td.d { white-space: nowrap }
.items .n { text-align: right; white-space: nowrap } .items .c { text-align: center }
.items tfoot td { border: none; padding: 3px 6px }
.items tfoot .lab { white-space: nowrap; text-align: right }
.items tfoot .obs { vertical-align: top; color: #52606d; font-size: 10px; padding-top: 10px }
.items tfoot .tot td { font-weight: 700; font-size: 14px; border-top: 2px solid #1f2933; padding-top: 6px }
.items .transp { font-size: 9.5px; color: #52606d; padding-top: 10px }
.cae { margin-top: 28px; display: flex; justify-content: space-between; font-size: 10px; color: #52606d; border-top: 1px solid #e4e7eb; padding-top: 8px }`;
    const body = `<div class="top">
  <div class="brand"><div class="logo">CA</div><h1>${esc(is.tradeName)}</h1><p>${esc(is.name)}</p><p>${esc(is.address)}, ${esc(is.city)}</p>
    <p>CUIT ${cuitDashed(is.cuit)} · IIBB ${esc(is.iibb)} · ${esc(is.condicionText)}</p><p>Inicio de actividades ${esc(is.activitySince)}</p></div>
  <div class="letter"><b>${v.letter}</b><span>COD. ${letterA ? '001' : '006'}</span></div>
  <div class="card"><h3>Cliente</h3><div class="name">${esc(r.name)}</div><p>${doc_}</p><p>${esc(r.condicionText)}</p><p>${esc(r.address)}</p></div>
</div>
<div class="meta"><div><small>Comprobante</small><b>Factura ${v.letter} ${doc.reference}</b></div><div><small>Fecha de emisión</small><b>${shortEs(doc.date)}</b></div>
  <div><small>Condición de venta</small><b>${esc(String(v.pay))}</b></div><div><small>Moneda</small><b>ARS</b></div></div>
<table class="items"><thead><tr><th>#</th><th>Código</th><th>Descripción</th><th style="text-align:right">Cant.</th><th style="text-align:right">P. unit.</th>
  <th style="text-align:right">${letterA ? 'IVA' : ''}</th><th style="text-align:right">Subtotal</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${foot}</tfoot></table>
<div class="cae"><span>CAE N° ${v.cae}</span><span>Vto. CAE ${shortEs(doc.date.slice(0, 8) + String(Math.min(28, Number(doc.date.slice(8)) + 10)).padStart(2, '0'))}</span><span>Comprobante autorizado · Página 1 de 1</span></div>`;
    return htmlPage(css, body);
  },
};
