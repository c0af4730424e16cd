import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, date, sayCondition } from '../fresh/print';
import { FONT, hasTie, retotal } from './common';

/**
 * A beverage and cleaning-goods distributor's remito (pdfkit, Liberation Sans Narrow): quantities given by packaging
 * — "Presentación" ("Caja x 12 u.", "Pack x 6 u.", "Unidad"), "Bultos" and "Unid. x bulto" — with the units
 * ("Total u.") last; the truth's quantity is the units. A delivery strip (Camión, Chofer, Hoja de ruta), "Recibí
 * conforme". One article missing from the priceList in one document of three.
 */
const L = 30, R = 565;
const PACKS = [['Caja', 12], ['Pack', 6], ['Caja', 24], ['Bulto', 10], ['Unidad', 1]] as const;

export const fresh3RemitoBultosLayout: Layout = {
  id: 'fresh3-remito-bultos',
  kind: 'remito',
  title: 'beverage/cleaning distributor remito: "Presentación" (Caja x 12 u.), "Bultos", "Unid. x bulto", "Total u." (the truth\'s quantity)',
  page: { size: 'A4' },
  scanStyle: 'sideways',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Las Acacias S.R.L.', 'LAS ACACIAS DISTRIBUCIONES'),
  template: (issuer) => ({
    id: 'm-remito-lasacacias',
    name: 'Remitos Distribuidora Las Acacias',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Destinatario". Las cantidades se expresan en bultos y ` +
      'unidades por bulto: se factura el total de unidades ("Total u."). Sin precios: valorizar con la lista de precios (netos, IVA 21 %). La referencia es el número de remito.',
    catalog: 'food',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'food', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.6,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh3-remito-bultos', templateId: template.id, issuer, reference: `${pad(rng.int(3, 5), 4)}-${pad(rng.int(20000, 80000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    const packs = doc.lines.map((l) => {
      // an article sold by the pack or box in the priceList is counted in those packs (presentation "Unidad")
      const packed = !l.priceListMatch || /\b(pack|caja|bolsa) x \d+/i.test(l.priceListMatch);
      const [name, per] = packed ? (['Unidad', 1] as const) : rng.pick(PACKS);
      const bultos = rng.pick([1, 2, 3, 4, 5, 8, 10]);
      l.quantity = bultos * per;
      l.bultos = bultos;
      return { name, per, bultos };
    });
    for (let guard = 0; guard < 40 && hasTie(doc.lines, false); guard++) {
      const i = guard % packs.length;
      packs[i]!.bultos += 1;
      doc.lines[i]!.quantity = packs[i]!.bultos * packs[i]!.per;
    }
    retotal(doc);
    doc.variant = {
      packs: packs.map((p) => `${p.name}:${p.per}:${p.bultos}`).join('|'),
      truck: `${rng.pick(['AE', 'AF', 'AG'])} ${rng.int(100, 999)} ${rng.pick(['KD', 'LM', 'PT'])}`,
      driver: rng.pick(['Oscar Villalba', 'Rubén Funes', 'Walter Ojeda']),
      route: rng.int(100, 999), order: `NV-${rng.int(10000, 99999)}`, client: rng.int(1000, 9999),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const packs = String(v.packs).split('|').map((p) => p.split(':'));
    const s = (text: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.bold ? FONT.narrowBold : FONT.narrow).fontSize(o.size ?? 9).fillColor(o.color ?? 'black');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined && o.align !== undefined ? false : o.width !== undefined });
    };
    pdf.rect(L, 28, R - L, 70).fillColor('#0c4a6e').fill();
    s(is.tradeName, L + 12, 36, { bold: true, size: 17, color: '#ffffff' });
    s(`${is.name} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L + 12, 58, { size: 8.5, color: '#e0f2fe' });
    s(`${is.address}, ${is.city} · ${is.phone}`, L + 12, 71, { size: 8.5, color: '#e0f2fe' });
    s(`IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, L + 12, 84, { size: 8, color: '#e0f2fe' });
    s('REMITO', R - 160, 36, { bold: true, size: 18, color: '#ffffff', width: 150, align: 'right' });
    s(`N° ${doc.reference}`, R - 160, 60, { bold: true, size: 12, color: '#ffffff', width: 150, align: 'right' });
    s('Documento no válido como factura', R - 160, 80, { size: 7.5, color: '#e0f2fe', width: 150, align: 'right' });
    let y = 110;
    s(`Fecha de entrega: ${date(doc.date, 'dd/mm/yyyy')}`, L, y, { bold: true });
    s(`Nota de venta: ${v.order}`, 300, y);
    y += 18;
    pdf.lineWidth(0.6).strokeColor('#0c4a6e').rect(L, y, R - L, 56).stroke();
    s('Destinatario', L + 8, y + 5, { size: 7.5, color: '#0c4a6e' });
    s(`${r.name}  (Cliente ${v.client})`, L + 8, y + 16, { bold: true, size: 10.5 });
    const id = r.docType === 'DNI' ? `DNI ${r.docNumber}` : `CUIT ${cuitDashed(r.docNumber!)}`;
    s(`${id}${r.condicionPrinted ? `   ·   ${r.condicionText}` : ''}`, L + 8, y + 31);
    s(`Entregar en: ${r.address}`, L + 8, y + 43, { size: 8.5 });
    y += 66;
    s(`Camión: ${v.truck}    Chofer: ${v.driver}    Hoja de ruta N° ${v.route}`, L, y, { size: 8.5 });
    y += 18;
    const cols = [{ h: 'Código', x: L, w: 50, a: 'left' }, { h: 'Descripción', x: L + 52, w: 220, a: 'left' }, { h: 'Presentación', x: L + 274, w: 82, a: 'left' },
      { h: 'Bultos', x: L + 358, w: 44, a: 'right' }, { h: 'Unid. x bulto', x: L + 404, w: 60, a: 'right' }, { h: 'Total u.', x: L + 466, w: R - L - 466, a: 'right' }] as const;
    pdf.rect(L, y, R - L, 16).fillColor('#e0f2fe').fill();
    for (const c of cols) s(c.h, c.x + 3, y + 4, { bold: true, size: 8.5, width: c.w - 6, align: c.a });
    y += 21;
    let totalBultos = 0, totalUnits = 0;
    doc.lines.forEach((l, i) => {
      const [name, per, bultos] = packs[i]!;
      totalBultos += Number(bultos); totalUnits += l.quantity;
      const pres = name === 'Unidad' ? 'Unidad' : `${name} x ${per} u.`;
      s(l.code ?? '', cols[0].x + 3, y, { size: 9 });
      s(l.description, cols[1].x + 3, y, { size: 9 });
      s(pres, cols[2].x + 3, y, { size: 9 });
      s(String(bultos), cols[3].x + 3, y, { size: 9, width: cols[3].w - 6, align: 'right' });
      s(String(per), cols[4].x + 3, y, { size: 9, width: cols[4].w - 6, align: 'right' });
      s(String(l.quantity), cols[5].x + 3, y, { bold: true, size: 9, width: cols[5].w - 6, align: 'right' });
      y += 15;
      pdf.lineWidth(0.3).strokeColor('#bae6fd').moveTo(L, y - 3).lineTo(R, y - 3).stroke();
    });
    y += 6;
    s(`Total bultos: ${totalBultos}     Total unidades: ${totalUnits}`, L, y, { bold: true, size: 9.5 });
    y = Math.max(y + 40, 640);
    pdf.lineWidth(0.6).strokeColor('black');
    for (const [i, label] of ['Recibí conforme (firma)', 'Aclaración', 'DNI / Sello'].entries()) {
      const x = L + i * 180;
      pdf.moveTo(x, y + 40).lineTo(x + 160, y + 40).stroke();
      s(label, x, y + 44, { size: 8, width: 160, align: 'center' });
    }
    s('La mercadería se entrega en perfecto estado. No se aceptan devoluciones sin este remito. Envases retornables: consultar.', L, 760, { size: 7.5, width: R - L });
  },
};
