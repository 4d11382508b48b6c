import { z } from 'zod/mini';

/** Spec section 3: the seven roles. */
export const Role = z.enum([
  'Administrator',
  'Owner',
  'TeamMember',
  'ProjectMember',
  'Observer',
  'PublicSpectator',
  'SupportStaff',
]);
export type Role = z.infer<typeof Role>;

/** Spec section 6: team list order. */
export const ROLE_RANK: readonly Role[] = [
  'Owner',
  'Administrator',
  'TeamMember',
  'ProjectMember',
  'Observer',
  'PublicSpectator',
  'SupportStaff',
];

export const InvitationLevel = z.enum(['Observer', 'ProjectMember', 'TeamMember']);
export type InvitationLevel = z.infer<typeof InvitationLevel>;
