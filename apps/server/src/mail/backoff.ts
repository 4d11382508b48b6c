/** The longest wait between two attempts, however many have failed. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * The wait before the next attempt once `failedAttempts` (1, 2, …) have failed: the base,
 * doubled with each further failure, at most an hour.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.min(exponent, 30));
}
