import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting Sous reads, in one schema. The environment is read here once, at start;
 * everything else receives the parsed `Config`. docs/configuration.md describes each variable.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();

/** `proxy-addr`'s names for address ranges, accepted in a TRUST_PROXY list as Fastify does. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return proxyRangeNames.has(entry) && bits === undefined;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may say who the client is, in Fastify's forms: a hop count (`1`: the one proxy in
 * front of Sous; the right-most X-Forwarded-For entry is the client), or a comma-separated list of
 * proxy addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`. `false`/`0` trusts none;
 * `true` means one hop, never "believe any X-Forwarded-For", which a client could forge.
 */
const trustProxy = z
  .string()
  .transform((value, context): number | string[] => {
    const text = value.trim().toLowerCase();
    if (['false', 'no', '0'].includes(text)) return 0;
    if (['true', 'yes'].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({ code: 'custom', message: `must be a hop count or a list of proxy addresses (not ${bad.join(', ') || 'empty'})` });
      return z.NEVER;
    }
    return entries;
  });
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SOUS_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default(0),
    WEB_DIST_DIR: z.string().optional(),
    /** Redis shared by the API processes (rate limits) and, with JOB_QUEUE=bullmq, the job queue. */
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),

    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),

    /** The whole request, headers and body, must arrive within this time (slow senders are cut off). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /** A connection that sends or receives nothing for this long is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),

    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
    UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PUBLIC_URL: optionalUrl,
    /** Where browsers load stored media from (a CDN); every media URL the API presents is rewritten to it. */
    PUBLIC_MEDIA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),

    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    OUTBOUND_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
    OUTBOUND_ALLOW_LOOPBACK: bool.default(false),

    JOB_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(500),
    JOB_LEASE_SECONDS: z.coerce.number().int().positive().default(30),
    JOB_CONCURRENCY: z.coerce.number().int().positive().default(2),
    /** Which engine runs jobs: the database queue (embedded default) or BullMQ on REDIS_URL. */
    JOB_QUEUE: z.enum(['database', 'bullmq']).default('database'),

    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().default('sous-web'),
    OIDC_AUDIENCE: z.string().optional(),
    /** scrypt cost as log2(N) for new password hashes; 15 in production, lower only in tests. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
    /** Accounts the embedded issuer lets one client address create per hour. */
    SIGN_UPS_PER_HOUR: z.coerce.number().int().positive().default(20),

    AI_PROVIDER: z.enum(['composer', 'openai']).default('composer'),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().optional(),
    /** A model that reads images; with AI_PROVIDER=openai, pantry and fridge scans go to it before OCR. */
    OPENAI_VISION_MODEL: z.string().optional(),

    BILLING_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE_URL: optionalUrl,
    STRIPE_PRICE_MONTHLY: z.string().optional(),
    STRIPE_PRICE_YEARLY: z.string().optional(),
    STRIPE_PRICE_NO_TRIAL: z.string().optional(),

    TIKTOK_OEMBED_URL: z.url().default('https://www.tiktok.com/oembed'),

    ANALYTICS_SCRIPT_URL: optionalUrl,
    ANALYTICS_SITE_ID: z.string().optional(),
  });

/**
 * Settings that one choice makes necessary. Checked on the raw values, beside the schema, so a
 * bad PORT does not hide a missing S3_BUCKET: the start-up error lists every problem at once.
 */
function missingCompanions(env: Record<string, unknown>): string[] {
  const needs: [boolean, string[], string][] = [
    [env.STORAGE_DRIVER === 's3', ['S3_BUCKET'], 'when STORAGE_DRIVER=s3'],
    [env.AI_PROVIDER === 'openai', ['OPENAI_BASE_URL', 'OPENAI_MODEL'], 'when AI_PROVIDER=openai'],
    [
      env.BILLING_PROVIDER === 'stripe',
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'],
      'when BILLING_PROVIDER=stripe',
    ],
    [Boolean(env.ANALYTICS_SCRIPT_URL), ['ANALYTICS_SITE_ID'], 'when ANALYTICS_SCRIPT_URL is set'],
    [env.JOB_QUEUE === 'bullmq', ['REDIS_URL'], 'when JOB_QUEUE=bullmq'],
  ];
  return needs.flatMap(([when, keys, reason]) =>
    when ? keys.filter((key) => !env[key]).map((key) => `${key} is required ${reason}`) : [],
  );
}

type RawEnv = z.infer<typeof schema>;

export interface Config
  extends Omit<RawEnv, 'PUBLIC_URL' | 'DATA_DIR' | 'WEB_DIST_DIR' | 'OIDC_ISSUER' | 'OIDC_AUDIENCE' | 'TRUST_PROXY'> {
  /** True when some proxy is trusted: its X-Forwarded-Proto and -Host are believed too. */
  TRUST_PROXY: boolean;
  /** Fastify's `trustProxy`: the hop count or the proxies' addresses; `false` when none. */
  TRUSTED_PROXIES: number | string[] | false;
  PUBLIC_URL: string;
  OIDC_ISSUER: string;
  OIDC_AUDIENCE: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The built SPA sits beside the server app in the repository (apps/web/dist), from src or dist alike. */
function defaultWebDist(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.resolve(dir, '../web/dist');
}

/**
 * Parses the environment (or overrides in tests) into a Config, or throws a ConfigError that
 * lists every problem at once.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, emptyAsUndefined(v)]));
  const parsed = schema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`)),
    ...missingCompanions(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trusted = env.TRUST_PROXY === 0 ? false : env.TRUST_PROXY;
  return {
    ...env,
    TRUST_PROXY: trusted !== false,
    TRUSTED_PROXIES: trusted,
    PUBLIC_URL: publicUrl,
    // The embedded issuer and its API audience unless an external issuer is configured.
    OIDC_ISSUER: env.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    OIDC_AUDIENCE: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    DATA_DIR: path.resolve(env.DATA_DIR),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR ?? defaultWebDist()),
  };
}
