/**
 * sheets4-g — an industrial supplier's management system writes its pending orders as a pipe-separated text file
 * meant for an accounting package's import (Holistor-like), renamed .csv: "|" separator, field-code headers, AFIP
 * habits (dates yyyymmdd, document codes 80/86/96, document numbers zero-padded to 11 digits), names in upper case
 * without accents, Windows-1252, CRLF.
 */
import { amount, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, plainAscii, saleRow } from '../sheets2/util';
import { encodedCsv } from './util';

export const sheets4G: SheetLayout = {
  id: 'sheets4-g',
  title: 'Pipe-separated import file for an accounting package (csv)',
  imitates: "an industrial supplier's system export for an accounting package's importer (pipe-separated, AFIP codes)",
  issuer: (rng) => issuerOf(rng, 'Rodamientos y Transmisiones Ituzaingó S.A.', 'RyT Ituzaingó'),
  template: (issuer) =>
    makeTemplate('sheets4-g', issuer, {
      name: 'Pedidos pendientes (archivo de importación)',
      text: 'Archivo de texto separado por "|" (Windows-1252, CRLF) con encabezado de códigos de campo; FECHA aaaammdd; COD_DOC AFIP (80 CUIT, 86 CUIL, 96 DNI); NRO_DOC con ceros a la izquierda hasta 11 dígitos; punto decimal. Precios SIN IVA; ALICUOTA en porcentaje.',
      articles: catalogArticles('industrial', 13, false),
      pii: false,
      rate: 21,
      mapping: { headerRow: 1, columns: { date: 'FECHA', reference: 'NRO_PEDIDO', receiverDocType: 'COD_DOC', receiverDocNumber: 'NRO_DOC', receiverName: 'DENOMINACION', description: 'DETALLE', quantity: 'CANTIDAD', unitPrice: 'PRECIO_UNIT', ivaRate: 'ALICUOTA' } },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6],
      perCustomer: [1, 6],
      kinds: ['company', 'company', 'cuit-person', 'cuil', 'dni'],
      qty: (r) => r.pick([1, 2, 2, 4, 5, 10, 12, 20]),
      reference: (r) => String(r.int(18_000, 19_999)).padStart(8, '0'),
    });
    for (const o of orders) o.customer = { ...o.customer, name: plainAscii(o.customer.name).toUpperCase().replace(/\./g, '').slice(0, 30).trim() };
    const code = { CUIT: '80', CUIL: '86', DNI: '96' } as const;
    const out: string[][] = [['FECHA', 'TIPO', 'PTO_VTA', 'NRO_PEDIDO', 'COD_DOC', 'NRO_DOC', 'DENOMINACION', 'COD_ART', 'DETALLE', 'CANTIDAD', 'PRECIO_UNIT', 'ALICUOTA', 'IMP_NETO', 'IMP_IVA', 'IMP_TOTAL']];
    const rows: SaleRow[] = [];
    for (const o of orders) {
      for (const line of o.lines) {
        const net = line.unitPrice!.mul(line.quantity).toDecimalPlaces(2);
        const vat = net.mul(line.ivaRate).div(100).toDecimalPlaces(2);
        out.push([o.date.replace(/-/g, ''), 'NP', '0004', o.reference, code[o.customer.docType], o.customer.docNumber.padStart(11, '0'), o.customer.name, `RD${rng.int(1000, 9999)}`, line.description, amount(line.quantity, 'plain', 3), amount(line.unitPrice!, 'plain'), amount(line.ivaRate, 'plain'), amount(net, 'plain'), amount(vat, 'plain'), amount(net.add(vat), 'plain')]);
        rows.push(saleRow(out.length, o, line));
      }
    }
    return { bytes: encodedCsv(out, '|', '\r\n', 'win1252'), ext: 'csv', describe: 'csv spreadsheet (pipe-separated import file: yyyymmdd, AFIP document codes, zero-padded numbers, Windows-1252)', rows };
  },
};
