import { BRANDING_TEMPLATES, BrandingTemplate, InvoiceBranding, PAPER_SIZES, PaperSize } from './voucher-view';

/**
 * The look of each template. Legal content is the same in all four; they differ in header layout, typography
 * and how the accent colour is used. Only the 14 standard PDF fonts are used: they need no font files and cover
 * Spanish (WinAnsi: á é í ó ú ñ ü ¿ ¡ °).
 */
export interface PdfTheme {
  template: BrandingTemplate;
  fonts: { regular: string; bold: string; italic: string };
  /** Used when InvoiceBranding.accentColor is null. */
  defaultAccent: string;
  ink: string;
  muted: string;
  rule: string;
  /** Fill behind the table header; null = none. */
  tableHeaderFill: 'accent' | 'tint' | null;
  tableHeaderText: 'white' | 'ink' | 'muted';
  tableUppercase: boolean;
  /** Vertical cell borders (the boxed AFIP look). */
  tableGrid: boolean;
  zebra: boolean;
  /** Boxes around the receiver, period and totals blocks. */
  boxes: boolean;
  baseSize: number;
}

const THEMES: Record<BrandingTemplate, PdfTheme> = {
  clasico: {
    template: 'clasico',
    fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
    defaultAccent: '#1f3a5f',
    ink: '#000000',
    muted: '#333333',
    rule: '#000000',
    tableHeaderFill: 'tint',
    tableHeaderText: 'ink',
    tableUppercase: false,
    tableGrid: true,
    zebra: false,
    boxes: true,
    baseSize: 8.5,
  },
  moderno: {
    template: 'moderno',
    fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
    defaultAccent: '#1a73e8',
    ink: '#1f2937',
    muted: '#6b7280',
    rule: '#e5e7eb',
    tableHeaderFill: 'accent',
    tableHeaderText: 'white',
    tableUppercase: false,
    tableGrid: false,
    zebra: true,
    boxes: false,
    baseSize: 8.5,
  },
  minimalista: {
    template: 'minimalista',
    fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
    defaultAccent: '#111827',
    ink: '#111827',
    muted: '#6b7280',
    rule: '#d1d5db',
    tableHeaderFill: null,
    tableHeaderText: 'muted',
    tableUppercase: true,
    tableGrid: false,
    zebra: false,
    boxes: false,
    baseSize: 8,
  },
  elegante: {
    template: 'elegante',
    fonts: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
    defaultAccent: '#6b1d2a',
    ink: '#1c1917',
    muted: '#57534e',
    rule: '#a8a29e',
    tableHeaderFill: null,
    tableHeaderText: 'ink',
    tableUppercase: false,
    tableGrid: false,
    zebra: false,
    boxes: false,
    baseSize: 9.5,
  },
};

export function themeFor(template: string | null | undefined): PdfTheme {
  const name = (BRANDING_TEMPLATES as readonly string[]).includes(template ?? '') ? (template as BrandingTemplate) : 'clasico';
  return THEMES[name];
}

export function paperFor(paper: string | null | undefined): PaperSize {
  return (PAPER_SIZES as readonly string[]).includes(paper ?? '') ? (paper as PaperSize) : 'A4';
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function accentFor(branding: InvoiceBranding, theme: PdfTheme): string {
  return branding.accentColor && HEX.test(branding.accentColor) ? branding.accentColor : theme.defaultAccent;
}

/** A light tint of a colour (mixed with white), for fills behind text. */
export function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (255 - value) * (1 - amount)).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
