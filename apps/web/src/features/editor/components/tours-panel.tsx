import { i18n } from '@lingui/core';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnimationMode, Easing, type Tour, TourName, type UpdateTourRequest } from '@vantage/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { getToursQueryOptions } from '../api/get-tours';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import type { TourCalls } from '../api/tour-calls';
import { nextNumberedName } from '../model/numbered-name';
import { ANIMATION_MODE_LABELS, EASING_LABELS } from '../model/tour';
import type { Planner } from '../state/use-planner';
import { setPlannerView, usePlannerView } from '../state/view-store';
import { choiceStyle } from './choice-style';
import { TourStops } from './tour-stops';

async function attempt(title: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    notifyError({ title, message: errorMessage(error) });
  }
}

/**
 * The Tours tab: the project's tours, and for the chosen one its stops in order (drag to
 * reorder), how it flies between them, whether the viewer plays it on opening, and playing it
 * in the 3D preview.
 */
export function ToursPanel({ planner }: { planner: Planner }) {
  const tours = useQuery(getToursQueryOptions(planner.projectId));
  const calls = planner.calls.tours;
  const playing = usePlannerView().tour;
  const readOnly = planner.readOnly !== null;
  const [chosenId, setChosenId] = useState<number | null>(() => playing?.id ?? null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  if (tours.isPending)
    return (
      <Group justify="center" py="md" role="status" aria-label={i18n._('planner.toursPanel.loadingTheTours')}>
        <Loader size="sm" />
      </Group>
    );
  if (tours.isError)
    return (
      <Alert color="red" title={i18n._('planner.toursPanel.theToursCouldNot')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(tours.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void tours.refetch()}>
            {i18n._('planner.toursPanel.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );

  const list = tours.data.items;
  const chosen = list.find((tour) => tour.id === chosenId) ?? list[0];
  const renameProblem = renaming ? TourName.safeParse(renaming.name).error?.issues[0]?.message : undefined;

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {i18n._('planner.toursPanel.tours')}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.toursPanel.noTourYetA')}
        </Text>
      ) : (
        <Stack
          gap={2}
          component="ul"
          aria-label={i18n._('planner.toursPanel.tours')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((tour) => {
            const isChosen = tour.id === chosen?.id;
            return (
              <Group component="li" key={tour.id} gap={4} wrap="nowrap">
                {renaming?.id === tour.id ? (
                  <form
                    style={{ flex: 1 }}
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (renameProblem) return;
                      const name = renaming.name.trim();
                      setRenaming(null);
                      if (name !== tour.name)
                        void attempt(i18n._('planner.toursPanel.theTourWasNot'), () =>
                          calls.update(tour, { name }),
                        );
                    }}
                  >
                    <TextInput
                      aria-label={i18n._('planner.toursPanel.newNameOf', { name: tour.name })}
                      value={renaming.name}
                      maxLength={200}
                      autoFocus
                      error={renameProblem}
                      onChange={(event) => setRenaming({ id: tour.id, name: event.currentTarget.value })}
                      onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                      onBlur={(event) => event.currentTarget.form?.requestSubmit()}
                    />
                  </form>
                ) : (
                  <UnstyledButton
                    aria-pressed={isChosen}
                    onClick={() => setChosenId(tour.id)}
                    px={6}
                    py={4}
                    style={choiceStyle(isChosen, 'blue')}
                  >
                    <Text size="sm" truncate inherit>
                      {i18n._('planner.toursPanel.tourStops', {
                        name: tour.name,
                        count: tour.viewpointIds.length,
                      })}
                    </Text>
                  </UnstyledButton>
                )}
                {readOnly ? null : (
                  <>
                    <ActionIcon
                      variant="subtle"
                      aria-label={i18n._('planner.toursPanel.rename', { name: tour.name })}
                      onClick={() => setRenaming({ id: tour.id, name: tour.name })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={i18n._('planner.toursPanel.delete', { name: tour.name })}
                      onClick={() => {
                        if (
                          !window.confirm(
                            i18n._('planner.toursPanel.deleteItsViewpointsStay', { name: tour.name }),
                          )
                        )
                          return;
                        void attempt(i18n._('planner.toursPanel.theTourWasNot2'), async () => {
                          await calls.remove(tour.id);
                          if (playing?.id === tour.id) setPlannerView({ tour: null });
                        });
                      }}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            onClick={() =>
              void attempt(i18n._('planner.toursPanel.theTourWasNot3'), async () => {
                const created = await calls.create({ name: nextNumberedName('Tour', list) });
                setChosenId(created.id);
              })
            }
          >
            {i18n._('planner.toursPanel.newTour')}
          </Button>
        </Group>
      )}
      {chosen ? <TourEditor key={chosen.id} planner={planner} tour={chosen} calls={calls} /> : null}
    </Stack>
  );
}

function TourEditor({ planner, tour, calls }: { planner: Planner; tour: Tour; calls: TourCalls }) {
  const readOnly = planner.readOnly !== null;
  const viewpoints = useQuery(getViewpointsQueryOptions(planner.projectId));
  const playing = usePlannerView().tour;
  const [adding, setAdding] = useState<string | null>(null);
  const names = new Map((viewpoints.data?.items ?? []).map((viewpoint) => [viewpoint.id, viewpoint.name]));
  const nameOf = (id: number) => names.get(id) ?? `Viewpoint ${id}`;
  const isPlaying = playing?.id === tour.id;
  const save = (body: UpdateTourRequest) =>
    void attempt(i18n._('planner.toursPanel.wasNotSaved', { name: tour.name }), () =>
      calls.update(tour, body),
    );

  return (
    <Stack gap="sm" component="section" aria-label={i18n._('planner.toursPanel.tour', { name: tour.name })}>
      <Title order={3} size="h5">
        {tour.name}
      </Title>
      <Group gap="xs">
        {isPlaying && playing.playing ? (
          <Button variant="light" onClick={() => setPlannerView({ tour: null })}>
            {i18n._('planner.toursPanel.stop2')}
          </Button>
        ) : (
          <Button
            disabled={tour.viewpointIds.length === 0}
            onClick={() => setPlannerView({ tour: { id: tour.id, stop: 0, playing: true } })}
          >
            {i18n._('planner.toursPanel.playInPreview')}
          </Button>
        )}
      </Group>
      {isPlaying ? (
        <Text size="sm" role="status">
          {i18n._(playing.playing ? 'planner.toursPanel.playing' : 'planner.toursPanel.pausedAt', {
            stop: playing.stop + 1,
            stops: tour.viewpointIds.length,
            name: nameOf(tour.viewpointIds[playing.stop] ?? -1),
          })}
        </Text>
      ) : null}
      <Text size="sm" fw={600}>
        {i18n._('planner.toursPanel.stops2')}
      </Text>
      <TourStops
        viewpointIds={tour.viewpointIds}
        nameOf={nameOf}
        playingStop={isPlaying ? playing.stop : null}
        readOnly={readOnly}
        onReorder={(viewpointIds) => save({ viewpointIds })}
        onRemove={(index) => save({ viewpointIds: tour.viewpointIds.filter((_, at) => at !== index) })}
      />
      {readOnly ? null : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!adding) return;
            save({ viewpointIds: [...tour.viewpointIds, Number(adding)] });
            setAdding(null);
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              label={i18n._('planner.toursPanel.viewpointToAdd')}
              placeholder={
                names.size === 0
                  ? i18n._('planner.toursPanel.noViewpointsYet')
                  : i18n._('planner.toursPanel.chooseAViewpoint')
              }
              data={(viewpoints.data?.items ?? []).map((viewpoint) => ({
                value: String(viewpoint.id),
                label: viewpoint.name,
              }))}
              value={adding}
              onChange={setAdding}
              searchable
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" disabled={!adding}>
              {i18n._('planner.toursPanel.addStop')}
            </Button>
          </Group>
        </form>
      )}
      <Select
        label={i18n._('planner.toursPanel.flightBetweenStops')}
        data={AnimationMode.options.map((mode) => ({ value: mode, label: ANIMATION_MODE_LABELS[mode] }))}
        value={tour.animationMode}
        allowDeselect={false}
        disabled={readOnly}
        onChange={(value) => value && save({ animationMode: value as AnimationMode })}
      />
      <Select
        label={i18n._('planner.toursPanel.speedBetweenStops')}
        data={Easing.options.map((easing) => ({ value: easing, label: EASING_LABELS[easing] }))}
        value={tour.easing}
        allowDeselect={false}
        disabled={readOnly}
        onChange={(value) => value && save({ easing: value as Easing })}
      />
      <Checkbox
        label={i18n._('planner.toursPanel.playAutomaticallyWhenThe')}
        checked={tour.autoAnimate}
        disabled={readOnly}
        onChange={(event) => save({ autoAnimate: event.currentTarget.checked })}
      />
    </Stack>
  );
}
