import { Text } from '@mantine/core';
import type { CoordinateSystem } from '@vantage/contracts';
import { useCursorPosition } from '../map/cursor-store';
import { formatCoordinate, fromWgs84 } from '../model/coordinates';

/** The position under the mouse, in the project's coordinate system and in WGS84. */
export function StatusBar({ system }: { system: CoordinateSystem | undefined }) {
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
    <Text
      size="xs"
      px={8}
      py={2}
      data-testid="planner-cursor"
      style={{
        position: 'absolute',
        left: 8,
        bottom: 30,
        background: 'rgba(255,255,255,0.9)',
        borderRadius: 4,
        pointerEvents: 'none',
        color: '#1a1b1e',
      }}
    >
      {at
        ? `${projected}${Math.abs(at.latitude).toFixed(6)}° ${at.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(at.longitude).toFixed(6)}° ${at.longitude >= 0 ? 'E' : 'W'} (WGS84)`
        : 'Point at the map to see coordinates'}
    </Text>
  );
}
