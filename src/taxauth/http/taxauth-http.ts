import * as http from 'node:http';
import * as https from 'node:https';
import type { Socket } from 'node:net';
import { TaxAuthAnswerLostError, TaxAuthRequestNotSentError } from './taxauth-http.errors';

/**
 * Host suffixes of the tax authority. Its servers negotiate weak DH parameters / legacy ciphers
 * (TAXAUTH.md §8.5), so they get a dedicated agent; every other host keeps Node's defaults.
 */
export const TAXAUTH_HOST_SUFFIXES: readonly string[] = ['afip.gov.ar', 'arca.gov.ar', 'afip.gob.ar', 'arca.gob.ar'];

/** OpenSSL 3 defaults to security level 2 which rejects the tax authority's DH keys ("dh key too small"). */
export const LEGACY_CIPHERS = 'DEFAULT:AES128-SHA:AES256-SHA@SECLEVEL=1';

export interface TaxAuthHttpOptions {
  /** Time allowed to open the TCP (and TLS) connection. */
  connectTimeoutMs?: number;
  /** Time allowed for the whole exchange, from start to the last byte of the answer. */
  timeoutMs?: number;
  /** Hosts (exact or suffix) that get the legacy TLS agent. Defaults to TAXAUTH_HOST_SUFFIXES. */
  taxAuthHosts?: readonly string[];
  /** Extra CA certificates trusted for tax-authority hosts (tests, private mirrors). */
  ca?: string | string[];
  /** Largest answer accepted, in bytes. */
  maxResponseBytes?: number;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface PostOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The one outbound client for tax-authority web services: timeouts, scoped TLS and typed transport errors. */
export class TaxAuthHttpClient {
  readonly connectTimeoutMs: number;
  readonly timeoutMs: number;
  private readonly hosts: readonly string[];
  private readonly maxResponseBytes: number;
  /** Used only for tax-authority hosts over HTTPS. */
  readonly legacyTlsAgent: https.Agent;
  readonly defaultHttpsAgent: https.Agent;
  readonly httpAgent: http.Agent;

  constructor(options: TaxAuthHttpOptions = {}) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.hosts = (options.taxAuthHosts ?? TAXAUTH_HOST_SUFFIXES).map((h) => h.toLowerCase());
    this.maxResponseBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;
    this.legacyTlsAgent = new https.Agent({
      keepAlive: true,
      ciphers: LEGACY_CIPHERS,
      minDHSize: 1024,
      minVersion: 'TLSv1.2',
      ca: options.ca,
    });
    this.defaultHttpsAgent = new https.Agent({ keepAlive: true });
    this.httpAgent = new http.Agent({ keepAlive: true });
  }

  isTaxAuthHost(hostname: string): boolean {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return this.hosts.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  }

  /** The agent a URL is sent through: the legacy-TLS one only for tax-authority HTTPS hosts. */
  agentFor(url: URL): http.Agent {
    if (url.protocol === 'http:') return this.httpAgent;
    return this.isTaxAuthHost(url.hostname) ? this.legacyTlsAgent : this.defaultHttpsAgent;
  }

  async post(urlText: string, body: string, options: PostOptions = {}): Promise<HttpResponse> {
    const url = new URL(urlText);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TaxAuthRequestNotSentError(`Unsupported protocol ${url.protocol}`, urlText);
    }
    const payload = Buffer.from(body, 'utf8');
    const transport = url.protocol === 'https:' ? https : http;
    const totalMs = options.timeoutMs ?? this.timeoutMs;

    return new Promise<HttpResponse>((resolve, reject) => {
      let sent = false;
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (error: Error | null, response?: HttpResponse) => {
        if (settled) return;
        settled = true;
        timers.forEach(clearTimeout);
        if (error) reject(error);
        else if (response) resolve(response);
      };
      const failure = (reason: string, cause?: unknown) =>
        sent
          ? new TaxAuthAnswerLostError(`${reason} after the request to ${url.host} was sent; its outcome is unknown`, urlText, null, { cause })
          : new TaxAuthRequestNotSentError(`${reason} before the request to ${url.host} was sent`, urlText, { cause });

      const req = transport.request(url, {
        method: 'POST',
        agent: this.agentFor(url),
        headers: { 'Content-Length': String(payload.length), ...options.headers },
      });

      timers.push(
        setTimeout(() => {
          const error = failure(`Timed out after ${totalMs} ms`);
          finish(error);
          req.destroy(error);
        }, totalMs),
      );

      req.on('socket', (socket: Socket) => {
        if (!socket.connecting) return;
        const connectTimer = setTimeout(() => {
          const error = new TaxAuthRequestNotSentError(`Could not connect to ${url.host} within ${this.connectTimeoutMs} ms`, urlText);
          finish(error);
          req.destroy(error);
        }, this.connectTimeoutMs);
        timers.push(connectTimer);
        const connected = () => clearTimeout(connectTimer);
        socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      });
      // 'finish' = the whole request was handed to the OS: from here on the server may have processed it.
      req.on('finish', () => {
        sent = true;
      });
      req.on('error', (error) => finish(failure(`Connection failed (${(error as NodeJS.ErrnoException).code ?? error.message})`, error)));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > this.maxResponseBytes) {
            const error = new TaxAuthAnswerLostError(`Answer from ${url.host} exceeds ${this.maxResponseBytes} bytes`, urlText, res.statusCode ?? null);
            finish(error);
            req.destroy(error);
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', (error) => finish(failure('The answer was cut', error)));
        res.on('aborted', () => finish(failure('The answer was cut')));
        res.on('end', () => {
          if (!res.complete) return finish(failure('The answer was cut'));
          finish(null, { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.end(payload);
    });
  }

  /** GET, used for `?WSDL` downloads and health checks. */
  async get(urlText: string, timeoutMs?: number): Promise<HttpResponse> {
    const url = new URL(urlText);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<HttpResponse>((resolve, reject) => {
      const req = transport.get(url, { agent: this.agentFor(url), timeout: timeoutMs ?? this.timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new TaxAuthRequestNotSentError(`GET ${url.host} timed out`, urlText)));
      req.on('error', (error) => reject(error instanceof TaxAuthRequestNotSentError ? error : new TaxAuthRequestNotSentError(`GET ${url.host} failed: ${error.message}`, urlText, { cause: error })));
    });
  }

  close(): void {
    this.legacyTlsAgent.destroy();
    this.defaultHttpsAgent.destroy();
    this.httpAgent.destroy();
  }
}
