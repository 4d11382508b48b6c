import type { ConflictCode } from './conflicts.js';
import { PRESENTATION_LIMIT_MESSAGE } from './publishing.js';

/**
 * The one mapping from a conflict code (spec section 8) to what the user reads: the server
 * answers it as the 409's `detail` where it has nothing more precise to say, and the
 * dashboard shows it for the code. Where section 8 words the situation (the project limit,
 * the presentation limit) its text is used verbatim; for the other codes the text is ours
 * (a 409 never shows the generic "Something went wrong" text).
 */
export const CONFLICT_MESSAGES: Record<ConflictCode, string> = {
  AlreadyOwnsSubscription: 'You already own a subscription; a user can own only one.',
  CannotDeleteSelf: 'You cannot remove yourself from the subscription.',
  ProjectLimitReached: 'You have reached the maximum number of projects allowed by your subscription.',
  RevisionLimitReached: 'You have reached the maximum number of revisions allowed by your subscription.',
  SourceIsARevision: 'Only an original project can have revisions.',
  ProjectIsNotARevision: 'Only a revision can be activated.',
  ProjectNotPublished: 'This project is not published.',
  TransferRequestNotPending: 'This transfer is no longer pending.',
  ProjectAlreadyOwned: 'The project already belongs to this subscription.',
  RequestAlreadyPending: 'A transfer of this project is already pending.',
  TeamMemberLimitReached: 'You have reached the maximum number of team members allowed by your subscription.',
  ProjectMemberLimitReached:
    'You have reached the maximum number of project members allowed by your subscription.',
  ObserverLimitReached: 'You have reached the maximum number of observers allowed by your subscription.',
  InvitationAlreadyPendingForEmailAddress: 'An invitation for this e-mail address is already pending.',
  CannotInviteSelf: 'You cannot invite yourself.',
  InvitationsNotAllowed: 'Invitations are not allowed for this subscription.',
  MailNotFailed: 'This mail has not failed.',
  AlreadyActivated: 'This invitation has already been accepted or declined.',
  KeyExpired: 'This invitation is no longer valid: it was withdrawn or has expired.',
  PlannerObjectLimitReached:
    'You have reached the maximum number of planner objects allowed by your subscription.',
  ScenarioProjectIdNotEqualToPresetProjectId: 'The scenario and the preset belong to different projects.',
  CannotChangeToScenarioOfAnotherProject: 'An object cannot move to a scenario of another project.',
  CannotChangeToPresetOfAnotherProject: 'An object cannot use a preset of another project.',
  IsInUse: 'This item is in use.',
  EmailNotVerified:
    'Verify your e-mail address first: open the link in the verification mail, or send a new one.',
  EmailBelongsToAnotherIdentity:
    'This e-mail address belongs to another sign-in. Ask your administrator to link the accounts.',
  CannotChangePlannerObjectType: 'The type of a preset in use cannot change.',
  AlreadyExists: 'This item already exists.',
  Duplicate: 'This item is a duplicate.',
  AlreadyOnPlan: 'The subscription is already on this plan.',
  MaximumTotalTransactionAmountExceeded: 'The maximum total transaction amount is exceeded.',
  CannotActivateAddOnForTrialSubscription: 'Add-ons cannot be activated for a trial subscription.',
  NotAttachedToPsp: 'The subscription is not attached to a payment provider.',
  PresentationLimitReached: PRESENTATION_LIMIT_MESSAGE,
  SourceProjectDeleted:
    'The project of this presentation no longer exists, so there is no plan to update it from.',
  PresentationSettingsUnknown:
    'This presentation was made before presentations kept their settings. Create a new presentation instead.',
  PresentationSourceChanged: 'The project no longer has what this presentation shows.',
};
