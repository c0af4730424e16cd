import type { PDFWorker } from 'pdfjs-dist';
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
