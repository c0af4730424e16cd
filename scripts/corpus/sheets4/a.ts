/**
 * sheets4-a — a payment processor's (Mercado Pago-like) settlement report downloaded as CSV by a coffee roaster that
 * sells through payment links: UPPER_SNAKE headers, ISO date-times with milliseconds and offset, one row per item of
 * each payment, fee/withholding/payout rows without an item, final prices with dot decimals.
 */
import { amount, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from '../sheets2/util';
import { csvBytes } from '../sheets3/util';
import { pad } from './util';

const HEAD = ['DATE_CREATED', 'SOURCE_ID', 'EXTERNAL_REFERENCE', 'TRANSACTION_TYPE', 'PAYER_NAME', 'PAYER_ID_TYPE', 'PAYER_ID_NUMBER', 'ITEM_ID', 'ITEM_TITLE', 'QUANTITY', 'UNIT_PRICE', 'TRANSACTION_AMOUNT', 'FEE_AMOUNT', 'SETTLEMENT_NET_AMOUNT', 'PAYMENT_METHOD_TYPE', 'INSTALLMENTS', 'MONEY_RELEASE_DATE'];

export const sheets4A: SheetLayout = {
  id: 'sheets4-a',
  title: 'Payment processor settlement report (CSV)',
  imitates: "a payment processor's settlement report (Mercado Pago-like) of a coffee roaster selling by payment links",
  issuer: (rng) => issuerOf(rng, 'Tostadero Cerro Azul S.R.L.', 'Cerro Azul Café'),
  template: (issuer) =>
    makeTemplate('sheets4-a', issuer, {
      name: 'Reporte de liquidaciones de cobros online',
      text: 'CSV del procesador de pagos: separador ",", punto decimal, UTF-8, LF; una fila por ítem de cada pago; las filas sin ítem (comisiones, retenciones, retiros) no son ventas. Precios CON IVA incluido; sin columna de alícuota: usar 21%.',
      articles: catalogArticles('coffee', 9, true, 21),
      pii: true,
      rate: 21,
      mapping: {
        headerRow: 1,
        columns: { date: 'DATE_CREATED', reference: 'SOURCE_ID', receiverName: 'PAYER_NAME', receiverDocType: 'PAYER_ID_TYPE', receiverDocNumber: 'PAYER_ID_NUMBER', description: 'ITEM_TITLE', quantity: 'QUANTITY', unitPrice: 'UNIT_PRICE' },
      },
    }),
  compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [1, 4],
      kinds: ['dni', 'cuit-person', 'company', 'dni'],
      qty: (r) => r.pick([1, 1, 2, 3]),
      reference: (r) => String(r.int(88_000_000_000, 89_999_999_999)),
      forceRate: 21,
    });
    const out: string[][] = [HEAD];
    const rows: SaleRow[] = [];
    const blank = (type: string, when: string, id: string, amt: string, method: string) => {
      const r = HEAD.map(() => '');
      [r[0], r[1], r[3], r[11], r[13], r[14], r[16]] = [when, id, type, amt, amt, method, when];
      return r;
    };
    for (const o of orders) {
      const when = `${o.date}T${pad(rng.int(8, 22))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}.000-03:00`;
      const release = `${o.date}T23:59:59.000-03:00`;
      const method = rng.pick(['credit_card', 'debit_card', 'account_money', 'credit_card']);
      const ext = `CAZ-${rng.int(1000, 9999)}`;
      let feeLeft = true;
      for (const line of o.lines) {
        const gross = line.unitPrice!.mul(line.quantity);
        const fee = feeLeft ? gross.mul(0.0629).toDecimalPlaces(2) : gross.mul(0);
        feeLeft = false;
        out.push([when, o.reference, ext, 'SETTLEMENT', o.customer.name, o.customer.docType === 'DNI' ? 'DNI' : o.customer.docType, o.customer.docNumber, `MLA${rng.int(100000, 999999)}`, line.description, String(line.quantity), amount(line.unitPrice!, 'plain'), amount(gross, 'plain'), fee.isZero() ? '0.00' : `-${amount(fee, 'plain')}`, amount(gross.sub(fee), 'plain'), method, method === 'credit_card' ? String(rng.pick([1, 3, 6])) : '1', release]);
        rows.push(saleRow(out.length, o, line));
      }
      if (rng.chance(0.4)) out.push(blank('TAX_WITHHOLDING', when, `${o.reference}`, `-${amount(rng.int(300, 2400) + rng.int(0, 99) / 100, 'plain')}`, ''));
    }
    const last = orders[orders.length - 1]!;
    out.push(blank('PAYOUT', `${last.date}T23:59:59.000-03:00`, String(rng.int(70_000_000_000, 79_999_999_999)), `-${amount(rng.int(80_000, 400_000), 'plain')}`, 'bank_transfer'));
    return { bytes: csvBytes(out, { sep: ',', eol: '\n' }), ext: 'csv', describe: 'csv spreadsheet (payment processor settlement: comma, dot decimals, ISO date-times)', rows };
  },
};
