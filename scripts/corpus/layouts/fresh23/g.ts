import type { DocSpec } from '../../document';
import { formatDate, formatQuantity, pad, printDni } from '../../formats';
import { box, hline, text } from '../draw';
import type { Layout } from '../layout';
import { ar, compose, cuitWith, FONT, issuerOf, templateOf } from './common';

/** fresh23-g: a driving school's factura C (the owner a Monotributista) for lessons given last month. */
const ID = 'fresh23-g';
const MES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const upper = (iso: string) => `${iso.slice(8)} ${MES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function draw(pdf: PDFKit.PDFDocument, doc: DocSpec): void {
  const F = FONT.serif, B = FONT.serifBold, I = FONT.serifItalic;
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  box(pdf, 40, 40, 515, 100, 1);
  text(pdf, is.tradeName, 52, 50, { font: B, size: 18 });
  text(pdf, `de ${is.name}`, 52, 72, { font: I, size: 10 });
  text(pdf, `${is.address} — ${is.city}`, 52, 88, { font: F, size: 9 });
  text(pdf, `Tel. ${is.phone} — ${is.email}`, 52, 101, { font: F, size: 9 });
  text(pdf, `Habilitación municipal N° ${doc.variant.permit}`, 52, 114, { font: F, size: 9 });
  text(pdf, 'C', 330, 48, { font: B, size: 26 });
  text(pdf, 'FACTURA — Cód. 011', 360, 52, { font: B, size: 11 });
  text(pdf, `N°: ${doc.reference}`, 360, 68, { font: F, size: 10 });
  text(pdf, `Fecha: ${upper(doc.date)}`, 360, 82, { font: F, size: 10 });
  text(pdf, `CUIT ${cuitWith(is.cuit, '-')}`, 360, 98, { font: F, size: 9 });
  text(pdf, is.condicionText, 360, 111, { font: F, size: 9 });
  text(pdf, `Ing. Brutos: ${is.iibb}`, 360, 124, { font: F, size: 9 });
  let y = 154;
  text(pdf, 'Alumno/a:', 40, y, { font: B, size: 10 });
  text(pdf, r.name, 110, y, { font: F, size: 10 });
  const id = r.docType === 'DNI' ? `D.N.I. ${printDni(r.docNumber!)}` : r.docType === 'CUIT' ? `C.U.I.T. ${cuitWith(r.docNumber!, '-')}` : '';
  if (id) text(pdf, id, 360, y, { font: F, size: 10 });
  y += 15;
  if (r.address) { text(pdf, 'Domicilio:', 40, y, { font: B, size: 10 }); text(pdf, r.address, 110, y, { font: F, size: 10 }); y += 15; }
  if (r.condicionPrinted) { text(pdf, 'IVA:', 40, y, { font: B, size: 10 }); text(pdf, r.condicionText, 110, y, { font: F, size: 10 }); y += 15; }
  text(pdf, `Clases dictadas entre el ${formatDate(doc.serviceFrom!, 'dd/mm/yyyy')} y el ${formatDate(doc.serviceTo!, 'dd/mm/yyyy')}`, 40, y + 2, { font: I, size: 10 });
  y += 22;
  hline(pdf, 40, 555, y, 1);
  const cols = [40, 330, 390, 470, 555];
  ['Concepto', 'Cantidad', 'Valor unitario', 'Importe'].forEach((h, i) => text(pdf, h, cols[i]! + 2, y + 4, { font: B, size: 9.5, width: cols[i + 1]! - cols[i]! - 4, align: i ? 'right' : 'left' }));
  y += 19;
  hline(pdf, 40, 555, y, 0.5);
  y += 5;
  doc.lines.forEach((l, i) => {
    [l.description, formatQuantity(l.quantity), `$ ${ar(l.unitPrice!)}`, `$ ${ar(t.lineAmounts[i]!)}`].forEach((c, j) => text(pdf, c, cols[j]! + 2, y, { font: F, size: 10, width: cols[j + 1]! - cols[j]! - 4, align: j ? 'right' : 'left' }));
    y += 16;
  });
  hline(pdf, 40, 555, y + 2, 0.5);
  y += 12;
  text(pdf, 'Importe Total:', 330, y, { font: B, size: 12, width: 138, align: 'right' });
  text(pdf, `$ ${ar(t.total)}`, 470, y, { font: B, size: 12, width: 83, align: 'right' });
  text(pdf, `Vehículo: ${doc.variant.car} · Instructor: ${doc.variant.teacher}`, 40, y + 26, { font: I, size: 9 });
  text(pdf, `CAE: ${doc.variant.cae}`, 40, 790, { font: F, size: 9 });
  text(pdf, 'Comprobante autorizado', 400, 790, { font: I, size: 9, width: 155, align: 'right' });
}

export const fresh23G: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh23-g',
  page: { size: 'A4' },
  scanStyle: 'dashboard-glare',
  draw,
  issuer: (rng) => issuerOf(rng, 'Hernán Ojeda', 'Autoescuela Ruta Segura', 'Responsable Monotributo'),
  template: (issuer) => templateOf(issuer, 'autoescuela', 'Factura C clases de manejo', 'Facturas C (Monotributo) de clases de manejo del mes anterior; los precios son finales.', 'driving', true, 2),
  compose: (rng, ctx) => compose(rng, ctx, ID, {
    kind: 'invoice', lineCount: [1, 3], receivers: ['dni', 'dni', 'dni', 'monotributo'], conditionPrinted: 0.5, mixedVat: false,
    pricesIncludeIva: () => true, servicePeriod: true,
  }, `0002-${pad(rng.int(50, 3000), 8)}`, { permit: rng.int(100, 999), car: rng.pick(['Fiat Cronos doble comando', 'VW Gol Trend doble comando']), teacher: rng.pick(['Marta', 'Claudio', 'Rubén']), cae: rng.digits(14) }),
};
