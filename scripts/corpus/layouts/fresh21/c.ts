import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { personName } from '../../fake-data';
import type { Layout } from '../layout';
import { A4, amount, caeOf, issuerAs, qrModules, quantity, receiverId, settle, TagPdf } from './common';

const ID = 'fresh21-c';

function dd(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

function render(doc: DocSpec): Buffer {
  const v = doc.variant;
  const t = doc.totals!;
  const letterA = v.letter === 'A';
  const pdf = new TagPdf(A4, { producer: 'iText® 7.2.5 ©2000-2023 iText Group NV', creator: 'Sistema de Afiliaciones y Facturación', title: `Factura ${doc.reference}`, lang: 'es-AR' });
  const W = A4[0], L = 36, R = W - 36;
  const a = (x: Decimal.Value) => amount(x, 'ar');
  // letterhead: plan's name left, voucher right
  pdf.rect(L, 30, 8, 58, { fill: '#7a1f5c' });
  pdf.text(doc.issuer.tradeName, L + 16, 32, { font: 'HB', size: 17, color: '#7a1f5c', tag: 'H1' });
  pdf.text(`Medicina prepaga · ${doc.issuer.condicionText}`, L + 16, 54, { font: 'HI', size: 9, color: '#555555', tag: 'P' });
  pdf.text(`${doc.issuer.name} · CUIT ${doc.issuer.cuit.replace(/^(\d\d)(\d{8})(\d)$/, '$1-$2-$3')}`, L + 16, 68, { size: 7.5, tag: 'P' });
  pdf.text(`${doc.issuer.address}, ${doc.issuer.city}`, L + 16, 78, { size: 7.5, tag: 'P' });
  pdf.text(`Superintendencia de Servicios de Salud · R.N.E.M.P. N° ${String(v.rnemp)}`, L + 16, 88, { size: 7.5, tag: 'P' });
  pdf.open('Sect');
  pdf.rect(R - 190, 30, 190, 64, { stroke: '#7a1f5c', lineWidth: 1 });
  pdf.text(`FACTURA ${letterA ? 'A' : 'B'}`, R - 182, 36, { font: 'HB', size: 13, tag: 'P' });
  pdf.text(letterA ? 'Código 01' : 'Código 06', R - 70, 39, { size: 8, tag: 'P' });
  pdf.text(`Número: ${doc.reference}`, R - 182, 56, { font: 'HB', size: 9, tag: 'P' });
  pdf.text(`Emisión: ${dd(doc.date)}`, R - 182, 69, { size: 8.5, tag: 'P' });
  pdf.text(`Período: ${dd(doc.serviceFrom!)} al ${dd(doc.serviceTo!)}`, R - 182, 81, { size: 8.5, tag: 'P' });
  pdf.close();
  // the member or the company paying the plan
  pdf.open('Sect');
  let y = 110;
  pdf.rect(L, y, R - L, 62, { fill: '#f6eef3' });
  pdf.text(letterA ? 'EMPRESA CONTRATANTE' : 'SOCIO TITULAR', L + 10, y + 7, { font: 'HB', size: 7.5, color: '#7a1f5c', tag: 'P' });
  pdf.text(doc.receiver.name, L + 10, y + 19, { font: 'HB', size: 10.5, tag: 'P' });
  const id = receiverId(doc);
  pdf.text(`${id ? `${id.kind}: ${id.value}    ` : ''}Situación frente al IVA: ${doc.receiver.condicionText}`, L + 10, y + 35, { size: 8.5, tag: 'P' });
  pdf.text(`Domicilio: ${doc.receiver.address || '-'}`, L + 10, y + 47, { size: 8.5, tag: 'P' });
  pdf.text(`Grupo / contrato N° ${String(v.group)}`, R - 160, y + 7, { size: 8, tag: 'P' });
  pdf.text(`Forma de pago: ${String(v.pay)}`, R - 160, y + 19, { size: 8, tag: 'P' });
  pdf.close();
  // detail
  y = 190;
  const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Concepto', 200, 'left'], ['Beneficiario', 120, 'left'], ['Cant.', 34, 'right'], ['Importe unitario', 62, 'right'], ['IVA', 34, 'right'], ['Total', 73.28, 'right']];
  pdf.open('Table');
  pdf.open('TR');
  pdf.rect(L, y, R - L, 16, { fill: '#7a1f5c' });
  let x = L;
  for (const [label, w, al] of cols) {
    pdf.text(label, x + 4, y + 4.5, { font: 'HB', size: 8, color: '#ffffff', align: al, width: w - 8, tag: 'TH' });
    x += w;
  }
  pdf.close();
  y += 20;
  doc.lines.forEach((l, i) => {
    pdf.open('TR');
    const cells = [l.description, String(v[`who${i}`] ?? ''), quantity(l.quantity, 'ar'), a(l.unitPrice!), `${String(l.ivaRate).replace('.', ',')}%`, a(t.lineAmounts[i]!)];
    x = L;
    cells.forEach((c, k) => {
      pdf.text(c, x + 4, y, { size: 8, align: cols[k]![2], width: cols[k]![1] - 8, tag: 'TD' });
      x += cols[k]![1];
    });
    const member = v[`aff${i}`];
    if (member) pdf.text(`Afiliado N° ${String(member)}`, L + 4, y + 10.5, { size: 6.8, color: '#666666', tag: 'TD' });
    pdf.close();
    y += member ? 24 : 15;
    pdf.line(L, y - 4, R, y - 4, { color: '#dddddd', width: 0.4 });
  });
  pdf.close();
  // totals
  y += 8;
  const tot: Array<[string, string]> = [];
  if (letterA) {
    for (const r of t.byRate) tot.push([`Neto gravado ${String(r.rate).replace('.', ',')} %`, a(r.net)]);
    for (const r of t.byRate) tot.push([`IVA ${String(r.rate).replace('.', ',')} %`, a(r.vat)]);
  }
  pdf.open('Table');
  for (const [label, value] of tot) {
    pdf.open('TR');
    pdf.text(label, R - 230, y, { size: 8.5, tag: 'TD' });
    pdf.text(value, R - 100, y, { size: 8.5, align: 'right', width: 96, tag: 'TD' });
    pdf.close();
    y += 13;
  }
  pdf.rect(R - 236, y, 236, 20, { fill: '#7a1f5c' });
  pdf.open('TR');
  pdf.text('TOTAL DEL PERÍODO $', R - 230, y + 5.5, { font: 'HB', size: 9.5, color: '#ffffff', tag: 'TD' });
  pdf.text(a(t.total), R - 100, y + 5.5, { font: 'HB', size: 9.5, color: '#ffffff', align: 'right', width: 96, tag: 'TD' });
  pdf.close();
  pdf.close();
  y += 34;
  if (!letterA) {
    const byRate = new Map<number, Decimal>();
    doc.lines.forEach((l, i) => byRate.set(l.ivaRate, (byRate.get(l.ivaRate) ?? new Decimal(0)).add(t.lineAmounts[i]!.mul(l.ivaRate).div(100 + l.ivaRate))));
    const contained = [...byRate.values()].reduce((s, d) => s.add(d), new Decimal(0)).toDecimalPlaces(2);
    pdf.text(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) · IVA contenido $ ${a(contained)}`, L, y, { size: 7.5, tag: 'P' });
    y += 14;
  }
  pdf.text('Las cuotas se facturan por mes adelantado. Ante cualquier reclamo comuníquese al 0800-222-7732 o a la Superintendencia de Servicios de Salud (0800-222-SALUD).', L, y, { size: 7, color: '#444444', tag: 'P' });
  pdf.modules(qrModules(`https://www.arca.gob.ar/fe/qr/?p=${doc.reference}`), L, 720, 62);
  pdf.text(`CAE: ${String(v.cae)}`, L + 72, 740, { font: 'HB', size: 8, tag: 'P' });
  pdf.text(`Vencimiento CAE: ${dd(String(v.caeDue))}`, L + 72, 752, { size: 8, tag: 'P' });
  pdf.text('Comprobante electrónico autorizado', L + 72, 764, { size: 7, color: '#666666', tag: 'P' });
  return pdf.bytes();
}

export const layoutC: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'fresh21 design c',
  page: { size: 'A4' },
  issuer: (rng) => issuerAs(rng, 'Previsión Médica Integral S.A.', 'PreviMed Integral'),
  template: (issuer) => ({
    id: 'i-prepaga', name: `${issuer.tradeName} (medicina prepaga)`, instructions: 'Cuotas mensuales del plan por afiliado, adicionales y copagos; período del mes facturado.',
    catalog: 'prepaid', pricesIncludeIva: false, ivaRate: 21, concepto: 2,
  }),
  compose: (rng, ctx) => {
    const nro = rng.int(300_000, 990_000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'prepaid', lineCount: [2, 5], receivers: ['company-ri', 'dni', 'dni', 'monotributo'], conditionPrinted: 1, mixedVat: true,
      pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
    }, { layout: ID, templateId: ctx.template.id, issuer: ctx.issuer, reference: `0009-${String(nro).padStart(8, '0')}`, variant: {}, today: ctx.today });
    // one member per fee: a fee is for one person a month (copays may repeat)
    for (const l of doc.lines) l.quantity = l.description.startsWith('Cuota') || l.description.startsWith('Adicional') ? 1 : Math.min(l.quantity, 4);
    const variant: Record<string, string | number | boolean> = {
      letter: doc.receiver.condicionIva === 1 ? 'A' : 'B', rnemp: rng.int(1100, 1900), group: `${rng.digits(6)}`, pay: rng.pick(['Débito automático CBU', 'Tarjeta de crédito', 'Pago Fácil / Rapipago']),
      cae: caeOf((k) => rng.digits(k)),
    };
    const first = `${doc.date.slice(0, 7)}-01`;
    const end = new Date(`${first}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    end.setUTCDate(0);
    doc.serviceFrom = first;
    doc.serviceTo = end.toISOString().slice(0, 10);
    variant.caeDue = doc.serviceTo;
    const base = rng.digits(6);
    doc.lines.forEach((l, i) => {
      variant[`who${i}`] = personName(rng).split(' ').slice(-1)[0]! + ', ' + personName(rng).split(' ')[0];
      if (l.description.startsWith('Cuota')) variant[`aff${i}`] = `${base}/${String(i + 1).padStart(2, '0')}`;
    });
    doc.variant = variant;
    // quantities changed: ties and totals again
    settle(doc);
    return doc;
  },
  render: async (doc) => render(doc),
  scanStyle: 'security-guilloche',
};
