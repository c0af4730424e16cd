import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, cuitDashed, idOf, JsPdfKit, sayCondition, settle, shortDate, vatContained } from './common';

/**
 * An office-supplies shop's electronic invoice from a cloud accounting service that builds its PDFs with jsPDF and an
 * embedded TrueType face (DejaVu Sans Condensed, Identity-H): the header in two framed halves with rounded corners and
 * the letter box sitting on the divider between them (A "COD. 01" to a Responsable Inscripto, net prices; B "COD. 06"
 * otherwise, final prices); left half the issuer ("Razón Soc.", "Dom. Comercial", "Cond. frente al IVA"), right half
 * "FACTURA", "Nro. Comp.: 00003-00012345", "F. Emisión: 26-nov-2026", "CUIT", "Ing. Brutos", "Inicio Act."; a strip
 * "Cond. Vta." / "Vto. pago" / "Moneda"; the customer box "Cte.: (C-00231) …", "CUIT/DNI", "Cond. IVA", "Dom. Fiscal";
 * items with NO rules at all, figures right-aligned with thousands separators, Cód. / Producto / Cant. / U.M. /
 * P. Unit. / % Bonif. / Subtotal; totals in a right box (A: "Importe Neto Gravado", "IVA 21%", "Importe Otros Tributos",
 * "Importe Total"; B: "Importe Total", "IVA contenido"); ARCA QR, CAE and the service's footer.
 */
const W = 595.28, H = 841.89, L = 30, R = W - 30;

export const fresh6GLayout: Layout = {
  id: 'fresh6-g',
  kind: 'invoice',
  title: 'fresh6 layout g',
  page: { size: 'A4' },
  scanStyle: 'glossy-angle',
  issuer: (rng) => makeIssuer(rng, 'Comercial Punta Alta S.A.', 'Librería Comercial Punta Alta'),
  template: (issuer) => ({
    id: 'q-facturas-puntaalta',
    name: 'Facturas Librería Comercial Punta Alta',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechas en un servicio de contabilidad en la nube. El cliente es "Cte.". ` +
      'Factura A: precios netos más IVA 21 %; factura B: precios finales. La referencia es el número de comprobante.',
    catalog: 'office',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'office', lineCount: [2, 9], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo', 'dni', 'consumidor-final'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh6-g', templateId: template.id, issuer, reference: `${pad(rng.int(2, 4), 5)}-${pad(rng.int(2000, 70000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    for (const l of doc.lines) if (l.quantity > 24) l.quantity = rng.pick([10, 12, 20, 24]);
    settle(doc);
    doc.variant = {
      cte: `C-${pad(rng.int(12, 980), 5)}`,
      pay: rng.pick(['Cuenta corriente', 'Contado', 'Transferencia bancaria', 'Tarjeta de crédito']),
      due: rng.pick([0, 10, 15, 30]),
      cae: rng.digits(14),
    };
    return doc;
  },
  render: async (doc) => {
    const k = new JsPdfKit([W, H], { title: `Factura ${doc.reference}`, creator: 'NubeConta — facturación electrónica', fileId: `${doc.issuer.cuit}${doc.reference.replace(/\D/g, '')}`.padEnd(32, 'A').slice(0, 32), ttf: true, compress: true });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const F = 'dejavuCond' as const;
    const A = (x: Decimal.Value) => amount(x, 'ar');
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const teal = '#0f6e6e';
    // the two framed halves
    const mid = W / 2;
    k.rect(L, 22, mid - L - 4, 112, { stroke: '#555555', lineWidth: 0.8, radius: 6 });
    k.rect(mid + 4, 22, R - mid - 4, 112, { stroke: '#555555', lineWidth: 0.8, radius: 6 });
    k.rect(L, 22, R - L, 3, { fill: teal });
    k.rect(mid - 22, 22, 44, 44, { fill: '#ffffff', stroke: '#222222', lineWidth: 1.2 });
    k.text(letter, mid - 22, 26, { font: F, bold: true, size: 26, width: 44, align: 'center' });
    k.text(letter === 'A' ? 'COD. 01' : 'COD. 06', mid - 22, 55, { font: F, size: 6.5, width: 44, align: 'center' });
    // left half: the issuer
    k.text(is.tradeName, L + 10, 34, { font: F, bold: true, size: 13, color: teal });
    const lf = (cap: string, val: string, y: number) => {
      k.text(cap, L + 10, y, { font: F, bold: true, size: 7.5 });
      k.text(val, L + 10 + k.widthOf(cap, { font: F, bold: true, size: 7.5 }) + 4, y, { font: F, size: 7.5 });
    };
    lf('Razón Soc.:', is.name, 72);
    lf('Dom. Comercial:', is.address, 84);
    k.text(is.city, L + 10, 95, { font: F, size: 7.5 });
    lf('Cond. frente al IVA:', is.condicionText, 108);
    lf('Tel.:', `${is.phone} · ${is.email}`, 119);
    // right half: the voucher
    const rx = mid + 30;
    k.text('FACTURA', rx, 32, { font: F, bold: true, size: 16 });
    const rf = (cap: string, val: string, y: number, bold = false) => {
      k.text(cap, rx, y, { font: F, bold: true, size: 8 });
      k.text(val, rx + 78, y, { font: F, bold, size: bold ? 9.5 : 8 });
    };
    rf('Nro. Comp.:', doc.reference, 56, true);
    rf('F. Emisión:', shortDate(doc.date), 70);
    rf('CUIT:', cuitDashed(is.cuit), 84);
    rf('Ing. Brutos:', is.iibb, 96);
    rf('Inicio Act.:', is.activitySince, 108);
    // strip
    k.rect(L, 140, R - L, 18, { fill: '#eef5f5' });
    k.text(`Cond. Vta.: ${String(v.pay)}`, L + 8, 145, { font: F, size: 8 });
    k.text(`Vto. pago: ${shortDate(addDays(doc.date, Number(v.due)))}`, L + 210, 145, { font: F, size: 8 });
    k.text('Moneda: ARS', R - 90, 145, { font: F, size: 8 });
    // customer box
    k.rect(L, 164, R - L, 50, { stroke: '#555555', lineWidth: 0.6, radius: 4 });
    const cf = (cap: string, val: string, x: number, y: number) => {
      k.text(cap, x, y, { font: F, bold: true, size: 8 });
      k.text(val, x + k.widthOf(cap, { font: F, bold: true, size: 8 }) + 4, y, { font: F, size: 8.5 });
    };
    cf('Cte.:', `(${String(v.cte)}) ${r.name}`, L + 8, 171);
    cf('CUIT/DNI:', idOf(doc).replace(/^(CUIT|DNI) /, '') || '—', R - 190, 171);
    cf('Cond. IVA:', r.condicionPrinted ? r.condicionText : '—', L + 8, 185);
    cf('Dom. Fiscal:', r.address || '—', L + 8, 199);
    // items, no rules
    const cols = [
      { h: 'Cód.', x: L, w: 42, a: 'left' as const },
      { h: 'Producto / Servicio', x: L + 44, w: 216, a: 'left' as const },
      { h: 'Cant.', x: L + 262, w: 38, a: 'right' as const },
      { h: 'U.M.', x: L + 304, w: 34, a: 'left' as const },
      { h: letter === 'A' ? 'P. Unit. (neto)' : 'P. Unit.', x: L + 340, w: 74, a: 'right' as const },
      { h: '% Bonif.', x: L + 416, w: 40, a: 'right' as const },
      { h: 'Subtotal', x: L + 458, w: R - L - 458, a: 'right' as const },
    ];
    let y = 228;
    for (const c of cols) k.text(c.h, c.x, y, { font: F, bold: true, size: 8, width: c.w, align: c.a, color: teal });
    y += 16;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, cols[1]!.w, { font: F, size: 8.5 });
      desc.forEach((s, j) => k.text(s, cols[1]!.x, y + j * 10.5, { font: F, size: 8.5 }));
      const cells = [l.code ?? '', '', amount(l.quantity, 'ar', 2), 'unidades', A(l.unitPrice!), '0,00', A(t.lineAmounts[i]!)];
      cells.forEach((c, j) => { if (c) k.text(c, cols[j]!.x, y, { font: F, size: 8.5, width: cols[j]!.w, align: cols[j]!.a }); });
      y += desc.length * 10.5 + 6;
    });
    // totals box
    y = Math.max(y + 16, 470);
    const rows: Array<[string, string, boolean]> = letter === 'A'
      ? [['Importe Neto Gravado: $', A(t.subtotal), false], ['IVA 21%: $', A(t.byRate[0]!.vat), false], ['Importe Otros Tributos: $', '0,00', false], ['Importe Total: $', A(t.total), true]]
      : [['Subtotal: $', A(t.subtotal), false], ['Importe Otros Tributos: $', '0,00', false], ['Importe Total: $', A(t.total), true]];
    const bh = rows.length * 15 + 10;
    k.rect(R - 250, y, 250, bh, { stroke: '#555555', lineWidth: 0.6, radius: 4 });
    rows.forEach(([cap, val, bold], i) => {
      k.text(cap, R - 245, y + 7 + i * 15, { font: F, bold, size: bold ? 10 : 8.5, width: 150, align: 'right' });
      k.text(val, R - 92, y + 7 + i * 15, { font: F, bold, size: bold ? 10 : 8.5, width: 84, align: 'right' });
    });
    if (letter === 'B') {
      k.text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y + bh + 10, { font: F, size: 7.5 });
      k.text(`IVA Contenido: $ ${A(vatContained(t.total, 21))}   Otros Impuestos Nacionales Indirectos: $ 0,00`, L, y + bh + 20, { font: F, size: 7.5 });
    }
    // foot: QR, CAE, the service
    const [pv, nro] = doc.reference.split('-');
    const docTipo = r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99;
    k.qr(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(pv), tipo: letter === 'A' ? 1 : 6, nro: Number(nro), total: t.total, docTipo, docNro: r.docNumber ?? '0', cae: String(v.cae) }), L, 700, 78);
    k.text('Comprobante Autorizado', L + 90, 712, { font: F, bold: true, size: 9 });
    k.text('Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', L + 90, 726, { font: F, size: 6.5, color: '#555555' });
    k.text(`CAE N°: ${String(v.cae)}`, R - 170, 712, { font: F, bold: true, size: 9 });
    k.text(`Fecha de Vto. de CAE: ${shortDate(addDays(doc.date, 10))}`, R - 170, 726, { font: F, size: 8 });
    k.line(L, 792, R, 792, { width: 0.4, color: '#999999' });
    k.text('Generado con NubeConta · facturación electrónica en la nube', L, 797, { font: F, size: 7, color: '#777777' });
    k.text('Pág. 1/1', R - 50, 797, { font: F, size: 7, width: 50, align: 'right', color: '#777777' });
    return k.bytes();
  },
};
