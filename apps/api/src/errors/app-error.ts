import type { FieldError, Problem, ProblemCode } from '@escapade/contracts/problem';

interface ProblemKind {
  status: number;
  title: string;
}

/** Every code of the one error type, with its HTTP status and the title people read. */
export const PROBLEM_KINDS: Readonly<Record<ProblemCode, ProblemKind>> = {
  BAD_REQUEST: { status: 400, title: 'Bad request' },
  VALIDATION_FAILED: { status: 400, title: 'Invalid request' },
  MALFORMED_JSON: { status: 400, title: 'Malformed JSON body' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Unsupported media type' },
  UNAUTHORIZED: { status: 401, title: 'Unauthorized' },
  FORBIDDEN: { status: 403, title: 'Forbidden' },
  NOT_FOUND: { status: 404, title: 'Not found' },
  GONE: { status: 410, title: 'Gone' },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Payload too large' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  CONFLICT: { status: 409, title: 'Conflict' },
  PRICE_CHANGED: { status: 409, title: 'Price changed' },
  NO_AVAILABILITY: { status: 409, title: 'No availability' },
  VOUCHER_REFUSED: { status: 401, title: 'Voucher refused' },
  VOUCHER_ALREADY_USED: { status: 409, title: 'Voucher already used' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'Idempotency key reused' },
  PAYMENT_FAILED: { status: 402, title: 'Payment failed' },
  INTERNAL: { status: 500, title: 'Internal server error' },
  SERVICE_UNAVAILABLE: { status: 503, title: 'Service unavailable' },
};

export interface AppErrorOptions {
  /** 400s: the offending fields, first one first. */
  errors?: FieldError[];
  /** Overrides the code's status within the same class (e.g. a 408 answered as BAD_REQUEST). */
  status?: number;
  cause?: unknown;
  /** Members a problem type adds to the document (PRICE_CHANGED: the server's `expectedAmount`). */
  extensions?: Pick<Problem, 'expectedAmount' | 'reason'>;
}

/**
 * The API's one error type. `detail` is public: it is sent to the client as written, so it must
 * never carry internals (SQL, stack, connection strings). Internals go in `cause`, which is logged.
 */
export class AppError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly extensions: Pick<Problem, 'expectedAmount' | 'reason'> | undefined;

  constructor(code: ProblemCode, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? PROBLEM_KINDS[code].status;
    this.errors = options.errors;
    this.extensions = options.extensions;
  }

  get title(): string {
    return PROBLEM_KINDS[this.code].title;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
