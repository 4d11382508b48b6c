import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Viewpoint } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { NumberField } from '@/components/number-field/number-field';
import { ViewpointPhoto } from '@/components/viewpoint-photo/viewpoint-photo';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { formatHeading } from '@/lib/plan/format';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { fromUtcFieldValue, sunText } from '../model/viewpoint';
import { type DraftField, draftChange, draftOf, type ViewpointDraft } from '../model/viewpoint-draft';
import type { Planner } from '../state/use-planner';
import type { PlannerViewpoints } from '../state/use-viewpoints';
import { CoordinateFields } from './coordinate-fields';

type Props = { planner: Planner; viewpoints: PlannerViewpoints; viewpoint: Viewpoint };

/**
 * The chosen viewpoint's fields: its name, where it stands, how high the eye is, where it
 * looks and how wide, when (which sets the sun) and where the wind comes from. Also the way to
 * change a viewpoint without the map.
 */
export function ViewpointForm({ planner, viewpoints, viewpoint }: Props) {
  const readOnly = planner.readOnly !== null;
  const queryClient = useQueryClient();
  const original = draftOf(viewpoint);
  const originalKey = JSON.stringify(original);
  const [draft, setDraft] = useState<ViewpointDraft>(original);
  // A drag on the map or someone else's change shows here at once (as the fields were saved).
  const [shownKey, setShownKey] = useState(originalKey);
  if (shownKey !== originalKey) {
    setShownKey(originalKey);
    setDraft(original);
  }

  const { change, problems } = useMemo(() => draftChange(viewpoint, draft), [viewpoint, draft]);
  const dirty = JSON.stringify(draft) !== originalKey;
  const set = <K extends DraftField>(field: K, value: ViewpointDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  // A field's problem shows once the field is changed.
  const problem = (field: DraftField) => (draft[field] !== original[field] ? problems[field] : undefined);
  const viewingDateTime = fromUtcFieldValue(draft.dateTime);
  const sun = viewingDateTime === undefined ? null : sunText(viewpoint.position, viewingDateTime);

  async function attempt(title: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      notifyError({ title, message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={`Viewpoint ${viewpoint.name}`}>
      <Title order={3} size="h5">
        {viewpoint.name}
      </Title>
      <form
        aria-label="Viewpoint settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (Object.keys(problems).length > 0 || Object.keys(change).length === 0) return;
          void viewpoints.save(viewpoint, change);
        }}
      >
        <Stack gap="xs">
          <TextInput
            label="Name"
            value={draft.name}
            maxLength={200}
            disabled={readOnly}
            error={problem('name')}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          {/* Numbers out of range stay as typed, with the problem in words: never clamped in silence. */}
          <NumberField
            clampBehavior="none"
            label="Eye height (m above the ground)"
            description="How high the eye is above the ground where the viewpoint stands (about 1.5 m for a person standing); without terrain the ground is at sea level."
            value={draft.altitude}
            step={0.1}
            decimalScale={2}
            disabled={readOnly}
            error={problem('altitude')}
            onChange={(value) => set('altitude', value)}
          />
          <NumberField
            clampBehavior="none"
            label="Direction (° from north)"
            description={
              draft.pan === '' ? 'Compass: 0 north, 90 east' : `Looking ${formatHeading(draft.pan)}`
            }
            value={draft.pan}
            min={0}
            max={360}
            decimalScale={1}
            disabled={readOnly}
            error={problem('pan')}
            onChange={(value) => set('pan', value)}
          />
          <NumberField
            clampBehavior="none"
            label="Field of view (°)"
            description="Horizontal, from 1 to 179"
            value={draft.fieldOfView}
            min={1}
            max={179}
            decimalScale={1}
            disabled={readOnly}
            error={problem('fieldOfView')}
            onChange={(value) => set('fieldOfView', value)}
          />
          <NumberField
            clampBehavior="none"
            label="Tilt (°)"
            description="Up from level; below 0 looks down"
            value={draft.tilt}
            min={-90}
            max={90}
            decimalScale={1}
            disabled={readOnly}
            error={problem('tilt')}
            onChange={(value) => set('tilt', value)}
          />
          <NumberField
            clampBehavior="none"
            label="Wind from (° from north)"
            description={
              draft.windDirection === ''
                ? 'The rotors face the wind'
                : `From ${formatHeading(draft.windDirection)}; rotors face it`
            }
            value={draft.windDirection}
            min={0}
            max={360}
            decimalScale={1}
            disabled={readOnly}
            error={problem('windDirection')}
            onChange={(value) => set('windDirection', value)}
          />
          <TextInput
            type="datetime-local"
            label="Date and time (UTC)"
            description="Sets the sun. Empty: the viewer's default, noon UTC on the day the view is opened."
            value={draft.dateTime}
            disabled={readOnly}
            error={problem('dateTime')}
            onChange={(event) => set('dateTime', event.currentTarget.value)}
          />
          {sun ? (
            <Text size="sm" aria-live="polite">
              {viewingDateTime ? sun : `At the viewer's default time (noon UTC today): ${sun}`}
            </Text>
          ) : null}
          {readOnly ? null : (
            <Group>
              <Button type="submit" disabled={!dirty}>
                Save viewpoint
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <CoordinateFields
        planner={planner}
        point={viewpoint.position}
        submitLabel="Move the viewpoint here"
        disabled={readOnly}
        onSubmit={(point) =>
          void viewpoints.save(viewpoint, {
            position: { ...viewpoint.position, longitude: point.longitude, latitude: point.latitude },
          })
        }
      />
      <ViewpointPhoto
        viewpoint={viewpoint}
        mayChange={!readOnly && (planner.project.data?.abilities.update ?? false)}
        onPhotoChange={(photo) =>
          queryClient.setQueryData<{ items: Viewpoint[]; total: number }>(
            getViewpointsQueryOptions(planner.projectId).queryKey,
            (list) =>
              list && {
                ...list,
                items: list.items.map((item) => (item.id === viewpoint.id ? { ...item, photo } : item)),
              },
          )
        }
        onViewpointChange={async (change) => (await viewpoints.save(viewpoint, change)) !== undefined}
      />
      {readOnly ? null : (
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() =>
              void attempt('The viewpoint was not duplicated', async () => {
                const copy = await viewpoints.calls.duplicate(viewpoint.id);
                viewpoints.select(copy.id);
              })
            }
          >
            Duplicate
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              if (!window.confirm(`Delete ${viewpoint.name}? Tours that stop there lose that stop.`)) return;
              void attempt('The viewpoint was not deleted', async () => {
                await viewpoints.calls.remove(viewpoint.id);
                viewpoints.select(null);
              });
            }}
          >
            Delete viewpoint
          </Button>
        </Group>
      )}
    </Stack>
  );
}
