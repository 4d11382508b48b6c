import { paths } from '@/config/paths';

/**
 * Links to the planner's viewer and editor (spec: "/viewer/?project={publicationKey}",
 * "/editor/#projectId={id}"). An installation may point them at the planner's own apps
 * (VIEWER_URL, EDITOR_URL, answered by /api/client-config); without them the viewer is the
 * dashboard's own public page and the editor path says it is not configured.
 */

/** Absolute viewer link of a presentation: what "copy link" copies and others open. */
export function viewerLink(
  publicationKey: string,
  viewerUrl: string | null | undefined,
  origin: string,
): string {
  if (viewerUrl) {
    const url = new URL(viewerUrl, origin);
    url.searchParams.set('project', publicationKey);
    return url.href;
  }
  return new URL(paths.external.viewer(publicationKey), origin).href;
}

/** Absolute editor link of a project. */
export function editorLink(projectId: number, editorUrl: string | null | undefined, origin: string): string {
  if (editorUrl) {
    const url = new URL(editorUrl, origin);
    url.hash = `projectId=${projectId}`;
    return url.href;
  }
  return new URL(paths.external.editor(projectId), origin).href;
}

/**
 * True when `target` is this very page of this app (same origin and path), so that a page
 * that forwards to a configured URL never forwards to itself.
 */
export function isSamePage(target: string, current: { origin: string; pathname: string }): boolean {
  const url = new URL(target, current.origin);
  const trim = (path: string) => path.replace(/\/+$/, '');
  return url.origin === current.origin && trim(url.pathname) === trim(current.pathname);
}
