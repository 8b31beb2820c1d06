export type FieldErrors = Record<string, string>;

/** A failed call, carrying what the server said: `{ success: false, message, errors? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** False when the message is ours (network failure, unreadable body), not the server's. */
  readonly fromServer: boolean;

  constructor(message: string, options: { status: number; fieldErrors?: FieldErrors; fromServer: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.fromServer = options.fromServer;
  }
}

/** The server's message when there is one, otherwise the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return fallback;
}
