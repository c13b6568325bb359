import { ErrorCode } from '@sous/contract/errors';
import { deleteAllResponse, USER_DATA_ERRORS, userDataExportSchema } from '@sous/contract/user-data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { DeletedAccountError } from '../../http/auth';
import type { UserDataService } from './user-data.service';

/**
 * Whose data delete-all erases: the signed-in caller, or the subject of a still-valid token whose
 * account is already gone. Asking again (a retry after a lost answer) finishes any leftovers and
 * answers done, while every other call with that token answers 401.
 */
async function subjectToErase(request: FastifyRequest): Promise<string> {
  try {
    return (await request.user()).userId;
  } catch (error) {
    if (error instanceof DeletedAccountError) return error.userId;
    throw error;
  }
}

/**
 * Runs an export or an erase; a failure answers 500 with the spec's message for the call (spec 1
 * §8) instead of the generic one, and the cause goes to the log with the request id.
 */
async function orFail<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new AppError(500, ErrorCode.InternalError, message), { cause: error });
  }
}

/** The data calls of spec 1 §7: `GET /user-data/export` and `DELETE /user-data/delete-all`. */
export const userDataRoutes =
  (service: UserDataService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/user-data/export',
      {
        schema: {
          tags: ['account'],
          summary: 'Everything you own, as one JSON file (sous-export-YYYY-MM-DD.json), one section per feature',
          response: { 200: userDataExportSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.user();
        const { fileName, body } = await orFail(USER_DATA_ERRORS.exportFailed, () => service.exportFor(actor));
        return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).send(body);
      },
    );
    app.delete(
      '/api/user-data/delete-all',
      {
        schema: {
          tags: ['account'],
          summary: 'Erase your account and everything in it; your tokens stop working at once. Safe to repeat',
          response: { 200: deleteAllResponse },
        },
      },
      async (request) => {
        const userId = await subjectToErase(request);
        await orFail(USER_DATA_ERRORS.deleteFailed, () => service.eraseAll(userId));
        return { deleted: true as const };
      },
    );
    done();
  };
