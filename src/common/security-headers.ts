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

/** Security headers on every response, written by hand (helmet's defaults, tightened for an API). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(COMMON)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', req.path === '/docs' || req.path.startsWith('/docs/') ? DOCS_CSP : API_CSP);
  next();
}
