import { i18n } from '@lingui/core';
import { TURBINE_DEFAULTS } from '@/lib/plan/object-specs';

/** A turbine model a project can take as its first preset: the maker's name, hub and rotor. */
export type TurbineModel = {
  name: string;
  setting: 'onshore' | 'offshore';
  hubHeight: number;
  rotorDiameter: number;
};

/**
 * Models offered when a project's first turbine is placed: current onshore machines (rotor
 * 130–170 m) and the offshore one the viewer draws by default. The V150 is the demo data's
 * preset; hub heights are among those the makers sell for each rotor.
 */
export const TURBINE_MODELS: readonly TurbineModel[] = [
  { name: 'Vestas V150 4.2 MW', setting: 'onshore', hubHeight: 125, rotorDiameter: 150 },
  { name: 'Enercon E-138 EP3', setting: 'onshore', hubHeight: 131, rotorDiameter: 138 },
  { name: 'Nordex N163/5.X', setting: 'onshore', hubHeight: 148, rotorDiameter: 163 },
  { name: 'Vestas V236 15 MW', setting: 'offshore', hubHeight: 150, rotorDiameter: 236 },
];

/** A model as the first turbine's question offers it: "Vestas V150 4.2 MW: hub 125 m, rotor 150 m (onshore)". */
export const turbineModelLabel = (model: TurbineModel) =>
  i18n._('planner.turbineModels.model', {
    name: model.name,
    hubHeight: model.hubHeight,
    rotorDiameter: model.rotorDiameter,
    setting: model.setting,
  });

/** What a turbine without a preset is: the dimensions the viewer draws it with. */
export const noPresetTurbine = () =>
  i18n._('planner.turbineModels.noPreset', {
    hubHeight: TURBINE_DEFAULTS.hubHeight,
    rotorDiameter: TURBINE_DEFAULTS.rotorDiameter,
  });
