import { z } from 'zod/mini';

/** Spec section 8: every 409 code, plus our own `PresentationLimitReached` and update presentation's. */
export const ConflictCode = z.enum([
  'AlreadyOwnsSubscription',
  'CannotDeleteSelf',
  'ProjectLimitReached',
  'RevisionLimitReached',
  'SourceIsARevision',
  'ProjectIsNotARevision',
  'ProjectNotPublished',
  'TransferRequestNotPending',
  'ProjectAlreadyOwned',
  'RequestAlreadyPending',
  'TeamMemberLimitReached',
  'ProjectMemberLimitReached',
  'ObserverLimitReached',
  'InvitationAlreadyPendingForEmailAddress',
  'CannotInviteSelf',
  'InvitationsNotAllowed',
  'AlreadyActivated',
  'KeyExpired',
  'PlannerObjectLimitReached',
  'ScenarioProjectIdNotEqualToPresetProjectId',
  'CannotChangeToScenarioOfAnotherProject',
  'CannotChangeToPresetOfAnotherProject',
  'IsInUse',
  'CannotChangePlannerObjectType',
  'AlreadyExists',
  'Duplicate',
  'AlreadyOnPlan',
  'MaximumTotalTransactionAmountExceeded',
  'CannotActivateAddOnForTrialSubscription',
  'NotAttachedToPsp',
  'PresentationLimitReached',
  /** Update presentation: its original project was deleted or left the subscription. */
  'SourceProjectDeleted',
  /** Update presentation: made before presentations kept their settings. */
  'PresentationSettingsUnknown',
  /** Update presentation: the project's current plan no longer fits its settings (detail says why). */
  'PresentationSourceChanged',
  /** Send again: the invitation's mail did not fail (it was sent, or is still being tried). */
  'MailNotFailed',
  /** 403: accepting invitations or transfers and starting a trial need a verified e-mail address. */
  'EmailNotVerified',
  /** 409 (external issuer): the e-mail address belongs to another identity and is not verified. */
  'EmailBelongsToAnotherIdentity',
]);
export type ConflictCode = z.infer<typeof ConflictCode>;

/** RFC 9457 problem details, as every error of the API answers. */
export const Problem = z.object({
  type: z.optional(z.string()),
  status: z.int(),
  title: z.string(),
  detail: z.optional(z.string()),
  code: z.optional(ConflictCode),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type Problem = z.infer<typeof Problem>;
