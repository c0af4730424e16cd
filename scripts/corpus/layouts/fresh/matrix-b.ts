import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { text } from '../draw';
import type { Layout } from '../layout';
import { amount, date, quantity, sayCondition, vatContained } from './print';

/**
 * An old DOS point-of-sale system printing a factura B on a dot-matrix printer: one Courier grid of 80 columns,
 * ASCII rules and an ASCII letter box, everything upper case, descriptions cut to the width of their column,
 * final prices (VAT included) and the "IVA contenido" line the consumer-transparency law asks for.
 */
const COLS = 80;
const DESCRIPTION_WIDTH = 36;

function row(...cells: Array<[string, number, 'l' | 'r']>): string {
  return cells.map(([v, w, a]) => (a === 'l' ? v.slice(0, w).padEnd(w) : v.slice(-w).padStart(w))).join('');
}

function sheet(doc: DocSpec): string[] {
  const is = doc.issuer;
  const r = doc.receiver;
  const rule = '-'.repeat(COLS);
  const heavy = '='.repeat(COLS);
  const money = (v: Parameters<typeof amount>[0]) => amount(v, 'ar-plain');
  const docLine = r.docType === 'DNI' ? `DNI ${r.docNumber}` : r.docType === 'CUIT' ? `CUIT ${r.docNumber}` : '-';
  const out = [
    row([is.tradeName.toUpperCase(), 33, 'l'], [' ', 1, 'l'], ['+-----+', 7, 'l'], ['', 6, 'l'], ['FACTURA', 33, 'l']),
    row([`DE ${is.name.toUpperCase()}`, 33, 'l'], [' ', 1, 'l'], ['|  B  |', 7, 'l'], ['', 6, 'l'], [`NRO: ${doc.reference}`, 33, 'l']),
    row([is.address.toUpperCase(), 33, 'l'], [' ', 1, 'l'], ['+-----+', 7, 'l'], ['', 6, 'l'], [`FECHA: ${date(doc.date, 'dd-mm-yyyy')}`, 33, 'l']),
    row([is.city.toUpperCase(), 33, 'l'], [' ', 1, 'l'], ['COD.06', 7, 'l'], ['', 6, 'l'], [`CUIT: ${is.cuit}`, 33, 'l']),
    row([`IVA RESPONSABLE INSCRIPTO`, 47, 'l'], [`IIBB: ${is.iibb}`, 33, 'l']),
    row([`TEL ${is.phone}`, 47, 'l'], [`INIC.ACT.: ${is.activitySince}`, 33, 'l']),
    heavy,
    `CLIENTE..: ${r.name}`,
    `DOMICILIO: ${r.address.toUpperCase()}`,
    row([`CUIT/DNI.: ${docLine}`, 47, 'l'], [`COND.VENTA: ${String(doc.variant.sale)}`, 33, 'l']),
    `IVA......: ${r.condicionText}`,
    rule,
    row(['CANT.', 8, 'r'], ['  ', 2, 'l'], ['CODIGO', 8, 'l'], ['DESCRIPCION', DESCRIPTION_WIDTH, 'l'], ['P.UNIT.', 12, 'r'], ['IMPORTE', 14, 'r']),
    rule,
    ...doc.lines.map((l, i) => row(
      [quantity(l.quantity, 'ar-plain', 2), 8, 'r'], ['  ', 2, 'l'], [l.code ?? '', 8, 'l'], [l.description, DESCRIPTION_WIDTH, 'l'],
      [money(l.unitPrice!), 12, 'r'], [money(doc.totals!.lineAmounts[i]!), 14, 'r'],
    )),
    rule,
    row(['', 46, 'l'], ['TOTAL $', 12, 'r'], [money(doc.totals!.total), 14, 'r']),
    heavy,
    'REGIMEN DE TRANSPARENCIA FISCAL AL CONSUMIDOR (LEY 27.743)',
    `IVA CONTENIDO $ ${money(vatContained(doc.totals!.total, 21))}    OTROS IMP. NAC. INDIRECTOS $ 0,00`,
    '',
    row([`CAE: ${String(doc.variant.cae)}`, 40, 'l'], [`VTO.CAE: ${date(addDays(doc.date, 10), 'dd-mm-yyyy')}`, 40, 'l']),
    '*** GRACIAS POR SU COMPRA ***',
  ];
  return out;
}

export const freshMatrixBLayout: Layout = {
  id: 'fresh-matrix-b',
  kind: 'invoice',
  title: 'dot-matrix factura B in Courier, 80 columns, ASCII rules and letter box, upper case, final prices with "IVA contenido"',
  page: { size: 'A4' },
  issuer: (rng) => makeIssuer(rng, 'Ricardo Ojeda', 'Ferretería El Mangrullo'),
  template: (issuer) => ({
    id: 'fmatrix-elmangrullo',
    name: 'Facturas B Ferretería El Mangrullo',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), Ferretería El Mangrullo, el emisor; impresora de matriz de puntos. ` +
      'El cliente es "CLIENTE" (a menudo consumidor final). Precios con IVA 21% incluido. La referencia es el número de factura.',
    catalog: 'hardware',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `${pad(rng.pick([1, 2]), 4)}-${pad(rng.int(1000, 99999), 8)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'hardware', lineCount: [1, 7], receivers: ['consumidor-final', 'consumidor-final', 'dni', 'company-exento'],
        conditionPrinted: 1, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar-plain'],
      },
      { layout: 'fresh-matrix-b', templateId: template.id, issuer, reference, variant: {}, today },
    );
    // what the printer prints is what the document says: upper case, cut to the column
    for (const line of doc.lines) line.description = line.description.toUpperCase().slice(0, DESCRIPTION_WIDTH).trimEnd();
    doc.receiver.name = doc.receiver.name.toUpperCase();
    sayCondition(doc, { 1: 'RESP. INSCRIPTO', 4: 'EXENTO', 5: 'CONSUMIDOR FINAL', 6: 'MONOTRIBUTO' });
    doc.variant = { sale: rng.pick(['CONTADO', 'TARJETA', 'CTA.CTE.']), cae: `7${rng.digits(13)}`, size: rng.pick([9, 9.5]) };
    return doc;
  },
  draw: (pdf, doc) => {
    const size = Number(doc.variant.size);
    sheet(doc).forEach((line, i) => text(pdf, line, 34, 40 + i * size * 1.45, { font: 'Courier', size }));
  },
};
