/**
 * A turbine's sound power by operating mode, kept in its preset's data as `soundModes`
 * (docs/studies/noise.md): each mode a name, the A-weighted total LWA and optionally the
 * A-weighted octave spectrum 63 Hz – 8 kHz. A list, not a `KindField`: the server checks it
 * beside the kind's fields (modules/planner-objects/rules.ts), so that the dashboard's first
 * load, which carries the kind check, does not carry this one.
 */
export type TurbineSoundMode = { name: string; lwa: number; bands?: number[] };

export const SOUND_MODES_KEY = 'soundModes';
export const SOUND_MODES_MAX = 8;
export const SOUND_BAND_COUNT = 8;
/** The range of a sound power level a data sheet can state (dB(A) re 1 pW). */
export const SOUND_POWER_MIN = 40;
export const SOUND_POWER_MAX = 130;
/** How far a spectrum's energetic sum may lie from the stated LWA: the sheets round each band. */
export const SOUND_SPECTRUM_TOLERANCE_DB = 1;

const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= SOUND_POWER_MIN && value <= SOUND_POWER_MAX;

/** Why `soundModes` is not a list of operating modes, or null (also when it is absent). */
export function soundModesProblem(value: unknown): string | null {
  if (value === undefined) return null;
  const where = SOUND_MODES_KEY;
  if (!Array.isArray(value) || value.length === 0 || value.length > SOUND_MODES_MAX)
    return `${where} must be a list of 1 to ${SOUND_MODES_MAX} operating modes`;
  const names = new Set<string>();
  for (const [index, mode] of value.entries()) {
    const at = `${where}[${index}]`;
    if (!mode || typeof mode !== 'object' || Array.isArray(mode))
      return `${at} must be an operating mode with a name and an lwa`;
    const { name, lwa, bands } = mode as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || name.length > 60)
      return `${at}.name must be a text of 1 to 60 characters`;
    if (names.has(name)) return `${at}.name "${name}" is used by another mode of this turbine`;
    names.add(name);
    if (!isLevel(lwa))
      return `${at}.lwa must be a sound power level between ${SOUND_POWER_MIN} and ${SOUND_POWER_MAX} dB(A)`;
    if (bands === undefined) continue;
    if (!Array.isArray(bands) || bands.length !== SOUND_BAND_COUNT || !bands.every(isLevel))
      return `${at}.bands must be ${SOUND_BAND_COUNT} A-weighted levels (63 Hz to 8 kHz) between ${SOUND_POWER_MIN} and ${SOUND_POWER_MAX} dB(A)`;
    const sum =
      10 * Math.log10(bands.reduce((energy: number, level: number) => energy + 10 ** (level / 10), 0));
    if (Math.abs(sum - lwa) > SOUND_SPECTRUM_TOLERANCE_DB)
      return `${at}.bands sum to ${sum.toFixed(1)} dB(A), more than ${SOUND_SPECTRUM_TOLERANCE_DB} dB from its lwa ${lwa} dB(A)`;
  }
  return null;
}

/** Why a turbine's or existing turbine's data holds no fitting `soundModes`, or null. */
export function turbineSoundProblem(role: string, dataJson: string | undefined): string | null {
  if ((role !== 'turbine' && role !== 'existingTurbine') || dataJson === undefined) return null;
  try {
    const data: unknown = JSON.parse(dataJson);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    return soundModesProblem((data as Record<string, unknown>)[SOUND_MODES_KEY]);
  } catch {
    return null;
  }
}

/** The operating modes stored in a turbine's or preset's data, or none when they do not fit. */
export function soundModesOf(data: Record<string, unknown>): TurbineSoundMode[] {
  const value = data[SOUND_MODES_KEY];
  if (value === undefined || soundModesProblem(value)) return [];
  return (value as TurbineSoundMode[]).map(({ name, lwa, bands }) => ({
    name,
    lwa,
    ...(bands ? { bands: [...bands] } : {}),
  }));
}
