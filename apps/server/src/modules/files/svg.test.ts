import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg.js';

describe('sanitizeSvg', () => {
  it('keeps drawing content', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#027bd7"/></svg>';
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it.each([
    ['script elements', '<svg><script>alert(1)</script><rect/></svg>', /script|alert/i],
    ['prefixed script elements', '<svg><svg:script>alert(1)</svg:script></svg>', /script|alert/i],
    ['self-closing script', '<svg><script href="x.js"/></svg>', /script/i],
    ['nested tricks', '<svg><scr<script></script>ipt>alert(1)</script></svg>', /<script/i],
    [
      'foreign objects',
      '<svg><foreignObject><iframe src="x"></iframe></foreignObject></svg>',
      /foreignObject|iframe/i,
    ],
    ['event handlers', '<svg onload="alert(1)"><rect onclick=\'alert(2)\' ONMOUSEOVER=x /></svg>', /on\w+=/i],
    ['javascript links', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', /javascript/i],
    ['entity-encoded javascript links', '<svg><a xlink:href="&#106;avascript:alert(1)">x</a></svg>', /href/i],
    ['whitespace in the scheme', '<svg><a href="java\tscript:alert(1)">x</a></svg>', /href/i],
    ['html data links', '<svg><image href="data:text/html;base64,PHNjcmlwdD4="/></svg>', /data:text/i],
    ['href animations', '<svg><a><set attributeName="href" to="javascript:alert(1)"/>x</a></svg>', /<set/i],
    ['doctype entities', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>', /ENTITY|DOCTYPE/i],
    ['style imports', '<svg><style>@import url(http://evil/x.css);</style></svg>', /@import/i],
  ])('removes %s', (_name, input, forbidden) => {
    expect(sanitizeSvg(input)).not.toMatch(forbidden);
  });

  it('keeps local and http(s) links and raster data images', () => {
    const svg =
      '<svg><use href="#a"/><a href="https://example.com">x</a><image href="data:image/png;base64,iVBOR"/></svg>';
    expect(sanitizeSvg(svg)).toBe(svg);
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
