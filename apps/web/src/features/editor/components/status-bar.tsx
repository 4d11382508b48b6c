import { Box, Loader, Text } from '@mantine/core';
import type { CoordinateSystem } from '@vantage/contracts';
import {
  CoordinateSystemSelect,
  coordinateSystemLabel,
} from '@/components/coordinate-system-select/coordinate-system-select';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useChangeCoordinateSystem } from '../api/change-coordinate-system';
import { useCursorPosition } from '../map/cursor-store';
import { formatCoordinate, fromWgs84 } from '../model/coordinates';
import type { Planner } from '../state/use-planner';

const panel = {
  background: 'rgba(255,255,255,0.9)',
  borderRadius: 4,
  color: '#1a1b1e',
} as const;

/**
 * The foot of the map: the project's coordinate system, chosen here by those who may edit the
 * project, and the position under the mouse in that system and in WGS84.
 */
export function StatusBar({ planner, editable }: { planner: Planner; editable: boolean }) {
  const project = planner.project.data;
  const change = useChangeCoordinateSystem(project?.id ?? 0);
  const system = project?.defaultCoordinateSystem ?? undefined;
  const chosen = change.isPending ? change.variables : system?.epsgCode;
  return (
    <Box
      style={{
        position: 'absolute',
        left: 8,
        bottom: 30,
        maxWidth: 'calc(100% - 16px)',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 6,
        pointerEvents: 'none',
      }}
    >
      {editable ? (
        <CoordinateSystemSelect
          aria-label="Project coordinate system"
          size="xs"
          w={280}
          style={{ pointerEvents: 'auto' }}
          systems={planner.systems.data?.items ?? []}
          value={chosen}
          placeholder="Choose the project's coordinate system"
          rightSection={change.isPending ? <Loader role="status" size={12} aria-label="Saving" /> : undefined}
          onChange={(epsgCode) => {
            if (epsgCode === system?.epsgCode) return;
            change.mutate(epsgCode, {
              onError: (error) =>
                notifyError({ title: 'The coordinate system was not saved', message: errorMessage(error) }),
            });
          }}
        />
      ) : (
        <Text size="xs" px={8} py={2} style={panel} data-testid="planner-coordinate-system">
          {system ? coordinateSystemLabel(system) : 'No coordinate system chosen'}
        </Text>
      )}
      <CursorReadout system={system} />
    </Box>
  );
}

/** The position under the mouse, in the project's coordinate system and in WGS84. */
function CursorReadout({ system }: { system: CoordinateSystem | undefined }) {
  const at = useCursorPosition();
  let projected = '';
  if (at && system && system.epsgCode !== 4326) {
    try {
      const { x, y } = fromWgs84(system, at);
      projected = `${system.xCoordinateName} ${formatCoordinate(system, x)}, ${system.yCoordinateName} ${formatCoordinate(system, y)} (${system.name}) · `;
    } catch {
      projected = `Outside ${system.name} · `;
    }
  }
  return (
    <Text size="xs" px={8} py={2} data-testid="planner-cursor" style={panel}>
      {at
        ? `${projected}${Math.abs(at.latitude).toFixed(6)}° ${at.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(at.longitude).toFixed(6)}° ${at.longitude >= 0 ? 'E' : 'W'} (WGS84)`
        : 'Point at the map to see coordinates'}
    </Text>
  );
}
