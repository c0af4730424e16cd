import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlmRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  };
}

/** What the fake answers: a chat message content, a raw HTTP status, or a delay longer than the client waits. */
export type FakeLlmReply = { content: string } | { status: number; body?: unknown } | { hangMs: number };

/**
 * A local OpenAI-compatible server over real HTTP (POST /v1/chat/completions) for the LLM path's tests: it records
 * every request and answers what the test queued (the last reply repeats).
 */
export class FakeLlmServer {
  readonly requests: FakeLlmRequest[] = [];
  private replies: FakeLlmReply[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<import('node:net').Socket>();

  private constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<FakeLlmServer> {
    const fake = new FakeLlmServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  reply(...replies: FakeLlmReply[]): void {
    this.replies = replies;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    this.requests.push({ path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : {} });
    const reply = this.replies.length > 1 ? this.replies.shift()! : this.replies[0];
    if (!reply) return this.json(res, 500, { error: { message: 'no reply queued' } });
    if ('hangMs' in reply) {
      const timer = setTimeout(() => this.json(res, 200, completion('{}')), reply.hangMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if ('status' in reply) return this.json(res, reply.status, reply.body ?? { error: { message: `status ${reply.status}` } });
    this.json(res, 200, completion(reply.content));
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
