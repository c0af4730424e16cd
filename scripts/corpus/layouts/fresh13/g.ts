import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, dotted, JsPdfKit, plain, plusDays, sayCondition, settle, vatContained, wrapBy } from './common';

const W = 226.77; // 80 mm
const M = 9, CW = W - 2 * M;
const SIZE = 7.4;

interface TicketLine { text: string; align?: 'left' | 'right' | 'center'; bold?: boolean; size?: number; right?: string; rule?: boolean; gap?: number }

/**
 * A specialty-coffee shop's "tique factura B" from its point-of-sale program, sent as a PDF the width of the 80 mm
 * roll (jsPDF, Courier, the page as long as the ticket): centred letterhead, "TIQUE FACTURA B Cód. 082", P.V. and
 * ticket number, date and time, "A CONSUMIDOR FINAL" or the buyer's name and document, each item as "2,000 x 12345,00"
 * over its description in capitals without accents and "(21,00)" with the amount, TOTAL, cash received and change,
 * the VAT contained (Ley 27.743), CAE and QR. Final prices, amounts "12345,00".
 */
export const fresh13GLayout: Layout = {
  id: 'fresh13-g',
  kind: 'invoice',
  title: 'fresh13 layout g',
  page: { size: [W, 600] },
  scanStyle: 'lowlight-phone',
  issuer: (rng) => makeIssuer(rng, 'Tostadores Los Talas S.R.L.', 'Café Los Talas'),
  template: (issuer) => ({
    id: 'x-tiques-lostalas',
    name: 'Tiques factura B Café Los Talas',
    instructions:
      `Tiques factura B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a consumidores finales. Precios finales con IVA incluido (21 %). ` +
      'Si no hay datos del comprador es "Consumidor Final". La referencia es el punto de venta y el número de tique.',
    catalog: 'coffee',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 9), nro = rng.int(2000, 99000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'coffee', lineCount: [1, 5], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'monotributo'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-plain'],
      },
      { layout: 'fresh13-g', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    for (const l of doc.lines) {
      l.quantity = rng.pick([1, 1, 1, 2, 2, 3]);
      l.description = plain(l.description).toUpperCase();
    }
    if (doc.receiver.docType) doc.receiver.name = plain(doc.receiver.name).toUpperCase();
    sayCondition(doc, { 1: 'RESPONSABLE INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'RESPONSABLE MONOTRIBUTO' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), hora: `${pad(rng.int(8, 20), 2)}:${pad(rng.int(0, 59), 2)}:${pad(rng.int(0, 59), 2)}`,
      pago: rng.pick(['EFECTIVO', 'EFECTIVO', 'TARJETA DE DEBITO', 'QR MERCADO PAGO']), cajero: rng.pick(['CAJA 1', 'CAJA 2']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar-plain');
    const up = (s: string) => plain(s).toUpperCase();
    const lines: TicketLine[] = [];
    const add = (l: TicketLine) => lines.push(l);
    const rule = () => add({ text: '', rule: true });
    add({ text: up(is.tradeName), align: 'center', bold: true, size: 10, gap: 3 });
    add({ text: up(is.name), align: 'center' });
    add({ text: `C.U.I.T. Nro.: ${cuitDashed(is.cuit)}`, align: 'center' });
    add({ text: `Ing. Brutos: ${is.iibb}`, align: 'center' });
    add({ text: up(is.address), align: 'center' });
    add({ text: up(is.city), align: 'center' });
    add({ text: `Inicio de actividades: ${is.activitySince}`, align: 'center' });
    add({ text: 'IVA RESPONSABLE INSCRIPTO', align: 'center' });
    rule();
    add({ text: 'TIQUE FACTURA B', bold: true, size: 9, right: 'Cod. 082' });
    add({ text: `P.V. Nro.: ${pad(Number(v.pv), 5)}`, right: `Nro. T.: ${pad(Number(v.nro), 8)}` });
    add({ text: `Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, right: `Hora: ${v.hora}` });
    rule();
    if (!r.docType) add({ text: 'A CONSUMIDOR FINAL', bold: true });
    else {
      add({ text: `CLIENTE: ${r.name}` });
      add({ text: r.docType === 'CUIT' ? `C.U.I.T.: ${cuitDashed(r.docNumber!)}` : `D.N.I.: ${dotted(r.docNumber!)}` });
      if (r.condicionPrinted) add({ text: `IVA: ${r.condicionText}` });
      for (const part of wrapBy(`DOMICILIO: ${up(r.address)}`, 44, (s) => s.length)) add({ text: part });
    }
    rule();
    add({ text: 'CANT./PRECIO UNIT.', right: '(%IVA)' });
    add({ text: 'DESCRIPCION', right: 'IMPORTE' });
    rule();
    doc.lines.forEach((l, i) => {
      add({ text: `${amount(l.quantity, 'ar-plain', 3)} x ${a(l.unitPrice!)}` });
      // a description longer than the roll goes on as many lines as it needs
      const words = l.description.split(' ');
      let current = '';
      const parts: string[] = [];
      for (const w of words) {
        if (current && `${current} ${w}`.length > 26) {
          parts.push(current);
          current = w;
        } else current = current ? `${current} ${w}` : w;
      }
      parts.push(current);
      parts.forEach((p, j) => add({ text: p, right: j === parts.length - 1 ? `(21,00)  ${a(t.lineAmounts[i]!)}` : undefined }));
    });
    rule();
    add({ text: 'TOTAL', bold: true, size: 10.5, right: `$${a(t.total)}`, gap: 3 });
    rule();
    if (v.pago === 'EFECTIVO') {
      const paid = t.total.div(1000).ceil().mul(1000).add(t.total.mod(1000).gt(900) ? 1000 : 0);
      add({ text: 'RECIBIMOS' });
      add({ text: 'EFECTIVO', right: `$${a(paid)}` });
      add({ text: 'SU VUELTO', right: `$${a(paid.sub(t.total))}` });
    } else {
      add({ text: String(v.pago), right: `$${a(t.total)}` });
    }
    rule();
    add({ text: 'REGIMEN DE TRANSPARENCIA FISCAL AL' });
    add({ text: 'CONSUMIDOR (LEY 27.743)' });
    add({ text: 'IVA CONTENIDO', right: `$${a(vatContained(t.total, 21))}` });
    add({ text: 'OTROS IMP. NAC. INDIRECTOS', right: '$0,00' });
    rule();
    add({ text: `CAE: ${v.cae}` });
    add({ text: `VTO. CAE: ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}` });
    const qrSide = 92;
    const height = 14 + lines.reduce((h, l) => h + (l.size ?? SIZE) * 1.3 + (l.gap ?? 0), 0) + qrSide + 44;
    const k = new JsPdfKit([W, Math.ceil(height)], {
      title: `TIQUE FACTURA B ${doc.reference}`, creator: 'PuntoVenta POS 3.8', fileId: createHash('md5').update(`x-g-${doc.reference}`).digest('hex').toUpperCase(),
    });
    let y = 12;
    for (const l of lines) {
      const size = l.size ?? SIZE;
      if (l.rule) {
        k.text('-'.repeat(44), M, y, { font: 'courier', size: SIZE });
      } else {
        k.text(l.text, M, y, { font: 'courier', bold: l.bold, size, width: CW, align: l.align ?? 'left' });
        if (l.right) k.text(l.right, M, y, { font: 'courier', bold: l.bold, size, width: CW, align: 'right' });
      }
      y += size * 1.3 + (l.gap ?? 0);
    }
    const qr = arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: 82, nro: Number(v.nro), total: t.total, docTipo: r.docType === 'CUIT' ? 80 : r.docType === 'DNI' ? 96 : 99, docNro: r.docNumber ?? '0', cae: String(v.cae) });
    k.qr(qr, (W - qrSide) / 2, y + 6, qrSide);
    y += qrSide + 14;
    k.text('GRACIAS POR SU COMPRA', M, y, { font: 'courier', bold: true, size: SIZE, width: CW, align: 'center' });
    k.text(`${v.cajero} - V: 2.41`, M, y + 11, { font: 'courier', size: 6.5, width: CW, align: 'center' });
    return k.bytes();
  },
};
