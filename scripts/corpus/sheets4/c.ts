/**
 * sheets4-c — a fresh-pasta shop takes orders with a Google Form and downloads its responses sheet as .xlsx: one
 * response per product (customers send the form once per item), long questions as headers (mapped by letter), a
 * date-time "Marca temporal", quantities answered as text or numbers, no price column (prices from the priceList), and
 * an "Otro" answer outside the list in one file.
 */
import { excelBytes, workbook, type SaleLine, type SaleRow, type SheetLayout } from '../sheets/common';
import { catalogArticles, issuerOf, makeOrders, makeTemplate, plainAscii, retagApplication, saleRow, type Order } from '../sheets2/util';
import { typedDoc, utcAt } from './util';

const OTHER = ['Sorrentinos de calabaza y muzzarella (kg)', 'Ñoquis de papa sin TACC (kg)'];

export const sheets4C: SheetLayout = {
  id: 'sheets4-c',
  title: 'Google Forms order responses (xlsx, columns by letter, priced from the list)',
  imitates: "a fresh-pasta shop's Google Form for orders, its responses sheet downloaded as .xlsx",
  issuer: (rng) => issuerOf(rng, 'Pastas La Nonna Tita de Silvia Bruno', 'La Nonna Tita'),
  template: (issuer) => {
    const t = makeTemplate('sheets4-c', issuer, {
      name: 'Pedidos por formulario de Google',
      text: 'Respuestas del formulario de pedidos (.xlsx bajado de Google Sheets), encabezado en la fila 1 con las preguntas; mapeo por letra de columna. Cada respuesta es un producto. No hay columna de precio: usar la lista de precios (CON IVA, 21%).',
      articles: catalogArticles('pasta', 10, true, 21),
      pii: true,
      rate: 21,
      mapping: { headerRow: 1, columns: { date: 'A', receiverEmail: 'B', receiverName: 'C', receiverDocNumber: 'D', description: 'E', quantity: 'F' } },
    });
    t.unlisted = OTHER;
    return t;
  },
  async compose(rng, ctx) {
    const orders = makeOrders(rng, ctx, {
      customers: [3, 6],
      perCustomer: [1, 4],
      kinds: ['dni', 'cuit-person', 'dni', 'company'],
      qty: (r) => r.pick([1, 2, 2, 3, 4]),
      reference: () => '',
      forceRate: 21,
    });
    if (ctx.index === 1) {
      const o = orders[rng.int(0, orders.length - 1)]!;
      const extra: SaleLine = { description: rng.pick(OTHER), quantity: rng.int(1, 3), unitPrice: null, ivaRate: 21, priceListMatch: null };
      o.lines.splice(rng.int(0, o.lines.length), 0, extra);
    }
    for (const o of orders) for (const l of o.lines) if (l.unitPrice !== null) l.priceListMatch = l.description;
    // responses in time order: one customer's answers come minutes apart on its day, and customers of one day interleave
    type Resp = { at: Date; o: Order; line: SaleLine; doc: string; email: string };
    const resps: Resp[] = [];
    for (const o of orders) {
      let h = rng.int(8, 20) * 60 + rng.int(0, 59);
      const doc = typedDoc(rng, o.customer);
      const email = `${plainAscii(o.customer.name).toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '').slice(0, 20)}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com.ar'])}`;
      for (const line of o.lines) {
        resps.push({ at: utcAt(o.date, Math.floor(h / 60), h % 60, rng.int(0, 59)), o, line, doc: rng.chance(0.8) ? doc : typedDoc(rng, o.customer), email });
        h = Math.min(h + rng.int(1, 6), 23 * 60 + 59);
      }
    }
    resps.sort((a, b) => a.at.getTime() - b.at.getTime());
    const wb = workbook('Google Sheets', ctx.today);
    const ws = wb.addWorksheet('Respuestas de formulario 1');
    ws.getRow(1).values = ['Marca temporal', 'Dirección de correo electrónico', 'Nombre y apellido o razón social (para la factura)', 'CUIT / CUIL / DNI (para la factura)', '¿Qué querés encargar?', '¿Cuántos kg / unidades?', '¿Retirás o te lo enviamos?', 'Comentarios o aclaraciones'];
    ws.columns = [19, 30, 34, 22, 40, 14, 24, 40].map((width) => ({ width }));
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    ws.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3E5F5' } };
    const rows: SaleRow[] = [];
    resps.forEach((p, k) => {
      const r = k + 2;
      const q = p.line.quantity;
      const unit = /\(kg\)$/.test(p.line.description) ? rng.pick([' kg', 'kg', ' kilos']) : rng.pick([' u.', ' unidades', '']);
      const qty = rng.chance(0.6) ? q : rng.pick([`${q}`, `${q}${unit}`]);
      ws.getRow(r).values = [p.at, p.email, p.o.customer.name, p.doc, p.line.description, qty, rng.pick(['Retiro por el local', 'Envío a domicilio', 'Retiro por el local']), rng.chance(0.25) ? rng.pick(['Para el domingo', 'sin sal por favor', 'Si se puede antes de las 12', 'Gracias!!']) : null];
      ws.getCell(r, 1).numFmt = 'd/m/yyyy H:mm:ss';
      rows.push(saleRow(r, p.o, p.line));
    });
    const bytes = retagApplication(await excelBytes(wb, ctx.today), 'Google Sheets', ctx.today);
    return { bytes, ext: 'xlsx', describe: 'xlsx spreadsheet (Google Forms responses: questions as headers mapped by letter, no prices)', rows };
  },
};
