import { type Language, SOURCE_LANGUAGE } from '@vantage/contracts';
import { MESSAGES } from '../messages.js';
import type { FieldErrors, RegistrationInput } from '../registration.js';
import { PASSWORD_MIN_LENGTH } from '../registration.js';
import { alert, errorSummary, field, focusFirst } from './forms.js';
import { html } from './html.js';
import { page } from './layout.js';

type Common = { productName: string; homeUrl: string; language?: Language };

const wordsOf = (options: { language?: Language }) => MESSAGES[options.language ?? SOURCE_LANGUAGE];

export function signInPage(
  options: Common & { action: string; registerUrl: string; resetUrl: string; email?: string; error?: string },
): string {
  const words = wordsOf(options);
  const body = html`<div class="card">
<h1>${words.signInTitle}</h1>
<p class="lead">${words.signInLead}</p>
${alert('error', options.error)}
<form method="post" action="${options.action}" novalidate>
${field({ name: 'email', label: words.email, type: 'email', value: options.email, autocomplete: 'username', required: true, autofocus: !options.email })}
${field({ name: 'password', label: words.password, type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(options.email) })}
<button class="button block" type="submit">${words.signIn}</button>
</form>
<p class="switch"><a href="${options.resetUrl}">${words.forgotLink}</a></p>
<p class="switch">${words.newHere} <a href="${options.registerUrl}">${words.register}</a></p>
</div>`;
  return page({ ...options, title: words.signIn, body, switcher: true });
}

const REGISTER_ORDER: Array<keyof RegistrationInput> = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirm',
];

export function registerPage(
  options: Common & {
    action: string;
    signInUrl: string;
    values?: Partial<RegistrationInput>;
    errors?: FieldErrors<keyof RegistrationInput>;
  },
): string {
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  const focus = focusFirst(REGISTER_ORDER, errors, 'firstName');
  const words = wordsOf(options);
  const body = html`<div class="card">
<h1>${words.registerTitle}</h1>
<p class="lead">${words.registerLead}</p>
${errorSummary(words.formHasErrors, errors)}
<form method="post" action="${options.action}" novalidate>
<div class="row">
${field({ name: 'firstName', label: words.firstName, value: values.firstName, error: errors.firstName, autocomplete: 'given-name', required: true, autofocus: focus === 'firstName' })}
${field({ name: 'lastName', label: words.lastName, value: values.lastName, error: errors.lastName, autocomplete: 'family-name', required: true, autofocus: focus === 'lastName' })}
</div>
${field({ name: 'email', label: words.email, type: 'email', value: values.email, error: errors.email, autocomplete: 'email', required: true, autofocus: focus === 'email' })}
${field({ name: 'password', label: words.password, type: 'password', error: errors.password, hint: words.passwordHint(PASSWORD_MIN_LENGTH), autocomplete: 'new-password', required: true, autofocus: focus === 'password' })}
${field({ name: 'passwordConfirm', label: words.confirmPassword, type: 'password', error: errors.passwordConfirm, autocomplete: 'new-password', required: true, autofocus: focus === 'passwordConfirm' })}
<button class="button block" type="submit">${words.register}</button>
</form>
<p class="switch">${words.haveAccount} <a href="${options.signInUrl}">${words.signIn}</a></p>
</div>`;
  return page({ ...options, title: words.register, body, switcher: true });
}

/** After registration, for a new address and for one that already has an account alike. */
export function checkMailPage(options: Common & { email: string; signInUrl: string }): string {
  const words = wordsOf(options);
  const body = html`<div class="card">
<h1>${words.checkMailTitle}</h1>
<p class="lead" role="status">${words.checkMail(options.email)}</p>
<p class="meta">${words.checkMailHint}</p>
<a class="button block" href="${options.signInUrl}">${words.signIn}</a>
</div>`;
  return page({ ...options, title: words.checkMailTitle, body });
}
