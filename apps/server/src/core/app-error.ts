import { type ErrorCode, errorStatus } from '@wl/contracts';

/** A coded failure; the envelope plugin turns it into the HTTP status of the error table and a translated message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly opts: { messageKey?: string; value?: unknown; params?: Record<string, string | number>; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.status = errorStatus(code);
  }
}
