import type { IncomingMessage } from 'node:http';

/** Longest message or stack written to the log for one error. */
const MAX_TEXT = 2000;
/** Query-string parameters whose values never reach the log (an API key pasted into a URL, tokens). */
const SECRET_PARAM = /key|token|secret|password|signature/i;

/**
 * The log form of an error: name, code, message and stack, each bounded, and never the bind parameters of a failed
 * query (drizzle's DrizzleQueryError puts every value — customers' names and CUITs — into `params` and its message).
 */
export function serializeErrorForLog(error: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? bound(error) : error;
  const out: Record<string, unknown> = { type: error.name, message: bound(withoutParams(error.message)) };
  if (error.stack) out.stack = bound(withoutParams(error.stack));
  const extra = error as Error & Record<string, unknown>;
  for (const field of ['code', 'status', 'severity', 'detail', 'constraint', 'table', 'column', 'routine']) {
    if (typeof extra[field] === 'string' || typeof extra[field] === 'number') out[field] = typeof extra[field] === 'string' ? bound(extra[field] as string) : extra[field];
  }
  if (typeof extra.query === 'string') out.query = bound(extra.query);
  if (Array.isArray(extra.params)) out.params = `[${extra.params.length} values not logged]`;
  if (error.cause !== undefined && depth < 3) out.cause = serializeErrorForLog(error.cause, depth + 1);
  return out;
}

/** The request line as logged: values of secret-looking query parameters replaced. */
export function safeRequestUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  if (at < 0) return bound(url);
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return bound(`${url.slice(0, at)}?${params.toString()}`);
}

export function serializeRequestForLog(req: IncomingMessage & { id?: unknown }) {
  return { id: req.id, method: req.method, url: safeRequestUrl(req.url), remoteAddress: req.socket?.remoteAddress };
}

function withoutParams(text: string): string {
  const at = text.indexOf('\nparams: ');
  return at < 0 ? text : `${text.slice(0, at)}\nparams: [not logged]`;
}

function bound(text: string): string {
  return text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT)}… [${text.length - MAX_TEXT} more characters]`;
}
