import type { ConflictCode } from '@vantage/contracts';

/**
 * Who may call an operation, which decides its security, headers and error answers:
 * - `account`: bearer token and `X-Subscription-Key` (the caller's account in that subscription);
 * - `user`: bearer token only (the user, whatever subscription);
 * - `public`: no sign-in.
 */
export type Access = 'account' | 'user' | 'public';

export type OperationInfo = {
  /** The document's `operationId`: a verb and a noun, unique in the document. */
  id: string;
  access: Access;
  /** Spec section 8's 409 codes of this call (plus ours where the server has more). */
  conflicts?: ConflictCode[];
  /** Extra statuses the call answers beyond the common ones (412, 413, 415, 502). */
  statuses?: number[];
  /** Headers the call reads besides the subscription key. */
  headers?: Array<'clientId' | 'publicationKey' | 'optionalSubscriptionKey'>;
  /** The success status of a route whose schema declares no answer (documented as 200 otherwise). */
  success?: 204;
  /** A summary for routes whose schema has none. */
  summary?: string;
};

const uploads = [413, 415];

/**
 * Every documented operation, keyed by method and OpenAPI path. The route's own schema
 * (in `modules/<domain>/routes.ts`) gives its input and answer; this table adds what the
 * contract needs beyond them. `openapi/document.test.ts` fails for a route missing here.
 */
export const OPERATIONS: Record<string, OperationInfo> = {
  // Users, accounts and session
  'POST /api/user/ensure-created': { id: 'ensureUserCreated', access: 'user' },
  'PUT /api/user/client-id': {
    id: 'setActiveClient',
    access: 'user',
    statuses: [412],
    headers: ['clientId'],
  },
  'PUT /api/user/activity': { id: 'reportActivity', access: 'user', statuses: [412], headers: ['clientId'] },
  'GET /api/user/email-verification': { id: 'getEmailVerification', access: 'user' },
  'POST /api/user/email-verification': { id: 'resendVerificationMail', access: 'user', statuses: [429] },
  'GET /api/user-accounts': { id: 'listUserAccounts', access: 'user' },
  'GET /api/user-accounts/current': { id: 'getCurrentUserAccount', access: 'account' },
  'GET /api/user-accounts/current/avatar': { id: 'getMyAvatar', access: 'user' },
  'POST /api/user-accounts/current/avatar': { id: 'uploadMyAvatar', access: 'user', statuses: uploads },
  'DELETE /api/user-accounts/current/avatar': { id: 'deleteMyAvatar', access: 'user', success: 204 },
  'GET /api/user-accounts/{userAccountId}/avatar': { id: 'getMemberAvatar', access: 'account' },
  'GET /api/client-config': { id: 'getClientConfig', access: 'public' },
  'GET /api/notifications': { id: 'listNotifications', access: 'user' },

  // Subscriptions, members, features
  'GET /api/subscription-types': { id: 'listSubscriptionTypes', access: 'user' },
  'POST /api/subscriptions/trial': {
    id: 'startTrial',
    access: 'user',
    conflicts: ['AlreadyOwnsSubscription'],
  },
  'POST /api/subscriptions/request-access': {
    id: 'requestAccess',
    access: 'user',
    conflicts: ['AlreadyOwnsSubscription'],
  },
  'GET /api/subscriptions/current': { id: 'getCurrentSubscription', access: 'account' },
  'GET /api/subscriptions/current/status': {
    id: 'getCurrentSubscriptionStatus',
    access: 'user',
    headers: ['optionalSubscriptionKey'],
  },
  'GET /api/subscriptions/current/members': { id: 'listMembers', access: 'account' },
  'GET /api/subscriptions/current/members/{userAccountId}': {
    id: 'getMember',
    access: 'account',
    summary: 'One member of the selected subscription',
  },
  'PUT /api/subscriptions/current/members/{userAccountId}': { id: 'updateMember', access: 'account' },
  'DELETE /api/subscriptions/current/members/{userAccountId}': {
    id: 'deleteMember',
    access: 'account',
    conflicts: ['CannotDeleteSelf'],
  },
  'GET /api/planner-types': { id: 'listPlannerTypes', access: 'user', summary: 'The planner types' },
  'GET /api/planner-types/{key}': {
    id: 'getPlannerType',
    access: 'user',
    summary: 'One planner type by key',
  },
  'GET /api/features': {
    id: 'listFeatures',
    access: 'account',
    summary: 'Features of the selected subscription with their state',
  },
  'GET /api/features/{id}': { id: 'getFeature', access: 'account' },

  // Invitations
  'GET /api/invitations': { id: 'listInvitations', access: 'account' },
  'GET /api/invitations/pending': { id: 'listMyPendingInvitations', access: 'user' },
  'GET /api/invitations/by-key/{key}': { id: 'getInvitationByKey', access: 'user' },
  'GET /api/invitations/{id}': {
    id: 'getInvitation',
    access: 'account',
    summary: 'One invitation of the invite log',
  },
  'DELETE /api/invitations/{id}': { id: 'deleteInvitation', access: 'account', success: 204 },
  'POST /api/invitations/members': {
    id: 'inviteTeamMember',
    access: 'account',
    conflicts: [
      'TeamMemberLimitReached',
      'InvitationAlreadyPendingForEmailAddress',
      'CannotInviteSelf',
      'InvitationsNotAllowed',
    ],
  },
  'POST /api/invitations/project-members': {
    id: 'inviteProjectMember',
    access: 'account',
    conflicts: [
      'ProjectMemberLimitReached',
      'InvitationAlreadyPendingForEmailAddress',
      'CannotInviteSelf',
      'InvitationsNotAllowed',
    ],
  },
  'POST /api/invitations/observers': {
    id: 'inviteObserver',
    access: 'account',
    conflicts: [
      'ObserverLimitReached',
      'InvitationAlreadyPendingForEmailAddress',
      'CannotInviteSelf',
      'InvitationsNotAllowed',
    ],
  },
  'POST /api/invitations/activations/accept': {
    id: 'acceptInvitation',
    access: 'user',
    conflicts: ['AlreadyActivated', 'KeyExpired'],
  },
  'POST /api/invitations/activations/decline': {
    id: 'declineInvitation',
    access: 'user',
    conflicts: ['AlreadyActivated', 'KeyExpired'],
  },

  // Projects and revisions
  'POST /api/projects': { id: 'createProject', access: 'account', conflicts: ['ProjectLimitReached'] },
  'GET /api/projects': { id: 'listProjects', access: 'account' },
  'GET /api/projects/revisions': { id: 'listRevisions', access: 'account' },
  'POST /api/projects/clone': { id: 'cloneProject', access: 'account', conflicts: ['ProjectLimitReached'] },
  'POST /api/projects/create-revision': {
    id: 'createRevision',
    access: 'account',
    conflicts: ['RevisionLimitReached', 'SourceIsARevision'],
  },
  'PUT /api/projects/activate-revision': {
    id: 'activateRevision',
    access: 'account',
    conflicts: ['ProjectIsNotARevision'],
  },
  'GET /api/projects/{id}': { id: 'getProject', access: 'account' },
  'PUT /api/projects/{id}': { id: 'updateProject', access: 'account' },
  'DELETE /api/projects/{id}': { id: 'deleteProject', access: 'account' },
  'GET /api/coordinate-systems': { id: 'listCoordinateSystems', access: 'user' },
  'GET /api/projects/{projectId}/logo': { id: 'getProjectLogo', access: 'account' },
  'POST /api/projects/{projectId}/logo': {
    id: 'uploadProjectLogo',
    access: 'account',
    statuses: [...uploads, 502],
  },
  'DELETE /api/projects/{projectId}/logo': { id: 'deleteProjectLogo', access: 'account', success: 204 },

  // Ownership transfers
  'POST /api/projects/{projectId}/ownership-transfer': {
    id: 'requestOwnershipTransfer',
    access: 'account',
    conflicts: ['RequestAlreadyPending'],
  },
  'GET /api/projects/ownership-transfers/incoming': { id: 'listIncomingTransfers', access: 'user' },
  'GET /api/projects/ownership-transfers/incoming/{id}': { id: 'getIncomingTransfer', access: 'user' },
  'POST /api/projects/ownership-transfers/incoming/{id}/accept': {
    id: 'acceptTransfer',
    access: 'user',
    conflicts: ['ProjectLimitReached', 'TransferRequestNotPending', 'ProjectAlreadyOwned'],
  },
  'POST /api/projects/ownership-transfers/incoming/{id}/reject': {
    id: 'rejectTransfer',
    access: 'user',
    conflicts: ['TransferRequestNotPending'],
  },
  'GET /api/projects/ownership-transfers/outgoing': { id: 'listOutgoingTransfers', access: 'account' },
  'GET /api/projects/ownership-transfers/outgoing/{id}': { id: 'getOutgoingTransfer', access: 'account' },
  'POST /api/projects/ownership-transfers/outgoing/{id}/revoke': {
    id: 'revokeTransfer',
    access: 'account',
    conflicts: ['TransferRequestNotPending'],
  },

  // Viewpoints
  'POST /api/projects/{projectId}/viewpoints': { id: 'createViewpoint', access: 'account' },
  'GET /api/projects/{projectId}/viewpoints': { id: 'listViewpoints', access: 'account' },
  'POST /api/projects/{projectId}/viewpoints/clone': { id: 'cloneViewpoint', access: 'account' },
  'GET /api/projects/viewpoints/{id}': { id: 'getViewpoint', access: 'account' },
  'PUT /api/projects/viewpoints/{id}': { id: 'updateViewpoint', access: 'account' },
  'DELETE /api/projects/viewpoints/{id}': { id: 'deleteViewpoint', access: 'account' },

  // Tours
  'POST /api/projects/{projectId}/tours': { id: 'createTour', access: 'account' },
  'GET /api/projects/{projectId}/tours': { id: 'listTours', access: 'account' },
  'POST /api/projects/{projectId}/tours/clone': { id: 'cloneTour', access: 'account' },
  'GET /api/projects/tours/{id}': { id: 'getTour', access: 'account' },
  'PUT /api/projects/tours/{id}': { id: 'updateTour', access: 'account' },
  'DELETE /api/projects/tours/{id}': { id: 'deleteTour', access: 'account' },

  // Scenarios
  'POST /api/projects/{projectId}/scenarios': { id: 'createScenario', access: 'account' },
  'GET /api/projects/{projectId}/scenarios': { id: 'listScenarios', access: 'account' },
  'POST /api/projects/{projectId}/scenarios/clone': {
    id: 'cloneScenario',
    access: 'account',
    conflicts: ['PlannerObjectLimitReached'],
  },
  'PUT /api/projects/scenarios/renumber/{id}': { id: 'renumberScenario', access: 'account' },
  'GET /api/projects/scenarios/{id}': { id: 'getScenario', access: 'account' },
  'PUT /api/projects/scenarios/{id}': { id: 'updateScenario', access: 'account' },
  'DELETE /api/projects/scenarios/{id}': { id: 'deleteScenario', access: 'account' },

  // Planner objects and presets
  'GET /api/projects/{projectId}/planner-objects': { id: 'listPlannerObjects', access: 'account' },
  'POST /api/projects/{projectId}/planner-objects': {
    id: 'createPlannerObject',
    access: 'account',
    conflicts: ['PlannerObjectLimitReached', 'ScenarioProjectIdNotEqualToPresetProjectId'],
  },
  'GET /api/projects/{projectId}/planner-objects/{id}': { id: 'getPlannerObject', access: 'account' },
  'PUT /api/projects/{projectId}/planner-objects/{id}': {
    id: 'updatePlannerObject',
    access: 'account',
    conflicts: [
      'CannotChangeToScenarioOfAnotherProject',
      'CannotChangeToPresetOfAnotherProject',
      'CannotChangePlannerObjectType',
    ],
  },
  'DELETE /api/projects/{projectId}/planner-objects/{id}': { id: 'deletePlannerObject', access: 'account' },
  'GET /api/projects/{projectId}/presets': { id: 'listPresets', access: 'account' },
  'POST /api/projects/{projectId}/presets': { id: 'createPreset', access: 'account' },
  'GET /api/projects/{projectId}/presets/{id}': { id: 'getPreset', access: 'account' },
  'PUT /api/projects/{projectId}/presets/{id}': {
    id: 'updatePreset',
    access: 'account',
    conflicts: ['CannotChangePlannerObjectType'],
  },
  'DELETE /api/projects/{projectId}/presets/{id}': {
    id: 'deletePreset',
    access: 'account',
    conflicts: ['IsInUse'],
  },

  // Presenting
  'POST /api/projects/create-published-project': {
    id: 'createPresentation',
    access: 'account',
    conflicts: ['PresentationLimitReached'],
    statuses: uploads,
  },
  'POST /api/projects/publish': {
    id: 'publishPresentation',
    access: 'account',
    conflicts: ['PresentationLimitReached'],
  },
  'DELETE /api/projects/publish': {
    id: 'depublishPresentation',
    access: 'account',
    conflicts: ['ProjectNotPublished'],
  },
  'GET /api/projects/published-projects': { id: 'listPresentations', access: 'account' },
  'GET /api/projects/viewer/{id}': { id: 'getViewerProject', access: 'public', headers: ['publicationKey'] },
  'GET /api/projects/viewer/{id}/logo': {
    id: 'getViewerProjectLogo',
    access: 'public',
    headers: ['publicationKey'],
  },
};

/** `GET /api/projects/{id}` for a Fastify route `/api/projects/:id`. */
export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}
