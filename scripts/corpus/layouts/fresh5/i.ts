import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { cuitDashed, date, jitter, quantity, sayCondition } from './common';

/**
 * An IT integrator's delivery note from the field-service app its technicians carry (chromium, DejaVu Sans): a
 * card-like page "Constancia de entrega" with "Remito N° 0004-00012345", "Orden de servicio", "Técnico", "Cliente"
 * and "Sitio" cards, a checklist table ☐/☑ / Cant. / Equipo o accesorio / N° de serie, check boxes drawn as squares,
 * the customer's scribbled signature as an SVG path with "Firmado en el dispositivo" and a time stamp, map
 * coordinates. No prices: the priceList (net, 21 %) values it; one article
 * missing from it in one document of three.
 */
export const fresh5ILayout: Layout = {
  id: 'fresh5-i',
  kind: 'remito',
  title: 'fresh5 layout i',
  page: { size: 'A4' },
  scanStyle: 'phone-motion',
  issuer: (rng) => makeIssuer(rng, 'Soluciones Informáticas Cerro Azul S.R.L.', 'Cerro Azul IT'),
  template: (issuer) => ({
    id: 'p-entregas-cerroazul',
    name: 'Constancias de entrega Cerro Azul IT',
    instructions:
      `Remitos (constancias de entrega) de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en la tarjeta "Cliente". ` +
      'Sin precios: valorizar con la lista de precios (netos). La referencia es el número de remito.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'it', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo'], conditionPrinted: 0.6,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1,
      },
      { layout: 'fresh5-i', templateId: template.id, issuer, reference: `${pad(rng.int(3, 5), 4)}-${pad(rng.int(5000, 30000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    for (const l of doc.lines) if (l.quantity > 12) l.quantity = (l.quantity % 8) + 1;
    doc.variant = {
      os: `OS-${rng.int(20000, 29999)}`,
      tech: rng.pick(['Sebastián Correa', 'Analía Giménez', 'Diego Arias']),
      contact: rng.pick(['Natalia Bustos', 'Hernán Maldonado', 'Lucía Peralta']),
      site: rng.pick(['Piso 3, sala de servidores', 'Administración, planta baja', 'Depósito - oficina de logística']),
      time: `${pad(rng.int(9, 18), 2)}:${pad(rng.int(0, 59), 2)}`,
      geo: `-${rng.int(26, 38)}.${rng.digits(5)}, -${rng.int(57, 68)}.${rng.digits(5)}`,
      serials: doc.lines.map(() => `${rng.pick(['SN', 'S/N ', ''])}${rng.pick(['5CG', 'CN0', 'K1J', 'VNB'])}${rng.digits(7)}`).join('|'),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const serials = String(v.serials).split('|');
    const rows = doc.lines.map((l, i) => `<tr><td><span class="cb on"></span></td><td class="q">${esc(quantity(l.quantity, 'ar'))}</td><td>${esc(l.description)}</td>` +
      `<td class="sn">${l.quantity <= 2 && l.priceListMatch ? esc(serials[i]!) : '—'}</td></tr>`).join('');
    // a scribble: a few cubic curves from a seed of the receiver's name
    let path = 'M 10 48';
    for (let i = 0; i < 7; i++) {
      const j = (s: number) => Math.round(jitter(r.name, i * 4 + s) * 28);
      path += ` C ${20 + i * 28 + j(1)} ${30 + j(2)}, ${30 + i * 28 + j(3)} ${60 + j(0)}, ${40 + i * 28} ${44 + Math.round(j(2) / 3)}`;
    }
    const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5px; color: #222; background: #eef2f5 }
.page { width: 210mm; min-height: 296mm; padding: 12mm }
.card { background: #fff; border-radius: 8px; padding: 10px 12px; margin-bottom: 9px; box-shadow: 0 0 0 1px #d7dee5 }
.top { display: flex; justify-content: space-between; align-items: center }
.top .ap { display: flex; align-items: center; gap: 10px } .dot { width: 38px; height: 38px; border-radius: 10px; background: #0e7490; color: #fff; font-weight: 700; font-size: 18px; display: flex; align-items: center; justify-content: center }
.top h1 { margin: 0; font-size: 17px } .top small { color: #667 } .badge { background: #dcfce7; color: #166534; border-radius: 12px; padding: 3px 10px; font-weight: 700 }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 9px } .cap { font-size: 8.5px; text-transform: uppercase; color: #0e7490; letter-spacing: 0.6px; margin-bottom: 3px; font-weight: 700 }
.big { font-size: 13px; font-weight: 700 }
table { width: 100% } th { text-align: left; font-size: 9px; color: #667; border-bottom: 1px solid #d7dee5; padding: 4px } td { padding: 6px 4px; border-bottom: 1px solid #eef2f5 }
.q { text-align: right; font-weight: 700; width: 40px } th.q { text-align: right } .sn { font-family: 'DejaVu Sans Mono', monospace; font-size: 9.5px; color: #444 }
.cb { display: inline-block; width: 11px; height: 11px; border: 1.5px solid #0e7490; border-radius: 2px; position: relative } .cb.on:after { content: ''; position: absolute; left: 3px; top: 0; width: 3px; height: 7px; border: solid #0e7490; border-width: 0 2px 2px 0; transform: rotate(45deg) }
.sig { display: flex; justify-content: space-between; align-items: flex-end } .sig svg { border-bottom: 1px solid #999 }
.meta { color: #667; font-size: 9px; line-height: 1.5 }`;
    const body = `<div class="page">
<div class="card top"><div class="ap"><div class="dot">CA</div><div><h1>Constancia de entrega</h1><small>${esc(is.tradeName)} · ${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))}</small></div></div>
<div style="text-align:right"><div class="big">Remito N° ${esc(doc.reference)}</div><div>${esc(date(doc.date, 'dd/mm/yyyy'))} · ${esc(String(v.time))}</div><span class="badge">ENTREGADO</span></div></div>
<div class="grid">
  <div class="card"><div class="cap">Cliente</div><div class="big">${esc(r.name)}</div><div>${r.docNumber ? `CUIT ${esc(cuitDashed(r.docNumber))}` : ''}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}</div><div>${esc(r.address)}</div></div>
  <div class="card"><div class="cap">Orden de servicio</div><div class="big">${esc(String(v.os))}</div><div>Técnico: ${esc(String(v.tech))}</div><div>Sitio: ${esc(String(v.site))}</div></div>
</div>
<div class="card"><div class="cap">Equipos y materiales entregados</div>
<table><tr><th style="width:22px"></th><th class="q">Cant.</th><th>Equipo o accesorio</th><th>N° de serie</th></tr>${rows}</table></div>
<div class="card"><div class="cap">Conformidad del cliente</div>
<div class="sig"><div><svg width="240" height="70" viewBox="0 0 240 70"><path d="${path}" fill="none" stroke="#1e3a8a" stroke-width="2" stroke-linecap="round"/></svg><div>${esc(String(v.contact))} · Recibió</div></div>
<div class="meta">Firmado en el dispositivo ${esc(date(doc.date, 'dd/mm/yyyy'))} ${esc(String(v.time))}<br>Ubicación: ${esc(String(v.geo))}<br>Los equipos se entregan configurados y probados.<br>Documento no válido como factura.</div></div></div>
<div class="meta" style="text-align:center;margin-top:8px">${esc(is.address)}, ${esc(is.city)} · ${esc(is.phone)} · ${esc(is.email)} · Página 1 de 1</div>
</div>`;
    return htmlPage(css, body);
  },
};
