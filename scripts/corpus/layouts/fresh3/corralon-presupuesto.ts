import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition } from '../fresh/print';
import { hasTie, PdfLibKit, retotal } from './common';

/**
 * A building-materials yard's ("corralón") quote from a desktop point-of-sale, made with pdf-lib: captions in
 * Times bold and values in Courier as separate text objects, each cell drawn on its own. Lines carry a list price,
 * a discount ("Bonif.") and the unit price after it; the amount is quantity × discounted price. Final prices with
 * VAT, for consumers and small builders. The unit price of the truth is the discounted one (the one the amount uses).
 */
const W = 595.28, H = 841.89, L = 36, R = W - 36;

export const fresh3CorralonPresupuestoLayout: Layout = {
  id: 'fresh3-corralon-presupuesto',
  kind: 'invoice',
  title: 'building-materials yard quote made with pdf-lib: Times captions / Courier values as separate runs, "P. Lista", "Bonif.", "P. Unit. c/Bonif.", final prices',
  page: { size: 'A4' },
  scanStyle: 'photocopy',
  issuer: (rng) => makeIssuer(rng, 'Corralón Los Talas S.R.L.', 'CORRALÓN LOS TALAS'),
  template: (issuer) => ({
    id: 'm-presupuesto-lostalas',
    name: 'Presupuestos Corralón Los Talas',
    instructions:
      `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en "Sr./Sra.". Cada renglón tiene precio de lista, ` +
      'bonificación y precio unitario bonificado: vale el bonificado. Precios finales con IVA incluido. La referencia es el número de presupuesto.',
    catalog: 'building',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'building', lineCount: [4, 10], receivers: ['dni', 'dni', 'monotributo', 'consumidor-final', 'company-ri'],
        conditionPrinted: 0.7, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh3-corralon-presupuesto', templateId: template.id, issuer, reference: `${pad(rng.int(1, 2), 4)}-${pad(rng.int(2000, 9000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    const discounts = doc.lines.map(() => rng.pick([0, 0, 5, 10, 10, 15, 20]));
    const lists = doc.lines.map((l) => l.unitPrice!);
    const apply = () => doc.lines.forEach((l, i) => { l.unitPrice = round2(lists[i]!.mul(100 - discounts[i]!).div(100)); });
    apply();
    for (let guard = 0; guard < 40 && hasTie(doc.lines, true); guard++) {
      const i = doc.lines.findIndex((l) => new Decimal(l.quantity).mul(l.unitPrice!).mul(100).mod(1).abs().eq(0.5));
      lists[i < 0 ? 0 : i] = lists[i < 0 ? 0 : i]!.add(0.01);
      apply();
    }
    retotal(doc);
    doc.variant = {
      lists: lists.map((p) => p.toFixed(2)).join('|'),
      discounts: discounts.join('|'),
      obra: rng.pick(['Ampliación vivienda', 'Obra: Lote 14 B° Los Aromos', 'Refacción baño y cocina', 'Retira en depósito', 'Obra: galpón']),
      seller: rng.pick(['MARCELO', 'CINTIA', 'RAÚL', 'JOSE L.']),
      time: `${pad(rng.int(8, 18), 2)}:${pad(rng.int(0, 59), 2)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: `Presupuesto ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'GestionCorralon 7' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const lists = String(v.lists).split('|'), discounts = String(v.discounts).split('|').map(Number);
    const cap = (s: string, x: number, y: number, o: Parameters<PdfLibKit['text']>[3] = {}) => k.text(s, x, y, { font: 'timesB', size: 10, ...o });
    const val = (s: string, x: number, y: number, o: Parameters<PdfLibKit['text']>[3] = {}) => k.text(s, x, y, { font: 'courier', size: 9.5, ...o });
    // letterhead
    k.rect(L, 30, 62, 62, { stroke: '#7c2d12', lineWidth: 2 });
    k.text('LT', L, 46, { font: 'timesB', size: 28, color: '#7c2d12', width: 62, align: 'center' });
    k.text(is.tradeName, L + 74, 32, { font: 'timesB', size: 18, color: '#7c2d12' });
    k.text('Materiales para la construcción · Sanitarios · Electricidad · Hierros', L + 74, 54, { font: 'timesI', size: 9.5 });
    k.text(`${is.address} - ${is.city}`, L + 74, 68, { font: 'times', size: 9 });
    k.text(`Tel. ${is.phone} · WhatsApp ventas · ${is.email}`, L + 74, 80, { font: 'times', size: 9 });
    k.rect(R - 170, 30, 170, 62, { fill: '#fef3c7', stroke: '#7c2d12' });
    k.text('PRESUPUESTO', R - 170, 36, { font: 'timesB', size: 15, width: 170, align: 'center' });
    cap('N°', R - 160, 58);
    val(doc.reference, R - 140, 58.5, { font: 'courierB' });
    cap('Fecha', R - 160, 74);
    val(`${date(doc.date, 'dd/mm/yyyy')} ${v.time}`, R - 122, 74.5);
    k.text(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L, 100, { font: 'times', size: 8 });
    k.text('DOCUMENTO NO VÁLIDO COMO FACTURA', R - 200, 100, { font: 'timesB', size: 8, width: 200, align: 'right' });
    k.line(L, 114, R, 114, { width: 1.2, color: '#7c2d12' });
    // customer
    let y = 124;
    cap('Sr./Sra.:', L, y);
    val(r.name, L + 58, y + 0.5);
    cap('Vendedor:', R - 150, y);
    val(String(v.seller), R - 92, y + 0.5);
    y += 16;
    if (r.docType) {
      cap(r.docType === 'DNI' ? 'D.N.I.:' : 'C.U.I.T.:', L, y);
      val(r.docType === 'DNI' ? String(r.docNumber) : cuitDashed(r.docNumber!), L + 58, y + 0.5);
    }
    if (r.condicionPrinted) {
      cap('I.V.A.:', L + 220, y);
      val(r.condicionText, L + 262, y + 0.5);
    }
    y += 16;
    if (r.address) {
      cap('Domicilio:', L, y);
      val(r.address, L + 58, y + 0.5, { size: 8.5 });
      y += 16;
    }
    cap('Destino:', L, y);
    val(String(v.obra), L + 58, y + 0.5);
    y += 22;
    // table
    const cols = [
      { h: 'Código', x: L, w: 52, a: 'left' as const },
      { h: 'Artículo', x: L + 54, w: 200, a: 'left' as const },
      { h: 'Cant.', x: L + 256, w: 36, a: 'right' as const },
      { h: 'P. Lista', x: L + 294, w: 62, a: 'right' as const },
      { h: 'Bonif.', x: L + 358, w: 38, a: 'right' as const },
      { h: 'P. Unit. c/Bonif.', x: L + 398, w: 66, a: 'right' as const },
      { h: 'Total', x: L + 466, w: R - L - 466, a: 'right' as const },
    ];
    k.rect(L, y, R - L, 16, { fill: '#7c2d12' });
    for (const c of cols) cap(c.h, c.x + 2, y + 3, { size: 8.5, color: '#ffffff', width: c.w - 4, align: c.a });
    y += 20;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, 196, 'courier', 8);
      const cells = [l.code ?? '', '', quantity(l.quantity, 'ar'), amount(lists[i]!, 'ar'), discounts[i] ? `${discounts[i]} %` : '-', amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      cells.forEach((cell, c) => { if (cell) val(cell, cols[c]!.x + 2, y, { size: 8, width: cols[c]!.w - 4, align: cols[c]!.a }); });
      desc.forEach((s, j) => val(s, cols[1]!.x + 2, y + j * 10, { size: 8 }));
      y += desc.length * 10 + 5;
      k.line(L, y - 2, R, y - 2, { color: '#d6d3d1', width: 0.4, dash: [2, 2] });
    });
    y += 8;
    const gross = doc.lines.reduce((a, l, i) => a.add(round2(new Decimal(l.quantity).mul(lists[i]!))), new Decimal(0));
    cap('Subtotal s/bonif.:', R - 230, y, { width: 130, align: 'right' });
    val(amount(gross, 'ar'), R - 96, y + 0.5, { width: 96, align: 'right' });
    y += 15;
    cap('Bonificaciones:', R - 230, y, { width: 130, align: 'right' });
    val(`-${amount(gross.sub(t.total), 'ar')}`, R - 96, y + 0.5, { width: 96, align: 'right' });
    y += 18;
    k.rect(R - 230, y - 4, 230, 22, { fill: '#fef3c7', stroke: '#7c2d12' });
    cap('TOTAL $', R - 230, y + 1, { size: 12, width: 130, align: 'right' });
    val(amount(t.total, 'ar'), R - 96, y + 2, { font: 'courierB', size: 11, width: 92, align: 'right' });
    y += 34;
    const notes = [
      'Precios con IVA incluido. Sujetos a modificación sin previo aviso.',
      `Validez de la oferta: 7 días (hasta el ${date(addDays(doc.date, 7), 'dd/mm/yyyy')}). Entrega en obra a convenir.`,
      'Forma de pago: efectivo, transferencia o tarjeta (consultar recargo en cuotas).',
    ];
    notes.forEach((s, i) => k.text(s, L, y + i * 12, { font: 'timesI', size: 9 }));
    k.line(L, 790, R, 790, { color: '#7c2d12', width: 0.8 });
    k.text('Gracias por elegirnos · Lunes a viernes 7.30 a 18 h · Sábados 8 a 13 h', L, 796, { font: 'times', size: 8, width: R - L, align: 'center' });
    return k.bytes();
  },
};
