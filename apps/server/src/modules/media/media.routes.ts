import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { openMedia } from './media.service';

/** GET /media/<key>: stored objects (recipe photos and their renditions), from any driver. */
export function mediaRoutes(storage: ObjectStorage) {
  return function registerMediaRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
    app.get(
      '/media/*',
      { schema: { tags: ['media'], summary: 'A stored object (image renditions), by its server-made key' } },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const media = await openMedia(storage, key);
        if (!media) throw AppError.notFound('No such media');
        return reply.headers(media.headers).send(media.body);
      },
    );
    done();
  };
}
