import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, arcaQrUrl, caeOf, cuitDashed, dmyDot, GdiPdf, idValue, LIB, listFor, qrModules, quantity, sayCondition, settle, spaced } from './common';

/** A bicycle parts wholesaler's factura A from a desktop ERP, printed through a virtual PDF printer (GdiPdf). */
export const fresh20ALayout: Layout = {
  id: 'fresh20-a',
  kind: 'invoice',
  title: 'fresh20 layout a',
  page: { size: 'A4' },
  scanStyle: 'wet-smear',
  issuer: (rng) => makeIssuer(rng, 'Rodados del Oeste S.R.L.', 'Rodados del Oeste'),
  template: (issuer) => ({
    id: 'a-facturas-rodadosoeste',
    name: 'Facturas A Rodados del Oeste',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), mayorista de repuestos de bicicleta: el cliente está en los recuadros ` +
      '"Razón social" / "C.U.I.T." / "Cond. I.V.A.". Precios netos de IVA con bonificación por renglón; el precio unitario es el neto bonificado.',
    catalog: 'bikes',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 9), nro = rng.int(3000, 48000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'bikes', lineCount: [4, 9], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh20-a', templateId: template.id, issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONS. FINAL', 6: 'MONOTRIBUTO' });
    const pcts = doc.lines.map(() => (rng.chance(0.55) ? rng.pick([5, 8, 10, 12, 15]) : 0));
    doc.lines.forEach((l, i) => {
      if (pcts[i]) l.unitPrice = l.unitPrice!.mul(100 - pcts[i]!).div(100).toDecimalPlaces(2);
    });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), customer: String(rng.int(1000, 9999)), seller: rng.pick(['03 - MOSTRADOR', '11 - G. OJEDA', '07 - WEB']),
      terms: rng.pick(['CTA. CTE. 30 DIAS', 'CONTADO', 'CTA. CTE. 15 DIAS']), remito: `0001-${String(rng.int(20000, 90000)).padStart(8, '0')}`, pcts: pcts.join(','),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const pcts = String(v.pcts).split(',').map(Number);
    const pdf = new GdiPdf(A4, { producer: 'PDF Virtual Printer 11.2 (GDI)', creator: 'GesBici Mayorista v7.40 - Facturación', title: `FACTURA A ${doc.reference}` },
      { F1: LIB.sans, F2: LIB.sansBold, F3: LIB.narrow });
    const L = 28, R = A4[0] - 28, W = R - L;
    // issuer, left; the voucher box, right; the letter in the middle
    pdf.text(is.name.toUpperCase(), L, 30, { font: 'F2', size: 13 });
    pdf.text('REPUESTOS Y ACCESORIOS PARA BICICLETAS - VENTA MAYORISTA', L, 48, { size: 7 });
    pdf.text(`${is.address} - ${is.city}`, L, 60, { size: 7.5 });
    pdf.text(`Tel. ${is.phone}  -  ${is.email}`, L, 71, { size: 7.5 });
    pdf.text(`IVA RESPONSABLE INSCRIPTO`, L, 82, { font: 'F2', size: 7.5 });
    const mid = L + W / 2;
    pdf.rect(mid - 20, 26, 40, 40, { lineWidth: 1.2 });
    pdf.text('A', mid - 20, 30, { font: 'F2', size: 26, align: 'center', width: 40 });
    pdf.text('COD. 01', mid - 20, 58, { size: 6, align: 'center', width: 40 });
    pdf.line(mid, 66, mid, 96, { width: 0.8 });
    pdf.text('FACTURA', mid + 40, 28, { font: 'F2', size: 16 });
    pdf.text(`Nro. ${String(v.pv).padStart(4, '0')} - ${String(v.nro).padStart(8, '0')}`, mid + 40, 50, { font: 'F2', size: 11 });
    pdf.text(`C.U.I.T.: ${cuitDashed(is.cuit)}`, mid + 40, 68, { size: 7.5 });
    pdf.text(`Ing. Brutos: ${is.iibb}   Inicio Act.: ${is.activitySince}`, mid + 40, 79, { size: 7.5 });
    pdf.line(L, 98, R, 98, { width: 1 });
    // captions in boxes, values in a separate row of boxes below
    const grid = (y: number, cells: Array<[string, string, number]>) => {
      let x = L;
      for (const [cap, val, w] of cells) {
        pdf.rect(x, y, w * W, 12, { fill: '#d9d9d9', stroke: '#000000' });
        pdf.text(cap, x + 3, y + 3, { font: 'F2', size: 6.5 });
        pdf.rect(x, y + 12, w * W, 15);
        pdf.text(val, x + 3, y + 16.5, { size: 8.5 });
        x += w * W;
      }
    };
    grid(104, [['Fecha', dmyDot(doc.date), 0.15], ['Cliente Nro.', String(v.customer), 0.13], ['Cond. de venta', String(v.terms), 0.22], ['Vendedor', String(v.seller), 0.2], ['Remito Nro.', String(v.remito), 0.3]]);
    grid(137, [['Razón social', r.name, 0.5], [r.docType === 'DNI' ? 'D.N.I.' : 'C.U.I.T.', idValue(doc), 0.22], ['Cond. I.V.A.', r.condicionText, 0.28]]);
    grid(170, [['Domicilio', r.address || '-', 1]]);
    // the items
    const cols: Array<[string, number, 'left' | 'right']> = [['Código', 48, 'left'], ['Artículo', 196, 'left'], ['Cant.', 34, 'right'], ['P. Lista', 58, 'right'], ['Bonif.%', 38, 'right'], ['P. Unitario', 58, 'right'], ['IVA %', 30, 'right'], ['Importe', W - 462, 'right']];
    let y = 210;
    pdf.rect(L, y, W, 14, { fill: '#000000' });
    let x = L;
    for (const [cap, w, al] of cols) {
      pdf.text(cap, x + 3, y + 3.5, { font: 'F2', size: 7, color: '#ffffff', align: al, width: w - 6 });
      x += w;
    }
    y += 18;
    doc.lines.forEach((l, i) => {
      const pct = pcts[i]!;
      const list = pct ? listFor(l.unitPrice!, pct) : l.unitPrice!;
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), spaced(list), pct ? spaced(pct) : '', spaced(l.unitPrice!), spaced(l.ivaRate), spaced(t.lineAmounts[i]!)];
      const desc = pdf.wrap(l.description, 190, { font: 'F3', size: 8 });
      let cx = L;
      cols.forEach(([, w, al], c) => {
        if (c === 1) desc.forEach((d, k) => pdf.text(d, cx + 3, y + k * 10, { font: 'F3', size: 8 }));
        else pdf.text(cells[c]!, cx + 3, y, { font: c === 0 ? 'F3' : 'F1', size: 8, align: al, width: w - 6 });
        cx += w;
      });
      y += 10 * desc.length + 4;
      pdf.line(L, y - 2, R, y - 2, { color: '#bbbbbb', width: 0.3 });
    });
    // totals in boxes: captions row and values row again
    const ty = Math.max(y + 16, 560);
    const tcells: Array<[string, string]> = [['Subtotal', spaced(t.subtotal)], ...t.byRate.map((b) => [`I.V.A. ${spaced(b.rate)} %`, spaced(b.vat)] as [string, string]), ['Perc. IIBB', '0,00'], ['TOTAL $', spaced(t.total)]];
    const tw = W / tcells.length;
    tcells.forEach(([cap, val], k) => {
      pdf.rect(L + k * tw, ty, tw, 12, { fill: k === tcells.length - 1 ? '#000000' : '#d9d9d9', stroke: '#000000' });
      pdf.text(cap, L + k * tw, ty + 3, { font: 'F2', size: 7, align: 'center', width: tw, color: k === tcells.length - 1 ? '#ffffff' : '#000000' });
      pdf.rect(L + k * tw, ty + 12, tw, 18);
      pdf.text(val, L + k * tw, ty + 17, { font: k === tcells.length - 1 ? 'F2' : 'F1', size: 10, align: 'center', width: tw });
    });
    pdf.text('Los importes se expresan en pesos. Bonificación aplicada sobre precio de lista vigente.', L, ty + 38, { size: 6.5, color: '#444444' });
    // legal foot
    const fy = 740;
    const qr = qrModules(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: r.docType === 'CUIT' ? 80 : 96, docNro: r.docNumber ?? '0', cae: String(v.cae) }));
    const side = 66, cell = side / qr.n;
    for (let rr = 0; rr < qr.n; rr++) for (let cc = 0; cc < qr.n; cc++) if (qr.on(rr, cc)) pdf.rect(L + cc * cell, fy + rr * cell, cell + 0.05, cell + 0.05, { fill: '#000000' });
    pdf.text('Comprobante Autorizado', L + side + 10, fy + 8, { font: 'F2', size: 8 });
    pdf.text('Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación', L + side + 10, fy + 20, { size: 6 });
    pdf.text(`C.A.E. Nro.: ${v.cae}`, R - 170, fy + 36, { font: 'F2', size: 8.5 });
    pdf.text(`Fecha Vto. C.A.E.: ${dmyDot(addDays(doc.date, 10))}`, R - 170, fy + 49, { size: 8 });
    pdf.text('ORIGINAL', R - 60, 816, { font: 'F2', size: 7 });
    return pdf.bytes();
  },
};
