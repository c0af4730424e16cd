import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, docTipo, pad, PdfLibKit, plusDays, quantity, receiverNo, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 36, R = W - 36;

/**
 * An industrial supplier's electronic credit note, Nota de Crédito A (cód. 03), from a desktop ERP that writes its
 * PDFs with pdf-lib saving **object streams and a cross-reference stream** (PDF 1.5 compressed structure: no
 * classic xref table, the page and font dictionaries inside a compressed object stream). It credits part of an
 * earlier factura: "Comprobante asociado: Factura A 0003-00004512 del 12/11/2026" and a reason; the customer box on
 * the left under the header, the voucher data on the right; Cód. / Descripción / Cant. / U.M. / P. unitario / IVA /
 * Importe; totals right; CAE and an ARCA QR at the foot. Net prices, 21 % and 10,5 %.
 */
export const fresh14ALayout: Layout = {
  id: 'fresh14-a',
  kind: 'invoice',
  title: 'fresh14 layout a',
  page: { size: 'A4' },
  scanStyle: 'torn-taped',
  issuer: (rng) => makeIssuer(rng, 'Rodamientos del Litoral S.A.', 'RODALIT'),
  template: (issuer) => ({
    id: 'y-notas-credito-rodalit',
    name: 'Notas de crédito A Rodalit',
    instructions:
      `Notas de crédito A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el bloque "Señores". Precios netos, IVA 21 % y 10,5 % aparte. ` +
      'La referencia es el número de la nota de crédito, no el de la factura asociada.',
    catalog: 'industrial',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([3, 3, 7]), nro = rng.int(180, 2400);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'industrial', lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'company-ri'],
        conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh14-a', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)),
      assoc: `${pad(pv, 4)}-${pad(rng.int(3000, 9800), 8)}`, assocDate: plusDays(doc.date, -rng.int(6, 25)),
      reason: rng.pick(['Devolución de mercadería', 'Bonificación por volumen acordada', 'Diferencia de precio facturado', 'Mercadería con falla de fábrica']),
      cliente: rng.int(1000, 9999), vendedor: rng.pick(['03 - R. Paredes', '07 - M. Funes', '11 - S. Ojeda']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const kit = await PdfLibKit.create([W, H], { title: `NC A ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Gestión Comercial 9.2 - Módulo Ventas' });
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const ink = '#1f2a44';
    // header
    kit.text(is.tradeName, L, 34, { font: 'helvB', size: 22, color: ink });
    kit.text(is.name, L, 62, { font: 'helvB', size: 9 });
    kit.text(`${is.address} - ${is.city}`, L, 74, { size: 8 });
    kit.text(`Tel. ${is.phone} - ${is.email}`, L, 85, { size: 8 });
    kit.text(is.condicionText, L, 96, { size: 8 });
    kit.rect(W / 2 - 24, 30, 48, 50, { stroke: ink, lineWidth: 1.2 });
    kit.text('A', W / 2 - 24, 35, { font: 'helvB', size: 30, width: 48, align: 'center', color: ink });
    kit.text('COD. 03', W / 2 - 24, 69, { font: 'helv', size: 6.5, width: 48, align: 'center' });
    kit.line(W / 2, 80, W / 2, 112, { color: ink });
    kit.text('NOTA DE CRÉDITO', W / 2 + 40, 34, { font: 'helvB', size: 15, color: ink });
    kit.text(`N° ${pad(Number(v.pv), 4)} - ${pad(Number(v.nro), 8)}`, W / 2 + 40, 54, { font: 'helvB', size: 11 });
    kit.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, W / 2 + 40, 70, { size: 9 });
    kit.text(`C.U.I.T.: ${cuitDashed(is.cuit)}`, W / 2 + 40, 83, { size: 8 });
    kit.text(`Ingresos Brutos: ${is.iibb}`, W / 2 + 40, 94, { size: 8 });
    kit.text(`Inicio de actividades: ${is.activitySince}`, W / 2 + 40, 105, { size: 8 });
    kit.line(L, 118, R, 118, { color: ink, width: 1 });
    // customer box left, voucher references right
    kit.rect(L, 126, 300, 78, { stroke: '#8a93a8' });
    kit.text('Señores:', L + 6, 132, { font: 'helvB', size: 8 });
    kit.text(r.name, L + 50, 132, { font: 'helvB', size: 9.5 });
    kit.text(`Domicilio: ${r.address || '-'}`, L + 6, 148, { size: 8 });
    const no = receiverNo(doc, cuitDashed, (d) => d);
    if (no) kit.text(`${r.docType === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.'}: ${no}`, L + 6, 162, { size: 8.5 });
    if (r.condicionPrinted) kit.text(`I.V.A.: ${r.condicionText}`, L + 6, 176, { size: 8.5 });
    kit.text(`Cliente N° ${v.cliente}`, L + 6, 190, { size: 8 });
    kit.rect(L + 310, 126, R - L - 310, 78, { fill: '#eef1f6' });
    kit.text('Comprobante asociado:', L + 316, 132, { font: 'helvB', size: 8 });
    kit.text(`Factura A ${v.assoc}`, L + 316, 144, { size: 8.5 });
    kit.text(`del ${date(String(v.assocDate), 'dd/mm/yyyy')}`, L + 316, 156, { size: 8.5 });
    kit.text('Motivo:', L + 316, 172, { font: 'helvB', size: 8 });
    kit.text(String(v.reason), L + 350, 172, { size: 8 });
    kit.text(`Vendedor: ${v.vendedor}`, L + 316, 188, { size: 8 });
    // table
    const cols = [
      { h: 'Cód.', w: 56, al: 'left' as const }, { h: 'Descripción', w: 205, al: 'left' as const }, { h: 'Cant.', w: 38, al: 'right' as const },
      { h: 'U.M.', w: 30, al: 'center' as const }, { h: 'P. unitario', w: 64, al: 'right' as const }, { h: 'IVA', w: 40, al: 'right' as const },
      { h: 'Importe', w: R - L - 433, al: 'right' as const },
    ];
    let y = 216;
    kit.rect(L, y, R - L, 16, { fill: ink });
    let x = L;
    for (const c of cols) { kit.text(c.h, x + 3, y + 4, { font: 'helvB', size: 7.5, color: '#ffffff', width: c.w - 6, align: c.al }); x += c.w; }
    y += 20;
    doc.lines.forEach((l, i) => {
      const desc = kit.wrap(l.description, cols[1]!.w - 6, 'helv', 8);
      const cells = [l.code ?? '', '', quantity(l.quantity, 'ar'), 'UN', a(l.unitPrice!), `${amount(l.ivaRate, 'ar')} %`, a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach((c, k) => {
        if (k === 1) desc.forEach((d, j) => kit.text(d, x + 3, y + j * 10, { size: 8 }));
        else kit.text(cells[k]!, x + 3, y, { size: 8, width: c.w - 6, align: c.al });
        x += c.w;
      });
      y += desc.length * 10 + 5;
      kit.line(L, y - 2, R, y - 2, { color: '#d5d9e2', width: 0.4 });
    });
    // totals
    y = Math.max(y + 16, 520);
    const rows: Array<[string, string, boolean]> = [['Subtotal neto gravado', a(t.subtotal), false]];
    for (const b of t.byRate) rows.push([`I.V.A. ${amount(b.rate, 'ar')} %`, a(b.vat), false]);
    rows.push(['TOTAL NOTA DE CRÉDITO $', a(t.total), true]);
    for (const [label, value, bold] of rows) {
      if (bold) kit.rect(R - 250, y - 4, 250, 20, { fill: '#eef1f6' });
      kit.text(label, R - 250, y, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8.5, width: 150, align: 'right' });
      kit.text(value, R - 95, y, { font: bold ? 'helvB' : 'helv', size: bold ? 10 : 8.5, width: 90, align: 'right' });
      y += bold ? 22 : 14;
    }
    kit.text('Se acredita en su cuenta corriente el importe indicado.', L, y - 30, { font: 'helvI', size: 8 });
    // foot
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 3, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    kit.qr(qr, L, 712, 82);
    kit.text('Comprobante autorizado', L + 92, 740, { font: 'helvB', size: 9 });
    kit.text(`CAE N°: ${v.cae}`, R - 190, 740, { font: 'helvB', size: 9 });
    kit.text(`Fecha de Vto. de CAE: ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}`, R - 190, 754, { size: 8.5 });
    kit.text('Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación', L + 92, 776, { size: 6 });
    kit.text('ORIGINAL', L, 810, { font: 'helvB', size: 8, color: '#8a93a8' });
    kit.text('Pág. 1 de 1', R - 60, 810, { size: 7.5, width: 60, align: 'right', color: '#8a93a8' });
    // object streams and a cross-reference stream (pdf-lib's compressed save)
    return Buffer.from(await kit.pdf.save({ useObjectStreams: true }));
  },
};
