import { clearRulings } from './ruling-lines';

/** A white 400 × 800 page with a horizontal rule, a long vertical rule, a filled box and a letter's stroke. */
function page() {
  const width = 400;
  const height = 800;
  const data = new Uint8Array(width * height).fill(255);
  const set = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = v;
  };
  set(20, 100, 380, 103, 0); // a rule, 3 px thick
  set(200, 150, 202, 700, 0); // a vertical rule down a table
  set(20, 20, 380, 60, 30); // a filled box
  set(100, 720, 103, 760, 0); // a letter's stroke: 40 px, not a rule
  return { data, width, height };
}

describe('clearRulings', () => {
  it('whitens table rules and leaves filled boxes and letters alone', () => {
    const { image, rules } = clearRulings(page(), 128, 300);
    const at = (x: number, y: number) => image.data[y * image.width + x];
    expect(at(150, 101)).toBe(255);
    expect(at(201, 400)).toBe(255);
    expect(at(150, 40)).toBe(30);
    expect(at(101, 740)).toBe(0);
    expect(rules).toBe(2);
  });
});
