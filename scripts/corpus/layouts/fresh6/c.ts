import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, ean13, ean13Modules, JsPdfKit, sayCondition, settle } from './common';

/**
 * A supermarket chain's purchase order to a cleaning- and paper-goods maker, over TWO pages, from the chain's
 * suppliers portal exporting with jsPDF (Helvetica, standard fonts): the chain's letterhead (the receiver) in red,
 * "ORDEN DE COMPRA N° 2026-018734", "PROVEEDOR" (the issuer, with its supplier code), "CENTRO DE DISTRIBUCIÓN",
 * "FECHA DE ENTREGA", "TURNO DE DESCARGA", "COND. DE PAGO". Each row carries the article's EAN-13 drawn as bars with
 * its digits under them, the chain's internal code, the description, "BULTOS", "U x B" and "UNIDADES" (the truth's
 * quantity is UNIDADES = bultos × units per box; the price is per unit), "COSTO UNIT." and "IMPORTE". Each page closes
 * with its own "TOTAL HOJA" and "BULTOS HOJA" (page sums, not the order's); page 2 repeats a short header and ends with
 * "SUBTOTAL", "IVA 21 %" and "TOTAL ORDEN DE COMPRA". "Hoja 1 de 2".
 */
const W = 595.28, H = 841.89, L = 28, R = W - 28;
const FIRST_PAGE_ROWS = 16;
const CHAINS = ['Supermercados La Pampeana S.A.', 'Hipermercados Del Litoral S.A.', 'Autoservicios Tres Arroyos S.A.', 'Supermercados Cerro Azul S.A.'];

export const fresh6CLayout: Layout = {
  id: 'fresh6-c',
  kind: 'invoice',
  title: 'fresh6 layout c',
  page: { size: 'A4' },
  scanStyle: 'mfp-halftone',
  issuer: (rng) => makeIssuer(rng, 'Química Los Ceibos S.A.', 'Los Ceibos Limpieza & Papel'),
  template: (issuer) => ({
    id: 'q-ordenes-supermercados-losceibos',
    name: 'Órdenes de compra de cadenas de supermercados a Los Ceibos',
    instructions:
      `Órdenes de compra que las cadenas de supermercados envían a ${issuer.name} (CUIT ${issuer.cuit}), el emisor, que figura como "PROVEEDOR". ` +
      'El cliente es la cadena del membrete. La cantidad es la columna UNIDADES (bultos × unidades por bulto) y el costo es por unidad, neto de IVA (21 %). ' +
      'Los totales por hoja no son el total. La referencia es el número de orden de compra.',
    catalog: 'grocery',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'grocery', lineCount: [20, 27], receivers: ['company-ri'],
        conditionPrinted: 0.95, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh6-c', templateId: template.id, issuer, reference: `${today.slice(0, 4)}-${pad(rng.int(10000, 99999), 6)}`, variant: {}, today },
    );
    doc.receiver.name = rng.pick(CHAINS);
    sayCondition(doc, { 1: 'IVA RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    const uxb = doc.lines.map(() => rng.pick([6, 8, 10, 12, 12, 24, 36, 48]));
    doc.lines.forEach((l, i) => { l.quantity = rng.int(2, 25) * uxb[i]!; });
    settle(doc);
    doc.variant = {
      uxb: uxb.join('|'),
      internal: doc.lines.map(() => String(rng.int(100000, 899999))).join('|'),
      supplierCode: String(rng.int(10000, 49999)),
      cd: rng.pick(['CD NORTE — Ruta 8 km 41,5, Pilar', 'CD CENTRO — Av. Circunvalación 2250', 'CD SUR — Parque Industrial, Lote 14']),
      deliver: rng.int(2, 6),
      slot: rng.pick(['06:00 a 10:00', '10:00 a 14:00', '14:00 a 18:00']),
      pay: rng.pick(['60 DÍAS F.F.', '45 DÍAS F.F.', '90 DÍAS F.R.']),
      buyer: rng.pick(['M. QUIROGA', 'S. PAREDES', 'J. BENÍTEZ']),
      sector: rng.pick(['LIMPIEZA Y PAPEL', 'PERFUMERÍA Y LIMPIEZA']),
    };
    return doc;
  },
  render: async (doc) => {
    const k = new JsPdfKit([W, H], { title: `OC ${doc.reference}`, creator: 'Portal de Proveedores — Compras', fileId: `${doc.reference.replace(/\D/g, '').padStart(32, '7')}`.slice(0, 32) });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const A = (x: Decimal.Value) => amount(x, 'ar');
    const uxb = String(v.uxb).split('|').map(Number), internal = String(v.internal).split('|');
    const red = '#b3122e';
    const cols = [
      { h: 'CÓD. BARRAS (EAN)', x: L, w: 88, a: 'left' as const },
      { h: 'CÓD. INT.', x: L + 90, w: 40, a: 'left' as const },
      { h: 'DESCRIPCIÓN', x: L + 132, w: 178, a: 'left' as const },
      { h: 'BULTOS', x: L + 312, w: 34, a: 'right' as const },
      { h: 'U x B', x: L + 348, w: 28, a: 'right' as const },
      { h: 'UNIDADES', x: L + 378, w: 44, a: 'right' as const },
      { h: 'COSTO UNIT.', x: L + 424, w: 52, a: 'right' as const },
      { h: 'IMPORTE', x: L + 478, w: R - L - 478, a: 'right' as const },
    ];
    const heads = (y: number) => {
      k.rect(L, y, R - L, 14, { fill: '#f2d7dc' });
      for (const c of cols) k.text(c.h, c.x + 1, y + 3.5, { bold: true, size: 6.5, width: c.w - 2, align: c.a });
      return y + 16;
    };
    const ROW = 27;
    const rows = (from: number, to: number, y: number) => {
      for (let i = from; i < to; i++) {
        const l = doc.lines[i]!;
        const code = ean13(l.code ?? l.description);
        // the bars: 95 modules, 0.8 pt each
        const bits = ean13Modules(code);
        const m = 0.8;
        for (let b = 0; b < bits.length; b++) if (bits[b] === '1') k.rect(L + 4 + b * m, y + 2, m, 14, { fill: '#000000' });
        k.text(code, L + 4, y + 17, { font: 'courier', size: 6.5 });
        k.text(internal[i]!, cols[1]!.x + 1, y + 6, { size: 7.5 });
        const desc = k.wrap(l.description, cols[2]!.w - 2, { size: 7.5 });
        desc.forEach((s, j) => k.text(s, cols[2]!.x + 1, y + 6 + j * 9, { size: 7.5 }));
        const cells = [String(l.quantity / uxb[i]!), String(uxb[i]!), String(l.quantity), A(l.unitPrice!), A(t.lineAmounts[i]!)];
        cells.forEach((c, j) => k.text(c, cols[3 + j]!.x + 1, y + 6, { size: 7.5, width: cols[3 + j]!.w - 2, align: 'right', bold: j === 2 }));
        k.line(L, y + ROW - 1, R, y + ROW - 1, { width: 0.3, color: '#c9c9c9' });
        y += ROW;
      }
      return y;
    };
    const pageFoot = (page: number, from: number, to: number, y: number) => {
      const sum = t.lineAmounts.slice(from, to).reduce((a, b) => a.add(b), new Decimal(0));
      const boxes = doc.lines.slice(from, to).reduce((a, l, j) => a + l.quantity / uxb[from + j]!, 0);
      k.rect(R - 230, y + 4, 230, 16, { stroke: '#555555', lineWidth: 0.5 });
      k.text(`BULTOS HOJA: ${boxes}`, R - 226, y + 8.5, { size: 7.5 });
      k.text(`TOTAL HOJA $ ${A(sum)}`, R - 130, y + 8.5, { bold: true, size: 7.5, width: 126, align: 'right' });
      k.text(`Hoja ${page} de 2`, R - 80, H - 26, { size: 7, width: 80, align: 'right', color: '#555555' });
      k.text(`OC ${doc.reference} · ${r.name}`, L, H - 26, { size: 7, color: '#555555' });
    };
    // ---- page 1: the full header
    const logo = r.name.replace(/ S\.A\.$/, '').toUpperCase();
    k.rect(L, 24, 176, 30, { fill: red });
    k.text(logo, L + 6, 29, { bold: true, size: Math.min(9, (164 / k.widthOf(logo, { bold: true, size: 9 })) * 9), color: '#ffffff' });
    k.text('Gerencia de Compras', L + 6, 41, { size: 7.5, color: '#ffffff' });
    k.text(r.name, L + 184, 26, { bold: true, size: 10 });
    k.text(`CUIT ${cuitDashed(r.docNumber!)}${r.condicionPrinted ? ` · ${r.condicionText}` : ''}`, L + 184, 39, { size: 7.5 });
    k.text(r.address, L + 184, 49, { size: 7.5 });
    k.text('ORDEN DE COMPRA', R - 170, 24, { bold: true, size: 13, width: 170, align: 'right', color: red });
    k.text(`N° ${doc.reference}`, R - 170, 40, { bold: true, size: 11, width: 170, align: 'right' });
    k.text(`Emitida: ${date(doc.date, 'dd/mm/yyyy')}`, R - 170, 55, { size: 8, width: 170, align: 'right' });
    k.line(L, 68, R, 68, { width: 1.2, color: red });
    k.rect(L, 76, 262, 70, { stroke: '#555555', lineWidth: 0.5 });
    k.text('PROVEEDOR', L + 6, 80, { bold: true, size: 7, color: red });
    k.text(`${is.name} (Cód. prov. ${String(v.supplierCode)})`, L + 6, 91, { bold: true, size: 8.5 });
    k.text(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText}`, L + 6, 103, { size: 7.5 });
    k.text(`${is.address} — ${is.city}`, L + 6, 113, { size: 7.5 });
    k.text(`${is.phone} · ${is.email}`, L + 6, 123, { size: 7.5 });
    const kv: Array<[string, string]> = [
      ['CENTRO DE DISTRIBUCIÓN', String(v.cd)], ['FECHA DE ENTREGA', date(addDays(doc.date, Number(v.deliver)), 'dd/mm/yyyy')],
      ['TURNO DE DESCARGA', `${String(v.slot)} hs`], ['COND. DE PAGO', String(v.pay)], ['SECTOR / COMPRADOR', `${String(v.sector)} / ${String(v.buyer)}`],
    ];
    kv.forEach(([cap, val], i) => {
      k.text(cap, L + 272, 78 + i * 13, { bold: true, size: 7 });
      k.text(val, L + 372, 78 + i * 13, { size: 7.5 });
    });
    k.text('Entregar con remito que indique este número de OC. Mercadería con vencimiento menor a 2/3 de su vida útil será rechazada.', L, 154, { size: 7, color: '#444444' });
    let y = heads(170);
    const first = Math.min(FIRST_PAGE_ROWS, doc.lines.length);
    y = rows(0, first, y);
    pageFoot(1, 0, first, y);
    // ---- page 2: a short header, the remaining rows, the order's totals
    k.addPage();
    k.text(`${r.name.toUpperCase()} — ORDEN DE COMPRA N° ${doc.reference} (continuación)`, L, 26, { bold: true, size: 9 });
    k.text(`Proveedor: ${is.name} · Emitida ${date(doc.date, 'dd/mm/yyyy')}`, L, 40, { size: 7.5 });
    k.line(L, 52, R, 52, { width: 1.2, color: red });
    y = heads(60);
    y = rows(first, doc.lines.length, y);
    pageFoot(2, first, doc.lines.length, y);
    y += 30;
    const totalBoxes = doc.lines.reduce((a, l, i) => a + l.quantity / uxb[i]!, 0);
    const totalRows: Array<[string, string]> = [['SUBTOTAL', A(t.subtotal)], ['IVA 21 %', A(t.byRate[0]!.vat)], ['TOTAL ORDEN DE COMPRA $', A(t.total)]];
    k.rect(R - 230, y, 230, 50, { stroke: '#000000', lineWidth: 0.8 });
    totalRows.forEach(([cap, val], i) => {
      const last = i === totalRows.length - 1;
      k.text(cap, R - 226, y + 5 + i * 14, { bold: last, size: last ? 9 : 8 });
      k.text(val, R - 110, y + 5 + i * 14, { bold: last, size: last ? 9 : 8, width: 106, align: 'right' });
    });
    k.text(`Total de bultos de la orden: ${totalBoxes} · Renglones: ${doc.lines.length}`, L, y + 4, { size: 7.5 });
    k.text('Precios netos de IVA, según lista vigente acordada.', L, y + 16, { size: 7, color: '#444444' });
    k.text('Facturar a nombre de la razón social del membrete.', L, y + 25, { size: 7, color: '#444444' });
    k.line(L + 20, y + 90, L + 190, y + 90, { width: 0.5 });
    k.text('Autorizó — Gerencia de Compras', L + 20, y + 94, { size: 7, width: 170, align: 'center' });
    return k.bytes();
  },
};
