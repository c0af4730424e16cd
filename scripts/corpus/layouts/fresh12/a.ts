import Decimal from 'decimal.js';
import { articlePrice, composeDocument } from '../../document';
import { articlesOf } from '../../catalogs';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, pad, PdfLibKit, quantity, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 20, R = W - 20;

/** The tax authority's own "Comprobantes en línea" factura A, 10,5 % and 21 % (pdf-lib). See LAYOUTS.md. */
export const fresh12ALayout: Layout = {
  id: 'fresh12-a',
  kind: 'invoice',
  title: 'fresh12 layout a',
  page: { size: 'A4' },
  scanStyle: 'window-blinds',
  issuer: (rng) => makeIssuer(rng, 'Redes y Equipos del Centro S.R.L.', 'Redes y Equipos del Centro'),
  template: (issuer) => ({
    id: 'w-facturas-redesequipos',
    name: 'Facturas A (Comprobantes en línea) Redes y Equipos',
    instructions:
      `Facturas A emitidas por ${issuer.name} (CUIT ${issuer.cuit}) con el servicio Comprobantes en línea. Precios netos de IVA; alícuota por línea ` +
      '(10,5 % o 21 %). La referencia es punto de venta y número de comprobante.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 12), nro = rng.int(150, 4800);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'it', lineCount: [3, 6], receivers: ['company-ri'], conditionPrinted: 1, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar-plain'] },
      { layout: 'fresh12-a', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const arts = articlesOf('it');
    for (const rate of [10.5, 21] as const) {
      if (!doc.lines.some((l) => l.ivaRate === rate)) {
        const a = arts.find((x) => x.ivaRate === rate && !doc.lines.some((l) => l.code === x.code))!;
        doc.lines.push({ code: a.code, description: a.description, quantity: rng.int(1, 5), unit: a.unit, unitPrice: articlePrice(a, 'ARS', false), ivaRate: rate });
      }
    }
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), pay: rng.pick(['Contado', 'Cuenta Corriente', 'Transferencia Bancaria']) };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: '', producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'pdf-lib (https://github.com/Hopding/pdf-lib)' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar-plain');
    // ORIGINAL strip
    k.rect(L, 16, R - L, 20, { stroke: '#000000', lineWidth: 0.8 });
    k.text('ORIGINAL', L, 21, { font: 'helvB', size: 12, width: R - L, align: 'center' });
    // the two halves and the letter box on the divider
    const top = 38, hh = 118, mid = W / 2;
    k.rect(L, top, R - L, hh, { stroke: '#000000', lineWidth: 0.8 });
    k.line(mid, top + 42, mid, top + hh);
    k.rect(mid - 22, top, 44, 40, { stroke: '#000000', fill: '#ffffff', lineWidth: 0.8 });
    k.text('A', mid - 22, top + 4, { font: 'helvB', size: 24, width: 44, align: 'center' });
    k.text('COD. 01', mid - 22, top + 30, { font: 'helvB', size: 6.5, width: 44, align: 'center' });
    k.text(is.tradeName, L + 8, top + 14, { font: 'helvB', size: 14, width: mid - L - 40, align: 'center' });
    const left: Array<[string, string]> = [['Razón Social:', is.name], ['Domicilio Comercial:', `${is.address} - ${is.city}`], ['Condición frente al IVA:', 'IVA Responsable Inscripto']];
    left.forEach(([cap, val], i) => {
      k.text(cap, L + 8, top + 52 + i * 18, { font: 'helvB', size: 7.5 });
      k.text(val, L + 8 + k.widthOf(cap, 'helvB', 7.5) + 3, top + 52 + i * 18, { size: 7.5 });
    });
    k.text('FACTURA', mid + 30, top + 8, { font: 'helvB', size: 18 });
    const right: Array<[string, string]> = [
      ['Punto de Venta:', pad(Number(v.pv), 5)], ['Comp. Nro:', pad(Number(v.nro), 8)], ['Fecha de Emisión:', date(doc.date, 'dd/mm/yyyy')],
      ['CUIT:', is.cuit], ['Ingresos Brutos:', is.iibb], ['Fecha de Inicio de Actividades:', is.activitySince],
    ];
    k.text(right[0]![0], mid + 30, top + 36, { font: 'helvB', size: 8 });
    k.text(right[0]![1], mid + 96, top + 36, { font: 'helvB', size: 8 });
    k.text(right[1]![0], mid + 140, top + 36, { font: 'helvB', size: 8 });
    k.text(right[1]![1], mid + 188, top + 36, { font: 'helvB', size: 8 });
    right.slice(2).forEach(([cap, val], i) => {
      k.text(cap, mid + 30, top + 54 + i * 14, { font: 'helvB', size: 7.5 });
      k.text(val, mid + 30 + k.widthOf(cap, 'helvB', 7.5) + 4, top + 54 + i * 14, { size: 7.5 });
    });
    // sale period strip (products: no period; the due date)
    let y = top + hh + 4;
    k.rect(L, y, R - L, 18, { stroke: '#000000', lineWidth: 0.8 });
    k.text('Fecha de Vto. para el pago:', L + 8, y + 5, { font: 'helvB', size: 7.5 });
    k.text(date(addDays(doc.date, 10), 'dd/mm/yyyy'), L + 112, y + 5, { size: 7.5 });
    // receiver
    y += 22;
    k.rect(L, y, R - L, 50, { stroke: '#000000', lineWidth: 0.8 });
    k.text('CUIT:', L + 8, y + 6, { font: 'helvB', size: 7.5 });
    k.text(r.docNumber!, L + 32, y + 6, { size: 7.5 });
    k.text('Apellido y Nombre / Razón Social:', L + 170, y + 6, { font: 'helvB', size: 7.5 });
    k.text(r.name, L + 296, y + 6, { size: 7.5 });
    k.text('Condición frente al IVA:', L + 8, y + 21, { font: 'helvB', size: 7.5 });
    k.text(r.condicionText, L + 98, y + 21, { size: 7.5 });
    k.text('Domicilio:', L + 250, y + 21, { font: 'helvB', size: 7.5 });
    k.text(r.address, L + 292, y + 21, { size: 7.5 });
    k.text('Condición de venta:', L + 8, y + 36, { font: 'helvB', size: 7.5 });
    k.text(String(v.pay), L + 84, y + 36, { size: 7.5 });
    // items
    y += 56;
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [
      ['Código', 44, 'left'], ['Producto / Servicio', 150, 'left'], ['Cantidad', 40, 'right'], ['U. Medida', 40, 'center'], ['Precio Unit.', 52, 'right'],
      ['% Bonif', 32, 'right'], ['Subtotal', 56, 'right'], ['Alícuota IVA', 40, 'right'], ['Subtotal c/IVA', 61.28, 'right'],
    ];
    k.rect(L, y, R - L, 20, { fill: '#cccccc', stroke: '#000000', lineWidth: 0.6 });
    let x = L;
    for (const [h, w, al] of cols) {
      k.text(h, x + 2, y + (h.length > 10 && w < 50 ? 2 : 6), { font: 'helvB', size: 6.8, width: w - 4, align: al });
      x += w;
    }
    y += 24;
    doc.lines.forEach((l, i) => {
      const net = t.lineAmounts[i]!;
      const withVat = net.mul(1 + l.ivaRate / 100).toDecimalPlaces(2);
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar-plain', 2), 'unidades', a(l.unitPrice!), '0,00', a(net), `${l.ivaRate === 10.5 ? '10.5' : '21'}%`, a(withVat)];
      const descLines = k.wrap(l.description, 146, 'helv', 7.5);
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 1) descLines.forEach((dl, j) => k.text(dl, x + 2, y + j * 9, { size: 7.5 }));
        else k.text(cells[c]!, x + 2, y, { size: 7.5, width: w - 4, align: al });
        x += w;
      });
      y += Math.max(12, descLines.length * 9 + 3);
    });
    // totals at the foot
    const ty = 560;
    k.rect(L, ty, R - L, 150, { stroke: '#000000', lineWidth: 0.8 });
    k.text('Otros tributos', L + 8, ty + 8, { font: 'helvB', size: 7.5 });
    k.text('Descripción', L + 8, ty + 22, { font: 'helvB', size: 7 }); k.text('Detalle', L + 100, ty + 22, { font: 'helvB', size: 7 });
    k.text('Alíc. %', L + 160, ty + 22, { font: 'helvB', size: 7 }); k.text('Importe', L + 200, ty + 22, { font: 'helvB', size: 7 });
    for (const [i, name] of ['Per./Ret. de Impuesto a las Ganancias', 'Per./Ret. de IVA', 'Per./Ret. Ingresos Brutos', 'Impuestos Internos', 'Impuestos Municipales'].entries()) {
      k.text(name, L + 8, ty + 36 + i * 11, { size: 6.8 });
      k.text('0,00', L + 200, ty + 36 + i * 11, { size: 6.8, width: 40, align: 'right' });
    }
    k.text('Importe Otros Tributos: $', L + 8, ty + 98, { font: 'helvB', size: 7 });
    k.text('0,00', L + 200, ty + 98, { font: 'helvB', size: 7, width: 40, align: 'right' });
    const rate = (rt: number) => t.byRate.find((b) => b.rate === rt)?.vat ?? new Decimal(0);
    const rows: Array<[string, string]> = [
      ['Importe Neto Gravado: $', a(t.subtotal)], ['IVA 27%: $', '0,00'], ['IVA 21%: $', a(rate(21))], ['IVA 10.5%: $', a(rate(10.5))], ['IVA 5%: $', '0,00'],
      ['IVA 2.5%: $', '0,00'], ['IVA 0%: $', '0,00'], ['Importe Otros Tributos: $', '0,00'], ['Importe Total: $', a(t.total)],
    ];
    rows.forEach(([cap, val], i) => {
      k.text(cap, 330, ty + 8 + i * 15, { font: 'helvB', size: 8, width: 150, align: 'right' });
      k.text(val, 485, ty + 8 + i * 15, { font: 'helvB', size: 8, width: R - 490, align: 'right' });
    });
    // the legal foot: QR, authorised voucher, CAE and its due date
    const fy = 722;
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber!, cae: String(v.cae) });
    k.qr(qr, L + 4, fy, 86);
    k.text('ARCA', L + 100, fy + 6, { font: 'helvB', size: 16 });
    k.text('Comprobante Autorizado', L + 100, fy + 28, { font: 'helvB', size: 8 });
    k.text('Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', L + 100, fy + 42, { font: 'helvI', size: 6 });
    k.text('Pág. 1/1', 300, fy + 6, { font: 'helvB', size: 8 });
    k.text('CAE N°:', 400, fy + 6, { font: 'helvB', size: 8, width: 90, align: 'right' });
    k.text(String(v.cae), 494, fy + 6, { size: 8 });
    k.text('Fecha de Vto. de CAE:', 400, fy + 20, { font: 'helvB', size: 8, width: 90, align: 'right' });
    k.text(date(addDays(doc.date, 10), 'dd/mm/yyyy'), 494, fy + 20, { size: 8 });
    return k.bytes();
  },
};
