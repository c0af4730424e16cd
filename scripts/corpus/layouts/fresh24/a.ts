import type { DocSpec } from '../../document';
import { pad } from '../../formats';
import type { Layout } from '../layout';
import { A4, ar, ColumnPdf, composeWith, cuit, dni, fecha, issuerOf, rateLabel, templateOf, wrap, type Pen } from './common';

/** fresh24-a: a pest-control company's service program (banded report engine), factura A for a month of visits. */
const ID = 'fresh24-a';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver;
  const [pv, nro] = doc.reference.split('-');
  pen.text(is.tradeName.toUpperCase(), 36, 34, { face: 'sansB', size: 17, color: '#1d5e2a' });
  pen.text('CONTROL INTEGRAL DE PLAGAS URBANAS E INDUSTRIALES', 36, 55, { face: 'sans', size: 7, color: '#1d5e2a' });
  pen.text(is.name, 36, 70, { size: 8 });
  pen.text(`${is.address} - ${is.city}`, 36, 80, { size: 8 });
  pen.text(`Tel. ${is.phone}  ·  ${is.email}`, 36, 90, { size: 8 });
  pen.text(`Hab. Municipal Nº ${doc.variant.hab}  ·  Resp. Técnico: ${doc.variant.tech}`, 36, 100, { size: 7, face: 'sansI' });
  pen.rect(283, 30, 30, 30, { lineWidth: 1.2 });
  pen.text('A', 283, 33, { face: 'sansB', size: 22, align: 'center', width: 30 });
  pen.text('COD. 01', 283, 62, { size: 6, align: 'center', width: 30 });
  pen.text('FACTURA', 340, 32, { face: 'sansB', size: 15 });
  pen.text(`Pto. Vta.: ${pv}   Comp. Nro.: ${nro}`, 340, 52, { size: 9, face: 'sansB' });
  pen.text(`Fecha de emisión: ${fecha(doc.date, doc.variant.dateStyle as 'dot-yy')}`, 340, 66, { size: 8.5 });
  pen.text(`C.U.I.T.: ${cuit(is.cuit, 'dot')}`, 340, 78, { size: 8.5 });
  pen.text(`Ing. Brutos C.M.: ${is.iibb}   Inicio de Act.: ${is.activitySince}`, 340, 90, { size: 7.5 });
  pen.text(is.condicionText, 340, 100, { size: 7.5 });
  pen.line(36, 114, W - 36, 114, { width: 1.4, color: '#1d5e2a' });

  pen.section('ClientHeader');
  pen.text('Razón Social del Cliente', 36, 122, { size: 7, color: '#555555' });
  pen.text(r.name, 36, 131, { face: 'sansB', size: 10 });
  pen.text('Domicilio del servicio', 36, 146, { size: 7, color: '#555555' });
  pen.text(r.address || '-', 36, 155, { size: 8.5 });
  const docLabel = r.docType === 'DNI' ? 'D.N.I.' : 'C.U.I.T. Nro.';
  pen.text(docLabel, 360, 122, { size: 7, color: '#555555' });
  pen.text(r.docNumber ? (r.docType === 'DNI' ? dni(r.docNumber) : cuit(r.docNumber, doc.variant.cuitStyle as 'dash')) : '-', 360, 131, { size: 9 });
  if (r.condicionPrinted) {
    pen.text('Cond. I.V.A.', 460, 122, { size: 7, color: '#555555' });
    pen.text(r.condicionText, 460, 131, { size: 9 });
  }
  pen.text('Período de prestación', 360, 146, { size: 7, color: '#555555' });
  pen.text(`${fecha(doc.serviceFrom!, 'slash')} a ${fecha(doc.serviceTo!, 'slash')}`, 360, 155, { size: 8.5 });
  pen.text(`Orden de trabajo: OT-${doc.variant.ot}   Cond. de venta: ${doc.variant.terms}`, 36, 170, { size: 8 });
  pen.rect(36, 184, W - 72, 16, { fill: '#dcebdc', stroke: '#1d5e2a' });
  const cols = [36, 86, 338, 378, 458, 490];
  const heads = ['Cód. Serv.', 'Descripción del servicio', 'Visitas', 'P. Unit. s/IVA', 'Alíc.', 'Importe s/IVA'];
  heads.forEach((h, i) => pen.text(h, cols[i]! + 3, 189, { face: 'sansB', size: 7.5, ...(i >= 2 ? { align: 'right', width: (cols[i + 1] ?? W - 36) - cols[i]! - 6 } : {}) }));

  pen.section('Details', true);
  let y = 208;
  doc.lines.forEach((l, i) => {
    const desc = wrap(pen, l.description, 245, 'sans', 8.5);
    pen.text(l.code ?? '', cols[0]! + 3, y, { size: 8.5 });
    desc.forEach((d, k) => pen.text(d, cols[1]! + 3, y + k * 10, { size: 8.5 }));
    const right = (v: string, c: number) => pen.text(v, cols[c]! + 3, y, { size: 8.5, align: 'right', width: (cols[c + 1] ?? W - 36) - cols[c]! - 6 });
    right(String(l.quantity), 2);
    right(ar(l.unitPrice!), 3);
    right(`${rateLabel(l.ivaRate)}%`, 4);
    right(ar(doc.totals!.lineAmounts[i]!), 5);
    y += 10 * desc.length + 6;
  });
  pen.section('Totals');
  y = Math.max(y + 10, 420);
  pen.line(36, y, W - 36, y, { color: '#1d5e2a' });
  const t = doc.totals!;
  const rows: Array<[string, string]> = [['Importe neto gravado', ar(t.subtotal)], ...t.byRate.map((b) => [`I.V.A. ${rateLabel(b.rate)} %`, ar(b.vat)] as [string, string])];
  rows.forEach(([k, v], i) => {
    pen.text(k, 340, y + 8 + i * 13, { size: 9 });
    pen.text(v, 470, y + 8 + i * 13, { size: 9, align: 'right', width: 89 });
  });
  const ty = y + 12 + rows.length * 13;
  pen.rect(334, ty - 3, W - 36 - 334, 18, { fill: '#1d5e2a' });
  pen.text('IMPORTE TOTAL $', 340, ty + 1, { face: 'sansB', size: 10, color: '#ffffff' });
  pen.text(ar(t.total), 470, ty + 1, { face: 'sansB', size: 10, align: 'right', width: 89, color: '#ffffff' });
  pen.section('PageFooter');
  pen.text('Los productos utilizados están aprobados por ANMAT / SENASA. Conserve este comprobante como constancia del servicio.', 36, 760, { size: 7, face: 'sansI' });
  pen.text(`CAE Nº ${doc.variant.cae}    Fecha Vto. CAE: ${fecha(doc.date, 'slash')}`, 36, 776, { size: 8 });
  pen.text('Comprobante autorizado - Original', W - 36 - 160, 776, { size: 8, align: 'right', width: 160 });
}

export const layoutA: Layout = {
  id: ID,
  kind: 'invoice',
  title: 'Pest-control company service program (banded report engine, column-major text): factura A with a service period',
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `Saneamiento ${rng.pick(['Ambiental Sur', 'Pampa Control', 'Biocontrol Norte'])} S.R.L.`, rng.pick(['Fumigaciones El Tábano', 'Plagatec', 'Desinsectar'])),
  template: (issuer) => templateOf(ID, issuer, 'pestcontrol', { name: 'Facturación mensual de servicios de control de plagas', instructions: 'Factura A mensual por visitas de desinsectación, desratización y certificados; precios netos de IVA; período de prestación del mes anterior.', concepto: 2 }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'invoice', catalog: 'pestcontrol', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0.85,
    mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `00007-${String(4521 + index * 37 + rng.int(0, 30)).padStart(8, '0')}`,
    variant: {
      dateStyle: rng.pick(['dot-yy', 'slash']), cuitStyle: rng.pick(['dash', 'plain', 'slash']), hab: `${rng.int(1000, 9999)}/${rng.int(15, 24)}`,
      tech: rng.pick(['Ing. Agr. Daniel Prieto', 'Lic. Cs. Biol. Marta Oviedo']), ot: rng.int(10000, 99999), terms: rng.pick(['Cta. Cte. 30 días', 'Transferencia 15 días']),
      cae: `7${rng.digits(13)}`,
    },
  }, (doc, r) => {
    for (const l of doc.lines) l.quantity = r.pick([1, 1, 2, 4]);
  }),
  render: async (doc) => {
    const pen = new ColumnPdf(A4, { producer: 'Crystal Reports', creator: 'Plagas Gestión 7.2', title: `Factura ${doc.reference}` });
    paint(pen, doc);
    return pen.bytes();
  },
  scanStyle: 'lamp-warmup',
};
