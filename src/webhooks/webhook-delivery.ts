import * as http from 'http';
import * as https from 'https';
import { performance } from 'perf_hooks';
import { checkWebhookTarget, LookupAll, pinnedLookup, SsrfPolicy, systemLookupAll, WebhookUrlError } from './ssrf-guard';
import { webhookSignatureHeaders } from './webhook-signature';
import { systemClock } from '../common/clock';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Enough of a response body to show in the delivery history. */
const RESPONSE_BODY_LIMIT = 2048;
/** Headers a webhook's own `headers` cannot replace: the signature, framing and routing are ours. */
const RESERVED_HEADERS = new Set(['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type', 'content-length', 'host', 'transfer-encoding', 'connection', 'user-agent']);

export interface WebhookDeliveryRequest {
  url: string;
  secret: string;
  /** The outbox event id: `webhook-id`, stable across retries. */
  messageId: string;
  /** The serialized payload (serializeWebhookPayload), sent and signed byte for byte. */
  body: string;
  /** The webhook's own headers. */
  headers?: Record<string, string> | null;
  policy: SsrfPolicy;
  now?: () => Date;
  timeoutMs?: number;
  lookupAll?: LookupAll;
  userAgent?: string;
}

export type DeliveryErrorCode = 'blocked_url' | 'timeout' | 'network' | 'http_status';

/** One attempt, as recorded in the delivery history. Never thrown: failures are data. */
export interface WebhookAttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  errorCode: DeliveryErrorCode | null;
  error: string | null;
  /** First 2 KB of the response body. */
  responseBody: string | null;
  /** Whether trying again can help (a refused URL or a 4xx other than 408/429 will not change by itself). */
  retryable: boolean;
  sentAt: Date;
}

/**
 * POSTs one signed delivery. 2xx is success; anything else (including redirects, which are not followed so a
 * redirect cannot lead past the SSRF guard) is a failure recorded with its status. The URL is checked and the
 * connection pinned to the checked addresses on every attempt, since DNS can change between attempts.
 */
export async function deliverWebhook(request: WebhookDeliveryRequest): Promise<WebhookAttemptResult> {
  const now = request.now ?? (() => systemClock.now());
  const sentAt = now();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target;
  try {
    target = await checkWebhookTarget(request.url, request.policy, request.lookupAll ?? systemLookupAll);
  } catch (error) {
    const message = error instanceof WebhookUrlError ? error.message : String(error);
    const retryable = error instanceof WebhookUrlError && error.code === 'unresolvable_host';
    return { ok: false, statusCode: null, durationMs: elapsed(), errorCode: 'blocked_url', error: message, responseBody: null, retryable, sentAt };
  }
  const own = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name, value]) => !RESERVED_HEADERS.has(name.toLowerCase()) && typeof value === 'string' && !/[\r\n]/.test(value)),
  );
  const headers: http.OutgoingHttpHeaders = {
    ...own,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(request.body),
    'user-agent': request.userAgent ?? 'facturador-webhooks/1',
    ...webhookSignatureHeaders(request.secret, request.messageId, sentAt, request.body),
  };
  const client = target.url.protocol === 'https:' ? https : http;
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return new Promise<WebhookAttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookAttemptResult, 'durationMs' | 'sentAt'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed(), sentAt });
    };
    const req = client.request(target.url, { method: 'POST', headers, lookup: pinnedLookup(target.addresses), agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const body = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
        const ok = status >= 200 && status < 300;
        finish({
          ok,
          statusCode: status,
          errorCode: ok ? null : 'http_status',
          error: ok ? null : `HTTP ${status}`,
          responseBody: body,
          retryable: !ok && (status >= 500 || status === 408 || status === 429 || (status >= 300 && status < 400)),
        });
      });
      res.on('error', (error) => finish({ ok: false, statusCode: res.statusCode ?? null, errorCode: 'network', error: error.message, responseBody: null, retryable: true }));
    });
    // One deadline for the whole exchange (connect, send, response), not an idle timeout.
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, errorCode: 'timeout', error: `No response within ${timeoutMs} ms`, responseBody: null, retryable: true });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => finish({ ok: false, statusCode: null, errorCode: 'network', error: error.message, responseBody: null, retryable: true }));
    req.end(request.body);
  });
}
