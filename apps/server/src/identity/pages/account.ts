import { type Language, SOURCE_LANGUAGE } from '@vantage/contracts';
import type { IdentityAccount } from '../accounts.js';
import { type IdentityMessages, MESSAGES, messages } from '../messages.js';
import { PASSWORD_MIN_LENGTH } from '../registration.js';
import type { ActiveSession } from '../sessions.js';
import { alert, errorSummary, field, focusFirst } from './forms.js';
import { html, type SafeHtml } from './html.js';
import { page } from './layout.js';

export type AccountSection = 'personal-info' | 'signing-in' | 'device-activity';

export type AccountPageOptions = {
  productName: string;
  homeUrl: string;
  /** `/realms/planner/account`: the account pages live below it. */
  accountUrl: string;
  signOutUrl: string;
  csrf: string;
  account: IdentityAccount;
  notice?: string;
  /** The page's language (page-language.ts), English by default. */
  language?: Language;
};

const wordsOf = (options: { language?: Language }) => MESSAGES[options.language ?? SOURCE_LANGUAGE];

const SECTIONS: Array<{
  id: AccountSection;
  label: 'personalInfo' | 'signingIn' | 'deviceActivity';
  path: string;
}> = [
  { id: 'personal-info', label: 'personalInfo', path: '/' },
  { id: 'signing-in', label: 'signingIn', path: '/account-security/signing-in' },
  { id: 'device-activity', label: 'deviceActivity', path: '/account-security/device-activity' },
];

export const sectionUrl = (accountUrl: string, id: AccountSection) =>
  `${accountUrl}${SECTIONS.find((section) => section.id === id)!.path}`;

/**
 * Older account consoles used client-side routes (`account/#/security/signingin`); the
 * hash never reaches the server, so the personal-info page forwards such links.
 */
const legacyHashRoutes = (accountUrl: string) =>
  html`<script src="/page-scripts/account-hash.js" data-routes="${JSON.stringify({
    '#/security/signingin': sectionUrl(accountUrl, 'signing-in'),
    '#/security/device-activity': sectionUrl(accountUrl, 'device-activity'),
  })}"></script>`;

function accountLayout(
  options: AccountPageOptions,
  section: AccountSection,
  title: string,
  content: SafeHtml,
) {
  const words = wordsOf(options);
  const nav = html`<nav class="side" aria-label="${words.accountNav}">
<ul>${SECTIONS.map(
    (s) =>
      html`<li><a href="${sectionUrl(options.accountUrl, s.id)}"${s.id === section ? html` aria-current="page"` : ''}>${words[s.label]}</a></li>`,
  )}</ul>
<ul style="margin-top:1rem">
<li><a href="${options.homeUrl}">${words.backTo(options.productName)}</a></li>
<li><a href="${options.signOutUrl}">${words.signOut}</a></li>
</ul>
</nav>`;
  const body = html`<div class="layout">${nav}<div class="card"><h1>${title}</h1>${alert('success', options.notice)}${content}</div></div>`;
  return page({
    ...options,
    title,
    body,
    wide: true,
    head: section === 'personal-info' ? legacyHashRoutes(options.accountUrl) : undefined,
  });
}

const csrfField = (token: string) => html`<input type="hidden" name="csrf" value="${token}">`;

export type ProfileErrors = Partial<Record<'firstName' | 'lastName' | 'form', string>>;

export function personalInfoPage(
  options: AccountPageOptions & { values?: { firstName: string; lastName: string }; errors?: ProfileErrors },
): string {
  const words = wordsOf(options);
  const values = options.values ?? options.account;
  const errors = options.errors ?? {};
  const { form, ...fieldErrors } = errors;
  const content = html`<p class="lead">${words.personalInfoLead(options.productName)}</p>
${alert('error', form)}
${errorSummary(words.formHasErrors, fieldErrors)}
<form method="post" action="${sectionUrl(options.accountUrl, 'personal-info')}" novalidate>
${csrfField(options.csrf)}
${field({ name: 'email', label: words.email, type: 'email', value: options.account.email, readonly: true, hint: options.account.emailVerified ? words.verified : words.notVerified })}
<div class="row">
${field({ name: 'firstName', label: words.firstName, value: values.firstName, error: errors.firstName, autocomplete: 'given-name', required: true, autofocus: Boolean(errors.firstName) })}
${field({ name: 'lastName', label: words.lastName, value: values.lastName, error: errors.lastName, autocomplete: 'family-name', required: true, autofocus: !errors.firstName && Boolean(errors.lastName) })}
</div>
<button class="button" type="submit">${words.save}</button>
</form>`;
  return accountLayout(options, 'personal-info', words.personalInfo, content);
}

export type PasswordErrors = Partial<
  Record<'currentPassword' | 'newPassword' | 'newPasswordConfirm' | 'form', string>
>;

export function signingInPage(options: AccountPageOptions & { errors?: PasswordErrors }): string {
  const words = wordsOf(options);
  const errors = options.errors ?? {};
  const { form, ...fieldErrors } = errors;
  const focus = focusFirst(
    ['currentPassword', 'newPassword', 'newPasswordConfirm'],
    fieldErrors,
    'currentPassword',
  );
  const hasErrors = Object.keys(fieldErrors).length > 0;
  const content = html`<h2>${words.passwordHeading}</h2>
<p class="lead">${words.passwordLead}</p>
${alert('error', form)}
${errorSummary(words.formHasErrors, fieldErrors)}
<form method="post" action="${sectionUrl(options.accountUrl, 'signing-in')}" novalidate>
${csrfField(options.csrf)}
<input type="text" name="username" value="${options.account.email}" autocomplete="username" hidden>
${field({ name: 'currentPassword', label: words.currentPassword, type: 'password', error: errors.currentPassword, autocomplete: 'current-password', required: true, autofocus: hasErrors && focus === 'currentPassword' })}
${field({ name: 'newPassword', label: words.newPassword, type: 'password', error: errors.newPassword, hint: words.passwordHint(PASSWORD_MIN_LENGTH), autocomplete: 'new-password', required: true, autofocus: hasErrors && focus === 'newPassword' })}
${field({ name: 'newPasswordConfirm', label: words.confirmNewPassword, type: 'password', error: errors.newPasswordConfirm, autocomplete: 'new-password', required: true, autofocus: hasErrors && focus === 'newPasswordConfirm' })}
<button class="button" type="submit">${words.changePassword}</button>
</form>`;
  return accountLayout(options, 'signing-in', words.signingIn, content);
}

const dateTime = (value: Date | undefined, words: IdentityMessages) =>
  value
    ? value
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')
    : words.unknownTime;

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short name for a browser from its user agent, e.g. "Firefox on Linux". */
export function describeDevice(userAgent: string | undefined, words: IdentityMessages = messages): string {
  if (!userAgent) return words.unknownBrowser;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? userAgent.split(/[ /]/)[0]!;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? words.browserOn(browser, system) : browser;
}

export function deviceActivityPage(
  options: AccountPageOptions & { sessions: ActiveSession[]; currentSessionId: string },
): string {
  const words = wordsOf(options);
  const at = (value: Date | undefined) => dateTime(value, words);
  const device = (session: ActiveSession) => describeDevice(session.device.userAgent, words);
  const action = sectionUrl(options.accountUrl, 'device-activity');
  const others = options.sessions.filter((s) => s.id !== options.currentSessionId);
  const items = options.sessions.map((session) => {
    const current = session.id === options.currentSessionId;
    return html`<li>
<div><strong>${device(session)}</strong>${current ? html`<span class="badge">${words.currentSession}</span>` : ''}
<div class="meta">${words.sessionTimes(at(session.signedInAt), at(session.lastSeenAt))}${session.device.ip ? html` · IP ${session.device.ip}` : ''}</div></div>
${
  current
    ? ''
    : html`<form method="post" action="${action}">${csrfField(options.csrf)}<input type="hidden" name="session" value="${session.uid}"><button class="button danger" type="submit">${words.signOut}<span class="visually-hidden"> ${words.sessionOf(device(session), at(session.signedInAt))}</span></button></form>`
}
</li>`;
  });
  const content = html`<p class="lead">${words.devicesLead}</p>
<ul class="sessions" aria-label="${words.sessionsLabel}">${items}</ul>
${
  others.length > 0
    ? html`<form method="post" action="${action}" style="margin-top:1rem">${csrfField(options.csrf)}<input type="hidden" name="session" value="others"><button class="button subtle" type="submit">${words.signOutOthers}</button></form>`
    : html`<p class="meta">${words.onlyHere}</p>`
}`;
  return accountLayout(options, 'device-activity', words.deviceActivity, content);
}
