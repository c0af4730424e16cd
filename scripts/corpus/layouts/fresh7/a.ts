import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { arcaQrUrl, cuitDashed, qrSvg, receiverNumber, sayCondition, settle, spaced, vatContained } from './common';

/**
 * An electrical-materials distributor's factura from a web invoicing service that lays everything out with CSS grid
 * (chromium, DejaVu Sans): no <table> anywhere, each item a grid row of divs; a fixed page header and footer (which
 * chromium repeats on every printed page); captions spread by CSS letter-spacing ("Facturar a") or typed with spaces ("T O T A L", "D E T A L L E"); the totals as
 * rows with dotted leaders between the caption and a right-aligned figure; amounts with a space as the thousands
 * separator ("1 234,56"); dates in ISO form (2026-11-25). A to a Responsable Inscripto (net prices), B otherwise
 * (final prices, "IVA contenido"). QR, CAE and its due date.
 */
export const fresh7ALayout: Layout = {
  id: 'fresh7-a',
  kind: 'invoice',
  title: 'fresh7 layout a',
  page: { size: 'A4' },
  scanStyle: 'fax-dither',
  issuer: (rng) => makeIssuer(rng, 'Electro Norte Distribuciones S.A.', 'ElectroNorte'),
  template: (issuer) => ({
    id: 'r-facturas-electronorte',
    name: 'Facturas ElectroNorte',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el bloque "Facturar a". ` +
      'Factura A: precios netos más IVA 21 %; factura B: precios finales. La referencia es P.V. y número (00005-00012345).',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(3, 12), nro = rng.int(1200, 39000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'electrical', lineCount: [3, 8], receivers: ([['company-ri'], ['dni', 'consumidor-final'], ['monotributo', 'company-exento', 'company-ri']] as const)[index % 3]!,
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh7-a', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: `7${rng.digits(13)}`, seller: rng.pick(['Mostrador 2', 'Vendedor 14 — D. Funes', 'Web']), customer: `CL-${rng.int(10000, 99999)}`, cbu: `0170${rng.digits(18)}` };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const due = addDays(doc.date, 10);
    const qr = arcaQrUrl({
      date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: letter === 'A' ? 1 : 6, nro: Number(v.nro), total: t.total,
      docTipo: r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99, docNro: r.docNumber ?? '0', cae: String(v.cae),
    });
    const rows = doc.lines.map((l, i) => `<div class="row${i % 2 ? ' odd' : ''}"><div class="c">${esc(l.code ?? '')}</div><div>${esc(l.description)}</div>` +
      `<div class="n">${esc(String(l.quantity))}</div><div class="n">${esc(spaced(l.unitPrice!))}</div><div class="n">${esc(spaced(t.lineAmounts[i]!))}</div></div>`).join('');
    const lead = (caption: string, value: string, cls = '') => `<div class="lead ${cls}"><span>${caption}</span><i></i><span class="v">${esc(value)}</span></div>`;
    const totals = letter === 'A'
      ? lead('Subtotal neto', spaced(t.subtotal)) + lead('IVA 21 %', spaced(t.byRate[0]!.vat)) + lead('Percepciones', '0,00') + lead('T O T A L &nbsp;$', spaced(t.total), 'big')
      : lead('Subtotal', spaced(t.subtotal)) + lead('T O T A L &nbsp;$', spaced(t.total), 'big') + lead('IVA contenido (Ley 27.743)', spaced(vatContained(t.total as Decimal, 21)), 'small');
    const id = receiverNumber(doc, cuitDashed, (n) => n);
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #1c1c1c }
.hdr { position: fixed; top: 0; left: 0; right: 0; height: 31mm; padding: 6mm 14mm 0; border-bottom: 3px solid #e0a100; display: flex; justify-content: space-between }
.ftr { position: fixed; bottom: 0; left: 0; right: 0; height: 14mm; padding: 3mm 14mm; border-top: 1px solid #bbb; font-size: 8.5px; color: #666; display: flex; justify-content: space-between }
.logo { font-size: 22px; font-weight: 700; letter-spacing: -0.5px } .logo b { color: #e0a100 }
.sub { font-size: 8.5px; color: #555; margin-top: 2px }
.kind { display: flex; gap: 10px; align-items: flex-start }
.let { border: 2px solid #1c1c1c; width: 42px; height: 46px; display: flex; flex-direction: column; align-items: center; justify-content: center }
.let b { font-size: 26px; line-height: 1 } .let small { font-size: 7px }
.meta { display: grid; grid-template-columns: auto auto; column-gap: 8px; row-gap: 2px; font-size: 9.5px }
.meta .k { color: #777; text-align: right }
main { padding: 36mm 14mm 18mm }
.cap { font-size: 8px; letter-spacing: 3px; color: #8a6a00; text-transform: uppercase; margin-bottom: 3px }
.cards { display: grid; grid-template-columns: 1.4fr 1fr; gap: 10px }
.card { border: 1px solid #ddd; border-radius: 6px; padding: 7px 9px }
.kv { display: grid; grid-template-columns: 24mm 1fr; row-gap: 2px } .kv .k { color: #777 }
.items { margin-top: 12px; border-top: 2px solid #1c1c1c }
.row { display: grid; grid-template-columns: 18mm 1fr 16mm 28mm 30mm; column-gap: 6px; padding: 4px 2px; border-bottom: 1px solid #eee }
.row.head { font-size: 8px; letter-spacing: 2px; color: #8a6a00; border-bottom: 1px solid #1c1c1c }
.row.odd { background: #faf6ea } .n { text-align: right; white-space: nowrap } .c { color: #666 }
.bottom { display: grid; grid-template-columns: 1fr 80mm; gap: 14px; margin-top: 14px }
.lead { display: flex; align-items: baseline; padding: 2px 0 } .lead i { flex: 1; border-bottom: 1px dotted #999; margin: 0 4px }
.lead .v { white-space: nowrap } .lead.big { font-size: 14px; font-weight: 700; border-top: 2px solid #1c1c1c; padding-top: 5px; margin-top: 3px }
.lead.small { font-size: 8.5px; color: #666 }
.cae { display: flex; gap: 10px; align-items: center; margin-top: 16px; font-size: 9px }`;
    const body = `
<div class="hdr"><div><div class="logo">Electro<b>Norte</b></div><div class="sub">${esc(is.name)} · ${esc(is.address)}, ${esc(is.city)}</div>
<div class="sub">${esc(is.phone)} · ${esc(is.email)} · ${esc(is.condicionText)}</div></div>
<div class="kind"><div class="let"><b>${letter}</b><small>COD. ${letter === 'A' ? '01' : '06'}</small></div>
<div class="meta"><span class="k">F A C T U R A</span><b>${esc(doc.reference)}</b><span class="k">P.V.</span><span>${pad(Number(v.pv), 5)}</span>
<span class="k">Emitido el</span><span>${esc(doc.date)}</span><span class="k">C.U.I.T.</span><span>${esc(cuitDashed(is.cuit))}</span>
<span class="k">II.BB.</span><span>${esc(is.iibb)}</span><span class="k">Inicio act.</span><span>${esc(is.activitySince)}</span></div></div></div>
<div class="ftr"><span>${esc(is.name)} — Documento generado electrónicamente · Original</span><span>Pág. 1 de 1</span></div>
<main>
<div class="cards">
 <div class="card"><div class="cap">Facturar a</div><div class="kv">
  <span class="k">Razón social</span><b>${esc(r.name)}</b>
  <span class="k">ID fiscal</span><span>${esc(id || '—')}</span>
  ${r.condicionPrinted ? `<span class="k">Cond. IVA</span><span>${esc(r.condicionText)}</span>` : ''}
  <span class="k">Domicilio</span><span>${esc(r.address || '—')}</span></div></div>
 <div class="card"><div class="cap">Condiciones</div><div class="kv">
  <span class="k">Cliente N°</span><span>${esc(String(v.customer))}</span><span class="k">Vendedor</span><span>${esc(String(v.seller))}</span>
  <span class="k">Vencimiento</span><span>${esc(addDays(doc.date, 30))}</span><span class="k">Moneda</span><span>ARS</span></div></div>
</div>
<div class="items"><div class="row head"><div>COD</div><div>D E T A L L E</div><div class="n">QTY</div><div class="n">P. UNIT.</div><div class="n">IMPORTE</div></div>${rows}</div>
<div class="bottom"><div style="font-size:9px;color:#555">Los precios ${letter === 'A' ? 'no incluyen IVA' : 'incluyen IVA'}. Cheques a la orden de ${esc(is.name)}.
Transferencias: CBU ${esc(String(v.cbu))}.</div><div>${totals}</div></div>
<div class="cae">${qrSvg(qr, 84)}<div>CAE N° <b>${esc(String(v.cae))}</b><br>Vto. CAE: ${esc(due)}<br>Comprobante autorizado por ARCA</div></div>
</main>`;
    return htmlPage(css, body);
  },
};
