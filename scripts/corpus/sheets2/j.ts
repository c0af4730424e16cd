/**
 * sheets2-j: a CRM's (Zoho/HubSpot-like) "Productos de oportunidades ganadas" export to .xlsx: header on row 1, one
 * row per product of a won deal ("Nº Oportunidad" OPP-000123), "Fecha de cierre" as date-time cells, the account in
 * rich-text cells, the contact e-mail as a mailto: hyperlink, CUIT as text "30-12345678-9", "IVA" as text "21 %" /
 * "10,5 %", a "Descuento %" column always 0, and products quoted with quantity 0 (optional items the customer did not
 * take: not sales); net prices.
 */
import Decimal from 'decimal.js';
import { dashedCuit, dottedDni, excelBytes, workbook, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, saleRow } from './util';

export const sheets2J: SheetLayout = {
  id: 'sheets2-j',
  title: 'CRM won-deal products export (.xlsx: hyperlinks, rich text, "21 %" text rates, zero-quantity optional items)',
  imitates: 'a CRM\'s export of the products of won deals',
  issuer: (rng) => issuerOf(rng, 'Soluciones de Software Pampa S.A.S.', 'Software Pampa'),
  template: (issuer) =>
    makeTemplate('sheets2-j', issuer, {
      name: 'Oportunidades ganadas (CRM) Software Pampa',
      text: 'Exportación del CRM con los productos de las oportunidades ganadas: una fila por producto; los productos opcionales que el cliente no tomó figuran con cantidad 0 y no se facturan. El correo del contacto está en "Email". Precios de lista SIN IVA; alícuota en la columna IVA ("21 %", "10,5 %").',
      articles: catalogArticles('software', 30, false),
      pii: false,
      rate: 21,
      concepto: 2,
      mapping: {
        headerRow: 1,
        columns: { reference: 'Nº Oportunidad', date: 'Fecha de cierre', receiverName: 'Cuenta', receiverDocNumber: 'CUIT', receiverEmail: 'Email', description: 'Producto', quantity: 'Cantidad', unitPrice: 'Precio de lista', ivaRate: 'IVA' },
      },
    }),
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [2, 5],
      perCustomer: [2, 7],
      kinds: ['company', 'company', 'cuit-person', 'dni'],
      qty: (r) => r.pick([1, 1, 1, 2, 3, 5, 10, 12]),
      reference: () => '',
    });
    let number = rng.int(100, 900);
    for (const o of orders) o.reference = `OPP-${String((number += rng.int(2, 30))).padStart(6, '0')}`;
    const wb = workbook('CRM Export', ctx.today);
    const ws = wb.addWorksheet('Productos');
    ws.getRow(1).values = ['Nº Oportunidad', 'Nombre de la oportunidad', 'Etapa', 'Fecha de cierre', 'Cuenta', 'CUIT', 'Contacto', 'Email', 'Producto', 'Cantidad', 'Precio de lista', 'Descuento %', 'IVA', 'Importe', 'Propietario'];
    ws.getRow(1).font = { bold: true };
    const rows: SaleRow[] = [];
    const arts = ctx.template.articles;
    let r = 2;
    let zeros = 0;
    orders.forEach((o, k) => {
      const c = o.customer;
      const when = new Date(`${o.date}T${String(rng.int(9, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`);
      const contact = `${['Laura', 'Pablo', 'Marina', 'Gonzalo', 'Julieta', 'Andrés'][rng.int(0, 5)]} ${['Pérez', 'Rossi', 'Gómez', 'Ferrari', 'López'][rng.int(0, 4)]}`;
      const mail = `${contact.toLowerCase().normalize('NFKD').replace(/[^a-z ]/g, '').replace(' ', '.')}@${c.docType === 'DNI' ? 'gmail.com' : 'empresa.com.ar'}`;
      const deal = `${rng.pick(['Renovación', 'Implementación', 'Ampliación', 'Soporte'])} ${c.name.split(' ')[0]}`;
      const owner = rng.pick(['Sofía M.', 'Tomás R.', 'Ventas']);
      const put = (description: string, quantity: number, price: Decimal, rate: number) => {
        const row = ws.getRow(r);
        row.values = [o.reference, deal, 'Cerrada ganada', when, { richText: [{ text: c.name, font: { bold: true } }] }, c.docType === 'DNI' ? dottedDni(c.docNumber) : dashedCuit(c.docNumber), contact,
          { text: mail, hyperlink: `mailto:${mail}` }, description, quantity, price.toNumber(), 0, `${String(rate).replace('.', ',')} %`, price.mul(quantity).toDecimalPlaces(2).toNumber(), owner];
        row.getCell(4).numFmt = 'dd/mm/yyyy hh:mm';
        row.getCell(11).numFmt = '#,##0.00';
        row.getCell(14).numFmt = '#,##0.00';
        r++;
      };
      o.lines.forEach((line, i) => {
        put(line.description, line.quantity, line.unitPrice!, line.ivaRate);
        rows.push(saleRow(r - 1, o, line));
        if (rng.chance(0.15) || (k === orders.length - 1 && i === o.lines.length - 1 && zeros === 0)) {
          const a = rng.pick(arts.filter((x) => !o.lines.some((l) => l.description === x.description)));
          put(`${a.description} (opcional)`, 0, new Decimal(a.price), a.ivaRate);
          zeros++;
        }
      });
    });
    ws.columns.forEach((col, i) => (col.width = [14, 28, 15, 16, 32, 15, 18, 28, 42, 9, 14, 11, 8, 14, 12][i]));
    return { bytes: await excelBytes(wb, ctx.today), ext: 'xlsx', describe: 'xlsx spreadsheet (crm export: hyperlinks, rich text, text rates, zero-quantity optional items)', rows };
  },
};
