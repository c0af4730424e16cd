/** Runs `work` when the main thread is idle (at most `timeout` ms later): what the reviewer sees first goes first. */
export function whenIdle(work: () => void, timeout = 500): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 50);
  return () => clearTimeout(id);
}
