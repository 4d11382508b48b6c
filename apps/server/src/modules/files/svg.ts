import { createRequire } from 'node:module';
import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';

/**
 * SVG avatars and logos can carry script. Three measures together:
 * 1. this sanitiser parses the SVG with a real parser (jsdom's HTML parser, which reads
 *    `<svg x=">" onload=…>` as the browser does) and keeps only DOMPurify's SVG profile:
 *    no script, foreign objects, event handlers, animations of links, or links other than
 *    local `#…` and raster `data:image/…`; the result is serialised as well-formed XML;
 * 2. `sendFile` serves SVG with a sandboxing Content-Security-Policy, so whatever slipped
 *    past could not run, not even when the file is opened directly;
 * 3. the dashboard never shows an uploaded image from a `blob:` URL of its own origin
 *    (apps/web/src/lib/images/data-url.ts).
 */
const SAFE_LINK = /^(#|data:image\/(png|jpe?g|gif|webp);)/i;

/** CSS that loads or runs anything: imports, non-local url(), old script hooks. */
const UNSAFE_CSS = /@import|url\s*\((?!\s*["']?#)|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

type Sanitizer = { window: JSDOM['window']; purify: ReturnType<typeof createDOMPurify> };
let sanitizer: Sanitizer | undefined;

/**
 * jsdom is loaded on the first SVG upload, not at start: with css-tree it was
 * about 7 % of a later start's CPU profile.
 */
function svgSanitizer(): Sanitizer {
  if (sanitizer) return sanitizer;
  const require = createRequire(import.meta.url);
  const { JSDOM: Dom } = require('jsdom') as typeof import('jsdom');
  const create = require('dompurify') as typeof createDOMPurify;
  const window = new Dom('').window;
  const purify = create(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name.endsWith(':href')) && !SAFE_LINK.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
    if (name === 'style' && UNSAFE_CSS.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if ((node as Element).localName === 'style' && UNSAFE_CSS.test(node.textContent ?? ''))
      node.textContent = '';
  });
  sanitizer = { window, purify };
  return sanitizer;
}

/** The sanitised SVG as XML, or undefined when nothing of an `<svg>` root is left. */
export function sanitizeSvg(svg: string): string | undefined {
  const { window, purify } = svgSanitizer();
  const fragment = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Local references only (the hook above drops any other link).
    ADD_TAGS: ['use'],
    // Animations can rewrite attributes after load; logos and avatars need none.
    FORBID_TAGS: ['a', 'animate', 'animateMotion', 'animateTransform', 'set', 'discard'],
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
  const root = fragment.firstElementChild;
  if (root?.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') return undefined;
  return new window.XMLSerializer().serializeToString(root);
}

/**
 * True when the text is an SVG document: after an optional BOM, XML declaration,
 * comments and doctype, the root element is `<svg`.
 */
export function looksLikeSvg(text: string): boolean {
  const start = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>/]/.test(start) && /<\/svg\s*>\s*$|\/>\s*$/.test(text.trimEnd());
}
