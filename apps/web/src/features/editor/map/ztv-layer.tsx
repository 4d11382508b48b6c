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
      title={`Turbines visible (${layer === 'tips' ? 'blade tips' : 'hubs'})`}
      classes={classes}
      opacity={ZTV_OPACITY}
    >
      <Text size="xs" mt={4}>
        Theoretical: bare ground, no buildings or trees.
      </Text>
      {outcome.terrain === null ? <Text size="xs">No terrain: on a sea-level sphere.</Text> : null}
    </AnalysisLegend>
  );
}
