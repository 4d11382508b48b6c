/**
 * What a presentation keeps of the choices it was made with: each included viewpoint and
 * tour by its source id, with its name in the presentation and the id of its copy, and each
 * scenario of the presentation with the source scenarios it combines. Copy ids are kept so
 * that an update refreshes the same rows: a printed card's QR code names a viewpoint's id.
 */
export type StoredPresentationSettings = {
  viewpoints: Array<{ sourceId: number; id: number; name: string }>;
  tours: Array<{ sourceId: number; id: number; name: string }>;
  scenarios: Array<{ id: number; name: string; sourceScenarioIds: number[] }>;
  defaultViewpointSourceId: number;
  /** 0-based index into `scenarios`. */
  defaultScenarioIndex: number;
};
