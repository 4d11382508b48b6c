import { PLANNER_OBJECT_KINDS, type PlannerObjectKindKey, type PlannerPoint } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { parsePo } from '@/lib/i18n/text-check';
import english from '@/locales/planner/en.po?raw';
import { kindOfTool, type MapToolContext, TOOL_KEYS, TOOL_MODES, type Tool, toolMode } from './tools';

const en = parsePo(english);

/** Every call a tool made on the map, in order. */
function recordingContext(overrides: Partial<MapToolContext> = {}) {
  const calls: unknown[][] = [];
  const context: MapToolContext = {
    readOnly: false,
    structureKind: 'batteryRow',
    sketchKind: 'line',
    add: (kind, points) => calls.push(['add', kind, points]),
    measure: (at) => calls.push(['measure', at]),
    placeLabel: (at) => calls.push(['label', at]),
    sketch: (points) => calls.push(['sketch', points]),
    ...overrides,
  };
  return { context, calls };
}

const at: PlannerPoint = { longitude: 5.1, latitude: 52.1 };

describe('the tool registry', () => {
  it('lists every tool with its parts: an English name, a unique key, an icon, a gate', () => {
    expect(
      TOOL_MODES.map((mode) => [mode.id, en.get(mode.labelId), mode.key, mode.cursor ?? '-', mode.gate]),
    ).toEqual([
      ['select', 'Select and move', 'V', '-', 'none'],
      ['turbine', 'Place wind turbines', 'T', 'crosshair', 'kind'],
      ['solar', 'Draw a solar field', 'S', '-', 'kind'],
      ['powerLine', 'Draw a power line', 'L', '-', 'kind'],
      ['cable', 'Draw a cable', 'C', '-', 'kind'],
      ['viewpoint', 'Place a viewpoint', 'P', 'crosshair', 'plan'],
      ['receptor', 'Place receptors', 'R', 'crosshair', 'kind'],
      ['siteBoundary', 'Draw a site boundary', 'B', '-', 'kind'],
      ['existingTurbine', 'Place existing turbines', 'E', 'crosshair', 'kind'],
      ['structure', 'Place objects (substation, battery row, building …)', 'O', 'crosshair', 'kind'],
      ['noiseBarrier', 'Draw a noise barrier or fence', 'N', '-', 'kind'],
      ['sketch', 'Sketch: labels, arrows, lines and areas', 'K', 'crosshair', 'sketch'],
      ['measure', 'Measure distances and areas', 'M', 'crosshair', 'none'],
    ]);
    for (const mode of TOOL_MODES) expect(mode.icon, mode.id).toBeTruthy();
    expect(new Set(TOOL_MODES.map((mode) => mode.key.toLowerCase())).size).toBe(TOOL_MODES.length);
    expect(new Set(TOOL_MODES.map((mode) => mode.id)).size).toBe(TOOL_MODES.length);
  });

  it('maps each hotkey to its tool, and no other key', () => {
    expect(TOOL_KEYS).toEqual({
      v: 'select',
      t: 'turbine',
      s: 'solar',
      l: 'powerLine',
      c: 'cable',
      p: 'viewpoint',
      r: 'receptor',
      b: 'siteBoundary',
      e: 'existingTurbine',
      o: 'structure',
      n: 'noiseBarrier',
      k: 'sketch',
      m: 'measure',
    });
  });

  it('makes the kind named like the tool, the chosen kind for the object tool, and none otherwise', () => {
    for (const { id, gate } of TOOL_MODES) {
      const expected = id === 'structure' ? 'batteryRow' : id in PLANNER_OBJECT_KINDS ? id : null;
      expect(kindOfTool(id, 'batteryRow'), id).toBe(expected);
      // Only the tools that make objects are gated by their kind's module and the limit.
      expect(gate === 'kind', id).toBe(expected !== null);
    }
  });
});

describe('the tools on the map', () => {
  it('places one object of its kind per click; on a read-only plan the click is taken and nothing placed', () => {
    const cases: [Tool, PlannerObjectKindKey][] = [
      ['turbine', 'turbine'],
      ['receptor', 'receptor'],
      ['existingTurbine', 'existingTurbine'],
      ['structure', 'batteryRow'],
    ];
    for (const [tool, kind] of cases) {
      const open = recordingContext();
      expect(toolMode(tool).click(open.context, at), tool).toBe(true);
      expect(open.calls, tool).toEqual([['add', kind, [at]]]);
      expect(toolMode(tool).draws(open.context), tool).toBeNull();
      const locked = recordingContext({ readOnly: true });
      expect(toolMode(tool).click(locked.context, at), tool).toBe(true);
      expect(locked.calls, tool).toEqual([]);
    }
  });

  it('draws areas and lines of its kind; on a read-only plan it draws nothing and clicks select', () => {
    const cases: [Tool, 'polygon' | 'linestring', PlannerObjectKindKey][] = [
      ['solar', 'polygon', 'solar'],
      ['siteBoundary', 'polygon', 'siteBoundary'],
      ['powerLine', 'linestring', 'powerLine'],
      ['cable', 'linestring', 'cable'],
      ['noiseBarrier', 'linestring', 'noiseBarrier'],
    ];
    for (const [tool, shape, kind] of cases) {
      const open = recordingContext();
      expect(toolMode(tool).draws(open.context), tool).toBe(shape);
      expect(toolMode(tool).click(open.context, at), tool).toBe(true);
      toolMode(tool).drawn(open.context, [at, at]);
      expect(open.calls, tool).toEqual([['add', kind, [at, at]]]);
      const locked = recordingContext({ readOnly: true });
      expect(toolMode(tool).draws(locked.context), tool).toBeNull();
      expect(toolMode(tool).click(locked.context, at), tool).toBe(false);
    }
  });

  it('sketches lines and areas, places labels on a click, and hands clicks on when read-only', () => {
    const sketch = toolMode('sketch');
    expect(sketch.draws(recordingContext().context)).toBe('linestring');
    expect(sketch.draws(recordingContext({ sketchKind: 'area' }).context)).toBe('polygon');
    const label = recordingContext({ sketchKind: 'label' });
    expect(sketch.draws(label.context)).toBeNull();
    expect(sketch.click(label.context, at)).toBe(true);
    expect(label.calls).toEqual([['label', at]]);
    const line = recordingContext();
    sketch.drawn(line.context, [at, at]);
    expect(line.calls).toEqual([['sketch', [at, at]]]);
    const locked = recordingContext({ readOnly: true, sketchKind: 'label' });
    expect(sketch.click(locked.context, at)).toBe(false);
    expect(locked.calls).toEqual([]);
  });

  it('measures even on a read-only plan; the viewpoint tool takes clicks; only select drags and hands clicks on', () => {
    const locked = recordingContext({ readOnly: true });
    expect(toolMode('measure').click(locked.context, at)).toBe(true);
    expect(locked.calls).toEqual([['measure', at]]);
    const open = recordingContext();
    expect(toolMode('viewpoint').click(open.context, at)).toBe(true);
    expect(toolMode('select').click(open.context, at)).toBe(false);
    expect(open.calls).toEqual([]);
    expect(TOOL_MODES.filter((mode) => mode.selects).map((mode) => mode.id)).toEqual(['select']);
  });
});
