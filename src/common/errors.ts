/**
 * Domain errors carry a stable machine `code`, the HTTP status they map to and a `resolution` telling the
 * user what to do. The one exception filter renders them; modules never build HTTP responses themselves.
 */
export type ErrorShape = 'full' | 'short';

export interface AppErrorOptions {
  resolution?: string;
  details?: unknown;
  /** Batch and /taxauth endpoints answer with the short body {error, message, details}. */
  shape?: ErrorShape;
  cause?: unknown;
  /** Response headers that belong to the error (Retry-After of a 429). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly resolution: string;
  readonly details: unknown;
  readonly shape: ErrorShape;
  readonly headers: Record<string, string>;

  constructor(readonly status: number, readonly code: string, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.resolution = options.resolution ?? defaultResolution(status);
    this.details = options.details ?? null;
    this.shape = options.shape ?? 'full';
    this.headers = options.headers ?? {};
  }

  /** The same error rendered with the short body. */
  short(): AppError {
    return new AppError(this.status, this.code, this.message, { resolution: this.resolution, details: this.details, shape: 'short', headers: this.headers });
  }
}

export const notFound = (what: string, id: string, options: AppErrorOptions = {}) =>
  new AppError(404, 'not_found', `${what} ${id} was not found in this account.`, {
    resolution: `Check the ${what.toLowerCase()} id; list the existing ones to find it.`,
    ...options,
  });

export const validationFailed = (details: FieldError[], options: AppErrorOptions = {}) =>
  new AppError(400, 'validation_failed', describeFieldErrors(details), {
    resolution: 'Correct the fields listed in details and send the request again.',
    details,
    ...options,
  });

export interface FieldError {
  field: string;
  messages: string[];
}

function describeFieldErrors(details: FieldError[]): string {
  if (details.length === 0) return 'The request is invalid.';
  return `Invalid request: ${details.map((d) => `${d.field}: ${d.messages.join('; ')}`).join(' | ')}`;
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTitle(status: number): string {
  return STATUS_TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

function defaultResolution(status: number): string {
  if (status >= 500) return 'Retry later; if the problem persists contact support with the correlation id.';
  return 'Correct the request and send it again.';
}

/** Base of the `type` URI of every error (RFC 9457 style); one page per code in docs/errors.md. */
export const ERROR_TYPE_BASE = 'https://docs.facturador.example/errors/';

export interface FullErrorBody {
  error: string;
  code: string;
  message: string;
  resolution: string;
  type: string;
  title: string;
  status: number;
  detail: string;
  details: unknown;
}

export interface ShortErrorBody {
  error: string;
  message: string;
  details: unknown;
}

export function fullErrorBody(error: AppError): FullErrorBody {
  const title = statusTitle(error.status);
  return {
    error: title,
    code: error.code,
    message: error.message,
    resolution: error.resolution,
    type: ERROR_TYPE_BASE + error.code,
    title,
    status: error.status,
    detail: error.message,
    details: error.details,
  };
}

export function shortErrorBody(error: AppError): ShortErrorBody {
  const details =
    error.details && typeof error.details === 'object' && !Array.isArray(error.details)
      ? { code: error.code, resolution: error.resolution, ...(error.details as object) }
      : { code: error.code, resolution: error.resolution, ...(error.details == null ? {} : { errors: error.details }) };
  return { error: error.code, message: error.message, details };
}
