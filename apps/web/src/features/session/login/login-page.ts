import { LAYOUT_BACKGROUNDS } from '@/components/layout-background';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { registrationUrl } from '@/lib/auth/registration';
import { hasSignedInUser } from '@/lib/auth/stored-user';
import { loginHandoffOf, withLoginHandoff } from '@/lib/session/login-location';
// Inlined into the entry: one request less, and the page never shows unstyled.
import styles from './login-page.css?inline';

/**
 * Spec "/login", drawn without React, Mantine or the router (a cold /login within
 * 80 KB of JavaScript; docs/decisions/141-lean-login-page.md). The entry (main.ts) shows it
 * for the /login path; the app's /login route reloads into it. Signing in and registering use
 * the app's own UserManager (lib/auth/user-manager.ts, oidc-client-ts: the 'auth' chunk, 15 KB,
 * loaded when a button is about to be pressed), so the session they start is the one the app
 * picks up after the callback.
 */
const TEXTS = {
  title: 'Log in to your account',
  signIn: 'Sign in',
  register: 'Register',
  hint: 'Existing customers must register first with their existing e-mail address.',
  errorTitle: 'Signing in failed',
} as const;

type Attributes = Record<string, string>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Mantine's red Alert: the title and the message (text only: it may come from the URL). */
function errorAlert(message: string): HTMLElement {
  return element(
    'div',
    { class: 'login-alert', role: 'alert' },
    element('p', { class: 'login-alert-title' }, TEXTS.errorTitle),
    element('p', { class: 'login-alert-message' }, message),
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The OIDC client (oidc-client-ts, ~15 KB): loaded when a button is about to be pressed
 * (pointer over it, a touch, the focus), not with the page, and not by the entry,
 * which every path loads (the public viewer needs none).
 */
const oidcClient = () => import('@/lib/auth/user-manager');
const prepare = () => void oidcClient().catch(() => undefined);

export function showLoginPage(root: HTMLElement): void {
  // Spec "/login": only for signed-out users; signed-in users are sent to /.
  if (hasSignedInUser(window.localStorage, env.oidcAuthority, env.oidcClientId)) {
    window.location.replace(paths.home.getHref());
    return;
  }
  const { returnTo, error } = loginHandoffOf(window.history.state);
  // The error is shown once; a later reload or a way back here shows the page without it.
  if (error) window.history.replaceState(withLoginHandoff(window.history.state, { returnTo }), '');

  const signIn = element(
    'button',
    { type: 'button', class: 'login-button login-button-filled' },
    TEXTS.signIn,
  );
  const register = element(
    'a',
    {
      class: 'login-button login-button-outline',
      href: registrationUrl(env.oidcAuthority, window.location.origin),
    },
    TEXTS.register,
  );
  const alertSlot = element('div', { class: 'login-alert-slot' });
  if (error) alertSlot.append(errorAlert(error));

  let busy = false;
  const setBusy = (value: boolean) => {
    busy = value;
    signIn.disabled = value;
    signIn.toggleAttribute('aria-busy', value);
    if (value) register.setAttribute('aria-disabled', 'true');
    else register.removeAttribute('aria-disabled');
  };
  const leave = (go: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    alertSlot.replaceChildren();
    go().catch((failure: unknown) => {
      setBusy(false);
      alertSlot.replaceChildren(errorAlert(messageOf(failure)));
    });
  };
  signIn.addEventListener('click', () =>
    leave(() => oidcClient().then((auth) => auth.userManager.signinRedirect({ state: { returnTo } }))),
  );
  register.addEventListener('click', (event) => {
    // The href stays the plain registration URL of the spec; the button starts the same request
    // with state and PKCE, which the provider requires.
    event.preventDefault();
    leave(() => oidcClient().then((auth) => auth.startRegistration(returnTo)));
  });
  // Back from the identity provider (back/forward cache): the buttons work again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setBusy(false);
  });

  document.head.append(element('style', {}, styles));
  document.body.classList.add('login-document');
  const page = element(
    'main',
    { class: 'login-page' },
    element(
      'section',
      { class: 'login-card', 'aria-labelledby': 'login-title' },
      element('p', { class: 'login-product' }, env.productName),
      element('h1', { class: 'login-title', id: 'login-title' }, TEXTS.title),
      alertSlot,
      element('div', { class: 'login-actions' }, signIn, register),
      element('p', { class: 'login-hint' }, TEXTS.hint),
    ),
  );
  page.style.background = LAYOUT_BACKGROUNDS.full;
  // A failure here shows when the button is pressed (leave's alert).
  for (const button of [signIn, register])
    for (const intent of ['pointerenter', 'touchstart', 'focus'])
      button.addEventListener(intent, prepare, { once: true, passive: true });
  root.replaceChildren(page);
}
