import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, docNumber, FONT, PipePdf, settle, shift } from './common';

const ID = 'fresh19-f';

const dmyDashFull = (iso: string) => iso.split('-').reverse().join('-');

/** A photographer's factura C (a Monotributista) from a small studio-management app (PipePdf, Identity-H DejaVu faces). */
export const fresh19FLayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: "photographer's factura C with a session package (PipePdf, Identity-H)",
  page: { size: 'A4' },
  scanStyle: 'sunlit-overexposed',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Lucía Bustos', 'Lucía Bustos Fotografía'), condicionText: 'Responsable Monotributo' }),
  template: () => ({
    id: 'fresh19-f-luciabustos', name: 'Lucía Bustos Fotografía', catalog: 'photo', pricesIncludeIva: true, ivaRate: 21, concepto: 2,
    instructions: 'Factura C de una monotributista: precios finales, sin IVA discriminado.',
  }),
  compose: (rng, ctx) => {
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'photo', lineCount: [1, 3], receivers: ['dni', 'dni', 'monotributo', 'company-ri', 'consumidor-final'], conditionPrinted: 0.85,
      mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `00002-${String(rng.int(100, 900)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    for (const l of doc.lines) l.quantity = /por foto/.test(l.description) ? rng.pick([5, 10, 12, 15, 20, 30]) : /carnet|Ampliación/.test(l.description) ? rng.pick([1, 2, 3]) : 1;
    doc.variant.session = shift(doc.date, -rng.int(3, 12));
    doc.variant.cae = `7${rng.digits(13)}`;
    doc.variant.deposit = rng.chance(0.5);
    settle(doc);
    return doc;
  },
  render: async (doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const k = new PipePdf([W, H], { producer: 'Skia/PDF m120', creator: 'Estudio Foto Gestión', title: `Factura C ${doc.reference}` },
      { mode: 'plain', faces: { R: { ttf: FONT.dejavu }, B: { ttf: FONT.dejavuBold }, S: { ttf: FONT.dejavuSerif } } });
    const t = doc.totals!;
    const L = 60, R = W - 60;
    // a centred serif name, the voucher under it
    k.text('Lucía Bustos', L, 50, { font: 'S', size: 26, align: 'center', width: R - L });
    k.text('F  O  T  O  G  R  A  F  Í  A', L, 84, { font: 'R', size: 8, align: 'center', width: R - L, color: '#777777' });
    k.line(W / 2 - 40, 102, W / 2 + 40, 102, { color: '#999999', width: 0.5 });
    k.text(`${doc.issuer.address}, ${doc.issuer.city} · ${doc.issuer.phone} · ${doc.issuer.email}`, L, 110, { size: 7, align: 'center', width: R - L, color: '#555555' });
    k.text(`CUIT ${cuitDashed(doc.issuer.cuit)} · ${doc.issuer.condicionText} · IIBB ${doc.issuer.iibb} · Inicio de actividades ${doc.issuer.activitySince}`, L, 121, { size: 7, align: 'center', width: R - L, color: '#555555' });
    let y = 148;
    k.rect(L, y, R - L, 44, { stroke: '#222222', lineWidth: 0.6 });
    k.rect(W / 2 - 18, y - 10, 36, 30, { fill: '#ffffff', stroke: '#222222', lineWidth: 0.8 });
    k.text('C', W / 2 - 18, y - 6, { font: 'B', size: 18, align: 'center', width: 36 });
    k.text('Cód. 011', W / 2 - 18, y + 12, { size: 5.5, align: 'center', width: 36 });
    k.text('FACTURA', L + 10, y + 8, { font: 'B', size: 12 });
    k.text(`Punto de venta ${doc.reference.slice(0, 5)} · Comp. Nro. ${doc.reference.slice(6)}`, L + 10, y + 26, { size: 8.5 });
    k.text(`Fecha: ${dmyDashFull(doc.date)}`, R - 150, y + 8, { size: 9, align: 'right', width: 140 });
    k.text(`Sesión realizada el ${dmyDashFull(String(doc.variant.session))}`, R - 200, y + 26, { size: 8, align: 'right', width: 190, color: '#555555' });
    // client
    y += 60;
    const r = doc.receiver;
    k.text('Cliente', L, y, { font: 'B', size: 8, color: '#777777' });
    k.text(r.name, L + 80, y, { size: 9.5 });
    if (r.docType) {
      k.text(r.docType, L, y + 14, { font: 'B', size: 8, color: '#777777' });
      k.text(docNumber(doc), L + 80, y + 14, { size: 9 });
    }
    if (r.condicionPrinted) {
      k.text('Cond. IVA', L, y + 28, { font: 'B', size: 8, color: '#777777' });
      k.text(r.condicionText, L + 80, y + 28, { size: 9 });
    }
    if (r.address) {
      k.text('Domicilio', L, y + 42, { font: 'B', size: 8, color: '#777777' });
      k.text(r.address, L + 80, y + 42, { size: 9 });
    }
    k.text('Condición de venta', R - 180, y, { font: 'B', size: 8, color: '#777777' });
    k.text(doc.variant.deposit ? 'Seña 50 % y saldo a la entrega' : 'Contado', R - 180, y + 12, { size: 8.5 });
    // the package: detail, quantity, unit price, amount
    y += 68;
    k.line(L, y, R, y, { width: 0.8 });
    k.text('Detalle', L, y + 6, { font: 'B', size: 8 });
    k.text('Cant.', L + 280, y + 6, { font: 'B', size: 8, align: 'right', width: 36 });
    k.text('Precio unit.', L + 320, y + 6, { font: 'B', size: 8, align: 'right', width: 70 });
    k.text('Importe', R - 80, y + 6, { font: 'B', size: 8, align: 'right', width: 80 });
    y += 22;
    k.line(L, y - 4, R, y - 4, { width: 0.4 });
    doc.lines.forEach((l, i) => {
      k.text(l.description, L, y, { size: 7.8 });
      k.text(String(l.quantity), L + 280, y, { size: 8.5, align: 'right', width: 36 });
      k.text(amount(l.unitPrice!, 'ar'), L + 320, y, { size: 8.5, align: 'right', width: 70 });
      k.text(amount(t.lineAmounts[i]!, 'ar'), R - 80, y, { size: 8.5, align: 'right', width: 80 });
      y += 20;
    });
    k.line(L, y, R, y, { width: 0.4 });
    y += 14;
    k.text('Subtotal', R - 200, y, { size: 9 });
    k.text(`$ ${amount(t.subtotal, 'ar')}`, R - 100, y, { size: 9, align: 'right', width: 100 });
    y += 15;
    k.text('Importe otros tributos', R - 200, y, { size: 9 });
    k.text('$ 0,00', R - 100, y, { size: 9, align: 'right', width: 100 });
    y += 18;
    k.rect(R - 206, y - 5, 206, 24, { fill: '#f1ece4' });
    k.text('Importe total', R - 200, y, { font: 'B', size: 11 });
    k.text(`$ ${amount(t.total, 'ar')}`, R - 110, y, { font: 'B', size: 11, align: 'right', width: 104 });
    y += 44;
    k.text('Las fotografías editadas se entregan en galería online dentro de los 10 días hábiles. Derechos de autor reservados (Ley 11.723).', L, y, { size: 7.2, color: '#555555' });
    const fy = H - 70;
    k.line(L, fy, R, fy, { color: '#999999', width: 0.5 });
    k.text(`CAE ${doc.variant.cae}`, L, fy + 8, { size: 8 });
    k.text(`Vencimiento CAE ${dmyDashFull(shift(doc.date, 10))}`, L + 150, fy + 8, { size: 8 });
    k.text('Comprobante autorizado', R - 120, fy + 8, { size: 8, align: 'right', width: 120 });
    return k.bytes();
  },
};
