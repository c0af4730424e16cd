import { invertDarkRegions } from './dark-regions';
import type { GrayImage } from './page-analysis';

const WIDTH = 1000;
const HEIGHT = 1400;

function page(paper = 245): GrayImage {
  return { data: new Uint8Array(WIDTH * HEIGHT).fill(paper), width: WIDTH, height: HEIGHT };
}

function fill(image: GrayImage, x0: number, y0: number, x1: number, y1: number, value: number): void {
  for (let y = y0; y < y1; y++) image.data.fill(value, y * image.width + x0, y * image.width + x1);
}

/** "Letters": 12 × 20 px strokes every 20 px along a line, like a word's ink. */
function letters(image: GrayImage, x0: number, y0: number, count: number, value: number): void {
  for (let k = 0; k < count; k++) fill(image, x0 + k * 20, y0, x0 + k * 20 + 12, y0 + 20, value);
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]!;

describe('invertDarkRegions', () => {
  it('turns light lettering on a dark band into dark lettering on white paper, and leaves the rest of the page', () => {
    const source = page();
    fill(source, 0, 40, WIDTH, 240, 70); // a letterhead band, edge to edge
    fill(source, 0, 240, WIDTH, 243, 160); // its soft lower edge (a scan's blur)
    letters(source, 100, 100, 20, 250); // its white lettering
    letters(source, 100, 400, 20, 20); // body text on the paper below
    const { image, regions } = invertDarkRegions(source);

    expect(regions).toHaveLength(1);
    expect(regions[0]).toMatchObject({ top: 40, ground: 70 });
    expect(at(image, 50, 60)).toBeGreaterThan(240); // the band's ground is paper now
    expect(at(image, 105, 110)).toBeLessThan(20); // its lettering is ink
    expect(at(image, 105, 410)).toBe(20); // body text untouched
    expect(at(image, 50, 500)).toBe(245); // paper untouched
    expect(at(image, 500, 30)).toBe(245); // the paper just above the band's edge stays paper
    expect(at(image, 500, 241)).toBe(255); // the soft edge is paper, not a grey rule
    expect(source.data[60 * WIDTH + 50]).toBe(70); // the input is not modified
  });

  it('inverts a dark side bar with its lettering and leaves a bare dark block alone', () => {
    const source = page();
    fill(source, 0, 0, 250, HEIGHT, 50); // side bar
    letters(source, 30, 200, 8, 240);
    fill(source, 600, 600, 900, 900, 30); // a black block with nothing in it (a photo, a logo)
    const { image, regions } = invertDarkRegions(source);
    expect(regions).toHaveLength(1);
    expect(at(image, 35, 210)).toBeLessThan(20);
    expect(at(image, 10, 10)).toBeGreaterThan(240);
    expect(at(image, 700, 700)).toBe(30);
  });

  it('leaves a dim photo alone (dark text on a grey page) and large bold type on paper', () => {
    const dim = page(95);
    for (let y = 100; y < 1300; y += 40) letters(dim, 50, y, 40, 30);
    expect(invertDarkRegions(dim).regions).toEqual([]);

    const bold = page();
    // a heavy 'L' 200 px tall with 40 px strokes: dark cells, but the strokes of type, not a filled band
    fill(bold, 300, 300, 340, 500, 10);
    fill(bold, 300, 460, 440, 500, 10);
    const result = invertDarkRegions(bold);
    expect(result.regions).toEqual([]);
    expect(result.image).toBe(bold);
  });
});
