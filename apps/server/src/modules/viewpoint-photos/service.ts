import type { PhotoAlignment, ViewpointPhoto } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { viewpointPhotos, viewpoints } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { notFound } from '../../http/problem.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { changedBy } from '../project-content/changed-by.js';
import { initialAlignment } from './camera.js';
import { viewpointForPhotoChange, viewpointForPhotoRead, viewpointForPhotoRemoval } from './policy.js';
import { photoInfoColumns, presentViewpointPhoto } from './presenter.js';
import { findPhotoImage, findPhotoInfo } from './queries.js';
import { readPhotoUpload } from './read-photo.js';

type Ctx = Pick<AppContext, 'db' | 'bus'>;

const noPhoto = (viewpointId: number) => notFound(`Viewpoint ${viewpointId} has no photo.`);

/**
 * The photo changed: announced as a change of its viewpoint (whose `photo` it is), to the
 * project's group, so that planners and Present screens load the viewpoint again.
 */
function announce(ctx: Ctx, actor: ContentActor, viewpoint: { id: number; projectId: number }) {
  ctx.bus.item('OnItemUpdated', 'viewpoint', viewpoint.id, [groups.project(viewpoint.projectId)], {
    projectId: viewpoint.projectId,
    changedBy: changedBy(actor),
    photo: true,
  });
}

/**
 * Uploads or replaces the viewpoint's photo. The caller is checked before the file is read
 * (404, 403), the image is read and re-encoded (400 for what cannot be used, nothing stored),
 * and the photo is stored in one transaction that locks the project and replaces the photo
 * there was: a new row, so a new version.
 */
export async function uploadViewpointPhoto(
  ctx: Ctx,
  actor: ContentActor,
  viewpointId: number,
  request: FastifyRequest,
  signal: AbortSignal,
): Promise<ViewpointPhoto> {
  const { project } = await viewpointForPhotoChange(ctx.db, actor, viewpointId);
  const { fileName, ...photo } = await readPhotoUpload(request, actor.subscription.id, signal);
  const row = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    // The viewpoint as it is now, under the project's lock: deleted meanwhile is a 404.
    const [viewpoint] = await tx
      .select()
      .from(viewpoints)
      .where(and(eq(viewpoints.id, viewpointId), eq(viewpoints.projectId, project.id)));
    if (!viewpoint) throw notFound(`Viewpoint ${viewpointId} does not exist.`);
    const alignment = initialAlignment(photo.kind, photo.camera, viewpoint);
    await tx.delete(viewpointPhotos).where(eq(viewpointPhotos.viewpointId, viewpointId));
    const [inserted] = await tx
      .insert(viewpointPhotos)
      .values({
        viewpointId,
        bytes: photo.jpeg,
        kind: photo.kind,
        width: photo.width,
        height: photo.height,
        fileName,
        takenAt: photo.takenAt,
        uploadedByUserId: actor.user.id,
        cameraLatitude: photo.camera.latitude,
        cameraLongitude: photo.camera.longitude,
        cameraAltitude: photo.camera.altitude,
        cameraHeading: photo.camera.heading,
        focalLength35mm: photo.camera.focalLength35mm,
        cameraFieldOfView: photo.camera.fieldOfView,
        ...alignment,
      })
      .returning(photoInfoColumns);
    return inserted!;
  });
  announce(ctx, actor, { id: viewpointId, projectId: project.id });
  return presentViewpointPhoto(row);
}

/** The stored JPEG, for whoever sees the project. */
export async function getViewpointPhotoImage(
  ctx: Pick<AppContext, 'db'>,
  actor: ContentActor,
  viewpointId: number,
) {
  const { project } = await viewpointForPhotoRead(ctx.db, actor, viewpointId);
  const image = await findPhotoImage(ctx.db, project.id, viewpointId);
  if (!image) throw noPhoto(viewpointId);
  return image;
}

/** Saves how the photo lies in the view; 404 when the viewpoint has no photo. */
export async function updateViewpointPhotoAlignment(
  ctx: Ctx,
  actor: ContentActor,
  viewpointId: number,
  alignment: PhotoAlignment,
): Promise<ViewpointPhoto> {
  const { project } = await viewpointForPhotoChange(ctx.db, actor, viewpointId);
  if (!(await findPhotoInfo(ctx.db, viewpointId))) throw noPhoto(viewpointId);
  const row = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    const [updated] = await tx
      .update(viewpointPhotos)
      .set({
        heading: alignment.heading,
        pitch: alignment.pitch,
        roll: alignment.roll,
        fieldOfView: alignment.fieldOfView,
      })
      .where(eq(viewpointPhotos.viewpointId, viewpointId))
      .returning(photoInfoColumns);
    return updated;
  });
  if (!row) throw noPhoto(viewpointId);
  announce(ctx, actor, { id: viewpointId, projectId: project.id });
  return presentViewpointPhoto(row);
}

/** Removes the photo; removing one that is not there changes nothing (204 all the same). */
export async function deleteViewpointPhoto(
  ctx: Ctx,
  actor: ContentActor,
  viewpointId: number,
): Promise<void> {
  const { project } = await viewpointForPhotoRemoval(ctx.db, actor, viewpointId);
  const deleted = await withContentEdit(ctx.db, actor, project.id, (tx) =>
    tx
      .delete(viewpointPhotos)
      .where(eq(viewpointPhotos.viewpointId, viewpointId))
      .returning({ id: viewpointPhotos.id }),
  );
  if (deleted.length > 0) announce(ctx, actor, { id: viewpointId, projectId: project.id });
}
