import type { CoordinateSystem } from '@vantage/contracts';
import type { CoordinateSystemRow } from './service.js';

export function presentCoordinateSystem(row: CoordinateSystemRow): CoordinateSystem {
  const system: CoordinateSystem = {
    id: row.id,
    name: row.name,
    epsgCode: row.epsgCode,
    proj4Key: row.proj4Key,
    xCoordinateName: row.xCoordinateName,
    yCoordinateName: row.yCoordinateName,
    decimals: row.decimals,
    proj4Definition: row.proj4Definition,
  };
  if (row.subscriptionId === null) return system;
  return {
    ...system,
    own: true,
    areaOfUse: {
      west: row.areaWest ?? -180,
      south: row.areaSouth ?? -90,
      east: row.areaEast ?? 180,
      north: row.areaNorth ?? 90,
    },
  };
}
