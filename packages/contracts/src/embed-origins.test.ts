import { describe, expect, it } from 'vitest';
import {
  embedOriginsProblems,
  isCanonicalEmbedOrigin,
  parseEmbedOrigin,
  quotedEntry,
} from './embed-origins.js';

describe('parseEmbedOrigin', () => {
  it.each([
    ['https://Example.ORG', 'https://example.org'],
    ['HTTPS://example.org:443/', 'https://example.org'],
    ['https://example.org:8443', 'https://example.org:8443'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['https://192.0.2.10', 'https://192.0.2.10'],
  ])('reads %j as %j', (entry, origin) => {
    expect(parseEmbedOrigin(entry)).toEqual({ origin });
  });

  it.each([
    'https:example.org',
    'https:\\\\example.org',
    'https://example.org\\path',
    'https://[::1]',
    'https://example.org:99999',
    'https://',
    'ftp://example.org',
    'data:text/html,<p>',
    'https://a.example\u2028',
    'https://a.example\u0000',
  ])('refuses %j', (entry) => {
    expect(parseEmbedOrigin(entry)).toHaveProperty('problem');
  });
});

describe('parseEmbedOrigin: host names DNS cannot carry', () => {
  const label63 = 'a'.repeat(63);
  // 4 × 63 + 3 dots = 255 characters; without one label's last 2 characters: 253.
  const host253 = [label63, label63, label63, label63.slice(2)].join('.');
  it.each([
    ['https://a..example', 'has two dots in a row in its host name'],
    ['https://a.b..example:8443', 'has two dots in a row in its host name'],
    ['https://.example', 'starts its host name with a dot'],
    ['https://a.example..', 'has two dots in a row in its host name'],
    ['https://a.example.', 'ends its host name with a dot: write it without, as https://a.example.'],
    [
      'https://a.example.:8443',
      'ends its host name with a dot: write it without, as https://a.example:8443.',
    ],
    [
      `https://${'a'.repeat(64)}.example`,
      `has a part of 64 characters in its host name ("${'a'.repeat(64)}")`,
    ],
    [`https://${'ü'.repeat(60)}.example`, 'characters in its xn-- form in its host name'],
    [`https://${host253}b`, 'has a host name of 254 characters: a host name has at most 253.'],
    ['https://-a.example', 'starts or ends with a hyphen ("-a")'],
    ['https://a-.example', 'starts or ends with a hyphen ("a-")'],
    ['https://www.-b.example', 'starts or ends with a hyphen ("-b")'],
    ['https://xn--.example', 'starts or ends with a hyphen ("xn--")'],
    ['https://a_b.example', 'its host name has "_", which no host name can have'],
    ['https://a$b!c.example', 'its host name has "$", "!", which no host name can have'],
    // Full-width letters become ASCII, the full-width low line becomes "_".
    ['https://ａ＿.example', 'its host name has "_"'],
    ['https://a.example;script-src', 'its host name has ";"'],
    ['https://example.123', 'ends its host name in a number ("123")'],
    ['https://example.123.', 'ends its host name in a number ("123")'],
    ['https://1.2.3.256', 'ends its host name in a number ("256")'],
    ['https://1.2.3.4.5:8443', 'ends its host name in a number ("5")'],
  ])('refuses %j, with a message containing %j', (entry, why) => {
    const { problem } = parseEmbedOrigin(entry) as { problem?: string };
    expect(problem).toContain(why);
    // The message quotes the entry first, as every other one does.
    expect(problem?.startsWith(`${quotedEntry(entry)} `)).toBe(true);
  });

  it.each([
    [`https://${host253}`, `https://${host253}`],
    [`https://${label63}.example`, `https://${label63}.example`],
    ['https://a-b--c.example', 'https://a-b--c.example'],
    ['https://123.example', 'https://123.example'],
    ['https://a.1e2', 'https://a.1e2'],
    ['https://0x7f.1', 'https://127.0.0.1'],
    ['https://1.2.3.4.', 'https://1.2.3.4'],
    ['https://a%2eb.example', 'https://a.b.example'],
  ])('reads %j, a host name DNS carries or a valid IPv4 address, as %j', (entry, origin) => {
    expect(parseEmbedOrigin(entry)).toEqual({ origin });
  });
});

describe('isCanonicalEmbedOrigin', () => {
  it('holds for no stored value with an empty part, a bad part or a final dot: the header builder drops it', () => {
    for (const stored of [
      'https://a..example',
      'https://.example',
      'https://a.example.',
      'https://-a.example',
      `https://${'a'.repeat(64)}.example`,
    ])
      expect(isCanonicalEmbedOrigin(stored), stored).toBe(false);
  });

  it('holds only for an origin exactly as it is stored', () => {
    expect(isCanonicalEmbedOrigin('https://a.example')).toBe(true);
    expect(isCanonicalEmbedOrigin('https://A.example')).toBe(false);
    expect(isCanonicalEmbedOrigin('https://a.example/')).toBe(false);
    expect(isCanonicalEmbedOrigin('https://a.example:443')).toBe(false);
  });
});

describe('embedOriginsProblems', () => {
  it('names each bad entry by its index, duplicates after normalising', () => {
    expect(
      embedOriginsProblems(['https://a.example', 'http://b.example', 'https://A.example/']).map(
        (p) => p.index,
      ),
    ).toEqual([1, 2]);
  });
});
