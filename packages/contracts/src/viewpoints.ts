import { z } from 'zod/mini';
import { Id, IdParam, Int32, Int32Param, requireSomeField, SafeString } from './primitives.js';
import { ViewpointPhoto } from './viewpoint-photos.js';

/**
 * Offset/Limit of the project-content lists (spec section 7: "Lists accept Offset and Limit
 * query parameters"); the answer carries X-Total-Count.
 */
export const ContentListQuery = z.object({
  Offset: z.optional(Int32Param),
  Limit: z.optional(Int32Param.check(z.minimum(1), z.maximum(1000))),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const ProjectContentParams = z.object({ projectId: IdParam });
export const ContentIdParams = z.object({ id: IdParam });

/** Body of the `.../clone` calls of viewpoints, tours and scenarios. */
export const CloneRequest = z.object({ sourceId: Id });
export type CloneRequest = z.infer<typeof CloneRequest>;

/** JSON text kept as the editor gives it; must parse, so that nothing unreadable is stored. */
export const JsonText = SafeString.check(
  z.refine(
    (text) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'must be valid JSON text' },
  ),
);

export const TagNames = z.array(SafeString.check(z.maxLength(100))).check(z.maxLength(50));

const itemName = (what: string) =>
  SafeString.check(
    z.trim(),
    z.minLength(1, { error: `${what} name must not be empty` }),
    z.maxLength(200, { error: `${what} name must be at most 200 characters` }),
  );
export const ViewpointName = itemName('Viewpoint');
export const TourName = itemName('Tour');
export const ScenarioName = itemName('Scenario');

const between = (what: string, min: number, max: number) =>
  z
    .number()
    .check(
      z.minimum(min, { error: `${what} must be between ${min} and ${max}` }),
      z.maximum(max, { error: `${what} must be between ${min} and ${max}` }),
    );

/** WGS 84 position of a viewpoint; altitude in metres above sea level. */
export const ViewpointPosition = z.object({
  longitude: between('Longitude', -180, 180),
  latitude: between('Latitude', -90, 90),
  altitude: between('Altitude', -500, 100_000),
});
export type ViewpointPosition = z.infer<typeof ViewpointPosition>;

/** Spec section 3, Viewpoint. Angles in degrees; viewingDateTime is ISO 8601 or null. */
export const Viewpoint = z.object({
  id: z.int(),
  projectId: z.int(),
  visible: z.boolean(),
  tagNames: z.array(z.string()),
  position: ViewpointPosition,
  pan: z.number(),
  tilt: z.number(),
  fieldOfView: z.number(),
  name: z.string(),
  windDirection: z.number(),
  viewingDateTime: z.nullable(z.string()),
  panoId: z.nullable(z.string()),
  /** The viewpoint's photograph (`PUT /api/projects/viewpoints/{id}/photo`), or null. */
  photo: z.nullable(ViewpointPhoto),
  sortOrder: z.int(),
  /** Starts at 1 and grows by one with every change of the viewpoint (its order too); its ETag is `"<version>"`. */
  version: z.int(),
});
export type Viewpoint = z.infer<typeof Viewpoint>;

const viewpointFields = {
  visible: z.boolean(),
  tagNames: TagNames,
  position: ViewpointPosition,
  /** Compass heading of the view: 0 north, clockwise. */
  pan: between('Pan', -360, 360),
  /** 0 horizontal, positive up. */
  tilt: between('Tilt', -90, 90),
  fieldOfView: between('Field of view', 1, 179),
  name: ViewpointName,
  /** Direction the wind comes from (turbine rotors face it): 0 north, clockwise. */
  windDirection: between('Wind direction', 0, 360),
  viewingDateTime: z.nullable(z.iso.datetime({ offset: true })),
  panoId: z.nullable(SafeString.check(z.maxLength(200))),
  sortOrder: Int32.check(z.minimum(0)),
};

/**
 * Where the wind comes from when a viewpoint does not say: the south-west, the prevailing wind
 * of north-western Europe (the 3D view's default too).
 */
export const DEFAULT_WIND_DIRECTION = 225;

/**
 * Create: name and position are required; the rest defaults to visible, no tags, pan 0,
 * tilt 0, field of view 60, wind from 225° (DEFAULT_WIND_DIRECTION), no viewing time, no
 * panorama, last in order.
 */
export const CreateViewpointRequest = z.required(z.partial(z.object(viewpointFields)), {
  name: true,
  position: true,
});
export type CreateViewpointRequest = z.infer<typeof CreateViewpointRequest>;

/** Update: only the fields given change (a PUT that merges, as the editor saves piecemeal). */
export const UpdateViewpointRequest = requireSomeField(z.partial(z.object(viewpointFields)));
export type UpdateViewpointRequest = z.infer<typeof UpdateViewpointRequest>;
