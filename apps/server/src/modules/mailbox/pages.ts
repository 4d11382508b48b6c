import type { mails } from '../../db/schema/index.js';
import { escapeHtml } from '../../mail/templates/layout.js';

export type MailRow = typeof mails.$inferSelect;

const URL_IN_ESCAPED_TEXT = /https?:\/\/(?:(?!&(?:lt|gt|quot|#39);)[^\s<>"])+/g;

/** Escapes the text, then makes its links clickable. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(URL_IN_ESCAPED_TEXT, (url) => `<a href="${url}">${url}</a>`);
}

/** Every http(s) link of the mail, for end-to-end tests that follow them. */
export function linksOf(mail: Pick<MailRow, 'text'>): string[] {
  return [...new Set(mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:2rem auto;max-width:960px;color:#222}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem;border-radius:4px}
iframe{width:100%;height:480px;border:1px solid #ddd;border-radius:4px}
.muted{color:#777}
</style></head><body>${body}</body></html>`;
}

export function listPage(rows: MailRow[]): string {
  const items = rows
    .map(
      (m) => `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('\n');
  const table = rows.length
    ? `<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${items}</tbody></table>`
    : '<p class="muted">No mail yet.</p>';
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p class="muted">Mail the server sent while no SMTP server is configured, newest first.</p>${table}`,
  );
}

export function messagePage(mail: MailRow): string {
  const html = mail.html
    ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(
        `<base target="_top">${mail.html}`,
      )}"></iframe>`
    : '';
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">&larr; All mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p><strong>To:</strong> ${escapeHtml(mail.to)}<br><strong>Date:</strong> ${escapeHtml(mail.createdAt.toISOString())}</p>
<h2>Text</h2><pre>${linkify(mail.text)}</pre>${html}`,
  );
}
