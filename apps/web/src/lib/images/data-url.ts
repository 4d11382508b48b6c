/**
 * Uploaded pictures (avatars, logos) are shown from `data:` URLs, never from `blob:` URLs.
 * A `blob:` URL belongs to the dashboard's origin: opened as a page ("open image in new
 * tab"), an SVG there would run with access to the session in localStorage. A `data:`
 * document has an opaque origin, and Chromium refuses to open one as a top-level page at all
 * (docs/security.md). Inside <img> neither runs script.
 */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });
}
