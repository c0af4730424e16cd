/** Pieces the HTML layouts share: escaping and the A4 page shell chromium prints. */
export function esc(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A whole HTML document: `css` for the layout, `body` its markup; sizes in CSS px (1 px = 0.75 pt). */
export function htmlPage(css: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; -webkit-print-color-adjust: exact; print-color-adjust: exact }
table { border-collapse: collapse }
${css}
</style></head><body>${body}</body></html>`;
}
