import { i18n } from '@lingui/core';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { notifyError } from '@/lib/notify';
import { usePreference } from '@/lib/preferences';
import { useSession } from '@/lib/session/session-context';
import { ConflictDialog } from '../components/conflict-dialog';
import type { ImportPreview } from '../components/import-panel';
import { PlanPanel } from '../components/plan-panel';
import { PlannerToolbar } from '../components/planner-toolbar';
import { PresenceAvatars } from '../components/presence-avatars';
import { OpenPreviewOnTour, PreviewColumn } from '../components/preview-column';
import { PropertiesPanel } from '../components/properties-panel';
import { PublicLinkButton } from '../components/public-link-button';
import { StatusBar } from '../components/status-bar';
import { TurbinePresetDialog } from '../components/turbine-preset-dialog';
import { download, fileBaseOf } from '../download';
import { PlannerI18n } from '../i18n/planner-i18n';
import { basemapStyle } from '../map/basemap-style';
import { PlannerMap } from '../map/planner-map';
import { toCsv, toGeoJson } from '../model/export';
import { EXPORT_LABELS, type ExportFormat, toGeoPackage, toKml } from '../model/export-gis';
import { projectIdOfHash } from '../project-id';
import { useCollaboration } from '../state/use-collaboration';
import { useLayerEvents } from '../state/use-layer-events';
import { usePlanner } from '../state/use-planner';
import { usePlannerActions } from '../state/use-planner-actions';
import { usePlannerHotkeys } from '../state/use-planner-hotkeys';
import { useTurbineSpacing } from '../state/use-turbine-spacing';

/**
 * The report of a presentation on the Present screen, which the app hands to that page
 * (app/routes/present-route.tsx): from this module, so the report's code stays in the planner's
 * file and shares no module with another lazy file.
 */
export { loadReportCatalog, makePresentationReport, REPORT_CHAPTERS } from '../report/presentation-report';

/** `/editor/#projectId={id}`: Vantage's planner for the project, in the user's language. */
export function PlannerPage() {
  return (
    <PlannerI18n>
      <PlannerOfProject />
    </PlannerI18n>
  );
}

function PlannerOfProject() {
  const projectId = projectIdOfHash(useLocation().hash);
  if (projectId === undefined)
    return (
      <FullPageCard maxWidth={560}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{i18n._('planner.page.noProjectChosen')}</Title>
          <Text>{i18n._('planner.page.openAProjectIn')}</Text>
          <Button component={Link} to={paths.dash.projects.getHref()} variant="light">
            {i18n._('planner.page.backToProjects')}
          </Button>
        </Stack>
      </FullPageCard>
    );
  return <PlannerOfSubscription projectId={projectId} />;
}

/**
 * The planner once a subscription is chosen: every call names it, so a link opened in a new
 * browser waits for the session to choose one (the stored one, else by role), as the
 * dashboard does; a user without any subscription goes to /welcome.
 */
function PlannerOfSubscription({ projectId }: { projectId: number }) {
  const { accounts, subscriptionKey } = useSession();
  if (accounts?.length === 0) return <Navigate to={paths.welcome.getHref()} replace />;
  if (!subscriptionKey)
    return (
      <Center mih="100dvh" role="status" aria-label={i18n._('planner.page.loadingThePlan')}>
        <Loader size="lg" />
      </Center>
    );
  return <Planner key={`${subscriptionKey}:${projectId}`} projectId={projectId} />;
}

function Planner({ projectId }: { projectId: number }) {
  const planner = usePlanner(projectId);
  const collaboration = useCollaboration(projectId);
  useLayerEvents(projectId);
  const actions = usePlannerActions(planner);
  const config = useClientConfig();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  // The 3D preview beside the map: open at first where map and preview both fit (1200 px and
  // wider), shown and hidden by the header's button; not on phones. The choice is kept in this
  // browser (a planner who closed it to give the map the room finds it closed next time).
  const wide = useMediaQuery('(min-width: 1200px)', false, { getInitialValueInEffect: false });
  const [previewChoice, setPreviewChoice] = usePreference('plannerPreview');
  const previewOpen = !phone && (previewChoice ?? wide);
  const [panel, setPanel] = useState<string | null>('objects');
  // Placing a viewpoint opens its tab, where its place can also be typed in.
  useEffect(() => {
    if (planner.tool === 'viewpoint') setPanel('viewpoints');
  }, [planner.tool]);
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<ImportPreview>([]);
  const [reshapingId, setReshapingId] = useState<number | null>(null);

  const project = planner.project.data;
  const { minSpacing, spacing, tooClose, tooCloseIds, saveMinSpacing } = useTurbineSpacing(
    projectId,
    planner,
  );

  const readOnly = planner.readOnly ?? (phone ? i18n._('planner.readOnly.phone') : null);
  const editable = readOnly === null;
  const locked = editable && planner.limitMessage === null;

  usePlannerHotkeys(planner, actions, { readOnly, editable, locked, onEscape: () => setReshapingId(null) });

  async function exportAs(format: ExportFormat) {
    const base = fileBaseOf(project?.name);
    const system =
      project?.defaultCoordinateSystem ?? planner.systems.data?.items.find((item) => item.epsgCode === 4326);
    const objects = planner.visibleObjects;
    try {
      if (format === 'geojson')
        download(
          `${base}.geojson`,
          'application/geo+json',
          JSON.stringify(toGeoJson(objects, planner.presetList), null, 2),
        );
      else if (format === 'kml')
        download(
          `${base}.kml`,
          'application/vnd.google-earth.kml+xml',
          toKml(project?.name ?? base, objects, planner.presetList),
        );
      else if (!system) return;
      else if (format === 'csv')
        download(`${base}.csv`, 'text/csv', toCsv(objects, system, planner.presetList, planner.scenarioList));
      else {
        // SQLite compiled to JavaScript, loaded only now (the page's policy admits no WebAssembly).
        const { default: initSqlJs } = await import('sql.js/dist/sql-asm.js');
        download(
          `${base}.gpkg`,
          'application/geopackage+sqlite3',
          toGeoPackage(await initSqlJs(), objects, system, planner.presetList),
        );
      }
    } catch (error) {
      notifyError({
        title: i18n._('planner.page.theWasNotMade', { value: EXPORT_LABELS[format] }),
        message: errorMessage(error),
      });
    }
  }

  const mapStyle = useMemo(() => {
    const map = config.data?.map;
    return map?.styleUrl ?? basemapStyle(window.location.origin, map?.basemapAttribution ?? 'Natural Earth');
  }, [config.data]);

  const loading = [planner.project, planner.scenarios, planner.presets, planner.objects, planner.systems];
  const failed = loading.find((query) => query.isError);
  if (failed) {
    const missing = isApiError(failed.error, 404) || isApiError(failed.error, 403);
    return (
      <FullPageCard maxWidth={560}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>
            {missing ? i18n._('planner.page.projectNotFound') : i18n._('planner.page.thePlanCouldNot')}
          </Title>
          <Text>{missing ? i18n._('planner.page.thisProjectDoesNot') : errorMessage(failed.error)}</Text>
          <Group>
            {missing ? null : (
              <Button onClick={() => loading.forEach((query) => void query.refetch())}>
                {i18n._('planner.page.tryAgain')}
              </Button>
            )}
            <Button component={Link} to={paths.dash.projects.getHref()} variant="light">
              {i18n._('planner.page.backToProjects')}
            </Button>
          </Group>
        </Stack>
      </FullPageCard>
    );
  }
  if (loading.some((query) => query.isPending) || !project)
    return (
      <Center mih="100dvh" role="status" aria-label={i18n._('planner.page.loadingThePlan')}>
        <Loader size="lg" />
      </Center>
    );

  const selectedSpacing =
    planner.selected.length === 1 ? spacing.get(planner.selected[0]?.id ?? -1) : undefined;
  const reshapable =
    planner.selected.length === 1 && planner.selected[0]?.layout !== 'Point'
      ? planner.selected[0]
      : undefined;
  const plannerForChildren = editable ? planner : { ...planner, readOnly };

  return (
    <Box
      h="100dvh"
      style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-body)' }}
    >
      <Box
        component="header"
        px="sm"
        py={6}
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Anchor component={Link} to={paths.dash.projects.getHref()} size="sm">
          {i18n._('planner.page.projects')}
        </Anchor>
        <Title order={1} size="h4" style={{ flex: '1 1 160px', minWidth: 0 }} lineClamp={1}>
          {project.name}
        </Title>
        {phone ? null : (
          <PlannerToolbar
            planner={plannerForChildren}
            onImport={() => setImporting(true)}
            onExport={exportAs}
          />
        )}
        {phone ? null : (
          <Button
            variant={previewOpen ? 'filled' : 'default'}
            aria-pressed={previewOpen}
            onClick={() => setPreviewChoice(!previewOpen)}
          >
            {i18n._('planner.page.3dPreview')}
          </Button>
        )}
        <PresenceAvatars people={collaboration.people} />
        {project.abilities.present ? (
          <Button component={Link} to={paths.presentProject.getHref(projectId)} variant="light">
            {i18n._('planner.page.present')}
          </Button>
        ) : null}
        <PublicLinkButton project={project} />
      </Box>
      {readOnly ? (
        <Alert color="yellow" radius={0} py={6} title={i18n._('planner.page.readOnly')}>
          {readOnly}
        </Alert>
      ) : planner.limitMessage ? (
        <Alert color="orange" radius={0} py={6}>
          {planner.limitMessage}
        </Alert>
      ) : null}
      <Box style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {phone ? null : (
          <PlanPanel
            planner={plannerForChildren}
            actions={actions}
            importing={importing}
            onPreview={setPreview}
            onCloseImport={() => setImporting(false)}
            panel={panel}
            onPanel={setPanel}
            spacing={spacing}
            tooClose={tooClose}
            minSpacing={minSpacing}
            onMinSpacing={(value) => void saveMinSpacing(value)}
          />
        )}
        <Box component="main" style={{ flex: 1, position: 'relative', minWidth: 0 }}>
          <PlannerMap
            planner={plannerForChildren}
            mapStyle={mapStyle}
            spacing={spacing}
            tooClose={tooCloseIds}
            preview={preview}
            reshapingId={reshapingId}
            onAdd={(kind, points) => void actions.add(kind, points)}
            onReshaped={actions.reshape}
            onMoveSelection={actions.moveSelection}
            onViewpointChosen={() => setPanel('viewpoints')}
          />
          <StatusBar planner={planner} editable={editable} />
        </Box>
        {previewOpen ? (
          <PreviewColumn planner={plannerForChildren} />
        ) : phone ? null : (
          <OpenPreviewOnTour onPlay={() => setPreviewChoice(true)} />
        )}
        {phone || planner.selected.length === 0 ? null : (
          <Box
            component="aside"
            aria-label={i18n._('planner.page.selection')}
            w={320}
            style={{
              borderLeft: '1px solid var(--mantine-color-gray-3)',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <ScrollArea style={{ flex: 1 }} p="sm">
              {reshapable && editable ? (
                <Group mb="sm">
                  {reshapingId === reshapable.id ? (
                    <Button onClick={() => setReshapingId(null)}>
                      {i18n._('planner.page.doneEditingShape')}
                    </Button>
                  ) : (
                    <Button variant="light" onClick={() => setReshapingId(reshapable.id)}>
                      {i18n._('planner.page.editShape')}
                    </Button>
                  )}
                </Group>
              ) : null}
              <PropertiesPanel
                planner={plannerForChildren}
                actions={actions}
                spacingText={
                  selectedSpacing &&
                  i18n._('planner.page.nearestTurbineM', {
                    value: Math.round(selectedSpacing.distanceMetres),
                    text: selectedSpacing.text,
                  })
                }
              />
            </ScrollArea>
          </Box>
        )}
      </Box>
      <ConflictDialog planner={planner} />
      {actions.turbinePresetQuestion ? (
        <TurbinePresetDialog onAnswer={actions.turbinePresetQuestion} />
      ) : null}
    </Box>
  );
}
