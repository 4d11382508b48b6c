/**
 * Router state of a redirect to /login: the path the user wanted, so that signing in leads
 * back there (e.g. an invitation link opened while signed out).
 */
export type LoginLocationState = { from?: string };

export function returnPathOf(state: unknown): string {
  const from = (state as LoginLocationState | null | undefined)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
