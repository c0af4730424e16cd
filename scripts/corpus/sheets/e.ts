import Decimal from 'decimal.js';
import { makeIssuer } from '../fake-data';
import type { Rng } from '../random';
import { MONTHS, excelBytes, isoParts, lineCounts, makeCustomers, pickLines, saleDate, sheetInstructions, templateId, workbook, type Article, type SaleRow, type SheetLayout, type SheetTemplate } from './common';

/** A marketplace seller of phone and computer accessories: final prices with VAT. */
const ARTICLES: Article[] = [
  { description: 'Cargador Rápido 20w Usb-c Compatible iPhone Cable Incluido', price: 18999, ivaRate: 21 },
  { description: 'Funda Silicona Antigolpe Para Samsung A54 Varios Colores', price: 7499, ivaRate: 21 },
  { description: 'Auriculares Inalámbricos Bluetooth 5.3 In Ear Con Estuche', price: 24999, ivaRate: 21 },
  { description: 'Mouse Inalámbrico Silencioso 1600 Dpi Pila Incluida', price: 9899, ivaRate: 21 },
  { description: 'Cable Usb Tipo C A Tipo C 2 Metros Carga Rápida 60w', price: 6299, ivaRate: 21 },
  { description: 'Vidrio Templado 9h Full Glue Motorola G84 X2 Unidades', price: 5499, ivaRate: 21 },
  { description: 'Soporte Celular Auto Rejilla Magnético 360°', price: 8799, ivaRate: 21 },
  { description: 'Teclado Bluetooth Multidispositivo Español Ñ', price: 32499, ivaRate: 21 },
  { description: 'Hub Usb-c 6 En 1 Hdmi 4k Lector Sd', price: 41999, ivaRate: 21 },
  { description: 'Power Bank 20000 Mah Carga Rápida Display Led', price: 36999, ivaRate: 21 },
  { description: 'Parlante Portátil Bluetooth Resistente Al Agua Ipx7', price: 45999, ivaRate: 21 },
  { description: 'Pendrive 64 Gb Usb 3.2 Metálico', price: 11499, ivaRate: 21 },
];

const GROUPS: Array<[string, number, number]> = [['Ventas', 0, 12], ['Publicaciones', 13, 18], ['Facturación al comprador', 19, 21], ['Compradores', 22, 24], ['Envíos', 25, 28]];
const HEADER = [
  '# de venta', 'Fecha de venta', 'Estado', 'Descripción del estado', 'Paquete de varios productos', 'Pertenece a un kit', 'Unidades',
  'Ingresos por productos (ARS)', 'Cargo por venta e impuestos (ARS)', 'Ingresos por envío (ARS)', 'Costos de envío (ARS)', 'Anulaciones y reembolsos (ARS)', 'Total (ARS)',
  'Venta por publicidad', 'SKU', '# de publicación', 'Título de la publicación', 'Variante', 'Precio unitario de venta de la publicación (ARS)',
  'Factura adjunta', 'Datos personales o de empresa', 'Tipo y número de documento',
  'Comprador', 'Domicilio', 'Ciudad',
  'Forma de entrega', 'Fecha en camino', 'Fecha entregado', 'Transportista',
];
const CITIES = ['Rosario', 'Córdoba', 'La Plata', 'Mar del Plata', 'San Miguel de Tucumán', 'Neuquén', 'Paraná', 'Salta', 'Bahía Blanca'];
const STREETS = ['Av. Pellegrini', 'Bv. Oroño', 'San Juan', 'Italia', 'Av. Colón', 'Belgrano', 'Urquiza', 'Corrientes'];

/** "5 de noviembre de 2026 14:32 hs." as the marketplace writes its dates. */
function longDate(iso: string, minutes: number): string {
  const { y, m, d } = isoParts(iso);
  return `${d} de ${MONTHS[m - 1]} de ${y} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} hs.`;
}

export const sheetsE: SheetLayout = {
  id: 'sheets-e',
  title: 'marketplace (MercadoLibre-like) sales report (.xlsx, many columns, header on row 4)',
  imitates: 'the sales report a MercadoLibre seller downloads from "Ventas" (Excel)',
  issuer: (rng: Rng) => makeIssuer(rng, 'Conexión Total Accesorios S.R.L.', 'Conexión Total'),
  template(issuer): SheetTemplate {
    return {
      id: templateId('sheets-e', issuer),
      name: `Reporte de ventas MercadoLibre ${issuer.tradeName}`,
      instructions: sheetInstructions(issuer, 'Es el reporte de ventas que bajamos de Mercado Libre: dos filas de título, una fila con los grupos de columnas (Ventas, Publicaciones, Facturación al comprador, …) y los encabezados en la fila 4; tiene muchas columnas y solo algunas sirven. El cliente es el de "Datos personales o de empresa" y su documento viene con el tipo adelante ("DNI 30123456", "CUIT 20301234567"). Las compras de varios productos juntos ("Paquete de 2 productos") tienen una fila de resumen del paquete sin producto ni unidades, que no es una venta, y debajo una fila por producto. Precios finales CON IVA; usar 21%.'),
      articles: ARTICLES,
      unlisted: [],
      pricesIncludeIva: true,
      ivaRate: 21,
      concepto: 1,
      columnMapping: {
        headerRow: 4,
        columns: {
          reference: '# de venta', date: 'Fecha de venta', receiverName: 'Datos personales o de empresa', receiverDocNumber: 'Tipo y número de documento',
          description: 'Título de la publicación', quantity: 'Unidades', unitPrice: 'Precio unitario de venta de la publicación (ARS)',
        },
        groupBy: 'receiverDocNumber',
        pricesIncludeIva: true,
      },
    };
  },
  async compose(rng, { issuer, today }) {
    const customers = makeCustomers(rng, rng.int(4, 6), ['dni', 'dni', 'cuit-person', 'company', 'dni'], issuer.cuit);
    const counts = lineCounts(rng, customers.length, 1, 4);
    const wb = workbook('Mercado Libre', today);
    const ws = wb.addWorksheet('Ventas AR');
    ws.getCell('A1').value = 'Ventas';
    ws.getCell('A1').font = { bold: true, size: 14 };
    const { y, m } = isoParts(today);
    ws.getCell('A2').value = `Ventas del 1 de ${MONTHS[m - 1]} de ${y} al 25 de ${MONTHS[m - 1]} de ${y} | Generado el ${longDate(today, rng.int(480, 600))}`;
    for (const [name, from, to] of GROUPS) {
      ws.mergeCells(3, from + 1, 3, to + 1);
      const cell = ws.getCell(3, from + 1);
      cell.value = name;
      cell.font = { bold: true, color: { argb: 'FF333333' } };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF159' } };
    }
    ws.getRow(4).values = HEADER;
    ws.getRow(4).font = { bold: true };
    HEADER.forEach((h, i) => (ws.getColumn(i + 1).width = Math.max(12, Math.min(48, h.length + 4))));
    ws.getColumn(17).width = 60;
    ws.getColumn(21).width = 34;
    ws.getColumn(22).width = 24;
    const rows: SaleRow[] = [];
    let r = 5;
    let sale = 2000009_900_000_000 + rng.int(0, 99_999_999); // newest first: the numbers go down the sheet
    const dates = customers.map(() => saleDate(rng, today)).sort().reverse(); // newest first, as the report lists them
    for (const [i, c] of customers.entries()) {
      const date = dates[i]!;
      const minute = rng.int(7 * 60, 23 * 60 + 50);
      sale -= rng.int(1_000, 900_000);
      const reference = String(sale);
      const lines = pickLines(rng, ARTICLES, counts[i]!, () => rng.pick([1, 1, 1, 2, 2, 3]), true);
      const doc = `${c.docType === 'DNI' ? 'DNI' : 'CUIT'} ${c.docNumber}`;
      const buyer = c.docType === 'CUIT' && /S\.|S\.A/.test(c.name) ? `${rng.pick(['Lucas', 'Carla', 'Pablo', 'Jimena'])} ${rng.pick(['Gómez', 'Ríos', 'Paz', 'Luna'])}` : c.name;
      const address = `${rng.pick(STREETS)} ${rng.int(100, 4800)}`;
      const city = rng.pick(CITIES);
      const shipping = rng.pick(['Mercado Envíos Flex', 'Correo y puntos de despacho', 'Mercado Envíos Full']);
      const delivered = rng.chance(0.8) && Number(date.slice(8)) <= 23;
      const state = delivered ? 'Entregado' : 'En camino';
      const day = Number(date.slice(8));
      const stateText = delivered ? `Llegó el ${day + 2} de ${MONTHS[m - 1]}` : 'El comprador recibirá el paquete en los próximos días';
      const ingresos = lines.reduce((a, l) => a.add(l.unitPrice!.mul(l.quantity)), new Decimal(0));
      const cargo = ingresos.mul(rng.pick([0.135, 0.155, 0.165])).add(lines.length * 1290).toDecimalPlaces(2).neg();
      const envio = new Decimal(rng.pick([0, -2890.5, -4120, -5355.99]));
      const buyerCells = (): Array<string | number | null> => ['No', c.name, doc, buyer, address, city, shipping, `${day + 1} de ${MONTHS[m - 1]}`, delivered ? `${day + 2} de ${MONTHS[m - 1]}` : '', shipping === 'Mercado Envíos Flex' ? 'Vendedor' : 'Mercado Libre'];
      if (lines.length > 1) {
        // the pack's summary row: money columns, no product, no units
        ws.getRow(r).values = [reference, longDate(date, minute), state, stateText, `Paquete de ${lines.length} productos`, 'No', null,
          ingresos.toNumber(), cargo.toNumber(), 0, envio.toNumber(), 0, ingresos.add(cargo).add(envio).toNumber(), 'No', null, null, null, null, null, ...buyerCells()];
        r++;
      }
      for (const l of lines) {
        const k = ARTICLES.findIndex((a) => a.description === l.description);
        const inc = l.unitPrice!.mul(l.quantity);
        const single = lines.length === 1;
        ws.getRow(r).values = [reference, longDate(date, minute), single ? state : '', single ? stateText : '', single ? 'No' : 'Sí', 'No', l.quantity,
          single ? inc.toNumber() : null, single ? cargo.toNumber() : null, single ? 0 : null, single ? envio.toNumber() : null, single ? 0 : null,
          single ? inc.add(cargo).add(envio).toNumber() : null, rng.chance(0.2) ? 'Sí' : 'No', `CT-${String(300 + k * 17)}`, `MLA${1400000000 + k * 7919 + 31}`,
          l.description, k % 3 === 0 ? rng.pick(['Color : Negro', 'Color : Blanco', 'Color : Azul']) : '', l.unitPrice!.toNumber(), ...buyerCells()];
        rows.push({ row: r, customer: c, date, reference, line: l });
        r++;
      }
    }
    for (let k = 5; k < r; k++) for (const col of [8, 9, 11, 13, 19]) ws.getRow(k).getCell(col).numFmt = '#,##0.00';
    return { bytes: await excelBytes(wb, today), ext: 'xlsx', describe: 'xlsx spreadsheet (marketplace sales report: 29 columns in 5 groups, header on row 4, long text dates, "DNI 30123456" documents, pack summary rows)', rows };
  },
};
