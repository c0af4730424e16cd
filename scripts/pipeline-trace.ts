/**
 * Where an upload's time goes between the request and the finished draft (`bench:pipeline -- --breakdown`): the
 * services of a running app are wrapped from outside (no product code knows about it), every wrapped call is
 * recorded as a span, and each measured upload is cut out of the record by its window. Times are the process's
 * `performance.now()`; the app runs in this process, so the client's and the server's clocks are one.
 */
import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Database } from '../src/db/database';
import { DraftExtractionJob } from '../src/documents/drafts/drafts.jobs';
import { DraftsRepository } from '../src/documents/drafts/drafts.repository';
import { DraftsService } from '../src/documents/drafts/drafts.service';
import { DraftReviewer } from '../src/documents/drafts/draft-reviewer';
import { FileStore } from '../src/documents/files/file-store';
import { ExtractionService } from '../src/documents/extraction/extraction.service';
import { LearningService } from '../src/documents/learning/learning.service';
import { EventsService } from '../src/events/events.service';
import { PdfSession } from '../src/documents/ingestion/pdf-session';
import { TemplatesService } from '../src/documents/templates/templates.service';
import { QueueService } from '../src/queue';

interface Span {
  label: string;
  start: number;
  end: number;
}

type AnyFunction = (...args: unknown[]) => unknown;

export class PipelineTrace {
  private readonly spans: Span[] = [];
  private readonly windows: Array<{ start: number; end: number }> = [];

  constructor(app: INestApplication, private readonly sqlHeads = false) {
    this.instrument(app);
  }

  /** Marks one measured upload: from the client's request to the client seeing the draft finished. */
  window(start: number, end: number): void {
    this.windows.push({ start, end });
  }

  client(label: string, start: number, end: number): void {
    this.spans.push({ label, start, end });
  }

  /**
   * Per label, the median start (from the window's start) and the median duration and count per window, in order
   * of the median start; each window's spans, so the gaps between them show.
   */
  report(): string[] {
    const perLabel = new Map<string, { starts: number[]; durations: number[]; totals: number[]; counts: number[] }>();
    for (const w of this.windows) {
      const inside = this.spans.filter((s) => s.start >= w.start - 1 && s.start <= w.end);
      const byLabel = new Map<string, Span[]>();
      for (const s of inside) byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s]);
      for (const [label, spans] of byLabel) {
        const entry = perLabel.get(label) ?? { starts: [], durations: [], totals: [], counts: [] };
        entry.starts.push(spans[0]!.start - w.start);
        entry.durations.push(spans[0]!.end - spans[0]!.start);
        entry.totals.push(spans.reduce((sum, s) => sum + s.end - s.start, 0));
        entry.counts.push(spans.length);
        perLabel.set(label, entry);
      }
    }
    const rows = [...perLabel].map(([label, e]) => ({ label, start: med(e.starts), first: med(e.durations), total: med(e.totals), count: med(e.counts), seen: e.counts.length }));
    rows.sort((a, b) => a.start - b.start);
    const window = med(this.windows.map((w) => w.end - w.start));
    return [
      `breakdown of ${this.windows.length} uploads (medians; window ${window.toFixed(1)} ms): label — starts at, first call lasts, all calls in the window (count)`,
      ...rows.map((r) => `  ${r.label.padEnd(34)} at ${r.start.toFixed(1).padStart(6)} ms  lasts ${r.first.toFixed(1).padStart(6)} ms  all ${r.total.toFixed(1).padStart(6)} ms (${r.count}×${r.seen < this.windows.length ? `, in ${r.seen} of ${this.windows.length}` : ''})`),
    ];
  }

  /** Every span of the median window in order of start (statements with the head of their SQL), WASM calls left out. */
  timeline(): string[] {
    const byLength = [...this.windows].sort((a, b) => a.end - a.start - (b.end - b.start));
    const w = byLength[Math.floor((byLength.length - 1) / 2)];
    if (!w) return [];
    return this.spans
      .filter((s) => s.start >= w.start - 1 && s.start <= w.end && !s.label.startsWith('pglite:'))
      .sort((a, b) => a.start - b.start)
      .map((s) => `  ${(s.start - w.start).toFixed(1).padStart(6)} → ${(s.end - w.start).toFixed(1).padStart(6)} ms  ${s.label}`);
  }

  private record(label: string, start: number): void {
    this.spans.push({ label, start, end: performance.now() });
  }

  private wrap<T extends object>(target: T, method: string, label: string): void {
    const original = (target as Record<string, AnyFunction>)[method];
    // Left out where the code measured has no such method (the bench runs on older code too).
    if (typeof original !== 'function') return;
    const record = (start: number) => this.record(label, start);
    // A function, not an arrow: wrapped on a prototype, `this` is the instance.
    (target as Record<string, AnyFunction>)[method] = function (this: unknown, ...args: unknown[]) {
      const start = performance.now();
      const result = original.apply(this, args);
      if (result instanceof Promise) return result.finally(() => record(start));
      record(start);
      return result;
    };
  }

  private instrument(app: INestApplication): void {
    const server = app.getHttpServer() as Server;
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const start = performance.now();
      const label = `http ${req.method} ${req.url?.startsWith('/documents/upload') ? 'upload' : req.url?.startsWith('/documents/drafts/') ? 'draft' : req.url}`;
      res.once('finish', () => this.record(label, start));
    });
    this.wrap(app.get(DraftsService), 'upload', 'upload: service');
    this.wrap(app.get(DraftsService), 'insertWithJobs', 'upload: insert draft + job (tx)');
    this.wrap(app.get(FileStore), 'put', 'upload: store file');
    this.wrap(app.get(TemplatesService), 'require', 'upload: template');

    const queue = app.get(QueueService) as unknown as { notifyLocal: AnyFunction; runBatch: AnyFunction };
    this.wrap(queue, 'notifyLocal', 'queue: wake local workers');
    // pg-boss keeps its manager in a private field; its workers call `this.fetch` on it, so the prototype is the way in.
    const manager = (require('pg-boss/src/manager') as { prototype: { fetch: (this: unknown, name: string, options: unknown) => Promise<unknown[] | null> } }).prototype;
    const fetch = manager.fetch;
    const record = (label: string, start: number) => this.record(label, start);
    manager.fetch = async function (this: unknown, name, options) {
      const start = performance.now();
      const jobs = await fetch.call(this, name, options);
      if (name === 'extract-document') record(jobs?.length ? 'queue: fetch (got the job)' : 'queue: fetch (empty)', start);
      return jobs;
    };
    const runBatch = queue.runBatch.bind(queue);
    queue.runBatch = async (...args: unknown[]) => {
      const start = performance.now();
      await runBatch(...args);
      if (args[0] === 'extract-document') this.record('queue: handler + complete', start);
    };

    const job = app.get(DraftExtractionJob);
    this.wrap(job, 'handle', 'job: handle');
    for (const m of ['read', 'extract', 'review', 'save', 'stage']) this.wrap(job, m, `job: ${m}`);
    this.wrap(app.get(DraftsRepository), 'findForJob', 'job: find draft');
    this.wrap(app.get(DraftsRepository), 'claimForExtraction', 'job: claim draft');
    this.wrap(app.get(DraftReviewer), 'resolveCuit', 'job: resolve CUIT');
    this.wrap(app.get(LearningService), 'provenance', 'job: save: provenance');
    this.wrap(app.get(LearningService), 'refine', 'job: extract: learned anchors');
    this.wrap(app.get(LearningService), 'savePages', 'job: save: pages');
    this.wrap(app.get(ExtractionService), 'extract', 'job: extract: extractor');
    this.wrap(app.get(EventsService), 'record', 'job: save: event');

    this.wrap(PdfSession.prototype, 'open', 'read: pdf.js open (text layer)');
    this.wrap(PdfSession.prototype, 'close', 'read: pdf.js release');
    this.wrap(app.get(FileStore), 'get', 'read: stored file');

    const database = app.get(Database);
    if (database.raw.kind === 'pglite') {
      const client = database.raw.client as unknown as Record<string, AnyFunction>;
      // The WASM PostgreSQL itself, one protocol message at a time (no waiting for a turn).
      this.wrap(client, 'execProtocolRawSync', 'pglite: WASM execution');
      for (const m of ['query', 'exec']) {
        const original = client[m]!;
        client[m] = (...args: unknown[]) => {
          const start = performance.now();
          const text = String(args[0]).replace(/\s+/g, ' ');
          const label = `${/pgboss\./.test(text) ? `db: pg-boss ${m}` : `db: ${m}`}${this.sqlHeads ? ` ${text.slice(0, 90)}` : ''}`;
          return (original.apply(client, args) as Promise<unknown>).finally(() => this.record(label, start));
        };
      }
    } else {
      const pool = database.raw.pool as unknown as Record<string, AnyFunction>;
      const original = pool['query']!;
      pool['query'] = (...args: unknown[]) => {
        const start = performance.now();
        const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
        const label = /pgboss\./.test(text) ? 'db: pg-boss query' : 'db: query';
        return (original.apply(pool, args) as Promise<unknown>).finally(() => this.record(label, start));
      };
    }
  }
}

function med(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
