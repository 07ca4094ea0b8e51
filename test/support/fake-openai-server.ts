import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A provider's own token count, as OpenAI sends it. */
export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** One scripted answer to one POST /v1/chat/completions. */
export type FakeReply =
  /**
   * Streamed as these chunks (or sent whole when the request does not stream); `hangAfter` keeps the stream open.
   * `usage`: the count to report — in a last chunk when a stream asks for it (`stream_options.include_usage`),
   * in place of the default { 1, 1 } otherwise. Streams report nothing without it, as many servers do.
   */
  | { chunks: string[]; delayMs?: number; hangAfter?: boolean; usage?: FakeUsage }
  /** Streamed like `chunks`, made from the request: a model that answers with what it was told. */
  | { chunksFrom: (request: RecordedRequest['body']) => string[]; delayMs?: number }
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Never answers: no headers, no body. */
  | { hang: true };

export interface RecordedRequest {
  body: { model: string; messages: { role: string; content: string }[]; stream?: boolean; [key: string]: unknown };
  authorization: string | undefined;
  /** Settles when the exchange ends: 'aborted' when the client hung up first. */
  ended: Promise<'finished' | 'aborted'>;
}

export interface FakeOpenAi {
  /** The base URL to give the SDK (ends in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies, used in order; an unscripted request gets a 500 naming the problem. */
  reply(...replies: FakeReply[]): void;
  /** Forgets scripted replies and recorded requests (between tests). */
  reset(): void;
  stop(): Promise<void>;
}

/** A real OpenAI-compatible HTTP server on 127.0.0.1 whose answers each test scripts. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return sendError(res, 404, `no route ${req.method} ${req.url}`);
    let raw = '';
    for await (const part of req) raw += part;
    const ended = new Promise<'finished' | 'aborted'>((resolve) =>
      res.on('close', () => resolve(res.writableFinished ? 'finished' : 'aborted')),
    );
    const body = JSON.parse(raw) as RecordedRequest['body'];
    requests.push({ body, authorization: req.headers.authorization, ended });
    const next = queue.shift() ?? { status: 500, message: 'fake OpenAI server: no reply scripted for this request' };
    const reply = 'chunksFrom' in next ? { chunks: next.chunksFrom(body), delayMs: next.delayMs, usage: undefined } : next;
    if ('hang' in reply) return;
    if ('status' in reply) return sendError(res, reply.status, reply.message ?? `scripted ${reply.status}`, reply.headers);
    if (!body.stream) {
      if (reply.delayMs) await sleep(reply.delayMs);
      return sendJson(res, 200, completion(body.model, reply.chunks.join(''), reply.usage));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify(chunk(body.model, delta, finish))}\n\n`);
    send({ role: 'assistant', content: '' });
    for (const text of reply.chunks) {
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      send({ content: text });
    }
    if (reply.hangAfter) return;
    send({}, 'stop');
    const wantsUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
    if (reply.usage && wantsUsage) res.write(`data: ${JSON.stringify({ ...chunk(body.model, {}, null), choices: [], usage: totalled(reply.usage) })}\n\n`);
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const created = () => Math.floor(Date.now() / 1000);

const totalled = (u: FakeUsage) => ({ ...u, total_tokens: u.prompt_tokens + u.completion_tokens });

function completion(model: string, content: string, usage: FakeUsage = { prompt_tokens: 1, completion_tokens: 1 }) {
  return {
    id: 'chatcmpl-fake', object: 'chat.completion', created: created(), model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: totalled(usage),
  };
}

function chunk(model: string, delta: Record<string, unknown>, finish: string | null) {
  return { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: created(), model, choices: [{ index: 0, delta, finish_reason: finish }] };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string, headers?: Record<string, string>) {
  sendJson(res, status, { error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null } }, headers);
}
