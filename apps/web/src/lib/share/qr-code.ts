import type * as QrCodeModule from 'qrcode';

/**
 * QR codes of links, with error correction level M (15 % of the code may be lost: a sign in
 * the weather, a card with a crease) and the quiet zone the standard asks for: 4 modules of
 * white around the code. The library loads when the first code is asked for.
 */
const ERROR_CORRECTION = 'M';
export const QUIET_ZONE = 4;

async function loadQrCode(): Promise<typeof QrCodeModule> {
  // A CommonJS package: the bundler answers its exports as the default export, Node as both.
  const module = (await import('qrcode')) as typeof QrCodeModule & { default?: typeof QrCodeModule };
  return module.default ?? module;
}

/** The code as an SVG document (black modules on a white square, quiet zone included). */
export async function qrSvg(text: string): Promise<string> {
  const qr = await loadQrCode();
  return qr.toString(text, { type: 'svg', errorCorrectionLevel: ERROR_CORRECTION, margin: QUIET_ZONE });
}

/** The code as a PNG data URL, `width` pixels square (quiet zone included). Browsers only. */
export async function qrPngDataUrl(text: string, width = 1024): Promise<string> {
  const qr = await loadQrCode();
  return qr.toDataURL(text, {
    type: 'image/png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    width,
  });
}

/** The code's modules, without the quiet zone: `dark(row, column)`, `size` modules square. */
export type QrModules = { size: number; dark: (row: number, column: number) => boolean };

export async function qrModules(text: string): Promise<QrModules> {
  const qr = await loadQrCode();
  const { modules } = qr.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}
