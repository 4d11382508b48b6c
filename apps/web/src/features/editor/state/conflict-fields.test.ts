import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { conflictRows } from './conflict-fields';

beforeAll(activatePlannerEnglish);

const turbine = {
  id: 4,
  version: 3,
  projectId: 1,
  name: 'Turbine 4',
  scenarioId: 1,
  presetId: null,
  tagNames: [],
  layout: 'Point',
  plannerObjectDataJson: '{"hubHeight":120}',
  points: [{ longitude: 4.890012345, latitude: 52.374123456 }],
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
};

const names = {
  scenarios: [
    { id: 1, name: 'Base case' },
    { id: 2, name: 'Large rotors' },
  ],
  presets: [{ id: 9, name: 'V236' }],
  viewpoints: [
    { id: 1, name: 'Beach' },
    { id: 2, name: 'Dyke' },
  ],
};

describe('conflictRows', () => {
  it('shows only the fields this planner changed that differ from theirs, in words', () => {
    const rows = conflictRows(
      {
        kind: 'plannerObject',
        theirs: turbine,
        yours: {
          points: [{ longitude: 4.9, latitude: 52.38 }],
          name: 'Turbine 4',
          scenarioId: 2,
          presetId: 9,
        },
      },
      names,
    );
    expect(rows).toEqual([
      {
        field: 'points',
        label: 'Position',
        theirs: '52.37412° N, 4.89001° E',
        yours: '52.38000° N, 4.90000° E',
      },
      { field: 'scenarioId', label: 'Scenario', theirs: 'Base case', yours: 'Large rotors' },
      { field: 'presetId', label: 'Preset', theirs: 'No preset', yours: 'V236' },
    ]);
  });

  it("compares an object's own settings one by one, with their units", () => {
    const rows = conflictRows({
      kind: 'plannerObject',
      theirs: turbine,
      yours: { plannerObjectDataJson: '{"rotorDiameter":150.456,"hubHeight":120}' },
    });
    expect(rows).toEqual([
      {
        field: 'plannerObjectDataJson.rotorDiameter',
        label: 'Rotor diameter',
        theirs: 'Not set (the preset or default)',
        yours: '150.46 m',
      },
    ]);
  });

  it("names a preset's name and its settings one by one, with their units", () => {
    const rows = conflictRows({
      kind: 'preset',
      theirs: {
        id: 3,
        version: 2,
        name: 'V150 north',
        presetDataJson: '{"hubHeight":125,"rotorDiameter":150}',
      },
      yours: { name: 'V150 south', presetDataJson: '{"hubHeight":130,"rotorDiameter":150}' },
    });
    expect(rows).toEqual([
      { field: 'name', label: 'Name', theirs: '"V150 north"', yours: '"V150 south"' },
      { field: 'presetDataJson.hubHeight', label: 'Hub height', theirs: '125 m', yours: '130 m' },
    ]);
  });

  it('writes the shape of a line or area by its points', () => {
    const line = { ...turbine, layout: 'Path', points: [turbine.points[0], { longitude: 5, latitude: 52 }] };
    const rows = conflictRows({
      kind: 'plannerObject',
      theirs: line,
      yours: { points: [{ longitude: 4, latitude: -33.5 }, ...line.points] },
    });
    expect(rows).toEqual([
      {
        field: 'points',
        label: 'Shape',
        theirs: '2 points, the first at 52.37412° N, 4.89001° E',
        yours: '3 points, the first at 33.50000° S, 4.00000° E',
      },
    ]);
  });

  it('writes viewpoint angles in degrees with the compass, heights in metres, times in UTC', () => {
    const theirs = {
      id: 1,
      version: 5,
      name: 'Beach',
      position: { longitude: 4.5, latitude: 52.5, altitude: 1.5 },
      pan: 90,
      tilt: 0,
      fieldOfView: 60,
      windDirection: 225,
      viewingDateTime: null,
      visible: true,
    };
    const rows = conflictRows({
      kind: 'viewpoint',
      theirs,
      yours: {
        pan: 213.96,
        fieldOfView: 45.25,
        position: { longitude: 4.5, latitude: 52.5, altitude: 12.345 },
        viewingDateTime: '2026-06-21T14:30:00.000Z',
        windDirection: 225,
      },
    });
    expect(rows).toEqual([
      { field: 'pan', label: 'View direction', theirs: '90° (E)', yours: '214° (SW)' },
      { field: 'fieldOfView', label: 'Field of view', theirs: '60°', yours: '45.3°' },
      {
        field: 'position',
        label: 'Position',
        theirs: '52.50000° N, 4.50000° E, eye at 1.5 m above the ground',
        yours: '52.50000° N, 4.50000° E, eye at 12.35 m above the ground',
      },
      {
        field: 'viewingDateTime',
        label: 'Date and time',
        theirs: "The viewer's default",
        yours: '2026-06-21 14:30 UTC',
      },
    ]);
  });

  it("names a tour's stops and settings, and a scenario's", () => {
    expect(
      conflictRows(
        {
          kind: 'tour',
          theirs: { id: 3, name: 'Round', viewpointIds: [1, 2], easing: 'Linear', autoAnimate: false },
          yours: { viewpointIds: [2, 1, 2], easing: 'CubicInOut', autoAnimate: false },
        },
        names,
      ),
    ).toEqual([
      { field: 'viewpointIds', label: 'Stops', theirs: 'Beach → Dyke', yours: 'Dyke → Beach → Dyke' },
      { field: 'easing', label: 'Easing', theirs: 'Even speed', yours: 'Speeds up, then slows down' },
    ]);
    expect(
      conflictRows({
        kind: 'scenario',
        theirs: { id: 1, name: 'Base', version: 2 },
        yours: { name: 'Base case' },
      }),
    ).toEqual([{ field: 'name', label: 'Name', theirs: '"Base"', yours: '"Base case"' }]);
  });

  it('has nothing to show when both set the same values, and says when their value is unknown', () => {
    expect(
      conflictRows({ kind: 'scenario', theirs: { name: 'Base', color: 'aabbcc' }, yours: { name: 'Base' } }),
    ).toEqual([]);
    expect(conflictRows({ kind: 'scenario', theirs: {}, yours: { color: 'aabbcc' } })).toEqual([
      { field: 'color', label: 'Colour', theirs: 'not known', yours: '#AABBCC' },
    ]);
  });

  it('names the shadow-flicker settings in words: limits, distance, the sunshine and wind figures', () => {
    const rows = conflictRows({
      kind: 'shadowFlickerSettings',
      theirs: { projectId: 1, version: 3, year: 2027, limits: 'DE', maxDistance: 2000 },
      yours: {
        year: 2027,
        limits: 'NL',
        maxDistance: 1500,
        expected: { sunshine: Array(12).fill(0.3), operating: Array(12).fill(0.5), source: 'DWD' },
      },
    });
    expect(rows.map((row) => [row.label, row.theirs, row.yours])).toEqual([
      ['Limits', 'DE: 30 h/year, 30 min/day', 'NL: 17 days over 20 min'],
      ['Maximum distance', '2,000 m', '1,500 m'],
      [
        'Sunshine and wind figures',
        'not known',
        `DWD: sunshine ${Array(12).fill('0.3').join(', ')}; wind sectors ${Array(12).fill('0.5').join(', ')}`,
      ],
    ]);
  });

  it('names the noise settings in words: rule set, own limits, receiver height, temperature', () => {
    const rows = conflictRows({
      kind: 'noiseSettings',
      theirs: {
        projectId: 1,
        version: 4,
        ruleSet: 'de-ta-laerm',
        customLimits: [],
        receiverHeight: 4,
        temperatureC: 15,
        lden: false,
      },
      yours: {
        ruleSet: 'custom',
        customLimits: [{ category: 'dwelling', night: 38, day: 50 }],
        receiverHeight: 10,
        temperatureC: 12,
        lden: false,
      },
    });
    expect(rows.map((row) => [row.label, row.theirs, row.yours])).toEqual([
      ['Limits (rule set)', 'Germany, TA Lärm', 'Own limits'],
      ['Own limits', 'None', 'Dwelling: day 50, night 38'],
      ['Receiver height', '4 m', '10 m'],
      ['Temperature', '15 °C', '12 °C'],
    ]);
  });

  it('names the operating modes by turbine, the defaults in words', () => {
    const rows = conflictRows(
      {
        kind: 'noiseSettings',
        theirs: { projectId: 1, version: 3, turbineModes: [] },
        yours: { turbineModes: [{ turbineId: 7, day: 'Mode 0', evening: 'Mode 0', night: 'NR 2' }] },
      },
      { objects: [{ id: 7, name: 'WEA 1' }] },
    );
    expect(rows.map((row) => [row.label, row.theirs, row.yours])).toEqual([
      [
        'Operating modes',
        "Each turbine on its preset's first mode",
        'WEA 1: day Mode 0, evening Mode 0, night NR 2',
      ],
    ]);
  });
});
