import { clearRulings } from './ruling-lines';

/** A white page with a horizontal rule, a vertical rule, a dark band with a light "letter" and a short dark stroke. */
function page() {
  const width = 400;
  const height = 400;
  const data = new Uint8Array(width * height).fill(255);
  const set = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = v;
  };
  set(20, 100, 380, 103, 0); // a rule, 3 px thick
  set(200, 150, 202, 390, 0); // a vertical rule
  set(20, 20, 380, 60, 30); // a dark header band
  set(50, 30, 60, 50, 240); // white text on it
  set(100, 300, 103, 320, 0); // a letter's stroke: 20 px, not a rule
  return { data, width, height };
}

describe('clearRulings', () => {
  it('whitens table rules, inverts dark bands and leaves letters alone', () => {
    const { image, rules, bands } = clearRulings(page(), 128, 300);
    const at = (x: number, y: number) => image.data[y * image.width + x];
    expect(at(150, 101)).toBe(255);
    expect(at(201, 250)).toBe(255);
    expect(at(55, 40)).toBeLessThan(128); // the band's text is ink now
    expect(at(150, 40)).toBeGreaterThan(128); // the band itself is paper
    expect(at(101, 310)).toBe(0);
    expect(rules).toBe(2);
    expect(bands).toBe(1);
  });
});
