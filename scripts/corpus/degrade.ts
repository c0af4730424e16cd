import path from 'node:path';
import sharp from 'sharp';
import type { Rng } from './random';

/**
 * Scans and photos of a text PDF: pages rendered with pdf.js (through pdf-parse, with its standard fonts so
 * Helvetica, Times and Courier look like themselves), then degraded with sharp.
 */
export type ScanKind = 'flatbed-jpg' | 'gray-png' | 'photo-jpg' | 'pdf-scan' | 'pdf-photo';

export interface ScanProfile {
  kind: ScanKind;
  dpi: number;
  /** Degrees, clockwise. */
  angle: number;
  /** Gaussian sigma in pixels; 0 = none. */
  blur: number;
  /** JPEG quality (ignored for PNG). */
  quality: number;
  /** Uneven lighting of a phone photo (vignette + warm gradient). */
  shading: boolean;
  gray: boolean;
}

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(min, max) * 10) / 10;

/** One of the three strengths the corpus uses per source document. */
export function scanProfile(rng: Rng, strength: 'mild' | 'harsh' | 'image-pdf'): ScanProfile {
  switch (strength) {
    case 'mild':
      return rng.chance(0.5)
        ? { kind: 'flatbed-jpg', dpi: rng.pick([200, 240, 300]), angle: signed(rng, 0.2, 1), blur: 0, quality: rng.int(70, 80), shading: false, gray: false }
        : { kind: 'gray-png', dpi: rng.pick([200, 300]), angle: signed(rng, 0.2, 0.8), blur: 0, quality: 100, shading: false, gray: true };
    case 'harsh':
      return { kind: 'photo-jpg', dpi: rng.pick([150, 160, 170]), angle: signed(rng, 1.5, 3), blur: Math.round(rng.range(0.6, 1.1) * 10) / 10, quality: rng.int(40, 55), shading: true, gray: false };
    case 'image-pdf':
      return { kind: 'pdf-scan', dpi: rng.pick([150, 200]), angle: signed(rng, 0.3, 1.5), blur: 0.5, quality: rng.int(55, 70), shading: false, gray: true };
  }
}

export interface RenderedPage {
  image: Buffer;
  width: number;
  height: number;
  dpi: number;
}

// pdf-parse's CommonJS build; required so pdf.js runs in this process (a script, not Jest's sandbox).
const { PDFParse } = require('pdf-parse') as { PDFParse: new (o: Record<string, unknown>) => PdfParser };
interface PdfParser {
  getInfo(o: Record<string, unknown>): Promise<{ total: number; pages: Array<{ width: number; height: number }> }>;
  getScreenshot(o: Record<string, unknown>): Promise<{ pages: Array<{ data: Uint8Array }> }>;
  destroy(): Promise<void>;
}
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Renders the chosen pages (1-based) of a PDF at `dpi`, as PNG. */
export async function renderPages(pdf: Buffer, pages: number[], dpi: number): Promise<RenderedPage[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf), verbosity: 0, standardFontDataUrl: STANDARD_FONTS });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    const out: RenderedPage[] = [];
    for (const page of pages) {
      const widthPt = info.pages[page - 1]!.width;
      const width = Math.round((widthPt / 72) * dpi);
      const shot = await parser.getScreenshot({ partial: [page], desiredWidth: width, imageDataUrl: false, imageBuffer: true });
      const image = Buffer.from(shot.pages[0]!.data);
      const meta = await sharp(image).metadata();
      out.push({ image, width: meta.width!, height: meta.height!, dpi });
    }
    return out;
  } finally {
    await parser.destroy();
  }
}

function shadingOverlay(width: number, height: number, rng: Rng): Buffer {
  const cx = Math.round(rng.range(0.3, 0.7) * 100), cy = Math.round(rng.range(0.3, 0.6) * 100);
  const edge = rng.range(0.55, 0.72).toFixed(2);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <radialGradient id="v" cx="${cx}%" cy="${cy}%" r="75%">
          <stop offset="0%" stop-color="rgb(255,252,240)"/>
          <stop offset="100%" stop-color="rgb(${Math.round(255 * Number(edge))},${Math.round(245 * Number(edge))},${Math.round(225 * Number(edge))})"/>
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#v)"/>
    </svg>`,
  );
}

/** Applies a profile to one rendered page; returns the encoded image (JPEG or PNG). */
export async function degradePage(page: RenderedPage, profile: ScanProfile, rng: Rng): Promise<{ image: Buffer; width: number; height: number; ext: 'jpg' | 'png' }> {
  const paper = profile.shading ? '#f3efe4' : '#ffffff';
  let img = sharp(page.image).flatten({ background: '#ffffff' });
  if (profile.gray) img = img.grayscale();
  img = img.rotate(profile.angle, { background: paper });
  if (profile.blur >= 0.3) img = img.blur(profile.blur);
  let { data, info } = await img.toBuffer({ resolveWithObject: true });
  if (profile.shading) {
    ({ data, info } = await sharp(data)
      .composite([{ input: shadingOverlay(info.width, info.height, rng), blend: 'multiply' }])
      .toBuffer({ resolveWithObject: true }));
  }
  const out = sharp(data).withMetadata({ density: profile.dpi });
  const png = profile.kind === 'gray-png';
  const image = png ? await out.grayscale().png().toBuffer() : await out.jpeg({ quality: profile.quality }).toBuffer();
  return { image, width: info.width, height: info.height, ext: png ? 'png' : 'jpg' };
}
