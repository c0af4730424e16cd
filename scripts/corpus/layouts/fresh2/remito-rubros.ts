import { composeDocument, type DocLine } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { FONT } from './common';

/**
 * A grocery distributor's remito with the lines grouped under category headings ("BEBIDAS", "ALMACÉN", …) and a
 * quantity subtotal after each group ("Subtotal ALMACÉN: 23 bultos") that is not an article; a route sheet strip
 * and packing data. No prices: the priceList (VAT included) values it. DejaVu Sans.
 */
const L = 36, R = 559;
const GROUPS: ReadonlyArray<[string, RegExp]> = [
  ['BEBIDAS', /gaseosa|agua mineral|vino/i],
  ['ALMACÉN', /harina|azúcar|aceite|yerba|fideos|arroz|café|galletitas|canasta/i],
  ['LÁCTEOS Y FIAMBRES', /leche|queso|jamón/i],
  ['LIMPIEZA', /detergente|lavandina|bolsas/i],
];

function groupOf(line: DocLine): string {
  const text = line.priceListMatch ?? line.description;
  return GROUPS.find(([, re]) => re.test(text))?.[0] ?? 'VARIOS';
}

export const fresh2RemitoRubrosLayout: Layout = {
  id: 'fresh2-remito-rubros',
  kind: 'remito',
  title: 'grocery remito with lines grouped under category headings and per-group quantity subtotals (not lines); priceList with VAT',
  page: { size: 'A4' },
  scanStyle: 'sideways',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Altos del Sur S.A.', 'ALTOS DEL SUR'),
  template: (issuer) => ({
    id: 'k-rubros-altosdelsur',
    name: 'Remitos por rubro Distribuidora Altos del Sur',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente figura como "Cliente". Los artículos vienen agrupados por rubro, ` +
      'con un subtotal de bultos por rubro que no es un artículo. Sin precios: valorizar con la lista de precios, que incluye IVA (21%). ' +
      'La referencia es el número de remito.',
    catalog: 'food',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const reference = `${pad(rng.int(6, 9), 4)}-${pad(rng.int(20000, 90000), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'food', lineCount: [4, 6], receivers: ['company-ri', 'monotributo', 'monotributo', 'company-ri'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index % 3 === 0, templatePricesIncludeIva: true,
      },
      { layout: 'fresh2-remito-rubros', templateId: template.id, issuer, reference, variant: {}, today },
    );
    // printed (and so truthfully listed) group by group
    const order = [...GROUPS.map(([g]) => g), 'VARIOS'];
    doc.lines = doc.lines.map((l, i) => ({ l, i })).sort((a, b) => order.indexOf(groupOf(a.l)) - order.indexOf(groupOf(b.l)) || a.i - b.i).map(({ l }) => l);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = {
      route: `${rng.pick(['Recorrido', 'Hoja de ruta'])} ${rng.int(10, 60)}`,
      truck: rng.pick(['Unidad 04', 'Unidad 07', 'Unidad 12']),
      picker: rng.pick(['Armó: J. Paredes', 'Armó: S. Giménez', 'Armó: N. Quiroga']),
      customer: String(rng.int(300, 4999)),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer;
    const r = doc.receiver;
    const D = FONT.dejavu, DB = FONT.dejavuBold;
    const tx = (s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? DB : D).fontSize(o.size ?? 8.5).fillColor(o.color ?? 'black');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const rule = (y: number, w = 0.5, x1 = L, x2 = R) => pdf.lineWidth(w).strokeColor('black').moveTo(x1, y).lineTo(x2, y).stroke();
    pdf.roundedRect(L, 30, R - L, 86, 6).lineWidth(1).strokeColor('#7a1f1f').stroke();
    tx(is.tradeName, L + 12, 40, { bold: true, size: 18, color: '#7a1f1f' });
    tx('Distribución mayorista de almacén, bebidas y limpieza', L + 12, 62, { size: 8 });
    tx(`${is.name}\n${is.address} · ${is.city}\nCUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L + 12, 76, { size: 7, width: 260 });
    tx('R', 290, 38, { bold: true, size: 22 });
    tx('Cód. 091', 282, 64, { size: 6 });
    tx('REMITO', 340, 40, { bold: true, size: 15, width: R - 352, align: 'right' });
    tx(`N° ${doc.reference}`, 340, 60, { bold: true, size: 11, width: R - 352, align: 'right' });
    tx(`Fecha ${date(doc.date, 'dd/mm/yyyy')}`, 340, 76, { size: 9, width: R - 352, align: 'right' });
    tx('No válido como factura', 340, 92, { size: 7, width: R - 352, align: 'right' });
    // customer
    tx(`Cliente (${doc.variant.customer}):`, L, 128, { size: 8 });
    tx(r.name, L + 90, 127, { bold: true, size: 10 });
    tx(`CUIT: ${cuitDashed(r.docNumber!)}${r.condicionPrinted ? `    Sit. frente al IVA: ${r.condicionText}` : ''}`, L + 90, 142, { size: 8.5 });
    tx(`Entrega: ${r.address}`, L + 90, 155, { size: 8.5, width: R - L - 90 });
    pdf.rect(L, 172, R - L, 16).fillColor('#f1e4e4').fill();
    tx(`${doc.variant.route}  ·  ${doc.variant.truck}  ·  ${doc.variant.picker}  ·  Salida ${date(doc.date, 'dd/mm/yyyy').slice(0, 5)}`, L + 6, 176, { size: 8 });
    // table, grouped
    let y = 200;
    tx('Artículo', L + 4, y, { bold: true, size: 8.5 });
    tx('Descripción', L + 74, y, { bold: true, size: 8.5 });
    tx('Cantidad', R - 150, y, { bold: true, size: 8.5, width: 70, align: 'right' });
    tx('Bultos', R - 70, y, { bold: true, size: 8.5, width: 66, align: 'right' });
    y += 14;
    rule(y, 1);
    y += 6;
    let current = '';
    let groupQty = 0, groupBultos = 0, totalBultos = 0;
    const closeGroup = () => {
      if (!current) return;
      rule(y - 2, 0.3, R - 220, R);
      tx(`Subtotal ${current}:`, R - 330, y + 1, { bold: true, size: 8, width: 176, align: 'right' });
      tx(quantity(groupQty, 'ar'), R - 150, y + 1, { bold: true, size: 8, width: 70, align: 'right' });
      tx(`${groupBultos} bultos`, R - 70, y + 1, { bold: true, size: 8, width: 66, align: 'right' });
      y += 20;
    };
    for (const l of doc.lines) {
      const g = groupOf(l);
      if (g !== current) {
        closeGroup();
        current = g;
        groupQty = 0; groupBultos = 0;
        tx(g, L + 4, y, { bold: true, size: 9, color: '#7a1f1f' });
        y += 14;
      }
      tx(l.code ?? '', L + 4, y, { size: 8.5 });
      tx(l.description, L + 74, y, { size: 8.5 });
      tx(quantity(l.quantity, 'ar'), R - 150, y, { size: 8.5, width: 70, align: 'right' });
      tx(String(l.bultos ?? 1), R - 70, y, { size: 8.5, width: 66, align: 'right' });
      groupQty += l.quantity; groupBultos += l.bultos ?? 1; totalBultos += l.bultos ?? 1;
      y += 13;
    }
    closeGroup();
    rule(y, 1);
    tx(`Bultos totales: ${totalBultos}`, R - 200, y + 6, { bold: true, size: 9.5, width: 196, align: 'right' });
    tx('Controlar la mercadería en presencia del chofer. No se aceptan reclamos posteriores por faltantes o roturas.', L, y + 26, { size: 7.5, width: R - L });
    // signatures
    for (const [k, label] of ['Firma del cliente', 'Aclaración', 'Sello'].entries()) {
      const x = L + k * 180;
      rule(760, 0.4, x, x + 150);
      tx(label, x, 764, { size: 7.5, width: 150, align: 'center' });
    }
  },
};
