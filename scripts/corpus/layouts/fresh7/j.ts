import { composeDocument } from '../../document';
import { makeCuit, makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, cuitDashed, date, FONT, receiverNumber, sayCondition, settle } from './common';

const W = 595.28, L = 70, R = W - 36;

/**
 * A mutual health association's factura C (the issuer is IVA Exento) from its membership system (pdfkit, DejaVu Serif
 * and DejaVu Sans): a dark vertical strip down the left edge with "FACTURA C · Cód. 011" and the association's name
 * written SIDEWAYS (rotated text), the rest of the page to its right. "Afiliado / Cliente", "CUIT" or "DNI",
 * "Fecha de emisión", "Período facturado: 01/10/2026 al 31/10/2026" (the service period), "N° de afiliado"; items
 * Prestación / Cantidad / Precio unitario / Importe; "Importe total $"; "Son pesos …"; "IVA: Exento — no se
 * discrimina"; CAE. Final prices.
 */
export const fresh7JLayout: Layout = {
  id: 'fresh7-j',
  kind: 'invoice',
  title: 'fresh7 layout j',
  page: { size: 'A4' },
  scanStyle: 'fax-dither',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Asociación Mutual Sierra Chica', 'Mutual Sierra Chica'), cuit: makeCuit(rng, '30'), condicionText: 'IVA Exento' }),
  template: (issuer) => ({
    id: 'r-facturas-c-mutual',
    name: 'Facturas C Mutual Sierra Chica',
    instructions:
      `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}, IVA Exento), la emisora. El cliente es "Afiliado / Cliente". Precios finales sin IVA discriminado. ` +
      'El período facturado es el del servicio. La referencia es punto de venta y número.',
    catalog: 'health',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 5), nro = rng.int(10000, 80000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'health', lineCount: [1, 4], receivers: ['dni', 'dni', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.7,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh7-j', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, member: `${rng.int(10000, 99999)}/${rng.int(0, 4)}`, cae: `7${rng.digits(13)}`, plan: rng.pick(['Plan 200', 'Plan 310 Joven', 'Plan 400 Familiar']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavu).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#111111');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    // the vertical strip, its words written bottom to top
    pdf.rect(0, 0, 50, 841.89).fillColor('#23395b').fill();
    pdf.save();
    pdf.rotate(-90, { origin: [30, 800] });
    T(`FACTURA C  ·  Cód. 011  ·  ${is.tradeName.toUpperCase()}`, 30, 800, { font: FONT.dejavuBold, size: 15, color: '#ffffff' });
    pdf.restore();
    // issuer
    T(is.name, L, 32, { font: FONT.dejavuSerif, size: 17, color: '#23395b' });
    T(`${is.address} · ${is.city} · ${is.phone}`, L, 56, { size: 8 });
    T(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB Exento · Inicio de actividades ${is.activitySince} · Matrícula INAES 1.284`, L, 67, { size: 7.5 });
    pdf.lineWidth(0.8).strokeColor('#23395b').moveTo(L, 84).lineTo(R, 84).stroke();
    // voucher data as a row of captioned cells
    const cells: Array<[string, string]> = [['Punto de venta', pad(Number(v.pv), 5)], ['Comprobante N°', pad(Number(v.nro), 8)], ['Fecha de emisión', date(doc.date, 'dd/mm/yyyy')],
      ['Vencimiento', date(addDays(doc.date, 15), 'dd/mm/yyyy')]];
    const cw = (R - L) / cells.length;
    cells.forEach(([k, val], i) => {
      T(k, L + i * cw, 92, { size: 7, color: '#5a6b85' });
      T(val, L + i * cw, 102, { font: FONT.dejavuBold, size: 10 });
    });
    T(`Período facturado: ${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, L, 122, { size: 9 });
    // member
    let y = 142;
    pdf.lineWidth(0.6).strokeColor('#5a6b85').rect(L, y, R - L, 56).stroke();
    T('Afiliado / Cliente', L + 8, y + 6, { size: 7, color: '#5a6b85' });
    T(r.name, L + 8, y + 15, { font: FONT.dejavuBold, size: 10.5 });
    const num = receiverNumber(doc, cuitDashed, (n) => n.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
    if (num) { T(r.docType === 'CUIT' ? 'CUIT' : 'DNI', L + 260, y + 6, { size: 7, color: '#5a6b85' }); T(num, L + 260, y + 15, { size: 9.5 }); }
    T('N° de afiliado', L + 370, y + 6, { size: 7, color: '#5a6b85' }); T(String(v.member), L + 370, y + 15, { size: 9.5 });
    T(`${r.address || '-'}${r.condicionPrinted ? `   ·   Condición IVA: ${r.condicionText}` : ''}   ·   ${v.plan}`, L + 8, y + 36, { size: 8, width: R - L - 16 });
    // items
    y = 214;
    const cols: Array<[string, number, 'left' | 'right']> = [['Prestación', 240, 'left'], ['Cantidad', 50, 'right'], ['Precio unitario', 87, 'right'], ['Importe', R - L - 377, 'right']];
    let x = L;
    for (const [h, w, al] of cols) { T(h, x + 3, y, { font: FONT.dejavuBold, size: 8, width: w - 6, align: al }); x += w; }
    pdf.lineWidth(1).strokeColor('#23395b').moveTo(L, y + 13).lineTo(R, y + 13).stroke();
    y += 18;
    doc.lines.forEach((l, i) => {
      const cellsRow = [l.description, String(l.quantity), a(l.unitPrice!), a(t.lineAmounts[i]!)];
      pdf.font(FONT.dejavu).fontSize(8.5);
      const h = pdf.heightOfString(l.description, { width: 234 }) + 6;
      x = L;
      cols.forEach(([, w, al], k) => { T(cellsRow[k]!, x + 3, y, { size: 8.5, width: w - 6, align: al }); x += w; });
      y += Math.max(14, h);
    });
    pdf.lineWidth(0.5).strokeColor('#999999').moveTo(L, y).lineTo(R, y).stroke();
    y += 10;
    T('Importe total $', R - 230, y, { font: FONT.dejavuBold, size: 11 });
    T(a(t.total), R - 110, y, { font: FONT.dejavuBold, size: 11, width: 110, align: 'right' });
    T(`Son pesos ${amountInWords(t.total, '').trim()}.`, L, y + 22, { font: FONT.dejavuSerif, size: 8.5, width: R - L });
    T('IVA: Exento — no se discrimina. Entidad sin fines de lucro (Ley 20.321).', L, y + 38, { size: 7.5, color: '#5a6b85' });
    T(`CAE N° ${v.cae}   Vto. CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 786, { size: 8 });
    T('Original — 1 de 1', R - 120, 786, { size: 7.5, width: 120, align: 'right' });
  },
};
