import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/**
 * A gzipped copy beside each script and stylesheet (`x.js.gz`), which the service sends to browsers that accept
 * gzip (src/dashboard/dashboard-static.ts): 1.8 MB of JavaScript becomes 0.5 MB, compressed once at build time
 * instead of on every request. On a first visit the pdf.js worker alone was 1 MB to stream before it could start.
 */
function gzipAssets(): Plugin {
  let outDir = '';
  return {
    name: 'gzip-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const file of readdirSync(outDir).filter((f) => /\.(m?js|css)$/.test(f))) {
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(readFileSync(join(outDir, file)), { level: 9 }));
      }
    },
  };
}

// No @vitejs/plugin-react: its Babel peer range does not install beside jest's Babel here, and Vite's own
// transformer (oxc) compiles TSX with the automatic runtime. Fast refresh is the only loss (dev mode only).
export default defineConfig({
  base: '/app/',
  plugins: [preloadApp(), gzipAssets()],
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
