import type { ReadPage } from '../document.types';
import sharp from 'sharp';
import { binarize, prepareForOcr, type PreparedImage } from './image-preprocess';
import { doubtfulRuns, findMissedInk, isUnsureLongNumber, medianWordHeight, recoveredWords, trustedWords, type MissedInk } from './missed-text';
import { composeOcrResult, type OcrLine, type OcrPool, type OcrResult, type OcrWord } from './ocr-pool';
import { invertDarkRegions } from './dark-regions';
import { plainDashes } from './typography';

/** A page read by OCR: the contract's ReadPage plus the words with their confidences and boxes. */
export interface OcrReadPage extends ReadPage {
  source: 'ocr';
  ocrConfidence: number;
  words: OcrWord[];
  /** Pixels of the image that was OCR'd: the word boxes are in this frame. */
  width: number;
  height: number;
  /**
   * Resolution of that image (pixels per inch of the page): points = pixels × 72 / dpi. Exact for rendered PDF
   * pages; for images it is the page-size (A4/Letter width) or line-height estimate, carried exactly through the
   * resampling (vertically the rounding of the height differs by under 0.1 %).
   */
  dpi: number;
  /** What was done to the page before OCR, in order (e.g. "dpi 150→300 (A4 width, ×2.00)", "deskew -1.80°"). */
  pipeline: string[];
}

/** Below this mean confidence (or with almost no words) the page is tried again binarized, keeping the better. */
const RETRY_BELOW_CONFIDENCE = 60;
const RETRY_BELOW_WORDS = 5;

export async function ocrPage(
  ocr: OcrPool,
  bytes: Uint8Array,
  number: number,
  options: { maxImagePixels: number; page?: number; sourceDpi?: number },
): Promise<OcrReadPage> {
  let prepared = await prepareForOcr(bytes, options);
  let pipeline = [...prepared.pipeline];
  let result = await ocr.recognize(prepared.png, { dpi: prepared.dpi });
  const plain = await readPlain(ocr, bytes, options, prepared, result);
  if (plain?.kept) {
    ({ prepared, result } = plain);
    pipeline = [...prepared.pipeline, plain.note];
  } else if (plain) {
    pipeline.push(plain.note);
  }
  if (result.confidence < RETRY_BELOW_CONFIDENCE || result.words.length < RETRY_BELOW_WORDS) {
    const second = await ocr.recognize(await binarize(prepared), { dpi: prepared.dpi });
    const kept = score(second) > score(result);
    if (kept) result = second;
    pipeline.push(`retried binarized at otsu ${prepared.threshold} (confidence ${second.confidence}): ${kept ? 'kept' : 'not kept'}`);
  }
  const turned = await readTurned(ocr, bytes, options, result);
  if (turned) {
    ({ prepared, result } = turned);
    pipeline = [...prepared.pipeline, turned.note];
  } else if (turned === null && result.words.length >= TURN_MIN_WORDS && legibleWords(result.words) < UPRIGHT_LEGIBLE_WORDS) {
    pipeline.push('turned 90°, 180° and 270°: none read better');
  }
  const recovered = await readMissedInk(ocr, prepared, result);
  if (recovered) {
    result = recovered.result;
    pipeline.push(recovered.note);
  }
  const reread = await rereadDoubtful(ocr, prepared, result);
  if (reread) {
    result = reread.result;
    pipeline.push(reread.note);
  }
  return {
    number,
    text: plainDashes(result.text),
    source: 'ocr',
    ocrConfidence: result.confidence,
    words: result.words.map((w) => ({ ...w, text: plainDashes(w.text) })),
    width: prepared.width,
    height: prepared.height,
    dpi: prepared.dpi,
    pipeline,
  };
}

/** A page whose words are legible in fewer than this share is read again without the paper steps. */
const PLAIN_RETRY_BELOW_LEGIBLE_SHARE = 0.55;
/**
 * The plain reading is kept when it gives this many times the legible words of the full one. In the corpus its wins
 * came at 1.17–1.69×, its losses at 1.06–1.11× (docs/documents.md, "Seventh session").
 */
const PLAIN_KEPT_ABOVE = 1.15;

/**
 * A photo's shading can fool the paper steps (a grey band flattened into a black bar, a dark header inverted along
 * with the row under it): when the full preparation inverted or flattened something and few of the words it gave
 * are legible, the page is read again prepared plain (resolution, denoising and deskew only) and the reading with
 * more legible words kept. Measured on 25 corpus scans whose paper was adjusted: the legible-word count chose the
 * reading that found more of the truth's values in every pair (docs/documents.md, "Seventh session").
 * Undefined when not tried.
 */
async function readPlain(
  ocr: OcrPool,
  bytes: Uint8Array,
  options: { maxImagePixels: number; page?: number; sourceDpi?: number },
  prepared: PreparedImage,
  first: OcrResult,
): Promise<{ kept: boolean; prepared: PreparedImage; result: OcrResult; note: string } | undefined> {
  const before = legibleWords(first.words);
  if (!prepared.paperAdjusted || before >= first.words.length * PLAIN_RETRY_BELOW_LEGIBLE_SHARE) return undefined;
  const plain = await prepareForOcr(bytes, { ...options, plain: true });
  const read = await ocr.recognize(plain.png, { dpi: plain.dpi });
  const after = legibleWords(read.words);
  const kept = preferPlain(before, after);
  const note = `read again plain: ${after} legible words against ${before}, ${kept ? 'kept' : 'not kept'}`;
  if (!kept) return { kept, prepared: plain, result: read, note };
  const bands = prepared.paperAdjusted ? await readDarkBands(ocr, plain, read) : null;
  if (!bands) return { kept, prepared: plain, result: read, note };
  return { kept, prepared: plain, result: bands.result, note: `${note}; ${bands.note}` };
}

/** At most this many dark bands are read on their own per page. */
const MAX_BANDS = 6;

/**
 * The plain reading leaves light lettering on dark ground as it is, and reads nothing there: a table's header
 * printed white on black, a letterhead band. Each such band of the plain image is inverted and read on its own, and
 * its words replace what the plain reading made of the band (unsure marks). Null when the page has no such band or
 * nothing was read in one.
 */
export async function readDarkBands(ocr: OcrPool, plain: PreparedImage, read: OcrResult): Promise<{ result: OcrResult; note: string } | null> {
  const { data, info } = await sharp(plain.png).grayscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) return null;
  const { image, regions } = invertDarkRegions({ data, width: info.width, height: info.height });
  if (!regions.length) return null;
  const unit = medianWordHeight(read.words);
  const added: OcrLine[] = [];
  const inside = (b: OcrWord['bbox'], r: (typeof regions)[number]) => {
    const cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2;
    return cx >= r.left && cx <= r.left + r.width && cy >= r.top && cy <= r.top + r.height;
  };
  const replaced = new Set<OcrWord>();
  for (const region of regions.slice(0, MAX_BANDS)) {
    const pad = Math.round(unit * 0.5);
    const left = Math.max(0, region.left - pad), top = Math.max(0, region.top - pad);
    const width = Math.min(info.width, region.left + region.width + pad) - left;
    const height = Math.min(info.height, region.top + region.height + pad) - top;
    if (width < 8 || height < 8) continue;
    const crop = await sharp(image.data, { raw: { width: info.width, height: info.height, channels: 1 } }).extract({ left, top, width, height }).png().toBuffer();
    const band = await ocr.recognize(crop, { dpi: plain.dpi, singleLine: height < unit * 2.5 });
    const words = band.words.filter((w) => w.confidence >= 60 && /[\p{L}\p{N}]/u.test(w.text)).map((w) => ({ ...w, bbox: shift(w.bbox, left, top) }));
    // What the plain reading made of the band is kept where it was sure (a word beside the band's edge).
    const unsure = read.words.filter((w) => inside(w.bbox, region) && w.confidence < SURE_WORD);
    if (words.length <= unsure.length / 2) continue;
    for (const w of unsure) replaced.add(w);
    // Not over a word the plain reading keeps: the crop's margin catches the edge of the row under the band.
    const kept = read.words.filter((w) => !replaced.has(w));
    const overlaps = (a: OcrWord['bbox'], b: OcrWord['bbox']) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
    for (const w of words) if (!kept.some((x) => overlaps(x.bbox, w.bbox))) added.push({ words: [w], bbox: w.bbox });
  }
  if (!added.length) return null;
  const lines = read.lines.map((line) => ({ ...line, words: line.words.filter((w) => !replaced.has(w)) })).filter((line) => line.words.length > 0);
  return { result: composeOcrResult([...lines, ...added], read.durationMs), note: `${regions.length} dark band(s) read inverted: ${added.length} word(s)` };
}

export const preferPlain = (legibleFull: number, legiblePlain: number): boolean => legiblePlain > legibleFull * PLAIN_KEPT_ABOVE;

const score = (r: { confidence: number; words: OcrWord[] }): number => r.confidence * Math.min(1, r.words.length / 50);

/** A page read with fewer legible words than this, out of at least TURN_MIN_WORDS marks, may be sideways or upside down. */
const UPRIGHT_LEGIBLE_WORDS = 20;
const TURN_MIN_WORDS = 30;

/** Words an upright page gives and a turned one does not: confident, with at least four letters or digits. */
export function legibleWords(words: readonly OcrWord[]): number {
  return words.filter((w) => w.confidence >= 80 && (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 4).length;
}

/**
 * A phone photo taken sideways, a page scanned upside down: when the page gave many marks but few legible words, it
 * is read turned a quarter, half and three quarters (a landscape-shaped image of a page tries the quarters first),
 * and the turn that reads at least twice the legible words is kept. Null when the page reads as upright or no turn
 * does better.
 */
async function readTurned(
  ocr: OcrPool,
  bytes: Uint8Array,
  options: { maxImagePixels: number; page?: number; sourceDpi?: number },
  first: OcrResult,
): Promise<{ prepared: PreparedImage; result: OcrResult; note: string } | null> {
  const before = legibleWords(first.words);
  if (first.words.length < TURN_MIN_WORDS || before >= UPRIGHT_LEGIBLE_WORDS) return null;
  const upright = await sharp(bytes, { page: options.page ?? 0, limitInputPixels: options.maxImagePixels }).rotate().png({ compressionLevel: 1 }).toBuffer();
  const { width = 0, height = 0 } = await sharp(upright).metadata();
  const angles = width > height ? [90, 270, 180] : [180, 90, 270];
  let best: { angle: number; prepared: PreparedImage; result: OcrResult; legible: number } | null = null;
  for (const angle of angles) {
    const turnedBytes = await sharp(upright).rotate(angle).png({ compressionLevel: 1 }).toBuffer();
    const prepared = await prepareForOcr(turnedBytes, { maxImagePixels: options.maxImagePixels, sourceDpi: options.sourceDpi });
    const result = await ocr.recognize(prepared.png, { dpi: prepared.dpi });
    const legible = legibleWords(result.words);
    if (legible >= Math.max(UPRIGHT_LEGIBLE_WORDS, before * 2) && (!best || legible > best.legible)) best = { angle, prepared, result, legible };
    if (best && best.legible >= UPRIGHT_LEGIBLE_WORDS * 2) break;
  }
  return best ? { prepared: best.prepared, result: best.result, note: `turned ${best.angle}°: ${best.legible} legible words, upright as given ${before}` } : null;
}

/**
 * A second, sparse-text pass over the ink the first left unread (see missed-text.ts), its confident words added
 * to the page. Null when there was nothing to read again or nothing worth adding.
 */
async function readMissedInk(ocr: OcrPool, prepared: PreparedImage, first: OcrResult): Promise<{ result: OcrResult; note: string } | null> {
  const { data, info } = await sharp(prepared.png).grayscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) return null;
  const ink = findMissedInk(data, info.width, info.height, prepared.threshold, first.words);
  if (!ink) return null;
  // The unread ink's pixels are given to libvips as they are (no copy: every crop below reads the same ones).
  const inkPixels = { raw: { width: info.width, height: info.height, channels: 1 as const } };
  const image = await sharp(ink.gray, inkPixels).png({ compressionLevel: 1 }).toBuffer();
  const second = await ocr.recognize(image, { dpi: prepared.dpi, sparse: true });
  const keep = new Set(recoveredWords(second.words, ink, first.words));
  // A mark alone in a cell (a handwritten "5") is too small for the sparse pass: read it as one character.
  const unit = medianWordHeight(first.words);
  const overlaps = (r: MissedInk['regions'][number], b: OcrWord['bbox']) => Math.min(r.x1, b.x1) > Math.max(r.x0, b.x0) && Math.min(r.y1, b.y1) > Math.max(r.y0, b.y0);
  const single = ink.regions.filter((r) => r.x1 - r.x0 <= unit * 1.6 && ![...keep].some((w) => overlaps(r, w.bbox))).slice(0, 40);
  const characters = await Promise.all(single.map(async (r) => {
    const pad = Math.round(unit * 0.6);
    const left = Math.max(0, r.x0 - pad), top = Math.max(0, r.y0 - pad);
    const width = Math.min(info.width, r.x1 + pad) - left, height = Math.min(info.height, r.y1 + pad) - top;
    const crop = await sharp(ink.gray, inkPixels).extract({ left, top, width, height }).png().toBuffer();
    const read = await ocr.recognize(crop, { dpi: prepared.dpi, singleCharacter: true });
    return read.lines.map((line) => ({ ...line, bbox: shift(line.bbox, left, top), words: line.words.map((w) => ({ ...w, bbox: shift(w.bbox, left, top) })) }));
  }));
  const characterLines = characters.flat();
  for (const w of recoveredWords(characterLines.flatMap((l) => l.words), ink, first.words)) keep.add(w);
  second.lines.push(...characterLines);
  const note = `second pass over ${ink.regions.length} unread patch(es): ${keep.size} word(s) added`;
  if (!keep.size) return { result: first, note };
  // Each added word is a line of its own: the sparse pass may group words of two table rows into one line, and
  // the page text joins lines of one row by position anyway.
  const lines = second.lines.flatMap((line) => line.words.filter((w) => keep.has(w)).map((w) => ({ words: [w], bbox: w.bbox })));
  // A first-pass word the second pass read over was not read (a box over a whole cell, at low confidence).
  const trusted = new Set(trustedWords(first.words));
  const added = [...keep];
  const readOver = (w: OcrWord) => !trusted.has(w) && added.some((k) => Math.min(k.bbox.x1, w.bbox.x1) > Math.max(k.bbox.x0, w.bbox.x0) && Math.min(k.bbox.y1, w.bbox.y1) > Math.max(k.bbox.y0, w.bbox.y0));
  const kept = first.lines.map((line) => ({ ...line, words: line.words.filter((w) => !readOver(w)) })).filter((line) => line.words.length > 0);
  return { result: composeOcrResult([...kept, ...lines], first.durationMs + second.durationMs), note };
}

const shift = (b: OcrWord['bbox'], dx: number, dy: number): OcrWord['bbox'] => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });

/** A first-pass word this sure is kept whatever a re-reading of its neighbours finds. */
const SURE_WORD = 75;
/** A number fragment right after a doubtful run and less sure than this is read again with the run. */
const CLEARLY_SURE = 90;

/** At most this many doubtful runs are read again per page (each is one small OCR job). */
const MAX_REREADS = 24;

/**
 * Runs of words the first pass read with little confidence ("Snr: OCDE" for "Número: 0004-00004310" on a phone
 * photo) are read again, each alone on a crop of its own line in single-line mode, where the page's layout
 * analysis no longer gets in the way. A re-reading replaces the run only when it is clearly surer. Null when no
 * run was doubtful.
 */
async function rereadDoubtful(ocr: OcrPool, prepared: PreparedImage, first: OcrResult): Promise<{ result: OcrResult; note: string } | null> {
  const unit = medianWordHeight(first.words);
  const runs = doubtfulRuns(first.lines, unit).slice(0, MAX_REREADS);
  if (!runs.length) return null;
  // The page decoded once; each run's crop is cut from the raw pixels.
  const { data, info } = await sharp(prepared.png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const replaced = new Map<OcrWord, OcrWord[]>();
  // Whether the centre of box a lies in box b.
  const inside = (a: OcrWord['bbox'], b: OcrWord['bbox']) => (a.x0 + a.x1) / 2 >= b.x0 && (a.x0 + a.x1) / 2 <= b.x1 && (a.y0 + a.y1) / 2 >= b.y0 && (a.y0 + a.y1) / 2 <= b.y1;
  const sure = first.words.filter((x) => x.confidence >= SURE_WORD);
  await Promise.all(runs.map(async (run) => {
    const padX = Math.round(unit * 0.8), padY = Math.round(unit * 0.45);
    // The crop reaches over a not quite sure number fragment right after the run (the second pass's "07" for the end
    // of "…56467"): a misread word's box may stop short of its last characters.
    const sameBand = (x: OcrWord) => Math.min(x.bbox.y1, run.bbox.y1) - Math.max(x.bbox.y0, run.bbox.y0) > (run.bbox.y1 - run.bbox.y0) / 2;
    const tail = first.words.filter((x) => sameBand(x) && /^[\d.,-]+$/.test(x.text) && x.confidence < CLEARLY_SURE && x.bbox.x0 >= run.bbox.x1 - unit && x.bbox.x0 - run.bbox.x1 < unit);
    const right = Math.max(run.bbox.x1, ...tail.map((x) => x.bbox.x1));
    const left = Math.max(0, run.bbox.x0 - padX), top = Math.max(0, run.bbox.y0 - padY);
    const w = Math.min(width, right + padX) - left, h = Math.min(height, run.bbox.y1 + padY) - top;
    if (w < 4 || h < 4) return;
    const crop = await sharp(data, { raw: { width, height, channels: info.channels } }).extract({ left, top, width: w, height: h }).png().toBuffer();
    const read = await ocr.recognize(crop, { dpi: prepared.dpi, singleLine: true });
    // What overlaps the run, not a sure word of the first pass: the margin of the crop catches neighbours' edges.
    const words = read.words
      .filter((x) => /[\p{L}\p{N}]/u.test(x.text))
      .map((x) => ({ ...x, bbox: shift(x.bbox, left, top) }))
      .filter((x) => x.bbox.x1 > run.bbox.x0 && x.bbox.x0 < right && !sure.some((s) => !run.words.includes(s) && !tail.includes(s) && inside(x.bbox, s.bbox)));
    if (!words.length) return;
    const mean = (ws: readonly OcrWord[]) => ws.reduce((a, x) => a + x.confidence, 0) / ws.length;
    if (mean(words) < 70 || mean(words) < mean(run.words) + 25) return;
    // A number read again must be that number, digit for digit in count, not a neighbour's caught in the margin.
    const digits = (ws: readonly OcrWord[]) => ws.map((x) => x.text).join('').replace(/\D/g, '').length;
    if (isUnsureLongNumber(run.words) && Math.abs(digits(words) - digits(run.words)) > 1) return;
    replaced.set(run.words[0]!, words);
    for (const old of run.words.slice(1)) replaced.set(old, []);
    // Marks of other lines inside the new words, read less surely, were the same print misread ("." for "Nº").
    for (const old of first.words) if (!replaced.has(old) && (tail.includes(old) || words.some((x) => x.confidence > old.confidence && inside(old.bbox, x.bbox)))) replaced.set(old, []);
  }));
  if (!replaced.size) return { result: first, note: `${runs.length} doubtful run(s) read again: none surer` };
  const lines = first.lines.map((line) => {
    const words = line.words.flatMap((x) => replaced.get(x) ?? [x]);
    return { ...line, words };
  }).filter((line) => line.words.length > 0);
  const count = [...replaced.values()].filter((v) => v.length).length;
  return { result: composeOcrResult(lines, first.durationMs), note: `${runs.length} doubtful run(s) read again line by line: ${count} replaced` };
}
