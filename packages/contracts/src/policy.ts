import type { Role } from './roles.js';

/**
 * The one table of who may do what (spec section 6, DOMAIN.md "Who may do what",
 * docs/policy.md). The server's `authorize(actor, action, object)` checks a rule's roles,
 * then its expiry flag, then the domain condition in `modules/<domain>/policy.ts`; the
 * dashboard reads the same rules (or the abilities the answers carry) to enable and disable.
 *
 * - `roles`: the roles, in the selected subscription, that may do it. For ProjectMember and
 *   Observer a project action is about their own projects only (the visibility condition
 *   answers 404 for the others).
 * - `expired`: `'blocks'` when an expired subscription refuses it (403 "Your subscription
 *   has expired."), `'allows'` when it stays possible. Order everywhere: role first, then
 *   expiry, so a role that may never do it reads the role's reason.
 * - `denied`: the 403 detail (and the dashboard's tooltip) when the role may not.
 *
 * Beside the roles, modules gate what may be planned: gates/modules.ts (a subpath, so that no
 * first load carries it), read by the server's planner objects and presets and by the planner's
 * tools.
 */
export type PolicyRule = {
  roles: readonly Role[];
  expired: 'blocks' | 'allows';
  denied: string;
};

/** Roles that see every project of the subscription; the others see their own. */
export const TEAM_ROLES: readonly Role[] = ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'];
const VIEWERS: readonly Role[] = [...TEAM_ROLES, 'ProjectMember', 'Observer'];
const MANAGERS: readonly Role[] = ['Owner', 'Administrator', 'TeamMember'];
const CONTENT_EDITORS: readonly Role[] = [...MANAGERS, 'SupportStaff', 'ProjectMember'];
const PRESENTERS: readonly Role[] = ['Owner', 'TeamMember'];
const OWNER_ADMIN: readonly Role[] = ['Owner', 'Administrator'];
const OWNER_TEAM: readonly Role[] = ['Owner', 'TeamMember'];

const MANAGE_DENIED =
  'Only Owners, Administrators and Team members can rename, recolour, duplicate or delete projects.';
const TEAM_DENIED = 'Only Owners, Administrators and Team members can see the team.';
const LOG_DENIED = 'Only Owners, Administrators and Team members can see invitations.';

export const POLICY = {
  // projects (apps/server/src/modules/projects/policy.ts)
  'project.list': { roles: VIEWERS, expired: 'allows', denied: 'You may not see projects here.' },
  /** Open a project (GET one, what the editor loads). */
  'project.read': { roles: VIEWERS, expired: 'blocks', denied: 'You may not open this project.' },
  'project.create': {
    roles: MANAGERS,
    expired: 'blocks',
    denied: 'Only Owners, Administrators and Team members can create projects.',
  },
  /** Change content: project data, description, viewpoints, tours, scenarios, objects, presets. */
  'project.update': { roles: CONTENT_EDITORS, expired: 'blocks', denied: 'You may only view this project.' },
  /** Rename, recolour, reorder, change the logo. */
  'project.rename': { roles: MANAGERS, expired: 'blocks', denied: MANAGE_DENIED },
  'project.delete': { roles: MANAGERS, expired: 'blocks', denied: MANAGE_DENIED },
  /** Duplicate (clone) and create a revision: both add a project. */
  'project.duplicate': { roles: MANAGERS, expired: 'blocks', denied: MANAGE_DENIED },
  'project.activateRevision': { roles: MANAGERS, expired: 'blocks', denied: MANAGE_DENIED },
  // publishing (modules/publishing/policy.ts): also needs the Present feature Enabled
  /** Create a presentation or publish one again. */
  'project.present': {
    roles: PRESENTERS,
    expired: 'blocks',
    denied: 'Only Owners and Team members can present projects.',
  },
  /** Depublish (take a presentation's link down); needs no feature. */
  'project.depublish': {
    roles: PRESENTERS,
    expired: 'blocks',
    denied: 'Only Owners and Team members can present projects.',
  },
  /**
   * Change the origins allowed to frame a presentation's public viewer; needs no feature, so
   * that a subscription whose Present module was switched off can still narrow the list.
   */
  'project.embed': {
    roles: PRESENTERS,
    expired: 'blocks',
    denied: 'Only Owners and Team members can choose where a presentation may be embedded.',
  },
  // transfers (modules/transfers/policy.ts)
  /** Request an ownership transfer of a project. */
  'project.transfer': {
    roles: OWNER_ADMIN,
    expired: 'blocks',
    denied: 'Only Owners and Administrators can transfer projects.',
  },
  'transfer.readOutgoing': {
    roles: OWNER_TEAM,
    expired: 'allows',
    denied: 'Only Owners and Team members can see outgoing project transfers.',
  },
  /** Take back an outgoing transfer (also from the project's "Pending transfer" badge). */
  'transfer.revoke': {
    roles: MANAGERS,
    expired: 'allows',
    denied: 'Only Owners, Administrators and Team members can revoke project transfers.',
  },
  /** Accept: the roles of the receiving account, the expiry of the receiving subscription. */
  'transfer.accept': {
    roles: OWNER_ADMIN,
    expired: 'blocks',
    denied: 'Only Owners and Administrators can accept a project into a subscription.',
  },
  /** Reject: the addressee, whatever its roles (declining needs no authority). */
  'transfer.reject': {
    roles: OWNER_ADMIN,
    expired: 'allows',
    denied: 'Only Owners and Administrators can accept or reject transfers.',
  },
  // members (modules/members/policy.ts)
  'member.read': { roles: TEAM_ROLES, expired: 'allows', denied: TEAM_DENIED },
  'member.updateRoles': {
    roles: OWNER_ADMIN,
    expired: 'allows',
    denied: 'Only Owners and Administrators can change the roles of members.',
  },
  /** Also: never oneself (409), and the target's roles limit who may (REMOVAL_PROTECTION). */
  'member.remove': {
    roles: TEAM_ROLES,
    expired: 'allows',
    denied: 'You are not allowed to remove this member.',
  },
  // invitations (modules/invitations/policy.ts)
  'invitation.create': {
    roles: PRESENTERS,
    expired: 'blocks',
    denied: 'Only Owners and Team members can invite members.',
  },
  'invitation.read': { roles: TEAM_ROLES, expired: 'allows', denied: LOG_DENIED },
  'invitation.revoke': { roles: TEAM_ROLES, expired: 'allows', denied: LOG_DENIED },
  /** "Send again": a pending invitation whose mail failed after its retries (mail/outbox.ts). */
  'invitation.resend': {
    roles: ['Owner'],
    expired: 'blocks',
    denied: 'Only Owners can send invitations again.',
  },
  /** Clean an accepted or declined invitation from the log. */
  'invitation.clean': { roles: TEAM_ROLES, expired: 'allows', denied: LOG_DENIED },
  // subscriptions (modules/subscriptions/policy.ts)
  'subscription.read': {
    roles: TEAM_ROLES,
    expired: 'allows',
    denied: 'Only Owners, Administrators and Team members can see the subscription.',
  },
  'subscription.readStatus': {
    roles: OWNER_TEAM,
    expired: 'allows',
    denied: 'Only Owners and Team members can see the expiry status.',
  },
  // own coordinate systems (modules/coordinate-systems/policy.ts): also need AddCrs Enabled
  /** Add or delete one of the subscription's own coordinate systems (listing: every member). */
  'coordinateSystem.manage': {
    roles: MANAGERS,
    expired: 'blocks',
    denied: 'Only Owners, Administrators and Team members can add or delete coordinate systems.',
  },
  // map layers by URL (modules/map-layers/routes.ts); listing them and their tiles: project.list
  /** Add, change or delete one of the subscription's map layers (shown in all its projects). */
  'mapLayer.manage': {
    roles: MANAGERS,
    expired: 'blocks',
    denied: 'Only Owners, Administrators and Team members can change map layers.',
  },
} as const satisfies Record<string, PolicyRule>;

export type PolicyAction = keyof typeof POLICY;

/** The 403 detail of project.present's own condition: the Present feature is not Enabled. */
export const PRESENT_FEATURE_DENIED =
  'Presenting is not part of your subscription: the Present module is not enabled.';
export const POLICY_ACTIONS = Object.keys(POLICY) as PolicyAction[];

/** The Team and Subscription pages (spec section 6): not SupportStaff, who has no such page. */
export const TEAM_PAGE_ROLES: readonly Role[] = MANAGERS;

/** True when one of the roles may do the action (the expiry flag aside). */
export function rolesMay(roles: readonly Role[], action: PolicyAction): boolean {
  const allowed: readonly Role[] = POLICY[action].roles;
  return roles.some((role) => allowed.includes(role));
}

/** Roles and expiry: what `authorize` checks before a domain's own condition. */
export function may(actor: { roles: readonly Role[]; isExpired: boolean }, action: PolicyAction): boolean {
  return rolesMay(actor.roles, action) && !(actor.isExpired && POLICY[action].expired === 'blocks');
}

/**
 * Which target roles protect a member from a remover with the given role (spec section 6):
 * Owner and Administrator remove anyone, TeamMember only those without Owner, Administrator
 * or TeamMember, SupportStaff those without Owner or Administrator.
 */
export const REMOVAL_PROTECTION: Partial<Record<Role, readonly Role[]>> = {
  Owner: [],
  Administrator: [],
  TeamMember: ['Owner', 'Administrator', 'TeamMember'],
  SupportStaff: ['Owner', 'Administrator'],
};

/** One of the caller's roles may remove a member with the target's roles (self aside). */
export function mayRemoveRoles(callerRoles: readonly Role[], targetRoles: readonly Role[]): boolean {
  return callerRoles.some((role) => {
    const protectedRoles = REMOVAL_PROTECTION[role];
    return protectedRoles !== undefined && !targetRoles.some((target) => protectedRoles.includes(target));
  });
}

/** Only an Administrator grants or takes these (the admin CLI grants them too). */
export const STAFF_ROLES = ['Administrator', 'SupportStaff'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** `can(item.abilities, 'delete')`: an ability the answer carries; absent means no. */
export function can<A extends Record<string, boolean>>(abilities: A | undefined, ability: keyof A): boolean {
  return abilities?.[ability] === true;
}
