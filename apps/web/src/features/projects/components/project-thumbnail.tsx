import { Box } from '@mantine/core';
import { placeholderImage } from '@/components/project-placeholder';
import { projectColor } from '../project-appearance';

/**
 * A project's picture: one of the four placeholders (id modulo 4) under a band in the
 * project's colour (44B3EA without a colour tag). Decorative: the name says what it is.
 */
export function ProjectThumbnail({
  id,
  tagNames,
  height,
  width = '100%',
  radius = 6,
}: {
  id: number;
  tagNames: readonly string[];
  height: number;
  width?: number | string;
  radius?: number;
}) {
  return (
    <Box
      aria-hidden
      data-placeholder={id % 4}
      h={height}
      w={width}
      style={{
        flex: 'none',
        borderRadius: radius,
        background: placeholderImage(id),
        borderTop: `6px solid ${projectColor(tagNames)}`,
      }}
    />
  );
}
