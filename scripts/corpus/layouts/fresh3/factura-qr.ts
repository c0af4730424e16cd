import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, quantity, sayCondition, vatContained } from '../fresh/print';
import { arcaQrUrl, PdfLibKit } from './common';

/**
 * A small-business invoicing SaaS's "Factura electrónica" (A to a Responsable Inscripto, B otherwise), made with
 * pdf-lib: Helvetica, **every word its own text object**. Not ARCA's own design: a coloured top band with the
 * issuer, "FACTURA B" and the number in one line at the right, a "Facturar a" panel with "Domicilio Comercial",
 * "Período facturado" and "Vto. para el pago" chips, and the QR, CAE and "Fecha de Vto. de CAE" at the foot.
 */
const W = 595.28, H = 841.89, L = 40, R = W - 40;
const ACCENT = '#0f766e';

export const fresh3FacturaQrLayout: Layout = {
  id: 'fresh3-factura-qr',
  kind: 'invoice',
  title: 'SaaS "Factura electrónica" A/B made with pdf-lib (one text object per word): top band, "Facturar a" panel, service period chips, QR + CAE at the foot',
  page: { size: 'A4' },
  scanStyle: 'dim-shadow',
  issuer: (rng) => makeIssuer(rng, 'Soluciones Informáticas Punta Alta S.R.L.', 'PUNTA ALTA IT'),
  template: (issuer) => ({
    id: 'm-factura-puntaalta',
    name: 'Facturas electrónicas Punta Alta IT (servicios)',
    instructions:
      `Facturas electrónicas A y B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, hechas con un facturador en línea. El cliente está en "Facturar a". ` +
      'Factura A: precios netos más IVA; factura B: precios finales con IVA. Servicios mensuales con período facturado. La referencia es punto de venta y número.',
    catalog: 'services',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([2, 5, 7]);
    const nro = rng.int(120, 4800);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 4], receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'consumidor-final', 'company-exento'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh3-factura-qr', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = { pv, nro, cae: `7${rng.digits(13)}`, venta: rng.pick(['Contado', 'Cuenta Corriente', 'Transferencia bancaria', 'Tarjeta de crédito']) };
    return doc;
  },
  render: async (doc) => {
    const k = await PdfLibKit.create([W, H], { title: `Factura ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Facturita Cloud 3.2' });
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const t_ = (s: string, x: number, y: number, o: Parameters<PdfLibKit['text']>[3] = {}) => k.text(s, x, y, { words: true, ...o });
    // top band
    k.rect(0, 0, W, 96, { fill: ACCENT });
    t_(is.tradeName, L, 22, { font: 'helvB', size: 17, color: '#ffffff' });
    t_(is.name, L, 44, { size: 9, color: '#d1fae5' });
    t_(`${is.address}, ${is.city}`, L, 57, { size: 8, color: '#d1fae5' });
    t_(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de act. ${is.activitySince}`, L, 70, { size: 7.5, color: '#d1fae5' });
    k.rect(R - 150, 18, 150, 60, { fill: '#ffffff' });
    t_(`FACTURA ${letter}`, R - 150, 24, { font: 'helvB', size: 15, color: ACCENT, width: 150, align: 'center' });
    t_(`Cód. ${letter === 'A' ? '01' : '06'}`, R - 150, 42, { size: 7, color: '#555555', width: 150, align: 'center' });
    t_(`N° ${doc.reference}`, R - 150, 54, { font: 'helvB', size: 11, width: 150, align: 'center' });
    t_(`Emitida el ${date(doc.date, 'dd/mm/yyyy')}`, R - 150, 68, { size: 8, color: '#333333', width: 150, align: 'center' });
    // customer panel
    k.rect(L, 114, R - L, 92, { fill: '#f1f5f4', stroke: '#cbd5d3' });
    t_('FACTURAR A', L + 12, 122, { font: 'helvB', size: 8, color: ACCENT });
    t_(r.name, L + 12, 136, { font: 'helvB', size: 12 });
    const id = r.docType === 'DNI' ? `DNI ${r.docNumber}` : r.docType === 'CUIT' ? `CUIT ${cuitDashed(r.docNumber!)}` : 'Sin identificar';
    t_(id, L + 12, 154, { size: 9 });
    t_(`Condición frente al IVA: ${r.condicionText}`, L + 12, 167, { size: 9 });
    t_(`Domicilio Comercial: ${r.address || '-'}`, L + 12, 180, { size: 9 });
    t_(`Condición de venta: ${v.venta}`, L + 12, 193, { size: 9 });
    // chips
    const chip = (label: string, value: string, x: number, w: number) => {
      k.rect(x, 216, w, 34, { stroke: '#cbd5d3' });
      t_(label, x + 8, 221, { size: 7, color: '#64748b' });
      t_(value, x + 8, 233, { font: 'helvB', size: 9.5 });
    };
    const cw = (R - L - 20) / 3;
    chip('Período facturado', `${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, L, cw);
    chip('Vto. para el pago', date(addDays(doc.date, 10), 'dd/mm/yyyy'), L + cw + 10, cw);
    chip('Moneda', 'Pesos argentinos (ARS)', L + 2 * (cw + 10), cw);
    // items
    let y = 268;
    k.rect(L, y, R - L, 18, { fill: ACCENT });
    const cols = { d: L + 8, q: 330, p: 400, a: 460, s: R - 8 };
    t_('Detalle', cols.d, y + 5, { font: 'helvB', size: 8.5, color: '#ffffff' });
    t_('Cant.', cols.q - 40, y + 5, { font: 'helvB', size: 8.5, color: '#ffffff', width: 40, align: 'right' });
    t_('P. Unitario', cols.p - 10, y + 5, { font: 'helvB', size: 8.5, color: '#ffffff', width: 50, align: 'right' });
    t_('IVA', cols.a, y + 5, { font: 'helvB', size: 8.5, color: '#ffffff', width: 30, align: 'right' });
    t_('Importe', cols.s - 70, y + 5, { font: 'helvB', size: 8.5, color: '#ffffff', width: 70, align: 'right' });
    y += 26;
    doc.lines.forEach((l, i) => {
      const lines = k.wrap(l.description, 230, 'helv', 9);
      lines.forEach((s, j) => t_(s, cols.d, y + j * 11, { size: 9 }));
      t_(quantity(l.quantity, 'ar', 2), cols.q - 40, y, { size: 9, width: 40, align: 'right' });
      t_(amount(l.unitPrice!, 'ar'), cols.p - 30, y, { size: 9, width: 70, align: 'right' });
      t_(`${amount(l.ivaRate, 'ar')}%`, cols.a - 10, y, { size: 9, width: 40, align: 'right' });
      t_(amount(t.lineAmounts[i]!, 'ar'), cols.s - 80, y, { size: 9, width: 80, align: 'right' });
      y += Math.max(1, lines.length) * 11 + 8;
      k.line(L, y - 4, R, y - 4, { color: '#e2e8f0' });
    });
    // totals
    y = Math.max(y + 10, 470);
    const tot = (label: string, value: string, bold = false) => {
      t_(label, R - 250, y, { font: bold ? 'helvB' : 'helv', size: bold ? 11 : 9, width: 160, align: 'right' });
      t_(value, R - 90, y, { font: bold ? 'helvB' : 'helv', size: bold ? 11 : 9, width: 90, align: 'right' });
      y += bold ? 18 : 14;
    };
    if (letter === 'A') {
      tot('Importe Neto Gravado: $', amount(t.subtotal, 'ar'));
      for (const b of t.byRate) tot(`IVA ${amount(b.rate, 'ar')}%: $`, amount(b.vat, 'ar'));
      tot('Importe Otros Tributos: $', '0,00');
    } else {
      tot('Subtotal: $', amount(t.subtotal, 'ar'));
      tot('Importe Otros Tributos: $', '0,00');
    }
    k.line(R - 250, y, R, y, { color: ACCENT, width: 1 });
    y += 5;
    tot('Importe Total: $', amount(t.total, 'ar'), true);
    if (letter === 'B') {
      t_('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', L, y + 6, { size: 7.5, color: '#475569' });
      t_(`IVA Contenido: $ ${amount(vatContained(t.total, 21), 'ar')}`, L, y + 16, { size: 7.5, color: '#475569' });
    }
    // foot: QR, CAE
    const foot = 700;
    k.line(L, foot - 10, R, foot - 10, { color: '#cbd5d3' });
    const docTipo = r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99;
    k.qr(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: letter === 'A' ? 1 : 6, nro: Number(v.nro), total: t.total, docTipo, docNro: r.docNumber ?? '0', cae: String(v.cae) }), L, foot, 92);
    t_('Comprobante Autorizado', L + 108, foot + 6, { font: 'helvB', size: 10 });
    t_('Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', L + 108, foot + 20, { font: 'helvI', size: 7, color: '#475569' });
    t_(`CAE N°: ${v.cae}`, R - 180, foot + 40, { font: 'helvB', size: 9.5, width: 180, align: 'right' });
    t_(`Fecha de Vto. de CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, R - 220, foot + 54, { size: 9, width: 220, align: 'right' });
    t_('Generado con Facturita Cloud · www.facturita.com.ar', L + 108, foot + 80, { size: 7, color: '#94a3b8' });
    t_('Pág. 1/1', R - 60, foot + 80, { size: 7, color: '#94a3b8', width: 60, align: 'right' });
    return k.bytes();
  },
};
