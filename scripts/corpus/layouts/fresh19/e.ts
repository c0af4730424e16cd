import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { box, fillBox, hline, text, vline } from '../draw';
import type { Layout } from '../layout';
import { amount, cuitDashed, dmy, docNumber, FONT, settle, shift } from './common';

const ID = 'fresh19-e';

/** A construction equipment rental company's factura A by days × equipment (pdfkit); its third document is a nota de débito A. */
export const fresh19ELayout: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'equipment rental factura A by days, third document a nota de débito A (pdfkit)',
  page: { size: 'A4' },
  scanStyle: 'yellowed-foxing',
  issuer: (rng) => makeIssuer(rng, 'Alquileres Viales Sierra Chica S.A.', 'AlquiObra'),
  template: () => ({
    id: 'fresh19-e-alquiobra', name: 'AlquiObra - alquiler de equipos', catalog: 'machinery', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
    instructions: 'Alquiler de equipos por día: la cantidad son los días de alquiler de cada equipo; las notas de débito cobran días adicionales.',
  }),
  compose: (rng, ctx) => {
    const debit = ctx.index === 2;
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'machinery', lineCount: debit ? [1, 2] : [2, 5], receivers: ['company-ri'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0004-${String(rng.int(1000, 30000)).padStart(8, '0')}`, variant: {}, today: ctx.today });
    doc.lines.forEach((l, i) => {
      l.quantity = debit ? rng.int(2, 6) : rng.pick([3, 5, 7, 10, 14, 15, 20, 30]);
      const to = shift(doc.date, -rng.int(0, 2));
      doc.variant[`from${i}`] = shift(to, -(l.quantity - 1));
      doc.variant[`to${i}`] = to;
      if (debit) l.description = `${l.description} - días adicionales`;
    });
    doc.variant.debit = debit;
    if (debit) {
      doc.variant.assoc = `0004-${String(rng.int(1000, 30000)).padStart(8, '0')}`;
      doc.variant.assocDate = shift(doc.date, -rng.int(8, 20));
    }
    doc.variant.work = rng.pick(['Obra Edificio Mitre 1450', 'Obra Barrio Los Robles lote 22', 'Obra Ruta 5 km 312', 'Obra Galpón Parque Industrial']);
    doc.variant.contract = `CA-${rng.digits(5)}`;
    doc.variant.cae = `7${rng.digits(13)}`;
    settle(doc);
    return doc;
  },
  draw: (pdf: PDFKit.PDFDocument, doc: DocSpec) => {
    const W = 595.28, H = 841.89;
    const t = doc.totals!;
    const debit = doc.variant.debit === true;
    const F = FONT.sans, B = FONT.sansBold, N = FONT.narrow, NB = FONT.narrowBold;
    const L = 30, R = W - 30;
    const yellow = '#f2b705';
    // a yellow band with the brand, the voucher box at the right
    fillBox(pdf, 0, 0, W, 10, yellow);
    text(pdf, 'ALQUIOBRA', L, 26, { font: B, size: 22 });
    text(pdf, 'Alquiler de equipos para la construcción', L, 52, { font: N, size: 9 });
    text(pdf, doc.issuer.name, L, 70, { font: NB, size: 8.5 });
    text(pdf, `${doc.issuer.address} - ${doc.issuer.city}`, L, 81, { font: N, size: 8 });
    text(pdf, `Tel. ${doc.issuer.phone} · ${doc.issuer.email}`, L, 91, { font: N, size: 8 });
    const vx = 330;
    box(pdf, vx, 24, R - vx, 84, 1);
    box(pdf, vx - 20, 24, 40, 40, 1);
    pdf.rect(vx - 19.5, 24.5, 39, 39).fillColor('#ffffff').fill();
    box(pdf, vx - 20, 24, 40, 40, 1);
    text(pdf, 'A', vx - 20, 28, { font: B, size: 24, width: 40, align: 'center' });
    text(pdf, debit ? 'Cód. 02' : 'Cód. 01', vx - 20, 53, { font: N, size: 6.5, width: 40, align: 'center' });
    text(pdf, debit ? 'NOTA DE DÉBITO' : 'FACTURA', vx + 28, 30, { font: B, size: 14 });
    text(pdf, `Punto de Venta: 0004   Comp. Nro: ${doc.reference.slice(5)}`, vx + 28, 50, { font: NB, size: 9 });
    text(pdf, `Fecha de Emisión: ${dmy(doc.date)}`, vx + 28, 63, { font: N, size: 9 });
    text(pdf, `CUIT: ${cuitDashed(doc.issuer.cuit)}`, vx + 28, 76, { font: N, size: 8 });
    text(pdf, `Ingresos Brutos: ${doc.issuer.iibb}   Inicio Act.: ${doc.issuer.activitySince}`, vx + 28, 86, { font: N, size: 8 });
    text(pdf, doc.issuer.condicionText, vx + 28, 96, { font: N, size: 8 });
    // customer box
    let y = 118;
    const r = doc.receiver;
    box(pdf, L, y, R - L, 56, 0.8);
    text(pdf, 'Apellido y Nombre / Razón Social:', L + 6, y + 6, { font: NB, size: 8 });
    text(pdf, r.name, L + 140, y + 6, { font: B, size: 8.5 });
    text(pdf, 'CUIT:', R - 150, y + 6, { font: NB, size: 8 });
    text(pdf, docNumber(doc), R - 120, y + 6, { font: N, size: 8.5 });
    text(pdf, 'Domicilio Comercial:', L + 6, y + 20, { font: NB, size: 8 });
    text(pdf, r.address, L + 90, y + 20, { font: N, size: 8.5 });
    text(pdf, 'Condición frente al IVA:', L + 6, y + 34, { font: NB, size: 8 });
    text(pdf, r.condicionText, L + 104, y + 34, { font: N, size: 8.5 });
    text(pdf, 'Condición de venta:', R - 200, y + 34, { font: NB, size: 8 });
    text(pdf, 'Cuenta corriente', R - 118, y + 34, { font: N, size: 8.5 });
    text(pdf, `Contrato: ${doc.variant.contract}   Destino: ${doc.variant.work}`, L + 6, y + 46, { font: N, size: 8 });
    y += 62;
    if (debit) {
      box(pdf, L, y, R - L, 18, 0.6);
      text(pdf, `Comprobante asociado: Factura A ${doc.variant.assoc} del ${dmy(String(doc.variant.assocDate))} - Motivo: devolución de equipos fuera de término`, L + 6, y + 5, { font: N, size: 8 });
      y += 24;
    }
    // the table: code, equipment, from, to, days, daily rate, amount
    const cols = [
      { h: 'Código', w: 48, a: 'left' as const }, { h: 'Equipo', w: 219, a: 'left' as const }, { h: 'Desde', w: 48, a: 'center' as const },
      { h: 'Hasta', w: 48, a: 'center' as const }, { h: 'Días', w: 34, a: 'right' as const }, { h: 'Tarifa diaria', w: 68, a: 'right' as const },
      { h: 'Importe', w: R - L - 465, a: 'right' as const },
    ];
    fillBox(pdf, L, y, R - L, 16, '#333333');
    let x = L;
    for (const c of cols) {
      text(pdf, c.h, x + 3, y + 4, { font: NB, size: 8, width: c.w - 6, align: c.a, color: '#ffffff' });
      x += c.w;
    }
    y += 16;
    const top = y;
    doc.lines.forEach((l, i) => {
      const cells = [l.code ?? '', l.description, dmy(String(doc.variant[`from${i}`])).slice(0, 5), dmy(String(doc.variant[`to${i}`])).slice(0, 5), String(l.quantity),
        amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      x = L;
      cells.forEach((v, k) => {
        text(pdf, v, x + 3, y + 5, { font: k === 1 ? F : N, size: k === 1 ? 7.6 : 8.2, width: cols[k]!.w - 6, align: cols[k]!.a });
        x += cols[k]!.w;
      });
      y += 18;
      hline(pdf, L, R, y, 0.3);
    });
    const bottom = Math.max(y, top + 200);
    x = L;
    for (const c of cols) {
      vline(pdf, x, top, bottom, 0.4);
      x += c.w;
    }
    vline(pdf, R, top, bottom, 0.4);
    hline(pdf, L, R, bottom, 0.6);
    // totals block: three boxed cells in a row
    y = bottom + 12;
    const cells: Array<[string, string]> = [['Importe Neto Gravado', amount(t.subtotal, 'ar')], ...t.byRate.map((b): [string, string] => [`IVA ${String(b.rate).replace('.', ',')}%`, amount(b.vat, 'ar')]),
      [debit ? 'Total Nota de Débito $' : 'Importe Total $', amount(t.total, 'ar')]];
    const cw = (R - L) / cells.length;
    cells.forEach(([h, v], k) => {
      box(pdf, L + k * cw, y, cw, 34, 0.8);
      text(pdf, h, L + k * cw + 4, y + 4, { font: NB, size: 8, width: cw - 8, align: 'center' });
      text(pdf, v, L + k * cw + 4, y + 17, { font: k === cells.length - 1 ? B : F, size: k === cells.length - 1 ? 11 : 9.5, width: cw - 8, align: 'center' });
    });
    y += 48;
    text(pdf, 'Los equipos se entregan en perfecto estado de funcionamiento. Los días de alquiler se cuentan desde la entrega hasta la devolución en depósito.', L, y, { font: N, size: 7.5, width: R - L });
    // legal foot
    const fy = H - 60;
    hline(pdf, L, R, fy, 0.6);
    text(pdf, `CAE N°: ${doc.variant.cae}`, R - 200, fy + 8, { font: NB, size: 9 });
    text(pdf, `Fecha de Vto. de CAE: ${dmy(shift(doc.date, 10))}`, R - 200, fy + 21, { font: N, size: 9 });
    text(pdf, 'Comprobante Autorizado', L, fy + 8, { font: NB, size: 9 });
    text(pdf, 'Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación', L, fy + 21, { font: N, size: 6.5 });
    fillBox(pdf, 0, H - 10, W, 10, yellow);
  },
};
