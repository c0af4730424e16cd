import { createHash } from 'node:crypto';
import type Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, JsPdfKit, longDate, pad, quantity, settle } from './common';

const W = 595.28, L = 40, R = W - 40;

const BUYERS = [
  { name: 'Importadora Cordillera SpA', id: 'RUT 76.412.903-K', country: 'Chile', city: 'Av. Vicuña Mackenna 4820, Santiago' },
  { name: 'Frigoríficos del Plata Oriental S.A.', id: 'RUT 217654320014', country: 'Uruguay', city: 'Camino Carrasco 6120, Montevideo' },
  { name: 'Comercial Guaraní Alimentos S.A.', id: 'RUC 80045127-3', country: 'Paraguay', city: 'Avda. Mariscal López 2210, Asunción' },
  { name: 'Distribuidora Andina de Carnes Ltda.', id: 'NIT 1029384756', country: 'Bolivia', city: 'Av. Cristo Redentor Km 4, Santa Cruz de la Sierra' },
];

/**
 * A meat packer's export invoice ("Factura E", cód. 19) billed in PESOS, from a desktop foreign-trade program,
 * written with **jsPDF** (standard Helvetica/Times): a bilingual header, the foreign buyer with its own tax id (no CUIT:
 * the truth has no document), destination, Incoterm, transport and the shipping permit; quantities in kilograms with
 * three decimals; no VAT (every line 0 %: exports are exempt); the place and date in words.
 */
export const fresh10DLayout: Layout = {
  id: 'fresh10-d',
  kind: 'invoice',
  title: 'fresh10 layout d',
  page: { size: 'A4' },
  scanStyle: 'sleeve-glare',
  issuer: (rng) => makeIssuer(rng, 'Frigorífico Tres Arroyos S.A.', 'Frigorífico Tres Arroyos'),
  template: (issuer) => ({
    id: 'u-tresarroyos-expo',
    name: 'Facturas E (exportación) Frigorífico Tres Arroyos',
    instructions:
      `Facturas de exportación de ${issuer.name} (CUIT ${issuer.cuit}) a clientes del exterior, en pesos. Sin IVA (exportación): alícuota 0 %. ` +
      'El comprador no tiene CUIT (figura su identificación tributaria extranjera). Cantidades en kilogramos. La referencia es punto de venta y número.',
    catalog: 'meat',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(3, 9), nro = rng.int(40, 900);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'meat', lineCount: [2, 5], receivers: ['company-ri'], conditionPrinted: 0,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh10-d', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    const buyer = rng.pick(BUYERS);
    doc.receiver = { name: buyer.name, docType: null, docNumber: null, condicionIva: 5, condicionPrinted: false, condicionText: '', address: buyer.city };
    for (const l of doc.lines) {
      l.ivaRate = 0;
      l.quantity = rng.int(1_200_000, 9_800_000) / 1000;
    }
    settle(doc);
    doc.variant = {
      taxId: buyer.id, country: buyer.country, incoterm: rng.pick(['FCA Rosario', 'CPT Santiago', 'FCA Ezeiza', 'DAP Montevideo']),
      permiso: `26 ${pad(rng.int(1, 99), 3)} EC01 ${pad(rng.int(1000, 99999), 6)} ${String.fromCharCode(65 + rng.int(0, 25))}`,
      camion: `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      precinto: rng.digits(7), cae: rng.digits(14), lote: `L${rng.int(2600, 2699)}-${rng.int(10, 99)}`,
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const k = new JsPdfKit([W, 841.89], { title: `Factura E ${doc.reference}`, creator: 'ComEx Desktop 7', fileId: createHash('md5').update(`fresh10-d ${doc.reference}`).digest('hex').toUpperCase() });
    k.rect(L, 34, R - L, 70, { stroke: '#000000', lineWidth: 0.8 });
    k.line(W / 2, 34, W / 2, 104);
    k.text(is.name, L + 8, 42, { font: 'times', bold: true, size: 13 });
    k.text(is.address, L + 8, 60, { size: 7.5 });
    k.text(is.city, L + 8, 70, { size: 7.5 });
    k.text(`CUIT ${cuitDashed(is.cuit)} — ${is.condicionText}`, L + 8, 80, { size: 7.5 });
    k.text(`Habilitación SENASA Nº ${is.iibb.slice(0, 3)}  ·  IIBB ${is.iibb}`, L + 8, 90, { size: 7.5 });
    k.rect(W / 2 - 15, 34, 30, 30, { fill: '#ffffff', stroke: '#000000', lineWidth: 1 });
    k.text('E', W / 2 - 15, 38, { bold: true, size: 20, width: 30, align: 'center' });
    k.text('Cód. 19', W / 2 - 15, 55, { size: 6, width: 30, align: 'center' });
    k.text('FACTURA DE EXPORTACIÓN', W / 2 + 22, 42, { bold: true, size: 11 });
    k.text('Export invoice', W / 2 + 22, 55, { italic: true, size: 8, color: '#444444' });
    k.text(`Nro. ${doc.reference}`, W / 2 + 22, 70, { font: 'courier', bold: true, size: 10 });
    k.text(`${is.city.replace(/^\(\w+\) /, '').split(',')[0]}, ${longDate(doc.date)}`, W / 2 + 22, 86, { size: 8 });
    let y = 116;
    const field = (label: string, en: string, value: string, x: number, yy: number, w: number) => {
      k.text(`${label} / ${en}`, x, yy, { size: 6.5, color: '#555555' });
      k.text(value, x, yy + 9, { size: 9, width: w });
    };
    k.rect(L, y, R - L, 74, { stroke: '#000000', lineWidth: 0.6 });
    field('Comprador', 'Buyer', r.name, L + 8, y + 6, 260);
    field('Identificación tributaria', 'Tax ID', String(v.taxId), L + 300, y + 6, 200);
    field('Domicilio', 'Address', r.address, L + 8, y + 28, 260);
    field('País de destino', 'Destination', String(v.country), L + 300, y + 28, 200);
    field('Condición IVA', 'VAT', 'Cliente del exterior', L + 8, y + 50, 160);
    field('Incoterms 2020', 'Terms', String(v.incoterm), L + 180, y + 50, 110);
    field('Permiso de embarque', 'Export permit', String(v.permiso), L + 300, y + 50, 200);
    y += 84;
    k.text(`Transporte terrestre — camión ${v.camion} — precinto aduanero ${v.precinto} — lote ${v.lote}`, L, y, { size: 7.5 });
    y += 16;
    const cols: Array<[string, number, 'left' | 'right']> = [['Código', 52, 'left'], ['Descripción / Description', 206, 'left'], ['Kg netos', 74, 'right'], ['$ / kg', 70, 'right'], ['Importe $', 113.28, 'right']];
    k.rect(L, y, R - L, 16, { fill: '#e6e6e6' });
    let x = L;
    for (const [h, w, al] of cols) { k.text(h, x + 4, y + 4, { bold: true, size: 8, width: w - 8, align: al }); x += w; }
    y += 22;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(`${l.description} — congelado, envasado al vacío`, 198, { size: 8.5 });
      x = L;
      const cells = [l.code ?? '', '', quantity(l.quantity, 'ar', 3), a(l.unitPrice!), a(t.lineAmounts[i]!)];
      cols.forEach(([, w, al], c) => {
        if (c === 1) desc.forEach((s, j) => k.text(s, x + 4, y + j * 10.5, { size: 8.5 }));
        else k.text(cells[c]!, x + 4, y, { font: c >= 2 ? 'courier' : 'helvetica', size: 8.5, width: w - 8, align: al });
        x += w;
      });
      y += desc.length * 10.5 + 6;
      k.line(L, y - 3, R, y - 3, { color: '#bbbbbb', width: 0.3 });
    });
    const kg = doc.lines.reduce((s, l) => s + l.quantity, 0);
    y += 8;
    k.text(`Total kg netos: ${quantity(Math.round(kg * 1000) / 1000, 'ar', 3)}`, L, y, { size: 8 });
    k.text('Subtotal', R - 220, y, { size: 9, width: 100, align: 'right' });
    k.text(a(t.subtotal), R - 110, y, { font: 'courier', size: 9, width: 110, align: 'right' });
    y += 14;
    k.text('I.V.A. — no corresponde (exportación)', R - 300, y, { size: 9, width: 180, align: 'right' });
    k.text('0,00', R - 110, y, { font: 'courier', size: 9, width: 110, align: 'right' });
    y += 16;
    k.rect(R - 240, y - 3, 240, 20, { fill: '#000000' });
    k.text(`TOTAL ${v.incoterm.toString().split(' ')[0]} $`, R - 234, y + 2, { bold: true, size: 10, color: '#ffffff' });
    k.text(a(t.total), R - 120, y + 2, { font: 'courier', bold: true, size: 10, width: 114, align: 'right', color: '#ffffff' });
    y += 34;
    k.text('Moneda de facturación: Pesos argentinos (PES). Forma de pago: transferencia del exterior a 30 días de la fecha de embarque.', L, y, { size: 7.5 });
    k.text('Origen de la mercadería: República Argentina. Certificado sanitario de exportación adjunto.', L, y + 10, { size: 7.5 });
    k.text(`CAE ${v.cae}  ·  Vencimiento CAE ${addDays(doc.date, 10).split('-').reverse().join('/')}`, L, 792, { size: 8 });
    return k.bytes();
  },
};
