import { z } from 'zod';
import { Role } from './roles.js';

export const EnsureCreatedResult = z.object({ isSingleSignOn: z.boolean() });
export type EnsureCreatedResult = z.infer<typeof EnsureCreatedResult>;

/**
 * Whether the caller's e-mail address is verified (GET /api/user/email-verification);
 * `canResend` when the embedded provider sends the verification mail (not with Keycloak).
 */
export const EmailVerificationStatus = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  canResend: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatus>;

/** Spec section 3, UserAccount (current). */
export const CurrentUserAccount = z.object({
  id: z.number().int(),
  subscriptionKey: z.string(),
  subscriptionTypeName: z.string(),
  userEmailAddress: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  roles: z.array(Role),
  customerName: z.string(),
  hasAvatar: z.boolean(),
  avatarDownloadUrl: z.string().nullable(),
  userId: z.string(),
  clientId: z.string().nullable(),
});
export type CurrentUserAccount = z.infer<typeof CurrentUserAccount>;

/** Spec section 3, UserAccount in the list form. */
export const UserAccountListItem = CurrentUserAccount.omit({
  hasAvatar: true,
  avatarDownloadUrl: true,
}).extend({
  customerId: z.number().int(),
  customerHasLogo: z.boolean(),
  customerLogoDownloadUrl: z.string().nullable(),
});
export type UserAccountListItem = z.infer<typeof UserAccountListItem>;
