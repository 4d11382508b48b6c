import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Known SVG XSS payloads (OWASP XSS filter evasion, PortSwigger's cheat sheet, DOMPurify's
 * mXSS reports, and two bypasses of a regex-based filter).
 */
const PAYLOADS: Array<[string, string]> = [
  ['onload on the root', '<svg onload="alert(1)"/>'],
  ['quoted > before onload', '<svg x=">" onload="alert(1)"><rect/></svg>'],
  ['quoted > before a javascript: link', '<svg><a x=">" href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['script element', '<svg><script>alert(1)</script></svg>'],
  ['script with a data: source', '<svg><script xlink:href="data:,alert(1)"/></svg>'],
  ['script with an external source', '<svg><script href="https://evil.example/x.js"/></svg>'],
  ['prefixed script', '<svg><svg:script>alert(1)</svg:script></svg>'],
  ['script in a title', '<svg><title><script>alert(1)</script></title></svg>'],
  [
    'foreignObject with an iframe',
    '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  ],
  [
    'foreignObject with an html body',
    '<svg><foreignObject><body onload="alert(1)"></body></foreignObject></svg>',
  ],
  ['animate onbegin', '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>'],
  [
    'set rewriting href',
    '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  [
    'animate rewriting href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['animate rewriting an event attribute', '<svg><animate attributeName="onload" to="alert(1)"/></svg>'],
  ['discard onbegin', '<svg><discard onbegin="alert(1)"/></svg>'],
  ['image onerror', '<svg><image href="x" onerror="alert(1)"/></svg>'],
  ['image with a javascript: link', '<svg><image xlink:href="javascript:alert(1)"/></svg>'],
  [
    'use of an svg data: document',
    '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"/></svg>',
  ],
  ['use of an external document', '<svg><use xlink:href="https://evil.example/x.svg#a"/></svg>'],
  ['entity-encoded javascript: link', '<svg><a xlink:href="&#106;avascript:alert(1)"><rect/></a></svg>'],
  ['tab inside the scheme', '<svg><a href="java&#x09;script:alert(1)"><rect/></a></svg>'],
  ['mixed case and blanks in the scheme', '<svg><a href=" JaVaScRiPt:alert(1)"><rect/></a></svg>'],
  [
    'html data: link',
    '<svg><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><rect/></a></svg>',
  ],
  ['iframe', '<svg><iframe src="javascript:alert(1)"></iframe></svg>'],
  ['embed', '<svg><embed src="javascript:alert(1)"/></svg>'],
  ['object', '<svg><object data="javascript:alert(1)"></object></svg>'],
  ['handler element', '<svg><handler type="application/ecmascript">alert(1)</handler></svg>'],
  [
    'feImage with a javascript: link',
    '<svg><filter id="f"><feImage href="javascript:alert(1)"/></filter></svg>',
  ],
  ['button formaction', '<svg><form><button formaction="javascript:alert(1)">x</button></form></svg>'],
  [
    'several handlers in any case',
    '<svg onmouseover="alert(1)" ONCLICK="alert(2)"><rect onfocusin="alert(3)"/></svg>',
  ],
  ['mXSS: img breaking out of style', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  ['mXSS: CDATA hiding an img', '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(1)//"></svg>'],
  ['mXSS: style in p in svg', '<svg><p><style><g title="</style><img src=x onerror=alert(1)>"></svg>'],
  ['mXSS: math mglyph style', '<svg></p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['comment breakout', '<svg><!--><img src=x onerror=alert(1)>--></svg>'],
  ['desc with CDATA and script', '<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>'],
  ['xml-stylesheet', '<?xml-stylesheet type="text/xsl" href="data:text/xml,x"?><svg><rect/></svg>'],
  ['style @import', '<svg><style>@import url(https://evil.example/x.css);</style><rect/></svg>'],
  ['style attribute with a javascript: url', '<svg><rect style="fill:url(javascript:alert(1))"/></svg>'],
  [
    'doctype entity smuggling a handler',
    '<!DOCTYPE svg [<!ENTITY x "&#60;svg onload=alert(1)&#62;">]><svg>&x;</svg>',
  ],
];

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'img',
  'body',
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'discard',
  'form',
  'button',
  'a',
]);
const SAFE_LINK = /^(#|data:image\/(png|jpe?g|gif|webp);)/i;

/** What a browser would find in the stored file: parsed as the SVG document it is served as. */
function dangersIn(output: string): string[] {
  const { document } = new JSDOM(output, { contentType: 'image/svg+xml' }).window;
  const found: string[] = [];
  if (document.getElementsByTagName('parsererror').length > 0) found.push('not well-formed XML');
  if (output.includes('<?')) found.push('processing instruction');
  for (const element of document.querySelectorAll('*')) {
    if (element.namespaceURI !== SVG_NS) found.push(`foreign element ${element.localName}`);
    if (FORBIDDEN_ELEMENTS.has(element.localName.toLowerCase())) found.push(`element ${element.localName}`);
    if (element.localName === 'style' && /@import|url\(|javascript:/i.test(element.textContent ?? ''))
      found.push('style loading or running something');
    for (const attr of element.attributes) {
      const name = attr.name.toLowerCase();
      const value = [...attr.value]
        .filter((c) => c.codePointAt(0)! > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`handler ${attr.name}`);
      if (/javascript:|vbscript:|data:text/.test(value)) found.push(`script url in ${attr.name}`);
      if ((name === 'href' || name.endsWith(':href')) && !SAFE_LINK.test(attr.value))
        found.push(`link ${attr.value}`);
      if (name === 'style' && /url\(|expression\(/.test(value)) found.push('style url');
    }
  }
  return found;
}

describe('sanitizeSvg', () => {
  it('keeps drawing content', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#027bd7"/></svg>';
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it('keeps local references, raster data images, styles and gradients', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><style>.a{fill:url(#g)}</style><use xlink:href="#g"/><image href="data:image/png;base64,iVBOR"/><g class="a" style="fill:blue"><text>Vantage</text></g></svg>';
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it(`has a corpus of at least 30 known payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS)('neutralises %s', (_name, payload) => {
    // The corpus is dangerous as uploaded: the check would find it.
    const output = sanitizeSvg(payload);
    if (output === undefined) return;
    expect(dangersIn(output)).toEqual([]);
    expect(output).not.toMatch(/alert\(1\)\s*<\/script|onerror|onload=|javascript:/i);
  });

  it('answers nothing for text without an svg root', () => {
    expect(sanitizeSvg('<html><body>hello</body></html>')).toBeUndefined();
  });
});

describe('looksLikeSvg', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg/>',
  ])('accepts %j', (text) => expect(looksLikeSvg(text)).toBe(true));

  it.each(['hello world', '<html><svg></svg></html>', '<?xml version="1.0"?><note/>'])('rejects %j', (text) =>
    expect(looksLikeSvg(text)).toBe(false),
  );
});
