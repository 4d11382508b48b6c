import { i18n } from '@lingui/core';
import { Alert, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatePlannerObjectRequest, PlannerObject, PlannerPoint } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { constraintLayerCalls } from '../api/constraint-layer-calls';
import { inSentence } from '../i18n/in-sentence';
import { type ImportedObject, type ImportResult, MAX_IMPORT_OBJECTS, parseImportFile } from '../model/import';
import { moduleLockErrors } from '../model/import/module-locks';
import { importStepLabel } from '../model/step-labels';
import { OBJECT_TYPES } from '../object-types';
import type { Planner } from '../state/use-planner';
import type { PlannerActions } from '../state/use-planner-actions';
import { orderedSystems } from './coordinate-fields';
import { GisImportFields, type GisRead, useGisImport } from './gis-import-fields';
import { importText } from './import-text';

/** Files above this are refused before reading: 10,000 rows of a CSV are well below it. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const SHOWN_ERRORS = 50;
const GIS_FILE = /\.(zip|shp|shx|dbf|prj|cpg|gpkg)$/i;
const ACCEPT = '.csv,.txt,.geojson,.json,.kml,.zip,.shp,.shx,.dbf,.prj,.cpg,.gpkg';

export type ImportPreview = readonly { layout: PlannerObject['layout']; points: PlannerPoint[] }[];

type Props = {
  planner: Planner;
  actions: PlannerActions;
  onPreview: (preview: ImportPreview) => void;
  onClose: () => void;
};

/** "3 turbines, 1 receptor" from the objects' kinds. */
function countsOf(objects: readonly ImportedObject[]): string {
  const counts = new Map<ImportedObject['kind'], number>();
  for (const object of objects) counts.set(object.kind, (counts.get(object.kind) ?? 0) + 1);
  return [...counts]
    .map(
      ([kind, count]) =>
        `${count} ${inSentence(count === 1 ? OBJECT_TYPES[kind].label : OBJECT_TYPES[kind].plural)}`,
    )
    .join(', ');
}

/**
 * Import of turbines and shapes from CSV, GeoJSON or KML, and of any of the planner's kinds or a
 * constraint layer from shapefiles and GeoPackages: read in the browser, shown on the map as a
 * preview, and written in one all-or-nothing call only when the file has no bad row or feature.
 */
export function ImportPanel({ planner, actions, onPreview, onClose }: Props) {
  const systems = orderedSystems(planner);
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [epsg, setEpsg] = useState<string | null>(systems[0] ? String(systems[0].epsgCode) : null);
  const [textResult, setTextResult] = useState<ImportResult | null>(null);
  const [gisRead, setGisRead] = useState<GisRead | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const gis = useGisImport(gisRead, systems, onPreview);
  const system = gis ? gis.system : systems.find((item) => String(item.epsgCode) === epsg);
  const result = gis ? gis.result : textResult;

  async function read(next: File[], nextEpsg = epsg) {
    setFiles(next);
    setTextResult(null);
    setGisRead(null);
    setReadProblem(null);
    onPreview([]);
    if (next.length === 0) return;
    const large = next.find((file) => file.size > MAX_FILE_BYTES);
    if (large) {
      setReadProblem(
        `${large.name} is ${(large.size / 1024 / 1024).toFixed(1)} MB; files up to 20 MB can be imported.`,
      );
      return;
    }
    try {
      if (next.every((file) => GIS_FILE.test(file.name))) {
        const module = await import('../model/import/gis/load');
        const chosen = await Promise.all(
          next.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
        );
        const source = await module.readGisFiles(chosen);
        setGisRead({ module, source, fileName: next[0]?.name ?? 'a file' });
        return;
      }
      if (next.length > 1) {
        setReadProblem(
          'Choose one CSV, GeoJSON or KML file at a time; several files together are the parts of a shapefile.',
        );
        return;
      }
      const [file] = next;
      const chosen = systems.find((item) => String(item.epsgCode) === nextEpsg);
      if (!file || !chosen) return;
      const parsed = parseImportFile(file.name, await file.text(), { system: chosen });
      setTextResult(parsed);
      onPreview(parsed.objects);
    } catch (error) {
      setReadProblem(errorMessage(error));
    }
  }

  const objects = result?.objects ?? [];
  // Rows of a kind whose module is locked are problems of the file like any other: named, and nothing written.
  const lockErrors = useMemo(() => moduleLockErrors(objects, planner.kindLock), [objects, planner.kindLock]);
  const errors = [...(result?.errors ?? []), ...lockErrors];
  const layer = gis?.result?.layer ?? null;
  const limit = planner.subscription.data;
  const room = limit ? limit.plannerObjectLimit - limit.plannerObjectsUsed : Number.POSITIVE_INFINITY;
  const tooMany = objects.length > room;
  const canImport = (objects.length > 0 || layer !== null) && errors.length === 0 && !tooMany && !saving;
  const fileName = files[0]?.name ?? 'a file';

  async function writeObjects() {
    const scenarioId = await actions.targetScenarioId();
    const recipes: CreatePlannerObjectRequest[] = objects.map((object) => {
      const type = OBJECT_TYPES[object.kind];
      return {
        name: object.name,
        scenarioId,
        layout: object.layout,
        points: object.points,
        plannerObjectTypeId: type.typeId,
        plannerObjectDataJson: JSON.stringify({ ...object.data, ...object.extraData }),
      };
    });
    const created = await planner.run(i18n._('planner.importPanel.nothingWasImported'), () =>
      planner.edits.create(importStepLabel(recipes.length, fileName), recipes),
    );
    if (!created) return false;
    notifySuccess({
      title: i18n._('planner.importPanel.imported'),
      message: i18n._('planner.importPanel.objectsWereAddedTo', { length: created.length }),
    });
    planner.setSelection(new Set(created.map((object) => object.id)));
    return true;
  }

  async function writeLayer() {
    if (!layer || !gis) return false;
    const created = await planner.run(i18n._('planner.importPanel.nothingWasImported'), () =>
      constraintLayerCalls(planner.projectId, queryClient).create({
        name: gis.layerName.trim() || 'Constraint layer',
        colour: gis.colour,
        geojson: JSON.stringify(layer),
      }),
    );
    if (!created) return false;
    notifySuccess({
      title: i18n._('planner.importPanel.imported'),
      message: i18n._('planner.importPanel.theConstraintLayerFeatures', {
        name: created.name,
        featureCount: created.featureCount,
      }),
    });
    return true;
  }

  async function write() {
    setSaving(true);
    try {
      if (await (layer ? writeLayer() : writeObjects())) {
        onPreview([]);
        onClose();
      }
    } finally {
      setSaving(false);
    }
  }

  const counts = ['Point', 'Area', 'Path'].map(
    (layout) => objects.filter((object) => object.layout === layout).length,
  );
  const ready = gis
    ? layer
      ? `Ready: a constraint layer of ${layer.features.length} ${layer.features.length === 1 ? 'feature' : 'features'}`
      : `Ready: ${countsOf(objects) || 'nothing'}`
    : `Ready: ${counts[0]} turbines, ${counts[1]} solar fields, ${counts[2]} lines or cables (a line with a burial depth is a cable)`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-import-title">
      <Title order={2} size="h4" id="planner-import-title">
        {i18n._('planner.importPanel.import')}
      </Title>
      <Text size="sm">{i18n._('planner.importPanel.csvNameXY')}</Text>
      <Select
        label={
          gis
            ? i18n._('planner.importPanel.coordinatesInTheFile')
            : i18n._('planner.importPanel.coordinatesInTheFile2')
        }
        description={
          gis
            ? gis.fromFile
              ? i18n._('planner.importPanel.readFromTheFile', { fromFile: gis.fromFile })
              : i18n._('planner.importPanel.theFileDoesNot')
            : i18n._('planner.importPanel.geojsonAndKmlAre')
        }
        placeholder={i18n._('planner.importPanel.chooseTheFileS')}
        data={systems.map((item) => ({
          value: String(item.epsgCode),
          label: i18n._('planner.importPanel.epsg', { name: item.name, epsgCode: item.epsgCode }),
        }))}
        value={gis ? gis.epsg : epsg}
        allowDeselect={false}
        onChange={(value) => {
          if (gis) {
            gis.setEpsg(value);
            return;
          }
          setEpsg(value);
          void read(files, value);
        }}
      />
      <FileInput
        label={i18n._('planner.importPanel.file')}
        placeholder={i18n._('planner.importPanel.chooseACsvGeojson')}
        accept={ACCEPT}
        multiple
        value={files}
        clearable
        clearButtonProps={{ 'aria-label': i18n._('planner.importPanel.clearTheChosenFiles') }}
        onChange={(next) => void read(next)}
      />
      {gis ? <GisImportFields gis={gis} /> : null}
      {readProblem ? (
        <Alert color="red" title={i18n._('planner.importPanel.theFileCannotBe')}>
          {readProblem}
        </Alert>
      ) : null}
      {result ? (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {ready}
            {system ? i18n._('planner.importPanel.readAs', { name: system.name }) : ''}.
          </Text>
          {result.notes.map((note) => (
            <Text key={note.message} size="sm" c="dimmed">
              {importText(note)}
            </Text>
          ))}
          {objects.length > MAX_IMPORT_OBJECTS || tooMany ? (
            <Alert color="red" title={i18n._('planner.importPanel.tooManyObjects')}>
              {tooMany
                ? i18n._('planner.importPanel.theSubscriptionHasRoom', {
                    value: Math.max(0, room),
                    length: objects.length,
                  })
                : i18n._('planner.importPanel.atMostObjectsCan', { MAX_IMPORT_OBJECTS })}
            </Alert>
          ) : null}
          {errors.length > 0 ? (
            <Alert color="red" title={i18n._('planner.importPanel.problems', { count: errors.length })}>
              <ul
                aria-label={i18n._('planner.importPanel.problemsInTheFile')}
                style={{ margin: 0, paddingLeft: 18 }}
              >
                {errors.slice(0, SHOWN_ERRORS).map((error) => (
                  <li key={`${error.row}-${error.feature}-${error.message}`}>{importText(error)}</li>
                ))}
              </ul>
              {errors.length > SHOWN_ERRORS ? (
                <Text size="sm">
                  {i18n._('planner.importPanel.andMore', { count: errors.length - SHOWN_ERRORS })}
                </Text>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <Group>
        <Button disabled={!canImport} loading={saving} onClick={() => void write()}>
          {layer
            ? i18n._('planner.importPanel.importTheLayer')
            : objects.length > 0
              ? i18n._('planner.importPanel.importObjects', { length: objects.length })
              : i18n._('planner.importPanel.import')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            onPreview([]);
            onClose();
          }}
        >
          {i18n._('planner.importPanel.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
