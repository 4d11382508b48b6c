import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testI18n } from './test-i18n';

function Title() {
  const { i18n } = useLingui();
  return <h1>{i18n._('viewer.facts.title')}</h1>;
}

describe("the viewer's messages through @lingui/react", () => {
  it('gives the tree the active locale, and puts a tagged part of a message into its element', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={testI18n('nl')}>
        <Title />
        <Trans id="viewer.presentedWith" values={{ product: 'Vantage' }} components={{ 0: <em /> }} />
      </I18nProvider>,
    );
    expect(html).toBe('<h1>Hoe dit beeld is gemaakt</h1>Gepresenteerd met <em>Vantage</em>');
  });
});
