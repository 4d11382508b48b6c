import type { PlannerObjectKind, PlannerObjectKindKey } from '@vantage/contracts';

/** Which of the scene's builders (lib/scene) draws a kind in the 3D preview and the public viewer. */
export type SceneBuilder =
  | 'turbine'
  | 'solarField'
  | 'powerLine'
  | 'cableTrace'
  | 'marker'
  | 'structure'
  | 'none';

/** How the planner's map draws a kind: its colour and the shape of its mark. */
export type MapStyle = {
  color: string;
  mark: 'turbine' | 'receptor' | 'fill' | 'line' | 'outline' | 'footprint';
};

/**
 * Everything the web knows of one kind of planner object, in one module per kind: the
 * catalogue entry (type id, layout, role, fields and ranges), the defaults written into a new
 * object, the map style, the 3D builder, the name in exports and imports, and the facts text.
 */
export type KindModule = {
  kind: PlannerObjectKind;
  /** The first name a new object of the kind is given ("Turbine 3"). */
  newName: string;
  /** The settings written into a new object, from the catalogue's defaults. */
  defaults: Readonly<Record<string, number | string | boolean>>;
  mapStyle: MapStyle;
  builder: SceneBuilder;
  /** The `kind` property of an exported feature (GeoJSON, CSV); an import reads it back. */
  exportKind: PlannerObjectKindKey;
  /** One line about an object of the kind from its data, for the facts and the list. */
  facts: (data: Readonly<Record<string, unknown>>) => string;
};

/** The defaults a kind's catalogue fields declare. */
export function catalogueDefaults(kind: PlannerObjectKind): Record<string, number | string | boolean> {
  return Object.fromEntries(
    kind.fields.flatMap((field) =>
      'default' in field && field.default !== undefined ? [[field.key, field.default]] : [],
    ),
  );
}

const metres = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? `${value} m` : '');

/** "Hub height 150 m, rotor diameter 236 m": the kind's number fields that the data gives. */
export function measuredFacts(kind: PlannerObjectKind, data: Readonly<Record<string, unknown>>): string {
  return kind.fields
    .flatMap((field) => {
      if (field.unit !== 'm' && field.unit !== '°' && field.unit !== 'count') return [];
      const value = data[field.key];
      if (typeof value !== 'number') return [];
      const shown = field.unit === 'm' ? metres(value) : field.unit === '°' ? `${value}°` : `${value}`;
      return [`${field.label} ${shown}`];
    })
    .join(', ');
}
