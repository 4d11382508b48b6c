import { z } from 'zod/mini';
import { Id, IdParam, Int32, Int32Param, requireSomeField, SafeString } from './primitives.js';
import { JsonText, TagNames } from './viewpoints.js';

/** Spec section 3: how a planner object lies on the map. */
export const PlannerObjectLayout = z.enum(['Point', 'Path', 'Area']);
export type PlannerObjectLayout = z.infer<typeof PlannerObjectLayout>;

export const PlannerPoint = z.object({
  longitude: z
    .number()
    .check(
      z.minimum(-180, { error: 'Longitude must be between -180 and 180' }),
      z.maximum(180, { error: 'Longitude must be between -180 and 180' }),
    ),
  latitude: z
    .number()
    .check(
      z.minimum(-90, { error: 'Latitude must be between -90 and 90' }),
      z.maximum(90, { error: 'Latitude must be between -90 and 90' }),
    ),
});
export type PlannerPoint = z.infer<typeof PlannerPoint>;

const unit = z.number().check(z.minimum(-1), z.maximum(1));
/** Orientation as a unit quaternion. */
export const Rotation = z.object({ x: unit, y: unit, z: unit, w: unit });
export type Rotation = z.infer<typeof Rotation>;

/** Points each layout needs: a Point exactly one, a Path two or more, an Area three or more. */
export const LAYOUT_POINTS: Record<PlannerObjectLayout, { min: number; max: number }> = {
  Point: { min: 1, max: 1 },
  Path: { min: 2, max: 10_000 },
  Area: { min: 3, max: 10_000 },
};

/** Why these points do not fit the layout, or null when they do. Shared by server and editor. */
export function layoutPointsProblem(layout: PlannerObjectLayout, points: readonly unknown[]): string | null {
  const { min, max } = LAYOUT_POINTS[layout];
  if (layout === 'Point' && points.length !== 1) return 'A Point needs exactly 1 point';
  if (points.length < min) return `A ${layout} needs at least ${min} points`;
  if (points.length > max) return `A ${layout} can have at most ${max} points`;
  return null;
}

/**
 * The longest data JSON of one planner object or preset (`plannerObjectDataJson`,
 * `presetDataJson`), in characters; longer is 400 naming the field. What the planner writes is
 * a few dimensions and a colour, 30–60 characters (`{"hubHeight":125,"rotorDiameter":150}`),
 * and an import keeps only those keys: 64 Ki characters is a thousand times that. A full
 * project (PLANNER_CONTENT_MAX_BYTES) holds 64 objects of it.
 */
export const PLANNER_OBJECT_DATA_MAX_LENGTH = 65_536;

/**
 * The most planner content one project holds, in bytes: its planner objects and presets, each
 * counted as PLANNER_CONTENT_ROW_BYTES plus the UTF-8 bytes of its name, data JSON, tags and
 * points (as PostgreSQL writes the points' JSON), about what it takes in an answer. A write
 * that would take a project past it answers 413 and writes nothing. The planner loads all of a
 * project's objects in one call and the public viewer all of a presentation's, so this bounds
 * those answers: at 4 MiB a project lists in 0.1–0.5 s and ten viewers at once are answered
 * within 0.7 s on 2 cores, where 8 MiB of small objects took 2.1 s (docs/api.md, "How much a
 * project holds"). Real plans stay far below it: the demo project's 8 objects take 3.6 KB (a
 * turbine about 310 bytes), the planner benchmark's 6,050 (1,000 turbines, 50 solar fields and
 * an import of 5,000 rows) 2.0 MiB; 4 MiB is about 13,000 turbines, or 75,000 points of paths
 * and areas.
 */
export const PLANNER_CONTENT_MAX_BYTES = 4 * 1024 * 1024;

/** What each object or preset counts beyond its texts and points: its ids, type, layout, rotation, version. */
export const PLANNER_CONTENT_ROW_BYTES = 256;

export const PlannerObject = z.object({
  id: z.int(),
  name: z.string(),
  projectId: z.int(),
  presetId: z.nullable(z.int()),
  scenarioId: z.int(),
  tagNames: z.array(z.string()),
  layout: PlannerObjectLayout,
  plannerObjectDataJson: z.string(),
  points: z.array(PlannerPoint),
  rotation: Rotation,
  plannerObjectTypeId: z.int(),
  /** Starts at 1 and grows by one with every change of the object; its ETag is `"<version>"`. */
  version: z.int(),
});
export type PlannerObject = z.infer<typeof PlannerObject>;

/** Data JSON of an object or preset: valid JSON of at most PLANNER_OBJECT_DATA_MAX_LENGTH characters. */
const DataJsonText = JsonText.check(
  z.maxLength(PLANNER_OBJECT_DATA_MAX_LENGTH, {
    error: `must be at most ${PLANNER_OBJECT_DATA_MAX_LENGTH} characters (PLANNER_OBJECT_DATA_MAX_LENGTH)`,
  }),
);

const plannerObjectFields = {
  name: SafeString.check(
    z.trim(),
    z.minLength(1, { error: 'Planner object name must not be empty' }),
    z.maxLength(200),
  ),
  scenarioId: Id,
  presetId: z.nullable(Id),
  tagNames: TagNames,
  layout: PlannerObjectLayout,
  plannerObjectDataJson: DataJsonText,
  points: z.array(PlannerPoint).check(z.maxLength(10_000)),
  rotation: Rotation,
  /** Required unless a preset is given, whose type is then used; must equal the preset's. */
  plannerObjectTypeId: Id,
};

/**
 * Create: name, scenarioId, layout and points required; rotation defaults to identity.
 * 409 ScenarioProjectIdNotEqualToPresetProjectId when the preset is of another project.
 */
export const CreatePlannerObjectRequest = z
  .required(z.partial(z.object(plannerObjectFields)), {
    name: true,
    scenarioId: true,
    layout: true,
    points: true,
  })
  .check(
    z.superRefine((value, issue) => {
      const problem = layoutPointsProblem(value.layout, value.points);
      if (problem) issue.addIssue({ code: 'custom', path: ['points'], message: problem });
    }),
  );
export type CreatePlannerObjectRequest = z.infer<typeof CreatePlannerObjectRequest>;

/**
 * Update: only the fields given change; the merged layout and points must still fit.
 * 409 CannotChangeToScenarioOfAnotherProject, CannotChangeToPresetOfAnotherProject,
 * CannotChangePlannerObjectType (another type id, or a preset of another type).
 */
const updateFields = z.partial(z.object(plannerObjectFields));
export const UpdatePlannerObjectRequest = requireSomeField(updateFields);
export type UpdatePlannerObjectRequest = z.infer<typeof UpdatePlannerObjectRequest>;

/**
 * The most planner objects one batch creates, changes or deletes (an import, moving a group,
 * undoing a group edit). A batch is all or nothing: one bad item and nothing is written.
 */
export const PLANNER_OBJECT_BATCH_MAX = 10_000;

/** The largest body a batch create or change accepts (413 above it); split larger imports. */
export const PLANNER_OBJECT_BATCH_MAX_BYTES = 16 * 1024 * 1024;

const batchSize = [
  z.minLength(1, { error: 'Send at least one item' }),
  z.maxLength(PLANNER_OBJECT_BATCH_MAX, { error: `Send at most ${PLANNER_OBJECT_BATCH_MAX} items` }),
] as const;

/** Ids must not repeat in a batch: the error names the second occurrence (`ids.7`). */
function uniqueIds<T>(idOf: (item: T) => number, path: (index: number) => PropertyKey[]) {
  return z.superRefine<T[]>((items, issue) => {
    const seen = new Map<number, number>();
    items.forEach((item, index) => {
      const id = idOf(item);
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      else
        issue.addIssue({
          code: 'custom',
          path: path(index),
          message: `Planner object ${id} is already item ${first} of the batch`,
          input: id,
        });
    });
  });
}

/**
 * `POST /api/projects/{projectId}/planner-objects/batch`: each item as the single create
 * takes it; the answer lists the created objects in the order of the items.
 */
export const CreatePlannerObjectsRequest = z.object({
  plannerObjects: z.array(CreatePlannerObjectRequest).check(...batchSize),
});
export type CreatePlannerObjectsRequest = z.infer<typeof CreatePlannerObjectsRequest>;

/**
 * One item of a batch change: the object's id and the fields to change, as the single update.
 * `version` is the version the client changed: when it is given and no longer current, nothing
 * of the batch is written and the answer is 412 with the objects as they are now.
 */
export const PlannerObjectChange = z.extend(updateFields, { id: Id, version: z.optional(Int32) }).check(
  z.refine(
    ({ id: _id, version: _version, ...fields }) => Object.values(fields).some((field) => field !== undefined),
    {
      error: `Send id and at least one of: ${Object.keys(plannerObjectFields).join(', ')}.`,
    },
  ),
);
z.globalRegistry.add(PlannerObjectChange, { minProperties: 2 });
export type PlannerObjectChange = z.infer<typeof PlannerObjectChange>;

/** `PUT /api/projects/{projectId}/planner-objects/batch`: each id at most once. */
export const UpdatePlannerObjectsRequest = z.object({
  plannerObjects: z.array(PlannerObjectChange).check(
    ...batchSize,
    uniqueIds<PlannerObjectChange>(
      (item) => item.id,
      (index) => [index, 'id'],
    ),
  ),
});
export type UpdatePlannerObjectsRequest = z.infer<typeof UpdatePlannerObjectsRequest>;

/** `POST /api/projects/{projectId}/planner-objects/batch-delete`: each id at most once. */
const batchIds = z.array(Id).check(
  ...batchSize,
  uniqueIds<number>(
    (id) => id,
    (index) => [index],
  ),
);
z.globalRegistry.add(batchIds, { uniqueItems: true });
export const DeletePlannerObjectsRequest = z.object({ ids: batchIds });
export type DeletePlannerObjectsRequest = z.infer<typeof DeletePlannerObjectsRequest>;

/** A preset: a reusable planner-object configuration (model, dimensions) of one type. */
export const Preset = z.object({
  id: z.int(),
  projectId: z.int(),
  name: z.string(),
  plannerObjectTypeId: z.int(),
  presetDataJson: z.string(),
  /** Starts at 1 and grows by one with every change of the preset; its ETag is `"<version>"`. */
  version: z.int(),
});
export type Preset = z.infer<typeof Preset>;

const presetFields = {
  name: SafeString.check(
    z.trim(),
    z.minLength(1, { error: 'Preset name must not be empty' }),
    z.maxLength(200),
  ),
  plannerObjectTypeId: Id,
  presetDataJson: DataJsonText,
};
export const CreatePresetRequest = z.required(z.partial(z.object(presetFields)), {
  name: true,
  plannerObjectTypeId: true,
});
export type CreatePresetRequest = z.infer<typeof CreatePresetRequest>;
/** Update: only the fields given change; a type change of a preset in use is 409 CannotChangePlannerObjectType. */
export const UpdatePresetRequest = requireSomeField(z.partial(z.object(presetFields)));
export type UpdatePresetRequest = z.infer<typeof UpdatePresetRequest>;

export const PlannerObjectParams = z.object({
  projectId: IdParam,
  id: IdParam,
});

/** `GET /api/projects/{projectId}/planner-objects`: optionally only one scenario's objects. */
export const PlannerObjectListQuery = z.object({
  Offset: z.optional(Int32Param),
  Limit: z.optional(Int32Param.check(z.minimum(1), z.maximum(10_000))),
  scenarioId: z.optional(IdParam),
});
export type PlannerObjectListQuery = z.infer<typeof PlannerObjectListQuery>;
