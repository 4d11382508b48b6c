import { i18n } from '@lingui/core';
import { Box, Loader, Text } from '@mantine/core';
import type { CoordinateSystem } from '@vantage/contracts';
import {
  CoordinateSystemSelect,
  coordinateSystemLabel,
} from '@/components/coordinate-system-select/coordinate-system-select';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useChangeCoordinateSystem } from '../api/change-coordinate-system';
import { fixed } from '../i18n/numbers';
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
          aria-label={i18n._('planner.statusBar.projectCoordinateSystem')}
          size="xs"
          w={280}
          style={{ pointerEvents: 'auto' }}
          systems={planner.systems.data?.items ?? []}
          value={chosen}
          placeholder={i18n._('planner.statusBar.chooseTheProjectS')}
          rightSection={
            change.isPending ? (
              <Loader role="status" size={12} aria-label={i18n._('planner.statusBar.saving')} />
            ) : undefined
          }
          onChange={(epsgCode) => {
            if (epsgCode === system?.epsgCode) return;
            change.mutate(epsgCode, {
              onError: (error) =>
                notifyError({
                  title: i18n._('planner.statusBar.theCoordinateSystemWas'),
                  message: errorMessage(error),
                }),
            });
          }}
        />
      ) : (
        <Text size="xs" px={8} py={2} style={panel} data-testid="planner-coordinate-system">
          {system ? coordinateSystemLabel(system) : i18n._('planner.statusBar.noCoordinateSystemChosen')}
        </Text>
      )}
      <CursorReadout system={system} />
    </Box>
  );
}

/** The position under the mouse, in the project's coordinate system and in WGS84. */
function CursorReadout({ system }: { system: CoordinateSystem | undefined }) {
  const at = useCursorPosition();
  let projected: string | null = null;
  if (at && system && system.epsgCode !== 4326) {
    try {
      const { x, y } = fromWgs84(system, at);
      projected = `${system.xCoordinateName} ${formatCoordinate(system, x)}, ${system.yCoordinateName} ${formatCoordinate(system, y)} (${system.name})`;
    } catch {
      projected = i18n._('planner.statusBar.outside', { name: system.name });
    }
  }
  const wgs84 = at
    ? i18n._('planner.statusBar.wgs84', {
        latitude: fixed(Math.abs(at.latitude), 6),
        ns: at.latitude >= 0 ? 'north' : 'south',
        longitude: fixed(Math.abs(at.longitude), 6),
        ew: at.longitude >= 0 ? 'east' : 'west',
      })
    : null;
  return (
    <Text size="xs" px={8} py={2} data-testid="planner-cursor" style={panel}>
      {wgs84 === null
        ? i18n._('planner.statusBar.pointAtTheMap')
        : projected === null
          ? wgs84
          : `${projected} · ${wgs84}`}
    </Text>
  );
}
