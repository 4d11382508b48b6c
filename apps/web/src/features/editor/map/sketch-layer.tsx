import { i18n } from '@lingui/core';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlannerPoint } from '@vantage/contracts';
import {
  SKETCH_KINDS,
  SKETCH_TEXT_MAX_LENGTH,
  type Sketch,
  type SketchKind,
} from '@vantage/contracts/sketches';
import { Layer, Marker, Source, useMap } from '@vis.gl/react-maplibre';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { getSketchesQueryOptions, sketchCalls, useSketches } from '../api/sketch-calls';
import {
  arrowOf,
  SKETCH_COLOURS,
  SKETCH_KIND_NAMES,
  sketchFeatures,
  sketchName,
  sketchSummary,
} from '../model/sketch';
import type { Planner } from '../state/use-planner';

/**
 * The project's sketch annotations on the planner's map (decision 196), above the plan's
 * objects and apart from them: nothing selects or drags them, no list of objects holds them.
 * Everyone who sees the project sees them. The map's container carries `data-sketches` (the
 * kinds drawn with their counts, "kind:count" joined by "|"), for tests.
 */
export function SketchLayer({ projectId }: { projectId: number }) {
  const sketches = useSketches(projectId);
  const data = useMemo(() => sketchFeatures(sketches), [sketches]);
  const labels = sketches.filter((sketch) => sketch.kind === 'label');
  const { current: mapRef } = useMap();
  useEffect(() => {
    const container = mapRef?.getMap().getContainer();
    if (!container) return;
    container.dataset.sketches = sketchSummary(sketches);
  }, [mapRef, sketches]);
  return (
    <>
      <Source id="planner-sketches" type="geojson" data={data}>
        <Layer
          id="planner-sketch-fills"
          type="fill"
          filter={['in', ['get', 'part'], ['literal', ['area']]]}
          paint={{ 'fill-color': ['get', 'colour'], 'fill-opacity': 0.2 }}
        />
        <Layer
          id="planner-sketch-heads"
          type="fill"
          filter={['==', ['get', 'part'], 'head']}
          paint={{ 'fill-color': ['get', 'colour'], 'fill-opacity': 1 }}
        />
        <Layer
          id="planner-sketch-lines"
          type="line"
          filter={['in', ['get', 'part'], ['literal', ['area', 'path']]]}
          layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          paint={{ 'line-color': ['get', 'colour'], 'line-width': 2.5 }}
        />
      </Source>
      {labels.map((sketch) => {
        const point = sketch.points[0];
        if (!point) return null;
        return (
          <Marker key={sketch.id} longitude={point.longitude} latitude={point.latitude} anchor="center">
            <span
              className="planner-sketch-label"
              data-sketch-label={sketch.text}
              style={LABEL_STYLE(sketch.colour)}
            >
              {sketch.text}
            </span>
          </Marker>
        );
      })}
    </>
  );
}

const LABEL_STYLE = (colour: string) => ({
  color: colour,
  fontSize: 13,
  fontWeight: 700,
  whiteSpace: 'nowrap' as const,
  textShadow: '0 0 3px #fff, 0 0 3px #fff, 0 0 2px #fff',
});

/** Draws and deletes annotations through the API; a refusal becomes a toast in words. */
export function useSketchEdits(planner: Planner) {
  const queryClient = useQueryClient();
  const calls = useMemo(() => sketchCalls(planner.projectId, queryClient), [planner.projectId, queryClient]);
  const attempt = async (title: string, work: () => Promise<unknown>) => {
    try {
      await work();
      return true;
    } catch (error) {
      notifyError({ title, message: errorMessage(error) });
      // Someone may have changed or deleted it meanwhile (412, 404): the list shows the server's state.
      await queryClient.invalidateQueries({ queryKey: getSketchesQueryOptions(planner.projectId).queryKey });
      return false;
    }
  };
  return {
    /** A shape drawn with the sketch tool: an area's corners, a line's points, an arrow's tail and head. */
    drawn: (points: PlannerPoint[]) => {
      const kind = planner.sketchKind;
      const shape = kind === 'arrow' ? arrowOf(points) : points;
      return attempt(
        i18n._('planner.sketchLayer.theWasNotSaved', { value: SKETCH_KIND_NAMES[kind].toLowerCase() }),
        () => calls.create({ kind, colour: planner.sketchColour, points: shape }),
      );
    },
    label: (at: PlannerPoint, text: string) =>
      attempt(i18n._('planner.sketchLayer.theLabelWasNot'), () =>
        calls.create({ kind: 'label', colour: planner.sketchColour, text, points: [at] }),
      ),
    remove: (id: number) =>
      attempt(i18n._('planner.sketchLayer.theAnnotationWasNot'), () => calls.remove(id)),
    recolour: (sketch: Sketch, colour: string) =>
      attempt(i18n._('planner.sketchLayer.theColourWasNot'), () => calls.update(sketch, { colour })),
  };
}

/** The colour choices, with an annotation's own colour when it is none of them (set through the API). */
function colourChoices(current: string) {
  const choices = SKETCH_COLOURS.map((colour) => ({ value: colour.value, label: colour.label }));
  const known = choices.some((choice) => choice.value.toLowerCase() === current.toLowerCase());
  return known ? choices : [...choices, { value: current, label: current }];
}

const HINTS: Record<SketchKind, string> = {
  get label() {
    return i18n._('planner.sketchLayer.clickTheMapWhere');
  },
  get arrow() {
    return i18n._('planner.sketchLayer.hintArrow');
  },
  get line() {
    return i18n._('planner.sketchLayer.hintLine');
  },
  get area() {
    return i18n._('planner.sketchLayer.hintArea');
  },
};

type PanelProps = {
  planner: Planner;
  /** Where a label is being placed, waiting for its text; null when none is. */
  labelAt: PlannerPoint | null;
  onLabelDone: () => void;
};

/** Over the map while the sketch tool is chosen: what it draws, the colour, a label's text, the list. */
export function SketchPanel({ planner, labelAt, onLabelDone }: PanelProps) {
  const sketches = useSketches(planner.projectId);
  const edits = useSketchEdits(planner);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!labelAt) setText('');
  }, [labelAt]);
  if (planner.tool !== 'sketch' || planner.readOnly !== null) return null;

  async function addLabel(event: FormEvent) {
    event.preventDefault();
    if (!labelAt || text.trim() === '') return;
    if (await edits.label(labelAt, text.trim())) onLabelDone();
  }

  return (
    <Paper
      shadow="xs"
      p={8}
      withBorder
      style={{ position: 'absolute', left: 10, top: 10, zIndex: 2, width: 290 }}
      component="section"
      aria-label={i18n._('planner.sketchLayer.sketch')}
    >
      <Stack gap={6}>
        <Group gap={6} grow wrap="nowrap">
          <NativeSelect
            size="xs"
            label={i18n._('planner.sketchLayer.sketch')}
            value={planner.sketchKind}
            data={SKETCH_KINDS.map((kind) => ({ value: kind, label: SKETCH_KIND_NAMES[kind] }))}
            onChange={(event) => {
              planner.setSketchKind(event.currentTarget.value as SketchKind);
              onLabelDone();
            }}
          />
          <NativeSelect
            size="xs"
            label={i18n._('planner.sketchLayer.colour')}
            value={planner.sketchColour}
            data={colourChoices(planner.sketchColour)}
            onChange={(event) => planner.setSketchColour(event.currentTarget.value)}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {HINTS[planner.sketchKind]} {i18n._('planner.sketchLayer.sketchesAreForThe')}
        </Text>
        {labelAt && planner.sketchKind === 'label' ? (
          <form onSubmit={(event) => void addLabel(event)}>
            <TextInput
              size="xs"
              label={i18n._('planner.sketchLayer.labelText')}
              value={text}
              maxLength={SKETCH_TEXT_MAX_LENGTH}
              onChange={(event) => setText(event.currentTarget.value)}
              data-autofocus
              autoFocus
            />
            <Group gap={6} mt={4}>
              <Button size="compact-xs" type="submit" disabled={text.trim() === ''}>
                {i18n._('planner.sketchLayer.addLabel')}
              </Button>
              <Button size="compact-xs" variant="default" onClick={onLabelDone}>
                {i18n._('planner.sketchLayer.cancel')}
              </Button>
            </Group>
          </form>
        ) : null}
        {sketches.length === 0 ? (
          <Text size="xs">{i18n._('planner.sketchLayer.noSketchesYet')}</Text>
        ) : (
          <Stack
            gap={2}
            component="ul"
            aria-label={i18n._('planner.sketchLayer.sketches')}
            style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 180, overflowY: 'auto' }}
          >
            {sketches.map((sketch) => (
              <Group key={sketch.id} component="li" gap={6} wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: sketch.colour,
                      flex: 'none',
                    }}
                  />
                  <Text size="xs" truncate>
                    {sketchName(sketch)}
                  </Text>
                </Group>
                <NativeSelect
                  size="xs"
                  w={84}
                  aria-label={i18n._('planner.sketchLayer.colourOf', { value: sketchName(sketch) })}
                  value={sketch.colour}
                  data={colourChoices(sketch.colour)}
                  onChange={(event) => void edits.recolour(sketch, event.currentTarget.value)}
                />
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={i18n._('planner.sketchLayer.delete', { value: sketchName(sketch) })}
                  onClick={() => void edits.remove(sketch.id)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
