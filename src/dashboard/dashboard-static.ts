import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The dashboard's build output (`npm run build` runs `vite build`); the same path from src/ and dist/. */
export const DASHBOARD_DIST = join(__dirname, '..', '..', 'web', 'dist');
export const DASHBOARD_PATH = '/app';

/**
 * Serves the single-page dashboard at /app (docs/dashboard.md): hashed assets cached for a year, index.html never
 * cached (a new build is picked up at once), any other path under /app answered with index.html (client-side
 * routes), and / redirected to /app/. Plain Express middleware, outside the API guard: the page itself is public,
 * every call it makes to the API is authenticated by the session.
 */
export function serveDashboard(app: NestExpressApplication, dist = DASHBOARD_DIST): void {
  const index = join(dist, 'index.html');
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
