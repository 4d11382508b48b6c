/**
 * Router state of a redirect to /login: the path the user wanted, so that signing in leads
 * back there (e.g. an invitation link opened while signed out).
 */
export type LoginLocationState = { from?: string };

/** Only a path of this app: never an absolute or protocol-relative URL. */
function appPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

export function returnPathOf(state: unknown): string {
  return appPath((state as LoginLocationState | null | undefined)?.from) ?? '/';
}

/** A path as the router matches it: case-insensitive, trailing slashes dropped. */
export function routerPath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase();
}

/**
 * Whether a path is the /login page, matched as the router matches it: the entry shows the
 * lean login page for exactly these paths, so the app's /login route never reloads
 * into itself.
 */
export function isLoginPath(pathname: string): boolean {
  return routerPath(pathname) === '/login';
}

/**
 * What the app hands the lean /login page when it sends the user there by a full page load
 * (docs/decisions/141-lean-login-page.md): where signing in should lead back to,
 * and the message of a sign-in that failed. It travels in the history entry's state, which
 * a reload keeps; the router's own state shares that object and is left as it is.
 */
export type LoginHandoff = { returnTo: string; error?: string };

const HANDOFF_KEY = 'vantageLogin';

export function withLoginHandoff(historyState: unknown, handoff: LoginHandoff): Record<string, unknown> {
  const base = typeof historyState === 'object' && historyState !== null ? historyState : {};
  return { ...base, [HANDOFF_KEY]: handoff };
}

/** The handoff in a history state; anything malformed counts as none (back to '/', no error). */
export function loginHandoffOf(historyState: unknown): LoginHandoff {
  const raw =
    typeof historyState === 'object' && historyState !== null
      ? (historyState as Record<string, unknown>)[HANDOFF_KEY]
      : undefined;
  const handoff = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const error = typeof handoff.error === 'string' && handoff.error !== '' ? handoff.error : undefined;
  return { returnTo: appPath(handoff.returnTo) ?? '/', ...(error ? { error } : {}) };
}

/** Leaves the React app for the lean /login page: a reload of /login that keeps `handoff`. */
export function reloadIntoLoginPage(handoff: LoginHandoff, loginHref: string): void {
  if (!isLoginPath(window.location.pathname)) {
    window.location.replace(loginHref);
    return;
  }
  window.history.replaceState(withLoginHandoff(window.history.state, handoff), '');
  window.location.reload();
}
