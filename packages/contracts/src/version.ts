import { z } from 'zod/mini';

/** GET /api/version: what runs (docs/decisions/180-versions-backup-restore.md). */
export const VersionInfo = z.object({
  /** The product's version, from the root package.json (CHANGELOG.md says what each one changed). */
  version: z.string(),
  /** The git commit the build came from (40 hex digits), or "unknown". */
  commit: z.string(),
});
export type VersionInfo = z.infer<typeof VersionInfo>;

/** "Vantage 0.1.0 (commit abc1234)": how the log's first line and the Support page say it. */
export function describeVersion(product: string, info: VersionInfo): string {
  const commit = /^[0-9a-f]{7,}$/.test(info.commit) ? info.commit.slice(0, 7) : 'unknown';
  return `${product} ${info.version} (commit ${commit})`;
}
