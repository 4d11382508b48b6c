import { i18n } from '@lingui/core';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { ZTV_OPACITY, ztvClasses, ztvPixels } from '@/lib/terrain/ztv-classes';
import { usePlannerZtv } from '../state/ztv-store';

/** The planner's ZTV on the map: the counts in the legend's colours, with the legend at the top left. */
export function ZtvLayer({ projectId }: { projectId: number }) {
  const ztv = usePlannerZtv(projectId);
  const outcome = ztv.shown ? ztv.outcome : null;
  const { layer } = ztv.view;
  const classes = useMemo(() => (outcome ? ztvClasses(outcome.turbines) : []), [outcome]);
  const pixels = useMemo(
    () => (outcome ? ztvPixels(outcome[layer], classes, outcome.map.cells) : null),
    [outcome, layer, classes],
  );
  useAnalysisRaster({
    id: 'planner-ztv',
    image: outcome?.map ?? null,
    pixels,
    opacity: ZTV_OPACITY,
    testName: 'ztvLayer',
    testValue: layer,
  });

  if (!outcome) return null;
  return (
    <AnalysisLegend
      id="planner-ztv-legend"
      title={i18n._(layer === 'tips' ? 'planner.ztvLayer.visibleTips' : 'planner.ztvLayer.visibleHubs')}
      classes={classes}
      opacity={ZTV_OPACITY}
    >
      <Text size="xs" mt={4}>
        {i18n._('planner.ztvLayer.theoreticalBareGroundNo')}
      </Text>
      {outcome.terrain === null ? <Text size="xs">{i18n._('planner.ztvLayer.noTerrainOnA')}</Text> : null}
    </AnalysisLegend>
  );
}
