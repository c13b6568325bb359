import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LocalObjectStorage } from '../../platform/storage/local-storage';
import { LocalUploadService } from './uploads.service';

/**
 * The local driver's signed upload endpoints (with S3 the browser talks to the bucket instead):
 * PUT /uploads/<key>?ct&max&exp&sig with the file as the body, and POST /uploads with the signed
 * fields then `file` as multipart/form-data. Answers 200 (PUT) or 201 (POST) with `{ key, size }`.
 */
const receipt = z.object({ key: z.string(), size: z.number().int() });

export function localUploadRoutes(storage: LocalObjectStorage, uploadMaxBytes: number) {
  const service = new LocalUploadService(storage, uploadMaxBytes);
  return function registerLocalUploadRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
    // In this plugin only: no body parsing at all. Handlers stream the raw request to disk, so
    // the app's 1 MB body limit does not apply and nothing is buffered; the signed maximum does.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, parsed) => {
      parsed(null, undefined);
    });

    app.put(
      '/uploads/*',
      {
        schema: {
          tags: ['media'],
          summary: 'Upload to a signed URL of the local object store (file as the body)',
          response: { 200: receipt },
        },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const query = request.query as Record<string, unknown>;
        const receipt = await service.receivePut(key, query, request.raw);
        return reply.status(200).send(receipt);
      },
    );

    app.post(
      '/uploads',
      {
        schema: {
          tags: ['media'],
          summary: 'Upload with signed form fields to the local object store (multipart)',
          response: { 201: receipt },
        },
      },
      async (request, reply) => {
        const receipt = await service.receivePost(request.raw);
        return reply.status(201).send(receipt);
      },
    );
    done();
  };
}
