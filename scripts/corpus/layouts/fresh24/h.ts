import type { DocSpec } from '../../document';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { ar, composeWith, cuit, fecha, issuerOf, rateLabel, templateOf } from './common';

/** fresh24-h: a private hospital's purchasing web system (chromium): orden de compra to the supplier, two pages with specifications. */
const ID = 'fresh24-h';

const SPECS: Record<string, string> = {
  Guante: 'Libre de polvo, ambidiestro, con registro ANMAT vigente. Presentar lote y vencimiento.',
  Jeringa: 'Estéril, apirógena, con aguja incorporada. Envase individual pelable.',
  Gasa: 'Algodón 100 %, estéril, 8 dobleces. Sobre individual.',
  Barbijo: 'Tricapa con filtro BFE ≥ 95 %, tiras elásticas, clip nasal.',
  Catéter: 'Teflón radiopaco, con alas y válvula antirreflujo.',
  Solución: 'Cloruro de sodio 0,9 %, envase flexible sin PVC.',
  Equipo: 'Con filtro de aire y regulador a rodillo, conector luer lock.',
  Apósito: 'Poliuretano transparente semipermeable, con marco de aplicación.',
  Alcohol: 'Grado farmacopea, con certificado de análisis por lote.',
  Camisolín: 'SMS 35 g/m², puños elastizados, talle único.',
  Cinta: 'Papel microporoso hipoalergénico, con protector.',
  Sonda: 'Látex siliconado dos vías, balón 5-15 ml, estéril.',
};

const CSS = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5px; color: #111 }
.page { padding: 34px 42px }
.top { display: flex; justify-content: space-between; border-bottom: 3px double #333; padding-bottom: 10px }
.org { font-size: 17px; font-weight: bold }
.org div { font-size: 10px; font-weight: normal; line-height: 1.5 }
.oc { text-align: right; font-size: 10.5px; line-height: 1.6 }
.oc .t { font-size: 16px; font-weight: bold; letter-spacing: 1px }
.boxes { display: flex; gap: 14px; margin: 14px 0 }
.box { flex: 1; border: 1px solid #555; padding: 8px 10px; line-height: 1.55 }
.box h4 { margin: 0 0 4px; font-size: 9.5px; background: #333; color: #fff; padding: 2px 6px; display: inline-block }
table.it { width: 100%; }
table.it thead { display: table-header-group }
table.it th { background: #ddd; border: 1px solid #555; font-size: 9.5px; padding: 5px 4px; text-align: left }
table.it td { border: 1px solid #999; padding: 6px 4px; vertical-align: top }
table.it tr { page-break-inside: avoid }
.spec { font-size: 9px; color: #444; margin-top: 3px }
.r { text-align: right }
.tot { margin-left: auto; width: 300px; margin-top: 12px }
.tot td { padding: 3px 6px } .tot .g td { font-weight: bold; font-size: 12px; border-top: 1px solid #333 }
.cond { margin-top: 18px; font-size: 9.5px; line-height: 1.5; page-break-inside: avoid }
.cond ol { margin: 4px 0 0 16px; padding: 0 }
.sig { display: flex; justify-content: space-around; margin-top: 50px; font-size: 9.5px; text-align: center }
.sig div { border-top: 1px solid #333; width: 170px; padding-top: 4px }
`;

function html(doc: DocSpec): string {
  const is = doc.issuer, buyer = doc.receiver, t = doc.totals!;
  const rows = doc.lines.map((l, i) => {
    const spec = SPECS[l.description.split(' ')[0]!] ?? '';
    return `<tr><td>${String((i + 1) * 10).padStart(3, '0')}</td><td>${esc(l.code ?? '')}</td><td>${esc(l.description)}<div class="spec">Especificación: ${esc(spec)}</div><div class="spec">Entrega: ${esc(String(doc.variant.store))} · Centro de costo ${esc(String(doc.variant.cc))}</div></td><td class="r">${l.quantity}</td><td>${esc(l.unit)}</td><td class="r">${ar(l.unitPrice!)}</td><td class="r">${rateLabel(l.ivaRate)}</td><td class="r">${ar(t.lineAmounts[i]!)}</td></tr>`;
  }).join('');
  const vat = t.byRate.map((b) => `<tr><td>IVA ${rateLabel(b.rate)} %</td><td class="r">${ar(b.vat)}</td></tr>`).join('');
  return htmlPage(CSS, `<div class="page">
<div class="top"><div class="org">${esc(buyer.name)}<div>${esc(buyer.address)}<br>CUIT ${esc(cuit(buyer.docNumber!, doc.variant.cuitStyle as 'dash'))}${buyer.condicionPrinted ? ` · ${esc(buyer.condicionText)}` : ''}<br>Departamento de Compras y Suministros</div></div>
<div class="oc"><div class="t">ORDEN DE COMPRA</div><div>N.º <b>${esc(doc.reference)}</b></div><div>Emisión: ${esc(fecha(doc.date, doc.variant.dateStyle as 'iso'))}</div><div>Solicitud interna: SI-${esc(String(doc.variant.si))}</div><div>Expediente: ${esc(String(doc.variant.exp))}</div></div></div>
<div class="boxes"><div class="box"><h4>PROVEEDOR</h4><br>${esc(is.name)} (${esc(is.tradeName)})<br>CUIT ${esc(cuit(is.cuit, 'dash'))} · ${esc(is.condicionText)}<br>${esc(is.address)}, ${esc(is.city)}<br>Cód. proveedor: ${esc(String(doc.variant.vendor))}</div>
<div class="box"><h4>CONDICIONES</h4><br>Moneda: Pesos argentinos<br>Pago: ${esc(String(doc.variant.pay))}<br>Plazo de entrega: ${esc(String(doc.variant.lead))}<br>Lugar: ${esc(String(doc.variant.store))}</div></div>
<table class="it"><thead><tr><th>Pos.</th><th>Código</th><th>Descripción / especificación técnica</th><th class="r">Cantidad</th><th>U.M.</th><th class="r">Precio unitario</th><th class="r">% IVA</th><th class="r">Importe neto</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot"><tr><td>Total neto</td><td class="r">${ar(t.subtotal)}</td></tr>${vat}<tr class="g"><td>TOTAL ORDEN DE COMPRA $</td><td class="r">${ar(t.total)}</td></tr></table>
<div class="cond"><b>Condiciones generales de compra</b><ol>
<li>La factura deberá emitirse a nombre de ${esc(buyer.name)} indicando el número de esta orden de compra; sin ese dato no será recibida.</li>
<li>Los productos médicos deberán contar con registro ANMAT vigente y un vencimiento no inferior a 18 meses a la fecha de entrega.</li>
<li>La mercadería se recibe de lunes a viernes de 8 a 13 h en ${esc(String(doc.variant.store))}, con remito por duplicado.</li>
<li>Los precios de esta orden son firmes y no admiten ajustes. Cualquier diferencia deberá ser autorizada por escrito.</li>
<li>El incumplimiento del plazo de entrega habilita la anulación de la orden sin cargo para la institución.</li>
<li>Facturas a: proveedores@${esc(String(doc.variant.domain))} · Consultas de pagos: tesoreria@${esc(String(doc.variant.domain))}</li></ol></div>
<div class="sig"><div>Jefe de Compras</div><div>Dirección Administrativa</div><div>Farmacia Central</div></div>
</div>`);
}

export const layoutH: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Private hospital's purchasing web system (chromium): orden de compra to the supplier, specifications under each item, two pages",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `Droguería ${rng.pick(['Medisur', 'Biopharma Norte', 'Insumed'])} S.A.`, rng.pick(['Medisur Insumos', 'Insumed Hospitalaria', 'BioNorte'])),
  template: (issuer) => templateOf(ID, issuer, 'hospital', { name: 'Órdenes de compra de clínicas', instructions: 'Facturar lo pedido en la orden de compra del cliente (la clínica), a los precios netos de la orden más IVA.' }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeWith(rng, {
      kind: 'invoice', catalog: 'hospital', lineCount: [8, 12], receivers: ['company-ri'], conditionPrinted: 0.7,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, {
      layout: ID, templateId: template.id, issuer, today,
      reference: `2026-${String(7730 + index * 29 + rng.int(0, 9)).padStart(6, '0')}`,
      variant: {
        dateStyle: rng.pick(['iso', 'slash', 'dash-mon']), cuitStyle: rng.pick(['dash', 'dot']), si: rng.int(30000, 39999), exp: `${rng.int(100, 999)}/2026`,
        vendor: `P${rng.digits(5)}`, pay: rng.pick(['60 días fecha factura', 'Transferencia a 45 días', '30 días fecha de recepción']),
        lead: rng.pick(['72 horas', '5 días hábiles', '10 días corridos']), store: rng.pick(['Depósito de Farmacia - subsuelo', 'Almacén Central, puerta 3']),
        cc: rng.pick(['UTI adultos', 'Quirófanos', 'Guardia', 'Internación general']), domain: rng.pick(['sanatoriodelparque.com.ar', 'clinicadelsol.org.ar']),
      },
    }, (d, r) => {
      for (const l of d.lines) l.quantity = r.pick([10, 20, 24, 30, 50, 100]);
    });
    doc.receiver = { ...doc.receiver, name: rng.pick(['Sanatorio del Parque S.A.', 'Clínica Privada del Sol S.R.L.', 'Instituto Médico Los Ceibos S.A.']) };
    return doc;
  },
  html,
  scanStyle: 'cockled-paper',
};
