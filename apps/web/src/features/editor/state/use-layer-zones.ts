import type {
  SetbackConstraintLayer,
  SetbackRuleInput,
  TurbineSize,
} from '@vantage/contracts/studies/setbacks';
import { useEffect, useState } from 'react';
import type { LayerZone } from '../model/layer-zones';

/**
 * The constraint-layer rules' buffer zones for the map, for a turbine of `size`. The buffering
 * library (jsts) loads only once a project has such a rule, and the zones are worked out again
 * only when the rules, the layers or the size change, not while a turbine is dragged.
 */
export function useLayerZones(
  rules: readonly SetbackRuleInput[],
  layers: readonly SetbackConstraintLayer[],
  size: TurbineSize,
): LayerZone[] {
  const [zones, setZones] = useState<LayerZone[]>([]);
  const { tipHeight, rotorDiameter } = size;
  useEffect(() => {
    if (!rules.some((rule) => rule.targetKind === 'constraintLayer')) {
      // The same empty list again is no change, so no render of its own.
      setZones((current) => (current.length === 0 ? current : []));
      return;
    }
    let current = true;
    void import('../model/layer-zones').then(({ layerZones }) => {
      if (current) setZones(layerZones(rules, layers, { tipHeight, rotorDiameter }));
    });
    return () => {
      current = false;
    };
  }, [rules, layers, tipHeight, rotorDiameter]);
  return zones;
}
