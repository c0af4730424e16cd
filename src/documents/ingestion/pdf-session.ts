import { Worker } from 'node:worker_threads';

/**
 * pdf.js (inside pdf-parse) loads its worker with a dynamic ESM import, which fails inside Jest's module
 * sandbox and would share the event loop with the app. So each PDF is read in its own worker thread (plain
 * Node, CommonJS, code passed with `eval`): the thread can be killed on a timeout, and a hostile PDF cannot
 * block or crash the main thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParsePath);
let parser = null;
parentPort.on('message', async (msg) => {
  try {
    if (msg.op === 'open') {
      if (parser) await parser.destroy().catch(() => undefined);
      parser = new PDFParse({ data: msg.bytes, verbosity: 0, maxImageSize: msg.maxImageSize });
      const doc = await parser.load();
      const total = doc.numPages;
      const pages = [];
      // One getTextContent per page feeds both pdf-parse's laid-out text and the positioned runs of the document
      // model (pdf-parse's getText would ask pdf.js for the same content a second time).
      for (let num = 1; num <= total && num <= msg.maxPages; num++) {
        const page = await doc.getPage(num);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
        page.getTextContent = async () => content;
        const text = await parser.getPageText(page, {}, total);
        const items = [];
        for (const item of content.items) {
          if (!('str' in item) || !item.str.trim()) continue;
          const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
          const size = Math.hypot(item.transform[2], item.transform[3]) || item.height || 0;
          // The run's direction on the page as shown (y down): 0 reads left to right, 90 downwards, 180 upside down.
          const [va, vb, vc, vd] = viewport.transform;
          const dx = va * item.transform[0] + vc * item.transform[1], dy = vb * item.transform[0] + vd * item.transform[1];
          const dir = dx || dy ? (Math.round((Math.atan2(dy, dx) * 180) / Math.PI) + 360) % 360 : 0;
          items.push({ str: item.str, x, y, width: item.width, height: size, dir });
        }
        // A fillable form's values live in its fields (widget annotations), not in the page's text: each filled field
        // becomes runs where a viewer shows it (a ticked box an "X").
        let formFields = 0;
        const annotations = await page.getAnnotations({ intent: 'display' }).catch(() => []);
        for (const a of annotations) {
          if (a.subtype !== 'Widget' || a.hidden || a.noView || !Array.isArray(a.rect)) continue;
          let value = null;
          if (a.fieldType === 'Tx' && typeof a.fieldValue === 'string') value = a.fieldValue;
          else if (a.fieldType === 'Ch') value = Array.isArray(a.fieldValue) ? a.fieldValue[0] : a.fieldValue;
          else if (a.fieldType === 'Btn' && (a.checkBox || a.radioButton) && a.fieldValue && a.fieldValue !== 'Off' && a.fieldValue === (a.checkBox ? a.exportValue : a.buttonValue)) value = 'X';
          if (typeof value !== 'string' || !value.trim()) continue;
          const [ax, ay] = viewport.convertToViewportPoint(a.rect[0], a.rect[1]);
          const [bx, by] = viewport.convertToViewportPoint(a.rect[2], a.rect[3]);
          const left = Math.min(ax, bx), right = Math.max(ax, bx), top = Math.min(ay, by), bottom = Math.max(ay, by);
          const lines = value.split(/\\r\\n|\\r|\\n/);
          const fontSize = a.defaultAppearanceData && a.defaultAppearanceData.fontSize > 0 ? a.defaultAppearanceData.fontSize : 0;
          const size = fontSize || Math.max(4, Math.min(12, ((bottom - top) / (a.multiLine ? Math.max(1, lines.length) : 1)) * 0.7));
          lines.forEach((line, k) => {
            const str = line.replace(/\\s+$/, '');
            if (!str.trim()) return;
            const width = str.length * size * 0.5;
            // A value the page's own text already shows there (a form flattened but its fields kept) is not added twice.
            if (items.some((it) => it.str.trim() === str.trimStart() && it.x >= left - 2 && it.x <= right && it.y >= top - 2 && it.y <= bottom + size)) return;
            const x = a.textAlignment === 2 ? right - 2 - width : a.textAlignment === 1 ? (left + right - width) / 2 : left + 2;
            const y = a.multiLine || lines.length > 1 ? top + 2 + size * (k + 0.85) * 1.15 : (top + bottom) / 2 + size * 0.35;
            items.push({ str, x, y, width, height: size, dir: 0 });
            formFields++;
          });
        }
        page.cleanup();
        pages.push({ num, text, width: viewport.width, height: viewport.height, items, formFields });
      }
      parentPort.postMessage({ id: msg.id, ok: true, total, pages });
    } else if (msg.op === 'render') {
      const size = msg.width ? { desiredWidth: msg.width } : { scale: msg.scale };
      const shot = await parser.getScreenshot({ partial: [msg.page], ...size, imageDataUrl: false, imageBuffer: true });
      const page = shot.pages[0];
      const data = page ? page.data : new Uint8Array(0);
      parentPort.postMessage({ id: msg.id, ok: true, data, scale: page ? page.scale : 0 }, [data.buffer]);
    } else if (msg.op === 'release') {
      // The document is dropped; pdf.js itself (code, font data) stays loaded for the next one.
      if (parser) await parser.destroy().catch(() => undefined);
      parser = null;
      parentPort.postMessage({ id: msg.id, ok: true });
    }
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, name: error && error.name, message: error && error.message });
  }
});
`;

export class PdfWorkerError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'PdfWorkerError';
  }
}

export class PdfTimeoutError extends Error {
  constructor(operation: string, ms: number) {
    super(`PDF ${operation} took longer than ${ms} ms`);
    this.name = 'PdfTimeoutError';
  }
}

/** A run of text as pdf.js places it: (x, y) is the left end of its baseline, in points from the top-left corner. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  height: number;
  /** Direction the run reads in, in degrees on the page as shown (y down): 0 left to right, 90 downwards, 180 upside down. */
  dir?: number;
}

export interface PdfPageText {
  num: number;
  text: string;
  /** Page size in points. */
  width: number;
  height: number;
  items: PdfTextItem[];
  /** Runs among `items` that are a fillable form's values (not in `text`, pdf-parse's layout of the page's text). */
  formFields?: number;
}

export interface PdfText {
  total: number;
  pages: PdfPageText[];
}

interface Reply {
  id: number;
  ok: boolean;
  name?: string;
  message?: string;
  total?: number;
  pages?: PdfPageText[];
  data?: Uint8Array;
  scale?: number;
}

/** A rendered page: PNG bytes and their resolution (pdf.js renders 72 points per inch at scale 1). */
export interface RenderedPage {
  png: Uint8Array;
  dpi: number;
}

/**
 * Warm workers: starting a thread and loading pdf.js costs more than reading a one-page text layer, so a worker
 * whose session ended cleanly waits for the next document. At most IDLE_MAX wait, each for IDLE_MS, then it is
 * ended (idle memory stays bounded). A worker that timed out, failed or crashed is never reused.
 */
const IDLE_MAX = 1;
const IDLE_MS = 60_000;

/** A worker thread with its listeners attached once; the session using it (if any) receives its messages. */
interface Thread {
  worker: Worker;
  dead: boolean;
  onMessage: ((reply: Reply) => void) | null;
  onFailure: ((error: unknown) => void) | null;
  idleTimer: NodeJS.Timeout | null;
}

const idle: Thread[] = [];

function spawnThread(): Thread {
  const thread: Thread = {
    worker: new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pdfParsePath: require.resolve('pdf-parse') },
      // A crafted PDF must not take the process's memory with it.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    }),
    dead: false,
    onMessage: null,
    onFailure: null,
    idleTimer: null,
  };
  thread.worker.on('message', (reply: Reply) => thread.onMessage?.(reply));
  const fail = (error: unknown) => {
    thread.dead = true;
    unpark(thread);
    thread.onFailure?.(error);
  };
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new PdfWorkerError('WorkerExit', `PDF worker exited with code ${code}`)));
  return thread;
}

function unpark(thread: Thread): boolean {
  const at = idle.indexOf(thread);
  if (at >= 0) idle.splice(at, 1);
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  thread.idleTimer = null;
  return at >= 0;
}

function takeThread(): Thread {
  for (let thread = idle.pop(); thread; thread = idle.pop()) {
    unpark(thread);
    if (thread.dead) continue;
    thread.worker.ref();
    return thread;
  }
  return spawnThread();
}

function park(thread: Thread): void {
  thread.onMessage = null;
  thread.onFailure = null;
  if (thread.dead || idle.length >= IDLE_MAX) {
    void thread.worker.terminate();
    return;
  }
  thread.idleTimer = setTimeout(() => {
    if (unpark(thread)) void thread.worker.terminate();
  }, IDLE_MS);
  thread.idleTimer.unref();
  thread.worker.unref();
  idle.push(thread);
}

/** Ends the waiting workers (tests, shutdown). */
export async function closeIdlePdfWorkers(): Promise<void> {
  const threads = idle.splice(0);
  await Promise.all(threads.map((t) => (unpark(t), t.worker.terminate())));
}

export class PdfSession {
  private readonly thread: Thread;
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: unknown) => void }>();
  private exited = false;
  /** Set when the worker must not serve another document (a timeout, an error, a crash). */
  private spoiled = false;

  constructor(private readonly timeoutMs: number) {
    this.thread = takeThread();
    this.worker = this.thread.worker;
    this.thread.onMessage = (reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    };
    this.thread.onFailure = (error) => {
      this.exited = true;
      this.spoiled = true;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
  }

  /**
   * Reads the text layer of up to `maxPages` pages (`total` is always the document's page count). `maxImagePixels`:
   * larger images are not decoded when a page is rendered (pdf.js maxImageSize; -1 = no limit).
   */
  async open(bytes: Uint8Array, maxPages = Number.MAX_SAFE_INTEGER, maxImagePixels = -1): Promise<PdfText> {
    const reply = await this.call('open', { bytes: new Uint8Array(bytes), maxPages, maxImageSize: maxImagePixels });
    return { total: reply.total ?? 0, pages: reply.pages ?? [] };
  }

  /** Renders a page at `size.dpi`, or at `size.width` pixels wide. */
  async render(page: number, size: { dpi: number } | { width: number }): Promise<RenderedPage> {
    const reply = await this.call('render', 'dpi' in size ? { page, scale: size.dpi / 72 } : { page, width: size.width });
    return { png: reply.data ?? new Uint8Array(0), dpi: (reply.scale ?? 0) * 72 };
  }

  /** Ends the session: a healthy worker drops the document and waits warm for the next one. */
  async close(): Promise<void> {
    if (this.exited) return;
    if (!this.spoiled && this.waiting.size === 0) {
      const released = await this.call('release', {}).then(
        () => true,
        () => false,
      );
      if (released && !this.exited) {
        this.exited = true;
        park(this.thread);
        return;
      }
    }
    this.exited = true;
    await this.worker.terminate();
  }

  private call(op: string, payload: Record<string, unknown>): Promise<Reply> {
    if (this.exited) return Promise.reject(new PdfWorkerError('WorkerExit', 'PDF worker is not running'));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        this.spoiled = true;
        reject(new PdfTimeoutError(op, this.timeoutMs));
        void this.worker.terminate();
      }, this.timeoutMs);
      this.waiting.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          if (reply.ok) resolve(reply);
          else {
            this.spoiled = true;
            reject(new PdfWorkerError(reply.name ?? 'Error', reply.message ?? 'PDF error'));
          }
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker.postMessage({ id, op, ...payload });
    });
  }
}
