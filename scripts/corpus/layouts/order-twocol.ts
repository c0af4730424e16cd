import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { formatDate, formatQuantity, printCuit, printDni } from '../formats';
import { box, hline, table, text, totalsBlock, type Column } from './draw';
import type { Layout } from './layout';

/** A nota de pedido / orden de compra with seller and buyer side by side, in Times, long-form dates. */
export const orderTwoColLayout: Layout = {
  id: 'order-twocol',
  kind: 'invoice',
  title: 'nota de pedido / orden de compra with seller and buyer blocks side by side (Times), "25 de noviembre de 2026"',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Agroinsumos Del Litoral S.A.', 'AGROINSUMOS DEL LITORAL'),
  template: (issuer) => ({
    id: 'ordertwocol-agroinsumosdellitoral',
    name: 'Pedidos Agroinsumos Del Litoral',
    instructions:
      `Notas de pedido y órdenes de compra de ${issuer.name} (CUIT ${issuer.cuit}), que es el VENDEDOR; el cliente es el bloque "Comprador". ` +
      'Precios sin IVA; alícuota por línea (10,5% o 21%). La referencia es el número de pedido u orden de compra.',
    catalog: 'agro',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const order = rng.chance(0.5);
    const reference = order ? `OC ${today.slice(0, 4)}/${rng.int(100, 999)}` : `PED-${rng.int(1000, 9999)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'agro', lineCount: [2, 6], receivers: ['company-ri', 'monotributo', 'company-ri', 'dni'], conditionPrinted: 0.8,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-symbol'], fractionalQuantities: true,
      },
      { layout: 'order-twocol', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { title: order ? 'ORDEN DE COMPRA' : 'NOTA DE PEDIDO', dateStyle: rng.pick(['long', 'long', 'dd/mm/yyyy']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 40;
    text(pdf, String(doc.variant.title), L, 40, { font: 'Times-Bold', size: 20 });
    text(pdf, `N° ${doc.reference}`, 360, 40, { font: 'Times-Bold', size: 14, width: 195, align: 'right' });
    text(pdf, `${doc.issuer.city.replace(/^\(\w+\) /, '').split(',')[0]}, ${formatDate(doc.date, doc.variant.dateStyle as 'long')}`, 360, 62, { font: 'Times-Italic', size: 10, width: 195, align: 'right' });
    hline(pdf, L, 555, 84, 1.2);
    const block = (x: number, title: string, rows: Array<[string, string]>) => {
      box(pdf, x, 96, 250, 120, 0.7);
      text(pdf, title, x + 8, 102, { font: 'Times-Bold', size: 11 });
      hline(pdf, x, x + 250, 118, 0.5);
      rows.forEach(([label, value], i) => {
        text(pdf, label, x + 8, 126 + i * 17, { font: 'Times-Bold', size: 9 });
        text(pdf, value, x + 80, 126 + i * 17, { font: 'Times-Roman', size: 9, width: 165 });
      });
    };
    const r = doc.receiver;
    block(L, 'Vendedor', [
      ['Razón social', doc.issuer.name],
      ['CUIT', printCuit(doc.issuer.cuit, 'hyphens')],
      ['Condición IVA', doc.issuer.condicionText],
      ['Domicilio', doc.issuer.address],
      ['Teléfono', doc.issuer.phone],
    ]);
    block(305, 'Comprador', [
      ['Razón social', r.name],
      [r.docType === 'DNI' ? 'DNI' : 'CUIT', r.docType === 'DNI' ? printDni(r.docNumber!) : printCuit(r.docNumber!, 'hyphens')],
      ['Condición IVA', r.condicionPrinted ? r.condicionText : '—'],
      ['Domicilio', r.address.split(' - ')[0]!],
      ['Entrega', 'En establecimiento del comprador'],
    ]);
    const cols: Column[] = [
      { header: 'Ítem', width: 30, align: 'center', cell: (_, i) => String(i + 1) },
      { header: 'Cantidad', width: 55, align: 'right', cell: (l) => formatQuantity(l.quantity) },
      { header: 'Descripción', width: 230, cell: (l) => l.description },
      { header: 'IVA', width: 40, align: 'right', cell: (l) => `${formatQuantity(l.ivaRate)} %` },
      { header: 'Precio unit.', width: 75, align: 'right', cell: (l) => plainMoney(doc, l.unitPrice!) },
      { header: 'Total', width: 85, align: 'right', cell: (_, i) => plainMoney(doc, doc.totals!.lineAmounts[i]!) },
    ];
    const end = table(pdf, L, 236, cols, doc, { font: 'Times-Roman', bold: 'Times-Bold', size: 9.5, grid: false, padding: 4 });
    hline(pdf, L, 555, end + 4, 0.6);
    const t = doc.totals!;
    totalsBlock(pdf, 555, end + 16, [
      ['Subtotal', plainMoney(doc, t.subtotal)],
      ...t.byRate.map((b): [string, string] => [`IVA ${formatQuantity(b.rate)} %`, plainMoney(doc, b.vat)]),
      ['Total', money(doc, t.total)],
    ], { font: 'Times-Roman', bold: 'Times-Bold', size: 10, labelWidth: 120, valueWidth: 100 });
    text(pdf, 'Condiciones: pago a 30 días de la fecha de entrega. Flete a cargo del comprador.', L, 760, { font: 'Times-Italic', size: 9 });
    text(pdf, 'Firma y sello del comprador', 380, 800, { font: 'Times-Roman', size: 8 });
    hline(pdf, 360, 555, 795, 0.5);
  },
};
