import { composeDocument, money, plainMoney } from '../document';
import { makeIssuer } from '../fake-data';
import { addDays, formatDate, formatQuantity, pad, printCuit, printDni } from '../formats';
import { box, hline, table, text, totalsBlock, type Column } from './draw';
import type { Layout } from './layout';

/** A service provider's invoice with the billed period ("Período facturado: 01/10/2026 al 31/10/2026"). */
export const servicesInvoiceLayout: Layout = {
  id: 'services-invoice',
  kind: 'invoice',
  title: 'factura de servicios with "Período facturado: dd/mm/yyyy al dd/mm/yyyy" (Times)',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Soluciones Técnicas Ojeda S.R.L.', 'OJEDA SERVICIOS TÉCNICOS'),
  template: (issuer) => ({
    id: 'services-ojedaservicios',
    name: 'Facturas de servicios Ojeda',
    instructions:
      `Facturas de servicios de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente figura en el recuadro "Cliente". ` +
      'El período facturado corresponde a las fechas de servicio desde/hasta. Importes sin IVA; IVA 21% al pie. La referencia es el número de la factura.',
    catalog: 'services',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(4, 4)}-${pad(rng.int(100, 9999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'services', lineCount: [1, 4], receivers: ['company-ri', 'company-ri', 'company-exento', 'monotributo', 'dni'],
        conditionPrinted: 0.9, mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar', 'ar-symbol'], servicePeriod: true,
      },
      { layout: 'services-invoice', templateId: template.id, issuer, reference, variant: {}, today },
    );
    doc.variant = { periodLabel: rng.pick(['Período facturado:', 'Período:', 'Servicios prestados del']) };
    return doc;
  },
  draw: (pdf, doc) => {
    const L = 45;
    text(pdf, doc.issuer.tradeName, L, 40, { font: 'Times-Bold', size: 17 });
    text(pdf, `${doc.issuer.name} — ${doc.issuer.address}, ${doc.issuer.city}`, L, 62, { font: 'Times-Roman', size: 8.5 });
    text(pdf, `CUIT ${printCuit(doc.issuer.cuit, 'hyphens')} — IIBB ${doc.issuer.iibb} — ${doc.issuer.condicionText} — ${doc.issuer.email}`, L, 74, { font: 'Times-Roman', size: 8.5 });
    hline(pdf, L, 550, 90, 0.8);
    text(pdf, 'FACTURA DE SERVICIOS', L, 102, { font: 'Times-Bold', size: 15 });
    text(pdf, `Número: ${doc.reference}`, 330, 100, { font: 'Times-Roman', size: 10, width: 220, align: 'right' });
    text(pdf, `Fecha de emisión: ${formatDate(doc.date, 'dd/mm/yyyy')}`, 330, 114, { font: 'Times-Roman', size: 10, width: 220, align: 'right' });
    const label = String(doc.variant.periodLabel);
    const period = `${formatDate(doc.serviceFrom!, 'dd/mm/yyyy')} al ${formatDate(doc.serviceTo!, 'dd/mm/yyyy')}`;
    text(pdf, `${label} ${period}`, L, 130, { font: 'Times-Bold', size: 10.5 });
    text(pdf, `Vencimiento: ${formatDate(addDays(doc.date, 15), 'dd/mm/yyyy')}`, 330, 130, { font: 'Times-Roman', size: 10, width: 220, align: 'right' });
    const r = doc.receiver;
    box(pdf, L, 152, 505, 74, 0.6);
    text(pdf, 'Cliente', L + 8, 158, { font: 'Times-Bold', size: 10 });
    text(pdf, r.name, L + 8, 174, { font: 'Times-Roman', size: 11 });
    text(pdf, r.address, L + 8, 190, { font: 'Times-Roman', size: 9 });
    text(pdf, `${r.docType === 'DNI' ? 'DNI' : 'CUIT'}: ${r.docType === 'DNI' ? printDni(r.docNumber!) : printCuit(r.docNumber!, 'hyphens')}`, 330, 174, { font: 'Times-Roman', size: 10 });
    if (r.condicionPrinted) text(pdf, `Condición frente al IVA: ${r.condicionText}`, 330, 190, { font: 'Times-Roman', size: 9 });
    text(pdf, 'Condición de pago: transferencia bancaria', L + 8, 206, { font: 'Times-Italic', size: 9 });
    const cols: Column[] = [
      { header: 'Concepto', width: 285, cell: (l) => l.description },
      { header: 'Cant.', width: 50, align: 'right', cell: (l) => formatQuantity(l.quantity) },
      { header: 'Precio unitario', width: 85, align: 'right', cell: (l) => plainMoney(doc, l.unitPrice!) },
      { header: 'Importe', width: 85, align: 'right', cell: (_, i) => plainMoney(doc, doc.totals!.lineAmounts[i]!) },
    ];
    const end = table(pdf, L, 246, cols, doc, { font: 'Times-Roman', bold: 'Times-Bold', size: 10, grid: false, padding: 5 });
    hline(pdf, L, 550, end + 4, 0.5);
    const t = doc.totals!;
    totalsBlock(pdf, 550, end + 18, [
      ['Neto gravado', plainMoney(doc, t.subtotal)],
      ...t.byRate.map((b): [string, string] => [`IVA ${formatQuantity(b.rate)}%`, plainMoney(doc, b.vat)]),
      ['Total a pagar', money(doc, t.total)],
    ], { font: 'Times-Roman', bold: 'Times-Bold', size: 10.5, labelWidth: 140, valueWidth: 100 });
    text(pdf, 'CBU para transferencias: 0110599520000001234567 — Alias: OJEDA.SERVICIOS.TEC', L, 780, { font: 'Times-Roman', size: 8.5 });
  },
};
