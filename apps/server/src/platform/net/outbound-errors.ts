/** Base of every failure of the guarded outbound client; `code` is stable for callers and logs. */
export class OutboundError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The target is not allowed: scheme, credentials, host not on the allow-list, or a refused address. */
export class OutboundBlockedError extends OutboundError {
  constructor(message: string) {
    super('OUTBOUND_BLOCKED', message);
  }
}

/** The response is larger than the byte cap. */
export class OutboundTooLargeError extends OutboundError {
  constructor(readonly maxBytes: number) {
    super('OUTBOUND_TOO_LARGE', `The response is larger than ${maxBytes} bytes`);
  }
}

/** The whole exchange, redirects and body included, took longer than the timeout. */
export class OutboundTimeoutError extends OutboundError {
  constructor(readonly timeoutMs: number) {
    super('OUTBOUND_TIMEOUT', `No complete response within ${timeoutMs} ms`);
  }
}

/** Too many redirects, or a redirect without a usable Location. */
export class OutboundRedirectError extends OutboundError {
  constructor(message: string) {
    super('OUTBOUND_REDIRECT', message);
  }
}

/** DNS failure, refused or reset connection, TLS failure. */
export class OutboundNetworkError extends OutboundError {
  constructor(message: string, cause?: unknown) {
    super('OUTBOUND_NETWORK', message, { cause });
  }
}
