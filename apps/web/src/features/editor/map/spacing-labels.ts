/** What a turbine's label says of its nearest neighbour, e.g. "2.4 D". */
export type SpacingLabel = { text: string; diameters: number; nearestId: number; distanceMetres: number };
