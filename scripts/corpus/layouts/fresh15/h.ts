import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, date, fixedQty, pad, PdfLibKit, receiverLine, sayCondition, settle } from './common';

/** A cold-storage plant's remito R (pdf-lib): scale weights in kg with 3 decimals, boxes, temperature; no prices. */
export const fresh15HLayout: Layout = {
  id: 'fresh15-h',
  kind: 'remito',
  title: 'fresh15 layout h',
  page: { size: 'A4' },
  scanStyle: 'bleed-through',
  issuer: (rng) => makeIssuer(rng, 'Frigorífico El Quebracho S.A.', 'Frío Quebracho'),
  template: (issuer) => ({
    id: 'z-remitos-frioquebracho',
    name: 'Remitos Frío Quebracho',
    instructions: `Remitos de ${issuer.name} (CUIT ${issuer.cuit}). El destinatario es el cliente. Cantidad = peso neto en kg (tres decimales); precios de la lista sin IVA.`,
    catalog: 'meat',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(3, 9), nro = rng.int(20000, 99000);
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'meat', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8,
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 2, templatePricesIncludeIva: false,
    }, { layout: 'fresh15-h', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    // the meat catalog's VAT is 10,5 %; the remito's lines keep the priceList's price
    for (const l of doc.lines) {
      if (l.unitPrice !== null) l.quantity = rng.int(8, 420) + rng.int(1, 999) / 1000;
      l.bultos = Math.max(1, Math.round(l.quantity / rng.int(12, 25)));
    }
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, temp: -rng.int(18, 24), truck: `SENASA Nº ${rng.int(1000, 9999)}`, seal: rng.int(100000, 999999), route: rng.int(1, 12) };
    return doc;
  },
  render: async (doc) => {
    const kit = await PdfLibKit.create([595.28, 841.89], { title: `Remito ${doc.reference}`, producer: 'pdf-lib', creator: 'ColdStock WMS 3' });
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const L = 36, R = 559, navy = '#263238';
    kit.text(is.tradeName.toUpperCase(), L, 30, { font: 'helvB', size: 16, color: navy });
    kit.text('Cámaras de frío · Almacenamiento y distribución refrigerada', L, 50, { size: 8, color: '#455a64' });
    kit.text(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L, 62, { size: 7 });
    kit.text(`${is.address}, ${is.city}`, L, 72, { size: 7 });
    kit.rect(280, 26, 36, 38, { stroke: navy, lineWidth: 1.2 });
    kit.text('R', 280, 30, { font: 'helvB', size: 22, align: 'center', width: 36 });
    kit.text('Cód. 91', 280, 54, { size: 6, align: 'center', width: 36 });
    kit.text('REMITO', 340, 26, { font: 'helvB', size: 13 });
    kit.text(`Nº ${doc.reference}`, 340, 44, { font: 'courierB', size: 10 });
    kit.text(`Fecha ${date(doc.date, 'dd/mm/yyyy')}`, 340, 58, { size: 9 });
    kit.text('DOCUMENTO NO VÁLIDO COMO FACTURA', 340, 72, { font: 'helvB', size: 6.5 });
    let y = 92;
    kit.rect(L, y, R - L, 54, { stroke: '#90a4ae' });
    kit.text('Destinatario:', L + 6, y + 6, { font: 'helvB', size: 8 });
    kit.text(r.name, L + 70, y + 6, { font: 'helvB', size: 9 });
    kit.text(receiverLine(doc) + (r.condicionPrinted ? `  ·  ${r.condicionText}` : ''), L + 70, y + 19, { size: 8 });
    kit.text(`Entregar en: ${r.address}`, L + 70, y + 32, { size: 8 });
    kit.text(`Reparto ${v.route}`, 450, y + 6, { size: 8 });
    kit.text(`Temp. de carga ${v.temp} °C`, 450, y + 19, { size: 8 });
    kit.text(`Precinto ${v.seal}`, 450, y + 32, { size: 8 });
    y = 160;
    kit.rect(L, y, R - L, 16, { fill: navy });
    const cols: Array<[string, number, number]> = [['Código', L + 4, 0], ['Producto', L + 60, 0], ['Cajas', 380, 40], ['Kg netos', 430, 60], ['Lote', 500, 0]];
    cols.forEach(([h, x, w]) => kit.text(h, x, y + 4, { font: 'helvB', size: 8, color: '#ffffff', ...(w ? { align: 'right' as const, width: w } : {}) }));
    y += 20;
    let kg = 0, boxes = 0;
    doc.lines.forEach((l, i) => {
      if (i % 2 === 1) kit.rect(L, y - 3, R - L, 15, { fill: '#eceff1' });
      kit.text(l.code ?? '—', L + 4, y, { font: 'courier', size: 8.5 });
      kit.text(l.description, L + 60, y, { size: 8.5 });
      kit.text(String(l.bultos ?? 1), 380, y, { size: 8.5, align: 'right', width: 40 });
      kit.text(l.unitPrice === null ? fixedQty(l.quantity, 0) + ' u.' : fixedQty(l.quantity, 3), 430, y, { font: 'courier', size: 9, align: 'right', width: 60 });
      kit.text(`L${doc.date.slice(2, 4)}${doc.date.slice(5, 7)}-${String(37 + i * 11).padStart(3, '0')}`, 500, y, { font: 'courier', size: 8 });
      kg += l.unitPrice === null ? 0 : l.quantity;
      boxes += l.bultos ?? 1;
      y += 15;
    });
    kit.line(L, y + 2, R, y + 2, { color: navy });
    y += 8;
    kit.text(`Total cajas: ${boxes}`, 300, y, { font: 'helvB', size: 9 });
    kit.text(`Total kg: ${fixedQty(Math.round(kg * 1000) / 1000, 3)}`, 420, y, { font: 'helvB', size: 9 });
    y += 40;
    kit.text(`Transporte refrigerado habilitado ${v.truck}. Mantener la cadena de frío a -18 °C o menos.`, L, y, { size: 8 });
    kit.rect(L, 720, 230, 60, { stroke: '#90a4ae' });
    kit.text('Recibí conforme (firma, aclaración, DNI)', L + 6, 768, { size: 7, color: '#607d8b' });
    kit.rect(R - 230, 720, 230, 60, { stroke: '#90a4ae' });
    kit.text('Temperatura al recibir: ______ °C   Hora: ______', R - 224, 768, { size: 7, color: '#607d8b' });
    return kit.bytes();
  },
};
