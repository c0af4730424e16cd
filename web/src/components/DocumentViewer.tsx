import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { whenIdle } from '../idle';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { closeDocument, openDocument, pageWidth, renderPage, sizeCanvas, takeEarlyPage } from './pdf';

/** A box on a page, in fractions (0..1) of the page as shown: the same at any zoom or resolution. */
export interface Highlight {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Props {
  /** The API path of the bytes (a draft's original file, a voucher's PDF). */
  src: string;
  mimeType: string | null;
  fileName: string | null;
  /** A box to show on the page (where the focused field was read), when the draft has provenance. */
  highlight?: Highlight | null;
  /** Called once the first page is on screen (or the document could not be shown): the rest may follow. */
  onShown?(): void;
}

/** The original document: PDF pages drawn by pdf.js, images with zoom, text as text. */
export function DocumentViewer({ src, mimeType, fileName, highlight, onShown }: Props) {
  const shown = useRef(onShown);
  shown.current = onShown;
  const done = useCallback(() => shown.current?.(), []);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let cancelled = false;
    api.blob(src).then(
      (b) => !cancelled && setBlob(b),
      () => {
        if (cancelled) return;
        setError('No se pudo cargar el documento original.');
        done();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [src]);

  const download = () => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName ?? 'documento';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const kind = mimeType === 'application/pdf' ? 'pdf' : mimeType?.startsWith('image/') ? 'image' : mimeType?.startsWith('text/') ? 'text' : 'other';
  useEffect(() => {
    if (blob && kind !== 'pdf' && kind !== 'image') done();
  }, [blob, kind, done]);
  return (
    <div className="viewer">
      <div className="viewer-toolbar">
        <span className="ellipsis" title={fileName ?? ''}>{fileName ?? 'Documento'}</span>
        <div className="viewer-actions">
          {kind !== 'other' && kind !== 'text' && (
            <>
              <button type="button" className="icon-button" aria-label="Alejar" onClick={() => setZoom((z) => Math.max(0.5, z - 0.25))}>−</button>
              <span className="zoom" aria-live="polite">{Math.round(zoom * 100)} %</span>
              <button type="button" className="icon-button" aria-label="Acercar" onClick={() => setZoom((z) => Math.min(4, z + 0.25))}>+</button>
              <button type="button" className="icon-button" aria-label="Ajustar al ancho" onClick={() => setZoom(1)}>↔</button>
            </>
          )}
          <button type="button" className="icon-button" aria-label="Descargar el original" onClick={download} disabled={!blob}>⤓</button>
        </div>
      </div>
      <div className="viewer-body">
        {error ? (
          <p className="form-error">{error}</p>
        ) : !blob ? (
          <p className="muted">Cargando documento…</p>
        ) : kind === 'pdf' ? (
          <PdfPages src={src} blob={blob} zoom={zoom} highlight={highlight ?? null} onShown={done} />
        ) : kind === 'image' ? (
          <ImageView blob={blob} zoom={zoom} highlight={highlight ?? null} onShown={done} />
        ) : kind === 'text' ? (
          <TextView blob={blob} />
        ) : (
          <div className="empty">
            <p>Este archivo ({mimeType ?? 'tipo desconocido'}) no se puede mostrar acá.</p>
            <button type="button" className="button" onClick={download}>Descargar</button>
          </div>
        )}
      </div>
    </div>
  );
}

function Box({ highlight }: { highlight: Highlight }) {
  const ref = useRef<HTMLDivElement>(null);
  // The box may be on another page or below the fold: bring it into the viewer (not the whole window).
  // (A block body: chromium's scrollIntoView returns a promise now, which React would call as the cleanup.)
  useEffect(() => {
    void ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [highlight]);
  return (
    <div
      ref={ref}
      className="highlight-box"
      data-page={highlight.page}
      style={{ left: `${highlight.x * 100}%`, top: `${highlight.y * 100}%`, width: `${highlight.width * 100}%`, height: `${highlight.height * 100}%` }}
    />
  );
}

function PdfPages({ src, blob, zoom, highlight, onShown }: { src: string; blob: Blob; zoom: number; highlight: Highlight | null; onShown(): void }) {
  const container = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number>(0);
  const [error, setError] = useState<string | null>(null);
  const doc = useRef<PDFDocumentProxy | null>(null);

  useEffect(() => {
    let cancelled = false;
    openDocument(src, blob).then(
      (loaded) => {
        if (cancelled) return;
        doc.current = loaded;
        setPages(loaded.numPages);
      },
      () => {
        if (cancelled) return;
        setError('El PDF no se pudo mostrar.');
        onShown();
      },
    );
    return () => {
      cancelled = true;
      doc.current = null;
      closeDocument(src);
    };
  }, [src, blob]);

  useEffect(() => {
    const pdf = doc.current;
    const root = container.current;
    if (!pdf || !root) return;
    let cancelled = false;
    let cancelIdle = () => undefined as void;
    const width = pageWidth(root);
    const draw = async (n: number) => {
      const page = await pdf.getPage(n);
      const canvas = root.querySelector<HTMLCanvasElement>(`canvas[data-page="${n}"]`);
      if (!canvas || cancelled) return;
      canvas.dataset.rendered = '';
      sizeCanvas(page, canvas, width, zoom);
      // Pages not drawn yet take page 1's size meanwhile: the scroll bar and a box on them are right at once.
      if (n === 1) {
        for (const other of root.querySelectorAll<HTMLCanvasElement>('canvas[data-page]:not([data-rendered])')) {
          other.style.width = canvas.style.width;
          other.style.height = canvas.style.height;
        }
      }
      // Page 1 drawn before this page rendered (main.tsx, on a review page's address) serves once, if it has this
      // canvas's size (the layout gave the viewer the width components/pdf.ts expected).
      const early = n === 1 && zoom === 1 ? await takeEarlyPage(src) : null;
      if (cancelled) return;
      const copy = early !== null && early.width === canvas.width && early.height === canvas.height;
      if (copy) canvas.getContext('2d')!.drawImage(early, 0, 0);
      else await renderPage(page, canvas, width, zoom);
      canvas.dataset.drawn = copy ? 'early' : 'here';
      canvas.dataset.rendered = 'true';
    };
    // Page 1 at once; every other page once the main thread is idle, one at a time, so drawing them never
    // delays the draft's form or page 1 (the review page's time to interactive, docs/dashboard.md).
    const rest = (n: number) => {
      if (cancelled || n > pdf.numPages) return;
      cancelIdle = whenIdle(() => void draw(n).then(() => rest(n + 1), () => undefined));
    };
    draw(1)
      .then(() => {
        if (cancelled) return;
        // Read by `npm run bench:dashboard` (time to interactive, from navigation start).
        if (performance.getEntriesByName('document:page-1').length === 0) performance.mark('document:page-1');
        onShown();
        rest(2);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [pages, zoom]);

  if (error) return <p className="form-error">{error}</p>;
  return (
    <div ref={container} className="pdf-pages" data-pages={pages}>
      {Array.from({ length: pages }, (_, i) => (
        <div key={i} className="page-frame">
          <canvas data-page={i + 1} aria-label={`Página ${i + 1} de ${pages}`} />
          {highlight?.page === i + 1 && <Box highlight={highlight} />}
        </div>
      ))}
    </div>
  );
}

function ImageView({ blob, zoom, highlight, onShown }: { blob: Blob; zoom: number; highlight: Highlight | null; onShown(): void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  if (!url) return null;
  return (
    <div className="image-scroll">
      <div className="page-frame" style={{ width: `${zoom * 100}%` }}>
        <img src={url} alt="Documento original" className="doc-image" onLoad={onShown} onError={onShown} />
        {highlight?.page === 1 && <Box highlight={highlight} />}
      </div>
    </div>
  );
}

function TextView({ blob }: { blob: Blob }) {
  const [text, setText] = useState('');
  useEffect(() => {
    void blob.text().then(setText);
  }, [blob]);
  return <pre className="doc-text">{text}</pre>;
}
