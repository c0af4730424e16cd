import type { PDFDocumentProxy, PDFPageProxy, PDFWorker } from 'pdfjs-dist';
// Only the file's URL (a string in the entry chunk), not the 1 MB worker itself.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type Pdfjs = typeof import('pdfjs-dist');
let thread: Worker | null = null;
let loading: Promise<{ pdfjs: Pdfjs; worker: PDFWorker }> | null = null;

/**
 * Starts the pdf.js worker thread now: the browser fetches and parses its 1 MB script off the main thread while
 * the page's own code and pdf.js's main module are still arriving (main.tsx, on a review page's address), instead
 * of after them. Messages posted before it has loaded wait in its queue.
 */
export function startPdfWorker(): void {
  thread ??= new Worker(workerUrl, { type: 'module', name: 'pdf.js' });
}

/**
 * pdf.js and one worker thread for the whole visit, loaded on first use (the inbox does not pay for it) and
 * reused by every document opened after: the worker's start is paid once, not per draft.
 */
export function loadPdfjs(): Promise<{ pdfjs: Pdfjs; worker: PDFWorker }> {
  loading ??= (async () => {
    startPdfWorker();
    const pdfjs = await import('pdfjs-dist');
    // pdf.js's types say `port?: null`; its code takes a Worker there (the documented `workerPort`).
    return { pdfjs, worker: new pdfjs.PDFWorker({ port: thread as unknown as null }) };
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/** Documents open in the shared worker, by source: a viewer and the early drawing of page 1 share one. */
const documents = new Map<string, { pdf: Promise<PDFDocumentProxy>; users: number; closing: ReturnType<typeof setTimeout> | null }>();

/**
 * The document of `src` (its bytes read from `bytes` the first time), opened once however many hold it: release
 * it with `closeDocument`. A document left by all is destroyed a moment later, not at once, so a viewer mounted
 * again straight away (React's StrictMode does it in development) finds it still open.
 */
export function openDocument(src: string, bytes: Promise<Blob> | Blob): Promise<PDFDocumentProxy> {
  let entry = documents.get(src);
  if (!entry) {
    const pdf = (async () => {
      const [{ pdfjs, worker }, data] = await Promise.all([loadPdfjs(), Promise.resolve(bytes).then((b) => b.arrayBuffer())]);
      // The shared worker outlives the document: destroy() ends only the document.
      return pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, worker }).promise;
    })();
    entry = { pdf, users: 0, closing: null };
    documents.set(src, entry);
    pdf.catch(() => documents.get(src) === entry && documents.delete(src));
  }
  if (entry.closing) clearTimeout(entry.closing);
  entry.closing = null;
  entry.users += 1;
  return entry.pdf;
}

/** Releases what `openDocument` gave for `src`. */
export function closeDocument(src: string): void {
  const entry = documents.get(src);
  if (!entry || --entry.users > 0) return;
  entry.closing = setTimeout(() => {
    documents.delete(src);
    void entry.pdf.then((pdf) => pdf.destroy(), () => undefined);
  }, 0);
}

/** The width pages are drawn at in a `.pdf-pages` box (at zoom 1): its width less a margin for the page's shadow. */
export function pageWidth(pages: HTMLElement): number {
  return pages.clientWidth - 24;
}

/** Draws page `page` on `canvas`, sized for it by `sizeCanvas` with the same `width` and `zoom`. */
export async function renderPage(page: PDFPageProxy, canvas: HTMLCanvasElement, width: number, zoom: number): Promise<void> {
  const ratio = window.devicePixelRatio || 1;
  const viewport = viewportOf(page, width, zoom);
  await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
}

/** Gives `canvas` the bitmap and CSS size of the page drawn `width` CSS pixels wide at `zoom`. */
export function sizeCanvas(page: PDFPageProxy, canvas: HTMLCanvasElement, width: number, zoom: number): void {
  const viewport = viewportOf(page, width, zoom);
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
}

function viewportOf(page: PDFPageProxy, width: number, zoom: number) {
  const base = page.getViewport({ scale: 1 }); // the page's /Rotate applied, as the server read it
  return page.getViewport({ scale: (width / base.width) * zoom });
}

/** Page 1 of a document drawn off screen before the review page rendered, by source (null: not drawn). */
const earlyPages = new Map<string, { drawn: Promise<HTMLCanvasElement | null>; release(): void }>();

/**
 * On a review page's address (main.tsx): opens the draft's PDF and draws its first page off screen as soon as
 * pdf.js, its worker and the bytes are there — while React, the screens and the form are still loading and
 * rendering — at the width the viewer will have (`viewerPagesWidth`). The viewer then copies the drawing
 * (`takeEarlyPage`) instead of asking the worker and drawing after its own render: on a 2-core machine that wait
 * was the last third of the page's time to interactive (docs/dashboard.md, Performance). A file that is not a PDF
 * is left to the viewer.
 */
export function openEarly(src: string, bytes: Promise<Blob>): void {
  const width = viewerPagesWidth();
  void loadPdfjs().catch(() => undefined); // pdf.js's main module downloads while the bytes are on their way
  let held = false;
  const release = () => {
    if (held) closeDocument(src);
    held = false;
  };
  const drawn = bytes
    .then(async (blob) => {
      if (blob.type !== 'application/pdf') return null;
      held = true;
      const page = await (await openDocument(src, blob)).getPage(1);
      const canvas = document.createElement('canvas');
      sizeCanvas(page, canvas, width, 1);
      await renderPage(page, canvas, width, 1);
      return canvas;
    })
    .catch(() => null);
  earlyPages.set(src, { drawn, release });
  // Never taken (no viewer came: not a PDF, the reviewer went elsewhere): the document is not kept for nothing.
  setTimeout(() => {
    if (earlyPages.get(src)?.drawn !== drawn) return;
    earlyPages.delete(src);
    void drawn.then(release);
  }, 15_000);
}

/** The early drawing of page 1 of `src`, once; the document is then the viewer's alone. */
export function takeEarlyPage(src: string): Promise<HTMLCanvasElement | null> | null {
  const early = earlyPages.get(src);
  if (!early) return null;
  earlyPages.delete(src);
  void early.drawn.then(early.release);
  return early.drawn;
}

/**
 * The width of the review page's `.pdf-pages` box at this window size, read from a hidden copy of the page's
 * layout (the same classes as ReviewPage and DocumentViewer, so the stylesheet decides, not a formula here). If
 * the layout changes and this no longer matches, the viewer draws page 1 itself: slower, never wrong (the browser
 * test checks that the copy is used).
 */
function viewerPagesWidth(): number {
  const probe = document.createElement('div');
  probe.className = 'shell';
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none';
  probe.innerHTML = '<main class="main"><div class="review"><div class="review-doc"><div class="viewer"><div class="viewer-body"><div class="pdf-pages"></div></div></div></div></div></main>';
  document.body.append(probe);
  const width = pageWidth(probe.querySelector<HTMLElement>('.pdf-pages')!);
  probe.remove();
  return width;
}
