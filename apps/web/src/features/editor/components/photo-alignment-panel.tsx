import { i18n } from '@lingui/core';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PhotoAlignment } from '@vantage/contracts';
import { useId } from 'react';
import { NumberField } from '@/components/number-field/number-field';
import type { PhotoAlignmentState } from '../state/use-photo-alignment';

const FIELDS: Array<{ key: keyof PhotoAlignment; label: string; min: number; max: number }> = [
  {
    key: 'heading',
    get label() {
      return i18n._('planner.photoAlignmentPanel.heading');
    },
    min: 0,
    max: 360,
  },
  {
    key: 'pitch',
    get label() {
      return i18n._('planner.photoAlignmentPanel.pitch');
    },
    min: -90,
    max: 90,
  },
  {
    key: 'roll',
    get label() {
      return i18n._('planner.photoAlignmentPanel.roll');
    },
    min: -45,
    max: 45,
  },
  {
    key: 'fieldOfView',
    get label() {
      return i18n._('planner.photoAlignmentPanel.fieldOfView');
    },
    min: 1,
    max: 179,
  },
];

/**
 * The 3D preview's "Align photo": a toggle over the view, and while aligning, the photo's angles
 * as numbers, its opacity, and Save alignment and Reset. `readOnly`: why this user cannot save.
 */
export function PhotoAlignmentPanel({
  align,
  readOnly,
}: {
  align: PhotoAlignmentState;
  readOnly: string | null;
}) {
  const opacityId = useId();
  const { draft, aligning, photo } = align;
  if (!photo) return null;
  return (
    <Stack gap={6} pos="absolute" top={8} right={8} w={aligning ? 260 : undefined} style={{ zIndex: 1 }}>
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant={aligning ? 'filled' : 'default'}
          aria-pressed={aligning}
          onClick={() => align.start(!aligning)}
        >
          {i18n._('planner.photoAlignmentPanel.alignPhoto')}
        </Button>
      </Group>
      {aligning && draft && (
        <Paper shadow="md" p="xs" radius="md" withBorder>
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {i18n._('planner.photoAlignmentPanel.hint')}
            </Text>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
              {FIELDS.filter((f) => photo.kind === 'frame' || f.key !== 'fieldOfView').map((field) => (
                <NumberField
                  key={field.key}
                  size="xs"
                  label={i18n._('planner.photoAlignmentPanel.degrees', { label: field.label })}
                  suffix="°"
                  min={field.min}
                  max={field.max}
                  step={0.1}
                  decimalScale={2}
                  value={draft[field.key]}
                  onChange={(value) => {
                    if (value !== '') align.setDraft({ ...draft, [field.key]: value });
                  }}
                />
              ))}
            </SimpleGrid>
            <div>
              <Text component="label" htmlFor={opacityId} size="xs" fw={500} display="block">
                {i18n._('planner.photoAlignmentPanel.photoOpacity')}
              </Text>
              <input
                id={opacityId}
                type="range"
                min={10}
                max={100}
                step={5}
                value={Math.round(align.opacity * 100)}
                aria-valuetext={`${Math.round(align.opacity * 100)} %`}
                onChange={(event) => align.setOpacity(Number(event.currentTarget.value) / 100)}
                style={{ width: '100%', accentColor: 'var(--mantine-primary-color-filled)' }}
              />
            </div>
            {align.loading && (
              <Text size="xs" role="status">
                {i18n._('planner.photoAlignmentPanel.loadingThePhoto')}
              </Text>
            )}
            {align.error && (
              <Text size="xs" c="red.8" role="alert">
                {align.error}
              </Text>
            )}
            {readOnly && (
              <Text size="xs" c="dimmed">
                {readOnly}
              </Text>
            )}
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" variant="default" disabled={!align.changed} onClick={align.reset}>
                {i18n._('planner.photoAlignmentPanel.reset')}
              </Button>
              <Button
                size="compact-sm"
                disabled={readOnly !== null || !align.changed}
                loading={align.saving}
                onClick={() => void align.save()}
              >
                {i18n._('planner.photoAlignmentPanel.saveAlignment')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
