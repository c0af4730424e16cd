import type { DocLine, DocSpec } from '../document';

/** Small pdfkit helpers shared by the layouts: text at a point, boxes, rules and a column table. */

export interface TextOptions {
  font?: string;
  size?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

export function text(pdf: PDFKit.PDFDocument, value: string, x: number, y: number, o: TextOptions = {}): void {
  pdf.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? 'black');
  pdf.text(value, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
}

/** Label in one font, value right after it in another, on one line. */
export function labelled(pdf: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, o: TextOptions & { labelFont?: string } = {}): void {
  const size = o.size ?? 9;
  pdf.font(o.labelFont ?? 'Helvetica-Bold').fontSize(size);
  const w = pdf.widthOfString(label + ' ');
  text(pdf, label, x, y, { font: o.labelFont ?? 'Helvetica-Bold', size });
  text(pdf, value, x + w, y, { font: o.font ?? 'Helvetica', size, width: o.width ? o.width - w : undefined });
}

export function box(pdf: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, lineWidth = 0.8): void {
  pdf.lineWidth(lineWidth).strokeColor('black').rect(x, y, w, h).stroke();
}

export function fillBox(pdf: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, color: string): void {
  pdf.rect(x, y, w, h).fillColor(color).fill().fillColor('black');
}

export function hline(pdf: PDFKit.PDFDocument, x1: number, x2: number, y: number, lineWidth = 0.6, dash?: number): void {
  pdf.lineWidth(lineWidth).strokeColor('black');
  if (dash) pdf.dash(dash, { space: dash });
  pdf.moveTo(x1, y).lineTo(x2, y).stroke();
  if (dash) pdf.undash();
}

export function vline(pdf: PDFKit.PDFDocument, x: number, y1: number, y2: number, lineWidth = 0.6): void {
  pdf.lineWidth(lineWidth).strokeColor('black').moveTo(x, y1).lineTo(x, y2).stroke();
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (line: DocLine, index: number) => string;
}

export interface TableStyle {
  font: string;
  bold: string;
  size: number;
  /** Cell borders around every cell (ERP style) or only rules under the header. */
  grid: boolean;
  headerFill?: string;
  padding?: number;
}

/** Header height of a table. */
export function tableHeader(pdf: PDFKit.PDFDocument, x: number, y: number, columns: readonly Column[], s: TableStyle): number {
  const pad = s.padding ?? 3;
  pdf.font(s.bold).fontSize(s.size);
  const h = Math.max(...columns.map((c) => pdf.heightOfString(c.header, { width: c.width - 2 * pad }))) + 2 * pad;
  const total = columns.reduce((a, c) => a + c.width, 0);
  if (s.headerFill) fillBox(pdf, x, y, total, h, s.headerFill);
  let cx = x;
  for (const c of columns) {
    text(pdf, c.header, cx + pad, y + pad, { font: s.bold, size: s.size, width: c.width - 2 * pad, align: c.align });
    if (s.grid) box(pdf, cx, y, c.width, h, 0.6);
    cx += c.width;
  }
  if (!s.grid) hline(pdf, x, x + total, y + h);
  return y + h;
}

/** One row (descriptions wrap inside their cell); returns the y below it. */
export function tableRow(pdf: PDFKit.PDFDocument, x: number, y: number, columns: readonly Column[], line: DocLine, index: number, s: TableStyle): number {
  const pad = s.padding ?? 3;
  pdf.font(s.font).fontSize(s.size);
  const values = columns.map((c) => c.cell(line, index));
  const h = Math.max(...values.map((v, i) => pdf.heightOfString(v || ' ', { width: columns[i]!.width - 2 * pad }))) + 2 * pad;
  let cx = x;
  columns.forEach((c, i) => {
    text(pdf, values[i]!, cx + pad, y + pad, { font: s.font, size: s.size, width: c.width - 2 * pad, align: c.align });
    if (s.grid) box(pdf, cx, y, c.width, h, 0.5);
    cx += c.width;
  });
  return y + h;
}

export function rowHeight(pdf: PDFKit.PDFDocument, columns: readonly Column[], line: DocLine, index: number, s: TableStyle): number {
  const pad = s.padding ?? 3;
  pdf.font(s.font).fontSize(s.size);
  return Math.max(...columns.map((c) => pdf.heightOfString(c.cell(line, index) || ' ', { width: c.width - 2 * pad }))) + 2 * pad;
}

export function table(pdf: PDFKit.PDFDocument, x: number, y: number, columns: readonly Column[], doc: DocSpec, s: TableStyle): number {
  let cy = tableHeader(pdf, x, y, columns, s);
  doc.lines.forEach((line, i) => {
    cy = tableRow(pdf, x, cy, columns, line, i, s);
  });
  return cy;
}

/** Right-aligned "label  value" rows of a totals block; returns the y below. */
export function totalsBlock(
  pdf: PDFKit.PDFDocument,
  rightX: number,
  y: number,
  rows: ReadonlyArray<[string, string]>,
  o: { font: string; bold: string; size: number; labelWidth: number; valueWidth: number; gap?: number; lastBold?: boolean },
): number {
  let cy = y;
  rows.forEach(([label, value], i) => {
    const isLast = i === rows.length - 1 && o.lastBold !== false;
    const font = isLast ? o.bold : o.font;
    const size = isLast ? o.size + 1 : o.size;
    text(pdf, label, rightX - o.valueWidth - o.labelWidth, cy, { font, size, width: o.labelWidth, align: 'right' });
    text(pdf, value, rightX - o.valueWidth, cy, { font, size, width: o.valueWidth, align: 'right' });
    cy += size + (o.gap ?? 5);
  });
  return cy;
}
