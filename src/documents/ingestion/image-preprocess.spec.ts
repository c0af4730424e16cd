import sharp from 'sharp';
import { isMostlyBlank, prepareForOcr } from './image-preprocess';

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
  const inkRows = Math.round(HEIGHT * inkShare);
  for (let y = 100; y < 100 + inkRows; y++) pixels.fill(20, y * WIDTH, (y + 1) * WIDTH);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } }).png().toBuffer();
}

async function darkShare(png: Buffer): Promise<number> {
  const gray = await sharp(png).grayscale().raw().toBuffer();
  let dark = 0;
  for (const value of gray) if (value < 128) dark++;
  return dark / gray.length;
}

describe('prepareForOcr', () => {
  it('keeps the paper of a mostly blank scanned page white instead of stretching its noise into speckle', async () => {
    const prepared = await prepareForOcr(await scan(0.004), { maxImagePixels: 40e6 });
    // Only the ink is dark; with a 1st–99th percentile stretch over half of the page turned dark (0.58).
    expect(await darkShare(prepared.png)).toBeCloseTo(0.004, 3);
  });

  it('still stretches the contrast of a faded page with ink on it', async () => {
    const faded = await scan(0.05, [200, 215]);
    const prepared = await prepareForOcr(faded, { maxImagePixels: 40e6 });
    const { channels } = await sharp(prepared.png).stats();
    expect(channels[0]!.max).toBe(255);
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
});
