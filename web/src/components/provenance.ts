import type { Draft, DraftLine, FieldProvenance } from '../api';
import type { Highlight } from './DocumentViewer';

/**
 * Where the value of a field was read, as a box in fractions of the page as shown. The draft's provenance gives
 * boxes in points from the top-left corner of the page as the server read it (docs/documents.md, Provenance):
 * for a PDF that is the page with its /Rotate applied, as pdf.js shows it; for an OCR'd page read turned a
 * quarter or half ("turned 90°: …" in pipeline.preprocessing), the turn is undone here, because the page is
 * shown as uploaded.
 */
export function highlightOf(draft: Draft, path: string, lines?: DraftLine[]): Highlight | null {
  const provenance = draft.provenance;
  if (!provenance) return null;
  const line = /^lines\[(\d+)\]/.exec(path);
  const found: FieldProvenance | undefined = line ? provenance.lines[savedLineIndex(draft, Number(line[1]), lines)] : provenance.fields[path];
  if (!found?.box || found.page === null) return null;
  const size = provenance.pages.find((p) => p.number === found.page);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  const { x0, y0, x1, y1 } = found.box;
  const corners = [
    unturn(x0 / size.width, y0 / size.height, turnOf(draft, found.page)),
    unturn(x1 / size.width, y1 / size.height, turnOf(draft, found.page)),
  ];
  const x = Math.max(0, Math.min(corners[0]![0], corners[1]![0]));
  const y = Math.max(0, Math.min(corners[0]![1], corners[1]![1]));
  const right = Math.min(1, Math.max(corners[0]![0], corners[1]![0]));
  const bottom = Math.min(1, Math.max(corners[0]![1], corners[1]![1]));
  // A little air around the words, so the box frames them instead of cutting through their ink.
  const padX = 3 / size.width;
  const padY = 2 / size.height;
  return {
    page: found.page,
    x: Math.max(0, x - padX),
    y: Math.max(0, y - padY),
    width: Math.min(1, right + padX) - Math.max(0, x - padX),
    height: Math.min(1, bottom + padY) - Math.max(0, y - padY),
  };
}

/** The provenance describes the saved lines: after an unsaved reorder or removal, find the line by its text. */
function savedLineIndex(draft: Draft, index: number, lines?: DraftLine[]): number {
  const saved = draft.data.lines;
  const shown = lines?.[index];
  if (!shown || saved[index]?.description === shown.description) return index;
  const same = saved.findIndex((l) => l.description === shown.description);
  return same >= 0 ? same : index;
}

/** Clockwise quarter turns the server applied to an OCR'd page before reading it (sharp's rotate). */
function turnOf(draft: Draft, page: number): number {
  const steps = draft.pipeline.preprocessing?.find((p) => p.page === page)?.steps ?? [];
  for (const step of steps) {
    const m = /^turned (90|180|270)°/.exec(step);
    if (m) return Number(m[1]);
  }
  return 0;
}

/** A point of the turned image (fractions) back on the image as uploaded. */
function unturn(u: number, v: number, degrees: number): [number, number] {
  if (degrees === 90) return [v, 1 - u];
  if (degrees === 180) return [1 - u, 1 - v];
  if (degrees === 270) return [1 - v, u];
  return [u, v];
}
