import type { Geometry, Position } from 'geojson';

/**
 * Well-known binary (OGC Simple Features, ISO and extended Z/M forms) as GeoJSON geometry,
 * without conversion of coordinates. Z is kept, M dropped. Throws with a sentence on bytes that
 * are not WKB.
 */
export function readWkb(bytes: Uint8Array): Geometry {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const need = (count: number) => {
    if (offset + count > view.byteLength) throw new Error('its geometry ends too early');
  };

  function geometry(depth: number): Geometry {
    if (depth > 8) throw new Error('its geometry is nested too deeply');
    need(5);
    const little = view.getUint8(offset) === 1;
    offset += 1;
    const raw = view.getUint32(offset, little);
    offset += 4;
    // Extended WKB flags Z and M in the high bits; ISO adds 1000 (Z), 2000 (M) or 3000 (ZM).
    let hasZ = (raw & 0x80000000) !== 0;
    let hasM = (raw & 0x40000000) !== 0;
    if ((raw & 0x20000000) !== 0) {
      need(4);
      offset += 4;
    }
    let type = raw & 0x0fffffff;
    if (type >= 1000) {
      const dimensions = Math.floor(type / 1000);
      type %= 1000;
      hasZ ||= dimensions === 1 || dimensions === 3;
      hasM ||= dimensions === 2 || dimensions === 3;
    }
    const width = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
    const count = () => {
      need(4);
      const value = view.getUint32(offset, little);
      offset += 4;
      return value;
    };
    const position = (): Position => {
      need(width * 8);
      const x = view.getFloat64(offset, little);
      const y = view.getFloat64(offset + 8, little);
      const z = hasZ ? view.getFloat64(offset + 16, little) : undefined;
      offset += width * 8;
      return z === undefined || Number.isNaN(z) ? [x, y] : [x, y, z];
    };
    const positions = () => Array.from({ length: count() }, position);
    const rings = () => Array.from({ length: count() }, positions);
    const members = <T extends Geometry>(kind: Geometry['type']): T[] =>
      Array.from({ length: count() }, () => {
        const member = geometry(depth + 1);
        if (member.type !== kind)
          throw new Error(`a part of its geometry is a ${member.type}, not a ${kind}`);
        return member as T;
      });
    switch (type) {
      case 1: {
        const point = position();
        return { type: 'Point', coordinates: point };
      }
      case 2:
        return { type: 'LineString', coordinates: positions() };
      case 3:
        return { type: 'Polygon', coordinates: rings() };
      case 4:
        return {
          type: 'MultiPoint',
          coordinates: members<Extract<Geometry, { type: 'Point' }>>('Point').map((p) => p.coordinates),
        };
      case 5:
        return {
          type: 'MultiLineString',
          coordinates: members<Extract<Geometry, { type: 'LineString' }>>('LineString').map(
            (l) => l.coordinates,
          ),
        };
      case 6:
        return {
          type: 'MultiPolygon',
          coordinates: members<Extract<Geometry, { type: 'Polygon' }>>('Polygon').map((p) => p.coordinates),
        };
      case 7:
        return {
          type: 'GeometryCollection',
          geometries: Array.from({ length: count() }, () => geometry(depth + 1)),
        };
      default:
        throw new Error(`its geometry type ${type} is not one of point, line, polygon or their multi forms`);
    }
  }

  return geometry(0);
}

/**
 * A GeoPackage geometry blob (GeoPackage 1.3, 2.1.3): "GP", version, flags (byte order,
 * envelope size, empty), srs id and envelope, then WKB. Null for an empty geometry.
 */
export function readGeoPackageGeometry(bytes: Uint8Array): Geometry | null {
  if (bytes.length < 8 || bytes[0] !== 0x47 || bytes[1] !== 0x50)
    throw new Error('its geometry is not a GeoPackage geometry (no "GP" header)');
  const flags = bytes[3] ?? 0;
  const envelope = (flags >> 1) & 0x07;
  const envelopeBytes = [0, 32, 48, 48, 64][envelope];
  if (envelopeBytes === undefined) throw new Error('its geometry has an envelope of unknown kind');
  if ((flags & 0x10) !== 0) return null;
  return readWkb(bytes.subarray(8 + envelopeBytes));
}
