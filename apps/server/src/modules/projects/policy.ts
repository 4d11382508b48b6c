import { type ProjectAbilities, type Role, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import type { AccountContext } from '../../auth/context.js';
import { hasAnyRole } from '../../auth/context.js';
import { forbidden } from '../../http/problem.js';
import type { ProjectRow } from './access.js';
import { isOriginal, isRevision } from './kinds.js';

/**
 * Who may do what with projects (spec section 6, DOMAIN.md "Who may do what").
 * Visibility (which projects an account sees at all) is `access.ts`; this file decides the
 * actions on a project the caller already sees, so "own" for a ProjectMember holds here.
 *
 * Decisions where the table says "decide":
 * - SupportStaff sees and opens every project and may edit content (to help a customer),
 *   but does not create, duplicate, rename, recolour, delete, present or transfer: those
 *   change the customer's inventory or quota.
 * - A ProjectMember edits content (project data, description) of its own projects, but
 *   renaming, recolouring and reordering stay with the team roles.
 * - An expired subscription blocks every action, including opening a project (GET of a
 *   single project, what the editor loads); the list stays readable so the dashboard can
 *   show what is there next to the "expired" banner.
 */
export type ProjectActor = Pick<AccountContext, 'roles' | 'isExpired'> & {
  /** Feature Present (Dash.Secure.Present) is Enabled for the subscription. */
  presentEnabled: boolean;
};

const MANAGERS: Role[] = ['Owner', 'Administrator', 'TeamMember'];
const CONTENT_EDITORS: Role[] = [...MANAGERS, 'SupportStaff', 'ProjectMember'];
const PRESENTERS: Role[] = ['Owner', 'TeamMember'];
const TRANSFER_REQUESTERS: Role[] = ['Owner', 'Administrator'];

export const CREATE_DENIED_DETAIL = 'Only Owners, Administrators and Team members can create projects.';
export const MANAGE_DENIED_DETAIL =
  'Only Owners, Administrators and Team members can rename, recolour, duplicate or delete projects.';
export const EDIT_DENIED_DETAIL = 'You may only view this project.';
export const TRANSFER_DENIED_DETAIL = 'Only Owners and Administrators can transfer projects.';

/** 403 when the selected subscription has expired (spec section 4). */
export function assertNotExpired(actor: Pick<AccountContext, 'isExpired'>): void {
  if (actor.isExpired) throw forbidden(SUBSCRIPTION_EXPIRED_MESSAGE);
}

function allow(actor: Pick<AccountContext, 'isExpired' | 'roles'>, roles: Role[], detail: string): void {
  assertNotExpired(actor);
  if (!hasAnyRole(actor, ...roles)) throw forbidden(detail);
}

export const canManageProjects = (actor: Pick<AccountContext, 'roles'>) => hasAnyRole(actor, ...MANAGERS);

/** Create, duplicate (clone) and create revisions. */
export function assertMayCreateProjects(actor: Pick<AccountContext, 'isExpired' | 'roles'>): void {
  allow(actor, MANAGERS, CREATE_DENIED_DETAIL);
}

/** Rename, recolour, reorder, delete, activate a revision, change the logo. */
export function assertMayManageProject(actor: Pick<AccountContext, 'isExpired' | 'roles'>): void {
  allow(actor, MANAGERS, MANAGE_DENIED_DETAIL);
}

/** Change the content (project data, description) of a project the caller sees. */
export function assertMayEditContent(actor: Pick<AccountContext, 'isExpired' | 'roles'>): void {
  allow(actor, CONTENT_EDITORS, EDIT_DENIED_DETAIL);
}

export function assertMayOpenProject(actor: Pick<AccountContext, 'isExpired'>): void {
  assertNotExpired(actor);
}

export function assertMayRequestTransfer(actor: Pick<AccountContext, 'isExpired' | 'roles'>): void {
  allow(actor, TRANSFER_REQUESTERS, TRANSFER_DENIED_DETAIL);
}

/** The abilities the dashboard mirrors; every `true` here passes the matching assert above. */
export function projectAbilities(
  actor: ProjectActor,
  project: Pick<ProjectRow, 'originalProjectId' | 'publicationKey'> & { pendingTransferId: string | null },
): ProjectAbilities {
  const active = !actor.isExpired;
  const manager = active && hasAnyRole(actor, ...MANAGERS);
  const original = isOriginal(project);
  return {
    open: active,
    update: active && hasAnyRole(actor, ...CONTENT_EDITORS),
    rename: manager,
    delete: manager,
    duplicate: manager,
    createRevision: manager && original,
    activateRevision: manager && isRevision(project),
    present: active && hasAnyRole(actor, ...PRESENTERS) && actor.presentEnabled && original,
    transfer:
      active && hasAnyRole(actor, ...TRANSFER_REQUESTERS) && original && project.pendingTransferId === null,
  };
}
