import { i18n } from '@lingui/core';
import { NativeSelect, Paper } from '@mantine/core';
import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { POINT_STRUCTURE_KEYS, type PointStructureKey } from '@/lib/plan/structures';
import type { Planner } from '../state/use-planner';

/** Over the map while the object tool is chosen: which stationary object a click places. */
export function StructureChooser({ planner }: { planner: Planner }) {
  if (planner.tool !== 'structure' || planner.readOnly !== null) return null;
  return (
    <Paper
      shadow="xs"
      p={8}
      withBorder
      style={{ position: 'absolute', left: 10, top: 10, zIndex: 2, maxWidth: 240 }}
      component="section"
      aria-label={i18n._('planner.structureChooser.objectToPlace')}
    >
      <NativeSelect
        size="xs"
        label={i18n._('planner.structureChooser.objectToPlace')}
        value={planner.structureKind}
        data={POINT_STRUCTURE_KEYS.map((key) => ({ value: key, label: PLANNER_OBJECT_KINDS[key].name }))}
        onChange={(event) => planner.setStructureKind(event.currentTarget.value as PointStructureKey)}
      />
    </Paper>
  );
}
