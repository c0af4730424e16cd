import { defineConfig, type Plugin } from 'vite';

/**
 * main.tsx imports the app (React and the first screens) dynamically, after starting the first screen's requests;
 * this adds a modulepreload of that chunk (and of the chunks it imports) to index.html, so the browser fetches it alongside the entry instead of after
 * it (on a first visit it is the longest wait of the review page: docs/dashboard.md, Performance).
 */
function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'preload-app-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.isDynamicEntry && c.name === 'start');
        if (!app) return [];
        // With it, the chunks it imports (React's JSX runtime, shared with the screens loaded on demand), except
        // the entry, which the page already loads.
        const entry = chunks.find((c) => c.isEntry)?.fileName;
        const files = [app.fileName, ...app.imports.filter((f) => f !== entry)];
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
      },
    },
  };
}

// No @vitejs/plugin-react: its Babel peer range does not install beside jest's Babel here, and Vite's own
// transformer (oxc) compiles TSX with the automatic runtime. Fast refresh is the only loss (dev mode only).
export default defineConfig({
  base: '/app/',
  plugins: [preloadApp()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '^/(auth|documents|account|cuits|invoices)': 'http://127.0.0.1:3000' } },
});
