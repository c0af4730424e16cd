import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, date, FONT, PipePdf, plusDays, qrModules, sayCondition, settle } from './common';

/** The voucher is drawn on A4 and printed "fit to page" on a Letter sheet. */
const A4: [number, number] = [595.28, 841.89];
const LETTER: [number, number] = [612, 792];
const L = 22, R = A4[0] - 22;

/**
 * An electrician's (Responsable Monotributo) factura C from the tax authority's "Comprobantes en línea", as the
 * service's own print engine writes it (PipePdf 'plain' with Liberation Sans embedded as Type0/Identity-H subsets) and
 * printed scaled to fit a Letter sheet: the ORIGINAL band, the two framed halves with the "C / COD. 011" box on the
 * divider, "Punto de Venta: 00002  Comp. Nro: 00000123", "Fecha de Emisión: 24/11/2026", the billed period with its
 * payment due date, the receiver box ("Apellido y Nombre / Razón Social"), Código / Producto / Servicio / Cantidad /
 * U. Medida / Precio Unit. / % Bonif / Imp. Bonif. / Subtotal, "Importe Total: $ 12345,00", QR, CAE. Final prices.
 */
export const fresh13JLayout: Layout = {
  id: 'fresh13-j',
  kind: 'invoice',
  title: 'fresh13 layout j',
  page: { size: LETTER },
  scanStyle: 'lowlight-phone',
  issuer: (rng) => {
    const is = makeIssuer(rng, 'Hernán Ojeda', 'Electricidad Ojeda');
    return { ...is, condicionText: 'Responsable Monotributo', iibb: is.cuit };
  },
  template: (issuer) => ({
    id: 'x-facturas-c-ojeda',
    name: 'Facturas C Electricidad Ojeda',
    instructions:
      `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}), monotributista, hechas en Comprobantes en línea. El cliente figura en ` +
      '"Apellido y Nombre / Razón Social". Precios finales (no discrimina IVA). Servicios con período facturado. La referencia es punto de venta y número.',
    catalog: 'trades',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(40, 900);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'trades', lineCount: [1, 4], receivers: ['company-ri', 'dni', 'monotributo', 'company-exento'], conditionPrinted: 1,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-plain'], servicePeriod: true,
      },
      { layout: 'fresh13-j', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = l.unit === 'm' ? rng.pick([12, 20, 35, 50]) : rng.pick([1, 1, 2, 3, 4, 6]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), venta: rng.pick(['Contado', 'Cuenta Corriente', 'Otra']), scale: rng.pick([0.9, 0.92, 0.94]) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const scale = Number(v.scale);
    const k = new PipePdf(A4, { producer: 'iText® 5.5.13.3 ©2000-2022 iText Group NV', creator: 'Comprobantes en línea', title: 'Factura' }, {
      mode: 'plain', faces: { A: { ttf: FONT.sans }, AB: { ttf: FONT.sansBold } },
      sheet: { size: LETTER, scale, x: (LETTER[0] - A4[0] * scale) / 2, y: LETTER[1] - A4[1] * scale - 14 },
    });
    const $ = (x: Decimal.Value) => amount(x, 'ar-plain');
    const mid = A4[0] / 2;
    // ORIGINAL
    k.rect(L, 20, R - L, 22, { lineWidth: 1 });
    k.text('ORIGINAL', L, 26, { font: 'AB', size: 12, width: R - L, align: 'center' });
    // the two halves
    k.rect(L, 42, R - L, 124, { lineWidth: 1 });
    k.line(mid, 86, mid, 166, { width: 1 });
    k.rect(mid - 26, 42, 52, 44, { fill: '#ffffff', stroke: '#000000', lineWidth: 1 });
    k.text('C', mid - 26, 48, { font: 'AB', size: 25, width: 52, align: 'center' });
    k.text('COD. 011', mid - 26, 76, { font: 'AB', size: 7, width: 52, align: 'center' });
    k.text(is.name.toUpperCase(), L + 8, 58, { font: 'AB', size: 15, width: mid - 40 - L, align: 'center' });
    const lab = (label: string, value: string, x: number, y: number, size = 8.5) => {
      const w = k.text(label, x, y, { font: 'AB', size });
      k.text(value, x + w + 3, y, { font: 'A', size });
    };
    lab('Razón Social:', is.name.toUpperCase(), L + 8, 98);
    lab('Domicilio Comercial:', `${is.address} - ${is.city}`, L + 8, 114, 8);
    lab('Condición frente al IVA:', 'Responsable Monotributo', L + 8, 140);
    k.text('FACTURA', mid + 36, 54, { font: 'AB', size: 19 });
    lab('Punto de Venta:', pad(Number(v.pv), 5), mid + 36, 92);
    lab('Comp. Nro:', pad(Number(v.nro), 8), mid + 150, 92);
    lab('Fecha de Emisión:', date(doc.date, 'dd/mm/yyyy'), mid + 36, 106);
    lab('CUIT:', is.cuit, mid + 36, 124);
    lab('Ingresos Brutos:', is.iibb, mid + 36, 137);
    lab('Fecha de Inicio de Actividades:', is.activitySince, mid + 36, 150);
    // period
    k.rect(L, 170, R - L, 22, { lineWidth: 1 });
    lab('Período Facturado Desde:', date(doc.serviceFrom!, 'dd/mm/yyyy'), L + 8, 177);
    lab('Hasta:', date(doc.serviceTo!, 'dd/mm/yyyy'), L + 200, 177);
    lab('Fecha de Vto. para el pago:', date(plusDays(doc.date, 10), 'dd/mm/yyyy'), L + 330, 177);
    // receiver
    k.rect(L, 196, R - L, 64, { lineWidth: 1 });
    const docLabel = r.docType === 'CUIT' ? 'CUIT:' : r.docType === 'DNI' ? 'DNI:' : 'Doc.:';
    lab(docLabel, r.docNumber ?? '', L + 8, 204);
    lab('Apellido y Nombre / Razón Social:', r.name, L + 170, 204);
    lab('Condición frente al IVA:', r.condicionText, L + 8, 222);
    lab('Domicilio:', r.address, L + 250, 222, 8);
    lab('Condición de venta:', String(v.venta), L + 8, 240);
    // detail
    let y = 270;
    const cols = [
      { head: 'Código', x: L, w: 44, align: 'left' as const },
      { head: 'Producto / Servicio', x: L + 44, w: 196, align: 'left' as const },
      { head: 'Cantidad', x: L + 240, w: 46, align: 'right' as const },
      { head: 'U. Medida', x: L + 288, w: 52, align: 'center' as const },
      { head: 'Precio Unit.', x: L + 340, w: 60, align: 'right' as const },
      { head: '% Bonif', x: L + 400, w: 38, align: 'right' as const },
      { head: 'Imp. Bonif.', x: L + 438, w: 48, align: 'right' as const },
      { head: 'Subtotal', x: L + 486, w: R - L - 486, align: 'right' as const },
    ];
    k.rect(L, y, R - L, 18, { fill: '#cccccc', stroke: '#000000', lineWidth: 0.8 });
    for (const c of cols) k.text(c.head, c.x + 2, y + 5.5, { font: 'AB', size: 7.5, width: c.w - 4, align: c.align });
    y += 24;
    const units: Record<string, string> = { m: 'metros', u: 'unidades', gl: 'otras unidades' };
    doc.lines.forEach((l, i) => {
      const parts = k.wrap(l.description, cols[1]!.w - 4, { font: 'A', size: 8 });
      k.text(l.code ?? '', cols[0]!.x + 2, y, { size: 8, font: 'A' });
      parts.forEach((p, j) => k.text(p, cols[1]!.x + 2, y + j * 10, { size: 8, font: 'A' }));
      k.text(amount(l.quantity, 'ar-plain', 2), cols[2]!.x + 2, y, { size: 8, font: 'A', width: cols[2]!.w - 4, align: 'right' });
      k.text(units[l.unit] ?? 'unidades', cols[3]!.x + 2, y, { size: 7, font: 'A', width: cols[3]!.w - 4, align: 'center' });
      k.text($(l.unitPrice!), cols[4]!.x + 2, y, { size: 8, font: 'A', width: cols[4]!.w - 4, align: 'right' });
      k.text('0,00', cols[5]!.x + 2, y, { size: 8, font: 'A', width: cols[5]!.w - 4, align: 'right' });
      k.text('0,00', cols[6]!.x + 2, y, { size: 8, font: 'A', width: cols[6]!.w - 4, align: 'right' });
      k.text($(t.lineAmounts[i]!), cols[7]!.x + 2, y, { size: 8, font: 'A', width: cols[7]!.w - 4, align: 'right' });
      y += Math.max(1, parts.length) * 10 + 8;
    });
    // totals
    const ty = 600;
    k.rect(L, ty, R - L, 70, { lineWidth: 1 });
    const totals: Array<[string, string]> = [['Subtotal: $', $(t.subtotal)], ['Importe Otros Tributos: $', '0,00'], ['Importe Total: $', $(t.total)]];
    totals.forEach(([label, value], i) => {
      k.text(label, R - 330, ty + 10 + i * 19, { font: 'AB', size: 10, width: 220, align: 'right' });
      k.text(value, R - 100, ty + 10 + i * 19, { font: 'AB', size: 10, width: 92, align: 'right' });
    });
    // foot
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 11, nro: Number(v.nro), total: t.total, docTipo: r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99, docNro: r.docNumber ?? '0', cae: String(v.cae) });
    k.qr(qrModules(qr), L + 4, 684, 82);
    k.text('ARCA', L + 96, 690, { font: 'AB', size: 17 });
    k.text('AGENCIA DE RECAUDACIÓN', L + 96, 710, { font: 'A', size: 5.5 });
    k.text('Y CONTROL ADUANERO', L + 96, 717, { font: 'A', size: 5.5 });
    k.text('Comprobante Autorizado', L + 96, 734, { font: 'AB', size: 9 });
    k.text('Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', L + 96, 748, { font: 'A', size: 6.5 });
    k.text('Pág. 1/1', mid - 20, 690, { font: 'AB', size: 9 });
    lab('CAE N°:', String(v.cae), R - 170, 690, 9);
    lab('Fecha de Vto. de CAE:', date(plusDays(doc.date, 10), 'dd/mm/yyyy'), R - 170, 706, 9);
    return k.bytes();
  },
};
