import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, dotted, FONT, pad, quantity, sayCondition, settle, yy } from './common';

const W = 595.28, L = 30, R = W - 30;

/** A sanitary-supplies distributor's "remito valorizado" at the price list's net prices (pdfkit). See LAYOUTS.md. */
export const fresh12JLayout: Layout = {
  id: 'fresh12-j',
  kind: 'remito',
  title: 'fresh12 layout j',
  page: { size: 'A4' },
  scanStyle: 'toner-fade-band',
  issuer: (rng) => makeIssuer(rng, 'Sanitarios Laguna Brava S.A.', 'Sanitarios Laguna Brava'),
  template: (issuer) => ({
    id: 'w-remitos-lagunabrava',
    name: 'Remitos valorizados Sanitarios Laguna Brava',
    instructions: `Remitos valorizados de ${issuer.name} (CUIT ${issuer.cuit}) a precios de lista netos (IVA 21 % aparte). La referencia es el número de remito.`,
    catalog: 'plumbing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 9), nro = rng.int(800, 30000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'plumbing', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 2, templatePricesIncludeIva: false,
      },
      { layout: 'fresh12-j', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cta: rng.int(100, 999), chofer: rng.pick(['Ojeda', 'Bustos', 'Paredes']), dominio: `A${rng.pick(['B', 'C', 'D'])} ${rng.int(100, 999)} ${rng.pick(['KT', 'LM', 'PR'])}` };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const m = (x: Decimal.Value) => `$ ${amount(x, 'ar')}`;
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000000');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // a centred letterhead
    T(is.tradeName.toUpperCase(), L, 28, { font: FONT.dejavuCondBold, size: 16, width: R - L, align: 'center', color: '#0d47a1' });
    T(`${is.name} · ${is.address} · ${is.city}`, L, 50, { size: 8, width: R - L, align: 'center' });
    T(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince} · Tel. ${is.phone}`, L, 61, { size: 7.5, width: R - L, align: 'center' });
    pdf.lineWidth(1).strokeColor('#0d47a1').moveTo(L, 76).lineTo(R, 76).stroke();
    // customer box left, remito box right
    const y0 = 84, split = 340;
    pdf.lineWidth(0.7).strokeColor('#000000').roundedRect(L, y0, split - L - 6, 74, 4).stroke();
    pdf.roundedRect(split, y0, R - split, 74, 4).stroke();
    T('Señor(es):', L + 6, y0 + 6, { size: 7.5, color: '#555555' });
    T(r.name, L + 6, y0 + 16, { font: FONT.dejavuCondBold, size: 10 });
    T(r.address, L + 6, y0 + 31, { size: 8 });
    const id = r.docType === 'CUIT' ? `C.U.I.T.: ${cuitDashed(r.docNumber!)}` : r.docType === 'DNI' ? `D.N.I.: ${dotted(r.docNumber!)}` : '';
    T(id, L + 6, y0 + 45, { size: 8.5 });
    if (r.condicionPrinted) T(`I.V.A.: ${r.condicionText}`, L + 150, y0 + 45, { size: 8.5 });
    T(`Cuenta N° ${v.cta}`, L + 6, y0 + 59, { size: 8 });
    T('REMITO', split + 10, y0 + 6, { font: FONT.dejavuCondBold, size: 14 });
    T('R', R - 40, y0 + 4, { font: FONT.dejavuCondBold, size: 20, width: 30, align: 'center' });
    T('Cód. 91', R - 40, y0 + 26, { size: 6, width: 30, align: 'center' });
    T(`N° ${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`, split + 10, y0 + 28, { font: FONT.mono, size: 10 });
    T(`Fecha: ${yy(doc.date)}`, split + 10, y0 + 44, { size: 9 });
    T('No válido como factura', split + 10, y0 + 58, { size: 7.5, color: '#555555' });
    // items with the price list's prices
    let y = 172;
    const cols: Array<[string, number, 'left' | 'right']> = [['Cód.', 52, 'left'], ['Descripción', 232, 'left'], ['Cantidad', 52, 'right'], ['Unidad', 40, 'left'], ['P. Lista', 76, 'right'], ['Importe', R - L - 452, 'right']];
    pdf.rect(L, y, R - L, 15).fillColor('#0d47a1').fill();
    let x = L;
    for (const [h, w, al] of cols) { T(h, x + 3, y + 3.5, { font: FONT.dejavuCondBold, size: 8, width: w - 6, align: al, color: '#ffffff' }); x += w; }
    y += 19;
    let sum = new Decimal(0);
    let missing = false;
    doc.lines.forEach((l) => {
      const price = l.unitPrice;
      const amt = price ? new Decimal(l.quantity).mul(price).toDecimalPlaces(2) : null;
      if (amt) sum = sum.add(amt); else missing = true;
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), l.unit === 'u' ? 'un.' : l.unit, price ? m(price) : 's/precio', amt ? m(amt) : '—'];
      pdf.font(FONT.dejavuCond).fontSize(8.5);
      const h = pdf.heightOfString(l.description, { width: 226 });
      x = L;
      cols.forEach(([, w, al], c) => { T(cells[c]!, x + 3, y, { size: 8.5, width: w - 6, align: al }); x += w; });
      y += h + 5;
      pdf.lineWidth(0.3).strokeColor('#aaaaaa').moveTo(L, y - 2).lineTo(R, y - 2).stroke();
    });
    y += 10;
    if (missing) T('Valor del remito: a confirmar (artículos sin precio de lista)', 250, y, { font: FONT.dejavuCondBold, size: 9, width: R - 250, align: 'right' });
    else {
      T('Total valorizado (neto, sin IVA)', 250, y, { font: FONT.dejavuCondBold, size: 9, width: 180, align: 'right' });
      T(m(sum), 430, y, { font: FONT.dejavuCondBold, size: 10, width: R - 430, align: 'right' });
    }
    // transport and receipt
    pdf.lineWidth(0.6).strokeColor('#000000').rect(L, 700, R - L, 70).stroke();
    T(`Transporte: propio · Chofer: ${v.chofer} · Dominio: ${v.dominio}`, L + 6, 706, { size: 8 });
    T('Recibí conforme:', L + 6, 724, { font: FONT.dejavuCondBold, size: 8 });
    for (const [i, c] of ['Firma', 'Aclaración', 'Fecha'].entries()) {
      pdf.lineWidth(0.4).moveTo(L + 20 + i * 175, 756).lineTo(L + 160 + i * 175, 756).stroke();
      T(c, L + 20 + i * 175, 759, { size: 7 });
    }
  },
};
