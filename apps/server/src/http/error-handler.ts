import { ErrorCode, type ErrorBody } from '@sous/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** Fastify's own errors that are the client's fault, mapped to our codes. */
const fastifyCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ErrorCode.MalformedJson, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.MalformedJson, message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.UnsupportedMediaType,
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ErrorCode.ValidationFailed, message: 'Invalid content length' },
};

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${first?.message}` : (first?.message ?? 'Invalid request');
  }
  return error.message;
}

/** One error shape for the whole API: `{ code, message }`; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody & Record<string, unknown> = { code: ErrorCode.InternalError, message: 'Something went wrong. Please try again.' };
    // Errors from plain `throw new Error()` have no code at all, whatever FastifyError says.
    const known = typeof error.code === 'string' ? fastifyCodes[error.code] : undefined;

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { ...error.fields, code: error.code, message: error.message };
    } else if (error.validation) {
      status = 400;
      body = { code: ErrorCode.ValidationFailed, message: describeValidation(error) };
    } else if (known) {
      status = known.status;
      body = { code: known.code, message: known.message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: ErrorCode.RateLimited, message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: status === 404 ? ErrorCode.NotFound : ErrorCode.ValidationFailed, message: error.message };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
