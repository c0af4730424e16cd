import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { text } from '../draw';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, pad, receiverLine, sayCondition, settle } from './common';

const q2 = (v: number) => v.toFixed(2).replace('.', ',');

/** A builder's factura A for a monthly progress certificate (pdfkit, landscape): cómputo, previous and present percentages. */
export const fresh15FLayout: Layout = {
  id: 'fresh15-f',
  kind: 'invoice',
  title: 'fresh15 layout f',
  page: { size: 'A4', landscape: true },
  scanStyle: 'tablecloth',
  issuer: (rng) => makeIssuer(rng, 'Construcciones Sierra Chica S.R.L.', 'Sierra Chica Obras'),
  template: (issuer) => ({
    id: 'z-certificados-sierrachica',
    name: 'Certificados de obra Sierra Chica',
    instructions: `Facturas A de certificados de avance de ${issuer.name} (CUIT ${issuer.cuit}). El comitente es el cliente. Cantidad = cantidad certificada en el período.`,
    catalog: 'works',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 5), nro = rng.int(90, 2400);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'works', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
    }, { layout: 'fresh15-f', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    const meta: string[] = [];
    for (const l of doc.lines) {
      const total = rng.int(40, 900) + rng.int(0, 99) / 100;
      const before = rng.pick([0, 10, 20, 25, 40, 50]);
      const now = rng.pick([5, 10, 15, 20, 25, 30]);
      l.quantity = Math.max(0.01, Math.round(total * now) / 100);
      meta.push(`${total}|${before}|${now}`);
    }
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, meta: meta.join(';'), cert: rng.int(3, 14), expte: `${rng.int(100, 999)}/${doc.date.slice(0, 4)}`, cae: caeOf((n) => rng.digits(n)), work: rng.pick(['Edificio de oficinas calle Italia 1240', 'Nave industrial Parque Norte lote 7', 'Ampliación escuela Nº 312', 'Viviendas dúplex barrio Los Talas']) };
    return doc;
  },
  draw: (pdf, doc: DocSpec) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const L = 30, R = 812;
    const meta = String(v.meta).split(';').map((m) => m.split('|').map(Number) as [number, number, number]);
    text(pdf, is.tradeName.toUpperCase(), L, 28, { font: 'Times-Bold', size: 17 });
    text(pdf, `${is.name} · ${is.address} · ${is.city} · CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, L, 48, { font: 'Times-Roman', size: 8 });
    pdf.lineWidth(0.8).rect(560, 22, R - 560, 46).stroke();
    text(pdf, 'FACTURA  A  (Cód. 01)', 568, 27, { font: 'Times-Bold', size: 11 });
    text(pdf, `Nº ${doc.reference}     Fecha ${date(doc.date, 'dd/mm/yyyy')}`, 568, 43, { font: 'Times-Roman', size: 9.5 });
    text(pdf, `CERTIFICADO DE OBRA Nº ${v.cert} — PERÍODO ${date(doc.serviceFrom!, 'dd/mm/yyyy')} AL ${date(doc.serviceTo!, 'dd/mm/yyyy')}`, L, 78, { font: 'Times-Bold', size: 11 });
    text(pdf, `Obra: ${v.work}  ·  Expediente ${v.expte}`, L, 94, { font: 'Times-Italic', size: 9.5 });
    text(pdf, `Comitente: ${r.name}`, 470, 78, { font: 'Times-Bold', size: 10 });
    text(pdf, [receiverLine(doc), r.condicionPrinted ? r.condicionText : ''].filter(Boolean).join(' · '), 470, 92, { font: 'Times-Roman', size: 9 });
    text(pdf, r.address, 470, 104, { font: 'Times-Roman', size: 8.5 });
    let y = 124;
    const cols: Array<[string, number, number]> = [['Ítem', L, 34], ['Descripción de la tarea', L + 36, 270], ['Un.', 338, 26], ['Cómputo', 366, 56], ['% ant.', 424, 40], ['% período', 466, 50], ['% acum.', 518, 44], ['Cant. certif.', 564, 62], ['Precio unit.', 628, 80], ['Importe', 710, R - 712]];
    pdf.rect(L, y, R - L, 26).fillColor('#eeeeee').fill().fillColor('black');
    cols.forEach(([h, x, w], i) => text(pdf, h, x + 2, y + 8, { font: 'Times-Bold', size: 8.5, width: w - 4, align: i >= 3 ? 'right' : 'left' }));
    y += 30;
    doc.lines.forEach((l, i) => {
      const [total, before, now] = meta[i]!;
      const cells = [`${i + 1}.${String(l.code ?? '').slice(-2)}`, l.description, l.unit, q2(total), `${before}%`, `${now}%`, `${before + now}%`, q2(l.quantity), amount(l.unitPrice!, 'ar'), amount(t.lineAmounts[i]!, 'ar')];
      cells.forEach((c, k) => text(pdf, c, cols[k]![1] + 2, y, { font: 'Times-Roman', size: 9, width: cols[k]![2] - 4, align: k >= 3 ? 'right' : 'left' }));
      pdf.moveTo(L, y + 14).lineTo(R, y + 14).lineWidth(0.3).strokeColor('#999').stroke();
      y += 19;
    });
    for (const [, x] of cols.slice(1)) pdf.moveTo(x, 124).lineTo(x, y - 5).lineWidth(0.3).strokeColor('#999').stroke();
    pdf.strokeColor('black');
    y += 12;
    const sums: Array<[string, string]> = [['Monto certificado en el período (neto)', amount(t.subtotal, 'ar')], ['I.V.A. 21 %', amount(t.byRate[0]!.vat, 'ar')], ['TOTAL DE ESTA FACTURA', amount(t.total, 'ar')]];
    sums.forEach(([k, val], i) => {
      text(pdf, k, 520, y + i * 15, { font: i === 2 ? 'Times-Bold' : 'Times-Roman', size: i === 2 ? 11 : 9.5 });
      text(pdf, `$ ${val}`, 700, y + i * 15, { font: i === 2 ? 'Times-Bold' : 'Times-Roman', size: i === 2 ? 11 : 9.5, width: R - 702, align: 'right' });
    });
    text(pdf, 'Fondo de reparo 5 % a retener por el comitente sobre el neto certificado. Redeterminación de precios según contrato.', L, y, { font: 'Times-Italic', size: 8.5, width: 440 });
    text(pdf, `CAE ${v.cae} · Vto. ${date(doc.date, 'dd/mm/yyyy')}`, L, 560, { font: 'Times-Roman', size: 8 });
    text(pdf, 'Firma Director de Obra: ____________________        Firma Representante Técnico: ____________________', 330, 560, { font: 'Times-Roman', size: 8 });
  },
};
