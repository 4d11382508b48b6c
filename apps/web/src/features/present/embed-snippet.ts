/**
 * The `<iframe>` a page on an allowed origin pastes to show a presentation's public viewer:
 * full width, 600 px high, fullscreen allowed, loaded when scrolled near, and sending other
 * sites only its origin as referrer. The title names the presentation for screen readers.
 */
export const EMBED_HEIGHT = 600;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedSnippet(link: string, name: string): string {
  return (
    `<iframe src="${escapeAttribute(link)}" title="${escapeAttribute(name)}" ` +
    `width="100%" height="${EMBED_HEIGHT}" style="border: 0" allow="fullscreen" ` +
    'loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>'
  );
}

/** The origins typed into the form: one per line, surrounding spaces and empty lines ignored. */
export function originsOfText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
