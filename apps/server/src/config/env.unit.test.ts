import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      SOUS_ROLE: 'all',
      STORAGE_DRIVER: 'local',
      AI_PROVIDER: 'composer',
      BILLING_PROVIDER: 'local',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://sous.example/' }).PUBLIC_URL).toBe('https://sous.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/sous',
      SOUS_ROLE: 'scheduler',
      STORAGE_DRIVER: 's3',
      AI_PROVIDER: 'openai',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT /),
        expect.stringMatching(/^DATABASE_URL must be a postgres/),
        expect.stringMatching(/^SOUS_ROLE /),
        'S3_BUCKET is required when STORAGE_DRIVER=s3',
        'OPENAI_BASE_URL is required when AI_PROVIDER=openai',
      ]),
    );
  });

  it('requires the settings each alternative driver needs', () => {
    const problems = problemsOf({
      STORAGE_DRIVER: 's3',
      AI_PROVIDER: 'openai',
      BILLING_PROVIDER: 'stripe',
      ANALYTICS_SCRIPT_URL: 'https://plausible.example/js/script.js',
    });
    const expected: Record<string, string> = {
      S3_BUCKET: 'STORAGE_DRIVER=s3',
      OPENAI_BASE_URL: 'AI_PROVIDER=openai',
      OPENAI_MODEL: 'AI_PROVIDER=openai',
      STRIPE_SECRET_KEY: 'BILLING_PROVIDER=stripe',
      STRIPE_WEBHOOK_SECRET: 'BILLING_PROVIDER=stripe',
      STRIPE_PRICE_MONTHLY: 'BILLING_PROVIDER=stripe',
      STRIPE_PRICE_YEARLY: 'BILLING_PROVIDER=stripe',
      ANALYTICS_SITE_ID: 'ANALYTICS_SCRIPT_URL is set',
    };
    for (const [key, reason] of Object.entries(expected)) {
      expect(problems).toContain(`${key} is required when ${reason}`);
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust anything"', () => {
    const trust = (value: string) => {
      const config = loadConfig({ TRUST_PROXY: value });
      return [config.TRUSTED_PROXIES, config.TRUST_PROXY];
    };
    expect(loadConfig({}).TRUSTED_PROXIES).toBe(false);
    expect(trust('false')).toEqual([false, false]);
    expect(trust('0')).toEqual([false, false]);
    expect(trust('1')).toEqual([1, true]);
    expect(trust('2')).toEqual([2, true]);
    expect(trust('true')).toEqual([1, true]);
    expect(trust('10.0.0.2, 10.1.0.0/16,loopback, fd00::/8')).toEqual([['10.0.0.2', '10.1.0.0/16', 'loopback', 'fd00::/8'], true]);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.example', 'loopback/8', ',']) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([expect.stringMatching(/^TRUST_PROXY must be a hop count or a list of proxy addresses/)]);
    }
  });

  it('sets request and connection timeouts by default', () => {
    expect(loadConfig({})).toMatchObject({ REQUEST_TIMEOUT_MS: 60_000, CONNECTION_TIMEOUT_MS: 120_000 });
  });

  it('names the variable in the error message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/Invalid configuration:\n {2}- PORT /);
  });
});
