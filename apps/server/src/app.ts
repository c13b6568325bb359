import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCode } from '@sous/contract/errors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { createAuth, type Auth } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { createRateLimiter, registerDefaultRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createEntitlements } from './modules/billing/entitlements';
import { createAllowanceRepository } from './modules/generation/allowance.repository';
import { generationRoutes } from './modules/generation/generation.routes';
import { createGenerationService } from './modules/generation/generation.service';
import { healthRoutes } from './modules/health/health.routes';
import { createPreferencesRepository } from './modules/preferences/preferences.repository';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { createRecipesRepository } from './modules/recipes/recipes.repository';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { createRecipesService } from './modules/recipes/recipes.service';
import { mediaRoutes } from './modules/media/media.routes';
import { localUploadRoutes } from './modules/media/uploads.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { openDatabase, type Db } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { registerEmbeddedIssuer, usesEmbeddedIssuer } from './platform/identity/embedded-issuer';
import { createStorage } from './platform/storage/create-storage';
import { LocalObjectStorage } from './platform/storage/local-storage';
import type { ObjectStorage } from './platform/storage/object-storage';
import { appVersion } from './version';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one across apps); otherwise one is opened from config. */
  db?: Db;
}

export type App = FastifyInstance & { db: Db; config: Config; storage: ObjectStorage; jobs: JobQueue; auth: Auth };

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** Builds the HTTP application: used by main.ts and by every integration test. */
export async function buildApp({ config, db: givenDb }: AppOptions): Promise<App> {
  const db = givenDb ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  const storage = await createStorage(config, db);
  const jobs = createJobQueue(db);

  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    // A URL Fastify cannot decode (bad percent-encoding) gets our error shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send({ code: ErrorCode.ValidationFailed, message: 'The request URL is not valid' });
    },
  }).withTypeProvider<ZodTypeProvider>();

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
    imageOrigins: config.STORAGE_DRIVER === 's3' ? originOf(config.S3_PUBLIC_URL ?? config.S3_ENDPOINT) : [],
    https: config.PUBLIC_URL.startsWith('https://'),
  });
  registerDefaultRateLimit(app, createRateLimiter(db), {
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    exempt: ['/api/health'],
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sous API', version: appVersion, description: 'The Sous kitchen companion API.' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes({ db, version: appVersion }));
  await app.register(publicConfigRoutes(config));
  await app.register(mediaRoutes(storage));
  // Sign-in: the embedded issuer at /oidc unless OIDC_ISSUER names an external one.
  const issuer = usesEmbeddedIssuer(config) ? await registerEmbeddedIssuer(app, { config, db }) : undefined;
  const users = createUsersRepository(db);
  const auth = createAuth({ config, verificationKeys: issuer?.verificationKeys, ensureUser: users.ensure });
  await app.register(usersRoutes(createUsersService(users), auth));

  // Recipes: generation (a job per request), the collection, and food preferences.
  const secureCookies = config.PUBLIC_URL.startsWith('https://');
  const entitlements = createEntitlements(db);
  const recipes = createRecipesRepository(db);
  const identify = async (request: FastifyRequest) => {
    const user = await auth.optional(request);
    return { userId: user?.userId ?? null, isPremium: user ? await entitlements.isPremium(user.userId) : false };
  };
  const generation = createGenerationService({ queue: jobs, allowance: createAllowanceRepository(db), recipes });
  await app.register(generationRoutes(generation, identify, secureCookies));
  await app.register(recipesRoutes(createRecipesService(recipes), auth, secureCookies));
  await app.register(preferencesRoutes(createPreferencesRepository(db), auth, entitlements));
  if (storage instanceof LocalObjectStorage) await app.register(localUploadRoutes(storage, config.UPLOAD_MAX_BYTES));

  await registerSpa(app, config.WEB_DIST_DIR);

  app.addHook('onClose', async () => {
    await storage.close();
    if (!givenDb) await db.close();
  });

  return Object.assign(app, { db, config, storage, jobs, auth }) as unknown as App;
}
