import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCode } from '@sous/contract/errors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { registerActor } from './http/actor';
import { registerPageHeads } from './http/page-heads';
import { createAuth } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { registerNoStoreForApi } from './http/cache-control';
import { registerApiRateLimit } from './http/rate-limit';
import { registerNulGuard } from './http/reject-nul';
import { registerSecurityHeaders } from './http/security-headers';
import { serverOptions } from './http/server-options';
import { registerSpa } from './http/spa';
import { billingModule } from './modules/billing/billing.module';
import { generationModule } from './modules/generation/generation.module';
import { groceryModule } from './modules/grocery/grocery.module';
import { healthModule } from './modules/health/health.module';
import { inventoryModule } from './modules/inventory/inventory.module';
import { mediaModule } from './modules/media/media.module';
import { preferencesModule } from './modules/preferences/preferences.module';
import { publicConfigModule } from './modules/public-config/public-config.module';
import { publicRecipesModule } from './modules/public-recipes/public-recipes.module';
import { recipeImportModule } from './modules/recipe-import/recipe-import.module';
import { recipeMediaModule } from './modules/recipe-media/recipe-media.module';
import { recipesModule } from './modules/recipes/recipes.module';
import { userDataModule } from './modules/user-data/user-data.module';
import { usersModule } from './modules/users/users.module';
import './platform/app-context';
import { openDatabase, type Db } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { registerEmbeddedIssuer, usesEmbeddedIssuer } from './platform/identity/embedded-issuer';
import { createJobQueue } from './platform/jobs/jobs.repository';
import { createJobs } from './platform/jobs/jobs';
import { createJobEngine } from './platform/jobs/create-job-engine';
import { createTesseractOcr } from './platform/ocr/tesseract-ocr';
import { createStorage } from './platform/storage/create-storage';
import { appVersion } from './version';

/** Every feature of the API, each one Fastify plugin with its routes, jobs and tables (docs/architecture.md). */
const modules = [healthModule, userDataModule, usersModule, billingModule, publicConfigModule, recipesModule, preferencesModule, inventoryModule, generationModule, mediaModule, publicRecipesModule, recipeMediaModule, groceryModule, recipeImportModule];

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one across apps); otherwise one is opened from config. */
  db?: Db;
}

export type App = FastifyInstance;

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** Builds the HTTP application: used by main.ts and by every integration test. */
export async function buildApp({ config, db: givenDb }: AppOptions): Promise<App> {
  const db = givenDb ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  const storage = await createStorage(config, db);
  const jobQueue = createJobQueue(db);
  const jobs = createJobs(jobQueue, createJobEngine(config, jobQueue));
  // Lazy: tesseract starts on the first page read, so a process that never reads one (the API, most tests) pays nothing.
  const ocr = createTesseractOcr();

  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    ...serverOptions(config),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    // A URL Fastify cannot decode (bad percent-encoding) gets our error shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send({ code: ErrorCode.ValidationFailed, message: 'The request URL is not valid' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
  app.decorate('jobs', jobs);
  app.decorate('ocr', ocr);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    scriptOrigins: originOf(config.ANALYTICS_SCRIPT_URL),
    connectOrigins: [
      ...originOf(config.OIDC_ISSUER),
      ...originOf(config.ANALYTICS_SCRIPT_URL),
      ...(config.STORAGE_DRIVER === 's3' ? originOf(config.S3_PUBLIC_URL ?? config.S3_ENDPOINT) : []),
    ],
    imageOrigins: [...(config.STORAGE_DRIVER === 's3' ? originOf(config.S3_PUBLIC_URL ?? config.S3_ENDPOINT) : []), ...originOf(config.PUBLIC_MEDIA_BASE_URL)],
    https: config.PUBLIC_URL.startsWith('https://'),
  });
  registerNulGuard(app);
  registerNoStoreForApi(app);
  await registerApiRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    exempt: ['/api/health'],
    redisUrl: config.REDIS_URL,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sous API', version: appVersion, description: 'The Sous kitchen companion API.' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Sign-in: the embedded issuer at /oidc unless OIDC_ISSUER names an external one.
  const issuer = usesEmbeddedIssuer(config) ? await registerEmbeddedIssuer(app, { config, db, jobs }) : undefined;
  const auth = createAuth({ config, verificationKeys: issuer?.verificationKeys, ensureUser: (user) => app.users.ensure(user) });
  registerPageHeads(app);
  registerActor(app, { auth, tierOf: (userId) => app.billing.tierOf(userId), secureCookies: config.PUBLIC_URL.startsWith('https://') });
  for (const module of modules) await app.register(module);
  await registerSpa(app, config.WEB_DIST_DIR);

  app.addHook('onClose', async () => {
    await storage.close();
    await jobs.close();
    await ocr.close();
    if (!givenDb) await db.close();
  });

  return app;
}
