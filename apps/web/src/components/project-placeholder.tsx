import { Box, type BoxProps } from '@mantine/core';

/**
 * Spec "/dash/projects": placeholder project images cycle by project id modulo 4. Shared by
 * every screen that pictures a project (project list, present list, present page). Drawn
 * with CSS, no image files: sky over hills, a wind farm's horizon, a solar field's grid and
 * a grid line at dusk.
 */
export const PLACEHOLDER_IMAGES: readonly [string, string, string, string] = [
  'radial-gradient(circle at 78% 28%, #fff6c9 0 7%, transparent 8%), linear-gradient(175deg, transparent 58%, #5f9e5b 59% 72%, #3f7a44 73%), linear-gradient(180deg, #8fd0f5, #d7f0fb)',
  'linear-gradient(90deg, transparent 22%, #ffffff 22% 23%, transparent 23% 58%, #ffffff 58% 59%, transparent 59%), linear-gradient(180deg, #5aa9e6 0 62%, #2f6f9f 62% 64%, #7cb6d8 64%)',
  'repeating-linear-gradient(90deg, #1f3b63 0 18px, #2c5489 18px 20px), linear-gradient(180deg, #f7c873 0 30%, transparent 30%)',
  'linear-gradient(160deg, transparent 48%, #37474f 48% 49%, transparent 49%), linear-gradient(180deg, #ff9a76 0%, #ffcf8b 45%, #4c5c7a 46%, #2e3a52 100%)',
];

export function placeholderIndex(projectId: number): 0 | 1 | 2 | 3 {
  return (((projectId % 4) + 4) % 4) as 0 | 1 | 2 | 3;
}

export function placeholderImage(projectId: number): string {
  return PLACEHOLDER_IMAGES[placeholderIndex(projectId)];
}

/** The placeholder picture of a project, decorative (the name next to it says what it is). */
export function ProjectPlaceholder({ projectId, ...props }: { projectId: number } & BoxProps) {
  return (
    <Box
      aria-hidden
      data-placeholder={placeholderIndex(projectId)}
      style={{ backgroundImage: placeholderImage(projectId), backgroundSize: 'cover' }}
      {...props}
    />
  );
}
