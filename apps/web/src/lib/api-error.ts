import { ConflictCode, type Problem } from '@vantage/contracts';
import { conflictText, dashText } from './i18n/dash-text';

/**
 * The one error type of every API call that got an answer it cannot use (spec section 8):
 * a non-success status, or a list without a valid `X-Total-Count`. It keeps what the
 * server said so a screen can show the message and a handler can look at the status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The raw body of the answer, as text. */
  readonly responseText: string;
  readonly headers: Headers;
  /** The problem detail (RFC 9457) when the server sent one. */
  readonly problem: Problem | undefined;
  /** The typed conflict code of a 409 answer (spec section 8); undefined otherwise. */
  readonly code: ConflictCode | undefined;

  constructor(init: {
    message: string;
    status: number;
    responseText: string;
    headers: Headers;
    problem?: Problem;
  }) {
    super(init.message);
    this.status = init.status;
    this.responseText = init.responseText;
    this.headers = init.headers;
    this.problem = init.problem;
    const code = init.status === 409 ? ConflictCode.safeParse(init.problem?.code) : undefined;
    this.code = code?.success ? code.data : undefined;
  }
}

/**
 * Thrown before anything is sent when a call lacks a value the spec requires (section 5):
 * a path id or project id that is undefined, or a flag or source id that is null.
 * It is a programming error of the caller, never an answer of the server.
 */
export class ApiCallRefusedError extends Error {
  override readonly name = 'ApiCallRefusedError';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** True for a 409 answer, and when `code` is given, for that conflict code only. */
export function isConflict(error: unknown, code?: ConflictCode): error is ApiError {
  return isApiError(error, 409) && (code === undefined || error.code === code);
}

/**
 * A message fit for a toast: for a 409 the section 8 message of its code (one mapping,
 * `CONFLICT_MESSAGES`, per language), else the server's own words when it gave any.
 */
export function errorMessage(error: unknown): string {
  const conflict = conflictMessage(error);
  if (conflict) return conflict;
  if (error instanceof Error && error.message) return error.message;
  return dashText('dash.common.somethingWentWrong', 'Something went wrong');
}

/**
 * The section 8 message of a 409's conflict code in the user's language (one table per
 * language: the catalogs' `dash.conflict.*`), or undefined for any other error.
 */
export function conflictMessage(error: unknown): string | undefined {
  return isApiError(error, 409) && error.code ? conflictText(error.code) : undefined;
}
