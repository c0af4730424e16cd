import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, sayCondition } from '../fresh/print';
import { FONT, MONTH_NAMES, retotal } from './common';

/**
 * A regional internet provider's monthly bill (pdfkit, DejaVu Sans / Serif): factura A to a Responsable Inscripto
 * (net prices + VAT 21 %), B otherwise (final prices). A summary panel ("Total a pagar", "1er vencimiento",
 * "N° de cliente"), "Período de facturación: 01/10/2026 al 31/10/2026" and the month in words, the detail of the
 * plan, the equipment and extras, a dashed cut line and a payment stub ("Talón para el pago") repeating the
 * customer, the number and the total.
 */
const L = 36, R = 559;
const PLANS: ReadonlyArray<[string, number]> = [['Abono Fibra Óptica 300 Mb', 24790], ['Abono Fibra Óptica 600 Mb', 31490], ['Abono Fibra Óptica 1000 Mb', 39990],
  ['Abono Inalámbrico 50 Mb', 18650]];
const EXTRAS: ReadonlyArray<[string, number]> = [['Alquiler de equipo ONU + router WiFi', 3200], ['IP fija', 6500], ['Servicio técnico a domicilio', 12800],
  ['Extensor WiFi (cuota 3 de 6)', 4150], ['TV por internet - pack básico', 9900]];

export const fresh3IspAbonoLayout: Layout = {
  id: 'fresh3-isp-abono',
  kind: 'invoice',
  title: 'regional internet provider monthly bill A/B: summary panel, "Período de facturación", plan + equipment lines, dashed cut line and payment stub',
  page: { size: 'A4' },
  scanStyle: 'crumpled',
  issuer: (rng) => makeIssuer(rng, 'VillaNet Telecomunicaciones Villa Elisa S.A.', 'VILLANET'),
  template: (issuer) => ({
    id: 'm-abono-villanet',
    name: 'Facturas de abono VillaNet',
    instructions:
      `Facturas mensuales de internet de ${issuer.name} (CUIT ${issuer.cuit}), la emisora. El cliente es el titular del servicio. Factura A: netos más IVA 21 %; ` +
      'factura B: precios finales. Período de facturación impreso. El talón de pago repite el total. La referencia es punto de venta y número.',
    catalog: 'services',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 3], receivers: ['dni', 'dni', 'monotributo', 'company-ri'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh3-isp-abono', templateId: template.id, issuer, reference: `${pad(rng.pick([8, 12]), 4)}-${pad(rng.int(100000, 400000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    const extras = rng.sample(EXTRAS, doc.lines.length - 1);
    const plan = rng.pick(PLANS);
    doc.lines.forEach((l, i) => {
      const [d, net] = i === 0 ? plan : extras[i - 1]!;
      l.code = null;
      l.description = d;
      l.quantity = 1;
      l.unitPrice = doc.pricesIncludeIva ? new Decimal(net).mul(1.21).toDecimalPlaces(2) : new Decimal(net);
    });
    retotal(doc);
    doc.variant = {
      client: rng.int(10000, 39999), cae: `7${rng.digits(13)}`, due1: date(addDays(doc.date, 10), 'dd/mm/yyyy'), due2: date(addDays(doc.date, 20), 'dd/mm/yyyy'),
      barcode: rng.digits(40), line: `${rng.pick(['FTTH', 'WL'])}-${rng.int(1000, 9999)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const s = (text: string, x: number, y: number, o: { bold?: boolean; serif?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.serif ? FONT.dejavuSerif : o.bold ? FONT.dejavuBold : FONT.dejavu).fontSize(o.size ?? 8.5).fillColor(o.color ?? '#111111');
      pdf.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined && !o.align });
    };
    const PURPLE = '#5b21b6';
    s(is.tradeName, L, 34, { bold: true, size: 24, color: PURPLE });
    s(is.name, L, 64, { size: 8 });
    s(`${is.address} · ${is.city}`, L, 75, { size: 8 });
    s(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, L, 86, { size: 7 });
    s(`FACTURA ${letter}`, 360, 34, { bold: true, size: 15, width: R - 360, align: 'right' });
    s(`Cód. ${letter === 'A' ? '001' : '006'} · N° ${doc.reference}`, 360, 54, { size: 9.5, width: R - 360, align: 'right' });
    s(`Fecha de emisión ${date(doc.date, 'dd/mm/yyyy')}`, 360, 68, { size: 8.5, width: R - 360, align: 'right' });
    // summary panel
    pdf.roundedRect(L, 106, R - L, 78, 8).fillColor('#ede9fe').fill();
    s('Total a pagar', L + 14, 116, { size: 9, color: PURPLE });
    s(`$ ${amount(t.total, 'ar')}`, L + 14, 130, { bold: true, size: 20 });
    s(`1er vencimiento: ${v.due1}`, L + 14, 160, { size: 8.5 });
    s('N° de cliente', 250, 116, { size: 8, color: PURPLE });
    s(String(v.client), 250, 128, { bold: true, size: 12 });
    s('Línea / servicio', 250, 148, { size: 8, color: PURPLE });
    s(String(v.line), 250, 160, { size: 9.5 });
    s('Titular', 380, 116, { size: 8, color: PURPLE });
    s(r.name, 380, 128, { bold: true, size: 9.5, width: 170 });
    s(`${r.docType === 'DNI' ? `DNI ${r.docNumber}` : `CUIT ${cuitDashed(r.docNumber!)}`}`, 380, 144, { size: 8.5 });
    s(r.condicionText, 380, 156, { size: 8 });
    s(r.address, 380, 167, { size: 7, width: 170 });
    // period
    const month = MONTH_NAMES[Number(doc.serviceFrom!.slice(5, 7)) - 1]!;
    s(`Período de facturación: ${date(doc.serviceFrom!, 'dd/mm/yyyy')} al ${date(doc.serviceTo!, 'dd/mm/yyyy')} (${month} ${doc.serviceFrom!.slice(0, 4)})`, L, 200, { serif: true, size: 10 });
    // detail
    let y = 226;
    s('Detalle de consumos y cargos', L, y, { bold: true, size: 10 });
    y += 18;
    pdf.lineWidth(0.5).strokeColor(PURPLE).moveTo(L, y).lineTo(R, y).stroke();
    y += 6;
    s('Concepto', L, y, { bold: true, size: 8 });
    s(letter === 'A' ? 'Neto' : 'Importe', R - 100, y, { bold: true, size: 8, width: 100, align: 'right' });
    y += 16;
    doc.lines.forEach((l, i) => {
      s(l.description, L, y, { serif: true, size: 9.5 });
      s(amount(t.lineAmounts[i]!, 'ar'), R - 100, y, { size: 9.5, width: 100, align: 'right' });
      y += 17;
    });
    pdf.lineWidth(0.5).strokeColor(PURPLE).moveTo(L, y).lineTo(R, y).stroke();
    y += 8;
    if (letter === 'A') {
      s('Subtotal neto gravado', R - 300, y, { size: 9, width: 190, align: 'right' });
      s(amount(t.subtotal, 'ar'), R - 100, y, { size: 9, width: 100, align: 'right' });
      y += 14;
      for (const b of t.byRate) {
        s(`IVA ${amount(b.rate, 'ar')} %`, R - 300, y, { size: 9, width: 190, align: 'right' });
        s(amount(b.vat, 'ar'), R - 100, y, { size: 9, width: 100, align: 'right' });
        y += 14;
      }
    }
    s('TOTAL', R - 300, y + 2, { bold: true, size: 11, width: 190, align: 'right' });
    s(`$ ${amount(t.total, 'ar')}`, R - 100, y + 2, { bold: true, size: 11, width: 100, align: 'right' });
    y += 30;
    s('Pagá en línea con tu número de cliente, por débito automático o en los puntos de cobro habilitados. Pasado el 1er vencimiento se aplica un recargo del 3 %.', L, y, { size: 7.5, width: R - L });
    s(`CAE ${v.cae} · Vto. CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 580, { size: 7.5 });
    // payment stub
    pdf.lineWidth(0.8).strokeColor('#888888').dash(4, { space: 3 }).moveTo(L - 10, 604).lineTo(R + 10, 604).stroke().undash();
    s('Cortar por la línea de puntos', L, 607, { size: 6.5, color: '#888888' });
    s('TALÓN PARA EL PAGO', L, 628, { bold: true, size: 10, color: PURPLE });
    s(`${is.tradeName} · Factura ${letter} ${doc.reference}`, L, 644, { size: 8.5 });
    s(`Cliente ${v.client} · ${r.name}`, L, 657, { size: 8.5 });
    s(`1er vto. ${v.due1}`, L, 676, { size: 8.5 });
    s(`$ ${amount(t.total, 'ar')}`, 200, 676, { bold: true, size: 9 });
    s(`2do vto. ${v.due2}`, L, 690, { size: 8.5 });
    s(`$ ${amount(t.total.mul(1.03).toDecimalPlaces(2), 'ar')}`, 200, 690, { size: 9 });
    // a drawn interleaved barcode (bars only)
    let bx = 320;
    for (const c of String(v.barcode)) {
      const wBar = 0.8 + (Number(c) % 3) * 0.6;
      pdf.rect(bx, 632, wBar, 46).fillColor('#000000').fill();
      bx += wBar + 1 + (Number(c) % 2) * 0.8;
    }
    s(String(v.barcode), 320, 682, { size: 6.5 });
  },
};
