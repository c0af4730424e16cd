import { composeDocument } from '../../document';
import { addDays } from '../../formats';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, pad, PdfLibKit, receiverLine, sayCondition, settle } from './common';

/** A connectivity provider's monthly bill (pdf-lib): account strip, billing period, due date, many concept lines, payment stub. */
export const fresh15CLayout: Layout = {
  id: 'fresh15-c',
  kind: 'invoice',
  title: 'fresh15 layout c',
  page: { size: 'A4' },
  scanStyle: 'bleed-through',
  issuer: (rng) => makeIssuer(rng, 'Tecnología Los Ceibos S.A.', 'CeibosNet'),
  template: (issuer) => ({
    id: 'z-abonos-ceibosnet',
    name: 'Facturas CeibosNet',
    instructions: `Facturas A mensuales de ${issuer.name} (CUIT ${issuer.cuit}). El cliente es el titular de la cuenta. Período facturado = mes de servicio.`,
    catalog: 'telecom',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(10, 40), nro = rng.int(100000, 990000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'telecom', lineCount: [5, 8], receivers: ['company-ri'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
    }, { layout: 'fresh15-c', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today });
    for (const l of doc.lines) l.quantity = l.description.includes('adicional') || l.description.includes('IPs') ? rng.int(1, 3) : 1;
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    doc.variant = { pv, nro, account: `${rng.int(1, 9)}${rng.digits(7)}`, cae: caeOf((n) => rng.digits(n)), due: addDays(doc.date, 15), site: rng.int(1000, 9999) };
    return doc;
  },
  render: async (doc) => {
    const kit = await PdfLibKit.create([595.28, 841.89], { title: `Factura ${doc.reference}`, producer: 'BillingSuite 7.2 (pdf-lib)', creator: 'CeibosNet Facturación' });
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const L = 34, R = 561, ink = '#00695c';
    kit.rect(0, 0, 595.28, 8, { fill: ink });
    kit.text('CeibosNet', L, 24, { font: 'helvB', size: 22, color: ink });
    kit.text('conectividad para empresas', L, 50, { font: 'helvI', size: 8, color: '#555' });
    kit.text(`${is.name} - CUIT ${cuitDashed(is.cuit)} - ${is.condicionText}`, L, 64, { size: 7 });
    kit.text(`${is.address}, ${is.city} - Ingresos Brutos ${is.iibb} - Inicio de actividades ${is.activitySince}`, L, 74, { size: 7 });
    kit.rect(370, 20, R - 370, 62, { stroke: ink, lineWidth: 1 });
    kit.text('FACTURA A', 380, 26, { font: 'helvB', size: 12 });
    kit.text('Código 01', 500, 28, { size: 7, color: '#555' });
    kit.text(`N° ${doc.reference}`, 380, 44, { font: 'helvB', size: 10 });
    kit.text(`Fecha de emisión ${date(doc.date, 'dd.mm.yyyy')}`, 380, 60, { size: 8 });
    // account strip
    let y = 96;
    kit.rect(L, y, R - L, 40, { fill: '#e0f2f1' });
    const strip: Array<[string, string]> = [['N° de cuenta', String(v.account)], ['Período facturado', `${date(doc.serviceFrom!, 'dd.mm.yyyy')} al ${date(doc.serviceTo!, 'dd.mm.yyyy')}`], ['Vencimiento', date(String(v.due), 'dd.mm.yyyy')], ['Total a pagar', `$ ${amount(t.total, 'ar')}`]];
    strip.forEach(([k, val], i) => {
      const x = L + 8 + i * 132;
      kit.text(k.toUpperCase(), x, y + 7, { size: 6.5, color: ink });
      kit.text(val, x, y + 19, { font: i === 3 ? 'helvB' : 'helv', size: i === 3 ? 11 : 9 });
    });
    y = 150;
    kit.text('Titular', L, y, { font: 'helvB', size: 8, color: ink });
    kit.text(r.name, L, y + 12, { font: 'helvB', size: 10 });
    kit.text(`${receiverLine(doc)} - ${r.condicionText}`, L, y + 26, { size: 8 });
    kit.text(`Domicilio de facturación: ${r.address}`, L, y + 37, { size: 8 });
    kit.text(`Sitio de instalación N° ${v.site}`, 380, y + 12, { size: 8 });
    // detail
    y = 210;
    kit.text('DETALLE DE CARGOS DEL PERÍODO', L, y, { font: 'helvB', size: 9, color: ink });
    y += 16;
    kit.line(L, y, R, y, { color: ink, width: 1 });
    const cols = [L, 80, 400, 440, 500];
    ['Código', 'Concepto', 'Cant.', 'Precio', 'Importe'].forEach((h, i) => kit.text(h, cols[i]!, y + 4, { font: 'helvB', size: 7.5, ...(i >= 2 ? { align: 'right' as const, width: (i === 4 ? R : cols[i + 1]! - 4) - cols[i]! } : {}) }));
    y += 18;
    doc.lines.forEach((l, i) => {
      kit.text(l.code ?? '', cols[0]!, y, { size: 8, color: '#666' });
      kit.text(l.description, cols[1]!, y, { size: 8.5 });
      kit.text(String(l.quantity), cols[2]!, y, { size: 8.5, align: 'right', width: cols[3]! - 4 - cols[2]! });
      kit.text(amount(l.unitPrice!, 'ar'), cols[3]!, y, { size: 8.5, align: 'right', width: cols[4]! - 4 - cols[3]! });
      kit.text(amount(t.lineAmounts[i]!, 'ar'), cols[4]!, y, { size: 8.5, align: 'right', width: R - cols[4]! });
      y += 14;
    });
    kit.line(L, y, R, y, { color: '#999' });
    y += 10;
    const sums: Array<[string, string]> = [['Subtotal cargos del período', amount(t.subtotal, 'ar')], ['IVA 21,00 % s/ ' + amount(t.byRate[0]!.net, 'ar'), amount(t.byRate[0]!.vat, 'ar')], ['Percepción IIBB', '0,00'], ['Impuestos internos', '0,00']];
    sums.forEach(([k, val]) => {
      kit.text(k, 300, y, { size: 8.5 });
      kit.text(val, 480, y, { size: 8.5, align: 'right', width: R - 480 });
      y += 13;
    });
    kit.rect(300, y + 2, R - 300, 20, { fill: ink });
    kit.text('TOTAL', 306, y + 7, { font: 'helvB', size: 10, color: '#ffffff' });
    kit.text(amount(t.total, 'ar'), 440, y + 7, { font: 'helvB', size: 10, color: '#ffffff', align: 'right', width: R - 446 });
    kit.text(`CAE N° ${v.cae} - Vencimiento CAE ${date(String(v.due), 'dd.mm.yyyy')}`, L, y + 8, { size: 7.5 });
    // payment stub
    const sy = 690;
    kit.line(L, sy, R, sy, { dash: [3, 3], color: '#777' });
    kit.text('TALÓN DE PAGO - presentar en entidades habilitadas o pagar por homebanking', L, sy + 8, { size: 7, color: '#555' });
    kit.text(`Cuenta ${v.account}   Factura ${doc.reference}   Vence ${date(String(v.due), 'dd.mm.yyyy')}`, L, sy + 24, { font: 'courier', size: 9 });
    kit.text(`Importe $ ${amount(t.total, 'ar')}`, 400, sy + 24, { font: 'courierB', size: 9 });
    for (let i = 0; i < 70; i++) if ((Number(v.account) >> (i % 20)) & 1 || i % 3 === 0) kit.rect(L + i * 5.2, sy + 44, i % 4 === 0 ? 2.6 : 1.3, 34, { fill: '#000000' });
    return kit.bytes();
  },
};
