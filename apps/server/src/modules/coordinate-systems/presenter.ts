import type { CoordinateSystem } from '@vantage/contracts';
import type { CoordinateSystemRow } from './service.js';

export function presentCoordinateSystem(row: CoordinateSystemRow): CoordinateSystem {
  return {
    id: row.id,
    name: row.name,
    epsgCode: row.epsgCode,
    proj4Key: row.proj4Key,
    xCoordinateName: row.xCoordinateName,
    yCoordinateName: row.yCoordinateName,
    decimals: row.decimals,
    proj4Definition: row.proj4Definition,
  };
}
