/** `#projectId=12` -> 12: the spec's editor link, /editor/#projectId={id}. */
export function projectIdOfHash(hash: string): number | undefined {
  const id = Number(new URLSearchParams(hash.replace(/^#/, '')).get('projectId'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
