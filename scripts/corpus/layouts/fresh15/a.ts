import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { text } from '../draw';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, pad, receiverLine, sayCondition, settle } from './common';

const CITIES = ['Rosario', 'Córdoba', 'Mendoza', 'Bahía Blanca', 'Neuquén', 'Tucumán', 'Santa Fe', 'Paraná', 'Mar del Plata', 'Zárate'];

/** A road freight carrier's factura A (pdfkit): trip block with carta de porte, origin, destination, truck, km lines. */
export const fresh15ALayout: Layout = {
  id: 'fresh15-a',
  kind: 'invoice',
  title: 'fresh15 layout a',
  page: { size: 'A4' },
  scanStyle: 'tablecloth',
  issuer: (rng) => makeIssuer(rng, 'Transportes Ruta Cuarenta S.R.L.', 'Ruta Cuarenta'),
  template: (issuer) => ({
    id: 'z-fletes-rutacuarenta',
    name: 'Fletes Ruta Cuarenta',
    instructions: `Facturas A de fletes de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es el "Dador de carga". Precios netos más IVA 21 %.`,
    catalog: 'freight',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(2, 9), nro = rng.int(3100, 48000);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'freight', lineCount: [3, 5], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.85,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, { layout: 'fresh15-a', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    const km = rng.int(180, 1150);
    for (const l of doc.lines) l.quantity = l.description.includes('por km') ? km : l.description.includes('(hora)') ? rng.int(2, 9) : l.description.includes('pallet') ? rng.int(2, 14) : 1;
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    const [from, to] = rng.sample(CITIES, 2);
    doc.variant = {
      pv, nro, km, from: from!, to: to!, cpe: `${rng.int(10000, 99999)}-${pad(rng.int(1, 99999999), 8)}`, truck: `A${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      driver: rng.pick(['H. Ledesma', 'C. Bustos', 'R. Ojeda', 'M. Funes']), cae: caeOf((n) => rng.digits(n)), trip: rng.int(20, 27),
    };
    return doc;
  },
  draw: (pdf, doc: DocSpec) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const L = 36, R = 559;
    pdf.rect(L, 30, R - L, 74).fillColor('#0d3b66').fill();
    text(pdf, 'RUTA CUARENTA', L + 12, 40, { font: 'Helvetica-Bold', size: 20, color: 'white' });
    text(pdf, 'TRANSPORTE DE CARGAS GENERALES · NACIONAL', L + 12, 64, { size: 7.5, color: '#cfe3f5' });
    text(pdf, `${is.name} · ${is.address}, ${is.city} · Tel. ${is.phone}`, L + 12, 80, { size: 7, color: 'white' });
    pdf.rect(300, 38, 40, 44).fillColor('white').fill();
    text(pdf, 'A', 300, 42, { font: 'Helvetica-Bold', size: 26, width: 40, align: 'center', color: '#0d3b66' });
    text(pdf, 'COD. 001', 300, 72, { size: 6, width: 40, align: 'center', color: '#0d3b66' });
    text(pdf, 'FACTURA', 360, 38, { font: 'Helvetica-Bold', size: 13, color: 'white' });
    text(pdf, `Nro. ${doc.reference}`, 360, 56, { font: 'Helvetica-Bold', size: 10, color: 'white' });
    text(pdf, `Emisión: ${date(doc.date, 'dd/mm/yyyy')}`, 360, 70, { size: 8, color: 'white' });
    text(pdf, `CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · ${is.condicionText}`, 360, 84, { size: 6.5, color: '#cfe3f5' });
    // customer
    let y = 116;
    text(pdf, 'DADOR DE CARGA', L, y, { font: 'Helvetica-Bold', size: 7, color: '#0d3b66' });
    text(pdf, r.name, L, y + 11, { font: 'Helvetica-Bold', size: 10 });
    text(pdf, [receiverLine(doc), r.condicionPrinted ? `IVA: ${r.condicionText}` : ''].filter(Boolean).join('   '), L, y + 25, { size: 8 });
    text(pdf, r.address, L, y + 36, { size: 8, color: '#444' });
    // trip
    const tx = 330;
    text(pdf, 'DATOS DEL VIAJE', tx, y, { font: 'Helvetica-Bold', size: 7, color: '#0d3b66' });
    const trip: Array<[string, string]> = [
      ['Carta de porte', String(v.cpe)], ['Origen', String(v.from)], ['Destino', String(v.to)], ['Distancia', `${v.km} km`],
      ['Unidad', `${v.truck} (${v.driver})`], ['Fecha del viaje', `${v.trip}/${doc.date.slice(5, 7)}/${doc.date.slice(0, 4)}`],
    ];
    trip.forEach(([k, val], i) => {
      text(pdf, k, tx, y + 11 + i * 10, { size: 7.5, color: '#555' });
      text(pdf, val, tx + 80, y + 11 + i * 10, { size: 7.5 });
    });
    // lines
    y = 190;
    const cols = [L, L + 50, 330, 395, 470];
    pdf.rect(L, y, R - L, 16).fillColor('#e6eef6').fill();
    ['Cód.', 'Concepto', 'Cant.', 'Tarifa', 'Subtotal'].forEach((h, i) => text(pdf, h, cols[i]! + 3, y + 4, { font: 'Helvetica-Bold', size: 8, ...(i >= 2 ? { width: (cols[i + 1] ?? R) - cols[i]! - 6, align: 'right' as const } : {}) }));
    y += 20;
    doc.lines.forEach((l, i) => {
      text(pdf, l.code ?? '', cols[0]! + 3, y, { size: 8, color: '#555' });
      text(pdf, l.description, cols[1]! + 3, y, { size: 8.5 });
      const q = l.description.includes('por km') ? `${l.quantity} km` : String(l.quantity);
      text(pdf, q, cols[2]! + 3, y, { size: 8.5, width: cols[3]! - cols[2]! - 6, align: 'right' });
      text(pdf, amount(l.unitPrice!, 'ar'), cols[3]! + 3, y, { size: 8.5, width: cols[4]! - cols[3]! - 6, align: 'right' });
      text(pdf, amount(t.lineAmounts[i]!, 'ar'), cols[4]! + 3, y, { size: 8.5, width: R - cols[4]! - 6, align: 'right' });
      pdf.moveTo(L, y + 13).lineTo(R, y + 13).lineWidth(0.3).strokeColor('#bbb').stroke();
      y += 18;
    });
    y += 16;
    const rows: Array<[string, string, boolean]> = [['Neto gravado', amount(t.subtotal, 'ar'), false], ['IVA 21%', amount(t.byRate[0]!.vat, 'ar'), false], ['Otros tributos', '0,00', false], ['TOTAL $', amount(t.total, 'ar'), true]];
    rows.forEach(([k, val, big], i) => {
      if (big) pdf.rect(380, y + i * 16 - 3, R - 380, 18).fillColor('#0d3b66').fill();
      text(pdf, k, 388, y + i * 16, { font: big ? 'Helvetica-Bold' : 'Helvetica', size: big ? 11 : 9, color: big ? 'white' : 'black' });
      text(pdf, val, 460, y + i * 16, { font: big ? 'Helvetica-Bold' : 'Helvetica', size: big ? 11 : 9, width: R - 466, align: 'right', color: big ? 'white' : 'black' });
    });
    text(pdf, 'Condición de venta: cuenta corriente 30 días. La mercadería viaja por cuenta y riesgo del dador salvo seguro contratado.', L, y, { size: 7, width: 320, color: '#555' });
    text(pdf, `CAE ${v.cae}   Vto. CAE ${date(doc.date, 'dd/mm/yyyy')}`, L, 790, { size: 7.5 });
    text(pdf, 'Comprobante autorizado — ORIGINAL', 380, 790, { size: 7.5, width: R - 380, align: 'right' });
  },
};
