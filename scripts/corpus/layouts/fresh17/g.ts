import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, FONT, h01, idPair, pad, PipePdf, sayCondition, shift } from './common';

/** An agro-chemicals dealer's remito to a farm, no prices, with lot, expiry and SENASA number per row (PipePdf, Identity-H). */
function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const p = new PipePdf([595.28, 841.89], { producer: 'AgroGestión 2026 - motor PDF', creator: 'AgroGestión', title: `Remito ${doc.reference}` }, {
    mode: 'plain', faces: { R: { ttf: FONT.dejavuCond }, B: { ttf: FONT.dejavuCondBold } },
  });
  const L = 30, R = 565;
  const olive = '#4b5d23';
  // header: voucher at the left, issuer at the right
  p.rect(L, 26, 210, 86, { stroke: olive, lineWidth: 1.2 });
  p.text('REMITO', L + 10, 32, { font: 'B', size: 15, color: olive });
  p.text('R', L + 160, 30, { font: 'B', size: 24 });
  p.text('COD. 91', L + 154, 60, { size: 6.5 });
  p.text(`N° ${doc.reference}`, L + 10, 54, { font: 'B', size: 10.5 });
  p.text(`Fecha: ${String(v.dateText)}`, L + 10, 70, { size: 9 });
  p.text('Documento no válido como factura', L + 10, 84, { size: 7.5 });
  p.text(`Original - Hoja 1 de 1`, L + 10, 96, { size: 7 });
  p.text(doc.issuer.name.toUpperCase(), 262, 28, { font: 'B', size: 11.5, color: olive });
  p.text('Insumos agropecuarios · Semillas · Fitosanitarios · Fertilizantes', 262, 44, { size: 7.8 });
  p.text(`${doc.issuer.address} · ${doc.issuer.city}`, 262, 56, { size: 7.8 });
  p.text(`Tel. ${doc.issuer.phone} · ${doc.issuer.email}`, 262, 67, { size: 7.8 });
  p.text(`C.U.I.T. ${cuitDashed(doc.issuer.cuit)} · ${doc.issuer.condicionText}`, 262, 78, { size: 7.8 });
  p.text(`Ing. Brutos ${doc.issuer.iibb} · Inicio act. ${doc.issuer.activitySince}`, 262, 89, { size: 7.8 });
  p.text(`Inscripción RENSPA / Registro de expendedores SENASA N° ${String(v.senasaShop)}`, 262, 100, { size: 7.8 });
  // the farm and the transport, in two boxes
  const r = doc.receiver;
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
  p.rect(L, 122, 300, 74, { stroke: '#999999' });
  p.text('DESTINATARIO', L + 6, 126, { font: 'B', size: 7, color: olive });
  p.text(r.name, L + 6, 138, { font: 'B', size: 9.5 });
  p.text(`${id ? `${id[0]} ${id[1]}` : ''}${r.condicionPrinted ? `   IVA: ${cond}` : ''}`, L + 6, 151, { size: 8 });
  p.text(`Establecimiento: ${String(v.farm)}`, L + 6, 163, { size: 8 });
  p.text(`Lugar de entrega: ${String(v.place)}`, L + 6, 175, { size: 8 });
  p.text(`RENSPA ${String(v.renspa)}`, L + 6, 187, { size: 8 });
  p.rect(L + 308, 122, R - L - 308, 74, { stroke: '#999999' });
  p.text('TRANSPORTE', L + 314, 126, { font: 'B', size: 7, color: olive });
  p.text(`Transportista: ${String(v.carrier)}`, L + 314, 138, { size: 8 });
  p.text(`CUIT transp.: ${String(v.carrierCuit)}`, L + 314, 150, { size: 8 });
  p.text(`Chasis: ${String(v.truck)}   Acoplado: ${String(v.trailer)}`, L + 314, 162, { size: 8 });
  p.text(`Chofer: ${String(v.driver)}`, L + 314, 174, { size: 8 });
  p.text(`Orden de venta: ${String(v.so)}`, L + 314, 186, { size: 8 });
  // the table, no prices
  let y = 208;
  const cols = [
    { h: 'Código', x: L, w: 52 }, { h: 'Producto', x: L + 52, w: 214 }, { h: 'U. Med.', x: L + 266, w: 40, a: 'center' as const },
    { h: 'Cantidad', x: L + 306, w: 48, a: 'right' as const }, { h: 'Lote', x: L + 358, w: 62 }, { h: 'Vto.', x: L + 420, w: 40, a: 'center' as const },
    { h: 'N° Reg. SENASA', x: L + 462, w: 73 },
  ];
  p.rect(L, y, R - L, 15, { fill: olive });
  for (const c of cols) p.text(c.h, c.x + 3, y + 4, { font: 'B', size: 7.5, color: '#ffffff', width: c.w - 6, align: c.a });
  y += 19;
  const lots = String(v.lots).split('|'), exps = String(v.exps).split('|'), regs = String(v.regs).split('|');
  doc.lines.forEach((l, i) => {
    const unit = /bolsa/i.test(l.description) ? 'BOL' : /caja/i.test(l.description) ? 'CJA' : 'BID';
    const cells = [l.code ?? '', l.description, unit, String(l.quantity), lots[i]!, exps[i]!, regs[i]!];
    cols.forEach((c, k) => p.text(cells[k]!, c.x + 3, y, { size: 7.8, width: c.w - 6, align: c.a }));
    y += 14;
    p.line(L, y - 3, R, y - 3, { color: '#d0d0d0', width: 0.4 });
  });
  y += 4;
  p.text(`Total de bultos: ${doc.lines.reduce((a, l) => a + l.quantity, 0)}   ·   Peso aprox.: ${String(v.weight)} kg`, L, y, { font: 'B', size: 8.5 });
  y += 20;
  p.rect(L, y, R - L, 46, { stroke: '#b08c2e', lineWidth: 1 });
  p.text('PRODUCTOS FITOSANITARIOS - LEA ATENTAMENTE LA ETIQUETA ANTES DE USAR', L + 8, y + 6, { font: 'B', size: 7.5, color: '#7a5d10' });
  p.text('Transportar separados de alimentos y forrajes. Mantener en envase original cerrado. Realizar triple lavado de envases vacíos', L + 8, y + 19, { size: 7 });
  p.text('y entregarlos en un Centro de Acopio Transitorio (Ley 27.279). En caso de intoxicación: CIAAT 0800-888-8694.', L + 8, y + 30, { size: 7 });
  // signatures and CAI
  const fy = 742;
  for (const [x, label] of [[L, 'Despachó'], [L + 190, 'Transportista'], [L + 380, 'Recibí conforme (firma, aclaración, DNI)']] as Array<[number, string]>) {
    p.line(x, fy, x + 150, fy, { width: 0.5 });
    p.text(label, x, fy + 4, { size: 7.5 });
  }
  p.text(`C.A.I. N° ${String(v.cai)} · Fecha de vencimiento ${String(v.caiDue)}`, L, fy + 30, { font: 'B', size: 7.5 });
  p.text(`Remitos del ${doc.reference.slice(0, 4)}-00040001 al ${doc.reference.slice(0, 4)}-00060000 · Impreso por Gráfica ${String(v.printer)}`, L, fy + 42, { size: 6.8 });
  return Promise.resolve(p.bytes());
}

export const fresh17GLayout: Layout = {
  id: 'fresh17-g',
  kind: 'remito',
  title: 'fresh17 layout g',
  page: { size: 'A4' },
  scanStyle: 'toner-save',
  issuer: (rng) => {
    const name = rng.pick(['Agroinsumos La Llanura', 'Agro Servicios Pampa Norte', 'El Sembrador Agroinsumos', 'Campo Fértil Insumos']);
    return makeIssuer(rng, `${name} S.R.L.`, name);
  },
  template: (issuer) => ({
    id: `agroinsumos-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — remitos de entrega`,
    instructions: 'Remitos de fitosanitarios sin precios; facturar según la lista de precios, netos más IVA 21 %.',
    catalog: 'agrochem',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today, index }) => {
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'agrochem', lineCount: [2, 7], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.75,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 2, templatePricesIncludeIva: false,
    }, { layout: 'fresh17-g', templateId: template.id, issuer, reference: `${pad(rng.int(2, 5), 4)}-${pad(rng.int(40001, 59999), 8)}`, variant: {}, today });
    const [y, m, d] = doc.date.split('-');
    const letters = () => String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25), 65 + rng.int(0, 25));
    doc.variant = {
      dateText: `${d}-${m}-${y}`, senasaShop: `${rng.int(1000, 9999)}`,
      farm: rng.pick(['La Esperanza', 'Don Aurelio', 'Los Cardos', 'El Trébol', 'Santa Inés']) + ` (lote ${rng.int(1, 14)})`,
      place: rng.pick(['Ruta 8 km 412, acceso de tierra 3 km', 'Camino vecinal a Colonia Tirolesa', 'Galpón del establecimiento', 'Ruta prov. 4 km 36']),
      renspa: `${rng.digits(2)}.${rng.digits(3)}.0.${rng.digits(5)}/${rng.digits(2)}`,
      carrier: rng.pick(['Transportes El Ñandú', 'Fletes Ruta 5', 'Logística Agro Centro', 'Propio']), carrierCuit: `30-${rng.digits(8)}-${rng.int(0, 9)}`,
      truck: `${letters()} ${rng.digits(3)}`, trailer: `${letters()} ${rng.digits(3)}`, driver: personName(rng), so: `OV-${rng.int(10000, 99999)}`,
      lots: doc.lines.map((_, i) => `L${String(rng.int(2401, 2611))}-${pad(Math.floor(h01(doc.reference, i) * 9999), 4)}`).join('|'),
      exps: doc.lines.map(() => `${pad(rng.int(1, 12), 2)}/${rng.int(2027, 2029)}`).join('|'),
      regs: doc.lines.map(() => `${rng.int(30, 39)}.${pad(rng.int(0, 999), 3)}`).join('|'),
      weight: doc.lines.reduce((a, l) => a + l.quantity * 21, 0), cai: `${rng.int(4, 7)}${rng.digits(13)}`, caiDue: shift(today, rng.int(90, 300)).split('-').reverse().join('/'),
      printer: rng.pick(['Del Centro', 'San José', 'Offset Sur']),
    };
    return doc;
  },
  render,
};
