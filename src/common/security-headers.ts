import type { NextFunction, Request, Response } from 'express';

/** What helmet sets by default, for a JSON API: nothing of ours is meant to be framed, sniffed or embedded. */
const COMMON: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'Origin-Agent-Cluster': '?1',
  // Browsers ignore it over plain http; behind a TLS proxy it keeps them on https.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** API answers are data: no script, style or frame may run from them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** Swagger UI (/docs) loads its own scripts and styles and inlines some styles. */
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/**
 * The dashboard (/app): its own scripts and styles only; pdf.js runs its worker from /app/assets and draws pages
 * and images the page fetched through the API as blob: URLs.
 */
const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** Security headers on every response, written by hand (helmet's defaults, tightened for an API). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(COMMON)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', under(req.path, '/docs') ? DOCS_CSP : under(req.path, '/app') ? DASHBOARD_CSP : API_CSP);
  next();
}
