import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The dashboard's build output (`npm run build` runs `vite build`); the same path from src/ and dist/. */
export const DASHBOARD_DIST = join(__dirname, '..', '..', 'web', 'dist');
export const DASHBOARD_PATH = '/app';

/**
 * Serves the single-page dashboard at /app (docs/dashboard.md): hashed assets cached for a year (scripts and
 * stylesheets from memory, gzipped when the browser accepts it), index.html never cached (a new build is picked up
 * at once), any other path under /app answered with index.html (client-side routes), and / redirected to /app/. Plain Express middleware, outside the API guard: the page itself is public,
 * every call it makes to the API is authenticated by the session.
 */
export function serveDashboard(app: NestExpressApplication, dist = DASHBOARD_DIST): void {
  const index = join(dist, 'index.html');
  const assets = join(dist, 'assets');
  // Scripts and stylesheets (hashed, so they never change under a name) are kept in memory, each with the gzipped
  // copy the build wrote beside it (web/vite.config.mts), and answered in one write. Streamed from disk in 64 KB
  // reads, the 1 MB pdf.js worker waited between reads behind the API's queries (PGlite runs them on this event
  // loop): on a first visit it arrived hundreds of milliseconds late (docs/dashboard.md, Performance).
  const scripts = new Map<string, { plain: Buffer; gzipped: Buffer | null }>();
  app.use(`${DASHBOARD_PATH}/assets`, (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[\w.-]+\.(m?js|css)$/.test(name)) return next();
    const asset = scripts.get(name) ?? readAsset(assets, name);
    if (!asset) return next(); // not built (yet): a 404 below, asked again next time
    scripts.set(name, asset);
    const gzip = asset.gzipped !== null && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? asset.gzipped! : asset.plain;
    if (asset.gzipped) res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Type', name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  app.useStaticAssets(dist, {
    prefix: DASHBOARD_PATH,
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(dist, 'assets'));
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/') return res.redirect(302, `${DASHBOARD_PATH}/`);
    const underApp = req.path === DASHBOARD_PATH || req.path.startsWith(`${DASHBOARD_PATH}/`);
    // A missing hashed asset is a 404, not the page (an old tab asking for a previous build's file).
    if (!underApp || req.path.startsWith(`${DASHBOARD_PATH}/assets/`)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send('El panel no está compilado: ejecutá `npm run build` y reiniciá el servicio.\n');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Relative to `root`: an absolute path is refused (404) when any folder on it starts with a dot
    // (`send`'s dotfiles rule), e.g. an install under ~/.local or node_modules/.cache.
    res.sendFile('index.html', { root: dist });
  });
}

/** A built script or stylesheet and its gzipped copy, if the build wrote one (null: no such file). */
function readAsset(folder: string, name: string): { plain: Buffer; gzipped: Buffer | null } | null {
  const path = join(folder, name);
  if (!existsSync(path)) return null;
  return { plain: readFileSync(path), gzipped: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : null };
}
