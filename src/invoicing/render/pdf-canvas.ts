import { PdfTheme } from './pdf-theme';
import { InvoiceBranding, VoucherView } from './voucher-view';

/** Shared drawing state of one voucher PDF. Coordinates are PDF points from the top-left corner. */
export interface Canvas {
  doc: PDFKit.PDFDocument;
  theme: PdfTheme;
  view: VoucherView;
  branding: InvoiceBranding;
  accent: string;
  logo: Buffer | null;
  width: number;
  height: number;
  margin: number;
  /** Lowest y the body may reach (above the page-number line). */
  bottom: number;
}

export interface TextStyle {
  font?: 'regular' | 'bold' | 'italic';
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  spacing?: number;
  /** Wrap inside `width` (default: one line, clipped by ellipsis). */
  wrap?: boolean;
}

function apply(c: Canvas, style: TextStyle): void {
  c.doc.font(c.theme.fonts[style.font ?? 'regular']).fontSize(style.size ?? c.theme.baseSize).fillColor(style.color ?? c.theme.ink);
}

/** Writes text at (x, y); returns its height. Single-line text longer than `width` is shortened with "…". */
export function put(c: Canvas, text: string, x: number, y: number, style: TextStyle = {}): number {
  apply(c, style);
  const options: PDFKit.Mixins.TextOptions = {
    lineBreak: style.wrap === true,
    align: style.align ?? 'left',
    characterSpacing: style.spacing ?? 0,
  };
  let value = text;
  if (style.width !== undefined) {
    options.width = style.width;
    if (!style.wrap) value = fit(c, text, style.width, style.spacing ?? 0);
  }
  c.doc.text(value, x, y, options);
  return style.wrap && style.width !== undefined ? c.doc.heightOfString(value, options) : c.doc.currentLineHeight(true);
}

/** Height `text` takes when wrapped in `width` with `style`. */
export function measure(c: Canvas, text: string, width: number, style: TextStyle = {}): number {
  apply(c, style);
  return c.doc.heightOfString(text, { width, characterSpacing: style.spacing ?? 0 });
}

export function textWidth(c: Canvas, text: string, style: TextStyle = {}): number {
  apply(c, style);
  return c.doc.widthOfString(text, { characterSpacing: style.spacing ?? 0 });
}

function fit(c: Canvas, text: string, width: number, spacing: number): string {
  if (c.doc.widthOfString(text, { characterSpacing: spacing }) <= width) return text;
  let cut = text.length;
  while (cut > 1 && c.doc.widthOfString(`${text.slice(0, cut)}…`, { characterSpacing: spacing }) > width) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/** "Label: value", the label in bold, wrapped inside `width`; returns the height taken. */
export function labelled(c: Canvas, label: string, value: string, x: number, y: number, width: number, size?: number, labelFont: 'bold' | 'italic' = 'bold', labelColor?: string): number {
  const s = size ?? c.theme.baseSize;
  c.doc.font(c.theme.fonts[labelFont]).fontSize(s).fillColor(labelColor ?? c.theme.ink);
  c.doc.text(`${label}: `, x, y, { width, continued: true, lineBreak: true });
  c.doc.font(c.theme.fonts.regular).fillColor(c.theme.ink).text(value, { width, lineBreak: true });
  return c.doc.y - y;
}

export function hline(c: Canvas, x1: number, x2: number, y: number, color?: string, width = 0.6): void {
  c.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color ?? c.theme.rule).stroke().restore();
}

export function vline(c: Canvas, x: number, y1: number, y2: number, color?: string, width = 0.6): void {
  c.doc.save().moveTo(x, y1).lineTo(x, y2).lineWidth(width).strokeColor(color ?? c.theme.rule).stroke().restore();
}

export function box(c: Canvas, x: number, y: number, w: number, h: number, stroke: string | null, fill: string | null = null, radius = 0, lineWidth = 0.8): void {
  const d = c.doc.save();
  if (radius > 0) d.roundedRect(x, y, w, h, radius);
  else d.rect(x, y, w, h);
  d.lineWidth(lineWidth);
  if (fill && stroke) d.fillAndStroke(fill, stroke);
  else if (fill) d.fill(fill);
  else if (stroke) d.stroke(stroke);
  d.restore();
}

/** Draws the QR matrix as vector squares (sharp at any zoom and print resolution), with a 2-module quiet zone. */
export function drawQr(c: Canvas, matrix: boolean[][], x: number, y: number, size: number): void {
  const modules = matrix.length + 4;
  const unit = size / modules;
  const d = c.doc.save();
  d.rect(x, y, size, size).fill('#ffffff');
  matrix.forEach((row, r) =>
    row.forEach((dark, col) => {
      if (dark) d.rect(x + (col + 2) * unit, y + (r + 2) * unit, unit, unit);
    }),
  );
  d.fill('#000000');
  d.restore();
}
