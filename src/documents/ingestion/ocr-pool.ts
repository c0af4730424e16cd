import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, type PSM, type Worker, type Page } from 'tesseract.js';
import { IngestionFailure } from './ingestion.errors';

export interface OcrWord {
  text: string;
  /** 0..100 as reported by tesseract. */
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A line as tesseract found it: the unit the page text is rebuilt from. */
export interface OcrLine {
  bbox: OcrWord['bbox'];
  words: OcrWord[];
}

export interface OcrResult {
  /** Text rebuilt line by line from word positions; wide horizontal gaps become "\t" like the PDF text layer. */
  text: string;
  lines: OcrLine[];
  /** Mean word confidence 0..100, or 0 when no word was found. */
  confidence: number;
  words: OcrWord[];
  durationMs: number;
}

export interface OcrPoolOptions {
  /** Number of tesseract workers (each a WebAssembly instance, ~100–200 MB). Default: one per core. */
  size?: number;
  /** Directory the trained data is copied to at start. Default: `<os tmpdir>/facturador-tessdata`. */
  cacheDir?: string;
  /** Trained-data flavour from the @tesseract.js-data packages. `4.0.0_best_int` is smaller and as fast. */
  dataVariant?: '4.0.0' | '4.0.0_best_int';
  /** Tesseract languages, first one primary. */
  languages?: string[];
  /** A page taking longer is abandoned (its worker killed and replaced) with `ocr_failed`. Default 180 s. */
  jobTimeoutMs?: number;
  /**
   * A worker idle this long ends, except the last one (bounded idle memory: one warm worker, ~100–200 MB, instead
   * of `size`). Default 60 s. The next burst starts them again (about a second each).
   */
  idleMs?: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  /** The page parameters the worker holds (set again only when a page needs others: one round trip less per page). */
  params: string | null;
  idleTimer: NodeJS.Timeout | null;
  /** Whether the worker has read a sparse page (see `dispatch`: its WebAssembly memory has grown for it). */
  sparse: boolean;
}

interface Pending {
  image: Buffer;
  dpi: number;
  /**
   * Tesseract's page segmentation mode: '6' (one block: the engine's own default, kept), '11' (sparse text, for
   * scattered marks), '7' (one line: a doubtful run read again alone) or '10' (one character: a digit alone in a cell).
   */
  psm: '6' | '7' | '10' | '11';
  resolve: (result: OcrResult) => void;
  reject: (error: unknown) => void;
}

/**
 * A pool of long-lived tesseract.js workers, started lazily on the first job, reading Spanish and English
 * trained data from the npm packages (never from the network). One job per worker at a time; the rest queue.
 */
export class OcrPool {
  private readonly size: number;
  private readonly languages: string[];
  private readonly cacheDir: string;
  private readonly dataVariant: string;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private starting = 0;
  private langPath: Promise<string> | null = null;
  private terminated = false;
  private readonly jobTimeoutMs: number;
  private readonly idleMs: number;
  /** Workers that may read sparse pages (see `dispatch`). */
  private readonly sparseWorkers: number;

  constructor(options: OcrPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? os.availableParallelism());
    this.languages = options.languages ?? ['spa', 'eng'];
    this.cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'facturador-tessdata');
    this.dataVariant = options.dataVariant ?? '4.0.0_best_int';
    this.jobTimeoutMs = options.jobTimeoutMs ?? 180_000;
    this.idleMs = options.idleMs ?? 60_000;
    this.sparseWorkers = Math.max(1, Math.ceil(this.size / 4));
  }

  get workerCount(): number {
    return this.slots.length;
  }

  /** Live workers that have read a sparse page: at most one per four of the pool (see `dispatch`). */
  get sparseWorkerCount(): number {
    return this.slots.filter((s) => s.sparse).length;
  }

  /**
   * OCR one page image. `dpi` matters: without it tesseract trusts the file's density (often 72, or none for
   * rendered pages, read as 70) and upscales internally, which made a page 5–30× slower on the dev corpus.
   */
  recognize(image: Buffer, options: { dpi?: number; sparse?: boolean; singleCharacter?: boolean; singleLine?: boolean } = {}): Promise<OcrResult> {
    if (this.terminated) return Promise.reject(new IngestionFailure('ocr_failed', 'The OCR pool has been shut down.'));
    return new Promise<OcrResult>((resolve, reject) => {
      const dpi = Math.round(Math.min(600, Math.max(70, options.dpi ?? 200)));
      this.queue.push({ image, dpi, psm: options.singleCharacter ? '10' : options.singleLine ? '7' : options.sparse ? '11' : '6', resolve, reject });
      this.dispatch();
    });
  }

  async terminate(): Promise<void> {
    this.terminated = true;
    for (const slot of this.slots) if (slot.idleTimer) clearTimeout(slot.idleTimer);
    for (const pending of this.queue.splice(0)) pending.reject(new IngestionFailure('ocr_failed', 'The OCR pool was shut down.'));
    await Promise.allSettled(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  /**
   * Sparse pages (the second pass over a page's unread ink, `sparse: true`) go to few workers: one per four of the
   * pool (`sparseWorkers`). Reading one grows a tesseract worker's WebAssembly memory, which never shrinks, from ~65
   * to ~130–165 MB (the sample scan; docs/performance.md, fourth session); read by every worker, each kept that much
   * for good. A worker that has read one takes the waiting sparse pages first and other pages only when no other
   * worker is free for them; the others take every other page, and a sparse one only while fewer than
   * `sparseWorkers` have read one. Results do not depend on the worker: each page is read with its own parameters,
   * and the LSTM engine keeps nothing between pages.
   */
  private dispatch(): void {
    if (this.terminated) return;
    const next = this.queue.length > 0 ? this.nextJob() : null;
    if (next) {
      const [job] = this.queue.splice(next.index, 1);
      this.run(next.slot, job!);
      this.dispatch();
      return;
    }
    for (const slot of this.slots) if (!slot.busy && !slot.idleTimer) this.retireWhenIdle(slot);
    if (this.queue.length > this.starting && this.slots.length + this.starting < this.size) {
      this.starting++;
      this.startWorker().then(
        (worker) => {
          this.starting--;
          if (this.terminated) {
            void worker.terminate();
            return;
          }
          this.slots.push({ worker, busy: false, params: null, idleTimer: null, sparse: false });
          this.dispatch();
        },
        (error: unknown) => {
          this.starting--;
          // Without any worker nothing will ever drain the queue: fail what is waiting.
          if (this.slots.length === 0 && this.starting === 0) {
            for (const pending of this.queue.splice(0)) {
              pending.reject(new IngestionFailure('ocr_failed', 'The OCR engine could not start.', { cause: error }));
            }
          }
        },
      );
    }
  }

  /** Which idle worker reads which queued page next (see `dispatch`), or null when no idle worker may read one. */
  private nextJob(): { slot: Slot; index: number } | null {
    const idle = this.slots.filter((s) => !s.busy);
    if (idle.length === 0) return null;
    const sparse = this.queue.findIndex((job) => job.psm === SPARSE_PSM);
    const other = this.queue.findIndex((job) => job.psm !== SPARSE_PSM);
    const owner = idle.find((s) => s.sparse);
    // 1. A worker that has read sparse pages takes the next one.
    if (owner && sparse >= 0) return { slot: owner, index: sparse };
    // 2. The others take the next page, a sparse one only while fewer than `sparseWorkers` have read one.
    const mayReadSparse = this.slots.filter((s) => s.sparse).length < this.sparseWorkers;
    const fresh = idle.find((s) => !s.sparse);
    if (fresh && (mayReadSparse || other >= 0)) return { slot: fresh, index: mayReadSparse ? 0 : other };
    // 3. A sparse pages' worker with none waiting takes another page, no other worker being free for it.
    if (owner && other >= 0) return { slot: owner, index: other };
    return null;
  }

  /** An idle worker ends after `idleMs` unless it is the last one or has been given a page meanwhile. */
  private retireWhenIdle(slot: Slot): void {
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null;
      if (slot.busy || this.terminated || this.slots.length <= 1) return;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      void slot.worker.terminate().catch(() => undefined);
    }, this.idleMs);
    slot.idleTimer.unref();
  }

  private run(slot: Slot, job: Pending): void {
    slot.busy = true;
    if (job.psm === SPARSE_PSM) slot.sparse = true;
    if (slot.idleTimer) {
      clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
    }
    const started = Date.now();
    const retire = () => {
      // A worker that failed or overran may be in a bad state: replace it.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      void slot.worker.terminate().catch(() => undefined);
    };
    const params = `${job.dpi}/${job.psm}`;
    const ready =
      slot.params === params
        ? Promise.resolve()
        : slot.worker.setParameters({ user_defined_dpi: String(job.dpi), tessedit_pageseg_mode: job.psm as PSM }).then(() => {
            slot.params = params;
          });
    const recognition = ready.then(() => slot.worker.recognize(job.image, {}, { text: true, blocks: true }));
    withTimeout(recognition, this.jobTimeoutMs, 'OCR of one page')
      .then(
        (result) => job.resolve(toOcrResult(result.data, Date.now() - started)),
        (error: unknown) => {
          job.reject(new IngestionFailure('ocr_failed', 'The OCR engine failed or took too long on this image.', { cause: error }));
          retire();
        },
      )
      .finally(() => {
        slot.busy = false;
        this.dispatch();
      });
  }

  private async startWorker(): Promise<Worker> {
    const langPath = await this.prepareLangPath();
    let startupError: ((error: unknown) => void) | null = null;
    const failed = new Promise<never>((_, reject) => {
      startupError = reject;
    });
    // tesseract.js never settles createWorker() when loading a language fails, and without an errorHandler it
    // throws from its message listener (an uncaught exception): catch both, and bound the start-up time.
    const worker = await withTimeout(
      Promise.race([
        createWorker(this.languages, OEM.LSTM_ONLY, {
          langPath,
          gzip: true,
          // 'none': never write trained data into the working directory nor try to fetch it.
          cacheMethod: 'none',
          errorHandler: (error: unknown) => startupError?.(error),
        }),
        failed,
      ]),
      STARTUP_TIMEOUT_MS,
      'OCR worker start-up',
    );
    startupError = null;
    // Keep runs of spaces so column gaps survive.
    await worker.setParameters({ preserve_interword_spaces: '1' });
    return worker;
  }

  /** tesseract.js wants every language in ONE directory; the npm packages keep each in its own folder. */
  private prepareLangPath(): Promise<string> {
    this.langPath ??= (async () => {
      const dir = path.join(this.cacheDir, this.dataVariant);
      await mkdir(dir, { recursive: true });
      for (const language of this.languages) {
        const source = path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), this.dataVariant, `${language}.traineddata.gz`);
        const target = path.join(dir, `${language}.traineddata.gz`);
        const [from, to] = await Promise.all([stat(source), stat(target).catch(() => null)]);
        if (!to || to.size !== from.size) {
          // Copy then rename, so another process never reads a half-written file.
          const partial = `${target}.${process.pid}.${Date.now()}.tmp`;
          await copyFile(source, partial);
          await rename(partial, target);
        }
      }
      return dir;
    })();
    // A failed preparation (disk full, missing package) must not be cached forever.
    this.langPath.catch(() => {
      this.langPath = null;
    });
    return this.langPath;
  }
}

/** Rebuilds lines across tesseract's blocks by vertical position, so a table row stays one line. */
export function toOcrResult(page: Page, durationMs: number): OcrResult {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.filter((w) => w.text.trim() !== '').map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox }));
        if (words.length) lines.push({ bbox: line.bbox, words });
      }
    }
  }
  return composeOcrResult(lines, durationMs);
}

/** The result of a page from its lines (also after lines of a second pass were added). */
export function composeOcrResult(lines: OcrLine[], durationMs: number): OcrResult {
  const words = lines.flatMap((line) => line.words);
  const confidence = words.length === 0 ? 0 : words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  return { text: layoutLines(lines), lines, confidence: Math.round(confidence * 10) / 10, words, durationMs };
}

/**
 * Lines side by side (columns, a table row split into blocks) are joined into one text line with "\t" between
 * them; lines are never interleaved word by word, and lines that overlap horizontally stay separate.
 */
function layoutLines(lines: OcrLine[]): string {
  const rows: OcrLine[][] = [];
  const sorted = [...lines].sort((a, b) => center(a) - center(b));
  for (const line of sorted) {
    const row = rows.find((r) => r.every((other) => sameRow(other, line)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows
    .sort((a, b) => Math.min(...a.map(center)) - Math.min(...b.map(center)))
    .map((row) =>
      row
        .sort((a, b) => a.bbox.x0 - b.bbox.x0)
        .map(lineText)
        .join('\t'),
    )
    .join('\n');
}

function sameRow(a: OcrLine, b: OcrLine): boolean {
  const overlapX = Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0);
  if (overlapX > 0) return false;
  const smaller = Math.min(height(a), height(b));
  return Math.abs(center(a) - center(b)) < smaller * 0.5;
}

/** Words of one line; a gap wider than the line height becomes "\t", like the PDF text layer's cells. */
function lineText(line: OcrLine): string {
  let text = '';
  let previousEnd: number | null = null;
  for (const word of line.words) {
    if (word.text.trim() === '') continue;
    if (previousEnd !== null) text += word.bbox.x0 - previousEnd > height(line) * 1.2 ? '\t' : ' ';
    text += word.text;
    previousEnd = word.bbox.x1;
  }
  return text;
}

const height = (line: OcrLine): number => line.bbox.y1 - line.bbox.y0;

const STARTUP_TIMEOUT_MS = 60_000;

/** Tesseract's page segmentation mode for sparse text (`recognize(…, { sparse: true })`). */
const SPARSE_PSM = '11';

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const center = (line: OcrLine): number => (line.bbox.y0 + line.bbox.y1) / 2;
