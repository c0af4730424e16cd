import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, englishDate, JsPdfKit, sayCondition, settle } from './common';

const SIZE: [number, number] = [595.28, 841.89];
const L = 44, R = SIZE[0] - 44, W = R - L;

/**
 * A laboratory-equipment importer's proforma in US dollars, exported from its CRM's quote module with the account's
 * locale left in English for numbers and dates (jsPDF, standard Times and Helvetica): amounts "US$ 1,234.56" and
 * dates "Nov 26, 2026" in Spanish wording; title "PROFORMA" with "N° PF-2026-0412", "Fecha de creación", "Vence";
 * "Preparado para" (the receiver, with CUIT and "Condición IVA") at the TOP RIGHT and "Preparado por" (a sales rep)
 * at the left; items Producto / Marca - modelo / Cant. / Precio unitario / Desc. / Total; "Subtotal", "IVA (21%)",
 * "IVA (10.5%)", "Total US$"; in one document of three a received advance in parentheses "(1,234.56)" and a
 * "Saldo" (neither the total); exchange-rate and delivery clauses; the issuer's letterhead ONLY IN THE FOOTER
 * (name, CUIT, IVA condition, address, bank account in dollars). Net prices; concepto 1.
 */
export const fresh8JLayout: Layout = {
  id: 'fresh8-j',
  kind: 'invoice',
  title: 'fresh8 layout j',
  page: { size: 'A4' },
  scanStyle: 'whatsapp',
  issuer: (rng) => makeIssuer(rng, 'Cientec Importaciones S.A.', 'Cientec'),
  template: (issuer) => ({
    id: 's-proformas-cientec-usd',
    name: 'Proformas Cientec (USD)',
    instructions:
      `Proformas en dólares de ${issuer.name} (CUIT ${issuer.cuit}), el emisor (sus datos están al pie). El cliente es "Preparado para". ` +
      'Precios netos en USD más IVA por alícuota. El anticipo y el saldo no son el total. La referencia es el número de proforma.',
    catalog: 'labequip',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'labequip', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.8, currency: 'USD',
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'],
      },
      { layout: 'fresh8-j', templateId: template.id, issuer, reference: `PF-${today.slice(0, 4)}-${pad(rng.int(100, 1800), 4)}`, variant: {}, today },
    );
    for (const l of doc.lines) l.quantity = l.ivaRate === 10.5 ? rng.pick([2, 4, 5, 10]) : rng.pick([1, 1, 1, 2, 3]);
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    const brands = ['Labmax', 'Thermo-Lab', 'Kern & Co.', 'Hettich-Style', 'Ohaus-Line', 'Biotek-S'];
    doc.variant = {
      rep: personName(rng), contact: personName(rng), brands: JSON.stringify(doc.lines.map(() => `${rng.pick(brands)} ${rng.pick(['A', 'X', 'MS', 'HT'])}-${rng.int(100, 990)}`)),
      advance: index % 3 === 1 ? 'yes' : '', receipt: `0001-${pad(rng.int(200, 900), 8)}`, account: `${rng.digits(4)}-${rng.digits(6)}/${rng.digits(1)}`,
      cbu: `0170${rng.digits(18)}`, delivery: rng.pick(['45 a 60 días desde el anticipo', 'Inmediata, sujeto a stock', '90 días (importación a pedido)']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const brands = JSON.parse(String(v.brands)) as string[];
    const usd = (x: Decimal.Value) => `US$ ${amount(x, 'en')}`;
    const k = new JsPdfKit(SIZE, { title: `Proforma ${doc.reference}`, creator: 'CRM Ventas - Cotizaciones', fileId: `${doc.reference.replace(/\D/g, '')}${is.cuit}`.padEnd(32, 'A').slice(0, 32), compress: true });
    const navy = '#1b3a5c', gray = '#666666';
    k.rect(0, 0, SIZE[0], 8, { fill: navy });
    k.text('PROFORMA', L, 34, { font: 'times', bold: true, size: 26, color: navy });
    k.text(`N° ${doc.reference}`, L, 66, { font: 'helvetica', bold: true, size: 11 });
    k.text(`Fecha de creación: ${englishDate(doc.date)}`, L, 82, { size: 9 });
    k.text(`Vence: ${englishDate(addDays(doc.date, 15))}`, L, 94, { size: 9 });
    k.text('Preparado por', L, 118, { size: 7.5, color: gray });
    k.text(String(v.rep), L, 128, { bold: true, size: 9.5 });
    k.text(`Ejecutivo de cuentas · ${is.email}`, L, 140, { size: 8.5 });
    // the customer, top right
    const BX = 318;
    k.rect(BX, 30, R - BX, 118, { stroke: '#cccccc', lineWidth: 0.6 });
    k.text('Preparado para', BX + 10, 38, { size: 7.5, color: gray });
    const nameLines = k.wrap(r.name, R - BX - 20, { font: 'times', bold: true, size: 12 });
    let y = 50;
    for (const ln of nameLines) {
      k.text(ln, BX + 10, y, { font: 'times', bold: true, size: 12 });
      y += 14;
    }
    if (r.docNumber) {
      k.text(`CUIT ${cuitDashed(r.docNumber)}`, BX + 10, y + 2, { size: 9 });
      y += 13;
    }
    if (r.condicionPrinted) {
      k.text(`Condición IVA: ${r.condicionText}`, BX + 10, y + 2, { size: 9 });
      y += 13;
    }
    for (const ln of k.wrap(r.address || '-', R - BX - 20, { size: 8.5 })) {
      k.text(ln, BX + 10, y + 2, { size: 8.5 });
      y += 11;
    }
    k.text(`Contacto: ${v.contact}`, BX + 10, y + 4, { size: 8.5, color: gray });
    // items
    const cols: Array<[string, number, 'left' | 'right' | 'center']> = [['Producto', 178, 'left'], ['Marca - modelo', 82, 'left'], ['Cant.', 32, 'right'], ['Precio unitario', 70, 'right'], ['Desc.', 30, 'right'], ['Total', W - 392, 'right']];
    y = 176;
    k.line(L, y + 14, R, y + 14, { color: navy, width: 1.2 });
    let x = L;
    for (const [cap, w, al] of cols) {
      k.text(cap, x + 2, y, { bold: true, size: 8.5, color: navy, width: w - 4, align: al });
      x += w;
    }
    y += 22;
    doc.lines.forEach((l, i) => {
      const desc = k.wrap(l.description, 172, { font: 'times', size: 9.5 });
      const cells = ['', brands[i]!, String(l.quantity), usd(l.unitPrice!), '0%', usd(t.lineAmounts[i]!)];
      x = L;
      cols.forEach(([, w, al], c) => {
        if (c === 0) desc.forEach((d, j) => k.text(d, x + 2, y + j * 11, { font: 'times', size: 9.5 }));
        else k.text(cells[c]!, x + 2, y + 1, { size: 8.5, width: w - 4, align: al });
        x += w;
      });
      y += 11 * desc.length + 8;
      k.line(L, y - 4, R, y - 4, { color: '#dddddd', width: 0.5 });
    });
    // totals
    y += 8;
    const rows: Array<[string, string, boolean]> = [['Subtotal', usd(t.subtotal), false], ...t.byRate.map((b): [string, string, boolean] => [`IVA (${b.rate}%)`, usd(b.vat), false]), ['Total US$', amount(t.total, 'en'), true]];
    if (v.advance) {
      const adv = t.total.mul(0.3).toDecimalPlaces(2);
      rows.push([`Anticipo recibido s/ recibo ${v.receipt}`, `(${amount(adv, 'en')})`, false], ['Saldo US$', amount(t.total.sub(adv), 'en'), false]);
    }
    for (const [cap, val, big] of rows) {
      if (big) k.rect(R - 230, y - 4, 230, 20, { fill: '#e8eef5' });
      k.text(cap, R - 226, y, { bold: big, size: big ? 11 : 9, width: 130, align: 'right' });
      k.text(val, R - 92, y, { bold: big, size: big ? 11 : 9, width: 88, align: 'right' });
      y += big ? 22 : 14;
    }
    y += 16;
    k.text('Condiciones', L, y, { font: 'times', bold: true, size: 11, color: navy });
    y += 16;
    for (const c of [
      'Precios en dólares estadounidenses. Se facturará en pesos al tipo de cambio vendedor divisa del Banco de la Nación Argentina del día anterior a la factura.',
      'Forma de pago: 30 % de anticipo con la orden de compra, saldo contra entrega.', `Plazo de entrega: ${v.delivery}.`,
      'Garantía: 12 meses contra defectos de fabricación. Incluye instalación y capacitación en el laboratorio del cliente.',
    ]) {
      for (const ln of k.wrap(`•  ${c}`, W, { size: 8.5 })) {
        k.text(ln, L, y, { size: 8.5 });
        y += 11;
      }
    }
    // the issuer's letterhead, at the foot only
    const FY = 744;
    k.rect(0, FY - 8, SIZE[0], SIZE[1] - FY + 8, { fill: navy });
    k.text(is.name, L, FY, { font: 'times', bold: true, size: 12, color: '#ffffff' });
    k.text(`CUIT ${cuitDashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb} · Inicio de actividades ${is.activitySince}`, L, FY + 16, { size: 7.5, color: '#dce6f0' });
    k.text(`${is.address} · ${is.city} · ${is.phone} · www.cientec.com.ar`, L, FY + 27, { size: 7.5, color: '#dce6f0' });
    k.text(`Cuenta en dólares N° ${v.account} · CBU ${v.cbu}`, L, FY + 38, { size: 7.5, color: '#dce6f0' });
    k.text('Página 1 de 1', R - 80, FY + 38, { size: 7.5, color: '#dce6f0', width: 80, align: 'right' });
    return k.bytes();
  },
};
