import { useLingui } from '@lingui/react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Feature,
  PDF_REPORT_FEATURE_KEY,
  type PublishedProject,
  type TerrainTiles,
} from '@vantage/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { useSession } from '@/lib/session/session-context';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';

type Progressed = { step: string; fraction: number };

/**
 * The report's code, which the planner's is (features do not import each other: the app hands
 * it over, app/routes/present-route.tsx). It loads when the dialog first opens, in a file of its
 * own: its chapters, and what makes a presentation's PDF.
 */
export type PresentationReportModule = {
  REPORT_CHAPTERS: readonly { key: string; title: string }[];
  makePresentationReport(
    queryClient: QueryClient,
    input: {
      presentationId: number;
      scenarioId: number;
      chapters: readonly string[];
      viewpointIds: readonly number[];
      organisation: string;
      author: string;
      features: readonly Feature[];
      terrainTiles: TerrainTiles | null;
      tilesUrl: string | null;
    },
    onProgress: (progress: Progressed) => void,
    signal: AbortSignal,
  ): Promise<{ bytes: Uint8Array; fileName: string }>;
};
export type LoadPresentationReport = () => Promise<PresentationReportModule>;

/**
 * "Report (PDF)" of a presentation (docs/decisions/216-presentation-report.md): the planner's
 * report of the presentation's own plan, for one of its scenarios. Locked unless PdfReport is
 * Enabled; whoever sees the presentation may make it, Observers too (decision 193).
 */
export function PresentationReportDialog({
  presentation,
  opened,
  onClose,
  loadReport,
}: {
  presentation: PublishedProject;
  opened: boolean;
  onClose: () => void;
  loadReport: LoadPresentationReport;
}) {
  const { i18n } = useLingui();
  const running = useRef<AbortController | null>(null);
  return (
    <DeferredModal
      opened={opened}
      onClose={() => {
        running.current?.abort();
        onClose();
      }}
      title={i18n._('dash.present.reportOf', { name: presentation.name })}
      size="lg"
    >
      <ReportContent presentation={presentation} loadReport={loadReport} running={running} />
    </DeferredModal>
  );
}

function useReportModule(load: LoadPresentationReport, enabled: boolean) {
  const [module, setModule] = useState<PresentationReportModule | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!enabled || module || failed) return;
    let live = true;
    load().then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => live && setFailed(error ?? new Error('The report could not be loaded.')),
    );
    return () => {
      live = false;
    };
  }, [load, enabled, module, failed]);
  return { module, failed, retry: () => setFailed(null) };
}

function ReportContent({
  presentation,
  loadReport,
  running,
}: {
  presentation: PublishedProject;
  loadReport: LoadPresentationReport;
  running: RefObject<AbortController | null>;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const features = useFeatures({ staleTime: 60_000 });
  const open = features.data?.some((f) => f.key === PDF_REPORT_FEATURE_KEY && f.state === 'Enabled') ?? false;
  const session = useSession();
  const subscription = useSubscriptionDetails();
  const config = useClientConfig();
  const scenarios = useQuery({ ...getScenariosQueryOptions(presentation.id), enabled: open });
  const viewpoints = useQuery({ ...getViewpointsQueryOptions(presentation.id), enabled: open });
  const report = useReportModule(loadReport, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const [chapters, setChapters] = useState<string[] | null>(null);
  const [viewpointIds, setViewpointIds] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progressed | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (features.isPending) return <Waiting label={i18n._('dash.common.loading')} />;
  if (!open)
    return (
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>{i18n._('dash.present.report')}</Text>
          <Badge color="gray" variant="light">
            {i18n._('dash.license.locked')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {i18n._('dash.present.reportLocked')}
        </Text>
      </Stack>
    );
  const error = scenarios.error ?? viewpoints.error;
  if (error || report.failed)
    return (
      <Alert color="red" title={i18n._('dash.present.reportNotMade')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error ? errorMessage(error) : i18n._('dash.present.checkConnection')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              report.retry();
              if (scenarios.isError) void scenarios.refetch();
              if (viewpoints.isError) void viewpoints.refetch();
            }}
          >
            {i18n._('dash.common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!scenarios.data || !viewpoints.data || !report.module)
    return <Waiting label={i18n._('dash.present.reportLoading')} />;

  const module = report.module;
  const scenarioList = scenarios.data.items;
  const viewpointList = viewpoints.data.items;
  const scenario = scenarioList.find((item) => item.id === chosen) ?? scenarioList[0];
  const chapterKeys = chapters ?? module.REPORT_CHAPTERS.map((chapter) => chapter.key);

  async function make() {
    if (!scenario) return;
    const controller = new AbortController();
    running.current = controller;
    setSaved(null);
    setFailure(null);
    setProgress({ step: i18n._('dash.present.reportStarting'), fraction: 0 });
    try {
      const { bytes, fileName } = await module.makePresentationReport(
        queryClient,
        {
          presentationId: presentation.id,
          scenarioId: scenario.id,
          chapters: chapterKeys,
          viewpointIds: viewpointList
            .filter((viewpoint) => viewpointIds.includes(String(viewpoint.id)))
            .map((viewpoint) => viewpoint.id),
          organisation: subscription.data?.customerName ?? '',
          author: session.profile?.name || session.profile?.email || 'Unknown',
          features: features.data ?? [],
          terrainTiles: config.data?.terrain ?? null,
          tilesUrl: config.data?.viewerTiles?.url ?? null,
        },
        setProgress,
        controller.signal,
      );
      download(fileName, 'application/pdf', bytes as Uint8Array<ArrayBuffer>);
      setSaved(fileName);
    } catch (caught) {
      if (!controller.signal.aborted) setFailure(errorMessage(caught));
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Stack gap="sm">
      <Text size="sm">{i18n._('dash.present.reportIntro')}</Text>
      {scenarioList.length === 0 ? (
        <Text size="sm" c="red.8">
          {i18n._('dash.present.reportNoScenario')}
        </Text>
      ) : (
        <Select
          label={i18n._('dash.present.reportScenario')}
          value={String(scenario?.id)}
          data={scenarioList.map((item) => ({ value: String(item.id), label: item.name }))}
          onChange={(value) => value && setChosen(Number(value))}
          allowDeselect={false}
          disabled={busy}
        />
      )}
      <Checkbox.Group
        label={i18n._('dash.present.reportChapters')}
        value={chapterKeys}
        onChange={setChapters}
      >
        <Stack gap={4} mt={4}>
          {module.REPORT_CHAPTERS.map((chapter) => (
            <Checkbox key={chapter.key} value={chapter.key} label={chapter.title} disabled={busy} />
          ))}
        </Stack>
      </Checkbox.Group>
      {chapterKeys.includes('visualisations') ? (
        viewpointList.length === 0 ? (
          <Text size="sm" c="dimmed">
            {i18n._('dash.present.reportNoViewpoints')}
          </Text>
        ) : (
          <Checkbox.Group
            label={i18n._('dash.present.reportViewpoints')}
            description={i18n._('dash.present.reportSheets')}
            value={viewpointIds}
            onChange={setViewpointIds}
          >
            <Stack gap={4} mt={4}>
              {viewpointList.map((viewpoint) => (
                <Checkbox
                  key={viewpoint.id}
                  value={String(viewpoint.id)}
                  label={
                    viewpoint.photo
                      ? i18n._('dash.present.reportPhoto', { name: viewpoint.name })
                      : viewpoint.name
                  }
                  disabled={busy}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )
      ) : null}
      {progress ? (
        <Stack gap={4}>
          <Progress value={progress.fraction * 100} aria-label={i18n._('dash.present.reportProgress')} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" role="status">
              {progress.step}…
            </Text>
            <Button size="xs" variant="default" onClick={() => running.current?.abort()}>
              {i18n._('dash.common.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button size="xs" onClick={() => void make()} disabled={!scenario}>
            {i18n._('dash.present.reportMake')}
          </Button>
        </Group>
      )}
      {saved ? (
        <Text size="sm" role="status">
          {i18n._('dash.present.reportSaved', { saved })}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" title={i18n._('dash.present.reportNotMade')}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Center py="lg" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
