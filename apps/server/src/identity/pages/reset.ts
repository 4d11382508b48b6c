import { messages } from '../messages.js';
import { PASSWORD_MIN_LENGTH } from '../registration.js';
import { alert, errorSummary, field, focusFirst } from './forms.js';
import { html } from './html.js';
import { page } from './layout.js';

type Common = { productName: string; homeUrl: string };

/** Where "Back to sign in" goes: the sign-in page the user came from, or the dashboard. */
type Back = { signInUrl: string };

const backLink = (options: Back) =>
  html`<p class="switch"><a href="${options.signInUrl}">Back to sign in</a></p>`;

/** "Forgot password?": one field, the address to send the link to. */
export function forgotPasswordPage(
  options: Common & Back & { action: string; email?: string; emailError?: string; error?: string },
): string {
  const body = html`<div class="card">
<h1>${messages.forgotTitle}</h1>
<p class="lead">${messages.forgotLead}</p>
${alert('error', options.error)}
${errorSummary(messages.formHasErrors, { email: options.emailError })}
<form method="post" action="${options.action}" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', value: options.email, error: options.emailError, autocomplete: 'username', required: true, autofocus: true })}
<button class="button block" type="submit">Send link</button>
</form>
${backLink(options)}
</div>`;
  return page({ ...options, title: messages.forgotTitle, body });
}

/** The same answer whether or not the address belongs to an account. */
export function forgotSentPage(options: Common & Back): string {
  const body = html`<div class="card">
<h1>${messages.forgotSentTitle}</h1>
<p class="lead" role="status">${messages.forgotSent}</p>
${backLink(options)}
</div>`;
  return page({ ...options, title: messages.forgotSentTitle, body });
}

export type NewPasswordErrors = Partial<Record<'password' | 'passwordConfirm', string>>;

/** The page of the mail's link: a new password, twice (the registration's rule). */
export function newPasswordPage(
  options: Common & { action: string; resetKey: string; errors?: NewPasswordErrors },
): string {
  const errors = options.errors ?? {};
  const focus = focusFirst(['password', 'passwordConfirm'], errors, 'password');
  const body = html`<div class="card">
<h1>${messages.resetTitle}</h1>
<p class="lead">${messages.resetLead}</p>
${errorSummary(messages.formHasErrors, errors)}
<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="key" value="${options.resetKey}">
${field({ name: 'password', label: 'New password', type: 'password', error: errors.password, hint: `At least ${PASSWORD_MIN_LENGTH} characters.`, autocomplete: 'new-password', required: true, autofocus: focus === 'password' })}
${field({ name: 'passwordConfirm', label: 'Confirm new password', type: 'password', error: errors.passwordConfirm, autocomplete: 'new-password', required: true, autofocus: focus === 'passwordConfirm' })}
<button class="button block" type="submit">Save password</button>
</form>
</div>`;
  return page({ ...options, title: messages.resetTitle, body });
}

/** A used, expired or unknown link: says so and offers a new one. */
export function resetLinkInvalidPage(options: Common & { forgotUrl: string }): string {
  const body = html`<div class="card">
<h1>${messages.resetLinkInvalidTitle}</h1>
<p class="lead" role="alert">${messages.resetLinkInvalid}</p>
<a class="button" href="${options.forgotUrl}">Send a new link</a>
</div>`;
  return page({ ...options, title: messages.resetLinkInvalidTitle, body });
}
