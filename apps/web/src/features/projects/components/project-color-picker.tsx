import { useLingui } from '@lingui/react';
import { ColorSwatch, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { findPaletteColor, PALETTE, PALETTE_SHADES, type Project } from '@vantage/contracts';
import { HoverTooltip } from '@/components/hover-tooltip';
import { useMadeOnPress } from '@/components/use-made-on-press';
import { paletteNameId, projectColor, projectColorTag } from '../project-appearance';

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
  const { i18n } = useLingui();
  // The palette's Popover is made on the first press of the swatch.
  const { made, make, opened, onChange, target } = useMadeOnPress<HTMLButtonElement>();
  const current = projectColorTag(project.tagNames).toLowerCase();
  const currentColor = findPaletteColor(current);
  const currentName = currentColor ? i18n._(paletteNameId(currentColor)) : `#${current}`;
  const swatch = <ColorSwatch color={projectColor(project.tagNames)} size={size} aria-hidden />;

  if (!project.abilities.rename) {
    return (
      <HoverTooltip label={i18n._('dash.colour.current', { colour: currentName })}>
        <span
          role="img"
          aria-label={i18n._('dash.colour.of', { name: project.name, colour: currentName })}
          style={{ display: 'flex' }}
        >
          {swatch}
        </span>
      </HoverTooltip>
    );
  }
  const button = (
    <UnstyledButton
      ref={target}
      aria-label={i18n._('dash.colour.change', { name: project.name, colour: currentName })}
      onClick={made ? () => onChange(!opened) : make}
      style={{ display: 'flex', borderRadius: '50%' }}
    >
      {swatch}
    </UnstyledButton>
  );
  if (!made) return button;
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" c="dimmed" mb={6}>
          {i18n._('dash.colour.tag')}
        </Text>
        <SimpleGrid
          cols={HUE_COUNT}
          spacing={4}
          verticalSpacing={4}
          role="group"
          aria-label={i18n._('dash.colour.all')}
        >
          {GRID.map((color) => {
            const name = i18n._(paletteNameId(color));
            return (
              <ColorSwatch
                key={color.hex}
                component="button"
                type="button"
                color={`#${color.hex}`}
                size={20}
                aria-label={name}
                aria-pressed={color.hex === current}
                title={name}
                onClick={() => {
                  onChange(false);
                  if (color.hex !== current) onPick(color.hex);
                }}
                style={{ cursor: 'pointer', color: color.shade === 'light' ? '#222' : '#fff' }}
              >
                {color.hex === current && <IconCheck size={12} aria-hidden />}
              </ColorSwatch>
            );
          })}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
