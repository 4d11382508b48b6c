import * as logoOperations from '@vantage/contracts/api/project-logos';
import { api } from '@/lib/api';

/** The project's logo as the PDF embeds it: PNG or JPEG bytes and the image's pixel size. */
export type ReportLogo = { bytes: Uint8Array; type: 'png' | 'jpeg'; width: number; height: number };

/** The longest side a logo drawn through a canvas keeps, in pixels (print resolution at the box's size). */
const MAX_SIDE = 1200;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The logo is not an image the browser can draw.'));
    image.src = url;
  });
}

/**
 * The project's logo for the cover (GET /api/projects/{projectId}/logo). A PNG or JPEG is
 * embedded as it is; any other image (GIF, SVG, WebP: the spec lets a logo be any image) is
 * drawn on a canvas and embedded as PNG.
 */
export async function fetchReportLogo(projectId: number, signal: AbortSignal): Promise<ReportLogo> {
  const blob = await api.call(logoOperations.getProjectLogo, { params: { projectId }, signal });
  const url = URL.createObjectURL(blob);
  try {
    const image = await loadImage(url);
    const width = image.naturalWidth || image.width;
    const height = image.naturalHeight || image.height;
    if (!width || !height) throw new Error('The logo has no size.');
    if (blob.type === 'image/png' || blob.type === 'image/jpeg')
      return {
        bytes: new Uint8Array(await blob.arrayBuffer()),
        type: blob.type === 'image/png' ? 'png' : 'jpeg',
        width,
        height,
      };
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The logo could not be converted for the PDF.');
    return {
      bytes: new Uint8Array(await png.arrayBuffer()),
      type: 'png',
      width: canvas.width,
      height: canvas.height,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}
