/**
 * SVG avatars and logos can carry script. Two cheap measures together: this sanitiser
 * removes what can run or load anything (script, foreign objects, event handlers, links
 * that are not local, http(s) or raster data URLs), and `sendFile` serves SVG with a
 * sandboxing Content-Security-Policy, so whatever slips past cannot run either.
 */

const PREFIX = '(?:[\\w.-]+:)?';
/** Elements removed with their content. */
const DANGEROUS_ELEMENTS = [
  'script',
  'foreignObject',
  'iframe',
  'frame',
  'embed',
  'object',
  'applet',
  'meta',
  'link',
  'base',
  'handler',
  'listener',
];
const SAFE_LINK = /^(#|https?:|data:image\/(png|jpe?g|gif|webp);)/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`). */
function withoutBlanks(value: string): string {
  return [...value].filter((char) => char.codePointAt(0)! > 0x20).join('');
}

/** Removes until nothing changes, so nested tricks (`<scr<script></script>ipt>`) do not survive. */
function untilStable(input: string, step: (s: string) => string): string {
  let current = input;
  for (let i = 0; i < 20; i++) {
    const next = step(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function removeElements(svg: string): string {
  let out = svg;
  for (const name of DANGEROUS_ELEMENTS) {
    const tag = `${PREFIX}${name}`;
    out = out
      .replace(new RegExp(`<${tag}\\b[\\s\\S]*?<\\/${tag}\\s*>`, 'gi'), '')
      .replace(new RegExp(`<${tag}\\b[^>]*\\/?>`, 'gi'), '');
  }
  // Animations that rewrite a link into javascript: after load.
  return out.replace(
    new RegExp(`<${PREFIX}(set|animate\\w*)\\b[^>]*attributeName\\s*=\\s*["']?${PREFIX}href[^>]*>`, 'gi'),
    '',
  );
}

function cleanAttributes(svg: string): string {
  return svg.replace(/<([\w.:-]+)(\s[^>]*?)?(\/?)>/g, (_whole, name: string, attrs = '', close: string) => {
    const kept = (attrs as string).replace(
      /\s+([\w.:-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g,
      (attr: string, attrName: string, rawValue: string) => {
        const lower = attrName.toLowerCase();
        const value = withoutBlanks(decodeEntities(rawValue.replace(/^["']|["']$/g, ''))).toLowerCase();
        if (lower.replace(/^[\w.-]+:/, '').startsWith('on')) return '';
        if (/(^|:)href$|^src$|^action$|^formaction$/.test(lower) && !SAFE_LINK.test(value)) return '';
        if (lower === 'style' && /javascript:|expression\(|@import|url\((?!["']?#)/.test(value)) return '';
        return attr;
      },
    );
    return `<${name}${kept}${close}>`;
  });
}

function cleanStyleElements(svg: string): string {
  return svg.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi,
    (_m, open: string, css: string, close: string) =>
      /javascript:|expression\(|@import|url\((?!\s*["']?#)/i.test(css)
        ? `${open}${close}`
        : `${open}${css}${close}`,
  );
}

export function sanitizeSvg(svg: string): string {
  const withoutDeclarations = svg
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '')
    .replace(/<!ENTITY[^>]*>/gi, '')
    .replace(/<\?xml-stylesheet[^>]*\?>/gi, '');
  return cleanStyleElements(cleanAttributes(untilStable(withoutDeclarations, removeElements)));
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
