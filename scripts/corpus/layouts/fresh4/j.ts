import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { cuitDashed, FONT, idOf, quantity, sayCondition, spaced } from './common';

/**
 * A computer wholesaler's factura A from an ERP set up with a European locale (pdfkit, DejaVu Serif / Sans
 * Condensed): ISO dates ("2026-11-26"), amounts grouped by spaces ("1 234 567,89"), a table with NO rules at all
 * (bold captions, right-aligned figures), VAT 10,5 / 21 % per line, "Base imponible", "IVA 10,5 %", "IVA 21 %",
 * "Total factura ARS". Below a dashed cut the sheet carries a SECOND voucher's worth of noise: the "REMITO R" stub of
 * the same delivery with its own number, an earlier date and the quantities again (no prices). The reference is the
 * factura's "Nro.: 0004 - 00012345" (truth "0004-00012345").
 */
const L = 44, R = 551;

export const fresh4JLayout: Layout = {
  id: 'fresh4-j',
  kind: 'invoice',
  title: 'fresh4 layout j',
  page: { size: 'A4' },
  scanStyle: 'recopied',
  issuer: (rng) => makeIssuer(rng, 'Tecnología Altos del Sur S.A.', 'ALTOS DEL SUR Tecnología'),
  template: (issuer) => ({
    id: 'n-factura-altosdelsur',
    name: 'Facturas Altos del Sur Tecnología',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. Precios netos; IVA 10,5 % o 21 % por renglón. Al pie viene el talón ` +
      'del remito de la misma entrega: no es otro comprobante a facturar. La referencia es el número de la factura.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [2, 7], receivers: ['company-ri'],
        conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh4-j', templateId: template.id, issuer, reference: `${pad(rng.int(3, 5), 4)}-${pad(rng.int(10000, 50000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable inscripto', 4: 'Exento', 5: 'Consumidor final', 6: 'Monotributo' });
    doc.variant = {
      remito: `${pad(rng.int(3, 5), 4)}-${pad(rng.int(5000, 9999), 8)}`,
      remitoDays: rng.int(1, 3),
      due: rng.pick([15, 30, 45]),
      order: `PO-${rng.int(2026100, 2026999)}`,
      cae: rng.digits(14),
      customer: rng.int(10000, 19999),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const s = (text: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.dejavuCond).fontSize(o.size ?? 9).fillColor(o.color ?? '#111827');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false });
    };
    const serif = `${FONT.dejavuSerif}`, bold = FONT.dejavuCondBold;
    // header: name at the left, the voucher at the right, a letter between
    s(is.tradeName, L, 38, { font: serif, size: 16 });
    s(is.name, L, 60, { size: 8.5 });
    s(`${is.address}`, L, 71, { size: 8.5 });
    s(`${is.city}`, L, 82, { size: 8.5 });
    s(`${is.email} · ${is.phone}`, L, 93, { size: 8.5 });
    pdf.rect(282, 36, 30, 30).lineWidth(1).stroke('#111827');
    s('A', 282, 39, { font: serif, size: 20, width: 30, align: 'center' });
    s('cód. 01', 276, 70, { size: 6.5, width: 42, align: 'center' });
    s('Factura', R - 180, 36, { font: serif, size: 16, width: 180, align: 'right' });
    s(`Nro.: ${doc.reference.replace('-', ' - ')}`, R - 180, 58, { font: bold, size: 10, width: 180, align: 'right' });
    s(`Fecha: ${doc.date}`, R - 180, 72, { size: 9, width: 180, align: 'right' });
    s(`Vencimiento: ${addDays(doc.date, Number(v.due))}`, R - 180, 84, { size: 9, width: 180, align: 'right' });
    s(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, 112, { size: 7.5, color: '#4b5563' });
    // customer: plain captions, no boxes
    let y = 134;
    const kv = (k: string, val: string, x: number) => {
      s(k, x, y, { font: bold, size: 8, color: '#4b5563' });
      s(val, x + 78, y, { size: 9.5 });
    };
    kv('Cliente', `${r.name}  (n.º ${v.customer})`, L);
    y += 14;
    kv('Identificación', idOf(doc), L);
    if (r.condicionPrinted) {
      s('Condición IVA', 330, y, { font: bold, size: 8, color: '#4b5563' });
      s(r.condicionText, 400, y, { size: 9.5 });
    }
    y += 14;
    kv('Domicilio', r.address, L);
    y += 14;
    kv('Su pedido', `${v.order} · Condición de venta: cuenta corriente ${v.due} días`, L);
    y += 30;
    // the unruled table
    const cols = [
      { h: 'Cant.', x: L, w: 36, a: 'right' as const },
      { h: 'Código', x: L + 46, w: 50, a: 'left' as const },
      { h: 'Descripción', x: L + 100, w: 216, a: 'left' as const },
      { h: 'Precio unit.', x: L + 318, w: 74, a: 'right' as const },
      { h: 'IVA %', x: L + 396, w: 32, a: 'right' as const },
      { h: 'Importe', x: L + 430, w: R - L - 430, a: 'right' as const },
    ];
    for (const c of cols) s(c.h, c.x, y, { font: bold, size: 8.5, width: c.w, align: c.a });
    y += 18;
    doc.lines.forEach((l, i) => {
      s(quantity(l.quantity, 'ar'), cols[0]!.x, y, { width: cols[0]!.w, align: 'right' });
      s(l.code ?? '', cols[1]!.x, y, { size: 8.5, color: '#4b5563' });
      s(l.description, cols[2]!.x, y, { size: 8.5 });
      s(spaced(l.unitPrice!), cols[3]!.x, y, { width: cols[3]!.w, align: 'right' });
      s(l.ivaRate === 21 ? '21' : '10,5', cols[4]!.x, y, { width: cols[4]!.w, align: 'right' });
      s(spaced(t.lineAmounts[i]!), cols[5]!.x, y, { width: cols[5]!.w, align: 'right' });
      y += 15;
    });
    y += 20;
    const tot = (k: string, val: string, big = false) => {
      s(k, R - 260, y, { font: big ? bold : undefined, size: big ? 11 : 9, width: 160, align: 'right' });
      s(val, R - 96, y, { font: big ? bold : undefined, size: big ? 11 : 9, width: 96, align: 'right' });
      y += big ? 18 : 14;
    };
    for (const b of t.byRate) tot(`Base imponible ${b.rate === 21 ? '21' : '10,5'} %`, spaced(b.net));
    for (const b of t.byRate) tot(`IVA ${b.rate === 21 ? '21' : '10,5'} %`, spaced(b.vat));
    y += 4;
    tot('Total factura ARS', spaced(t.total), true);
    s(`CAE ${v.cae} · vto. ${addDays(doc.date, 10)}`, L, y + 4, { size: 8, color: '#4b5563' });
    // the remito stub of the same delivery
    let sy = Math.max(y + 40, 560);
    pdf.moveTo(L - 20, sy).lineTo(R + 20, sy).dash(5, { space: 3 }).lineWidth(0.6).stroke('#6b7280').undash();
    sy += 14;
    const rdate = addDays(doc.date, -Number(v.remitoDays));
    s('REMITO R', L, sy, { font: serif, size: 12 });
    s(`N.º ${v.remito}`, L + 90, sy + 2, { font: bold, size: 10 });
    s(`Fecha ${rdate}`, L + 220, sy + 2, { size: 9 });
    s('cód. 91 · no válido como factura', R - 180, sy + 3, { size: 7.5, width: 180, align: 'right', color: '#4b5563' });
    sy += 20;
    s(`Entregar a ${r.name} · ${r.address}`, L, sy, { size: 8.5 });
    sy += 18;
    s('Cant.', L, sy, { font: bold, size: 8, width: 36, align: 'right' });
    s('Código', L + 46, sy, { font: bold, size: 8 });
    s('Artículo', L + 100, sy, { font: bold, size: 8 });
    sy += 13;
    for (const l of doc.lines) {
      s(quantity(l.quantity, 'ar'), L, sy, { size: 8, width: 36, align: 'right' });
      s(l.code ?? '', L + 46, sy, { size: 8, color: '#4b5563' });
      s(l.description, L + 100, sy, { size: 8 });
      sy += 12;
    }
    sy += 24;
    pdf.moveTo(R - 200, sy).lineTo(R, sy).lineWidth(0.5).stroke('#111827');
    s('Recibí conforme', R - 200, sy + 3, { size: 7.5, width: 200, align: 'center' });
  },
};
