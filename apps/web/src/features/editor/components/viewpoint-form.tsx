import { i18n } from '@lingui/core';
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
    <Stack
      gap="sm"
      component="section"
      aria-label={i18n._('planner.viewpointForm.viewpoint', { name: viewpoint.name })}
    >
      <Title order={3} size="h5">
        {viewpoint.name}
      </Title>
      <form
        aria-label={i18n._('planner.viewpointForm.viewpointSettings')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (Object.keys(problems).length > 0 || Object.keys(change).length === 0) return;
          void viewpoints.save(viewpoint, change);
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={i18n._('planner.viewpointForm.name')}
            value={draft.name}
            maxLength={200}
            disabled={readOnly}
            error={problem('name')}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          {/* Numbers out of range stay as typed, with the problem in words: never clamped in silence. */}
          <NumberField
            clampBehavior="none"
            label={i18n._('planner.viewpointForm.eyeHeightMAbove')}
            description={i18n._('planner.viewpointForm.howHighTheEye')}
            value={draft.altitude}
            step={0.1}
            decimalScale={2}
            disabled={readOnly}
            error={problem('altitude')}
            onChange={(value) => set('altitude', value)}
          />
          <NumberField
            clampBehavior="none"
            label={i18n._('planner.viewpointForm.directionFromNorth')}
            description={
              draft.pan === ''
                ? i18n._('planner.viewpointForm.compass0North90')
                : i18n._('planner.viewpointForm.looking', { value: formatHeading(draft.pan) })
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
            label={i18n._('planner.viewpointForm.fieldOfView')}
            description={i18n._('planner.viewpointForm.horizontalFrom1To')}
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
            label={i18n._('planner.viewpointForm.tilt')}
            description={i18n._('planner.viewpointForm.upFromLevelBelow')}
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
            label={i18n._('planner.viewpointForm.windFromFromNorth')}
            description={
              draft.windDirection === ''
                ? i18n._('planner.viewpointForm.theRotorsFaceThe')
                : i18n._('planner.viewpointForm.fromRotorsFaceIt', {
                    value: formatHeading(draft.windDirection),
                  })
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
            label={i18n._('planner.viewpointForm.dateAndTimeUtc')}
            description={i18n._('planner.viewpointForm.setsTheSunEmpty')}
            value={draft.dateTime}
            disabled={readOnly}
            error={problem('dateTime')}
            onChange={(event) => set('dateTime', event.currentTarget.value)}
          />
          {sun ? (
            <Text size="sm" aria-live="polite">
              {viewingDateTime ? sun : i18n._('planner.viewpointForm.atTheViewerS', { sun })}
            </Text>
          ) : null}
          {readOnly ? null : (
            <Group>
              <Button type="submit" disabled={!dirty}>
                {i18n._('planner.viewpointForm.saveViewpoint')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <CoordinateFields
        planner={planner}
        point={viewpoint.position}
        submitLabel={i18n._('planner.viewpointForm.moveTheViewpointHere')}
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
              void attempt(i18n._('planner.viewpointForm.theViewpointWasNot'), async () => {
                const copy = await viewpoints.calls.duplicate(viewpoint.id);
                viewpoints.select(copy.id);
              })
            }
          >
            {i18n._('planner.viewpointForm.duplicate')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              if (
                !window.confirm(i18n._('planner.viewpointForm.deleteToursThatStop', { name: viewpoint.name }))
              )
                return;
              void attempt(i18n._('planner.viewpointForm.theViewpointWasNot2'), async () => {
                await viewpoints.calls.remove(viewpoint.id);
                viewpoints.select(null);
              });
            }}
          >
            {i18n._('planner.viewpointForm.deleteViewpoint')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
