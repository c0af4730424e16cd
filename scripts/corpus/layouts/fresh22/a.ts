import Decimal from 'decimal.js';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, amountInWords, compose, date, issuerAs, quantity, receiverId, sayCondition, settle } from './common';

/**
 * A funeral home's administration program (pdfkit): factura B, the letterhead on the left, the **customer's data in a
 * right-hand gray sidebar** ("Datos del contratante"), the deceased and the service number above the items, and the
 * **total written in words and figures in a framed box** at the foot; no separate totals block.
 */
export const fresh22ALayout: Layout = {
  id: 'fresh22-a',
  kind: 'invoice',
  title: 'fresh22 layout a',
  page: { size: 'A4' },
  scanStyle: 'tungsten-lamp',
  issuer: (rng) => issuerAs(rng, 'Cochería Santa Brígida S.R.L.', 'Cochería Santa Brígida'),
  template: (issuer) => ({
    id: 'j-cocheria-santabrigida',
    name: 'Servicios de Cochería Santa Brígida',
    instructions: `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a las familias contratantes. El cliente es el contratante, no el fallecido. Precios finales con IVA 21 %.`,
    catalog: 'funeral',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, ctx) => {
    const pv = rng.int(2, 6);
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'funeral', lineCount: [2, 5], receivers: ['dni', 'dni', 'dni', 'consumidor-final'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, ctx, 'fresh22-a', `${String(pv).padStart(4, '0')}-${String(rng.int(3000, 19999)).padStart(8, '0')}`);
    for (const l of doc.lines) l.quantity = /floral|Cafetería|Aviso/.test(l.description) ? rng.pick([1, 1, 2, 3]) : 1;
    settle(doc);
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    doc.variant = {
      service: `${doc.date.slice(0, 4)}/${rng.int(400, 1900)}`,
      deceased: `${rng.pick(['Héctor', 'Elsa', 'Ramón', 'Nélida', 'Osvaldo', 'Irma'])} ${rng.pick(['Godoy', 'Luna', 'Rivas', 'Pereyra', 'Sánchez'])}`,
      cemetery: rng.pick(['Cementerio Parque de la Paz', 'Cementerio Municipal San Jerónimo', 'Crematorio Las Praderas']),
      cae: `7${rng.digits(13)}`,
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const v = doc.variant;
    const t = doc.totals!;
    const is = doc.issuer;
    // letterhead, left
    pdf.fillColor('#222').font('Times-Bold').fontSize(18).text(is.tradeName, 40, 42, { width: 330 });
    pdf.font('Times-Italic').fontSize(9).text('Servicios fúnebres · Sala velatoria · Traslados las 24 horas', 40, 66, { width: 330 });
    pdf.font('Helvetica').fontSize(8).text(`${is.name} · ${is.address}, ${is.city}`, 40, 82, { width: 330 })
      .text(`Tel. ${is.phone} · ${is.email}`, 40, 94).text(`C.U.I.T. ${is.cuit.slice(0, 2)}-${is.cuit.slice(2, 10)}-${is.cuit.slice(10)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio act. ${is.activitySince}`, 40, 106, { width: 330 });
    // voucher line
    pdf.rect(40, 130, 330, 46).lineWidth(0.8).stroke('#444');
    pdf.font('Helvetica-Bold').fontSize(22).fillColor('#000').text('B', 52, 140);
    pdf.font('Helvetica').fontSize(6).text('Cód. 006', 48, 164);
    pdf.font('Helvetica-Bold').fontSize(11).text('FACTURA', 90, 137);
    pdf.font('Helvetica').fontSize(9).text(`Nro. ${doc.reference}`, 90, 153);
    pdf.text(`Emitida el ${date(doc.date, 'long')}`, 210, 153);
    // sidebar, right: the customer
    pdf.rect(392, 36, 168, 300).fill('#e6e6e6');
    pdf.fillColor('#000').font('Helvetica-Bold').fontSize(9).text('DATOS DEL CONTRATANTE', 402, 48, { width: 150 });
    let y = 68;
    const field = (label: string, value: string) => {
      pdf.font('Helvetica').fontSize(7).fillColor('#555').text(label, 402, y, { width: 150 });
      pdf.font('Helvetica').fontSize(9).fillColor('#000').text(value || '—', 402, y + 9, { width: 150 });
      y = pdf.y + 8;
    };
    field('Apellido y nombre', doc.receiver.name);
    const id = receiverId(doc);
    if (id) field(id.kind === 'DNI' ? 'Documento (DNI)' : 'C.U.I.T.', id.value);
    if (doc.receiver.condicionPrinted) field('Condición IVA', doc.receiver.condicionText);
    if (doc.receiver.address) field('Domicilio', doc.receiver.address);
    field('Forma de pago', 'Contado / transferencia');
    // service
    pdf.font('Helvetica').fontSize(8).fillColor('#333').text(`Servicio N.º ${v.service}  ·  Extinto/a: ${v.deceased}  ·  Destino: ${v.cemetery}`, 40, 192, { width: 330 });
    // items
    y = 350;
    pdf.rect(40, y, 520, 16).fill('#333');
    pdf.fillColor('#fff').font('Helvetica-Bold').fontSize(8);
    pdf.text('Concepto', 46, y + 4).text('Cant.', 330, y + 4, { width: 40, align: 'right' }).text('Importe unitario', 380, y + 4, { width: 80, align: 'right' }).text('Importe', 470, y + 4, { width: 84, align: 'right' });
    y += 22;
    pdf.fillColor('#000').font('Helvetica').fontSize(9);
    doc.lines.forEach((l, i) => {
      pdf.text(l.description, 46, y, { width: 270 });
      const bottom = pdf.y;
      pdf.text(quantity(l.quantity, 'ar'), 330, y, { width: 40, align: 'right' });
      pdf.text(amount(l.unitPrice!, 'ar'), 380, y, { width: 80, align: 'right' });
      pdf.text(amount(t.lineAmounts[i]!, 'ar'), 470, y, { width: 84, align: 'right' });
      y = bottom + 6;
      pdf.moveTo(40, y - 3).lineTo(560, y - 3).lineWidth(0.3).stroke('#bbb');
    });
    // total in words and figures, in a box
    y += 24;
    pdf.rect(40, y, 520, 54).lineWidth(1.2).stroke('#000');
    pdf.font('Helvetica').fontSize(8).fillColor('#000').text('Recibimos / Son:', 50, y + 8);
    pdf.font('Times-Italic').fontSize(10).text(`${amountInWords(new Decimal(t.total), 'pesos')}.-`, 50, y + 20, { width: 360 });
    pdf.font('Helvetica-Bold').fontSize(14).text(`$ ${amount(t.total, 'ar')}`, 400, y + 18, { width: 150, align: 'right' });
    y += 70;
    pdf.font('Helvetica').fontSize(7).fillColor('#444')
      .text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743): el precio incluye IVA.', 40, y, { width: 520 })
      .text(`CAE ${v.cae}   Vto. CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, 40, y + 12);
  },
};
