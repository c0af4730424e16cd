import Decimal from 'decimal.js';
import { USD_RATE, type DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, amountInWords, ar, composeWith, cuit, en, fecha, issuerOf, libPen, templateOf, wrap, type Pen } from './common';

/** fresh24-d: a cooperage's export invoicing (pdf-lib): factura E in US dollars to a foreign winery, exchange rate printed. */
const ID = 'fresh24-d';

const BUYERS = [
  { name: 'Viña Los Quillayes Ltda.', tax: 'RUT 76.418.552-3', address: 'Camino a Pirque 1850, Puente Alto, Santiago, Chile' },
  { name: 'Bodega Cerro Chapeu S.A.', tax: 'RUT 217845630018', address: 'Ruta 5 km 460, Rivera, Uruguay' },
  { name: 'Vinícola Serra Gaúcha Ltda.', tax: 'CNPJ 12.345.678/0001-95', address: 'Rua Borges de Medeiros 210, Bento Gonçalves, RS, Brasil' },
];

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver, t = doc.totals!;
  const money = (v: Decimal.Value) => (doc.variant.fmt === 'en' ? en(v) : ar(v));
  pen.rect(0, 0, W, 8, { fill: '#5a2d0c' });
  pen.text(is.tradeName, 40, 30, { face: 'serifB', size: 20, color: '#5a2d0c' });
  pen.text('TONELERÍA ARTESANAL · EXPORTACIÓN', 40, 54, { face: 'serif', size: 8.5 });
  [is.name, `${is.address}, ${is.city}`, `CUIT ${cuit(is.cuit, 'dash')} · ${is.condicionText}`, `Ingresos Brutos ${is.iibb} · Inicio Act. ${is.activitySince}`].forEach((s, i) => pen.text(s, 40, 72 + i * 10, { size: 8 }));
  pen.rect(W - 220, 28, 180, 80, { stroke: '#5a2d0c', lineWidth: 1 });
  pen.text('E', W - 220, 32, { face: 'serifB', size: 26, align: 'center', width: 40 });
  pen.text('Cód. 19', W - 220, 60, { size: 6.5, align: 'center', width: 40 });
  pen.text('FACTURA DE EXPORTACIÓN', W - 176, 34, { face: 'sansB', size: 9 });
  pen.text(`Nº ${doc.reference}`, W - 176, 50, { face: 'sansB', size: 10 });
  pen.text(`Fecha: ${fecha(doc.date, doc.variant.dateStyle as 'long-comma')}`, W - 176, 66, { size: 8.5 });
  pen.text('Moneda: Dólares (USD)', W - 176, 80, { size: 8 });
  pen.text(`Incoterm: ${doc.variant.incoterm}`, W - 176, 92, { size: 8 });

  let y = 128;
  pen.text('IMPORTADOR / CLIENTE DEL EXTERIOR', 40, y, { face: 'sansB', size: 8, color: '#5a2d0c' });
  pen.line(40, y + 11, W - 40, y + 11, { color: '#5a2d0c' });
  pen.text(r.name, 40, y + 18, { face: 'sansB', size: 10 });
  pen.text(r.address, 40, y + 32, { size: 8.5 });
  pen.text(`Identificación fiscal: ${doc.variant.tax}`, 40, y + 44, { size: 8.5 });
  pen.text(`País de destino: ${doc.variant.country}`, 330, y + 18, { size: 8.5 });
  pen.text(`Permiso de embarque: ${doc.variant.pe}`, 330, y + 30, { size: 8.5 });
  pen.text(`Forma de pago: ${doc.variant.pay}`, 330, y + 42, { size: 8.5 });
  y += 66;
  pen.rect(40, y, W - 80, 16, { fill: '#5a2d0c' });
  const cols: Array<[string, number, 'left' | 'right']> = [['Código', 50, 'left'], ['Descripción de la mercadería', 235, 'left'], ['Cantidad', 50, 'right'], ['Precio unitario USD', 85, 'right'], ['Total USD', 95, 'right']];
  let x = 40;
  const xs = cols.map(([, w]) => { const at = x; x += w; return at; });
  cols.forEach(([h, w, a], i) => pen.text(h, xs[i]! + 4, y + 4, { face: 'sansB', size: 7.5, color: '#ffffff', align: a, width: w - 8 }));
  y += 22;
  doc.lines.forEach((l, i) => {
    const d = wrap(pen, l.description, 225, 'sans', 8.5);
    pen.text(l.code ?? '', xs[0]! + 4, y, { size: 8.5 });
    d.forEach((s, k) => pen.text(s, xs[1]! + 4, y + k * 10, { size: 8.5 }));
    pen.text(String(l.quantity), xs[2]! + 4, y, { size: 8.5, align: 'right', width: 42 });
    pen.text(money(l.unitPrice!), xs[3]! + 4, y, { size: 8.5, align: 'right', width: 77 });
    pen.text(money(t.lineAmounts[i]!), xs[4]! + 4, y, { size: 8.5, align: 'right', width: 87 });
    y += d.length * 10 + 6;
    pen.line(40, y - 3, W - 40, y - 3, { color: '#d7c4b0', width: 0.4 });
  });
  y = Math.max(y + 14, 460);
  const rows: Array<[string, string]> = [['Subtotal FOB', money(t.subtotal)], ['Flete y seguro', money(0)], ['IVA (exento art. 8 Ley IVA - exportación)', money(0)]];
  rows.forEach(([k, v], i) => {
    pen.text(k, 300, y + i * 13, { size: 8.5 });
    pen.text(v, W - 140, y + i * 13, { size: 8.5, align: 'right', width: 100 });
  });
  y += rows.length * 13 + 4;
  pen.rect(296, y - 2, W - 336, 18, { stroke: '#5a2d0c', lineWidth: 1 });
  pen.text('TOTAL USD', 300, y + 2, { face: 'sansB', size: 10 });
  pen.text(money(t.total), W - 140, y + 2, { face: 'sansB', size: 10, align: 'right', width: 96 });
  y += 30;
  pen.text(`Son dólares estadounidenses: ${amountInWords(new Decimal(t.total), '').trim()}`, 40, y, { size: 8, face: 'sansI' });
  pen.text(`Tipo de cambio BNA comprador del día hábil anterior: $ ${ar(USD_RATE)}  -  Equivalente en pesos: $ ${ar(t.total.mul(USD_RATE))}`, 40, y + 14, { size: 8 });
  pen.text(`CAE ${doc.variant.cae}  Vto. ${fecha(doc.date, 'slash')}`, 40, 790, { size: 8 });
  pen.text('Original', W - 140, 790, { size: 8, align: 'right', width: 100 });
}

export const layoutD: Layout = {
  id: ID,
  kind: 'invoice',
  title: "Cooperage's export invoicing (pdf-lib): factura E in US dollars to a foreign winery, exchange rate and total in words",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `Tonelería ${rng.pick(['Maipú', 'Luján de Cuyo', 'Tupungato'])} S.A.`, rng.pick(['Barricas del Sol', 'Tonelería Fournier Andes', 'Roble y Fuego'])),
  template: (issuer) => templateOf(ID, issuer, 'cooperage', { name: 'Exportación de barricas', instructions: 'Factura E en dólares estadounidenses a bodegas del exterior; exenta de IVA; tipo de cambio informativo.' }),
  compose: (rng, { issuer, template, index, today }) => {
    const buyer = rng.pick(BUYERS);
    const doc = composeWith(rng, {
      kind: 'invoice', catalog: 'cooperage', lineCount: [1, 4], receivers: ['company-ri'], conditionPrinted: 0, currency: 'USD',
      mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, {
      layout: ID, templateId: template.id, issuer, today,
      reference: `0005-${String(312 + index * 9 + rng.int(0, 5)).padStart(8, '0')}`,
      variant: {
        dateStyle: rng.pick(['long-comma', 'slash', 'iso']), fmt: rng.pick(['en', 'ar']), incoterm: rng.pick(['FOB Buenos Aires', 'FCA Mendoza', 'CPT Santiago']),
        pe: `26 073 EC01 ${rng.digits(6)} ${String.fromCharCode(65 + rng.int(0, 25))}`, pay: rng.pick(['Transferencia anticipada', 'Carta de crédito a 60 días', '30% anticipo, saldo contra BL']),
        tax: buyer.tax, country: buyer.address.split(', ').pop()!, cae: `7${rng.digits(13)}`,
      },
    }, (d, r) => {
      for (const l of d.lines) l.quantity = r.pick([2, 4, 6, 10, 12, 20]);
    });
    doc.receiver = { name: buyer.name, docType: null, docNumber: null, condicionIva: 5, condicionPrinted: false, condicionText: 'Cliente del Exterior', address: buyer.address };
    return doc;
  },
  render: async (doc) => {
    const pen = await libPen(A4, { title: `Factura E ${doc.reference}`, producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)', creator: 'Comex Tonelería' });
    paint(pen, doc);
    return pen.kit.bytes();
  },
  scanStyle: 'cockled-paper',
};
