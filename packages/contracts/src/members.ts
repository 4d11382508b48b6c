import { z } from 'zod/mini';
import { Int32Param } from './primitives.js';
import { Role } from './roles.js';

/** `Offset` and `Limit` query parameters of list calls (spec section 7). */
export const OffsetLimitQuery = z.object({
  Offset: z._default(Int32Param, 0),
  Limit: z._default(Int32Param.check(z.minimum(1), z.maximum(1000)), 1000),
});
export type OffsetLimitQuery = z.infer<typeof OffsetLimitQuery>;

/**
 * What the caller may do to this member, from the policy table (member.remove,
 * member.updateRoles); answers of the members calls carry it, hub events do not.
 */
export const MemberAbilities = z.object({
  /** Remove: the caller's roles against the member's, never oneself. */
  remove: z.boolean(),
  /** Change the member's roles (which roles may be given is checked on the request). */
  updateRoles: z.boolean(),
});
export type MemberAbilities = z.infer<typeof MemberAbilities>;

/** Spec section 3: subscription member (the team list). */
export const SubscriptionMember = z.object({
  userAccountId: z.int(),
  userId: z.string(),
  emailAddress: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(Role),
  hasAvatar: z.boolean(),
  avatarDownloadUrl: z.nullable(z.string()),
  /** Projects a ProjectMember or Observer was given access to; empty for team roles. */
  projectIds: z.array(z.int()),
  abilities: z.optional(MemberAbilities),
});
export type SubscriptionMember = z.infer<typeof SubscriptionMember>;

/** PUT /api/subscriptions/current/members/{userAccountId}: the member's new roles. */
export const UpdateMemberRequest = z.object({
  roles: z.array(Role).check(
    z.minLength(1, 'A member needs at least one role.'),
    z.refine((roles) => new Set(roles).size === roles.length, 'Roles must not repeat.'),
  ),
});
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

/** Answer of an avatar upload. */
export const AvatarResult = z.object({ hasAvatar: z.boolean(), avatarDownloadUrl: z.nullable(z.string()) });
export type AvatarResult = z.infer<typeof AvatarResult>;

/** Avatar rules of spec section 5 (the size is ours). */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
