import { PLANNER_OBJECT_KINDS, type PlannerObjectKindKey } from '@vantage/contracts';
import { kindLockedDetail } from '@vantage/contracts/gates/modules';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { toolRefusal } from './planner-toolbar';

beforeAll(activatePlannerEnglish);

const solarLocked = (kind: PlannerObjectKindKey) =>
  kind === 'solar' ? kindLockedDetail(PLANNER_OBJECT_KINDS.solar) : null;
const open = { readOnly: null, limitMessage: null, kindLock: solarLocked };

describe('toolRefusal', () => {
  it('locks the tool of a kind whose module is locked, in the lock words, and no other', () => {
    expect(toolRefusal('solar', open)).toBe(
      'Locked: Solar fields are part of the Solar module, which is not unlocked for your subscription.',
    );
    for (const tool of ['turbine', 'powerLine', 'cable', 'viewpoint', 'select', 'measure'] as const)
      expect(toolRefusal(tool, open), tool).toBeNull();
  });

  it('locks the object and barrier tools by the Stationary module, naming the chosen object', () => {
    const stationaryLocked = (kind: PlannerObjectKindKey) =>
      PLANNER_OBJECT_KINDS[kind].module === 'Stationary'
        ? kindLockedDetail(PLANNER_OBJECT_KINDS[kind])
        : null;
    const state = { ...open, kindLock: stationaryLocked, structureKind: 'batteryRow' as const };
    expect(toolRefusal('structure', state)).toBe(
      'Locked: Battery container rows are part of the Object (Stationary) module, which is not unlocked for your subscription.',
    );
    expect(toolRefusal('noiseBarrier', state)).toMatch(
      /^Locked: Noise barriers and fences are part of the Object/,
    );
    expect(toolRefusal('turbine', state)).toBeNull();
    expect(toolRefusal('structure', open)).toBeNull();
  });

  it('locks the sketch tool by SketchLayer in its words; read-only first; the object limit does not apply', () => {
    const detail = 'The Sketch layer (SketchLayer) module is not unlocked for your subscription.';
    expect(toolRefusal('sketch', { ...open, sketchLock: detail })).toBe(`Locked: ${detail}`);
    expect(toolRefusal('sketch', { ...open, sketchLock: detail, readOnly: 'Read only.' })).toBe('Read only.');
    expect(toolRefusal('sketch', { ...open, sketchLock: null, limitMessage: 'Full.' })).toBeNull();
    expect(toolRefusal('turbine', { ...open, sketchLock: detail })).toBeNull();
  });

  it('reads a read-only plan first, then the module, then the limit', () => {
    expect(toolRefusal('solar', { ...open, readOnly: 'Read only.', limitMessage: 'Full.' })).toBe(
      'Read only.',
    );
    expect(toolRefusal('solar', { ...open, limitMessage: 'Full.' })).toMatch(/^Locked: /);
    expect(toolRefusal('turbine', { ...open, limitMessage: 'Full.' })).toBe('Full.');
    expect(toolRefusal('measure', { ...open, readOnly: 'Read only.' })).toBeNull();
  });
});
