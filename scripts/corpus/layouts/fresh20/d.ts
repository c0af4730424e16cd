import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dmyShort, idValue, PdfLibKit, quantity, sayCondition, settle } from './common';

/** A locksmith's factura C (a Monotributista) from a phone invoicing app, on an A5 sheet (pdf-lib). */
export const fresh20DLayout: Layout = {
  id: 'fresh20-d',
  kind: 'invoice',
  title: 'fresh20 layout d',
  page: { size: [419.53, 595.28] },
  scanStyle: 'microfilm-print',
  issuer: (rng) => {
    const issuer = makeIssuer(rng, 'Matías Ojeda', 'Cerrajería El Candado');
    return { ...issuer, condicionText: 'Responsable Monotributo' };
  },
  template: (issuer) => ({
    id: 'a-facturasc-elcandado',
    name: 'Facturas C Cerrajería El Candado',
    instructions:
      `Facturas C de ${issuer.name} (Cerrajería El Candado, CUIT ${issuer.cuit}), monotributista: sin IVA discriminado (alícuota 0). ` +
      'El cliente figura como "Sr./Sra." o "Razón social"; la referencia es punto de venta y número.',
    catalog: 'locks',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 3), nro = rng.int(40, 1900);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'locks', lineCount: [1, 4], receivers: ['dni', 'dni', 'consumidor-final', 'company-ri', 'monotributo'], conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar-plain'] },
      { layout: 'fresh20-d', templateId: template.id, issuer, reference: `${String(pv).padStart(5, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = /Copia/.test(l.description) ? rng.int(1, 6) : 1;
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, cae: caeOf((k) => rng.digits(k)), pay: rng.pick(['Efectivo', 'Mercado Pago', 'Transferencia']) };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const S: [number, number] = [419.53, 595.28];
    const k = await PdfLibKit.create(S, { title: `Factura C ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'FacturApp Móvil 2.8 (Android)' });
    const L = 24, R = S[0] - 24, W = R - L;
    k.rect(0, 0, S[0], 58, { fill: '#0b6e4f' });
    k.text('CERRAJERÍA EL CANDADO', L, 14, { font: 'helvB', size: 14, color: '#ffffff' });
    k.text('Aperturas · Copias · Cerraduras de seguridad · 24 hs', L, 34, { font: 'helv', size: 7.5, color: '#d8f3dc' });
    k.rect(R - 44, 10, 38, 38, { fill: '#ffffff' });
    k.text('C', R - 44, 14, { font: 'helvB', size: 22, color: '#0b6e4f', align: 'center', width: 38 });
    k.text('cód. 011', R - 44, 38, { font: 'helv', size: 6, color: '#0b6e4f', align: 'center', width: 38 });
    let y = 68;
    k.text(`${is.name} — ${is.condicionText}`, L, y, { font: 'helvB', size: 8 });
    k.text(`CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · Inicio ${is.activitySince}`, L, y + 11, { size: 7.5 });
    k.text(`${is.address}, ${is.city} · ${is.phone}`, L, y + 21, { size: 7.5 });
    y += 40;
    k.rect(L, y, W, 34, { fill: '#edf6f0' });
    k.text('FACTURA', L + 8, y + 6, { font: 'helvB', size: 11 });
    k.text(`Nro: ${doc.reference}`, L + 8, y + 20, { font: 'courierB', size: 9 });
    k.text(`Fecha: ${dmyShort(doc.date)}`, R - 110, y + 8, { size: 9 });
    k.text(`Pago: ${v.pay}`, R - 110, y + 20, { size: 8 });
    y += 46;
    const ref = r.docType === 'CUIT' ? 'Razón social' : 'Sr./Sra.';
    k.text(`${ref}: ${r.name}`, L, y, { font: 'helvB', size: 9 });
    const id = idValue(doc);
    k.text(`${id ? `${r.docType} ${id}` : 'Sin documento'}${r.condicionPrinted ? ` · ${r.condicionText}` : ''}`, L, y + 12, { size: 8 });
    if (r.address) k.text(r.address, L, y + 23, { size: 8 });
    y += 42;
    k.line(L, y, R, y, { color: '#0b6e4f', width: 1 });
    k.text('Detalle', L, y + 5, { font: 'helvB', size: 8 });
    k.text('Cant.', L + 220, y + 5, { font: 'helvB', size: 8, align: 'right', width: 30 });
    k.text('Precio', L + 255, y + 5, { font: 'helvB', size: 8, align: 'right', width: 55 });
    k.text('Importe', R - 60, y + 5, { font: 'helvB', size: 8, align: 'right', width: 60 });
    y += 20;
    doc.lines.forEach((l, i) => {
      const lines = k.wrap(l.description, 210, 'helv', 8.5);
      lines.forEach((s, j) => k.text(s, L, y + j * 11, { size: 8.5 }));
      k.text(quantity(l.quantity, 'ar'), L + 220, y, { size: 8.5, align: 'right', width: 30 });
      k.text(amount(l.unitPrice!, 'ar-plain'), L + 255, y, { size: 8.5, align: 'right', width: 55 });
      k.text(amount(t.lineAmounts[i]!, 'ar-plain'), R - 60, y, { size: 8.5, align: 'right', width: 60 });
      y += lines.length * 11 + 6;
    });
    k.line(L, y, R, y, { color: '#999999', width: 0.5 });
    y += 10;
    k.text('Subtotal', R - 150, y, { size: 9 });
    k.text(amount(t.subtotal, 'ar-plain'), R - 80, y, { size: 9, align: 'right', width: 80 });
    k.text('Total $', R - 150, y + 16, { font: 'helvB', size: 12 });
    k.text(amount(t.total, 'ar-plain'), R - 90, y + 16, { font: 'helvB', size: 12, align: 'right', width: 90 });
    const fy = S[1] - 96;
    k.qr(`https://www.arca.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify({ ver: 1, fecha: doc.date, cuit: Number(is.cuit), ptoVta: Number(v.pv), tipoCmp: 11, nroCmp: Number(v.nro), importe: t.total.toNumber(), codAut: Number(v.cae) })).toString('base64')}`, L, fy, 64);
    k.text(`CAE ${v.cae}`, L + 74, fy + 12, { font: 'helvB', size: 8 });
    k.text(`Vto. CAE ${dmyShort(addDays(doc.date, 10))}`, L + 74, fy + 24, { size: 8 });
    k.text('Comprobante autorizado · Monotributo: no discrimina IVA', L + 74, fy + 36, { size: 6.5, color: '#555555' });
    k.text('Generado con FacturApp Móvil', L + 74, fy + 48, { size: 6, color: '#888888' });
    return k.bytes();
  },
};
