import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { amount, csvLine, dashedCuit, lineCounts, makeCustomers, pickLines, saleDate, sheetInstructions, templateId, type Article, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** A wholesale health-food store (dried fruit, legumes, flours): final prices with VAT 10.5 %, with cents. */
const ARTICLES: Article[] = [
  { description: 'Almendras non pareil 1 kg', price: 18950.5, ivaRate: 10.5 },
  { description: 'Nueces mariposa extra light 1 kg', price: 14320.75, ivaRate: 10.5 },
  { description: 'Pasas de uva jumbo 1 kg', price: 6780.25, ivaRate: 10.5 },
  { description: 'Mix de frutos secos premium 500 g', price: 9460, ivaRate: 10.5 },
  { description: 'Lentejas 1 kg', price: 2890.4, ivaRate: 10.5 },
  { description: 'Garbanzos 1 kg', price: 3150.6, ivaRate: 10.5 },
  { description: 'Harina de almendras 500 g', price: 11200, ivaRate: 10.5 },
  { description: 'Avena arrollada instantánea 1 kg', price: 2460.8, ivaRate: 10.5 },
  { description: 'Semillas de chía 500 g', price: 4380.3, ivaRate: 10.5 },
  { description: 'Quinoa blanca lavada 1 kg', price: 7920.9, ivaRate: 10.5 },
  { description: 'Maní tostado sin sal 1 kg', price: 4150, ivaRate: 10.5 },
  { description: 'Castañas de cajú W4 1 kg', price: 23680.45, ivaRate: 10.5 },
  { description: 'Dátiles sin carozo 500 g', price: 6540.2, ivaRate: 10.5 },
  { description: 'Mburucuyá deshidratado 250 g', price: 5210.7, ivaRate: 10.5 },
];

const NOTES = ['', '', '', 'retira por local', 'envío por moto, paga en efectivo', 'dejar en portería, "Lote 14"', 'factura a nombre de la empresa', 'avisar por WhatsApp, 10 a 13 hs', 'pagó con transferencia'];

export const sheetsC: SheetLayout = {
  id: 'sheets-c',
  title: 'Google Sheets CSV download (comma, dot decimals, quoted fields)',
  imitates: 'an order sheet kept in Google Sheets (English locale) and downloaded as CSV',
  issuer: (rng: Rng) => makeIssuer(rng, 'Dietética Granos del Sur S.A.S.', 'Granos del Sur'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-c', issuer),
      name: `Pedidos ${issuer.tradeName} (Google Sheets)`,
      instructions: sheetInstructions(issuer, 'Es la planilla de pedidos que llevamos en Google Sheets, descargada como CSV (Archivo > Descargar > .csv): separador coma, los importes con punto decimal y coma de miles entre comillas ("12,500.50"), fechas año-mes-día. Puede haber filas vacías entre pedidos. Precios CON IVA incluido; no hay columna de alícuota: todo va al 10,5%.'),
      articles: ARTICLES,
      unlisted: [],
      pricesIncludeIva: true,
      ivaRate: 10.5,
      concepto: 1,
      columnMapping: {
        headerRow: 1,
        columns: { date: 'Fecha', receiverName: 'Cliente', receiverDocNumber: 'Documento', receiverEmail: 'Email', description: 'Producto', quantity: 'Cantidad', unitPrice: 'Precio unitario' },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: true,
      },
    };
  },
  compose(rng, { issuer, today }) {
    const customers = makeCustomers(rng, rng.int(2, 6), ['cuit-person', 'dni', 'company', 'cuit-person'], issuer.cuit, true);
    const counts = lineCounts(rng, customers.length, 1, 8);
    const lines: string[] = [csvLine(['Fecha', 'Cliente', 'Documento', 'Email', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal', 'Notas'], ',')];
    const rows: SaleRow[] = [];
    const dates = customers.map(() => saleDate(rng, today)).sort();
    for (const [i, c] of customers.entries()) {
      const date = dates[i]!;
      const email = `${c.name.toLowerCase().normalize('NFKD').replace(/[^a-z ,]/g, '').replace(/,/g, '').split(' ').filter(Boolean).slice(0, 2).join('.')}@${rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com'])}`;
      const doc = c.docType === 'DNI' ? c.docNumber : rng.chance(0.5) ? dashedCuit(c.docNumber) : c.docNumber;
      const note = rng.pick(NOTES);
      const sale = pickLines(rng, ARTICLES, counts[i]!, () => rng.pick([1, 1, 2, 2, 3, 4, 5, 6, 10]), true);
      for (const [k, l] of sale.entries()) {
        const sub = new Decimal(l.quantity).mul(l.unitPrice!);
        // the order's data are typed on its first row and copied down with the fill handle
        lines.push(csvLine([date, c.name, doc, email, l.description, String(l.quantity), amount(l.unitPrice!, 'us'), amount(sub, 'us'), k === 0 ? note : ''], ','));
        rows.push({ row: lines.length, customer: c, date, reference: null, line: l });
      }
      if (i < customers.length - 1 && rng.chance(0.45)) lines.push(',,,,,,,,');
    }
    // Google Sheets ends the download without a final line break, lines end in CRLF
    return { bytes: Buffer.from(lines.join('\r\n'), 'utf8'), ext: 'csv', describe: 'csv spreadsheet (google-sheets download: comma separator, "12,500.50" amounts quoted, yyyy-mm-dd dates, empty rows, UTF-8 without BOM)', rows };
  },
};
