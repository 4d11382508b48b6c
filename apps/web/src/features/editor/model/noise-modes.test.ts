import type { NoiseStudyTurbine } from '@vantage/contracts/studies/noise-study';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { chooseMode, chosenModesOf, modeRows, turbineModesOf } from './noise-modes';

beforeAll(activatePlannerEnglish);

const turbine = (id: number, modes: string[], existing = false): NoiseStudyTurbine => ({
  id,
  name: `WEA ${id}`,
  existing,
  longitude: 5,
  latitude: 52,
  groundHeight: 0,
  hubHeight: 120,
  modes: modes.map((name, index) => ({ name, lwa: 106 - 2 * index })),
});

describe("the Noise tab's operating modes per turbine", () => {
  const turbines = [turbine(1, ['Mode 0', 'NR 1', 'NR 2']), turbine(2, ['Mode 0', 'NR 1']), turbine(3, [])];

  it("shows each scenario turbine with sound modes on its chosen modes, else its preset's first; the rest apart", () => {
    const chosen = chosenModesOf([
      { turbineId: 1, day: 'Mode 0', evening: 'NR 1', night: 'NR 2' },
      // A mode the preset no longer has: the study runs the first, and so does the table.
      { turbineId: 2, day: 'Gone', evening: 'Mode 0', night: 'NR 1' },
    ]);
    const { rows, withoutModes } = modeRows([...turbines, turbine(4, ['A'], true)], chosen);
    expect(rows.map((row) => [row.name, row.modes])).toEqual([
      ['WEA 1', { day: 'Mode 0', evening: 'NR 1', night: 'NR 2' }],
      ['WEA 2', { day: 'Mode 0', evening: 'Mode 0', night: 'NR 1' }],
    ]);
    expect(rows[0]!.modeNames).toEqual(['Mode 0', 'NR 1', 'NR 2']);
    expect(withoutModes.map((each) => each.name)).toEqual(['WEA 3']);
  });

  it('changes one period and keeps the others as run; back on the first mode everywhere, the entry goes', () => {
    const other = { day: 'X', evening: 'X', night: 'Y' };
    const start = chosenModesOf([{ turbineId: 9, ...other }]);
    const row = modeRows(turbines, start).rows[1]!;
    const night = chooseMode(start, row, 'night', 'NR 1');
    expect(turbineModesOf(night)).toEqual([
      { turbineId: 2, day: 'Mode 0', evening: 'Mode 0', night: 'NR 1' },
      { turbineId: 9, ...other },
    ]);
    const back = chooseMode(night, modeRows(turbines, night).rows[1]!, 'night', 'Mode 0');
    expect(turbineModesOf(back)).toEqual([{ turbineId: 9, ...other }]);
  });
});
