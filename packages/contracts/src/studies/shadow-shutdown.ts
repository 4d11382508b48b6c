/**
 * The shutdown schedule: for each turbine, the local dates and clock times to stop it so that
 * every receptor meets the limits. Greedy and chronological, as a shutdown module counts: the
 * receptors are taken in order; for each, its shadow minutes in time order are kept while the
 * year's total, the day's total and (the Dutch rule) the number of days over the day's minutes
 * stay within the limits, and at every minute that would break one, the turbines shading it then
 * (for the Dutch rule alone, those within its distance) are stopped. A stop only removes shadow,
 * so a receptor met before stays met when later receptors add stops; re-running the calculation
 * with the stops (`applyShutdown`) proves it.
 */
import {
  computeShadowFlicker,
  type ShadowReceptor,
  type ShadowResult,
  type ShadowSettings,
  type ShadowStop,
  type ShadowTurbine,
} from './shadow-flicker.js';
import type { ShadowLimits } from './shadow-limits.js';
import { clockTime } from './shadow-time.js';

export interface ShutdownRow extends ShadowStop {
  /** Local date YYYY-MM-DD and clock times HH:MM (end excluded). */
  date: string;
  start: string;
  end: string;
}

export interface ShutdownSchedule {
  rows: ShutdownRow[];
  /** Per turbine, the minutes a year it stands still for shadow. */
  stoppedMinutes: number[];
}

export function shutdownSchedule(
  turbines: readonly ShadowTurbine[],
  receptors: readonly ShadowReceptor[],
  result: ShadowResult,
  limits: ShadowLimits,
): ShutdownSchedule {
  const { year } = result;
  const stopped = turbines.map(() => new Uint8Array(year.minutes));
  const yearCap =
    limits.hoursPerYear === undefined ? Number.POSITIVE_INFINITY : Math.floor(limits.hoursPerYear * 60);
  const dayCap = limits.minutesPerDay ?? Number.POSITIVE_INFINITY;
  const rule = limits.daysOver;
  result.minutes.forEach((perTurbine, r) => {
    const receptor = receptors[r]!;
    const near = turbines.map(
      (turbine) =>
        rule !== undefined &&
        (rule.withinRotorDiameters === undefined ||
          Math.hypot(turbine.x - receptor.x, turbine.y - receptor.y) <=
            rule.withinRotorDiameters * turbine.rotorDiameter),
    );
    const shading = new Map<number, number[]>();
    perTurbine.forEach((minutes, t) => {
      for (const m of minutes) {
        const list = shading.get(m);
        if (list) list.push(t);
        else shading.set(m, [t]);
      }
    });
    const order = [...shading.keys()].sort((a, b) => a - b);
    let yearKept = 0;
    let day = -1;
    let dayKept = 0;
    let dayNear = 0;
    let dayCounted = false;
    let daysOver = 0;
    for (const m of order) {
      if (year.day[m] !== day) {
        day = year.day[m]!;
        dayKept = 0;
        dayNear = 0;
        dayCounted = false;
      }
      const active = shading.get(m)!.filter((t) => !stopped[t]![m]);
      if (active.length === 0) continue;
      if (yearKept + 1 > yearCap || dayKept + 1 > dayCap) {
        for (const t of active) stopped[t]![m] = 1;
        continue;
      }
      const activeNear = active.filter((t) => near[t]);
      if (rule && activeNear.length > 0 && dayNear + 1 > rule.minutesPerDay && !dayCounted) {
        if (daysOver < rule.days) {
          daysOver++;
          dayCounted = true;
        } else {
          for (const t of activeNear) stopped[t]![m] = 1;
          if (activeNear.length === active.length) continue;
        }
      }
      yearKept++;
      dayKept++;
      if (active.some((t) => near[t] && !stopped[t]![m])) dayNear++;
    }
  });

  const rows: ShutdownRow[] = [];
  const stoppedMinutes = stopped.map((mask, turbine) => {
    let count = 0;
    let from = -1;
    for (let m = 0; m <= year.minutes; m++) {
      const on = m < year.minutes && mask[m] === 1;
      if (on) count++;
      const breaks = from >= 0 && (!on || year.day[m] !== year.day[from]);
      if (breaks) {
        const last = m - 1;
        rows.push({
          turbine,
          startMinute: from,
          endMinute: m,
          date: year.dates[year.day[from]!]!,
          start: clockTime(year.minuteOfDay[from]!),
          end: clockTime(year.minuteOfDay[last]! + 1),
        });
        from = -1;
      }
      if (on && from < 0) from = m;
    }
    return count;
  });
  rows.sort((a, b) => a.turbine - b.turbine || a.startMinute - b.startMinute);
  return { rows, stoppedMinutes };
}

/** The calculation re-run with the schedule's stops applied. */
export function applyShutdown(
  turbines: readonly ShadowTurbine[],
  receptors: readonly ShadowReceptor[],
  settings: ShadowSettings,
  schedule: ShutdownSchedule,
): ShadowResult {
  return computeShadowFlicker(turbines, receptors, {
    ...settings,
    stops: [...(settings.stops ?? []), ...schedule.rows],
  });
}
