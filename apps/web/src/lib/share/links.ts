/**
 * The deep link of one viewpoint: the presentation's public link with `viewpoint={id}`, the
 * search parameter the public viewer opens a viewpoint from (as its "Copy link" writes it).
 * `publicLink` is what the Present screen copies (lib/external-links.ts `viewerLink`).
 */
export function viewpointLink(publicLink: string, viewpointId: number): string {
  const url = new URL(publicLink);
  url.searchParams.set('viewpoint', String(viewpointId));
  return url.href;
}
