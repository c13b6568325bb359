import fp from 'fastify-plugin';
import { LocalObjectStorage } from '../../platform/storage/local-storage';
import { mediaRoutes } from './media.routes';
import { localUploadRoutes } from './uploads.routes';

/** Stored objects under /media, and the local driver's signed upload endpoints. */
export const mediaModule = fp(
  async (app) => {
    await app.register(mediaRoutes(app.storage));
    if (app.storage instanceof LocalObjectStorage) await app.register(localUploadRoutes(app.storage, app.config.UPLOAD_MAX_BYTES));
  },
  { name: 'media' },
);
