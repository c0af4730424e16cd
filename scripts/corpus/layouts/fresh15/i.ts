import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, hexId, JsPdfKit, pad, receiverLine, sayCondition, settle } from './common';

/** A beverage distributor's valued remito from a route-sales handheld synced to the office (jsPDF): prices of the list with VAT. */
export const fresh15ILayout: Layout = {
  id: 'fresh15-i',
  kind: 'remito',
  title: 'fresh15 layout i',
  page: { size: 'A4' },
  scanStyle: 'ribbon-dots',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Río Dulce S.R.L.', 'Bebidas Río Dulce'),
  template: (issuer) => ({
    id: 'z-remitos-riodulce',
    name: 'Remitos valorizados Río Dulce',
    instructions: `Remitos de ${issuer.name} (CUIT ${issuer.cuit}). El cliente es el "Punto de venta". Precios de lista con IVA incluido.`,
    catalog: 'beverages',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(11, 19), nro = rng.int(1000, 60000);
    const doc = composeDocument(rng, {
      kind: 'remito', catalog: 'beverages', lineCount: [3, 7], receivers: ['monotributo', 'company-ri', 'dni'], conditionPrinted: 0.5,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: true,
    }, { layout: 'fresh15-i', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today });
    sayCondition(doc, { 1: 'R. Inscripto', 4: 'Exento', 5: 'C. Final', 6: 'Monotrib.' });
    settle(doc);
    doc.variant = { pv, nro, route: `Z${rng.int(1, 9)}-${rng.int(10, 99)}`, client: rng.int(1000, 9999), seller: rng.pick(['Preventista 04', 'Preventista 11', 'Autoventa 02']), stop: rng.int(3, 40) };
    return doc;
  },
  render: async (doc) => {
    const kit = new JsPdfKit([595.28, 841.89], { title: `Remito ${doc.reference}`, creator: 'RutaSync Preventa', fileId: hexId(`fresh15-i ${doc.reference}`) });
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const L = 42, R = 553;
    kit.text('REMITO  X', L, 36, { font: 'courier', bold: true, size: 14 });
    kit.text(`No ${doc.reference}`, 360, 36, { font: 'courier', bold: true, size: 12 });
    kit.text(is.name.toUpperCase(), L, 58, { font: 'courier', bold: true, size: 10 });
    kit.text(`${is.address} - ${is.city}`, L, 71, { font: 'courier', size: 8 });
    kit.text(`CUIT ${cuitDashed(is.cuit)}  ${is.condicionText}`, L, 82, { font: 'courier', size: 8 });
    kit.text(`FECHA ENTREGA: ${date(doc.date, 'dd/mm/yyyy')}`, 360, 58, { font: 'courier', size: 9 });
    kit.text(`RUTA ${v.route}  PARADA ${v.stop}`, 360, 71, { font: 'courier', size: 9 });
    kit.text(String(v.seller).toUpperCase(), 360, 82, { font: 'courier', size: 9 });
    kit.line(L, 96, R, 96, { dash: [2, 2] });
    kit.text(`PUNTO DE VENTA #${v.client}`, L, 104, { font: 'courier', size: 9 });
    kit.text(r.name, L, 117, { font: 'courier', bold: true, size: 10 });
    kit.text([receiverLine(doc), r.condicionPrinted ? `IVA ${r.condicionText}` : ''].filter(Boolean).join('  '), L, 130, { font: 'courier', size: 9 });
    kit.text(r.address, L, 142, { font: 'courier', size: 9 });
    kit.line(L, 158, R, 158, { dash: [2, 2] });
    let y = 166;
    kit.text('CANT  ARTICULO', L, y, { font: 'courier', bold: true, size: 9 });
    kit.text('P.LISTA', 400, y, { font: 'courier', bold: true, size: 9, align: 'right', width: 60 });
    kit.text('IMPORTE', 470, y, { font: 'courier', bold: true, size: 9, align: 'right', width: R - 470 });
    y += 16;
    let sum = 0;
    for (const l of doc.lines) {
      kit.text(String(l.quantity).padStart(4, ' '), L, y, { font: 'courier', size: 9 });
      kit.text(`${l.code ? `${l.code} ` : ''}${l.description}`, L + 34, y, { font: 'courier', size: 9 });
      if (l.unitPrice !== null) {
        const imp = l.unitPrice.mul(l.quantity).toDecimalPlaces(2);
        sum += imp.toNumber();
        kit.text(amount(l.unitPrice, 'ar'), 400, y, { font: 'courier', size: 9, align: 'right', width: 60 });
        kit.text(amount(imp, 'ar'), 470, y, { font: 'courier', size: 9, align: 'right', width: R - 470 });
      } else kit.text('s/precio', 400, y, { font: 'courier', size: 9, align: 'right', width: 60 });
      y += 13;
    }
    kit.line(L, y + 2, R, y + 2, { dash: [2, 2] });
    y += 10;
    kit.text(`BULTOS: ${doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0)}`, L, y, { font: 'courier', size: 9 });
    kit.text(`VALOR MERCADERIA (IVA INC.) $ ${amount(sum, 'ar')}`, 300, y, { font: 'courier', bold: true, size: 9, align: 'right', width: R - 300 });
    kit.text('Envases retornables: cajones y sifones quedan en comodato. La factura se emite a fin de mes.', L, y + 20, { font: 'courier', size: 7.5 });
    kit.text('FIRMA Y ACLARACION CLIENTE ______________________________', L, 760, { font: 'courier', size: 8 });
    return kit.bytes();
  },
};
