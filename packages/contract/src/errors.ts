/** Every error code the API answers with, in the body `{ code, message }`. */
export const ErrorCode = {
  NotFound: 'NOT_FOUND',
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedJson: 'MALFORMED_JSON',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  InvalidSignature: 'INVALID_SIGNATURE',
  SignatureExpired: 'SIGNATURE_EXPIRED',
  Conflict: 'CONFLICT',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  InternalError: 'INTERNAL_ERROR',
  DailyLimitReached: 'DAILY_LIMIT_REACHED',
  PremiumRequired: 'PREMIUM_REQUIRED',
  ScreenNameTaken: 'SCREEN_NAME_TAKEN',
  ScreenNameRequired: 'SCREEN_NAME_REQUIRED',
  InvalidCursor: 'INVALID_CURSOR',
  InvalidScreenName: 'INVALID_SCREEN_NAME',
  CardDeclined: 'CARD_DECLINED',
  BillingUnavailable: 'BILLING_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
}
