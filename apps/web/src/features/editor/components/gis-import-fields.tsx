import { i18n } from '@lingui/core';
import { NativeSelect, TextInput } from '@mantine/core';
import {
  CONSTRAINT_LAYER_DEFAULT_COLOUR,
  type ConstraintFeatureCollection,
  type CoordinateSystem,
  type PlannerPoint,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
} from '@vantage/contracts';
import { useEffect, useMemo, useState } from 'react';
import { receptorCategoryText } from '../i18n/catalogue-words';
import type { GisImportResult, GisTarget, SourceRead } from '../model/import/gis/load';
import { type ImportMessage, importMessage } from '../model/import/import-text';
import type { ImportPreview } from './import-panel';

/** A GIS file as read, with the lazily loaded module that converts it. */
export type GisRead = {
  module: typeof import('../model/import/gis/load');
  source: SourceRead;
  fileName: string;
};

const toPoint = (position: number[]): PlannerPoint => ({
  longitude: position[0] ?? Number.NaN,
  latitude: position[1] ?? Number.NaN,
});

/** A constraint layer's features as the map's preview draws them. */
function previewOfLayer(layer: ConstraintFeatureCollection): ImportPreview {
  return layer.features.flatMap(({ geometry }): ImportPreview => {
    switch (geometry.type) {
      case 'Point':
        return [{ layout: 'Point', points: [toPoint(geometry.coordinates)] }];
      case 'MultiPoint':
        return geometry.coordinates.map((p) => ({ layout: 'Point', points: [toPoint(p)] }));
      case 'LineString':
        return [{ layout: 'Path', points: geometry.coordinates.map(toPoint) }];
      case 'MultiLineString':
        return geometry.coordinates.map((line) => ({ layout: 'Path', points: line.map(toPoint) }));
      case 'Polygon':
        return [{ layout: 'Area', points: (geometry.coordinates[0] ?? []).map(toPoint) }];
      case 'MultiPolygon':
        return geometry.coordinates.map((polygon) => ({
          layout: 'Area',
          points: (polygon[0] ?? []).map(toPoint),
        }));
      default:
        return [];
    }
  });
}

/**
 * What the import of a shapefile or GeoPackage asks besides the file: the layer (a zip or a
 * GeoPackage may hold several), what its features become, the receptors' category, the
 * coordinate system when the file does not name one the planner lists, and a constraint
 * layer's name and colour. The conversion runs again whenever one of them changes.
 */
export function useGisImport(
  read: GisRead | null,
  systems: readonly CoordinateSystem[],
  onPreview: (preview: ImportPreview) => void,
) {
  const [layerIndex, setLayerIndex] = useState(0);
  const [target, setTarget] = useState<GisTarget>('asDrawn');
  const [category, setCategory] = useState<ReceptorCategory>('dwelling');
  const [chosenEpsg, setChosenEpsg] = useState<string | null>(null);
  const [layerName, setLayerName] = useState('');
  const [colour, setColour] = useState(CONSTRAINT_LAYER_DEFAULT_COLOUR);
  const layer = read?.source.layers[layerIndex] ?? null;

  // A new file starts from its first layer and the system it names (React's reset on a new prop).
  const [readFor, setReadFor] = useState(read);
  if (readFor !== read) {
    setReadFor(read);
    setLayerIndex(0);
    setChosenEpsg(null);
  }
  const [nameFor, setNameFor] = useState(layer);
  if (nameFor !== layer) {
    setNameFor(layer);
    setLayerName(layer?.name ?? '');
  }

  const fileSystem = layer?.epsgCode != null ? systems.find((s) => s.epsgCode === layer.epsgCode) : undefined;
  const epsg = chosenEpsg ?? (fileSystem ? String(fileSystem.epsgCode) : null);
  const system = systems.find((s) => String(s.epsgCode) === epsg);

  const result = useMemo((): GisImportResult | null => {
    if (!read) return null;
    const failed = (errors: ImportMessage[]): GisImportResult => ({
      objects: [],
      errors,
      notes: [],
      layer: null,
    });
    if (read.source.errors.length > 0) return failed(read.source.errors);
    if (!layer) return failed([importMessage('noLayer')]);
    if (!system)
      return failed([
        layer.systemText
          ? importMessage('noSystemNamed', { system: layer.systemText })
          : importMessage('noSystem'),
      ]);
    return read.module.convertGisLayer(layer, { system, target, receptorCategory: category });
  }, [read, layer, system, target, category]);

  useEffect(() => {
    if (!result) return;
    onPreview(result.layer ? previewOfLayer(result.layer) : result.objects);
  }, [result, onPreview]);

  if (!read) return null;
  return {
    read,
    layer,
    layerIndex,
    setLayerIndex,
    target,
    setTarget,
    category,
    setCategory,
    epsg,
    setEpsg: setChosenEpsg,
    system,
    fromFile:
      fileSystem && layer ? `${layer.systemText ?? fileSystem.name} (EPSG:${fileSystem.epsgCode})` : null,
    layerName,
    setLayerName,
    colour,
    setColour,
    result,
  };
}

export type GisImport = NonNullable<ReturnType<typeof useGisImport>>;

/** The choices of a GIS import, under the file field. */
export function GisImportFields({ gis }: { gis: GisImport }) {
  const { read } = gis;
  return (
    <>
      {read.source.layers.length > 1 ? (
        <NativeSelect
          label={i18n._('planner.gisImportFields.layer')}
          data={read.source.layers.map((layer, index) => ({
            value: String(index),
            label: i18n._('planner.gisImportFields.features', {
              name: layer.name,
              length: layer.features.length,
            }),
          }))}
          value={String(gis.layerIndex)}
          onChange={(event) => gis.setLayerIndex(Number(event.currentTarget.value))}
        />
      ) : null}
      <NativeSelect
        label={i18n._('planner.gisImportFields.importAs')}
        data={read.module.GIS_TARGETS.map((target) => ({
          value: target,
          label: read.module.GIS_TARGET_LABELS[target],
        }))}
        value={gis.target}
        onChange={(event) => gis.setTarget(event.currentTarget.value as GisTarget)}
      />
      {gis.target === 'receptor' ? (
        <NativeSelect
          label={i18n._('planner.gisImportFields.categoryOfReceptors')}
          description={i18n._('planner.gisImportFields.forFeaturesWhoseCategory')}
          data={RECEPTOR_CATEGORIES.map((category) => ({
            value: category,
            label: receptorCategoryText(category),
          }))}
          value={gis.category}
          onChange={(event) => gis.setCategory(event.currentTarget.value as ReceptorCategory)}
        />
      ) : null}
      {gis.target === 'constraintLayer' ? (
        <>
          <TextInput
            label={i18n._('planner.gisImportFields.layerName')}
            value={gis.layerName}
            maxLength={200}
            onChange={(event) => gis.setLayerName(event.currentTarget.value)}
          />
          {/* The browser's own colour picker: Mantine's ColorInput would join every page's shared UI file. */}
          <TextInput
            type="color"
            label={i18n._('planner.gisImportFields.layerColour')}
            value={gis.colour}
            onChange={(event) => gis.setColour(event.currentTarget.value)}
          />
        </>
      ) : null}
    </>
  );
}
