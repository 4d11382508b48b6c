import type { Language } from '@vantage/contracts';
import { LAYOUT_TEXTS } from './language.js';

/**
 * The one mail layout: every mail of the product (invitations, trials, access requests,
 * project transfers) is a heading, a few paragraphs and at most one call to action, sent
 * as plain text and as simple HTML. Templates build a `MailContent` and call `renderMail`.
 */
export type MailContent = {
  language: Language;
  productName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. when a link expires. */
  footer?: string;
};

export type RenderedMail = { text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderMail(content: MailContent): RenderedMail {
  const textParts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footer) textParts.push(content.footer, '');
  textParts.push(`— ${content.productName}`);

  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#027bd7;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(LAYOUT_TEXTS[content.language].orOpen)} <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footer = content.footer
    ? `<p style="font-size:12px;color:#666">${escapeHtml(content.footer)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${content.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:560px">
<h2>${escapeHtml(content.heading)}</h2>
${paragraphs}
${action}
${footer}
<p style="font-size:12px;color:#666">— ${escapeHtml(content.productName)}</p>
</body></html>`;
  return { text: textParts.join('\n'), html };
}
