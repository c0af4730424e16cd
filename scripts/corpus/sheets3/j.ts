/**
 * sheets3-j: a coworking's own web app "Exportar CSV" (a JSON-to-CSV dump of its billing items): snake_case
 * headers, comma, LF, no BOM; **created_at as ISO date-times "2026-11-24T10:15:00"**; **vat_rate as a fraction
 * "0.21"**; tax id digits only with its type ("CUIT"/"DNI") in a column; "null" written in empty
 * fields; booleans "true"/"false"; currency "ARS"; net prices; services (concepto 2).
 */
import { type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { clock, csvBytes } from './util';

const HEADER = ['id', 'created_at', 'invoice_ref', 'customer_id', 'customer_name', 'customer_tax_id', 'customer_tax_id_type', 'customer_email', 'item', 'quantity', 'unit_price', 'vat_rate', 'currency', 'paid', 'notes'];

export const sheets3J: SheetLayout = {
  id: 'sheets3-j',
  title: 'Web app JSON-to-CSV dump: ISO date-times, VAT as a fraction, "null" cells',
  imitates: 'a small business\'s own web app exporting its billing items as CSV',
  issuer: (rng) => issuerOf(rng, 'Espacio Colmena S.A.S.', 'Colmena Cowork'),
  template: (issuer) =>
    makeTemplate('sheets3-j', issuer, {
      name: 'Export de facturación Colmena Cowork',
      text: 'CSV que baja nuestro sistema web (export de ítems a facturar): fechas ISO con hora, alícuota como fracción (0.21 = 21 %), "null" = vacío. Precios SIN IVA. Servicios.',
      articles: catalogArticles('coworking', 8, false),
      pii: false,
      rate: 21,
      concepto: 2,
      mapping: {
        headerRow: 1,
        columns: {
          date: 'created_at', reference: 'invoice_ref', receiverName: 'customer_name', receiverDocNumber: 'customer_tax_id', receiverDocType: 'customer_tax_id_type', receiverEmail: 'customer_email',
          description: 'item', quantity: 'quantity', unitPrice: 'unit_price', ivaRate: 'vat_rate',
        },
      },
    }),
  compose(rng, ctx) {
    let inv = rng.int(100, 900);
    let id = rng.int(3000, 9000);
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6], perCustomer: [2, 5], kinds: ['company', 'cuit-person', 'dni', 'company'],
      qty: (r) => r.pick([1, 1, 1, 2, 3, 4, 8]),
      reference: () => `CLM-${(inv += rng.int(1, 5))}`,
    });
    const rows: string[][] = [HEADER];
    const sales: SaleRow[] = [];
    for (const o of orders) {
      const at = `${o.date}T${clock(rng, 8, 20, true)}`;
      const cid = String(rng.int(10, 400));
      const email = rng.chance(0.85) ? `${o.customer.name.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 10)}@${rng.pick(['gmail.com', 'outlook.com', 'estudio.com.ar'])}` : 'null';
      const paid = rng.chance(0.6) ? 'true' : 'false';
      for (const l of o.lines) {
        rows.push([String((id += rng.int(1, 4))), at, o.reference, cid, o.customer.name, o.customer.docNumber, o.customer.docType === 'DNI' ? 'DNI' : 'CUIT', email, l.description, String(l.quantity), String(l.unitPrice!.toNumber()),
          String(l.ivaRate / 100), 'ARS', paid, rng.chance(0.15) ? 'renovación automática' : 'null']);
        sales.push(saleRow(rows.length, o, l));
      }
    }
    return { bytes: csvBytes(rows, { sep: ',', eol: '\n' }), ext: 'csv', describe: 'csv spreadsheet (web-app dump: comma, LF, ISO date-times, VAT fractions, "null" cells)', rows: sales };
  },
};
