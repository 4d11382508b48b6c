/**
 * Mitigation by night: for each receptor over its night limit, the sources that contribute
 * most; and a suggested operating mode per source (of the modes it has) that brings every
 * receptor under its night limit.
 *
 * The scheme is greedy: while a receptor is over, take the one furthest over, and move the
 * source that contributes most there (among those with a quieter mode left) one mode down, to
 * its next quieter mode. Then, in the reverse order of the moves, move each source back up one
 * mode wherever every receptor stays under, so that no source is reduced more than the plan
 * needs. It does not promise the least total reduction (that is a search over every
 * combination), only a plan where each reduction was needed when it was made.
 */
import { calculateNoiseLevels, type NoiseReceptorLevels } from './noise-levels.js';
import { limitsFor, type NoiseRuleSet } from './noise-limits.js';
import type { NoiseReceptor, NoiseSettings, NoiseSource } from './noise-sources.js';

export type NoiseContributor = { sourceId: string; level: number; share: number };

/** The sources at a receptor by their contribution in a period, loudest first, with their share of the energy. */
export function topContributors(
  result: NoiseReceptorLevels,
  sources: readonly NoiseSource[],
  count = 3,
  period: 'day' | 'evening' | 'night' = 'night',
): NoiseContributor[] {
  const { bySource, total } = result.byPeriod[period];
  return bySource
    .map((level, index) => ({ sourceId: sources[index]!.id, level, share: 10 ** ((level - total) / 10) }))
    .sort((a, b) => b.level - a.level)
    .slice(0, count);
}

export type NightModePlan = {
  /** The night mode of every source under the plan. */
  nightModes: Record<string, string>;
  /** The sources whose night mode the plan changes. */
  changes: Array<{ sourceId: string; from: string; to: string }>;
  /** Whether every receptor is under its night limit with the plan. */
  feasible: boolean;
  /** The receptors still over with the plan (when no quieter mode is left). */
  stillOver: string[];
  /** Before the plan: for each receptor over its night limit, the three sources that contribute most. */
  contributorsOver: Record<string, NoiseContributor[]>;
};

export function applyNightModes(
  sources: readonly NoiseSource[],
  nightModes: Record<string, string>,
): NoiseSource[] {
  return sources.map((source) =>
    nightModes[source.id]
      ? { ...source, periodModes: { ...source.periodModes, night: nightModes[source.id]! } }
      : source,
  );
}

export function planNightModes(
  sources: readonly NoiseSource[],
  receptors: readonly NoiseReceptor[],
  settings: NoiseSettings,
  ruleSet: NoiseRuleSet,
): NightModePlan {
  const limits = receptors.map((receptor) => limitsFor(receptor, ruleSet).limits.night);
  // Each source's modes, loudest first; and its night level at each receptor in each mode.
  const modes = sources.map((source) => [...source.modes].sort((a, b) => b.lwa - a.lwa));
  const energy = sources.map((source, s) =>
    modes[s]!.map((mode) => {
      const alone = { ...source, periodModes: { day: mode.name, evening: mode.name, night: mode.name } };
      return Float64Array.from(
        calculateNoiseLevels([alone], receptors, settings),
        (result) => 10 ** (result.byPeriod.night.total / 10),
      );
    }),
  );
  const start = sources.map((source, s) =>
    modes[s]!.findIndex((mode) => mode.name === source.periodModes.night),
  );
  const current = [...start];
  const totals = receptors.map((_, r) =>
    sources.reduce((sum, _s, s) => sum + energy[s]![current[s]!]![r]!, 0),
  );
  const excess = (r: number) =>
    limits[r] === undefined
      ? Number.NEGATIVE_INFINITY
      : 10 * Math.log10(totals[r]!) + ruleSet.levelOffset - limits[r]!;
  const move = (s: number, to: number) => {
    for (let r = 0; r < receptors.length; r++)
      totals[r]! += energy[s]![to]![r]! - energy[s]![current[s]!]![r]!;
    current[s] = to;
  };

  const initial = calculateNoiseLevels(sources, receptors, settings);
  const contributorsOver: Record<string, NoiseContributor[]> = {};
  receptors.forEach((receptor, r) => {
    if (excess(r) > 0) contributorsOver[receptor.id] = topContributors(initial[r]!, sources);
  });

  const moves: number[] = [];
  for (;;) {
    let worst = -1;
    for (let r = 0; r < receptors.length; r++)
      if (excess(r) > 0 && (worst < 0 || excess(r) > excess(worst))) worst = r;
    if (worst < 0) break;
    let loudest = -1;
    for (let s = 0; s < sources.length; s++) {
      if (current[s]! >= modes[s]!.length - 1) continue;
      if (loudest < 0 || energy[s]![current[s]!]![worst]! > energy[loudest]![current[loudest]!]![worst]!)
        loudest = s;
    }
    if (loudest < 0) break;
    move(loudest, current[loudest]! + 1);
    moves.push(loudest);
  }
  const allUnder = () => receptors.every((_, r) => !(excess(r) > 0));
  if (allUnder()) {
    for (const s of [...moves].reverse()) {
      if (current[s]! <= start[s]!) continue;
      const from = current[s]!;
      move(s, from - 1);
      if (!allUnder()) move(s, from);
    }
  }
  const nightModes = Object.fromEntries(
    sources.map((source, s) => [source.id, modes[s]![current[s]!]!.name]),
  );
  return {
    nightModes,
    changes: sources
      .filter((source) => nightModes[source.id] !== source.periodModes.night)
      .map((source) => ({ sourceId: source.id, from: source.periodModes.night, to: nightModes[source.id]! })),
    feasible: allUnder(),
    stillOver: receptors.filter((_, r) => excess(r) > 0).map((receptor) => receptor.id),
    contributorsOver,
  };
}
