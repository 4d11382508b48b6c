import { displayNameOf } from '../users/display-name.js';
import type { ContentActor } from './access.js';

/**
 * Who made a change of a project's content, as its item events carry it (`changedBy`): the
 * planner marks what a teammate changed with the name, and leaves its own changes unmarked by
 * comparing `userId` with the signed-in user.
 */
export type ChangedBy = { userId: string; name: string };

export const changedBy = (actor: ContentActor): ChangedBy => ({
  userId: actor.user.id,
  name: displayNameOf(actor.user),
});
