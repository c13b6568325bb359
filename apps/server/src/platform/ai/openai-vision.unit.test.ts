import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { JsonPoster } from './openai-provider';
import { createOpenAiVision, prepareVisionImage, VisionError, type VisionQuestion } from './openai-vision';

const question: VisionQuestion = {
  system: 'You list things.',
  prompt: 'What is in the photo?',
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  schemaName: 'things',
  schema: { type: 'object', additionalProperties: false, required: ['things'], properties: { things: { type: 'array', items: { type: 'string' } } } },
  maxTokens: 100,
};
const chat = (content: string | null, finishReason = 'stop') => JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }] });
const visionWith = (post: JsonPoster) => createOpenAiVision({ baseUrl: 'https://models.example/v1/', model: 'eyes-1', apiKey: 'sk-1', post });
const live = () => new AbortController().signal;

describe('the OpenAI-compatible vision client', () => {
  it('sends the photo as a JPEG data: URL image part with a strict JSON schema, and answers the parsed JSON', async () => {
    const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
    const vision = visionWith((url, init) => {
      sent.push({ url, headers: init.headers, body: init.body });
      return Promise.resolve({ status: 200, body: chat('{"things":["eggs"]}') });
    });
    expect(await vision.ask(question, live())).toEqual({ things: ['eggs'] });
    const [request] = sent;
    expect(request?.url).toBe('https://models.example/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-1');
    const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      model: 'eyes-1',
      max_tokens: 100,
      response_format: { type: 'json_schema', json_schema: { name: 'things', strict: true, schema: question.schema } },
      messages: [
        { role: 'system', content: 'You list things.' },
        { role: 'user', content: [{ type: 'text', text: 'What is in the photo?' }, { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/2Q==' } }] },
      ],
    });
  });

  it.each([
    ['an error status', { status: 503, body: '{"error":"busy"}' }],
    ['a body that is not a chat completion', { status: 200, body: '<html>' }],
    ['no content', { status: 200, body: chat(null) }],
    ['content that is not JSON', { status: 200, body: chat('Here you go: eggs') }],
    ['an answer cut off', { status: 200, body: chat('{"things":["eg', 'length') }],
  ])('%s is a VisionError', async (_name, answer) => {
    await expect(visionWith(() => Promise.resolve(answer)).ask(question, live())).rejects.toBeInstanceOf(VisionError);
  });

  it('a failed or timed-out request is a VisionError; an aborted job gets its abort back', async () => {
    const timedOut = new Error('The request took too long');
    await expect(visionWith(() => Promise.reject(timedOut)).ask(question, live())).rejects.toBeInstanceOf(VisionError);
    const stop = new AbortController();
    stop.abort();
    await expect(visionWith(() => Promise.reject(timedOut)).ask(question, stop.signal)).rejects.toBe(timedOut);
  });
});

describe('preparing a photo for a vision model', () => {
  it('fits it within 1280 pixels as a JPEG without metadata, never enlarging a small one', async () => {
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: '#88aa6680' } }).withMetadata({ exif: { IFD0: { Copyright: 'someone' } } }).png().toBuffer();
    const prepared = await sharp(await prepareVisionImage(large)).metadata();
    expect([prepared.format, prepared.width, prepared.height, prepared.exif]).toEqual(['jpeg', 1280, 853, undefined]);
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    expect((await sharp(await prepareVisionImage(small)).metadata()).width).toBe(400);
  });
});
