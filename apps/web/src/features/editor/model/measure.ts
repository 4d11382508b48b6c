const metres = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const kilometres = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const hectares = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A length as read at site scale: metres to a decimetre under 10 km, else kilometres to the metre. */
export function lengthText(length: number): string {
  return length < 10_000 ? `${metres.format(length)} m` : `${kilometres.format(length / 1000)} km`;
}

/** An area in hectares, with square metres under one hectare. */
export function areaText(squareMetres: number): string {
  return squareMetres < 10_000
    ? `${metres.format(squareMetres)} m²`
    : `${hectares.format(squareMetres / 10_000)} ha`;
}

/**
 * The measuring tool's sentence: the path's length and, from three points on, the area the
 * points enclose when the shape is closed.
 */
export function measureText(length: number, area: number | null, points: number): string {
  if (points === 0) return 'Click the map to measure: each click adds a point.';
  if (points === 1) return 'Click the next point.';
  const distance = `Distance ${lengthText(length)}`;
  return area === null ? distance : `${distance}; area ${areaText(area)}`;
}
