import { forbidden } from '../../http/problem.js';
import { isPresentation } from '../publishing/kinds.js';
import type { ProjectRow } from './access.js';

/**
 * Projects in the one policy table (packages/contracts `POLICY`, docs/policy.md): the rows
 * project.list, project.read, project.create, project.update, project.rename,
 * project.delete, project.duplicate, project.activateRevision. `authorize(actor, action)`
 * checks them; abilities.ts serialises them into each project answer.
 * Visibility (which projects an account sees at all) is `access.ts`; the rules here are for
 * a project the caller already sees, so "own" for a ProjectMember or Observer holds here.
 *
 * Decisions where the spec says "decide":
 * - SupportStaff sees and opens every project and may edit content (to help a customer),
 *   but does not create, duplicate, rename, recolour, delete, present or transfer: those
 *   change the customer's inventory or quota.
 * - A ProjectMember edits content (project data, description) of its own projects, but
 *   renaming, recolouring and reordering stay with the team roles.
 * - An expired subscription blocks every action, including opening a project (GET of a
 *   single project, what the editor loads); the list stays readable so the dashboard can
 *   show what is there next to the "expired" banner.
 */
export const PRESENTATION_READ_ONLY_DETAIL =
  'A presentation cannot be changed. Create a new presentation from the original project instead.';

/** A presentation is a frozen copy the public sees: its content and logo are read-only for everyone. */
export function assertEditableProject(project: Pick<ProjectRow, 'publicationKey'>): void {
  if (isPresentation(project)) throw forbidden(PRESENTATION_READ_ONLY_DETAIL);
}
