import { describe, expect, it } from 'vitest';
import { embedSnippet, originsOfText } from './embed-snippet';

describe('embedSnippet', () => {
  it('frames the viewer link with a title naming the presentation and the agreed attributes', () => {
    expect(embedSnippet('https://vantage.example/viewer/?project=abc', 'Noordzee Wind Park')).toBe(
      '<iframe src="https://vantage.example/viewer/?project=abc" title="Noordzee Wind Park" ' +
        'width="100%" height="600" style="border: 0" allow="fullscreen" loading="lazy" ' +
        'referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('escapes what would end the attribute or start markup', () => {
    const snippet = embedSnippet('https://v.example/viewer/?project=a&b', 'Park "Zee" <script>');
    expect(snippet).toContain('src="https://v.example/viewer/?project=a&amp;b"');
    expect(snippet).toContain('title="Park &quot;Zee&quot; &lt;script&gt;"');
    expect(snippet).not.toContain('<script>');
  });
});

describe('originsOfText', () => {
  it('reads one origin per line, trimmed, without empty lines', () => {
    expect(originsOfText(' https://a.example \r\n\n  \nhttps://b.example')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(originsOfText('')).toEqual([]);
  });
});
