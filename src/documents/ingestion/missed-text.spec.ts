import { doubtfulRuns, findMissedInk, recoveredWords } from './missed-text';
import type { OcrWord } from './ocr-pool';

const W = 600, H = 300;

/** A white page with dark rectangles. */
function page(marks: Array<[x0: number, y0: number, x1: number, y1: number]>): Uint8Array {
  const gray = new Uint8Array(W * H).fill(250);
  for (const [x0, y0, x1, y1] of marks) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) gray[y * W + x] = 20;
  return gray;
}

/** "Letters": 4-px strokes 12 px apart along a 20-px-high band. */
function letters(x0: number, y0: number, count: number): Array<[number, number, number, number]> {
  return Array.from({ length: count }, (_, i): [number, number, number, number] => [x0 + i * 12, y0, x0 + i * 12 + 4, y0 + 20]);
}

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90): OcrWord => ({ text, confidence, bbox: { x0, y0, x1, y1 } });

// Five words read on the first pass, 20 px high: the page's letter size.
const READ = [word('Cliente:', 20, 20, 120, 40), word('Sosa', 130, 20, 200, 40), word('2', 20, 200, 30, 220), word('Cable', 60, 200, 130, 220), word('UTP', 140, 200, 190, 220)];
const READ_MARKS = READ.map((w): [number, number, number, number] => [w.bbox.x0 + 2, w.bbox.y0 + 2, w.bbox.x1 - 2, w.bbox.y1 - 2]);

describe('findMissedInk', () => {
  it('finds a table header the first pass left unread, with the ruling lines around it erased', () => {
    const rules: Array<[number, number, number, number]> = [[10, 100, 590, 102], [10, 140, 590, 142], [10, 100, 12, 260], [300, 100, 302, 260]];
    const header = letters(40, 112, 8);
    const ink = findMissedInk(page([...READ_MARKS, ...rules, ...header]), W, H, 128, READ);
    expect(ink?.regions).toHaveLength(1);
    const region = ink!.regions[0]!;
    expect(region.x0).toBeLessThanOrEqual(40);
    expect(region.x1).toBeGreaterThanOrEqual(40 + 7 * 12 + 4);
    expect(region.y0).toBeLessThanOrEqual(112);
    expect(region.y1).toBeGreaterThanOrEqual(132);
    // the letters stay, the rules and the words already read are white
    expect(ink!.gray[120 * W + 41]).toBe(20);
    expect(ink!.gray[101 * W + 200]).toBe(255);
    expect(ink!.gray[30 * W + 50]).toBe(255);
  });

  it('returns null when everything with ink was read, or only rules and specks are left', () => {
    expect(findMissedInk(page(READ_MARKS), W, H, 128, READ)).toBeNull();
    expect(findMissedInk(page([...READ_MARKS, [10, 250, 590, 252], [400, 60, 402, 62]]), W, H, 128, READ)).toBeNull();
  });

  it('leaves a picture alone: a patch far taller than the letters', () => {
    expect(findMissedInk(page([...READ_MARKS, ...Array.from({ length: 10 }, (_, i): [number, number, number, number] => [400 + i * 10, 60, 404 + i * 10, 180])]), W, H, 128, READ)).toBeNull();
  });
});

describe('recoveredWords', () => {
  it('keeps confident letter-sized words inside the missed patches that do not sit on words already read', () => {
    const ink = { gray: new Uint8Array(0), regions: [{ x0: 30, y0: 105, x1: 150, y1: 135 }] };
    const found = [word('Cantidad', 40, 110, 120, 130), word('~', 125, 110, 130, 130), word('Cod', 40, 111, 80, 129, 30), word('Sosa', 130, 20, 200, 40), word('X', 40, 260, 50, 280)];
    expect(recoveredWords(found, ink, READ).map((w) => w.text)).toEqual(['Cantidad']);
  });

  it('keeps a title in large type when it is read surely, but not an unsure one or a picture-sized mark', () => {
    const ink = { gray: new Uint8Array(0), regions: [{ x0: 250, y0: 60, x1: 590, y1: 160 }] };
    // the page's letters are 20 px high: a 55 px title is heading type
    const found = [word('PRESUPUESTO', 300, 70, 560, 125, 93), word('ZARATE', 260, 70, 290, 125, 62), word('LOGO', 300, 60, 400, 160, 95)];
    expect(recoveredWords(found, ink, READ).map((w) => w.text)).toEqual(['PRESUPUESTO']);
  });
});

describe('doubtfulRuns', () => {
  it('groups neighbouring unsure words of a line and leaves sure words, punctuation and far words apart', () => {
    const line = {
      words: [word('FACTURA', 20, 20, 120, 40, 96), word('Snr:', 300, 20, 340, 40, 22), word('OCDE', 345, 20, 400, 40, 18), word('.', 410, 20, 414, 40, 5),
        word('Ivda', 480, 20, 515, 40, 30), word('1,6', 540, 20, 560, 40, 30)],
    };
    const runs = doubtfulRuns([line], 20);
    // "1,6" joins "Ivda" (close): the run has letters; a number alone would not be read again; the unsure "." right
    // after "OCDE" is part of the misread print and goes with it
    expect(runs.map((r) => r.words.map((w) => w.text))).toEqual([['Snr:', 'OCDE', '.'], ['Ivda', '1,6']]);
    expect(doubtfulRuns([{ words: [word('32', 20, 20, 40, 40, 20), word('x9', 300, 20, 325, 40, 30)] }], 20)).toEqual([]);
    expect(runs[0]!.bbox).toEqual({ x0: 300, y0: 20, x1: 414, y1: 40 });
  });

  it('reads again a short misreading as wide as a whole word ("aE" over a voucher number), not a short one', () => {
    const wide = { words: [word('Fecha:', 20, 20, 80, 40, 95), word('aE', 300, 20, 530, 40, 5)] };
    expect(doubtfulRuns([wide], 20).map((r) => r.words.map((w) => w.text))).toEqual([['aE']]);
    const narrow = { words: [word('Fecha:', 20, 20, 80, 40, 95), word('aE', 300, 20, 330, 40, 5)] };
    expect(doubtfulRuns([narrow], 20)).toEqual([]);
  });

  it('reads again a long number read with almost no confidence (a voucher number, a date), not a short or a surer one', () => {
    const line = (text: string, confidence: number) => ({ words: [word('Fecha:', 20, 20, 80, 40, 95), word(text, 300, 20, 420, 40, confidence)] });
    expect(doubtfulRuns([line('2028-13-26', 10)], 20).map((r) => r.words.map((w) => w.text))).toEqual([['2028-13-26']]);
    expect(doubtfulRuns([line('900800039412', 26)], 20).map((r) => r.words.map((w) => w.text))).toEqual([['900800039412']]);
    expect(doubtfulRuns([line('13-11-26', 10)], 20)).toEqual([]); // six digits: a quantity or a short number
    expect(doubtfulRuns([line('2026-11-26', 40)], 20)).toEqual([]); // unsure, not unread
  });
});
