import type { PDFWorker } from 'pdfjs-dist';

type Pdfjs = typeof import('pdfjs-dist');
let loading: Promise<{ pdfjs: Pdfjs; worker: PDFWorker }> | null = null;

/**
 * pdf.js and one worker thread for the whole visit, loaded on first use (the inbox does not pay for it) and
 * reused by every document opened after: the worker's start (a 1 MB script parsed off the main thread) is paid
 * once, not per draft. `main.tsx` calls it at boot when the first page is a review page.
 */
export function loadPdfjs(): Promise<{ pdfjs: Pdfjs; worker: PDFWorker }> {
  loading ??= (async () => {
    const [pdfjs, url] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
    pdfjs.GlobalWorkerOptions.workerSrc = url.default;
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  })();
  loading.catch(() => (loading = null));
  return loading;
}
