import { composeDocument, type DocSpec } from '../../document';
import { makeCuit, makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { esc, htmlPage } from '../html';
import { cuitDashed, date, dotted, hash01, quantity, sayCondition, settle } from './common';

/** A GTIN-14 with its check digit (the traceability code on each box). */
function gtin(seed: string, salt: number): string {
  let body = '0779';
  for (let i = 0; i < 9; i++) body += String(Math.floor(hash01(seed, salt * 17 + i) * 10));
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

function html(doc: DocSpec): string {
  const is = doc.issuer, r = doc.receiver, v = doc.variant;
  const units = doc.lines.reduce((s, l) => s + l.quantity, 0);
  const rows = doc.lines.map((l, i) => {
    const traced = hash01(doc.reference, i) < 0.4;
    const lot = l.priceListMatch === null ? '-' : `${String.fromCharCode(65 + Math.floor(hash01(doc.reference, 50 + i) * 20))}${Math.floor(hash01(doc.reference, 70 + i) * 90000 + 10000)}`;
    const exp = `${pad(1 + Math.floor(hash01(doc.reference, 90 + i) * 12), 2)}/${2027 + Math.floor(hash01(doc.reference, 110 + i) * 3)}`;
    return `<tr><td class="mono">${l.priceListMatch === null ? '' : gtin(doc.reference, i)}</td><td class="code">${esc(l.code ?? '')}</td><td>${esc(l.description)}</td>
      <td class="mono">${lot}</td><td class="c">${l.priceListMatch === null ? '' : exp}</td><td class="mono small">${traced ? `S/N ${Math.floor(hash01(doc.reference, 130 + i) * 1e9)}` : ''}</td>
      <td class="n">${quantity(l.quantity, 'ar')}</td></tr>`;
  }).join('');
  const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11px; color: #111 }
.page { padding: 34px 40px; height: 1122px; position: relative }
.head { display: grid; grid-template-columns: 1fr 70px 1fr; border-bottom: 2px solid #0b6b5c; padding-bottom: 10px }
.logo { font-size: 20px; font-weight: 700; color: #0b6b5c; letter-spacing: .5px } .logo small { display: block; font-size: 10px; color: #333; font-weight: 400; letter-spacing: 0 }
.issuer { font-size: 9.5px; line-height: 1.45; margin-top: 6px }
.letter { border: 1.5px solid #111; height: 60px; text-align: center; font-size: 34px; font-weight: 700; line-height: 44px } .letter div { font-size: 8px; line-height: 10px; font-weight: 400 }
.doc { text-align: right; line-height: 1.5 } .doc h1 { margin: 0; font-size: 22px; letter-spacing: 3px } .doc .nv { font-size: 9px; font-weight: 700 }
.strip { display: flex; gap: 24px; font-size: 9.5px; background: #e7f3f0; padding: 6px 10px; margin: 10px 0 }
table.items { width: 100%; border-collapse: collapse; margin-top: 4px }
.items th { background: #0b6b5c; color: #fff; font-size: 9.5px; text-align: left; padding: 5px 6px }
.items td { border-bottom: 1px solid #cfd8d6; padding: 5px 6px; vertical-align: top }
.mono { font-family: 'Liberation Mono', monospace; font-size: 10px } .small { font-size: 8.5px } .code { color: #555; font-size: 9.5px } .c { text-align: center } .n, .items th.n { text-align: right; font-weight: 700 }
.sum { display: flex; justify-content: flex-end; gap: 30px; margin-top: 8px; font-size: 10.5px }
.obs { margin-top: 14px; font-size: 9px; color: #333; border: 1px dashed #999; padding: 6px 8px }
.foot { position: absolute; left: 40px; right: 40px; bottom: 36px }
.label { border: 2px solid #111; display: grid; grid-template-columns: 1.3fr 1fr; }
.label .hd { grid-column: 1 / span 2; background: #111; color: #fff; font-weight: 700; letter-spacing: 2px; padding: 4px 8px; font-size: 11px }
.label .cell { padding: 6px 8px; line-height: 1.55; font-size: 10.5px } .label .cell + .cell { border-left: 1px solid #111 }
.label b { font-size: 12.5px }
.sign { display: flex; gap: 24px; margin-top: 14px; font-size: 9px } .sign div { flex: 1; border-top: 1px solid #111; padding-top: 3px; text-align: center }
.legal { font-size: 8px; color: #444; margin-top: 10px; display: flex; justify-content: space-between }`;
  const doct = r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `DNI ${dotted(r.docNumber!)}` : '';
  const body = `<div class="page">
 <div class="head">
  <div><div class="logo">${esc(is.tradeName.toUpperCase())}<small>Distribución de medicamentos y material descartable</small></div>
   <div class="issuer">${esc(is.name)} · CUIT ${cuitDashed(is.cuit)} · ${esc(is.condicionText)}<br>${esc(is.address)} · ${esc(is.city)}<br>
   Droguería habilitada ANMAT Disp. N° ${esc(String(v.disp))} · Dir. Técnico: Farm. ${esc(String(v.dt))} (M.N. ${esc(String(v.mn))})</div></div>
  <div class="letter">R<div>Cód. 91</div></div>
  <div class="doc"><h1>REMITO</h1>N° <b>${esc(doc.reference)}</b><br>Fecha: ${date(doc.date, 'dd.mm.yyyy')}<br>IIBB ${esc(is.iibb)} · Inicio act. ${esc(is.activitySince)}<div class="nv">DOCUMENTO NO VÁLIDO COMO FACTURA</div></div>
 </div>
 <div class="strip"><span>Pedido N° <b>${esc(String(v.order))}</b></span><span>Picking: ${esc(String(v.picker))}</span><span>Bultos: ${esc(String(v.boxes))}</span><span>Cadena de frío: ${v.cold ? 'SÍ (2-8 °C)' : 'NO'}</span><span>Zona ${esc(String(v.zone))}</span></div>
 <table class="items"><tr><th>GTIN</th><th>Cód.</th><th>Descripción</th><th>Lote</th><th>Vto.</th><th>Serie (trazab.)</th><th class="n">Cant.</th></tr>${rows}</table>
 <div class="sum"><span>Renglones: <b>${doc.lines.length}</b></span><span>Total de unidades: <b>${quantity(units, 'ar')}</b></span></div>
 <div class="obs">Productos trazables informados al Sistema Nacional de Trazabilidad (ANMAT). Conservar en lugar fresco y seco. Verifique la mercadería al recibirla: no se aceptan reclamos posteriores por faltantes o roturas.</div>
 <div class="foot">
  <div class="label"><div class="hd">DESTINATARIO</div>
   <div class="cell"><b>${esc(r.name)}</b><br>${doct}${r.condicionPrinted ? ` · IVA: ${esc(r.condicionText)}` : ''}<br>GLN ${esc(String(v.gln))}<br>${esc(r.address || '-')}</div>
   <div class="cell">Entregar en: ${esc(String(v.where))}<br>Horario de recepción: ${esc(String(v.hours))}<br>Transporte: ${esc(String(v.carrier))}<br>Hoja de ruta N° ${esc(String(v.route))}</div>
  </div>
  <div class="sign"><div>Recibí conforme — Firma</div><div>Aclaración</div><div>DNI</div><div>Fecha y hora</div></div>
  <div class="legal"><span>Original: cliente · Duplicado: droguería · Triplicado: transporte</span><span>C.A.I. N° ${esc(String(v.cai))} — Vto. ${esc(String(v.caiDue))}</span></div>
 </div>
</div>`;
  return htmlPage(css, body);
}

/**
 * A pharmaceutical distributor's (droguería) remito R with traceability and NO prices (chromium, Liberation Sans):
 * green rule header with "REMITO", "R / Cód. 91", "N° 0012-00087431", "Fecha: 26.11.2026", "DOCUMENTO NO VÁLIDO
 * COMO FACTURA", the ANMAT disposition and the technical director; a strip (Pedido N°, Picking, Bultos, Cadena de
 * frío, Zona); the items RIGHT UNDER THE HEADER: GTIN (14 digits) / Cód. / Descripción / Lote / Vto. ("08/2028") /
 * Serie (trazab.) / Cant.; "Renglones", "Total de unidades"; and the customer ONLY AT THE FOOT, in a shipping-label
 * box "DESTINATARIO" (name, CUIT, IVA sometimes, a 13-digit GLN that is not a document number, address, "Entregar
 * en", receiving hours, transport, route sheet), signature lines, CAI. Descriptions in the remito wordings; priced
 * from the template's list (net, 21 %); one article missing from it in one document of three (the first).
 */
export const fresh8FLayout: Layout = {
  id: 'fresh8-f',
  kind: 'remito',
  title: 'fresh8 layout f',
  page: { size: 'A4' },
  scanStyle: 'lowres-gray',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Droguería del Litoral S.A.', 'Droguería del Litoral'), cuit: makeCuit(rng, '30') }),
  template: (issuer) => ({
    id: 's-remitos-drogueria-litoral',
    name: 'Remitos Droguería del Litoral',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "DESTINATARIO" (al pie). Sin precios: valorizar con la lista ` +
      '(netos, IVA 21 %). El GLN no es un CUIT. La referencia es el número de remito.',
    catalog: 'pharma',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'pharma', lineCount: [3, 9], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.6,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 0,
      },
      { layout: 'fresh8-f', templateId: template.id, issuer, reference: `${pad(rng.int(8, 14), 4)}-${pad(rng.int(10000, 99999), 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) if (l.priceListMatch !== null) l.quantity = rng.pick([2, 5, 10, 12, 20, 24, 30, 50, 100]);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      disp: `${rng.int(1000, 9999)}/${rng.int(14, 23)}`, dt: rng.pick(['Silvina Ojeda', 'Hernán Castaño', 'Analía Peralta']), mn: String(rng.int(10000, 19999)),
      order: `PV-${rng.int(100000, 999999)}`, picker: rng.pick(['Op. 14', 'Op. 07', 'Op. 22']), boxes: rng.int(1, 6), cold: rng.chance(0.3), zone: rng.pick(['Norte', 'Centro', 'Sur 2']),
      gln: `779${rng.digits(10)}`, where: rng.pick(['Farmacia central, subsuelo', 'Depósito de insumos - Portón 2', 'Guardia - Enfermería']),
      hours: rng.pick(['lun. a vie. 7 a 13 h', 'lun. a sáb. 8 a 14 h']), carrier: rng.pick(['Flota propia - Móvil 4', 'Logística Del Sur', 'Expreso Paraná']),
      route: String(rng.int(10000, 99999)), cai: rng.digits(14), caiDue: `${pad(rng.int(1, 28), 2)}/${pad(rng.int(1, 12), 2)}/2027`,
    };
    return doc;
  },
  html,
};
