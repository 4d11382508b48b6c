export { download } from '@/lib/analysis/download';

/** A file name from the project's name, without characters a file system may refuse. */
export const fileBaseOf = (name: string | undefined) =>
  (name ?? 'plan').replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'plan';
