import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useStubBeforeApp } from './stub-before-app';

/** One scripted answer of the stub: a message content, or a raw HTTP answer, optionally late. */
export interface StubReply {
  content?: string;
  finishReason?: 'stop' | 'length';
  status?: number;
  rawBody?: string;
  delayMs?: number;
}

/** What the stub's vision model sees in a fridge photo when no answer is queued for it. */
export const STUB_VISION_ITEMS = [
  { name: 'Eggs', quantity: 12, unit: 'pcs', category: 'Dairy' },
  { name: 'Whole milk', quantity: 1, unit: 'l', category: 'Dairy' },
  { name: 'Baby spinach', quantity: 200, unit: 'g', category: 'Produce' },
  { name: 'Sriracha', quantity: 1, unit: 'pcs', category: 'Spices & Seasonings' },
] as const;

/** Whether a chat-completions body carries an image (an `image_url` content part): a vision request. */
export function hasImagePart(body: Record<string, unknown>): boolean {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  return messages.some((message) => Array.isArray(message.content) && (message.content as { type?: unknown }[]).some((part) => part.type === 'image_url'));
}

export interface OpenAiStub {
  /** Base URL to configure as OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  /** Bodies of the chat-completions requests received, in order. */
  requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** How many requests the client gave up on before the stub answered (a closed connection). */
  abandoned: number;
  /** Queues answers; when the queue is empty the stub answers with `fallback`. */
  enqueue(...replies: StubReply[]): void;
  /** Queues answers to vision requests (those with an image part); when none is queued it answers with `visionFallback`. */
  enqueueVision(...replies: StubReply[]): void;
  /** Forgets queued answers and recorded requests (between tests). */
  reset(): void;
  fallback: StubReply;
  /** By default `{"items": STUB_VISION_ITEMS}`. */
  visionFallback: StubReply;
  close(): Promise<void>;
}

/**
 * A local server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`),
 * answering from a script, for tests and for running Sous against a "model" offline. Requests
 * with an image part (a vision model's) have their own script, and by default a fixed list of
 * fridge items.
 */
export async function startOpenAiStub(): Promise<OpenAiStub> {
  const queue: StubReply[] = [];
  const visionQueue: StubReply[] = [];
  const stub = {
    requests: [] as OpenAiStub['requests'],
    abandoned: 0,
    fallback: { status: 500, rawBody: '{"error":{"message":"no scripted reply"}}' } as StubReply,
    visionFallback: { content: JSON.stringify({ items: STUB_VISION_ITEMS }) } as StubReply,
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const request = JSON.parse(raw) as Record<string, unknown>;
      stub.requests.push({ headers: req.headers, body: request });
      const reply = hasImagePart(request) ? (visionQueue.shift() ?? stub.visionFallback) : (queue.shift() ?? stub.fallback);
      const send = () => {
        if (res.destroyed) return;
        const body =
          reply.rawBody ??
          JSON.stringify({
            id: `chatcmpl-${stub.requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'stub',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content ?? '' },
                finish_reason: reply.finishReason ?? 'stop',
              },
            ],
          });
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(body);
      };
      res.on('close', () => {
        if (!res.writableFinished) stub.abandoned += 1;
      });
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    enqueue: (...replies: StubReply[]) => void queue.push(...replies),
    enqueueVision: (...replies: StubReply[]) => void visionQueue.push(...replies),
    reset: () => {
      queue.length = 0;
      visionQueue.length = 0;
      stub.requests.length = 0;
      stub.abandoned = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  });
}

/** The stub, started before the test app that talks to it: `useTestApp(openAi.settings)`. */
export const useOpenAiStub = (own: Record<string, string>) => useStubBeforeApp(startOpenAiStub, (stub) => ({ OPENAI_BASE_URL: stub.baseUrl }), own);
