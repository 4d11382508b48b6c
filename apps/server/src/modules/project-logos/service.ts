import { PROJECT_LOGO_MAX_BYTES } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import { projects } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/problem.js';
import { ANY_IMAGE_TYPES } from '../files/image-type.js';
import { deleteFile, type FileRow, findFile, storeImage } from '../files/store.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';
import { publishProjectChange } from '../projects/events.js';
import { lockProjectOf } from '../projects/lock.js';
import { assertEditableProject } from '../projects/policy.js';

type Ctx = Pick<AppContext, 'db' | 'bus'>;
type Viewer = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired'>;

/** Spec section 8: a logo upload that fails on our side answers 502. */
const storageFailed = () =>
  new ApiError(502, 'Bad Gateway', 'The logo could not be stored. Please try again later.');

/** The logo of a project the caller sees; 404 when the project or its logo does not exist. */
export async function projectLogo(
  ctx: Pick<AppContext, 'db'>,
  context: Viewer,
  projectId: number,
): Promise<FileRow> {
  const project = await findVisibleProject(ctx.db, context, projectId);
  const file = project.logoFileId ? await findFile(ctx.db, project.logoFileId) : undefined;
  if (!file) throw notFound('This project has no logo.');
  return file;
}

async function projectForLogoChange(ctx: Ctx, context: Viewer, projectId: number): Promise<ProjectRow> {
  const project = await findVisibleProject(ctx.db, context, projectId);
  // Branding is a team decision like the name and colour; a presentation is frozen.
  authorize(context, 'project.rename');
  assertEditableProject(project);
  return project;
}

/**
 * Replaces the project's logo: the bytes are checked for a real image type (SVG is
 * sanitised, files/store.ts), stored, linked, and the old file deleted, in one transaction.
 */
export async function setProjectLogo(ctx: Ctx, context: Viewer, projectId: number, bytes: Uint8Array) {
  const project = await projectForLogoChange(ctx, context, projectId);
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await lockProjectOf(tx, project.id, context.subscription.id);
      const file = await storeImage(tx, bytes, {
        allowed: ANY_IMAGE_TYPES,
        maxBytes: PROJECT_LOGO_MAX_BYTES,
        label: 'logo',
      });
      await tx
        .update(projects)
        .set({ logoFileId: file.id, updatedAt: new Date() })
        .where(eq(projects.id, project.id));
      if (current.logoFileId) await deleteFile(tx, current.logoFileId);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw storageFailed();
  }
  publishProjectChange(ctx.bus, 'OnItemUpdated', project, { logo: true });
}

export async function removeProjectLogo(ctx: Ctx, context: Viewer, projectId: number): Promise<void> {
  const project = await projectForLogoChange(ctx, context, projectId);
  const removed = await ctx.db.transaction(async (tx) => {
    const current = await lockProjectOf(tx, project.id, context.subscription.id);
    if (!current.logoFileId) return false;
    await tx
      .update(projects)
      .set({ logoFileId: null, updatedAt: new Date() })
      .where(eq(projects.id, project.id));
    await deleteFile(tx, current.logoFileId);
    return true;
  });
  if (removed) publishProjectChange(ctx.bus, 'OnItemUpdated', project, { logo: true });
}
