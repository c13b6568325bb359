import type { FastifyInstance } from 'fastify';

/**
 * API answers depend on who asks (the user's data, a visitor's recipes, their allowance), so
 * neither the browser nor a shared cache may keep them: `Cache-Control: no-store` on every API
 * answer, errors included, unless a route chose its own caching.
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
