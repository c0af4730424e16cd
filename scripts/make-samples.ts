/**
 * Sample documents and templates for the README examples and `npm run bench:pipeline`, written to
 * samples/documents/ and samples/templates/ (run from the repository root):
 *
 *   npm run samples
 *
 * - factura-proforma.pdf: a text-layer proforma (pdfkit) — letterhead, "Señor(es)" block, lines, subtotal, IVA, total;
 * - factura-proforma-escaneada.png: the same page drawn as pixels (an SVG rendered by sharp at 170 dpi, gray paper,
 *   speckles, a slight skew), so it goes through OCR;
 * - remito.pdf: a delivery note without prices, abbreviated descriptions, one article missing from the priceList;
 * - ventas.csv: 100 sale rows for eight customers (title rows, a totals row, decimal commas, ";");
 * - templates/*.json: the POST /documents/templates bodies for each.
 *
 * Deterministic: fixed dates, a seeded generator, PDF dates pinned. The issuer is the demo account's CUIT
 * (20-26756539-3), so the samples work with the key in DATA_DIR/demo-keys.json.
 */
import Decimal from 'decimal.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { cuitCheckDigit, formatCuit } from '../src/common/cuit';
import { formatNumber } from '../src/invoicing/render/format';

const ROOT = process.cwd();
const DOCS = join(ROOT, 'samples', 'documents');
const TEMPLATES = join(ROOT, 'samples', 'templates');
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const SCAN_DPI = 170;
const PINNED_DATE = new Date('2026-11-18T12:00:00Z');

/** A CUIT with its check digit (throws for a prefix with none, so a typo cannot produce an invalid sample). */
function cuit(firstTen: string): string {
  const dv = cuitCheckDigit(firstTen);
  if (dv === null) throw new Error(`${firstTen} has no valid check digit`);
  return formatCuit(firstTen + String(dv));
}

/** mulberry32: a small seeded generator, so the CSV and the scan's speckle are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (value: Decimal.Value) => formatNumber(new Decimal(value).toFixed(2));

// ---------------------------------------------------------------- the business

const ISSUER = {
  tradeName: 'DISTRIBUIDORA LOS ÁLAMOS',
  owner: 'de Martín Ezequiel Gómez',
  street: 'Av. Independencia 2150',
  city: '(B7600) Mar del Plata, Buenos Aires',
  phone: 'Tel.: (0223) 495-1180',
  email: 'ventas@losalamos.com.ar',
  cuit: '20-26756539-3', // the demo account's CUIT (src/demo/demo.bootstrap.ts)
  iibb: '901-217745-2',
  since: '01/03/2012',
};

interface Customer {
  name: string;
  doc: string;
  docLabel: 'CUIT' | 'DNI';
  condicion: string;
  address: string;
}

const ESPIGA: Customer = { name: 'Panadería La Espiga S.R.L.', doc: cuit('3071654322'), docLabel: 'CUIT', condicion: 'Responsable Inscripto', address: 'Córdoba 3421 - (B7600) Mar del Plata, Buenos Aires' };
const LEDESMA: Customer = { name: 'Rosa Beatriz Ledesma', doc: cuit('2728417395'), docLabel: 'CUIT', condicion: 'Responsable Monotributo', address: 'Rivadavia 5870 - (B7600) Mar del Plata, Buenos Aires' };
const CUSTOMERS: Customer[] = [
  ESPIGA,
  { name: 'Confitería El Molino S.A.', doc: cuit('3070998813'), docLabel: 'CUIT', condicion: 'Responsable Inscripto', address: '' },
  LEDESMA,
  { name: 'Hotel Playa Serena S.A.', doc: cuit('3071122334'), docLabel: 'CUIT', condicion: 'Responsable Inscripto', address: '' },
  { name: 'Jorge Alberto Funes', doc: '23456789', docLabel: 'DNI', condicion: 'Consumidor Final', address: '' },
  { name: 'Asociación Civil Club Villa Primera', doc: cuit('3068541238'), docLabel: 'CUIT', condicion: 'Exento', address: '' },
  { name: 'Marcelo Daniel Rivas', doc: cuit('2031555666'), docLabel: 'CUIT', condicion: 'Responsable Monotributo', address: '' },
  { name: 'Lucía Fernández', doc: '31222333', docLabel: 'DNI', condicion: 'Consumidor Final', address: '' },
];

/** The priceList of the remito template: net prices (IVA 21 % added on the invoice). */
const PRICE_LIST: Array<{ code: string; description: string; unitPrice: number }> = [
  { code: 'LA-2010', description: 'Azúcar común tipo A 1 kg fardo x 10', unitPrice: 11920 },
  { code: 'LA-2015', description: 'Azúcar impalpable 1 kg', unitPrice: 2890 },
  { code: 'LA-3102', description: 'Levadura fresca 500 g', unitPrice: 2150.5 },
  { code: 'LA-3110', description: 'Levadura seca instantánea 125 g', unitPrice: 3320 },
  { code: 'LA-4050', description: 'Margarina para hojaldre 5 kg', unitPrice: 27640 },
  { code: 'LA-4060', description: 'Manteca bloque 5 kg', unitPrice: 41250 },
  { code: 'LA-5011', description: 'Aceite de girasol 900 ml caja x 12', unitPrice: 26880 },
  { code: 'LA-5015', description: 'Aceite de girasol 1,5 L caja x 6', unitPrice: 21540 },
  { code: 'LA-6120', description: 'Huevos blancos maple x 30', unitPrice: 6980 },
  { code: 'LA-7003', description: 'Dulce de leche repostero balde 10 kg', unitPrice: 48300 },
  { code: 'LA-7010', description: 'Mermelada de durazno balde 5 kg', unitPrice: 17450 },
  { code: 'LA-7205', description: 'Cacao amargo en polvo 1 kg', unitPrice: 14750 },
  { code: 'LA-7301', description: 'Polvo de hornear 1 kg', unitPrice: 6420 },
  { code: 'LA-7402', description: 'Esencia de vainilla 1 L', unitPrice: 5380 },
  { code: 'LA-7510', description: 'Crema de leche 35 % 1 L', unitPrice: 7990 },
  { code: 'LA-8001', description: 'Bandeja de cartón N.º 5 paquete x 100', unitPrice: 9150 },
  { code: 'LA-8010', description: 'Caja para torta 30 x 30 cm paquete x 50', unitPrice: 16800 },
  { code: 'LA-8105', description: 'Papel manteca rollo 50 m', unitPrice: 4630 },
  { code: 'LA-8110', description: 'Film de PVC 38 cm rollo 1000 m', unitPrice: 12860 },
  { code: 'LA-8120', description: 'Guantes de nitrilo talle M caja x 100', unitPrice: 8740 },
];
const byCode = (code: string) => {
  const entry = PRICE_LIST.find((p) => p.code === code);
  if (!entry) throw new Error(`no article ${code}`);
  return entry;
};

// ---------------------------------------------------------------- page model, drawn as PDF and as SVG

type Align = 'left' | 'right' | 'center';
type Item =
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold?: boolean; align?: Align; width?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width?: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; width?: number };

class Page {
  readonly items: Item[] = [];
  text(x: number, y: number, text: string, size = 9, options: { bold?: boolean; align?: Align; width?: number } = {}): this {
    this.items.push({ kind: 'text', x, y, text, size, ...options });
    return this;
  }
  right(xRight: number, y: number, text: string, size = 9, bold = false): this {
    return this.text(xRight - 200, y, text, size, { bold, align: 'right', width: 200 });
  }
  line(x1: number, y1: number, x2: number, y2: number, width = 0.6): this {
    this.items.push({ kind: 'line', x1, y1, x2, y2, width });
    return this;
  }
  rect(x: number, y: number, w: number, h: number, width = 0.8): this {
    this.items.push({ kind: 'rect', x, y, w, h, width });
    return this;
  }
}

function renderPdf(page: Page, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: 'es-AR',
    info: { Title: title, Author: 'Distribuidora Los Álamos', Creator: 'facturador samples', CreationDate: PINNED_DATE, ModDate: PINNED_DATE },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const item of page.items) {
    if (item.kind === 'text') {
      doc.font(item.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(item.size).fillColor('#111111');
      doc.text(item.text, item.x, item.y, { lineBreak: false, align: item.align ?? 'left', width: item.width });
    } else if (item.kind === 'line') {
      doc.lineWidth(item.width ?? 0.6).moveTo(item.x1, item.y1).lineTo(item.x2, item.y2).strokeColor('#333333').stroke();
    } else {
      doc.lineWidth(item.width ?? 0.8).rect(item.x, item.y, item.w, item.h).strokeColor('#333333').stroke();
    }
  }
  doc.end();
  return done;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const px = (points: number) => Math.round((points * SCAN_DPI) / 72);

/** The page as SVG in points, SCAN_DPI pixels per inch; pdfkit places text by its top, SVG by its baseline (Helvetica ascent ≈ 0.77 em). */
function pageSvg(page: Page): string {
  const parts = page.items.map((item) => {
    if (item.kind === 'text') {
      const anchor = item.align === 'right' ? 'end' : item.align === 'center' ? 'middle' : 'start';
      const x = item.align === 'right' ? item.x + (item.width ?? 0) : item.align === 'center' ? item.x + (item.width ?? 0) / 2 : item.x;
      const weight = item.bold ? ' font-weight="bold"' : '';
      return `<text x="${x.toFixed(2)}" y="${(item.y + item.size * 0.77).toFixed(2)}" font-size="${item.size}" text-anchor="${anchor}"${weight}>${escapeXml(item.text)}</text>`;
    }
    if (item.kind === 'line') return `<line x1="${item.x1}" y1="${item.y1}" x2="${item.x2}" y2="${item.y2}" stroke="#333" stroke-width="${item.width ?? 0.6}"/>`;
    return `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" fill="none" stroke="#333" stroke-width="${item.width ?? 0.8}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px(PAGE.width)}" height="${px(PAGE.height)}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g font-family="DejaVu Sans Condensed, Liberation Sans Narrow, Arial Narrow, sans-serif" fill="#1a1a1a">${parts.join('')}</g></svg>`
  );
}

/** A flatbed scan of the page: 170 dpi grayscale, off-white paper, faded ink, speckle, a 0.4° skew, 16 gray levels. */
async function scanPng(page: Page, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(pageSvg(page)))
    .flatten({ background: '#ffffff' })
    .grayscale()
    .blur(0.55)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seeded(seed);
  const pixels = Buffer.from(data);
  for (let i = 0; i < pixels.length; i++) {
    // Paper at ~236, ink at ~40 rather than pure black and white; rare specks of dust.
    let v = 40 + (pixels[i]! / 255) * 196;
    if (random() < 0.0015) v -= 90 + random() * 80;
    pixels[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  return sharp(pixels, { raw: { width: info.width, height: info.height, channels: 1 } })
    .rotate(0.4, { background: '#ececec' })
    .png({ compressionLevel: 9, palette: true, colors: 16, dither: 0 })
    .withMetadata({ density: SCAN_DPI })
    .toBuffer();
}

// ---------------------------------------------------------------- documents

const LEFT = 40;
const RIGHT = PAGE.width - 40;

function letterhead(p: Page, title: string, number: string, date: string): void {
  p.text(LEFT, 40, ISSUER.tradeName, 14, { bold: true })
    .text(LEFT, 59, ISSUER.owner, 9)
    .text(LEFT, 73, ISSUER.street, 8.5)
    .text(LEFT, 84, ISSUER.city, 8.5)
    .text(LEFT, 95, ISSUER.phone, 8.5)
    .text(LEFT, 106, ISSUER.email, 8.5)
    .text(LEFT, 118, 'IVA RESPONSABLE INSCRIPTO', 8.5, { bold: true });
  // The "X" box: a document that is not a voucher (RG 1415).
  const box = 300;
  p.rect(box, 36, 36, 36).text(box, 44, 'X', 20, { bold: true, align: 'center', width: 36 });
  p.text(box - 22, 76, 'No válido como', 6.5, { align: 'center', width: 80 }).text(box - 22, 84, 'factura', 6.5, { align: 'center', width: 80 });
  const x = 370;
  p.text(x, 40, title, 13, { bold: true })
    .text(x, 59, `N.º ${number}`, 10, { bold: true })
    .text(x, 75, `Fecha: ${date}`, 9)
    .text(x, 89, `CUIT: ${ISSUER.cuit}`, 8.5)
    .text(x, 101, `Ingresos Brutos: ${ISSUER.iibb}`, 8.5)
    .text(x, 113, `Inicio de actividades: ${ISSUER.since}`, 8.5);
  p.line(LEFT, 134, RIGHT, 134, 1);
}

function receiverBlock(p: Page, c: Customer, saleTerms: string): number {
  p.rect(LEFT, 144, RIGHT - LEFT, 62);
  p.text(LEFT + 8, 151, `Señor(es): ${c.name}`, 9.5, { bold: true })
    .text(LEFT + 8, 166, `Domicilio: ${c.address}`, 8.5)
    .text(LEFT + 8, 179, `${c.docLabel}: ${c.doc}`, 8.5)
    .text(300, 179, `Condición IVA: ${c.condicion}`, 8.5)
    .text(LEFT + 8, 192, `Condición de venta: ${saleTerms}`, 8.5);
  return 222;
}

interface ProformaLine {
  code: string;
  quantity: number;
}

const PROFORMA_LINES: ProformaLine[] = [
  { code: 'LA-2010', quantity: 8 },
  { code: 'LA-3102', quantity: 20 },
  { code: 'LA-4050', quantity: 4 },
  { code: 'LA-5011', quantity: 3 },
  { code: 'LA-6120', quantity: 15 },
  { code: 'LA-7003', quantity: 2 },
  { code: 'LA-7205', quantity: 5 },
  { code: 'LA-8010', quantity: 6 },
];

/** The proforma page and its figures (the bench and README quote them). */
function proformaPage(): { page: Page; total: string } {
  const p = new Page();
  letterhead(p, 'FACTURA PROFORMA', '0003-00001872', '18/11/2026');
  let y = receiverBlock(p, ESPIGA, 'Cuenta corriente 30 días');
  const col = { code: LEFT + 4, desc: 100, qty: 375, unit: 450, iva: 490, amount: RIGHT - 4 };
  p.line(LEFT, y, RIGHT, y);
  p.text(col.code, y + 5, 'CÓDIGO', 8, { bold: true })
    .text(col.desc, y + 5, 'DESCRIPCIÓN', 8, { bold: true })
    .right(col.qty, y + 5, 'CANT.', 8, true)
    .right(col.unit, y + 5, 'P. UNITARIO', 8, true)
    .right(col.iva, y + 5, 'IVA %', 8, true)
    .right(col.amount, y + 5, 'IMPORTE', 8, true);
  y += 18;
  p.line(LEFT, y, RIGHT, y);
  y += 6;
  let subtotal = new Decimal(0);
  for (const line of PROFORMA_LINES) {
    const article = byCode(line.code);
    const amount = new Decimal(article.unitPrice).times(line.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    subtotal = subtotal.plus(amount);
    p.text(col.code, y, article.code, 8.5)
      .text(col.desc, y, article.description, 8.5)
      .right(col.qty, y, String(line.quantity), 8.5)
      .right(col.unit, y, money(article.unitPrice), 8.5)
      .right(col.iva, y, '21', 8.5)
      .right(col.amount, y, money(amount), 8.5);
    y += 16;
  }
  p.line(LEFT, y + 2, RIGHT, y + 2);
  const iva = subtotal.times('0.21').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const total = subtotal.plus(iva);
  y += 14;
  p.text(360, y, 'Subtotal neto', 9).right(col.amount, y, `$ ${money(subtotal)}`, 9);
  p.text(360, y + 15, 'IVA 21 %', 9).right(col.amount, y + 15, `$ ${money(iva)}`, 9);
  p.line(360, y + 30, RIGHT, y + 30);
  p.text(360, y + 36, 'TOTAL', 11, { bold: true }).right(col.amount, y + 36, `$ ${money(total)}`, 11, true);
  p.text(LEFT, y, 'Moneda: pesos argentinos.', 8.5)
    .text(LEFT, y + 13, 'Validez de la oferta: 10 días.', 8.5)
    .text(LEFT, y + 26, 'Entrega sin cargo en Mar del Plata.', 8.5);
  p.line(LEFT, 790, RIGHT, 790, 0.4).text(LEFT, 796, 'Documento no válido como factura. Pagos por transferencia: CBU 0170099220000067797370.', 7.5);
  return { page: p, total: total.toFixed(2) };
}

/** Remito lines as the warehouse system prints them: upper case, abbreviated; LA-9999 is not in the priceList. */
const REMITO_LINES: Array<{ code: string; quantity: number; unit: string; text: string }> = [
  { code: 'LA-2010', quantity: 10, unit: 'paq.', text: 'AZUCAR COMUN TIPO A 1KG FARDO X10' },
  { code: 'LA-3102', quantity: 24, unit: 'u.', text: 'LEVADURA FRESCA 500 GRS' },
  { code: 'LA-4060', quantity: 2, unit: 'u.', text: 'MANTECA BLOQUE 5 KG' },
  { code: 'LA-5015', quantity: 3, unit: 'cj.', text: 'ACEITE GIRASOL 1,5 LTS CJ X 6' },
  { code: 'LA-7010', quantity: 4, unit: 'balde', text: 'MERMELADA DURAZNO BALDE 5KG' },
  { code: 'LA-8001', quantity: 5, unit: 'paq.', text: 'BANDEJA CARTON Nº5 PAQ X100' },
  { code: 'LA-8105', quantity: 6, unit: 'rollo', text: 'PAPEL MANTECA ROLLO 50 MTS' },
  { code: 'LA-9999', quantity: 2, unit: 'u.', text: 'CHOCOLATE COBERTURA SEMIAMARGO 1KG' },
];

function remitoPage(): Page {
  const p = new Page();
  letterhead(p, 'REMITO', '0002-00008461', '19/11/2026');
  let y = receiverBlock(p, LEDESMA, 'Contado');
  p.text(LEFT, y - 12, 'Entregar en: Rivadavia 5870, Mar del Plata (horario de 8 a 12).', 8.5);
  y += 6;
  const col = { code: LEFT + 4, qty: 150, unit: 160, desc: 200 };
  p.line(LEFT, y, RIGHT, y);
  p.text(col.code, y + 5, 'CÓDIGO', 8, { bold: true })
    .right(col.qty, y + 5, 'CANTIDAD', 8, true)
    .text(col.unit, y + 5, 'U.M.', 8, { bold: true })
    .text(col.desc, y + 5, 'DESCRIPCIÓN', 8, { bold: true });
  y += 18;
  p.line(LEFT, y, RIGHT, y);
  y += 6;
  for (const line of REMITO_LINES) {
    p.text(col.code, y, line.code, 8.5).right(col.qty, y, String(line.quantity), 8.5).text(col.unit, y, line.unit, 8.5).text(col.desc, y, line.text, 8.5);
    y += 16;
  }
  p.line(LEFT, y + 2, RIGHT, y + 2);
  const packages = REMITO_LINES.reduce((sum, l) => sum + l.quantity, 0);
  p.text(LEFT, y + 12, `Total de bultos: ${packages}`, 8.5).text(LEFT, y + 25, 'Transporte: propio (Fiorino AB 123 CD).', 8.5);
  p.line(LEFT, 720, 250, 720, 0.5).line(320, 720, RIGHT, 720, 0.5);
  p.text(LEFT, 725, 'Firma', 8).text(320, 725, 'Aclaración / DNI', 8);
  p.text(LEFT, 745, 'Recibí la mercadería detallada en perfecto estado y conformidad.', 8);
  p.line(LEFT, 790, RIGHT, 790, 0.4).text(LEFT, 796, 'Documento no válido como factura. Los precios se informan en la factura.', 7.5);
  return p;
}

/** 100 sale rows, in date order with the customers interleaved, a title above the header and a totals row. */
function salesCsv(): { csv: string; rows: number; customers: number } {
  const random = seeded(20261115);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows: string[][] = [
    ['Distribuidora Los Álamos - Ventas del 01/11/2026 al 15/11/2026'],
    [],
    ['Fecha', 'Cliente', 'CUIT/DNI', 'Condición IVA', 'Artículo', 'Cantidad', 'Precio unitario', 'IVA %', 'Importe'],
  ];
  let total = new Decimal(0);
  for (let i = 0; i < 100; i++) {
    const day = 1 + Math.floor((i * 15) / 100);
    const customer = CUSTOMERS[i < CUSTOMERS.length ? i : Math.floor(random() * CUSTOMERS.length)]!;
    const article = pick(PRICE_LIST);
    const quantity = 1 + Math.floor(random() * 12);
    const amount = new Decimal(article.unitPrice).times(quantity);
    total = total.plus(amount);
    rows.push([
      `${String(day).padStart(2, '0')}/11/2026`, customer.name, customer.doc, customer.condicion, article.description,
      String(quantity), new Decimal(article.unitPrice).toFixed(2).replace('.', ','), '21', amount.toFixed(2).replace('.', ','),
    ]);
  }
  rows.push(['Total general', '', '', '', '', '', '', '', total.toFixed(2).replace('.', ',')]);
  const cell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return { csv: rows.map((r) => r.map(cell).join(';')).join('\r\n') + '\r\n', rows: 100, customers: CUSTOMERS.length };
}

// ---------------------------------------------------------------- templates

const TEMPLATES_BODIES: Record<string, object> = {
  proformas: {
    name: 'Proformas Los Álamos',
    instructions:
      'Facturas proforma de Distribuidora Los Álamos (CUIT 20-26756539-3, el emisor: sus datos del encabezado no son los del cliente). ' +
      'El cliente figura en el recuadro "Señor(es)" con su CUIT y condición de IVA. Precios unitarios SIN IVA, alícuota 21 %. ' +
      'La referencia es el número de proforma (N.º 0003-…).',
    ivaRate: 21,
    pricesIncludeIva: false,
    concepto: 1,
  },
  remitos: {
    name: 'Remitos Los Álamos',
    instructions:
      'Remitos de entrega sin precios de Distribuidora Los Álamos (CUIT 20-26756539-3, el emisor). Valorizar cada renglón con la lista ' +
      'de precios de esta plantilla (precios SIN IVA, alícuota 21 %); las descripciones del remito están abreviadas y en mayúsculas. ' +
      'Si un artículo no está en la lista, no inventar precio: informarlo como precio faltante. La referencia es el número de remito.',
    ivaRate: 21,
    pricesIncludeIva: false,
    concepto: 1,
    priceList: PRICE_LIST.map(({ description, unitPrice }) => ({ description, unitPrice })),
  },
  'ventas-csv': {
    name: 'Planilla de ventas Los Álamos',
    instructions: 'Planilla quincenal de ventas (CSV con ";", coma decimal): un borrador por cliente con todos sus renglones. Precios SIN IVA.',
    ivaRate: 21,
    pricesIncludeIva: false,
    concepto: 1,
    columnMapping: {
      headerRow: 3,
      columns: {
        date: 'Fecha',
        receiverName: 'Cliente',
        receiverDocNumber: 'CUIT/DNI',
        receiverCondicionIva: 'Condición IVA',
        description: 'Artículo',
        quantity: 'Cantidad',
        unitPrice: 'Precio unitario',
        ivaRate: 'IVA %',
      },
      groupBy: 'receiverDocNumber',
      pricesIncludeIva: false,
    },
  },
};

async function main(): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  mkdirSync(TEMPLATES, { recursive: true });
  const write = (dir: string, name: string, bytes: Buffer | string, note = '') => {
    writeFileSync(join(dir, name), bytes);
    process.stdout.write(`${join(dir === DOCS ? 'samples/documents' : 'samples/templates', name)}  ${Buffer.byteLength(bytes)} bytes${note}\n`);
  };
  const proforma = proformaPage();
  write(DOCS, 'factura-proforma.pdf', await renderPdf(proforma.page, 'Factura proforma 0003-00001872'), `  (total $ ${proforma.total})`);
  write(DOCS, 'factura-proforma-escaneada.png', await scanPng(proforma.page, 1872), `  (${SCAN_DPI} dpi)`);
  write(DOCS, 'remito.pdf', await renderPdf(remitoPage(), 'Remito 0002-00008461'));
  const sales = salesCsv();
  write(DOCS, 'ventas.csv', sales.csv, `  (${sales.rows} sale rows, ${sales.customers} customers)`);
  for (const [name, body] of Object.entries(TEMPLATES_BODIES)) write(TEMPLATES, `${name}.json`, JSON.stringify(body, null, 2) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
