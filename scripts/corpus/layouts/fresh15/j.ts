import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, docTipo, pad, qrSvg, receiverLine, sayCondition, settle, vatContained } from './common';

/** A marketplace seller's factura B downloaded from the seller dashboard (chromium): sale id, buyer nickname, shipping. */
export const fresh15JLayout: Layout = {
  id: 'fresh15-j',
  kind: 'invoice',
  title: 'fresh15 layout j',
  page: { size: 'A4' },
  scanStyle: 'cheap-camera',
  issuer: (rng) => makeIssuer(rng, 'Comercial Villa Elisa S.A.S.', 'VillaElisa Indumentaria'),
  template: (issuer) => ({
    id: 'z-ventas-villaelisa',
    name: 'Facturas de ventas online Villa Elisa',
    instructions: `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}) por ventas en un marketplace. El comprador es "Datos de facturación del comprador". Precios finales.`,
    catalog: 'apparel',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(5, 9), nro = rng.int(10000, 99000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'apparel', lineCount: [1, 3], receivers: ['dni', 'dni', 'monotributo', 'consumidor-final'], conditionPrinted: 0.8,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: 'fresh15-j', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today });
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 1, 2, 3]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, sale: `2000${rng.digits(12)}`, nick: `${rng.pick(['COMPRADOR', 'USUARIO', 'MARIA', 'GUSTA', 'LUCHO'])}${rng.int(100, 9999)}`, cae: caeOf((n) => rng.digits(n)),
      size: rng.pick(['S', 'M', 'L', 'XL', '40', '42']), color: rng.pick(['Negro', 'Azul marino', 'Gris melange', 'Verde oliva']), ship: rng.pick(['Envío a domicilio', 'Retiro en punto de entrega']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 6, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    const [y, m, d] = doc.date.split('-');
    const items = doc.lines.map((l, i) => `<div class="it"><div class="thumb"></div><div class="nm">${esc(l.description)}<small>Talle: ${esc(String(v.size))} | Color: ${esc(String(v.color))} | SKU ${esc(l.code ?? '')}</small></div>
<div class="q">${l.quantity} u. x $ ${esc(amount(l.unitPrice!, 'ar'))}</div><div class="p">$ ${esc(amount(t.lineAmounts[i]!, 'ar'))}</div></div>`).join('');
    const css = `
body { font-family: 'Liberation Sans', sans-serif; font-size: 11px; color: #333; background: #ededed; padding: 10mm 12mm }
.card { background: #fff; border-radius: 6px; padding: 12px 14px; margin-bottom: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.15) }
.top { background: #fff159; border-radius: 6px; padding: 10px 14px; margin-bottom: 8px; display: flex; justify-content: space-between; align-items: center }
.top b { font-size: 15px } .pill { background: #3483fa; color: #fff; border-radius: 10px; padding: 2px 9px; font-size: 10px }
h3 { margin: 0 0 6px; font-size: 12px; color: #666; font-weight: normal }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8px }
.it { display: grid; grid-template-columns: 38px 1fr 130px 90px; gap: 8px; align-items: center; padding: 6px 0; border-bottom: 1px solid #eee }
.thumb { width: 36px; height: 36px; background: #e3e3e3; border-radius: 4px } .nm small { display: block; color: #999; font-size: 9.5px }
.q { color: #666; text-align: right } .p { text-align: right; font-weight: bold }
.tot div { display: flex; justify-content: space-between; padding: 2px 0 } .tot .big { font-size: 16px; font-weight: bold; color: #000; border-top: 1px solid #ddd; padding-top: 6px; margin-top: 4px }
.legal { display: flex; gap: 10px; align-items: center; font-size: 9.5px; color: #666 }`;
    const body = `
<div class="top"><div>Mis ventas › Venta #${esc(String(v.sale))}<br><b>Factura B ${esc(doc.reference)}</b></div><span class="pill">Facturada</span></div>
<div class="grid">
<div class="card"><h3>Vendedor</h3><b>${esc(is.name)}</b><br>CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.condicionText)}<br>${esc(is.address)}, ${esc(is.city)}<br>Punto de venta ${pad(Number(v.pv), 5)} · Cód. 06</div>
<div class="card"><h3>Datos de facturación del comprador</h3><b>${esc(r.name)}</b><br>${esc(receiverLine(doc, 'CUIT', 'DNI'))}${r.condicionPrinted ? `<br>${esc(r.condicionText)}` : ''}<br>Apodo: ${esc(String(v.nick))}</div>
</div>
<div class="card"><h3>Productos · ${esc(String(v.ship))} · Fecha de la venta ${Number(d)}/${Number(m)}/${y}</h3>${items}</div>
<div class="grid"><div class="card legal">${qrSvg(qr, 80)}<div>CAE ${esc(String(v.cae))}<br>Emitida el ${d}/${m}/${y}<br>Régimen de Transparencia Fiscal al Consumidor (Ley 27.743): IVA contenido $ ${esc(amount(vatContained(t.total, 21), 'ar'))}</div></div>
<div class="card tot"><div><span>Productos</span><span>$ ${esc(amount(t.subtotal, 'ar'))}</span></div><div><span>Envío</span><span>Gratis</span></div><div class="big"><span>Total</span><span>$ ${esc(amount(t.total, 'ar'))}</span></div></div></div>`;
    return htmlPage(css, body);
  },
};
