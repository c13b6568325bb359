import { ErrorCode } from '@sous/contract/errors';

/**
 * An error a user may see: its status, code and message go out as they are, with `fields` added
 * to the body where the spec wants more (the generation limit's remaining/used/dailyLimit).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }

  static notFound(message = 'Not found') {
    return new AppError(404, ErrorCode.NotFound, message);
  }

  static badRequest(message: string, code: ErrorCode = ErrorCode.ValidationFailed) {
    return new AppError(400, code, message);
  }

  static forbidden(message: string, code: ErrorCode = ErrorCode.Forbidden) {
    return new AppError(403, code, message);
  }

  static unauthorized(message = 'Sign in required') {
    return new AppError(401, ErrorCode.Unauthorized, message);
  }
}
