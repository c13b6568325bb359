import { beforeAll, describe, expect, it } from 'vitest';
import type { generateResponseSchema, GenerationStatus } from '@sous/contract/recipe-api';
import type { z } from 'zod';
import { useOpenAiStub } from '../../test/openai-stub';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';

type Started = z.infer<typeof generateResponseSchema>;

// The app talks to the stub through the real guarded client (loopback allowed for tests only).
const openAi = useOpenAiStub({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'stub-model' });
const t = useTestApp(openAi.settings);
beforeAll(() => {
  openAi.stub.fallback = { content: 'I am sorry, I cannot produce JSON today.' };
});
useTestWorker(t);

describe('a generation that fails', () => {
  it('ends failed with a message the user can read, and gives the allowance back', async () => {
    const headers = { cookie: 'sous_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
    const started = await t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload: { prompt: 'soup', count: 1 }, headers, remoteAddress: '192.0.2.50' });
    const { requestId, limits } = started.json<Started>();
    expect(limits.used).toBe(1);
    const done = await waitFor(async () => {
      const body = (await t.app.inject({ url: `/api/recipes/status/${requestId}`, headers, remoteAddress: '192.0.2.50' })).json<GenerationStatus>();
      return body.status === 'failed' ? body : undefined;
    }, 20_000, 'the generation to fail');
    expect(done).toEqual({
      status: 'failed',
      result: null,
      error: 'We could not create a recipe that fits your request. Please try again or change the description.',
    });
    expect(openAi.stub.requests).toHaveLength(3);
    const again = await t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload: { prompt: 'soup', count: 1 }, headers, remoteAddress: '192.0.2.50' });
    expect(again.json<Started>().limits.used).toBe(1);
  });
});
