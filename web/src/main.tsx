import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetch } from './api';
import { App } from './App';
import { loadPdfjs } from './components/pdf';
import './styles.css';

// Opened on a draft's address (a link, a reload): its data, its document and pdf.js are fetched alongside the
// session check instead of after it, which is most of the review page's time to interactive.
const draft = /^\/app\/drafts\/([0-9a-f-]{36})$/.exec(location.pathname)?.[1];
if (draft) {
  prefetch([`/documents/drafts/${draft}`, '/cuits'], [`/documents/drafts/${draft}/file`]);
  void loadPdfjs().catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
