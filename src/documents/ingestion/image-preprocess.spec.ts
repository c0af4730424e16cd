import sharp from 'sharp';
import { isMostlyBlank, pageDpi, prepareForOcr } from './image-preprocess';
import { estimateSkew, histogram, otsuThreshold } from './page-analysis';

const WIDTH = 1700;
const HEIGHT = 2200;

/** A grayscale scan: paper with faint noise (230–250, deterministic), and a block of ink covering `inkShare`. */
async function scan(inkShare: number, paper: [number, number] = [230, 250]): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = paper[0] + (seed % (paper[1] - paper[0] + 1));
  }
  // Ink as 20 × 20 px marks on a 40 px grid (a quarter of the inked area), like text: a solid dark row would be a table
  // rule or a filled band, which prepareForOcr clears or inverts.
  const inkRows = Math.round(HEIGHT * inkShare * 4);
  for (let y = 100; y < 100 + inkRows; y++) {
    if (Math.floor((y - 100) / 20) % 2) continue;
    for (let x = 0; x < WIDTH; x += 40) pixels.fill(20, y * WIDTH + x, y * WIDTH + Math.min(WIDTH, x + 20));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } }).png().toBuffer();
}

async function darkShare(png: Buffer): Promise<number> {
  const gray = await sharp(png).grayscale().raw().toBuffer();
  let dark = 0;
  for (const value of gray) if (value < 128) dark++;
  return dark / gray.length;
}

const A4_INCHES = { width: 8.27, height: 11.69 };

/**
 * An A4 order page as a scanner would deliver it: text set at 300 dpi, tilted `degrees` (counter-clockwise
 * positive, sharp turns clockwise), then resampled to `dpi`, as JPEG.
 */
async function textPage(options: { dpi: number; degrees?: number }): Promise<Buffer> {
  const width = Math.round(A4_INCHES.width * 300);
  const height = Math.round(A4_INCHES.height * 300);
  const rows = Array.from({ length: 45 }, (_, i) => {
    const y = 300 + i * 62;
    return `<text x="220" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="34">${i + 1}  LI0${1200 + i * 7}  Balde plástico ${i + 10} L  ${i + 2} u.  $ ${(i + 1) * 1375},50  21 %</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${rows}</svg>`;
  const tilted = await sharp(Buffer.from(svg))
    .flatten({ background: '#fff' })
    .rotate(-(options.degrees ?? 0), { background: '#fff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  // Back to the page's frame (the rotation grew the canvas), then to the scanner's resolution.
  const left = Math.floor((tilted.info.width - width) / 2);
  const top = Math.floor((tilted.info.height - height) / 2);
  const cropped = await sharp(tilted.data).extract({ left, top, width, height }).png().toBuffer();
  return sharp(cropped)
    .resize({ width: Math.round(A4_INCHES.width * options.dpi) })
    .grayscale()
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The tilt named by a "deskew ±N°" step, or 0 when the page was not rotated. */
const deskewOf = (pipeline: string[]): number => {
  const step = pipeline.find((s) => s.startsWith('deskew '));
  return step ? Number(step.replace(/^deskew ([+-][\d.]+)°$/, '$1')) : 0;
};

describe('prepareForOcr', () => {
  it('keeps the paper of a mostly blank scanned page white instead of stretching its noise into speckle', async () => {
    const prepared = await prepareForOcr(await scan(0.004), { maxImagePixels: 40e6 });
    // Only the ink is dark; with a 1st–99th percentile stretch over half of the page turned dark (0.58).
    expect(await darkShare(prepared.png)).toBeCloseTo(0.004, 3);
    expect(prepared.pipeline).toContain('mostly blank: contrast kept');
  });

  it('still stretches the contrast of a faded page with ink on it', async () => {
    const faded = await scan(0.05, [200, 215]);
    const prepared = await prepareForOcr(faded, { maxImagePixels: 40e6 });
    const { channels } = await sharp(prepared.png).stats();
    expect(channels[0]!.max).toBe(255);
    expect(channels[0]!.min).toBe(0);
  });

  it('tells a page with under 1 % ink from one with more', () => {
    const page = (ink: number) => {
      const gray = new Uint8Array(10_000).fill(245);
      gray.fill(30, 0, ink);
      return gray;
    };
    expect(isMostlyBlank(page(99))).toBe(true);
    expect(isMostlyBlank(page(100))).toBe(false);
    expect(isMostlyBlank(page(0))).toBe(true);
  });

  it('levels a 150 dpi page scanned 2.5° askew, brings it to 300 dpi and says so', async () => {
    const prepared = await prepareForOcr(await textPage({ dpi: 150, degrees: 2.5 }), { maxImagePixels: 40e6 });
    expect(deskewOf(prepared.pipeline)).toBeGreaterThan(2.2);
    expect(deskewOf(prepared.pipeline)).toBeLessThan(2.8);
    expect(prepared.dpi).toBeGreaterThan(295);
    expect(prepared.dpi).toBeLessThan(305);
    // Width, height and dpi describe the image OCR'd, so word boxes convert to page inches.
    const meta = await sharp(prepared.png).metadata();
    expect([meta.width, meta.height]).toEqual([prepared.width, prepared.height]);
    expect(prepared.width / prepared.dpi).toBeCloseTo(A4_INCHES.width, 1);
    expect(prepared.pipeline[0]).toMatch(/^dpi 150→300 \(A4 width, ×2\.00\)$/);
    // And the text lines of the result are level.
    const { data, info } = await sharp(prepared.png).resize({ width: 1000 }).raw().toBuffer({ resolveWithObject: true });
    const residual = estimateSkew({ data, width: info.width, height: info.height }, otsuThreshold(histogram(data)));
    expect(Math.abs(residual.angle)).toBeLessThanOrEqual(0.3);
  });

  it('finds a clockwise tilt as negative and leaves a straight 300 dpi page at its size', async () => {
    const tilted = await prepareForOcr(await textPage({ dpi: 300, degrees: -1.2 }), { maxImagePixels: 40e6 });
    expect(Math.abs(deskewOf(tilted.pipeline) - -1.2)).toBeLessThanOrEqual(0.3);

    const straight = await prepareForOcr(await textPage({ dpi: 300 }), { maxImagePixels: 40e6 });
    expect(straight.width).toBe(Math.round(A4_INCHES.width * 300));
    expect(straight.pipeline[0]).toMatch(/^dpi 300 \(A4 width\), kept$/);
    expect(straight.pipeline.some((s) => s.startsWith('deskew'))).toBe(false);
  });

  it('flattens the shading of a phone photo so the paper is one white across the page', async () => {
    const page = await sharp(await textPage({ dpi: 200 })).raw().toBuffer({ resolveWithObject: true });
    // Light falling off from the top-left corner to under 60 % at the bottom-right, as under a lamp.
    const { width, height } = page.info;
    const shaded = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) shaded[y * width + x] = Math.round(page.data[y * width + x]! * (1 - 0.42 * ((x / width + y / height) / 2)));
    }
    const photo = await sharp(shaded, { raw: { width, height, channels: 1 } }).jpeg({ quality: 85 }).toBuffer();
    const prepared = await prepareForOcr(photo, { maxImagePixels: 40e6 });
    expect(prepared.pipeline.some((s) => s.startsWith('background flattened'))).toBe(true);
    const paperOf = async (left: number, top: number) => {
      const size = Math.round(prepared.width / 8);
      const corner = await sharp(prepared.png).extract({ left, top, width: size, height: size }).raw().toBuffer();
      return [...corner].sort((a, b) => a - b)[Math.floor(corner.length * 0.9)]!;
    };
    const topLeft = await paperOf(0, 0);
    const bottomRight = await paperOf(prepared.width - Math.round(prepared.width / 8), prepared.height - Math.round(prepared.width / 8));
    expect(Math.abs(topLeft - bottomRight)).toBeLessThan(12);

    const evenlyLit = await prepareForOcr(await textPage({ dpi: 200 }), { maxImagePixels: 40e6 });
    expect(evenlyLit.pipeline.some((s) => s.startsWith('background flattened'))).toBe(false);
    expect(evenlyLit.paperAdjusted).toBe(false);
    expect(prepared.paperAdjusted).toBe(true);

    // Prepared plain (the second reading of a page the paper steps may have spoilt): the same frame, nothing
    // flattened or stretched, so the shading is still there.
    const plain = await prepareForOcr(photo, { maxImagePixels: 40e6, plain: true });
    expect(plain.paperAdjusted).toBe(false);
    expect(plain.pipeline.some((s) => s.startsWith('background flattened') || s.startsWith('contrast'))).toBe(false);
    expect([plain.width, plain.height, plain.dpi]).toEqual([prepared.width, prepared.height, prepared.dpi]);
    const size = Math.round(plain.width / 8);
    const cornerOf = async (left: number, top: number) => {
      const corner = await sharp(plain.png).extract({ left, top, width: size, height: size }).raw().toBuffer();
      return [...corner].sort((a, b) => a - b)[Math.floor(corner.length * 0.9)]!;
    };
    expect((await cornerOf(0, 0)) - (await cornerOf(plain.width - size, plain.height - size))).toBeGreaterThan(40);
  });
});

describe('prepareForOcr without a page shape', () => {
  it('takes the resolution of a till-receipt strip from the height of its text lines', async () => {
    const page = await textPage({ dpi: 150 });
    const strip = await sharp(page).extract({ left: 0, top: 0, width: 420, height: 1700 }).jpeg().toBuffer();
    const prepared = await prepareForOcr(strip, { maxImagePixels: 40e6 });
    expect(prepared.pipeline[0]).toMatch(/^dpi 1\d\d→300 \(text height, ×/);
    expect(prepared.width).toBeGreaterThan(700);
  });
});

describe('pageDpi', () => {
  it('reads the resolution from the width of an A4 or Letter page, portrait or landscape', () => {
    expect(pageDpi(2480, 3508)?.dpi).toBeCloseTo(300, 0);
    expect(pageDpi(1275, 1650)?.dpi).toBeCloseTo(150, 0);
    expect(pageDpi(3508, 2480)?.dpi).toBeCloseTo(300, 0);
    // A till receipt has no page shape: the resolution then comes from its text.
    expect(pageDpi(600, 2400)).toBeNull();
  });
});
