import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { box, fillBox, hline, text } from '../draw';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, docNo, FONT, pad, qrModules, arcaQrUrl, docTipo, sayCondition, settle, vatContained } from './common';

/** A coworking space's monthly factura A or B: issuer and customer side by side, the totals at the top right (see LAYOUTS.md). */
const ars = (v: Decimal.Value) => `ARS ${amount(v, 'ar')}`;
const F = { r: FONT.sans, b: FONT.sansBold };

export const fresh16GLayout: Layout = {
  id: 'fresh16-g',
  kind: 'invoice',
  title: 'fresh16 g (invoice)',
  page: { size: 'A4' },
  scanStyle: 'dirty-glass',
  issuer: (rng) => makeIssuer(rng, 'Espacio Colmena Cowork S.A.S.', 'Colmena Cowork'),
  template: (issuer) => ({
    id: 'fresh16-g-cowork',
    name: `Abonos de ${issuer.tradeName}`,
    instructions: 'Factura A (precios netos) o B (precios finales) mensual de un espacio de coworking; período facturado.',
    catalog: 'coworking',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 3;
    const nro = rng.int(400, 3800);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'coworking', lineCount: [2, 5], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni'], conditionPrinted: 0.9, mixedVat: false,
      pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'], servicePeriod: true,
    }, { layout: 'fresh16-g', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today });
    for (const l of doc.lines) {
      l.quantity = l.description.includes('(hora)') ? rng.int(2, 14) : l.description.includes('paquete') ? rng.int(1, 3) : l.description.startsWith('Puesto') ? rng.pick([1, 1, 2, 3]) : 1;
    }
    settle(doc);
    doc.variant = { pv, nro, letter: doc.pricesIncludeIva ? 'B' : 'A', cae: caeOf((k) => rng.digits(k)), member: `M-${rng.int(1000, 9999)}`, sede: rng.pick(['Palermo', 'Nueva Córdoba', 'Centro']) };
    return doc;
  },
  draw: (pdf: PDFKit.PDFDocument, doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const A = v.letter === 'A';
    const L = 36, R = 559;
    const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    // first row: the voucher at the left, the totals summary at the top right
    text(pdf, `Factura ${v.letter}`, L, 34, { font: F.b, size: 20 });
    box(pdf, L + 118, 32, 26, 26, 1);
    text(pdf, String(v.letter), L + 118, 36, { font: F.b, size: 16, width: 26, align: 'center' });
    text(pdf, `Cod. ${A ? '001' : '006'}`, L + 150, 42, { font: F.r, size: 7.5 });
    text(pdf, `Nº ${doc.reference}`, L, 66, { font: F.b, size: 11 });
    text(pdf, `Emitida el ${date(doc.date, 'dd/mm/yyyy')}`, L, 82, { font: F.r, size: 9 });
    text(pdf, `Período facturado: ${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, L, 95, { font: F.r, size: 9 });
    text(pdf, `Vencimiento de pago: ${date(plus(doc.date, 10), 'dd/mm/yyyy')}`, L, 108, { font: F.r, size: 9 });
    const sx = 330, sw = R - sx;
    fillBox(pdf, sx, 30, sw, 92, '#fff4d6');
    box(pdf, sx, 30, sw, 92, 0.8);
    text(pdf, 'RESUMEN', sx + 10, 38, { font: F.b, size: 8, color: '#8a6d00' });
    const sum: Array<[string, string]> = A
      ? [['Neto gravado', ars(t.byRate[0]!.net)], ['IVA 21 %', ars(t.byRate[0]!.vat)], ['Otros tributos', ars(0)]]
      : [['Subtotal', ars(t.total)], ['Otros tributos', ars(0)], ['IVA contenido (Ley 27.743)', ars(vatContained(t.total, 21))]];
    sum.forEach(([k, val], i) => {
      text(pdf, k, sx + 10, 52 + i * 12, { font: F.r, size: 8.5 });
      text(pdf, val, sx + 100, 52 + i * 12, { font: F.r, size: 8.5, width: sw - 110, align: 'right' });
    });
    hline(pdf, sx + 10, R - 10, 89, 0.6);
    text(pdf, 'Total', sx + 10, 96, { font: F.b, size: 12 });
    text(pdf, ars(t.total), sx + 60, 95, { font: F.b, size: 14, width: sw - 70, align: 'right' });
    // two columns: issuer left, customer right
    const cy = 140;
    hline(pdf, L, R, cy - 6, 1.2);
    const col = (x: number, title: string, lines: string[]) => {
      text(pdf, title, x, cy, { font: F.b, size: 8, color: '#8a6d00' });
      lines.forEach((line, i) => text(pdf, line, x, cy + 14 + i * 12, { font: i === 0 ? F.b : F.r, size: i === 0 ? 10 : 8.5 }));
    };
    col(L, 'EMISOR', [doc.issuer.name, `${doc.issuer.address}, ${doc.issuer.city}`, `CUIT ${cuitDashed(doc.issuer.cuit)}`, doc.issuer.condicionText,
      `Ingresos Brutos ${doc.issuer.iibb}`, `Inicio de actividades ${doc.issuer.activitySince}`, `Sede ${v.sede} · ${doc.issuer.email}`]);
    const r = doc.receiver;
    const id = docNo(doc);
    col(sx, 'RECEPTOR', [r.name, ...(id ? [`${r.docType === 'DNI' ? 'DNI' : 'CUIT'} ${id}`] : []), ...(r.condicionPrinted ? [cond] : []), r.address,
      `Socio ${v.member}`, 'Condición de venta: Transferencia / débito']);
    // the detail
    let y = 250;
    fillBox(pdf, L, y, R - L, 18, '#333333');
    const cols = A
      ? [['Servicio', L + 6, 250, 'left'], ['Cant.', 300, 40, 'right'], ['Precio unit.', 350, 80, 'right'], ['IVA', 440, 30, 'right'], ['Subtotal', 480, R - 486, 'right']] as const
      : [['Servicio', L + 6, 250, 'left'], ['Cant.', 300, 40, 'right'], ['Precio unit.', 350, 90, 'right'], ['Subtotal', 450, R - 456, 'right']] as const;
    for (const [h, x, w, align] of cols) text(pdf, h, x, y + 5, { font: F.b, size: 8, color: '#ffffff', width: w, align });
    y += 24;
    doc.lines.forEach((l, i) => {
      const vals = A ? [l.description, String(l.quantity), amount(l.unitPrice!, 'ar'), '21%', amount(t.lineAmounts[i]!, 'ar')] : [l.description, String(l.quantity), amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      cols.forEach(([, x, w, align], k) => text(pdf, vals[k]!, x, y, { font: F.r, size: 8.5, width: w, align }));
      y += 16;
      hline(pdf, L, R, y - 4, 0.3);
    });
    // foot
    const fy = 720;
    const qr = arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(v.pv), tipo: A ? 1 : 6, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    const m = qrModules(qr);
    const cell = 70 / m.n;
    for (let a = 0; a < m.n; a++) for (let b = 0; b < m.n; b++) if (m.on(a, b)) pdf.rect(L + b * cell, fy + a * cell, cell + 0.05, cell + 0.05).fill('#000000');
    text(pdf, 'Comprobante Autorizado', L + 82, fy + 4, { font: F.b, size: 9 });
    text(pdf, `CAE: ${v.cae}`, L + 82, fy + 18, { font: F.r, size: 8.5 });
    text(pdf, `Vencimiento CAE: ${date(plus(doc.date, 10), 'dd/mm/yyyy')}`, L + 82, fy + 30, { font: F.r, size: 8.5 });
    text(pdf, 'Servicios facturados a mes vencido. Ante cualquier consulta escribinos a administracion@colmenacowork.com.ar', L + 82, fy + 48, { font: F.r, size: 7, color: '#666666' });
    text(pdf, 'Pág. 1 de 1', R - 60, fy + 60, { font: F.r, size: 7, width: 60, align: 'right', color: '#666666' });
  },
};

function plus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
