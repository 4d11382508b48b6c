import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { errorCodeOf, messages } from './messages';

const error = (status: number, code?: string) =>
  new ApiError({
    message: 'refused',
    status,
    responseText: '',
    headers: new Headers(),
    problem: { status, title: 'Conflict', ...(code ? { code: code as never } : {}) },
  });

describe('transfer page failure text', () => {
  it('names the conflict code of a 409, else the status', () => {
    expect(messages.failed(errorCodeOf(error(409, 'ProjectLimitReached')))).toBe(
      'Something went wrong, please try again later (ProjectLimitReached)',
    );
    expect(errorCodeOf(error(403))).toBe('403');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('NetworkError');
  });
});
