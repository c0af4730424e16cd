/** The dashboard's cookies (docs/dashboard.md). Parsing and writing them needs no library. */
export const SESSION_COOKIE = 'facturador_session';
/** Readable by the page: it sends the value back in the x-csrf-token header (double submit). */
export const CSRF_COOKIE = 'facturador_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Sessions choose the environment per request (an API key's prefix chooses it for clients). */
export const ENVIRONMENT_HEADER = 'x-environment';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a malformed value is ignored, like a missing cookie
    }
  }
  return out;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAge}`, 'SameSite=Strict'];
  if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
