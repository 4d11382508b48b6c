import { i18n } from '@lingui/core';
import { Badge, Button, Checkbox, Group, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NOISE_FEATURE_KEY, PDF_REPORT_FEATURE_KEY } from '@vantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session/session-context';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { useConstraintLayers } from '../../api/constraint-layer-calls';
import { getViewpointsQueryOptions } from '../../api/get-viewpoints';
import { studyBasis } from '../../model/study-basis';
import { makeReport, type ReportProgress } from '../../report/make-report';
import { loadReportCatalog } from '../../report/report-catalogs';
import { REPORT_CHAPTERS, type ReportChapterKey } from '../../report/report-content';
import { reportText } from '../../report/report-text';
import { plannerResult } from '../../report/study-chapters';
import { usePlannerNoise } from '../../state/noise-store';
import { usePlannerShadow } from '../../state/shadow-store';
import type { Planner } from '../../state/use-planner';
import { useSetbackRules } from '../../state/use-site-checks';
import { usePlannerZtv } from '../../state/ztv-store';

const SHADOW_FEATURE_KEY = 'ShadowFlickerSimulation';

/**
 * "Report (PDF)": a scenario's report for a planning authority, made in the browser with
 * progress and Cancel (docs/decisions/193-report.md). Whoever sees the planner may make one,
 * Observers too: it changes nothing and prints only what they can already read. Locked unless
 * PdfReport is Enabled.
 */
export function ReportSection({ planner }: { planner: Planner }) {
  const features = useFeatures({ staleTime: 60_000 });
  const stateOf = (key: string) => features.data?.find((feature) => feature.key === key)?.state ?? null;
  const access =
    stateOf(PDF_REPORT_FEATURE_KEY) === 'Enabled' ? 'open' : features.isPending ? 'loading' : 'locked';
  const session = useSession();
  const [chosen, setChosen] = useState<number | null>(null);
  const [chapters, setChapters] = useState<ReportChapterKey[]>(REPORT_CHAPTERS.map((chapter) => chapter.key));
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const viewpoints = useQuery(getViewpointsQueryOptions(planner.projectId));
  const config = useClientConfig();
  const ztv = usePlannerZtv(planner.projectId);
  const shadow = usePlannerShadow(planner.projectId);
  const noise = usePlannerNoise(planner.projectId);
  const setbackRules = useSetbackRules(planner);
  const constraintLayers = useConstraintLayers(planner.projectId);
  // The viewpoints for visualisation sheets: none until chosen (each takes two 3D renders).
  const [viewpointIds, setViewpointIds] = useState<string[]>([]);
  const viewpointItems = viewpoints.data?.items ?? [];
  const chosenViewpoints = viewpointItems.filter((v) => viewpointIds.includes(String(v.id)));
  // The chapters are named in the report's words: its catalog, fetched when this tab opens, then
  // the list is drawn again in them (English until then, never a bare id).
  const [, setReportWords] = useState<string | null>(null);
  useEffect(() => {
    if (access !== 'open') return;
    let live = true;
    loadReportCatalog(i18n.locale).then(
      () => live && setReportWords(i18n.locale),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [access]);

  const scenario =
    planner.scenarioList.find((item) => item.id === chosen) ??
    planner.activeScenario ??
    planner.scenarioList[0];
  const project = planner.project.data;
  const system = project?.defaultCoordinateSystem ?? null;

  async function make() {
    if (!scenario || !project || !system) return;
    const controller = new AbortController();
    running.current = controller;
    const basis = studyBasis(planner.objectList, planner.presetList, scenario.id);
    setSaved(null);
    setProgress({ step: 'Starting', fraction: 0 });
    try {
      // The studies' reasons below are the report's words: its catalog first.
      await loadReportCatalog();
      const { bytes, fileName } = await makeReport(
        {
          projectId: planner.projectId,
          projectName: project.name,
          projectUpdatedAt: project.updatedAt,
          revisionOf: project.originalProjectId,
          hasLogo: project.hasLogo,
          scenario: { id: scenario.id, name: scenario.name },
          organisation: planner.subscription.data?.customerName ?? '',
          author: session.profile?.name || session.profile?.email || 'Unknown',
          system,
          objects: planner.objectList,
          presets: planner.presetList,
          chapters: new Set(chapters),
          modules: {
            shadow: stateOf(SHADOW_FEATURE_KEY) === 'Enabled',
            noise: stateOf(NOISE_FEATURE_KEY) === 'Enabled',
          },
          shadowSettings: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
          viewpoints: chosenViewpoints,
          allViewpoints: viewpointItems,
          studies: {
            ztv: plannerResult(ztv, basis, reportText('report.where.terrain', 'Terrain tab')),
            shadow: plannerResult(
              shadow,
              basis,
              reportText('report.where.shadow', 'Studies tab (Shadow flicker)'),
            ),
            noise: plannerResult(noise, basis, reportText('report.where.noise', 'Studies tab (Noise)')),
          },
          setbackRules: setbackRules.rules,
          constraintLayers: constraintLayers.map((layer) => ({
            id: layer.id,
            name: layer.name,
            colour: layer.colour,
            geometries: layer.collection.features.map((feature) => feature.geometry),
          })),
          terrainTiles: config.data?.terrain ?? null,
          tilesUrl: config.data?.viewerTiles?.url ?? null,
        },
        setProgress,
        controller.signal,
      );
      download(fileName, 'application/pdf', bytes as Uint8Array<ArrayBuffer>);
      setSaved(fileName);
    } catch (error) {
      if (!controller.signal.aborted)
        notifyError({ title: i18n._('planner.reportSection.theReportWasNot'), message: errorMessage(error) });
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-report-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="planner-report-title">
          {i18n._('planner.reportSection.reportPdf')}
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            {i18n._('planner.reportSection.locked')}
          </Badge>
        ) : null}
      </Group>
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.reportSection.thePdfReportIs')}
        </Text>
      ) : access === 'loading' || !scenario ? null : (
        <>
          <Text size="sm">{i18n._('planner.reportSection.onePdfForThe')}</Text>
          <NativeSelect
            label={i18n._('planner.reportSection.scenario')}
            value={String(scenario.id)}
            data={planner.scenarioList.map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            disabled={progress !== null}
          />
          <Checkbox.Group
            label={i18n._('planner.reportSection.chapters')}
            value={chapters}
            onChange={(value) => setChapters(value as ReportChapterKey[])}
          >
            <Stack gap={4} mt={4}>
              {REPORT_CHAPTERS.map((chapter) => (
                <Checkbox
                  key={chapter.key}
                  value={chapter.key}
                  label={chapter.title}
                  disabled={progress !== null}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {chapters.includes('visualisations') ? (
            viewpointItems.length === 0 ? (
              <Text size="sm" c="dimmed">
                {i18n._('planner.reportSection.theProjectHasNo2')}
              </Text>
            ) : (
              <Checkbox.Group
                label={i18n._('planner.reportSection.viewpoints')}
                description={i18n._('planner.reportSection.oneA3SheetEach')}
                value={viewpointIds}
                onChange={setViewpointIds}
              >
                <Stack gap={4} mt={4}>
                  {viewpointItems.map((viewpoint) => (
                    <Checkbox
                      key={viewpoint.id}
                      value={String(viewpoint.id)}
                      label={
                        viewpoint.photo
                          ? i18n._('planner.reportSection.photo', { name: viewpoint.name })
                          : viewpoint.name
                      }
                      disabled={progress !== null}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )
          ) : null}
          {!system ? (
            <Text size="sm" c="red.8">
              {i18n._('planner.reportSection.theProjectHasNo')}
            </Text>
          ) : null}
          {progress ? (
            <Stack gap={4}>
              <Progress
                value={progress.fraction * 100}
                aria-label={i18n._('planner.reportSection.reportProgress')}
              />
              <Group justify="space-between" gap="xs">
                <Text size="sm" role="status">
                  {progress.step}…
                </Text>
                <Button size="xs" variant="default" onClick={() => running.current?.abort()}>
                  {i18n._('planner.reportSection.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <div>
              <Button size="xs" onClick={() => void make()} disabled={!system}>
                {i18n._('planner.reportSection.makeTheReportPdf')}
              </Button>
            </div>
          )}
          {saved ? (
            <Text size="sm" role="status">
              {i18n._('planner.reportSection.saved', { saved })}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
