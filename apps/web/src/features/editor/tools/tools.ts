import {
  type Icon,
  IconBinoculars,
  IconBolt,
  IconBorderOuter,
  IconBuildingFactory2,
  IconFence,
  IconHome,
  IconLine,
  IconPencil,
  IconPointer,
  IconRuler,
  IconSolarPanel,
  IconWindmill,
  IconWindmillOff,
} from '@tabler/icons-react';
import type { PlannerObjectKindKey, PlannerPoint } from '@vantage/contracts';
import type { SketchKind } from '@vantage/contracts/sketches';
import type { PointStructureKey } from '@/lib/plan/structures';

/** What terra-draw draws for a tool: an area or a line. */
export type DrawShape = 'polygon' | 'linestring';

/** What the map tells a tool and lets it do; the map owns the state behind it. */
export type MapToolContext = {
  /** The plan cannot change (read-only banner). */
  readOnly: boolean;
  structureKind: PointStructureKey;
  sketchKind: SketchKind;
  /** Adds a planner object of the kind with these points. */
  add: (kind: PlannerObjectKindKey, points: PlannerPoint[]) => void;
  /** Adds a point to the measurement. */
  measure: (at: PlannerPoint) => void;
  /** Puts the label being placed here, waiting for its text. */
  placeLabel: (at: PlannerPoint) => void;
  /** Saves a drawn annotation. */
  sketch: (points: PlannerPoint[]) => void;
};

/** Which gate besides a read-only plan can switch a tool off. */
export type ToolGate =
  /** None: the tool is always available (select, measure). */
  | 'none'
  /** The viewpoint tool: off only on a read-only plan. */
  | 'plan'
  /** The module of the kind it makes, then the subscription's object limit. */
  | 'kind'
  /** The SketchLayer feature. */
  | 'sketch';

/**
 * One tool of the planner as a mode: what the toolbar shows, its key, the map's cursor, what
 * gates it, the kind it makes, and how the map's clicks and drawings behave while it is on.
 */
export type ToolMode = {
  id: string;
  /** The catalogue id of its name (toolbar button and tooltip). */
  labelId: `planner.${string}.${string}`;
  /** Its key, as the tooltip shows it; the hotkey is its lower case. */
  key: string;
  icon: Icon;
  /** The map's cursor while the tool is on and the plan may change; undefined keeps the map's own. */
  cursor: 'crosshair' | undefined;
  gate: ToolGate;
  /** The kind of planner object it makes; the object tool makes the kind chosen for it. */
  makes: (structureKind: PointStructureKey) => PlannerObjectKindKey | null;
  /** Dragging an object moves the selection, and a click selects. */
  selects: boolean;
  /** What terra-draw draws while the tool is on; null when nothing. */
  draws: (context: MapToolContext) => DrawShape | null;
  /** A click on the map; false hands it on to selecting and inspecting. */
  click: (context: MapToolContext, at: PlannerPoint) => boolean;
  /** A shape terra-draw finished drawing. */
  drawn: (context: MapToolContext, points: PlannerPoint[]) => void;
};

const nothing = () => null;
const unhandled = () => false;
const ignored = () => {};

/** A tool placing one object of its kind per click. */
function placing(kind: (structureKind: PointStructureKey) => PlannerObjectKindKey) {
  return {
    cursor: 'crosshair' as const,
    gate: 'kind' as const,
    makes: kind,
    selects: false,
    draws: nothing,
    click: (context: MapToolContext, at: PlannerPoint) => {
      if (!context.readOnly) context.add(kind(context.structureKind), [at]);
      return true;
    },
    drawn: ignored,
  };
}

/** A tool drawing one object of its kind with terra-draw; on a read-only plan clicks select. */
function drawing(kind: PlannerObjectKindKey, shape: DrawShape) {
  return {
    cursor: undefined,
    gate: 'kind' as const,
    makes: () => kind,
    selects: false,
    draws: (context: MapToolContext) => (context.readOnly ? null : shape),
    click: (context: MapToolContext) => !context.readOnly,
    drawn: (context: MapToolContext, points: PlannerPoint[]) => context.add(kind, points),
  };
}

/** The tools in the toolbar's order. V is Select, so a viewpoint is P, a point of view. */
export const TOOL_MODES = [
  {
    id: 'select',
    labelId: 'planner.toolbar.selectAndMove',
    key: 'V',
    icon: IconPointer,
    cursor: undefined,
    gate: 'none',
    makes: nothing,
    selects: true,
    draws: nothing,
    click: unhandled,
    drawn: ignored,
  },
  {
    id: 'turbine',
    labelId: 'planner.toolbar.placeWindTurbines',
    key: 'T',
    icon: IconWindmill,
    ...placing(() => 'turbine'),
  },
  {
    id: 'solar',
    labelId: 'planner.toolbar.drawASolarField',
    key: 'S',
    icon: IconSolarPanel,
    ...drawing('solar', 'polygon'),
  },
  {
    id: 'powerLine',
    labelId: 'planner.toolbar.drawAPowerLine',
    key: 'L',
    icon: IconBolt,
    ...drawing('powerLine', 'linestring'),
  },
  {
    id: 'cable',
    labelId: 'planner.toolbar.drawACable',
    key: 'C',
    icon: IconLine,
    ...drawing('cable', 'linestring'),
  },
  {
    id: 'viewpoint',
    labelId: 'planner.toolbar.placeAViewpoint',
    key: 'P',
    icon: IconBinoculars,
    cursor: 'crosshair',
    gate: 'plan',
    makes: nothing,
    selects: false,
    draws: nothing,
    // The viewpoint layer places viewpoints itself.
    click: () => true,
    drawn: ignored,
  },
  {
    id: 'receptor',
    labelId: 'planner.toolbar.placeReceptors',
    key: 'R',
    icon: IconHome,
    ...placing(() => 'receptor'),
  },
  {
    id: 'siteBoundary',
    labelId: 'planner.toolbar.drawASiteBoundary',
    key: 'B',
    icon: IconBorderOuter,
    ...drawing('siteBoundary', 'polygon'),
  },
  {
    id: 'existingTurbine',
    labelId: 'planner.toolbar.placeExistingTurbines',
    key: 'E',
    icon: IconWindmillOff,
    ...placing(() => 'existingTurbine'),
  },
  {
    id: 'structure',
    labelId: 'planner.toolbar.placeObjectsSubstationBattery',
    key: 'O',
    icon: IconBuildingFactory2,
    ...placing((structureKind) => structureKind),
  },
  {
    id: 'noiseBarrier',
    labelId: 'planner.toolbar.drawANoiseBarrier',
    key: 'N',
    icon: IconFence,
    ...drawing('noiseBarrier', 'linestring'),
  },
  {
    id: 'sketch',
    labelId: 'planner.toolbar.sketchLabelsArrowsLines',
    key: 'K',
    icon: IconPencil,
    cursor: 'crosshair',
    gate: 'sketch',
    makes: nothing,
    selects: false,
    draws: (context) =>
      context.readOnly || context.sketchKind === 'label'
        ? null
        : context.sketchKind === 'area'
          ? 'polygon'
          : 'linestring',
    click: (context, at) => {
      if (context.readOnly) return false;
      if (context.sketchKind === 'label') context.placeLabel(at);
      return true;
    },
    drawn: (context, points) => context.sketch(points),
  },
  {
    id: 'measure',
    labelId: 'planner.toolbar.measureDistancesAndAreas',
    key: 'M',
    icon: IconRuler,
    cursor: 'crosshair',
    gate: 'none',
    makes: nothing,
    selects: false,
    draws: nothing,
    // Measuring changes nothing, so it works on a read-only plan too.
    click: (context, at) => {
      context.measure(at);
      return true;
    },
    drawn: ignored,
  },
] as const satisfies readonly ToolMode[];

export type Tool = (typeof TOOL_MODES)[number]['id'];

const BY_ID = new Map<string, ToolMode>(TOOL_MODES.map((mode) => [mode.id, mode]));

/** The mode of a tool. */
export function toolMode(tool: Tool): ToolMode {
  const mode = BY_ID.get(tool);
  if (!mode) throw new Error(`No tool ${tool}`);
  return mode;
}

/** The tool each hotkey (lower case) chooses. */
export const TOOL_KEYS: Readonly<Record<string, Tool>> = Object.fromEntries(
  TOOL_MODES.map(({ key, id }) => [key.toLowerCase(), id]),
);

/** The kind of planner object a tool makes; the object tool makes the kind chosen for it. */
export function kindOfTool(tool: Tool, structureKind: PointStructureKey): PlannerObjectKindKey | null {
  return toolMode(tool).makes(structureKind);
}
