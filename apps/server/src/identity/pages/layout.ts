import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '@vantage/contracts';
import { MESSAGES } from '../messages.js';
import { html, SafeHtml } from './html.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch' };

/**
 * Links to this page in each language (`?lang=`, kept in a cookie by the routes), each named in
 * itself and marked with its own `lang`; the current one is not a link.
 */
function languageSwitcher(current: Language, keep: string): SafeHtml {
  return html`<nav class="languages" aria-label="${MESSAGES[current].language}"><ul>${LANGUAGES.map(
    (language) =>
      language === current
        ? html`<li><span lang="${language}" aria-current="true">${LANGUAGE_NAMES[language]}</span></li>`
        : html`<li><a href="?${keep}lang=${language}" lang="${language}" hreflang="${language}">${LANGUAGE_NAMES[language]}</a></li>`,
  )}</ul></nav>`;
}

/**
 * Looks of the dashboard (Mantine defaults: system font, blue primary, light cards) so
 * that signing in does not feel like leaving the product.
 */
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
  font-size:16px;line-height:1.55;color:#212529;background:#f1f3f5}
a{color:#1971c2}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
.brand{display:flex;align-items:center;gap:.5rem;justify-content:center;margin:2.5rem 0 1.25rem;
  font-size:1.5rem;font-weight:700;color:#1971c2;text-decoration:none}
.brand-mark{width:2rem;height:2rem;border-radius:.5rem;background:#228be6;color:#fff;display:grid;
  place-items:center;font-size:1.1rem}
main{max-width:26rem;margin:0 auto 3rem;padding:0 1rem}
main.wide{max-width:52rem}
.card{background:#fff;border:1px solid #dee2e6;border-radius:.5rem;padding:1.75rem;
  box-shadow:0 1px 3px rgba(0,0,0,.05)}
h1{font-size:1.5rem;margin:0 0 .25rem}
h2{font-size:1.15rem;margin:1.5rem 0 .75rem}
.lead{color:#495057;margin:0 0 1.25rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:.3rem}
input[type=text],input[type=email],input[type=password]{width:100%;height:2.5rem;padding:0 .75rem;
  font:inherit;border:1px solid #ced4da;border-radius:.25rem;background:#fff}
input[readonly]{background:#f8f9fa;color:#495057}
input[aria-invalid=true]{border-color:#e03131}
.hint{font-size:.85rem;color:#495057;margin:.25rem 0 0}
.field-error{font-size:.85rem;color:#c92a2a;margin:.25rem 0 0}
.row{display:flex;gap:1rem}.row>.field{flex:1}
.button{display:inline-flex;align-items:center;justify-content:center;height:2.5rem;padding:0 1.1rem;
  font:inherit;font-weight:600;border-radius:.25rem;border:1px solid transparent;cursor:pointer;
  background:#1971c2;color:#fff;text-decoration:none;white-space:nowrap}
.button:hover{background:#1864ab}
.button.block{width:100%}
.button.subtle{background:#fff;color:#1971c2;border-color:#ced4da}
.button.subtle:hover{background:#f1f3f5}
.button.danger{background:#fff;color:#c92a2a;border-color:#ffc9c9}
.alert{border-radius:.25rem;padding:.75rem 1rem;margin:0 0 1rem}
.alert.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.alert.success{background:#ebfbee;color:#2b8a3e;border:1px solid #b2f2bb}
.alert ul{margin:.25rem 0 0;padding-left:1.2rem}
.switch{text-align:center;margin:1.25rem 0 0;color:#495057}
.layout{display:flex;gap:1.5rem;align-items:flex-start}
nav.side{flex:0 0 12rem}
nav.side ul{list-style:none;margin:0;padding:0}
nav.side a{display:block;padding:.45rem .75rem;border-radius:.25rem;color:#212529;text-decoration:none}
nav.side a[aria-current=page]{background:#e7f5ff;color:#1971c2;font-weight:600}
nav.side a:hover{background:#f1f3f5}
.layout>.card{flex:1}
.sessions{list-style:none;margin:0;padding:0}
.sessions li{display:flex;justify-content:space-between;gap:1rem;align-items:center;
  padding:.75rem 0;border-top:1px solid #e9ecef}
.badge{display:inline-block;font-size:.75rem;font-weight:700;padding:0 .5rem;border-radius:1rem;
  background:#d3f9d8;color:#2b8a3e;margin-left:.5rem}
.badge.muted{background:#f1f3f5;color:#495057}
.meta{font-size:.85rem;color:#495057}
.languages ul{list-style:none;display:flex;gap:1rem;justify-content:center;margin:1.25rem 0 0;padding:0}
.languages span{font-weight:600;color:#495057}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:40rem){.layout{flex-direction:column}nav.side{flex:none;width:100%}.row{flex-direction:column;gap:0}}
`;
const STYLE_SHEET = new SafeHtml(STYLES);

export type PageOptions = {
  productName: string;
  /** The page's language (`<html lang>`), English unless the page speaks the visitor's. */
  language?: Language;
  /** The sign-in path's pages offer the three languages, each named in itself. */
  switcher?: boolean;
  /** Query parameters the switcher's links keep (`tab_id=…&`), before their `lang`. */
  switcherKeeps?: string;
  title: string;
  body: SafeHtml;
  wide?: boolean;
  /** Where the product name links to: the dashboard. */
  homeUrl?: string;
  head?: SafeHtml;
};

export function page(options: PageOptions): string {
  const brand = html`<span class="brand-mark" aria-hidden="true">${options.productName.charAt(0)}</span>${options.productName}`;
  return html`<!DOCTYPE html>
<html lang="${options.language ?? SOURCE_LANGUAGE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · ${options.productName}</title>
<style>${STYLE_SHEET}</style>
${options.head}
</head>
<body>
<header>${options.homeUrl ? html`<a class="brand" href="${options.homeUrl}">${brand}</a>` : html`<div class="brand">${brand}</div>`}</header>
<main class="${options.wide ? 'wide' : ''}">
${options.body}
${options.switcher ? languageSwitcher(options.language ?? SOURCE_LANGUAGE, options.switcherKeeps ?? '') : ''}
</main>
</body>
</html>`.value;
}
