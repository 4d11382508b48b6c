/** Hands a file to the browser's downloads. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is kept a little for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name's stem from a name: "Egmond aan Zee beach" → "egmond-aan-zee-beach". */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || 'presentation';
}
