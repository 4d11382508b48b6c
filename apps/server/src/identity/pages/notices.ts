import { type Language, SOURCE_LANGUAGE } from '@vantage/contracts';
import { MESSAGES, messages } from '../messages.js';
import { html, trusted } from './html.js';
import { page } from './layout.js';

type Common = { productName: string; homeUrl: string };

/**
 * The provider's sign-out page. Keycloak signs out at once when the app asks; so do we:
 * the form (with oidc-provider's xsrf token) submits itself, the button is there without JS.
 */
export function logoutPage(options: Common & { form: string }): string {
  const form = options.form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = html`<div class="card">
<h1>${messages.signingOut}</h1>
${trusted(form)}
<button class="button block" type="submit" form="op.logoutForm">Sign out</button>
</div>
<script src="/page-scripts/logout.js"></script>`;
  return page({ ...options, title: 'Sign out', body });
}

export function signedOutPage(options: Common): string {
  const body = html`<div class="card">
<h1>${messages.signedOut}</h1>
<p class="lead">You can close this page or go back to ${options.productName}.</p>
<a class="button" href="${options.homeUrl}">Back to ${options.productName}</a>
</div>`;
  return page({ ...options, title: 'Signed out', body });
}

export function errorPage(options: Common & { message: string; detail?: string }): string {
  const body = html`<div class="card">
<h1>${messages.errorTitle}</h1>
<p class="lead" role="alert">${options.message}</p>
${options.detail ? html`<p class="meta">${options.detail}</p>` : ''}
<a class="button" href="${options.homeUrl}">Back to ${options.productName}</a>
</div>`;
  return page({ ...options, title: messages.errorTitle, body });
}

/** A one-line outcome with a way back to the dashboard (verification link, reset done). */
export function noticePage(
  options: Common & { title: string; message: string; ok: boolean; language?: Language },
): string {
  const words = MESSAGES[options.language ?? SOURCE_LANGUAGE];
  const body = html`<div class="card">
<h1>${options.title}</h1>
<p class="lead" role="${options.ok ? 'status' : 'alert'}">${options.message}</p>
<a class="button" href="${options.homeUrl}">${words.continueTo(options.productName)}</a>
</div>`;
  return page({ ...options, title: options.title, body });
}
