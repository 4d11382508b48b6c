import { PHOTO_FEATURE_KEY } from '@vantage/contracts';
import type { Queryable } from '../../db/connection.js';
import { assertFeatureEnabled } from '../features/policy.js';
import { assertMayEditProjectContent, type ContentActor } from '../project-content/access.js';
import { findVisibleViewpoint } from '../viewpoints/service.js';

/**
 * Who may do what with a viewpoint's photo:
 * - see it: whoever sees the project (Observers too); another organisation's viewpoint is 404;
 * - upload, replace or align it: whoever may change the project's content (403 for Observers,
 *   presentations and expired subscriptions), with Custom panorama (PanoUpload) Enabled;
 * - remove it: whoever may change the project's content, also once the feature is locked, so
 *   that a photo can always be taken down.
 */
export async function viewpointForPhotoRead(db: Queryable, actor: ContentActor, viewpointId: number) {
  return findVisibleViewpoint(db, actor, viewpointId);
}

export async function viewpointForPhotoRemoval(db: Queryable, actor: ContentActor, viewpointId: number) {
  const found = await findVisibleViewpoint(db, actor, viewpointId);
  assertMayEditProjectContent(actor, found.project);
  return found;
}

export async function viewpointForPhotoChange(db: Queryable, actor: ContentActor, viewpointId: number) {
  const found = await viewpointForPhotoRemoval(db, actor, viewpointId);
  await assertFeatureEnabled(db, actor, PHOTO_FEATURE_KEY, 'Custom panorama (PanoUpload)');
  return found;
}
