import { z } from 'zod';

/** Spec section 8: every 409 code, plus our own `PresentationLimitReached` (issue 5). */
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
  /** 403: accepting invitations or transfers and starting a trial need a verified e-mail address. */
  'EmailNotVerified',
  /** 409 (external issuer): the e-mail address belongs to another identity and is not verified. */
  'EmailBelongsToAnotherIdentity',
]);
export type ConflictCode = z.infer<typeof ConflictCode>;

/** RFC 9457 problem details, as every error of the API answers. */
export const Problem = z.object({
  type: z.string().optional(),
  status: z.number().int(),
  title: z.string(),
  detail: z.string().optional(),
  code: ConflictCode.optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;
