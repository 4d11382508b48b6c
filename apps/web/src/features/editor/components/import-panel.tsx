import { Alert, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { CreatePlannerObjectRequest, PlannerObject, PlannerPoint } from '@vantage/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { type ImportResult, MAX_IMPORT_OBJECTS, parseImportFile } from '../model/import';
import { moduleLockErrors } from '../model/import/module-locks';
import { OBJECT_TYPES } from '../object-types';
import type { Planner } from '../state/use-planner';
import type { PlannerActions } from '../state/use-planner-actions';
import { orderedSystems } from './coordinate-fields';

/** Files above this are refused before reading: 10,000 rows of a CSV are well below it. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const SHOWN_ERRORS = 50;

export type ImportPreview = readonly { layout: PlannerObject['layout']; points: PlannerPoint[] }[];

type Props = {
  planner: Planner;
  actions: PlannerActions;
  onPreview: (preview: ImportPreview) => void;
  onClose: () => void;
};

/**
 * Import of turbines and shapes from CSV, GeoJSON or KML: read in the browser, shown on the map
 * as a preview, and written in one all-or-nothing call only when the file has no bad row.
 */
export function ImportPanel({ planner, actions, onPreview, onClose }: Props) {
  const systems = orderedSystems(planner);
  const [file, setFile] = useState<File | null>(null);
  const [epsg, setEpsg] = useState<string | null>(systems[0] ? String(systems[0].epsgCode) : null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const system = systems.find((item) => String(item.epsgCode) === epsg);

  async function read(next: File | null, nextEpsg = epsg) {
    setFile(next);
    setResult(null);
    setReadProblem(null);
    onPreview([]);
    const chosen = systems.find((item) => String(item.epsgCode) === nextEpsg);
    if (!next || !chosen) return;
    if (next.size > MAX_FILE_BYTES) {
      setReadProblem(
        `The file is ${(next.size / 1024 / 1024).toFixed(1)} MB; files up to 20 MB can be imported.`,
      );
      return;
    }
    try {
      const parsed = parseImportFile(next.name, await next.text(), { system: chosen });
      setResult(parsed);
      onPreview(parsed.objects);
    } catch (error) {
      setReadProblem(errorMessage(error));
    }
  }

  const objects = result?.objects ?? [];
  // Rows of a kind whose module is locked are problems of the file like any other: named, and nothing written.
  const errors = [...(result?.errors ?? []), ...moduleLockErrors(objects, planner.kindLock)];
  const limit = planner.subscription.data;
  const room = limit ? limit.plannerObjectLimit - limit.plannerObjectsUsed : Number.POSITIVE_INFINITY;
  const tooMany = objects.length > room;
  const canImport = objects.length > 0 && errors.length === 0 && !tooMany && !saving;

  async function write() {
    setSaving(true);
    try {
      const scenarioId = await actions.targetScenarioId();
      const recipes: CreatePlannerObjectRequest[] = objects.map((object) => {
        const type = OBJECT_TYPES[object.kind];
        return {
          name: object.name,
          scenarioId,
          layout: object.layout,
          points: object.points,
          plannerObjectTypeId: type.typeId,
          plannerObjectDataJson: JSON.stringify(object.data ?? {}),
        };
      });
      const created = await planner.run('Nothing was imported', () =>
        planner.edits.create(`Import ${recipes.length} objects from ${file?.name ?? 'a file'}`, recipes),
      );
      if (created) {
        notifySuccess({ title: 'Imported', message: `${created.length} objects were added to the plan.` });
        planner.setSelection(new Set(created.map((object) => object.id)));
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
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-import-title">
      <Title order={2} size="h4" id="planner-import-title">
        Import
      </Title>
      <Text size="sm">
        CSV (name, x, y, optional hub height and rotor diameter; comma or semicolon), GeoJSON or KML. Nothing
        is written until you confirm, and nothing at all when a row is wrong.
      </Text>
      <Select
        label="Coordinates in the file (CSV)"
        description="GeoJSON and KML are always WGS84 longitude, latitude."
        data={systems.map((item) => ({
          value: String(item.epsgCode),
          label: `${item.name} (EPSG:${item.epsgCode})`,
        }))}
        value={epsg}
        allowDeselect={false}
        onChange={(value) => {
          setEpsg(value);
          void read(file, value);
        }}
      />
      <FileInput
        label="File"
        placeholder="Choose a .csv, .geojson, .json or .kml file"
        accept=".csv,.txt,.geojson,.json,.kml"
        value={file}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        onChange={(next) => void read(next)}
      />
      {readProblem ? (
        <Alert color="red" title="The file cannot be read">
          {readProblem}
        </Alert>
      ) : null}
      {result ? (
        <Stack gap={4}>
          <Text size="sm" role="status">
            Ready: {counts[0]} turbines, {counts[1]} solar fields, {counts[2]} lines or cables (a line with a
            burial depth is a cable)
            {system ? ` (read as ${system.name})` : ''}.
          </Text>
          {result.notes.map((note) => (
            <Text key={note} size="sm" c="dimmed">
              {note}
            </Text>
          ))}
          {objects.length > MAX_IMPORT_OBJECTS || tooMany ? (
            <Alert color="red" title="Too many objects">
              {tooMany
                ? `The subscription has room for ${Math.max(0, room)} more planner objects; the file holds ${objects.length}.`
                : `At most ${MAX_IMPORT_OBJECTS} objects can be imported at once.`}
            </Alert>
          ) : null}
          {errors.length > 0 ? (
            <Alert
              color="red"
              title={`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}: nothing will be imported`}
            >
              <ul aria-label="Problems in the file" style={{ margin: 0, paddingLeft: 18 }}>
                {errors.slice(0, SHOWN_ERRORS).map((error) => (
                  <li key={`${error.row}-${error.message}`}>{error.message}</li>
                ))}
              </ul>
              {errors.length > SHOWN_ERRORS ? (
                <Text size="sm">and {errors.length - SHOWN_ERRORS} more</Text>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <Group>
        <Button disabled={!canImport} loading={saving} onClick={() => void write()}>
          {objects.length > 0 ? `Import ${objects.length} objects` : 'Import'}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            onPreview([]);
            onClose();
          }}
        >
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
