/**
 * sheets3-d: an ERP's (ERPNext-like) "Sales Order Item" query report downloaded as CSV, English labels: comma,
 * **text quoted, numbers bare** (QUOTE_NONNUMERIC), CRLF; "Date" as "24-11-2026"; "Tax Id" with dashes or a DNI;
 * Customer id "CUST-00041" apart from the name; rates "98600.0"; a "Total" row at the foot (no item); net prices,
 * no rate column (template 21 %); tools.
 */
import { dashedCuit, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, dmy, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { csvBytes } from './util';

const HEADER = ['Sales Order', 'Date', 'Customer', 'Customer Name', 'Tax Id', 'Item Code', 'Item Name', 'Qty', 'UOM', 'Rate', 'Amount', 'Warehouse', 'Delivery Date'];
const num = (n: number) => (Number.isInteger(n) ? `${n}.0` : String(n));

export const sheets3D: SheetLayout = {
  id: 'sheets3-d',
  title: 'ERP query report CSV in English (QUOTE_NONNUMERIC, dd-mm-yyyy, Total row)',
  imitates: 'an ERPNext-like ERP\'s "Sales Order Item" report exported as CSV',
  issuer: (rng) => issuerOf(rng, 'Herramientas Patagónicas S.R.L.', 'HerraPat'),
  template: (issuer) =>
    makeTemplate('sheets3-d', issuer, {
      name: 'Sales Order Item (ERP) HerraPat',
      text: 'Reporte "Sales Order Item" del ERP bajado como CSV (coma, encabezados en inglés). "Tax Id" es el CUIT o DNI del cliente; "Rate" es el precio unitario SIN IVA; la última fila "Total" no es una venta. IVA 21 %.',
      articles: catalogArticles('tools', 15, false, 21),
      pii: false,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { reference: 'Sales Order', date: 'Date', receiverName: 'Customer Name', receiverDocNumber: 'Tax Id', description: 'Item Name', quantity: 'Qty', unitPrice: 'Rate' },
      },
    }),
  compose(rng, ctx) {
    let so = 120 + ctx.index * 51;
    let cust = rng.int(10, 60);
    const orders = makeOrders(rng, ctx, {
      customers: [2, 6], perCustomer: [1, 5], kinds: ['company', 'cuit-person', 'company', 'dni'],
      qty: (r) => r.int(1, 8),
      reference: () => `SAL-ORD-2026-${String((so += rng.int(1, 9))).padStart(5, '0')}`,
    });
    const rows: string[][] = [HEADER];
    const sales: SaleRow[] = [];
    let qty = 0;
    let amt = 0;
    for (const o of orders) {
      const id = `CUST-${String((cust += rng.int(1, 30))).padStart(5, '0')}`;
      const tax = o.customer.docType === 'DNI' ? o.customer.docNumber : dashedCuit(o.customer.docNumber);
      const delivery = dmy(o.date.replace(/\d\d$/, (dd) => String(Math.min(28, Number(dd) + 3)).padStart(2, '0')), '-');
      const codes = ['HP', 'TL', 'MK'];
      for (const l of o.lines) {
        const a = l.unitPrice!.mul(l.quantity).toDecimalPlaces(2).toNumber();
        qty += l.quantity;
        amt += a;
        rows.push([o.reference, dmy(o.date, '-'), id, o.customer.name, tax, `${rng.pick(codes)}-${rng.digits(5)}`, l.description, String(l.quantity), 'Nos', num(l.unitPrice!.toNumber()), num(a), 'Depósito Central - HP', delivery]);
        sales.push(saleRow(rows.length, o, l));
      }
    }
    rows.push(['Total', '', '', '', '', '', '', String(qty), '', '', num(Math.round(amt * 100) / 100), '', '']);
    return { bytes: csvBytes(rows, { sep: ',', eol: '\r\n', quoteText: true }), ext: 'csv', describe: 'csv spreadsheet (ERP report: comma, text quoted, numbers bare, CRLF, dd-mm-yyyy, Total row)', rows: sales };
  },
};
