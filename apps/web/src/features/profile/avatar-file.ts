import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@vantage/contracts';

/** What the file picker offers: the spec's avatar types (section 5). */
export const AVATAR_ACCEPT = [
  ...AVATAR_EXTENSIONS.map((extension) => `.${extension}`),
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
].join(',');

/**
 * Why a file cannot be an avatar, or undefined when it can: png, jpg, jpeg, gif or svg
 * (spec section 5) of at most 2 MB. The server checks the bytes again.
 */
export function avatarFileProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(AVATAR_EXTENSIONS as readonly string[]).includes(extension))
    return `Choose a ${AVATAR_EXTENSIONS.join(', ')} image.`;
  if (file.size > AVATAR_MAX_BYTES)
    return `The image is larger than ${Math.round(AVATAR_MAX_BYTES / 1024 / 1024)} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return undefined;
}
