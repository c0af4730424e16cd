import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, dmy, docTipo, idPair, pad, qrModules, sayCondition, settle, shift, TagPdf } from './common';

/** A dental clinic's factura C to a patient (the clinic is VAT-exempt), with the patient's health plan, as a tagged PDF. */
function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const p = new TagPdf([595.28, 841.89], { producer: 'iText® 7.2.5 ©2000-2023 iText Group NV', creator: 'OdontoSoft Gestión de Consultorios', title: `Factura C ${doc.reference}`, lang: 'es-AR' });
  const ars = (x: Decimal.Value) => `ARS ${amount(x, 'ar')}`;
  const L = 50, R = 545;
  const teal = '#0f766e';
  p.open('Sect');
  p.rect(L, 36, R - L, 4, { fill: teal });
  p.text(doc.issuer.tradeName, L, 52, { font: 'HB', size: 16, color: teal, tag: 'H1' });
  p.text(`${String(v.dentist)} · Odontóloga M.N. ${String(v.mn)} · Odontología general y estética`, L, 73, { size: 8.5, tag: 'P' });
  p.text(`${doc.issuer.address} · ${doc.issuer.city} · Turnos ${doc.issuer.phone}`, L, 85, { size: 8.5, tag: 'P' });
  p.text(`${doc.issuer.name} · CUIT ${cuitDashed(doc.issuer.cuit)} · IVA Exento · IIBB Exento · Inicio de actividades ${doc.issuer.activitySince}`, L, 97, { size: 8, tag: 'P' });
  p.close();
  // the voucher
  p.open('Sect');
  p.rect(L, 114, R - L, 40, { stroke: '#9ca3af' });
  p.rect(L, 114, 40, 40, { fill: teal });
  p.text('C', L, 118, { font: 'HB', size: 24, color: '#ffffff', width: 40, align: 'center', tag: 'P' });
  p.text('Cód. 011', L, 143, { size: 6, color: '#ffffff', width: 40, align: 'center', tag: 'P' });
  p.text('FACTURA', L + 52, 120, { font: 'HB', size: 12, tag: 'H2' });
  p.text(`Nro. ${doc.reference}`, L + 52, 137, { font: 'HB', size: 10, tag: 'P' });
  p.text(`Fecha: ${dmy(doc.date)}`, 330, 120, { size: 9.5, tag: 'P' });
  p.text(`Condición de venta: ${String(v.pay)}`, 330, 135, { size: 9, tag: 'P' });
  p.close();
  // the patient and the health plan
  const r = doc.receiver;
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
  p.open('Sect');
  p.text('Paciente', L, 168, { font: 'HB', size: 8, color: teal, tag: 'H3' });
  p.text(r.name, L, 180, { font: 'HB', size: 11, tag: 'P' });
  p.text([id ? `${id[0]} ${id[1]}` : '', r.condicionPrinted ? cond : ''].filter(Boolean).join(' · '), L, 195, { size: 9, tag: 'P' });
  p.text(r.address, L, 208, { size: 9, tag: 'P' });
  p.text('Cobertura', 330, 168, { font: 'HB', size: 8, color: teal, tag: 'H3' });
  p.text(String(v.plan), 330, 180, { size: 9.5, tag: 'P' });
  p.text(`Afiliado N° ${String(v.member)}`, 330, 195, { size: 9, tag: 'P' });
  p.text(`Historia clínica N° ${String(v.chart)}`, 330, 208, { size: 9, tag: 'P' });
  p.close();
  // the services
  let y = 232;
  p.open('Table');
  p.open('TR');
  p.rect(L, y, R - L, 17, { fill: '#e6f2f1' });
  const cols = [
    { h: 'Pieza', x: L + 6, w: 36 }, { h: 'Prestación', x: L + 46, w: 236 }, { h: 'Cant.', x: L + 284, w: 34, a: 'right' as const },
    { h: 'Honorario', x: L + 324, w: 76, a: 'right' as const }, { h: 'Importe', x: L + 404, w: 85, a: 'right' as const },
  ];
  for (const c of cols) p.text(c.h, c.x, y + 5, { font: 'HB', size: 8.5, width: c.w, align: c.a, tag: 'TH' });
  p.close();
  y += 24;
  const teeth = String(v.teeth).split('|');
  doc.lines.forEach((l, i) => {
    p.open('TR');
    const cells = [teeth[i]!, l.description, String(l.quantity), amount(l.unitPrice!, 'ar'), ars(doc.totals!.lineAmounts[i]!)];
    cols.forEach((c, k) => p.text(cells[k]!, c.x, y, { size: 9, width: c.w, align: c.a, tag: 'TD' }));
    p.close();
    y += 16;
    p.line(L, y - 4, R, y - 4, { color: '#d1d5db', width: 0.4 });
  });
  p.close();
  y += 8;
  p.open('Sect');
  p.text('Subtotal', 380, y, { size: 9, tag: 'P' });
  p.text(ars(doc.totals!.total), 420, y, { size: 9, width: 119, align: 'right', tag: 'P' });
  y += 16;
  p.rect(370, y - 3, R - 370, 20, { fill: teal });
  p.text('TOTAL', 378, y + 2, { font: 'HB', size: 10.5, color: '#ffffff', tag: 'P' });
  p.text(ars(doc.totals!.total), 420, y + 2, { font: 'HB', size: 10.5, color: '#ffffff', width: 119, align: 'right', tag: 'P' });
  p.text(`Próximo control: ${String(v.next)}`, L, y + 2, { size: 8.5, tag: 'P' });
  p.close();
  // legal foot
  const fy = 740;
  const qr = qrModules(arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(doc.reference.slice(0, 5)), tipo: 11, nro: Number(doc.reference.slice(6)), total: doc.totals!.total, docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) }));
  p.modules(qr, L, fy, 66);
  p.open('Sect');
  p.text('Comprobante autorizado', L + 78, fy + 6, { font: 'HB', size: 9, tag: 'P' });
  p.text(`CAE: ${String(v.cae)}`, L + 78, fy + 20, { size: 9, tag: 'P' });
  p.text(`Vencimiento CAE: ${dmy(String(v.caeDue))}`, L + 78, fy + 33, { size: 9, tag: 'P' });
  p.text('Operación exenta de IVA. Comprobante no válido para crédito fiscal.', L + 78, fy + 47, { size: 7.5, color: '#555555', tag: 'P' });
  p.close();
  return Promise.resolve(p.bytes());
}

export const fresh17ILayout: Layout = {
  id: 'fresh17-i',
  kind: 'invoice',
  title: 'fresh17 layout i',
  page: { size: 'A4' },
  scanStyle: 'cmy-black',
  issuer: (rng) => {
    const name = rng.pick(['Centro Odontológico Sonrisas', 'Consultorios Dentales del Parque', 'Odontología Integral Alem', 'Clínica Dental Belgrano']);
    return makeIssuer(rng, `${name} S.R.L.`, name);
  },
  template: (issuer) => ({
    id: `odontologia-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — pacientes`,
    instructions: 'Factura C a pacientes (prestaciones exentas de IVA), importes finales.',
    catalog: 'dental',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'dental', lineCount: [1, 3], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.7,
      mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: 'fresh17-i', templateId: template.id, issuer, reference: `${pad(rng.int(1, 3), 5)}-${pad(rng.int(100, 4999), 8)}`, variant: {}, today });
    doc.lines.forEach((l) => { l.quantity = /pieza|Radiografía/.test(l.description) ? rng.int(1, 4) : 1; });
    settle(doc);
    const quadrant = () => `${rng.int(1, 4)}${rng.int(1, 8)}`;
    doc.variant = {
      dentist: `Dra. ${personName(rng)}`, mn: rng.int(12000, 48000), pay: rng.pick(['Contado', 'Tarjeta de débito', 'Transferencia']),
      plan: rng.pick(['OSDE 210', 'Swiss Medical SMG20', 'Galeno Azul 220', 'Medifé Bronce', 'Particular sin cobertura']),
      member: `${rng.digits(2)} ${rng.digits(6)} ${rng.digits(1)} ${rng.digits(2)}`, chart: rng.int(1000, 9999),
      teeth: doc.lines.map((l) => (/Consulta|Limpieza|Blanqueamiento|Placa/.test(l.description) ? '-' : quadrant())).join('|'),
      next: rng.pick(['en 6 meses', 'en 30 días', 'a confirmar']), cae: caeOf((n) => rng.digits(n)), caeDue: shift(doc.date, 10),
    };
    return doc;
  },
  render,
};
