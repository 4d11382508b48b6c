import { fromSystem, type GridFrame } from './grid-frame';

/**
 * An analysis's lines of equal value (the shadow map's hours, the noise map's isophones) in
 * longitude and latitude (WGS 84), as GeoJSON: one feature per level, its value under `Property`.
 */
export type AnalysisLinesGeoJson<Property extends string> = {
  type: 'FeatureCollection';
  features: Array<{
    type: 'Feature';
    properties: Record<Property, number>;
    geometry: { type: 'MultiLineString'; coordinates: Array<Array<[number, number]>> };
  }>;
};

/** Lines in the frame's system (as contracts' `isolines` gives them), per level, as GeoJSON. */
export function analysisLinesGeoJson<Property extends string>(
  frame: GridFrame,
  property: Property,
  levels: ReadonlyArray<{ value: number; lines: ReadonlyArray<ReadonlyArray<readonly [number, number]>> }>,
): AnalysisLinesGeoJson<Property> {
  return {
    type: 'FeatureCollection',
    features: levels.map(({ value, lines }) => ({
      type: 'Feature',
      properties: { [property]: value } as Record<Property, number>,
      geometry: {
        type: 'MultiLineString',
        coordinates: lines.map((points) => points.map(([x, y]) => fromSystem(frame.system, x, y))),
      },
    })),
  };
}
