import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, receiverNumber, sayCondition } from './common';

/**
 * A home-goods e-commerce warehouse's "remito valorizado" printed from its fulfilment web app (chromium, Liberation
 * Sans): flexbox rows (no <table>), the remito's notes set in three newspaper columns (CSS columns), a running page
 * header and a footer; a packing strip (Pedido web, Guía, Bultos); "Señor(es)", "C.U.I.T. N°" or "DNI"; columns
 * SKU / Artículo / Cant. / Precio unitario / Importe with the priceList prices (net), a line missing from the
 * priceList shows "s/precio" and no amount (one document of three, the third); "Valor declarado (neto)" when every
 * line is priced. Dates "25 de noviembre de 2026".
 */
export const fresh7ILayout: Layout = {
  id: 'fresh7-i',
  kind: 'remito',
  title: 'fresh7 layout i',
  page: { size: 'A4' },
  scanStyle: 'screen-moire',
  issuer: (rng) => makeIssuer(rng, 'Casa Villa Elisa Hogar S.A.', 'Villa Elisa Hogar'),
  template: (issuer) => ({
    id: 'r-remitos-villaelisa',
    name: 'Remitos valorizados Villa Elisa Hogar',
    instructions:
      `Remitos valorizados de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Señor(es)". Los precios del remito son los de la lista ` +
      '(netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'home',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'home', lineCount: [2, 7], receivers: ['dni', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.6,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 2,
      },
      { layout: 'fresh7-i', templateId: template.id, issuer, reference: `R-${pad(rng.int(1, 3), 4)}-${pad(rng.int(50000, 99999), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = {
      order: `#${rng.int(100000, 999999)}`, guide: `${rng.pick(['OCA', 'Andreani', 'Correo'])} ${rng.digits(12)}`, picker: rng.pick(['Pick 03', 'Pick 07', 'Pick 11']),
      window: rng.pick(['9 a 13 h', '14 a 18 h', '8 a 20 h']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const priced = doc.lines.every((l) => l.unitPrice !== null);
    const rows = doc.lines.map((l) => {
      const amt = l.unitPrice === null ? null : round2(new Decimal(l.quantity).mul(l.unitPrice));
      return `<div class="r"><div class="sku">${esc(l.code ?? '—')}</div><div class="art">${esc(l.description)}</div><div class="n q">${esc(String(l.quantity))}</div>` +
        `<div class="n">${l.unitPrice === null ? '<i>s/precio</i>' : `$ ${esc(a(l.unitPrice))}`}</div><div class="n">${amt === null ? '' : `$ ${esc(a(amt))}`}</div></div>`;
    }).join('');
    const total = priced ? doc.lines.reduce((s, l) => s.add(round2(new Decimal(l.quantity).mul(l.unitPrice!))), new Decimal(0)) : null;
    const bultos = doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0);
    const num = receiverNumber(doc, cuitDashed, (n) => n.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11px; color: #2b2b2b }
.run { position: fixed; top: 0; left: 0; right: 0; padding: 5mm 15mm 2mm; font-size: 8.5px; color: #888; display: flex; justify-content: space-between; border-bottom: 1px solid #eee }
.pf { position: fixed; bottom: 0; left: 0; right: 0; padding: 3mm 15mm 6mm; font-size: 8.5px; color: #888; display: flex; justify-content: space-between; border-top: 1px solid #eee }
main { padding: 16mm 15mm 20mm }
.top { display: flex; justify-content: space-between; align-items: center }
.brand { font-size: 24px; font-weight: 700; color: #2f6f5e } .brand small { display: block; font-size: 9px; color: #777; font-weight: 400 }
.doc { display: flex; gap: 12px; align-items: center } .R { border: 2px solid #2b2b2b; font-size: 26px; font-weight: 700; width: 40px; text-align: center; line-height: 38px }
.doc .d { font-size: 10px; line-height: 1.5 } .doc .d b { font-size: 14px }
.strip { display: flex; gap: 0; margin-top: 10px; border: 1px solid #cfe0da; border-radius: 4px; overflow: hidden }
.strip div { flex: 1; padding: 5px 8px; border-right: 1px solid #cfe0da; font-size: 10px } .strip div:last-child { border-right: 0 } .strip span { display: block; font-size: 8px; color: #2f6f5e; text-transform: uppercase }
.who { display: flex; gap: 16px; margin-top: 10px } .who > div { flex: 1 } .who .k { color: #777; display: inline-block; width: 26mm }
.head, .r { display: flex; gap: 6px; padding: 5px 4px } .head { background: #2f6f5e; color: #fff; font-size: 9.5px; margin-top: 12px }
.head .sku { color: #fff } .r { border-bottom: 1px solid #e6e6e6 } .sku { width: 18mm; color: #777 } .art { flex: 1 } .n { width: 28mm; text-align: right; white-space: nowrap } .q { width: 14mm }
.sum { display: flex; justify-content: flex-end; gap: 24px; margin-top: 8px; font-size: 11.5px } .sum b { font-size: 13px }
.notes { column-count: 3; column-gap: 16px; column-rule: 1px dotted #bbb; font-size: 8.5px; color: #555; margin-top: 18px; text-align: justify }
.sig { display: flex; justify-content: space-between; margin-top: 34px } .sig div { width: 52mm; border-top: 1px solid #555; text-align: center; font-size: 9px; padding-top: 3px }`;
    const body = `
<div class="run"><span>${esc(is.tradeName)} · Remito ${esc(doc.reference)}</span><span>Centro de distribución — ${esc(String(v.picker))}</span></div>
<div class="pf"><span>${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)} · IIBB ${esc(is.iibb)}</span><span>página 1 de 1</span></div>
<main>
<div class="top"><div class="brand">${esc(is.tradeName)}<small>${esc(is.address)} · ${esc(is.city)} · ${esc(is.phone)}</small></div>
<div class="doc"><div class="R">R</div><div class="d">REMITO · Cód. 91<br><b>N° ${esc(doc.reference)}</b><br>${esc(date(doc.date, 'long'))}</div></div></div>
<div class="strip"><div><span>Pedido web</span>${esc(String(v.order))}</div><div><span>Guía</span>${esc(String(v.guide))}</div><div><span>Bultos</span>${bultos}</div><div><span>Franja de entrega</span>${esc(String(v.window))}</div></div>
<div class="who"><div><span class="k">Señor(es)</span><b>${esc(r.name)}</b><br>${num ? `<span class="k">${r.docType === 'CUIT' ? 'C.U.I.T. N°' : 'DNI'}</span>${esc(num)}<br>` : ''}${r.condicionPrinted ? `<span class="k">Cond. frente al IVA</span>${esc(r.condicionText)}` : ''}</div>
<div><span class="k">Entregar en</span>${esc(r.address)}</div></div>
<div class="head"><div class="sku">SKU</div><div class="art">Artículo</div><div class="n q">Cant.</div><div class="n">Precio unitario</div><div class="n">Importe</div></div>
${rows}
<div class="sum"><span>Bultos: <b>${bultos}</b></span>${total ? `<span>Valor declarado (neto): <b>$ ${esc(a(total))}</b></span>` : '<span>Valor declarado: a confirmar</span>'}</div>
<div class="notes">La mercadería viaja por cuenta y riesgo del comprador una vez entregada al transporte. Los precios consignados son netos de IVA y se informan al solo
efecto del valor declarado del envío; la factura se emite por separado. Verifique el estado de los bultos antes de firmar: no se aceptarán reclamos por daños
visibles no anotados en este remito. Cambios y devoluciones dentro de los 10 días corridos, con el producto en su embalaje original. Este remito no es válido como
factura. Conserve este comprobante para cualquier gestión de garantía: el número de pedido web y la guía identifican su envío.</div>
<div class="sig"><div>Firma del receptor</div><div>Aclaración y DNI</div><div>Fecha y hora de entrega</div></div>
</main>`;
    return htmlPage(css, body);
  },
};
