import { type Language, SOURCE_LANGUAGE } from '@vantage/contracts';
import { MESSAGES } from '../messages.js';
import { PASSWORD_MIN_LENGTH } from '../registration.js';
import { alert, errorSummary, field, focusFirst } from './forms.js';
import { html } from './html.js';
import { page } from './layout.js';

/** Every reset page is drawn in the page's language (page-language.ts), English by default. */
type Common = { productName: string; homeUrl: string; language?: Language };

const wordsOf = (options: { language?: Language }) => MESSAGES[options.language ?? SOURCE_LANGUAGE];

/** Where "Back to sign in" goes: the sign-in page the user came from, or the dashboard. */
type Back = { signInUrl: string };

const backLink = (options: Common & Back) =>
  html`<p class="switch"><a href="${options.signInUrl}">${wordsOf(options).backToSignIn}</a></p>`;

/**
 * "Forgot password?": one field, the address to send the link to, with the sign-in pages'
 * language switcher (its links keep the sign-in the user came from, `tab_id`).
 */
export function forgotPasswordPage(
  options: Common &
    Back & { action: string; email?: string; emailError?: string; error?: string; switcherKeeps?: string },
): string {
  const words = wordsOf(options);
  const body = html`<div class="card">
<h1>${words.forgotTitle}</h1>
<p class="lead">${words.forgotLead}</p>
${alert('error', options.error)}
${errorSummary(words.formHasErrors, { email: options.emailError })}
<form method="post" action="${options.action}" novalidate>
${field({ name: 'email', label: words.email, type: 'email', value: options.email, error: options.emailError, autocomplete: 'username', required: true, autofocus: true })}
<button class="button block" type="submit">${words.sendLink}</button>
</form>
${backLink(options)}
</div>`;
  return page({ ...options, title: words.forgotTitle, body, switcher: true });
}

/** The same answer whether or not the address belongs to an account. */
export function forgotSentPage(options: Common & Back): string {
  const words = wordsOf(options);
  const body = html`<div class="card">
<h1>${words.forgotSentTitle}</h1>
<p class="lead" role="status">${words.forgotSent}</p>
${backLink(options)}
</div>`;
  return page({ ...options, title: words.forgotSentTitle, body });
}

export type NewPasswordErrors = Partial<Record<'password' | 'passwordConfirm', string>>;

/** The page of the mail's link: a new password, twice (the registration's rule). */
export function newPasswordPage(
  options: Common & { action: string; resetKey: string; errors?: NewPasswordErrors },
): string {
  const words = wordsOf(options);
  const errors = options.errors ?? {};
  const focus = focusFirst(['password', 'passwordConfirm'], errors, 'password');
  const body = html`<div class="card">
<h1>${words.resetTitle}</h1>
<p class="lead">${words.resetLead}</p>
${errorSummary(words.formHasErrors, errors)}
<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="key" value="${options.resetKey}">
${field({ name: 'password', label: words.newPassword, type: 'password', error: errors.password, hint: words.passwordHint(PASSWORD_MIN_LENGTH), autocomplete: 'new-password', required: true, autofocus: focus === 'password' })}
${field({ name: 'passwordConfirm', label: words.confirmNewPassword, type: 'password', error: errors.passwordConfirm, autocomplete: 'new-password', required: true, autofocus: focus === 'passwordConfirm' })}
<button class="button block" type="submit">${words.savePassword}</button>
</form>
</div>`;
  return page({ ...options, title: words.resetTitle, body });
}

/** A used, expired or unknown link: says so and offers a new one. */
export function resetLinkInvalidPage(options: Common & { forgotUrl: string }): string {
  const words = wordsOf(options);
  const body = html`<div class="card">
<h1>${words.resetLinkInvalidTitle}</h1>
<p class="lead" role="alert">${words.resetLinkInvalid}</p>
<a class="button" href="${options.forgotUrl}">${words.sendNewLink}</a>
</div>`;
  return page({ ...options, title: words.resetLinkInvalidTitle, body });
}
