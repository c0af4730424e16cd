import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, arcaQrUrl, cuitDashed, date, JsPdfKit, quantity, sayCondition, settle } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 28, R = SIZE[0] - 28, W = R - L;

/**
 * A packaging maker's "Factura de Crédito Electrónica MiPyMEs (FCE)" A, Cód. 201, to a large company, from a
 * mid-size desktop ERP's PDF export (jsPDF, standard Helvetica, compressed streams). Ley 27.440: the issuer's CBU
 * and alias, the payment due date, the transfer option ("Sistema de Circulación Abierta"), the 30-day acceptance
 * text. Issuer half at the left, letter box "A / COD. 201" in the middle, voucher half at the right ("Punto de Venta:
 * 00004  Comp. Nro: 00000123", "Fecha de Emisión"); receiver block with "Apellido y Nombre / Razón Social",
 * "Condición frente al IVA", O.C. and remito numbers (not the reference); items Código / Producto / Servicio /
 * Cantidad / U. Medida / Precio Unit. / % Bonif / Subtotal / Alícuota IVA / Subtotal c/IVA, quantities by the
 * hundred ("1.000,00"); totals with every VAT rate listed (27 %, 21 %, 10,5 %, 5 %, 2,5 %, 0 %, most 0,00),
 * "Importe Otros Tributos", "Importe Total"; "Son pesos"; QR, CAE. Net prices; only Responsables Inscriptos.
 */
export const fresh8ALayout: Layout = {
  id: 'fresh8-a',
  kind: 'invoice',
  title: 'fresh8 layout a',
  page: { size: 'A4' },
  scanStyle: 'inkjet-banding',
  issuer: (rng) => makeIssuer(rng, 'Envases Punta Alta S.R.L.', 'Envases Punta Alta'),
  template: (issuer) => ({
    id: 's-fce-envases-puntaalta',
    name: 'FCE Envases Punta Alta',
    instructions:
      `Facturas de Crédito Electrónicas MiPyMEs (FCE A, cód. 201) de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el receptor ` +
      '("Apellido y Nombre / Razón Social"). Precios netos más IVA. La referencia es punto de venta y número de comprobante.',
    catalog: 'packaging',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 6), nro = rng.int(40, 2400);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'packaging', lineCount: [2, 6], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'] },
      { layout: 'fresh8-a', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    // sold by the hundred to a large buyer (an FCE goes only to large companies, above the threshold)
    for (const l of doc.lines) l.quantity = l.unitPrice!.lt(5000) ? rng.pick([500, 1000, 1200, 2000, 2500, 3000]) : rng.pick([20, 40, 50, 60, 100, 120]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: `7${rng.digits(13)}`, oc: `45000${rng.digits(5)}`, remito: `${pad(pv, 5)}-${pad(rng.int(1000, 30000), 8)}`,
      cbu: `0720${rng.digits(4)}${rng.digits(14)}`, alias: rng.pick(['ENVASES.PUNTA.ALTA', 'CAJA.CARTON.PA', 'PUNTAALTA.ENVASES']),
      client: String(rng.int(1000, 9999)),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const k = new JsPdfKit(SIZE, {
      title: `FCE A ${doc.reference}`, creator: 'Sistema de Gestión Comercial 9.4 - Módulo Facturación', compress: true,
      fileId: `${doc.reference.replace(/\D/g, '')}${is.cuit}`.padEnd(32, 'C').slice(0, 32),
    });
    const due = addDays(doc.date, 30);
    // frame, copy caption, header halves
    k.rect(L, 20, W, 18, { stroke: '#000000', lineWidth: 0.8 });
    k.text('ORIGINAL', L, 24, { bold: true, size: 11, width: W, align: 'center' });
    k.rect(L, 38, W, 138, { stroke: '#000000', lineWidth: 0.8 });
    k.line(SIZE[0] / 2, 82, SIZE[0] / 2, 176, { width: 0.8 });
    k.rect(SIZE[0] / 2 - 24, 38, 48, 44, { stroke: '#000000', fill: '#ffffff', lineWidth: 0.8 });
    k.text('A', SIZE[0] / 2 - 24, 41, { bold: true, size: 26, width: 48, align: 'center' });
    k.text('COD. 201', SIZE[0] / 2 - 24, 71, { bold: true, size: 7, width: 48, align: 'center' });
    k.text(is.tradeName.toUpperCase(), L + 6, 50, { bold: true, size: 15, width: W / 2 - 36, align: 'center' });
    const left: Array<[string, string]> = [['Razón Social:', is.name], ['Domicilio Comercial:', `${is.address} - ${is.city}`], ['Condición frente al IVA:', is.condicionText]];
    let y = 98;
    for (const [cap, val] of left) {
      k.text(cap, L + 6, y, { bold: true, size: 8 });
      const lines = k.wrap(val, W / 2 - 20 - k.widthOf(`${cap} `, { bold: true, size: 8 }), { size: 8 });
      lines.forEach((ln, i) => k.text(ln, L + 6 + k.widthOf(`${cap} `, { bold: true, size: 8 }), y + i * 10, { size: 8 }));
      y += 10 * lines.length + 6;
    }
    const RX = SIZE[0] / 2 + 30;
    k.text('FACTURA DE CRÉDITO ELECTRÓNICA', RX, 46, { bold: true, size: 11 });
    k.text('MiPyMEs (FCE)', RX, 60, { bold: true, size: 11 });
    k.text('Punto de Venta:', RX - 14, 88, { bold: true, size: 9 });
    k.text(pad(Number(v.pv), 5), RX + 58, 88, { bold: true, size: 9 });
    k.text('Comp. Nro:', RX + 106, 88, { bold: true, size: 9 });
    k.text(pad(Number(v.nro), 8), RX + 162, 88, { bold: true, size: 9 });
    const right: Array<[string, string]> = [
      ['Fecha de Emisión:', date(doc.date, 'dd/mm/yyyy')], ['CUIT:', is.cuit], ['Ingresos Brutos:', is.iibb], ['Fecha de Inicio de Actividades:', is.activitySince],
    ];
    y = 106;
    for (const [cap, val] of right) {
      k.text(cap, RX - 14, y, { bold: true, size: 8 });
      k.text(val, RX - 14 + k.widthOf(`${cap} `, { bold: true, size: 8 }), y, { size: 8 });
      y += 15;
    }
    // FCE strip
    k.rect(L, 180, W, 40, { stroke: '#000000', lineWidth: 0.8 });
    k.text('Fecha de Vto. para el pago:', L + 6, 185, { bold: true, size: 8 });
    k.text(date(due, 'dd/mm/yyyy'), L + 124, 185, { size: 8 });
    k.text('CBU del Emisor:', L + 240, 185, { bold: true, size: 8 });
    k.text(String(v.cbu), L + 310, 185, { size: 8 });
    k.text('Alias CBU:', L + 6, 197, { bold: true, size: 8 });
    k.text(String(v.alias), L + 52, 197, { size: 8 });
    k.text('Opción de Transferencia:', L + 240, 197, { bold: true, size: 8 });
    k.text('Sistema de Circulación Abierta', L + 346, 197, { size: 8 });
    k.text('Período Facturado Desde:', L + 6, 209, { bold: true, size: 8 });
    k.text('Hasta:', L + 200, 209, { bold: true, size: 8 });
    // receiver
    k.rect(L, 224, W, 58, { stroke: '#000000', lineWidth: 0.8 });
    k.text('CUIT:', L + 6, 230, { bold: true, size: 8 });
    k.text(r.docNumber!, L + 34, 230, { size: 8 });
    k.text('Apellido y Nombre / Razón Social:', L + 170, 230, { bold: true, size: 8 });
    k.text(r.name, L + 310, 230, { size: 8 });
    k.text('Condición frente al IVA:', L + 6, 244, { bold: true, size: 8 });
    k.text(r.condicionText, L + 108, 244, { size: 8 });
    k.text('Domicilio:', L + 250, 244, { bold: true, size: 8 });
    k.wrap(r.address, 238, { size: 8 }).forEach((ln, i) => k.text(ln, L + 294, 244 + i * 10, { size: 8 }));
    k.text('Condición de venta:', L + 6, 258, { bold: true, size: 8 });
    k.text('Cuenta Corriente - 30 días', L + 92, 258, { size: 8 });
    k.text('Cód. Cliente:', L + 250, 264, { bold: true, size: 8 });
    k.text(String(v.client), L + 306, 264, { size: 8 });
    k.text('Orden de Compra:', L + 6, 270, { bold: true, size: 8 });
    k.text(String(v.oc), L + 82, 270, { size: 8 });
    k.text('Remito:', L + 380, 264, { bold: true, size: 8 });
    k.text(String(v.remito), L + 414, 264, { size: 8 });
    // items
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [
      ['Código', 40, 'left'], ['Producto / Servicio', 160, 'left'], ['Cantidad', 46, 'right'], ['U. Medida', 40, 'center'], ['Precio Unit.', 52, 'right'],
      ['% Bonif', 30, 'right'], ['Subtotal', 58, 'right'], ['Alícuota IVA', 38, 'right'], ['Subtotal c/IVA', W - 464, 'right'],
    ];
    y = 290;
    k.rect(L, y, W, 20, { fill: '#cccccc', stroke: '#000000', lineWidth: 0.6 });
    let x = L;
    for (const [cap, w, al] of cols) {
      const parts = k.wrap(cap, w - 4, { bold: true, size: 7 });
      parts.forEach((p, i) => k.text(p, x + 2, y + (parts.length === 1 ? 6 : 2 + i * 8), { bold: true, size: 7, width: w - 4, align: al }));
      x += w;
    }
    y += 24;
    doc.lines.forEach((l, i) => {
      const withVat = t.lineAmounts[i]!.add(t.lineAmounts[i]!.mul(l.ivaRate).div(100).toDecimalPlaces(2));
      const desc = k.wrap(l.description, 156, { size: 7.5 });
      const cells = [l.code ?? '', '', quantity(l.quantity, 'ar', 2), 'unidades', a(l.unitPrice!), '0,00', a(t.lineAmounts[i]!), `${String(l.ivaRate).replace('.', ',')}%`, a(withVat)];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 1) desc.forEach((d, j) => k.text(d, x + 2, y + j * 9, { size: 7.5 }));
        else k.text(cells[c]!, x + 2, y, { size: 7.5, width: w - 4, align: al });
        x += w;
      });
      y += 9 * desc.length + 6;
    });
    // totals box at the foot
    const TY = 560;
    k.rect(L, TY, W, 118, { stroke: '#000000', lineWidth: 0.8 });
    const vat = (rate: number) => t.byRate.find((b) => b.rate === rate)?.vat ?? new Decimal(0);
    const rows: Array<[string, string]> = [
      ['Importe Neto Gravado: $', a(t.subtotal)], ['IVA 27%: $', a(vat(27))], ['IVA 21%: $', a(vat(21))], ['IVA 10.5%: $', a(vat(10.5))], ['IVA 5%: $', a(vat(5))],
      ['IVA 2.5%: $', a(vat(2.5))], ['IVA 0%: $', a(0)], ['Importe Otros Tributos: $', a(0)], ['Importe Total: $', a(t.total)],
    ];
    rows.forEach(([cap, val], i) => {
      const last = i === rows.length - 1;
      k.text(cap, R - 250, TY + 6 + i * 12, { bold: true, size: last ? 9 : 8, width: 160, align: 'right' });
      k.text(val, R - 86, TY + 6 + i * 12, { bold: true, size: last ? 9 : 8, width: 80, align: 'right' });
    });
    k.text('Otros Tributos', L + 6, TY + 6, { bold: true, size: 8 });
    k.text('Descripción            Detalle            Alíc. %            Importe', L + 6, TY + 18, { size: 7 });
    k.text('Per./Ret. de Ingresos Brutos                                          0,00', L + 6, TY + 30, { size: 7 });
    k.text('Impuestos Internos                                                           0,00', L + 6, TY + 40, { size: 7 });
    k.text(`Son pesos: ${amountInWords(t.total, '').trim()}`, L + 6, TY + 96, { size: 7.5, italic: true });
    // FCE legend, QR, CAE
    const legal = k.wrap(
      'Régimen de Factura de Crédito Electrónica MiPyMEs - Ley 27.440. El comprador tiene 30 días corridos desde la recepción para aceptarla o ' +
        'rechazarla en el Registro de Facturas de Crédito Electrónica MiPyMEs; vencido ese plazo se considerará aceptada (aceptación tácita).',
      W - 12, { size: 7 });
    legal.forEach((ln, i) => k.text(ln, L + 6, TY + 124 + i * 9, { size: 7 }));
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 201, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber!, cae: String(v.cae) });
    k.qr(qr, L, 720, 78);
    k.text('Comprobante Autorizado', L + 90, 740, { bold: true, italic: true, size: 10 });
    k.text('Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación', L + 90, 756, { italic: true, size: 6 });
    k.text('CAE N°:', R - 170, 736, { bold: true, size: 9 });
    k.text(String(v.cae), R - 90, 736, { size: 9 });
    k.text('Fecha de Vto. de CAE:', R - 170, 750, { bold: true, size: 9 });
    k.text(date(addDays(doc.date, 10), 'dd/mm/yyyy'), R - 70, 750, { size: 9 });
    k.text('Pág. 1/1', 0, 810, { size: 8, width: SIZE[0], align: 'center' });
    return k.bytes();
  },
};
