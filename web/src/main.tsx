import { prefetch, prefetchBlob, type Draft } from './api';
import { openEarly, startPdfWorker } from './components/pdf';
import './styles.css';

// The entry is this file and api.ts only (a few KB): before React and the screens are even fetched, it starts
// what the first screen will ask for — the session check always, and on a draft's address (a link, a reload) the
// document's bytes, the draft, its template, the pdf.js worker thread and pdf.js itself, and draws the document's
// first page off screen. The review page then finds them under way (docs/dashboard.md, Performance).
const draft = /^\/app\/drafts\/([0-9a-f-]{36})$/.exec(location.pathname)?.[1];
if (draft) {
  const templateOf = (body: unknown) => {
    const templateId = (body as { draft: Draft }).draft.templateId;
    return templateId ? `/documents/templates/${templateId}` : null;
  };
  // In this order: the service answers one query at a time, and page 1 needs the file, pdf.js and its worker.
  const file = `/documents/drafts/${draft}/file`;
  const bytes = prefetchBlob(file);
  prefetch([`/documents/drafts/${draft}`, '/auth/session'], [], { [`/documents/drafts/${draft}`]: templateOf });
  startPdfWorker();
  // Page 1 drawn off screen while React and the form load; the viewer copies it (components/pdf.ts).
  openEarly(file, bytes);
} else {
  prefetch(['/auth/session']);
}

void import('./start').then(({ start }) => start());
