import { PLANNER_CONTENT_ROW_BYTES } from '@vantage/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampz, version } from './columns.js';
import { files } from './files.js';
import type { StoredPresentationSettings } from './presentation-settings.js';
import { subscriptions } from './subscriptions.js';
import { users } from './users.js';

/**
 * Coordinate systems: the built-in ones (seeded, `subscriptionId` null) and a subscription's own
 * (AddCrs, decision 187), with the WGS 84 area of use they were stated for. A code is unique
 * among the built-in systems and within a subscription; the service refuses an own system the
 * code of a built-in one.
 */
export const coordinateSystems = pgTable(
  'coordinate_systems',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    epsgCode: integer('epsg_code').notNull(),
    proj4Key: text('proj4_key').notNull(),
    xCoordinateName: text('x_coordinate_name').notNull(),
    yCoordinateName: text('y_coordinate_name').notNull(),
    decimals: integer('decimals').notNull(),
    /** The full definition, datum shift included (contracts' CoordinateSystem): proj4, or WKT for an own system. */
    proj4Definition: text('proj4_definition').notNull(),
    areaWest: doublePrecision('area_west'),
    areaSouth: doublePrecision('area_south'),
    areaEast: doublePrecision('area_east'),
    areaNorth: doublePrecision('area_north'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('coordinate_systems_built_in_epsg_code')
      .on(table.epsgCode)
      .where(sql`${table.subscriptionId} is null`),
    uniqueIndex('coordinate_systems_subscription_epsg_code').on(table.subscriptionId, table.epsgCode),
  ],
);

/**
 * A project. A revision has `originalProjectId` set and is not published; a presentation
 * has `originalProjectId` set, is published and carries a publication key.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    tagNames: text('tag_names').array().notNull().default([]),
    projectDataJson: text('project_data_json').notNull().default('{}'),
    originalProjectId: integer('original_project_id'),
    published: boolean('published').notNull().default(false),
    publicationKey: text('publication_key').unique(),
    organizations: text('organizations').array().notNull().default([]),
    /**
     * A presentation's origins allowed to frame its public viewer (CSP frame-ancestors),
     * validated https origins only (contracts' EmbedOrigins); empty: none may.
     */
    embedOrigins: text('embed_origins').array().notNull().default([]),
    /**
     * A presentation's choices from its source (which viewpoints, tours and scenario
     * combinations, under which names, with which copy ids), so that "Update presentation"
     * can apply them to the source's current plan (presentation-settings.ts). Null for
     * originals, revisions and presentations made before the settings were kept.
     */
    presentationSettings: jsonb('presentation_settings').$type<StoredPresentationSettings>(),
    /** When a presentation's content was copied from its source: the plan it shows is as of then. */
    planAsOf: timestampz('plan_as_of'),
    /** When "Update presentation" last replaced its content; null if never. */
    contentChangedAt: timestampz('content_changed_at'),
    description: text('description').notNull().default(''),
    defaultScenario: integer('default_scenario'),
    defaultViewpoint: integer('default_viewpoint'),
    defaultCoordinateSystemId: integer('default_coordinate_system_id').references(() => coordinateSystems.id),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestampz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('projects_subscription_created_idx').on(t.subscriptionId, t.createdAt, t.id),
    index('projects_subscription_name_idx').on(t.subscriptionId, t.name),
    index('projects_original_idx').on(t.originalProjectId),
    // The projects list shows originals only: these partial indexes serve its
    // first page and its count from the index alone, however many revisions exist.
    index('projects_originals_created_idx')
      .on(t.subscriptionId, t.createdAt, t.id)
      .where(sql`${t.originalProjectId} is null`),
    index('projects_originals_name_idx')
      .on(t.subscriptionId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.originalProjectId} is null`),
  ],
);

export const viewpoints = pgTable(
  'viewpoints',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(true),
    tagNames: text('tag_names').array().notNull().default([]),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    altitude: doublePrecision('altitude').notNull().default(0),
    pan: doublePrecision('pan').notNull().default(0),
    tilt: doublePrecision('tilt').notNull().default(0),
    fieldOfView: doublePrecision('field_of_view').notNull().default(60),
    windDirection: doublePrecision('wind_direction').notNull().default(0),
    viewingDateTime: timestampz('viewing_date_time'),
    panoId: text('pano_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    version: version(),
  },
  (t) => [index('viewpoints_project_idx').on(t.projectId)],
);

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    autoAnimate: boolean('auto_animate').notNull().default(false),
    animationMode: text('animation_mode', { enum: ['Linear', 'Parabolic'] })
      .notNull()
      .default('Linear'),
    easing: text('easing', { enum: ['Linear', 'CubicIn', 'CubicInOut', 'CubicOut'] })
      .notNull()
      .default('Linear'),
    viewpointIds: integer('viewpoint_ids').array().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    version: version(),
  },
  (t) => [index('tours_project_idx').on(t.projectId)],
);

export const scenarios = pgTable(
  'scenarios',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(true),
    color: text('color').notNull().default('44B3EA'),
    tagNames: text('tag_names').array().notNull().default([]),
    scenarioDataJson: text('scenario_data_json').notNull().default('{}'),
    sortOrder: integer('sort_order').notNull().default(0),
    version: version(),
  },
  (t) => [index('scenarios_project_idx').on(t.projectId)],
);

export const presets = pgTable(
  'presets',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    plannerObjectTypeId: integer('planner_object_type_id').notNull(),
    presetDataJson: text('preset_data_json').notNull().default('{}'),
    /** What the preset counts towards PLANNER_CONTENT_MAX_BYTES (project-content/content-limit.ts). */
    contentBytes: integer('content_bytes')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`${PLANNER_CONTENT_ROW_BYTES} + octet_length("name") + octet_length("preset_data_json")`),
      ),
    version: version(),
  },
  (t) => [index('presets_project_idx').on(t.projectId)],
);

export type PlannerPoint = { longitude: number; latitude: number };
export type Quaternion = { x: number; y: number; z: number; w: number };

export const plannerObjects = pgTable(
  'planner_objects',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    presetId: integer('preset_id').references(() => presets.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    tagNames: text('tag_names').array().notNull().default([]),
    layout: text('layout', { enum: ['Point', 'Path', 'Area'] }).notNull(),
    plannerObjectDataJson: text('planner_object_data_json').notNull().default('{}'),
    points: jsonb('points').$type<PlannerPoint[]>().notNull().default([]),
    rotation: jsonb('rotation').$type<Quaternion>().notNull().default({ x: 0, y: 0, z: 0, w: 1 }),
    plannerObjectTypeId: integer('planner_object_type_id').notNull(),
    version: version(),
    /**
     * What the object counts towards PLANNER_CONTENT_MAX_BYTES (project-content/content-limit.ts),
     * kept by the database with every write and copy, so that the project's total is a sum of
     * integers, not a reading of every point. `text_array_bytes` is migration 0007's.
     */
    contentBytes: integer('content_bytes')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `${PLANNER_CONTENT_ROW_BYTES} + octet_length("name") + octet_length("planner_object_data_json") + text_array_bytes("tag_names") + octet_length("points"::text)`,
        ),
      ),
  },
  (t) => [
    index('planner_objects_project_idx').on(t.projectId),
    index('planner_objects_scenario_idx').on(t.scenarioId),
  ],
);
