import { Alert, Badge, Box, Button, Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NOISE_FEATURE_KEY } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { noiseAnalysis } from '@/lib/noise/noise-analysis';
import type { NoiseOutcome, NoiseProgress } from '@/lib/noise/noise-run';
import { notifyError } from '@/lib/notify';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { updateNoiseSettings } from '../../api/noise-settings';
import { noiseAccess } from '../../model/noise-access';
import { cancelNoise, startNoise, usePlannerNoise } from '../../state/noise-store';
import { noiseStudyParts, useNoiseRequest } from '../../state/use-noise-request';
import type { Planner } from '../../state/use-planner';
import type { StudyTerrainState } from '../../state/use-study-terrain';
import { NoiseSettingsForm, useNoiseSettingsForm } from './noise-settings-form';

const PERIODS = ['day', 'evening', 'night'] as const;
const PERIOD_LABELS = { day: 'Day', evening: 'Evening', night: 'Night' } as const;
const dB = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(1);
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`;

const progressText = ({ phase, fraction }: NoiseProgress) =>
  phase === 'receptors'
    ? 'Calculating the receptors…'
    : `Calculating the noise map: ${Math.round(fraction * 100)} %`;
const progressValue = ({ phase, fraction }: NoiseProgress) =>
  phase === 'receptors' ? 5 : 10 + 90 * fraction;

/**
 * The Studies tab's Noise section (docs/studies/noise.md): with Noise Simulation unlocked, the
 * active scenario's noise at every receptor, calculated in a worker with progress and Cancel —
 * levels by period with the limit of the receptor's category and the margin, the level from
 * each turbine, the night map with its isophones, the downloads, and the night modes that bring
 * every receptor under its limit, applied to the project's noise settings in one step.
 */
export function NoiseSection({ planner, terrain }: { planner: Planner; terrain: StudyTerrainState }) {
  const features = useFeatures({ staleTime: 60_000 });
  const access = noiseAccess(
    features.data?.find((feature) => feature.key === NOISE_FEATURE_KEY)?.state ?? null,
    features.isPending,
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-noise-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="planner-noise-title">
          Noise
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            Locked
          </Badge>
        ) : null}
      </Group>
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          The Noise Simulation module is not part of your subscription.
        </Text>
      ) : access === 'open' ? (
        <NoiseStudy planner={planner} terrain={terrain} />
      ) : null}
    </Stack>
  );
}

function NoiseStudy({ planner, terrain }: { planner: Planner; terrain: StudyTerrainState }) {
  const queryClient = useQueryClient();
  const form = useNoiseSettingsForm(planner);
  const settings = form.stored;
  const { objectList, presetList, activeScenario } = planner;
  const turbines = useMemo(
    () => noiseStudyParts({ objectList, presetList, activeScenario }).turbines,
    [objectList, presetList, activeScenario],
  );
  const request = useNoiseRequest(planner, form.values, terrain.terrain);
  const terrainFailed = terrain.failed;
  const noise = usePlannerNoise(planner.projectId);
  const [applying, setApplying] = useState(false);
  const mayChange = planner.readOnly === null && (planner.project.data?.abilities.update ?? false);
  const outcome = noise.outcome;
  const stale = outcome !== null && request !== null && noise.key !== noiseAnalysis.key(request);
  const fileBase = `${planner.project.data?.name ?? 'project'} noise`.replace(/[\\/:*?"<>|]/g, '_');

  async function save(kind: 'csv' | 'tiff' | 'geojson') {
    if (!outcome) return;
    try {
      if (kind === 'csv') {
        const { noiseCsv } = await import('@/lib/noise/noise-csv');
        download(`${fileBase}.csv`, 'text/csv', noiseCsv(outcome.study));
      } else if (kind === 'tiff') {
        const { gridGeoTiff } = await import('@/lib/analysis/raster-export');
        download(
          `${fileBase} night.tif`,
          'image/tiff',
          await gridGeoTiff(outcome.frame, outcome.levels, null),
        );
      } else
        download(`${fileBase} isophones.geojson`, 'application/geo+json', JSON.stringify(outcome.isophones));
    } catch (error) {
      notifyError({ title: 'The noise study was not saved', message: errorMessage(error) });
    }
  }

  async function applyPlan(result: NoiseOutcome) {
    if (!settings.data) return;
    setApplying(true);
    try {
      const modes = new Map(settings.data.turbineModes.map((entry) => [entry.turbineId, entry]));
      for (const source of result.study.sources) {
        const night = result.plan.nightModes[String(source.id)];
        if (!night) continue;
        const current = modes.get(source.id);
        modes.set(source.id, {
          turbineId: source.id,
          day: current?.day ?? source.modes.day,
          evening: current?.evening ?? source.modes.evening,
          night,
        });
      }
      const next = await updateNoiseSettings(
        planner.projectId,
        settings.data.version,
        { turbineModes: [...modes.values()] },
        queryClient,
      );
      const { projectId: _p, version: _v, updatedAt: _u, ...saved } = next;
      if (request)
        void startNoise(planner.projectId, { ...request, input: { ...request.input, settings: saved } });
    } catch (error) {
      notifyError({ title: 'The night modes were not applied', message: errorMessage(error) });
    } finally {
      setApplying(false);
    }
  }

  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm">
        ISO 9613-2 at every receptor of the project from the active scenario's turbines. Tower bases and
        receptors stand on the project's terrain model where it covers them all, else on flat ground at 0 m;
        no barriers, no screening by the terrain.
      </Text>
      <NoiseSettingsForm state={form} mayChange={mayChange} turbines={turbines} />
      {terrainFailed ? (
        <Alert color="red" title="The project's terrain model was not loaded">
          The noise study waits for it: the heights of the turbines and receptors come from it.
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button
          onClick={() => request && void startNoise(planner.projectId, request)}
          disabled={!request || noise.progress !== null}
        >
          Calculate noise
        </Button>
        {noise.progress ? (
          <Button variant="default" onClick={cancelNoise}>
            Cancel
          </Button>
        ) : null}
      </Group>
      {noise.progress ? (
        <Stack gap={4}>
          <Progress value={progressValue(noise.progress)} aria-label="Noise study progress" animated />
          <Text size="sm">{progressText(noise.progress)}</Text>
        </Stack>
      ) : null}
      {noise.error ? <Alert color="red">{noise.error}</Alert> : null}
      {outcome ? (
        <NoiseResult
          outcome={outcome}
          stale={stale}
          mayApply={mayChange && !applying}
          onApply={() => void applyPlan(outcome)}
          onSave={(kind) => void save(kind)}
        />
      ) : null}
    </Stack>
  );
}

function NoiseResult({
  outcome,
  stale,
  mayApply,
  onApply,
  onSave,
}: {
  outcome: NoiseOutcome;
  stale: boolean;
  mayApply: boolean;
  onApply: () => void;
  onSave: (kind: 'csv' | 'tiff' | 'geojson') => void;
}) {
  const { study, plan } = outcome;
  const hasLden = study.receptors.some((receptor) => receptor.lden !== null);
  const names = new Map(study.sources.map((source) => [String(source.id), source.name]));
  const overAtNight = study.receptors.filter((receptor) => receptor.indicators.night?.over);
  return (
    <Stack gap="sm">
      {stale ? (
        <Alert color="yellow">
          The plan or the settings changed since this was calculated: calculate again.
        </Alert>
      ) : null}
      <Text size="sm">
        {study.ruleSet.name} ({study.ruleSet.source}). {study.methods.join('; ')}. {study.ground.text} No
        barriers.
      </Text>
      {study.withoutSoundPower.length ? (
        <Alert color="yellow">
          Left out, their preset carries no sound power:{' '}
          {study.withoutSoundPower.map((turbine) => turbine.name).join(', ')}.
        </Alert>
      ) : null}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Noise at the receptors, scrollable"
        style={{ overflowX: 'auto' }}
      >
        <Table striped withTableBorder fz="xs" aria-label="Noise at the receptors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Receptor</Table.Th>
              {PERIODS.map((period) => (
                <Table.Th key={period}>{PERIOD_LABELS[period]} dB(A)</Table.Th>
              ))}
              {hasLden ? <Table.Th>Lden dB</Table.Th> : null}
              <Table.Th>Night limit</Table.Th>
              <Table.Th>Margin</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {study.receptors.map((receptor) => {
              const night = receptor.indicators.night;
              return (
                <Table.Tr key={receptor.id} data-over={receptor.over || undefined}>
                  <Table.Th scope="row">
                    {receptor.name}
                    <Text size="xs" c="dimmed">
                      {receptor.limitCategory}
                    </Text>
                  </Table.Th>
                  {PERIODS.map((period) => (
                    <Table.Td key={period}>{dB(receptor[period].total)}</Table.Td>
                  ))}
                  {hasLden ? <Table.Td>{dB(receptor.lden)}</Table.Td> : null}
                  <Table.Td>{night ? night.limit : '–'}</Table.Td>
                  <Table.Td>
                    {night ? signed(night.margin) : '–'}{' '}
                    {receptor.over ? (
                      <Badge color="red" size="xs">
                        Over
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Night level from each turbine, scrollable"
        style={{ overflowX: 'auto' }}
      >
        <Table withTableBorder fz="xs" aria-label="Night level from each turbine">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Receptor</Table.Th>
              {study.sources.map((source) => (
                <Table.Th key={source.id}>
                  {source.name} ({source.modes.night})
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {study.receptors.map((receptor) => (
              <Table.Tr key={receptor.id}>
                <Table.Th scope="row">{receptor.name}</Table.Th>
                {receptor.night.bySource.map((level, index) => (
                  <Table.Td key={study.sources[index]!.id}>{dB(level)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Group gap="xs">
        <Button variant="light" onClick={() => onSave('csv')}>
          Download CSV
        </Button>
        <Button variant="light" onClick={() => onSave('tiff')}>
          Download GeoTIFF
        </Button>
        <Button variant="light" onClick={() => onSave('geojson')}>
          Download isophones (GeoJSON)
        </Button>
      </Group>
      <Text size="xs">
        Night map: {outcome.frame.width} × {outcome.frame.height} cells of {outcome.frame.cellSize} m in{' '}
        {outcome.frame.system.name} (EPSG:{outcome.frame.system.epsgCode}); isophones at{' '}
        {outcome.isophoneLevels.join(', ')} dB(A); calculated in {(outcome.milliseconds / 1000).toFixed(1)} s.
      </Text>
      {overAtNight.length ? (
        <Stack gap={4} component="section" aria-labelledby="planner-noise-mitigation-title">
          <Title order={4} size="h6" id="planner-noise-mitigation-title">
            Mitigation by night
          </Title>
          <List size="sm">
            {overAtNight.map((receptor) => (
              <List.Item key={receptor.id}>
                {receptor.name}: {dB(-receptor.indicators.night!.margin)} dB over; loudest{' '}
                {(plan.contributorsOver[String(receptor.id)] ?? [])
                  .map((c) => `${names.get(c.sourceId)} ${dB(c.level)} dB(A)`)
                  .join(', ')}
                .
              </List.Item>
            ))}
          </List>
          {plan.changes.length ? (
            <Text size="sm">
              Suggested night modes:{' '}
              {plan.changes
                .map((change) => `${names.get(change.sourceId)} ${change.from} → ${change.to}`)
                .join('; ')}
              .
            </Text>
          ) : null}
          {plan.feasible ? null : (
            <Alert color="yellow">
              No mode of the presets is quiet enough for{' '}
              {plan.stillOver.map((id) => study.receptors.find((r) => String(r.id) === id)?.name).join(', ')}.
            </Alert>
          )}
          {plan.changes.length ? (
            <Group>
              <Button onClick={onApply} disabled={!mayApply}>
                Apply the suggested night modes
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm">Every receptor is under its night limit.</Text>
      )}
    </Stack>
  );
}
