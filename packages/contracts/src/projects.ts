import { z } from 'zod/mini';
import { CoordinateSystem, DEFAULT_EPSG_CODE } from './coordinate-systems.js';
import { Id, IdParam, Int32, Int32Param, SafeString } from './primitives.js';

/** Spec section 9: new projects get this colour tag (hex without #). */
export const DEFAULT_PROJECT_TAG = '027bd7';
/** Spec section 9: the card colour when a project has no tag. */
export const DEFAULT_CARD_COLOR = '44B3EA';

export const PROJECT_LIST_DEFAULT_LIMIT = 50;
export const PROJECT_LIST_MAX_LIMIT = 500;

const ProjectName = SafeString.check(z.trim(), z.minLength(1, 'Name is required.'), z.maxLength(200));
/** A colour tag is a hex colour without '#'; other tags are free text. */
const TagNames = z.array(SafeString.check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50));
const ProjectDataJson = SafeString.check(
  z.maxLength(5_000_000),
  z.refine((value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, 'must be valid JSON'),
);

/**
 * What the caller may do with the project, computed by the server's policy so that the
 * dashboard shows and hides actions from the same rules the server enforces.
 */
export const ProjectAbilities = z.object({
  /** Open in the editor (read the full project). */
  open: z.boolean(),
  /** Change content: project data and description. */
  update: z.boolean(),
  /** Rename, recolour (tags) and reorder. */
  rename: z.boolean(),
  delete: z.boolean(),
  duplicate: z.boolean(),
  createRevision: z.boolean(),
  /** Make this revision the project's content (revisions only). */
  activateRevision: z.boolean(),
  /** Present (publish); needs the Present feature. */
  present: z.boolean(),
  /** Request an ownership transfer. */
  transfer: z.boolean(),
});
export type ProjectAbilities = z.infer<typeof ProjectAbilities>;

/** Spec section 3, Project, plus timestamps and the caller's abilities. */
export const Project = z.object({
  id: z.int(),
  name: z.string(),
  sortOrder: z.int(),
  tagNames: z.array(z.string()),
  projectDataJson: z.string(),
  isPendingForOwnershipTransfer: z.boolean(),
  /** The pending transfer's id, for the "Pending transfer" badge's revoke action. */
  pendingOwnershipTransferId: z.nullable(z.string()),
  published: z.boolean(),
  publicationKey: z.nullable(z.string()),
  originalProjectId: z.nullable(z.int()),
  organizations: z.array(z.string()),
  description: z.string(),
  defaultScenario: z.nullable(z.int()),
  defaultViewpoint: z.nullable(z.int()),
  defaultCoordinateSystem: z.nullable(CoordinateSystem),
  hasLogo: z.boolean(),
  logoDownloadUrl: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  abilities: ProjectAbilities,
});
export type Project = z.infer<typeof Project>;

/** Who saved a revision; null once that user is gone. */
export const RevisionAuthor = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
});
export type RevisionAuthor = z.infer<typeof RevisionAuthor>;

/** An answer of `GET /api/projects/revisions`: the project fields plus who saved it. */
export const Revision = z.extend(Project, { createdBy: z.nullable(RevisionAuthor) });
export type Revision = z.infer<typeof Revision>;

/** Spec section 3, Create-project request. */
export const CreateProjectRequest = z.object({
  name: ProjectName,
  tagNames: z.optional(TagNames),
  defaultCoordinateSystemEpsgCode: z._default(Id, DEFAULT_EPSG_CODE),
  projectDataJson: z._default(ProjectDataJson, '{}'),
});
export type CreateProjectRequest = z.input<typeof CreateProjectRequest>;

/**
 * Spec section 3, Update-project request (the create request's fields plus description and
 * sortOrder): every field optional, only those sent change.
 */
export const UpdateProjectRequest = z.object({
  name: z.optional(ProjectName),
  tagNames: z.optional(TagNames),
  /** The project's coordinate system, by the EPSG code of one of the listed systems. */
  defaultCoordinateSystemEpsgCode: z.optional(Id),
  description: z.optional(SafeString.check(z.maxLength(10_000))),
  sortOrder: z.optional(Int32),
  projectDataJson: z.optional(ProjectDataJson),
});
export type UpdateProjectRequest = z.input<typeof UpdateProjectRequest>;

export const ProjectSortField = z.enum(['createdAt', 'name']);
export type ProjectSortField = z.infer<typeof ProjectSortField>;
export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** Query of `GET /api/projects`; the answer carries `X-Total-Count`. */
export const ProjectListQuery = z.object({
  Offset: z._default(Int32Param, 0),
  Limit: z._default(
    Int32Param.check(z.minimum(1), z.maximum(PROJECT_LIST_MAX_LIMIT)),
    PROJECT_LIST_DEFAULT_LIMIT,
  ),
  search: z.optional(SafeString.check(z.trim(), z.maxLength(200))),
  sort: z._default(ProjectSortField, 'createdAt'),
  direction: z._default(SortDirection, 'asc'),
});
export type ProjectListQuery = z.input<typeof ProjectListQuery>;

export const CreatedId = z.object({ id: z.int() });
export type CreatedId = z.infer<typeof CreatedId>;

export const SourceProjectQuery = z.object({ sourceProjectId: IdParam });
export const RevisionListQuery = z.object({
  projectId: IdParam,
  Offset: z._default(Int32Param, 0),
  Limit: z._default(
    Int32Param.check(z.minimum(1), z.maximum(PROJECT_LIST_MAX_LIMIT)),
    PROJECT_LIST_DEFAULT_LIMIT,
  ),
});
export const ActivateRevisionQuery = z.object({ id: IdParam });
export const ProjectIdParams = z.object({ id: IdParam });

/** Project logos: "any image" (spec section 5), at most this size. */
export const PROJECT_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const ProjectLogoResult = z.object({ hasLogo: z.boolean(), logoDownloadUrl: z.nullable(z.string()) });
export type ProjectLogoResult = z.infer<typeof ProjectLogoResult>;
export const ProjectLogoParams = z.object({ projectId: IdParam });
