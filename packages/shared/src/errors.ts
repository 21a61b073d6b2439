/**
 * The one error type of the product. `code` is stable and meant for programs,
 * `message` is Lithuanian and meant for people. HTTP mapping lives in the server.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(code: string, message: string, status = 400, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

/** The JSON body of every error answer of the API. */
export interface ErrorBody {
  success: false;
  code: string;
  /** The same code under the seed's name, on the answers that carry it (resend verification). */
  errorCode?: string;
  message: string;
  fields?: FieldErrors;
  requestId?: string;
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
