import sharp from 'sharp';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { GuardedFetch } from '../net/guarded-fetch';
import type { JsonPoster } from './openai-provider';

/**
 * Why a vision model gave no usable answer (unreachable, slow, an error status, or an answer that
 * is not the JSON asked for). Callers fall back to their other way of reading the photo.
 */
export class VisionError extends Error {}

/** One question about one photo, answered as JSON matching `schema` (structured output, strict). */
export interface VisionQuestion {
  /** Who the model is and how it answers (the system message). */
  system: string;
  /** The question, sent beside the image. */
  prompt: string;
  /** The photo as JPEG (see `prepareVisionImage`), sent as a data: URL. */
  jpeg: Buffer;
  schemaName: string;
  /** A JSON schema strict mode accepts: an object at the top, every property required, no others. */
  schema: Record<string, unknown>;
  maxTokens: number;
}

export interface VisionModel {
  /**
   * The model's answer parsed as JSON, unchecked: the caller validates it (the text is the
   * model's, and the photo's: treat it as hostile). Throws a VisionError when there is no
   * answer to use; when `signal` aborts, throws the abort instead (the job was stopped).
   */
  ask(question: VisionQuestion, signal: AbortSignal): Promise<unknown>;
}

export interface OpenAiVisionOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  post: JsonPoster;
}

/** The photo's longer side as the model sees it: enough to read labels, few image tokens. */
export const VISION_IMAGE_MAX_SIDE = 1280;
const VISION_JPEG_QUALITY = 80;
/** Photos claiming more pixels than this are not decoded (the callers check before, this is the floor). */
const VISION_MAX_PIXELS = 40_000_000;
/** A vision answer may take a while, but not the whole of a job's time: the fallback needs some. */
export const VISION_TIMEOUT_MS = 45_000;
/** A list of a few dozen items is a few kilobytes; much more is not such an answer. */
const VISION_MAX_ANSWER_BYTES = 512 * 1024;

/**
 * A checked JPEG, PNG or WebP as a vision model gets it: upright as its EXIF says, fitted within
 * VISION_IMAGE_MAX_SIDE (never enlarged), JPEG, without metadata (no location leaves Sous).
 */
export async function prepareVisionImage(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: VISION_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: VISION_IMAGE_MAX_SIDE, height: VISION_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: VISION_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

const chatResponse = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }), finish_reason: z.string().nullish() })).min(1),
});

/**
 * Questions about photos to an OpenAI-compatible chat-completions endpoint whose model reads
 * images (`image_url` content parts): one request, structured output, no repair rounds (the
 * caller has another way to read the photo).
 */
export function createOpenAiVision(options: OpenAiVisionOptions): VisionModel {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async ask(question, signal) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const body = JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: question.system },
          {
            role: 'user',
            content: [
              { type: 'text', text: question.prompt },
              { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${question.jpeg.toString('base64')}` } },
            ],
          },
        ],
        temperature: 0,
        max_tokens: question.maxTokens,
        response_format: { type: 'json_schema', json_schema: { name: question.schemaName, strict: true, schema: question.schema } },
      });
      let response: { status: number; body: string };
      try {
        response = await options.post(url, { headers, body, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new VisionError(`The vision model could not be reached: ${String(error)}`, { cause: error });
      }
      if (response.status < 200 || response.status >= 300) throw new VisionError(`The vision model answered HTTP ${response.status}: ${response.body.slice(0, 200)}`);
      let content: string | null | undefined;
      try {
        const parsed = chatResponse.safeParse(JSON.parse(response.body));
        const choice = parsed.success ? parsed.data.choices[0] : undefined;
        if (choice?.finish_reason === 'length') throw new VisionError('The vision answer was cut off');
        content = choice?.message.content;
      } catch (error) {
        if (error instanceof VisionError) throw error;
        content = undefined;
      }
      if (!content) throw new VisionError(`The vision model gave no answer: ${response.body.slice(0, 200)}`);
      try {
        return JSON.parse(content) as unknown;
      } catch {
        throw new VisionError(`The vision answer is not JSON: ${content.slice(0, 200)}`);
      }
    },
  };
}

/**
 * The vision model the configuration names: with AI_PROVIDER=openai and OPENAI_VISION_MODEL set,
 * that model on OPENAI_BASE_URL (through the guarded client); otherwise none.
 */
export function createVisionModel(config: Config, fetch: GuardedFetch): VisionModel | null {
  const { OPENAI_BASE_URL: baseUrl, OPENAI_VISION_MODEL: model } = config;
  if (config.AI_PROVIDER !== 'openai' || !baseUrl || !model) return null;
  return createOpenAiVision({
    baseUrl,
    model,
    apiKey: config.OPENAI_API_KEY,
    post: async (target, init) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: init.headers,
        body: init.body,
        timeoutMs: VISION_TIMEOUT_MS,
        maxBytes: VISION_MAX_ANSWER_BYTES,
        signal: init.signal,
      });
      return { status: response.status, body: response.text() };
    },
  });
}
