import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** React and the screens: loaded by main.tsx after it has started the first screen's requests. */
export function start(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
