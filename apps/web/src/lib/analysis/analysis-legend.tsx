import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnalysisClass } from './raster-classes';

/**
 * An analysis layer's legend at the map's top left: its title, a swatch per class (at the
 * layer's opacity, as the map shows it) and notes under it. `offset` stacks a second legend
 * below the first.
 */
export function AnalysisLegend({
  id,
  title,
  classes,
  opacity,
  children,
  offset = 0,
}: {
  id: string;
  title: string;
  classes: readonly AnalysisClass[];
  opacity: number;
  children?: ReactNode;
  offset?: number;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      pos="absolute"
      top={10 + offset}
      left={10}
      p="xs"
      maw={240}
      bg="white"
      style={{ zIndex: 2, borderRadius: 'var(--mantine-radius-sm)', boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      <Text id={`${id}-title`} size="sm" fw={700}>
        {title}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {classes.map((item) => (
          <Box component="li" key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Box
              aria-hidden
              w={14}
              h={14}
              style={{ background: item.color, opacity, borderRadius: 2, flex: 'none' }}
            />
            <Text size="sm">{item.label}</Text>
          </Box>
        ))}
      </Box>
      {children}
    </Box>
  );
}
