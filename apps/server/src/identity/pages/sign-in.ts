import { messages } from '../messages.js';
import type { FieldErrors, RegistrationInput } from '../registration.js';
import { PASSWORD_MIN_LENGTH } from '../registration.js';
import { alert, errorSummary, field, focusFirst } from './forms.js';
import { html } from './html.js';
import { page } from './layout.js';

type Common = { productName: string; homeUrl: string };

export function signInPage(
  options: Common & { action: string; registerUrl: string; resetUrl: string; email?: string; error?: string },
): string {
  const body = html`<div class="card">
<h1>${messages.signInTitle}</h1>
<p class="lead">${messages.signInLead}</p>
${alert('error', options.error)}
<form method="post" action="${options.action}" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', value: options.email, autocomplete: 'username', required: true, autofocus: !options.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(options.email) })}
<button class="button block" type="submit">Sign in</button>
</form>
<p class="switch"><a href="${options.resetUrl}">${messages.forgotLink}</a></p>
<p class="switch">New here? <a href="${options.registerUrl}">Register</a></p>
</div>`;
  return page({ ...options, title: 'Sign in', body });
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
  const body = html`<div class="card">
<h1>${messages.registerTitle}</h1>
<p class="lead">${messages.registerLead}</p>
${errorSummary(messages.formHasErrors, errors)}
<form method="post" action="${options.action}" novalidate>
<div class="row">
${field({ name: 'firstName', label: 'First name', value: values.firstName, error: errors.firstName, autocomplete: 'given-name', required: true, autofocus: focus === 'firstName' })}
${field({ name: 'lastName', label: 'Last name', value: values.lastName, error: errors.lastName, autocomplete: 'family-name', required: true, autofocus: focus === 'lastName' })}
</div>
${field({ name: 'email', label: 'E-mail', type: 'email', value: values.email, error: errors.email, autocomplete: 'email', required: true, autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', error: errors.password, hint: `At least ${PASSWORD_MIN_LENGTH} characters.`, autocomplete: 'new-password', required: true, autofocus: focus === 'password' })}
${field({ name: 'passwordConfirm', label: 'Confirm password', type: 'password', error: errors.passwordConfirm, autocomplete: 'new-password', required: true, autofocus: focus === 'passwordConfirm' })}
<button class="button block" type="submit">Register</button>
</form>
<p class="switch">Already have an account? <a href="${options.signInUrl}">Sign in</a></p>
</div>`;
  return page({ ...options, title: 'Register', body });
}

/** After registration, for a new address and for one that already has an account alike. */
export function checkMailPage(options: Common & { email: string; signInUrl: string }): string {
  const body = html`<div class="card">
<h1>${messages.checkMailTitle}</h1>
<p class="lead" role="status">${messages.checkMail(options.email)}</p>
<p class="meta">${messages.checkMailHint}</p>
<a class="button block" href="${options.signInUrl}">Sign in</a>
</div>`;
  return page({ ...options, title: messages.checkMailTitle, body });
}
