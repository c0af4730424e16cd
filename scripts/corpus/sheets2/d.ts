/**
 * sheets2-d: an old DOS/Clipper-style management system's "EXPORTAR MOVIMIENTOS" to text: `;`, header in UPPER CASE
 * with the accents stripped (RAZON SOCIAL, DESCRIPCION, ALICUOTA IVA), Windows-1252 data with accents, CRLF, decimal
 * comma, TIPO DOC column (CUIT/CUIL/DNI), an ESTADO column where a cancelled line says "ANULADO" (not a sale), and
 * now and then a line with CANTIDAD 0,00 (an article out of stock, not a sale); net prices.
 */
import Decimal from 'decimal.js';
import iconv from 'iconv-lite';
import { amount, csvLine, dashedCuit, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

const HEADER = ['FECHA', 'NRO REMITO', 'COD CLIENTE', 'RAZON SOCIAL', 'TIPO DOC', 'NRO DOC', 'COD ARTICULO', 'DESCRIPCION', 'CANTIDAD', 'PRECIO UNITARIO', 'ALICUOTA IVA', 'IMPORTE', 'ESTADO'];

export const sheets2D: SheetLayout = {
  id: 'sheets2-d',
  title: 'old management system text export (upper-case header without accents, `;`, ANULADO and zero-quantity lines)',
  imitates: 'a DOS/Clipper-style management system\'s movement export',
  issuer: (rng) => issuerOf(rng, 'Repuestos Ruta 9 S.A.', 'Repuestos Ruta 9'),
  template: (issuer) =>
    makeTemplate('sheets2-d', issuer, {
      name: 'Exportación de movimientos Repuestos Ruta 9',
      text: 'Archivo de texto exportado por el sistema de gestión (EXPORTAR MOVIMIENTOS): separador ";", encabezado en mayúsculas sin acentos, Windows-1252, CRLF, coma decimal. Las líneas con ESTADO "ANULADO" y las de CANTIDAD 0 no son ventas. Precios SIN IVA; alícuota en ALICUOTA IVA.',
      articles: catalogArticles('autoparts', 30, false),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { date: 'FECHA', reference: 'NRO REMITO', receiverName: 'RAZON SOCIAL', receiverDocType: 'TIPO DOC', receiverDocNumber: 'NRO DOC', description: 'DESCRIPCION', quantity: 'CANTIDAD', unitPrice: 'PRECIO UNITARIO', ivaRate: 'ALICUOTA IVA' },
      },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6],
      perCustomer: [2, 6],
      kinds: ['company', 'cuil', 'cuit-person', 'dni', 'company'],
      commaNames: true,
      qty: (r) => r.pick([1, 2, 2, 4, 4, 6, 8, 10]),
      reference: () => '',
    });
    let number = rng.int(10000, 60000);
    for (const o of orders) o.reference = `0002-${String((number += rng.int(1, 5))).padStart(8, '0')}`;
    const codes = orders.map(() => String(rng.int(100, 4999)).padStart(5, '0'));
    const lines = [csvLine(HEADER, ';')];
    const rows: SaleRow[] = [];
    const arts = ctx.template.articles;
    let rec = 2;
    let voided = 0;
    let zeros = 0;
    orders.forEach((o, k) => {
      const c = o.customer;
      const doc = c.docType === 'DNI' ? c.docNumber : rng.chance(0.5) ? dashedCuit(c.docNumber) : c.docNumber;
      const out = (desc: string, code: string, qty: string, price: string, rate: number, importe: string, estado: string) =>
        lines.push(csvLine([dmy(o.date, '/'), o.reference, codes[k]!, c.name, c.docType, doc, code, desc, qty, price, amount(rate, 'ar-plain'), importe, estado], ';'));
      o.lines.forEach((line, i) => {
        const code = `RP${String(arts.findIndex((a) => a.description === line.description) * 7 + 101).padStart(4, '0')}`;
        out(line.description, code, amount(line.quantity, 'ar-plain'), amount(line.unitPrice!, 'ar-plain'), line.ivaRate, amount(line.unitPrice!.mul(line.quantity), 'ar-plain'), '');
        rows.push(saleRow(rec++, o, line));
        // after a sale line (never before a customer's first one): a cancelled line or an out-of-stock line
        const lastCustomer = k === orders.length - 1;
        const zero = () => {
          const a = rng.pick(arts);
          out(a.description, `RP${String(arts.indexOf(a) * 7 + 101).padStart(4, '0')}`, amount(0, 'ar-plain'), amount(a.price, 'ar-plain'), a.ivaRate, amount(0, 'ar-plain'), 'SIN STOCK');
          zeros++;
          rec++;
        };
        if (lastCustomer && i === o.lines.length - 1 && zeros === 0) zero();
        else if (rng.chance(0.12) || (lastCustomer && i === 0 && voided === 0)) {
          const a = rng.pick(arts);
          const q = rng.int(1, 6);
          out(a.description, `RP${String(arts.indexOf(a) * 7 + 101).padStart(4, '0')}`, amount(q, 'ar-plain'), amount(a.price, 'ar-plain'), a.ivaRate, amount(new Decimal(a.price).mul(q), 'ar-plain'), 'ANULADO');
          voided++;
          rec++;
        } else if (rng.chance(0.08)) zero();
      });
    });
    return { bytes: iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252'), ext: 'csv', describe: 'csv spreadsheet (old system export: `;`, upper-case header, windows-1252, ANULADO and zero-quantity lines)', rows };
  },
};
