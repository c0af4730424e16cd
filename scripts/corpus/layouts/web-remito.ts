import { composeDocument } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit, printDni } from '../formats';
import { esc, htmlPage } from './html';
import type { Layout } from './layout';

/**
 * A remito from a distribution ERP printed by a browser: the "R" box, "Documento no válido como factura", CAI,
 * customer as "Señor(es)", a grid with code | quantity | unit | description | bultos, no prices, transport and
 * a "Recibí conforme" block.
 */
export const webRemitoLayout: Layout = {
  id: 'web-remito',
  kind: 'remito',
  title: 'ERP remito printed by chromium: R box, CAI, code | cantidad | unidad | descripción | bultos, no prices',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Campo Verde S.A.', 'CAMPO VERDE DISTRIBUCIONES'),
  template: (issuer) => ({
    id: 'webremito-campoverde',
    name: 'Remitos Campo Verde (ERP)',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es "Señor(es)". Sin precios: valorizar con la lista de precios (con IVA 21% incluido). ` +
      'La referencia es el número de remito.',
    catalog: 'food',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(rng.int(1, 4), 4)}-${pad(rng.int(10000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'food', lineCount: [3, 9], receivers: ['company-ri', 'monotributo', 'company-ri', 'dni'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: true,
      },
      { layout: 'web-remito', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { dateStyle: rng.pick(['dd/mm/yyyy', 'dd-mm-yy']), cai: rng.digits(14) };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const docLine = r.docType === 'DNI' ? `DNI: ${esc(printDni(r.docNumber!))}` : `CUIT: ${esc(printCuit(r.docNumber!, 'hyphens'))}`;
    const rows = doc.lines.map((l) => `<tr><td>${esc(l.code ?? '')}</td><td class="n">${esc(formatQuantity(l.quantity))}</td><td>${esc(l.unit)}</td>
      <td>${esc(l.description)}</td><td class="n">${esc(String(l.bultos ?? 1))}</td></tr>`).join('');
    const filler = Array.from({ length: Math.max(0, 14 - doc.lines.length) }, () => '<tr class="empty"><td></td><td></td><td></td><td></td><td></td></tr>').join('');
    const bultos = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    const css = `
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 10.5px; padding: 28px 32px }
.hdr { display: grid; grid-template-columns: 1fr 60px 1fr; border: 1.5px solid #000 }
.hdr > div { padding: 8px }
.hdr .mid { border-left: 1.5px solid #000; border-right: 1.5px solid #000; text-align: center }
.hdr .mid .R { font-size: 34px; font-weight: 700; line-height: 1 }
.hdr .mid small { font-size: 7px }
.name { font-size: 17px; font-weight: 700 }
.hdr p { margin: 2px 0 }
.doc { font-size: 15px; font-weight: 700 }
.cli { border: 1.5px solid #000; border-top: 0; padding: 6px 8px; display: grid; grid-template-columns: 1fr 1fr; gap: 3px 20px }
table.items { width: 100%; border: 1.5px solid #000; border-top: 0 }
table.items th { border-bottom: 1px solid #000; border-right: 1px solid #000; padding: 4px; background: #eee }
table.items td { border-right: 1px solid #000; padding: 3px 5px; height: 18px }
.n { text-align: right }
.foot { display: grid; grid-template-columns: 1fr 1fr; border: 1.5px solid #000; border-top: 0; padding: 6px 8px; gap: 4px 20px }
.conf { margin-top: 30px; display: flex; justify-content: space-between }
.conf div { border-top: 1px dotted #000; width: 200px; text-align: center; font-size: 9px }
.cai { margin-top: 10px; font-size: 9px; text-align: right }`;
    const body = `
<div class="hdr">
  <div><div class="name">${esc(doc.issuer.tradeName)}</div><p>${esc(doc.issuer.name)}</p><p>${esc(doc.issuer.address)} - ${esc(doc.issuer.city)}</p>
    <p>Tel. ${esc(doc.issuer.phone)}</p><p>${esc(doc.issuer.condicionText)}</p></div>
  <div class="mid"><div class="R">R</div><small>DOCUMENTO NO VÁLIDO COMO FACTURA</small></div>
  <div><div class="doc">REMITO Nº ${esc(doc.reference)}</div><p>Fecha: ${esc(formatDate(doc.date, doc.variant.dateStyle as 'dd/mm/yyyy'))}</p>
    <p>C.U.I.T.: ${esc(printCuit(doc.issuer.cuit, 'hyphens'))}</p><p>Ing. Brutos: ${esc(doc.issuer.iibb)}</p><p>Inicio de Actividades: ${esc(doc.issuer.activitySince)}</p></div>
</div>
<div class="cli">
  <div>Señor(es): <b>${esc(r.name)}</b></div><div>${docLine}</div>
  <div>Domicilio: ${esc(r.address)}</div><div>I.V.A.: ${esc(r.condicionPrinted ? r.condicionText : '')}</div>
  <div>Condición de venta: Cuenta corriente</div><div>Pedido Nº: ${esc(String(1000 + doc.lines.length * 37))}</div>
</div>
<table class="items"><thead><tr><th style="width:70px">Código</th><th style="width:60px">Cantidad</th><th style="width:70px">Unidad</th><th>Descripción</th><th style="width:50px">Bultos</th></tr></thead>
<tbody>${rows}${filler}</tbody></table>
<div class="foot"><div>Total de bultos: ${bultos}</div><div>Transporte: Expreso ${esc(doc.issuer.city.replace(/^\(\w+\) /, '').split(',')[0]!)}</div>
<div>Valor declarado: según factura</div><div>Chofer / Patente: ____________</div></div>
<div class="conf"><div>Recibí conforme (firma)</div><div>Aclaración</div><div>DNI</div></div>
<div class="cai">C.A.I. Nº ${esc(String(doc.variant.cai))} · Fecha de Vto.: 31/12/2027</div>`;
    return htmlPage(css, body);
  },
};
