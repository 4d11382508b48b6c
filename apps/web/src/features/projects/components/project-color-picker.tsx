import { ColorSwatch, Popover, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { findPaletteColor, PALETTE, PALETTE_SHADES, type Project } from '@vantage/contracts';
import { useState } from 'react';
import { projectColor, projectColorTag } from '../project-appearance';

type Props = {
  project: Pick<Project, 'id' | 'name' | 'tagNames' | 'abilities'>;
  onPick: (hex: string) => void;
  size?: number;
};

/** Palette rows light, medium, dark; one column per hue. */
const GRID = PALETTE_SHADES.flatMap((shade) => PALETTE.filter((color) => color.shade === shade));
const HUE_COUNT = PALETTE.length / PALETTE_SHADES.length;

/**
 * The colour tag picker (spec "/dash/projects", palette of section 3): the project's colour
 * as a swatch that opens the 36 colours. Only a swatch for those who may not recolour.
 */
export function ProjectColorPicker({ project, onPick, size = 22 }: Props) {
  const [opened, setOpened] = useState(false);
  const current = projectColorTag(project.tagNames).toLowerCase();
  const currentName = findPaletteColor(current)?.name ?? `#${current}`;
  const swatch = <ColorSwatch color={projectColor(project.tagNames)} size={size} aria-hidden />;

  if (!project.abilities.rename) {
    return (
      <Tooltip label={`Colour: ${currentName}`}>
        <span role="img" aria-label={`Colour of ${project.name}: ${currentName}`} style={{ display: 'flex' }}>
          {swatch}
        </span>
      </Tooltip>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <UnstyledButton
          aria-label={`Change colour of ${project.name} (now ${currentName})`}
          onClick={() => setOpened((open) => !open)}
          style={{ display: 'flex', borderRadius: '50%' }}
        >
          {swatch}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" c="dimmed" mb={6}>
          Colour tag
        </Text>
        <SimpleGrid cols={HUE_COUNT} spacing={4} verticalSpacing={4} role="group" aria-label="Colours">
          {GRID.map((color) => (
            <ColorSwatch
              key={color.hex}
              component="button"
              type="button"
              color={`#${color.hex}`}
              size={20}
              aria-label={color.name}
              aria-pressed={color.hex === current}
              title={color.name}
              onClick={() => {
                setOpened(false);
                if (color.hex !== current) onPick(color.hex);
              }}
              style={{ cursor: 'pointer', color: color.shade === 'light' ? '#222' : '#fff' }}
            >
              {color.hex === current && <IconCheck size={12} aria-hidden />}
            </ColorSwatch>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
