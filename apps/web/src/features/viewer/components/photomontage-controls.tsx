import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { PhotoChoice, Photomontage } from '../hooks/use-photomontage';

const CHOICES: Array<{ value: PhotoChoice; label: string }> = [
  { value: 'photomontage', label: 'Photomontage' },
  { value: 'rendered', label: '3D view' },
  { value: 'wireline', label: 'Wireline' },
];

/**
 * For a viewpoint with a photograph: the photomontage, the rendered 3D view or the wireline (as
 * the visualisation guidance prints them side by side), and in the photomontage a before/after
 * slider that draws the plan over part of the photo, down to the photo alone.
 */
export function PhotomontageControls({ montage }: { montage: Photomontage }) {
  const sliderId = useId();
  const { choice, choose, split, setSplit, state } = montage;
  return (
    <Stack gap={6} mb="sm">
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="What the view shows"
        value={choice}
        onChange={(value) => choose(value as PhotoChoice)}
        data={CHOICES}
      />
      {state === 'failed' && (
        <Text size="xs" c="red.8" role="alert">
          The photograph could not be loaded; the 3D view is shown without it.
        </Text>
      )}
      {choice === 'photomontage' && state !== 'failed' && (
        <div>
          <Text component="label" htmlFor={sliderId} size="xs" fw={600} display="block">
            Show the plan over the photo
          </Text>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={Math.round(split * 100)}
            aria-valuetext={`The plan over ${Math.round(split * 100)} % of the photo, from the left`}
            disabled={state !== 'ready'}
            onChange={(event) => setSplit(Number(event.currentTarget.value) / 100)}
            style={{ width: '100%', accentColor: 'var(--mantine-primary-color-filled)' }}
          />
        </div>
      )}
    </Stack>
  );
}
