import Decimal from 'decimal.js';
import type { CatalogName } from '../catalogs';
import { composeDocument, type DocLine, type DocSpec } from '../document';
import { makeIssuer, type Receiver } from '../fake-data';
import { formatAmount, formatDate, formatQuantity, pad, printCuit, printDni, type NumberStyle } from '../formats';
import { Rng } from '../random';
import { esc, htmlPage } from './html';
import type { Layout } from './layout';

/**
 * Layouts drawn from a design space rather than written one by one: how other people's software words and
 * arranges the same facts. A design is fixed per layout (one program prints every document of a business the same
 * way) and drawn from its own seed: where the header sits, the document's title and numbering, the labels of the
 * customer block (or none), the table's columns (which, in what order, with which words), number, quantity and date
 * formats, the totals' wording, and the distractors real documents carry (due dates, a customer's order number, a
 * remito number on an invoice, the amount in words). The vocabulary is what Argentine systems print; a design is
 * never tuned to a reader.
 */

type Column = 'item' | 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'disc' | 'vat' | 'amount' | 'bultos';

interface Design {
  kind: 'invoice' | 'remito';
  title: string;
  header: 'left-box' | 'center-letter' | 'banner' | 'mono';
  font: string;
  fontSize: number;
  refStyle: 'dash' | 'dash-spaced' | 'pv-nro' | 'letter-dash' | 'plain-number';
  refLabel: string;
  dateLabel: string;
  dateStyle: 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yyyy' | 'long' | 'iso' | 'mon' | 'dd/mm/yy';
  receiverStyle: 'labelled' | 'table' | 'unlabelled-box';
  boxCaption: string;
  nameLabel: string;
  docLabel: (r: Receiver) => string;
  condLabel: string;
  columns: Column[];
  headers: Record<Column, string>;
  numberStyle: NumberStyle;
  qtyDecimals: 0 | 2 | 3;
  subtotalLabel: string;
  vatLabel: (rate: string) => string;
  totalLabel: string;
  words: boolean;
  dueDate: boolean;
  customerOrder: boolean;
  remitoRef: boolean;
  seller: boolean;
  pricesIncludeIva: boolean;
  catalog: CatalogName;
  accent: string;
  /** Designs from 10 on also vary these (earlier designs keep their documents). */
  dotDecimal: 'us' | 'plain' | null;
  currency: 'ARS' | 'USD';
  /** Date, number and customer code as a band of labels over a band of values. */
  headerGrid: boolean;
  /** Subtotal | IVA | Total as a band of labels over a band of values. */
  totalsBand: boolean;
  /** A narrow description column, so long descriptions wrap. */
  narrowDescription: boolean;
}

const FONTS = ["'DejaVu Sans', sans-serif", "'Liberation Sans', Arial, sans-serif", "'Liberation Serif', 'Times New Roman', serif", "'DejaVu Serif', serif"];
const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const HEADER_WORDS: Record<Column, readonly string[]> = {
  item: ['Ítem', 'Item', 'Renglón', '#'],
  code: ['Código', 'Cód.', 'Art.', 'Artículo', 'SKU', 'Cod. Art.'],
  desc: ['Descripción', 'Detalle', 'Producto', 'Concepto', 'Descripción del artículo', 'Producto / Servicio'],
  qty: ['Cant.', 'Cantidad', 'Unidades', 'Cant'],
  unit: ['U.M.', 'Unidad', 'UM', 'Un.'],
  price: ['P. Unit.', 'Precio Unit.', 'Precio', 'P.Unitario', 'Precio unitario', 'Unitario'],
  disc: ['Bonif.', 'Dto. %', '% Bonif', 'Desc.'],
  vat: ['IVA %', 'Alíc.', 'Alícuota', '% IVA'],
  amount: ['Importe', 'Subtotal', 'Total', 'Total línea', 'Imp. Total'],
  bultos: ['Bultos', 'Bultos', 'Cajas'],
};
const INVOICE_TITLES = ['FACTURA', 'PRESUPUESTO', 'PROFORMA', 'NOTA DE PEDIDO', 'COTIZACIÓN', 'PEDIDO'];
const CATALOGS: readonly CatalogName[] = ['hardware', 'electrical', 'food', 'it', 'agro', 'services'];

function drawDesign(rng: Rng, kind: 'invoice' | 'remito'): Design {
  const invoiceColumns: Column[][] = [
    ['code', 'desc', 'qty', 'price', 'amount'],
    ['qty', 'desc', 'price', 'amount'],
    ['item', 'code', 'desc', 'qty', 'unit', 'price', 'disc', 'amount'],
    ['code', 'desc', 'qty', 'unit', 'price', 'vat', 'amount'],
    ['desc', 'qty', 'price', 'amount'],
    ['code', 'qty', 'desc', 'price', 'disc', 'amount'],
  ];
  const remitoColumns: Column[][] = [
    ['qty', 'desc'],
    ['code', 'desc', 'qty', 'unit'],
    ['item', 'qty', 'unit', 'desc', 'bultos'],
    ['code', 'qty', 'desc', 'bultos'],
  ];
  const columns = rng.pick(kind === 'invoice' ? invoiceColumns : remitoColumns);
  const headers = Object.fromEntries((Object.keys(HEADER_WORDS) as Column[]).map((c) => [c, rng.pick(HEADER_WORDS[c])])) as Record<Column, string>;
  const header = rng.pick(['left-box', 'center-letter', 'banner', 'mono'] as const);
  const nameLabel = rng.pick(['Cliente:', 'Señor(es):', 'Sr./Sres.:', 'Razón Social:', 'Facturar a:', 'Nombre:', 'Destinatario:']);
  const cuitLabel = rng.pick(['CUIT:', 'C.U.I.T.:', 'CUIT/DNI:', 'Nro. Doc.:', 'CUIT N°:', 'Documento:']);
  return {
    kind,
    title: kind === 'remito' ? rng.pick(['REMITO', 'REMITO', 'NOTA DE ENTREGA', 'REMITO R']) : rng.pick(INVOICE_TITLES),
    header,
    font: header === 'mono' ? "'DejaVu Sans Mono', 'Liberation Mono', monospace" : rng.pick(FONTS),
    fontSize: header === 'mono' ? 10.5 : rng.pick([10, 10.5, 11, 12]),
    refStyle: rng.pick(['dash', 'dash-spaced', 'pv-nro', 'letter-dash', 'plain-number'] as const),
    refLabel: rng.pick(['N°', 'Nro.', 'Número:', 'Nº', 'No.']),
    dateLabel: rng.pick(['Fecha:', 'Fecha de emisión:', 'Emitido el', 'Fecha Comprobante:', 'FECHA']),
    dateStyle: rng.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy', 'long', 'iso', 'mon', 'dd/mm/yy'] as const),
    receiverStyle: rng.pick(['labelled', 'labelled', 'table', 'unlabelled-box'] as const),
    boxCaption: rng.pick(['DATOS DEL CLIENTE', 'Cliente', 'FACTURAR A', 'Destinatario', 'Comprador']),
    nameLabel,
    docLabel: (r) => (r.docType === 'DNI' && /CUIT:|C\.U\.I\.T|CUIT N/.test(cuitLabel) ? 'DNI:' : cuitLabel),
    condLabel: rng.pick(['Cond. IVA:', 'IVA:', 'Condición frente al IVA:', 'Situación IVA:', 'Categoría IVA:', 'Resp. IVA:', 'I.V.A.:']),
    columns,
    headers,
    numberStyle: rng.pick(['ar', 'ar', 'ar-plain', 'ar-symbol'] as const),
    qtyDecimals: rng.pick([0, 0, 2, 3] as const),
    subtotalLabel: rng.pick(['Subtotal', 'Neto Gravado', 'Importe Neto', 'Sub-Total', 'Total Neto']),
    vatLabel: rng.pick([(r: string) => `IVA ${r}%`, (r: string) => `I.V.A. ${r} %`, (r: string) => `IVA (${r}%)`, (r: string) => `IVA ${r}`]),
    totalLabel: rng.pick(['TOTAL', 'Total:', 'Importe Total', 'TOTAL A PAGAR', 'Total $', 'Total General', 'TOTAL FACTURA']),
    words: rng.chance(0.4),
    dueDate: rng.chance(0.5),
    customerOrder: rng.chance(0.5),
    remitoRef: kind === 'invoice' && rng.chance(0.4),
    seller: rng.chance(0.5),
    pricesIncludeIva: rng.chance(0.35),
    catalog: rng.pick(CATALOGS),
    accent: rng.pick(['#1d3557', '#6a040f', '#2d6a4f', '#3a0ca3', '#333333']),
    dotDecimal: null,
    currency: 'ARS',
    headerGrid: false,
    totalsBand: false,
    narrowDescription: false,
  };
}

/** The dimensions added with design 10, drawn from a generator of their own so designs 1–9 stay as they were. */
function drawMore(rng: Rng, d: Design, k: number): Design {
  return {
    ...d,
    dotDecimal: rng.pick([null, null, 'us', 'plain'] as const),
    currency: d.kind === 'invoice' && rng.chance(0.3) ? 'USD' : 'ARS',
    // every third design at least, so the train and held-out sets both have one
    headerGrid: d.header !== 'mono' && (rng.chance(0.5) || k % 3 === 0),
    totalsBand: d.header !== 'mono' && rng.chance(0.5),
    narrowDescription: d.header !== 'mono' && rng.chance(0.5),
  };
}

/** An amount as the design prints it: Argentine style, or with a decimal point ("1,234.56", "1234.56"). */
function amountText(v: Decimal.Value, d: Design, currency: 'ARS' | 'USD', symbol: boolean): string {
  if (!d.dotDecimal) return formatAmount(v, symbol ? d.numberStyle : d.numberStyle === 'ar-symbol' ? 'ar' : d.numberStyle, currency);
  const fixed = new Decimal(v).toFixed(2);
  const [whole, cents] = fixed.split('.');
  const text = d.dotDecimal === 'us' ? `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}` : fixed;
  return symbol ? `${currency === 'USD' ? 'USD' : '$'} ${text}` : text;
}

const UNITS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince',
  'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco',
  'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

function below1000(n: number): string {
  if (n === 100) return 'cien';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 30 ? UNITS[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? ` y ${UNITS[rest % 10]}` : ''}`;
  return [HUNDREDS[h], tens].filter(Boolean).join(' ');
}

/** 1234567 → "un millón doscientos treinta y cuatro mil quinientos sesenta y siete" (as "Son pesos" prints it). */
export function inWords(n: number): string {
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'un millón' : `${below1000(millions).replace(/uno$/, 'un')} millones`);
  if (thousands) parts.push(thousands === 1 ? 'mil' : `${below1000(thousands).replace(/uno$/, 'un')} mil`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

function printedDate(iso: string, style: Design['dateStyle']): string {
  const [y, m, d] = iso.split('-');
  switch (style) {
    case 'iso':
      return iso;
    case 'mon':
      return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
    case 'dd-mm-yyyy':
      return `${d}-${m}-${y}`;
    case 'dd/mm/yy':
      return `${d}/${m}/${y!.slice(2)}`;
    default:
      return formatDate(iso, style);
  }
}

function printedReference(doc: DocSpec, d: Design, letter: string): string {
  const [pv, nro] = doc.reference.split('-');
  switch (d.refStyle) {
    case 'dash':
      return `${d.refLabel} ${doc.reference}`;
    case 'dash-spaced':
      return `${d.refLabel} ${pv} - ${nro}`;
    case 'pv-nro':
      return `Punto de Venta: ${pv}&nbsp;&nbsp;&nbsp; Comp. Nro: ${nro}`;
    case 'letter-dash':
      return `${d.refLabel} ${letter}-${doc.reference}`;
    case 'plain-number':
      return `${d.refLabel} ${doc.reference}`;
  }
}

function cell(doc: DocSpec, d: Design, l: DocLine, i: number, column: Column): string {
  const amount = doc.totals?.lineAmounts[i];
  const plain = (v: Decimal.Value) => amountText(v, d, doc.currency, false);
  switch (column) {
    case 'item':
      return String(i + 1);
    case 'code':
      return l.code ?? '';
    case 'desc':
      return l.description;
    case 'qty': {
      const q = d.qtyDecimals ? formatQuantity(l.quantity, d.qtyDecimals) : formatQuantity(l.quantity);
      return d.dotDecimal ? q.replace(/\./g, '').replace(',', '.') : q;
    }
    case 'unit':
      return l.unit === 'unidades' || l.unit === 'u' || l.unit === 'un' ? 'UN' : l.unit.toUpperCase();
    case 'price':
      return plain(l.unitPrice!);
    case 'disc':
      return '0,00';
    case 'vat':
      return d.dotDecimal ? new Decimal(l.ivaRate).toFixed(2) : formatQuantity(l.ivaRate, 2);
    case 'amount':
      return plain(amount!);
    case 'bultos':
      return String(l.bultos ?? 1);
  }
}

const NUMERIC: ReadonlySet<Column> = new Set(['item', 'qty', 'price', 'disc', 'vat', 'amount', 'bultos']);

function receiverLines(doc: DocSpec, d: Design): Array<[string, string]> {
  const r = doc.receiver;
  const out: Array<[string, string]> = [[d.nameLabel, r.name]];
  if (r.docNumber) out.push([d.docLabel(r), r.docType === 'DNI' ? printDni(r.docNumber) : printCuit(r.docNumber, 'hyphens')]);
  if (r.address) out.push(['Domicilio:', r.address]);
  if (r.condicionPrinted) out.push([d.condLabel, r.condicionText]);
  return out;
}

function monoPage(doc: DocSpec, d: Design, letter: string): string {
  const width = 86;
  const line = (left: string, right = '') => `${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`;
  const rule = '-'.repeat(width);
  const r = doc.receiver;
  const out: string[] = [];
  out.push(line(doc.issuer.name.toUpperCase(), `${d.title} ${doc.kind === 'invoice' && d.title === 'FACTURA' ? letter : ''}`.trim()));
  out.push(line(`${doc.issuer.address} - ${doc.issuer.city}`, printedReference(doc, { ...d, refStyle: d.refStyle === 'pv-nro' ? 'dash' : d.refStyle }, letter)));
  out.push(line(`C.U.I.T. ${printCuit(doc.issuer.cuit, 'hyphens')}  ${doc.issuer.condicionText}`, `${d.dateLabel} ${printedDate(doc.date, d.dateStyle)}`));
  out.push(line(`Ing. Brutos ${doc.issuer.iibb}`, d.dueDate ? `Vto.: ${printedDate(doc.date, 'dd/mm/yyyy')}` : ''));
  out.push(rule);
  for (const [k, v] of receiverLines(doc, d)) out.push(`${k.padEnd(14)}${v}`);
  if (d.customerOrder) out.push(`${'O.C. Cliente:'.padEnd(14)}${4500000 + doc.lines.length * 1237}`);
  out.push(rule);
  const widths: Record<Column, number> = { item: 4, code: 9, desc: 40, qty: 9, unit: 5, price: 13, disc: 7, vat: 7, amount: 14, bultos: 7 };
  // A long description runs into the next columns' space rather than being cut (the truth is the whole description).
  const pad2 = (c: Column, s: string) => (NUMERIC.has(c) ? s.slice(0, widths[c]).padStart(widths[c]) : c === 'desc' ? s.padEnd(widths[c]) : s.slice(0, widths[c]).padEnd(widths[c]));
  out.push(d.columns.map((c) => pad2(c, d.headers[c])).join(' '));
  out.push(rule);
  doc.lines.forEach((l, i) => out.push(d.columns.map((c) => pad2(c, cell(doc, d, l, i, c))).join(' ')));
  out.push(rule);
  if (doc.totals) {
    const t = doc.totals;
    const amount = (v: Decimal.Value) => amountText(v, d, doc.currency, true);
    if (!doc.pricesIncludeIva) {
      out.push(line('', `${d.subtotalLabel}: ${amount(t.subtotal).padStart(16)}`));
      for (const b of t.byRate) out.push(line('', `${d.vatLabel(formatQuantity(b.rate))}: ${amount(b.vat).padStart(16)}`));
    }
    out.push(line('', `${d.totalLabel.replace(/:$/, '')}: ${amount(t.total).padStart(16)}`));
    if (d.words) out.push(`SON PESOS: ${wordsOf(t.total).toUpperCase()}`);
  }
  if (d.seller) out.push(`Vendedor: ${pad(doc.lines.length * 7, 3)}  Cond. de venta: Cta. Cte. 30 días`);
  return `<pre>${esc(out.join('\n'))}</pre>`;
}

function wordsOf(total: Decimal): string {
  const whole = total.floor().toNumber();
  const cents = total.sub(total.floor()).mul(100).toDecimalPlaces(0).toNumber();
  return `${inWords(whole)} con ${String(cents).padStart(2, '0')}/100`;
}

function htmlBody(doc: DocSpec, d: Design, letter: string): string {
  const r = doc.receiver;
  const t = doc.totals;
  const money = (v: Decimal.Value) => amountText(v, d, doc.currency, true);
  const title = d.title === 'FACTURA' || d.title === 'REMITO R' ? d.title.replace(/ R$/, '') : d.title;
  const band = d.headerGrid
    ? `<table class="band"><tr><th>Fecha</th><th>Número</th><th>Cliente Nº</th><th>Moneda</th></tr><tr><td>${esc(printedDate(doc.date, d.dateStyle))}</td>
      <td>${esc(doc.reference)}</td><td>${esc(String(1000 + doc.lines.length * 53))}</td><td>${doc.currency === 'USD' ? 'Dólares' : 'Pesos'}</td></tr></table>`
    : '';
  const ref = d.headerGrid ? '' : printedReference(doc, d, letter);
  const date = d.headerGrid ? '' : `${esc(d.dateLabel)} ${esc(printedDate(doc.date, d.dateStyle))}`;
  const extras = [
    d.dueDate ? `<p>Vencimiento: ${esc(printedDate(doc.date, 'dd/mm/yyyy'))}</p>` : '',
    d.remitoRef ? `<p>Remito: 0001-${pad(20000 + doc.lines.length * 311, 8)}</p>` : '',
  ].join('');
  const issuerBlock = `<div class="brand">${esc(doc.issuer.tradeName)}</div><p>${esc(doc.issuer.name)}</p><p>${esc(doc.issuer.address)} - ${esc(doc.issuer.city)}</p>
    <p>Tel: ${esc(doc.issuer.phone)}</p><p>${esc(doc.issuer.condicionText)}</p>`;
  const fiscal = `<p>CUIT: ${esc(printCuit(doc.issuer.cuit, 'hyphens'))}</p><p>Ingresos Brutos: ${esc(doc.issuer.iibb)}</p><p>Inicio de Actividades: ${esc(doc.issuer.activitySince)}</p>`;
  let head: string;
  switch (d.header) {
    case 'center-letter':
      head = `<div class="hdr3"><div>${issuerBlock}</div><div class="mid"><div class="L">${doc.kind === 'remito' ? 'R' : letter}</div><small>${doc.kind === 'remito' ? 'Documento no válido como factura' : 'Cód. 0' + (letter === 'A' ? 1 : 6)}</small></div>
        <div><div class="doc">${esc(title)}</div><p>${ref}</p><p>${date}</p>${fiscal}${extras}</div></div>`;
      break;
    case 'banner':
      head = `<div class="banner"><div class="brand">${esc(doc.issuer.tradeName)}</div><div class="doc">${esc(title)} ${doc.kind === 'invoice' && title === 'FACTURA' ? `"${letter}"` : ''}</div></div>
        <table class="kv"><tr><td>${esc(doc.issuer.name)}<br>${esc(doc.issuer.address)} - ${esc(doc.issuer.city)}<br>CUIT ${esc(printCuit(doc.issuer.cuit, 'digits'))} · ${esc(doc.issuer.condicionText)}</td>
        <td>${ref}<br>${date}${extras.replace(/<\/?p>/g, (m) => (m === '</p>' ? '' : '<br>'))}</td></tr></table>`;
      break;
    default:
      head = `<div class="top"><div>${issuerBlock}</div><div class="vbox"><div class="doc">${esc(title)}${doc.kind === 'invoice' && title === 'FACTURA' ? ` ${letter}` : ''}</div>
        <p>${ref}</p><p>${date}</p>${fiscal}${extras}</div></div>`;
  }
  const rl = receiverLines(doc, d);
  if (d.customerOrder) rl.push(['O.C. N°:', String(4500000 + doc.lines.length * 1237)]);
  if (d.seller) rl.push(['Vendedor:', `${pad(doc.lines.length * 7, 3)} - Mostrador`]);
  rl.push(['Cond. de venta:', doc.kind === 'remito' ? 'Cuenta corriente' : 'Contado']);
  let customer: string;
  switch (d.receiverStyle) {
    case 'table':
      customer = `<table class="cust">${rl.map(([k, v]) => `<tr><th>${esc(k.replace(/:$/, ''))}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;
      break;
    case 'unlabelled-box':
      customer = `<div class="cbox"><div class="cap">${esc(d.boxCaption)}</div><p><b>${esc(r.name)}</b></p>${r.address ? `<p>${esc(r.address)}</p>` : ''}
        ${rl.slice(1).filter(([k]) => k !== 'Domicilio:').map(([k, v]) => `<p>${esc(k)} ${esc(v)}</p>`).join('')}</div>`;
      break;
    default:
      customer = `<div class="cgrid">${rl.map(([k, v]) => `<div><span class="k">${esc(k)}</span> ${esc(v)}</div>`).join('')}</div>`;
  }
  head += band;
  if (doc.currency === 'USD' && !d.headerGrid) head += '<p>Moneda: Dólares estadounidenses (U$S)</p>';
  const head2 = d.columns.map((c) => `<th class="${NUMERIC.has(c) ? 'n' : ''}${c === 'desc' && d.narrowDescription ? ' narrow' : ''}">${esc(d.headers[c])}</th>`).join('');
  const rows = doc.lines.map((l, i) => `<tr>${d.columns.map((c) => `<td class="${NUMERIC.has(c) ? 'n' : ''}">${esc(cell(doc, d, l, i, c))}</td>`).join('')}</tr>`).join('');
  let totals = '';
  if (t && doc.kind === 'invoice') {
    const vat = doc.pricesIncludeIva ? '' : t.byRate.map((b) => `<tr><th>${esc(d.vatLabel(formatQuantity(b.rate)))}</th><td>${esc(money(b.vat))}</td></tr>`).join('');
    const sub = doc.pricesIncludeIva ? '' : `<tr><th>${esc(d.subtotalLabel)}</th><td>${esc(money(t.subtotal))}</td></tr>`;
    totals = `<table class="tot">${sub}${vat}<tr class="grand"><th>${esc(d.totalLabel)}</th><td>${esc(money(t.total))}</td></tr></table>`;
    if (d.totalsBand) {
      const cells: Array<[string, string]> = [
        ...(doc.pricesIncludeIva ? [] : [[d.subtotalLabel, money(t.subtotal)] as [string, string], ...t.byRate.map((b) => [d.vatLabel(formatQuantity(b.rate)), money(b.vat)] as [string, string])]),
        [d.totalLabel.replace(/:$/, ''), money(t.total)],
      ];
      totals = `<table class="tband"><tr>${cells.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${esc(v)}</td>`).join('')}</tr></table>`;
    }
    if (d.words) totals += `<p class="words">Son ${doc.currency === 'USD' ? 'dólares' : 'pesos'}: ${esc(wordsOf(t.total))}</p>`;
  } else if (doc.kind === 'remito') {
    totals = `<p class="words">Total de bultos: ${doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0)}</p><div class="sign"><div>Recibí conforme</div><div>Aclaración y DNI</div></div>`;
  }
  const foot = doc.kind === 'invoice' && title !== 'FACTURA' ? '<p class="foot">Documento no válido como factura. Precios sujetos a modificación sin previo aviso.</p>' : '';
  return `${head}${customer}<table class="items"><thead><tr>${head2}</tr></thead><tbody>${rows}</tbody></table>${totals}${foot}`;
}

function css(d: Design): string {
  return `
body { font-family: ${d.font}; font-size: ${d.fontSize}px; color: #111; padding: 30px 36px }
p { margin: 2px 0 }
pre { font-family: ${d.font}; font-size: ${d.fontSize}px; line-height: 1.35; margin: 0 }
.brand { font-size: 19px; font-weight: 700; color: ${d.accent} }
.doc { font-size: 16px; font-weight: 700 }
.top { display: flex; justify-content: space-between; gap: 20px }
.vbox { border: 1px solid #666; padding: 8px 12px; min-width: 240px }
.hdr3 { display: grid; grid-template-columns: 1fr 64px 1fr; border: 1.2px solid #000 }
.hdr3 > div { padding: 8px }
.hdr3 .mid { border-left: 1.2px solid #000; border-right: 1.2px solid #000; text-align: center }
.hdr3 .L { font-size: 32px; font-weight: 700 } .hdr3 small { font-size: 7px }
.banner { display: flex; justify-content: space-between; align-items: center; background: ${d.accent}; color: #fff; padding: 10px 14px }
.banner .brand { color: #fff }
table.kv { width: 100%; margin-top: 6px } table.kv td { vertical-align: top; padding: 4px 2px; width: 50% }
.cgrid { display: grid; grid-template-columns: 1fr 1fr; gap: 3px 24px; margin: 14px 0; border-top: 1px solid #999; border-bottom: 1px solid #999; padding: 6px 0 }
.cgrid .k { font-weight: 700 }
table.cust { margin: 14px 0; border: 1px solid #999; width: 70% } table.cust th { text-align: left; background: #eee; padding: 3px 6px; width: 150px; font-weight: 600 } table.cust td { padding: 3px 6px }
.cbox { border: 1px solid #999; padding: 6px 10px; margin: 14px 0; width: 55% } .cbox .cap { font-size: 9px; text-transform: uppercase; color: #666; margin-bottom: 3px }
table.items { width: 100%; margin-top: 10px }
table.items th { border-bottom: 1.5px solid #000; padding: 4px; text-align: left; font-size: ${d.fontSize - 0.5}px }
table.items td { padding: 4px; border-bottom: 1px solid #ddd }
.n { text-align: right } th.n { text-align: right }
table.tot { margin-left: auto; margin-top: 10px; min-width: 260px } table.tot th { text-align: left; font-weight: normal; padding: 3px 6px } table.tot td { text-align: right; padding: 3px 6px }
table.tot tr.grand th, table.tot tr.grand td { font-weight: 700; border-top: 1.5px solid #000; font-size: ${d.fontSize + 2}px }
.words { margin-top: 10px; font-style: italic }
.foot { margin-top: 28px; font-size: 8.5px; color: #555 }
table.band { width: 100%; margin-top: 10px; border: 1px solid #666 } table.band th { background: #eee; border: 1px solid #666; padding: 3px; font-weight: 600 } table.band td { border: 1px solid #666; padding: 3px; text-align: center }
table.tband { width: 100%; margin-top: 12px; border: 1.2px solid #000 } table.tband th { border: 1px solid #000; padding: 3px; font-weight: 600; background: #f1f1f1 } table.tband td { border: 1px solid #000; padding: 4px; text-align: right; font-weight: 600 }
table.items th.narrow { width: 150px }
.sign { margin-top: 40px; display: flex; justify-content: space-around } .sign div { border-top: 1px dotted #000; width: 180px; text-align: center; font-size: 9px }`;
}

/** The layout of design number `k` (a seed of its own): `id` web-variety-k. */
export function varietyLayout(k: number, kind: 'invoice' | 'remito'): Layout {
  const base = drawDesign(new Rng(0x7a51e7 + k * 7919), kind);
  const design = k >= 10 ? drawMore(new Rng(0x51de + k * 104729), base, k) : base;
  const id = `web-variety-${k}`;
  const issuerName = ['Comercial Los Talas S.R.L.', 'Distribuidora El Quebracho S.A.', 'Servicios Integrales Río Dulce S.A.', 'Agropecuaria La Calandria S.R.L.',
    'Tecnología Altos del Sur S.A.S.', 'Frigorífico Laguna Brava S.A.', 'Logística Los Ceibos S.R.L.', 'Panificadora Villa Elisa S.R.L.'][k % 8]!;
  const templatePrices = design.pricesIncludeIva;
  return {
    id,
    kind,
    title: `design ${k} drawn from the variety space (${design.header}, "${design.title}", ${design.receiverStyle} customer, columns ${design.columns.join('|')}${k >= 10 ? `, numbers ${design.dotDecimal ?? 'ar'}, ${design.currency}${design.headerGrid ? ', header band' : ''}${design.totalsBand ? ', totals band' : ''}${design.narrowDescription ? ', wrapped descriptions' : ''}` : ''})`,
    page: { size: 'A4' },
    issuer: (rng) => makeIssuer(rng, issuerName, issuerName.replace(/ S\.[A-Z.]+$/, '').toUpperCase()),
    template: (issuer) => ({
      id: `variety${k}-${issuerName.split(' ')[1]!.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '')}`,
      name: `Documentos ${issuerName} (diseño ${k})`,
      instructions:
        `Documentos de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. ` +
        (kind === 'remito'
          ? `Remitos sin precios: valorizar con la lista de precios (${templatePrices ? 'con' : 'sin'} IVA). `
          : `Precios ${templatePrices ? 'con IVA incluido' : 'sin IVA'}. `) +
        'La referencia es el número del documento.',
      catalog: design.catalog,
      pricesIncludeIva: templatePrices,
      ivaRate: 21,
      concepto: design.catalog === 'services' ? 2 : 1,
    }),
    compose: (rng, { issuer, template, index, today }) => {
      const plainRef = design.refStyle === 'plain-number';
      const reference = plainRef ? String(rng.int(1000, 99999)) : `${pad(rng.int(1, 12), design.refStyle === 'pv-nro' ? 5 : 4)}-${pad(rng.int(100, 99999), 8)}`;
      const doc = composeDocument(
        rng,
        {
          kind, catalog: design.catalog, lineCount: kind === 'remito' ? [3, 8] : [1, 7],
          receivers: ['company-ri', 'company-ri', 'monotributo', 'dni', 'company-exento', ...(kind === 'invoice' ? ['consumidor-final' as const] : [])],
          conditionPrinted: 0.8, mixedVat: design.columns.includes('vat'), pricesIncludeIva: () => design.pricesIncludeIva,
          numberStyles: [design.numberStyle], currency: design.currency, missingArticle: kind === 'remito' && index % 3 === 1, templatePricesIncludeIva: templatePrices,
        },
        { layout: id, templateId: template.id, issuer, reference, variant: {}, today },
      );
      return doc;
    },
    html: (doc) => {
      const letter = doc.pricesIncludeIva ? 'B' : 'A';
      return htmlPage(css(design), design.header === 'mono' ? monoPage(doc, design, letter) : htmlBody(doc, design, letter));
    },
  };
}
