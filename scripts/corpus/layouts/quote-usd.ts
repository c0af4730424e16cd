import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { addDays, formatDate, formatQuantity, printCuit } from '../formats';
import { fillBox, hline, table, text, totalsBlock, type Column } from './draw';
import type { Layout } from './layout';

/** A presupuesto / cotización in US dollars: coloured title band, "Para:" block, amounts "U$S 1.234,56". */
export const quoteUsdLayout: Layout = {
  id: 'quote-usd',
  kind: 'invoice',
  title: 'presupuesto / cotización in US dollars ("U$S 1.234,56"), VAT 21/10.5 added at the foot',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Zárate Sistemas S.A.S.', 'ZÁRATE SISTEMAS'),
  template: (issuer) => ({
    id: 'quoteusd-zaratesistemas',
    name: 'Cotizaciones en dólares Zárate Sistemas',
    instructions:
      `Cotizaciones de ${issuer.name} (CUIT ${issuer.cuit}), el emisor; el cliente está en el bloque "Para". ` +
      'Importes en dólares estadounidenses, sin IVA; el IVA se suma al pie por alícuota. La lista de precios (en pesos) no aplica a cotizaciones en dólares. La referencia es el número de cotización.',
    catalog: 'it',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `COT-${rng.int(10000, 99999)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'it', lineCount: [2, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.6,
        mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar-symbol', 'ar'], currency: 'USD',
      },
      { layout: 'quote-usd', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { title: rng.pick(['COTIZACIÓN', 'PRESUPUESTO']), dateStyle: rng.pick(['long', 'dd/mm/yyyy']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 50;
    fillBox(pdf, 0, 0, 595.28, 90, '#0b6e4f');
    text(pdf, doc.issuer.tradeName, L, 28, { font: 'Helvetica-Bold', size: 20, color: 'white' });
    text(pdf, `${doc.issuer.name} · CUIT ${printCuit(doc.issuer.cuit, 'hyphens')} · ${doc.issuer.email}`, L, 56, { size: 8.5, color: 'white' });
    text(pdf, String(doc.variant.title), 330, 28, { font: 'Times-Bold', size: 18, color: 'white', width: 215, align: 'right' });
    text(pdf, doc.reference, 330, 54, { font: 'Helvetica-Bold', size: 12, color: 'white', width: 215, align: 'right' });
    const r = doc.receiver;
    text(pdf, 'Para:', L, 112, { font: 'Times-Bold', size: 11 });
    text(pdf, r.name, L, 128, { font: 'Times-Roman', size: 12 });
    text(pdf, `C.U.I.T. ${printCuit(r.docNumber!, 'hyphens')}${r.condicionPrinted ? ` — ${r.condicionText}` : ''}`, L, 144, { font: 'Times-Roman', size: 10 });
    text(pdf, r.address, L, 158, { font: 'Times-Roman', size: 10 });
    text(pdf, `Fecha: ${formatDate(doc.date, doc.variant.dateStyle as 'long')}`, 330, 112, { font: 'Times-Roman', size: 10, width: 215, align: 'right' });
    text(pdf, `Válida hasta: ${formatDate(addDays(doc.date, 10), 'dd/mm/yyyy')}`, 330, 128, { font: 'Times-Roman', size: 10, width: 215, align: 'right' });
    text(pdf, 'Moneda: Dólares estadounidenses (U$S)', 330, 144, { font: 'Times-Bold', size: 10, width: 215, align: 'right' });
    const cols: Column[] = [
      { header: 'Detalle', width: 235, cell: (l) => l.description },
      { header: 'Cant.', width: 45, align: 'right', cell: (l) => formatQuantity(l.quantity) },
      { header: 'P. unit. U$S', width: 75, align: 'right', cell: (l) => plainMoney(doc, l.unitPrice!) },
      { header: 'IVA', width: 45, align: 'right', cell: (l) => `${formatQuantity(l.ivaRate)}%` },
      { header: 'Importe U$S', width: 95, align: 'right', cell: (_, i) => plainMoney(doc, doc.totals!.lineAmounts[i]!) },
    ];
    const end = table(pdf, L, 190, cols, doc, { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9, grid: false, headerFill: '#d8efe6', padding: 5 });
    hline(pdf, L, 545, end + 3, 0.5);
    const t = doc.totals!;
    totalsBlock(pdf, 545, end + 16, [
      ['Subtotal', plainMoney(doc, t.subtotal)],
      ...t.byRate.map((b): [string, string] => [`IVA ${formatQuantity(b.rate)}%`, plainMoney(doc, b.vat)]),
      ['Total U$S', money(doc, t.total)],
    ], { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5, labelWidth: 110, valueWidth: 110 });
    text(pdf, 'Los importes se convertirán a pesos al tipo de cambio vendedor del BNA del día anterior al pago.', L, 740, { font: 'Times-Italic', size: 9, width: 495 });
    text(pdf, 'Forma de pago: 50% anticipo, saldo contra entrega. Plazo de entrega: 5 días hábiles.', L, 756, { font: 'Times-Italic', size: 9, width: 495 });
  },
};
