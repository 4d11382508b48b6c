import { i18n } from '@lingui/core';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAP_LAYER_KIND_LABELS,
  MAP_LAYER_KINDS,
  type MapLayer,
  type MapLayerKind,
  mapLayerUrlProblem,
} from '@vantage/contracts/map-layers';
import { type FormEvent, useEffect, useState } from 'react';
import { useCurrentAccount } from '@/lib/session/session-context';
import { mapLayerCalls, useMapLayers } from '../api/map-layer-calls';
import { restack } from '../model/map-layer-stack';
import { toggleMapLayer, useHiddenMapLayers } from '../state/map-layer-view';
import type { Planner } from '../state/use-planner';

/** What the address field asks for, by kind, in the planner's language. */
const urlHint = (kind: MapLayerKind): string =>
  ({
    // The template's own placeholders are the message's arguments, given as themselves.
    xyz: i18n._('planner.mapLayersSection.hintXyz', { z: '{z}', x: '{x}', y: '{y}' }),
    wmts: i18n._('planner.mapLayersSection.hintWmts', {
      TileMatrix: '{TileMatrix}',
      TileCol: '{TileCol}',
      TileRow: '{TileRow}',
    }),
    wms: i18n._('planner.mapLayersSection.hintWms'),
  })[kind];

/** A kind's name (the contracts' MAP_LAYER_KIND_LABELS in English). */
const kindLabel = (kind: MapLayerKind): string =>
  kind === 'xyz' ? i18n._('planner.mapLayersSection.kindXyz') : MAP_LAYER_KIND_LABELS[kind];

const EMPTY = {
  name: '',
  kind: 'xyz' as MapLayerKind,
  url: '',
  wmsLayers: '',
  attribution: '',
  opacity: 100,
};

type Calls = ReturnType<typeof mapLayerCalls>;

/**
 * A layer's opacity (in %) and its place in the stack, for those who manage layers: the opacity
 * is saved when the field is left or Enter is pressed, the order by the two buttons. Each change
 * is sent on the version shown (If-Match): a change of a layer someone else changed since is
 * refused (412), said in the planner's error notice, and the list is read again.
 */
function LayerControls({
  layer,
  layers,
  calls,
  planner,
}: {
  layer: MapLayer;
  layers: readonly MapLayer[];
  calls: Calls;
  planner: Planner;
}) {
  const shown = Math.round(layer.opacity * 100);
  const [opacity, setOpacity] = useState<number | string>(shown);
  useEffect(() => setOpacity(shown), [shown]);
  const failed = i18n._('planner.mapLayersSection.theLayerWasNotChanged');
  const saveOpacity = () => {
    if (typeof opacity !== 'number' || opacity === shown) return setOpacity(shown);
    void planner.run(failed, () => calls.update(layer, { opacity: opacity / 100 }).catch(calls.refreshAfter));
  };
  const changes = (forward: boolean) => restack(layers, layer, forward);
  const move = (forward: boolean) =>
    void planner.run(failed, async () => {
      for (const change of changes(forward))
        await calls.update(change.layer, { order: change.order }).catch(calls.refreshAfter);
    });
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        size="xs"
        w={72}
        min={0}
        max={100}
        clampBehavior="strict"
        allowDecimal={false}
        suffix=" %"
        aria-label={i18n._('planner.mapLayersSection.opacityOf', { name: layer.name })}
        value={opacity}
        onChange={setOpacity}
        onBlur={saveOpacity}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          saveOpacity();
        }}
      />
      <Button
        size="compact-xs"
        variant="default"
        disabled={changes(false).length === 0}
        aria-label={i18n._('planner.mapLayersSection.sendBackward', { name: layer.name })}
        onClick={() => move(false)}
      >
        ↓
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={changes(true).length === 0}
        aria-label={i18n._('planner.mapLayersSection.bringForward', { name: layer.name })}
        onClick={() => move(true)}
      >
        ↑
      </Button>
    </Group>
  );
}

/**
 * The subscription's map layers in the Objects tab: each shown or hidden on the map by its check
 * box; Owners, Administrators and Team members (the policy table's `mapLayer.manage`) add them by
 * URL, change their opacity and order, and delete them. They show in every project of the
 * subscription, listed from the bottom of the stack to the top.
 */
export function MapLayersSection({ planner }: { planner: Planner }) {
  const layers = useMapLayers();
  const hidden = useHiddenMapLayers();
  const queryClient = useQueryClient();
  const { may } = useCurrentAccount();
  const mayManage = may('mapLayer.manage');
  const [draft, setDraft] = useState(EMPTY);
  const problem = draft.url.trim() ? mapLayerUrlProblem(draft.kind, draft.url.trim()) : undefined;
  const complete =
    draft.name.trim() !== '' &&
    draft.url.trim() !== '' &&
    !problem &&
    (draft.kind !== 'wms' || draft.wmsLayers.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const added = await planner.run(i18n._('planner.mapLayersSection.theMapLayerWas'), () =>
      mapLayerCalls(queryClient).create({
        name: draft.name.trim(),
        kind: draft.kind,
        url: draft.url.trim(),
        ...(draft.kind === 'wms' ? { wmsLayers: draft.wmsLayers.trim() } : {}),
        attribution: draft.attribution.trim(),
        opacity: draft.opacity / 100,
        order: layers.reduce((highest, layer) => Math.max(highest, layer.order + 1), 0),
      }),
    );
    if (added) setDraft(EMPTY);
  };

  return (
    <section aria-labelledby="planner-map-layers-title">
      <Title order={2} size="h5" id="planner-map-layers-title">
        {i18n._('planner.mapLayersSection.mapLayers')}
      </Title>
      {layers.length === 0 ? (
        <Text size="sm" mt={4}>
          {i18n._('planner.mapLayersSection.noneYetAerialPhotographs')}
        </Text>
      ) : (
        <Stack
          gap={4}
          mt={4}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={i18n._('planner.mapLayersSection.mapLayers')}
        >
          {layers.map((layer) => (
            <Group key={layer.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                checked={!hidden.has(layer.id)}
                onChange={(event) => toggleMapLayer(layer.id, event.currentTarget.checked)}
                label={`${layer.name} (${kindLabel(layer.kind)}, ${Math.round(layer.opacity * 100)} %)`}
                aria-label={i18n._('planner.mapLayersSection.showTheMapLayer', { name: layer.name })}
              />
              {mayManage ? (
                <Group gap={4} wrap="nowrap">
                  <LayerControls
                    layer={layer}
                    layers={layers}
                    calls={mapLayerCalls(queryClient)}
                    planner={planner}
                  />
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={i18n._('planner.mapLayersSection.deleteTheMapLayer', { name: layer.name })}
                    onClick={() =>
                      void planner.run(i18n._('planner.mapLayersSection.theMapLayerWas2'), () =>
                        mapLayerCalls(queryClient).remove(layer.id),
                      )
                    }
                  >
                    {i18n._('planner.mapLayersSection.delete')}
                  </Button>
                </Group>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {mayManage ? (
        <Stack
          component="form"
          gap={4}
          mt="xs"
          onSubmit={submit}
          aria-label={i18n._('planner.mapLayersSection.addAMapLayer')}
        >
          <TextInput
            size="xs"
            label={i18n._('planner.mapLayersSection.layerName')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
          <NativeSelect
            size="xs"
            label={i18n._('planner.mapLayersSection.service')}
            data={MAP_LAYER_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.currentTarget.value as MapLayerKind })}
          />
          <TextInput
            size="xs"
            label={i18n._('planner.mapLayersSection.addressUrl')}
            description={urlHint(draft.kind)}
            error={problem?.replace(/^url: /, 'The address ')}
            value={draft.url}
            onChange={(event) => setDraft({ ...draft, url: event.currentTarget.value })}
          />
          {draft.kind === 'wms' ? (
            <TextInput
              size="xs"
              label={i18n._('planner.mapLayersSection.wmsLayerNames')}
              description={i18n._('planner.mapLayersSection.commaSeparatedAsThe')}
              value={draft.wmsLayers}
              onChange={(event) => setDraft({ ...draft, wmsLayers: event.currentTarget.value })}
            />
          ) : null}
          <TextInput
            size="xs"
            label={i18n._('planner.mapLayersSection.attribution')}
            description={i18n._('planner.mapLayersSection.shownInTheMap')}
            value={draft.attribution}
            onChange={(event) => setDraft({ ...draft, attribution: event.currentTarget.value })}
          />
          <NumberInput
            size="xs"
            label={i18n._('planner.mapLayersSection.opacity')}
            min={0}
            max={100}
            clampBehavior="strict"
            allowDecimal={false}
            value={draft.opacity}
            onChange={(value) => setDraft({ ...draft, opacity: typeof value === 'number' ? value : 100 })}
          />
          <Group justify="flex-end">
            <Button size="compact-sm" type="submit" disabled={!complete}>
              {i18n._('planner.mapLayersSection.addMapLayer')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </section>
  );
}
