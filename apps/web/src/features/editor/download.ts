/** Saves a text as a file through the browser's download. */
export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from the project's name, without characters a file system may refuse. */
export const fileBaseOf = (name: string | undefined) =>
  (name ?? 'plan').replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'plan';
