import { describe, expect, it } from 'vitest';
import { embedOriginsProblems, isCanonicalEmbedOrigin, parseEmbedOrigin } from './embed-origins.js';

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

describe('isCanonicalEmbedOrigin', () => {
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
