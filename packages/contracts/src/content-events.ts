import { z } from 'zod/mini';
import { ChangedBy } from './changed-by.js';
import { PlannerObject, Preset } from './planner-objects.js';
import { Scenario } from './scenarios.js';
import { Tour } from './tours.js';
import { Viewpoint } from './viewpoints.js';

/**
 * What the hub's item events (`OnItemAdded`, `OnItemUpdated`, `OnItemDeleted`) carry for a
 * project's content, to the project's group: which records changed, at which versions, and —
 * for up to CONTENT_EVENT_RECORDS_MAX of them — the records themselves as the API answers them,
 * so a planner can skip its own echo (it already holds those versions) and apply a teammate's
 * change without reading any list. An event without `items` (a viewpoint's photo, a scenario's
 * renumbering) says only that something of the item changed: read it again.
 */

/**
 * The most records one event carries, about 60 KB of planner objects (a turbine is about 300
 * bytes): every client of the project receives it, through the Redis backplane too. A larger
 * batch sends `items` alone, and its readers read the list again.
 */
export const CONTENT_EVENT_RECORDS_MAX = 200;

export const CONTENT_EVENT_KINDS = ['plannerObject', 'viewpoint', 'scenario', 'tour', 'preset'] as const;
export type ContentEventKind = (typeof CONTENT_EVENT_KINDS)[number];

export { ChangedBy } from './changed-by.js';

/** A changed record's id and the version it has now (for a deletion, the version it had last). */
export const ContentItemRef = z.object({ id: z.int(), version: z.int() });
export type ContentItemRef = z.infer<typeof ContentItemRef>;

function contentEvent<K extends ContentEventKind, R extends z.ZodMiniType>(kind: K, record: R) {
  return z.object({
    kind: z.literal(kind),
    /** The first record's id (an event of many names them all in `items`). */
    id: z.int(),
    projectId: z.int(),
    changedBy: ChangedBy,
    items: z.optional(z.array(ContentItemRef)),
    /** Added and changed records, when there are at most CONTENT_EVENT_RECORDS_MAX of them. */
    records: z.optional(z.array(record)),
  });
}

export const PlannerObjectEvent = z.extend(contentEvent('plannerObject', PlannerObject), {
  scenarioId: z.optional(z.int()),
  ids: z.optional(z.array(z.int())),
  scenarioIds: z.optional(z.array(z.int())),
});
export const ViewpointEvent = z.extend(contentEvent('viewpoint', Viewpoint), {
  photo: z.optional(z.boolean()),
});
export const ScenarioEvent = z.extend(contentEvent('scenario', Scenario), {
  renumbered: z.optional(z.boolean()),
  plannerObjectIds: z.optional(z.array(z.int())),
});
export const TourEvent = contentEvent('tour', Tour);
export const PresetEvent = contentEvent('preset', Preset);

/** The single argument of an item event about a project's content. */
export const ContentItemEvent = z.discriminatedUnion('kind', [
  PlannerObjectEvent,
  ViewpointEvent,
  ScenarioEvent,
  TourEvent,
  PresetEvent,
]);
export type ContentItemEvent = z.infer<typeof ContentItemEvent>;

export type ContentRecordOf = {
  plannerObject: PlannerObject;
  viewpoint: z.infer<typeof Viewpoint>;
  scenario: z.infer<typeof Scenario>;
  tour: z.infer<typeof Tour>;
  preset: Preset;
};
