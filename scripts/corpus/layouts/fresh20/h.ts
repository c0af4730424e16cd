import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { A4, amount, arcaQrUrl, caeOf, cuitDashed, dmy, idValue, qrModules, quantity, sayCondition, settle, TagPdf, wrapBy } from './common';

/**
 * An elevator maintenance company's monthly factura A (its third document a nota de débito A), the items in a grid whose
 * first column is one merged cell per building (TagPdf, a tagged PDF).
 */
export const fresh20HLayout: Layout = {
  id: 'fresh20-h',
  kind: 'invoice',
  title: 'fresh20 layout h',
  page: { size: 'A4' },
  scanStyle: 'wet-smear',
  issuer: (rng) => makeIssuer(rng, 'Ascensores Vertical Sur S.A.', 'Vertical Sur'),
  template: (issuer) => ({
    id: 'a-facturas-verticalsur',
    name: 'Facturas y notas de débito A Vertical Sur',
    instructions:
      `Facturas A y notas de débito A de ${issuer.name} (CUIT ${issuer.cuit}), conservación de ascensores: abono del mes y trabajos por ` +
      'edificio. El cliente es el consorcio o administración de "Facturar a". Precios netos más IVA 21 %; la referencia es el número del comprobante.',
    catalog: 'lifts',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(4, 12), nro = rng.int(700, 30000);
    const doc = composeDocument(
      rng,
      { kind: 'invoice', catalog: 'lifts', lineCount: [3, 6], receivers: ['company-ri', 'company-exento'], conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true },
      { layout: 'fresh20-h', templateId: template.id, issuer, reference: `${String(pv).padStart(5, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = /por equipo|por cable/.test(l.description) ? rng.int(1, 4) : 1;
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    const streets = ['Av. Corrientes', 'Juncal', 'Arenales', 'Av. Cabildo', 'Tucumán', 'Viamonte', 'Paraguay'];
    const b1 = `${rng.pick(streets)} ${rng.int(100, 4800)}`, b2 = `${rng.pick(streets)} ${rng.int(100, 4800)}`;
    const cut = rng.int(1, doc.lines.length - 1);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), debit: index === 2, buildings: `${b1}|${b2}`, cut,
      assoc: `${String(pv).padStart(5, '0')}-${String(nro - rng.int(20, 300)).padStart(8, '0')}`, admin: rng.pick(['Adm. Giménez & Asoc.', 'Administración Paredes', 'Adm. Consorcios del Centro']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const debit = Boolean(v.debit);
    const kind = debit ? 'NOTA DE DÉBITO' : 'FACTURA';
    const pdf = new TagPdf(A4, { producer: 'iText 7.2.5 (AGPL)', creator: 'Ascen.NET Facturación', title: `${kind} A ${doc.reference}`, lang: 'es-AR' });
    const L = 34, R = A4[0] - 34, W = R - L;
    // a grid header: three cells, the letter in the middle one
    pdf.rect(L, 28, W, 92, { stroke: '#000000', lineWidth: 0.8 });
    pdf.line(L + W * 0.45, 28, L + W * 0.45, 120, { width: 0.8 });
    pdf.line(L + W * 0.55, 28, L + W * 0.55, 120, { width: 0.8 });
    pdf.open('Sect');
    pdf.text('VERTICAL SUR', L + 10, 36, { font: 'HB', size: 15, tag: 'H1' });
    pdf.text('Ascensores · Montacargas · Conservación', L + 10, 55, { font: 'HI', size: 8, tag: 'P' });
    [is.name, `${is.address}, ${is.city}`, `Tel. ${is.phone} · ${is.email}`].forEach((s, i) => pdf.text(s, L + 10, 72 + i * 11, { size: 7.5, tag: 'P' }));
    pdf.text('A', L + W * 0.45, 40, { font: 'HB', size: 30, align: 'center', width: W * 0.1, tag: 'P' });
    pdf.text(debit ? 'Cód. 02' : 'Cód. 01', L + W * 0.45, 76, { size: 7, align: 'center', width: W * 0.1, tag: 'P' });
    const rx = L + W * 0.55 + 10;
    pdf.text(kind, rx, 36, { font: 'HB', size: 14, tag: 'H1' });
    pdf.text(`Comp. Nro: ${doc.reference}`, rx, 56, { font: 'HB', size: 10, tag: 'P' });
    pdf.text(`Fecha de Emisión: ${dmy(doc.date)}`, rx, 71, { size: 8.5, tag: 'P' });
    pdf.text(`CUIT: ${cuitDashed(is.cuit)}   Ingresos Brutos: ${is.iibb}`, rx, 84, { size: 7.5, tag: 'P' });
    pdf.text(`Inicio de Actividades: ${is.activitySince}`, rx, 95, { size: 7.5, tag: 'P' });
    pdf.text(is.condicionText, rx, 106, { size: 7.5, tag: 'P' });
    pdf.close();
    // period strip and customer grid
    pdf.rect(L, 126, W, 18, { fill: '#e8eef5', stroke: '#000000', lineWidth: 0.6 });
    pdf.text(`Período Facturado Desde: ${dmy(doc.serviceFrom!)}    Hasta: ${dmy(doc.serviceTo!)}    Fecha de Vto. para el pago: ${dmy(addDays(doc.date, 15))}`, L + 8, 131, { size: 8.5, tag: 'P' });
    pdf.rect(L, 150, W, 52, { stroke: '#000000', lineWidth: 0.6 });
    pdf.open('Sect');
    pdf.text('Facturar a:', L + 8, 156, { font: 'HB', size: 8.5, tag: 'P' });
    pdf.text(r.name, L + 70, 156, { size: 9.5, tag: 'P' });
    pdf.text(`CUIT: ${idValue(doc)}`, L + 8, 171, { size: 8.5, tag: 'P' });
    pdf.text(`Condición frente al IVA: ${r.condicionText}`, L + 170, 171, { size: 8.5, tag: 'P' });
    pdf.text(`Domicilio: ${r.address}`, L + 8, 186, { size: 8.5, tag: 'P' });
    pdf.text(`Administra: ${v.admin}`, R - 170, 156, { size: 8, tag: 'P' });
    pdf.close();
    let y = 210;
    if (debit) {
      pdf.text(`Comprobante asociado: Factura A ${v.assoc} — Trabajos adicionales no incluidos en el abono`, L, y, { font: 'HB', size: 8.5, tag: 'P' });
      y += 16;
    }
    // the grid: the building column one merged cell per group of rows
    const cols: Array<[string, number, 'left' | 'right']> = [['Edificio', 100, 'left'], ['Concepto', 200, 'left'], ['Cant.', 40, 'right'], ['Precio Unit.', 80, 'right'], ['Importe', W - 420, 'right']];
    pdf.open('Table');
    pdf.open('TR');
    let x = L;
    pdf.rect(L, y, W, 16, { fill: '#d0d7e1', stroke: '#000000', lineWidth: 0.6 });
    for (const [c, w, a] of cols) {
      pdf.text(c, x + 4, y + 4, { font: 'HB', size: 8, align: a, width: w - 8, tag: 'TH' });
      x += w;
    }
    pdf.close();
    y += 16;
    const buildings = String(v.buildings).split('|');
    const groups = [doc.lines.slice(0, Number(v.cut)), doc.lines.slice(Number(v.cut))];
    groups.forEach((lines, g) => {
      const top = y;
      for (const l of lines) {
        const i = doc.lines.indexOf(l);
        const desc = wrapBy(l.description, 192, (s) => pdf.widthOf(s, 'H', 8.5));
        const h = desc.length * 11 + 6;
        pdf.open('TR');
        x = L + cols[0]![1];
        pdf.open('TD');
        desc.forEach((d, k) => pdf.text(d, x + 4, y + 4 + k * 11, { size: 8.5 }));
        pdf.close();
        x += cols[1]![1];
        const cells = [quantity(l.quantity, 'ar'), amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
        cols.slice(2).forEach(([, w], k) => {
          pdf.text(cells[k]!, x + 4, y + 4, { size: 8.5, align: 'right', width: w - 8, tag: 'TD' });
          x += w;
        });
        pdf.close();
        pdf.line(L + cols[0]![1], y + h, R, y + h, { width: 0.4 });
        y += h;
      }
      // the merged cell, its text centred vertically
      pdf.rect(L, top, cols[0]![1], y - top, { stroke: '#000000', lineWidth: 0.6 });
      pdf.text(buildings[g]!, L + 4, (top + y) / 2 - 9, { font: 'HB', size: 8, width: cols[0]![1] - 8, tag: 'TD' });
      pdf.text('(CABA)', L + 4, (top + y) / 2 + 2, { size: 7, tag: 'TD' });
    });
    pdf.close();
    x = L;
    for (const [, w] of cols) {
      pdf.line(x, 210 + (debit ? 16 : 0), x, y, { width: 0.6 });
      x += w;
    }
    pdf.line(R, 210 + (debit ? 16 : 0), R, y, { width: 0.6 });
    pdf.line(L, y, R, y, { width: 0.6 });
    // totals: a grid of its own
    y += 14;
    const tl: Array<[string, string]> = [['Importe Neto Gravado', amount(t.subtotal, 'ar')], ...t.byRate.map((b) => [`IVA ${amount(b.rate, 'ar')}%`, amount(b.vat, 'ar')] as [string, string]), ['Importe Otros Tributos', '0,00'], ['Importe Total', amount(t.total, 'ar')]];
    tl.forEach(([a, b], k) => {
      const last = k === tl.length - 1;
      pdf.rect(R - 240, y, 140, 16, { fill: last ? '#d0d7e1' : '#ffffff', stroke: '#000000', lineWidth: 0.5 });
      pdf.rect(R - 100, y, 100, 16, { stroke: '#000000', lineWidth: 0.5 });
      pdf.text(`${a}: $`, R - 236, y + 4, { font: last ? 'HB' : 'H', size: 8.5, tag: 'P' });
      pdf.text(b, R - 96, y + 4, { font: last ? 'HB' : 'H', size: 8.5, align: 'right', width: 92, tag: 'P' });
      y += 16;
    });
    const fy = 742;
    pdf.modules(qrModules(arcaQrUrl({ date: doc.date, cuit: is.cuit, ptoVta: Number(v.pv), tipo: debit ? 2 : 1, nro: Number(v.nro), total: t.total, docTipo: 80, docNro: r.docNumber ?? '0', cae: String(v.cae) })), L, fy, 64);
    pdf.text(`CAE N°: ${v.cae}`, R - 200, fy + 10, { font: 'HB', size: 9, tag: 'P' });
    pdf.text(`Fecha de Vto. de CAE: ${dmy(addDays(doc.date, 10))}`, R - 200, fy + 24, { size: 8.5, tag: 'P' });
    pdf.text('Comprobante Autorizado', L + 74, fy + 10, { font: 'HB', size: 9, tag: 'P' });
    pdf.text('Servicio de emergencias 24 hs: 0800-555-1234 · Libro de inspección a disposición en cada edificio.', L + 74, fy + 48, { size: 7, tag: 'P' });
    pdf.text('Pág. 1/1', R - 40, 815, { size: 7, tag: 'P' });
    return pdf.bytes();
  },
};
