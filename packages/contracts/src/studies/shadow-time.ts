/**
 * The minutes of the shadow study's year and their local dates. The year is the receptors'
 * local calendar year in an IANA time zone (one per calculation: the project's), sampled on UTC
 * minutes from local midnight of 1 January to local midnight of the next 1 January. Daylight
 * saving time is followed as the zone's rules say: a local day is 23, 24 or 25 hours long; days
 * (days with shadow, the most minutes in a day) are local calendar days and clock times are
 * local wall-clock times (in the repeated autumn hour two minutes share a clock time; each period
 * also carries its UTC minute indices, which are unambiguous). Offsets are read at whole UTC hours,
 * which is where every zone's changes fall but Lord Howe Island's.
 */
const DAY = 86_400_000;

/** The zone's offset from UTC in minutes at an instant (Intl, in the browser and in Node.js alike). */
function offsetMinutes(format: Intl.DateTimeFormat, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

export interface StudyYear {
  year: number;
  timeZone: string;
  /** UTC milliseconds of the first minute's start. */
  start: number;
  minutes: number;
  /** Per minute: the local day of the year (0-based), the local minute of the day, the local month (0–11). */
  day: Uint16Array;
  minuteOfDay: Uint16Array;
  month: Uint8Array;
  /** Per local day, its date as YYYY-MM-DD. */
  dates: string[];
}

export function studyYear(year: number, timeZone = 'UTC'): StudyYear {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const localMidnight = (y: number) => {
    const guess = Date.UTC(y, 0, 1);
    let instant = guess - offsetMinutes(format, guess) * 60_000;
    instant = guess - offsetMinutes(format, instant) * 60_000;
    return instant;
  };
  const start = localMidnight(year);
  const minutes = Math.round((localMidnight(year + 1) - start) / 60_000);
  const day = new Uint16Array(minutes);
  const minuteOfDay = new Uint16Array(minutes);
  const month = new Uint8Array(minutes);
  const firstLocalDay = Date.UTC(year, 0, 1) / DAY;
  const dayCount = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY);
  const dates = Array.from({ length: dayCount }, (_, i) =>
    new Date(Date.UTC(year, 0, 1 + i)).toISOString().slice(0, 10),
  );
  const monthOfDay = Array.from({ length: dayCount }, (_, i) =>
    new Date(Date.UTC(year, 0, 1 + i)).getUTCMonth(),
  );
  // The offset is read at every UTC hour of a day whose offset at its start and its end differ
  // (a change of daylight saving time), once a day otherwise.
  let offset = 0;
  let steady = false;
  for (let minute = 0; minute < minutes; minute++) {
    const instant = start + minute * 60_000;
    if (minute % 1440 === 0) {
      offset = offsetMinutes(format, instant);
      steady = offset === offsetMinutes(format, instant + DAY);
    } else if (!steady && minute % 60 === 0) offset = offsetMinutes(format, instant);
    const local = instant + offset * 60_000;
    const localDay = Math.floor(local / DAY);
    const index = Math.min(dayCount - 1, Math.max(0, localDay - firstLocalDay));
    day[minute] = index;
    minuteOfDay[minute] = Math.floor((local - localDay * DAY) / 60_000);
    month[minute] = monthOfDay[index]!;
  }
  return { year, timeZone, start, minutes, day, minuteOfDay, month, dates };
}

export const clockTime = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
