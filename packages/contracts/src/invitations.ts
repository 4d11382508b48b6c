import { z } from 'zod/mini';
import { Id, SafeString } from './primitives.js';
import { InvitationLevel } from './roles.js';

export const InvitationStatus = z.enum(['Pending', 'Accepted', 'Declined', 'Revoked']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** Spec section 3: an invitation in the subscription's invite log. `status` is our addition. */
export const InvitationLogItem = z.object({
  id: z.int(),
  inviteeEmailAddress: z.string(),
  inviteDateTime: z.iso.datetime(),
  activationDateTime: z.nullable(z.iso.datetime()),
  expirationDateTime: z.iso.datetime(),
  activated: z.boolean(),
  isExpired: z.boolean(),
  invitationLevel: InvitationLevel,
  projectId: z.nullable(z.int()),
  status: InvitationStatus,
  /** Our addition: the invitation mail failed after its retries; the Owner may send it again. */
  mailFailed: z.boolean(),
});
export type InvitationLogItem = z.infer<typeof InvitationLogItem>;

/** Spec section 3: a pending invitation as its invitee sees it. */
export const PendingInvitation = z.object({
  key: z.string(),
  customerName: z.string(),
  projectName: z.nullable(z.string()),
  inviteDateTime: z.iso.datetime(),
  expirationDateTime: z.iso.datetime(),
  invitationLevel: InvitationLevel,
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

/** GET /api/invitations/by-key/{key}: what the /invitation/{key} page shows. */
export const InvitationByKey = z.extend(PendingInvitation, {
  status: z.enum(['Pending', 'Accepted', 'Declined', 'Revoked', 'Expired']),
  /** False when the invitation was sent to another e-mail address than the caller's. */
  isForCurrentUser: z.boolean(),
});
export type InvitationByKey = z.infer<typeof InvitationByKey>;

export const INVITATION_KEY_PLACEHOLDER = '{invitationKey}';

const AnyUrl = z.url();
const isUrl = (value: string) => AnyUrl.safeParse(value).success;

/** Spec section 3: invite request; projectId is required for project members and observers. */
export const InviteRequest = z.object({
  inviteeEmailAddress: z.email().check(z.maxLength(320)),
  /**
   * A URL but for its placeholder, so not declared `format: uri` (a template with `{` is not
   * an RFC 3986 URI); checked as a URL all the same.
   */
  activationUrlTemplate: z.string().check(
    z.trim(),
    z.refine(isUrl, 'Invalid URL'),
    z.refine(
      (url) => url.endsWith(`/invitation/${INVITATION_KEY_PLACEHOLDER}`),
      `must end in /invitation/${INVITATION_KEY_PLACEHOLDER}`,
    ),
  ),
  languageCode: z._default(SafeString.check(z.minLength(2), z.maxLength(20)), 'en-us'),
  projectId: z.optional(Id),
});
export type InviteRequest = z.infer<typeof InviteRequest>;

export const InviteResult = z.object({ id: z.int() });
export type InviteResult = z.infer<typeof InviteResult>;

/** Spec section 3: activation bodies. */
export const AcceptInvitationRequest = z.object({
  activationKey: SafeString.check(z.minLength(1)),
  loginUrl: z.url(),
  languageCode: z._default(SafeString.check(z.minLength(2), z.maxLength(20)), 'en-us'),
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

export const DeclineInvitationRequest = z.object({
  activationKey: SafeString.check(z.minLength(1)),
  languageCode: z.optional(SafeString.check(z.minLength(2), z.maxLength(20))),
});
export type DeclineInvitationRequest = z.infer<typeof DeclineInvitationRequest>;
