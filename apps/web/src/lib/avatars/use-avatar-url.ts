import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { readAsDataUrl } from '@/lib/images/data-url';

/** The avatar images need the bearer token, so they are fetched as blobs, not by <img src>. */
export function getAvatarBlob(path: string): Promise<Blob> {
  return api.get<Blob>(path, { responseType: 'blob' });
}

/** Every avatar image query starts with this key: invalidate it after an avatar changes. */
export const AVATARS_QUERY_KEY = ['avatars'] as const;

/**
 * A `data:` URL for an avatar download path (a member's `avatarDownloadUrl`), or
 * undefined while there is none, it loads, or it failed (the caller shows initials). Never
 * a `blob:` URL of the app's origin (lib/images/data-url.ts).
 */
export function useAvatarUrl(path: string | null | undefined, version?: string | number): string | undefined {
  const query = useQuery({
    queryKey: [...AVATARS_QUERY_KEY, path, version],
    queryFn: async () => readAsDataUrl(await getAvatarBlob(path!)),
    enabled: Boolean(path),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return path ? query.data : undefined;
}
