import { defineConfig } from 'vite';

// No @vitejs/plugin-react: its Babel peer range does not install beside jest's Babel here, and Vite's own
// transformer (oxc) compiles TSX with the automatic runtime. Fast refresh is the only loss (dev mode only).
export default defineConfig({
  base: '/app/',
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
