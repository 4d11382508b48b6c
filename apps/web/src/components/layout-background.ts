/**
 * Spec section 2: background images depend on the layout mode. We draw them with CSS
 * gradients instead of image files: `projects` behind the /dash pages, `full` behind the
 * full-page screens (login, welcome, transfer, maintenance).
 */
export type LayoutMode = 'projects' | 'full';

export const LAYOUT_BACKGROUNDS: Record<LayoutMode, string> = {
  projects:
    'radial-gradient(circle at 100% 0%, rgba(2, 123, 215, 0.10), transparent 45%), linear-gradient(180deg, #f6f9fc 0%, #eef3f8 100%)',
  full: 'radial-gradient(circle at 15% 20%, rgba(68, 179, 234, 0.35), transparent 40%), radial-gradient(circle at 85% 80%, rgba(2, 123, 215, 0.30), transparent 45%), linear-gradient(135deg, #0b2740 0%, #123a5c 55%, #0f5a8a 100%)',
};
