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
      parser = new PDFParse({ data: msg.bytes, verbosity: 0, maxImageSize: msg.maxImageSize });
      const text = await parser.getText({ pageJoiner: '' });
      const doc = await parser.load();
      const pages = [];
      // The positioned runs of each page for the document model, beside pdf-parse's laid-out text.
      for (const p of text.pages) {
        const page = await doc.getPage(p.num);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        const items = [];
        for (const item of content.items) {
          if (!('str' in item) || !item.str.trim()) continue;
          const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
          const size = Math.hypot(item.transform[2], item.transform[3]) || item.height || 0;
          items.push({ str: item.str, x, y, width: item.width, height: size });
        }
        page.cleanup();
        pages.push({ num: p.num, text: p.text, width: viewport.width, height: viewport.height, items });
      }
      parentPort.postMessage({ id: msg.id, ok: true, total: text.total, pages });
    } else if (msg.op === 'render') {
      const size = msg.width ? { desiredWidth: msg.width } : { scale: msg.scale };
      const shot = await parser.getScreenshot({ partial: [msg.page], ...size, imageDataUrl: false, imageBuffer: true });
      const page = shot.pages[0];
      const data = page ? page.data : new Uint8Array(0);
      parentPort.postMessage({ id: msg.id, ok: true, data, scale: page ? page.scale : 0 }, [data.buffer]);
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
}

export interface PdfPageText {
  num: number;
  text: string;
  /** Page size in points. */
  width: number;
  height: number;
  items: PdfTextItem[];
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

export class PdfSession {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: unknown) => void }>();
  private exited = false;

  constructor(private readonly timeoutMs: number) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pdfParsePath: require.resolve('pdf-parse') },
      // A crafted PDF must not take the process's memory with it.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    this.worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    });
    const failAll = (error: unknown) => {
      this.exited = true;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new PdfWorkerError('WorkerExit', `PDF worker exited with code ${code}`)));
  }

  /** `maxImagePixels`: larger images are not decoded when a page is rendered (pdf.js maxImageSize; -1 = no limit). */
  async open(bytes: Uint8Array, maxImagePixels = -1): Promise<PdfText> {
    const reply = await this.call('open', { bytes: new Uint8Array(bytes), maxImageSize: maxImagePixels });
    return { total: reply.total ?? 0, pages: reply.pages ?? [] };
  }

  /** Renders a page at `size.dpi`, or at `size.width` pixels wide. */
  async render(page: number, size: { dpi: number } | { width: number }): Promise<RenderedPage> {
    const reply = await this.call('render', 'dpi' in size ? { page, scale: size.dpi / 72 } : { page, width: size.width });
    return { png: reply.data ?? new Uint8Array(0), dpi: (reply.scale ?? 0) * 72 };
  }

  async close(): Promise<void> {
    if (!this.exited) await this.worker.terminate();
  }

  private call(op: string, payload: Record<string, unknown>): Promise<Reply> {
    if (this.exited) return Promise.reject(new PdfWorkerError('WorkerExit', 'PDF worker is not running'));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new PdfTimeoutError(op, this.timeoutMs));
        void this.worker.terminate();
      }, this.timeoutMs);
      this.waiting.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          if (reply.ok) resolve(reply);
          else reject(new PdfWorkerError(reply.name ?? 'Error', reply.message ?? 'PDF error'));
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
