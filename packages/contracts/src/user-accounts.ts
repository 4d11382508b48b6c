import { z } from 'zod/mini';
import { LANGUAGES } from './languages.js';
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
  id: z.int(),
  subscriptionKey: z.string(),
  subscriptionTypeName: z.string(),
  userEmailAddress: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  roles: z.array(Role),
  customerName: z.string(),
  hasAvatar: z.boolean(),
  avatarDownloadUrl: z.nullable(z.string()),
  userId: z.string(),
  clientId: z.nullable(z.string()),
});
export type CurrentUserAccount = z.infer<typeof CurrentUserAccount>;

/** Spec section 3, UserAccount in the list form. */
export const UserAccountListItem = z.extend(
  z.omit(CurrentUserAccount, { hasAvatar: true, avatarDownloadUrl: true }),
  {
    customerId: z.int(),
    customerHasLogo: z.boolean(),
    customerLogoDownloadUrl: z.nullable(z.string()),
  },
);
export type UserAccountListItem = z.infer<typeof UserAccountListItem>;

/**
 * The caller's language preference (GET/PUT /api/user/preferences). Without `language` the
 * product follows the browser's languages; a PUT without it clears the choice.
 */
export const UserPreferences = z.object({ language: z.optional(z.enum(LANGUAGES)) });
export type UserPreferences = z.infer<typeof UserPreferences>;
