/**
 * Hands an analysis's export to the browser's downloads. Not lib/share/save-file.ts: the public
 * viewer's first load holds that one, and a module both take moves to a shared file that
 * pulled the signed-in screens' chunk into the viewer.
 */
export function download(name: string, type: string, bytes: BlobPart) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
