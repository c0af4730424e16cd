import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { amount, lineCounts, makeCustomers, saleDate, settle, sheetInstructions, templateId, type Article, type SaleLine, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** A stationery wholesaler: net prices, VAT 21 % (the template's; the file has no rate column). */
const ARTICLES: Array<Article & { code: string; rubro: string }> = [
  { code: '01-0012', rubro: 'PAPELERIA', description: 'Resma A4 75 g 500 hojas', price: 7340.5, ivaRate: 21 },
  { code: '01-0015', rubro: 'PAPELERIA', description: 'Resma oficio 80 g 500 hojas', price: 9120.25, ivaRate: 21 },
  { code: '01-0040', rubro: 'PAPELERIA', description: 'Cuaderno universitario rayado 84 hojas', price: 2380.9, ivaRate: 21 },
  { code: '02-0103', rubro: 'ESCRITURA', description: 'Bolígrafo azul trazo medio caja x 50', price: 11650, ivaRate: 21 },
  { code: '02-0118', rubro: 'ESCRITURA', description: 'Resaltador amarillo caja x 10', price: 6480.4, ivaRate: 21 },
  { code: '02-0127', rubro: 'ESCRITURA', description: 'Marcador para pizarra negro caja x 12', price: 10230.75, ivaRate: 21 },
  { code: '03-0200', rubro: 'ARCHIVO', description: 'Bibliorato lomo ancho oficio', price: 3190.6, ivaRate: 21 },
  { code: '03-0214', rubro: 'ARCHIVO', description: 'Folio plástico A4 paquete x 100', price: 4870.35, ivaRate: 21 },
  { code: '03-0229', rubro: 'ARCHIVO', description: 'Caja archivo plástica oficio', price: 2960.8, ivaRate: 21 },
  { code: '04-0301', rubro: 'OFICINA', description: 'Abrochadora de escritorio 21/6', price: 14380, ivaRate: 21 },
  { code: '04-0316', rubro: 'OFICINA', description: 'Broches 21/6 caja x 1000', price: 1540.45, ivaRate: 21 },
  { code: '04-0322', rubro: 'OFICINA', description: 'Cinta adhesiva transparente 18 mm x 50 m x 8', price: 3870.2, ivaRate: 21 },
  { code: '05-0410', rubro: 'INSUMOS', description: 'Tóner compatible HP 85A', price: 19980.3, ivaRate: 21 },
  { code: '05-0425', rubro: 'INSUMOS', description: 'Cartucho tinta negra 664', price: 12640, ivaRate: 21 },
];

export const sheetsI: SheetLayout = {
  id: 'sheets-i',
  title: '"ventas por artículo" TSV (tab separator, trailing empty column, customers interleaved)',
  imitates: 'an old management system\'s "Ventas por artículo" report saved as tab-separated text',
  issuer: (rng: Rng) => makeIssuer(rng, 'Librería Mayorista Del Centro S.A.', 'Mayorista Del Centro'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-i', issuer),
      name: `Ventas por artículo ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Es el informe "Ventas por artículo" del sistema viejo, guardado como texto separado por tabulaciones (.csv pero con TAB, cada línea termina con un TAB de más). Está ordenado por código de artículo, así que las filas de un mismo cliente quedan salteadas: hay que juntarlas por documento. Números con punto decimal, fechas año-mes-día. Precios SIN IVA; no hay columna de alícuota: todo al 21%.'),
      articles: ARTICLES.map(({ description, price, ivaRate }) => ({ description, price, ivaRate })),
      unlisted: [],
      pricesIncludeIva: false,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 1,
        columns: {
          description: 'Articulo', date: 'Fecha', reference: 'Pedido', receiverDocType: 'TipoDoc', receiverDocNumber: 'NroDoc', receiverName: 'Cliente',
          quantity: 'Cant', unitPrice: 'PrecioUnit',
        },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: false,
      },
    };
  },
  compose(rng, { issuer, today }) {
    const customers = makeCustomers(rng, rng.int(3, 6), ['company', 'cuil', 'dni', 'company', 'cuit-person'], issuer.cuit);
    const counts = lineCounts(rng, customers.length, 2, 7);
    const rows: SaleRow[] = [];
    const dates = customers.map(() => saleDate(rng, today)).sort(); // orders numbered in date order
    let pedido = rng.int(5000, 9000);
    const entries: Array<{ code: string; rubro: string; k: number; c: number; ref: string; line: SaleLine }> = [];
    for (const [i, c] of customers.entries()) {
      pedido += rng.int(1, 30);
      const picked = rng.sample(ARTICLES, counts[i]!);
      const lines: SaleLine[] = picked.map((a) => ({ description: a.description, quantity: rng.pick([1, 2, 3, 5, 10, 12, 20, 24, 50]), unitPrice: new Decimal(a.price), ivaRate: 21 }));
      settle(lines, false);
      lines.forEach((line, n) => entries.push({ code: picked[n]!.code, rubro: picked[n]!.rubro, k: ARTICLES.indexOf(picked[n]!), c: i, ref: `P-${pedido}`, line }));
    }
    entries.sort((a, b) => a.k - b.k || a.c - b.c);
    const out = [['CodArt', 'Articulo', 'Rubro', 'Fecha', 'Pedido', 'TipoDoc', 'NroDoc', 'Cliente', 'Cant', 'PrecioUnit', 'Importe'].join('\t') + '\t'];
    for (const e of entries) {
      const c = customers[e.c]!;
      out.push([e.code, e.line.description, e.rubro, dates[e.c]!, e.ref, c.docType, c.docNumber, c.name, String(e.line.quantity), amount(e.line.unitPrice!, 'plain'),
        amount(new Decimal(e.line.quantity).mul(e.line.unitPrice!), 'plain')].join('\t') + '\t');
      rows.push({ row: out.length, customer: c, date: dates[e.c]!, reference: e.ref, line: e.line });
    }
    return { bytes: Buffer.from(`${out.join('\r\n')}\r\n`, 'utf8'), ext: 'csv', describe: 'csv spreadsheet (tab-separated "ventas por artículo": trailing empty column, rows sorted by article so customers interleave, dot decimals, yyyy-mm-dd dates, CRLF)', rows };
  },
};
