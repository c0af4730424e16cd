/**
 * sheets2-h: a feed store's deliveries sheet (.xlsx) kept by two employees: title and a blank row, header on row 3,
 * EMPTY COLUMNS between the data columns (C and G, no header, used as spacers), rows in delivery order so that
 * customers delivered on the same day interleave, the same customer written with different spellings on its rows
 * ("Agropecuaria Los Talas S.A." / "AGROPECUARIA LOS TALAS SA" / "Agropecuaria Los Talas") but always the same CUIT,
 * documents as number cells; no VAT column (template 10.5 %), net prices.
 */
import { excelBytes, utcDate, workbook, type Customer, type SaleRow, type SheetLayout } from '../sheets/common';
import type { Rng } from '../random';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

/** Another way of writing the same customer's name. */
function variant(rng: Rng, name: string): string {
  const forms = [
    name.toUpperCase().replace(/\./g, ''),
    name.replace(/\s+(S\.A\.S\.|S\.R\.L\.|S\.A\.)$/, ''),
    name.replace(/S\.R\.L\./, 'SRL').replace(/S\.A\.S\./, 'SAS').replace(/S\.A\./, 'SA'),
    name.replace(/ /, '  '),
    name.toLowerCase(),
  ].filter((f) => f !== name && f.trim() !== '');
  return rng.pick(forms);
}

export const sheets2H: SheetLayout = {
  id: 'sheets2-h',
  title: 'deliveries sheet with spacer columns and one customer spelled several ways (.xlsx)',
  imitates: 'a feed store\'s deliveries sheet kept by hand in Excel by two people',
  issuer: (rng) => issuerOf(rng, 'Forrajería San Jorge S.R.L.', 'Forrajería San Jorge'),
  template: (issuer) =>
    makeTemplate('sheets2-h', issuer, {
      name: 'Planilla de entregas Forrajería San Jorge',
      text: 'Planilla de entregas: encabezado en la fila 3; las columnas C y G están vacías (separadores). El mismo cliente puede estar escrito de distintas formas en distintas filas, pero el CUIT es siempre el mismo: agrupar por CUIT. Precios SIN IVA; no hay columna de alícuota: 10,5%.',
      articles: catalogArticles('agro', 30, false, 10.5),
      pii: false,
      rate: 10.5,
      mapping: {
        headerRow: 3,
        columns: { receiverName: 'Cliente', receiverDocNumber: 'CUIT', date: 'Fecha entrega', description: 'Detalle', quantity: 'Cant.', unitPrice: 'Precio Unit.' },
      },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [2, 7],
      kinds: ['company', 'company', 'cuit-person', 'company'],
      qty: (r) => r.pick([1, 2, 4, 5, 10, 20, 30, 40]),
      reference: () => '',
      forceRate: 10.5,
    });
    // a few customers share a delivery day, so their rows interleave
    for (let k = 1; k < orders.length; k += 2) if (rng.chance(0.7)) orders[k]!.date = orders[k - 1]!.date;
    const items = orders.flatMap((o) => o.lines.map((line, i) => ({ o, line, i, key: rng.next() })));
    items.sort((x, y) => (x.o.date !== y.o.date ? (x.o.date < y.o.date ? -1 : 1) : x.key - y.key));
    const wb = workbook('Usuario', ctx.today);
    const ws = wb.addWorksheet('Entregas');
    ws.getCell('A1').value = `ENTREGAS ${ctx.issuer.tradeName.toUpperCase()}`;
    ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getRow(3).values = ['Cliente', 'CUIT', null, 'Fecha entrega', 'Detalle', 'Cant.', null, 'Precio Unit.', 'Subtotal'];
    ws.getRow(3).font = { bold: true };
    const rows: SaleRow[] = [];
    const seen = new Set<Customer>();
    let r = 4;
    for (const { o, line } of items) {
      const first = !seen.has(o.customer);
      seen.add(o.customer);
      const name = first || rng.chance(0.45) ? o.customer.name : variant(rng, o.customer.name);
      const row = ws.getRow(r);
      row.values = [name, Number(o.customer.docNumber), null, utcDate(o.date), line.description, line.quantity, null, line.unitPrice!.toNumber(), { formula: `F${r}*H${r}`, result: line.unitPrice!.mul(line.quantity).toDecimalPlaces(2).toNumber() }];
      row.getCell(2).numFmt = '0';
      row.getCell(4).numFmt = 'dd/mm/yyyy';
      row.getCell(8).numFmt = '#,##0.00';
      row.getCell(9).numFmt = '#,##0.00';
      rows.push(saleRow(r, o, line));
      r++;
    }
    ws.columns.forEach((col, i) => (col.width = [34, 14, 3, 13, 44, 7, 3, 13, 14][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (deliveries: empty spacer columns, name spellings vary, interleaved customers)', rows };
  },
};
