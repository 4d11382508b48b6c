import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';

/** The avatar images need the bearer token, so they are fetched as blobs, not by <img src>. */
export function getAvatarBlob(path: string): Promise<Blob> {
  return api.get<Blob>(path, { responseType: 'blob' });
}

/** Every avatar image query starts with this key: invalidate it after an avatar changes. */
export const AVATARS_QUERY_KEY = ['avatars'] as const;

/**
 * An object URL for an avatar download path (e.g. `/api/user-accounts/12/avatar`), or
 * undefined while there is none, it loads, or it failed (the caller shows initials). The
 * URL is revoked when the blob changes or the component goes away.
 */
export function useAvatarUrl(path: string | null | undefined, version?: string | number): string | undefined {
  const query = useQuery({
    queryKey: [...AVATARS_QUERY_KEY, path, version],
    queryFn: () => getAvatarBlob(path!),
    enabled: Boolean(path),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const blob = path ? query.data : undefined;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
