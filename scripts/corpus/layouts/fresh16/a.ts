import { round2 } from '../../../../src/invoicing/domain/money';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, docNo, docTipo, pad, qrModules, sayCondition, TagPdf } from './common';

/** A drug distributor's factura A to pharmacies, written as a tagged PDF (see LAYOUTS.md). */
const A4: [number, number] = [595.28, 841.89];

export const fresh16ALayout: Layout = {
  id: 'fresh16-a',
  kind: 'invoice',
  title: 'fresh16 a (invoice)',
  page: { size: 'A4' },
  scanStyle: 'dirty-glass',
  issuer: (rng) => makeIssuer(rng, 'Droguería Sudamed S.A.', 'Sudamed'),
  template: (issuer) => ({
    id: 'fresh16-a-drogueria',
    name: `Facturas A de ${issuer.tradeName} (medicamentos)`,
    instructions: 'Factura A de una droguería a farmacias: precios netos sin IVA, lote y vencimiento por renglón; percepción de IIBB aparte.',
    catalog: 'drugstore',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([3, 7, 12]);
    const nro = rng.int(20000, 89999);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'drugstore', lineCount: [4, 9], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.85, mixedVat: false,
      pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh16-a', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    if (doc.receiver.docType === 'CUIT' && doc.receiver.condicionIva === 1) doc.receiver.name = `Farmacia ${doc.receiver.name.replace(/^\S+ /, '')}`;
    const lots = doc.lines.map(() => `${rng.pick(['L', 'B', ''])}${rng.int(2403, 2611)}${rng.pick(['A', 'B', 'C', 'K', ''])}${rng.int(1, 99)}`);
    const exp = doc.lines.map(() => `${pad(rng.int(1, 12), 2)}/${rng.int(2027, 2029)}`);
    const troquel = doc.lines.map(() => rng.digits(7));
    doc.variant = {
      pv, nro, lots: lots.join('|'), exp: exp.join('|'), troquel: troquel.join('|'), cae: caeOf((k) => rng.digits(k)), client: rng.int(1000, 9999),
      perc: rng.pick([2, 2.5, 3]), remito: rng.int(10000, 99999), cold: rng.chance(0.5),
    };
    return doc;
  },
  render: async (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const pdf = new TagPdf(A4, { producer: 'iText® 7.2.5 ©2000-2023 iText Group NV', creator: 'SIDRO Gestión de Droguerías 9.4', title: `Factura A ${doc.reference}`, lang: 'es-AR' });
    const W = A4[0], L = 34, R = W - 34;
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    // header: issuer at the left, the letter in the middle, the voucher at the right
    pdf.open('Sect');
    pdf.text(doc.issuer.tradeName.toUpperCase(), L, 36, { font: 'HB', size: 17, color: '#1b5e8c', tag: 'H1' });
    pdf.open('P');
    pdf.text(doc.issuer.name, L, 58, { font: 'HB', size: 8.5 });
    pdf.text(`${doc.issuer.address} - ${doc.issuer.city}`, L, 69, { size: 7.5 });
    pdf.text(`Tel. ${doc.issuer.phone} - ${doc.issuer.email}`, L, 79, { size: 7.5 });
    pdf.text('Habilitación ANMAT Disp. Nº 4127/19 - Director técnico: Farm. M. Quiroga M.P. 8812', L, 89, { size: 6.8 });
    pdf.close();
    pdf.rect(W / 2 - 20, 30, 40, 42, { stroke: '#000000', lineWidth: 1.2 });
    pdf.text('A', W / 2 - 20, 35, { font: 'HB', size: 26, width: 40, align: 'center', tag: 'P' });
    pdf.text('COD. 01', W / 2 - 20, 62, { font: 'H', size: 6.5, width: 40, align: 'center', tag: 'P' });
    const rx = 360;
    pdf.text('FACTURA', rx, 34, { font: 'HB', size: 15, tag: 'H2' });
    pdf.open('P');
    pdf.text(`Nº ${doc.reference}`, rx, 53, { font: 'HB', size: 10.5 });
    pdf.text(`Fecha de emisión: ${date(doc.date, 'dd/mm/yyyy')}`, rx, 68, { size: 8.5 });
    pdf.text(`C.U.I.T.: ${cuitDashed(doc.issuer.cuit)}`, rx, 80, { size: 8 });
    pdf.text(`Ingresos Brutos C.M.: ${doc.issuer.iibb}`, rx, 90, { size: 8 });
    pdf.text(`Inicio de actividades: ${doc.issuer.activitySince}`, rx, 100, { size: 8 });
    pdf.text(doc.issuer.condicionText, rx, 110, { size: 8 });
    pdf.close();
    pdf.close();
    pdf.line(L, 122, R, 122, { width: 1 });
    // customer block
    pdf.open('Sect');
    pdf.rect(L, 128, R - L, 62, { fill: '#eef4f9' });
    pdf.open('P');
    pdf.text(`Cliente: ${v.client} - ${doc.receiver.name}`, L + 6, 134, { font: 'HB', size: 9 });
    pdf.text(`Domicilio: ${doc.receiver.address}`, L + 6, 147, { size: 8 });
    const id = docNo(doc);
    if (id) pdf.text(`${doc.receiver.docType === 'CUIT' ? 'C.U.I.T.' : 'D.N.I.'}: ${id}`, L + 6, 159, { size: 8 });
    if (doc.receiver.condicionPrinted) pdf.text(`Condición frente al IVA: ${doc.receiver.condicionText}`, L + 6, 171, { size: 8 });
    pdf.close();
    pdf.open('P');
    pdf.text('Condición de venta: Cuenta corriente 30 días', 340, 147, { size: 8 });
    pdf.text(`Remito: ${pad(Number(v.pv), 4)}-R${pad(Number(v.remito), 8)}`, 340, 159, { size: 8 });
    pdf.text(`Reparto: propio${v.cold ? ' - incluye cadena de frío' : ''}`, 340, 171, { size: 8 });
    pdf.close();
    pdf.close();
    // items
    const cols: Array<{ h: string; w: number; align?: 'right' | 'center' }> = [
      { h: 'Troquel', w: 46 }, { h: 'Descripción', w: 196 }, { h: 'Lote', w: 50 }, { h: 'Vto.', w: 40, align: 'center' }, { h: 'Cant.', w: 32, align: 'right' },
      { h: 'P. Unitario', w: 58, align: 'right' }, { h: 'Alíc.', w: 30, align: 'right' }, { h: 'Importe', w: R - L - 452, align: 'right' },
    ];
    let y = 202;
    pdf.open('Table');
    pdf.open('TR');
    pdf.rect(L, y, R - L, 15, { fill: '#1b5e8c' });
    let x = L;
    for (const c of cols) {
      pdf.open('TH');
      pdf.text(c.h, x + 3, y + 4, { font: 'HB', size: 7.5, color: '#ffffff', width: c.w - 6, align: c.align });
      pdf.close();
      x += c.w;
    }
    pdf.close();
    y += 19;
    const lots = String(v.lots).split('|'), exp = String(v.exp).split('|'), troq = String(v.troquel).split('|');
    doc.lines.forEach((line, i) => {
      const cells = [troq[i]!, line.description, lots[i]!, exp[i]!, String(line.quantity), amount(line.unitPrice!, 'ar'), '21,00', amount(t.lineAmounts[i]!, 'ar')];
      pdf.open('TR');
      x = L;
      cells.forEach((cell, k) => {
        pdf.open('TD');
        pdf.text(cell, x + 3, y, { size: 7.8, width: cols[k]!.w - 6, align: cols[k]!.align });
        pdf.close();
        x += cols[k]!.w;
      });
      pdf.close();
      y += 14;
      pdf.line(L, y - 3.5, R, y - 3.5, { color: '#c9d6e2', width: 0.4 });
    });
    pdf.close();
    // other taxes at the left, totals at the right
    const net = t.byRate[0]!.net, vat = t.byRate[0]!.vat;
    const perc = round2(net.mul(Number(v.perc)).div(100));
    const ty = Math.max(y + 20, 470);
    pdf.open('Sect');
    pdf.text('Otros tributos', L, ty, { font: 'HB', size: 8.5, tag: 'H3' });
    pdf.open('Table');
    const ot = [['Descripción', 'Base imp.', 'Alíc. %', 'Importe'], ['Percepción IIBB Buenos Aires', amount(net, 'ar'), amount(Number(v.perc), 'ar'), amount(perc, 'ar')]];
    ot.forEach((row, r) => {
      pdf.open('TR');
      [0, 120, 180, 222].forEach((dx, k) => {
        pdf.open(r === 0 ? 'TH' : 'TD');
        pdf.text(row[k]!, L + dx, ty + 14 + r * 12, { font: r === 0 ? 'HB' : 'H', size: 7.5, width: k ? 52 : 118, align: k ? 'right' : undefined });
        pdf.close();
      });
      pdf.close();
    });
    pdf.close();
    pdf.text(`Importe otros tributos: ${amount(perc, 'ar')}`, L, ty + 44, { font: 'HB', size: 7.5, tag: 'P' });
    pdf.close();
    const rows: Array<[string, string, boolean]> = [
      ['Importe neto gravado', amount(net, 'ar'), false], ['IVA 21,00 %', amount(vat, 'ar'), false], ['Subtotal', amount(t.total, 'ar'), false],
      ['Percepción IIBB', amount(perc, 'ar'), false], ['TOTAL $', amount(t.total.add(perc), 'ar'), true],
    ];
    pdf.open('Table');
    rows.forEach(([label, value, bold], k) => {
      const yy = ty + k * 15 + (bold ? 4 : 0);
      if (bold) pdf.rect(350, yy - 4, R - 350, 17, { fill: '#dde8f2' });
      pdf.open('TR');
      pdf.open('TH');
      pdf.text(label, 356, yy, { font: bold ? 'HB' : 'H', size: bold ? 10 : 8.5 });
      pdf.close();
      pdf.open('TD');
      pdf.text(value, 450, yy, { font: bold ? 'HB' : 'H', size: bold ? 10 : 8.5, width: R - 456, align: 'right' });
      pdf.close();
      pdf.close();
    });
    pdf.close();
    // legal foot
    const fy = 742;
    pdf.line(L, fy - 8, R, fy - 8, { width: 0.5 });
    const qr = arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(v.pv), tipo: 1, nro: Number(v.nro), total: t.total.add(perc), docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) });
    pdf.modules(qrModules(qr), L, fy, 62);
    pdf.open('Sect');
    pdf.text('Comprobante Autorizado', L + 72, fy + 2, { font: 'HB', size: 8.5, tag: 'P' });
    pdf.text(`CAE Nº ${v.cae}`, L + 72, fy + 15, { size: 8, tag: 'P' });
    pdf.text(`Fecha de vencimiento del CAE: ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L + 72, fy + 26, { size: 8, tag: 'P' });
    pdf.text('Medicamentos de venta bajo receta conservados según normas de buenas prácticas de distribución.', L + 72, fy + 40, { size: 6.5, color: '#444444', tag: 'P' });
    pdf.text('Reclamos por faltantes o roturas dentro de las 48 horas de recibida la mercadería.', L + 72, fy + 49, { size: 6.5, color: '#444444', tag: 'P' });
    pdf.text('Hoja 1 de 1', R - 50, fy + 49, { size: 6.5, width: 50, align: 'right', tag: 'P' });
    pdf.close();
    return pdf.bytes();
  },
};

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
