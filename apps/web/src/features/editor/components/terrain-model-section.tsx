import { i18n } from '@lingui/core';
import { Alert, Badge, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TERRAIN_MODEL_FEATURE_KEY, type TerrainModel } from '@vantage/contracts';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { getTerrainModelQueryOptions, removeTerrainModel, uploadTerrainModel } from '../api/terrain-model';
import { fixed } from '../i18n/numbers';
import { terrainModelAccess } from '../model/terrain-model-access';
import type { Planner } from '../state/use-planner';

const longitude = (value: number) =>
  i18n._('planner.terrainModelSection.longitude', {
    degrees: fixed(Math.abs(value), 4),
    ew: value < 0 ? 'west' : 'east',
  });
const latitude = (value: number) =>
  i18n._('planner.terrainModelSection.latitude', {
    degrees: fixed(Math.abs(value), 4),
    ns: value < 0 ? 'south' : 'north',
  });
const metres = (value: number) => fixed(value, 1);

function ModelFacts({ model }: { model: TerrainModel }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
      {(
        [
          [i18n._('planner.terrainModelSection.file'), model.fileName],
          [i18n._('planner.terrainModelSection.coordinateSystem'), `EPSG:${model.sourceEpsgCode}`],
          [
            i18n._('planner.terrainModelSection.extent'),
            i18n._('planner.terrainModelSection.extentValue', {
              west: longitude(model.west),
              east: longitude(model.east),
              south: latitude(model.south),
              north: latitude(model.north),
            }),
          ],
          [
            i18n._('planner.terrainModelSection.heights'),
            i18n._('planner.terrainModelSection.heightsValue', {
              min: metres(model.minHeight),
              max: metres(model.maxHeight),
            }),
          ],
          [
            i18n._('planner.terrainModelSection.cells'),
            i18n._('planner.terrainModelSection.cellsValue', {
              resolution: metres(model.sourceResolution),
              width: model.width,
              height: model.height,
            }),
          ],
        ] as const
      ).map(([term, value]) => (
        <Box key={term} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={600}>
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The project's own terrain model: a GeoTIFF of ground heights that takes precedence over the
 * operator's terrain tiles inside its extent (for the ZTV and the 3D views). Who may upload,
 * replace and remove it: terrain-model-access.ts.
 */
export function TerrainModelSection({ planner }: { planner: Planner }) {
  const queryClient = useQueryClient();
  const model = useQuery(getTerrainModelQueryOptions(planner.projectId));
  const features = useFeatures({ staleTime: 60_000 });
  const config = useClientConfig();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const access = terrainModelAccess(
    features.data?.find((feature) => feature.key === TERRAIN_MODEL_FEATURE_KEY)?.state ?? null,
    {
      mayChange: planner.readOnly === null && (planner.project.data?.abilities.update ?? false),
      loading: features.isPending,
    },
  );
  const current = model.data ?? null;
  const tiles = config.data?.terrain ?? null;

  async function upload(file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await uploadTerrainModel(planner.projectId, file, queryClient);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    if (
      !current ||
      !window.confirm(
        i18n._(
          tiles
            ? 'planner.terrainModelSection.removeForTiles'
            : 'planner.terrainModelSection.removeForSeaLevel',
          {
            name: current.fileName,
          },
        ),
      )
    )
      return;
    setBusy(true);
    setProblem(null);
    try {
      await removeTerrainModel(planner.projectId, queryClient);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-terrain-model-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="planner-terrain-model-title">
          {i18n._('planner.terrainModelSection.terrainModel')}
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            {i18n._('planner.terrainModelSection.locked')}
          </Badge>
        ) : null}
      </Group>
      {model.isPending ? (
        <Loader
          role="status"
          size="sm"
          aria-label={i18n._('planner.terrainModelSection.loadingTheTerrainModel')}
        />
      ) : model.isError ? (
        <Alert color="red">{errorMessage(model.error)}</Alert>
      ) : current ? (
        <ModelFacts model={current} />
      ) : (
        <Text size="sm">
          {tiles
            ? tiles.attribution
              ? i18n._('planner.terrainModelSection.heightsFrom', { attribution: tiles.attribution })
              : i18n._('planner.terrainModelSection.heightsFromTiles')
            : i18n._('planner.terrainModelSection.withoutTerrainTheGround')}
        </Text>
      )}
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.terrainModelSection.yourOwnTerrainModel')}
        </Text>
      ) : null}
      {access === 'change' ? (
        <Box
          p="sm"
          data-dragging={dragging || undefined}
          style={{
            border: `1px dashed var(--mantine-color-${dragging ? 'blue-7' : 'gray-5'})`,
            borderRadius: 'var(--mantine-radius-sm)',
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void upload(event.dataTransfer.files[0]);
          }}
        >
          <Stack gap={6}>
            <Text size="sm">{i18n._('planner.terrainModelSection.aSingleBandGeotiff')}</Text>
            <input
              ref={input}
              type="file"
              accept=".tif,.tiff,image/tiff"
              hidden
              aria-hidden
              tabIndex={-1}
              onChange={(event) => void upload(event.currentTarget.files?.[0])}
            />
            <Group gap="xs">
              <Button size="xs" loading={busy} onClick={() => input.current?.click()}>
                {current
                  ? i18n._('planner.terrainModelSection.replace')
                  : i18n._('planner.terrainModelSection.uploadAGeotiff')}
              </Button>
              {current ? (
                <Button size="xs" variant="default" color="red" disabled={busy} onClick={() => void remove()}>
                  {i18n._('planner.terrainModelSection.remove')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Box>
      ) : null}
      {problem ? (
        <Alert color="red" title={i18n._('planner.terrainModelSection.theTerrainModelWas')} role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
