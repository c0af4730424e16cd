import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import { FONT } from '../fresh2/common';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dMonDash, idValue, quantity, sayCondition, settle } from './common';

/** An optical wholesaler's nota de crédito A for returned frames and lenses, from a Windows ERP's report (pdfkit). */
export const fresh20CLayout: Layout = {
  id: 'fresh20-c',
  kind: 'invoice',
  title: 'fresh20 layout c',
  page: { size: 'A4' },
  scanStyle: 'rain-drops',
  issuer: (rng) => makeIssuer(rng, 'Óptica Mayorista Del Plata S.A.', 'Del Plata Óptica'),
  template: (issuer) => ({
    id: 'a-notascredito-delplataoptica',
    name: 'Notas de crédito A Del Plata Óptica',
    instructions:
      `Notas de crédito A de ${issuer.name} (CUIT ${issuer.cuit}) por devoluciones de armazones y lentes; el cliente (la óptica) está bajo ` +
      '"Cliente". Precios netos más IVA 21 %. La referencia es el número de la nota de crédito, no el de la factura asociada.',
    catalog: 'optics',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 6), nro = rng.int(80, 2400);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'optics', lineCount: [2, 6], receivers: ['company-ri', 'monotributo'], conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh20-c', templateId: template.id, issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = rng.pick([1, 1, 2, 2, 3, 4, 6]);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    const colours = ['Negro mate', 'Carey', 'Azul petróleo', 'Dorado', 'Bordó', 'Transparente'];
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), inv: `${String(pv).padStart(4, '0')}-${String(rng.int(9000, 60000)).padStart(8, '0')}`, invDate: addDays(doc.date, -rng.int(12, 40)),
      reason: rng.pick(['Devolución de mercadería por falla de fábrica', 'Devolución por cambio de modelo', 'Mercadería enviada sin pedido']),
      notes: doc.lines.map(() => `Color: ${rng.pick(colours)} · Lote ${rng.int(100, 999)}/${rng.int(24, 26)} · Caja ${rng.int(1, 9)}`).join('|'),
      account: `C${rng.int(1000, 8999)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const notes = String(v.notes).split('|');
    const L = 40, R = 555, W = R - L;
    const tx = (s: string, x: number, y: number, o: { f?: string; s?: number; c?: string; w?: number; a?: 'left' | 'right' | 'center' } = {}) =>
      pdf.font(o.f ?? FONT.sans).fontSize(o.s ?? 9).fillColor(o.c ?? '#000000').text(s, x, y, { width: o.w, align: o.a ?? 'left', lineBreak: !!o.w });
    // issuer top right, the voucher's title top left (as this ERP's report puts it)
    tx('NOTA DE CRÉDITO', L, 40, { f: FONT.sansBold, s: 20, c: '#7a0019' });
    pdf.rect(L, 68, 34, 30).lineWidth(1.5).strokeColor('#7a0019').stroke();
    tx('A', L, 71, { f: FONT.sansBold, s: 20, c: '#7a0019', w: 34, a: 'center' });
    tx('Código 03', L + 42, 72, { s: 8 });
    tx(`N° ${doc.reference}`, L + 42, 84, { f: FONT.sansBold, s: 11 });
    tx(`Fecha: ${dMonDash(doc.date)}`, L, 106, { s: 10 });
    tx(is.name, 300, 40, { f: FONT.sansBold, s: 12, w: 255, a: 'right' });
    tx(`${is.address}\n${is.city}\nTel. ${is.phone} · ${is.email}\nCUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb}\n${is.condicionText} · Inicio act. ${is.activitySince}`, 300, 58, { s: 8, w: 255, a: 'right' });
    pdf.moveTo(L, 128).lineTo(R, 128).lineWidth(0.8).strokeColor('#7a0019').stroke();
    // the customer in a label column
    const row = (label: string, value: string, y: number) => {
      tx(label, L, y, { f: FONT.sansBold, s: 8.5, c: '#555555' });
      tx(value, L + 92, y, { s: 9.5 });
    };
    row('Cliente', `${r.name}   (Cta. ${v.account})`, 138);
    row(r.docType === 'DNI' ? 'DNI' : 'CUIT', idValue(doc), 152);
    row('Domicilio', r.address, 166);
    if (r.condicionPrinted) row('Situación IVA', r.condicionText, 180);
    pdf.rect(L, 198, W, 34).fillColor('#f6eef0').fill();
    tx(`Comprobante asociado: Factura A ${v.inv} del ${dMonDash(String(v.invDate))}`, L + 8, 204, { f: FONT.sansBold, s: 9 });
    tx(`Motivo: ${v.reason}`, L + 8, 218, { s: 9 });
    // the table: description in a narrow column, wrapped, with the lot line under it
    const cols = [['Artículo', 62], ['Descripción', 188], ['Cant.', 40], ['P. Unitario', 74], ['Alíc.', 40], ['Subtotal', W - 404]] as const;
    let y = 246;
    pdf.rect(L, y, W, 16).fillColor('#7a0019').fill();
    let x = L;
    cols.forEach(([c, w], k) => {
      tx(c, x + 4, y + 4, { f: FONT.sansBold, s: 8, c: '#ffffff', w: w - 8, a: k >= 2 ? 'right' : 'left' });
      x += w;
    });
    y += 22;
    doc.lines.forEach((l, i) => {
      pdf.font(FONT.sans).fontSize(8.5);
      const h1 = pdf.heightOfString(l.description, { width: 180 });
      pdf.font(FONT.sans).fontSize(7);
      const h2 = pdf.heightOfString(notes[i]!, { width: 180 });
      tx(l.code ?? '', L + 4, y, { s: 8.5 });
      pdf.font(FONT.sans).fontSize(8.5).fillColor('#000000').text(l.description, L + 66, y, { width: 180 });
      pdf.font(FONT.sans).fontSize(7).fillColor('#666666').text(notes[i]!, L + 66, y + h1 + 1, { width: 180 });
      const cells = [quantity(l.quantity, 'ar'), amount(l.unitPrice!, 'ar'), `${amount(l.ivaRate, 'ar')}%`, amount(t.lineAmounts[i]!, 'ar')];
      let cx = L + 250;
      cols.slice(2).forEach(([, w], k) => {
        tx(cells[k]!, cx + 4, y, { s: 8.5, w: w - 8, a: 'right' });
        cx += w;
      });
      y += h1 + h2 + 8;
      pdf.moveTo(L, y - 4).lineTo(R, y - 4).lineWidth(0.3).strokeColor('#cccccc').stroke();
    });
    // totals: a right-hand box
    const ty = Math.max(y + 10, 600), bx = R - 220;
    pdf.rect(bx, ty, 220, 20 + 14 * (t.byRate.length + 1)).lineWidth(0.8).strokeColor('#7a0019').stroke();
    let yy = ty + 6;
    const tl = (a: string, b: string, bold = false) => {
      tx(a, bx + 8, yy, { f: bold ? FONT.sansBold : FONT.sans, s: bold ? 10.5 : 9 });
      tx(b, bx + 100, yy, { f: bold ? FONT.sansBold : FONT.sans, s: bold ? 10.5 : 9, w: 112, a: 'right' });
      yy += 14;
    };
    tl('Importe neto gravado', amount(t.subtotal, 'ar'));
    for (const b of t.byRate) tl(`IVA ${amount(b.rate, 'ar')} %`, amount(b.vat, 'ar'));
    tl('TOTAL A CREDITAR $', amount(t.total, 'ar'), true);
    tx('Son pesos acreditados en su cuenta corriente. Este comprobante no es válido como factura.', L, ty + 6, { s: 7.5, c: '#555555', w: 250 });
    // legal foot: a QR placeholder box and the CAE
    pdf.rect(L, 740, 62, 62).lineWidth(0.6).strokeColor('#999999').dash(2, { space: 2 }).stroke().undash();
    tx('QR', L, 765, { s: 9, c: '#999999', w: 62, a: 'center' });
    tx(`CAE: ${v.cae}    Vencimiento CAE: ${dMonDash(addDays(doc.date, 10))}`, L + 74, 752, { f: FONT.sansBold, s: 9 });
    tx('Comprobante electrónico autorizado. Consulte su validez en www.arca.gob.ar', L + 74, 766, { s: 7.5, c: '#555555' });
    tx('Hoja 1 de 1', R - 80, 810, { s: 7, w: 80, a: 'right', c: '#555555' });
  },
};
