import { composeDocument, money, plainMoney, type DocSpec } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, pad, printCuit, printDni } from '../formats';
import { hline, text } from './draw';
import type { Layout } from './layout';

/** A point-of-sale ticket, 80 mm wide, in Courier: quantity × price on one row, the description and amount below. */
const WIDTH = 226.77;
const LINE = 10.5;

/** Descriptions wrap at word boundaries to 30 characters, as a ticket printer does. */
function wrap(description: string, width = 30): string[] {
  const rows: string[] = [];
  for (const word of description.split(' ')) {
    const last = rows[rows.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  return rows;
}

function rowsOf(doc: DocSpec): number {
  return 22 + doc.lines.reduce((a, l) => a + 1 + wrap(l.description).length, 0) + (doc.receiver.docType ? 3 : 1);
}

export const ticketLayout: Layout = {
  id: 'ticket',
  kind: 'invoice',
  title: 'narrow 80 mm point-of-sale ticket in Courier, prices with VAT, "$ 1234,56"',
  page: { size: [WIDTH, 600] },
  pageSize: (doc) => [WIDTH, 30 + rowsOf(doc) * LINE + 40],
  issuer: (rng) => makeIssuer(rng, 'Paredes Medina Alimentos S.R.L.', 'AUTOSERVICIO EL CEIBO'),
  template: (issuer) => ({
    id: 'ticket-autoservicioelceibo',
    name: 'Tickets Autoservicio El Ceibo',
    instructions:
      `Tickets de caja de ${issuer.name} (CUIT ${issuer.cuit}). Precios con IVA incluido; la alícuota figura entre paréntesis en cada artículo. ` +
      'Sin datos de cliente es un consumidor final. La referencia es el número de ticket.',
    catalog: 'food',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.int(1, 12), 4)}-${pad(rng.int(10000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'food', lineCount: [2, 7], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'monotributo'],
        conditionPrinted: 0.9, mixedVat: true, pricesIncludeIva: () => true, numberStyles: ['ar-plain-symbol'], fractionalQuantities: true,
      },
      { layout: 'ticket', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { time: `${pad(rng.int(8, 20), 2)}:${pad(rng.int(0, 59), 2)}`, cashier: rng.int(1, 6) };
    return doc;
  },
  draw: (pdf, doc) => {
    const W = WIDTH - 20;
    let y = 15;
    const center = (s: string, bold = false) => {
      text(pdf, s, 10, y, { font: bold ? 'Courier-Bold' : 'Courier', size: 7.5, width: W, align: 'center' });
      y += LINE;
    };
    const left = (s: string, right?: string, bold = false) => {
      text(pdf, s, 10, y, { font: bold ? 'Courier-Bold' : 'Courier', size: 7.5 });
      if (right !== undefined) text(pdf, right, 10, y, { font: bold ? 'Courier-Bold' : 'Courier', size: 7.5, width: W, align: 'right' });
      y += LINE;
    };
    center(doc.issuer.tradeName, true);
    center(doc.issuer.name);
    center(`CUIT Nro: ${printCuit(doc.issuer.cuit, 'hyphens')}`);
    center(`IIBB: ${doc.issuer.iibb}`);
    center(doc.issuer.address);
    center(doc.issuer.city.replace(/^\(\w+\) /, ''));
    center(doc.issuer.condicionText.toUpperCase());
    center(`Inicio de Act.: ${doc.issuer.activitySince}`);
    hline(pdf, 10, 10 + W, y + 2, 0.5, 2);
    y += 6;
    left(`TICKET Nro: ${doc.reference}`);
    left(`Fecha: ${formatDate(doc.date, 'dd-mm-yy')}`, `Hora: ${doc.variant.time}`);
    left(`Caja: ${doc.variant.cashier}`);
    const r = doc.receiver;
    if (r.docType) {
      left(`Cliente: ${r.name}`);
      left(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'}: ${r.docType === 'DNI' ? printDni(r.docNumber!) : printCuit(r.docNumber!, 'hyphens')}`);
      left(r.condicionPrinted ? `IVA: ${r.condicionText}` : '');
    } else {
      left(r.condicionPrinted ? 'A CONSUMIDOR FINAL' : '');
    }
    hline(pdf, 10, 10 + W, y + 2, 0.5, 2);
    y += 6;
    left('CANT./PRECIO UNIT.', '(%IVA)');
    left('DESCRIPCION', 'IMPORTE');
    hline(pdf, 10, 10 + W, y + 1, 0.5, 2);
    y += 5;
    doc.lines.forEach((l, i) => {
      left(`${formatQuantity(l.quantity)} x ${plainMoney(doc, l.unitPrice!)}`, `(${formatQuantity(l.ivaRate)})`);
      const rows = wrap(l.description);
      rows.forEach((row, k) => left(row, k === rows.length - 1 ? plainMoney(doc, doc.totals!.lineAmounts[i]!) : undefined));
    });
    hline(pdf, 10, 10 + W, y + 2, 0.5, 2);
    y += 8;
    text(pdf, 'TOTAL', 10, y, { font: 'Courier-Bold', size: 11 });
    text(pdf, money(doc, doc.totals!.total), 10, y, { font: 'Courier-Bold', size: 11, width: W, align: 'right' });
    y += 18;
    left('Efectivo', money(doc, doc.totals!.total));
    center('GRACIAS POR SU COMPRA');
    center('Comprobante no válido como factura');
  },
};
