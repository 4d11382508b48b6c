import { describe, expect, it } from 'vitest';
import { soundModesOf, soundModesProblem, turbineSoundProblem } from './turbine-sound.js';

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];

describe('a turbine preset’s sound power', () => {
  it('takes modes with an LWA and an optional spectrum', () => {
    const modes = [
      { name: 'Mode 0', lwa: 106, bands: SPECTRUM },
      { name: 'NRO 103', lwa: 103 },
    ];
    expect(soundModesProblem(modes)).toBeNull();
    expect(soundModesOf({ soundModes: modes })).toEqual(modes);
    expect(soundModesOf({})).toEqual([]);
  });

  it('says in words what does not fit', () => {
    const cases: [unknown, string][] = [
      [[], 'soundModes must be a list of 1 to 8 operating modes'],
      [[{ name: '', lwa: 100 }], 'soundModes[0].name must be a text of 1 to 60 characters'],
      [
        [
          { name: 'a', lwa: 100 },
          { name: 'a', lwa: 99 },
        ],
        'soundModes[1].name "a" is used by another mode',
      ],
      [[{ name: 'a', lwa: 200 }], 'soundModes[0].lwa must be a sound power level between 40 and 130 dB(A)'],
      [[{ name: 'a', lwa: 106, bands: [90, 90] }], 'soundModes[0].bands must be 8 A-weighted levels'],
      [
        [{ name: 'a', lwa: 100, bands: SPECTRUM }],
        'soundModes[0].bands sum to 106.0 dB(A), more than 1 dB from its lwa 100 dB(A)',
      ],
    ];
    for (const [value, words] of cases) expect(soundModesProblem(value)).toContain(words);
  });

  it('is checked in the data of turbines and existing turbines, not of other kinds', () => {
    const bad = JSON.stringify({ soundModes: [{ name: 'a', lwa: 'loud' }] });
    expect(turbineSoundProblem('turbine', bad)).toContain('soundModes[0].lwa');
    expect(turbineSoundProblem('existingTurbine', bad)).toContain('lwa');
    expect(turbineSoundProblem('area', bad)).toBeNull();
    expect(turbineSoundProblem('turbine', '{}')).toBeNull();
  });
});
