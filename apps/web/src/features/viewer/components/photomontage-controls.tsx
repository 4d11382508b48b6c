import { useLingui } from '@lingui/react';
import { Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { PhotoChoice, Photomontage } from '../hooks/use-photomontage';

/** Each choice with its label's message id. */
const CHOICES: Array<{ value: PhotoChoice; id: string }> = [
  { value: 'photomontage', id: 'viewer.photo.montage' },
  { value: 'rendered', id: 'viewer.view3d' },
  { value: 'wireline', id: 'viewer.wireline' },
];

/**
 * For a viewpoint with a photograph: the photomontage, the rendered 3D view or the wireline (as
 * the visualisation guidance prints them side by side), and in the photomontage a before/after
 * slider that draws the plan over part of the photo, down to the photo alone.
 */
export function PhotomontageControls({ montage }: { montage: Photomontage }) {
  const { i18n } = useLingui();
  const sliderId = useId();
  const choiceName = useId();
  const { choice, choose, split, setSplit, state } = montage;
  return (
    <Stack gap={6} mb="sm">
      {/* Native radios: arrow keys move between them, and the viewer's first load carries no
          segmented control of Mantine's (a signed-in screens' component, vite.config.ts). */}
      <Group role="radiogroup" aria-label={i18n._('viewer.photo.choice')} gap="md">
        {CHOICES.map(({ value, id }) => (
          <Text
            key={value}
            component="label"
            size="sm"
            style={{ display: 'flex', alignItems: 'center', gap: 4 }}
          >
            <input
              type="radio"
              name={choiceName}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              style={{ accentColor: 'var(--mantine-primary-color-filled)', margin: 0 }}
            />
            {i18n._(id)}
          </Text>
        ))}
      </Group>
      {state === 'failed' && (
        <Text size="xs" c="red.8" role="alert">
          {i18n._('viewer.photo.failed')}
        </Text>
      )}
      {choice === 'photomontage' && state !== 'failed' && (
        <div>
          <Text component="label" htmlFor={sliderId} size="xs" fw={600} display="block">
            {i18n._('viewer.photo.slider')}
          </Text>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={Math.round(split * 100)}
            aria-valuetext={i18n._('viewer.photo.sliderValue', { percent: Math.round(split * 100) })}
            disabled={state !== 'ready'}
            onChange={(event) => setSplit(Number(event.currentTarget.value) / 100)}
            style={{ width: '100%', accentColor: 'var(--mantine-primary-color-filled)' }}
          />
        </div>
      )}
    </Stack>
  );
}
