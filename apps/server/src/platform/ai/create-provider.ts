import type { Config } from '../../config/env';
import type { GuardedFetch } from '../net/guarded-fetch';
import { createComposerProvider } from './composer-provider';
import { createOpenAiProvider } from './openai-provider';
import type { RecipeProvider } from './recipe-provider';

/** A model answer can take a while; far longer than the default outbound timeout. */
const MODEL_TIMEOUT_MS = 90_000;

/** The recipe provider AI_PROVIDER names: the built-in composer, or an OpenAI-compatible server. */
export function createRecipeProvider(config: Config, fetch: GuardedFetch): RecipeProvider {
  if (config.AI_PROVIDER === 'composer') return createComposerProvider();
  const { OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: model } = config;
  // config/env.ts already refuses AI_PROVIDER=openai without these; a hand-made Config might not.
  if (!baseUrl || !model) throw new Error('AI_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  return createOpenAiProvider({
    baseUrl,
    model,
    apiKey: config.OPENAI_API_KEY,
    post: async (url, init) => {
      const response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, timeoutMs: MODEL_TIMEOUT_MS, signal: init.signal });
      return { status: response.status, body: response.text() };
    },
  });
}
