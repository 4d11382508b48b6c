import { z } from 'zod/mini';
import { PlannerObjectLayout, PlannerPoint, Rotation } from './planner-objects.js';
import { Id, IdParam, Int32, Int32Param, MAX_PATH_PARAM_LENGTH, SafeString } from './primitives.js';
import { TerrainModel } from './terrain.js';
import { AnimationMode, Easing } from './tours.js';
import { PublicViewpointPhoto } from './viewpoint-photos.js';
import { ViewpointPosition } from './viewpoints.js';

/** Spec section 9: at most 3 published presentations per original project. */
export const PRESENTATION_LIMIT = 3;
/** Spec section 8, tooltip and 409 PresentationLimitReached detail. */
export const PRESENTATION_LIMIT_MESSAGE =
  "You've reached the maximum of 3 presentations for this project. Please delete one of your existing presentations before creating a new one.";

export const RenamedItem = z.object({ id: Id, newName: SafeString.check(z.maxLength(200)) });
export type RenamedItem = z.infer<typeof RenamedItem>;

/**
 * One scenario of the presentation: the union of the planner objects of `scenarioIds`
 * (scenarios of the source project). Empty `scenarioIds` = the current situation, no objects.
 */
export const CombinedScenario = z.object({
  combinedName: SafeString.check(z.maxLength(200)),
  scenarioIds: z.array(Id).check(z.maxLength(200)),
});
export type CombinedScenario = z.infer<typeof CombinedScenario>;

/**
 * `POST /api/projects/create-published-project` (spec section 3, publish-project request).
 * Sent as JSON, or as multipart/form-data with the JSON in the field `payload` and the
 * optional logo image in the field `file`.
 *
 * - renamedViewpoints / renamedTours: the INCLUDED viewpoints and tours of the source
 *   project (id = source id) with their name in the presentation; the others stay out.
 * - combinedScenarios: every scenario of the presentation, in order.
 * - defaultViewpoint: the SOURCE id of one of the included viewpoints.
 * - defaultScenario: the 0-based INDEX into combinedScenarios.
 * - organizations: exactly one entry, the project developer.
 *
 * Nullable and empty values pass the schema on purpose: `validatePublishRequest` (shared
 * with the form) turns them into the form's messages, which the server answers as 400.
 */
export const PublishProjectRequest = z.object({
  projectId: z.nullable(Id),
  name: SafeString.check(z.maxLength(200)),
  organizations: z.array(SafeString.check(z.maxLength(200))).check(z.maxLength(5)),
  description: SafeString.check(z.maxLength(5000)),
  renamedTours: z.array(RenamedItem).check(z.maxLength(500)),
  combinedScenarios: z.array(CombinedScenario).check(z.maxLength(100)),
  renamedViewpoints: z.array(RenamedItem).check(z.maxLength(500)),
  defaultViewpoint: z.nullable(Id),
  defaultScenario: z.nullable(Int32.check(z.minimum(0))),
});
export type PublishProjectRequest = z.infer<typeof PublishProjectRequest>;

/** 201 answer of create-published-project and 200 answer of `POST /api/projects/publish`. */
export const PublishedProjectCreated = z.object({ id: z.int(), publicationKey: z.string() });
export type PublishedProjectCreated = z.infer<typeof PublishedProjectCreated>;

export const PublishQuery = z.object({ projectId: IdParam });

/**
 * The choices a presentation was made with, in the publish request's terms (source ids of
 * its project, the default scenario as an index): what "Update presentation" applies to the
 * project's current plan, and what the form of a new presentation starts from. Null for a
 * presentation made before presentations kept them.
 */
export const PresentationSettings = z.object({
  renamedViewpoints: z.array(RenamedItem),
  combinedScenarios: z.array(CombinedScenario),
  renamedTours: z.array(RenamedItem),
  defaultViewpoint: Id,
  defaultScenario: z.int(),
});
export type PresentationSettings = z.infer<typeof PresentationSettings>;

/**
 * Spec section 3, published project, plus what the present page shows: `published` (false
 * after a depublish, until published again), createdAt and the original project's name
 * (null when the original was deleted).
 */
export const PresentationAbilities = z.object({
  /** Publish again (needs the Present feature). */
  publish: z.boolean(),
  depublish: z.boolean(),
  delete: z.boolean(),
  /** Change the origins allowed to frame the public viewer (project.embed). */
  embed: z.boolean(),
  /** Replace its content with the project's current plan (as presenting: project.present). */
  update: z.boolean(),
});
export type PresentationAbilities = z.infer<typeof PresentationAbilities>;

export const PublishedProject = z.object({
  id: z.int(),
  name: z.string(),
  organizations: z.array(z.string()),
  originalProjectId: z.nullable(z.int()),
  originalProjectName: z.nullable(z.string()),
  publicationKey: z.string(),
  published: z.boolean(),
  hasLogo: z.boolean(),
  description: z.string(),
  createdAt: z.string(),
  /** The https origins allowed to frame its public viewer (embed-origins.ts); empty: none. */
  embedOrigins: z.array(z.string()),
  /** When its content was copied from the project: the plan it shows is as of then. */
  planAsOf: z.string(),
  /** When "Update presentation" last replaced its content, or null. */
  contentChangedAt: z.nullable(z.string()),
  settings: z.nullable(PresentationSettings),
  /**
   * What the caller may do with it (policy table: project.present, project.depublish,
   * project.delete, project.embed).
   */
  abilities: z.optional(PresentationAbilities),
});
export type PublishedProject = z.infer<typeof PublishedProject>;

export const PublishedProjectsQuery = z.object({
  Offset: z.optional(Int32Param),
  Limit: z.optional(Int32Param.check(z.minimum(1), z.maximum(1000))),
  /** Only the presentations of this original project. */
  originalProjectId: z.optional(IdParam),
});

export const ViewerParams = z.object({
  id: SafeString.check(z.minLength(1), z.maxLength(MAX_PATH_PARAM_LENGTH)),
});

/**
 * `GET /api/projects/viewer/{publicationKey}`: the public answer, without sign-in. Holds the
 * presentation only; ids are the presentation's own (tours and defaults refer to them).
 */
export const ViewerProject = z.object({
  publicationKey: z.string(),
  name: z.string(),
  organizations: z.array(z.string()),
  description: z.string(),
  hasLogo: z.boolean(),
  /** `/api/projects/viewer/{publicationKey}/logo`, or null without a logo. */
  logoUrl: z.nullable(z.string()),
  defaultViewpoint: z.nullable(z.int()),
  defaultScenario: z.nullable(z.int()),
  /** When its content was copied from the project ("Plan as of 14 March 2027"). */
  planAsOf: z.string(),
  /** When an update last replaced its content, or null: the page says that it changed. */
  contentChangedAt: z.nullable(z.string()),
  viewpoints: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      position: ViewpointPosition,
      pan: z.number(),
      tilt: z.number(),
      fieldOfView: z.number(),
      windDirection: z.number(),
      viewingDateTime: z.nullable(z.string()),
      /** The viewpoint's photograph for a photomontage, without its camera's GPS, or null. */
      photo: z.nullable(PublicViewpointPhoto),
    }),
  ),
  scenarios: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      color: z.string(),
      plannerObjects: z.array(
        z.object({
          id: z.int(),
          name: z.string(),
          layout: PlannerObjectLayout,
          points: z.array(PlannerPoint),
          rotation: Rotation,
          plannerObjectTypeId: z.int(),
          presetId: z.nullable(z.int()),
          plannerObjectDataJson: z.string(),
        }),
      ),
    }),
  ),
  presets: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      plannerObjectTypeId: z.int(),
      presetDataJson: z.string(),
    }),
  ),
  tours: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      autoAnimate: z.boolean(),
      animationMode: AnimationMode,
      easing: Easing,
      viewpointIds: z.array(z.int()),
    }),
  ),
  /**
   * The presentation's own terrain model (copied from its project when presented), or null;
   * its grid is `GET /api/projects/viewer/{publicationKey}/terrain-model/grid`.
   */
  terrainModel: z.nullable(TerrainModel),
});
export type ViewerProject = z.infer<typeof ViewerProject>;

/** Largest logo accepted with create-published-project (any image type, spec section 5). */
export const PRESENTATION_LOGO_MAX_BYTES = 5 * 1024 * 1024;
