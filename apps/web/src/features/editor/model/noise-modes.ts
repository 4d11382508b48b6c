import type { NoiseTurbineModes } from '@vantage/contracts';
import { noisePeriodModes } from '@vantage/contracts/studies/noise-modes';
import type { NoiseStudyTurbine } from '@vantage/contracts/studies/noise-study';

export const MODE_PERIODS = ['day', 'evening', 'night'] as const;
export type ModePeriod = (typeof MODE_PERIODS)[number];
export type PeriodModes = Record<ModePeriod, string>;

/** The modes chosen per turbine id, as the settings form holds them (turbines of every scenario). */
export type ChosenModes = Readonly<Record<number, PeriodModes>>;

/** One row of the "Operating modes" table: a turbine, its preset's mode names, the modes it runs in. */
export type ModeRow = { id: number; name: string; modeNames: string[]; modes: PeriodModes };

export function chosenModesOf(list: readonly NoiseTurbineModes[]): ChosenModes {
  return Object.fromEntries(
    list.map(({ turbineId, day, evening, night }) => [turbineId, { day, evening, night }]),
  );
}

/** The stored `turbineModes` of the form's choices, by turbine id. */
export function turbineModesOf(chosen: ChosenModes): NoiseTurbineModes[] {
  return Object.entries(chosen)
    .map(([id, modes]) => ({ turbineId: Number(id), ...modes }))
    .sort((a, b) => a.turbineId - b.turbineId);
}

/**
 * The scenario's wind turbines split into those with operating modes, each with the modes the
 * study runs it in (the chosen one, else its preset's first), and those without any.
 */
export function modeRows(
  turbines: readonly NoiseStudyTurbine[],
  chosen: ChosenModes,
): { rows: ModeRow[]; withoutModes: NoiseStudyTurbine[] } {
  const scenario = turbines.filter((turbine) => !turbine.existing);
  return {
    rows: scenario
      .filter((turbine) => turbine.modes.length > 0)
      .map((turbine) => ({
        id: turbine.id,
        name: turbine.name,
        modeNames: turbine.modes.map((mode) => mode.name),
        modes: noisePeriodModes(turbine.modes, chosen[turbine.id]),
      })),
    withoutModes: scenario.filter((turbine) => turbine.modes.length === 0),
  };
}

/**
 * The choices after one select changed: the turbine's other periods keep the modes it runs in;
 * a turbine back on its first mode in every period has no entry, as if never chosen.
 */
export function chooseMode(chosen: ChosenModes, row: ModeRow, period: ModePeriod, name: string): ChosenModes {
  const modes = { ...row.modes, [period]: name };
  const { [row.id]: _previous, ...others } = chosen;
  const first = row.modeNames[0];
  return MODE_PERIODS.every((each) => modes[each] === first) ? others : { ...others, [row.id]: modes };
}
