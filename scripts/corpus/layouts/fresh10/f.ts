import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, dmyy, dotted, FlipPdf, pad, quantity, sayCondition, vatContained } from './common';

const W = 595.28, H = 841.89, L = 32, R = W - 32;

/**
 * A car repair shop's factura A or B from its workshop program, written by the fresh9 y-down writer (FlipPdf): the
 * vehicle and the work order at the top, parts and labour in one table, the totals, and **the customer's block at the
 * BOTTOM of the page** (above the CAE), under the caption "DATOS DEL CLIENTE"; dates as "6-11-26". A to Responsables
 * Inscriptos and monotributistas (net), B otherwise (final prices with VAT contained).
 */
export const fresh10FLayout: Layout = {
  id: 'fresh10-f',
  kind: 'invoice',
  title: 'fresh10 layout f',
  page: { size: 'A4' },
  scanStyle: 'greenbar-tractor',
  issuer: (rng) => makeIssuer(rng, 'Talleres Mecánicos Cerro Azul S.R.L.', 'Taller Cerro Azul'),
  template: (issuer) => ({
    id: 'u-cerroazul-taller',
    name: 'Facturas taller Cerro Azul',
    instructions:
      `Facturas A y B de ${issuer.name} (CUIT ${issuer.cuit}) por reparaciones: repuestos y mano de obra. Los datos del cliente están al pie. ` +
      'A con precios netos, B con precios finales. La referencia es el número de comprobante.',
    catalog: 'auto',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 9), nro = rng.int(5000, 30000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'auto', lineCount: [3, 8],
        receivers: ([['company-ri', 'monotributo'], ['dni', 'consumidor-final'], ['company-ri', 'dni']] as const)[index % 3]!, conditionPrinted: 0.9,
        mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1 && r.condicionIva !== 6, numberStyles: ['ar'],
      },
      { layout: 'fresh10-f', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    const L3 = () => String.fromCharCode(65 + rng.int(0, 25));
    doc.variant = {
      letter: doc.pricesIncludeIva ? 'B' : 'A', ot: rng.int(1000, 9999), dominio: `${L3()}${L3()} ${rng.int(100, 999)} ${L3()}${L3()}`,
      vehiculo: rng.pick(['Peugeot 208 1.6', 'Toyota Hilux 2.8 TDI', 'Volkswagen Gol Trend', 'Ford Ranger XLS', 'Fiat Cronos 1.3']),
      km: rng.int(18000, 240000), cae: rng.digits(14), tecnico: rng.pick(['H. Ledesma', 'J. Acosta', 'M. Funes']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const p = new FlipPdf([W, H], { producer: 'TallerPro Reportes .NET', creator: 'TallerPro 2019', title: `Factura ${v.letter} ${doc.reference}` });
    p.flipRect(L, 26, R - L, 62, { stroke: '#333333', lineWidth: 0.8 });
    p.flipText(is.tradeName.toUpperCase(), L + 10, 34, { font: 'HB', size: 15 });
    p.flipText(`${is.name} · ${is.address} · ${is.city}`, L + 10, 54, { size: 7.5 });
    p.flipText(`C.U.I.T. ${is.cuit} · ${is.condicionText} · IIBB ${is.iibb} · Inicio ${is.activitySince}`, L + 10, 65, { size: 7.5 });
    p.flipText(`Tel. ${is.phone} · turnos: ${is.email}`, L + 10, 76, { size: 7.5 });
    p.flipRect(R - 150, 26, 150, 62, { fill: '#eeeeee', stroke: '#333333', lineWidth: 0.8 });
    p.flipText(`FACTURA ${v.letter}`, R - 150, 32, { font: 'HB', size: 14, width: 150, align: 'center' });
    p.flipText(v.letter === 'A' ? 'Código 01' : 'Código 06', R - 150, 50, { size: 7, width: 150, align: 'center' });
    p.flipText(doc.reference, R - 150, 61, { font: 'CB', size: 10, width: 150, align: 'center' });
    p.flipText(`Fecha ${dmyy(doc.date)}`, R - 150, 74, { size: 8.5, width: 150, align: 'center' });
    let y = 100;
    p.flipText(`Orden de trabajo ${v.ot}  ·  Vehículo ${v.vehiculo}  ·  Dominio ${v.dominio}  ·  ${quantity(Number(v.km), 'ar')} km  ·  Técnico ${v.tecnico}`, L, y, { size: 8 });
    y += 18;
    const cols: Array<[string, number, 'left' | 'right']> = [['Código', 54, 'left'], ['Detalle del trabajo / repuesto', 238, 'left'], ['Cantidad', 54, 'right'], ['Unitario', 84, 'right'], ['Total', 101.28, 'right']];
    p.flipLine(L, y, R, y, { width: 1 });
    let x = L;
    for (const [h, w, al] of cols) { p.flipText(h, x + 3, y + 4, { font: 'HB', size: 8, width: w - 6, align: al }); x += w; }
    y += 17;
    p.flipLine(L, y, R, y, { width: 0.5 });
    y += 5;
    doc.lines.forEach((l, i) => {
      x = L;
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar', 2), a(l.unitPrice!), a(t.lineAmounts[i]!)];
      cols.forEach(([, w, al], c) => { p.flipText(cells[c]!, x + 3, y, { font: c === 0 ? 'C' : 'H', size: 8.5, width: w - 6, align: al }); x += w; });
      y += 15;
    });
    y += 4;
    p.flipLine(L, y, R, y, { width: 0.5 });
    y += 10;
    const rows: Array<[string, string]> = v.letter === 'A'
      ? [['Subtotal neto', a(t.subtotal)], ...t.byRate.map((b) => [`I.V.A. ${b.rate} %`, a(b.vat)] as [string, string])]
      : [['Subtotal', a(t.subtotal)]];
    for (const [h, val] of rows) {
      p.flipText(h, R - 260, y, { size: 9, width: 150, align: 'right' });
      p.flipText(val, R - 105, y, { size: 9, width: 102, align: 'right' });
      y += 13;
    }
    p.flipRect(R - 270, y, 270, 20, { stroke: '#000000', lineWidth: 1 });
    p.flipText('TOTAL A PAGAR $', R - 264, y + 5, { font: 'HB', size: 10.5 });
    p.flipText(a(t.total), R - 105, y + 5, { font: 'HB', size: 10.5, width: 100, align: 'right' });
    y += 30;
    if (v.letter === 'B') p.flipText(`IVA contenido (Ley 27.743): $ ${a(vatContained(t.total, 21))}`, R - 270, y, { size: 7.5 });
    p.flipLines(['Garantía de la mano de obra: 3 meses o 5.000 km, lo que ocurra primero.', 'Los repuestos reemplazados quedan a disposición del cliente por 15 días.'], L, 600, 10, { size: 7.5, color: '#444444' });
    // the customer, at the foot
    const cy = 640;
    p.flipRect(L, cy, R - L, 92, { stroke: '#333333', lineWidth: 0.8 });
    p.flipRect(L, cy, R - L, 14, { fill: '#333333' });
    p.flipText('DATOS DEL CLIENTE', L + 6, cy + 3, { font: 'HB', size: 8, color: '#ffffff' });
    const pair = (h: string, val: string, yy: number, xx = L + 8) => {
      p.flipText(h, xx, yy, { size: 7, color: '#555555' });
      p.flipText(val, xx + 112, yy - 1, { size: 9.5 });
    };
    pair('Apellido y nombre / Razón social', r.name, cy + 22);
    if (r.docType && r.docNumber) pair(r.docType === 'DNI' ? 'D.N.I.' : 'C.U.I.T.', r.docType === 'DNI' ? dotted(r.docNumber) : r.docNumber, cy + 38);
    if (r.condicionPrinted) pair('Condición frente al IVA', r.condicionText, cy + 54);
    pair('Domicilio', r.address || '—', cy + 70);
    p.flipText(`CAE ${v.cae}   ·   Vto. ${dmyy(addDays(doc.date, 10))}`, L, 750, { font: 'C', size: 8 });
    p.flipText('Firma y aclaración del cliente: ______________________________', L, 772, { size: 8 });
    return p.bytes();
  },
};
