import os from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { invertDarkRegions } from './dark-regions';
import { fail, isIngestionFailure } from './ingestion.errors';
import { estimatePaper, estimateSkew, histogram, otsuThreshold, percentile, type GrayImage } from './page-analysis';

// libvips keeps the results of recent operations (up to 50 MB of decoded pixels) to reuse them; the pipeline never
// runs one operation on one image twice, so the cache only held memory.
sharp.cache(false);

export interface PreparedImage {
  png: Buffer;
  /** Pixels of `png`: the image tesseract reads, which its word boxes refer to. */
  width: number;
  height: number;
  /** Resolution of `png` (pixels per inch of the page). */
  dpi: number;
  /**
   * What was done to the page, in order, e.g. ["dpi 150→300 (A4 width, ×2.00)", "deskew +1.80°", "contrast 41–236"];
   * a deskew names the tilt found (counter-clockwise positive), which was rotated away.
   */
  pipeline: string[];
  /** Otsu's ink/paper level in `png`, for `binarize`. */
  threshold: number;
  /** Whether dark regions were inverted or the paper flattened: the steps that can take shading for ink. */
  paperAdjusted: boolean;
}

export interface PrepareOptions {
  maxImagePixels: number;
  /** Page of a multi-page TIFF (0-based). */
  page?: number;
  /** The resolution when it is known (a rendered PDF page); otherwise it is estimated from the page. */
  sourceDpi?: number;
  /** Resolution the text is brought to. */
  targetDpi?: number;
  /**
   * Only resolution, denoising and deskew: no dark regions inverted, no paper flattened, no contrast stretched. A
   * second reading for pages the full preparation read badly (a photo whose shading those steps took for ink).
   */
  plain?: boolean;
}

/**
 * Tesseract reads best with text at about 300 dpi and its time grows with the pixels. Measured on the dev scans
 * (docs/documents.md, "Scans"): pages under 250 dpi are enlarged to TARGET_DPI, pages over 400 dpi reduced to it,
 * pages in between are read as they are.
 */
export const TARGET_DPI = 300;
const UPSCALE_BELOW_DPI = 250;
const DOWNSCALE_ABOVE_DPI = 400;
/** Even a poster-sized upload is not worth more pixels than an A4 page at 300 dpi, twice over. */
const MAX_OCR_PIXELS = 18_000_000;
/** Deskew, flattening and the threshold are decided on a copy this wide (cheap, and enough for ±0.05°). */
const ANALYSIS_WIDTH = 1000;
/** Skews under this do not disturb tesseract's line finding; a rotation would only blur. */
const MIN_DESKEW_DEGREES = 0.3;
const MAX_DESKEW_DEGREES = 5;
/** The row profile must be this much sharper at the found angle than at 0° for the angle to be believed. */
const MIN_SKEW_GAIN = 1.05;
/** Enlarged by at least this much, the page is smoothed with a 3 px median after resampling. */
const MEDIAN_FROM_SCALE = 1.25;
/** Paper levels spreading more than this across the page are shading (a phone photo), not paper. */
const SHADING_LEVELS = 28;

export async function imageInfo(bytes: Uint8Array, maxImagePixels: number): Promise<{ width: number; height: number; pages: number }> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) fail('corrupt_file', 'The image has no dimensions; it is damaged or not an image.');
    const pixels = meta.width * meta.height;
    if (pixels > maxImagePixels) {
      fail(
        'image_too_large',
        `The image is ${meta.width} × ${meta.height} pixels (${(pixels / 1e6).toFixed(1)} megapixels); the limit is ${(maxImagePixels / 1e6).toFixed(0)} megapixels.`,
      );
    }
    return { width: meta.width, height: meta.height, pages: meta.pages ?? 1 };
  } catch (error) {
    if (isIngestionFailure(error)) throw error;
    fail('corrupt_file', 'The image could not be read; it is damaged or truncated.', error);
  }
}

/**
 * EXIF rotation and grayscale, then per page: paper flattened when shaded, resolution brought to ~300 dpi,
 * skew corrected, contrast stretched between the ink and paper levels of its histogram (not on mostly blank
 * pages) → PNG. Each step taken is listed in `pipeline`.
 */
export function prepareForOcr(bytes: Uint8Array, options: PrepareOptions): Promise<PreparedImage> {
  return preparing.run(() => prepareOnce(bytes, options));
}

/**
 * A page being prepared holds several full-size copies (~9 MB each at 300 dpi A4), and a 30-page TIFF or PDF
 * starts all its pages at once: only this many are prepared at a time (the OCR pool is the bottleneck anyway).
 */
const preparing = limiter(Math.max(2, os.availableParallelism()));

function limiter(size: number): { run<T>(task: () => Promise<T>): Promise<T> } {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finishing task hands its slot straight to the next waiter, so `active` never exceeds `size`.
      if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

async function prepareOnce(bytes: Uint8Array, options: PrepareOptions): Promise<PreparedImage> {
  try {
    // Decoded once (EXIF rotation applied, one gray channel); every later step works on these pixels.
    const { data, info } = await sharp(bytes, { limitInputPixels: options.maxImagePixels, page: options.page ?? 0, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' }) // transparent areas are paper
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const page: GrayImage = { data: oneChannel(data, info.channels), width: info.width, height: info.height };
    return await preparePage(page, options);
  } catch (error) {
    if (isIngestionFailure(error)) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      fail('image_too_large', `The image exceeds the limit of ${(options.maxImagePixels / 1e6).toFixed(0)} megapixels.`, error);
    }
    fail('corrupt_file', 'The image could not be decoded; it is damaged or truncated.', error);
  }
}

async function preparePage(source: GrayImage, options: PrepareOptions): Promise<PreparedImage> {
  const steps: string[] = [];
  let page = source;
  // Light lettering on dark ground first: flattening the paper would otherwise take the lettering for paper.
  const dark = options.plain ? { regions: [], image: page } : invertDarkRegions(page);
  if (dark.regions.length) {
    page = dark.image;
    steps.push(`${dark.regions.length} dark region(s) inverted (${dark.regions.map((r) => `${r.width}×${r.height} px`).join(', ')})`);
  }
  let small = await downscale(page, ANALYSIS_WIDTH);

  const paper = estimatePaper(small, Math.max(16, Math.round(small.width / 24)));
  const flatten = paper.unevenness > SHADING_LEVELS && !options.plain;
  if (flatten) {
    page = await flattenPaper(page, paper);
    small = await downscale(page, ANALYSIS_WIDTH);
    steps.push(`background flattened (paper varied by ${paper.unevenness} levels)`);
  }

  const smallCounts = histogram(small.data);
  const skew = estimateSkew(small, otsuThreshold(smallCounts), MAX_DESKEW_DEGREES);
  const lineHeight = skew.lineHeight * (page.width / small.width);

  // Resolution: known (rendered PDF), from the page's size (A4/Letter uploads), or from the height of its lines.
  const geometry = pageDpi(page.width, page.height);
  const sourceDpi = options.sourceDpi ?? geometry?.dpi ?? dpiFromLineHeight(lineHeight);
  const target = options.targetDpi ?? TARGET_DPI;
  let scale = 1;
  if (sourceDpi < UPSCALE_BELOW_DPI || sourceDpi > DOWNSCALE_ABOVE_DPI) scale = target / sourceDpi;
  scale = Math.min(scale, Math.sqrt(Math.min(MAX_OCR_PIXELS, options.maxImagePixels) / (page.width * page.height)));
  const width = Math.max(1, Math.round(page.width * scale));
  const height = Math.max(1, Math.round(page.height * scale));
  const dpiFrom = options.sourceDpi ? 'rendered' : geometry ? geometry.paper : 'text height';
  const round = (n: number) => Math.round(n);
  // The resolution of what is OCR'd follows the exact size change, so word boxes convert to page points exactly.
  const dpi = (sourceDpi * width) / page.width;
  steps.push(width === page.width ? `dpi ${round(sourceDpi)} (${dpiFrom}), kept` : `dpi ${round(sourceDpi)}→${round(dpi)} (${dpiFrom}, ×${(width / page.width).toFixed(2)})`);

  let image = sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } });
  if (width !== page.width) image = image.resize({ width, height, kernel: 'lanczos3', fit: 'fill' });
  if (width >= page.width * MEDIAN_FROM_SCALE) {
    // Enlarging also enlarges the scan's grain into specks tesseract reads as marks (sample scan: confidence 69
    // at 300 dpi without this filter, 91 with it); a 3 px median is under 2 source pixels, so strokes survive.
    const enlarged = await toGray(image);
    image = sharp(enlarged.data, { raw: { width, height, channels: 1 } }).median(3);
    steps.push('median 3 px');
  }
  let pixels: GrayImage = await toGray(image);

  const angle = skew.angle;
  if (Math.abs(angle) >= MIN_DESKEW_DEGREES && Math.abs(angle) < MAX_DESKEW_DEGREES && skew.gain >= MIN_SKEW_GAIN) {
    // sharp turns clockwise for a positive angle: a counter-clockwise tilt is undone by the same number.
    pixels = await rotateKeepingSize(pixels, angle);
    steps.push(`deskew ${angle > 0 ? '+' : '-'}${Math.abs(angle).toFixed(2)}°`);
  } else if (Math.abs(angle) >= MAX_DESKEW_DEGREES - 0.01) {
    steps.push(`skew not corrected (beyond ±${MAX_DESKEW_DEGREES}°)`);
  }

  // Contrast from the page's own histogram: ink level → black, paper level → white. Not on a mostly blank page:
  // there the "ink" class is the paper's scanner noise, and stretching turns it into speckle (a scanned page
  // holding only the totals OCRed to ~750 garbage words in ~40 s instead of its lines in ~1 s).
  const counts = histogram(pixels.data);
  let threshold = otsuThreshold(counts);
  let out = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 1 } });
  if (options.plain) {
    steps.push('plain: no inversion, flattening or contrast');
  } else if (isMostlyBlank(pixels.data)) {
    steps.push('mostly blank: contrast kept');
  } else {
    const { ink, paper: white } = levels(counts, threshold);
    if (white - ink >= 16 && (ink > 8 || white < 247)) {
      const a = 255 / (white - ink);
      out = out.linear(a, -ink * a);
      threshold = Math.round(Math.min(254, Math.max(1, (threshold - ink) * a)));
      steps.push(`contrast ${ink}–${white}`);
    }
  }
  const png = await out.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
  return { png, width: pixels.width, height: pixels.height, dpi: Math.round(dpi * 100) / 100, pipeline: steps, threshold, paperAdjusted: dark.regions.length > 0 || flatten };
}

/** Black and white at `threshold` (Otsu's, from prepareForOcr): same size, so word boxes keep their meaning. */
export async function binarize(prepared: PreparedImage): Promise<Buffer> {
  return sharp(prepared.png).grayscale().threshold(prepared.threshold + 1).png({ compressionLevel: 1 }).toBuffer();
}

/** A4 is 8.27 × 11.69 in (ratio 1.41), Letter 8.5 × 11 (1.29): an image with a page's shape is that page. */
export function pageDpi(width: number, height: number): { dpi: number; paper: string } | null {
  const portrait = height >= width;
  const ratio = portrait ? height / width : width / height;
  if (ratio < 1.2 || ratio > 1.55) return null;
  const a4 = ratio >= 1.35;
  const inches = portrait ? (a4 ? 8.27 : 8.5) : a4 ? 11.69 : 11;
  return { dpi: width / inches, paper: `${a4 ? 'A4' : 'Letter'} ${portrait ? 'width' : 'landscape width'}` };
}

/**
 * A receipt or a cropped photo has no page shape; its lines then tell the resolution: the ink of a line of
 * 10 pt body text (ascenders to descenders) is about 0.12 in tall. With no lines found, assume a 200 dpi scan.
 */
function dpiFromLineHeight(lineHeightPx: number): number {
  if (lineHeightPx <= 0) return 200;
  return Math.min(600, Math.max(72, lineHeightPx / 0.12));
}

/** Ink level (median of the dark class) and paper level (median of the light class) around Otsu's threshold. */
function levels(counts: Uint32Array, threshold: number): { ink: number; paper: number } {
  const ink = new Uint32Array(256);
  const paper = new Uint32Array(256);
  for (let v = 0; v < 256; v++) (v <= threshold ? ink : paper)[v] = counts[v]!;
  return { ink: percentile(ink, 0.5), paper: percentile(paper, 0.5) };
}

/** Divides each pixel by the paper level around it, so shading and a phone's vignette become white paper. */
async function flattenPaper(page: GrayImage, paper: { tiles: Uint8Array; cols: number; rows: number }): Promise<GrayImage> {
  const background = await toGray(
    sharp(paper.tiles, { raw: { width: paper.cols, height: paper.rows, channels: 1 } })
      .blur(1)
      .resize({ width: page.width, height: page.height, kernel: 'cubic', fit: 'fill' }),
  );
  const out = new Uint8Array(page.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round((page.data[i]! * 255) / Math.max(1, background.data[i]!)));
  return { data: out, width: page.width, height: page.height };
}

/** Rotates around the centre on white paper and crops back to the same size, so the page keeps its frame. */
async function rotateKeepingSize(image: GrayImage, degrees: number): Promise<GrayImage> {
  const rotated = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((rotated.info.width - image.width) / 2);
  const top = Math.floor((rotated.info.height - image.height) / 2);
  return toGray(
    sharp(rotated.data, { raw: { width: rotated.info.width, height: rotated.info.height, channels: rotated.info.channels } })
      .extract({ left, top, width: image.width, height: image.height })
      .grayscale(),
  );
}

async function downscale(image: GrayImage, width: number): Promise<GrayImage> {
  if (image.width <= width) return image;
  return toGray(sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).resize({ width }));
}

async function toGray(image: Sharp): Promise<GrayImage> {
  // Only the first band is kept: asked for as such, libvips does not write the sRGB copy (three equal bands) a
  // one-band raw input is otherwise turned into, nor does this thread copy one band out of it (docs/performance.md).
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data: oneChannel(data, info.channels), width: info.width, height: info.height };
}

function oneChannel(data: Buffer, channels: number): Uint8Array {
  if (channels === 1) return data;
  const out = new Uint8Array(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels]!;
  return out;
}

/** A pixel darker than this is ink, not paper (the paper of scans sits around 230–250, its noise above 200). */
const INK_LEVEL = 170;

/** Whether less than 1 % of an 8-bit grayscale image is ink: its darker Otsu class would be paper noise. */
export function isMostlyBlank(gray: Uint8Array): boolean {
  let ink = 0;
  for (let i = 0; i < gray.length; i++) if (gray[i]! < INK_LEVEL) ink++;
  return ink < gray.length * 0.01;
}
